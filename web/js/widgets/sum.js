// <sg-sum position="1..3:5 odd:7 nim:3 nim:9" lang="en">: build a sum of heap
// games, see each heap's value, the nim-sum in binary and every winning move
// explained. Events: sg-change {position} when the position is edited.
import { SgElement, sheet, h } from './base.js';
import { nimSumSheet, nimSumTable } from './nim-sum.js';
import { describeMove } from '../i18n.js';

const styles = sheet(`
  .heaps { display: grid; gap: .45em; margin-bottom: .6em; }
  .heap { display: flex; flex-wrap: wrap; gap: .4em .8em; align-items: flex-start; }
  .heap .name { min-width: 4.5em; font-weight: 600; padding-top: .35em; }
  .heap input[name=rule] { width: 9em; }
  .heap input[name=heap] { width: 7em; }
  .heap .value { padding-top: .35em; color: var(--sg-muted, #5b6475); }
  .field { display: flex; flex-direction: column; }
  .outcome { font-weight: 600; margin: .6em 0 .3em; }
  ul.wins { margin: .2em 0; padding-left: 1.3em; }
  .error:empty { display: none; }
`);

// "1..3:5 odd:7" -> [{rule: '1..3', heap: '5'}, ...]; bare heaps ("3 4 5", or
// "3,4,5" when no component names a rule) take defaultRule.
export function parsePosition(text, defaultRule = 'nim') {
  const t = (text ?? '').trim();
  return t.split(t.includes(':') ? /\s+/ : /[\s,]+/).filter(Boolean).map((item) => {
    const colon = item.lastIndexOf(':');
    return colon < 0 ? { rule: defaultRule, heap: item } : { rule: item.slice(0, colon), heap: item.slice(colon + 1) };
  });
}

class Sum extends SgElement {
  static sheets = [nimSumSheet, styles];
  static observedAttributes = ['position', 'lang'];
  #rows = [];

  connectedCallback() { this.#render(); }
  attributeChangedCallback() { if (this.isConnected) this.#render(); }

  #commit() {
    const text = this.#rows.map((r) => `${r.rule.value.replace(/\s+/g, '')}:${r.heap.value.trim()}`).join(' ');
    this.setAttribute('position', text);
    this.emit('sg-change', { position: text });
  }

  async #render() {
    const engine = await this.engine();
    const comps = parsePosition(this.getAttribute('position'));
    const lang = this.uiLang;
    this.#rows = [];
    const rows = comps.map((c, i) => {
      const rule = h('input', { name: 'rule', value: c.rule, 'aria-label': `${this.t('component', { i: i + 1 })}: ${this.t('rule')}`,
        autocomplete: 'off', spellcheck: 'false', onchange: () => this.#commit() });
      const heap = h('input', { name: 'heap', value: c.heap, type: 'number', min: 0, inputmode: 'numeric',
        'aria-label': `${this.t('component', { i: i + 1 })}: ${this.t('heap')}`, onchange: () => this.#commit() });
      const err = h('div', { class: 'error', role: 'alert' });
      const value = h('span', { class: 'value' });
      const remove = h('button', { type: 'button', 'aria-label': this.t('removeHeap', { i: i + 1 }),
        onclick: () => { this.#rows.splice(i, 1); this.#commit(); } }, '✕');
      this.#rows.push({ rule, heap, err, value });
      return h('div', { class: 'heap', part: 'heap' }, h('span', { class: 'name' }, this.t('component', { i: i + 1 })),
        h('div', { class: 'field' }, rule, err), heap, value, remove);
    });
    const add = h('button', { type: 'button', name: 'add', onclick: () => {
      this.setAttribute('position', `${(this.getAttribute('position') ?? '').trim()} nim:1`.trim());
      this.emit('sg-change', { position: this.getAttribute('position') });
    } }, `+ ${this.t('addHeap')}`);
    const result = h('div', { part: 'analysis', 'aria-live': 'polite' });
    this.root.replaceChildren(h('div', { class: 'heaps' }, ...rows), add, result);

    // Check each field on its own so that an error shows next to it.
    let ok = true;
    comps.forEach((c, i) => {
      const r = this.#rows[i];
      try {
        engine.ruleInfo(c.rule);
      } catch (e) {
        r.err.textContent = `${this.t('errorPrefix')}: ${e.message}`;
        r.rule.setAttribute('aria-invalid', 'true');
        ok = false;
      }
      if (!/^\d{1,16}$/.test(c.heap)) {
        r.err.textContent += ` ${this.t('errorPrefix')}: ${this.t('badHeap', { text: c.heap })}`;
        r.heap.setAttribute('aria-invalid', 'true');
        ok = false;
      }
    });
    if (!ok || comps.length === 0) return;
    let a;
    try {
      a = engine.analyze(comps);
    } catch (e) {
      result.replaceChildren(h('div', { class: 'error', role: 'alert' }, `${this.t('errorPrefix')}: ${e.message}`));
      return;
    }
    a.components.forEach((c, i) => { this.#rows[i].value.textContent = this.t('valueOf', { v: c.sg }); });
    const wins = h('ul', { class: 'wins', part: 'winning-moves' }, ...a.winningMoves.map((m) => {
      const from = a.components[m.component].sg;
      return h('li', {}, this.t('winningMove', { i: m.component + 1, from, s: a.nimSum, to: m.value, move: describeMove(lang, m, m.heap) }));
    }));
    result.replaceChildren(
      nimSumTable(lang, a.components.map((c, i) => ({ label: `${this.t('component', { i: i + 1 })} (${c.rule}: ${c.heap})`, value: c.sg }))),
      h('p', { class: 'muted' }, this.t('columnsRule')),
      h('p', { class: 'outcome', part: 'outcome' }, a.outcome === 'P' ? this.t('outcomeP') : this.t('outcomeN', { s: a.nimSum })),
      a.outcome === 'N' ? h('div', {}, h('strong', {}, this.t('winningMoves')), wins) : '',
      a.truncated ? h('p', { class: 'muted' }, this.t('truncatedMoves')) : '');
  }
}

export function define(registry) { Sum.define('sg-sum', registry); }
