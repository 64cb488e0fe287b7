// 取石子游戏 (Wythoff's game) through the sg command. Heaps up to 10^9 are far past what the
// engine can evaluate, so the driver asks sg for a formula first: `sg table --suggest` over a
// small box lists the formulas of its library that match the game's table there, and the
// first one is then used by `sg analyze --formula`, which checks it again on the box and
// answers every pair from it (each answer says it rests on that match, observed).
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks =
  'a game file (`game.txt`): `sg table --suggest` on 0..30², then `sg analyze --formula` with the first formula, one pair per line';
const game = fileURLToPath(new URL('game.txt', import.meta.url));
const box = '0..30,0..30';

export function solve(input, sg) {
  const pairs = [];
  for (const line of input.split('\n')) {
    const [a, b] = line.split(/\s+/).filter(Boolean);
    if (b !== undefined) pairs.push(`(${a},${b})`);
  }
  const [first] = JSON.parse(sg.run(['table', '--game', game, '--box', box, '--suggest', '--json'])).suggestions;
  const formula = first ? ['--formula', first.formula, '--box', box, ...(first.pPositions ? ['--p'] : [])] : [];
  const answers = sg.batch(['analyze', '--game', game, '--no-moves', ...formula], pairs);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? '1' : '0')).join('\n') + '\n';
}
