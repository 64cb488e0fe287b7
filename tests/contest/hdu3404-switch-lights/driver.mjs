// Switch lights through the sg command: the game is Turning Corners, written once in the game
// language as the product of two coin games (game.txt); each test case's lights are one line of
// positions `corners(x,y)` piped to `sg analyze --game`.
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks = 'a game file (`game.txt`, a product of coin games): `sg analyze --game`, one test case per line';
const game = fileURLToPath(new URL('game.txt', import.meta.url));

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const lines = [];
  for (let c = Number(t[0]), i = 1; c > 0; c--) {
    const n = Number(t[i++]);
    lines.push(Array.from({ length: n }, (_, k) => `corners(${t[i + 2 * k]},${t[i + 2 * k + 1]})`).join(' '));
    i += 2 * n;
  }
  const answers = sg.batch(['analyze', '--game', game, '--no-moves'], lines);
  const say = (a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'Have a try, lxhgww.' : "Don't waste your time.");
  return answers.map(say).join('\n') + '\n';
}
