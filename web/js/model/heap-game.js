// Heap games as plain data: the engine's moves and the boards they leave, the
// computer's choice and the review (model/play.js, over the engine's play
// analysis), and the end of the game. No DOM: the play page, the widget and
// the node tests share it. A game is
//   { heaps: [{rule, size}], misere, turn: 'human' | 'computer', history: [entry], future: [entry] }
// where an entry is { player, heap, move: {taken, leaves}, before: heaps }
// (the format of saved games and #game= links).

import { chooseOption, review as reviewRecords, winnerOf } from './play.js';
import { sameMove } from './heap-pointing.js';
import { engineLimit } from '../engine/limits.js';

export function newGame(heaps, { first = 'human', misere = false } = {}) {
  return { heaps: heaps.map((h) => ({ rule: h.rule, size: h.size })), misere, turn: first, history: [], future: [] };
}

// The heaps as the engine's component data.
export const position = (game) => game.heaps.map((h) => ({ kind: 'heap', rule: h.rule, heap: h.size }));
const other = (player) => (player === 'human' ? 'computer' : 'human');

// The engine's play analysis of a board: every move with the outcome it
// leaves. A board is never changed, only replaced, so each is asked once
// (a refusal is kept too, and thrown again).
const plays = new WeakMap(); // heaps -> Map(misere -> {play} | {error})
const known = (game) => plays.get(game.heaps)?.get(game.misere);
function keep(game, answer) {
  if (!plays.has(game.heaps)) plays.set(game.heaps, new Map());
  plays.get(game.heaps).set(game.misere, answer);
  return answer;
}
function answer(engine, game) {
  try {
    // (A game in play: the engine says when it ends. Heaps never come back, so no history.)
    return { play: engine.play(position(game), { misere: game.misere, history: [] }) };
  } catch (error) {
    return { error };
  }
}
/** @param {Engine} engine */
export function playOf(engine, game) {
  const a = known(game) ?? keep(game, answer(engine, game));
  if (a.error) throw a.error;
  return a.play;
}

// The same analysis computed in slices, so that a long search never blocks
// the page: a widget awaits it before drawing a new board, and playOf then
// finds it. Resolves either way (a refusal is kept for playOf to throw);
// onProgress({computed}) and signal (Cancel) as engine.playSliced's. A
// cancelled search is not kept: the next board asks again.
const pending = new WeakMap(); // heaps -> Map(misere -> promise): one search per board at a time
/**
 * @param {Engine} engine
 * @param {any} game
 * @param {{onProgress?: (p: {computed: number}) => void, signal?: AbortSignal}} [options]
 */
export function preparePlay(engine, game, { onProgress, signal } = {}) {
  if (!game.heaps.length || known(game)) return Promise.resolve();
  if (!pending.has(game.heaps)) pending.set(game.heaps, new Map());
  const running = pending.get(game.heaps);
  if (!running.has(game.misere))
    running.set(
      game.misere,
      engine
        .playSliced(position(game), { misere: game.misere, history: [], onProgress, signal })
        .then((play) => keep(game, { play }))
        .catch((error) => (error?.name === 'AbortError' ? { error } : keep(game, { error })))
        .finally(() => running.delete(game.misere))
    );
  return running.get(game.misere);
}

// Why a misère game cannot be played on (its search found no outcome within
// its budget), as checkHeaps says it, or null.
/** @param {Engine} engine */
export function misereRefusal(engine, game) {
  const a = known(game);
  if (!game.misere || !a?.play || a.play.outcome !== '?') return null;
  return { key: 'playMisereUnavailable', params: { why: misereWhy(engine, a.play.method, 'play_sums') } };
}

