// Bundles each page's ES modules, with the engine (wasm embedded), into one
// classic script in web/dist: Chromium refuses module scripts on file:// pages,
// and a classic script works from disk and over http alike.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';

const entries = {
  learn: 'web/js/pages/learn.js',
  play: 'web/js/pages/play.js',
  course: 'web/js/pages/course.js',
  'sg-widgets': 'web/js/widgets/all.js',
  embed: 'web/js/pages/embed.js',
  sw: 'web/js/pages/register-sw.js',
};
const present = Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(file)));
await build({
  entryPoints: present,
  outdir: 'web/dist',
  bundle: true,
  format: 'iife',
  minify: true,
  // The engine needs WebAssembly exception handling (Safari 15.2 and later).
  target: ['chrome100', 'firefox100', 'safari15.2'],
  logLevel: 'warning',
  // The Emscripten glue mentions node modules it only loads under node.
  external: ['fs', 'path', 'crypto', 'url', 'module', 'worker_threads'],
  platform: 'browser',
});
console.log(`bundled ${Object.keys(present).join(', ')} into web/dist`);
