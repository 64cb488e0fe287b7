// A Chess Game through the sg command: each test case's graph is written as graph text
// (one edge `u v` per line, vertices named by their numbers, a vertex without moves alone
// on its line), and its queries are piped to `sg graph FILE`, one token list per line.
import { refusal } from '../harness.mjs';

export const asks = 'a graph file: `sg graph FILE`, one token list per line';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const out = [];
  for (let i = 0; i < t.length && Number(t[i]) > 0;) {
    const graph = [];
    for (let v = 0, n = Number(t[i++]); v < n; v++) {
      const x = Number(t[i]);
      const targets = t.slice(i + 1, i + 1 + x);
      graph.push(...(x ? targets.map((w) => `${v} ${w}`) : [`${v}`]));
      i += 1 + x;
    }
    const queries = [];
    for (let m = Number(t[i++]); m > 0; m = Number(t[i++])) {
      queries.push(t.slice(i, i + m).join(' '));
      i += m;
    }
    const file = sg.file('graph.txt', graph.join('\n') + '\n');
    const answers = sg.batch(['graph', file], queries);
    out.push(...answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'WIN' : 'LOSE')));
  }
  return out.join('\n') + '\n';
}
