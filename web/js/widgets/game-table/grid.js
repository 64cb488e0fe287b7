// The values of a game-language table as the tutorials draw them: one
// coordinate in the rows "x" / "sg[x]", wrapped every 20 values; two as a
// grid with the P-positions outlined and marked P. Each cell is tinted by its
// value and names its position; the arrow keys move between cells (not past
// the end of a row), and one cell takes Tab.
//
// A large table draws only what is near its view (../windowed.js): the rows
// (the blocks of 20, for one coordinate) and, of a grid, the columns; the
// rest are spacers, and what is drawn follows the scrolling (measure, once a
// frame). Marks (the cell shown, a counterexample) are kept by position and
// drawn with their cell.
import { h } from '../dom.js';
import { around, follow, sizeSpacer } from '../windowed.js';
import { inNextFrame } from '../frame.js';

// The key of a cell: its coordinates (as the engine's results give them, {game, coords}).
const cellKey = (coords) => coords.join(',');

// A light colour per value (P-positions stand out by their outline and mark,
// not colour alone), as a class per value in the table: a rule the browser
// reads once, not a style per cell. The shades are light in dark mode too:
// dark text on them.
const shade = (v, top) =>
  v === 0 ? 'hsl(170 60% 88%)' : `hsl(${(210 + 37 * v) % 360} 70% ${94 - Math.min(22, (22 * v) / Math.max(1, top))}%)`;
const palettes = new WeakMap(); // shadow root -> its table's palette
function adoptPalette(root, t) {
  const rules = [...new Set(t.values)].map((v) => `td.v${v} { background: ${shade(v, t.maxValue)}; color: #1d2330; }`);
  const palette = new CSSStyleSheet();
  palette.replaceSync(rules.join('\n'));
  const old = palettes.get(root);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((s) => s !== old), palette];
  palettes.set(root, palette);
}
const perRow = 20; // the one-coordinate table wraps every 20 values, as in the tutorials
// Rows (blocks) and columns drawn of a larger table: its view and more than a view around it.
const span = { rows: 28, blocks: 20, cols: 44 };
const edge = { rows: 2, blocks: 3, cols: 2 };
const guess = { row: 27, block: 66, col: 36 }; // px per row, block and column, until measured

export class ValueGrid {
  #marks = new Map(); // class -> the key of the one cell it marks
  #focus = 0; // the value index of the cell that takes Tab
  #rows = [0, 0]; // drawn rows (blocks, for one coordinate) [lo, hi)
  #cols = [0, 0]; // drawn columns of a grid [lo, hi)
  #pitch = { row: 0, col: 0 }; // px, as measured (0: not yet)
  #spacers = {}; // {top, bottom, left, right}: blocks sized to stand for what is not drawn
  #body = null; // where the drawn rows go
  #pending = false; // a measure is asked for the next frame

