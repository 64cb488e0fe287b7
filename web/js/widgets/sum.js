// <sg-sum position="1..3:5 odd:7 nim:3 nim:9" lang="en">: a sum of games,
// its parts' values, the nim-sum in binary and every winning move explained;
// in misère play, and under the Every-SG rule (every part that can move is
// moved each turn). Parts are heaps (a rule and a size), Green Hackenbush
// boards, positions of a game of the game language (the definition in
// `definition`) and tokens on a graph (its edges in `edges`), mixed freely.
// Attributes: position, definition, edges, play ("normal", "misere",
// "every"), predict ("on": in normal play the reader says who wins before the
// verdict shows), trust-pattern ("on": a part too large to compute may be
// answered from a pattern the engine only observed; the checkbox "Trust the
// pattern" sets it), lang. Events: sg-change {position, play, trustPattern}
// when the reader edits.
import { SgElement, sheet, count } from './base.js';
import { h } from './dom.js';
import { nimSumSheet } from './nim-sum-table.js';
import { analysisNodes } from './sum/analysis.js';
import { namedWord, partText } from '../model/rule-words.js';
import { askNodes, settledNode, wrongReason } from './sum/predict.js';
import { sumComponents as maxComponents } from '../engine/limits.js';
import { valueText } from '../model/custom-play.js';

const styles = sheet(`
  .heaps { display: grid; gap: .45em; margin-bottom: .6em; }
  .heap { display: flex; flex-wrap: wrap; gap: .4em .8em; align-items: flex-start; }
  .heap .name { min-width: 4.5em; font-weight: 600; padding-top: .35em; }
  .heap input[name=rule] { width: 9em; }
  .heap input[name=heap] { width: 9em; }
  .heap input[name=part] { width: min(22em, 100%); }
  .heap .value { padding-top: .35em; color: var(--sg-muted, #5b6475); }
  .field { display: flex; flex-direction: column; }
  label.field { align-items: stretch; max-width: 36em; }
  .adders { display: flex; flex-wrap: wrap; gap: .5em; align-items: flex-end; margin-bottom: .6em; }
  .adders input { width: min(18em, 60vw); }
  .context { margin: .2em 0 .6em; font-size: .92em; }
  .outcome { font-weight: 600; margin: .6em 0 .3em; }
  ul.wins { margin: .2em 0; padding-left: 1.3em; }
  table.steps { border-collapse: collapse; margin: .4em 0; }
  table.steps th, table.steps td { border: 1px solid var(--sg-grid, #dde3ee); padding: .2em .6em; text-align: left; }
  .error:empty { display: none; }
  details { margin: .2em 0; }
  /* The longest rule's name must not push the select past a phone's edge. */
  label.play { max-width: 100%; }
  label.play > span { flex: none; }
  label.play select { min-width: 0; max-width: 100%; }
  label.trust { display: flex; gap: .4em; align-items: center; margin: .4em 0 0; min-height: 44px; }
  .pattern { margin: .2em 0; }
  .guess .question { font-weight: 600; margin: .6em 0 .3em; }
  .guess button { min-height: 44px; }
  .feedback { margin: .5em 0 .2em; }
  .feedback.wrong { color: var(--sg-bad, #b91c1c); }
  .feedback.right { color: var(--sg-good, #15803d); font-weight: 600; }
`);

const modes = ['normal', 'misere', 'every'];

class Sum extends SgElement {
  static sheets = [nimSumSheet, styles];
  #rows = []; // per part: {heap: {rule, size} inputs} or {text input}
  #result = null;
  #session = null;
  #context = null; // the definition and edges the session was opened with
  #uses = { games: false, graph: false };
  #drawn = Promise.resolve(); // the latest render
  #shown = null; // what the analysis shows: {session, comps, a, mode, key}
  #guess = null; // predict: {key, how: 'right' | 'shown' | null, said: [key, params] | null} for one position
  #search = null; // the AbortController of a misère search in slices

  connected() {
    this.#drawn = this.#render();
  }
  changed() {
    this.#drawn = this.#render();
  }
  disconnectedCallback() {
    this.#search?.abort();
    this.#session?.free();
    this.#session = null;
    this.#context = null;
  }

  // Which context the parts use (the definition's games, the graph's vertices): for links.
  get uses() {
    return this.#uses;
  }

