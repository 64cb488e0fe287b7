// HDU 1729 "Stone Game": see problem.md.
export const title = 'Stone Game';
export const source = 'HDU 1729';
export const family = 'boxes filled toward a capacity, sums of games of two numbers';
export const unit = /\b(?:Yes|No)\b/; // one answer per test case, after its "Case k:" line
export const counts = { small: 4, full: 1 };
export const refused = { full: 3 };
export const note =
  'a box far from full needs every filling up to its capacity searched, one after another: the 3 test cases drawn as the judge draws them are refused (`game.no_estimate`), each within a second';

// [[[s, c], ...], ...] from the judge's input: the boxes of each test case, up to N = 0.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let i = 0; t[i] > 0;) {
    const boxes = [];
    for (let n = t[i++]; n > 0; n--, i += 2) boxes.push([t[i], t[i + 1]]);
    cases.push(boxes);
  }
  return cases;
}

// The values of one box by the mex, from the full box down to c: g(c) is the mex of g(c + 1)
// to g(c + min(c^2, s - c)).
function mexValue(s, c) {
  const g = new Array(s + 1);
  for (let x = s; x >= c; x--) {
    const seen = new Set();
    for (let y = x + 1; y <= x + Math.min(x * x, s - x); y++) seen.add(g[y]);
    let v = 0;
    while (seen.has(v)) v++;
    g[x] = v;
  }
  return g[c];
}

// The recursion proved in problem.md: with t the largest number such that t + t^2 < s, a box
// holding more than t stones is worth s - c, one holding t is worth 0, and one holding fewer
// is worth what it is worth in a box of capacity t.
function value(s, c) {
  for (;;) {
    let t = Math.floor(Math.sqrt(s));
    while (t > 0 && t + t * t >= s) t--;
    while (t + 1 + (t + 1) * (t + 1) < s) t++;
    if (c > t) return s - c;
    if (c === t) return 0;
    s = t;
  }
}

// The plain definition of the whole test case, over the boxes' fillings: won when some move
// (a box of c stones given 1 to c^2 more, within its capacity) leaves a lost position.
function byPlay(boxes) {
  const memo = new Map();
  const won = (cs) => {
    const key = cs.join(' ');
    if (!memo.has(key)) {
      let w = false;
      for (let i = 0; i < cs.length && !w; i++) {
        const most = Math.min(cs[i] * cs[i], boxes[i][0] - cs[i]);
        for (let k = 1; k <= most && !w; k++) w = !won(cs.map((c, j) => (j === i ? c + k : c)));
      }
      memo.set(key, w);
    }
    return memo.get(key);
  };
  return won(boxes.map(([, c]) => c));
}

// The Sprague-Grundy theorem: a test case is lost exactly when the XOR of its boxes' values is 0.
const byTheorem = (boxes, v) => boxes.reduce((x, [s, c]) => x ^ v(s, c), 0) !== 0;

const text = (cases, won) => cases.map((b, k) => `Case ${k + 1}:\n${won(b) ? 'Yes' : 'No'}`).join('\n') + '\n';

// Small inputs and the sample: the plain definition, held against the theorem with the values
// by the mex and by the recursion. Full size: the theorem with the recursion.
export function oracle(input, size) {
  const cases = parse(input);
  const recursion = text(cases, (b) => byTheorem(b, value));
  if (size === 'full') return recursion;
  const mex = text(cases, (b) => byTheorem(b, mexValue));
  const play = text(cases, byPlay);
  if (play !== mex || mex !== recursion) throw new Error('Stone Game: plain play, the mex and the recursion disagree');
  return play;
}

// Test cases. Small: 1 to 3 test cases of 1 to 3 boxes of capacity up to 12. Full: 8 test
// cases of 50 boxes of capacity up to 10^6; the first five of boxes the engine fills quickly
// (at most 1500 stones short of full, empty, full, or of capacity up to 3000), about half of
// them lost (the last box chosen so that the values' XOR is 0); the last three drawn as the
// judge's data would be (any capacity, any filling), which the engine refuses (problem.md).
export function generate(rng, size) {
  const full = size === 'full';
  const cases = [];
  if (!full) {
    for (let k = rng.int(1, 3); k > 0; k--) {
      cases.push(
        Array.from({ length: rng.int(1, 3) }, () => {
          const s = rng.int(0, 12);
          return [s, rng.int(0, s)];
        })
      );
    }
  } else {
    for (let k = 0; k < 5; k++) {
      const boxes = Array.from({ length: 49 }, () => {
        const s = rng.int(3000, 1e6);
        const kind = rng.int(1, 6);
        if (kind === 1) return [s, 0];
        if (kind === 2) return [s, s];
        if (kind === 3) {
          const small = rng.int(0, 3000);
          return [small, rng.int(0, small)];
        }
        return [s, s - rng.int(0, 1500)];
      });
      const x = boxes.reduce((acc, [s, c]) => acc ^ value(s, c), 0);
      const s = rng.int(3000, 1e6);
      boxes.push(k % 2 === 0 ? [s, s - x] : [s, s - rng.int(0, 1500)]);
      cases.push(boxes);
    }
    for (let k = 0; k < 3; k++) {
      cases.push(
        Array.from({ length: 50 }, () => {
          const s = rng.int(0, 1e6);
          return [s, rng.int(0, s)];
        })
      );
    }
  }
  return [...cases.flatMap((b) => [b.length, ...b.map((x) => x.join(' '))]), 0].join('\n') + '\n';
}
