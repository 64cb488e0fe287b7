// <sg-mex-table rule="1,3,4" upto="20" step="4" lang="zh" controls="full|none"
//               predict="on|off" period="ask" graph="on|off" export="on|off">
// A mex table built step by step: the two rows "x" and "sg[x]", the current
// x's moves drawn as arrows to the cells they reach, its values, set and mex in
// one tutorial sentence, the period (once earned), the game as a graph, and a
// plot with progress and Cancel for large N. With predict="on" the reader
// types each sg[x] before it is shown and is told why a wrong value is wrong.
// With period="ask" the period and its formula wait until the reader asks
// (the widget then sets period="shown"), even when every value is in view.
// Events: sg-step {rule, upto, x, sg}, sg-table {rule, upto}, sg-export.
// The parts it draws with live in ./mex-table/; this file holds the state
// (which x, what the reader has seen) and puts the parts together.
import { SgElement } from './base.js';
import { h, svg } from './dom.js';
import { stepSentence, setSentence, periodEarnedAt, moveTargets } from '../model/derive.js';
import { ruleExamples } from '../model/rule-examples.js';
import { maxUpto } from '../engine/limits.js';
import { styles } from './mex-table/styles.js';
import { mathNodes } from './mex-table/math-text.js';
import { measureArrows } from './mex-table/arrows.js';
import { inNextFrame, watchNear } from './frame.js';
import { GraphView } from './mex-table/graph-view.js';
import { plotValues } from './mex-table/plot.js';
import { periodNodes } from './mex-table/period-view.js';
import { renderExplain } from './mex-table/explain-view.js';
import { CellRow } from './mex-table/cells.js';
import { PredictPanel } from './mex-table/predict.js';
import { ExportBar } from './mex-table/export-bar.js';
import { buildControls } from './mex-table/controls.js';

// Above this many values, a plot replaces the cells and the table is computed in slices.
const largeTable = 2000;

class MexTable extends SgElement {
  static sheets = [styles];

  #built = false;
  #table = null; // the engine's table for #tableKey
  #tableKey = '';
  #derivation = null;
  #job = null; // AbortController of a running large computation
  #run = 0; // the latest computation: one it replaced says nothing (its notice would be stale)
  #timer = null; // play
  #pending = false;
  #row = null; // the cells (./mex-table/cells.js)
  #follow = false; // the next layout keeps the current column in view
  /** @type {import('../engine/engine.js').Engine | null} */
  #engine = null;
  // What the reader has seen of this rule: sg[0..seen-1] (for the period view).
  #seen = 0;
  #seenRule = '';
  #periodShown = false; // "Show the period now"
  #allWanted = false; // "End" pressed before the table was computed
  #layoutPending = false; // a frame will keep the column in view and draw the arrows
  #near = false; // near the screen (frame.js): only then is its layout read
  #unwatch = null;
  #hover = null; // the x pointed at or focused (cell or vertex)
  #focusGuess = false; // the reader stepped: put the caret in the guess
  #explains = new Map(); // x -> the engine's explanation, for this rule
  #predictPanel = null; // the parts drawn beside the table (./mex-table/)
  #graphView = null;
  #exportBar = null;
  #say = (key, params) => this.t(key, params); // the words, for the parts

