// HDU 1846 "Brave Game": see problem.md.
export const title = 'Brave Game';
export const source = 'HDU 1846';
export const family = 'subtraction game (Bash game: take 1 to m)';
export const counts = { small: 4, full: 1 };

// [[n, m], ...] from the judge's input: C, then C lines `n m`.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  return Array.from({ length: t[0] }, (_, i) => [t[1 + 2 * i], t[2 + 2 * i]]);
}

// Bachet's game (Bachet 1612; Ferguson, Game Theory, part I, 1.1): taking 1 to m
// from one heap, the player to move loses exactly when n is a multiple of m + 1.
const byClosedForm = ([n, m]) => n % (m + 1) !== 0;

// The plain definition: won when some move (take 1 to m, at most n) leaves a lost heap.
function byPlay([n, m]) {
  const won = [false];
  for (let h = 1; h <= n; h++) {
    won[h] = false;
    for (let k = 1; k <= Math.min(m, h) && !won[h]; k++) won[h] = !won[h - k];
  }
  return won[n];
}

const words = (won) => (won ? 'first' : 'second');

// Small inputs and the sample: the plain definition, held against the closed form.
export function oracle(input, size) {
  const cases = parse(input);
  const closed = cases.map((c) => words(byClosedForm(c))).join('\n') + '\n';
  if (size === 'full') return closed;
  const play = cases.map((c) => words(byPlay(c))).join('\n') + '\n';
  if (play !== closed) throw new Error('Brave Game: the closed form disagrees with plain play');
  return play;
}

// Test cases: small heaps, or at full size the judge's 100 cases with n, m up to 1000.
// About a third of the heaps are made multiples of m + 1 (lost), so that both answers occur.
export function generate(rng, size) {
  const full = size === 'full';
  const most = full ? 1000 : 30;
  const cases = [];
  for (let c = full ? 100 : rng.int(3, 12); c > 0; c--) {
    const m = rng.int(1, full ? rng.pick([1000, 100, 10]) : 6);
    let n = rng.int(1, most);
    if (rng.chance(0.35) && m + 1 <= most) n = (m + 1) * rng.int(1, Math.floor(most / (m + 1)));
    cases.push(`${n} ${m}`);
  }
  if (full) cases.splice(0, 3, '1000 1000', '1000 999', '1 1000');
  return [cases.length, ...cases].join('\n') + '\n';
}
