// One format for a game kept across reloads or shared as a link, whatever is
// played (heaps, games of the game language, Hackenbush boards):
//   { v: 2,
//     d: the definition ('' when the position is heaps and Hackenbush
//        boards, which the engine plays itself),
//     p: the position the game started from, as the engine writes it,
//     m: misère play (true) or normal play (false),
//     f: who moved first ('human' | 'computer'),
//     moves: the moves made, as the play loop gives them (model/play-loop.js):
//        [{player, component, index, position}], made again through the
//        engine on reading (a move the engine does not find, or that leaves
//        another position, ends the game there),
//     over: whether the game had ended }
// Nothing here is trusted: the text is checked for its shape, and the engine
// checks the game when it is made again. A saved game of an earlier version
// is read too: {v: 1, game} (a heap board: it starts again from the board as
// it was, with the player to move first) and {d, p, m, f|t, moves} (moves
// counted over all of a position's options).
import { game as limits } from '../engine/limits.js';

export const savedVersion = /** @type {2} */ (2);

/** @typedef {{player: 'human' | 'computer', component?: number, index: number, position?: string}} SavedMove */
/** @typedef {{v: number, d: string, p: string, m: boolean, f: 'human' | 'computer', moves: SavedMove[], over: boolean}} SavedGame */

const coded = (code, params = {}) => Object.assign(new Error(code), { code, params });
const isPlayer = (x) => x === 'human' || x === 'computer';
const isCount = (n) => Number.isSafeInteger(n) && n >= 0;

/** @param {{definition?: string, position: string, misere: boolean, first: string, moves?: SavedMove[], over?: boolean}} game */
export function writeSaved({ definition = '', position, misere, first, moves = [], over = false }) {
  /** @type {SavedGame} */
  const data = {
    v: savedVersion,
    d: definition,
    p: position,
    m: misere,
    f: first === 'computer' ? 'computer' : 'human',
    moves,
    over,
  };
  return JSON.stringify(data);
}

// The saved game in `text`, or a thrown Error whose code (err.saved.*) says
// what is wrong with it, in the reader's language through errorText.
/** @returns {SavedGame} */
export function readSaved(text) {
  if (typeof text !== 'string' || text.length > limits.savedText)
    throw coded('saved.too_long', { max: limits.savedText.toLocaleString('en-US') });
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw coded('saved.not_json');
  }
  if (!data || typeof data !== 'object') throw coded('saved.shape');
  if (data.v === 1) return fromHeapBoard(data);
  if (data.v !== undefined && data.v !== savedVersion) throw coded('saved.version', { v: String(data.v).slice(0, 24) });
  const isMove = (x) =>
    x &&
    isPlayer(x.player) &&
    isCount(x.index) &&
    (x.component === undefined || isCount(x.component)) &&
    (x.position === undefined || typeof x.position === 'string');
  const first = data.f ?? data.t ?? 'human';
  const moves = data.moves ?? [];
  if (
    typeof data.d !== 'string' ||
    typeof data.p !== 'string' ||
    typeof data.m !== 'boolean' ||
    !isPlayer(first) ||
    !Array.isArray(moves) ||
    moves.length > limits.moves ||
    !moves.every(isMove)
  )
    throw coded('saved.shape');
  return { v: savedVersion, d: data.d, p: data.p, m: data.m, f: first, moves, over: data.over === true };
}

// A heap board saved by version 1: its heaps now, the player to move first.
function fromHeapBoard(data) {
  const g = data.game;
  const isHeap = (x) => x && typeof x.rule === 'string' && /^[^\s:]+$/.test(x.rule) && isCount(x.size);
  if (!g || !Array.isArray(g.heaps) || !g.heaps.every(isHeap) || typeof g.misere !== 'boolean' || !isPlayer(g.turn))
    throw coded('saved.shape');
  return {
    v: savedVersion,
    d: '',
    p: g.heaps.map((x) => `${x.rule}:${x.size}`).join(' '),
    m: g.misere,
    f: g.turn,
    moves: [],
    over: false,
  };
}

// Whether `saved` is the game of `link` played on: the same rules, and the
// link's position is the saved game's start or one it passed through.
/** @param {SavedGame | null} saved @param {SavedGame} link */
export function sameGame(saved, link) {
  return (
    Boolean(saved) &&
    saved.d === link.d &&
    saved.m === link.m &&
    (saved.p === link.p || saved.moves.some((x) => x.position === link.p))
  );
}

// A game in progress: moves were made and it had not ended.
/** @param {SavedGame | null} saved */
export const inProgress = (saved) => Boolean(saved) && saved.moves.length > 0 && !saved.over;
