// <sg-game-table box="0..20, 0..20">game nim2(x, y) ...</sg-game-table>: a
// game of the game language (README, "The game language") as a table: one
// coordinate in the tutorial's rows "x" / "sg[x]", two as a grid with the
// P-positions marked. Hovering or focusing a cell shows its derivation; a
// formula can be checked against every cell, and the engine's library
// suggests formulas it has verified. The definition is the element's text, or
// its definition attribute; attributes: box, game, formula, fmode (sg | p),
// editor ("on": the definition editor and the examples, as on the learning
// page), lang. Events: sg-change {definition, game, box, formula, fmode}.
import { SgElement, sheet, h, count } from './base.js';
import { gameExamples } from '../game-examples.js';
import { gameTable as limits } from '../limits.js';
import { copyText, download } from '../export.js';

const styles = sheet(`
  textarea { width: 100%; min-height: 8em; resize: vertical; line-height: 1.35; tab-size: 2; }
  .editor { display: grid; gap: .5em; margin-bottom: .6em; min-width: 0; }
  .editor label, .patterns label { max-width: 100%; min-width: 0; flex-wrap: wrap; }
  .editor select, .patterns select { max-width: 100%; min-width: 0; }
  label.field { display: flex; flex-direction: column; align-items: stretch; }
  input[name=box] { width: 11em; }
  input[name=formula] { width: 24em; max-width: calc(100vw - 5em); }
  .patterns > * { min-width: 0; }
  .error:empty, .status:empty { display: none; }
  pre.where { margin: .2em 0 .4em; padding: .3em .6em; background: var(--sg-panel, #f8fafc); border-radius: var(--sg-radius, 6px);
              overflow-x: auto; max-width: 100%; font-size: .9em; }
  pre.where .caret { color: var(--sg-bad, #b91c1c); font-weight: 700; }
  .scroll { overflow: auto; max-width: 100%; max-height: 34em; border: 1px solid var(--sg-border, #dde2ea);
            border-radius: var(--sg-radius, 6px); margin: .4em 0; }
  table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
  th, td { padding: .15em .35em; text-align: center; min-width: 2em; border: 1px solid var(--sg-grid, #e3e7ee); }
  th { background: var(--sg-head, #f3f5f9); font-weight: 600; position: sticky; white-space: nowrap; }
  thead th { top: 0; z-index: 1; }
  tbody th { left: 0; }
  td { cursor: default; }
  td.p { font-weight: 700; outline: 2px solid var(--sg-p, #dc2626); outline-offset: -3px; }
  td.p::after { content: "P"; font-size: .6em; vertical-align: super; margin-left: .1em; color: var(--sg-p, #dc2626); }
  td.bad { outline: 3px dashed var(--sg-fg, #1d2330); outline-offset: -4px; }
  td:focus { outline: 3px solid var(--sg-focus, #f59e0b); outline-offset: -3px; }
  td.current { box-shadow: inset 0 0 0 2px var(--sg-accent, #2563eb); }
  .rows th { text-align: right; }
  .derivation { border-left: 4px solid var(--sg-accent, #2563eb); padding: .3em .8em; margin: .6em 0;
                background: var(--sg-panel, #f8fafc); min-height: 2.5em; overflow-wrap: anywhere; }
  .derivation h3 { font-size: 1em; margin: .1em 0 .3em; }
  .derivation ul { margin: .2em 0; padding-left: 1.2em; }
  .derivation .source { color: var(--sg-muted, #5b6475); }
  .derivation .mex { font-weight: 600; }
  .patterns { display: grid; gap: .4em; margin-top: .6em; }
  .patterns ul { margin: .1em 0; padding-left: 1.2em; }
  .verdict { font-weight: 600; }
  .verdict:empty { display: none; }
  .verdict.no { color: var(--sg-bad, #b91c1c); }
  .suggestions button { margin: .15em .3em .15em 0; }
  .export textarea { min-height: 6em; margin-top: .3em; }
  .legend { font-size: .9em; }
  @media (max-width: 480px) { th, td { min-width: 1.7em; padding: .1em .2em; } }
`);

