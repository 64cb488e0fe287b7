// HDU 4664 "Triangulation": see problem.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../harness.mjs';

export const title = 'Triangulation';
export const source = 'HDU 4664';
export const family = "take-and-break: a segment takes two points and splits the rest (Dawson's Kayles, 0.07)";
export const unit = /Carol|Dave/;
export const counts = { small: 4, full: 1 };
export const refused = { full: 1 };
export const note = 'a test case of more than 10^5 planes is refused (`position.too_many`)';

// [[n, ...], ...] from the judge's input: T, then per test case N and the N planes' points.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let c = t[0], i = 1; c > 0; c--) {
    cases.push(t.slice(i + 1, i + 1 + t[i]));
    i += 1 + t[i];
  }
  return cases;
}

// The published values of Dawson's Kayles (0.07), n = 0..1999, in tests/fixtures/reference;
// past them the period 34 from n = 53 (Guy and Smith 1956), checked on the table itself.
const table = readFileSync(path.join(root, 'tests/fixtures/reference/sequences/dawsons_kayles_0.07.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => Number(l.trim().split(/\s+/)[1]));
const FROM = 53;
const PERIOD = 34;
for (let n = FROM + PERIOD; n < table.length; n++) {
  if (table[n] !== table[n - PERIOD]) throw new Error(`Triangulation: the table is not periodic at n = ${n}`);
}
export const value = (n) => (n < table.length ? table[n] : table[FROM + ((n - FROM) % PERIOD)]);

// One plane of n points on a circle, from its definition: a move draws a segment between two
// unused points that crosses no segment drawn; the plane's value is the mex over its moves,
// memoised over the segments drawn (as a sorted list).
function byDefinition(n, memo = new Map()) {
  const grundy = (chords) => {
    const key = chords.map((c) => c.join('-')).join(' ');
    if (!memo.has(key)) {
      const used = new Set(chords.flat());
      const crosses = (a, b) => chords.some(([c, d]) => (a < c && c < b) !== (a < d && d < b));
      const seen = new Set();
      for (let a = 0; a < n; a++) {
        for (let b = a + 1; b < n; b++) {
          if (used.has(a) || used.has(b) || crosses(a, b)) continue;
          const next = [...chords, [a, b]].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
          seen.add(grundy(next));
        }
      }
      let v = 0;
      while (seen.has(v)) v++;
      memo.set(key, v);
    }
    return memo.get(key);
  };
  return grundy([]);
}

const words = (won) => (won ? 'Carol' : 'Dave');

// Small inputs and the sample: each plane's value from the game's own definition, held against
// the published table, and the test case lost exactly when their XOR is 0 (Sprague-Grundy); at
// full size the published table and its period.
export function oracle(input, size) {
  const cases = parse(input);
  if (size !== 'full') {
    for (const n of new Set(cases.flat())) {
      const v = byDefinition(n);
      if (v !== value(n)) throw new Error(`Triangulation: ${n} points are worth ${v}, the table says ${value(n)}`);
    }
  }
  return cases.map((ns) => words(ns.reduce((x, n) => x ^ value(n), 0) !== 0)).join('\n') + '\n';
}

// A number of points up to `most` whose plane is worth v (none: undefined): a value of the
// table's first 2000, moved up by whole periods where it lies past n = 53.
function pointsWorth(rng, v, most) {
  const small = [];
  for (let n = 1; n < Math.min(table.length, most + 1); n++) if (table[n] === v) small.push(n);
  if (!small.length) return undefined;
  const n = rng.pick(small);
  if (n < FROM || most < table.length) return n;
  return n + PERIOD * rng.int(0, Math.floor((most - n) / PERIOD));
}

// Test cases of planes; about half are made lost (the first plane given the value that makes
// the XOR 0).
function testCase(rng, N, most) {
  const ns = Array.from({ length: N }, () => rng.int(1, most));
  const x = ns.slice(1).reduce((acc, n) => acc ^ value(n), 0);
  if (rng.chance(0.5)) ns[0] = pointsWorth(rng, x, most) ?? ns[0];
  return `${N}\n${ns.join(' ')}`;
}

// Small: up to 4 test cases of 1 to 3 planes of at most 9 points. Full: the judge's limits,
// 10^6 planes in all of up to 10^9 points each: 50 test cases of up to 1000 planes (the first 20
// of a single plane), one of 10^5 planes (the most a position of sg may have) and one of the
// planes left.
export function generate(rng, size) {
  const cases = [];
  if (size !== 'full') {
    for (let c = rng.int(1, 4); c > 0; c--) cases.push(testCase(rng, rng.int(1, 3), 9));
  } else {
    let left = 1e6;
    for (let c = 0; c < 50; c++) {
      const N = c < 20 ? 1 : rng.int(1, 1000);
      cases.push(testCase(rng, N, 1e9));
      left -= N;
    }
    cases.push(testCase(rng, 1e5, 1e9), testCase(rng, left - 1e5, 1e9));
  }
  return [cases.length, ...cases].join('\n') + '\n';
}
