// Partitioning Game through the sg command: a pile split into two unequal piles is the named
// rule `grundy`, and each test case's piles are one line piped to `sg analyze --rule grundy`.
import { refusal } from '../harness.mjs';

export const asks = 'the rule `grundy`: `sg analyze --rule grundy`, one test case per line';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const lines = [];
  for (let c = Number(t[0]), i = 1; c > 0; c--) {
    const n = Number(t[i]);
    lines.push(t.slice(i + 1, i + 1 + n).join(' '));
    i += 1 + n;
  }
  const answers = sg.batch(['analyze', '--rule', 'grundy', '--no-moves'], lines);
  const winner = (a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'Alice' : 'Bob');
  return answers.map((a, i) => `Case ${i + 1}: ${winner(a)}`).join('\n') + '\n';
}
