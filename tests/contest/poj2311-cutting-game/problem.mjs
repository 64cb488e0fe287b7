// POJ 2311 "Cutting Game": see problem.md.
export const title = 'Cutting Game';
export const source = 'POJ 2311';
export const family = 'cutting a rectangle: sums of games of two numbers';
export const counts = { small: 4, full: 1 };

const MAX = 200;

// [[w, h], ...] from the judge's input (one sheet per line, up to the end of the input).
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const sheets = [];
  for (let i = 0; i + 1 < t.length; i += 2) sheets.push([t[i], t[i + 1]]);
  return sheets;
}

// The values of the game without the cuts that leave a piece one square wide (problem.md says
// why it is the same game): g[w][h] is the mex of g[i][h] ^ g[w - i][h] and g[w][j] ^ g[w][h - j]
// over the cuts that leave both pieces at least 2 wide.
function grundy(max) {
  const g = Array.from({ length: max + 1 }, () => new Array(max + 1).fill(0));
  const seen = [];
  let mark = 0;
  for (let w = 2; w <= max; w++) {
    for (let h = 2; h <= max; h++) {
      mark++;
      for (let i = 2; i <= w - 2; i++) seen[g[i][h] ^ g[w - i][h]] = mark;
      for (let j = 2; j <= h - 2; j++) seen[g[w][j] ^ g[w][h - j]] = mark;
      let v = 0;
      while (seen[v] === mark) v++;
      g[w][h] = v;
    }
  }
  return g;
}

let table = null;
export const values = () => (table ??= grundy(MAX));

// The Sprague-Grundy theorem on that game: the first player loses exactly when the value is 0.
const byTheorem = ([w, h]) => values()[w][h] !== 0;

// The plain definition, over the multiset of pieces on the table: the player to move wins when
// some cut makes a 1 x 1 piece, or leaves a position the other player loses.
function byPlay(sheet, memo) {
  const won = (pieces) => {
    const key = pieces.map((p) => p.join('x')).join(' ');
    if (!memo.has(key)) {
      let win = false;
      for (let k = 0; k < pieces.length && !win; k++) {
        const [w, h] = pieces[k];
        const rest = pieces.filter((_, j) => j !== k);
        const cuts = [];
        for (let i = 1; i < w; i++)
          cuts.push([
            [i, h],
            [w - i, h],
          ]);
        for (let j = 1; j < h; j++)
          cuts.push([
            [w, j],
            [w, h - j],
          ]);
        for (const parts of cuts) {
          if (parts.some(([a, b]) => a === 1 && b === 1)) win = true;
          else win = !won(normal([...rest, ...parts]));
          if (win) break;
        }
      }
      memo.set(key, win);
    }
    return memo.get(key);
  };
  return won(normal([sheet]));
}

// A multiset of pieces, each as [short side, long side], sorted.
const normal = (pieces) =>
  pieces.map(([a, b]) => (a <= b ? [a, b] : [b, a])).sort((p, q) => p[0] - q[0] || p[1] - q[1]);

const words = (won) => (won ? 'WIN' : 'LOSE');

// Small inputs and the sample: the plain definition, held against the theorem.
export function oracle(input, size) {
  const sheets = parse(input);
  const theorem = sheets.map((s) => words(byTheorem(s))).join('\n') + '\n';
  if (size === 'full') return theorem;
  const memo = new Map();
  const play = sheets.map((s) => words(byPlay(s, memo))).join('\n') + '\n';
  if (play !== theorem) throw new Error('Cutting Game: the Sprague-Grundy values disagree with plain play');
  return play;
}

// Sheets: small ones (sides up to 6), or at full size 2000 sheets up to 200 x 200, with the
// corners of the limits; about half are lost sheets, picked from the table of values.
export function generate(rng, size) {
  const full = size === 'full';
  const most = full ? MAX : 6;
  const lost = [];
  for (let w = 2; w <= most; w++) for (let h = 2; h <= most; h++) if (values()[w][h] === 0) lost.push([w, h]);
  const sheets = full
    ? [
        [2, 2],
        [200, 200],
        [2, 200],
        [200, 2],
        [199, 200],
      ]
    : [];
  for (let n = full ? 2000 : rng.int(3, 8); sheets.length < n;) {
    sheets.push(rng.chance(0.5) ? rng.pick(lost) : [rng.int(2, most), rng.int(2, most)]);
  }
  return sheets.map((s) => s.join(' ')).join('\n') + '\n';
}
