// The one widget file authors include (web/dist/sg-widgets.js): one script
// tag, from file:// and http alike. It is small: once the page is read, it
// loads the widgets the page uses, beside it in dist/. A page whose only
// widgets are mex tables gets widgets-tables.js (with the engine's tables
// module); any other widget, there from the start or added later, brings
// widgets-all.js (every widget; the engine's heavier modules load when a
// widget first needs them). Elements defined once stay defined. A page's own
// script that makes a widget and must know its class first (embed.js) asks
// for it: globalThis[Symbol.for('sglab.widgets')].need(['sg-sum']).
import { reserved, reserveCss } from './reserve.js';
import { preloadTables } from '../engine/preload.js';
import { widgets, tags } from './manifest.js';

const here = /** @type {HTMLScriptElement | null} */ (document.currentScript)?.src ?? location.href;
// The elements of the tables bundle (those the engine's tables module
// answers), and of the bundle of all the others (manifest.js).
const tables = tags.filter((tag) => widgets[tag].part === 'tables');
const others = tags.filter((tag) => widgets[tag].part !== 'tables');
const loaded = {};

// A mex table's engine module comes in beside the widgets' bundle, not after
// it (engine/preload.js). The heavier modules load when a widget needs them,
// once it is near the screen, so they never take the network from what the
// page shows first.
const preload = (names) => names.includes('sg-mex-table') && preloadTables(here);

function load(bundle) {
  loaded[bundle] ??= new Promise((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = new URL(`${bundle}.js`, here).href;
    tag.onload = resolve;
    tag.onerror = () => {
      missing(tag.src);
      reject(new Error(`${tag.src} could not be loaded`));
    };
    document.head.append(tag);
  });
  return loaded[bundle];
}

// A bundle that does not come (a page that copied sg-widgets.js without the
// rest of dist/): each widget waiting for it says so in its place, in its
// reader's language, instead of staying an empty space.
function missing(src) {
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== waiting);
  for (const el of document.querySelectorAll([...tables, ...others].join(','))) {
    if (customElements.get(el.localName) || el.previousElementSibling?.hasAttribute('data-sglab-missing')) continue;
    const zh = (el.closest('[lang]')?.getAttribute('lang') ?? navigator.language).toLowerCase().startsWith('zh');
    const note = document.createElement('p');
    note.setAttribute('role', 'alert');
    note.dataset.sglabMissing = '';
    note.textContent = zh
      ? `SG Lab 组件无法显示：找不到 ${src}。请把整个 dist/ 文件夹复制到 sg-widgets.js 所在的位置。`
      : `This SG Lab widget cannot be shown: ${src} was not found. Copy the whole dist/ folder, not only sg-widgets.js.`;
    el.before(note);
  }
}

// Resolves once every element named is defined, loading what defines them
// (rejects when that bundle cannot be loaded).
function need(names) {
  preload(names);
  return load(
    names.every((name) => tables.includes(name)) && !loaded['widgets-all'] ? 'widgets-tables' : 'widgets-all'
  ).then(() => Promise.all(names.map((name) => customElements.whenDefined(name))));
}
globalThis[Symbol.for('sglab.widgets')] = { need };

const present = (names) => names.some((name) => !customElements.get(name) && document.querySelector(name));

function scan() {
  if (document.querySelector('sg-mex-table')) preload(['sg-mex-table']);
  const quiet = () => {}; // said in the page by missing()
  if (present(others)) load('widgets-all').catch(quiet);
  else if (present(tables) && !loaded['widgets-all']) load('widgets-tables').catch(quiet);
}

// Until its script defines it, a widget keeps its place (reserve.js) and its
// text (a game's definition, written inside it) is not shown. A constructed
// style sheet: a strict Content-Security-Policy allows it.
const waiting = new CSSStyleSheet();
function keepPlaces() {
  const tags = [...new Set(Object.keys(reserved).map((key) => key.split('[')[0]))];
  waiting.replaceSync(
    `${tags.map((tag) => `${tag}:not(:defined)`).join(', ')} { display: block; visibility: hidden; }\n` +
      reserveCss((tag, attribute) => `${tag}${attribute}:not(:defined)`)
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, waiting];
}
keepPlaces();

function start() {
  scan();
  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
