// <sg-mex-table rule="1,3,4" upto="20" step="4" lang="zh" controls="full|none"
//               predict="on|off" graph="on|off">
// A mex table built step by step: the two rows "x" and "sg[x]", the current
// x's moves drawn as arrows to the cells they reach, its values, set and mex in
// one tutorial sentence, the period (once earned), the game as a graph, and a
// plot with progress and Cancel for large N. With predict="on" the reader
// types each sg[x] before it is shown and is told why a wrong value is wrong.
// Events: sg-step {rule, upto, x, sg}.
import { SgElement, sheet, h, svg, count } from './base.js';
import { stepSentence, judgeGuess, guessText, setSentence, periodEarnedAt, moveTargets } from '../derive.js';
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
// The graph view draws positions 0..graphMax; the arrows over the table go to
// at most arrowMax cells.
export const graphMax = 40;
const arrowMax = 200;
const strip = 40;  // px above the table for the arrows

// Math in a sentence kept whole ("mex{1, 1, 0}", "sg[4] = 2", "x = 4"), so a
// narrow screen wraps between tokens, not inside them. Long sets still wrap
// after their commas.
const mathRe = /(?:mex)?\{[^{}]{0,24}\}|sg\[\d+\](?:\s?=\s?\d+)?|mex\s?=\s?(?:\d+|\?)|x\s?=\s?\d+:?|=\s?\d+/g;
function mathNodes(text) {
  const out = [];
  // Between tokens, a long set may break after a comma: Chinese writes
  // "{sg[6],sg[5],…}" without spaces, which has no break otherwise.
  const plain = (part) => part.split(/(?<=,)/).forEach((piece) => { out.push(piece); if (piece.endsWith(',')) out.push(h('wbr')); });
  let last = 0;
  for (const m of text.matchAll(mathRe)) {
    if (m.index > last) plain(text.slice(last, m.index));
    out.push(h('span', { class: 'm' }, m[0]));
    last = m.index + m[0].length;
  }
  if (last < text.length) plain(text.slice(last));
  return out;
}

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
  .current { background: var(--sg-accent, #2563eb) !important; color: var(--sg-on-accent, #fff) !important; }
  .reached { background: var(--sg-reached, #fdf6e3) !important; outline: 2px dashed var(--sg-fg, #1d2330); outline-offset: -4px; }
  .scroll.cells { position: relative; }
  .scroll.cells table { margin-top: ${strip}px; }
  .arrows { position: absolute; top: 0; left: 0; pointer-events: none; overflow: visible; }
  .arrows path { fill: none; stroke: var(--sg-accent, #2563eb); stroke-width: 1.7; stroke-linecap: round; stroke-linejoin: round; }
  .arrows path.hover { stroke: var(--sg-fg, #1d2330); stroke-dasharray: 5 3; }
  .arrows.hovering path.current { opacity: .3; }
  tr.guess th { font-weight: 400; font-size: .9em; }
  tr.guess td { border-left-color: transparent; }
  td input[name=guess] { width: 2.6em; min-height: 2em; padding: 0 .2em; text-align: center; font-weight: 600;
                         border: 2px solid var(--sg-accent, #2563eb); border-radius: 4px; margin: 1px; }
  .setline { margin: .45em 0 0; font-variant-numeric: tabular-nums; }
  .m { white-space: nowrap; }
  .toggles { display: flex; gap: .35em; flex-wrap: wrap; }
  .predict { margin: .6em 0 0; }
  .predict .row { gap: .4em .8em; }
  .feedback { margin: .2em 0; font-weight: 600; }
  .feedback:empty { display: none; }
  .feedback.right { color: var(--sg-good, #166534); }
  .feedback.wrong { color: var(--sg-bad, #9a3412); }
  .hidden-period { display: flex; flex-wrap: wrap; gap: .4em 1em; align-items: center; }
  .graph { margin-top: .6em; }
  .graph .scroll { background: var(--sg-table-bg, #fff); }
  .graph svg { display: block; }
  .graph .edge { fill: none; stroke: var(--sg-edge, #8792a5); stroke-width: 1.3; }
  .graph .edge.split { stroke-dasharray: 4 3; }
  .graph .edge.on { stroke: var(--sg-accent, #2563eb); stroke-width: 2.6; }
  .graph svg.emph .edge:not(.on) { opacity: .3; }
  .vertex { cursor: pointer; }
  .vertex:focus { outline: none; }
  .vertex circle { fill: #fff; stroke: #475569; stroke-width: 1.5; }
  .vertex text { font-size: 13px; text-anchor: middle; dominant-baseline: central; fill: var(--sg-fg, #1d2330); }
  .vertex .xl { fill: var(--sg-muted, #5b6475); font-size: 12px; }
  .vertex.p circle { fill: var(--sg-p, #dc2626); stroke: var(--sg-p, #dc2626); }
  .vertex.p .val { fill: #fff; font-weight: 700; }
  .vertex .pmark { font-weight: 700; fill: var(--sg-p, #b91c1c); }
  .vertex.current circle { stroke: var(--sg-accent, #2563eb); stroke-width: 4; }
  .vertex.hover circle, .vertex:focus-visible circle { stroke: var(--sg-focus, #f59e0b); stroke-width: 4; }
  @media (max-width: 480px) { .steps button, .toggles button, .predict button { min-height: 44px; } }
  .ppos { text-decoration: underline 2px var(--sg-p, #dc2626); text-underline-offset: 3px; }
  .ppos-cell { box-shadow: inset 0 -3px 0 var(--sg-p, #dc2626); }
  .explain { margin: .8em 0; padding: .7em .9em; border-left: 4px solid var(--sg-accent, #2563eb);
             background: var(--sg-note, #f3f6fc); border-radius: 0 var(--sg-radius, 6px) var(--sg-radius, 6px) 0; }
  .sentence, .prompt { font-size: 1.08em; margin: 0 0 .4em; }
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
  static observedAttributes = ['rule', 'upto', 'step', 'lang', 'controls', 'export', 'predict', 'graph'];

  #built = false;
  #table = null;       // the engine's table for #tableKey
  #tableKey = '';
  #derivation = null;
  #job = null;         // AbortController of a running large computation
  #timer = null;       // play
  #pending = false;
  #cells = [];
  #engine = null;
  // What the reader has seen of this rule: sg[0..seen-1] (for the period view).
  #seen = 0;
  #seenRule = '';
  #periodShown = false;   // "Show the period now"
  #score = { right: 0, tried: 0 };  // first tries, for the whole session
  #firstTry = new Map();  // rule + x -> right at the first try
  #feedback = null;       // {rule, x, kind, judged?} for the current step
  #hover = null;          // the x pointed at or focused (cell or vertex)
  #focusGuess = false;    // the reader stepped: put the caret in the guess
  #explains = new Map();  // x -> the engine's explanation, for this rule
  #graphKey = '';
  #graphFocus = 0;

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
    ui.reset = button('reset', () => this.#go(0, true));
    ui.back = button('back', () => this.#go(this.step - 1, true));
    ui.play = button('play', () => this.#togglePlay());
    ui.forward = button('forward', () => this.#go(this.step + 1, true));
    ui.end = button('end', () => this.#showAll());
    ui.predictToggle = button('predict', () => this.setAttribute('predict', this.getAttribute('predict') === 'on' ? 'off' : 'on'));
    ui.graphToggle = button('graph', () => this.setAttribute('graph', this.getAttribute('graph') === 'on' ? 'off' : 'on'));
    ui.jump = h('input', { name: 'jump', type: 'number', min: 0, inputmode: 'numeric',
      onchange: () => this.#go(Number(ui.jump.value), true) });
    ui.jumpLabel = h('label', {}, h('span', {}), ui.jump);
    ui.controls = h('div', { class: 'controls', part: 'controls' },
      h('div', { class: 'field' }, ui.ruleLabel, h('div', { class: 'row' }, ui.ruleInput, h('label', {}, ui.exampleLabel, ui.example)), ui.ruleErr),
      h('div', { class: 'field' }, ui.uptoLabel, ui.uptoInput, ui.uptoErr),
      h('div', { class: 'field' }, h('span', { 'aria-hidden': 'true' }, '\u00a0'),
        h('div', { class: 'steps', role: 'group' }, ui.reset, ui.back, ui.play, ui.forward, ui.end, ui.jumpLabel)),
      h('div', { class: 'field' }, h('span', { 'aria-hidden': 'true' }, '\u00a0'),
        h('div', { class: 'toggles', role: 'group' }, ui.predictToggle, ui.graphToggle)));
    ui.cancel = h('button', { type: 'button', name: 'cancel', onclick: () => this.#job?.abort() });
    ui.bar = h('progress', { max: 1, value: 0 });
    ui.progressText = h('span', { class: 'muted' });
    ui.progress = h('div', { class: 'progress', part: 'progress', hidden: true }, ui.bar, ui.progressText, ui.cancel);
    ui.notice = h('div', { class: 'muted', role: 'status' });
    ui.scroll = h('div', { class: 'scroll', part: 'table', tabindex: 0 });
    ui.arrows = svg('svg', { class: 'arrows', part: 'arrows', 'aria-hidden': 'true' });
    ui.setLine = h('p', { class: 'setline', part: 'moves-set' });
    // The guess goes in the current sg cell; Enter checks it.
    ui.guess = h('input', { name: 'guess', type: 'text', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false', maxlength: 6,
      onkeydown: (e) => { if (e.key === 'Enter') { e.preventDefault(); this.#check(); } } });
    ui.feedback = h('div', { class: 'feedback', role: 'status', part: 'feedback' });
    ui.check = button('check', () => this.#check());
    ui.reveal = button('reveal', () => this.#reveal());
    ui.score = h('span', { class: 'muted', part: 'score' });
    ui.predict = h('div', { class: 'predict', part: 'predict' }, ui.feedback, h('div', { class: 'row' }, ui.check, ui.reveal, ui.score));
    ui.graphNote = h('div', { class: 'muted' });
    ui.graphScroll = h('div', { class: 'scroll' });
    ui.graphLegend = h('div', { class: 'legend muted' });
    ui.graph = h('div', { class: 'graph', part: 'graph' }, ui.graphNote, ui.graphScroll, ui.graphLegend);
    // Pointing at or focusing a cell shows its moves.
    const cellX = (e) => {
      const b = e.target.closest?.('button[data-x]');
      return b ? Number(b.dataset.x) : null;
    };
    ui.scroll.addEventListener('mouseover', (e) => this.#setHover(cellX(e)));
    ui.scroll.addEventListener('mouseleave', () => this.#setHover(null));
    ui.scroll.addEventListener('focusin', (e) => this.#setHover(cellX(e)));
    ui.scroll.addEventListener('focusout', () => this.#setHover(null));
    new ResizeObserver(() => this.#drawArrows()).observe(ui.scroll);
    ui.canvas = h('canvas', { part: 'plot', role: 'img', hidden: true });
    ui.legend = h('div', { class: 'legend muted' });
    ui.explain = h('div', { class: 'explain', part: 'explain' });
    ui.period = h('div', { class: 'period', part: 'period' });
    ui.live = h('div', { class: 'sr-only', 'aria-live': 'polite' });
    ui.format = h('select', { name: 'format', onchange: () => this.#exportPreview() },
      ...Object.entries(formats).map(([k, f]) => h('option', { value: k }, f.label)));
    ui.exportLabel = h('span', {});
    ui.copy = h('button', { type: 'button', name: 'copy', onclick: () => this.#export('copy') });
    ui.download = h('button', { type: 'button', name: 'download', onclick: () => this.#export('download') });
    ui.exportStatus = h('div', { class: 'muted', role: 'status' });
    ui.exportText = h('textarea', { readonly: true, rows: 4, hidden: true, class: 'mono', 'aria-label': 'export' });
    ui.exportBar = h('div', { class: 'export', part: 'export' },
      h('div', { class: 'row' }, h('label', {}, ui.exportLabel, ui.format), ui.copy, ui.download), ui.exportStatus, ui.exportText);
    // Errors in attributes still show when the controls are hidden.
    ui.widgetError = h('div', { class: 'error widget-error', role: 'alert', part: 'error' });
    this.root.append(ui.controls, ui.widgetError, ui.progress, ui.notice, ui.scroll, ui.canvas, ui.setLine, ui.legend, ui.predict,
      ui.explain, ui.graph, ui.period, ui.exportBar, ui.live);
    this.addEventListener('keydown', (e) => this.#key(e));
  }

  // The getSG program of the table's rule (the engine writes it), cached per rule.
  #program = { rule: null, text: '' };
  #ruleProgram(table) {
    if (this.#program.rule !== table.rule) this.#program = { rule: table.rule, text: formats.getsg.program(this.#engine, table.rule) };
    return this.#program.text;
  }

  // With the program format chosen, the program stands in the read-only text
  // area (Copy and Download take it from there); other formats hide it.
  #exportPreview() {
    const table = this.#table;
    const f = formats[this.ui.format.value];
    if (!f?.program) {
      if (this.ui.exportText.dataset.program) {
        this.ui.exportText.hidden = true;
        this.ui.exportText.rows = 4;
        delete this.ui.exportText.dataset.program;
        this.ui.exportStatus.textContent = '';
      }
      return;
    }
    if (!table || !this.#engine) return;
    try {
      this.ui.exportText.value = this.#ruleProgram(table);
      this.ui.exportText.dataset.program = table.rule;
      this.ui.exportText.rows = 14;
      this.ui.exportText.hidden = false;
      this.ui.exportStatus.textContent = this.t('exportProgramNote');
    } catch (e) {
      this.ui.exportText.hidden = true;
      this.ui.exportStatus.textContent = this.err(e);
    }
  }

  async #export(how) {
    const table = this.#table;
    if (!table) return;
    const f = formats[this.ui.format.value];
    if (f.program) {
      let text;
      try { text = this.#ruleProgram(table); } catch (e) { this.ui.exportStatus.textContent = this.err(e); return; }
      this.#exportPreview();
      if (how === 'download') {
        download(text, `getsg-${table.rule.replace(/[^\w.-]+/g, '_')}.${f.ext}`, f.type);
        return;
      }
      const ok = await copyText(text);
      this.ui.exportStatus.textContent = ok ? this.t('copied') : this.t('copyFallback');
      if (!ok) this.ui.exportText.select();
      this.emit('sg-export', { format: this.ui.format.value, text });
      return;
    }
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
    if (target.closest?.('.vertex')) return;  // the graph's own keys
    if (e.key === 'End') { e.preventDefault(); this.#showAll(); return; }
    const moves = { ArrowRight: this.step + 1, ArrowLeft: this.step - 1, Home: 0 };
    if (e.key in moves) {
      e.preventDefault();
      this.#go(moves[e.key], true);
    }
  }

  // user: the reader asked for this step here, so the caret goes to the guess.
  #go(x, user = false) {
    if (!this.#table) return;
    const clamped = Math.max(0, Math.min(this.#table.upto, Math.trunc(Number(x) || 0)));
    if (user) this.#focusGuess = true;
    if (clamped !== this.step || !this.hasAttribute('step')) this.setAttribute('step', String(clamped));
    if (clamped >= this.#table.upto) this.#stop();
  }

  // "End": every value at once, nothing to predict.
  #showAll() {
    if (!this.#table) return;
    this.#seen = Math.max(this.#seen, this.#table.values.length);
    this.#go(this.#table.upto);
    if (this.step === this.#table.upto && this.#engine) this.#render(this.#engine);
  }

  get #predicting() {
    return this.getAttribute('predict') === 'on' && Boolean(this.#table) && this.#table.upto <= largeTable;
  }

  // Whether sg[i] is shown at step x: the values before x, and x itself
  // unless the reader is still to predict it.
  #known(i, x = Math.min(this.step, this.#table?.upto ?? 0)) {
    if (i < x) return true;
    if (i > x) return false;
    return !this.#predicting || this.#seen > x;
  }

  #check() {
    const table = this.#table;
    const d = this.#derivation;
    const x = Math.min(this.step, table?.upto ?? 0);
    if (!table || !d || d.heap !== x || this.#known(x)) return;
    const raw = this.ui.guess.value.trim();
    if (!/^\d{1,6}$/.test(raw)) {
      this.#feedback = { rule: table.rule, x, kind: 'hint' };
    } else {
      const judged = judgeGuess(d, Number(raw));
      const key = `${table.rule}\u0000${x}`;
      const first = !this.#firstTry.has(key);
      if (first) {
        this.#firstTry.set(key, judged.verdict === 'right');
        this.#score.tried++;
        if (judged.verdict === 'right') this.#score.right++;
      }
      this.#feedback = { rule: table.rule, x, kind: judged.verdict === 'right' ? 'right' : 'wrong', judged, again: !first };
      if (judged.verdict === 'right') this.#seen = Math.max(this.#seen, x + 1);
    }
    this.#render(this.#engine);
    if (this.#feedback.kind === 'right') (this.ui.forward.disabled ? this.ui.reset : this.ui.forward).focus();
    else { this.ui.guess.focus(); this.ui.guess.select(); }
  }

  // "Show the answer": sg[x] shown without a guess (nothing scored).
  #reveal() {
    const x = Math.min(this.step, this.#table?.upto ?? 0);
    if (!this.#table || this.#known(x)) return;
    this.#seen = Math.max(this.#seen, x + 1);
    this.#feedback = { rule: this.#table.rule, x, kind: 'shown' };
    this.#render(this.#engine);
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
    ui.play.textContent = this.#timer ? `❚❚ ${this.t('pause')}` : `▷ ${this.t('autoStep')}`;
    ui.play.setAttribute('aria-pressed', String(Boolean(this.#timer)));
    ui.forward.textContent = `${this.t('forward')} ▶`;
    ui.end.textContent = `${this.t('toEnd')} ▶|`;
    ui.jumpLabel.firstChild.textContent = this.t('jumpTo');
    ui.predictToggle.textContent = this.t('predictToggle');
    ui.predictToggle.setAttribute('aria-pressed', String(this.getAttribute('predict') === 'on'));
    ui.graphToggle.textContent = this.t('graphToggle');
    ui.graphToggle.setAttribute('aria-pressed', String(this.getAttribute('graph') === 'on'));
    ui.check.textContent = this.t('guessCheck');
    ui.reveal.textContent = this.t('guessReveal');
    ui.cancel.textContent = this.t('cancel');
    ui.exportLabel.textContent = this.t('exportLabel');
    ui.copy.textContent = this.t('copy');
    ui.download.textContent = this.t('download');
    for (const option of ui.format.options) {
      const f = formats[option.value];
      if (f?.labelKey) option.textContent = this.t(f.labelKey);
    }
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
      this.#engine = engine;
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
    if (formats[ui.format.value]?.program) this.#exportPreview();
    const x = Math.min(this.step, table.upto);
    if (table.rule !== this.#seenRule) {
      this.#seenRule = table.rule;
      this.#seen = 0;
      this.#periodShown = false;
      this.#explains.clear();
      this.#feedback = null;
      this.#hover = null;
    }
    // Stepping past a value shows it; without predicting, so does reaching it
    // (and auto-step shows each value as it goes).
    this.#seen = Math.max(this.#seen, this.#predicting && !this.#timer ? x : x + 1);
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
    if (d) this.#explains.set(x, d);
    const large = table.upto > largeTable;
    const hidden = !this.#known(x);
    if (this.#feedback && (this.#feedback.x !== x || this.#feedback.rule !== table.rule)) this.#feedback = null;
    ui.scroll.hidden = large;
    ui.canvas.hidden = !large;
    if (large) this.#plot(table, x);
    else this.#cellsRender(table, x, hidden);
    ui.legend.textContent = large ? this.t('plotLabel', { n: table.upto }) : `▁ ${this.t('pMark')}`;
    ui.canvas.setAttribute('aria-label', this.t('plotLabel', { n: table.upto }));
    this.#predictRender(d, x, hidden);
    this.#explainRender(d, failed, hidden);
    this.#graphRender(table, x);
    this.#hoverRender();
    this.#periodRender(table, x);
    const sentence = d ? (hidden ? this.t('guessPrompt', { x }) : stepSentence(this.uiLang, d)) : '';
    ui.live.textContent = sentence;
    if (this.#focusGuess) {
      this.#focusGuess = false;
      if (hidden && ui.guess.isConnected) ui.guess.focus({ preventScroll: true });
    }
    this.emit('sg-step', { rule: table.rule, upto: table.upto, x, sg: table.values[x] });
  }

  #cellsRender(table, x, hidden) {
    const ui = this.ui;
    if (this.#cells.length !== table.values.length) {
      const xs = h('tr', { class: 'x' }, h('th', { scope: 'row' }, this.t('rowX')));
      const gs = h('tr', { class: 'sg' }, h('th', { scope: 'row' }, this.t('rowSg')));
      const ps = h('tr', { class: 'guess' }, h('th', { scope: 'row' }, this.t('guessRow')));
      this.#cells = [];
      for (let i = 0; i < table.values.length; i++) {
        const go = () => this.#go(i, true);
        const xb = h('button', { type: 'button', part: 'cell', tabindex: -1, 'data-x': i, onclick: go }, i);
        const gb = h('button', { type: 'button', part: 'cell', tabindex: -1, 'data-x': i, onclick: go });
        const pd = h('td', {});
        xs.append(h('td', {}, xb));
        gs.append(h('td', {}, gb));
        ps.append(pd);
        this.#cells.push([xb, gb, pd]);
      }
      ui.scroll.classList.add('cells');
      ui.scroll.replaceChildren(ui.arrows, h('table', {}, h('tbody', {}, xs, gs, ps)));
    }
    const heads = ui.scroll.querySelectorAll('th');
    heads[0].textContent = this.t('rowX');
    heads[1].textContent = this.t('rowSg');
    heads[2].textContent = this.t('guessRow');
    heads[2].parentElement.hidden = !this.#predicting;
    this.#cells.forEach(([xb, gb], i) => {
      const known = this.#known(i, x);
      const v = table.values[i];
      gb.textContent = known ? String(v) : i === x ? '?' : '·';
      gb.className = known ? (v === 0 ? 'ppos' : '') : 'hidden';
      xb.className = i === x ? 'current' : '';
      if (i === x) gb.classList.add('current');
      xb.parentElement.className = known && v === 0 ? 'ppos-cell' : '';
      gb.setAttribute('aria-label', known ? `sg[${i}] = ${v}` : `sg[${i}]`);
      gb.setAttribute('part', i === x ? 'cell current' : 'cell');
    });
    // The guess goes just under the current sg cell while that is hidden.
    const cell = this.#cells[x];
    if (hidden && cell) {
      if (ui.guess.parentElement !== cell[2]) {
        ui.guess.value = '';
        cell[2].append(ui.guess);
      }
      ui.guess.setAttribute('aria-label', this.t('guessLabel', { x }));
    } else {
      ui.guess.remove();
    }
    const current = cell?.[0];
    if (current) {
      // Keep the current column in view without moving the page.
      const box = ui.scroll;
      const left = current.parentElement.offsetLeft;
      if (left < box.scrollLeft + 60 || left > box.scrollLeft + box.clientWidth - 60) box.scrollLeft = left - box.clientWidth / 2;
    }
  }

  // The explanation of x for this rule, from the engine once (null if it refuses).
  #explainOf(x) {
    if (!this.#table || !this.#engine || x == null || x < 0 || x > this.#table.upto) return null;
    if (!this.#explains.has(x)) {
      let d = null;
      try { d = this.#engine.explain(this.#table.rule, x); } catch { d = null; }
      if (this.#explains.size > 600) this.#explains.clear();
      this.#explains.set(x, d);
    }
    return this.#explains.get(x);
  }

  #setHover(x) {
    if (x === this.#hover) return;
    this.#hover = x;
    this.#hoverRender();
  }

  // What follows the x pointed at (else the current x): the reached cells
  // outlined, arrows to them over the table, the set line, the graph's edges.
  #hoverRender() {
    const table = this.#table;
    if (!table || !this.#built) return;
    const x = Math.min(this.step, table.upto);
    const focus = this.#hover ?? x;
    const d = this.#explainOf(focus);
    const reached = new Set((d?.moves ?? []).flatMap(moveTargets));
    this.#cells.forEach(([xb, gb], i) => {
      const on = reached.has(i) && i !== x;
      xb.classList.toggle('reached', on);
      gb.classList.toggle('reached', on);
    });
    this.ui.setLine.replaceChildren(...(d && table.upto <= largeTable ? mathNodes(setSentence(this.uiLang, d, (n) => this.#known(n, x))) : []));
    this.#drawArrows();
    const g = this.ui.graphScroll.querySelector('svg');
    if (g) {
      g.classList.toggle('emph', true);
      for (const e of g.querySelectorAll('.edge')) e.classList.toggle('on', Number(e.dataset.from) === focus);
      for (const v of g.querySelectorAll('.vertex')) v.classList.toggle('hover', this.#hover !== null && Number(v.dataset.x) === this.#hover);
    }
  }

  // Arrows over the table from x to each cell one move reaches (each part of
  // a split): the current x always, and the x pointed at, dashed.
  #drawArrows() {
    const ui = this.ui;
    const table = this.#table;
    const box = ui.scroll;
    const el = box.querySelector('table');
    ui.arrows.replaceChildren();
    if (!table || !el || box.hidden || !this.#cells.length) return;
    const base = box.getBoundingClientRect();
    if (!base.width) return;  // not laid out (another tab): drawn on the next resize
    const cx = (i) => {
      const r = this.#cells[i][0].parentElement.getBoundingClientRect();
      return r.left - base.left - box.clientLeft + box.scrollLeft + r.width / 2;
    };
    ui.arrows.setAttribute('width', String(el.offsetLeft + el.offsetWidth));
    ui.arrows.setAttribute('height', String(strip));
    const x = Math.min(this.step, table.upto);
    const hover = this.#hover !== null && this.#hover !== x ? this.#hover : null;
    ui.arrows.classList.toggle('hovering', hover !== null);
    const y = strip - 1;
    for (const [from, kind] of [[x, 'current'], [hover, 'hover']]) {
      if (from === null) continue;
      const d = this.#explainOf(from);
      const targets = [...new Set((d?.moves ?? []).flatMap(moveTargets))].slice(0, arrowMax);
      const x0 = cx(from);
      for (const to of targets) {
        if (to === from || !this.#cells[to]) continue;
        const x1 = cx(to);
        const lift = Math.min(strip - 4, 8 + Math.abs(x1 - x0) * 0.3) * 1.33;
        ui.arrows.append(svg('path', { class: kind, 'data-from': from, 'data-to': to,
          d: `M${x0} ${y}C${x0} ${y - lift} ${x1} ${y - lift} ${x1} ${y}M${x1 - 4} ${y - 6}L${x1} ${y}L${x1 + 4} ${y - 6}` }));
      }
    }
  }

  // The game as a graph: positions 0..N in a row, an arc for each move.
  #graphRender(table, x) {
    const ui = this.ui;
    const on = this.getAttribute('graph') === 'on';
    ui.graph.hidden = !on;
    if (!on) return;
    const n = table.upto;
    if (n > graphMax) {
      ui.graphNote.textContent = this.t('mexGraphTooLarge', { max: graphMax, n });
      ui.graphScroll.hidden = ui.graphLegend.hidden = true;
      ui.graphScroll.replaceChildren();
      this.#graphKey = '';
      return;
    }
    ui.graphNote.textContent = this.t('graphLabel', { n });
    ui.graphScroll.hidden = ui.graphLegend.hidden = false;
    ui.graphLegend.textContent = this.t('graphLegend');
    const key = `${table.rule}\u0000${n}`;
    if (key !== this.#graphKey) {
      this.#graphKey = key;
      this.#graphFocus = Math.min(this.#graphFocus, n);
      ui.graphScroll.replaceChildren(this.#graphBuild(n));
    }
    const g = ui.graphScroll.querySelector('svg');
    g.setAttribute('aria-label', this.t('graphLabel', { n }));
    for (const v of g.querySelectorAll('.vertex')) {
      const i = Number(v.dataset.x);
      const known = this.#known(i, x);
      const value = table.values[i];
      const p = known && value === 0;
      v.classList.toggle('p', p);
      v.classList.toggle('current', i === x);
      v.querySelector('.val').textContent = known ? String(value) : '?';
      v.querySelector('.pmark').textContent = p ? 'P' : '';
      v.setAttribute('aria-label', known ? this.t(p ? 'vertexP' : 'vertexKnown', { x: i, sg: value }) : this.t('vertexUnknown', { x: i }));
      v.setAttribute('aria-current', i === x ? 'step' : 'false');
    }
  }

  #graphBuild(n) {
    const s = 46, r = 15, pad = 26;
    const edges = new Map();  // "from to" -> split
    for (let i = 0; i <= n; i++) {
      for (const m of this.#explainOf(i)?.moves ?? []) {
        for (const to of moveTargets(m)) {
          const k = `${i} ${to}`;
          edges.set(k, (edges.get(k) ?? true) && m.leaves.length > 1);
        }
      }
    }
    const lift = (span) => Math.min(150, 12 + span * s * 0.3);
    let top = 12;
    for (const k of edges.keys()) { const [a, b] = k.split(' ').map(Number); top = Math.max(top, lift(a - b) * 0.75 + 8); }
    const cy = top + r;
    const width = pad * 2 + n * s;
    const height = cy + r + 40;
    const cx = (i) => pad + i * s;
    const root = svg('svg', { width, height, viewBox: `0 0 ${width} ${height}`, role: 'group' });
    const lines = svg('g', {});
    for (const [k, split] of edges) {
      const [a, b] = k.split(' ').map(Number);
      const y = cy - r;
      const up = lift(a - b);
      const x0 = cx(a) - 3, x1 = cx(b) + 3;
      lines.append(svg('path', { class: split ? 'edge split' : 'edge', 'data-from': a, 'data-to': b,
        d: `M${x0} ${y}C${x0} ${y - up} ${x1} ${y - up} ${x1} ${y}M${x1 - 4} ${y - 6}L${x1} ${y}L${x1 + 4} ${y - 6}` }));
    }
    root.append(lines);
    for (let i = 0; i <= n; i++) {
      const v = svg('g', { class: 'vertex', 'data-x': i, tabindex: i === this.#graphFocus ? 0 : -1, role: 'button',
        transform: `translate(${cx(i)} ${cy})` },
      svg('circle', { r }), svg('text', { class: 'val' }), svg('text', { class: 'xl', y: r + 12 }, String(i)),
      svg('text', { class: 'pmark', y: r + 27 }));
      v.addEventListener('click', () => this.#go(i, true));
      v.addEventListener('mouseenter', () => this.#setHover(i));
      v.addEventListener('mouseleave', () => this.#setHover(null));
      v.addEventListener('focus', () => { this.#graphFocus = i; this.#setHover(i); });
      v.addEventListener('blur', () => this.#setHover(null));
      v.addEventListener('keydown', (e) => this.#vertexKey(e, i, n, root));
      root.append(v);
    }
    return root;
  }

  // Arrow keys move along the row of vertices; Enter or Space steps there.
  #vertexKey(e, i, n, root) {
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: n }[e.key];
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.#go(i, true);
      return;
    }
    if (next === undefined) return;
    e.preventDefault();
    const j = Math.max(0, Math.min(n, next));
    const vs = root.querySelectorAll('.vertex');
    vs.forEach((v, k) => v.setAttribute('tabindex', k === j ? '0' : '-1'));
    vs[j].focus();
    vs[j].scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  #predictRender(d, x, hidden) {
    const ui = this.ui;
    const on = this.#predicting;
    ui.predict.hidden = !on;
    if (!on) return;
    const f = this.#feedback;
    const lang = this.uiLang;
    let text = '';
    if (f?.kind === 'hint') text = this.t('guessNotNumber');
    else if (f?.kind === 'shown') text = this.t('guessShown', { x, mex: d?.mex });
    else if (f?.kind === 'right') text = `✓ ${f.again ? this.t('guessRightAgain', { x, mex: d.mex }) : guessText(lang, d, f.judged)}`;
    else if (f?.kind === 'wrong') text = `✗ ${guessText(lang, d, f.judged)} ${this.t('guessTryAgain')}`;
    ui.feedback.className = `feedback ${f?.kind ?? ''}`;
    ui.feedback.replaceChildren(...mathNodes(text));
    ui.check.hidden = ui.reveal.hidden = !hidden;
    ui.score.textContent = this.#score.tried ? this.t('guessScore', this.#score) : '';
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

  #explainRender(d, failed, hidden) {
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
    // Still to predict: the question and the moves, not the answer.
    if (hidden) {
      ui.explain.replaceChildren(h('p', { class: 'prompt' }, ...mathNodes(this.t('guessPrompt', { x: d.heap }))), ...(d.moves.length ? list : []));
      return;
    }
    ui.explain.replaceChildren(
      h('p', { class: 'sentence' }, ...mathNodes(stepSentence(lang, d))),
      ...(d.moves.length ? list : []),
      h('div', {}, ...mathNodes(this.t('reachedSet', { set: `{${reached}}` })), ' · ', ...mathNodes(this.t('mexLine', { mex: d.mex })),
        d.reachedComplete === false ? h('div', { class: 'muted' }, this.t('reachedPartial', { x: d.heap, mex: d.mex })) : ''));
  }

  #periodRender(table, x) {
    const p = table.period;
    const ui = this.ui;
    // Earned: the period seen twice (or every value shown, or asked for), so
    // the rows of p values do not give away what the reader is building.
    const all = x >= table.upto && this.#known(x, x);
    if (!(table.upto > largeTable || all || this.#periodShown || this.#seen >= periodEarnedAt(p))) {
      ui.period.replaceChildren(h('div', { class: 'hidden-period', part: 'period-hidden' },
        h('span', { class: 'muted' }, this.t('periodHidden')),
        h('button', { type: 'button', name: 'show-period', onclick: () => { this.#periodShown = true; this.#periodRender(table, x); } },
          this.t('showPeriod'))));
      return;
    }
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
