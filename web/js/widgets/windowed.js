// Which of a long line of equal rows (or columns) a scrolling box draws: a
// table of thousands of cells drawn whole is one long task for the browser to
// lay out, however few of them the reader sees. A windowed table draws the
// items [lo, hi) around its view, with spacers standing for the rest; the
// items drawn follow the scrolling. What is drawn depends on the view and the
// scrolling alone, not on the machine's speed. Used by the mex table's row
// (mex-table/cells.js) and the game table's grid (game-table/grid.js).

// The items drawn around item x when nothing is measured yet: span of the n
// items (all if n <= span), x among them.
export function around(x, n, span) {
  const hi = Math.min(n, Math.max(0, x - Math.floor(span / 2)) + span);
  return [Math.max(0, hi - span), hi];
}

// The items drawn after a scroll along one axis: [lo, hi) kept while the
// view stays more than edge items inside them, else span items (or the view
// and 2 edges each side, if wider) centred on the view. pitch: px from one
// item to the next; zero: where item 0 would start in the scrolled content;
// start, size: the view's scroll offset and size along the axis.
export function follow({ lo, hi, n, span, edge, pitch, zero, start, size }) {
  const from = Math.max(0, Math.floor((start - zero) / pitch));
  const to = Math.min(n, Math.ceil((start + size - zero) / pitch));
  if (!((from < lo + edge && lo > 0) || (to > hi - edge && hi < n))) return [lo, hi];
  const width = Math.min(n, Math.max(span, to - from + 4 * edge));
  const first = Math.max(0, Math.min(n - width, Math.round((from + to - width) / 2)));
  return [first, first + width];
}

// A spacer standing for `count` items of `pitch` px along an axis
// ('width' or 'height'): a block whose own size the table keeps (a table
// cell's width gives way when the table is wider than its box), hidden
// with holder (its cell or row) when it stands for none.
export function sizeSpacer(spacer, axis, count, pitch, holder = spacer.parentElement) {
  spacer.style[axis] = `${count * pitch}px`;
  holder.hidden = count === 0;
}
