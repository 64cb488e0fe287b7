// Installs the service worker when the page is served over http(s), so the
// app opens offline afterwards. From file:// there is nothing to do: the files
// are on disk already.
if ('serviceWorker' in navigator && /^https?:$/.test(location.protocol)) {
  window.addEventListener('load', () => {
    const base = document.querySelector('script[src$="dist/sw.js"]')?.src.replace(/dist\/sw\.js$/, '') ?? './';
    navigator.serviceWorker.register(`${base}sw.js`).catch(() => { /* offline use is a bonus, never an error */ });
  });
}
