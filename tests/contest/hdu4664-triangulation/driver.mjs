// Triangulation through the sg command. Points in convex position: a segment uses two unused
// points, and the points left on its two sides can never be joined across it, so a plane of n
// points is a heap of n tokens where a move takes 2 and leaves 0, 1 or 2 heaps: the octal code
// 0.07 (`dawson`). Each test case's planes are one line piped to `sg analyze --rule dawson`.
import { refusal } from '../harness.mjs';

export const asks = 'the rule `dawson` (0.07): `sg analyze --rule dawson`, one test case per line';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const lines = [];
  for (let c = Number(t[0]), i = 1; c > 0; c--) {
    const n = Number(t[i]);
    lines.push(t.slice(i + 1, i + 1 + n).join(' '));
    i += 1 + n;
  }
  const answers = sg.batch(['analyze', '--rule', 'dawson', '--no-moves'], lines);
  return answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'Carol' : 'Dave')).join('\n') + '\n';
}
