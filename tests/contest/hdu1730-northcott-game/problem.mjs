// HDU 1730 "Northcott Game": see problem.md.
export const title = 'Northcott Game';
export const source = 'HDU 1730';
export const family = 'pieces on rows (Nim with reversible moves)';
export const counts = { small: 4, full: 1 };

// [{ m, rows: [[T, J], ...] }] from the judge's input (test cases up to the end of the input).
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const boards = [];
  for (let i = 0; i + 1 < t.length;) {
    const [n, m] = [t[i], t[i + 1]];
    i += 2;
    const rows = [];
    for (let r = 0; r < n; r++, i += 2) rows.push([t[i], t[i + 1]]);
    boards.push({ m, rows });
  }
  return boards;
}

// Bouton's theorem on the rows' gaps (problem.md): Tom, to move, loses exactly when the XOR
// of the numbers of squares between the two pieces of each row is 0.
const byTheorem = ({ rows }) => rows.reduce((x, [a, b]) => x ^ (Math.abs(a - b) - 1), 0) !== 0;

// The plain definition of the partizan game, by retrograde analysis over every placement of
// the pieces on n rows of m squares and both players to move. A placement is a number in base
// R = m(m - 1) (one digit per row, the row's ordered pair of squares); a player moves their
// own piece of one row to another square on its side of the opponent's piece. Moves are
// their own reverse (the squares a piece may go to are the same from each of them), so the
// positions a move comes from are those it can go to. A player who cannot move loses; the
// analysis labels won and lost positions from those, and anything left unlabelled would be a
// draw (the oracle throws if a question meets one).
const analyses = new Map();
function retrograde(n, m) {
  const key = `${n} ${m}`;
  if (analyses.has(key)) return analyses.get(key);
  const pairs = [];
  for (let a = 1; a <= m; a++) for (let b = 1; b <= m; b++) if (a !== b) pairs.push([a, b]);
  const index = new Map(pairs.map(([a, b], k) => [`${a} ${b}`, k]));
  const R = pairs.length;
  const total = R ** n;
  // moves(s, p): the placements player p (0 Tom, 1 Jerry) reaches from s in one move
  const moves = (s, p) => {
    const out = [];
    for (let r = 0, w = 1; r < n; r++, w *= R) {
      const digit = Math.floor(s / w) % R;
      const pair = pairs[digit];
      const [own, other] = p === 0 ? pair : [pair[1], pair[0]];
      const [lo, hi] = own < other ? [1, other - 1] : [other + 1, m];
      for (let x = lo; x <= hi; x++) {
        if (x === own) continue;
        const next = p === 0 ? `${x} ${other}` : `${other} ${x}`;
        out.push(s + (index.get(next) - digit) * w);
      }
    }
    return out;
  };
  const result = [new Int8Array(total), new Int8Array(total)]; // by player to move: 1 won, -1 lost
  const left = [new Int32Array(total), new Int32Array(total)]; // moves not yet known to be won
  const queue = [];
  for (let p = 0; p < 2; p++) {
    for (let s = 0; s < total; s++) {
      left[p][s] = moves(s, p).length;
      if (left[p][s] === 0) {
        result[p][s] = -1;
        queue.push([s, p]);
      }
    }
  }
  while (queue.length) {
    const [s, p] = queue.pop();
    for (const from of moves(s, 1 - p)) {
      if (result[1 - p][from]) continue;
      if (result[p][s] === -1) {
        result[1 - p][from] = 1;
        queue.push([from, 1 - p]);
      } else if (--left[1 - p][from] === 0) {
        result[1 - p][from] = -1;
        queue.push([from, 1 - p]);
      }
    }
  }
  const value = { result, code: (rows) => rows.reduce((s, [a, b], r) => s + index.get(`${a} ${b}`) * R ** r, 0) };
  analyses.set(key, value);
  return value;
}

function byPlay({ m, rows }) {
  const { result, code } = retrograde(rows.length, m);
  const r = result[0][code(rows)];
  if (r === 0) throw new Error('Northcott Game: a draw in the retrograde analysis');
  return r === 1;
}

const words = (won) => (won ? 'I WIN!' : 'BAD LUCK!');

// Small inputs and the sample: the plain definition, held against the theorem.
export function oracle(input, size) {
  const boards = parse(input);
  const theorem = boards.map((b) => words(byTheorem(b))).join('\n') + '\n';
  if (size === 'full') return theorem;
  const play = boards.map((b) => words(byPlay(b))).join('\n') + '\n';
  if (play !== theorem) throw new Error("Northcott Game: Bouton's theorem on the gaps disagrees with plain play");
  return play;
}

// A row: two different squares of 1..m, in either order.
function row(rng, m) {
  const a = rng.int(1, m);
  let b = rng.int(1, m - 1);
  if (b >= a) b++;
  return [a, b];
}

// Boards: small ones (3 to 6 boards of 1 to 3 rows of 2 to 5 squares), or at full size 40 boards of 1000 rows
// of 100 squares (and a few smaller), with blank lines between some test cases as the judge
// allows; about half are lost for Tom, their first row placed so that the gaps' XOR is 0.
export function generate(rng, size) {
  const full = size === 'full';
  const text = [];
  for (let c = full ? 40 : rng.int(3, 6); c > 0; c--) {
    const m = full ? rng.pick([100, 100, 100, 2, rng.int(2, 100)]) : rng.int(2, 5);
    const n = full ? rng.pick([1000, 1000, 1, rng.int(1, 1000)]) : rng.int(1, 3);
    const rows = Array.from({ length: n }, () => row(rng, m));
    const x = rows.slice(1).reduce((acc, [a, b]) => acc ^ (Math.abs(a - b) - 1), 0);
    if (rng.chance(0.5) && x <= m - 2) {
      const a = rng.int(1, m - 1 - x);
      rows[0] = rng.chance(0.5) ? [a, a + x + 1] : [a + x + 1, a];
    }
    text.push(`${n} ${m}`, ...rows.map((r) => r.join(' ')));
    if (rng.chance(0.3)) text.push('');
  }
  return text.join('\n') + '\n';
}
