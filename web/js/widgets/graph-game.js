// <sg-graph-game edges="a b; a c; b c" tokens="a,b" editor="on" lang="en">:
// a game on a graph, labelled step by step, with tokens whose nim-sum and
// winning moves are shown. A graph without cycles is drawn in layers (sinks at
// the bottom) and labelled bottom-up; one with cycles is drawn on a circle and
// labelled with Smith's values (a number, or ∞ with the numbers its successors
// have), and a position may be a draw. With play="on" (or its button) the
// reader moves tokens against the computer, which plays exactly (the engine's
// graphPlay); a position met three times ends the game in a draw. Events:
// sg-change {edges, tokens}, sg-move {player, from, to}, sg-gameover {winner}
// (winner "none" for a draw).
import { SgElement } from './base.js';
import { h, svg } from './dom.js';
import { nimSumSheet, nimSumTable } from './nim-sum-table.js';
import { tokenData, tokenMove, positionKey, drawRepeats } from '../model/graph-play.js';
import { chooseOption } from '../model/play.js';
import { layoutGraph } from '../model/graph-layout.js';
import { styles } from './graph-game/styles.js';

// Larger graphs are analysed but not drawn: a drawing of them helps nobody
// and costs the page its speed.
import { graphDrawn as maxDrawn } from '../engine/limits.js';

// An edge drawn as a curve from a through the control point c to b.
const curve = (a, c, b, win) =>
  svg('path', {
    class: `e${win ? ' win' : ''}`,
    d: `M ${a.x} ${a.y} Q ${c.x} ${c.y} ${b.x} ${b.y}`,
    fill: 'none',
    'marker-end': 'url(#arrow)',
  });

class GraphGame extends SgElement {
  static sheets = [nimSumSheet, styles];
  static observedAttributes = ['edges', 'tokens', 'lang', 'editor', 'play'];
  #labelled = -1; // how many vertices of the bottom-up order are labelled (-1: all)
  #built = false;
  #picked = null; // play: the vertex whose token the reader picked
  #status = []; // play: the status line as [key, params] parts, said in the current language
  #busy = false; // play: the computer is moving
  #seen = new Map(); // play: how often each position came up
  #over = false; // play: the game has ended
  #tokens = []; // the vertices of the tokens, as the engine read the tokens attribute

