// POJ 3537 "Crosses and Crosses": see problem.md.
export const title = 'Crosses and Crosses';
export const source = 'POJ 3537';
export const family = 'take-and-break (a cross rules out the squares around it)';

const MAX = 2000;

// The n of each strip, one per line up to the end of the input.
export const parse = (input) => input.split(/\s+/).filter(Boolean).map(Number);

// Values of a strip of n free squares in the game of problem.md: the mex, over the square i
// of the cross, of the values of the strips of i - 3 and n - i - 2 squares left (at least 0).
function grundy(max) {
  const g = [0];
  const seen = [];
  for (let n = 1; n <= max; n++) {
    for (let i = 1; i <= n; i++) seen[g[Math.max(i - 3, 0)] ^ g[Math.max(n - i - 2, 0)]] = n;
    let v = 0;
    while (seen[v] === n) v++;
    g.push(v);
  }
  return g;
}

let table = null;
export const values = () => (table ??= grundy(MAX));

// The Sprague-Grundy theorem on that game: the first player loses exactly when g(n) = 0.
const byTheorem = (n) => values()[n] !== 0;

// The plain definition, the judge's game itself: the crosses on the strip as a bit mask; the
// player to move wins when some cross makes three in a row, or leaves a lost strip.
function byPlay(n) {
  const memo = new Map();
  const three = (mask) => (mask & (mask >> 1) & (mask >> 2)) !== 0;
  const won = (mask) => {
    if (!memo.has(mask)) {
      let w = false;
      for (let i = 0; i < n && !w; i++) {
        if (mask & (1 << i)) continue;
        const next = mask | (1 << i);
        w = three(next) || !won(next);
      }
      memo.set(mask, w);
    }
    return memo.get(mask);
  };
  return won(0);
}

const words = (won) => (won ? '1' : '2');

// Small inputs and the sample: the plain definition, held against the theorem.
export function oracle(input, size) {
  const ns = parse(input);
  const theorem = ns.map((n) => words(byTheorem(n))).join('\n') + '\n';
  if (size === 'full') return theorem;
  const play = ns.map((n) => words(byPlay(n))).join('\n') + '\n';
  if (play !== theorem) throw new Error('Crosses and Crosses: the Sprague-Grundy theorem disagrees with plain play');
  return play;
}

// Strips: small ones (3 to 15 squares, with the lost 6 and 12 often), or at full size every n
// from 3 to 2000 in a shuffled order (25 of them lost: lost strips are rare here).
export function generate(rng, size) {
  if (size !== 'full') {
    return (
      Array.from({ length: rng.int(2, 6) }, () => (rng.chance(0.4) ? rng.pick([6, 12]) : rng.int(3, 15))).join('\n') +
      '\n'
    );
  }
  const ns = Array.from({ length: MAX - 2 }, (_, i) => i + 3);
  for (let i = ns.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [ns[i], ns[j]] = [ns[j], ns[i]];
  }
  return ns.join('\n') + '\n';
}
