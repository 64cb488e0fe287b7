// The one widget file authors include (web/dist/sg-widgets.js): one script
// tag, from file:// and http alike. It is small: once the page is read, it
// loads the widgets the page uses, beside it in dist/. A page whose only
// widgets are mex tables gets widgets-tables.js (with the engine's tables
// module); any other widget, there from the start or added later, brings
// widgets-all.js (every widget; the engine's heavier modules load when a
// widget first needs them). Elements defined once stay defined. A page's own
// script that makes a widget and must know its class first (embed.js) asks
// for it: globalThis[Symbol.for('sglab.widgets')].need(['sg-sum']).
const here = document.currentScript?.src ?? location.href;
const tables = ['sg-mex-table'];
const others = ['sg-heap-game', 'sg-graph-game', 'sg-nim-sum', 'sg-sum', 'sg-game-table', 'sg-game-play'];
const loaded = {};

// A mex table's engine module (the lightest, sg-tables) comes in beside the
// widgets' bundle, over http, not after it: the bundle's engine.js finds it
// fetched (the browser's preload cache) when it asks. The heavier modules
// load when a widget needs them (most wait until they are shown), so they
// never take the network from what the page shows first.
let preloaded = false;
function preload(names) {
  // (From disk, engine.js reads the base64 copy.)
  if (preloaded || !names.includes('sg-mex-table') || !/^https?:$/.test(location.protocol)) return;
  preloaded = true;
  for (const [file, as] of [
    ['sg-tables.js', 'script'],
    ['sg-tables.wasm', 'fetch'],
  ]) {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'preload', href: new URL(file, here).href, as });
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
}

function load(bundle) {
  loaded[bundle] ??= new Promise((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = new URL(`${bundle}.js`, here).href;
    tag.onload = resolve;
    tag.onerror = reject;
    document.head.append(tag);
  });
  return loaded[bundle];
}

// Resolves once every element named is defined, loading what defines them.
function need(names) {
  preload(names);
  load(names.every((name) => tables.includes(name)) && !loaded['widgets-all'] ? 'widgets-tables' : 'widgets-all');
  return Promise.all(names.map((name) => customElements.whenDefined(name)));
}
globalThis[Symbol.for('sglab.widgets')] = { need };

const present = (names) => names.some((name) => !customElements.get(name) && document.querySelector(name));

function scan() {
  if (document.querySelector('sg-mex-table')) preload(['sg-mex-table']);
  if (present(others)) load('widgets-all');
  else if (present(tables) && !loaded['widgets-all']) load('widgets-tables');
}

function start() {
  scan();
  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
