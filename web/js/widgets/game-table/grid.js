// The values of a game-language table as the tutorials draw them: one
// coordinate in the rows "x" / "sg[x]", wrapped every 20 values; two as a
// grid with the P-positions outlined and marked P. Each cell is tinted by its
// value and names its position; the arrow keys move between cells (not past
// the end of a row), and one cell takes Tab.
import { h } from '../dom.js';

// The key of a cell in the map valueGrid returns: its coordinates (as the
// engine's results give them, {game, coords}).
export const cellKey = (coords) => coords.join(',');

// A light colour per value (P-positions stand out by their outline and mark, not colour alone).
const shade = (v, top) =>
  v === 0 ? 'hsl(170 60% 88%)' : `hsl(${(210 + 37 * v) % 360} 70% ${94 - Math.min(22, (22 * v) / Math.max(1, top))}%)`;
const perRow = 20; // the one-coordinate table wraps every 20 values, as in the tutorials

// host: the element (words, its shadow root); t: the engine's table;
// onCell({game, coords}, td): a cell pointed at or focused. Returns the grid
// and its cells by cellKey. A cell's label names its position the way the
// engine writes one, "game(a, b)".
export function valueGrid(host, t, gameName, onCell) {
  const cells = new Map();
  const name = (coords) => `${t.game}(${coords.join(', ')})`;
  const coordsAt = (i, j) => {
    const c = [...t.at];
    c[t.axes[0].index] = t.axes[0].lo + i;
    if (t.axes[1]) c[t.axes[1].index] = t.axes[1].lo + j;
    return c;
  };
  const cell = (i, j) => {
    const v = t.values[i * t.width + j];
    const coords = coordsAt(i, j);
    const at = { game: t.game, coords };
    const pos = name(coords);
    const td = h(
      'td',
      {
        tabindex: -1,
        class: v === 0 ? 'p' : null,
        'aria-label': host.t(v === 0 ? 'own.cellP' : 'own.cell', { position: pos, sg: v }),
        'data-position': pos,
      },
      String(v)
    );
    td.style.background = shade(v, t.maxValue); // through the CSSOM: allowed under a strict style-src
    td.style.color = '#1d2330'; // the shades are light in dark mode too: dark text on them
    td.addEventListener('mouseenter', () => onCell(at, td));
    td.addEventListener('focus', () => onCell(at, td));
    cells.set(cellKey(coords), td);
    return td;
  };
  let grid;
  if (!t.axes[1]) {
    const axis = t.axes[0].coord;
    const blocks = [];
    for (let start = 0; start < t.rows; start += perRow) {
      const end = Math.min(t.rows, start + perRow);
      const xs = [],
        gs = [];
      for (let i = start; i < end; i++) {
        xs.push(h('th', { scope: 'col' }, String(t.axes[0].lo + i)));
        gs.push(cell(i, 0));
      }
      blocks.push(
        h(
          'table',
          { class: 'rows' },
          h('tr', {}, h('th', { scope: 'row' }, axis), xs),
          h('tr', {}, h('th', { scope: 'row' }, `sg[${axis}]`), gs)
        )
      );
    }
    grid = h(
      'div',
      { class: 'scroll', role: 'group', 'aria-label': host.t('own.tableLabel', { game: gameName }) },
      blocks
    );
  } else {
    const [a, b] = t.axes;
    const head = [h('th', { scope: 'col' }, `${a.coord} \\ ${b.coord}`)];
    for (let j = 0; j < t.width; j++) head.push(h('th', { scope: 'col' }, String(b.lo + j)));
    const body = [];
    for (let i = 0; i < t.rows; i++) {
      const row = [h('th', { scope: 'row' }, String(a.lo + i))];
      for (let j = 0; j < t.width; j++) row.push(cell(i, j));
      body.push(h('tr', {}, row));
    }
    const table = h(
      'table',
      { class: 'grid' },
      h('caption', { class: 'sr-only' }, host.t('own.gridCaption', { a: a.coord, b: b.coord })),
      h('thead', {}, h('tr', {}, head)),
      h('tbody', {}, body)
    );
    grid = h('div', { class: 'scroll' }, table);
  }
  const tds = [...cells.values()];
  if (tds[0]) tds[0].tabIndex = 0;
  const across = t.axes[1] ? t.width : perRow;
  grid.addEventListener('keydown', (e) => {
    const i = tds.indexOf(host.root.activeElement);
    if (i < 0) return;
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: across, ArrowUp: -across }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    const sideways = Math.abs(step) === 1 && t.axes[1] && Math.floor((i + step) / across) !== Math.floor(i / across);
    const next = sideways ? null : tds[i + step];
    if (!next) return;
    tds[i].tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  });
  return { grid, cells };
}
