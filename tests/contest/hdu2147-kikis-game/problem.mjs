// HDU 2147 "kiki's Game": see problem.md.
export const title = "kiki's Game";
export const source = 'HDU 2147';
export const family = 'a coin on a board (a game of two numbers)';

const MAX = 2000;

// [[n, m], ...] from the judge's input, up to the line `0 0`.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const boards = [];
  for (let i = 0; i + 1 < t.length && (t[i] || t[i + 1]); i += 2) boards.push([t[i], t[i + 1]]);
  return boards;
}

// The plain definition, for every board up to max x max: won[n][m] when some move (one square
// left, down, or down and left) leaves a lost board; the 1 x 1 board has no move.
function play(max) {
  const won = Array.from({ length: max + 1 }, () => new Uint8Array(max + 1));
  for (let n = 1; n <= max; n++) {
    for (let m = 1; m <= max; m++) {
      const lost = (a, b) => a >= 1 && b >= 1 && !won[a][b];
      won[n][m] = lost(n - 1, m) || lost(n, m - 1) || lost(n - 1, m - 1) ? 1 : 0;
    }
  }
  return won;
}

let table = null;
const wonTable = () => (table ??= play(MAX));

// The closed form (problem.md proves it): the first player loses exactly when n and m are odd.
const byClosedForm = ([n, m]) => !(n % 2 === 1 && m % 2 === 1);

const words = (won) => (won ? 'Wonderful!' : 'What a pity!');

// Every size: the plain definition (fast enough at the judge's limits), held against the
// closed form.
export function oracle(input) {
  const boards = parse(input);
  const out = boards.map(([n, m]) => words(wonTable()[n][m] === 1));
  if (out.join() !== boards.map((b) => words(byClosedForm(b))).join()) {
    throw new Error("kiki's Game: the closed form disagrees with plain play");
  }
  return out.join('\n') + '\n';
}

// Boards: small ones, or at full size 1000 boards up to 2000 x 2000 with the corners of the
// limits; about half are lost boards, picked from the table of play.
export function generate(rng, size) {
  const full = size === 'full';
  const most = full ? MAX : 8;
  const board = () => [rng.int(1, most), rng.int(1, most)];
  const lostBoard = () => {
    for (;;) {
      const [n, m] = board();
      if (!wonTable()[n][m]) return [n, m];
    }
  };
  const boards = full
    ? [
        [1, 1],
        [1, 2000],
        [2000, 1],
        [2000, 2000],
        [1999, 1999],
        [1999, 2000],
      ]
    : [];
  for (let k = full ? 1000 : rng.int(3, 10); boards.length < k;) {
    boards.push(rng.chance(0.5) ? lostBoard() : board());
  }
  return [...boards, [0, 0]].map((b) => b.join(' ')).join('\n') + '\n';
}
