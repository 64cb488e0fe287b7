// <sg-game-play definition="game wythoff(x, y) ..." position="wythoff(7, 9) nim:4"
//               first="human|computer" misere="on|off" opponent="perfect|mistakes|random" mistakes="25"
//               hints="on|off" delay="600" lang="en">
// Any game of the game language (and sums mixing it with heap rules) played
// against the computer. Each component of the sum is drawn as the board
// people know when its moves have that shape: a queen on a grid (one target of
// the same game, two coordinates), a rectangle cut along grid lines (two
// targets), a row of coins (a game named coins(n, b): b's bits are the heads),
// or stones (heaps, and games of one coordinate); the legal moves are also
// listed in words. Keyboard: each board is one Tab stop; the arrow keys step
// through its moves (shown on the board and said), Enter plays, Escape clears.
// The computer plays from the engine's play analysis: a winning move that wins
// fastest, else the move that resists longest. Events: sg-move {player,
// position}, sg-gameover {winner}.
import { SgElement, sheet, h, svg } from './base.js';
import { chooseOption, describeOption, winnerOf, reviewMoves, sumText, valueText } from '../custom-play.js';
import { gamePlay as limits } from '../limits.js';

const styles = sheet(`
  .bar { display: flex; flex-wrap: wrap; gap: .4em; align-items: center; margin-bottom: .5em; }
  .status { font-weight: 600; margin: .3em 0 .6em; min-height: 1.5em; }
  .component { border-bottom: 1px solid var(--sg-grid, #eef1f6); padding: .5em 0; }
  .component h3 { font-size: 1em; margin: 0 0 .3em; overflow-wrap: anywhere; }
  .component h3 small { font-weight: 400; color: var(--sg-muted, #5b6475); }
  .board { display: inline-block; max-width: 100%; border-radius: var(--sg-radius, 6px); padding: 3px; }
  .board:focus-visible { outline: 3px solid var(--sg-focus, #f59e0b); outline-offset: 2px; }
  .board svg { display: block; max-width: 100%; height: auto; touch-action: manipulation; }
  .cell { fill: var(--sg-table-bg, #fff); stroke: var(--sg-grid, #cbd3e1); }
  .cell.dark { fill: var(--sg-head, #eef2f8); }
  .target { fill: var(--sg-accent, #2563eb); opacity: .35; cursor: pointer; }
  .target:hover, .target.chosen { opacity: .9; }
  .hinted { stroke: var(--sg-hint, #1d4ed8); stroke-width: 3; stroke-dasharray: 4 2; fill: none; pointer-events: none; }
  .star { fill: var(--sg-hint-mark, #1e3a8a); font-size: 13px; text-anchor: middle; dominant-baseline: central; pointer-events: none; }
  .queen { font-size: 20px; text-anchor: middle; dominant-baseline: central; pointer-events: none; }
  .rect { fill: #fde68a; stroke: #92400e; stroke-width: 1.5; }
  .grid-line { stroke: #b45309; stroke-width: 1; opacity: .45; pointer-events: none; }
  .cut { cursor: pointer; }
  .cut rect { fill: transparent; }
  .cut line { stroke: transparent; stroke-width: 4; }
  .cut:hover line, .cut.chosen line { stroke: var(--sg-take, #dc2626); }
  .cut.hint line { stroke: var(--sg-hint, #1d4ed8); stroke-dasharray: 6 3; }
  .coin { stroke: #92400e; stroke-width: 1.5; cursor: pointer; }
  .coin.heads { fill: #fbbf24; }
  .coin.tails { fill: #e5e7eb; stroke: #6b7280; }
  .coin.picked { stroke: var(--sg-take, #dc2626); stroke-width: 4; }
  .coin-text { font-size: 11px; text-anchor: middle; dominant-baseline: central; pointer-events: none; }
  .stone { fill: #f59e0b; stroke: #92400e; cursor: pointer; }
  .stone.chosen { fill: var(--sg-take, #dc2626); }
  .chosen-text { min-height: 1.3em; margin: .2em 0; font-size: .92em; }
  details.moves ul { margin: .2em 0; padding-left: 0; list-style: none; display: flex; flex-wrap: wrap; gap: .3em; }
  details.moves button { font-size: .9em; min-height: 2em; }
  .hints { margin-top: .6em; padding: .5em .8em; background: var(--sg-note, #f3f6fc); border-radius: var(--sg-radius, 6px); }
  .result { margin: .8em 0; padding: .7em 1em; border-radius: var(--sg-radius, 6px); background: var(--sg-won-bg, #ecfdf5); border: 1px solid var(--sg-won-border, #6ee7b7); font-size: 1.1em; }
  .result.lost { background: var(--sg-lost-bg, #fef2f2); border-color: var(--sg-lost-border, #fca5a5); }
  .review { margin: .8em 0; padding: .5em .9em; border: 1px solid var(--sg-grid, #dde3ee); border-radius: var(--sg-radius, 6px); }
  .review h3 { margin: 0 0 .3em; font-size: 1.05em; }
  .review li { margin: .4em 0; overflow-wrap: anywhere; }
  .review .verdict { font-weight: 600; }
  .review .gaveAway .verdict { color: var(--sg-bad, #b91c1c); }
  .review .kept .verdict { color: var(--sg-good, #047857); }
  .error { color: var(--sg-bad, #b91c1c); }
  .error:empty { display: none; }
`);

