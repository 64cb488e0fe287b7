// Installs the service worker when the page is served over http(s), so the
// app opens offline afterwards. From file:// there is nothing to do: the files
// are on disk already. The worker (sw.js) sits beside the dist/ folder of the
// script that asks, so it works from any page's folder.
/** @param {HTMLScriptElement | null} [script] */
export function registerServiceWorker(script = /** @type {HTMLScriptElement | null} */ (document.currentScript)) {
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
  const base = /^(.*\/)dist\/[^/]+\.js$/.exec(script?.src ?? '')?.[1] ?? './';
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${base}sw.js`).catch(() => {
      /* offline use is a bonus, never an error */
    });
  });
}
