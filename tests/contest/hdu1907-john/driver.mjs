// John through the sg command: each test case's heaps are a line of Nim piped to
// `sg analyze --rule nim --misere` (whoever takes the last stone loses).
import { refusal } from '../harness.mjs';

export const asks = 'the rule `nim`: `sg analyze --rule --misere`, one position per line';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const lines = [];
  for (let i = 1; lines.length < Number(t[0]); i += 1 + Number(t[i]))
    lines.push(t.slice(i + 1, i + 1 + Number(t[i])).join(' '));
  const answers = sg.batch(['analyze', '--rule', 'nim', '--misere', '--no-moves'], lines);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'John' : 'Brother')).join('\n') + '\n';
}