const cellSize = 24;

// A component's position: {name, coords} for "name(a, b)", {heap} for "rule:n".
function readComponent(text) {
  const m = /^([A-Za-z_]\w*)\((.*)\)$/.exec(text);
  if (m) return { name: m[1], coords: m[2].split(',').map((x) => Number(x.trim())) };
  return { heap: Number(text.split(':').pop()) };
}

// How a component is drawn, from the shape of its moves (null: words only).
function boardKind(c, options) {
  if (c.heap !== undefined) return c.heap <= limits.stones ? 'stones' : null;
  const same = (o) => o.targets.every((t) => t.game === c.name);
  if (c.name === 'coins' && c.coords.length === 2 && c.coords[0] <= limits.coins) return 'coins';
  if (!options.every(same)) return null;
  const k = c.coords.length;
  if (k === 1 && options.every((o) => o.targets.length === 1 && o.targets[0].coords[0] < c.coords[0]) && c.coords[0] <= limits.stones) return 'stones';
  if (k !== 2 || Math.max(...c.coords) > limits.gridSide) return null;
  if (options.every((o) => o.targets.length === 1)) return 'grid';
  if (options.every((o) => o.targets.length === 2)) return 'cut';
  return null;
}

class GamePlay extends SgElement {
  static sheets = [styles];
  static observedAttributes = ['definition', 'position', 'first', 'misere', 'opponent', 'mistakes', 'hints', 'lang'];
  #session = null;
  #sessionText = '';
  #play = null;       // the engine's analysis of the position now
  #record = [];       // {player, option, before: the analysis before the move}
  #turn = 'human';
  #over = false;
  #busy = false;
  #chosen = new Map();  // component index -> index into its options (keyboard)
  #picked = new Set();  // coins: the coins picked to turn
  #focus = null;        // the component whose board had the focus
  #said = [];           // the last announcement as [key, params]
  #error = null;
  #seen = new Map();   // how often each position came up (moves that loop: three times is a draw)
  #drawn = false;
  #run = 0;             // the game in play; a reply for an older one is dropped
  #silent = false;

  connectedCallback() {
    if (!this.ui) this.#build();
    this.newGame();
  }

  disconnectedCallback() {
    this.#session?.free();
    this.#session = null;
    this.#sessionText = '';
  }

