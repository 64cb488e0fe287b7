// Heap games as plain data: legal moves, applying them, the computer's
// choice, and the end of the game. No DOM: the play page, the widget and the
// node tests share it. A game is
//   { heaps: [{rule, size}], misere, turn: 'human' | 'computer', history: [entry], future: [entry] }
// where an entry is { player, heap, move: {taken, leaves}, before: heaps }.

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

// The computer's move {heap, move}. 'perfect' moves to a losing position for
// the opponent whenever it can; when it cannot, it prolongs the game with the
// legal move that removes least. 'mistakes' plays a random move with
// probability rate; 'random' always does.
export function chooseMove(engine, game, { opponent = 'perfect', rate = 0.25, rng = Math.random } = {}) {
  const all = game.heaps.flatMap((h, i) => movesOf(engine, h).map((move) => ({ heap: i, move })));
  if (all.length === 0) return null;
  if (opponent === 'random' || (opponent === 'mistakes' && rng() < rate)) return randomOf(all, rng);
  const a = analysis(engine, game);
  if (a.winningMoves?.length && a.status !== 'unavailable') {
    const w = randomOf(a.winningMoves, rng);
    return { heap: w.component, move: { taken: w.taken, leaves: w.leaves } };
  }
  return all.reduce((best, m) => (m.move.taken < best.move.taken ? m : best));
}

// Sizes drawn uniformly in [lo, hi].
export function randomSizes(count, lo, hi, rng = Math.random) {
  return Array.from({ length: count }, () => lo + Math.floor(rng() * (hi - lo + 1)));
}

// A saved game is trusted only if it has exactly the shape written here.
export const saveVersion = 1;

export function serialize(game, setup) {
  return JSON.stringify({ v: saveVersion, game, setup });
}

export function deserialize(text) {
  const data = JSON.parse(text);
  const isHeaps = (hs) => Array.isArray(hs) && hs.every((h) => h && typeof h.rule === 'string' && Number.isSafeInteger(h.size) && h.size >= 0);
  const isEntry = (e) => e && ['human', 'computer'].includes(e.player) && Number.isInteger(e.heap) && isHeaps(e.before) &&
    e.move && Number.isInteger(e.move.taken) && Array.isArray(e.move.leaves);
  const g = data?.game;
  if (data?.v !== saveVersion) throw new Error(`saved game version ${data?.v} is not ${saveVersion}`);
  if (!g || !isHeaps(g.heaps) || !['human', 'computer'].includes(g.turn) || typeof g.misere !== 'boolean' ||
      !Array.isArray(g.history) || !g.history.every(isEntry) || !Array.isArray(g.future) || !g.future.every(isEntry))
    throw new Error('saved game has the wrong shape');
  return data;
}
