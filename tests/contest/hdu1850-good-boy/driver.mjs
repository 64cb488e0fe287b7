// Being a Good Boy in Spring Festival through the sg command: each test case's heaps are a
// line of Nim (`sg analyze --rule nim`), and sg counts the winning moves
// (`winningMovesTotal`, every one, even past the 100 it lists).
import { refusal } from '../harness.mjs';

export const asks = 'the rule `nim`: `sg analyze --rule`, one position per line, its count of winning moves';

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const lines = [];
  for (let i = 0; Number(t[i]) > 0; i += 1 + Number(t[i])) lines.push(t.slice(i + 1, i + 1 + Number(t[i])).join(' '));
  const answers = sg.batch(['analyze', '--rule', 'nim'], lines);
  return answers.map((a) => (a.error ? refusal(a) : `${a.winningMovesTotal}`)).join('\n') + '\n';
}
