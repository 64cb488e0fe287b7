// HackerRank "Game of Kyles" (Kayles on a row of pins): see problem.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { indicesOf, root } from '../harness.mjs';

export const title = 'Game of Kyles';
export const source = 'HackerRank';
export const family = 'take-and-break: knock down 1 or 2 adjacent pins of a row (Kayles, 0.77)';
export const counts = { small: 4, full: 1 };

// ['IXXI', ...] from the judge's input: T, then per test case N and the row.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean);
  return Array.from({ length: Number(t[0]) }, (_, c) => t[2 + 2 * c]);
}

// The published values of Kayles (0.77), n = 0..1999, in tests/fixtures/reference.
const kayles = readFileSync(path.join(root, 'tests/fixtures/reference/sequences/kayles_0.77.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => Number(l.trim().split(/\s+/)[1]));

// The Sprague-Grundy theorem: the row is the sum of its runs of standing pins, lost exactly
// when the XOR of their values is 0.
const runs = (row) => row.split('X').filter(Boolean);
const byTheorem = (row) => runs(row).reduce((x, r) => x ^ kayles[r.length], 0) !== 0;

// The plain definition on the row itself: a throw knocks down one standing pin, or two standing
// neighbours; the row is won when some throw leaves a lost one.
function byPlay(row, memo) {
  if (!memo.has(row)) {
    let won = false;
    for (let i = 0; i < row.length && !won; i++) {
      if (row[i] !== 'I') continue;
      won = !byPlay(row.slice(0, i) + 'X' + row.slice(i + 1), memo);
      if (!won && row[i + 1] === 'I') won = !byPlay(row.slice(0, i) + 'XX' + row.slice(i + 2), memo);
    }
    memo.set(row, won);
  }
  return memo.get(row);
}

const words = (won) => (won ? 'WIN' : 'LOSE');

// Small inputs and the sample: plain play, held against the theorem; at full size the theorem
// with the published values.
export function oracle(input, size) {
  const rows = parse(input);
  const theorem = rows.map((r) => words(byTheorem(r))).join('\n') + '\n';
  if (size === 'full') return theorem;
  const memo = new Map();
  const play = rows.map((r) => words(byPlay(r, memo))).join('\n') + '\n';
  if (play !== theorem) throw new Error('Game of Kyles: the Sprague-Grundy theorem disagrees with plain play');
  return play;
}

// A row of at most n pins: runs of standing pins between knocked-down ones; about half the rows
// are made lost (the last run given the length whose value makes the XOR 0, where one fits).
function row(rng, n) {
  const lengthsOf = indicesOf(kayles.slice(0, n + 1)); // value -> the run lengths that have it
  const parts = [];
  let used = 0;
  for (;;) {
    const gap = rng.chance(0.3) ? rng.int(1, 3) : 1;
    const run = rng.int(1, Math.max(1, Math.min(n - used, rng.pick([3, 12, n]))));
    if (used + run > n || (parts.length && used + gap + run > n)) break;
    if (parts.length) parts.push('X'.repeat(gap));
    parts.push('I'.repeat(run));
    used += (parts.length > 1 ? gap : 0) + run;
    if (rng.chance(0.25)) break;
  }
  const x = runs(parts.join('')).reduce((acc, r) => acc ^ kayles[r.length], 0);
  const fits = (lengthsOf.get(x) ?? []).filter((l) => l >= 1 && used + 1 + l <= n);
  if (x !== 0 && rng.chance(0.5) && fits.length) parts.push('X', 'I'.repeat(rng.pick(fits)));
  let text = parts.join('');
  while (text.length < n && rng.chance(0.5)) text = rng.chance(0.5) ? 'X' + text : text + 'X';
  return text;
}

// Small: up to 5 rows of at most 12 pins. Full: the judge's limits, 1000 rows of up to 300
// pins (half of them exactly 300 long). Each row is drawn won or lost with even odds.
export function generate(rng, size) {
  const full = size === 'full';
  const T = full ? 1000 : rng.int(1, 5);
  const lines = [`${T}`];
  for (let c = 0; c < T; c++) {
    // a row, drawn again (a few times at most) until it has the outcome wanted
    const won = rng.chance(0.5);
    let r = row(rng, full ? 300 : rng.int(1, 12));
    for (let k = 0; k < 20 && byTheorem(r) !== won; k++) r = row(rng, full ? 300 : rng.int(1, 12));
    if (full && rng.chance(0.5)) r = r.padEnd(300, 'X');
    lines.push(`${r.length}`, r);
  }
  return lines.join('\n') + '\n';
}