// Every legal move of heap i, as play's options. The engine lists a few
// thousand options of a sum at most; past that, a heap's moves come from a
// play of the heap alone (its outcomes are the heap's, so they are left out).
/** @param {Engine} engine */
export function optionsOf(engine, game, i) {
  const play = playOf(engine, game);
  if (!play.truncated) return play.options.filter((o) => o.component === i);
  const heap = position(game)[i];
  return engine.play([heap], { misere: game.misere }).options.map((o) => ({
    component: i,
    kind: o.kind,
    heap: o.heap,
    taken: o.taken,
    leaves: o.leaves,
    leaveValues: o.leaveValues,
    value: o.value,
    text: o.text,
    parts: o.parts,
  }));
}

// The option of heap i that makes the move {taken, leaves}, or null when it is not legal.
/** @param {Engine} engine */
export function findOption(engine, game, i, move) {
  if (!game.heaps[i]) return null;
  return optionsOf(engine, game, i).find((o) => sameMove(o, move)) ?? null;
}

// The game after `player` makes one of the engine's options. The next heaps
// are the engine's: an emptied heap stays on the board as 0, so heap numbers
// do not shift.
/** @param {Engine} engine */
export function makeMove(engine, game, player, option) {
  const heaps = engine.apply(position(game), option).map((c) => ({ rule: c.rule, size: c.heap }));
  const entry = {
    player,
    heap: option.component,
    move: { taken: option.taken, leaves: [...option.leaves] },
    before: game.heaps,
  };
  return { ...game, heaps, turn: other(player), history: [...game.history, entry], future: [] };
}

export function undo(game) {
  const last = game.history.at(-1);
  if (!last) return game;
  return {
    ...game,
    heaps: last.before,
    turn: last.player,
    history: game.history.slice(0, -1),
    future: [last, ...game.future],
  };
}

// The next move undone, made again (a saved move the engine does not find stays undone).
/** @param {Engine} engine */
export function redo(engine, game) {
  const next = game.future[0];
  if (!next) return game;
  const at = { ...game, heaps: next.before };
  const option = findOption(engine, at, next.heap, next.move);
  if (!option) return game;
  return { ...makeMove(engine, at, next.player, option), future: game.future.slice(1) };
}

// The reader's undo and redo: back to their previous turn (past the
// computer's reply; if the computer moved first it moves again), and forward
// past the computer's reply.
export function undoTurn(game) {
  let g = undo(game);
  while (g.turn === 'computer' && g.history.length) g = undo(g);
  return g;
}
/** @param {Engine} engine */
export function redoTurn(engine, game) {
  let g = redo(engine, game);
  while (g.turn === 'computer' && g.future.length) {
    const next = redo(engine, g);
    if (next === g) break; // a saved move the engine does not find
    g = next;
  }
  return g;
}

/** @param {Engine} engine */
export function isOver(engine, game) {
  return game.heaps.length === 0 || playOf(engine, game).options.length === 0;
}

// Who won a finished game, as the engine ends it (play's end) with
// game.turn to move; null while it goes on.
/** @param {Engine} engine */
export function winner(engine, game) {
  return winnerOf(playOf(engine, game).end, game.turn);
}

// The engine's analysis for the hints: values, nim-sum, winning moves.
/** @param {Engine} engine */
export function analysis(engine, game) {
  const a = engine.analyze(position(game), { misere: game.misere });
  if (!game.misere || a.status !== 'unavailable' || a.method !== 'budget') return a;
  // Past the quick analysis's budget, the board's own search (in slices)
  // knows the outcome and the moves that keep the win: it decides.
  const play = known(game)?.play;
  if (!play || play.outcome === '?') return a;
  const winningMoves = play.options.filter((o) => o.outcome === 'P');
  return { ...a, status: 'exact', outcome: play.outcome, method: play.method, winningMoves };
}

// What the computer chooses from (model/play.js's chooseOption): the board's
// play. When the engine cut its option list short and none of the options
// listed wins, the winning moves may lie past the cut: the engine's winning
// moves (analyze counts them all) are offered too.
function choices(engine, game) {
  const play = playOf(engine, game);
  if (!play.truncated || play.outcome !== 'N' || play.options.some((o) => o.outcome === 'P')) return play;
  let wins = [];
  try {
    wins = analysis(engine, game).winningMoves ?? [];
  } catch {
    /* the options listed */
  }
  const found = wins
    .map((m) => findOption(engine, game, m.component, m))
    .filter(Boolean)
    .map((o) => ({ ...o, outcome: 'P' }));
  return { ...play, options: [...play.options, ...found] };
}

