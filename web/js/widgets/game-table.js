// <sg-game-table box="0..20, 0..20">game nim2(x, y) ...</sg-game-table>: a
// game of the game language (README, "The game language") as a table: one
// coordinate in the tutorial's rows "x" / "sg[x]", two as a grid with the
// P-positions marked. Hovering or focusing a cell shows its derivation; a
// formula can be checked against every cell, and the engine's library
// suggests formulas it has verified. The definition is the element's text, or
// its definition attribute; attributes: box, game, formula, fmode (sg | p),
// suggest ("on": the suggestions listed), editor ("on": the definition editor
// and the examples, as on the learning page), lang. Events: sg-change
// {definition, game, box, formula, fmode, suggest}.
import { SgElement, count } from './base.js';
import { h } from './dom.js';
import { gameExamples } from '../model/game-examples.js';
import { defaultBox, fixedCoords } from '../model/game-table.js';
import { gameTable as limits } from '../engine/limits.js';
import { nextTask } from '../engine/engine.js';
import { styles } from './game-table/styles.js';
import { ValueGrid } from './game-table/grid.js';
import { showDerivation } from './game-table/derivation.js';
import { periodsBox } from './game-table/periods.js';
import { formulaPanel } from './game-table/formula.js';
import { exportBar } from './game-table/export-bar.js';

class GameTable extends SgElement {
  static sheets = [styles];
  #session = null;
  #sessionText = '';
  #table = null;
  #abort = null;
  #run = 0; // the latest computation; older ones stop at their next step
  #grid = null; // the drawn values (./game-table/grid.js), if drawn
  #silent = false; // attribute changes made here do not rebuild
  #draft = null; // what the reader typed but did not compute, kept across a language switch
  #staleBox = false; // the box was left from another definition or game
  #byReader = false; // the computation was asked for in the editor (an error then takes the focus)
  #observer = null;

