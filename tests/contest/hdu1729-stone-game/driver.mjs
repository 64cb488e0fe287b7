// Stone Game through the sg command: the game is written once in the game language
// (game.txt), and every test case is one line of its boxes, box(s,c) box(s,c) ..., piped to
// `sg analyze --game` (a line of several positions is their sum).
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks = 'a game file (`game.txt`): `sg analyze --game`, one sum of boxes per line';
const game = fileURLToPath(new URL('game.txt', import.meta.url));

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const sums = [];
  for (let i = 0; Number(t[i]) > 0;) {
    const boxes = [];
    for (let n = Number(t[i++]); n > 0; n--, i += 2) boxes.push(`box(${t[i]},${t[i + 1]})`);
    sums.push(boxes.join(' '));
  }
  const answers = sg.batch(['analyze', '--game', game, '--no-moves'], sums);
  return (
    answers.map((a, k) => `Case ${k + 1}:\n${a.error ? refusal(a) : a.outcome === 'N' ? 'Yes' : 'No'}`).join('\n') +
    '\n'
  );
}
