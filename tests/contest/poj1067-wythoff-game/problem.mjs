// POJ 1067 / HDU 1527 "取石子游戏" (Wythoff's game): see problem.md.
export const title = '取石子游戏 (Wythoff’s game)';
export const source = 'POJ 1067 / HDU 1527';
export const family = 'a game of two numbers (Wythoff’s game)';

const MAX = 1e9;

// [[a, b], ...] from the judge's input (one pair per line, up to the end of the input).
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const pairs = [];
  for (let i = 0; i + 1 < t.length; i += 2) pairs.push([t[i], t[i + 1]]);
  return pairs;
}

// floor(d·φ), φ = (1 + √5) / 2, exactly: the a with a < d·φ < a + 1, that is
// (2a - d)^2 < 5d^2 < (2a + 2 - d)^2 (both sides positive; d·φ is irrational for d > 0),
// found from the floating-point product and corrected in integers.
function floorPhi(d) {
  if (d === 0) return 0;
  const D = BigInt(d);
  const below = (a) => {
    const x = 2n * BigInt(a) - D; // a < dφ  <=>  2a - d < d√5
    return x < 0n || x * x < 5n * D * D;
  };
  let a = Math.floor((d * (1 + Math.sqrt(5))) / 2);
  while (!below(a)) a--;
  while (below(a + 1)) a++;
  return a;
}

// Wythoff (1907): with a <= b, the player to move loses exactly when a = floor((b - a)·φ).
function byTheorem([x, y]) {
  const [a, b] = x <= y ? [x, y] : [y, x];
  return a !== floorPhi(b - a);
}

// The plain definition over every pair up to max: won when some move (any number from one
// heap, or the same number from both) leaves a lost pair.
function playAll(max) {
  const won = Array.from({ length: max + 1 }, () => new Uint8Array(max + 1));
  for (let a = 0; a <= max; a++) {
    for (let b = 0; b <= max; b++) {
      let w = false;
      for (let k = 1; k <= a && !w; k++) w = !won[a - k][b];
      for (let k = 1; k <= b && !w; k++) w = !won[a][b - k];
      for (let k = 1; k <= Math.min(a, b) && !w; k++) w = !won[a - k][b - k];
      won[a][b] = w ? 1 : 0;
    }
  }
  return won;
}

const SMALL = 60;
let table = null;
const wonTable = () => (table ??= playAll(SMALL));

const words = (won) => (won ? '1' : '0');

// Small inputs and the sample: the plain definition, held against the theorem.
export function oracle(input, size) {
  const pairs = parse(input);
  const theorem = pairs.map((p) => words(byTheorem(p))).join('\n') + '\n';
  if (size === 'full') return theorem;
  const play = pairs.map(([a, b]) => words(wonTable()[a][b] === 1)).join('\n') + '\n';
  if (play !== theorem) throw new Error("Wythoff's game: Wythoff's theorem disagrees with plain play");
  return play;
}

// Pairs: small ones up to 60 (past the 0..30 box the driver's formula is checked on), or at
// full size 1000 pairs up to 10^9: about half lost ones (floor(kφ), floor(kφ) + k) in either
// order, near misses (a lost pair with one heap one off), uniform pairs, and the corners of
// the limits.
export function generate(rng, size) {
  const full = size === 'full';
  const most = full ? MAX : SMALL;
  const lost = () => {
    for (;;) {
      const k = rng.int(0, Math.floor(most / 2.7));
      const a = floorPhi(k);
      if (a + k <= most) return rng.chance(0.5) ? [a, a + k] : [a + k, a];
    }
  };
  const pairs = full
    ? [
        [0, 0],
        [0, MAX],
        [MAX, 0],
        [MAX, MAX],
        [1, 2],
        [618033988, MAX],
      ]
    : [];
  for (let n = full ? 1000 : rng.int(5, 20); pairs.length < n;) {
    const kind = rng.int(1, 4);
    if (kind <= 2) pairs.push(lost());
    else if (kind === 3) {
      const [a, b] = lost();
      pairs.push(rng.chance(0.5) ? [a, Math.max(0, Math.min(most, b + rng.pick([-1, 1])))] : [Math.max(0, a - 1), b]);
    } else pairs.push([rng.int(0, most), rng.int(0, most)]);
  }
  return pairs.map((p) => p.join(' ')).join('\n') + '\n';
}
