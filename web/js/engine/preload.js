// The engine's lightest module (sg-tables: what a mex table needs) asked for
// early, over http, by a page that will draw a mex table: its glue and its
// WebAssembly come in while the page's own script runs, and engine.js finds
// them fetched (the browser's preload cache) when a table asks. Nothing runs
// on the main thread for it. From disk, engine.js reads the base64 copy.
// `dist` is the URL of the folder that holds the engine's files.
let asked = false;
export function preloadTables(dist) {
  if (asked || !/^https?:$/.test(location.protocol)) return;
  asked = true;
  for (const [file, as] of [
    ['sg-tables.js', 'script'],
    ['sg-tables.wasm', 'fetch'],
  ]) {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'preload', href: new URL(file, dist).href, as });
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
}
