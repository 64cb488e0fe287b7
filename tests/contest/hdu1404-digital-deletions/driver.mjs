// Digital Deletions through the sg command: the game is written once in the game language
// (game.txt), on the number "1" followed by the digits (so that "007" is 1007 and keeps its
// zeros), and every string is piped to `sg analyze --game` as digits(1<string>), one per line.
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks = 'a game file (`game.txt`): `sg analyze --game`, one string per line (as `1` and its digits)';
const game = fileURLToPath(new URL('game.txt', import.meta.url));

export function solve(input, sg) {
  const strings = input.split(/\s+/).filter(Boolean);
  const answers = sg.batch(
    ['analyze', '--game', game, '--no-moves'],
    strings.map((s) => `digits(1${s})`)
  );
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'Yes' : 'No')).join('\n') + '\n';
}
