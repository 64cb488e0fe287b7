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
import { SgElement, sheet, h, svg } from './base.js';
import { nimSumSheet, nimSumTable } from './nim-sum.js';
import { chooseTokenMove, moveToken, positionKey, drawRepeats } from '../graph-play.js';

const styles = sheet(`
  .editor { display: grid; grid-template-columns: minmax(10em, 18em) 1fr; gap: .8em; align-items: start; }
  @media (max-width: 560px) { .editor { grid-template-columns: 1fr; } }
  textarea { width: 100%; min-height: 10em; font-family: var(--sg-mono, ui-monospace, Menlo, Consolas, monospace); }
  .tokens input { width: 100%; }
  svg.drawing { width: 100%; max-height: 420px; background: var(--sg-table-bg, #fff); border: 1px solid var(--sg-border, #d5dbe5);
                border-radius: var(--sg-radius, 6px); }
  .v circle { fill: #fff; stroke: var(--sg-fg, #1d2330); stroke-width: 1.5; }
  .v.labelled circle { fill: var(--sg-note, #e8effc); }
  .v.current circle { stroke: var(--sg-accent, #2563eb); stroke-width: 3.5; }
  .v.zero circle { stroke: var(--sg-p, #dc2626); }
  .v:focus { outline: none; }
  .v:focus-visible circle { stroke: var(--sg-focus, #f59e0b); stroke-width: 4; }
  .v text { font-size: 13px; text-anchor: middle; dominant-baseline: central; pointer-events: none; }
  .v .sg { text-anchor: start; font-size: 11px; fill: var(--sg-accent, #2563eb); font-weight: 700; }
  .v { cursor: pointer; }
  .v circle.token { fill: var(--sg-token, #f59e0b); stroke: #7c4a03; }
  .e { stroke: #8a93a5; stroke-width: 1.4; }
  .e.win { stroke: var(--sg-win, #16a34a); stroke-width: 3.5; }
  .v.infinite circle:not(.token) { stroke-dasharray: 4 3; }
  .buttons { display: flex; gap: .4em; flex-wrap: wrap; margin: .5em 0; }
  .sentence { margin: .4em 0; min-height: 1.5em; }
  .status-line { margin: .4em 0; font-weight: 600; }
  .status-line:empty { display: none; }
  .error:empty { display: none; }
`);

// Larger graphs are analysed but not drawn: a drawing of them helps nobody
// and costs the page its speed.
import { graphDrawn as maxDrawn } from '../limits.js';
export { maxDrawn };

