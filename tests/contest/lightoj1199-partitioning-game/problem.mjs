// LightOJ 1199 "Partitioning Game" (Grundy's game): see problem.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { indicesOf, root } from '../harness.mjs';

export const title = 'Partitioning Game';
export const source = 'LightOJ 1199';
export const family = "Grundy's game (split a heap into two unequal heaps), sums of heaps";
export const unit = /Case \d+: (?:Alice|Bob)/;
export const counts = { small: 4, full: 1 };

const MAX = 10000;

// [[pile, ...], ...] from the judge's input: T, then per case n and the n piles.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let c = t[0], i = 1; c > 0; c--) {
    cases.push(t.slice(i + 1, i + 1 + t[i]));
    i += 1 + t[i];
  }
  return cases;
}

// g(0..max) by the plain mex: a split of n leaves two heaps a < n - a, worth g(a) XOR g(n - a).
export function grundy(max) {
  const g = [];
  const seen = [];
  for (let n = 0; n <= max; n++) {
    for (let a = 1; 2 * a < n; a++) seen[g[a] ^ g[n - a]] = n;
    let v = 0;
    while (seen[v] === n) v++;
    g.push(v);
  }
  return g;
}

// The published values (OEIS A002188, n = 0..104) in tests/fixtures/reference.
function published() {
  const file = path.join(root, 'tests/fixtures/reference/sequences/grundys_game.txt');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.trim().split(/\s+/).map(Number));
}

// The mex values up to the largest pile, held against the published table where it reaches.
function values(max) {
  const g = grundy(Math.max(max, 104));
  for (const [n, v] of published()) {
    if (g[n] !== v) throw new Error(`Partitioning Game: g(${n}) = ${g[n]}, the published table says ${v}`);
  }
  return g;
}

// The plain definition over the multiset of piles: won when some split leaves a lost one.
function byPlay(piles, memo) {
  const key = piles.join(' ');
  if (!memo.has(key)) {
    let won = false;
    for (let i = 0; i < piles.length && !won; i++) {
      for (let a = 1; 2 * a < piles[i] && !won; a++) {
        const rest = piles.filter((_, j) => j !== i);
        won = !byPlay(
          [...rest, a, piles[i] - a].sort((x, y) => x - y),
          memo
        );
      }
    }
    memo.set(key, won);
  }
  return memo.get(key);
}

const line = (won, i) => `Case ${i + 1}: ${won ? 'Alice' : 'Bob'}`;

// Small inputs and the sample: plain play, held against the Sprague-Grundy theorem (the XOR
// of the piles' values); at full size the theorem with the mex values.
export function oracle(input, size) {
  const cases = parse(input);
  const g = values(Math.max(0, ...cases.flat()));
  const theorem = cases.map((ps, i) => line(ps.reduce((x, p) => x ^ g[p], 0) !== 0, i)).join('\n') + '\n';
  if (size === 'full') return theorem;
  const memo = new Map();
  const play =
    cases
      .map((ps, i) =>
        line(
          byPlay(
            [...ps].sort((x, y) => x - y),
            memo
          ),
          i
        )
      )
      .join('\n') + '\n';
  if (play !== theorem) throw new Error('Partitioning Game: the Sprague-Grundy theorem disagrees with plain play');
  return play;
}

// Test cases: small ones (up to 3 piles of at most 14 cells), or at full size the judge's
// limits: 1000 cases of up to 100 piles of 1..10000 cells. About half are made lost (the first
// pile chosen so that the values' XOR is 0), the others won.
export function generate(rng, size) {
  const full = size === 'full';
  const most = full ? MAX : 14;
  const g = grundy(most);
  const pilesOf = indicesOf(g); // value -> the pile sizes that have it
  const lines = [];
  const T = full ? 1000 : rng.int(1, 6);
  lines.push(`${T}`);
  for (let c = 0; c < T; c++) {
    const n = full ? rng.pick([100, rng.int(1, 100)]) : rng.int(1, 3);
    const piles = Array.from({ length: n }, () => rng.int(1, most));
    // the first pile: one of value x (the others' XOR) to make the case lost, or any other
    const x = piles.slice(1).reduce((acc, p) => acc ^ g[p], 0);
    const lost = rng.chance(0.5);
    const firsts = lost ? (pilesOf.get(x) ?? []) : g.map((_, p) => p).filter((p) => g[p] !== x);
    const choice = firsts.filter((p) => p >= 1);
    if (choice.length) piles[0] = rng.pick(choice);
    lines.push(`${n}`, piles.join(' '));
  }
  return lines.join('\n') + '\n';
}
