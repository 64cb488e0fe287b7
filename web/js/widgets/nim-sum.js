// <sg-nim-sum values="3,4,5" lang="en">: the nim-sum written column by column
// in binary, with the columns that hold an odd number of 1s marked. The
// engine reads the values as Nim heaps (separated by spaces or commas) and
// computes the nim-sum and every binary column; a value it refuses is said
// with the reason.
import { SgElement } from './base.js';
import { h } from './dom.js';
import { nimSumSheet, sumTable } from './nim-sum-table.js';

// Wider tables than this are refused: each value is a row.
import { nimSumValues as maxValues } from '../engine/limits.js';

class NimSum extends SgElement {
  static sheets = [nimSumSheet];
  connected() {
    this.render();
  }
  changed() {
    this.render();
  }

  async render() {
    const fail = (problem) =>
      this.root.replaceChildren(h('div', { class: 'error', role: 'alert' }, this.t('errorSaid', { why: problem })));
    let a;
    try {
      a = (await this.engine()).analyze(this.getAttribute('values') ?? '', { rule: 'nim', moves: false });
    } catch (e) {
      fail(this.err(e));
      return;
    }
    if (a.components.length === 0) {
      fail(this.t('needValue'));
      return;
    }
    if (a.components.length > maxValues) {
      fail(this.t('tooManyValues', { max: maxValues }));
      return;
    }
    this.root.replaceChildren(
      sumTable(this.uiLang, a, (c, i) => this.t('component', { i: i + 1 })),
      h('p', {}, this.t('columnsRule')),
      h('p', { part: 'outcome' }, a.outcome === 'P' ? this.t('outcomeP') : this.t('outcomeN', { s: a.nimSum }))
    );
  }
}

export function define(registry) {
  NimSum.define('sg-nim-sum', registry);
}