// A light colour per value (P-positions stand out by their outline and mark, not colour alone).
const shade = (v, top) => (v === 0 ? 'hsl(170 60% 88%)' : `hsl(${(210 + 37 * v) % 360} 70% ${94 - Math.min(22, (22 * v) / Math.max(1, top))}%)`);

// The box shown by default: a range per coordinate, a fixed value past the second.
function defaultBox(coords) {
  if (coords.length === 1) return '0..40';
  return coords.map((_, i) => (i < 2 ? '0..15' : '1')).join(', ');
}

// How many coordinates a box names ("0..9, 3" names two). Only to notice a
// box left over from another game; the engine reads the box itself.
const boxParts = (box) => box.split(',').length;

// Faults of evaluating a formula, said without "while finding the moves".
const formulaFaults = ['game.overflow', 'game.division_by_zero', 'game.bad_shift', 'game.negative_argument', 'game.zero_argument', 'game.error'];

class GameTable extends SgElement {
  static sheets = [styles];
  static observedAttributes = ['definition', 'box', 'game', 'formula', 'fmode', 'editor', 'lang'];
  #session = null;
  #sessionText = '';
  #table = null;
  #abort = null;
  #run = 0;             // the latest computation; older ones stop at their next step
  #cells = new Map();   // position text -> cell
  #silent = false;      // attribute changes made here do not rebuild
  #draft = null;        // what the reader typed but did not compute, kept across a language switch
  #staleBox = false;    // the box was left from another definition or game
  #byReader = false;    // the computation was asked for in the editor (an error then takes the focus)
  #observer = null;

