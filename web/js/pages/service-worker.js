// Installs the service worker when the page is served over http(s), so the
// app opens offline afterwards. From file:// there is nothing to do: the files
// are on disk already. The worker (sw.js) sits beside the dist/ folder of the
// script that asks, so it works from any page's folder.
//
// Its install fetches and stores every file of the app (a few MB, each page
// script compiled for the cache). Begun at the page's load event, that took
// the network and the CPU from the page's first table (with the CPU four
// times slower, the learning page's first table came about 0.3 s later over
// http than from disk). So the worker is registered once the page has
// settled: after its load, once its engine has answered (the mark engine.js
// sets) or 5 s have passed, in the first idle moment after that.
/** @param {HTMLScriptElement | null} [script] */
export function registerServiceWorker(script = /** @type {HTMLScriptElement | null} */ (document.currentScript)) {
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
  const base = /^(.*\/)dist\/[^/]+\.js$/.exec(script?.src ?? '')?.[1] ?? './';
  const register = () =>
    navigator.serviceWorker.register(`${base}sw.js`).catch(() => {
      /* offline use is a bonus, never an error */
    });
  afterLoad(() => whenSettled(() => whenIdle(register)));
}

function afterLoad(fn) {
  if (document.readyState === 'complete') fn();
  else window.addEventListener('load', fn, { once: true });
}

const settledMark = 'sg-engine-ready';
const patience = 5000; // ms: a page whose engine is never asked for (no widget near the screen)
function whenSettled(fn) {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    fn();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(settledMark).length) go();
  });
  observer.observe({ type: 'mark', buffered: true });
  const timer = setTimeout(go, patience);
  if (performance.getEntriesByName(settledMark).length) go();
}

function whenIdle(fn) {
  if ('requestIdleCallback' in window) requestIdleCallback(fn, { timeout: 2000 });
  else setTimeout(fn, 200);
}
