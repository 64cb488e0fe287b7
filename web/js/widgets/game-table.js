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

const styles = sheet(`
  textarea { width: 100%; min-height: 11em; resize: vertical; line-height: 1.35; tab-size: 2; }
  .editor { display: grid; gap: .5em; margin-bottom: .6em; min-width: 0; }
  .editor label, .patterns label { max-width: 100%; min-width: 0; flex-wrap: wrap; }
  .editor select, .patterns select { max-width: 100%; min-width: 0; }
  label.field { display: flex; flex-direction: column; align-items: stretch; }
  input[name=box] { width: 11em; }
  input[name=formula] { width: 24em; max-width: calc(100vw - 5em); }
  .patterns > * { min-width: 0; }
  .error:empty, .status:empty { display: none; }
  .scroll { overflow: auto; max-width: 100%; max-height: 34em; border: 1px solid var(--sg-border, #dde2ea);
            border-radius: var(--sg-radius, 6px); margin: .4em 0; }
  table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
  th, td { padding: .15em .35em; text-align: center; min-width: 2em; border: 1px solid var(--sg-grid, #e3e7ee); }
  th { background: var(--sg-head, #f3f5f9); font-weight: 600; position: sticky; }
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
                background: var(--sg-panel, #f8fafc); min-height: 2.5em; }
  .derivation h3 { font-size: 1em; margin: .1em 0 .3em; }
  .derivation ul { margin: .2em 0; padding-left: 1.2em; }
  .derivation .source { color: var(--sg-muted, #5b6475); }
  .patterns { display: grid; gap: .4em; margin-top: .6em; }
  .patterns ul { margin: .1em 0; padding-left: 1.2em; }
  .verdict { font-weight: 600; }
  .verdict.no { color: var(--sg-bad, #b91c1c); }
  .suggestions button { margin: .15em .3em .15em 0; }
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

class GameTable extends SgElement {
  static sheets = [styles];
  static observedAttributes = ['definition', 'box', 'game', 'formula', 'fmode', 'editor', 'lang'];
  #session = null;
  #sessionText = '';
  #table = null;
  #abort = null;
  #cells = new Map();  // position text -> cell
  #check = null;        // the last formula check
  #silent = false;      // attribute changes made here do not rebuild

  connectedCallback() { this.#build(); }
  disconnectedCallback() { this.#abort?.abort(); this.#session?.free(); this.#session = null; }
  attributeChangedCallback() {
    if (!this.isConnected || !this.root.firstChild || this.#silent) return;
    this.#build();
  }

  get definition() {
    return this.getAttribute('definition') ?? this.textContent.replace(/^\s*\n/, '');
  }

  #emit() {
    this.emit('sg-change', {
      definition: this.definition, game: this.getAttribute('game') ?? '', box: this.getAttribute('box') ?? '',
      formula: this.getAttribute('formula') ?? '', fmode: this.getAttribute('fmode') ?? 'sg',
    });
  }

  // The form (with the editor when asked) and the result areas, then a computation.
  #build() {
    const editor = this.getAttribute('editor') === 'on';
    this.$ = {};
    const $ = this.$;
    $.error = h('div', { class: 'error', role: 'alert' });
    $.status = h('div', { class: 'status muted', role: 'status' });
    $.result = h('div', { class: 'result' });
    $.derivation = h('div', { class: 'derivation', 'aria-live': 'polite', hidden: true }, h('p', { class: 'muted' }, this.t('own.hoverHint')));
    $.patterns = h('div', { class: 'patterns' });
    const parts = [];
    if (editor) {
      $.example = h('select', { name: 'example', 'aria-label': this.t('own.examples'), onchange: () => this.#loadExample() },
        h('option', { value: '' }, this.t('own.pickExample')),
        gameExamples.map((ex) => h('option', { value: ex.id }, ex.name[this.uiLang] ?? ex.name.en)));
      $.text = h('textarea', { name: 'definition', spellcheck: 'false', autocomplete: 'off', class: 'mono',
        'aria-label': this.t('own.definition'), value: this.definition });
      $.text.value = this.definition;
      $.box = h('input', { name: 'box', autocomplete: 'off', spellcheck: 'false', value: this.getAttribute('box') ?? '',
        'aria-label': this.t('own.box') });
      $.game = h('select', { name: 'game', 'aria-label': this.t('own.game') });
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
    this.root.replaceChildren(...parts, $.error, $.status, $.result, $.derivation, $.patterns);
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
    });
    this.#build();
    this.#emit();
  }

  #fromEditor() {
    const { text, box, game } = this.$;
    this.#quiet(() => {
      this.setAttribute('definition', text.value);
      if (game.value) this.setAttribute('game', game.value);
      this.setAttribute('box', box.value.trim());
    });
    this.#build();
    this.#emit();
  }

  // Marks the place of a refusal in the editor: the caret at its line and column.
  #showError(e, where) {
    this.$.error.textContent = this.t('own.errorIn', { where: this.t(where), why: this.err(e) });
    this.$.derivation.hidden = true;
    if (this.$.text && e?.line) {
      const lines = this.$.text.value.split('\n');
      let at = 0;
      for (let i = 0; i < e.line - 1 && i < lines.length; i++) at += lines[i].length + 1;
      at += Math.max(0, (e.column || 1) - 1);
      this.$.text.setAttribute('aria-invalid', 'true');
      this.$.text.setSelectionRange(at, at);
    }
  }

  async #compute() {
    const $ = this.$;
    this.#abort?.abort();
    $.error.textContent = '';
    $.text?.removeAttribute('aria-invalid');
    let engine;
    try {
      engine = await this.engine();
    } catch (e) {
      $.error.textContent = this.t('engineFailed', { why: this.err(e) });
      return;
    }
    const text = this.definition;
    if (text.length > limits.definitionChars) {
      $.error.textContent = this.t('own.tooLong', { limit: count(this.uiLang, limits.definitionChars) });
      return;
    }
    if (text !== this.#sessionText || !this.#session) {
      this.#session?.free();
      this.#session = null;
      try {
        this.#session = engine.gameSession(text);
        this.#sessionText = text;
      } catch (e) {
        this.#showError(e, 'own.inDefinition');
        $.result.replaceChildren();
        $.patterns.replaceChildren();
        return;
      }
    }
    const games = this.#session.info.games;
    let gameName = this.getAttribute('game') ?? '';
    if (!games.some((g) => g.name === gameName)) gameName = games[0].name;
    const info = games.find((g) => g.name === gameName);
    if ($.game) {
      $.game.replaceChildren(...games.map((g) => h('option', { value: g.name }, `${g.name}(${g.coords.join(', ')})`)));
      $.game.value = gameName;
      $.gameLabel.hidden = games.length < 2;
    }
    const box = (this.getAttribute('box') ?? '').trim() || defaultBox(info.coords);
    if ($.box) $.box.value = box;
    const controller = new AbortController();
    this.#abort = controller;
    if ($.cancel) $.cancel.hidden = false;
    const slow = setTimeout(() => { $.status.textContent = this.t('own.computing', { percent: 0 }); }, 150);
    try {
      this.#table = await this.#session.computeTable(gameName, box, {
        signal: controller.signal,
        onProgress: ({ progress }) => { $.status.textContent = this.t('own.computing', { percent: Math.floor(progress * 100) }); },
      });
      $.status.textContent = '';
    } catch (e) {
      $.status.textContent = '';
      if (e.name === 'AbortError') $.status.textContent = this.t('own.cancelled');
      else this.#showError(e, e.code === 'game.bad_box' || e.code === 'game.box_too_large' ? 'own.inBox' : 'own.inGame');
      $.result.replaceChildren();
      $.patterns.replaceChildren();
      return;
    } finally {
      clearTimeout(slow);
      if ($.cancel) $.cancel.hidden = true;
      if (this.#abort === controller) this.#abort = null;
    }
    this.$.derivation.hidden = false;
    this.#render(gameName, box);
  }

  #render(gameName, box) {
    const t = this.#table;
    this.#cells.clear();
    if (t.rows * t.width > limits.cells) {
      this.$.result.replaceChildren(h('p', { class: 'error' }, this.t('own.boxTooLarge', { limit: count(this.uiLang, limits.cells) })));
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
      td.addEventListener('mouseenter', () => this.#explain(pos, td));
      td.addEventListener('focus', () => this.#explain(pos, td));
      this.#cells.set(pos, td);
      return td;
    };
    let grid;
    if (!t.axes[1]) {
      // The tutorial's two rows, wrapped every 20 values.
      const axis = t.axes[0].coord;
      const blocks = [];
      const n = t.rows;
      for (let start = 0; start < n; start += 20) {
        const end = Math.min(n, start + 20);
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
    // Arrow keys move between cells; one cell takes Tab.
    const tds = [...this.#cells.values()];
    if (tds[0]) tds[0].tabIndex = 0;
    grid.addEventListener('keydown', (e) => {
      const i = tds.indexOf(this.root.activeElement);
      if (i < 0) return;
      const w = t.axes[1] ? t.width : 1;
      const step = { ArrowRight: t.axes[1] ? 1 : 1, ArrowLeft: -1, ArrowDown: t.axes[1] ? w : 20, ArrowUp: t.axes[1] ? -w : -20 }[e.key];
      if (step === undefined) return;
      const next = tds[i + step];
      if (!next) return;
      e.preventDefault();
      tds[i].tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    });
    const zeros = t.values.filter((v) => v === 0).length;
    const summary = h('p', { class: 'muted' }, this.t('own.summary', {
      count: count(this.uiLang, t.values.length), p: count(this.uiLang, zeros), max: t.maxValue,
    }));
    this.$.result.replaceChildren(summary, grid);
    this.#renderPatterns(gameName, box);
  }

  async #explain(position, td) {
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
    const sources = [];
    for (const m of d.moves) if (!sources.some((s) => s.line === m.line)) sources.push({ line: m.line, source: m.source });
    const moveText = (m) => {
      const vars = m.vars.map((v) => `${v.name} = ${v.value}`).join(', ');
      const targets = m.targets.map((x) => x.position).join(' + ');
      const values = m.targets.map((x) => x.sg).join(' ⊕ ');
      const result = m.targets.length > 1 ? `${values} = ${m.value}` : `${m.value}`;
      return `${vars ? `${vars}: ` : ''}${targets} → ${result}`;
    };
    const reached = d.reached.length > 40 ? `${d.reached.slice(0, 40).join(', ')}, …` : d.reached.join(', ');
    this.$.derivation.replaceChildren(
      h('h3', {}, this.t(d.totalMoves ? 'own.movesOf' : 'own.noMovesOf', { position, count: count(lang, d.totalMoves) })),
      sources.length ? h('ul', { class: 'source mono' }, sources.map((s) => h('li', {}, this.t('own.sourceLine', { line: s.line, source: s.source })))) : null,
      ...this.cappedList(d.moves, moveText, { attrs: { class: 'mono' }, total: d.totalMoves }),
      h('p', {}, this.t('own.mexLine', { reached, sg: d.sg, position })));
  }

  #renderPatterns(gameName, box) {
    const t = this.#table;
    const lang = this.uiLang;
    const periods = t.periods.filter((p) => p.period.status !== 'none');
    const periodItems = [];
    const gap = lang === 'zh' ? '' : ' ';  // between sentences
    if (!t.axes[1]) {
      const p = t.periods[0].period;
      const end = t.axes[0].hi;
      periodItems.push(p.status === 'none'
        ? this.t('own.periodNone', { upto: end })
        : [this.t('own.periodSeen', { p: p.period, pre: p.preperiod, axis: t.axes[0].coord }),
          p.saltus ? this.t('saltus', { s: p.saltus }) : '', this.t('periodRepeats', { k: p.repeats, pre: p.preperiod, end })]
          .filter(Boolean).join(gap));
    } else {
      for (const p of periods.slice(0, limits.periodsShown)) {
        const [other, value] = Object.entries(p.at)[0];
        const saltus = p.period.saltus ? gap + this.t('saltus', { s: p.period.saltus }) : '';
        periodItems.push(this.t('own.axisPeriod', { along: p.along, other, value, p: p.period.period, pre: p.period.preperiod, k: p.period.repeats }) + saltus);
      }
      if (!periods.length) periodItems.push(this.t('own.noAxisPeriod'));
      else if (periods.length > limits.periodsShown) periodItems.push(this.t('leftOut', { count: count(lang, periods.length - limits.periodsShown) }));
    }
    const formula = h('input', { name: 'formula', class: 'mono', autocomplete: 'off', spellcheck: 'false',
      value: this.getAttribute('formula') ?? '', 'aria-label': this.t('own.formula'),
      placeholder: t.axes[1] ? `${t.axes[0].coord} ^ ${t.axes[1].coord}` : `${t.axes[0].coord} % 2` });
    const mode = h('select', { name: 'fmode', 'aria-label': this.t('own.formulaMode') },
      h('option', { value: 'sg' }, this.t('own.modeValue')), h('option', { value: 'p' }, this.t('own.modeP')));
    mode.value = this.getAttribute('fmode') === 'p' ? 'p' : 'sg';
    const verdict = h('p', { class: 'verdict', role: 'status' });
    const suggestions = h('div', { class: 'suggestions' });
    const check = () => {
      for (const c of this.root.querySelectorAll('td.bad')) c.classList.remove('bad');
      verdict.className = 'verdict';
      const f = formula.value.trim();
      if (!f) { verdict.textContent = ''; return; }
      let r;
      try {
        r = this.#session.checkFormula(gameName, box, f, { pPositions: mode.value === 'p' });
      } catch (e) {
        verdict.classList.add('no');
        verdict.textContent = this.t('own.errorIn', { where: this.t('own.inFormula'), why: this.err(e) });
        return;
      }
      this.#check = r;
      const claim = mode.value === 'p' ? this.t('own.claimP', { f }) : this.t('own.claimValue', { f });
      if (r.matches) {
        verdict.textContent = this.t('own.matches', { claim, count: count(lang, r.total) });
      } else {
        verdict.classList.add('no');
        verdict.textContent = r.error
          ? this.t('own.formulaFails', { claim, position: r.at.position, why: this.err({ code: r.error.code, params: { position: r.at.position }, message: r.error.message }) })
          : this.t(mode.value === 'p' ? 'own.counterP' : 'own.counter', { claim, position: r.at.position, f: r.formulaValue, sg: r.sg, checked: count(lang, r.checked) });
        const bad = this.#cells.get(r.at.position);
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
    const exportCpp = h('button', { type: 'button', name: 'export-cpp', onclick: () => this.#download('game.cpp', this.#session.exportCpp().program, 'text/x-c++src') }, this.t('own.exportCpp'));
    const exportCsv = h('button', { type: 'button', name: 'export-csv', onclick: () => this.#download(`${gameName}.csv`, this.#csv(), 'text/csv') }, this.t('own.exportCsv'));
    this.$.patterns.replaceChildren(
      h('div', {}, h('strong', {}, this.t('own.periods')), h('ul', {}, periodItems.map((x) => h('li', {}, x)))),
      h('div', { class: 'row' }, h('label', {}, this.t('own.formula'), formula), mode, checkButton, suggest),
      verdict, suggestions,
      h('div', { class: 'row' }, exportCpp, exportCsv));
    if (formula.value) this.#quiet(check);
  }

  // Runs f while attribute changes it makes do not rebuild the element.
  #quiet(f) {
    this.#silent = true;
    try { f(); } finally { this.#silent = false; }
  }

  #csv() {
    const t = this.#table;
    if (!t.axes[1]) return `${t.axes[0].coord},sg\n${Array.from(t.values, (v, i) => `${t.axes[0].lo + i},${v}`).join('\n')}\n`;
    const [a, b] = t.axes;
    const lines = [[`${a.coord}\\${b.coord}`, ...Array.from({ length: t.width }, (_, j) => b.lo + j)].join(',')];
    for (let i = 0; i < t.rows; i++) lines.push([a.lo + i, ...t.values.slice(i * t.width, (i + 1) * t.width)].join(','));
    return `${lines.join('\n')}\n`;
  }

  #download(name, text, type) {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const a = h('a', { href: url, download: name });
    this.root.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

export function define(registry) { GameTable.define('sg-game-table', registry); }
