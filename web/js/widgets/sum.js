// <sg-sum position="1..3:5 odd:7 nim:3 nim:9" lang="en">: build a sum of heap
// games, see each heap's value, the nim-sum in binary and every winning move
// explained. Events: sg-change {position} when the position is edited.
import { SgElement, sheet, count } from './base.js';
import { h } from './dom.js';
import { nimSumSheet, sumTable } from './nim-sum-table.js';
import { describeMove } from '../text/i18n.js';

const styles = sheet(`
  .heaps { display: grid; gap: .45em; margin-bottom: .6em; }
  .heap { display: flex; flex-wrap: wrap; gap: .4em .8em; align-items: flex-start; }
  .heap .name { min-width: 4.5em; font-weight: 600; padding-top: .35em; }
  .heap input[name=rule] { width: 9em; }
  .heap input[name=heap] { width: 7em; }
  .heap .value { padding-top: .35em; color: var(--sg-muted, #5b6475); }
  .field { display: flex; flex-direction: column; }
  label.field { align-items: stretch; max-width: 36em; }
  .outcome { font-weight: 600; margin: .6em 0 .3em; }
  ul.wins { margin: .2em 0; padding-left: 1.3em; }
  .error:empty { display: none; }
  details { margin: .2em 0; }
`);

// More components than this are refused: each gets a row of inputs.
import { sumComponents as maxComponents } from '../engine/limits.js';

class Sum extends SgElement {
  static sheets = [nimSumSheet, styles];
  static waitsToBeShown = true;
  static observedAttributes = ['position', 'lang'];
  #rows = [];
  #comps = []; // the position as the engine read it (component data)
  #result = null;

  connectedCallback() {
    this.#render();
  }
  attributeChangedCallback() {
    if (this.isConnected) this.#render();
  }

  // The rows as component data, written as text by the engine. Data it
  // refuses (a rule it does not know, a heap that is not a whole number) is
  // said under the rows, which stay as typed.
  async #commit(
    components = this.#rows.map((r) => ({ kind: 'heap', rule: r.rule.value, heap: r.heap.valueAsNumber }))
  ) {
    let text;
    try {
      text = (await this.engine()).positionText(components);
    } catch (e) {
      this.#result?.replaceChildren(
        h('div', { class: 'error', role: 'alert' }, this.t('errorSaid', { why: this.err(e) }))
      );
      return;
    }
    this.setAttribute('position', text);
    this.emit('sg-change', { position: text });
  }

  async #render() {
    let engine;
    try {
      engine = await this.engine();
    } catch (e) {
      this.root.replaceChildren(
        h('div', { class: 'error', role: 'alert' }, this.t('engineFailed', { why: this.err(e) }))
      );
      return;
    }
    // The engine reads the position; text it refuses stays editable in one
    // field, with the reason and where.
    const text = this.getAttribute('position') ?? '';
    let comps;
    try {
      comps = engine.parsePosition(text, { rule: 'nim' });
    } catch (e) {
      const field = h('input', {
        name: 'position',
        value: text,
        autocomplete: 'off',
        spellcheck: 'false',
        'aria-label': this.t('positionField'),
        'aria-invalid': 'true',
        onchange: () => {
          this.setAttribute('position', field.value);
          this.emit('sg-change', { position: field.value });
        },
      });
      this.root.replaceChildren(
        h('label', { class: 'field' }, this.t('positionField'), field),
        h('div', { class: 'error', role: 'alert' }, this.t('errorSaid', { why: this.err(e) }))
      );
      return;
    }
    if (comps.length > maxComponents) {
      this.root.replaceChildren(
        h(
          'div',
          { class: 'error', role: 'alert' },
          this.t('errorSaid', { why: this.t('tooManyHeaps', { max: maxComponents }) })
        )
      );
      return;
    }
    const lang = this.uiLang;
    this.#comps = comps;
    this.#rows = [];
    const rows = comps.map((c, i) => {
      const rule = h('input', {
        name: 'rule',
        value: c.rule,
        'aria-label': `${this.t('component', { i: i + 1 })}: ${this.t('rule')}`,
        autocomplete: 'off',
        spellcheck: 'false',
        onchange: () => this.#commit(),
      });
      const heap = h('input', {
        name: 'heap',
        value: c.heap,
        type: 'number',
        min: 0,
        inputmode: 'numeric',
        'aria-label': `${this.t('component', { i: i + 1 })}: ${this.t('heap')}`,
        onchange: () => this.#commit(),
      });
      const value = h('span', { class: 'value' });
      const remove = h(
        'button',
        {
          type: 'button',
          'aria-label': this.t('removeHeap', { i: i + 1 }),
          onclick: () => {
            this.#rows.splice(i, 1);
            this.#commit();
          },
        },
        '✕'
      );
      this.#rows.push({ rule, heap, value });
      return h(
        'div',
        { class: 'heap', part: 'heap' },
        h('span', { class: 'name' }, this.t('component', { i: i + 1 })),
        h('div', { class: 'field' }, rule),
        heap,
        value,
        remove
      );
    });
    const add = h(
      'button',
      {
        type: 'button',
        name: 'add',
        onclick: () => this.#commit([...this.#comps, { kind: 'heap', rule: 'nim', heap: 1 }]),
      },
      `+ ${this.t('addHeap')}`
    );
    const result = h('div', { part: 'analysis', 'aria-live': 'polite' });
    this.#result = result;
    this.root.replaceChildren(h('div', { class: 'heaps' }, rows), add, result);

    if (comps.length === 0) result.replaceChildren(h('p', { class: 'muted', role: 'status' }, this.t('needHeap')));
    if (comps.length === 0) return;
    let a;
    try {
      a = engine.analyze(comps);
    } catch (e) {
      result.replaceChildren(h('div', { class: 'error', role: 'alert' }, this.t('errorSaid', { why: this.err(e) })));
      return;
    }
    a.components.forEach((c, i) => {
      this.#rows[i].value.textContent = this.t('valueOf', { v: c.sg });
    });
    // At most 20 moves in view and the engine's first 100 folded away; the
    // rest are counted, not drawn (kayles:1000000 alone has 83,341).
    const total = a.winningMovesTotal ?? a.winningMoves.length;
    const wins = this.cappedList(
      a.winningMoves,
      (m) => {
        const from = a.components[m.component].sg;
        return this.t('winningMove', {
          i: m.component + 1,
          from,
          s: a.nimSum,
          to: m.value,
          move: describeMove(lang, m, m.heap),
        });
      },
      { attrs: { class: 'wins', part: 'winning-moves' }, total, note: a.truncated ? this.t('truncatedMoves') : '' }
    );
    result.replaceChildren(
      sumTable(lang, a, (c, i) => `${this.t('component', { i: i + 1 })} (${c.rule}: ${c.heap})`),
      h('p', { class: 'muted' }, this.t('columnsRule')),
      h(
        'p',
        { class: 'outcome', part: 'outcome' },
        a.outcome === 'P' ? this.t('outcomeP') : this.t('outcomeN', { s: a.nimSum })
      ),
      a.outcome === 'N'
        ? h(
            'div',
            {},
            h('strong', {}, this.t('winningMoves')),
            total > 20
              ? h(
                  'span',
                  { class: 'muted' },
                  `${lang === 'zh' ? '' : ' '}${this.t('winningMovesCount', { count: `${count(lang, total)}${a.truncated ? '+' : ''}` })}`
                )
              : '',
            wins
          )
        : ''
    );
  }
}

export function define(registry) {
  Sum.define('sg-sum', registry);
}
