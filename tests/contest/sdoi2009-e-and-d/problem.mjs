// SDOI 2009 / BZOJ 1228 "E&D": see problem.md.
export const title = 'E&D';
export const source = 'SDOI 2009 / BZOJ 1228';
export const family = 'groups of two heaps (remove one, split the other)';
export const counts = { small: 4, full: 1 };

const MAX = 2e9;

// [[[x, y], ...], ...] from the judge's input: the groups of each test case.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let c = t[0], i = 1; c > 0; c--) {
    const n = t[i++];
    const groups = [];
    for (let k = 0; k < n; k += 2) groups.push([t[i + k], t[i + k + 1]]);
    cases.push(groups);
    i += n;
  }
  return cases;
}

// The closed form proved in problem.md: a group's value is the number of trailing ones of
// (x - 1) | (y - 1), the lowest bit that is 0 in both x - 1 and y - 1.
function value(x, y) {
  const m = BigInt(x - 1) | BigInt(y - 1);
  let k = 0;
  while ((m >> BigInt(k)) & 1n) k++;
  return k;
}

// A group's value by the mex over its moves (memoised), for the small cases.
const memo = new Map();
function mexValue(x, y) {
  const key = `${x} ${y}`;
  if (!memo.has(key)) {
    const seen = new Set();
    for (let a = 1; a < y; a++) seen.add(mexValue(a, y - a));
    for (let a = 1; a < x; a++) seen.add(mexValue(a, x - a));
    let v = 0;
    while (seen.has(v)) v++;
    memo.set(key, v);
  }
  return memo.get(key);
}

// The plain definition of a whole test case, over its groups (each sorted, the list sorted):
// won when some move (remove one heap of a group, split the other in two) leaves a lost one.
function byPlay(groups) {
  const seen = new Map();
  const won = (gs) => {
    const key = gs.map((g) => g.join(',')).join(' ');
    if (!seen.has(key)) {
      let w = false;
      for (let i = 0; i < gs.length && !w; i++) {
        for (const h of new Set(gs[i])) {
          for (let a = 1; a <= h / 2 && !w; a++) {
            w = !won(normal(gs.map((g, j) => (j === i ? [a, h - a] : g))));
          }
        }
      }
      seen.set(key, w);
    }
    return seen.get(key);
  };
  return won(normal(groups));
}
const normal = (gs) => gs.map(([a, b]) => (a <= b ? [a, b] : [b, a])).sort((p, q) => p[0] - q[0] || p[1] - q[1]);

// The Sprague-Grundy theorem: a test case is lost exactly when the XOR of its groups' values is 0.
const byTheorem = (groups, v) => groups.reduce((x, [a, b]) => x ^ v(a, b), 0) !== 0;

const text = (cases, won) => cases.map((g) => (won(g) ? 'YES' : 'NO')).join('\n') + '\n';

// Small inputs and the sample: the plain definition, held against the theorem with the values
// by the mex and by the closed form. Full size: the theorem with the closed form.
export function oracle(input, size) {
  const cases = parse(input);
  const closed = text(cases, (g) => byTheorem(g, value));
  if (size === 'full') return closed;
  const mex = text(cases, (g) => byTheorem(g, mexValue));
  const play = text(cases, byPlay);
  if (play !== mex || mex !== closed) throw new Error('E&D: plain play, the mex and the closed form disagree');
  return play;
}

// A group of value v with heaps up to most: x - 1 and y - 1 random above bit v, both 0 at
// bit v, and between them every bit below v.
function groupOfValue(rng, v, most) {
  for (;;) {
    const low = 2 ** v - 1;
    const split = rng.int(0, low);
    const high = () => Math.floor(rng.int(0, most - 1) / 2 ** (v + 1)) * 2 ** (v + 1);
    const [u, w] = [high() + split, high() + (low - split) + (split & rng.int(0, low))];
    if (u + 1 <= most && w + 1 <= most && value(u + 1, w + 1) === v) return [u + 1, w + 1];
  }
}

// Test cases. Small: 2 to 5 test cases of 1 to 3 groups of heaps up to 7. Full: 20 test cases
// of 2·10^4 heaps up to 2·10^9 (the judge's limits), with heaps of 1, 2^k and 2·10^9 among
// them; about half are lost, their last group chosen of the value that makes the XOR 0.
export function generate(rng, size) {
  const full = size === 'full';
  const most = full ? MAX : 7;
  const cases = [];
  for (let c = full ? 20 : rng.int(2, 5); c > 0; c--) {
    const n = full ? 1e4 : rng.int(1, 3);
    const heap = () => (full && rng.chance(0.1) ? rng.pick([1, 2, 2 ** rng.int(0, 30), MAX]) : rng.int(1, most));
    const groups = Array.from({ length: n }, () => [heap(), heap()]);
    if (rng.chance(0.5)) {
      const x = groups.slice(1).reduce((acc, [a, b]) => acc ^ value(a, b), 0);
      if (2 ** x - 1 < most) groups[0] = groupOfValue(rng, x, most);
    }
    cases.push(groups);
  }
  const lines = [`${cases.length}`];
  for (const g of cases) lines.push(`${2 * g.length}`, g.flat().join(' '));
  return lines.join('\n') + '\n';
}
