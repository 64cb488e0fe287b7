// A Simple Nim through the sg command: one heap is written once in the game language
// (game.txt). Its heaps reach 10^9, far past evaluation, so the driver asks sg for a formula
// of the game's values (`sg table --suggest` over a box it can evaluate), takes the first
// one sg offers, and pipes each test case as a sum of heaps to `sg analyze --formula`, which
// checks the formula on that box again and answers from it (observed, not proved).
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks =
  'a game file (`game.txt`): `sg table --suggest` on 0..200, then `sg analyze --game --formula`, one position per line';
const game = fileURLToPath(new URL('game.txt', import.meta.url));
const box = '0..200';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const lines = [];
  for (let i = 1; lines.length < Number(t[0]); i += 1 + Number(t[i])) {
    lines.push(
      t
        .slice(i + 1, i + 1 + Number(t[i]))
        .map((s) => `split3(${s})`)
        .join(' ')
    );
  }
  const [formula] = JSON.parse(sg.run(['table', '--game', game, '--box', box, '--suggest', '--json'])).suggestions;
  if (!formula) return lines.map(() => 'REFUSED(no_formula)').join('\n') + '\n';
  const args = ['analyze', '--game', game, '--box', box, '--formula', formula.formula];
  const answers = sg.batch(formula.pPositions ? [...args, '--p'] : args, lines);
  return (
    answers
      .map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'First player wins.' : 'Second player wins.'))
      .join('\n') + '\n'
  );
}
