// <sg-mex-table rule="1,3,4" upto="20" step="4" lang="zh" controls="full|none">
// A mex table built step by step: the two rows "x" and "sg[x]", the current
// x's moves, values, set and mex in one tutorial sentence, the period, and a
// plot with progress and Cancel for large N. Events: sg-step {rule, upto, x, sg}.
import { SgElement, sheet, h, svg, count } from './base.js';
import { stepSentence } from '../derive.js';
import { describeMove } from '../i18n.js';
import { formats, copyText, download } from '../export.js';

export const examples = [
  { rule: '1,3,4', en: 'take 1, 3 or 4', zh: '取 1、3 或 4' },
  { rule: '1..3', en: 'take 1 to 3 (x mod 4)', zh: '取 1 到 3（x mod 4）' },
  { rule: 'odd', en: 'take an odd number (x mod 2)', zh: '取奇数个（x mod 2）' },
  { rule: 'pow2', en: 'powers of two (Good Luck in CET-4)', zh: '2 的幂（Good Luck in CET-4）' },
  { rule: 'fib', en: 'Fibonacci numbers', zh: '斐波那契数' },
  { rule: 'nim', en: 'Nim: take any number', zh: 'Nim：取任意个' },
  { rule: 'kayles', en: 'Kayles (0.77)', zh: 'Kayles（0.77）' },
  { rule: 'dawson', en: "Dawson's Kayles (0.07)", zh: 'Dawson 的 Kayles（0.07）' },
  { rule: 'grundy', en: "Grundy's game", zh: 'Grundy 游戏' },
  { rule: 'lasker', en: "Lasker's Nim", zh: 'Lasker 的 Nim' },
];

// Above this many values, a plot replaces the cells and the table is computed in slices.
export const largeTable = 2000;
import { maxUpto } from '../limits.js';
export { maxUpto };
// Moves listed under a step: 20 in view, the rest up to 300 folded away.
import { explainMoves as listedMoves } from '../limits.js';

const styles = sheet(`
  .controls { display: flex; flex-wrap: wrap; gap: .5em 1em; align-items: flex-start; margin-bottom: .6em; }
  .field { display: flex; flex-direction: column; gap: .15em; }
  .field { min-width: 0; max-width: 100%; }
  .field select { max-width: 100%; width: 100%; }
  .field .row label { flex: 1 1 9em; min-width: 0; }
  .field input[name=rule] { width: 11em; }
  .field input[name=upto], .field input[name=jump] { width: 7em; }
  .steps { display: flex; gap: .35em; flex-wrap: wrap; align-items: center; }
  .scroll { overflow-x: auto; border: 1px solid var(--sg-border, #d5dbe5); border-radius: var(--sg-radius, 6px);
            background: var(--sg-table-bg, #fff); }
  table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
  th { position: sticky; left: 0; background: var(--sg-head, #eef2f8); padding: .25em .6em; text-align: right;
       font-weight: 600; z-index: 1; white-space: nowrap; }
  td { padding: 0; text-align: center; border-left: 1px solid var(--sg-grid, #edf0f5); }
  td button { border: 0; border-radius: 0; min-width: var(--sg-cell, 2.1em); min-height: 2em; padding: 0 .2em;
              background: transparent; font-variant-numeric: tabular-nums; }
  tr.sg td button { font-weight: 600; }
  .hidden { color: var(--sg-muted, #9aa3b2); font-weight: 400 !important; }
  .current { background: var(--sg-accent, #2563eb) !important; color: #fff !important; }
  .reached { background: var(--sg-reached, #fde68a) !important; }
  .ppos { text-decoration: underline 2px var(--sg-p, #dc2626); text-underline-offset: 3px; }
  .ppos-cell { box-shadow: inset 0 -3px 0 var(--sg-p, #dc2626); }
  .explain { margin: .8em 0; padding: .7em .9em; border-left: 4px solid var(--sg-accent, #2563eb);
             background: var(--sg-note, #f3f6fc); border-radius: 0 var(--sg-radius, 6px) var(--sg-radius, 6px) 0; }
  .sentence { font-size: 1.08em; margin: 0 0 .4em; overflow-wrap: anywhere; }
  .moves { margin: .3em 0; padding-left: 2.4em; columns: 16em; }
  .moves li { break-inside: avoid; }
  .period { margin: .6em 0; }
  .grid { border-collapse: collapse; margin-top: .3em; }
  .grid td, .grid th { border: 1px solid var(--sg-grid, #dde2ea); padding: .1em .4em; min-width: 1.8em; text-align: center; font-weight: 400; position: static; }
  .grid th { background: var(--sg-head, #eef2f8); font-size: .85em; }
  .legend { font-size: .9em; margin: .35em 0; }
  .progress { display: flex; gap: .6em; align-items: center; margin: .5em 0; }
  progress { width: min(22em, 60vw); height: 1.1em; }
  canvas { width: 100%; height: 220px; display: block; background: var(--sg-table-bg, #fff);
           border: 1px solid var(--sg-border, #d5dbe5); border-radius: var(--sg-radius, 6px); }
  .error:empty, .explain:empty { display: none; }
  .export { margin-top: .6em; font-size: .95em; }
  .export textarea { width: 100%; margin-top: .3em; }
`);

