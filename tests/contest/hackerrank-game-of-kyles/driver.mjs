// Game of Kyles through the sg command: a row of pins is the sum of its runs of standing pins
// (a knocked-down pin separates them for good), each a heap of Kayles, the rule `kayles`
// (knock down 1 or 2 adjacent pins, leaving 0, 1 or 2 runs). Each row is one line of run
// lengths piped to `sg analyze --rule kayles`.
import { refusal } from '../harness.mjs';

export const asks = 'the rule `kayles`: `sg analyze --rule kayles`, one row (its runs of pins) per line';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const lines = [];
  for (let c = 0; c < Number(t[0]); c++) {
    const runs = t[2 + 2 * c].split('X').filter(Boolean);
    lines.push(runs.map((r) => r.length).join(' '));
  }
  const answers = sg.batch(['analyze', '--rule', 'kayles', '--no-moves'], lines);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'WIN' : 'LOSE')).join('\n') + '\n';
}
