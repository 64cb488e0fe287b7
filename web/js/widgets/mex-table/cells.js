// The mex table's cells: the rows "x", "sg[x]" and, while predicting, the
// guess, one column per x. A value not shown yet is "?" at x and "·" after
// it; P-positions are underlined; the guess field sits under the current
// cell while sg[x] is still to be guessed. Returns the cells, made anew when
// the number of values changed: per x, [x button, sg button, guess cell].
import { h } from '../dom.js';

export function renderCells({ cells, scroll, arrows, guess, table, x, hidden, known, predicting, t, go }) {
  if (cells.length !== table.values.length) {
    const xs = h('tr', { class: 'x' }, h('th', { scope: 'row' }, t('rowX')));
    const gs = h('tr', { class: 'sg' }, h('th', { scope: 'row' }, t('rowSg')));
    const ps = h('tr', { class: 'guess' }, h('th', { scope: 'row' }, t('guessRow')));
    cells = [];
    for (let i = 0; i < table.values.length; i++) {
      const step = () => go(i);
      const xb = h('button', { type: 'button', part: 'cell', tabindex: -1, 'data-x': i, onclick: step }, i);
      const gb = h('button', { type: 'button', part: 'cell', tabindex: -1, 'data-x': i, onclick: step });
      const pd = h('td', {});
      xs.append(h('td', {}, xb));
      gs.append(h('td', {}, gb));
      ps.append(pd);
      cells.push([xb, gb, pd]);
    }
    scroll.classList.add('cells');
    scroll.replaceChildren(arrows, h('table', {}, h('tbody', {}, xs, gs, ps)));
  }
  const heads = scroll.querySelectorAll('th');
  heads[0].textContent = t('rowX');
  heads[1].textContent = t('rowSg');
  heads[2].textContent = t('guessRow');
  heads[2].parentElement.hidden = !predicting;
  cells.forEach(([xb, gb], i) => {
    const shown = known(i);
    const v = table.values[i];
    gb.textContent = shown ? String(v) : i === x ? '?' : '·';
    gb.className = shown ? (v === 0 ? 'ppos' : '') : 'hidden';
    xb.className = i === x ? 'current' : '';
    if (i === x) gb.classList.add('current');
    xb.parentElement.className = shown && v === 0 ? 'ppos-cell' : '';
    gb.setAttribute('aria-label', shown ? `sg[${i}] = ${v}` : `sg[${i}]`);
    gb.setAttribute('part', i === x ? 'cell current' : 'cell');
  });
  // The guess goes just under the current sg cell while that is hidden.
  const cell = cells[x];
  if (hidden && cell) {
    if (guess.parentElement !== cell[2]) {
      guess.value = '';
      cell[2].append(guess);
    }
    guess.setAttribute('aria-label', t('guessLabel', { x }));
  } else {
    guess.remove();
  }
  return cells;
}

// Keeps the current column in view without moving the page: reads the
// layout (once the page is laid out, not while it is being built) and
// returns what scrolls, if anything must.
export function keepInView({ cells, scroll, x }) {
  const current = cells[x]?.[0];
  if (!current) return null;
  const left = current.parentElement.offsetLeft;
  if (left >= scroll.scrollLeft + 60 && left <= scroll.scrollLeft + scroll.clientWidth - 60) return null;
  const to = left - scroll.clientWidth / 2;
  return () => {
    scroll.scrollLeft = to;
  };
}
