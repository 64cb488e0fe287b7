// Crosses and Crosses through the sg command: the game is written once in the game language
// (game.txt), and every strip is piped to `sg analyze --game` as strip(n), one per line.
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks = 'a game file (`game.txt`): `sg analyze --game`, one strip per line';
const game = fileURLToPath(new URL('game.txt', import.meta.url));

export function solve(input, sg) {
  const strips = input
    .split(/\s+/)
    .filter(Boolean)
    .map((n) => `strip(${n})`);
  const answers = sg.batch(['analyze', '--game', game, '--no-moves'], strips);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? '1' : '2')).join('\n') + '\n';
}
