// Daizhenyang's Coin through the sg command: the game is Mock Turtles, written once in the game
// language (game.txt); a row is the sum of its heads (each coin once, however often the input
// names it). Coins reach 10^8, far past evaluation, so the driver asks sg for a formula of a
// head's value (`sg table --suggest` over a box it can evaluate), takes the first one sg offers,
// and pipes each row as a sum of heads to `sg analyze --formula`, which checks the formula on
// that box again and answers from it (observed, not proved). A row without heads is the
// position none(0) of the same file, asked plainly.
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks =
  'a game file (`game.txt`): `sg table --suggest` on 0..100, then `sg analyze --game --formula`, one row per line';
const game = fileURLToPath(new URL('game.txt', import.meta.url));
const box = '0..100';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const rows = [];
  for (let i = 0; i < t.length; i += 1 + Number(t[i])) rows.push([...new Set(t.slice(i + 1, i + 1 + Number(t[i])))]);
  const heads = rows.filter((r) => r.length).map((r) => r.map((c) => `mock(${c})`).join(' '));
  const empty = rows.filter((r) => !r.length).map(() => 'none(0)');

  let answers = [];
  if (heads.length) {
    const table = ['table', '--game', game, '--game-name', 'mock', '--box', box, '--suggest', '--json'];
    const [formula] = JSON.parse(sg.run(table)).suggestions;
    if (!formula) answers = heads.map(() => ({ error: { code: 'no_formula' } }));
    else {
      const args = ['analyze', '--game', game, '--game-name', 'mock', '--box', box, '--formula', formula.formula];
      answers = sg.batch(formula.pPositions ? [...args, '--p'] : args, heads);
    }
  }
  const none = sg.batch(['analyze', '--game', game, '--no-moves'], empty);
  const say = (a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'No' : 'Yes');
  return rows.map((r) => say(r.length ? answers.shift() : none.shift())).join('\n') + '\n';
}
