// 取(m堆)石子游戏 through the sg command: each test case's heaps are a line of Nim piped to
// `sg analyze --rule nim`, and each winning move sg lists is printed as the heap it takes
// from and what it leaves there.
import { refusal } from '../harness.mjs';

export const asks = 'the rule `nim`: `sg analyze --rule`, one position per line, its winning moves';

function moves(a) {
  if (a.error) return refusal(a);
  if (a.outcome === 'P') return 'No';
  // sg counts every winning move but lists at most 100 of them: the rest cannot be printed.
  if (a.winningMoves.length < a.winningMovesTotal) return 'REFUSED(max_listed_winning_moves)';
  const listed = [...a.winningMoves].sort((x, y) => x.component - y.component);
  return ['Yes', ...listed.map((m) => `${m.heap} ${m.leaves[0] ?? 0}`)].join('\n');
}

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const lines = [];
  for (let i = 0; Number(t[i]) > 0; i += 1 + Number(t[i])) lines.push(t.slice(i + 1, i + 1 + Number(t[i])).join(' '));
  return sg.batch(['analyze', '--rule', 'nim'], lines).map(moves).join('\n') + '\n';
}
