// GG and MM through the sg command: one game is written once in the game language (game.txt),
// and each test case's games are one line of positions `(p,q)` piped to
// `sg analyze --game game.txt --every` (Every-SG: every game that can move is moved each turn).
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks = 'a game file (`game.txt`): `sg analyze --game --every`, one test case per line';
const game = fileURLToPath(new URL('game.txt', import.meta.url));

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const lines = [];
  for (let i = 0; i < t.length;) {
    const n = Number(t[i++]);
    lines.push(Array.from({ length: n }, (_, k) => `(${t[i + 2 * k]},${t[i + 2 * k + 1]})`).join(' '));
    i += 2 * n;
  }
  const answers = sg.batch(['analyze', '--game', game, '--every', '--no-moves'], lines);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'MM' : 'GG')).join('\n') + '\n';
}
