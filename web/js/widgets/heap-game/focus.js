// Keyboard focus across the heap game's redraws (each element that can hold
// focus carries a data-key).
// Focus back on what had it: a heap, else the next heap with stones, else
// (the game is over) the result; a button that is gone or disabled hands
// focus to the board.
export function refocus(root, key, game, over, focusBoard) {
  const find = (k) => root.querySelector(`[data-key="${k}"]`);
  let el = null;
  const heap = /^heap:(\d+)$/.exec(key);
  if (heap) {
    const n = game.heaps.length,
      i = Number(heap[1]);
    for (let d = 0; d < n && !el && !over; d++) if (game.heaps[(i + d) % n].size > 0) el = find(`heap:${(i + d) % n}`);
    el ??= root.querySelector('[part=result]');
  } else {
    el = find(key);
    if (!el || el.disabled) el = null;
  }
  if (el) el.focus();
  else focusBoard();
}
