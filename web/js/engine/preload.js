// The engine's lightest module (sg-tables: what a mex table needs) asked for
// early, over http, by a page that will draw a mex table: its glue and its
// WebAssembly come in while the page starts, and engine.js finds them fetched
// (the browser's preload cache) when a table asks; neither runs before then.
// From disk, engine.js reads the base64 copy. `dist` is the URL of the folder
// that holds the engine's files. The links are added in a task of their own,
// the next one: in Chromium the first request a page's script makes held the
// main thread 10-25 ms on this machine, which the page's script (still
// running) would have added to its own task.
let asked = false;
export function preloadTables(dist) {
  if (asked || !/^https?:$/.test(location.protocol)) return;
  asked = true;
  setTimeout(() => {
    for (const [file, as] of [
      ['sg-tables.js', 'script'],
      ['sg-tables.wasm', 'fetch'],
    ]) {
      const link = document.createElement('link');
      Object.assign(link, { rel: 'preload', href: new URL(file, dist).href, as });
      if (as === 'fetch') link.crossOrigin = 'anonymous';
      document.head.append(link);
    }
  });
}
