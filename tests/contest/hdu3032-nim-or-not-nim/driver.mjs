// Nim or not Nim? through the sg command: the named rule `lasker` (take any number, or split
// a heap into two), and each test case's heaps piped to `sg analyze --rule lasker` as a line.
// sg answers every heap from the rule's proved closed form.
import { refusal } from '../harness.mjs';

export const asks = 'the rule `lasker`: `sg analyze --rule`, one position per line';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const lines = [];
  for (let i = 1; lines.length < Number(t[0]); i += 1 + Number(t[i]))
    lines.push(t.slice(i + 1, i + 1 + Number(t[i])).join(' '));
  const answers = sg.batch(['analyze', '--rule', 'lasker', '--no-moves'], lines);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'Alice' : 'Bob')).join('\n') + '\n';
}
