// HDU 1536 / POJ 2960 "S-Nim": see problem.md.
import { indicesOf } from '../harness.mjs';

export const title = 'S-Nim';
export const source = 'HDU 1536 / POJ 2960';
export const family = 'subtraction game, sums of heaps';
export const unit = /[WL]/; // one letter per position
export const counts = { small: 4, full: 2 };

// [{ S, positions }] from the judge's input.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let i = 0; t[i] > 0;) {
    const S = t.slice(i + 1, i + 1 + t[i]);
    i += 1 + S.length;
    const positions = [];
    for (let m = t[i++]; m > 0; m--) {
      positions.push(t.slice(i + 1, i + 1 + t[i]));
      i += 1 + t[i];
    }
    cases.push({ S, positions });
  }
  return cases;
}

// g(0..max) by the mex over the moves (seen[v] === n: value v is left by a move from n).
function grundy(S, max) {
  const g = [];
  const seen = [];
  for (let n = 0; n <= max; n++) {
    for (const s of S) if (s <= n) seen[g[n - s]] = n;
    let v = 0;
    while (seen[v] === n) v++;
    g.push(v);
  }
  return g;
}

// The Sprague-Grundy theorem (Sprague 1935, Grundy 1939): a sum is lost exactly when the
// XOR of its heaps' values is 0.
function byTheorem({ S, positions }) {
  const g = grundy(S, Math.max(0, ...positions.flat()));
  return positions.map((hs) => (hs.reduce((x, h) => x ^ g[h], 0) ? 'W' : 'L')).join('');
}

// The plain definition: a position is won when some move leaves a lost one.
function byPlay({ S, positions }) {
  const memo = new Map();
  const won = (hs) => {
    const key = hs.join(' ');
    if (!memo.has(key)) {
      const after = (i, s) => hs.map((h, j) => (j === i ? h - s : h)).sort((a, b) => a - b);
      memo.set(
        key,
        hs.some((h, i) => S.some((s) => s <= h && !won(after(i, s))))
      );
    }
    return memo.get(key);
  };
  return positions.map((hs) => (won([...hs].sort((a, b) => a - b)) ? 'W' : 'L')).join('');
}

// Small inputs and the sample: the plain definition, held against the theorem.
export function oracle(input, size) {
  const cases = parse(input);
  const theorem = cases.map(byTheorem).join('\n') + '\n';
  if (size === 'full') return theorem;
  const play = cases.map(byPlay).join('\n') + '\n';
  if (play !== theorem) throw new Error('S-Nim: the Sprague-Grundy theorem disagrees with plain play');
  return play;
}

// Test cases of S-Nim; about half of the positions are made lost (the first heap chosen
// so that the values' XOR is 0), so that both answers occur.
export function generate(rng, size) {
  const full = size === 'full';
  const lines = [];
  for (let c = full ? 5 : rng.int(1, 3); c > 0; c--) {
    const [k, most] = full
      ? rng.pick([
          [100, 10000],
          [100, 100],
          [rng.int(1, 5), 20],
          [3, 10000],
        ])
      : [rng.int(1, 3), 6];
    const S = Array.from({ length: k }, () => rng.int(1, most));
    const maxHeap = full ? 10000 : 12;
    const g = grundy(S, maxHeap);
    const heapsOf = indicesOf(g); // value -> the heaps that have it
    const m = full ? 100 : rng.int(1, 5);
    lines.push(`${k} ${S.join(' ')}`, `${m}`);
    for (let j = 0; j < m; j++) {
      const hs = Array.from({ length: full ? rng.pick([100, rng.int(1, 100)]) : rng.int(1, 4) }, () =>
        rng.int(0, maxHeap)
      );
      const x = hs.slice(1).reduce((acc, h) => acc ^ g[h], 0);
      if (rng.chance(0.5) && heapsOf.has(x)) hs[0] = rng.pick(heapsOf.get(x));
      lines.push(`${hs.length} ${hs.join(' ')}`);
    }
  }
  return [...lines, '0'].join('\n') + '\n';
}