  connected() {
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

  changed(name) {
    if (!this.root.firstChild || this.#silent) return;
    this.#draft = name === 'lang' ? this.#readDraft() : null;
    this.#build();
  }

  get definition() {
    return this.getAttribute('definition') ?? this.textContent.replace(/^\s*\n/, '');
  }

  // The table as computed (null until then): for tests and pages.
  get table() {
    return this.#table;
  }

  #emit() {
    this.emit('sg-change', {
      definition: this.definition,
      game: this.getAttribute('game') ?? '',
      box: this.getAttribute('box') ?? '',
      formula: this.getAttribute('formula') ?? '',
      fmode: this.getAttribute('fmode') ?? 'sg',
      suggest: this.getAttribute('suggest') === 'on',
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
    $.derivation = h(
      'div',
      { class: 'derivation', 'aria-live': 'polite', hidden: true },
      h('p', { class: 'muted' }, this.t('own.hoverHint'))
    );
    $.patterns = h('div', { class: 'patterns' });
    const parts = [];
    if (editor) {
      const text = draft?.text ?? this.definition;
      $.example = h(
        'select',
        { name: 'example', 'aria-label': this.t('own.examples'), onchange: () => this.#loadExample() },
        h('option', { value: '' }, this.t('own.pickExample')),
        gameExamples.map((ex) => h('option', { value: ex.id }, ex.name[this.uiLang] ?? ex.name.en))
      );
      $.example.value = gameExamples.find((ex) => ex.text === text)?.id ?? '';
      $.text = h('textarea', {
        name: 'definition',
        spellcheck: 'false',
        autocomplete: 'off',
        autocapitalize: 'off',
        class: 'mono',
        'aria-label': this.t('own.definition'),
        rows: Math.min(20, Math.max(6, text.split('\n').length + 1)),
      });
      $.text.value = text;
      $.box = h('input', {
        name: 'box',
        autocomplete: 'off',
        spellcheck: 'false',
        value: draft?.box ?? this.getAttribute('box') ?? '',
        'aria-label': this.t('own.box'),
      });
      $.boxWritten = $.box.value;
      $.game = h('select', {
        name: 'game',
        'aria-label': this.t('own.game'),
        onchange: () => this.#fromEditor({ gameChanged: true }),
      });
      $.gameLabel = h('label', { hidden: true }, this.t('own.game'), $.game);
      $.compute = h(
        'button',
        { type: 'button', name: 'compute', onclick: () => this.#fromEditor() },
        this.t('own.compute')
      );
      $.cancel = h(
        'button',
        { type: 'button', name: 'cancel', hidden: true, onclick: () => this.#abort?.abort() },
        this.t('cancel')
      );
      $.text.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) this.#fromEditor();
      });
      $.box.addEventListener('keydown', (e) => {
        if (e.key === 'Enter') this.#fromEditor();
      });
      parts.push(
        h(
          'div',
          { class: 'editor' },
          h('label', {}, this.t('own.examples'), $.example),
          h('label', { class: 'field' }, this.t('own.definition'), $.text),
          h('p', { class: 'muted legend' }, this.t('own.syntaxHint')),
          h('div', { class: 'row' }, $.gameLabel, h('label', {}, this.t('own.box'), $.box), $.compute, $.cancel)
        )
      );
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
      this.removeAttribute('suggest');
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

  // Says what is wrong and where: "line L, column C" (or "column C" in the
  // box) in the message, the line itself with a caret under the place, and
  // the field's caret put there.
  #showError(e, where, source, { focus = false, inBox = false } = {}) {
    const $ = this.$;
    $.error.textContent = this.t('own.errorIn', { where: this.t(where), why: this.err(e) });
    $.derivation.hidden = true;
    const lineNo = e?.line || (inBox && e?.column ? 1 : 0);
    if (!lineNo || source === undefined) return;
    const lines = source.split('\n');
    const line = lines[lineNo - 1];
    if (line === undefined) return;
    const column = Math.max(1, Math.min(e.column || 1, line.length + 1));
    const margin = inBox ? '' : `${lineNo} | `;
    $.where.replaceChildren(
      `${margin}${line}\n${' '.repeat(margin.length + column - 1)}`,
      h('span', { class: 'caret' }, '^')
    );
    $.where.hidden = false;
    const field = inBox ? $.box : $.text;
    if (field && field.value === source) {
      let at = 0;
      for (let i = 0; i < lineNo - 1; i++) at += lines[i].length + 1;
      at += column - 1;
      field.setAttribute('aria-invalid', 'true');
      if (focus) field.focus({ preventScroll: true });
      field.setSelectionRange(at, at);
    }
  }

  // The box computed, in its field: unless the reader has typed there since
  // the widget last wrote it (a computation started earlier ends as they type).
  #showBox(box) {
    const $ = this.$;
    if (!$.box || $.draft || $.box.value !== $.boxWritten) return;
    $.box.value = $.boxWritten = box;
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
    $.box?.removeAttribute('aria-invalid');
    let engine;
    try {
      engine = await this.engineSaying($.status);
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
        this.#showError(e, 'own.inDefinition', text, { focus: byReader });
        return;
      }
    }
    // Reading the definition, computing the table and drawing it each take a
    // task of their own: together they could block the page for too long.
    await nextTask();
    if (run !== this.#run) return;
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
    // No box yet, or one this game refuses: this game's own.
    const ownBox = () => {
      const had = this.hasAttribute('box');
      box = defaultBox(info.coords);
      if (had) {
        this.#quiet(() => this.setAttribute('box', box));
        this.#emit();
      }
      this.#showBox(box);
    };
    if (!box) ownBox();
    const stale = this.#staleBox;
    this.#staleBox = false;
    this.#showBox(box);
    const controller = new AbortController();
    this.#abort = controller;
    if ($.cancel) $.cancel.hidden = false;
    const slow = setTimeout(() => {
      $.status.textContent = this.t('own.computing', { percent: 0 });
    }, 150);
    const tableOf = (b) =>
      session.computeTable(gameName, b, {
        signal: controller.signal,
        onProgress: ({ progress }) => {
          if (run === this.#run)
            $.status.textContent = this.t('own.computing', { percent: Math.floor(progress * 100) });
        },
      });
    let table;
    try {
      try {
        table = await tableOf(box);
      } catch (e) {
        // A box left from another definition or game, which the engine
        // refuses for this one (another number of coordinates): its own box.
        if (!stale || e.code !== 'game.bad_box') throw e;
        ownBox();
        table = await tableOf(box);
      }
    } catch (e) {
      if (run !== this.#run) return;
      $.status.textContent = e.name === 'AbortError' ? this.t('own.cancelled') : '';
      const inBox = e.code === 'game.bad_box' || e.code === 'game.box_too_large';
      if (e.name !== 'AbortError')
        this.#showError(e, inBox ? 'own.inBox' : 'own.inGame', inBox ? box : undefined, { focus: byReader, inBox });
      return;
    } finally {
      clearTimeout(slow);
      if (run === this.#run && $.cancel) $.cancel.hidden = true;
      if (this.#abort === controller) this.#abort = null;
    }
    await nextTask();
    if (run !== this.#run) return;
    $.status.textContent = '';
    this.#table = table;
    this.#render(gameName, box);
  }

  #render(gameName, box) {
    const t = this.#table;
    this.#grid = null;
    const zeros = t.values.reduce((n, v) => n + (v === 0), 0);
    const fixed = fixedCoords(t);
    const summary = h(
      'p',
      { class: 'muted' },
      this.t('own.summary', {
        count: count(this.uiLang, t.values.length),
        p: count(this.uiLang, zeros),
        max: t.maxValue,
      }),
      fixed ? (this.uiLang === 'zh' ? '' : ' ') + this.t('own.fixed', { list: fixed }) : null
    );
    if (t.values.length > limits.cells) {
      // Too many cells to draw: the periods, the formula check and the exports still cover the whole box.
      this.$.result.replaceChildren(
        summary,
        h('p', { class: 'error' }, this.t('own.boxTooLarge', { limit: count(this.uiLang, limits.cells) }))
      );
      this.#renderPatterns(gameName, box);
      return;
    }
    const grid = new ValueGrid(this, t, gameName, (position) => {
      grid.mark(position.coords, 'current');
      showDerivation(this, this.$.derivation, this.#session, position);
    });
    this.#grid = grid;
    this.$.result.replaceChildren(summary, grid.el);
    this.$.derivation.hidden = false;
    this.#renderPatterns(gameName, box);
  }

  // Under the table: its periods, the formula to check, and the exports.
  #renderPatterns(gameName, box) {
    const draft = this.$.draft;
    const current = () => ({ session: this.#session, table: this.#table, grid: this.#grid });
    const commit = (formula, fmode) => {
      this.setAttribute('formula', formula);
      this.setAttribute('fmode', fmode);
      this.#emit();
    };
    const panel = formulaPanel(this, {
      t: this.#table,
      gameName,
      box,
      draft,
      current,
      commit,
      quiet: (f) => this.#quiet(f),
      suggested: () => {
        this.#quiet(() => this.setAttribute('suggest', 'on'));
        this.#emit();
      },
    });
    Object.assign(this.$, { formula: panel.formula, fmode: panel.mode });
    this.$.patterns.replaceChildren(periodsBox(this, this.#table), ...panel.nodes, exportBar(this, current, gameName));
    // After a language switch, a formula typed but not checked stays unchecked.
    if (panel.formula.value && (!draft || draft.formula === this.getAttribute('formula'))) this.#quiet(panel.check);
  }

  // Runs f while attribute changes it makes do not rebuild the element.
  #quiet(f) {
    this.#silent = true;
    try {
      f();
    } finally {
      this.#silent = false;
    }
  }
}

export function define(registry) {
  GameTable.define('sg-game-table', registry);
}
