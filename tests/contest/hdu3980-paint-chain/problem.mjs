// HDU 3980 "Paint Chain": see problem.md.
import { indicesOf } from '../harness.mjs';

export const title = 'Paint Chain';
export const source = 'HDU 3980';
export const family = 'take-and-break on a circle (a move that opens it into a line)';
export const unit = /(?<=: )\S+/; // the winner's name after "Case #k: "

// [[n, m], ...] from the judge's input.
export function parse(input) {
  const [t, ...rest] = input.split(/\s+/).filter(Boolean).map(Number);
  return Array.from({ length: t }, (_, i) => [rest[2 * i], rest[2 * i + 1]]);
}

// Values of a line of beads when a move paints m consecutive ones: g[n] is the mex of
// g[a] ^ g[n - m - a] over a = 0..n - m.
const lines = new Map();
function lineValues(m, max = 1000) {
  if (!lines.has(m)) {
    const g = [];
    const seen = [];
    for (let n = 0; n <= max; n++) {
      for (let a = 0; a <= n - m; a++) seen[g[a] ^ g[n - m - a]] = n + 1;
      let v = 0;
      while (seen[v] === n + 1) v++;
      g.push(v);
    }
    lines.set(m, g);
  }
  return lines.get(m);
}

// The Sprague-Grundy theorem: after the first move the circle is a line of n - m beads, so
// the first player wins exactly when n >= m and that line's value is 0.
const byTheorem = ([n, m]) => n >= m && lineValues(m)[n - m] === 0;

// The plain definition on the circle itself: the unpainted beads as a bit mask; a move paints
// m consecutive unpainted beads (going round the circle), and a player who cannot move loses.
function byPlay([n, m]) {
  const memo = new Map();
  const won = (mask) => {
    if (!memo.has(mask)) {
      let w = false;
      for (let s = 0; s < n && !w; s++) {
        let run = 0;
        for (let k = 0; k < m; k++) run |= 1 << ((s + k) % n);
        if (m <= n && (mask & run) === run) w = !won(mask & ~run);
      }
      memo.set(mask, w);
    }
    return memo.get(mask);
  };
  return won(2 ** n - 1);
}

const text = (chains, won) =>
  chains.map((c, i) => `Case #${i + 1}: ${won(c) ? 'aekdycoin' : 'abcdxyzk'}`).join('\n') + '\n';

// Small inputs and the sample: the plain definition, held against the theorem.
export function oracle(input, size) {
  const chains = parse(input);
  const theorem = text(chains, byTheorem);
  if (size === 'full') return theorem;
  const play = text(chains, byPlay);
  if (play !== theorem) throw new Error('Paint Chain: the Sprague-Grundy theorem disagrees with plain play');
  return play;
}

// Test cases: small circles (n up to 14), or at full size 300 cases with n and m up to 1000
// (m < n mostly, some m >= n, the ends of the limits); about half are lost for the first
// player, their n picked where the line of n - m beads has value 0.
export function generate(rng, size) {
  const full = size === 'full';
  const most = full ? 1000 : 14;
  const chains = full
    ? [
        [1000, 1000],
        [1000, 1],
        [1, 1],
        [1, 1000],
        [999, 1],
        [1000, 2],
      ]
    : [];
  for (let k = full ? 300 : rng.int(2, 8); chains.length < k;) {
    const m = rng.int(1, rng.chance(0.7) ? Math.ceil(most / 10) : most);
    const n = rng.int(1, most);
    const zeros = indicesOf(lineValues(m).slice(0, most - m + 1)).get(0); // lines of value 0
    chains.push(rng.chance(0.5) && zeros ? [m + rng.pick(zeros), m] : [n, m]);
  }
  return [chains.length, ...chains.map((c) => c.join(' '))].join('\n') + '\n';
}
