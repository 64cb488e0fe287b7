// Fibonacci again and again through the sg command: the rule `fib` (take 1, 2, 3, 5, 8, ...
// stones), and every line of three heaps piped to `sg analyze --rule fib`.
import { refusal } from '../harness.mjs';

export const asks = 'the rule `fib`: `sg analyze --rule`, one position of three heaps per line';

export function solve(input, sg) {
  const lines = [];
  for (const line of input.split('\n')) {
    const hs = line.split(/\s+/).filter(Boolean);
    if (hs.length < 3) continue;
    if (hs.every((h) => h === '0')) break;
    lines.push(hs.join(' '));
  }
  const answers = sg.batch(['analyze', '--rule', 'fib', '--no-moves'], lines);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'Fibo' : 'Nacci')).join('\n') + '\n';
}
