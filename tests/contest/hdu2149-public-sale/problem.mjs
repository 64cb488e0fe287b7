// HDU 2149 "Public Sale": see problem.md.
export const title = 'Public Sale';
export const source = 'HDU 2149';
export const family = 'subtraction game (Bash game: every winning first move)';
export const note =
  'a case with more than 100 winning bids is refused: sg lists at most 100 winning moves (`max_listed_winning_moves`)';
export const refused = { full: 18 };

// [[m, n], ...] from the judge's input: one line `M N` per test case, up to the end.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  return Array.from({ length: t.length / 2 }, (_, i) => [t[2 * i], t[2 * i + 1]]);
}

const words = (bids) => (bids.length ? bids.join(' ') : 'none');

// Bachet's game (Bachet 1612; Ferguson, Game Theory, part I, 1.1), the price still to
// reach being the heap: when m <= n, every bid from m to n buys at once (and a smaller one
// leaves the rival 1 to n - 1 to go, which it bids); otherwise the only winning bid leaves
// a multiple of n + 1 to go, m mod (n + 1), and there is none when that is 0.
function byClosedForm([m, n]) {
  if (m <= n) return Array.from({ length: n - m + 1 }, (_, i) => m + i);
  return m % (n + 1) ? [m % (n + 1)] : [];
}

// The plain definition: at price p (below m) the player to bid wins when some bid k in
// 1..n reaches m or leaves a price from which the rival loses; the winning first bids.
function byPlay([m, n]) {
  const won = [];
  for (let p = m - 1; p >= 0; p--) {
    won[p] = false;
    for (let k = 1; k <= n && !won[p]; k++) won[p] = p + k >= m || !won[p + k];
  }
  return Array.from({ length: n }, (_, i) => i + 1).filter((k) => k >= m || !won[k]);
}

// Small inputs and the sample: the plain definition, held against the closed form.
export function oracle(input, size) {
  const cases = parse(input);
  const closed = cases.map((c) => words(byClosedForm(c))).join('\n') + '\n';
  if (size === 'full') return closed;
  const play = cases.map((c) => words(byPlay(c))).join('\n') + '\n';
  if (play !== closed) throw new Error('Public Sale: the closed form disagrees with plain play');
  return play;
}

// Test cases: small prices, or at full size 100 cases below the judge's 1100: 30 uniform
// pairs, 20 with m <= n and at most 100 winning bids, 20 with m > n, 20 with m a multiple
// of n + 1 (no winning bid), and corners.
export function generate(rng, size) {
  if (size !== 'full') {
    return Array.from({ length: rng.int(3, 10) }, () => `${rng.int(1, 25)} ${rng.int(1, 8)}`).join('\n') + '\n';
  }
  const cases = [];
  for (let i = 0; i < 30; i++) cases.push([rng.int(1, 1099), rng.int(1, 1099)]);
  for (let i = 0; i < 20; i++) {
    const m = rng.int(1, 1099);
    cases.push([m, Math.min(1099, m + rng.int(0, 99))]);
  }
  for (let i = 0; i < 20; i++) {
    const n = rng.int(1, 1098);
    cases.push([rng.int(n + 1, 1099), n]);
  }
  for (let i = 0; i < 20; i++) {
    const n = rng.int(1, 548);
    cases.push([(n + 1) * rng.int(1, Math.floor(1099 / (n + 1))), n]);
  }
  cases.push(
    [1099, 1099],
    [1, 1099],
    [1099, 1],
    [1098, 1],
    [1, 1],
    [2, 1],
    [1000, 99],
    [1099, 1000],
    [100, 199],
    [3, 5]
  );
  for (let i = cases.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [cases[i], cases[j]] = [cases[j], cases[i]];
  }
  return cases.map((c) => c.join(' ')).join('\n') + '\n';
}
