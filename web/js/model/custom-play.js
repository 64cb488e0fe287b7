// Games of the game language (and sums mixing them with heaps) in play, as
// plain data: moves in words, a sum in words, and which board draws each
// part. The computer's choice and the review are model/play.js's. No DOM and
// no game facts of its own: every value, outcome and move comes from the
// engine's play analysis (GameSession.play; schema "play").
import { describeMove, t } from '../text/i18n.js';
import { gamePlay as limits } from '../engine/limits.js';

// A move in words: a game move by its line's variables and the parts it
// leaves ("k = 2: → wythoff(1, 5)"), a heap move as the heap page says it.
export function describeOption(lang, option) {
  if (option.kind === 'game') {
    const vars = option.vars.map((v) => `${v.name} = ${v.value}`).join(', ');
    const parts = option.parts.length ? option.parts.map((p) => p.text).join(' + ') : '∅';
    return `${vars ? `${vars}: ` : ''}→ ${parts}`;
  }
  return describeMove(lang, option, option.heap);
}

// "wythoff(3, 5) = 2, nim:3 = 3" with the outcome, for a review line.
export const valueText = (c) => (c.infinite ? `∞{${c.reach.join(', ')}}` : String(c.sg));

export function sumText(lang, play) {
  const values = play.components.map((c) => `${c.text} = ${valueText(c)}`).join(lang === 'zh' ? '，' : ', ');
  return t(lang, play.loopy ? 'customSumLoopy' : 'customSum', { values, s: play.nimSum, o: play.outcome });
}

// How a component (the engine's data: {kind: 'heap', heap} or {kind: 'game',
// game, coords}) is drawn, from the shape of its moves (null: words only).
export function boardKind(c, options) {
  if (c.kind === 'heap') return c.heap <= limits.stones ? 'stones' : null;
  if (c.kind !== 'game') return null;
  if (!options.length) return null;
  const same = (o) => o.targets.every((t) => t.game === c.game);
  if (c.game === 'coins' && c.coords.length === 2 && c.coords[0] <= limits.coins) return 'coins';
  if (!options.every(same)) return null;
  const k = c.coords.length;
  if (
    k === 1 &&
    options.every((o) => o.targets.length === 1 && o.targets[0].coords[0] < c.coords[0]) &&
    c.coords[0] <= limits.stones
  )
    return 'stones';
  if (k !== 2 || Math.max(...c.coords) > limits.gridSide) return null;
  if (options.every((o) => o.targets.length === 1)) return 'grid';
  if (options.every((o) => o.targets.length === 2)) return 'cut';
  return null;
}
