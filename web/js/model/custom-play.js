// Games of the game language (and sums mixing them with heaps) in play, as
// plain data: moves in words, a sum in words, and which board draws each
// part. The computer's choice and the review are model/play.js's. No DOM and
// no game facts of its own: every value, outcome and move comes from the
// engine's play analysis (GameSession.play; schema "play").
import '../text/play.js'; // (the words of play)
import { describeMove, t } from '../text/i18n.js';
import { gamePlay as limits } from '../engine/limits.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */

// A move as a player says it, from the engine's reading of it (reads: take
// from a heap, turn coins, move to a position, or leave a sum; schema
// "moveReading"); board: the board its part is drawn on (on a grid the piece
// is a queen; from: the part moved in, for a queen's move said from where it
// stands). A heap move of a sum: taking from the heap, else as the heap
// page says it (splits).
export function describeOption(lang, option, board = null, from = null) {
  const list = (xs) =>
    lang === 'zh' ? xs.join('、') : xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : String(xs[0]);
  if (option.kind === 'game') {
    const r = option.reads ?? { kind: 'parts' };
    // On a number line the token moves, whichever way the line reads.
    if (board === 'line' && (r.kind === 'take' || r.kind === 'to'))
      return t(lang, 'reads.token', { to: option.targets[0].coords[0] });
    if (r.kind === 'take')
      return t(lang, r.taken === r.from ? 'reads.takeAll' : 'reads.take', { taken: r.taken, from: r.from });
    if (r.kind === 'turn')
      return t(lang, r.turned.length === 1 ? 'reads.turnOne' : 'reads.turn', { coins: list(r.turned) });
    if (r.kind === 'to') {
      const { coords, position } = option.targets[0];
      const to = coords.length > 1 ? `(${coords.join(', ')})` : position;
      // The queen says where it stands when the part it moves in is given (from).
      if (board === 'grid' && from?.coords?.length === 2)
        return t(lang, 'reads.queenFromTo', { from: `(${from.coords.join(', ')})`, to });
      return t(lang, board === 'grid' ? 'reads.queen' : 'reads.to', { to });
    }
    if (!option.parts.length) return t(lang, 'reads.nothing');
    return t(lang, 'reads.parts', { parts: option.parts.map((p) => p.text).join(' + ') });
  }
  if (option.kind === 'vertex') return t(lang, 'reads.tokenFromTo', { from: option.from, to: option.to });
  if (option.kind === 'hackenbush')
    return t(lang, option.fallen.length ? 'reads.cutFall' : 'reads.cut', {
      edge: option.cut.map((v) => (v === 'ground' ? t(lang, 'reads.ground') : v)).join('–'),
      count: option.fallen.length,
    });
  if (option.kind === 'heap' && option.leaves?.length === 1)
    return t(lang, 'reads.take', { taken: option.taken, from: option.heap });
  if (option.kind === 'heap' && option.leaves?.length === 0) return t(lang, 'reads.takeAll', { from: option.heap });
  return describeMove(lang, option, option.heap);
}

// "wythoff(3, 5) = 2, nim:3 = 3" with the outcome, for a review line.
export const valueText = (c) => (c.infinite ? `∞{${c.reach.join(', ')}}` : String(c.sg));

// Texts said once each with how many there are, in order of first
// appearance: "cut(1, 1) ×12 wythoff(0, 0)" (a long sum of small pieces).
export function grouped(texts, separator = ' ') {
  const counts = new Map();
  for (const x of texts) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].map(([x, n]) => (n > 1 ? `${x} ×${n}` : x)).join(separator);
}

export function sumText(lang, play) {
  const values = grouped(
    play.components.map((c) => `${c.text} = ${valueText(c)}`),
    lang === 'zh' ? '，' : ', '
  );
  return t(lang, play.loopy ? 'customSumLoopy' : 'customSum', { values, s: play.nimSum, o: play.outcome });
}

// How a component (the engine's data: {kind: 'heap', heap}, {kind: 'game',
// game, coords} or {kind: 'hackenbush', edges}) is drawn, from the shape of
// its moves (null: words only).
export function boardKind(c, options) {
  if (c.kind === 'heap') return c.heap <= limits.stones ? 'stones' : null;
  if (c.kind === 'hackenbush') return c.edges.length <= limits.hackenbushEdges ? 'hackenbush' : null;
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

// A session of the definition; null when the text defines no game (empty, or
// comments alone): the engine then plays heaps and Hackenbush boards itself.
/** @param {Engine} engine */
export function openSession(engine, text) {
  if (!text.trim()) return null;
  try {
    return engine.gameSession(text);
  } catch (e) {
    if (e.code === 'game.no_game') return null;
    throw e;
  }
}
