// Calendar Game through the sg command: the game is written once in the game language
// (game.txt), and every starting date is piped to `sg analyze --game` as date(y,m,d), one per
// line.
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks = 'a game file (`game.txt`): `sg analyze --game`, one date per line';
const game = fileURLToPath(new URL('game.txt', import.meta.url));

export function solve(input, sg) {
  const [t, ...rest] = input.split(/\s+/).filter(Boolean);
  const dates = [];
  for (let i = 0; i < Number(t); i++)
    dates.push(
      `date(${rest
        .slice(3 * i, 3 * i + 3)
        .map(Number)
        .join(',')})`
    );
  const answers = sg.batch(['analyze', '--game', game, '--no-moves'], dates);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'YES' : 'NO')).join('\n') + '\n';
}
