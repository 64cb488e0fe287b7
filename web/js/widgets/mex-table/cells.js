// The mex table's cells: the rows "x", "sg[x]" and, while predicting, the
// guess, one column per x. A value not shown yet is "?" at x and "·" after
// it; P-positions are underlined; the guess field sits under the current
// cell while sg[x] is still to be guessed.
//
// A long table draws only the columns near its view (../windowed.js): past
// `drawnWhole` values the row holds `span` columns around the view, all of
// one width, with a spacer on each side as wide as the columns it stands for;
// the columns drawn follow the scrolling (measure, once a frame).
import { h } from '../dom.js';
import { around, follow, sizeSpacer } from '../windowed.js';

export const drawnWhole = 120; // a table of up to this many values draws every column
const span = 120; // columns drawn of a longer table: its view and more than a view on each side
const edge = 12; // the columns drawn move when the view comes this near their end
const guessPitch = 34; // px per column, until measured

export class CellRow {
  // Per drawn x: [x button, sg button, guess cell]; only [lo, hi) are set.
  cells = [];
  #lo = 0;
  #hi = 0;
  #n = -1; // the number of values the cells were made for (-1: none)
  #pitch = 0; // px from one column to the next, as measured (0: not yet)
  #gaps = []; // the spacers: per row, [before, after]
  #last = null; // the last draw's arguments, for drawing again as the view scrolls
  #refocus = null; // what had the focus in the row as it was made anew

  // scroll: the scrolling box; arrows: the SVG drawn over it; guess: the
  // guess field; go(x): a cell was pressed.
  constructor({ scroll, arrows, guess, go }) {
    this.scroll = scroll;
    this.arrows = arrows;
    this.guess = guess;
    this.go = go;
  }

