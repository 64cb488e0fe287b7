// E&D through the sg command. Heaps of 2·10^9 are far past what the engine evaluates, so the
// driver asks sg for a formula first: `sg table --suggest` over a small box lists the formulas
// of its library that match the game's table there, and the first one is then used by
// `sg analyze --formula`, which checks it again on the box and answers each test case, one
// line of its groups ed(S1,S2) ed(S3,S4) ... (a sum), from it.
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks =
  'a game file (`game.txt`): `sg table --suggest` on 1..30², then `sg analyze --formula` with the first formula, one sum of groups per line';
const game = fileURLToPath(new URL('game.txt', import.meta.url));
const box = '1..30,1..30'; // heaps hold at least one stone

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const sums = [];
  for (let c = Number(t[0]), i = 1; c > 0; c--) {
    const n = Number(t[i++]);
    const groups = [];
    for (let k = 0; k < n; k += 2) groups.push(`ed(${t[i + k]},${t[i + k + 1]})`);
    sums.push(groups.join(' '));
    i += n;
  }
  const [first] = JSON.parse(sg.run(['table', '--game', game, '--box', box, '--suggest', '--json'])).suggestions;
  const formula = first ? ['--formula', first.formula, '--box', box, ...(first.pPositions ? ['--p'] : [])] : [];
  const answers = sg.batch(['analyze', '--game', game, '--no-moves', ...formula], sums);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'YES' : 'NO')).join('\n') + '\n';
}
