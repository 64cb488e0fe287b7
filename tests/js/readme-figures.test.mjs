// The README's figures about the built files stay true: what an author's page
// with only mex tables fetches, gzipped, is within 3% of what it quotes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'web/dist');
const files = ['sg-widgets.js', 'widgets-tables.js', 'sg-tables.js', 'sg-tables.wasm'].map((f) => path.join(dist, f));

test(
  "the README's gzipped size of a mex-table page's files is within 3% of the built files",
  { skip: !files.every((f) => existsSync(f)) && 'no web/dist (run the build)' },
  () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const quoted = readme.match(
      /loads `widgets-tables.js` and the engine's tables module[^]*?about (\d+) KB gzipped in all/
    );
    assert.ok(quoted, 'the README quotes the size');
    const kb = files.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0) / 1024;
    const said = Number(quoted[1]);
    assert.ok(
      Math.abs(kb - said) / kb <= 0.03,
      `the README says about ${said} KB; the files are ${kb.toFixed(0)} KB gzipped`
    );
  }
);