  // The columns drawn, [lo, hi).
  get drawn() {
    return [this.#lo, this.#hi];
  }

  // A new table: the cells are made anew at the next draw.
  reset() {
    this.#n = -1;
    this.cells = [];
  }

  // Draws the row for the table at step x: hidden, whether sg[x] is still to
  // be guessed; known(i), whether sg[i] is shown; t, the words.
  draw(args) {
    this.#last = args;
    const { table, x } = args;
    const n = table.values.length;
    let lo = this.#lo;
    let hi = this.#hi;
    if (n <= drawnWhole) [lo, hi] = [0, n];
    else if (this.#n !== n || x < lo || x >= hi) [lo, hi] = around(x, n, span);
    if (this.#n !== n || lo !== this.#lo || hi !== this.#hi) this.#make(table, lo, hi, args.t);
    this.#fill(args);
  }

  #make(table, lo, hi, t) {
    const n = table.values.length;
    this.cells = [];
    [this.#n, this.#lo, this.#hi] = [n, lo, hi];
    const windowed = n > drawnWhole;
    const rows = ['x', 'sg', 'guess'].map((name) => h('tr', { class: name }, h('th', { scope: 'row' })));
    this.#gaps = rows.map((tr) => {
      const gaps = windowed ? [h('td', { class: 'gap' }, h('div')), h('td', { class: 'gap' }, h('div'))] : [];
      if (windowed) tr.append(gaps[0]);
      return gaps;
    });
    for (let i = lo; i < hi; i++) {
      const step = () => this.go(i);
      const xb = h('button', { type: 'button', part: 'cell', tabindex: -1, 'data-x': i, onclick: step }, i);
      const gb = h('button', { type: 'button', part: 'cell', tabindex: -1, 'data-x': i, onclick: step });
      const pd = h('td', {});
      rows[0].append(h('td', {}, xb));
      rows[1].append(h('td', {}, gb));
      rows[2].append(pd);
      this.cells[i] = [xb, gb, pd];
    }
    if (windowed) rows.forEach((tr, r) => tr.append(this.#gaps[r][1]));
    const el = h('table', { class: windowed ? 'windowed' : null }, h('tbody', {}, ...rows));
    if (windowed) {
      // One width for every column, so that a spacer's width stands for its columns.
      const digits = Math.max(String(n - 1).length, String(table.maxValue ?? Math.max(...table.values)).length);
      el.style.setProperty('--digits', String(digits));
      el.setAttribute('aria-colcount', String(n + 1));
      rows.forEach((tr) =>
        [...tr.children].slice(2, -1).forEach((td, k) => td.setAttribute('aria-colindex', String(lo + k + 2)))
      );
    }
    this.#sizeGaps();
    this.scroll.classList.add('cells');
    // What had the focus in the row keeps it once drawn again (#fill): the
    // guess field, the cell (or the box, if the cell is not drawn now).
    const focused = this.scroll.getRootNode().activeElement;
    if (focused && focused !== this.scroll && this.scroll.contains(focused))
      this.#refocus = focused === this.guess ? focused : (this.cells[Number(focused.dataset.x)]?.[0] ?? this.scroll);
    this.scroll.replaceChildren(this.arrows, el);
    const heads = this.scroll.querySelectorAll('th');
    [heads[0].textContent, heads[1].textContent, heads[2].textContent] = [t('rowX'), t('rowSg'), t('guessRow')];
  }

  #sizeGaps() {
    const pitch = this.#pitch || guessPitch;
    for (const [before, after] of this.#gaps) {
      if (!before) continue;
      sizeSpacer(before.firstChild, 'width', this.#lo, pitch);
      sizeSpacer(after.firstChild, 'width', this.#n - this.#hi, pitch);
    }
  }

  #fill({ table, x, hidden, known, predicting, t }) {
    const heads = this.scroll.querySelectorAll('th');
    heads[0].textContent = t('rowX');
    heads[1].textContent = t('rowSg');
    heads[2].textContent = t('guessRow');
    heads[2].parentElement.hidden = !predicting;
    for (let i = this.#lo; i < this.#hi; i++) {
      const [xb, gb] = this.cells[i];
      const shown = known(i);
      const v = table.values[i];
      gb.textContent = shown ? String(v) : i === x ? '?' : '·';
      gb.className = shown ? (v === 0 ? 'ppos' : '') : 'hidden';
      xb.className = i === x ? 'current' : '';
      if (i === x) gb.classList.add('current');
      xb.parentElement.className = shown && v === 0 ? 'ppos-cell' : '';
      gb.setAttribute('aria-label', shown ? `sg[${i}] = ${v}` : `sg[${i}]`);
      gb.setAttribute('part', i === x ? 'cell current' : 'cell');
    }
    // The guess goes just under the current sg cell while that is hidden.
    const cell = this.cells[x];
    const guess = this.guess;
    if (hidden && cell) {
      if (guess.parentElement !== cell[2]) {
        guess.value = '';
        cell[2].append(guess);
      }
      guess.setAttribute('aria-label', t('guessLabel', { x }));
    } else {
      guess.remove();
    }
    if (this.#refocus?.isConnected) this.#refocus.focus({ preventScroll: true });
    this.#refocus = null;
  }

  // The centre of column i from the left of the scrolling content, in px:
  // measured for a column drawn, counted in columns from the nearest drawn
  // one for a column left out. Reads the layout; null if nothing is drawn.
  centre(i) {
    const near = Math.max(this.#lo, Math.min(this.#hi - 1, i));
    const cell = this.cells[near];
    if (!cell) return null;
    const box = this.scroll;
    const base = box.getBoundingClientRect();
    const r = cell[0].parentElement.getBoundingClientRect();
    const at = r.left - base.left - box.clientLeft + box.scrollLeft + r.width / 2;
    return at + (i - near) * (this.#pitch || r.width);
  }

  // Reads the layout (once a frame, with every other widget's reads) and
  // returns what then writes: the current column x scrolled into view if
  // keep and it is not, the columns drawn moved if the view nears their
  // end, the spacers sized to the measured columns. The write returns true if
  // it moved what is drawn (what was measured over it, as the arrows, is to
  // be measured again).
  measure(x, keep) {
    const box = this.scroll;
    const first = this.cells[this.#lo]?.[0].parentElement;
    if (!first || box.hidden) return () => false;
    const next = this.cells[this.#lo + 1]?.[0].parentElement;
    const pitch = next ? next.offsetLeft - first.offsetLeft : first.offsetWidth;
    const view = box.clientWidth;
    if (!pitch || !view) return () => false; // not laid out (a hidden tab): measured when shown
    // Until measured, the spacer before the columns drawn stood for them at
    // a guessed width: sized now, it moves them by shift. Every place below
    // is where it will be once sized.
    const n = this.#n;
    const windowed = n > drawnWhole;
    const resize = windowed && Math.abs(pitch - this.#pitch) > 0.01;
    const shift = resize ? this.#lo * (pitch - (this.#pitch || guessPitch)) : 0;
    const start = box.scrollLeft + shift;
    const current = this.cells[x]?.[0].parentElement;
    let scrollLeft = start;
    if (keep && current) {
      const left = current.offsetLeft + shift;
      if (left < start + 60 || left > start + view - 60) scrollLeft = Math.max(0, left - view / 2);
    }
    // The columns in view once scrolled, and whether those drawn must move.
    const zero = first.offsetLeft + shift - this.#lo * pitch;
    const [lo, hi] = windowed
      ? follow({ lo: this.#lo, hi: this.#hi, n, span, edge, pitch, zero, start: scrollLeft, size: view })
      : [this.#lo, this.#hi];
    const moved = lo !== this.#lo || hi !== this.#hi;
    return () => {
      if (resize) {
        this.#pitch = pitch;
        this.#sizeGaps();
      }
      if (moved) {
        this.#make(this.#last.table, lo, hi, this.#last.t);
        this.#fill(this.#last);
      }
      // (Set even when unchanged: Chromium moves the view when a cell with the focus goes.)
      if (moved || resize || scrollLeft !== start) box.scrollLeft = scrollLeft;
      return moved || resize;
    };
  }
}
