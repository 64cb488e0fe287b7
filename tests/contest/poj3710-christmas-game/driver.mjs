// Christmas Game through the sg command: cutting an edge and dropping what no longer reaches a
// root is Green Hackenbush, with every tree's root on one ground (the trees are then a sum).
// Each test case is written as one board (one edge per line; vertex v of tree t is named
// `t<t>_<v>`, and every vertex 1 is `ground`) and given to `sg hackenbush FILE`.
import { refusal } from '../harness.mjs';

export const asks = 'a board per test case (every root on the ground): `sg hackenbush FILE`';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const out = [];
  for (let i = 0; i < t.length;) {
    const board = ['ground'];
    for (let tree = 1, n = Number(t[i++]); tree <= n; tree++) {
      const k = Number(t[i + 1]);
      i += 2;
      const name = (v) => (v === '1' ? 'ground' : `t${tree}_${v}`);
      for (let e = 0; e < k; e++, i += 2) board.push(`${name(t[i])} ${name(t[i + 1])}`);
    }
    const file = sg.file('board.txt', board.join('\n') + '\n');
    const answer = JSON.parse(sg.run(['hackenbush', file, '--json']));
    out.push(answer.error ? refusal(answer) : answer.outcome === 'N' ? 'Sally' : 'Harry');
  }
  return out.join('\n') + '\n';
}
