// HDU 3032 "Nim or not Nim?" (Lasker's Nim): see problem.md.
export const title = 'Nim or not Nim?';
export const source = 'HDU 3032';
export const family = "take-and-break (Lasker's Nim: take any, or split a heap in two)";
export const counts = { small: 4, full: 1 };
export const note = 'a case of more than 100000 heaps is refused (`position.too_many`: `max_components`)';
export const refused = { full: 2 };

const MAX = 2 ** 31 - 1;

// [[s1, ..., sn], ...] from the judge's input: T, then T times `N` and N heaps.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let i = 1; cases.length < t[0]; i += 1 + t[i]) cases.push(t.slice(i + 1, i + 1 + t[i]));
  return cases;
}

// Lasker's Nim (Winning Ways, ch. 4): g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4,
// g(4k+4) = 4k+3 (BigInt: g(2^31 - 1) = 2^31 is past 32-bit XOR).
const lasker = (s) => BigInt(s % 4 === 3 ? s + 1 : s % 4 === 0 && s > 0 ? s - 1 : s);

// The Sprague-Grundy theorem: the heaps are lost exactly when the XOR of their values is 0.
const byTheorem = (heaps) => heaps.reduce((x, s) => x ^ lasker(s), 0n) !== 0n;

// The plain definition over sorted heaps: won when some move (take any number from a heap,
// or split one into two non-empty heaps) leaves a lost position.
function byPlay(heaps, memo) {
  const key = heaps.join(' ');
  if (!memo.has(key)) {
    let won = false;
    for (let i = 0; i < heaps.length && !won; i++) {
      const rest = heaps.toSpliced(i, 1);
      for (let left = 0; left < heaps[i] && !won; left++)
        won = !byPlay(
          [...rest, left].sort((a, b) => a - b),
          memo
        );
      for (let a = 1; 2 * a <= heaps[i] && !won; a++) {
        won = !byPlay(
          [...rest, a, heaps[i] - a].sort((x, y) => x - y),
          memo
        );
      }
    }
    memo.set(key, won);
  }
  return memo.get(key);
}

const words = (wins) => wins.map((w) => (w ? 'Alice' : 'Bob')).join('\n') + '\n';

// Small inputs and the sample: the plain definition, held against the closed form.
export function oracle(input, size) {
  const cases = parse(input);
  const theorem = words(cases.map(byTheorem));
  if (size === 'full') return theorem;
  const memo = new Map();
  const play = words(
    cases.map((c) =>
      byPlay(
        [...c].sort((a, b) => a - b),
        memo
      )
    )
  );
  if (play !== theorem) throw new Error("Nim or not Nim?: Lasker's closed form disagrees with plain play");
  return play;
}

// The heap worth x (the values are a permutation of the positive integers), if allowed.
const heapOf = (x) => (x % 4n === 3n ? x + 1n : x % 4n === 0n ? x - 1n : x);

// Test cases: small heaps, or at full size the judge's 100 cases of heaps below 2^31: 95 of 1
// to 1000 heaps (the first holding 2^31 - 1), then 10^4, 5·10^4 and 10^5 heaps, and two the command refuses, 100001 heaps and
// the judge's 10^6; about half are made lost (the first heap made worth the XOR of the others).
export function generate(rng, size) {
  const full = size === 'full';
  const most = full ? MAX : 6;
  const ns = full
    ? [...Array.from({ length: 95 }, () => rng.int(1, 1000)), 1e4, 5e4, 1e5, 1e5 + 1, 1e6]
    : Array.from({ length: rng.int(2, 6) }, () => rng.int(1, 3));
  const lines = [`${ns.length}`];
  ns.forEach((n, c) => {
    const hs = Array.from({ length: n }, () => rng.int(1, most));
    if (full && c === 0) hs[n - 1] = MAX; // worth 2^31: past a 32-bit int
    if (n > 1 && rng.chance(0.5)) {
      const h = heapOf(hs.slice(1).reduce((x, s) => x ^ lasker(s), 0n));
      if (h >= 1n && h <= BigInt(most)) hs[0] = Number(h);
    }
    lines.push(`${n}`, hs.join(' '));
  });
  return lines.join('\n') + '\n';
}
