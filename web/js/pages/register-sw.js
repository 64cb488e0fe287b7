// web/dist/sw.js: the service worker's registration alone, for a page without
// the page shell (the SG Lab pages register it through shell.js).
import { registerServiceWorker } from './service-worker.js';

registerServiceWorker();
