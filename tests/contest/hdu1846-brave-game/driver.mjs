// Brave Game through the sg command: each test case is a heap of n under the rule 1..m,
// written as the component `1..m:n`, and the whole input is piped to `sg analyze`, one
// position per line.
import { refusal } from '../harness.mjs';

export const asks = 'a rule `1..m` per case: `sg analyze`, one `1..m:n` per line';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const lines = [];
  for (let i = 0; i < Number(t[0]); i++) lines.push(`1..${t[2 + 2 * i]}:${t[1 + 2 * i]}`);
  const answers = sg.batch(['analyze', '--no-moves'], lines);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'first' : 'second')).join('\n') + '\n';
}