  connectedCallback() {
    this.#build();
    // Inline text may arrive after the element (the parser adds it later) or change.
    this.#observer = new MutationObserver(() => {
      if (!this.hasAttribute('definition') && this.definition !== this.#sessionText) this.#build();
    });
    this.#observer.observe(this, { childList: true, characterData: true, subtree: true });
  }

  disconnectedCallback() {
    this.#observer?.disconnect();
    this.#run++;
    this.#abort?.abort();
    this.#session?.free();
    this.#session = null;
    this.#sessionText = '';
  }

  attributeChangedCallback(name) {
    if (!this.isConnected || !this.root.firstChild || this.#silent) return;
    this.#draft = name === 'lang' ? this.#readDraft() : null;
    this.#build();
  }

  get definition() {
    return this.getAttribute('definition') ?? this.textContent.replace(/^\s*\n/, '');
  }

  // The table as computed (null until then): for tests and pages.
  get table() { return this.#table; }

  #emit() {
    this.emit('sg-change', {
      definition: this.definition, game: this.getAttribute('game') ?? '', box: this.getAttribute('box') ?? '',
      formula: this.getAttribute('formula') ?? '', fmode: this.getAttribute('fmode') ?? 'sg',
    });
  }

  #readDraft() {
    const $ = this.$ ?? {};
    if (!$.text) return null;
    return { text: $.text.value, box: $.box.value, formula: $.formula?.value, fmode: $.fmode?.value };
  }

  // The form (with the editor when asked) and the result areas, then a computation.
  #build() {
    const editor = this.getAttribute('editor') === 'on';
    const draft = this.#draft;
    this.#draft = null;
    this.$ = { draft };
    const $ = this.$;
    $.error = h('div', { class: 'error', role: 'alert' });
    $.where = h('pre', { class: 'where mono', hidden: true, 'aria-hidden': 'true' });
    $.status = h('div', { class: 'status muted', role: 'status' });
    $.result = h('div', { class: 'result' });
    $.derivation = h('div', { class: 'derivation', 'aria-live': 'polite', hidden: true }, h('p', { class: 'muted' }, this.t('own.hoverHint')));
    $.patterns = h('div', { class: 'patterns' });
    const parts = [];
    if (editor) {
      const text = draft?.text ?? this.definition;
      $.example = h('select', { name: 'example', 'aria-label': this.t('own.examples'), onchange: () => this.#loadExample() },
        h('option', { value: '' }, this.t('own.pickExample')),
        gameExamples.map((ex) => h('option', { value: ex.id }, ex.name[this.uiLang] ?? ex.name.en)));
      $.example.value = gameExamples.find((ex) => ex.text === text)?.id ?? '';
      $.text = h('textarea', { name: 'definition', spellcheck: 'false', autocomplete: 'off', autocapitalize: 'off', class: 'mono',
        'aria-label': this.t('own.definition'), rows: Math.min(20, Math.max(6, text.split('\n').length + 1)) });
      $.text.value = text;
      $.box = h('input', { name: 'box', autocomplete: 'off', spellcheck: 'false', value: draft?.box ?? this.getAttribute('box') ?? '',
        'aria-label': this.t('own.box') });
      $.game = h('select', { name: 'game', 'aria-label': this.t('own.game'), onchange: () => this.#fromEditor({ gameChanged: true }) });
      $.gameLabel = h('label', { hidden: true }, this.t('own.game'), $.game);
      $.compute = h('button', { type: 'button', name: 'compute', onclick: () => this.#fromEditor() }, this.t('own.compute'));
      $.cancel = h('button', { type: 'button', name: 'cancel', hidden: true, onclick: () => this.#abort?.abort() }, this.t('cancel'));
      $.text.addEventListener('keydown', (e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) this.#fromEditor(); });
      $.box.addEventListener('keydown', (e) => { if (e.key === 'Enter') this.#fromEditor(); });
      parts.push(h('div', { class: 'editor' },
        h('label', {}, this.t('own.examples'), $.example),
        h('label', { class: 'field' }, this.t('own.definition'), $.text),
        h('p', { class: 'muted legend' }, this.t('own.syntaxHint')),
        h('div', { class: 'row' }, $.gameLabel, h('label', {}, this.t('own.box'), $.box), $.compute, $.cancel)));
    }
    this.root.replaceChildren(...parts, $.error, $.where, $.status, $.result, $.derivation, $.patterns);
    this.#compute();
  }

  #loadExample() {
    const ex = gameExamples.find((e) => e.id === this.$.example.value);
    if (!ex) return;
    this.#quiet(() => {
      this.setAttribute('definition', ex.text);
      if (ex.game) this.setAttribute('game', ex.game);
      else this.removeAttribute('game');
      this.setAttribute('box', ex.box);
      this.removeAttribute('formula');
      this.removeAttribute('fmode');
    });
    this.#build();
    this.#emit();
  }

  #fromEditor({ gameChanged = false } = {}) {
    const { text, box, game } = this.$;
    const textChanged = text.value !== this.definition;
    const boxChanged = box.value.trim() !== (this.getAttribute('box') ?? '').trim();
    this.#quiet(() => {
      this.setAttribute('definition', text.value);
      if (game.value) this.setAttribute('game', game.value);
      this.setAttribute('box', box.value.trim());
    });
    this.#staleBox = (textChanged || gameChanged) && !boxChanged;
    this.#byReader = true;
    this.#build();
    this.#emit();
  }

  // Says what is wrong and where: "line L, column C" in the message, the line
  // itself with a caret under the place, and the editor's caret put there.
  #showError(e, where, source, focus = false) {
    const $ = this.$;
    $.error.textContent = this.t('own.errorIn', { where: this.t(where), why: this.err(e) });
    $.derivation.hidden = true;
    if (!e?.line || source === undefined) return;
    const lines = source.split('\n');
    const line = lines[e.line - 1];
    if (line === undefined) return;
    const column = Math.max(1, Math.min(e.column || 1, line.length + 1));
    $.where.replaceChildren(`${e.line} | ${line}\n${' '.repeat(String(e.line).length + 3 + column - 1)}`, h('span', { class: 'caret' }, '^'));
    $.where.hidden = false;
    if ($.text && $.text.value === source) {
      let at = 0;
      for (let i = 0; i < e.line - 1; i++) at += lines[i].length + 1;
      at += column - 1;
      $.text.setAttribute('aria-invalid', 'true');
      if (focus) $.text.focus({ preventScroll: true });
      $.text.setSelectionRange(at, at);
    }
  }

  async #compute() {
    const $ = this.$;
    const run = ++this.#run;
    const byReader = this.#byReader;
    this.#byReader = false;
    this.#abort?.abort();
    this.#table = null;
    $.error.textContent = '';
    $.text?.removeAttribute('aria-invalid');
    let engine;
    try {
      engine = await this.engine();
    } catch (e) {
      $.error.textContent = this.t('engineFailed', { why: this.err(e) });
      return;
    }
    if (run !== this.#run) return;
    const text = this.definition;
    if (!text.trim()) {
      $.status.textContent = this.t('own.empty');
      return;
    }
    if (text.length > limits.definitionChars) {
      $.error.textContent = this.t('own.tooLong', { limit: count(this.uiLang, limits.definitionChars) });
      return;
    }
    if (text !== this.#sessionText || !this.#session) {
      this.#session?.free();
      this.#session = null;
      this.#sessionText = '';
      try {
        this.#session = engine.gameSession(text);
        this.#sessionText = text;
      } catch (e) {
        this.#showError(e, 'own.inDefinition', text, byReader);
        return;
      }
    }
    const session = this.#session;
    const games = session.info.games;
    let gameName = this.getAttribute('game') ?? '';
    if (!games.some((g) => g.name === gameName)) gameName = games[0].name;
    const info = games.find((g) => g.name === gameName);
    if ($.game) {
      $.game.replaceChildren(...games.map((g) => h('option', { value: g.name }, `${g.name}(${g.coords.join(', ')})`)));
      $.game.value = gameName;
      $.gameLabel.hidden = games.length < 2;
    }
    let box = (this.getAttribute('box') ?? '').trim();
    // A box left from another game that has another number of coordinates: this game's own.
    if (!box || (this.#staleBox && boxParts(box) !== info.coords.length)) {
      const had = this.hasAttribute('box');
      box = defaultBox(info.coords);
      if (had) {
        this.#quiet(() => this.setAttribute('box', box));
        this.#emit();
      }
    }
    this.#staleBox = false;
    if ($.box && !$.draft) $.box.value = box;
    const controller = new AbortController();
    this.#abort = controller;
    if ($.cancel) $.cancel.hidden = false;
    const slow = setTimeout(() => { $.status.textContent = this.t('own.computing', { percent: 0 }); }, 150);
    let table;
    try {
      table = await session.computeTable(gameName, box, {
        signal: controller.signal,
        onProgress: ({ progress }) => {
          if (run === this.#run) $.status.textContent = this.t('own.computing', { percent: Math.floor(progress * 100) });
        },
      });
    } catch (e) {
      if (run !== this.#run) return;
      $.status.textContent = e.name === 'AbortError' ? this.t('own.cancelled') : '';
      if (e.name !== 'AbortError') this.#showError(e, e.code === 'game.bad_box' || e.code === 'game.box_too_large' ? 'own.inBox' : 'own.inGame');
      return;
    } finally {
      clearTimeout(slow);
      if (run === this.#run && $.cancel) $.cancel.hidden = true;
      if (this.#abort === controller) this.#abort = null;
    }
    if (run !== this.#run) return;
    $.status.textContent = '';
    this.#table = table;
    this.#render(gameName, box);
  }

  #render(gameName, box) {
    const t = this.#table;
    this.#cells.clear();
    const zeros = t.values.reduce((n, v) => n + (v === 0), 0);
    const fixed = this.#fixed();
    const summary = h('p', { class: 'muted' }, this.t('own.summary', {
      count: count(this.uiLang, t.values.length), p: count(this.uiLang, zeros), max: t.maxValue,
    }), fixed ? (this.uiLang === 'zh' ? '' : ' ') + this.t('own.fixed', { list: fixed }) : null);
    if (t.values.length > limits.cells) {
      // Too many cells to draw: the periods, the formula check and the exports still cover the whole box.
      this.$.result.replaceChildren(summary, h('p', { class: 'error' }, this.t('own.boxTooLarge', { limit: count(this.uiLang, limits.cells) })));
      this.#renderPatterns(gameName, box);
      return;
    }
    const name = (coords) => `${t.game}(${coords.join(', ')})`;
    const coordsAt = (i, j) => {
      const c = [...t.at];
      c[t.axes[0].index] = t.axes[0].lo + i;
      if (t.axes[1]) c[t.axes[1].index] = t.axes[1].lo + j;
      return c;
    };
    const cell = (i, j) => {
      const v = t.values[i * t.width + j];
      const pos = name(coordsAt(i, j));
      const td = h('td', { tabindex: -1, class: v === 0 ? 'p' : null,
        'aria-label': this.t(v === 0 ? 'own.cellP' : 'own.cell', { position: pos, sg: v }), 'data-position': pos }, String(v));
      td.style.background = shade(v, t.maxValue);  // through the CSSOM: allowed under a strict style-src
      td.style.color = '#1d2330';  // the shades are light in dark mode too: dark text on them
      td.addEventListener('mouseenter', () => this.#explain(pos, td));
      td.addEventListener('focus', () => this.#explain(pos, td));
      this.#cells.set(pos, td);
      return td;
    };
    const perRow = 20;  // the one-coordinate table wraps every 20 values, as in the tutorials
    let grid;
    if (!t.axes[1]) {
      const axis = t.axes[0].coord;
      const blocks = [];
      for (let start = 0; start < t.rows; start += perRow) {
        const end = Math.min(t.rows, start + perRow);
        const xs = [], gs = [];
        for (let i = start; i < end; i++) {
          xs.push(h('th', { scope: 'col' }, String(t.axes[0].lo + i)));
          gs.push(cell(i, 0));
        }
        blocks.push(h('table', { class: 'rows' },
          h('tr', {}, h('th', { scope: 'row' }, axis), xs),
          h('tr', {}, h('th', { scope: 'row' }, `sg[${axis}]`), gs)));
      }
      grid = h('div', { class: 'scroll', role: 'group', 'aria-label': this.t('own.tableLabel', { game: gameName }) }, blocks);
    } else {
      const [a, b] = t.axes;
      const head = [h('th', { scope: 'col' }, `${a.coord} \\ ${b.coord}`)];
      for (let j = 0; j < t.width; j++) head.push(h('th', { scope: 'col' }, String(b.lo + j)));
      const body = [];
      for (let i = 0; i < t.rows; i++) {
        const row = [h('th', { scope: 'row' }, String(a.lo + i))];
        for (let j = 0; j < t.width; j++) row.push(cell(i, j));
        body.push(h('tr', {}, row));
      }
      const table = h('table', { class: 'grid' }, h('caption', { class: 'sr-only' }, this.t('own.gridCaption', { a: a.coord, b: b.coord })),
        h('thead', {}, h('tr', {}, head)), h('tbody', {}, body));
      grid = h('div', { class: 'scroll' }, table);
    }
    // Arrow keys move between cells (not past the end of a row); one cell takes Tab.
    const tds = [...this.#cells.values()];
    if (tds[0]) tds[0].tabIndex = 0;
    const across = t.axes[1] ? t.width : perRow;
    grid.addEventListener('keydown', (e) => {
      const i = tds.indexOf(this.root.activeElement);
      if (i < 0) return;
      const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: across, ArrowUp: -across }[e.key];
      if (step === undefined) return;
      e.preventDefault();
      const sideways = Math.abs(step) === 1 && t.axes[1] && Math.floor((i + step) / across) !== Math.floor(i / across);
      const next = sideways ? null : tds[i + step];
      if (!next) return;
      tds[i].tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    });
    this.$.result.replaceChildren(summary, grid);
    this.$.derivation.hidden = false;
    this.#renderPatterns(gameName, box);
  }

  // One cell's derivation, the tutorial's way: each move line of the
  // definition with the moves it gives, then mex{reached} = value.
  #explain(position, td) {
    for (const c of this.root.querySelectorAll('td.current')) c.classList.remove('current');
    td.classList.add('current');
    let d;
    try {
      d = this.#session.explain(position);
    } catch (e) {
      this.$.derivation.replaceChildren(h('p', { class: 'error' }, this.err(e)));
      return;
    }
    const lang = this.uiLang;
    const groups = [];
    for (const m of d.moves) {
      let g = groups.find((x) => x.line === m.line);
      if (!g) groups.push(g = { line: m.line, source: m.source, moves: [] });
      g.moves.push(m);
    }
    const moveText = (m) => {
      const vars = m.vars.map((v) => `${v.name} = ${v.value}`).join(', ');
      const targets = m.targets.map((x) => x.position).join(' + ');
      const values = m.targets.map((x) => x.sg).join(' ⊕ ');
      const result = m.targets.length > 1 ? `${values} = ${m.value}` : `${m.value}`;
      return `${vars ? `${vars}: ` : ''}${targets} → ${result}`;
    };
    const reached = d.reached.length > 40 ? `${d.reached.slice(0, 40).join(', ')}, …` : d.reached.join(', ');
    const listed = d.moves.length;
    // (replaceChildren would write a null as the text "null": h() leaves it out.)
    this.$.derivation.replaceChildren(...h('div', {},
      h('h3', {}, this.t(d.totalMoves ? 'own.movesOf' : 'own.noMovesOf', { position, count: count(lang, d.totalMoves) })),
      groups.length ? h('ul', {}, groups.map((g) => h('li', {},
        h('span', { class: 'source mono' }, this.t('own.sourceLine', { line: g.line, source: g.source })),
        ...this.cappedList(g.moves, moveText, { attrs: { class: 'mono' } })))) : null,
      d.totalMoves > listed ? h('p', { class: 'muted' }, this.t('own.movesLeftOut', { count: count(lang, d.totalMoves - listed) })) : null,
      h('p', { class: 'mex' }, this.t('own.mexLine', { reached, sg: d.sg, position }))).childNodes);
  }

  #periodItems() {
    const t = this.#table;
    const lang = this.uiLang;
    const gap = lang === 'zh' ? '' : ' ';  // between sentences
    const items = [];
    if (!t.axes[1]) {
      const p = t.periods[0]?.period ?? { status: 'none' };
      const end = t.axes[0].hi;
      if (p.status === 'none') items.push(this.t('own.periodNone', { upto: end }));
      else {
        items.push([
          this.t(p.status === 'proved' ? 'own.periodProved' : 'own.periodSeen', { p: p.period, pre: p.preperiod, axis: t.axes[0].coord }),
          p.saltus ? this.t('saltus', { s: p.saltus }) : '',
          p.status === 'proved' ? '' : this.t('periodRepeats', { k: p.repeats, pre: p.preperiod, end }),
        ].filter(Boolean).join(gap));
      }
      return items;
    }
    const periods = t.periods.filter((p) => p.period.status !== 'none');
    for (const p of periods.slice(0, limits.periodsShown)) {
      const [other, value] = Object.entries(p.at)[0] ?? ['', ''];
      const saltus = p.period.saltus ? gap + this.t('saltus', { s: p.period.saltus }) : '';
      const key = p.period.status === 'proved' ? 'own.axisPeriodProved' : 'own.axisPeriod';
      items.push(this.t(key, { along: p.along, other, value, p: p.period.period, pre: p.period.preperiod, k: p.period.repeats }) + saltus);
    }
    if (!periods.length) items.push(this.t('own.noAxisPeriod'));
    else if (periods.length > limits.periodsShown) items.push(this.t('leftOut', { count: count(lang, periods.length - limits.periodsShown) }));
    return items;
  }

  #renderPatterns(gameName, box) {
    const t = this.#table;
    const lang = this.uiLang;
    const draft = this.$.draft;
    const formula = h('input', { name: 'formula', class: 'mono', autocomplete: 'off', spellcheck: 'false', autocapitalize: 'off',
      value: draft?.formula ?? this.getAttribute('formula') ?? '', 'aria-label': this.t('own.formula'),
      placeholder: t.axes[1] ? `${t.axes[0].coord} ^ ${t.axes[1].coord}` : `${t.axes[0].coord} % 2` });
    const mode = h('select', { name: 'fmode', 'aria-label': this.t('own.formulaMode') },
      h('option', { value: 'sg' }, this.t('own.modeValue')), h('option', { value: 'p' }, this.t('own.modeP')));
    mode.value = (draft?.fmode ?? this.getAttribute('fmode')) === 'p' ? 'p' : 'sg';
    Object.assign(this.$, { formula, fmode: mode });
    const verdict = h('p', { class: 'verdict', role: 'status' });
    const suggestions = h('div', { class: 'suggestions' });
    const isP = () => mode.value === 'p';
    const check = () => {
      for (const c of this.root.querySelectorAll('td.bad')) c.classList.remove('bad');
      verdict.className = 'verdict';
      const f = formula.value.trim();
      if (!f) { verdict.textContent = ''; return; }
      const claim = isP() ? this.t('own.claimP', { f }) : this.t('own.claimValue', { f });
      let r;
      try {
        r = this.#session.checkFormula(gameName, box, f, { pPositions: isP() });
      } catch (e) {
        verdict.classList.add('no');
        // A fault while evaluating the formula, refused as a whole (no position known).
        verdict.textContent = formulaFaults.includes(e.code) && !e.column
          ? this.t('own.formulaFailsSomewhere', { claim, why: this.t(`own.fault.${e.code}`) })
          : this.t('own.errorIn', { where: this.t('own.inFormula'), why: this.err({ code: e.code, params: e.params, message: e.message, column: e.column }) });
        return;
      }
      if (r.matches) {
        verdict.textContent = this.t('own.matches', { claim, count: count(lang, r.total) });
      } else {
        verdict.classList.add('no');
        const at = r.at.position;
        const checked = count(lang, r.checked);
        if (r.error) {
          const why = formulaFaults.includes(r.error.code) ? this.t(`own.fault.${r.error.code}`) : this.err(r.error);
          verdict.textContent = this.t('own.formulaFails', { claim, position: at, why });
        } else if (isP()) {
          verdict.textContent = this.t('own.counterP', { claim, position: at, f: r.formulaValue, sg: r.sg, checked,
            said: this.t(r.formulaValue !== 0 ? 'own.isP' : 'own.isNotP'), is: this.t(r.sg === 0 ? 'own.isP' : 'own.isNotP') });
        } else {
          verdict.textContent = this.t('own.counter', { claim, position: at, f: r.formulaValue, sg: r.sg, checked });
        }
        const bad = this.#cells.get(at);
        if (bad) { bad.classList.add('bad'); bad.scrollIntoView({ block: 'nearest', inline: 'nearest' }); }
      }
      this.setAttribute('formula', f);
      this.setAttribute('fmode', mode.value);
      this.#emit();
    };
    // The check writes the formula attributes quietly: a rebuild would run it again.
    const checkButton = h('button', { type: 'button', name: 'check', onclick: () => { this.#quiet(check); } }, this.t('own.check'));
    formula.addEventListener('keydown', (e) => { if (e.key === 'Enter') this.#quiet(check); });
    const suggest = h('button', { type: 'button', name: 'suggest', onclick: () => {
      let list;
      try {
        list = this.#session.suggest(gameName, box).suggestions;
      } catch (e) {
        suggestions.replaceChildren(h('p', { class: 'error' }, this.err(e)));
        return;
      }
      suggestions.replaceChildren(
        h('p', { class: 'muted' }, this.t(list.length ? 'own.suggestVerified' : 'own.suggestNone', { count: count(lang, t.values.length) })),
        ...list.map((s) => h('button', { type: 'button', class: 'mono', onclick: () => {
          formula.value = s.formula;
          mode.value = s.pPositions ? 'p' : 'sg';
          this.#quiet(check);
        } }, s.pPositions ? this.t('own.claimP', { f: s.formula }) : this.t('own.claimValue', { f: s.formula }))));
    } }, this.t('own.suggest'));
    this.$.patterns.replaceChildren(
      h('div', {}, h('strong', {}, this.t('own.periods')), h('ul', {}, this.#periodItems().map((x) => h('li', {}, x)))),
      h('div', { class: 'row' }, h('label', {}, this.t('own.formula'), formula), mode, checkButton, suggest),
      verdict, suggestions,
      this.#exportBar(gameName));
    // After a language switch, a formula typed but not checked stays unchecked.
    if (formula.value && (!draft || draft.formula === this.getAttribute('formula'))) this.#quiet(check);
  }

  // Copy or download the table (CSV) or the definition as a C++ program.
  #exportBar(gameName) {
    const format = h('select', { name: 'export-format', 'aria-label': this.t('own.exportWhat') },
      h('option', { value: 'csv' }, this.t('own.exportCsvTable')), h('option', { value: 'cpp' }, this.t('own.exportCppProgram')));
    const status = h('div', { class: 'muted', role: 'status' });
    let fallback = null;  // made when the browser refuses to copy
    const make = () => {
      if (format.value === 'cpp') return { text: this.#session.exportCpp().program, name: `${gameName}.cpp`, type: 'text/x-c++src' };
      return { text: this.#csv(), name: `${gameName}.csv`, type: 'text/csv' };
    };
    const act = async (how) => {
      let out;
      fallback?.remove();
      status.textContent = '';
      try { out = make(); } catch (e) { status.textContent = this.err(e); return; }
      if (how === 'download') { download(out.text, out.name, out.type); return; }
      const ok = await copyText(out.text);
      status.textContent = ok ? this.t('copied') : this.t('copyFallback');
      if (!ok) {
        fallback = h('textarea', { readonly: true, rows: 6, class: 'mono', 'aria-label': this.t('own.exportWhat'), value: out.text });
        status.after(fallback);
        fallback.select();
      }
    };
    return h('div', { class: 'export' },
      h('div', { class: 'row' }, h('label', {}, this.t('own.export'), format),
        h('button', { type: 'button', name: 'copy', onclick: () => act('copy') }, this.t('own.copy')),
        h('button', { type: 'button', name: 'download', onclick: () => act('download') }, this.t('own.download'))),
      status);
  }

  // Runs f while attribute changes it makes do not rebuild the element.
  #quiet(f) {
    this.#silent = true;
    try { f(); } finally { this.#silent = false; }
  }

  // The coordinates the box fixes ("z = 3"), or ''.
  #fixed() {
    const t = this.#table;
    return t.coords.map((c, i) => (t.axes.some((a) => a.index === i) ? null : `${c} = ${t.at[i]}`)).filter(Boolean).join(', ');
  }

  #csv() {
    const t = this.#table;
    const fixed = this.#fixed() ? ` (${this.#fixed()})` : '';
    if (!t.axes[1]) return `${t.axes[0].coord},sg${fixed}\n${Array.from(t.values, (v, i) => `${t.axes[0].lo + i},${v}`).join('\n')}\n`;
    const [a, b] = t.axes;
    const lines = [[`${a.coord}\\${b.coord}${fixed}`, ...Array.from({ length: t.width }, (_, j) => b.lo + j)].join(',')];
    for (let i = 0; i < t.rows; i++) lines.push([a.lo + i, ...t.values.slice(i * t.width, (i + 1) * t.width)].join(','));
    return `${lines.join('\n')}\n`;
  }
}

export function define(registry) { GameTable.define('sg-game-table', registry); }