  connected() {
    if (!this.#built) this.#build();
    this.#unwatch ??= watchNear(this, (near) => {
      this.#near = near;
      if (near) this.#afterLayout();
    });
    this.#schedule();
  }

  disconnectedCallback() {
    this.#stop();
    this.#job?.abort();
    this.#unwatch?.();
    this.#unwatch = null;
  }

  changed() {
    if (this.#built) this.#schedule();
  }

  get rule() {
    return this.getAttribute('rule') ?? '1,3,4';
  }
  get upto() {
    return Number(this.getAttribute('upto') ?? 20);
  }
  get step() {
    const x = Number(this.getAttribute('step') ?? 0);
    return Number.isInteger(x) && x >= 0 ? x : 0;
  }
  // The table as computed (null until then): for export and tests.
  get table() {
    return this.#table;
  }

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
    // The fields and buttons; each acts on the element's attributes.
    Object.assign(
      ui,
      buildControls(this.ids, {
        set: (name, value) => this.setAttribute(name, value),
        toggle: (name) => this.setAttribute(name, this.getAttribute(name) === 'on' ? 'off' : 'on'),
        go: (x) => this.#go(x, true),
        step: () => this.step,
        play: () => this.#togglePlay(),
        end: () => this.#showAll(),
      })
    );
    ui.cancel = h('button', { type: 'button', name: 'cancel', onclick: () => this.#job?.abort() });
    ui.bar = h('progress', { max: 1, value: 0 });
    ui.progressText = h('span', { class: 'muted' });
    ui.progress = h('div', { class: 'progress', part: 'progress', hidden: true }, ui.bar, ui.progressText, ui.cancel);
    ui.notice = h('div', { class: 'muted', role: 'status' });
    ui.scroll = h('div', { class: 'scroll', part: 'table', tabindex: 0 });
    ui.scroll.addEventListener('scroll', () => this.#afterLayout(), { passive: true });
    ui.arrows = svg('svg', { class: 'arrows', part: 'arrows', 'aria-hidden': 'true' });
    ui.setLine = h('p', { class: 'setline', part: 'moves-set' });
    // The guess goes in the current sg cell; Enter checks it.
    ui.guess = h('input', {
      name: 'guess',
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'off',
      spellcheck: 'false',
      maxlength: 6,
      onkeydown: (e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          this.#check();
        }
      },
    });
    this.#row = new CellRow({ scroll: ui.scroll, arrows: ui.arrows, guess: ui.guess, go: (x) => this.#go(x, true) });
    this.#predictPanel = new PredictPanel({ check: () => this.#check(), reveal: () => this.#reveal() });
    this.#graphView = new GraphView({
      explainOf: (x) => this.#explainOf(x),
      go: (x) => this.#go(x, true),
      point: (x) => this.#setHover(x),
    });
    // Pointing at or focusing a cell shows its moves.
    const cellX = (e) => {
      const b = e.target.closest?.('button[data-x]');
      return b ? Number(b.dataset.x) : null;
    };
    ui.scroll.addEventListener('mouseover', (e) => this.#setHover(cellX(e)));
    ui.scroll.addEventListener('mouseleave', () => this.#setHover(null));
    ui.scroll.addEventListener('focusin', (e) => this.#setHover(cellX(e)));
    ui.scroll.addEventListener('focusout', () => this.#setHover(null));
    new ResizeObserver(() => this.#afterLayout()).observe(ui.scroll);
    ui.canvas = h('canvas', { part: 'plot', role: 'img', hidden: true });
    ui.legend = h('div', { class: 'legend muted' });
    ui.explain = h('div', { class: 'explain', part: 'explain' });
    ui.period = h('div', { class: 'period', part: 'period' });
    ui.live = h('div', { class: 'sr-only', 'aria-live': 'polite' });
    this.#exportBar = new ExportBar(this, () => ({ table: this.#table, engine: this.#engine }));
    // Errors in attributes still show when the controls are hidden.
    ui.widgetError = h('div', { class: 'error widget-error', role: 'alert', part: 'error' });
    this.root.append(
      ui.controls,
      ui.widgetError,
      ui.progress,
      ui.notice,
      ui.scroll,
      ui.canvas,
      ui.setLine,
      ui.legend,
      this.#predictPanel.el,
      ui.explain,
      this.#graphView.el,
      ui.period,
      this.#exportBar.el,
      ui.live
    );
    this.addEventListener('keydown', (e) => this.#key(e));
  }

  #key(e) {
    const target = e.composedPath()[0];
    if (['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return; // the fields' own keys
    if (target.closest?.('.vertex')) return; // the graph's own keys
    if (e.key === 'End') {
      e.preventDefault();
      this.#showAll();
      return;
    }
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
    // Asked for before the table is computed (the widget draws its buttons first): done once it is.
    this.#allWanted = !this.#table;
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
    const f = this.#predictPanel.judge(table.rule, x, d, this.ui.guess.value.trim());
    if (f.kind === 'right') this.#seen = Math.max(this.#seen, x + 1);
    this.#render(this.#engine);
    if (f.kind === 'right') (this.ui.forward.disabled ? this.ui.reset : this.ui.forward).focus();
    else {
      this.ui.guess.focus();
      this.ui.guess.select();
    }
  }

  // "Show the answer": sg[x] shown without a guess (nothing scored).
  #reveal() {
    const x = Math.min(this.step, this.#table?.upto ?? 0);
    if (!this.#table || this.#known(x)) return;
    this.#seen = Math.max(this.#seen, x + 1);
    this.#predictPanel.shown(this.#table.rule, x);
    this.#render(this.#engine);
  }

  #togglePlay() {
    if (this.#timer) {
      this.#stop();
      return;
    }
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
    this.#predictPanel.labels(this.#say);
    ui.cancel.textContent = this.t('cancel');
    this.#exportBar.labels();
    this.#exportBar.el.hidden = this.getAttribute('export') === 'off' || !this.#table;
    const lang = this.uiLang;
    ui.example.replaceChildren(
      h('option', { value: '' }, `${this.t('examples')}…`),
      ...ruleExamples.map((ex) => h('option', { value: ex.rule }, `${ex.rule} — ${ex[lang]}`))
    );
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
    if (this.#allWanted && this.#table) this.#showAll();
    this.#render(engine);
  }

  #setError(which, message) {
    const input = which === 'rule' ? this.ui.ruleInput : this.ui.uptoInput;
    const box = which === 'rule' ? this.ui.ruleErr : this.ui.uptoErr;
    box.textContent = message ? this.t('errorSaid', { why: message }) : '';
    input.setAttribute('aria-invalid', String(Boolean(message)));
    const hidden = this.getAttribute('controls') === 'none';
    this.ui.widgetError.textContent = hidden ? this.ui.ruleErr.textContent || this.ui.uptoErr.textContent : '';
  }
  // Computes the table for the current rule and N. A bad rule or N keeps the
  // table already shown and says what is wrong next to its field.
  async #compute(engine, key) {
    this.ui.notice.textContent = ''; // a notice belongs to the run that made it
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
    const run = ++this.#run;
    this.#job?.abort();
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
          table = await engine.computeTable(info.text, upto, {
            signal: job.signal,
            onProgress: (s) => show(s.progress),
          });
        } finally {
          if (this.#job === job) {
            this.#job = null;
            this.ui.progress.hidden = true;
          }
        }
      }
      if (run !== this.#run) return;
      this.#table = table;
      this.#tableKey = key;
      this.#row.reset();
      this.#derivation = null;
      this.emit('sg-table', { rule: table.rule, upto: table.upto });
    } catch (e) {
      if (run !== this.#run) return;
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
    this.#exportBar.el.hidden = this.getAttribute('export') === 'off';
    if (this.#exportBar.program) this.#exportBar.preview();
    const x = Math.min(this.step, table.upto);
    if (table.rule !== this.#seenRule) {
      this.#seenRule = table.rule;
      this.#seen = 0;
      this.#periodShown = false;
      this.#explains.clear();
      this.#predictPanel.feedback = null;
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
    this.#predictPanel.follow(table.rule, x);
    ui.scroll.hidden = large;
    ui.canvas.hidden = !large;
    if (large) plotValues(ui.canvas, this, table, x);
    else {
      this.#follow = true;
      this.#row.draw({
        table,
        x,
        hidden,
        known: (i) => this.#known(i, x),
        predicting: this.#predicting,
        t: this.#say,
      });
    }
    ui.legend.textContent = large ? this.t('plotLabel', { n: table.upto }) : `▁ ${this.t('pMark')}`;
    ui.canvas.setAttribute('aria-label', this.t('plotLabel', { n: table.upto }));
    const t = this.#say;
    this.#predictPanel.render({ on: this.#predicting, d, x, hidden, t, lang: this.uiLang });
    renderExplain(ui.explain, this, { d, failed, hidden });
    this.#graphView.render({ on: this.getAttribute('graph') === 'on', table, x, known: (i) => this.#known(i, x), t });
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

  // The explanation of x for this rule, from the engine once (null if it refuses).
  #explainOf(x) {
    if (!this.#table || !this.#engine || x == null || x < 0 || x > this.#table.upto) return null;
    if (!this.#explains.has(x)) {
      let d = null;
      try {
        d = this.#engine.explain(this.#table.rule, x);
      } catch {
        d = null;
      }
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
    this.#row.cells.forEach(([xb, gb], i) => {
      const on = reached.has(i) && i !== x;
      xb.classList.toggle('reached', on);
      gb.classList.toggle('reached', on);
    });
    this.ui.setLine.replaceChildren(
      ...(d && table.upto <= largeTable ? mathNodes(setSentence(this.uiLang, d, (n) => this.#known(n, x))) : [])
    );
    this.#afterLayout();
    this.#graphView.highlight(focus, this.#hover);
  }

  // What reads the layout (the current column kept in view, the arrows) runs
  // once per frame, when the browser lays the page out anyway, with every
  // other table's reads before any write (frame.js): reading it while the
  // table is being built would force a layout inside that task. A table far
  // from the screen is not measured: it is when it comes near.
  #afterLayout() {
    if (this.#layoutPending || !this.#near) return;
    this.#layoutPending = true;
    inNextFrame(() => {
      this.#layoutPending = false;
      const table = this.#table;
      const x = table ? Math.min(this.step, table.upto) : null;
      const follow = this.#follow;
      this.#follow = false;
      const row = table && table.upto <= largeTable ? this.#row.measure(x, follow) : () => false;
      const draw = measureArrows({
        arrows: this.ui.arrows,
        box: this.ui.scroll,
        centre: (i) => this.#row.centre(i),
        drawn: this.#row.cells.length > 0,
        x,
        hover: this.#hover,
        explainOf: (n) => this.#explainOf(n),
      });
      return () => {
        // Cells drawn anew (the view scrolled past them): the arrows are measured again.
        if (row()) this.#hoverRender();
        else draw();
      };
    });
  }

  // The period once earned: seen twice (or every value shown, or asked for),
  // so that its rows do not give away what the reader is building. A table
  // that asks for the pattern (period="ask") shows it only when asked: its
  // values are all in view from the start.
  #periodRender(table, x) {
    const mode = this.getAttribute('period');
    const all = x >= table.upto && this.#known(x, x);
    const earned =
      mode === 'shown' ||
      this.#periodShown ||
      (mode !== 'ask' && (table.upto > largeTable || all || this.#seen >= periodEarnedAt(table.period)));
    const showNow = () => {
      if (mode === 'ask') {
        this.setAttribute('period', 'shown');
        return;
      }
      this.#periodShown = true;
      this.#periodRender(table, x);
    };
    this.ui.period.replaceChildren(...periodNodes({ table, earned, t: this.#say, showNow, ask: mode === 'ask' }));
  }
}

export function define(registry) {
  MexTable.define('sg-mex-table', registry);
}
