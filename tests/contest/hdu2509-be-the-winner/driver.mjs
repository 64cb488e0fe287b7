// Be the Winner through the sg command: taking a run of k apples from a row leaves 0, 1 or 2
// rows, the code digit 7 for every k (`7@{1..100}`: the judge's rows have at most 100), and
// each test case's rows are a line piped to `sg analyze --misere` (who takes the last loses).
import { refusal } from '../harness.mjs';

export const asks = 'the code `7@{1..100}`: `sg analyze --rule --misere`, one position per line';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const lines = [];
  for (let i = 0; i < t.length; i += 1 + Number(t[i])) lines.push(t.slice(i + 1, i + 1 + Number(t[i])).join(' '));
  const answers = sg.batch(['analyze', '--rule', '7@{1..100}', '--misere', '--no-moves'], lines);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'Yes' : 'No')).join('\n') + '\n';
}
