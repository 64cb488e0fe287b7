// Euclid's Game through the sg command: the game is written once in the game language
// (game.txt), and every pair is piped to `sg analyze --game`, one position per line.
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks = 'a game file (`game.txt`): `sg analyze --game`, one position per line';
const game = fileURLToPath(new URL('game.txt', import.meta.url));

export function solve(input, sg) {
  const positions = [];
  for (const line of input.split('\n')) {
    const [a, b] = line.split(/\s+/).filter(Boolean);
    if (a === undefined) continue;
    if (a === '0' && b === '0') break;
    positions.push(`(${a},${b})`);
  }
  const answers = sg.batch(['analyze', '--game', game, '--no-moves'], positions);
  return answers.map((r) => (r.error ? refusal(r) : r.outcome === 'N' ? 'Stan wins' : 'Ollie wins')).join('\n') + '\n';
}
