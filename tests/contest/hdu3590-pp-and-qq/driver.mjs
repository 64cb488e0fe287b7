// PP and QQ through the sg command: each tree is a Green Hackenbush board standing on its root,
// a component `hackenbush{ground v; ...}` of a sum (vertex 1 named `ground`); the player who
// cannot move wins, so each test case is one line of components piped to `sg analyze --misere`.
import { refusal } from '../harness.mjs';

export const asks = 'one `hackenbush{…}` component per tree: `sg analyze --misere`, one test case per line';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const lines = [];
  for (let i = 0; i < t.length;) {
    const trees = [];
    for (let n = Number(t[i++]); n > 0; n--) {
      const m = Number(t[i++]);
      const name = (v) => (v === '1' ? 'ground' : `v${v}`);
      const edges = [];
      for (let e = 1; e < m; e++, i += 2) edges.push(`${name(t[i])} ${name(t[i + 1])}`);
      trees.push(`hackenbush{${edges.join('; ')}}`);
    }
    lines.push(trees.join(' '));
  }
  const answers = sg.batch(['analyze', '--misere', '--no-moves'], lines);
  const say = (a) =>
    a.error
      ? refusal(a)
      : a.status === 'unavailable'
        ? refusal({ error: { code: `misere.${a.method}` } }) // sg's budget for misère play ran out
        : a.outcome === 'N'
          ? 'PP'
          : 'QQ';
  return answers.map(say).join('\n') + '\n';
}
