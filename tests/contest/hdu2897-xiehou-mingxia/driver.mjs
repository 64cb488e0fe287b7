// 邂逅明下 through the sg command. One line's rule in the rule language, by code digit: taking k
// in p..q is digit 3 (take k, emptying the heap or not), taking k < p only when that empties the
// heap (fewer than p coins left: all of them) is digit 1: `1@{1..p-1}+3@{p..q}`. No heap of n
// coins can take more than n, so amounts are written up to n at most. The last to take loses:
// misère play. Every line is one component `RULE:n` piped to `sg analyze --misere`.
import { refusal } from '../harness.mjs';

export const asks = 'a rule per line (`1@{1..p-1}+3@{p..q}`): `sg analyze --misere`, one `RULE:n` per line';

function rule(n, p, q) {
  const [below, top] = [Math.min(p - 1, n), Math.min(q, n)];
  const terms = [];
  if (below >= 1) terms.push(`1@{1..${below}}`);
  if (p <= top) terms.push(`3@{${p}..${top}}`);
  return terms.join('+') || '1@{1}'; // n = 0 (no coin) has no move either way
}

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const lines = [];
  for (let i = 0; i + 2 < t.length; i += 3) lines.push(`${rule(t[i], t[i + 1], t[i + 2])}:${t[i]}`);
  const answers = sg.batch(['analyze', '--misere', '--no-moves'], lines);
  const say = (a) =>
    a.error
      ? refusal(a)
      : a.status === 'unavailable'
        ? refusal({ error: { code: `misere.${a.method}` } }) // sg's budget for misère play ran out
        : a.outcome === 'N'
          ? 'WIN'
          : 'LOST';
  return answers.map(say).join('\n') + '\n';
}
