// A tree game through the sg command: cutting an edge and dropping what no longer reaches the
// root is Green Hackenbush with the root as the ground. Each test case's tree is written as a
// board (one edge per line, vertex 1 named `ground`) and given to `sg hackenbush FILE`.
import { refusal } from '../harness.mjs';

export const asks = 'a board per test case (vertex 1 is the ground): `sg hackenbush FILE`';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const name = (v) => (v === '1' ? 'ground' : v);
  const out = [];
  for (let c = Number(t[0]), i = 1; c > 0; c--) {
    const n = Number(t[i++]);
    const board = ['ground']; // a tree of one vertex is the bare ground
    for (let e = 1; e < n; e++, i += 2) board.push(`${name(t[i])} ${name(t[i + 1])}`);
    const file = sg.file('board.txt', board.join('\n') + '\n');
    const answer = JSON.parse(sg.run(['hackenbush', file, '--json']));
    out.push(answer.error ? refusal(answer) : answer.outcome === 'N' ? 'Alice' : 'Bob');
  }
  return out.join('\n') + '\n';
}
