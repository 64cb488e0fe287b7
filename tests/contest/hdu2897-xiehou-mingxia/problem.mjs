// HDU 2897 "邂逅明下" (take p..q coins, all of fewer than p, the last to take loses): see problem.md.
export const title = '邂逅明下';
export const source = 'HDU 2897';
export const family = 'subtraction game in misère play (take p..q, or all of fewer than p)';
export const counts = { small: 4, full: 1 };
export const refused = { full: 5 };
export const note =
  'an amount past 16383 is refused (`code.amount_too_large`), and a heap whose misère check passes its budget (`misere.budget`)';

// [[n, p, q], ...] from the judge's input: one line of three numbers per test case.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  return Array.from({ length: Math.floor(t.length / 3) }, (_, i) => t.slice(3 * i, 3 * i + 3));
}

// The plain definition, position by position up to n: with c coins the player to move takes k
// in p..min(q, c), or all c when c < p; whoever takes the last coin loses, so the player facing
// no coin has won. lost[c] = every move leaves a won position; a window count of the lost
// positions c - q..c - p keeps it linear.
export function byDefinition([n, p, q]) {
  const lost = new Uint8Array(n + 1); // lost[0] = 0: the opponent took the last coin
  const prefix = new Int32Array(n + 2); // prefix[c + 1] = number of lost positions in 0..c
  for (let c = 0; c <= n; c++) {
    if (c > 0 && c < p)
      lost[c] = 1; // must take all, and so loses
    else if (c > 0) {
      const [lo, hi] = [Math.max(0, c - q), c - p]; // positions a move can leave
      lost[c] = prefix[hi + 1] - prefix[lo] === 0 ? 1 : 0;
    }
    prefix[c + 1] = prefix[c] + lost[c];
  }
  return !lost[n];
}

// The closed form of this Bachet-like game: the player to move loses exactly when n mod (p + q)
// is 1..p (the winner answers a take of k with p + q - k).
const byClosedForm = ([n, p, q]) => !(n % (p + q) >= 1 && n % (p + q) <= p);

const words = (won) => (won ? 'WIN' : 'LOST');

// Every size: the definition (linear in n, fast enough at the judge's limits); for the sample and
// small inputs it is held against the closed form.
export function oracle(input, size) {
  const lines = parse(input);
  const play = lines.map((l) => words(byDefinition(l))).join('\n') + '\n';
  if (size !== 'full') {
    const closed = lines.map((l) => words(byClosedForm(l))).join('\n') + '\n';
    if (closed !== play) throw new Error('邂逅明下: the closed form disagrees with the definition');
  }
  return play;
}

// A line with n up to `most` and p ≤ q ≤ `qMost`, won or lost with even odds (n moved to a lost
// or a won residue of p + q).
function line(rng, most, qMost) {
  const q = rng.int(1, qMost);
  const p = rng.int(1, q);
  let n = rng.int(1, most);
  const lost = rng.chance(0.5);
  if (lost !== !byClosedForm([n, p, q])) {
    const base = n - (n % (p + q));
    const r = lost ? rng.int(1, p) : q >= 2 && rng.chance(0.5) ? rng.int(p + 1, p + q - 1) : 0;
    n = base + r <= most && base + r >= 1 ? base + r : n;
  }
  return [n, p, q];
}

// Small: up to 8 lines with n ≤ 40, q ≤ 8. Full: 100 lines (see problem.md), shuffled: 68 with n
// up to 65535 and q ≤ 20, 20 with n ≤ 3000 and q ≤ 300, 6 with n ≤ 300 and q up to 65535, 2 with
// n ≥ 60000 and 50 ≤ q ≤ 1000, and 4 with n and q ≥ 16384.
export function generate(rng, size) {
  const lines = [];
  if (size !== 'full') {
    for (let c = rng.int(1, 8); c > 0; c--) lines.push(line(rng, 40, 8));
  } else {
    for (let c = 0; c < 68; c++) lines.push(line(rng, 65535, 20));
    for (let c = 0; c < 20; c++) lines.push(line(rng, 3000, 300));
    for (let c = 0; c < 6; c++) lines.push(line(rng, 300, 65535));
    for (let c = 0; c < 2; c++) {
      const q = rng.int(50, 1000);
      lines.push([rng.int(60000, 65535), rng.int(1, q), q]);
    }
    for (let c = 0; c < 4; c++) {
      const q = rng.int(16384, 65535);
      lines.push([rng.int(16384, 65535), rng.int(1, q), q]);
    }
    for (let i = lines.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [lines[i], lines[j]] = [lines[j], lines[i]];
    }
  }
  return lines.map((l) => l.join(' ')).join('\n') + '\n';
}