class MexTable extends SgElement {
  static sheets = [styles];
  static observedAttributes = ['rule', 'upto', 'step', 'lang', 'controls', 'export'];

  #built = false;
  #table = null;       // the engine's table for #tableKey
  #tableKey = '';
  #derivation = null;
  #job = null;         // AbortController of a running large computation
  #timer = null;       // play
  #pending = false;
  #cells = [];

  connectedCallback() {
    if (!this.#built) this.#build();
    this.#schedule();
  }

  disconnectedCallback() {
    this.#stop();
    this.#job?.abort();
  }

  attributeChangedCallback() {
    if (this.#built) this.#schedule();
  }

  get rule() { return this.getAttribute('rule') ?? '1,3,4'; }
  get upto() { return Number(this.getAttribute('upto') ?? 20); }
  get step() {
    const x = Number(this.getAttribute('step') ?? 0);
    return Number.isInteger(x) && x >= 0 ? x : 0;
  }
  // The table as computed (null until then): for export and tests.
  get table() { return this.#table; }

  // Coalesce attribute changes made together into one update.
  #schedule() {
    if (this.#pending) return;
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      this.#update();
    });
  }

  #build() {
    this.#built = true;
    const ids = (name) => `${name}-${Math.random().toString(36).slice(2, 8)}`;
    this.ids = { rule: ids('rule'), upto: ids('upto'), ruleErr: ids('re'), uptoErr: ids('ue') };
    this.ui = {};
    const ui = this.ui;
    ui.ruleInput = h('input', { name: 'rule', id: this.ids.rule, autocomplete: 'off', spellcheck: 'false',
      'aria-describedby': this.ids.ruleErr,
      onchange: () => this.setAttribute('rule', ui.ruleInput.value.trim()),
      onkeydown: (e) => { if (e.key === 'Enter') this.setAttribute('rule', ui.ruleInput.value.trim()); } });
    ui.example = h('select', { name: 'example', onchange: () => {
      if (ui.example.value) this.setAttribute('rule', ui.example.value);
      ui.example.value = '';
    } });
    ui.uptoInput = h('input', { name: 'upto', id: this.ids.upto, type: 'number', min: 0, max: maxUpto, inputmode: 'numeric',
      'aria-describedby': this.ids.uptoErr,
      onchange: () => this.setAttribute('upto', ui.uptoInput.value.trim()) });
    ui.ruleErr = h('div', { class: 'error', id: this.ids.ruleErr, role: 'alert', part: 'error' });
    ui.uptoErr = h('div', { class: 'error', id: this.ids.uptoErr, role: 'alert', part: 'error' });
    ui.ruleLabel = h('label', { for: this.ids.rule });
    ui.uptoLabel = h('label', { for: this.ids.upto });
    ui.exampleLabel = h('span', { class: 'sr-only' });
    const button = (name, action) => h('button', { type: 'button', name, onclick: action });
    ui.reset = button('reset', () => this.#go(0));
    ui.back = button('back', () => this.#go(this.step - 1));
    ui.play = button('play', () => this.#togglePlay());
    ui.forward = button('forward', () => this.#go(this.step + 1));
    ui.end = button('end', () => this.#go(this.upto));
    ui.jump = h('input', { name: 'jump', type: 'number', min: 0, inputmode: 'numeric',
      onchange: () => this.#go(Number(ui.jump.value)) });
    ui.jumpLabel = h('label', {}, h('span', {}), ui.jump);
    ui.controls = h('div', { class: 'controls', part: 'controls' },
      h('div', { class: 'field' }, ui.ruleLabel, h('div', { class: 'row' }, ui.ruleInput, h('label', {}, ui.exampleLabel, ui.example)), ui.ruleErr),
      h('div', { class: 'field' }, ui.uptoLabel, ui.uptoInput, ui.uptoErr),
      h('div', { class: 'field' }, h('span', { 'aria-hidden': 'true' }, '\u00a0'),
        h('div', { class: 'steps', role: 'group' }, ui.reset, ui.back, ui.play, ui.forward, ui.end, ui.jumpLabel)));
    ui.cancel = h('button', { type: 'button', name: 'cancel', onclick: () => this.#job?.abort() });
    ui.bar = h('progress', { max: 1, value: 0 });
    ui.progressText = h('span', { class: 'muted' });
    ui.progress = h('div', { class: 'progress', part: 'progress', hidden: true }, ui.bar, ui.progressText, ui.cancel);
    ui.notice = h('div', { class: 'muted', role: 'status' });
    ui.scroll = h('div', { class: 'scroll', part: 'table', tabindex: 0 });
    ui.canvas = h('canvas', { part: 'plot', role: 'img', hidden: true });
    ui.legend = h('div', { class: 'legend muted' });
    ui.explain = h('div', { class: 'explain', part: 'explain' });
    ui.period = h('div', { class: 'period', part: 'period' });
    ui.live = h('div', { class: 'sr-only', 'aria-live': 'polite' });
    ui.format = h('select', { name: 'format' }, ...Object.entries(formats).map(([k, f]) => h('option', { value: k }, f.label)));
    ui.exportLabel = h('span', {});
    ui.copy = h('button', { type: 'button', name: 'copy', onclick: () => this.#export('copy') });
    ui.download = h('button', { type: 'button', name: 'download', onclick: () => this.#export('download') });
    ui.exportStatus = h('div', { class: 'muted', role: 'status' });
    ui.exportText = h('textarea', { readonly: true, rows: 4, hidden: true, class: 'mono', 'aria-label': 'export' });
    ui.exportBar = h('div', { class: 'export', part: 'export' },
      h('div', { class: 'row' }, h('label', {}, ui.exportLabel, ui.format), ui.copy, ui.download), ui.exportStatus, ui.exportText);
    // Errors in attributes still show when the controls are hidden.
    ui.widgetError = h('div', { class: 'error widget-error', role: 'alert', part: 'error' });
    this.root.append(ui.controls, ui.widgetError, ui.progress, ui.notice, ui.scroll, ui.canvas, ui.legend, ui.explain, ui.period,
      ui.exportBar, ui.live);
    this.addEventListener('keydown', (e) => this.#key(e));
  }

  async #export(how) {
    const table = this.#table;
    if (!table) return;
    const f = formats[this.ui.format.value];
    const text = f.make(table.values);
    const left = table.values.length - f.limit;
    const capped = left > 0 ? this.t('exportCapped', { last: f.limit - 1, count: count(this.uiLang, left) }) : '';
    this.ui.exportText.hidden = true;
    if (how === 'download') {
      const last = Math.min(table.upto, f.limit - 1);
      download(text, `sg-${table.rule.replace(/[^\w.-]+/g, '_')}-0-${last}.${f.ext}`, f.type);
      this.ui.exportStatus.textContent = capped;
      return;
    }
    const ok = await copyText(text);
    this.ui.exportStatus.textContent = `${ok ? this.t('copied') : this.t('copyFallback')}${capped ? ` ${capped}` : ''}`;
    if (!ok) {
      this.ui.exportText.value = text;
      this.ui.exportText.hidden = false;
      this.ui.exportText.select();
    }
    this.emit('sg-export', { format: this.ui.format.value, text });
  }

  #key(e) {
    const target = e.composedPath()[0];
    if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return;
    const moves = { ArrowRight: this.step + 1, ArrowLeft: this.step - 1, Home: 0, End: this.upto };
    if (e.key in moves) {
      e.preventDefault();
      this.#go(moves[e.key]);
    }
  }

  #go(x) {
    if (!this.#table) return;
    const clamped = Math.max(0, Math.min(this.#table.upto, Math.trunc(Number(x) || 0)));
    if (clamped !== this.step || !this.hasAttribute('step')) this.setAttribute('step', String(clamped));
    if (clamped >= this.#table.upto) this.#stop();
  }

  #togglePlay() {
    if (this.#timer) { this.#stop(); return; }
    if (this.step >= this.upto) this.#go(0);
    this.#timer = setInterval(() => this.#go(this.step + 1), 800);
    this.#labels();
  }

  #stop() {
    clearInterval(this.#timer);
    this.#timer = null;
    if (this.#built) this.#labels();
  }

  #labels() {
    const ui = this.ui;
    ui.ruleLabel.textContent = this.t('rule');
    ui.uptoLabel.textContent = this.t('upto');
    ui.exampleLabel.textContent = this.t('examples');
    ui.reset.textContent = `↺ ${this.t('reset')}`;
    ui.back.textContent = `◀ ${this.t('back')}`;
    ui.play.textContent = this.#timer ? `❚❚ ${this.t('pause')}` : `▶ ${this.t('play')}`;
    ui.play.setAttribute('aria-pressed', String(Boolean(this.#timer)));
    ui.forward.textContent = `${this.t('forward')} ▶`;
    ui.end.textContent = `${this.t('toEnd')} ▶|`;
    ui.jumpLabel.firstChild.textContent = this.t('jumpTo');
    ui.cancel.textContent = this.t('cancel');
    ui.exportLabel.textContent = this.t('exportLabel');
    ui.copy.textContent = this.t('copy');
    ui.download.textContent = this.t('download');
    ui.exportBar.hidden = this.getAttribute('export') === 'off' || !this.#table;
    const lang = this.uiLang;
    ui.example.replaceChildren(h('option', { value: '' }, `${this.t('examples')}…`),
      ...examples.map((ex) => h('option', { value: ex.rule }, `${ex.rule} — ${ex[lang]}`)));
    ui.controls.hidden = this.getAttribute('controls') === 'none';
  }

  async #update() {
    this.#labels();
    const ui = this.ui;
    // The attribute is the truth; a field the reader is typing in is left alone.
    if (this.root.activeElement !== ui.ruleInput) ui.ruleInput.value = this.rule;
    if (this.root.activeElement !== ui.uptoInput) ui.uptoInput.value = String(this.getAttribute('upto') ?? 20);
    let engine;
    try {
      engine = await this.engine();
    } catch (e) {
      ui.notice.textContent = this.t('engineFailed', { why: this.err(e) });
      return;
    }
    const key = `${this.rule}\u0000${this.getAttribute('upto')}`;
    if (key !== this.#tableKey) await this.#compute(engine, key);
    this.#render(engine);
  }

  #setError(which, message) {
    const input = which === 'rule' ? this.ui.ruleInput : this.ui.uptoInput;
    const box = which === 'rule' ? this.ui.ruleErr : this.ui.uptoErr;
    box.textContent = message ? `${this.t('errorPrefix')}: ${message}` : '';
    input.setAttribute('aria-invalid', String(Boolean(message)));
    const hidden = this.getAttribute('controls') === 'none';
    this.ui.widgetError.textContent = hidden ? this.ui.ruleErr.textContent || this.ui.uptoErr.textContent : '';
  }

  // Computes the table for the current rule and N. A bad rule or N keeps the
  // table already shown and says what is wrong next to its field.
  async #compute(engine, key) {
    this.#setError('rule', '');
    this.#setError('upto', '');
    let info;
    try {
      info = engine.ruleInfo(this.rule);
    } catch (e) {
      this.#setError('rule', this.err(e));
      return;
    }
    const raw = String(this.getAttribute('upto') ?? 20).trim();
    const upto = Number(raw);
    if (!/^\d+$/.test(raw) || upto > maxUpto) {
      this.#setError('upto', this.t('badUpto', { max: maxUpto }));
      return;
    }
    this.#job?.abort();
    this.ui.notice.textContent = '';
    try {
      let table = null;
      if (upto <= largeTable) {
        try {
          table = engine.table(info.text, upto);
        } catch (e) {
          // A short table can still be slow to compute (2..100000): the engine
          // refuses it at once, and the stepped job below, with progress and
          // Cancel, takes it on. Other errors are the reader's to see.
          if (e.code !== 'table.too_long') throw e;
        }
      }
      if (!table) {
        const job = new AbortController();
        this.#job = job;
        this.ui.progress.hidden = false;
        const show = (p) => {
          this.ui.bar.value = p;
          this.ui.progressText.textContent = this.t('computing', { n: upto, percent: Math.floor(p * 100) });
        };
        show(0);
        try {
          table = await engine.computeTable(info.text, upto, { signal: job.signal, onProgress: (s) => show(s.progress) });
        } finally {
          if (this.#job === job) {
            this.#job = null;
            this.ui.progress.hidden = true;
          }
        }
      }
      this.#table = table;
      this.#tableKey = key;
      this.#cells = [];
      this.#derivation = null;
      this.emit('sg-table', { rule: table.rule, upto: table.upto });
    } catch (e) {
      if (e.name === 'AbortError') {
        this.ui.notice.textContent = this.t('cancelled');
        return;
      }
      this.#setError('upto', this.err(e));
    }
  }

  #render(engine) {
    const table = this.#table;
    const ui = this.ui;
    if (!table) return;
    ui.exportBar.hidden = this.getAttribute('export') === 'off';
    const x = Math.min(this.step, table.upto);
    ui.jump.max = table.upto;
    ui.jump.value = String(x);
    ui.back.disabled = ui.reset.disabled = x <= 0;
    ui.forward.disabled = ui.end.disabled = x >= table.upto;
    let d = this.#derivation;
    let failed = '';
    if (!d || d.heap !== x || d.rule !== table.rule) {
      try {
        d = engine.explain(table.rule, x);
      } catch (e) {
        d = null;
        failed = this.t('explainFailed', { x, why: e });
      }
      this.#derivation = d;
    }
    const reached = new Set((d?.moves ?? []).flatMap((m) => (m.leaves.length ? m.leaves : [0])));
    const large = table.upto > largeTable;
    ui.scroll.hidden = large;
    ui.canvas.hidden = !large;
    if (large) this.#plot(table, x);
    else this.#cellsRender(table, x, reached);
    ui.legend.textContent = large ? this.t('plotLabel', { n: table.upto }) : `▁ ${this.t('pMark')}`;
    ui.canvas.setAttribute('aria-label', this.t('plotLabel', { n: table.upto }));
    this.#explainRender(d, failed);
    this.#periodRender(table);
    const sentence = d ? stepSentence(this.uiLang, d) : '';
    ui.live.textContent = sentence;
    this.emit('sg-step', { rule: table.rule, upto: table.upto, x, sg: table.values[x] });
  }

  #cellsRender(table, x, reached) {
    const ui = this.ui;
    if (this.#cells.length !== table.values.length) {
      const xs = h('tr', { class: 'x' }, h('th', { scope: 'row' }, this.t('rowX')));
      const gs = h('tr', { class: 'sg' }, h('th', { scope: 'row' }, this.t('rowSg')));
      this.#cells = [];
      for (let i = 0; i < table.values.length; i++) {
        const go = () => this.#go(i);
        const xb = h('button', { type: 'button', part: 'cell', tabindex: -1, onclick: go }, i);
        const gb = h('button', { type: 'button', part: 'cell', tabindex: -1, onclick: go });
        xs.append(h('td', {}, xb));
        gs.append(h('td', {}, gb));
        this.#cells.push([xb, gb]);
      }
      ui.scroll.replaceChildren(h('table', {}, h('tbody', {}, xs, gs)));
    }
    ui.scroll.querySelectorAll('th')[0].textContent = this.t('rowX');
    ui.scroll.querySelectorAll('th')[1].textContent = this.t('rowSg');
    this.#cells.forEach(([xb, gb], i) => {
      const known = i <= x;
      const v = table.values[i];
      gb.textContent = known ? String(v) : '·';
      gb.className = known ? (v === 0 ? 'ppos' : '') : 'hidden';
      const cls = i === x ? 'current' : reached.has(i) && i < x ? 'reached' : '';
      xb.className = cls;
      if (cls) gb.classList.add(cls);
      xb.parentElement.className = known && v === 0 ? 'ppos-cell' : '';
      gb.setAttribute('aria-label', known ? `sg[${i}] = ${v}` : `sg[${i}]`);
      gb.setAttribute('part', i === x ? 'cell current' : 'cell');
    });
    const current = this.#cells[x]?.[0];
    if (current) {
      // Keep the current column in view without moving the page.
      const box = ui.scroll;
      const left = current.parentElement.offsetLeft;
      if (left < box.scrollLeft + 60 || left > box.scrollLeft + box.clientWidth - 60) box.scrollLeft = left - box.clientWidth / 2;
    }
  }

  #plot(table, x) {
    const canvas = this.ui.canvas;
    const width = Math.max(300, Math.floor(canvas.clientWidth || 720));
    const height = 220;
    const scale = window.devicePixelRatio || 1;
    canvas.width = width * scale;
    canvas.height = height * scale;
    const ctx = canvas.getContext('2d');
    ctx.scale(scale, scale);
    ctx.clearRect(0, 0, width, height);
    const style = getComputedStyle(this);
    const accent = style.getPropertyValue('--sg-accent').trim() || '#2563eb';
    const max = Math.max(1, table.maxValue);
    const n = table.values.length;
    const pad = 24;
    const w = width - pad - 6;
    const hgt = height - 16;
    ctx.fillStyle = '#5b6475';
    ctx.font = '11px system-ui, sans-serif';
    ctx.fillText(String(max), 2, 12);
    ctx.fillText('0', 2, hgt + 4);
    ctx.fillStyle = accent;
    // One column per pixel. With few distinct values, a dot for each value
    // that occurs in the column's slice of x, so the bands show; otherwise
    // the column's range of values.
    const dots = max <= 256;
    const seen = new Uint32Array(max + 1);
    const y = (v) => 6 + hgt - (v / max) * (hgt - 6);
    for (let px = 0; px < w; px++) {
      const from = Math.floor((px * n) / w);
      const to = Math.max(from + 1, Math.floor(((px + 1) * n) / w));
      let lo = Infinity, hi = -Infinity;
      for (let i = from; i < to && i < n; i++) {
        const v = table.values[i];
        if (v < lo) lo = v;
        if (v > hi) hi = v;
        if (dots && seen[v] !== px + 1) {
          seen[v] = px + 1;
          ctx.fillRect(pad + px, y(v) - 1, 1.5, 2.5);
        }
      }
      if (!dots && hi >= 0) ctx.fillRect(pad + px, y(hi), 1, Math.max(1, y(lo) - y(hi)));
    }
    ctx.fillStyle = style.getPropertyValue('--sg-p').trim() || '#dc2626';
    ctx.fillRect(pad + (x / n) * w, 0, 2, height);
  }

  #explainRender(d, failed) {
    const ui = this.ui;
    if (!d) {
      ui.explain.hidden = !failed;
      ui.explain.replaceChildren(h('div', { class: 'error', role: 'alert' }, failed ? `${this.t('errorPrefix')}: ${failed}` : ''));
      return;
    }
    ui.explain.hidden = false;
    const lang = this.uiLang;
    const sg = (n) => `sg[${n}]`;
    // The engine lists at most 10000 moves (truncated past that, totalMoves
    // counting them when it can); the page draws at most listedMoves.
    const list = this.cappedList(d.moves, (m) => {
      const expr = m.leaves.length ? m.leaves.map(sg).join(' XOR ') : sg(0);
      return this.t('moveLine', { move: describeMove(lang, m, d.heap), expr, value: m.value });
    }, { tag: 'ol', attrs: { class: 'moves', part: 'moves' }, max: listedMoves, total: d.totalMoves ?? d.moves.length,
      note: d.truncated && d.totalMoves == null ? this.t('moreExist') : '' });
    // The reached set is written out up to 60 values; the mex line says the rest.
    const reached = d.reached.length > 60 ? `${d.reached.slice(0, 60).join(', ')}, …` : d.reached.join(', ');
    ui.explain.replaceChildren(
      h('p', { class: 'sentence' }, stepSentence(lang, d)),
      ...(d.moves.length ? list : []),
      h('div', {}, this.t('reachedSet', { set: `{${reached}}` }), ' · ', this.t('mexLine', { mex: d.mex }),
        d.reachedComplete === false ? h('div', { class: 'muted' }, this.t('reachedPartial', { x: d.heap, mex: d.mex })) : ''));
  }

  #periodRender(table) {
    const p = table.period;
    const ui = this.ui;
    const parts = [];
    const status = p.status === 'proved' ? 'periodProved' : p.status === 'observed' ? 'periodObserved' : 'periodNone';
    parts.push(h('div', {}, h('strong', {}, this.t(status, { p: p.period, pre: p.preperiod, upto: p.checkedUpto }))));
    if (p.status !== 'none' && p.saltus) parts.push(h('div', {}, this.t('saltus', { s: p.saltus })));
    if (p.form) parts.push(h('div', {}, this.t(`form.${p.form}`, { m: p.formParam, m1: p.formParam + 1 })));
    if (p.status === 'observed')
      parts.push(h('div', { class: 'muted' }, this.t('periodRepeats', { k: p.repeats, pre: p.preperiod, end: p.checkedUpto })));
    if (p.proof === 'window' || p.proof === 'octal')
      parts.push(h('div', { class: 'muted' }, this.t(p.proof === 'window' ? 'proofWindow' : 'proofOctal', { p: p.period, pre: p.preperiod, t: p.proofT })));
    // The period view: rows of p values so that the columns line up.
    const n = table.values.length;
    if (p.status !== 'none' && p.period >= 1 && p.period <= 40 && p.preperiod + p.period <= n) {
      const grid = h('table', { class: 'grid', part: 'period-grid' });
      const head = h('tr', {}, h('th', {}, ''), ...Array.from({ length: p.period }, (_, j) => h('th', {}, `+${j}`)));
      grid.append(head);
      if (p.preperiod > 0) {
        const pre = Array.from({ length: Math.min(p.preperiod, 40) }, (_, i) => table.values[i]);
        grid.append(h('tr', {}, h('th', {}, this.t('preperiodRow')), h('td', { colspan: p.period, class: 'mono' }, pre.join(' ') + (p.preperiod > 40 ? ' …' : ''))));
      }
      for (let start = p.preperiod, rows = 0; start + p.period <= n && rows < 8; start += p.period, rows++) {
        const row = h('tr', {}, h('th', {}, `x = ${start}`));
        for (let j = 0; j < p.period; j++) {
          const v = table.values[start + j];
          row.append(h('td', { class: v === 0 ? 'ppos' : '' }, String(v)));
        }
        grid.append(row);
      }
      parts.push(h('div', { class: 'muted' }, this.t('periodView', { p: p.period })), h('div', { class: 'scroll' }, grid));
    }
    ui.period.replaceChildren(...parts);
  }
}

export function define(registry) { MexTable.define('sg-mex-table', registry); }
export { MexTable };
