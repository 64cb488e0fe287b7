// HDU 1517 "A Multiplication Game": see problem.md.
export const title = 'A Multiplication Game';
export const source = 'HDU 1517 / POJ 2505';
export const family = 'a game of two numbers (multiplying toward a bound)';

const MAX = 4294967294; // 1 < n < 4294967295

// The n of each game, one per line up to the end of the input.
export const parse = (input) => input.split(/\s+/).filter(Boolean).map(Number);

// The plain definition: p (below n) is won when some factor k in 2..9 reaches n at once
// or leaves a lost p * k. The positions reached are the 7-smooth numbers below n, a few
// thousand at most, so this is fast at the judge's limits.
function byPlay(n) {
  const memo = new Map();
  const won = (p) => {
    if (!memo.has(p)) {
      let w = false;
      for (let k = 2; k <= 9 && !w; k++) w = p * k >= n || !won(p * k);
      memo.set(p, w);
    }
    return memo.get(p);
  };
  return won(1);
}

// The folklore closed form (problem.md): while n > 18, n becomes ceil(n / 18); then Stan
// wins exactly when n <= 9.
function byClosedForm(n) {
  while (n > 18) n = Math.ceil(n / 18);
  return n <= 9;
}

const words = (won) => (won ? 'Stan wins.' : 'Ollie wins.');

// Every size: the plain definition, held against the closed form.
export function oracle(input) {
  const ns = parse(input);
  const out = ns.map((n) => words(byPlay(n)));
  if (out.join() !== ns.map((n) => words(byClosedForm(n))).join()) {
    throw new Error('A Multiplication Game: the closed form disagrees with plain play');
  }
  return out.join('\n') + '\n';
}

// Games: small n up to 400, or at full size 1000 n below 2^32 - 1 (the ends of the limits and
// the edges of the winning ranges among them); about half are lost, found by play.
export function generate(rng, size) {
  const full = size === 'full';
  const most = full ? MAX : 400;
  const ns = full ? [2, 9, 10, 18, 19, 162, 163, 2916, 2917, MAX, MAX - 1] : [];
  for (let k = full ? 1000 : rng.int(5, 20); ns.length < k;) {
    const lost = rng.chance(0.5);
    for (;;) {
      const n = rng.int(2, full && rng.chance(0.5) ? 10 ** rng.int(2, 9) : most);
      if (!lost || !byPlay(n)) {
        ns.push(n);
        break;
      }
    }
  }
  return ns.join('\n') + '\n';
}