class GraphGame extends SgElement {
  static sheets = [nimSumSheet, styles];
  static observedAttributes = ['edges', 'tokens', 'lang', 'editor', 'play'];
  #labelled = -1;  // how many vertices of the bottom-up order are labelled (-1: all)
  #built = false;
  #picked = null;  // play: the vertex whose token the reader picked
  #status = [];    // play: the status line as [key, params] parts, said in the current language
  #busy = false;   // play: the computer is moving
  #seen = new Map();  // play: how often each position came up
  #over = false;      // play: the game has ended

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
    ui.edges = h('textarea', { name: 'edges', spellcheck: 'false', onchange: () => this.#set('edges', ui.edges.value) });
    ui.tokens = h('input', { name: 'tokens', autocomplete: 'off', onchange: () => this.#set('tokens', ui.tokens.value) });
    ui.edgesLabel = h('label', {});
    ui.tokensLabel = h('label', {});
    ui.error = h('div', { class: 'error', role: 'alert', part: 'error' });
    ui.drawing = h('div', { part: 'drawing' });
    ui.step = h('button', { type: 'button', name: 'label-step', onclick: () => this.#labelStep() });
    ui.all = h('button', { type: 'button', name: 'label-all', onclick: () => { this.#labelled = -1; this.#render(); } });
    ui.clear = h('button', { type: 'button', name: 'label-clear', onclick: () => { this.#labelled = 0; this.#render(); } });
    ui.play = h('button', { type: 'button', name: 'play', onclick: () => {
      this.#picked = null;
      this.#status = [];
      this.#seen.clear();
      this.#over = false;
      this.setAttribute('play', this.getAttribute('play') === 'on' ? 'off' : 'on');
    } });
    ui.status = h('p', { class: 'status-line', part: 'status', role: 'status' });
    ui.sentence = h('p', { class: 'sentence', 'aria-live': 'polite' });
    ui.analysis = h('div', { part: 'analysis', 'aria-live': 'polite' });
    ui.editor = h('div', { class: 'editor' },
      h('div', {}, ui.edgesLabel, ui.edges, h('div', { class: 'tokens' }, ui.tokensLabel, ui.tokens), ui.error),
      h('div', {}, ui.drawing, h('div', { class: 'buttons' }, ui.step, ui.all, ui.clear, ui.play), ui.status, ui.sentence));
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

  #tokenList() {
    return (this.getAttribute('tokens') ?? '').split(/[\s,]+/).filter(Boolean);
  }

  #click(name) {
    if (this.getAttribute('play') === 'on') this.#playClick(name);
    else this.#toggleToken(name);
  }

  // Play: pick a token, then a successor of its vertex.
  async #playClick(name) {
    if (this.#busy || !this.graph || this.#over) return;
    const succ = (v) => this.graph.vertices.find((x) => x.name === v)?.successors ?? [];
    const tokens = this.#tokenList();
    if (this.#picked && succ(this.#picked).includes(name)) {
      const from = this.#picked;
      this.#picked = null;
      try {
        await this.#move('human', from, name);
      } catch (e) {
        this.#busy = false;
        this.#status = [['errorPrefix'], [null, this.err(e)]];
        this.#render();
      }
      return;
    }
    if (tokens.includes(name)) {
      this.#picked = succ(name).length ? name : null;
      this.#status = [succ(name).length ? ['graphPicked', { v: name, succ: succ(name).join(', ') }] : ['graphNoMove', { v: name }]];
    } else if (this.#picked) {
      this.#status = [['graphNotSuccessor', { from: this.#picked, to: name }]];
    } else {
      this.#status = [['graphYourTurn']];
    }
    this.#render();
  }

  async #move(player, from, to) {
    const tokens = moveToken(this.#tokenList(), { token: this.#tokenList().indexOf(from), from, to });
    const other = player === 'human' ? 'computer' : 'human';
    this.#status = [['graphMoved', { who: player === 'human' ? 'you' : 'computer', from, to }]];
    this.setAttribute('tokens', tokens.join(','));
    this.emit('sg-move', { player, from, to });
    const engine = await this.engine();
    const edges = this.ui.edges.value;
    const movable = tokens.filter((v) => this.graph.vertices.find((x) => x.name === v)?.successors.length);
    if (movable.length === 0) {
      this.#end(player, [player === 'human' ? 'graphYouWin' : 'graphComputerWins']);
      return;
    }
    const key = positionKey(tokens, other);
    this.#seen.set(key, (this.#seen.get(key) ?? 0) + 1);
    if (this.#seen.get(key) >= drawRepeats) {
      this.#end('none', [engine.graph(edges, tokens).outcome === 'D' ? 'graphDrawForced' : 'graphDrawRepeated', { n: drawRepeats }]);
      return;
    }
    if (player === 'computer') return;
    // The computer answers after a short pause, from the engine's exact play.
    this.#busy = true;
    this.#status = [['graphThinking']];
    this.#render();
    await new Promise((resolve) => setTimeout(resolve, Number(this.getAttribute('delay') ?? 600)));
    this.#busy = false;
    await this.#move('computer', ...this.#computerChoice(engine, edges, tokens));
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
    return parts[0][0] === 'errorPrefix' ? `${said[0]}: ${said.slice(1).join(' ')}` : said.join(this.uiLang === 'zh' ? '' : ' ');
  }

  // The engine's exact play when it can search the sums (it wins fastest and
  // never loops); past its budget, a move to a sum Smith's values call lost,
  // else any legal move.
  #computerChoice(engine, edges, tokens) {
    try {
      const choice = chooseTokenMove(engine.graphPlay(edges, tokens));
      return [choice.from, choice.to];
    } catch (e) {
      if (e.code !== 'graph.play_too_large') throw e;
    }
    const win = engine.graph(edges, tokens).winningMoves[0];
    if (win) return [win.from, win.to];
    const from = tokens.find((v) => this.graph.vertices.find((x) => x.name === v)?.successors.length);
    return [from, this.graph.vertices.find((x) => x.name === from).successors[0]];
  }

  #end(winner, part) {
    this.#over = true;
    this.#status = [part];
    this.emit('sg-gameover', { winner });
    this.#render();
  }

  #toggleToken(name) {
    const list = this.#tokenList();
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
    const edgesText = (this.getAttribute('edges') ?? '').replace(/;\s*/g, '\n');
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
      a = engine.graph(edgesText, this.#tokenList());
    } catch (e) {
      ui.error.textContent = `${this.t('errorPrefix')}: ${this.err(e)}`;
      ui.tokens.setAttribute('aria-invalid', 'true');
    }
    this.graph = g;
    if (g.vertices.length === 0) {
      ui.drawing.replaceChildren(h('p', { class: 'muted', role: 'status' }, this.t('graphEmpty')));
      ui.sentence.textContent = '';
    } else if (g.vertices.length > maxDrawn) {
      ui.drawing.replaceChildren(h('p', { class: 'muted', role: 'status' }, this.t('graphTooLarge', { n: g.vertices.length, max: maxDrawn })));
      ui.sentence.textContent = '';
    } else {
      this.#draw(g, a);
    }
    this.#analysis(a);
  }

  #layout(g) {
    if (g.loopy) {
      // A graph with cycles has no bottom: its vertices stand on a circle.
      const n = g.vertices.length, r = Math.max(95, n * 16), width = 2 * r + 90, height = 2 * r + 70;
      const pos = new Map(g.vertices.map((v, i) => [v.name, {
        x: width / 2 + r * Math.cos((2 * Math.PI * i) / n - Math.PI / 2),
        y: height / 2 + r * Math.sin((2 * Math.PI * i) / n - Math.PI / 2) }]));
      return { pos, width, height };
    }
    const layers = new Map();
    for (const v of g.vertices) {
      if (!layers.has(v.layer)) layers.set(v.layer, []);
      layers.get(v.layer).push(v.name);
    }
    let top = 0, widest = 1;
    for (const [layer, names] of layers) { top = Math.max(top, layer); widest = Math.max(widest, names.length); }
    const width = Math.max(260, widest * 90);
    const height = (top + 1) * 80 + 20;
    const pos = new Map();
    for (const [layer, names] of layers)
      names.forEach((n, i) => pos.set(n, { x: ((i + 0.5) * width) / names.length, y: 40 + (top - layer) * 80 }));
    return { pos, width, height };
  }

  #draw(g, a) {
    const { pos, width, height } = this.#layout(g);
    const order = g.order;
    const labelledCount = this.#labelled < 0 ? order.length : Math.min(this.#labelled, order.length);
    const labelled = new Set(order.slice(0, labelledCount));  // vertex names
    const current = this.#labelled > 0 ? order[labelledCount - 1] : null;
    const wins = new Set((a?.winningMoves ?? []).map((m) => `${m.from}\u0000${m.to}`));
    const tokens = this.#tokenList();
    const byName = new Map(g.vertices.map((v) => [v.name, v]));
    const drawing = svg('svg', { class: 'drawing', viewBox: `0 0 ${width} ${height}`, role: 'group', 'aria-label': this.t('modeGraph') },
      svg('defs', {}, svg('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 10, refY: 5, markerWidth: 9, markerHeight: 9, markerUnits: 'userSpaceOnUse', orient: 'auto-start-reverse' },
        svg('path', { d: 'M 0 0 L 10 5 L 0 10 z', fill: '#8a93a5' }))));
    for (const v of g.vertices)
      for (const s of v.successors) {
        const p = pos.get(v.name), q = pos.get(s);
        const win = wins.has(`${v.name}\u0000${s}`);
        if (g.loopy) {
          // Bent a little to the right of its direction, so that u -> v and v -> u are two arrows.
          const dx = q.x - p.x, dy = q.y - p.y, len = Math.hypot(dx, dy) || 1;
          const nx = -dy / len, ny = dx / len, cx = (p.x + q.x) / 2 + nx * 22, cy = (p.y + q.y) / 2 + ny * 22;
          const toward = (a, r) => { const d = Math.hypot(cx - a.x, cy - a.y) || 1; return { x: a.x + ((cx - a.x) / d) * r, y: a.y + ((cy - a.y) / d) * r }; };
          const from = toward(p, 19), to = toward(q, 21);
          drawing.append(svg('path', { class: `e${win ? ' win' : ''}`, d: `M ${from.x} ${from.y} Q ${cx} ${cy} ${to.x} ${to.y}`,
            fill: 'none', 'marker-end': 'url(#arrow)' }));
          continue;
        }
        const skip = v.layer - byName.get(s).layer > 1;
        if (!skip) {
          const dx = q.x - p.x, dy = q.y - p.y, len = Math.hypot(dx, dy) || 1;
          drawing.append(svg('line', { class: `e${win ? ' win' : ''}`, x1: p.x + (dx / len) * 18, y1: p.y + (dy / len) * 18,
            x2: q.x - (dx / len) * 20, y2: q.y - (dy / len) * 20, 'marker-end': 'url(#arrow)' }));
          continue;
        }
        // An edge that skips layers bends aside so it does not run through the vertices between.
        const bend = 38 + 6 * (v.layer - byName.get(s).layer);
        const cx = (p.x + q.x) / 2 + (p.x <= width / 2 ? -bend : bend) * 2, cy = (p.y + q.y) / 2;
        const start = { x: p.x + (cx - p.x) * 0.12, y: p.y + 16 }, end = { x: q.x + (cx - q.x) * 0.1, y: q.y - 18 };
        drawing.append(svg('path', { class: `e${win ? ' win' : ''}`, d: `M ${start.x} ${start.y} Q ${cx} ${cy} ${end.x} ${end.y}`,
          fill: 'none', 'marker-end': 'url(#arrow)' }));
      }
    for (const v of g.vertices) {
      const p = pos.get(v.name);
      const count = tokens.filter((t) => t === v.name).length;
      const known = labelled.has(v.name);
      const value = v.infinite ? `∞{${v.reach.join(', ')}}` : String(v.sg);
      const label = `${v.name}${known ? `, sg ${value}` : ''}${count ? `, ${this.t('tokenCount', { n: count })}` : ''}`;
      const node = svg('g', { class: `v${known ? ' labelled' : ''}${known && !v.infinite && v.sg === 0 ? ' zero' : ''}${known && v.infinite ? ' infinite' : ''}${current === v.name || this.#picked === v.name ? ' current' : ''}`,
        tabindex: 0, role: 'button', 'aria-label': label, part: 'vertex',
        onclick: () => this.#click(v.name),
        onkeydown: (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); this.#click(v.name); } } },
      svg('circle', { cx: p.x, cy: p.y, r: 18 }), svg('text', { x: p.x, y: p.y }, v.name));
      if (known) node.append(svg('text', { class: 'sg', x: p.x + 15, y: p.y - 20 }, `sg=${value}`));
      for (let i = 0; i < count; i++) node.append(svg('circle', { class: 'token', cx: p.x - 14 + i * 9, cy: p.y + 20, r: 6 }));
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
          : this.t('graphLoopyNumber', { v: v.name, m: v.sg, values: `{${[...new Set(numbered)].sort((x, y) => x - y).join(', ')}}` });
      } else this.ui.sentence.textContent = succ.length
        ? this.t('graphLabelSentence', { v: v.name, succ: v.successors.join(', '), values: `{${succ.map((s) => s.sg).join(', ')}}`, mex: v.sg })
        : this.t('graphSink', { v: v.name });
    } else {
      this.ui.sentence.textContent = this.getAttribute('play') === 'on' ? '' : this.t('tokenHint');
    }
  }

  #analysis(a) {
    if (!a || a.components.length === 0) { this.ui.analysis.replaceChildren(); return; }
    const label = (c, i) => `${this.t('token', { i: i + 1 })} (${c.vertex})`;
    const finite = a.components.map((c, i) => ({ c, i })).filter(({ c }) => !c.infinite);
    const infinite = a.components.map((c, i) => ({ c, i })).filter(({ c }) => c.infinite);
    const reach = (name) => this.graph?.vertices.find((v) => v.name === name)?.reach ?? [];
    const rows = finite.map(({ c, i }) => ({ label: label(c, i), value: c.sg }));
    const moves = this.cappedList(a.winningMoves, (m) => this.t('tokenMove', { from: m.from, to: m.to, to_value: m.value }),
      { attrs: { part: 'winning-moves' }, note: a.truncated ? this.t('moreExist') : '' });
    const outcome = a.outcome === 'P' ? this.t('outcomeP')
      : a.outcome === 'D' ? this.t(infinite.length > 1 ? 'outcomeDMany' : 'outcomeD', { s: a.nimSum })
        : infinite.length ? this.t('outcomeNLoopy', { s: a.nimSum }) : this.t('outcomeN', { s: a.nimSum });
    this.ui.analysis.replaceChildren(
      rows.length ? nimSumTable(this.uiLang, rows) : '',
      infinite.length ? h('ul', { part: 'infinite' }, infinite.map(({ c, i }) =>
        h('li', {}, this.t('tokenInfinite', { token: label(c, i), reach: `{${reach(c.vertex).join(', ')}}` })))) : '',
      h('p', { part: 'outcome' }, h('strong', {}, outcome)),
      a.winningMoves.length ? h('div', {}, h('strong', {}, this.t('winningMoves')), moves) : '');
  }
}

export function define(registry) { GraphGame.define('sg-graph-game', registry); }
