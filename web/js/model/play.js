// A sum in play, whatever its parts (heaps, positions of the game language,
// tokens on a graph): the computer's choice among the engine's options and
// the review of a finished game. Both read only the engine's play analysis
// (engine.play, GameSession.play, engine.graphPlay; schema "play"): every
// outcome and remoteness is the engine's. No DOM.

const pick = (list, rng) => list[Math.floor(rng() * list.length)];

// The computer's move: one of play's options, or null when there is none.
// 'perfect': winning, a move leaving a lost sum (P), the quickest one when
// remoteness is known (so the game ends within it and never loops);
// otherwise a move keeping a draw (D, in games whose moves loop); losing, the
// move that resists longest when known, else any. 'random' plays any legal
// move; 'mistakes' plays a random move with probability rate, else perfectly.
export function chooseOption(play, { opponent = 'perfect', rate = 0.25, rng = Math.random } = {}) {
  const options = play.options;
  if (options.length === 0) return null;
  if (opponent === 'random' || (opponent === 'mistakes' && rng() < rate)) return pick(options, rng);
  const lost = options.filter((o) => o.outcome === 'P');
  const known = (list) => list.every((o) => o.remoteness !== undefined);
  if (lost.length) {
    if (!known(lost)) return pick(lost, rng);
    const least = Math.min(...lost.map((o) => o.remoteness));
    return pick(
      lost.filter((o) => o.remoteness === least),
      rng
    );
  }
  const draws = options.filter((o) => o.outcome === 'D');
  if (draws.length) return pick(draws, rng);
  if (!known(options)) return pick(options, rng);
  const most = Math.max(...options.map((o) => o.remoteness));
  return pick(
    options.filter((o) => o.remoteness === most),
    rng
  );
}

// What one move did, from the outcome before it and the outcome it left:
//   kept         a won sum left lost for the opponent (P);
//   gaveAway     a won sum left won (or drawn) for the opponent;
//   alreadyLost  nothing won: the sum before was lost (P);
//   keptDraw     a drawn sum left drawn; lostDraw: a drawn sum left won for the opponent;
//   unknown      the engine could not decide (misère past its budget).
function verdictOf(before, after) {
  if (before === 'P') return 'alreadyLost';
  if (before === 'N') return after === 'P' ? 'kept' : after === 'N' || after === 'D' ? 'gaveAway' : 'unknown';
  if (before === 'D') return after === 'D' ? 'keptDraw' : 'lostDraw';
  return 'unknown';
}

// The review of a game: records are {player, option, before} (before: the
// play analysis the move was chosen from; option: one of its options, with
// the outcome it left). Returns each of `player`'s records with its index in
// the game, its verdict and, when it let a win or a draw go, the first option
// that would have kept it.
export function review(records, { player = 'human' } = {}) {
  const out = [];
  records.forEach((r, index) => {
    if (r.player !== player) return;
    const verdict = verdictOf(r.before.outcome, r.option.outcome);
    const want = verdict === 'gaveAway' ? 'P' : verdict === 'lostDraw' ? 'D' : null;
    const better = want ? (r.before.options.find((o) => o.outcome === want) ?? null) : null;
    out.push({ ...r, index, verdict, better });
  });
  return out;
}

// The earlier positions' texts with the same player to move as the last of
// `texts` (every position's text so far, in order): play's `history`, from
// which the engine says when the game ends (a position come up three times).
export const historyOf = (texts) => texts.filter((_, i) => (texts.length - 1 - i) % 2 === 0).slice(0, -1);

// Who won a game the engine says is over (end: schema "gameEnd"), given who
// is to move: that player, the other one, or 'none' (a draw); null while the
// game goes on.
export function winnerOf(end, toMove) {
  if (!end) return null;
  if (end.winner === 'none') return 'none';
  return end.winner === 'toMove' ? toMove : toMove === 'human' ? 'computer' : 'human';
}
