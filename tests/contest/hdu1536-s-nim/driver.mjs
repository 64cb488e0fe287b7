// S-Nim through the sg command: each test case's S becomes a rule {s1,...,sk}, and its
// positions are piped to `sg analyze --rule`, one line of heaps per position.
import { refusal } from '../harness.mjs';

export const asks = 'a rule `{s1,…,sk}`: `sg analyze --rule`, one position per line';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const out = [];
  for (let i = 0; Number(t[i]) > 0;) {
    const k = Number(t[i]);
    const rule = `{${t.slice(i + 1, i + 1 + k).join(',')}}`;
    i += 1 + k;
    const lines = [];
    for (let m = Number(t[i++]); m > 0; m--) {
      const l = Number(t[i]);
      lines.push(t.slice(i + 1, i + 1 + l).join(' '));
      i += 1 + l;
    }
    const answers = sg.batch(['analyze', '--rule', rule, '--no-moves'], lines);
    out.push(answers.map((a) => (a.error ? refusal(a) : a.outcome === 'N' ? 'W' : 'L')).join(''));
  }
  return out.join('\n') + '\n';
}
