// HDU 2509 "Be the Winner": see problem.md.
export const title = 'Be the Winner';
export const source = 'HDU 2509';
export const family = 'misère take-and-break (take a run from a row, which may split it)';
export const counts = { small: 4, full: 1 };

// [[m1, ..., mn], ...] from the judge's input: `n` and n rows, up to the end of the input.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let i = 0; i < t.length; i += 1 + t[i]) cases.push(t.slice(i + 1, i + 1 + t[i]));
  return cases;
}

// A row's value by the mex over its moves: taking a run leaves rows of a and b apples
// (a + b < n), worth g(a) XOR g(b).
function grundy(max) {
  const g = [0];
  for (let n = 1; n <= max; n++) {
    const seen = new Set();
    for (let a = 0; a < n; a++) for (let b = 0; a + b < n; b++) seen.add(g[a] ^ g[b]);
    let v = 0;
    while (seen.has(v)) v++;
    g.push(v);
  }
  return g;
}

// The Anti-SG theorem (the SJ theorem, Jia Zhihao 2009), whose condition holds here since
// only an empty row has value 0: the player to move wins exactly when the XOR of the rows'
// values is not 0 and some row is worth 2 or more, or the XOR is 0 and none is.
function byTheorem(rows, g) {
  const x = rows.reduce((acc, r) => acc ^ g[r], 0);
  return rows.some((r) => g[r] >= 2) ? x !== 0 : x === 0;
}

// The plain definition: whoever takes the last apple loses, so with none left the player to
// move has won; otherwise won when some move (a run taken from a row, leaving the apples
// before and after it as two rows) leaves a lost position. Memoised over sorted rows.
function byPlay(rows, memo) {
  const key = rows
    .filter((r) => r > 0)
    .sort((a, b) => a - b)
    .join(' ');
  if (!memo.has(key)) {
    let won = rows.every((r) => r === 0);
    for (let i = 0; i < rows.length && !won; i++) {
      for (let a = 0; a < rows[i] && !won; a++) {
        for (let b = 0; a + b < rows[i] && !won; b++) won = !byPlay([...rows.toSpliced(i, 1), a, b], memo);
      }
    }
    memo.set(key, won);
  }
  return memo.get(key);
}

const words = (wins) => wins.map((w) => (w ? 'Yes' : 'No')).join('\n') + '\n';

// Small inputs and the sample: the plain definition, held against the theorem.
export function oracle(input, size) {
  const cases = parse(input);
  const g = grundy(Math.max(0, ...cases.flat()));
  const theorem = words(cases.map((c) => byTheorem(c, g)));
  if (size === 'full') return theorem;
  const memo = new Map();
  const play = words(cases.map((c) => byPlay(c, memo)));
  if (play !== theorem) throw new Error('Be the Winner: the Anti-SG theorem disagrees with plain play');
  return play;
}

// Test cases: small rows, or at full size 50 cases of up to the judge's 100 rows of up to 100
// apples: rows of one apple only (both parities), one long row among them, and random rows of
// which about half are made lost (a row made the XOR of the others' values).
export function generate(rng, size) {
  const full = size === 'full';
  const [most, n] = full ? [100, 100] : [5, 3];
  const g = grundy(most);
  const lines = [];
  for (let c = full ? 50 : rng.int(3, 8); c > 0; c--) {
    const k = full ? rng.pick([100, rng.int(1, 100)]) : rng.int(1, n);
    const kind = rng.pick(['ones', 'one long', 'random', 'random']);
    const rows = Array.from({ length: k }, () => rng.int(1, kind === 'random' ? most : 1));
    if (kind === 'one long') rows[0] = rng.int(2, most);
    if (kind === 'random' && rng.chance(0.5)) {
      const x = rows.slice(1).reduce((acc, r) => acc ^ g[r], 0);
      const r = g.indexOf(x);
      if (r >= 1) rows[0] = r;
    }
    lines.push(`${k}`, rows.join(' '));
  }
  return lines.join('\n') + '\n';
}
