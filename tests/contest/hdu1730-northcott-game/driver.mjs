// Northcott Game through the sg command: each row is a Nim heap of the squares between its
// two pieces (problem.md says why), and each test case's heaps are one line piped to
// `sg analyze --rule nim`.
import { refusal } from '../harness.mjs';

export const asks = 'each row a heap of the squares between its pieces: `sg analyze --rule nim`, one board per line';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const boards = [];
  for (let i = 0; i + 1 < t.length;) {
    const n = t[i];
    i += 2; // n and m: the width of the board plays no part in the heaps
    const heaps = [];
    for (let r = 0; r < n; r++, i += 2) heaps.push(Math.abs(t[i] - t[i + 1]) - 1);
    boards.push(heaps.join(' '));
  }
  const answers = sg.batch(['analyze', '--rule', 'nim', '--no-moves'], boards);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'I WIN!' : 'BAD LUCK!')).join('\n') + '\n';
}
