// Paint Chain through the sg command: the game is written once in the game language
// (game.txt), and every test case is piped to `sg analyze --game` as circle(n,m), one per line.
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks = 'a game file (`game.txt`): `sg analyze --game`, one test case per line';
const game = fileURLToPath(new URL('game.txt', import.meta.url));

export function solve(input, sg) {
  const [t, ...rest] = input.split(/\s+/).filter(Boolean);
  const chains = [];
  for (let i = 0; i < Number(t); i++) chains.push(`circle(${rest[2 * i]},${rest[2 * i + 1]})`);
  const answers = sg.batch(['analyze', '--game', game, '--no-moves'], chains);
  const winner = (a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'aekdycoin' : 'abcdxyzk');
  return answers.map((a, i) => `Case #${i + 1}: ${winner(a)}`).join('\n') + '\n';
}
