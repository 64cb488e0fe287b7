import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEngine } from '../../web/js/engine.js';
import { formats, toSvg, moveList } from '../../web/js/export.js';
import { root } from './fixtures.mjs';

const engine = await loadEngine();
const values = engine.table('1,3,4', 8).values;
const expected = (name) => readFileSync(path.join(root, 'tests/fixtures/export', name), 'utf8');

test('each export of the {1,3,4} table up to 8 matches its fixture byte for byte', () => {
  assert.equal(formats.markdown.make(values), expected('s134.md'));
  assert.equal(formats.csv.make(values), expected('s134.csv'));
  assert.equal(formats.latex.make(values), expected('s134.tex'));
  assert.equal(formats.cpp.make(values), expected('s134.cpp'));
  assert.equal(formats.cpp.make(values), 'int sg[] = {0,1,0,1,2,3,2,0,1};\n');
});

test('the SVG export is one well-formed picture with every value and the P-positions marked', () => {
  const svg = toSvg(values);
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="308" height="64"/);
  assert.equal((svg.match(/<text /g) ?? []).length, 2 + 2 * 9);
  assert.equal((svg.match(/stroke="#dc2626"/g) ?? []).length, 3);  // x = 0, 2, 7
  assert.ok(svg.trimEnd().endsWith('</svg>'));
});

test('a game exports as its numbered move list', () => {
  assert.equal(moveList(['You: heap 1, take 2', 'Computer: heap 3, take all 4']),
    '1. You: heap 1, take 2\n2. Computer: heap 3, take all 4\n');
});
