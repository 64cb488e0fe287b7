// Heap games as plain data: legal moves, applying them, the computer's
// choice, and the end of the game. No DOM: the play page, the widget and the
// node tests share it. A game is
//   { heaps: [{rule, size}], misere, turn: 'human' | 'computer', history: [entry], future: [entry] }
// where an entry is { player, heap, move: {taken, leaves}, before: heaps }.

import { chooseOption } from './custom-play.js';

export function newGame(heaps, { first = 'human', misere = false } = {}) {
  return { heaps: heaps.map((h) => ({ rule: h.rule, size: h.size })), misere, turn: first, history: [], future: [] };
}

export const position = (game) => game.heaps.map((h) => ({ rule: h.rule, heap: h.size }));
const other = (player) => (player === 'human' ? 'computer' : 'human');

// Every legal move of one heap, as the engine lists them.
export function movesOf(engine, heap) {
  if (heap.size === 0) return [];
  return engine.explain(heap.rule, heap.size).moves;
}

const sameMove = (a, b) =>
  a.taken === b.taken && [...a.leaves].sort((x, y) => x - y).join(',') === [...b.leaves].sort((x, y) => x - y).join(',');

// Is {taken, leaves} a legal move of heap i? Returns the engine's move or null.
export function findMove(engine, game, i, move) {
  const heap = game.heaps[i];
  if (!heap) return null;
  return movesOf(engine, heap).find((m) => sameMove(m, move)) ?? null;
}

export function applyMove(game, player, i, move) {
  const before = game.heaps;
  const heaps = [...before.slice(0, i), ...move.leaves.map((size) => ({ rule: before[i].rule, size })), ...before.slice(i + 1)];
  // An emptied heap stays on the board as 0 so that heap numbers do not shift.
  if (move.leaves.length === 0) heaps.splice(i, 0, { rule: before[i].rule, size: 0 });
  const entry = { player, heap: i, move: { taken: move.taken, leaves: [...move.leaves] }, before };
  return { ...game, heaps, turn: other(player), history: [...game.history, entry], future: [] };
}

export function undo(game) {
  const last = game.history.at(-1);
  if (!last) return game;
  return { ...game, heaps: last.before, turn: last.player, history: game.history.slice(0, -1), future: [last, ...game.future] };
}

export function redo(game) {
  const next = game.future[0];
  if (!next) return game;
  const g = applyMove({ ...game, heaps: next.before }, next.player, next.heap, next.move);
  return { ...g, future: game.future.slice(1) };
}

export function isOver(engine, game) {
  return game.heaps.every((h) => movesOf(engine, h).length === 0);
}

// Who won a finished game: in normal play the last mover, in misère the other.
export function winner(game) {
  const last = game.history.at(-1)?.player ?? other(game.turn);
  return game.misere ? other(last) : last;
}

export function analysis(engine, game) {
  return engine.analyze(position(game), { misere: game.misere });
}

function randomOf(list, rng) {
  return list[Math.floor(rng() * list.length)];
}

// The computer's move {heap, move}. 'perfect' plays from the engine's play
// analysis when it searched the game: winning, the move that wins fastest;
// losing, the one that resists longest (remoteness). Past the search it moves
// to a losing position for the opponent whenever it can, and otherwise
// prolongs the game with the legal move that removes least. 'mistakes' plays a
// random move with probability rate; 'random' always does.
export function chooseMove(engine, game, { opponent = 'perfect', rate = 0.25, rng = Math.random } = {}) {
  const all = game.heaps.flatMap((h, i) => movesOf(engine, h).map((move) => ({ heap: i, move })));
  if (all.length === 0) return null;
  if (opponent === 'random' || (opponent === 'mistakes' && rng() < rate)) return randomOf(all, rng);
  // (A sum of many heaps is past any search: its move list alone would be large.)
  let play = null;
  if (game.heaps.length <= 16) try { play = engine.play(position(game), { misere: game.misere }); } catch { /* fall through */ }
  if (play && play.remoteness !== undefined && play.components.length === game.heaps.length) {
    const o = chooseOption(play, { rng });
    if (o) return { heap: o.component, move: { taken: o.taken, leaves: o.leaves } };
  }
  let a = null;
  // An analysis the engine refuses (misère past its budget) leaves the computer
  // a legal move to play rather than none.
  try { a = analysis(engine, game); } catch { /* fall through */ }
  if (a?.winningMoves?.length && a.status !== 'unavailable') {
    const w = randomOf(a.winningMoves, rng);
    return { heap: w.component, move: { taken: w.taken, leaves: w.leaves } };
  }
  return all.reduce((best, m) => (m.move.taken < best.move.taken ? m : best));
}

// Sizes drawn uniformly in [lo, hi].
export function randomSizes(count, lo, hi, rng = Math.random) {
  return Array.from({ length: count }, () => lo + Math.floor(rng() * (hi - lo + 1)));
}

