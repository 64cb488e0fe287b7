// Bundles each page's ES modules into one classic script in web/dist (Chromium
// refuses module scripts on file:// pages; a classic script works from disk
// and over http alike), and readies the engine's three modules (built by
// CMake into web/dist: NAME.cjs, the Emscripten glue, and NAME.wasm) for the
// pages: NAME.js, the glue as a classic script that registers itself, and
// NAME.wasm.js, the WebAssembly as base64 for pages opened from disk, where
// fetch is refused (web/js/engine/engine.js loads either when needed).
import { build, transform } from 'esbuild';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';

const dist = 'web/dist';
const entries = {
  learn: 'web/js/pages/learn.js',
  'learn-modes': 'web/js/pages/learn-modes.js',
  play: 'web/js/pages/play.js',
  course: 'web/js/pages/course.js',
  'sg-widgets': 'web/js/widgets/loader.js',
  'widgets-tables': 'web/js/widgets/tables.js',
  'widgets-all': 'web/js/widgets/all.js',
  embed: 'web/js/pages/embed.js',
  sw: 'web/js/pages/register-sw.js',
};
const present = Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(file)));
// The engine needs WebAssembly exception handling (Safari 15.2 and later).
const target = ['chrome100', 'firefox100', 'safari15.2'];
await build({
  entryPoints: present,
  outdir: dist,
  bundle: true,
  format: 'iife',
  minify: true,
  target,
  logLevel: 'warning',
  // engine.js reads its files through node's fs and import.meta only under node.
  external: ['node:*'],
  logOverride: { 'empty-import-meta': 'silent' },
  platform: 'browser',
});

// The engine's modules for the pages.
const engines = { 'sg-tables': 'createSgTables', 'sg-core': 'createSgCore', 'sg-engine': 'createSgEngine' };
for (const [name, factory] of Object.entries(engines)) {
  if (!existsSync(`${dist}/${name}.cjs`)) continue;
  const glue = readFileSync(`${dist}/${name}.cjs`, 'utf8');
  const script = `(() => {\n${glue}\nconst s = (globalThis[Symbol.for('sglab.engine')] ??= { loading: {}, ready: {} });\n(s.glue ??= {})[${JSON.stringify(name)}] = ${factory};\n})();\n`;
  writeFileSync(`${dist}/${name}.js`, (await transform(script, { minify: true, target })).code);
  const wasm = readFileSync(`${dist}/${name}.wasm`).toString('base64');
  writeFileSync(
    `${dist}/${name}.wasm.js`,
    `((globalThis[Symbol.for('sglab.engine')] ??= { loading: {}, ready: {} }).wasm ??= {})[${JSON.stringify(name)}] = "${wasm}";\n`
  );
}

// What the service worker (web/sw.js) keeps for offline use: every page
// script and the engine's glue and WebAssembly (not the base64 copies, which
// only pages opened from disk read), under a name that changes with them.
const kept = readdirSync(dist)
  .filter((f) => (f.endsWith('.js') && !f.endsWith('.wasm.js') && f !== 'precache.js') || f.endsWith('.wasm'))
  .sort();
const hash = createHash('sha256');
for (const f of kept) hash.update(readFileSync(`${dist}/${f}`));
writeFileSync(
  `${dist}/precache.js`,
  `self.sgPrecache = ${JSON.stringify({ version: hash.digest('hex').slice(0, 12), files: kept.map((f) => `dist/${f}`) })};\n`
);
console.log(`bundled ${Object.keys(present).join(', ')} and the engine's modules into ${dist}`);
