// How a reader points at a heap of stones to move: the ways of moving a rule
// allows (take from the end, knock out k stones, split in two), the move that
// pointing at a stone makes in each, and the stones a move points at. Plain
// functions of the engine's rule info and moves (play's options of one heap),
// for the heap-game board.

// The ways of pointing at a heap for a rule: the engine's moveShapes (take
// from the end, knock k stones out anywhere, split in two), in its order.
export function modesFor(info) {
  return info.moveShapes.map((s) => (s.shape === 'knock' ? { kind: 'knock', k: s.amount } : { kind: s.shape }));
}

const moveKey = (m) => `${m.taken}|${[...m.leaves].sort((a, b) => a - b).join(',')}`;

// The same move of a heap: as many stones taken, the same heaps left (in any order).
export const sameMove = (a, b) => moveKey(a) === moveKey(b);

// The legal moves of a heap in a mode, in slider order: for taking from the
// end, fewest first; otherwise from the left. Each is the engine's move with
// the stones it points at.
export function optionsFor(legalMoves, mode, size) {
  const legal = new Map(legalMoves.map((m) => [moveKey(m), m]));
  const out = [];
  for (let j = 0; j < size; j++) {
    const p = pointedMove(mode, size, j);
    const m = !p.bad && legal.get(moveKey(p));
    if (m) out.push({ from: p.from, count: p.count, move: m });
  }
  return mode.kind === 'take' ? out.reverse() : out;
}

// The stones a move (the engine's {taken, leaves}) points at: count 0 is a
// split before stone `from`. Null for a move into three heaps.
export function stonesOf(m, size) {
  const leaves = m.leaves ?? [];
  if (leaves.length === 0) return { from: 0, count: size };
  if (leaves.length <= 2) return { from: leaves[0], count: m.taken };
  return null;
}

// The move that pointing at stone j (0-based) makes in a mode.
export function pointedMove(mode, size, j) {
  if (mode.kind === 'take') return { taken: size - j, leaves: j > 0 ? [j] : [], from: j, count: size - j };
  if (mode.kind === 'split') return { taken: 0, leaves: [j, size - j].filter((x) => x > 0), from: j, count: 0 };
  const left = j,
    right = size - j - mode.k;
  return { taken: mode.k, leaves: [left, right].filter((x) => x > 0), from: j, count: mode.k, bad: right < 0 };
}
