// Cutting Game through the sg command: the game is written once in the game language
// (game.txt), and every sheet is piped to `sg analyze --game` as cut(w,h), one per line.
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks = 'a game file (`game.txt`): `sg analyze --game`, one sheet per line';
const game = fileURLToPath(new URL('game.txt', import.meta.url));

export function solve(input, sg) {
  const sheets = [];
  for (const line of input.split('\n')) {
    const [w, h] = line.split(/\s+/).filter(Boolean);
    if (h !== undefined) sheets.push(`cut(${w},${h})`);
  }
  const answers = sg.batch(['analyze', '--game', game, '--no-moves'], sheets);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'WIN' : 'LOSE')).join('\n') + '\n';
}
