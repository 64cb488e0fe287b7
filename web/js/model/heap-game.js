// Heap games as plain data, over the one play loop (model/play-loop.js): the
// heaps of a position, every move of a heap (past the engine's cut of a long
// option list), what the computer chooses from, the hints' analysis and the
// review of a finished game, all from the engine's play analysis. The one
// check of heaps, whether typed, from an attribute, a link or a saved game.
// No DOM: the play page, the widget and the node tests share it.

import '../text/play.js'; // (the words of play)
import { review as reviewRecords } from './play.js';
import { PlayLoop } from './play-loop.js';
import { sameMove } from './heap-pointing.js';
import { engineLimit } from '../engine/limits.js';

/** @typedef {import('../engine/engine.d.ts').PlayAnalysis} PlayAnalysis */
/** @typedef {import('../engine/engine.d.ts').PlayOption} PlayOption */

// The heaps as the engine's component data.
export const position = (game) => game.heaps.map((h) => ({ kind: 'heap', rule: h.rule, heap: h.size }));
// The heaps of a position the engine analysed (an emptied heap stays as 0, so heap numbers do not shift).
/** @param {PlayAnalysis} play */
export const heapsOf = (play) => play.components.map((c) => ({ rule: c.rule, size: c.heap }));

// Every legal move of heap i in `play`, as play's options. The engine lists
// a few thousand options of a sum at most; past that, a heap's moves come
// from a play of the heap alone (its outcomes are the heap's, so they are
// left out). The same list for the same play and heap, every time (a saved
// move is its index in it).
const alone = new WeakMap(); // play -> Map(heap -> options)
/** @param {Engine} engine @param {PlayAnalysis} play */
export function optionsOf(engine, play, i) {
  if (!play.truncated || !play.components[i]) return play.options.filter((o) => o.component === i);
  if (!alone.has(play)) alone.set(play, new Map());
  const known = alone.get(play);
  if (!known.has(i)) {
    const c = play.components[i];
    const heap = { kind: /** @type {'heap'} */ ('heap'), rule: c.rule, heap: c.heap };
    known.set(
      i,
      engine.play([heap]).options.map((o) => ({
        component: i,
        kind: o.kind,
        heap: o.heap,
        taken: o.taken,
        leaves: o.leaves,
        leaveValues: o.leaveValues,
        value: o.value,
        text: o.text,
        parts: o.parts,
      }))
    );
  }
  return known.get(i);
}

// The option of heap i that makes the move {taken, leaves}, or null when it is not legal.
/** @param {Engine} engine @param {PlayAnalysis} play */
export function findOption(engine, play, i, move) {
  if (!play.components[i]) return null;
  return optionsOf(engine, play, i).find((o) => sameMove(o, move)) ?? null;
}

// The engine's analysis for the hints: values, nim-sum, winning moves.
/** @param {Engine} engine @param {PlayAnalysis} play */
export function analysis(engine, play, misere) {
  const a = engine.analyze(play.components, { misere });
  if (!misere || a.status !== 'unavailable' || a.method !== 'budget') return a;
  // Past the quick analysis's budget, the board's own search (in slices)
  // knows the outcome and the moves that keep the win: it decides.
  if (play.outcome === '?') return a;
  const winningMoves = play.options.filter((o) => o.outcome === 'P');
  return { ...a, status: 'exact', outcome: play.outcome, method: play.method, winningMoves };
}

// Why a misère game cannot be played (its search found no outcome within its
// budget), as checkHeaps says it, or null.
/** @param {Engine} engine @param {PlayAnalysis} play */
export function misereRefusal(engine, play, misere) {
  if (!misere || play.outcome !== '?') return null;
  return { key: 'playMisereUnavailable', params: { why: misereWhy(engine, play.method, 'play_sums') } };
}

// What the computer chooses from (model/play.js's chooseOption): the board's
// play. When the engine cut its option list short and none of the options
// listed wins, the winning moves may lie past the cut: the engine's winning
// moves (analyze counts them all) are offered too.
/** @param {Engine} engine @param {PlayAnalysis} play */
export function choices(engine, play, misere) {
  if (!play.truncated || play.outcome !== 'N' || play.options.some((o) => o.outcome === 'P')) return play;
  let wins = [];
  try {
    wins = analysis(engine, play, misere).winningMoves ?? [];
  } catch {
    /* the options listed */
  }
  const found = wins
    .map((m) => findOption(engine, play, m.component, m))
    .filter(Boolean)
    .map((o) => ({ ...o, outcome: 'P' }));
  return { ...play, options: [...play.options, ...found] };
}

// A play loop over heaps: the engine's analysis (in slices) and moves, each
// heap's moves past the engine's cut, the computer's choices. `calls` adds to
// or replaces the loop's (a widget's analyse shows progress; onChange, onMove, wait).
/** @param {Engine} engine @param {boolean} misere @param {object} [calls] */
export function heapLoop(engine, misere, calls = {}) {
  return new PlayLoop({
    analyse: (at, history) => engine.playSliced(at, { misere, history }),
    next: (play, option) => engine.apply(play.components, option),
    optionsOf: (play, i) => optionsOf(engine, play, i),
    choices: (play) => choices(engine, play, misere),
    ...calls,
  });
}

