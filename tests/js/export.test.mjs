import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEngine } from '../../web/js/engine/engine.js';
import { formats, toSvg, moveList, limits } from '../../web/js/model/export.js';
import { root } from './fixtures.mjs';

const engine = await loadEngine('full');
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
  assert.equal((svg.match(/stroke="#dc2626"/g) ?? []).length, 3); // x = 0, 2, 7
  assert.ok(svg.trimEnd().endsWith('</svg>'));
});

test('a game exports as its numbered move list', () => {
  assert.equal(
    moveList(['You: heap 1, take 2', 'Computer: heap 3, take all 4']),
    '1. You: heap 1, take 2\n2. Computer: heap 3, take all 4\n'
  );
});

test('exports of a huge table are capped and say how many values they left out', () => {
  const huge = new Uint8Array(10 ** 7 + 1); // g(0..10^7)
  huge[3] = 2;
  const csv = formats.csv.make(huge);
  const lines = csv.trimEnd().split('\n');
  assert.equal(lines.length, 1 + limits.csv + 1);
  assert.equal(lines[4], '3,2');
  assert.equal(lines.at(-1), `# ${10 ** 7 + 1 - limits.csv} more values left out (x > ${limits.csv - 1})`);
  assert.match(formats.cpp.make(huge), new RegExp(`\\}; // ${10 ** 7 + 1 - limits.cpp} more values left out`));
  assert.match(formats.markdown.make(huge), /<!-- 9990001 more values left out \(x > 9999\) -->\n$/);
  assert.match(formats.latex.make(huge), /\n% 9990001 more values left out \(x > 9999\)\n$/);
  const svg = toSvg(huge);
  assert.equal((svg.match(/<text /g) ?? []).length, 2 + 2 * limits.svg);
  assert.match(svg, /<!-- 9998001 more values left out \(x > 1999\) -->\n<\/svg>\n$/);
  // Small tables are untouched: no note at all.
  assert.ok(!formats.csv.make(values).includes('left out'));
});

test('a move list past its limit says how many moves it left out', () => {
  const lines = Array.from({ length: 25 }, (_, i) => `You: heap 1, take ${i + 1}`);
  assert.equal(moveList(lines, 20).trimEnd().split('\n').at(-1), '(5 more moves left out)');
});