  connectedCallback() {
    if (!this.#built) this.#build();
    this.#render();
  }

  attributeChangedCallback(name) {
    if (name === 'edges') this.#labelled = -1;
    if (this.#built && this.isConnected) this.#render();
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
        this.#render();
      },
    });
    ui.play = h('button', {
      type: 'button',
      name: 'play',
      onclick: () => {
        this.#picked = null;
        this.#status = [];
        this.#seen.clear();
        this.#over = false;
        this.setAttribute('play', this.getAttribute('play') === 'on' ? 'off' : 'on');
      },
    });
    ui.status = h('p', { class: 'status-line', part: 'status', role: 'status' });
    ui.sentence = h('p', { class: 'sentence', 'aria-live': 'polite' });
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
        ui.status,
        ui.sentence
      )
    );
    this.root.append(ui.editor, ui.analysis);
  }

  #set(name, value) {
    this.#seen.clear();
    this.#over = false;
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
    if (this.getAttribute('play') === 'on') this.#playClick(name);
    else this.#toggleToken(name);
  }

  // Play: pick a token, then a successor of its vertex.
  async #playClick(name) {
    if (this.#busy || !this.graph || this.#over) return;
    const succ = (v) => this.#successors(v); // the engine's successors of a vertex
    const tokens = this.#tokens;
    if (this.#picked && succ(this.#picked).includes(name)) {
      const from = this.#picked;
      this.#picked = null;
      try {
        await this.#move('human', tokenMove(tokens, tokens.indexOf(from), name));
      } catch (e) {
        this.#busy = false;
        this.#status = [['errorPrefix'], [null, this.err(e)]];
        this.#render();
      }
      return;
    }
    if (tokens.includes(name)) {
      this.#picked = succ(name).length ? name : null;
      this.#status = [
        succ(name).length ? ['graphPicked', { v: name, succ: succ(name).join(', ') }] : ['graphNoMove', { v: name }],
      ];
    } else if (this.#picked) {
      this.#status = [['graphNotSuccessor', { from: this.#picked, to: name }]];
    } else {
      this.#status = [['graphYourTurn']];
    }
    this.#render();
  }

  // One move (an option of the engine's play, or the reader's tokenMove),
  // applied by the engine.
  async #move(player, option) {
    const engine = await this.engine();
    const edges = this.#edges();
    const tokens = engine.graphApply(edges, tokenData(this.#tokens), option).map((c) => c.vertex);
    const { from, to } = option;
    const other = player === 'human' ? 'computer' : 'human';
    this.#status = [['graphMoved', { who: player === 'human' ? 'you' : 'computer', from, to }]];
    this.#tokens = tokens;
    this.setAttribute('tokens', tokens.join(','));
    this.emit('sg-move', { player, from, to });
    const movable = tokens.filter((v) => this.#successors(v).length);
    if (movable.length === 0) {
      this.#end(player, [player === 'human' ? 'graphYouWin' : 'graphComputerWins']);
      return;
    }
    const key = positionKey(tokens, other);
    this.#seen.set(key, (this.#seen.get(key) ?? 0) + 1);
    if (this.#seen.get(key) >= drawRepeats) {
      this.#end('none', [
        engine.graph(edges, tokenData(tokens)).outcome === 'D' ? 'graphDrawForced' : 'graphDrawRepeated',
        { n: drawRepeats },
      ]);
      return;
    }
    if (player === 'computer') return;
    // The computer answers after a short pause, from the engine's exact play.
    this.#busy = true;
    this.#status = [['graphThinking']];
    this.#render();
    await new Promise((resolve) => setTimeout(resolve, Number(this.getAttribute('delay') ?? 600)));
    this.#busy = false;
    await this.#move('computer', this.#computerOption(engine, edges, tokens));
    if (!this.#over) {
      this.#status = [...this.#status, ['graphYourTurn']];
      this.#render();
    }
  }

  // errorPrefix is followed by ": "; a part without a key is text already said; "who" names a player.
  #statusText() {
    const parts = this.#status.length ? this.#status : [['graphYourTurn']];
    const said = parts.map(([key, params = {}]) => {
      if (!key) return params;
      const p = 'who' in params ? { ...params, who: this.t(params.who) } : params;
      return this.t(key, p);
    });
    return parts[0][0] === 'errorPrefix'
      ? `${said[0]}: ${said.slice(1).join(' ')}`
      : said.join(this.uiLang === 'zh' ? '' : ' ');
  }

  // The engine's exact play when it can search the sums (it wins fastest and
  // never loops); past its budget, a move to a sum Smith's values call lost,
  // else any legal move.
  #computerOption(engine, edges, tokens) {
    try {
      return chooseOption(engine.graphPlay(edges, tokenData(tokens)));
    } catch (e) {
      if (e.code !== 'graph.play_too_large') throw e;
    }
    const win = engine.graph(edges, tokenData(tokens)).winningMoves[0];
    if (win) return tokenMove(tokens, win.token, win.to);
    const at = tokens.findIndex((v) => this.#successors(v).length);
    return tokenMove(tokens, at, this.#successors(tokens[at])[0]);
  }

  #end(winner, part) {
    this.#over = true;
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
    try {
      await this.#renderWith(await this.engine());
    } catch (e) {
      // Whatever went wrong shows inside the widget, never as a blank box.
      this.ui.error.textContent = `${this.t('errorPrefix')}: ${this.err(e)}`;
    }
  }

  async #renderWith(engine) {
    const ui = this.ui;
    const edgesText = this.#edges();
    ui.edgesLabel.textContent = this.t('edges');
    ui.tokensLabel.textContent = this.t('tokens');
    ui.step.textContent = this.t('labelStep');
    ui.all.textContent = this.t('labelAll');
    ui.clear.textContent = this.t('labelReset');
    const playing = this.getAttribute('play') === 'on';
    ui.play.textContent = this.t('graphPlay');
    ui.play.setAttribute('aria-pressed', String(playing));
    ui.status.textContent = playing ? this.#statusText() : '';
    ui.edges.setAttribute('aria-label', this.t('edges'));
    ui.tokens.setAttribute('aria-label', this.t('tokens'));
    // The field shows the edges as the attribute or the link gave them (lines
    // or ";"): the engine reads either, and JS does not rewrite graph text.
    if (this.root.activeElement !== ui.edges) ui.edges.value = edgesText;
    if (this.root.activeElement !== ui.tokens) ui.tokens.value = this.getAttribute('tokens') ?? '';
    const editor = this.getAttribute('editor') !== 'off';
    ui.edges.parentElement.hidden = !editor;
    ui.editor.style.gridTemplateColumns = editor ? '' : '1fr';
    ui.error.textContent = '';
    ui.edges.removeAttribute('aria-invalid');
    ui.tokens.removeAttribute('aria-invalid');
    let g;
    try {
      g = engine.graph(edgesText, '');
    } catch (e) {
      ui.error.textContent = `${this.t('errorPrefix')}: ${this.err(e)}`;
      ui.edges.setAttribute('aria-invalid', 'true');
      this.graph = null;
      ui.drawing.replaceChildren();
      ui.sentence.textContent = '';
      ui.analysis.replaceChildren();
      return;
    }
    let a = null;
    try {
      a = engine.graph(edgesText, this.getAttribute('tokens') ?? '');
    } catch (e) {
      ui.error.textContent = `${this.t('errorPrefix')}: ${this.err(e)}`;
      ui.tokens.setAttribute('aria-invalid', 'true');
    }
    this.#tokens = a ? a.components.map((c) => c.vertex) : [];
    this.graph = g;
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
    this.#analysis(a);
  }

  #draw(g, a) {
    const { pos, width, height } = layoutGraph(g);
    const order = g.order;
    const labelledCount = this.#labelled < 0 ? order.length : Math.min(this.#labelled, order.length);
    const labelled = new Set(order.slice(0, labelledCount)); // vertex names
    const current = this.#labelled > 0 ? order[labelledCount - 1] : null;
    const wins = new Set((a?.winningMoves ?? []).map((m) => `${m.from}\u0000${m.to}`));
    const tokens = this.#tokens;
    const byName = new Map(g.vertices.map((v) => [v.name, v]));
    const drawing = svg(
      'svg',
      { class: 'drawing', viewBox: `0 0 ${width} ${height}`, role: 'group', 'aria-label': this.t('modeGraph') },
      svg(
        'defs',
        {},
        svg(
          'marker',
          {
            id: 'arrow',
            viewBox: '0 0 10 10',
            refX: 10,
            refY: 5,
            markerWidth: 9,
            markerHeight: 9,
            markerUnits: 'userSpaceOnUse',
            orient: 'auto-start-reverse',
          },
          svg('path', { d: 'M 0 0 L 10 5 L 0 10 z', fill: '#8a93a5' })
        )
      )
    );
    for (const v of g.vertices)
      for (const s of v.successors) {
        const p = pos.get(v.name),
          q = pos.get(s);
        const win = wins.has(`${v.name}\u0000${s}`);
        if (g.loopy) {
          // Bent a little to the right of its direction, so that u -> v and v -> u are two arrows.
          const dx = q.x - p.x,
            dy = q.y - p.y,
            len = Math.hypot(dx, dy) || 1;
          const nx = -dy / len,
            ny = dx / len,
            cx = (p.x + q.x) / 2 + nx * 22,
            cy = (p.y + q.y) / 2 + ny * 22;
          const toward = (a, r) => {
            const d = Math.hypot(cx - a.x, cy - a.y) || 1;
            return { x: a.x + ((cx - a.x) / d) * r, y: a.y + ((cy - a.y) / d) * r };
          };
          const from = toward(p, 19),
            to = toward(q, 21);
          drawing.append(curve(from, { x: cx, y: cy }, to, win));
          continue;
        }
        const skip = v.layer - byName.get(s).layer > 1;
        if (!skip) {
          const dx = q.x - p.x,
            dy = q.y - p.y,
            len = Math.hypot(dx, dy) || 1;
          drawing.append(
            svg('line', {
              class: `e${win ? ' win' : ''}`,
              x1: p.x + (dx / len) * 18,
              y1: p.y + (dy / len) * 18,
              x2: q.x - (dx / len) * 20,
              y2: q.y - (dy / len) * 20,
              'marker-end': 'url(#arrow)',
            })
          );
          continue;
        }
        // An edge that skips layers bends aside so it does not run through the vertices between.
        const bend = 38 + 6 * (v.layer - byName.get(s).layer);
        const cx = (p.x + q.x) / 2 + (p.x <= width / 2 ? -bend : bend) * 2,
          cy = (p.y + q.y) / 2;
        const start = { x: p.x + (cx - p.x) * 0.12, y: p.y + 16 },
          end = { x: q.x + (cx - q.x) * 0.1, y: q.y - 18 };
        drawing.append(curve(start, { x: cx, y: cy }, end, win));
      }
    for (const v of g.vertices) {
      const p = pos.get(v.name);
      const count = tokens.filter((t) => t === v.name).length;
      const known = labelled.has(v.name);
      const value = v.infinite ? `∞{${v.reach.join(', ')}}` : String(v.sg);
      const label = `${v.name}${known ? `, sg ${value}` : ''}${count ? `, ${this.t('tokenCount', { n: count })}` : ''}`;
      const node = svg(
        'g',
        {
          class: `v${known ? ' labelled' : ''}${known && !v.infinite && v.sg === 0 ? ' zero' : ''}${known && v.infinite ? ' infinite' : ''}${current === v.name || this.#picked === v.name ? ' current' : ''}`,
          tabindex: 0,
          role: 'button',
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
        svg('circle', { cx: p.x, cy: p.y, r: 18 }),
        svg('text', { x: p.x, y: p.y }, v.name)
      );
      if (known) node.append(svg('text', { class: 'sg', x: p.x + 15, y: p.y - 20 }, `sg=${value}`));
      for (let i = 0; i < count; i++)
        node.append(svg('circle', { class: 'token', cx: p.x - 14 + i * 9, cy: p.y + 20, r: 6 }));
      drawing.append(node);
    }
    this.ui.drawing.replaceChildren(drawing);
    // The sentence for the vertex just labelled.
    if (current != null) {
      const v = byName.get(current);
      const succ = v.successors.map((s) => byName.get(s));
      const numbered = succ.filter((s) => !s.infinite).map((s) => s.sg);
      if (g.loopy) {
        this.ui.sentence.textContent = v.infinite
          ? this.t('graphLoopyInfinite', { v: v.name, reach: `{${v.reach.join(', ')}}` })
          : this.t('graphLoopyNumber', {
              v: v.name,
              m: v.sg,
              values: `{${[...new Set(numbered)].sort((x, y) => x - y).join(', ')}}`,
            });
      } else
        this.ui.sentence.textContent = succ.length
          ? this.t('graphLabelSentence', {
              v: v.name,
              succ: v.successors.join(', '),
              values: `{${succ.map((s) => s.sg).join(', ')}}`,
              mex: v.sg,
            })
          : this.t('graphSink', { v: v.name });
    } else {
      this.ui.sentence.textContent = this.getAttribute('play') === 'on' ? '' : this.t('tokenHint');
    }
  }

  #analysis(a) {
    if (!a || a.components.length === 0) {
      this.ui.analysis.replaceChildren();
      return;
    }
    const label = (c, i) => `${this.t('token', { i: i + 1 })} (${c.vertex})`;
    const finite = a.components.map((c, i) => ({ c, i })).filter(({ c }) => !c.infinite);
    const infinite = a.components.map((c, i) => ({ c, i })).filter(({ c }) => c.infinite);
    const reach = (name) => this.graph?.vertices.find((v) => v.name === name)?.reach ?? [];
    const rows = finite.map(({ c, i }) => ({ label: label(c, i), value: c.sg, binary: c.binary }));
    const moves = this.cappedList(
      a.winningMoves,
      (m) => this.t('tokenMove', { from: m.from, to: m.to, to_value: m.value }),
      { attrs: { part: 'winning-moves' }, note: a.truncated ? this.t('moreExist') : '' }
    );
    const outcome =
      a.outcome === 'P'
        ? this.t('outcomeP')
        : a.outcome === 'D'
          ? this.t(infinite.length > 1 ? 'outcomeDMany' : 'outcomeD', { s: a.nimSum })
          : infinite.length
            ? this.t('outcomeNLoopy', { s: a.nimSum })
            : this.t('outcomeN', { s: a.nimSum });
    this.ui.analysis.replaceChildren(
      rows.length ? nimSumTable(this.uiLang, rows, { value: a.nimSum, binary: a.nimSumBinary }) : '',
      infinite.length
        ? h(
            'ul',
            { part: 'infinite' },
            infinite.map(({ c, i }) =>
              h('li', {}, this.t('tokenInfinite', { token: label(c, i), reach: `{${reach(c.vertex).join(', ')}}` }))
            )
          )
        : '',
      h('p', { part: 'outcome' }, h('strong', {}, outcome)),
      a.winningMoves.length ? h('div', {}, h('strong', {}, this.t('winningMoves')), moves) : ''
    );
  }
}

export function define(registry) {
  GraphGame.define('sg-graph-game', registry);
}
