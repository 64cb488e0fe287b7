// <sg-nim-sum values="3,4,5" lang="en">: the nim-sum written column by column
// in binary, with the columns that hold an odd number of 1s marked.
import { SgElement, sheet, h, clip } from './base.js';
import { t } from '../i18n.js';

export const nimSumSheet = sheet(`
  .nimsum { border-collapse: collapse; font-variant-numeric: tabular-nums; margin: .4em 0; }
  .nimsum th, .nimsum td { padding: .15em .45em; text-align: center; }
  .nimsum th { text-align: right; font-weight: 500; color: var(--sg-muted, #5b6475); }
  .nimsum td.bit { font-family: var(--sg-mono, ui-monospace, Menlo, Consolas, monospace); font-size: 1.1em;
                   border-left: 1px solid var(--sg-grid, #e3e7ee); }
  .nimsum td.dec { color: var(--sg-muted, #5b6475); padding-left: 1em; white-space: nowrap; }
  .nimsum tr.total td, .nimsum tr.total th { border-top: 2px solid var(--sg-fg, #1d2330); font-weight: 700; }
  .nimsum td.odd { background: var(--sg-odd, #fee2e2); }
  .nimsum td.one { font-weight: 700; }
  .nimsum-scroll { overflow-x: auto; max-width: 100%; }
`);

// rows: [{label, value}]; returns a table element. Values are XORed as
// BigInt: JavaScript's ^ keeps only 32 bits, and values go up to 2^53 - 1.
export function nimSumTable(lang, rows) {
  const total = rows.reduce((x, r) => x ^ BigInt(r.value), 0n);
  const width = rows.reduce((w, r) => Math.max(w, BigInt(r.value).toString(2).length), Math.max(1, total.toString(2).length));
  const bits = (v) => BigInt(v).toString(2).padStart(width, '0').split('');
  const odd = bits(total).map((b) => b === '1');
  const head = h('tr', {}, h('th', {}, ''), Array.from({ length: width }, (_, i) => h('th', { scope: 'col' }, `2^${width - 1 - i}`)), h('th', {}, ''));
  const body = rows.map((r) => h('tr', {}, h('th', { scope: 'row' }, r.label),
    bits(r.value).map((b, i) => h('td', { class: `bit${odd[i] ? ' odd' : ''}${b === '1' ? ' one' : ''}` }, b)),
    h('td', { class: 'dec' }, `= ${r.value}`)));
  const foot = h('tr', { class: 'total' }, h('th', { scope: 'row' }, t(lang, 'nimSum')),
    bits(total).map((b, i) => h('td', { class: `bit${odd[i] ? ' odd' : ''}`, title: odd[i] ? t(lang, 'columnsOdd', { bit: width - 1 - i }) : null }, b)),
    h('td', { class: 'dec' }, `= ${total}`));
  // Up to 53 binary columns: a narrow screen scrolls the table, not the page.
  return h('div', { class: 'nimsum-scroll' },
    h('table', { class: 'nimsum', part: 'nim-sum' }, h('thead', {}, head), h('tbody', {}, body, foot)));
}

// Wider tables than this are refused: each value is a row.
import { nimSumValues as maxValues, maxNumber } from '../limits.js';
export { maxValues };

class NimSum extends SgElement {
  static sheets = [nimSumSheet];
  static observedAttributes = ['values', 'lang'];
  connectedCallback() { this.render(); }
  attributeChangedCallback() { if (this.isConnected) this.render(); }
  render() {
    const text = this.getAttribute('values') ?? '';
    const parts = text.split(/[\s,]+/).filter(Boolean);
    const notNumber = parts.find((p) => !/^\d+$/.test(p));
    const tooLarge = parts.find((p) => /^\d+$/.test(p) && BigInt(p) > BigInt(maxNumber));
    const problem = notNumber !== undefined ? this.t('badValue', { text: clip(notNumber) })
      : tooLarge !== undefined ? this.t('valueTooLarge', { text: clip(tooLarge) })
        : parts.length === 0 ? this.t('needValue')
          : parts.length > maxValues ? this.t('tooManyValues', { max: maxValues }) : '';
    if (problem) {
      this.root.replaceChildren(h('div', { class: 'error', role: 'alert' }, `${this.t('errorPrefix')}: ${problem}`));
      return;
    }
    // Decimal text keeps every digit: Number() is exact up to 2^53 - 1, checked above.
    const values = parts.map((p) => BigInt(p).toString());
    const total = values.reduce((x, v) => x ^ BigInt(v), 0n);
    this.root.replaceChildren(
      nimSumTable(this.uiLang, values.map((v, i) => ({ label: this.t('component', { i: i + 1 }), value: v }))),
      h('p', {}, this.t('columnsRule')),
      h('p', { part: 'outcome' }, total === 0n ? this.t('outcomeP') : this.t('outcomeN', { s: total })));
  }
}

export function define(registry) { NimSum.define('sg-nim-sum', registry); }