// The computer's move, one of the engine's options ({opponent, rate, rng} as chooseOption's).
/** @param {Engine} engine */
export function chooseMove(engine, game, options = {}) {
  return chooseOption(choices(engine, game), options);
}

// The review of a finished game (model/play.js): each of `player`'s moves
// with the engine's play analysis of the board before it and of the board it
// left, what it did, and the move that would have kept the win. Each item
// also has the entry's heap, move and heap size.
/** @param {Engine} engine */
export function review(engine, game, { player = 'human' } = {}) {
  const boards = [...game.history.map((e) => e.before), game.heaps];
  const playAt = (k) => playOf(engine, { heaps: boards[k], misere: game.misere });
  const records = game.history.map((e, k) => {
    if (e.player !== player) return { player: e.player };
    const after = playAt(k + 1);
    return {
      player: e.player,
      heap: e.heap,
      move: e.move,
      size: e.before[e.heap].size,
      before: playAt(k),
      after,
      option: { component: e.heap, ...e.move, outcome: after.outcome },
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
    // in slices with progress and Cancel (misereRefusal below).
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

// A saved game is trusted only if it has exactly the shape written here.
export const saveVersion = 1;

export function serialize(game, setup) {
  return JSON.stringify({ v: saveVersion, game, setup });
}

function refused(message, key, params) {
  return Object.assign(new Error(message), { problem: { key, params } });
}

// The saved game, or an Error whose `problem` says why not ({key, params}).
export function deserialize(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw refused(e.message, 'savedNotJson');
  }
  const isSize = (n) => Number.isSafeInteger(n) && n >= 0;
  const isHeaps = (hs) => Array.isArray(hs) && hs.every((h) => h && typeof h.rule === 'string' && isSize(h.size));
  const isEntry = (e) =>
    e &&
    ['human', 'computer'].includes(e.player) &&
    isHeaps(e.before) &&
    Number.isInteger(e.heap) &&
    e.heap >= 0 &&
    e.heap < e.before.length &&
    e.move &&
    isSize(e.move.taken) &&
    Array.isArray(e.move.leaves) &&
    e.move.leaves.length <= 3 &&
    e.move.leaves.every(isSize);
  const g = data?.game;
  if (data?.v !== saveVersion)
    throw refused(`saved game version ${clip(data?.v)} is not ${saveVersion}`, 'savedVersion', { v: clip(data?.v) });
  if (
    !g ||
    !isHeaps(g.heaps) ||
    !['human', 'computer'].includes(g.turn) ||
    typeof g.misere !== 'boolean' ||
    !Array.isArray(g.history) ||
    !Array.isArray(g.future) ||
    g.history.length + g.future.length > limits.moves ||
    !g.history.every(isEntry) ||
    !g.future.every(isEntry)
  )
    throw refused('saved game has the wrong shape', 'savedShape');
  return data;
}

// A saved or shared game checked like a typed one: {data} or {problem}.
// Every board it holds is checked, the ones undo and redo go back to as well.
/** @param {Engine} engine */
export function readSaved(engine, text) {
  if (typeof text !== 'string' || text.length > limits.savedText)
    return { problem: { key: 'savedTooLong', params: { max: limits.savedText } } };
  let data;
  try {
    data = deserialize(text);
  } catch (e) {
    return { problem: e.problem };
  }
  const g = data.game;
  const checked = new Set();
  let problem = checkHeaps(engine, g.heaps, { misere: g.misere, checked });
  for (const e of g.history) problem ??= checkHeaps(engine, e.before, { checked });
  for (const e of g.future) problem ??= checkHeaps(engine, e.before, { checked });
  return problem ? { problem } : { data };
}