  attributeChangedCallback(name) {
    if (!this.ui || !this.isConnected || this.#silent) return;
    if (['lang', 'hints', 'opponent', 'mistakes'].includes(name)) this.#render();
    else this.newGame();
  }

  get definition() {
    return this.getAttribute('definition') ?? this.textContent.replace(/^\s*\n/, '');
  }

  // The game as a share link's payload: the definition, the position now, misère.
  shareData() {
    return { d: this.definition, p: this.#play ? this.#position() : this.getAttribute('position'), m: this.#misere() };
  }

  get over() { return this.#over; }
  // A game is in progress: moves were made and it has not ended.
  get inProgress() { return this.#record.length > 0 && !this.#over; }

  // Sets several attributes, then starts one new game.
  async start(attributes) {
    this.#silent = true;
    try {
      for (const [k, v] of Object.entries(attributes)) this.setAttribute(k, v);
    } finally {
      this.#silent = false;
    }
    await this.newGame();
  }

  // Focus on the first board (or the result when the game is over).
  focusBoard() {
    const target = this.root.querySelector('.board') ?? this.root.querySelector('.result');
    target?.focus();
    return Boolean(target);
  }

  #misere() { return this.getAttribute('misere') === 'on'; }
  #position() { return this.#play.components.map((c) => c.text).join(' '); }

  #build() {
    const ui = (this.ui = {});
    ui.newGame = h('button', { type: 'button', name: 'new-game', onclick: () => this.newGame() });
    ui.hints = h('button', { type: 'button', name: 'hints', onclick: () => {
      this.setAttribute('hints', this.getAttribute('hints') === 'on' ? 'off' : 'on');
    } });
    ui.rules = h('p', { class: 'muted' });
    ui.error = h('div', { class: 'error', role: 'alert' });
    ui.status = h('p', { class: 'status', role: 'status' });
    ui.board = h('div', { part: 'board' });
    ui.hintBox = h('div', { class: 'hints', part: 'hints', hidden: true });
    ui.end = h('div', {});
    ui.live = h('div', { class: 'sr-only', 'aria-live': 'polite', part: 'announce' });
    this.root.append(h('div', { class: 'bar' }, ui.newGame, ui.hints), ui.rules, ui.error, ui.status, ui.board, ui.hintBox, ui.end, ui.live);
  }

  // A new game from the attributes: the definition compiled once, the position
  // checked by the engine; what is wrong is said in the widget.
  async newGame() {
    const run = ++this.#run;
    const engine = await this.engine();
    if (run !== this.#run) return;
    this.#focus = null;
    this.#seen.clear();
    this.#drawn = false;
    this.#record = [];
    this.#over = false;
    this.#busy = false;
    this.#chosen.clear();
    this.#picked.clear();
    this.#said = [];
    this.#error = null;
    this.#play = null;
    const text = this.definition;
    try {
      if (text.length > limits.definitionChars) throw Object.assign(new Error('too long'), { code: 'play.definition_too_long', params: { max: limits.definitionChars } });
      if (text !== this.#sessionText || !this.#session) {
        this.#session?.free();
        this.#session = null;
        this.#session = engine.gameSession(text);
        this.#sessionText = text;
      }
      this.#analyse(this.getAttribute('position') ?? '');
      if (this.#play.components.length > limits.components)
        throw Object.assign(new Error('too many'), { code: 'play.too_many_components', params: { max: limits.components } });
    } catch (e) {
      this.#error = e;
      this.#play = null;
      this.#render();
      return;
    }
    this.#turn = this.getAttribute('first') === 'computer' ? 'computer' : 'human';
    this.#render();
    if (this.#isOver()) this.#finish();
    else if (this.#turn === 'computer') await this.#computerMove();
  }

  #analyse(position) {
    this.#play = this.#session.play(position, { misere: this.#misere() });
  }

  #isOver() { return this.#play.options.length === 0; }

  async #move(player, option) {
    const before = this.#play;
    this.#record.push({ player, option, before, component: before.components[option.component].text });
    this.#chosen.clear();
    this.#picked.clear();
    this.#analyse(option.after);
    this.#said = ['customMoved', { who: player === 'human' ? 'you' : 'computer', move: this.#words(option, before), after: option.after || '∅' }];
    this.emit('sg-move', { player, position: option.after });
    this.#turn = player === 'human' ? 'computer' : 'human';
    const key = `${this.#turn}:${option.after}`;
    this.#seen.set(key, (this.#seen.get(key) ?? 0) + 1);
    this.#drawn = this.#play.loopy && this.#seen.get(key) >= 3;
    if (this.#isOver() || this.#drawn) {
      this.#finish();
      return;
    }
    this.#render();
    if (this.#turn === 'computer') await this.#computerMove();
  }

  async #computerMove() {
    const run = this.#run;
    this.#busy = true;
    this.#render();
    await new Promise((resolve) => setTimeout(resolve, Number(this.getAttribute('delay') ?? 600)));
    if (run !== this.#run) return;
    this.#busy = false;
    if (!this.#play || this.#over) return;
    // 'mistakes': a random move with the given probability (percent), else perfect.
    const kind = this.getAttribute('opponent');
    const rate = Math.min(100, Math.max(0, Number(this.getAttribute('mistakes') ?? 25) || 0)) / 100;
    const random = kind === 'random' || (kind === 'mistakes' && Math.random() < rate);
    const option = chooseOption(this.#play, { opponent: random ? 'random' : 'perfect' });
    await this.#move('computer', option);
  }

  #finish() {
    this.#over = true;
    this.emit('sg-gameover', { winner: this.#drawn ? 'none' : winnerOf(this.#record, this.#misere()) });
    this.#render();
  }

  #words(option, play = this.#play) {
    const component = play.components[option.component].text;
    return `${component}: ${describeOption(this.uiLang, option, component)}`;
  }

  #render() {
    const ui = this.ui;
    ui.newGame.textContent = this.t('newGame');
    ui.hints.textContent = this.t(this.getAttribute('hints') === 'on' ? 'hintsOff' : 'hintsOn');
    ui.hints.setAttribute('aria-pressed', String(this.getAttribute('hints') === 'on'));
    ui.rules.textContent = this.t(this.#misere() ? 'customRuleMisere' : 'customRuleNormal');
    ui.error.textContent = this.#error ? `${this.t('errorPrefix')}: ${this.err(this.#error)}` : '';
    if (!this.#play) {
      ui.status.textContent = '';
      ui.board.replaceChildren();
      ui.hintBox.hidden = true;
      ui.end.replaceChildren();
      return;
    }
    const [key, params = {}] = this.#said;
    const said = key ? this.t(key, 'who' in params ? { ...params, who: this.t(params.who) } : params) : '';
    ui.live.textContent = said;
    const next = this.#over ? '' : this.t(this.#turn === 'human' && !this.#busy ? 'customYourTurn' : 'thinking');
    ui.status.textContent = [said, next].filter(Boolean).join(this.uiLang === 'zh' ? '' : ' ');
    const focused = this.#focusedComponent();
    // Parts that cannot move any more are listed on one line, not drawn.
    const live = this.#play.components.map((c, i) => i).filter((i) => this.#optionsOf(i).length);
    const done = this.#play.components.filter((c, i) => !live.includes(i)).map((c) => c.text);
    ui.board.replaceChildren(...live.map((i) => this.#component(this.#play.components[i], i)),
      done.length ? h('p', { class: 'muted finished', part: 'finished' }, this.t('customFinished', { list: done.join(', '), count: done.length })) : '');
    this.#renderHints();
    this.#renderEnd();
    // Focus stays on the board: the same component, or the nearest one left.
    if (focused !== null && !this.#over) {
      const boards = [...ui.board.querySelectorAll('.board')];
      (boards[Math.min(focused, boards.length - 1)] ?? null)?.focus({ preventScroll: true });
    }
  }

  #focusedComponent() {
    const active = this.root.activeElement;
    if (!active || !this.ui.board.contains(active)) return this.#focus;
    const section = active.closest('.component');
    return section ? Number(section.dataset.index) : this.#focus;
  }

  #optionsOf(i) { return this.#play.options.filter((o) => o.component === i); }

  #hinted() {
    if (this.getAttribute('hints') !== 'on' || this.#turn !== 'human' || this.#over) return new Set();
    const want = this.#play.outcome === 'D' ? 'D' : 'P';
    return new Set(this.#play.options.filter((o) => o.outcome === want));
  }

  #canMove() { return !this.#over && !this.#busy && this.#turn === 'human'; }

  #component(c, i) {
    const options = this.#optionsOf(i);
    const pos = readComponent(c.text);
    const kind = options.length ? boardKind(pos, options) : (pos.heap !== undefined ? 'stones' : null);
    const hinted = this.#hinted();
    const chosen = this.#chosen.has(i) ? options[this.#chosen.get(i)] : null;
    const play = (o) => { if (this.#canMove() && o) { this.#focus = i; this.#move('human', o); } };
    let drawing = null;
    if (kind === 'grid') drawing = this.#grid(pos, options, hinted, chosen, play);
    else if (kind === 'cut') drawing = this.#cut(pos, options, hinted, chosen, play);
    else if (kind === 'coins') drawing = this.#coins(pos, options, hinted, play, i);
    else if (kind === 'stones') drawing = this.#stones(pos, c, options, hinted, chosen, play);
    const chosenText = h('p', { class: 'chosen-text', 'aria-live': 'polite' },
      chosen ? this.t('customChosen', { move: describeOption(this.uiLang, chosen, c.text) }) : '');
    const board = h('div', { class: 'board', tabindex: 0, role: 'group', part: 'component-board',
      'aria-label': this.t('customBoardLabel', { position: c.text, sg: valueText(c), count: options.length }),
      onkeydown: (e) => this.#key(e, i, options) }, drawing ?? h('p', { class: 'muted' }, this.t(options.length ? 'customWordsOnly' : 'customNoMove')));
    const list = options.length ? h('details', { class: 'moves', open: !drawing }, h('summary', {}, this.t('customMoveList', { count: options.length })),
      h('ul', {}, options.slice(0, limits.listed).map((o) => h('li', {}, h('button', { type: 'button', disabled: !this.#canMove(),
        onclick: () => play(o) }, `${hinted.has(o) ? '★ ' : ''}${describeOption(this.uiLang, o, c.text)}`))))) : null;
    return h('section', { class: 'component', 'data-index': String(i) },
      h('h3', {}, c.text, ' ', h('small', {}, `sg = ${valueText(c)}`)), board, chosenText, list);
  }

  // Arrows step through the component's moves, Enter plays the one chosen.
  #key(e, i, options) {
    if (!options.length) return;
    const at = this.#chosen.get(i);
    let next = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = at === undefined ? 0 : (at + 1) % options.length;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = at === undefined ? options.length - 1 : (at - 1 + options.length) % options.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = options.length - 1;
    else if (e.key === 'Escape') { e.preventDefault(); this.#chosen.delete(i); this.#focus = i; this.#render(); return; }
    else if ((e.key === 'Enter' || e.key === ' ') && at !== undefined) {
      e.preventDefault();
      if (this.#canMove()) { this.#focus = i; this.#move('human', options[at]); }
      return;
    }
    if (next === null) return;
    e.preventDefault();
    this.#chosen.set(i, next);
    this.#focus = i;
    this.#render();
  }

  // A queen (or any piece) on a grid: x to the right, y up; each target a cell.
  #grid({ coords: [x, y] }, options, hinted, chosen, play) {
    const w = (x + 1) * cellSize, ht = (y + 1) * cellSize;
    const at = (cx, cy) => ({ px: cx * cellSize, py: (y - cy) * cellSize });
    const drawing = svg('svg', { viewBox: `0 0 ${w} ${ht}`, width: w, height: ht, 'aria-hidden': 'true' });
    for (let cx = 0; cx <= x; cx++)
      for (let cy = 0; cy <= y; cy++) {
        const { px, py } = at(cx, cy);
        drawing.append(svg('rect', { class: `cell${(cx + cy) % 2 ? ' dark' : ''}`, x: px, y: py, width: cellSize, height: cellSize }));
      }
    for (const o of options) {
      const [tx, ty] = o.targets[0].coords;
      const { px, py } = at(tx, ty);
      drawing.append(svg('circle', { class: `target${o === chosen ? ' chosen' : ''}${hinted.has(o) ? ' hint' : ''}`, cx: px + cellSize / 2, cy: py + cellSize / 2, r: cellSize / 3.2,
        'data-to': o.targets[0].position, onclick: () => play(o) }));
      if (hinted.has(o)) {
        drawing.append(svg('rect', { class: 'hinted', x: px + 1.5, y: py + 1.5, width: cellSize - 3, height: cellSize - 3 }));
        drawing.append(svg('text', { class: 'star', x: px + cellSize / 2, y: py + cellSize / 2 }, '★'));
      }
    }
    const { px, py } = at(x, y);
    drawing.append(svg('text', { class: 'queen', x: px + cellSize / 2, y: py + cellSize / 2 }, '♛'));
    return drawing;
  }

  // A w by h rectangle; each cut along a grid line is a move.
  #cut({ coords: [w, ht] }, options, hinted, chosen, play) {
    const pad = 8, width = w * cellSize + 2 * pad, height = ht * cellSize + 2 * pad;
    const drawing = svg('svg', { viewBox: `0 0 ${width} ${height}`, width, height, 'aria-hidden': 'true' },
      svg('rect', { class: 'rect', x: pad, y: pad, width: w * cellSize, height: ht * cellSize }));
    for (let i = 1; i < w; i++) drawing.append(svg('line', { class: 'grid-line', x1: pad + i * cellSize, y1: pad, x2: pad + i * cellSize, y2: pad + ht * cellSize }));
    for (let j = 1; j < ht; j++) drawing.append(svg('line', { class: 'grid-line', x1: pad, y1: pad + j * cellSize, x2: pad + w * cellSize, y2: pad + j * cellSize }));
    for (const o of options) {
      const [a, b] = o.targets.map((t) => t.coords);
      let line = null;
      if (a[1] === ht && b[1] === ht && a[0] + b[0] === w) line = { x1: pad + a[0] * cellSize, y1: pad, x2: pad + a[0] * cellSize, y2: pad + ht * cellSize };
      else if (a[0] === w && b[0] === w && a[1] + b[1] === ht) line = { x1: pad, y1: pad + a[1] * cellSize, x2: pad + w * cellSize, y2: pad + a[1] * cellSize };
      if (!line) continue;
      // A band 12 units wide around the line takes the pointer.
      const band = { x: Math.min(line.x1, line.x2) - 6, y: Math.min(line.y1, line.y2) - 6,
        width: Math.abs(line.x2 - line.x1) + 12, height: Math.abs(line.y2 - line.y1) + 12 };
      drawing.append(svg('g', { class: `cut${o === chosen ? ' chosen' : ''}${hinted.has(o) ? ' hint' : ''}`, onclick: () => play(o) },
        svg('rect', band), svg('line', line)));
    }
    return drawing;
  }

  // coins(n, b): n coins, coin k heads when bit k of b is set. Pick coins, then turn them.
  #coins({ coords: [n, b] }, options, hinted, play, i) {
    const r = 14, gap = 6, width = n * (2 * r + gap) + gap, height = 2 * r + 2 * gap + 14;
    const bit = (k) => (BigInt(b) >> BigInt(k)) & 1n;
    const hintMasks = new Set([...hinted].filter((o) => o.component === i).map((o) => BigInt(o.targets[0].coords[1]) ^ BigInt(b)));
    const drawing = svg('svg', { viewBox: `0 0 ${width} ${height}`, width, height, 'aria-hidden': 'true' });
    for (let k = 0; k < n; k++) {
      const cx = gap + r + k * (2 * r + gap), cy = gap + r;
      const hint = [...hintMasks].some((m) => (m >> BigInt(k)) & 1n);
      drawing.append(svg('circle', { class: `coin ${bit(k) ? 'heads' : 'tails'}${this.#picked.has(k) ? ' picked' : ''}`, cx, cy, r,
        'data-coin': String(k), onclick: () => { if (this.#picked.has(k)) this.#picked.delete(k); else this.#picked.add(k); this.#render(); } }));
      drawing.append(svg('text', { class: 'coin-text', x: cx, y: cy }, bit(k) ? 'H' : 'T'));
      if (hint) drawing.append(svg('text', { class: 'star', x: cx, y: cy + r + 9 }, '★'));
    }
    const mask = [...this.#picked].reduce((m, k) => m | (1n << BigInt(k)), 0n);
    const target = (BigInt(b) ^ mask).toString();
    const option = options.find((o) => String(o.targets[0].coords[1]) === target);
    const turn = h('button', { type: 'button', name: 'turn', disabled: !this.#picked.size || !this.#canMove(),
      onclick: () => { if (option) play(option); else { this.#said = ['customNotAMove', {}]; this.#render(); } } }, this.t('customTurn'));
    return h('div', {}, drawing, turn);
  }

  // Stones: pointing at a stone takes it and every stone after it, when that is a move.
  #stones(pos, c, options, hinted, chosen, play) {
    const n = pos.heap ?? pos.coords[0];
    const leaves = (o) => ('line' in o ? o.targets[0]?.coords[0] ?? 0 : o.leaves.length <= 1 ? (o.leaves[0] ?? 0) : null);
    const byLeft = new Map(options.filter((o) => leaves(o) !== null).map((o) => [leaves(o), o]));
    const r = 11, gap = 4, perRow = 20, rows = Math.max(1, Math.ceil(n / perRow));
    const width = Math.min(n, perRow) * (2 * r + gap) + gap, height = rows * (2 * r + gap) + gap + 12;
    const drawing = svg('svg', { viewBox: `0 0 ${Math.max(width, 40)} ${height}`, width: Math.max(width, 40), height, 'aria-hidden': 'true' });
    const chosenLeft = chosen ? leaves(chosen) : null;
    for (let k = 0; k < n; k++) {
      const cx = gap + r + (k % perRow) * (2 * r + gap), cy = gap + r + Math.floor(k / perRow) * (2 * r + gap);
      const o = byLeft.get(k);
      drawing.append(svg('circle', { class: `stone${chosenLeft !== null && k >= chosenLeft ? ' chosen' : ''}`, cx, cy, r,
        onclick: () => play(o) }));
      if (o && hinted.has(o)) drawing.append(svg('text', { class: 'star', x: cx, y: cy }, '★'));
    }
    return drawing;
  }

  #renderHints() {
    const box = this.ui.hintBox;
    const on = this.getAttribute('hints') === 'on' && !this.#over;
    box.hidden = !on;
    if (!on) return;
    const p = this.#play;
    const wins = p.options.filter((o) => o.outcome === 'P');
    const lines = [h('p', {}, sumText(this.uiLang, p))];
    if (p.outcome === 'N' && wins.length) {
      lines.push(h('p', {}, this.t('customWinning', { count: wins.length })),
        h('ul', {}, wins.slice(0, 5).map((o) => h('li', {}, this.#words(o)))));
    } else if (p.outcome === 'D') {
      const keep = p.options.filter((o) => o.outcome === 'D');
      lines.push(h('p', {}, this.t('customDrawHint', { count: keep.length })), h('ul', {}, keep.slice(0, 5).map((o) => h('li', {}, this.#words(o)))));
    } else if (p.outcome === 'P') lines.push(h('p', {}, this.t('customLosing')));
    else lines.push(h('p', {}, this.t('customUnknown')));
    lines.push(h('p', { class: 'muted' }, this.t(`customMethod.${p.method}`, { reason: p.reason })));
    box.replaceChildren(...lines);
  }

  #renderEnd() {
    if (!this.#over) { this.ui.end.replaceChildren(); return; }
    const winner = this.#drawn ? 'none' : winnerOf(this.#record, this.#misere());
    const result = h('div', { class: `result${winner === 'computer' ? ' lost' : ''}`, role: 'status', tabindex: -1 },
      this.t(this.#drawn ? 'customDrawn' : winner === 'human' ? 'customYouWin' : winner === 'computer' ? 'customComputerWins' : 'customNoMoves'));
    const review = reviewMoves(this.#record);
    const items = review.map((m, k) => h('li', { class: m.verdict },
      h('div', {}, this.t('customReviewMove', { n: k + 1, move: this.#words(m.option, m.before) })),
      h('div', {}, `${sumText(this.uiLang, m.before)} → ${m.option.after || '∅'} (${m.option.outcome}): `,
        h('span', { class: 'verdict' }, this.t(`verdict.${m.verdict}`))),
      m.better ? h('div', { class: 'muted' }, this.t('customBetter', { move: this.#words(m.better, m.before) })) : null));
    const section = h('section', { class: 'review', part: 'review' }, h('h3', {}, this.t('reviewTitle')),
      items.length ? h('ol', {}, items) : h('p', {}, this.t('reviewNone')));
    this.ui.end.replaceChildren(result, section);
    result.focus({ preventScroll: true });
  }
}

export function define(registry) { GamePlay.define('sg-game-play', registry); }
