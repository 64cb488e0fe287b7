// kiki's Game through the sg command: the game is written once in the game language
// (game.txt), and every board of n rows and m columns is piped to `sg analyze --game` as
// coin(n,m), one per line.
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks = 'a game file (`game.txt`): `sg analyze --game`, one board per line';
const game = fileURLToPath(new URL('game.txt', import.meta.url));

export function solve(input, sg) {
  const positions = [];
  for (const line of input.split('\n')) {
    const [n, m] = line.split(/\s+/).filter(Boolean);
    if (m === undefined) continue;
    if (n === '0' && m === '0') break;
    positions.push(`coin(${n},${m})`);
  }
  const answers = sg.batch(['analyze', '--game', game, '--no-moves'], positions);
  return (
    answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'Wonderful!' : 'What a pity!')).join('\n') + '\n'
  );
}
