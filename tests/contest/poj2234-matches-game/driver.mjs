// Matches Game through the sg command: every line's piles are a position of Nim, piped to
// `sg analyze --rule nim`, one position per line.
import { refusal } from '../harness.mjs';

export const asks = 'the rule `nim`: `sg analyze --rule`, one position per line';

export function solve(input, sg) {
  const lines = [];
  for (const line of input.split('\n')) {
    const [m, ...piles] = line.split(/\s+/).filter(Boolean);
    if (m !== undefined) lines.push(piles.slice(0, Number(m)).join(' '));
  }
  const answers = sg.batch(['analyze', '--rule', 'nim', '--no-moves'], lines);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'Yes' : 'No')).join('\n') + '\n';
}