// A move of the loop's record as the heap board says it: who, the heap, the
// move ({taken, leaves}) and the heaps before it.
/** @param {{player: string, option: PlayOption, before: PlayAnalysis}} entry */
export const entryOf = (entry) => ({
  player: entry.player,
  heap: entry.option.component,
  move: { taken: entry.option.taken, leaves: [...entry.option.leaves] },
  before: heapsOf(entry.before),
});

// The review of a finished game (model/play.js): each of `player`'s moves
// with the engine's play analysis of the board before it and of the board it
// left, what it did, and the move that would have kept the win. Each item
// also has the heap, the move and the heap's size. No engine call: the loop
// kept every analysis.
/** @param {import('./play-loop.js').PlayLoop} loop */
export function review(loop, { player = 'human' } = {}) {
  const after = (k) => loop.record[k + 1]?.before ?? loop.play;
  const records = loop.record.map((e, k) => {
    if (e.player !== player) return { player: e.player };
    const { heap, move, before } = entryOf(e);
    return {
      player: e.player,
      heap,
      move,
      size: before[heap].size,
      before: e.before,
      after: after(k),
      option: { ...e.option, outcome: after(k).outcome },
    };
  });
  return reviewRecords(records, { player });
}

// Why misère play was decided as it was (or not at all), for the words
// "misere.METHOD": {key, params} with the engine's budget.
// (limit: the budget that was passed, for "budget": the quick analysis's, or the board's search's.)
/** @param {Engine} engine */
export function misereWhy(engine, method, limit = 'misere_sums') {
  return { key: `misere.${method}`, params: { max: engineLimit(engine, limit).toLocaleString('en-US') } };
}

// Sizes drawn uniformly in [lo, hi].
export function randomSizes(count, lo, hi, rng = Math.random) {
  return Array.from({ length: count }, () => lo + Math.floor(rng() * (hi - lo + 1)));
}

// The limits of a heap game, the same for a typed setup, a widget's
// attributes, a shared link and a saved game: they keep the board small
// enough to draw and each engine call well under a second. A game may hold
// more heaps than it started with (splits, emptied heaps stay as 0).
export { game as limits } from '../engine/limits.js';
import { game as limits } from '../engine/limits.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */

const clip = (v) => {
  const s = String(v);
  return s.length > 24 ? `${s.slice(0, 24)}…` : s;
};

// Heaps from position text ("1..3:5 odd:7", or "3,4,5" with a default rule),
// as the engine reads it: {heaps: [{rule, size}]} or {problem} saying why not.
/** @param {Engine} engine */
export function readPosition(engine, text, rule = 'nim') {
  try {
    return { heaps: engine.parsePosition(text, { rule }).map((c) => ({ rule: c.rule, size: c.heap })) };
  } catch (e) {
    return { problem: { key: 'engineSaid', params: { why: e } } };
  }
}

// Why these heaps cannot be played, as {key, params} for the translation
// table, or null when they can. The one check for every way a game arrives.
// `checked` remembers rules already accepted, across several calls.
/** @param {Engine} engine */
export function checkHeaps(engine, heaps, { misere = false, checked = new Set() } = {}) {
  if (!Array.isArray(heaps) || heaps.length === 0) return { key: 'needHeap' };
  if (heaps.length > limits.heaps) return { key: 'tooManyHeaps', params: { max: limits.heaps } };
  let stones = 0;
  for (const h of heaps) {
    if (!Number.isSafeInteger(h.size) || h.size < 0 || h.size > limits.heapSize)
      return { key: 'badGameSize', params: { text: clip(h.size), max: limits.heapSize } };
    stones += h.size;
  }
  if (stones > limits.stones) return { key: 'tooManyStones', params: { max: limits.stones } };
  for (const h of heaps) {
    if (checked.has(h.rule)) continue;
    try {
      engine.ruleInfo(h.rule);
    } catch (e) {
      return { key: 'engineSaid', params: { why: e } };
    }
    checked.add(h.rule);
  }
  if (misere) {
    // Refused now, with the reason, rather than leaving a computer that cannot
    // choose. Past this quick check's budget the board's own search decides,
    // in slices with progress and Cancel (misereRefusal above).
    /** @type {string | {key: string, params: object} | Error} */
    let why = '';
    try {
      const a = engine.analyze(position({ heaps }), { misere: true, moves: false });
      if (a.status === 'unavailable' && a.method !== 'budget') why = misereWhy(engine, a.method);
    } catch (e) {
      why = e;
    }
    if (why) return { key: 'playMisereUnavailable', params: { why } };
  }
  return null;
}
