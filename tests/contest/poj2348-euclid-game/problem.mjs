// POJ 2348 / HDU 1525 "Euclid's Game": see problem.md.
export const title = "Euclid's Game";
export const source = 'POJ 2348 / HDU 1525';
export const family = 'a game of two numbers (continued fractions)';
export const note = 'a pair whose moves reach more than 2.7·10^8 positions is refused (`game.estimated_positions`)';
export const refused = { full: 8 };

const MAX = 2 ** 31 - 1;

// [[a, b], ...] from the judge's input, up to the line `0 0`.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const pairs = [];
  for (let i = 0; i + 1 < t.length && (t[i] || t[i + 1]); i += 2) pairs.push([t[i], t[i + 1]]);
  return pairs;
}

// Cole and Davie (1969): with a >= b > 0, the player to move wins exactly when a == b or
// a / b > φ, that is 2a - b > √5 b, tested in exact integers.
function byClosedForm([x, y]) {
  const [a, b] = [BigInt(Math.max(x, y)), BigInt(Math.min(x, y))];
  return a === b || (2n * a - b) ** 2n > 5n * b * b;
}

// The plain definition: won when some move (a positive multiple of the smaller number
// taken from the larger, leaving it non-negative) reaches a zero or leaves a lost pair.
function byPlay(pair, memo = new Map()) {
  const [a, b] = [Math.max(...pair), Math.min(...pair)];
  const key = `${a} ${b}`;
  if (!memo.has(key)) {
    let won = false;
    for (let k = 1; k * b <= a && !won; k++) won = a - k * b === 0 || !byPlay([a - k * b, b], memo);
    memo.set(key, won);
  }
  return memo.get(key);
}

const words = (won) => (won ? 'Stan wins' : 'Ollie wins');

// Small inputs and the sample: the plain definition, held against the closed form.
export function oracle(input, size) {
  const pairs = parse(input);
  const closed = pairs.map((p) => words(byClosedForm(p))).join('\n') + '\n';
  if (size === 'full') return closed;
  const memo = new Map();
  const play = pairs.map((p) => words(byPlay(p, memo))).join('\n') + '\n';
  if (play !== closed) throw new Error("Euclid's Game: the closed form disagrees with plain play");
  return play;
}

// Pairs: small ones, or at full size 1000 pairs below 2^31 (uniform pairs, consecutive
// Fibonacci numbers, pairs either side of the golden ratio, multiples and equal pairs),
// with 8 whose one quotient is past 2.7·10^8, in a shuffled order.
export function generate(rng, size) {
  if (size !== 'full') {
    const pairs = Array.from({ length: rng.int(5, 20) }, () => [rng.int(1, 40), rng.int(1, 40)]);
    return [...pairs, [0, 0]].map((p) => p.join(' ')).join('\n') + '\n';
  }
  const fib = [1, 2];
  while (fib.at(-1) + fib.at(-2) <= MAX) fib.push(fib.at(-1) + fib.at(-2));
  const phi = (1 + Math.sqrt(5)) / 2;
  const pairs = [];
  for (let i = 0; i < 600; i++) pairs.push([rng.int(1, MAX), rng.int(1, MAX)]);
  for (let i = 1; i < fib.length; i++) pairs.push([fib[i], fib[i - 1]], [fib[i - 1], fib[i]]);
  while (pairs.length < 900) {
    const b = rng.int(1, Math.floor(MAX / phi) - 2);
    pairs.push([Math.floor(b * phi) + rng.int(-1, 2), b]);
  }
  while (pairs.length < 992) {
    const b = rng.int(1, MAX / 1000);
    pairs.push(rng.chance(0.3) ? [b, b] : [b * rng.int(1, 1000) + rng.int(0, b - 1), b]);
  }
  pairs.push([MAX, 1], [1, MAX], [MAX, 2], [MAX - 2, 3], [MAX, 7], [1e9, 3], [2 ** 30, 1], [5, 2e9]);
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [pairs[i], pairs[j]] = [pairs[j], pairs[i]];
  }
  return [...pairs, [0, 0]].map((p) => p.join(' ')).join('\n') + '\n';
}
