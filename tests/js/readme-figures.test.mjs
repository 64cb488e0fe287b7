// The README's figures about the built files stay true: the widget file's
// gzipped size it quotes is within 3% of the file the build writes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bundle = path.join(root, 'web/dist/sg-widgets.js');

test(
  "the README's gzipped size of sg-widgets.js is within 3% of the built file",
  { skip: !existsSync(bundle) && 'no web/dist (run the build)' },
  () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const quoted = readme.match(/The file is about (\d+) KB gzipped/);
    assert.ok(quoted, 'the README quotes the widget file size');
    const kb = gzipSync(readFileSync(bundle)).length / 1000;
    const said = Number(quoted[1]);
    assert.ok(
      Math.abs(kb - said) / kb <= 0.03,
      `the README says about ${said} KB; the file is ${kb.toFixed(0)} KB gzipped`
    );
  }
);