// The limits of a heap game, the same for a typed setup, a widget's
// attributes, a shared link and a saved game: they keep the board small
// enough to draw and each engine call well under a second. A game may hold
// more heaps than it started with (splits, emptied heaps stay as 0).
export { game as limits } from './limits.js';
import { game as limits } from './limits.js';

const clip = (v) => { const s = String(v); return s.length > 24 ? `${s.slice(0, 24)}…` : s; };

// Heaps from position text ("1..3:5 odd:7", or "3,4,5" with a default rule),
// as the engine reads it: {heaps: [{rule, size}]} or {problem} saying why not.
export function readPosition(engine, text, rule = 'nim') {
  try {
    return { heaps: engine.parsePosition(text, { rule }).map((c) => ({ rule: c.rule.text, size: c.heap })) };
  } catch (e) {
    return { problem: { key: 'engineSaid', params: { why: e } } };
  }
}

// Why these heaps cannot be played, as {key, params} for the translation
// table, or null when they can. The one check for every way a game arrives.
// `checked` remembers rules already accepted, across several calls.
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
    try { engine.ruleInfo(h.rule); } catch (e) { return { key: 'engineSaid', params: { why: e } }; }
    checked.add(h.rule);
  }
  if (misere) {
    // Refused now, with the reason, rather than leaving a computer that cannot choose.
    let why = '';
    try {
      const a = engine.analyze(position({ heaps }), { misere: true, moves: false });
      if (a.status === 'unavailable') why = { key: `misere.${a.method}` };
    } catch (e) { why = e; }
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
  try { data = JSON.parse(text); } catch (e) { throw refused(e.message, 'savedNotJson'); }
  const isSize = (n) => Number.isSafeInteger(n) && n >= 0;
  const isHeaps = (hs) => Array.isArray(hs) && hs.every((h) => h && typeof h.rule === 'string' && isSize(h.size));
  const isEntry = (e) => e && ['human', 'computer'].includes(e.player) && isHeaps(e.before) &&
    Number.isInteger(e.heap) && e.heap >= 0 && e.heap < e.before.length && e.move && isSize(e.move.taken) &&
    Array.isArray(e.move.leaves) && e.move.leaves.length <= 3 && e.move.leaves.every(isSize);
  const g = data?.game;
  if (data?.v !== saveVersion) throw refused(`saved game version ${clip(data?.v)} is not ${saveVersion}`, 'savedVersion', { v: clip(data?.v) });
  if (!g || !isHeaps(g.heaps) || !['human', 'computer'].includes(g.turn) || typeof g.misere !== 'boolean' ||
      !Array.isArray(g.history) || !Array.isArray(g.future) || g.history.length + g.future.length > limits.moves ||
      !g.history.every(isEntry) || !g.future.every(isEntry))
    throw refused('saved game has the wrong shape', 'savedShape');
  return data;
}

// A saved or shared game checked like a typed one: {data} or {problem}.
// Every board it holds is checked, the ones undo and redo go back to as well.
export function readSaved(engine, text) {
  if (typeof text !== 'string' || text.length > limits.savedText)
    return { problem: { key: 'savedTooLong', params: { max: limits.savedText } } };
  let data;
  try { data = deserialize(text); } catch (e) { return { problem: e.problem }; }
  const g = data.game;
  const checked = new Set();
  let problem = checkHeaps(engine, g.heaps, { misere: g.misere, checked });
  for (const e of g.history) problem ??= checkHeaps(engine, e.before, { checked });
  for (const e of g.future) problem ??= checkHeaps(engine, e.before, { checked });
  return problem ? { problem } : { data };
}

// A review of a game: each of `player`'s moves with the engine's analysis of
// the position before and after it, and what the move did:
//   'kept'         moved from a winning position to a P-position;
//   'gaveAway'     moved from a winning position to one that is not P;
//   'alreadyLost'  the position before was P, so no move could win;
//   'unknown'      misère play the engine could not decide (status 'unavailable').
// Every value (component values, nim-sums, outcomes, the winning move that was
// missed) is the engine's; each position is analysed once.
export function review(engine, game, { player = 'human' } = {}) {
  const boards = [...game.history.map((e) => e.before), game.heaps];
  const cache = new Map();
  const analyzed = (k) => {
    if (!cache.has(k)) cache.set(k, engine.analyze(position({ heaps: boards[k] }), { misere: game.misere }));
    return cache.get(k);
  };
  const items = [];
  game.history.forEach((e, k) => {
    if (e.player !== player) return;
    const before = analyzed(k), after = analyzed(k + 1);
    let verdict = 'unknown';
    if (before.outcome === 'P') verdict = 'alreadyLost';
    else if (before.outcome === 'N' && after.outcome === 'P') verdict = 'kept';
    else if (before.outcome === 'N' && after.outcome === 'N') verdict = 'gaveAway';
    items.push({ index: k, heap: e.heap, move: e.move, size: e.before[e.heap].size, before, after, verdict,
      better: verdict === 'gaveAway' ? before.winningMoves[0] ?? null : null });
  });
  return items;
}
