// <sg-nim-sum values="3,4,5" lang="en">: the nim-sum written column by column
// in binary, with the columns that hold an odd number of 1s marked.
import { SgElement, sheet, h } from './base.js';
import { t } from '../i18n.js';

export const nimSumSheet = sheet(`
  .nimsum { border-collapse: collapse; font-variant-numeric: tabular-nums; margin: .4em 0; }
  .nimsum th, .nimsum td { padding: .15em .45em; text-align: center; }
  .nimsum th { text-align: right; font-weight: 500; color: var(--sg-muted, #5b6475); }
  .nimsum td.bit { font-family: var(--sg-mono, ui-monospace, Menlo, Consolas, monospace); font-size: 1.1em;
                   border-left: 1px solid var(--sg-grid, #e3e7ee); }
  .nimsum td.dec { color: var(--sg-muted, #5b6475); padding-left: 1em; }
  .nimsum tr.total td, .nimsum tr.total th { border-top: 2px solid var(--sg-fg, #1d2330); font-weight: 700; }
  .nimsum td.odd { background: var(--sg-odd, #fee2e2); }
  .nimsum td.one { font-weight: 700; }
`);

// rows: [{label, value}]; returns a table element.
export function nimSumTable(lang, rows) {
  const total = rows.reduce((x, r) => x ^ r.value, 0);
  const width = Math.max(1, ...rows.map((r) => r.value.toString(2).length), total.toString(2).length);
  const bits = (v) => v.toString(2).padStart(width, '0').split('');
  const odd = Array.from({ length: width }, (_, i) => total.toString(2).padStart(width, '0')[i] === '1');
  const head = h('tr', {}, h('th', {}, ''), ...Array.from({ length: width }, (_, i) => h('th', { scope: 'col' }, `2^${width - 1 - i}`)), h('th', {}, ''));
  const body = rows.map((r) => h('tr', {}, h('th', { scope: 'row' }, r.label),
    ...bits(r.value).map((b, i) => h('td', { class: `bit${odd[i] ? ' odd' : ''}${b === '1' ? ' one' : ''}` }, b)),
    h('td', { class: 'dec' }, `= ${r.value}`)));
  const foot = h('tr', { class: 'total' }, h('th', { scope: 'row' }, t(lang, 'nimSum')),
    ...bits(total).map((b, i) => h('td', { class: `bit${odd[i] ? ' odd' : ''}`, title: odd[i] ? t(lang, 'columnsOdd', { bit: width - 1 - i }) : null }, b)),
    h('td', { class: 'dec' }, `= ${total}`));
  return h('table', { class: 'nimsum', part: 'nim-sum' }, h('thead', {}, head), h('tbody', {}, ...body, foot));
}

class NimSum extends SgElement {
  static sheets = [nimSumSheet];
  static observedAttributes = ['values', 'lang'];
  connectedCallback() { this.render(); }
  attributeChangedCallback() { if (this.isConnected) this.render(); }
  render() {
    const text = this.getAttribute('values') ?? '';
    const parts = text.split(/[\s,]+/).filter(Boolean);
    const bad = parts.find((p) => !/^\d{1,15}$/.test(p));
    if (bad !== undefined) {
      this.root.replaceChildren(h('div', { class: 'error', role: 'alert' },
        `${this.t('errorPrefix')}: ${this.t('badValue', { text: bad })}`));
      return;
    }
    const values = parts.map(Number);
    const total = values.reduce((x, v) => x ^ v, 0);
    this.root.replaceChildren(
      nimSumTable(this.uiLang, values.map((v, i) => ({ label: this.t('component', { i: i + 1 }), value: v }))),
      h('p', {}, this.t('columnsRule')),
      h('p', { part: 'outcome' }, total === 0 ? this.t('outcomeP') : this.t('outcomeN', { s: total })));
  }
}

export function define(registry) { NimSum.define('sg-nim-sum', registry); }
