// Public Sale through the sg command: the auction is written once in the game language
// (game.txt), each test case is its start `sale(0,M,N)`, and the whole input is piped to
// `sg analyze --game`, one position per line. A winning move goes to sale(k, M, N): the
// price it reaches is the bid.
import { fileURLToPath } from 'node:url';
import { refusal } from '../harness.mjs';

export const asks = 'a game file (`game.txt`): `sg analyze --game`, one position per line, its winning moves';
const game = fileURLToPath(new URL('game.txt', import.meta.url));

function bids(a) {
  if (a.error) return refusal(a);
  if (a.outcome === 'P') return 'none';
  // sg counts every winning move but lists at most 100 of them: the rest cannot be printed.
  if (a.winningMoves.length < a.winningMovesTotal) return 'REFUSED(max_listed_winning_moves)';
  return a.winningMoves
    .map((m) => m.targets[0].coords[0])
    .sort((x, y) => x - y)
    .join(' ');
}

export function solve(input, sg) {
  const t = input.split(/\s+/).filter(Boolean);
  const positions = [];
  for (let i = 0; i + 1 < t.length; i += 2) positions.push(`sale(0,${t[i]},${t[i + 1]})`);
  return sg.batch(['analyze', '--game', game], positions).map(bids).join('\n') + '\n';
}
