// The nim-sum written column by column in binary: one row per value, the
// columns with an odd number of 1s marked, and the total, all as the engine
// wrote them. Shared by <sg-nim-sum>, <sg-sum>, the heap game's hints and the
// graph game.
import { sheet } from './base.js';
import { h } from './dom.js';
import { t } from '../text/i18n.js';

export const nimSumSheet = sheet(`
  .nimsum { border-collapse: collapse; font-variant-numeric: tabular-nums; margin: .4em 0; }
  .nimsum th, .nimsum td { padding: .15em .45em; text-align: center; }
  .nimsum th { text-align: right; font-weight: 500; color: var(--sg-muted, #5b6475); }
  .nimsum td.bit { font-family: var(--sg-mono, ui-monospace, Menlo, Consolas, monospace); font-size: 1.1em;
                   border-left: 1px solid var(--sg-grid, #e3e7ee); }
  .nimsum td.dec { color: var(--sg-muted, #5b6475); padding-left: 1em; white-space: nowrap; }
  .nimsum tr.total td, .nimsum tr.total th { border-top: 2px solid var(--sg-fg, #1d2330); font-weight: 700; }
  .nimsum td.odd { background: var(--sg-odd, #fee2e2); }
  .nimsum tr.total td.odd { text-decoration: underline 2px; text-underline-offset: .2em; }
  .nimsum tr.oddmarks th, .nimsum tr.oddmarks td { font-size: .85em; padding-top: 0; }
  .nimsum tr.oddmarks td.mark { color: var(--sg-fg, #1d2330); }
  .nimsum .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .nimsum td.one { font-weight: 700; }
  .nimsum-scroll { overflow-x: auto; max-width: 100%; }
  /* A long part (a board's edges) breaks where it must, so that the values fit a phone. */
  .nimsum th[scope=row] { max-width: 12em; overflow-wrap: anywhere; }
  .nimsum td.nib { font-family: var(--sg-mono, ui-monospace, Menlo, Consolas, monospace); font-size: 1.05em;
                   border-left: 1px solid var(--sg-grid, #e3e7ee); padding: .15em .3em; white-space: nowrap; }
  .nimsum td.nib span.bit { display: inline-block; width: 1ch; text-align: center; }
  .nimsum td.nib span.odd { background: var(--sg-odd, #fee2e2); }
  .nimsum tr.total td.nib span.odd { text-decoration: underline 2px; text-underline-offset: .2em; }
  .nimsum td.nib span.one { font-weight: 700; }
  .nimsum tr.oddmarks td.nib { border-left-color: transparent; }
`);

// rows: [{label, value, binary}] and total: {value, binary}, each binary the
// engine's writing of the value (an analysis's components' binary and its
// nimSumBinary, padded to one width); the odd columns are the 1s of the
// total. Without a total (null: a reader still to say who wins), the rows
// alone, nothing marked. Past 16 binary digits a column holds 4 of them
// (headed by the weight of its last; the first holds what is left), so that
// a value of 30 digits fits a phone. Returns a table element.
const wide = 16;
export function nimSumTable(lang, rows, total) {
  const digits = rows.reduce((w, r) => Math.max(w, r.binary.length), total?.binary.length ?? 1);
  const per = digits > wide ? 4 : 1; // binary digits a column holds (the first column, what is left)
  const width = digits;
  const bits = (binary) => [...binary.padStart(width, '0')];
  const odd = total ? bits(total.binary).map((b) => b === '1') : bits('').map(() => false);
  // The columns, each its digits' indexes (from the left), grouped from the last digit.
  const columns = [];
  for (let end = width; end > 0; end -= per)
    columns.unshift(Array.from({ length: end - Math.max(0, end - per) }, (_, k) => Math.max(0, end - per) + k));
  const weight = (i) => width - 1 - i;
  // A column's cell: its digit (per = 1), or its digits each in a span of its own.
  /** @param {string[]} digitsOf @param {number[]} column @param {(i: number) => object} extra */
  const cell = (digitsOf, column, extra) => {
    const one = (i) => `${odd[i] ? ' odd' : ''}${digitsOf[i] === '1' ? ' one' : ''}`;
    if (per === 1) return h('td', { class: `bit${one(column[0])}`, ...extra(column[0]) }, digitsOf[column[0]]);
    return h(
      'td',
      { class: 'nib' },
      column.map((i) => h('span', { class: `bit${one(i)}`, ...extra(i) }, digitsOf[i]))
    );
  };
  const head = h(
    'tr',
    {},
    h('td', {}),
    columns.map((column) => h('th', { scope: 'col' }, `2^${weight(column.at(-1))}`)),
    h('th', { scope: 'col' }, t(lang, 'valueColumn'))
  );
  const body = rows.map((r) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, r.label),
      columns.map((column) => cell(bits(r.binary), column, () => ({}))),
      h('td', { class: 'dec' }, `= ${r.value}`)
    )
  );
  const foot = total
    ? h(
        'tr',
        { class: 'total' },
        h('th', { scope: 'row' }, t(lang, 'nimSum')),
        columns.map((column) =>
          cell(bits(total.binary), column, (i) => ({
            title: odd[i] ? t(lang, 'columnsOdd', { bit: weight(i) }) : null,
          }))
        ),
        h('td', { class: 'dec' }, `= ${total.value}`)
      )
    : null;
  // The odd columns are marked by more than their colour: a row of ▲ under
  // them, its name on the row, and each mark said in words to a screen reader.
  const mark = (i) =>
    odd[i]
      ? [
          h('span', { 'aria-hidden': 'true' }, '▲'),
          h('span', { class: 'sr-only' }, t(lang, 'columnsOdd', { bit: weight(i) })),
        ]
      : per === 1
        ? ''
        : h('span', { 'aria-hidden': 'true' }, '\u2007'); // a figure space: the marks stay under their digits
  const marks = odd.some(Boolean)
    ? h(
        'tr',
        { class: 'oddmarks' },
        h('th', { scope: 'row' }, t(lang, 'oddRow')),
        columns.map((column) =>
          h(
            'td',
            { class: per === 1 ? (odd[column[0]] ? 'mark' : null) : 'nib mark' },
            column.map((i) => (per === 1 ? mark(i) : h('span', { class: 'bit' }, mark(i))))
          )
        ),
        h('td', {}, '')
      )
    : null;
  // A narrow screen scrolls the table, not the page (and the keyboard can
  // scroll it too: the region takes focus, named).
  return h(
    'div',
    { class: 'nimsum-scroll', tabindex: '0', role: 'region', 'aria-label': t(lang, 'nimSum') },
    h('table', { class: 'nimsum', part: 'nim-sum' }, h('thead', {}, head), h('tbody', {}, body, foot, marks))
  );
}

// The table of a sum as the engine analysed it: a row per component (label(c,
// i) names it) and the nim-sum, unless withTotal is false.
export function sumTable(lang, a, label, withTotal = true) {
  const rows = a.components.map((c, i) => ({ label: label(c, i), value: c.sg, binary: c.binary }));
  return nimSumTable(lang, rows, withTotal ? { value: a.nimSum, binary: a.nimSumBinary } : null);
}