  // host: the element (words, its shadow root); t: the engine's table;
  // onCell({game, coords}): a cell pointed at or focused. A cell's label names
  // its position the way the engine writes one, "game(a, b)".
  constructor(host, t, gameName, onCell) {
    this.host = host;
    this.t = t;
    this.onCell = onCell;
    this.two = Boolean(t.axes[1]);
    // Rows of the drawing: a grid's rows, or the blocks of 20 values.
    this.nRows = this.two ? t.rows : Math.ceil(t.rows / perRow);
    this.nCols = this.two ? t.width : perRow;
    this.digits = Math.max(String(t.maxValue).length, ...(this.two ? [String(t.axes[1].lo + t.width - 1).length] : []));
    this.windowedRows = this.nRows > (this.two ? span.rows : span.blocks);
    this.windowedCols = this.two && this.nCols > span.cols;
    this.#rows = around(0, this.nRows, this.two ? span.rows : span.blocks);
    this.#cols = this.two ? around(0, this.nCols, span.cols) : [0, perRow];
    adoptPalette(host.root, t);
    this.el = this.#frame(gameName);
    this.#draw();
    const cellOf = (e) => e.target.closest?.('td[data-k]');
    let pointed = null;
    const point = (e) => {
      const td = cellOf(e);
      if (!td || td === pointed) return;
      pointed = td;
      this.onCell({ game: t.game, coords: this.#coords(Number(td.dataset.k)) });
    };
    this.el.addEventListener('mouseover', point);
    this.el.addEventListener('focusin', point);
    this.el.addEventListener('keydown', (e) => this.#key(e));
    this.el.addEventListener('scroll', () => this.#schedule(), { passive: true });
    new ResizeObserver(() => this.#schedule()).observe(this.el);
  }

  #coords(k) {
    const t = this.t;
    const c = [...t.at];
    const [i, j] = [Math.floor(k / t.width), k % t.width];
    c[t.axes[0].index] = t.axes[0].lo + i;
    if (t.axes[1]) c[t.axes[1].index] = t.axes[1].lo + j;
    return c;
  }

  #name(k) {
    return `${this.t.game}(${this.#coords(k).join(', ')})`;
  }

  // The scrolling box and what does not change as it scrolls: a grid's
  // caption and corner, the spacers.
  #frame(gameName) {
    const { host, t } = this;
    const spacer = (axis) => h('div', { class: `spacer ${axis}` });
    this.#spacers = { top: spacer('v'), bottom: spacer('v'), left: spacer('h'), right: spacer('h') };
    if (!this.two) {
      this.#body = h('div', {});
      return h(
        'div',
        { class: 'scroll', role: 'group', 'aria-label': host.t('own.tableLabel', { game: gameName }) },
        this.windowedRows ? h('div', {}, this.#spacers.top) : null,
        this.#body,
        this.windowedRows ? h('div', {}, this.#spacers.bottom) : null
      );
    }
    const [a, b] = t.axes;
    this.head = h('tr', { 'aria-rowindex': 1 });
    this.#body = h('tbody', {});
    const table = h(
      'table',
      { class: 'grid', 'aria-rowcount': t.rows + 1, 'aria-colcount': t.width + 1 },
      h('caption', { class: 'sr-only' }, host.t('own.gridCaption', { a: a.coord, b: b.coord })),
      h('thead', {}, this.head),
      this.#body
    );
    table.style.setProperty('--digits', String(this.digits));
    this.corner = h('th', { scope: 'col' }, `${a.coord} \\ ${b.coord}`);
    return h('div', { class: 'scroll' }, table);
  }

  #cell(k) {
    const { host, t } = this;
    const v = t.values[k];
    const pos = this.#name(k);
    const td = h(
      'td',
      {
        tabindex: k === this.#focus ? 0 : -1,
        class: v === 0 ? 'p v0' : `v${v}`,
        'aria-label': host.t(v === 0 ? 'own.cellP' : 'own.cell', { position: pos, sg: v }),
        'data-position': pos,
        'data-k': k,
      },
      String(v)
    );
    const key = cellKey(this.#coords(k));
    for (const [cls, at] of this.#marks) if (at === key) td.classList.add(cls);
    return td;
  }

  // Draws the rows and columns [lo, hi) set, with the spacers sized; view:
  // the box's scroll offsets to keep ([top, left], read before), if given.
  #draw(view = null) {
    const { t } = this;
    const [r0, r1] = this.#rows;
    const [c0, c1] = this.#cols;
    const rows = [];
    if (!this.two) {
      const axis = t.axes[0].coord;
      for (let r = r0; r < r1; r++) {
        const xs = [];
        const gs = [];
        for (let k = r * perRow; k < Math.min(t.rows, (r + 1) * perRow); k++) {
          xs.push(h('th', { scope: 'col' }, String(t.axes[0].lo + k)));
          gs.push(this.#cell(k));
        }
        rows.push(
          h(
            'table',
            { class: 'rows' },
            h('tr', {}, h('th', { scope: 'row' }, axis), xs),
            h('tr', {}, h('th', { scope: 'row' }, `sg[${axis}]`), gs)
          )
        );
      }
    } else {
      const b = t.axes[1];
      // Spacers only along an axis with more than is drawn: a small grid is its cells alone.
      const gap = (side) => (this.windowedCols ? h('td', { class: `gap ${side}`, 'aria-hidden': 'true' }) : null);
      const spacer = (side, el) =>
        this.windowedCols ? h('td', { class: `gap ${side}`, 'aria-hidden': 'true' }, el) : null;
      const heads = [];
      for (let j = c0; j < c1; j++) heads.push(h('th', { scope: 'col', 'aria-colindex': j + 2 }, String(b.lo + j)));
      // (replaceChildren would write a null as the text "null": h() and filter leave it out.)
      this.head.replaceChildren(
        ...[this.corner, spacer('l', this.#spacers.left), ...heads, spacer('r', this.#spacers.right)].filter(Boolean)
      );
      const across = c1 - c0 + 1 + (this.windowedCols ? 2 : 0);
      const spaceRow = (el) =>
        this.windowedRows
          ? h('tr', { class: 'gap', 'aria-hidden': 'true' }, h('td', { class: 'gap', colspan: across }, el))
          : null;
      rows.push(spaceRow(this.#spacers.top));
      for (let i = r0; i < r1; i++) {
        const cells = [];
        for (let j = c0; j < c1; j++) {
          const td = this.#cell(i * t.width + j);
          td.setAttribute('aria-colindex', String(j + 2));
          cells.push(td);
        }
        rows.push(
          h(
            'tr',
            { 'aria-rowindex': i + 2 },
            h('th', { scope: 'row' }, String(t.axes[0].lo + i)),
            gap('l'),
            ...cells,
            gap('r')
          )
        );
      }
      rows.push(spaceRow(this.#spacers.bottom));
    }
    // The cell with the focus is drawn again: it keeps the focus.
    const focused = this.host.root.activeElement;
    const had = this.el.contains(focused) ? focused.dataset.k : undefined;
    this.#body.replaceChildren(...rows.filter(Boolean));
    this.#size();
    // The spacers stand for what was taken away, so the view stays where it
    // was; Chromium moves it when the cell with the focus goes (overflow-anchor
    // aside): it is put back.
    if (view) [this.el.scrollTop, this.el.scrollLeft] = view;
    if (had !== undefined) this.el.querySelector(`td[data-k="${had}"]`)?.focus({ preventScroll: true });
    // Tab reaches a drawn cell: the one last focused if drawn, else the first.
    if (!this.el.querySelector('td[tabindex="0"]')) {
      const first = this.#body.querySelector('td[data-k]');
      this.#focus = Number(first.dataset.k);
      first.tabIndex = 0;
    }
    this.#schedule();
  }

  // A measure in the next frame (once, however often asked before it).
  #schedule() {
    if (this.#pending) return;
    this.#pending = true;
    inNextFrame(() => {
      this.#pending = false;
      return this.measure();
    });
  }

  #size() {
    const row = this.#pitch.row || (this.two ? guess.row : guess.block);
    const col = this.#pitch.col || guess.col;
    const { top, bottom, left, right } = this.#spacers;
    const holder = (s) => (this.two ? s.parentElement.parentElement : s.parentElement);
    if (this.windowedRows) {
      sizeSpacer(top, 'height', this.#rows[0], row, holder(top));
      sizeSpacer(bottom, 'height', this.nRows - this.#rows[1], row, holder(bottom));
    }
    if (this.windowedCols) {
      sizeSpacer(left, 'width', this.#cols[0], col);
      sizeSpacer(right, 'width', this.nCols - this.#cols[1], col);
      for (const td of this.#body.querySelectorAll('td.gap.l')) td.hidden = left.parentElement.hidden;
      for (const td of this.#body.querySelectorAll('td.gap.r')) td.hidden = right.parentElement.hidden;
    }
  }

  // The cell of value index k, drawn (the rows and columns around it drawn
  // first if it is not); null if k is not in the table.
  #reach(k) {
    const { t } = this;
    if (!(k >= 0 && k < t.values.length)) return null;
    const [i, j] = this.two ? [Math.floor(k / t.width), k % t.width] : [Math.floor(k / perRow), 0];
    const inRows = i >= this.#rows[0] && i < this.#rows[1];
    const inCols = !this.two || (j >= this.#cols[0] && j < this.#cols[1]);
    if (!inRows || !inCols) {
      if (!inRows) this.#rows = around(i, this.nRows, this.two ? span.rows : span.blocks);
      if (!inCols) this.#cols = around(j, this.nCols, span.cols);
      this.#draw([this.el.scrollTop, this.el.scrollLeft]);
    }
    return this.el.querySelector(`td[data-k="${k}"]`);
  }

  // Marks the cell at coords with cls (the one cell so marked), drawing it
  // and scrolling it into view if reveal; null coords clears the mark.
  mark(coords, cls, reveal = false) {
    for (const c of this.el.querySelectorAll(`td.${cls}`)) c.classList.remove(cls);
    if (!coords) {
      this.#marks.delete(cls);
      return;
    }
    const key = cellKey(coords);
    this.#marks.set(cls, key);
    const k = this.#index(coords);
    const td = k === null ? null : reveal ? this.#reach(k) : this.el.querySelector(`td[data-k="${k}"]`);
    td?.classList.add(cls);
    if (reveal) td?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  // The value index of a position in the table, or null.
  #index(coords) {
    const t = this.t;
    const i = coords[t.axes[0].index] - t.axes[0].lo;
    const j = t.axes[1] ? coords[t.axes[1].index] - t.axes[1].lo : 0;
    if (!(i >= 0 && i < t.rows && j >= 0 && j < t.width)) return null;
    return i * t.width + j;
  }

  #key(e) {
    const td = e.target.closest?.('td[data-k]');
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: this.nCols, ArrowUp: -this.nCols }[e.key];
    if (!td || step === undefined) return;
    e.preventDefault();
    const k = Number(td.dataset.k);
    const sideways =
      Math.abs(step) === 1 && this.two && Math.floor((k + step) / this.nCols) !== Math.floor(k / this.nCols);
    const next = sideways ? null : this.#reach(k + step);
    if (!next) return;
    this.el.querySelector(`td[data-k="${this.#focus}"]`)?.setAttribute('tabindex', '-1');
    this.#focus = k + step;
    next.tabIndex = 0;
    next.focus();
  }

  // Reads the layout (once a frame, with every other widget's reads) and
  // returns what then writes: the spacers sized to the measured rows and
  // columns, and the rows and columns drawn moved if the view nears their end.
  measure() {
    const box = this.el;
    const first = this.#body.querySelector(this.two ? 'tr[aria-rowindex]' : 'table');
    if (!first || !box.clientHeight) return null; // not laid out (a hidden tab): measured when shown
    const second = first.nextElementSibling?.matches(this.two ? 'tr[aria-rowindex]' : 'table')
      ? first.nextElementSibling
      : null;
    const top = (el) => el.getBoundingClientRect().top;
    const row = second ? top(second) - top(first) : first.getBoundingClientRect().height;
    const base = box.getBoundingClientRect();
    const rows = follow({
      lo: this.#rows[0],
      hi: this.#rows[1],
      n: this.nRows,
      span: this.two ? span.rows : span.blocks,
      edge: this.two ? edge.rows : edge.blocks,
      pitch: row,
      zero: top(first) - base.top + box.scrollTop - this.#rows[0] * row,
      start: box.scrollTop,
      size: box.clientHeight,
    });
    let col = 0;
    let cols = this.#cols;
    if (this.two) {
      const cells = first.querySelectorAll('td[data-k]');
      const left = (el) => el.getBoundingClientRect().left;
      col = cells[1] ? left(cells[1]) - left(cells[0]) : cells[0].getBoundingClientRect().width;
      cols = follow({
        lo: this.#cols[0],
        hi: this.#cols[1],
        n: this.nCols,
        span: span.cols,
        edge: edge.cols,
        pitch: col,
        zero: left(cells[0]) - base.left + box.scrollLeft - this.#cols[0] * col,
        start: box.scrollLeft,
        size: box.clientWidth,
      });
    }
    const resize = Math.abs(row - this.#pitch.row) > 0.01 || Math.abs(col - this.#pitch.col) > 0.01;
    const moved = rows.join() !== this.#rows.join() || cols.join() !== this.#cols.join();
    if (!resize && !moved) return null;
    const view = [box.scrollTop, box.scrollLeft];
    return () => {
      this.#pitch = { row, col };
      this.#rows = rows;
      this.#cols = cols;
      if (moved) this.#draw(view);
      else this.#size();
    };
  }
}
