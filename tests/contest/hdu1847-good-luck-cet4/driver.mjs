// Good Luck in CET-4 Everybody! through the sg command: the rule `pow2` (take 1, 2, 4, 8,
// ... cards), and every count piped to `sg analyze --rule pow2`, one heap per line.
import { refusal } from '../harness.mjs';

export const asks = 'the rule `pow2`: `sg analyze --rule`, one heap per line';

export function solve(input, sg) {
  const lines = input.split(/\s+/).filter(Boolean);
  const answers = sg.batch(['analyze', '--rule', 'pow2', '--no-moves'], lines);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'Kiki' : 'Cici')).join('\n') + '\n';
}
