// A Multiplication Game through the sg command: the game is written once in the game
// language (game.txt), and every n is piped to `sg analyze --game` as mul(1,n), one per line.
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks = 'a game file (`game.txt`): `sg analyze --game`, one game per line';
const game = fileURLToPath(new URL('game.txt', import.meta.url));

export function solve(input, sg) {
  const games = input
    .split(/\s+/)
    .filter(Boolean)
    .map((n) => `mul(1,${n})`);
  const answers = sg.batch(['analyze', '--game', game, '--no-moves'], games);
  return (
    answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'Stan wins.' : 'Ollie wins.')).join('\n') + '\n'
  );
}
