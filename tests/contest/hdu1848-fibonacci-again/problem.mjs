// HDU 1848 "Fibonacci again and again": see problem.md.
import { indicesOf } from '../harness.mjs';

export const title = 'Fibonacci again and again';
export const source = 'HDU 1848';
export const family = 'subtraction game (take a Fibonacci number), sums of three heaps';
export const counts = { small: 4, full: 1 };

// [[m, n, p], ...] from the judge's input, up to the line `0 0 0`.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const triples = [];
  for (let i = 0; i + 2 < t.length && (t[i] || t[i + 1] || t[i + 2]); i += 3) triples.push(t.slice(i, i + 3));
  return triples;
}

// The amounts a move may take: 1, 2, 3, 5, 8, ... up to max.
function fibs(max) {
  const f = [1, 2];
  while (f.at(-1) + f.at(-2) <= max) f.push(f.at(-1) + f.at(-2));
  return f.filter((x) => x <= max);
}

// g(0..max) by the mex over the moves.
function grundy(max) {
  const F = fibs(Math.max(1, max));
  const g = [];
  for (let n = 0; n <= max; n++) {
    const seen = new Set(F.filter((f) => f <= n).map((f) => g[n - f]));
    let v = 0;
    while (seen.has(v)) v++;
    g.push(v);
  }
  return g;
}

// The Sprague-Grundy theorem: three heaps are lost exactly when the XOR of their values is 0.
function byTheorem(triples) {
  const g = grundy(Math.max(0, ...triples.flat()));
  return triples.map((hs) => hs.reduce((x, h) => x ^ g[h], 0) !== 0);
}

// The plain definition over the sorted triple: won when some move leaves a lost one.
function byPlay(triples) {
  const F = fibs(Math.max(1, ...triples.flat()));
  const memo = new Map();
  const won = (hs) => {
    const key = hs.join(' ');
    if (!memo.has(key)) {
      const after = (i, f) => hs.map((h, j) => (j === i ? h - f : h)).sort((a, b) => a - b);
      memo.set(
        key,
        hs.some((h, i) => F.some((f) => f <= h && !won(after(i, f))))
      );
    }
    return memo.get(key);
  };
  return triples.map((hs) => won([...hs].sort((a, b) => a - b)));
}

const words = (wins) => wins.map((w) => (w ? 'Fibo' : 'Nacci')).join('\n') + '\n';

// Small inputs and the sample: the plain definition, held against the theorem.
export function oracle(input, size) {
  const triples = parse(input);
  const theorem = words(byTheorem(triples));
  if (size === 'full') return theorem;
  const play = words(byPlay(triples));
  if (play !== theorem) throw new Error('Fibonacci again: the Sprague-Grundy theorem disagrees with plain play');
  return play;
}

// Triples: small heaps, or at full size 1000 triples of heaps up to the judge's 1000; about
// half are made lost (the third heap chosen so that the values' XOR is 0).
export function generate(rng, size) {
  const full = size === 'full';
  const most = full ? 1000 : 12;
  const g = grundy(most);
  const heapsOf = indicesOf(g); // value -> the heaps that have it
  const lines = [];
  for (let c = full ? 1000 : rng.int(3, 10); c > 0; c--) {
    const hs = [rng.int(1, most), rng.int(1, most), rng.int(1, most)];
    const lost = (heapsOf.get(g[hs[0]] ^ g[hs[1]]) ?? []).filter((h) => h > 0);
    if (rng.chance(0.5) && lost.length) hs[2] = rng.pick(lost);
    lines.push(hs.join(' '));
  }
  if (full) lines.splice(0, 2, '1000 1000 1000', '1 1 1');
  return [...lines, '0 0 0'].join('\n') + '\n';
}