  // Adds a part given as text (a position picked from a game's table, say) once the sum is drawn.
  async addPart(text) {
    if (!this.drawn) await this.whenDrawn();
    await this.#drawn;
    this.#commit([...this.#rows.map((r) => r.part()), text]);
  }

  get #trust() {
    return this.getAttribute('trust-pattern') === 'on';
  }

  // What the page keeps in its link when the reader changes the sum.
  #changed(position = this.getAttribute('position') ?? '') {
    this.emit('sg-change', { position, play: this.#mode, trustPattern: this.#trust });
  }

  get #mode() {
    const m = this.getAttribute('play') ?? 'normal';
    return modes.includes(m) ? m : 'normal';
  }

  // The session that reads every kind of part: the definition's games and
  // the graph's vertices when given. A bad definition or graph is refused
  // here, with the engine's words.
  #open(engine) {
    const context = JSON.stringify([this.getAttribute('definition') ?? '', this.getAttribute('edges') ?? '']);
    if (context !== this.#context || !this.#session) {
      this.#session?.free();
      this.#session = null;
      this.#context = null;
      const [definition, edges] = JSON.parse(context);
      this.#session = engine.sumSession({ definition: definition.trim() ? definition : '', edges });
      this.#context = context;
    }
    return this.#session;
  }

  // The rows as a position: a heap row as data, any other row as its text.
  // The engine writes the whole (and refuses a row it cannot read, which is
  // said under the rows: every row stays as typed).
  #commit(parts = this.#rows.map((r) => r.part())) {
    const s = this.#session;
    let text;
    try {
      text = s.positionText(parts);
    } catch (e) {
      const bad = parts.findIndex((p) => {
        try {
          s.positionText([p]);
          return false;
        } catch {
          return true;
        }
      });
      this.#result?.replaceChildren(
        h(
          'div',
          { class: 'error', role: 'alert' },
          this.t('errorSaid', { why: bad >= 0 ? this.t('inPart', { i: bad + 1, why: this.err(e) }) : this.err(e) })
        )
      );
      return;
    }
    this.setAttribute('position', text);
    this.#changed(text);
  }

  async #render() {
    this.#search?.abort();
    this.#search = null;
    let engine, session;
    try {
      // A definition needs the game language (the full engine), also one
      // given while the engine was loading.
      const part = () => ((this.getAttribute('definition') ?? '').trim() ? 'full' : 'core');
      engine = await this.engine(part());
      if (!this.engineHas(part())) await engine.need(part());
      session = this.#open(engine);
    } catch (e) {
      this.root.replaceChildren(h('div', { class: 'error', role: 'alert' }, this.t('errorSaid', { why: this.err(e) })));
      return;
    }
    // The engine reads the position; text it refuses stays editable in one
    // field, with the reason and where.
    const text = this.getAttribute('position') ?? '';
    let comps;
    try {
      comps = session.parsePosition(text);
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
          this.#changed(field.value);
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
    this.#rows = [];
    this.#uses = { games: comps.some((c) => c.kind === 'game'), graph: comps.some((c) => c.kind === 'vertex') };
    const rows = comps.map((c, i) => this.#row(engine, c, i));
    const result = h('div', { part: 'analysis', 'aria-live': 'polite' });
    this.#result = result;
    this.root.replaceChildren(h('div', { class: 'heaps' }, rows), this.#adders(), this.#controls(), result);
    if (comps.length === 0) {
      result.replaceChildren(h('p', { class: 'muted', role: 'status' }, this.t('needHeap')));
      return;
    }
    const mode = this.#mode;
    let a;
    try {
      a = session.analyze(comps, { misere: mode === 'misere', every: mode === 'every', trustPattern: this.#trust });
    } catch (e) {
      result.replaceChildren(h('div', { class: 'error', role: 'alert' }, this.t('errorSaid', { why: this.err(e) })));
      return;
    }
    a.components.forEach((c, i) => {
      this.#rows[i].value.textContent =
        mode === 'every' ? this.t('stepsOf', { n: c.steps }) : this.t('valueOf', { v: valueText(c) });
    });
    this.#shown = { engine, session, comps, a, mode, key: JSON.stringify([this.#context, text, mode]) };
    this.#fill();
    if (mode === 'misere' && a.status === 'unavailable') this.#searchMisere();
  }

  // A misère sum the quick analysis leaves undecided (past its positions,
  // or mixing kinds of part): the game itself searched in slices, with
  // progress and Cancel, as the play page searches it; its outcome and the
  // moves that leave the opponent a P-position then shown in place of "not
  // decided".
  async #searchMisere() {
    const shown = this.#shown;
    this.#search?.abort(); // (one started by a render this one overtook)
    const search = new AbortController();
    this.#search = search;
    const bar = h('progress', { max: 1, value: 0 });
    const said = h('span', { class: 'muted' }, this.t('misereSearching', { n: 0 }));
    const cancel = h('button', { type: 'button', name: 'cancel', onclick: () => search.abort() }, this.t('cancel'));
    const progress = h('div', { class: 'progress', part: 'progress', role: 'status' }, bar, ' ', said, ' ', cancel);
    this.#result.append(progress);
    let p;
    try {
      p = await shown.session.playSliced(shown.comps, {
        misere: true,
        signal: search.signal,
        onProgress: (s) => {
          bar.value = s.progress;
          said.textContent = this.t('misereSearching', { n: count(this.uiLang, s.computed) });
        },
      });
    } catch (e) {
      if (this.#shown !== shown) return;
      progress.replaceWith(
        h(
          'p',
          { class: e.name === 'AbortError' ? 'muted' : 'error', role: 'status' },
          e.name === 'AbortError' ? this.t('misereSearchCancelled') : this.t('errorSaid', { why: this.err(e) })
        )
      );
      return;
    } finally {
      if (this.#search === search) this.#search = null;
    }
    if (this.#shown !== shown) return;
    // The options leaving a P-position to the opponent are the winning
    // moves. A search past its own budget decides nothing, and says why.
    const decided = p.outcome === 'N' || p.outcome === 'P';
    const wins = p.outcome === 'N' ? p.options.filter((o) => o.outcome === 'P') : [];
    shown.a = {
      ...shown.a,
      status: decided ? 'exact' : 'unavailable',
      method: decided ? 'search' : 'budget',
      outcome: decided ? p.outcome : undefined,
      reason: p.reason,
      winningMoves: wins,
      winningMovesTotal: wins.length,
      truncated: false,
    };
    this.#fill();
  }

  // The analysis under the parts; with predict="on", the question first.
  #fill(focus = null) {
    const { engine, session, comps, a, mode, key } = this.#shown;
    const parts = { name: (i) => this.#partName(comps[i], i), text: (c) => partText(engine, c) };
    const full = () => analysisNodes(this, a, mode, parts);
    // (Under the Every-SG rule, when the step counts decide: the reader finds the rule from them.)
    const asks =
      this.getAttribute('predict') === 'on' &&
      (mode === 'normal' || (mode === 'every' && a.method === 'steps')) &&
      !a.loopy &&
      ['N', 'P'].includes(a.outcome);
    if (!asks) {
      this.#result.replaceChildren(...full());
      return;
    }
    if (this.#guess?.key !== key) this.#guess = { key, how: null, said: null };
    const g = this.#guess;
    const judge = (x) => {
      if (x === 'show') g.how = 'shown';
      else if (x === a.outcome) g.how = 'right';
      else g.said = wrongReason(this, session, comps, a, mode);
      this.#fill(x);
    };
    if (g.how) this.#result.replaceChildren(settledNode(this, a, g.how), ...full());
    else this.#result.replaceChildren(...askNodes(this, a, parts, { said: g.said, guess: judge, mode }));
    // The keyboard stays where the reader was: on the button pressed, or on what the verdict says.
    if (focus) this.#result.querySelector(g.how ? '[part=guess]' : `button[name=guess-${focus}]`)?.focus();
  }

  // "Heap 3" for a heap, "Part 3" for anything else.
  #partName(c, i) {
    return this.t(c.kind === 'heap' ? 'component' : 'part', { i: i + 1 });
  }

  #row(engine, c, i) {
    const name = this.#partName(c, i);
    const value = h('span', { class: 'value' });
    const remove = h(
      'button',
      {
        type: 'button',
        'aria-label': this.t(c.kind === 'heap' ? 'removeHeap' : 'removePart', { i: i + 1 }),
        onclick: () => this.#commit(this.#rows.filter((_, k) => k !== i).map((r) => r.part())),
      },
      '✕'
    );
    const label = (what) => `${name}${this.uiLang === 'zh' ? '：' : ': '}${what}`;
    // A field of the part's text (not a number): the sum is analysed again when it changes.
    const text = (name, value, what, more = {}) =>
      h('input', {
        name,
        value,
        'aria-label': label(this.t(what)),
        autocomplete: 'off',
        spellcheck: 'false',
        onchange: () => this.#commit(),
        ...more,
      });
    let fields, part;
    if (c.kind === 'heap') {
      const rule = text('rule', namedWord(engine, c.rule) || c.rule, 'rule');
      const heap = h('input', {
        name: 'heap',
        value: c.heap,
        type: 'number',
        min: 0,
        inputmode: 'numeric',
        'aria-label': label(this.t('heap')),
        onchange: () => this.#commit(),
      });
      fields = [h('div', { class: 'field' }, rule), heap];
      part = () => ({ kind: 'heap', rule: rule.value, heap: heap.valueAsNumber });
    } else {
      const field = text('part', c.text, 'partText', { class: 'mono' });
      fields = [field];
      part = () => field.value;
    }
    this.#rows.push({ value, part });
    return h('div', { class: 'heap', part: 'heap' }, h('span', { class: 'name' }, name), ...fields, value, remove);
  }

  // A heap of Nim, or any part typed as the engine reads it.
  #adders() {
    const field = h('input', {
      name: 'new-part',
      autocomplete: 'off',
      spellcheck: 'false',
      class: 'mono',
      placeholder: this.t('newPartExample'),
      'aria-label': this.t('newPart'),
      onkeydown: (e) => {
        if (e.key === 'Enter') addTyped();
      },
    });
    const addTyped = () => {
      if (field.value.trim()) this.#commit([...this.#rows.map((r) => r.part()), field.value]);
    };
    const addHeap = h(
      'button',
      {
        type: 'button',
        name: 'add',
        onclick: () => this.#commit([...this.#rows.map((r) => r.part()), { kind: 'heap', rule: 'nim', heap: 1 }]),
      },
      `+ ${this.t('addHeap')}`
    );
    // parts="heaps" (a lesson about heaps): only heaps are offered.
    if (this.#heapsOnly) return h('div', { class: 'adders' }, addHeap);
    return h(
      'div',
      { class: 'adders' },
      addHeap,
      h('label', { class: 'field' }, this.t('newPart'), field),
      h('button', { type: 'button', name: 'add-part', onclick: addTyped }, this.t('addPart'))
    );
  }

  // Normal play, misère, or Every-SG; and what the parts may name.
  #controls() {
    const select = h(
      'select',
      {
        name: 'play',
        onchange: () => {
          this.setAttribute('play', select.value);
          this.#changed();
        },
      },
      modes.map((m) => h('option', { value: m, selected: m === this.#mode }, this.t(`sumPlay.${m}`)))
    );
    // A part past what can be computed: answered from its pattern only when
    // the reader says so (a proved pattern answers either way).
    const trust = h('input', {
      type: 'checkbox',
      name: 'trust-pattern',
      checked: this.#trust,
      onchange: () => {
        this.setAttribute('trust-pattern', trust.checked ? 'on' : 'off');
        this.#changed();
      },
    });
    const info = this.#session.info.games;
    const uses = [
      info.length
        ? this.t('sumUsesGames', {
            games: info.map((g) => `${g.name}(${g.coords.join(', ')})`).join(this.uiLang === 'zh' ? '、' : ', '),
          })
        : '',
      this.getAttribute('edges')?.trim() ? this.t('sumUsesGraph') : '',
    ].filter(Boolean);
    return h(
      'div',
      {},
      h('label', { class: 'play' }, h('span', {}, this.t('sumPlay')), select),
      // A lesson about small heaps (parts="heaps") has no use for patterns or other parts.
      this.#heapsOnly ? null : h('label', { class: 'trust' }, trust, ' ', this.t('sumTrust')),
      this.#heapsOnly
        ? null
        : h('p', { class: 'muted context' }, [this.t('sumParts'), ...uses].join(this.uiLang === 'zh' ? '' : ' '))
    );
  }

  get #heapsOnly() {
    return this.getAttribute('parts') === 'heaps';
  }
}

export function define(registry) {
  Sum.define('sg-sum', registry);
}
