// <sg-graph-game edges="a b; a c; b c" tokens="a,b" editor="on" lang="en">:
// a game on a graph, labelled step by step, with tokens whose nim-sum and
// winning moves are shown. A graph without cycles is drawn in layers (sinks at
// the bottom) and labelled bottom-up; one with cycles is drawn on a circle and
// labelled with Smith's values (a number, or ∞ with the numbers its successors
// have), and a position may be a draw. With play="on" (or its button) the
// reader moves tokens against the computer, which plays exactly (the engine's
// graphPlay); a position met three times ends the game in a draw. Events:
// sg-change {edges, tokens}, sg-move {player, from, to}, sg-gameover {winner}
// (winner "none" for a draw). With ask="sg" (or ask="pn"), a click on an
// unlabelled vertex asks the reader for its value (or whether it is P or N)
// and labels it only when the answer is right; tokens, and with them the
// nim-sum and the winning moves, come once every vertex is labelled. With
// controls="off" it is a picture of the graph: no labels, buttons or tokens.
// With labels="none" it starts with no vertex labelled, for the reader to
// label step by step (and again whenever its edges change).
import '../text/play.js'; // (the words of play)
import { listOf } from '../text/i18n.js';
import { SgElement } from './base.js';
import { h, svg } from './dom.js';
import { nimSumSheet } from './nim-sum-table.js';
import { tokenAnalysis } from './graph-game/analysis.js';
import { tokenData, tokenMove } from '../model/graph-play.js';
import { PlayLoop } from '../model/play-loop.js';
import { layoutGraph, vertexRadius, labelFont } from '../model/graph-layout.js';
import { styles } from './graph-game/styles.js';

// Larger graphs are analysed but not drawn: a drawing of them helps nobody
// and costs the page its speed.
import { graphDrawn as maxDrawn } from '../engine/limits.js';

