// Games of the game language (and sums mixing them with heaps) in play, as
// plain data: the computer's choice, moves in words, a game's record, and a
// review of the reader's moves. No DOM and no game facts of its own: every
// outcome and remoteness comes from the engine's play analysis
// (GameSession.play; schema "play").
import { describeMove, t } from './i18n.js';

const pick = (list, rng) => list[Math.floor(rng() * list.length)];

// The computer's move from a play analysis (an option), or null when none.
// Winning: a move leaving a lost sum (P), the quickest one when remoteness is
// known. Otherwise a move keeping a draw (D, in games whose moves loop).
// Losing: the move that resists longest when known, else any.
// 'random' plays any legal move.
export function chooseOption(play, { opponent = 'perfect', rng = Math.random } = {}) {
  const options = play.options;
  if (options.length === 0) return null;
  if (opponent === 'random') return pick(options, rng);
  const lost = options.filter((o) => o.outcome === 'P');
  const known = (list) => list.every((o) => o.remoteness !== undefined);
  if (lost.length) {
    if (!known(lost)) return pick(lost, rng);
    const least = Math.min(...lost.map((o) => o.remoteness));
    return pick(lost.filter((o) => o.remoteness === least), rng);
  }
  const draws = options.filter((o) => o.outcome === 'D');
  if (draws.length) return pick(draws, rng);
  if (!known(options)) return pick(options, rng);
  const most = Math.max(...options.map((o) => o.remoteness));
  return pick(options.filter((o) => o.remoteness === most), rng);
}

// A move in words: a game move by its line's variables and the parts it
// leaves ("k = 2: wythoff(1, 5)"), a heap move as the heap page says it.
export function describeOption(lang, option, component) {
  if ('line' in option) {
    const vars = option.vars.map((v) => `${v.name} = ${v.value}`).join(', ');
    const parts = option.parts.length ? option.parts.join(' + ') : '∅';
    return `${vars ? `${vars}: ` : ''}→ ${parts}`;
  }
  const heap = Number(component.split(':').pop());
  return describeMove(lang, option, heap);
}

// Who wins a finished game: in normal play the last mover, in misère the other.
export function winnerOf(record, misere) {
  const last = record.at(-1)?.player;
  if (!last) return null;
  const other = last === 'human' ? 'computer' : 'human';
  return misere ? other : last;
}

// The reader's moves judged from the analyses taken when they were made:
// kept (a won sum left lost for the opponent), gaveAway (a won sum left won for
// the opponent), alreadyLost (nothing won), or unknown.
export function reviewMoves(record) {
  return record.filter((m) => m.player === 'human').map((m) => {
    const before = m.before.outcome, after = m.option.outcome;
    let verdict = 'unknown';
    if (before === 'N' && after === 'P') verdict = 'kept';
    else if (before === 'N') verdict = 'gaveAway';
    else if (before === 'P') verdict = 'alreadyLost';
    else if (before === 'D') verdict = after === 'D' ? 'keptDraw' : 'lostDraw';
    const better = verdict === 'gaveAway' ? m.before.options.find((o) => o.outcome === 'P')
      : verdict === 'lostDraw' ? m.before.options.find((o) => o.outcome === 'D') : null;
    return { ...m, verdict, better };
  });
}

// "wythoff(3, 5) = 2, nim:3 = 3" with the outcome, for a review line.
export const valueText = (c) => (c.infinite ? `∞{${c.reach.join(', ')}}` : String(c.sg));

export function sumText(lang, play) {
  const values = play.components.map((c) => `${c.text} = ${valueText(c)}`).join(lang === 'zh' ? '，' : ', ');
  return t(lang, play.loopy ? 'customSumLoopy' : 'customSum', { values, s: play.nimSum, o: play.outcome });
}
