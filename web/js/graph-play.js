// Tokens on a graph as plain data, for the graph widget and the node tests:
// the computer's choice from the engine's exact play (engine.graphPlay), a
// move applied to the token list, and the key that counts repeated positions.
// No DOM, and no game facts of its own: outcomes and remoteness come from the engine.

// The computer's move {token, from, to} from graphPlay's answer, or null when
// no token can move. Winning: a move leaving a lost position (P) of least
// remoteness, so the game ends within `remoteness` moves and never loops.
// Drawn: a move keeping the draw. Lost: the move that resists longest.
export function chooseTokenMove(play, rng = Math.random) {
  const moves = play.moves;
  if (moves.length === 0) return null;
  const best = (list, better) => {
    const top = list.reduce((b, m) => (better(m, b) ? m : b));
    const ties = list.filter((m) => m.remoteness === top.remoteness);
    return ties[Math.floor(rng() * ties.length)];
  };
  const lost = moves.filter((m) => m.outcome === 'P');
  if (lost.length) return best(lost, (m, b) => m.remoteness < b.remoteness);
  const draws = moves.filter((m) => m.outcome === 'D');
  if (draws.length) return draws[Math.floor(rng() * draws.length)];
  return best(moves, (m, b) => m.remoteness > b.remoteness);
}

// The token list after moving the token at index `token` from `from` to `to`.
export function moveToken(tokens, { token, from, to }) {
  const at = tokens[token] === from ? token : tokens.indexOf(from);
  if (at < 0) throw new Error(`no token on ${from}`);
  return tokens.map((v, i) => (i === at ? to : v));
}

// The same position (the same vertices, whatever the order, and the same player to move).
export const positionKey = (tokens, player) => `${player}:${[...tokens].sort().join(',')}`;

// A position met this many times ends the game in a draw.
export const drawRepeats = 3;