class GraphGame extends SgElement {
  static sheets = [nimSumSheet, styles];
  /** @type {CanvasRenderingContext2D | null | undefined} (a label's text measured once for every graph) */
  static canvas;
  #labelled = -1; // how many vertices of the bottom-up order are labelled (-1: all)
  #built = false;
  #picked = null; // play: the vertex whose token the reader picked
  #status = []; // play: the status line as [key, params] parts, said in the current language
  // play: the game (model/play-loop.js), each position analysed by the engine
  #loop = new PlayLoop({
    analyse: (tokens, history) => this.#playOf(tokens, history),
    next: (play, option) => this.#onGraph.session.apply(play.components, option),
    onMove: (entry) => this.#moved(entry),
  });
  #tokens = []; // the vertices of the tokens, as the engine read the tokens attribute
  #revealed = new Set(); // ask: the vertices the reader labelled by answering
  #asking = null; // ask: the vertex asked about
  #reply = null; // ask: [key, params] said about the last answer
  #onGraph = { edges: null, session: null }; // the engine's session for the graph drawn (#graphOf)

  connected() {
    if (!this.#built) {
      this.#labelled = this.#labelsAtStart();
      this.#build();
    }
    this.#render();
  }

  disconnectedCallback() {
    this.#onGraph.session?.free();
    this.#onGraph = { edges: null, session: null };
  }

  // The engine's session for the graph of `edges`: it reads the graph once,
  // for every question of every turn, until the edges change (a bad graph
  // is refused here, with the engine's words).
  #graphOf(engine, edges) {
    if (this.#onGraph.edges !== edges || !this.#onGraph.session) {
      this.#onGraph.session?.free();
      this.#onGraph = { edges, session: null };
      this.#onGraph.session = engine.graphSession(edges);
    }
    return this.#onGraph.session;
  }

  changed(name) {
    if (name === 'edges' || name === 'labels') {
      this.#labelled = this.#labelsAtStart();
      this.#revealed.clear();
      this.#asking = this.#reply = null;
    }
    if (this.#built) this.#render();
  }

  // How many vertices are labelled when the graph is new: none, or all (-1).
  #labelsAtStart() {
    return this.getAttribute('labels') === 'none' ? 0 : -1;
  }

  #build() {
    this.#built = true;
    const ui = (this.ui = {});
    ui.edges = h('textarea', {
      name: 'edges',
      spellcheck: 'false',
      onchange: () => this.#set('edges', ui.edges.value),
    });
    ui.tokens = h('input', {
      name: 'tokens',
      autocomplete: 'off',
      onchange: () => this.#set('tokens', ui.tokens.value),
    });
    ui.edgesLabel = h('label', {});
    ui.tokensLabel = h('label', {});
    ui.error = h('div', { class: 'error', role: 'alert', part: 'error' });
    ui.drawing = h('div', { part: 'drawing' });
    ui.step = h('button', { type: 'button', name: 'label-step', onclick: () => this.#labelStep() });
    ui.all = h('button', {
      type: 'button',
      name: 'label-all',
      onclick: () => {
        this.#labelled = -1;
        this.#render();
      },
    });
    ui.clear = h('button', {
      type: 'button',
      name: 'label-clear',
      onclick: () => {
        this.#labelled = 0;
        this.#revealed.clear();
        this.#asking = this.#reply = null;
        this.#render();
      },
    });
    ui.play = h('button', {
      type: 'button',
      name: 'play',
      onclick: () => {
        this.#picked = null;
        this.#status = [];
        this.#newGame();
        this.setAttribute('play', this.getAttribute('play') === 'on' ? 'off' : 'on');
      },
    });
    // Why "Play" cannot start yet (no token to move), said next to it.
    ui.playWhy = h('p', { class: 'muted play-why', id: 'play-why', part: 'play-why', hidden: true });
    ui.play.setAttribute('aria-describedby', 'play-why');
    ui.status = h('p', { class: 'status-line', part: 'status', role: 'status' });
    ui.sentence = h('p', { class: 'sentence', 'aria-live': 'polite' });
    ui.ask = h('form', { class: 'ask', part: 'ask', hidden: true, onsubmit: (e) => e.preventDefault() });
    ui.analysis = h('div', { part: 'analysis', 'aria-live': 'polite' });
    ui.editor = h(
      'div',
      { class: 'editor' },
      h('div', {}, ui.edgesLabel, ui.edges, h('div', { class: 'tokens' }, ui.tokensLabel, ui.tokens), ui.error),
      h(
        'div',
        {},
        ui.drawing,
        h('div', { class: 'buttons' }, ui.step, ui.all, ui.clear, ui.play),
        ui.playWhy,
        ui.status,
        ui.ask,
        ui.sentence
      )
    );
    this.root.append(ui.editor, ui.analysis);
  }

  // A game in play is dropped: the next move starts a new one from the tokens then.
  #newGame() {
    this.#loop.stop();
    this.#loop.play = null;
  }

  #set(name, value) {
    this.#newGame();
    this.setAttribute(name, value.trim());
    this.emit('sg-change', { edges: this.getAttribute('edges'), tokens: this.getAttribute('tokens') });
  }

  #labelStep() {
    const n = this.graph?.vertices.length ?? 0;
    this.#labelled = this.#labelled < 0 || this.#labelled >= n ? 1 : this.#labelled + 1;
    this.#render();
  }

  // The edges as written: the engine reads "u v" per line or per ";".
  #edges() {
    return this.getAttribute('edges') ?? '';
  }

  #successors(name) {
    return this.graph?.vertices.find((v) => v.name === name)?.successors ?? [];
  }

  #click(name) {
    if (this.#picture()) return;
    if (this.getAttribute('play') === 'on') this.#playClick(name);
    else if (this.#asks() && !this.#allKnown()) {
      this.#asking = this.#known().has(name) ? null : name;
      this.#reply = this.#asking ? null : ['graphAskKnown', { v: name }];
      this.#render().then(() => this.ui.ask.querySelector('input, button')?.focus());
    } else this.#toggleToken(name);
  }

  #picture() {
    return this.getAttribute('controls') === 'off';
  }

  #asks() {
    return ['sg', 'pn'].includes(this.getAttribute('ask'));
  }

  // The vertices whose labels are shown: the first steps of the bottom-up order and the ones answered.
  #known() {
    const order = this.graph?.order ?? [];
    const count = this.#labelled < 0 ? order.length : Math.min(this.#labelled, order.length);
    return new Set([...order.slice(0, count), ...this.#revealed]);
  }

  #allKnown() {
    return (this.graph?.vertices ?? []).every((v) => this.#known().has(v.name));
  }

  // The reader's answer for the vertex asked about: right labels it, wrong says where to look.
  #answer(value) {
    const v = this.graph?.vertices.find((x) => x.name === this.#asking);
    if (!v) return;
    const right = this.getAttribute('ask') === 'pn' ? (v.sg === 0 ? 'P' : 'N') : String(v.sg);
    const ok = value.trim().toUpperCase() === right;
    if (ok) {
      this.#revealed.add(v.name);
      this.#asking = null;
      this.#reply = [this.getAttribute('ask') === 'pn' ? 'graphAskRightPN' : 'graphAskRight', { v: v.name, a: right }];
    } else {
      this.#reply = v.successors.length
        ? ['graphAskWrong', { v: v.name, a: value.trim(), succ: listOf(this.uiLang, v.successors) }]
        : ['graphAskWrongSink', { v: v.name, a: value.trim() }];
    }
    this.#render();
  }

  #renderAsk() {
    const ui = this.ui;
    const name = this.#asking;
    const asking = this.#asks() && name !== null && this.getAttribute('play') !== 'on';
    ui.ask.hidden = !asking && !this.#reply;
    const reply = this.#reply ? h('p', { class: 'reply', role: 'status' }, this.t(...this.#reply)) : '';
    if (!asking) {
      ui.ask.replaceChildren(reply);
      return;
    }
    const id = 'ask-answer';
    if (this.getAttribute('ask') === 'pn') {
      const b = (x) => h('button', { type: 'button', name: `ask-${x}`, onclick: () => this.#answer(x) }, x);
      ui.ask.replaceChildren(
        h('p', { class: 'question' }, this.t('graphAskPN', { v: name })),
        h('div', { class: 'buttons' }, b('P'), b('N')),
        reply
      );
      return;
    }
    const input = h('input', { id, name: 'ask-value', inputmode: 'numeric', autocomplete: 'off', size: 4 });
    const check = h('button', { type: 'submit', name: 'ask-check' }, this.t('graphAskCheck'));
    ui.ask.onsubmit = (e) => {
      e.preventDefault();
      this.#answer(input.value);
    };
    ui.ask.replaceChildren(
      h('p', { class: 'question' }, h('label', { for: id }, this.t('graphAskSG', { v: name })), ' ', input, ' ', check),
      reply
    );
  }

  // Play: pick a token, then a successor of its vertex.
  async #playClick(name) {
    if (!this.graph || !this.#loop.humanToMove) return;
    const succ = (v) => this.#successors(v); // the engine's successors of a vertex
    const tokens = this.#tokens;
    if (this.#picked && succ(this.#picked).includes(name)) {
      const from = this.#picked;
      this.#picked = null;
      try {
        await this.#humanMove(tokenMove(tokens, tokens.indexOf(from), name));
      } catch (e) {
        this.#newGame();
        this.#status = [['errorPrefix'], [null, this.err(e)]];
        this.#render();
      }
      return;
    }
    if (tokens.includes(name)) {
      this.#picked = succ(name).length ? name : null;
      this.#status = [
        succ(name).length
          ? ['graphPicked', { v: name, succ: listOf(this.uiLang, succ(name)) }]
          : ['graphNoMove', { v: name }],
      ];
    } else if (this.#picked) {
      this.#status = [['graphNotSuccessor', { from: this.#picked, to: name }]];
    } else {
      this.#status = [['graphYourTurn']];
    }
    this.#render();
  }

  // The reader's move (a tokenMove from a successor the engine listed), then
  // the computer's reply after a short pause; the game starts at the first move.
  async #humanMove(option) {
    if (!this.#loop.play && !(await this.#loop.start(tokenData(this.#tokens)))) return;
    if (!(await this.#loop.move('human', option)) || this.#ended()) return;
    this.#status = [['graphThinking']];
    this.#render();
    if (!(await this.#loop.computerMove({ delay: Number(this.getAttribute('delay') ?? 600) })) || this.#ended()) return;
    this.#status = [...this.#status, ['graphYourTurn']];
    this.#render();
  }

  // A move made (the engine applied it): said, and the tokens attribute follows.
  #moved({ player, option }) {
    const tokens = this.#loop.play.components.map((c) => c.vertex);
    this.#status = [['graphMoved', { who: player === 'human' ? 'you' : 'computer', from: option.from, to: option.to }]];
    this.#tokens = tokens;
    this.setAttribute('tokens', tokens.join(','));
    this.emit('sg-move', { player, from: option.from, to: option.to });
  }

  // The end, as the engine says it: a win, or a draw (forced when Smith's
  // values call the position drawn, else by repetition). False while the game goes on.
  #ended() {
    const end = this.#loop.play?.end;
    if (!end) return false;
    if (end.by === 'repetition')
      this.#end('none', [this.#loop.play.outcome === 'D' ? 'graphDrawForced' : 'graphDrawRepeated', { n: end.times }]);
    else this.#end(this.#loop.winner, [this.#loop.winner === 'human' ? 'graphYouWin' : 'graphComputerWins']);
    return true;
  }

  // errorPrefix heads an error (said with errorSaid); a part without a key is text already said; "who" names a player.
  #statusText() {
    const parts = this.#status.length ? this.#status : [['graphYourTurn']];
    const said = parts.map(([key, params = {}]) => {
      if (!key) return params;
      const p = 'who' in params ? { ...params, who: this.t(params.who) } : params;
      return this.t(key, p);
    });
    return parts[0][0] === 'errorPrefix'
      ? this.t('errorSaid', { why: said.slice(1).join(' ') })
      : said.join(this.uiLang === 'zh' ? '' : ' ');
  }

  // The engine's exact play of the tokens when it can search the sums (the
  // computer then wins fastest and never loops), in slices. Past its budget,
  // the tokens' own analysis (Smith's values): its winning moves leave a lost
  // position (P) and every other move of a token is listed with its outcome
  // not known (the computer then plays any of them).
  async #playOf(tokens, history) {
    const session = this.#onGraph.session;
    try {
      return await session.playSliced(tokens, { history });
    } catch (e) {
      if (e.code !== 'graph.play_too_large') throw e;
    }
    const g = session.graph(tokens, { history });
    const names = g.components.map((c) => c.vertex);
    const wins = new Set(g.winningMoves.map((m) => `${m.token} ${m.to}`));
    const options = names.flatMap((v, i) =>
      this.#successors(v).map((to) => ({ ...tokenMove(names, i, to), outcome: wins.has(`${i} ${to}`) ? 'P' : '?' }))
    );
    return { text: g.text, components: tokenData(names), options, outcome: g.outcome, end: g.end, loopy: g.loopy };
  }

  #end(winner, part) {
    this.#status = [part];
    this.emit('sg-gameover', { winner });
    this.#render();
  }

  #toggleToken(name) {
    const list = [...this.#tokens];
    const at = list.indexOf(name);
    if (at >= 0) list.splice(at, 1);
    else list.push(name);
    this.#set('tokens', list.join(','));
  }

  async #render() {
    this.#words();
    try {
      await this.#renderWith(await this.engine());
    } catch (e) {
      // Whatever went wrong shows inside the widget, never as a blank box.
      this.ui.error.textContent = this.t('errorSaid', { why: this.err(e) });
    }
  }

  // The labels in the reader's language and which controls show: set at
  // once, before the engine (the element may wait to be shown to draw).
  #words() {
    const ui = this.ui;
    ui.edgesLabel.textContent = this.t('edges');
    ui.tokensLabel.textContent = this.t('tokens');
    ui.step.textContent = this.t('labelStep');
    ui.all.textContent = this.t('labelAll');
    ui.clear.textContent = this.t('labelReset');
    ui.play.textContent = this.t('graphPlay');
    ui.edges.setAttribute('aria-label', this.t('edges'));
    ui.tokens.setAttribute('aria-label', this.t('tokens'));
    const editor = this.getAttribute('editor') !== 'off';
    ui.step.parentElement.hidden = this.#picture();
    ui.edges.parentElement.hidden = !editor;
    ui.editor.style.gridTemplateColumns = editor ? '' : 'minmax(0, 1fr)';
  }

  async #renderWith(engine) {
    const ui = this.ui;
    const edgesText = this.#edges();
    const playing = this.getAttribute('play') === 'on';
    ui.play.setAttribute('aria-pressed', String(playing));
    ui.status.textContent = playing ? this.#statusText() : '';
    // The field shows the edges as the attribute or the link gave them (lines
    // or ";"): the engine reads either, and JS does not rewrite graph text.
    if (this.root.activeElement !== ui.edges) ui.edges.value = edgesText;
    if (this.root.activeElement !== ui.tokens) ui.tokens.value = this.getAttribute('tokens') ?? '';
    ui.error.textContent = '';
    ui.edges.removeAttribute('aria-invalid');
    ui.tokens.removeAttribute('aria-invalid');
    let g;
    try {
      g = this.#graphOf(engine, edgesText).graph('');
    } catch (e) {
      ui.error.textContent = this.t('errorSaid', { why: this.err(e) });
      ui.edges.setAttribute('aria-invalid', 'true');
      this.graph = null;
      ui.drawing.replaceChildren();
      ui.sentence.textContent = '';
      ui.analysis.replaceChildren();
      return;
    }
    let a = null;
    try {
      a = this.#graphOf(engine, edgesText).graph(this.getAttribute('tokens') ?? '');
    } catch (e) {
      ui.error.textContent = this.t('errorSaid', { why: this.err(e) });
      ui.tokens.setAttribute('aria-invalid', 'true');
    }
    this.#tokens = a ? a.components.map((c) => c.vertex) : [];
    this.graph = g;
    // With no token there is nothing to play: the button waits, saying why
    // (in the lessons that ask, tokens come once every vertex is labelled).
    const idle = !playing && this.#tokens.length === 0;
    ui.play.disabled = idle;
    ui.playWhy.hidden = !idle || this.#picture();
    ui.playWhy.textContent = idle
      ? this.t(this.#asks() && !this.#allKnown() ? 'graphPlayNeedsLabels' : 'graphPlayNeedsTokens')
      : '';
    if (g.vertices.length === 0) {
      ui.drawing.replaceChildren(h('p', { class: 'muted', role: 'status' }, this.t('graphEmpty')));
      ui.sentence.textContent = '';
    } else if (g.vertices.length > maxDrawn) {
      ui.drawing.replaceChildren(
        h('p', { class: 'muted', role: 'status' }, this.t('graphTooLarge', { n: g.vertices.length, max: maxDrawn }))
      );
      ui.sentence.textContent = '';
    } else {
      this.#draw(g, a);
    }
    this.#renderAsk();
    this.#analysis((this.#asks() && !this.#allKnown()) || this.#picture() ? null : a);
  }

  #draw(g, a) {
    const valueOf = (v) => (v.infinite ? `∞{${v.reach.join(', ')}}` : String(v.sg));
    const {
      pos,
      edges,
      labels,
      tokens: spots,
      box,
    } = layoutGraph(g, {
      label: (v) => (this.#picture() ? '' : `sg=${valueOf(v)}`),
      measure: this.#measure(),
      tokens: !this.#picture(),
    });
    const order = g.order;
    const labelledCount = this.#picture()
      ? 0
      : this.#labelled < 0
        ? order.length
        : Math.min(this.#labelled, order.length);
    const labelled = new Set(this.#picture() ? [] : [...order.slice(0, labelledCount), ...this.#revealed]); // vertex names
    const current = this.#labelled > 0 ? order[labelledCount - 1] : null;
    const wins = new Set((a?.winningMoves ?? []).map((m) => `${m.from}\u0000${m.to}`));
    const tokens = this.#tokens;
    const byName = new Map(g.vertices.map((v) => [v.name, v]));
    // Drawn at its own size, never scaled down: a wide drawing scrolls in its box.
    const drawing = svg('svg', {
      class: 'drawing',
      viewBox: `${box.x} ${box.y} ${box.width} ${box.height}`,
      width: Math.ceil(box.width),
      height: Math.ceil(box.height),
      role: 'group',
      'aria-label': this.t('modeGraph'),
    });
    // Each edge is a curve that passes no other vertex (graph-layout.js), with its arrowhead drawn as a triangle.
    for (const e of edges) {
      const win = wins.has(`${e.from}\u0000${e.to}`) ? ' win' : '';
      drawing.append(
        svg('path', { class: `e${win}`, d: e.d, fill: 'none', 'data-from': e.from, 'data-to': e.to }),
        svg('path', {
          class: `arrow${win}`,
          d: `M ${e.arrow.map((pt) => `${pt.x.toFixed(1)} ${pt.y.toFixed(1)}`).join(' L ')} Z`,
          'data-from': e.from,
          'data-to': e.to,
        })
      );
    }
    for (const v of g.vertices) {
      const p = pos.get(v.name);
      const count = tokens.filter((t) => t === v.name).length;
      const known = labelled.has(v.name);
      const value = valueOf(v);
      const sep = this.uiLang === 'zh' ? '，' : ', ';
      const label = `${v.name}${known ? `${sep}sg ${value}` : ''}${count ? `${sep}${this.t('tokenCount', { n: count })}` : ''}`;
      const node = svg(
        'g',
        {
          class: `v${known ? ' labelled' : ''}${known && !v.infinite && v.sg === 0 ? ' zero' : ''}${known && v.infinite ? ' infinite' : ''}${current === v.name || this.#picked === v.name || this.#asking === v.name ? ' current' : ''}`,
          tabindex: this.#picture() ? -1 : 0,
          role: this.#picture() ? 'img' : 'button',
          'data-v': v.name,
          'aria-label': label,
          part: 'vertex',
          onclick: () => this.#click(v.name),
          onkeydown: (e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              this.#click(v.name);
            }
          },
        },
        svg('circle', { cx: p.x, cy: p.y, r: vertexRadius }),
        svg('text', { x: p.x, y: p.y }, v.name)
      );
      const spot = labels.get(v.name);
      if (known) node.append(svg('text', { class: 'sg', x: spot.x + 2, y: spot.y + spot.h / 2 }, `sg=${value}`));
      // The tokens on a vertex are one token on its rim, with their number when there are several.
      const t = spots.get(v.name);
      if (count) node.append(svg('circle', { class: 'token', cx: t.x, cy: t.y, r: t.r }));
      if (count > 1) node.append(svg('text', { class: 'count', x: t.x, y: t.y }, String(count)));
      drawing.append(node);
    }
    this.ui.drawing.replaceChildren(drawing);
    // A picture that scrolls takes the focus, so a keyboard can scroll it too
    // (a drawing to play on scrolls with its vertices' focus).
    const scrolls = this.#picture() && this.ui.drawing.scrollWidth > this.ui.drawing.clientWidth + 1;
    if (scrolls) this.ui.drawing.setAttribute('tabindex', '0');
    else this.ui.drawing.removeAttribute('tabindex');
    // The sentence for the vertex just labelled.
    if (current != null) {
      const v = byName.get(current);
      const succ = v.successors.map((s) => byName.get(s));
      const numbered = succ.filter((s) => !s.infinite).map((s) => s.sg);
      if (g.loopy) {
        // (An empty set of numbered successors is said in words, not as {}.)
        if (v.infinite)
          this.ui.sentence.textContent = v.reach.length
            ? this.t('graphLoopyInfinite', { v: v.name, reach: `{${v.reach.join(', ')}}` })
            : this.t('graphLoopyInfiniteNone', { v: v.name });
        else
          this.ui.sentence.textContent = numbered.length
            ? this.t('graphLoopyNumber', {
                v: v.name,
                m: v.sg,
                values: `{${[...new Set(numbered)].sort((x, y) => x - y).join(', ')}}`,
              })
            : this.t('graphLoopyNumberNone', { v: v.name });
      } else
        this.ui.sentence.textContent = succ.length
          ? this.t('graphLabelSentence', {
              v: v.name,
              succ: listOf(this.uiLang, v.successors),
              values: `{${succ.map((s) => s.sg).join(', ')}}`,
              mex: v.sg,
            })
          : this.t('graphSink', { v: v.name });
    } else {
      this.ui.sentence.textContent =
        this.getAttribute('play') === 'on' || this.#picture()
          ? ''
          : this.t(
              this.#asks() && !this.#allKnown()
                ? this.getAttribute('ask') === 'pn'
                  ? 'graphAskHintPN'
                  : 'graphAskHint'
                : 'tokenHint'
            );
    }
  }

  // The width of a label's text in the widget's own font (the layout keeps that much room).
  #measure() {
    const ctx = (GraphGame.canvas ??= document.createElement('canvas').getContext('2d'));
    if (!ctx) return undefined;
    ctx.font = `700 ${labelFont}px ${getComputedStyle(this).fontFamily}`;
    return (text) => ctx.measureText(text).width;
  }

  #analysis(a) {
    this.ui.analysis.replaceChildren(...tokenAnalysis(this, a, this.graph));
  }
}

export function define(registry) {
  GraphGame.define('sg-graph-game', registry);
}
