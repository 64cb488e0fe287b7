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
import { SgElement } from './base.js';
import { h } from './dom.js';
import { describeOption, valueText, boardKind, openSession, grouped } from '../model/custom-play.js';
import { chooseOption, historyOf, winnerOf } from '../model/play.js';
import { gamePlay as limits } from '../engine/limits.js';
import { styles } from './game-play/styles.js';
import { coinsBoard, cutBoard, gridBoard, lineBoard, stonesBoard } from './game-play/boards.js';
import { hintNodes, endNodes } from './game-play/panels.js';
import { hackenbushBoard } from './game-play/hackenbush-board.js';
import { widgets } from './manifest.js';

class GamePlay extends SgElement {
  static sheets = [styles];
  static enginePart = widgets['sg-game-play'].part;
  static observedAttributes = widgets['sg-game-play'].observed;
  #session = null;
  #calls = null; // what plays the position: the session, or the engine when there is no definition
  #sessionText = '';
  #play = null; // the engine's analysis of the position now
  #record = []; // {player, option, before: the analysis before the move, after: the position's text after it}
  #turn = 'human';
  #over = false;
  #busy = false;
  #chosen = new Map(); // component index -> index into its options (keyboard)
  #picked = new Set(); // coins: the coins picked to turn
  #focus = null; // the component whose board had the focus
  #said = []; // the last announcement as [key, params]
  #error = null;
  #texts = []; // every position's text so far: the game's history, from which the engine ends it
  #run = 0; // the game in play; a reply for an older one is dropped
  #silent = false;
  #kinds = new Map(); // game name -> the board it was drawn on (a finished part keeps its board)

  connected() {
    if (!this.ui) this.#build();
    this.newGame();
  }

  disconnectedCallback() {
    this.#session?.free();
    this.#session = null;
    this.#sessionText = '';
  }

  changed(name) {
    if (!this.ui || this.#silent) return;
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

  get over() {
    return this.#over;
  }
  // A game is in progress: moves were made and it has not ended.
  get inProgress() {
    return this.#record.length > 0 && !this.#over;
  }

  // The moves made, in order: who, the index of the move among the options of
  // the position it was made from, and the position it left (for a saved game).
  // Made again by start(), they alternate from the first player.
  get moves() {
    return this.#record.map((r) => ({
      player: r.player,
      index: r.before.options.indexOf(r.option),
      position: r.after,
    }));
  }

  // Sets several attributes, then starts one new game; `moves` (as the getter
  // gives them) are made again at once, so that a saved game comes back as it was.
  async start(attributes, { moves = [] } = {}) {
    this.#silent = true;
    try {
      for (const [k, v] of Object.entries(attributes)) this.setAttribute(k, v);
    } finally {
      this.#silent = false;
    }
    await this.newGame({ moves });
  }

  // Focus on the first board (or the result when the game is over).
  focusBoard() {
    const target = /** @type {HTMLElement | null} */ (
      this.root.querySelector('.board') ?? this.root.querySelector('.result')
    );
    target?.focus();
    return Boolean(target);
  }

  #misere() {
    return this.getAttribute('misere') === 'on';
  }
  #position() {
    return this.#play.text;
  }

  #build() {
    const ui = (this.ui = {});
    ui.newGame = h('button', { type: 'button', name: 'new-game', onclick: () => this.newGame() });
    ui.hints = h('button', {
      type: 'button',
      name: 'hints',
      onclick: () => {
        this.setAttribute('hints', this.getAttribute('hints') === 'on' ? 'off' : 'on');
      },
    });
    ui.rules = h('p', { class: 'muted' });
    ui.error = h('div', { class: 'error', role: 'alert' });
    ui.status = h('p', { class: 'status', role: 'status' });
    ui.board = h('div', { part: 'board' });
    ui.hintBox = h('div', { class: 'hints', part: 'hints', hidden: true });
    ui.end = h('div', {});
    ui.live = h('div', { class: 'sr-only', 'aria-live': 'polite', part: 'announce' });
    this.root.append(
      h('div', { class: 'bar' }, ui.newGame, ui.hints),
      ui.rules,
      ui.error,
      ui.status,
      ui.board,
      ui.hintBox,
      ui.end,
      ui.live
    );
  }

  // A new game from the attributes: the definition compiled once, the position
  // checked by the engine; what is wrong is said in the widget.
  async newGame({ moves = [] } = {}) {
    if (!this.drawn) await this.whenDrawn();
    const run = ++this.#run;
    const engine = await this.engineSaying(this.ui.status);
    if (run !== this.#run) return;
    this.#focus = null;
    this.#texts = [];
    this.#kinds.clear();
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
      if (text.length > limits.definitionChars)
        throw Object.assign(new Error('too long'), {
          code: 'play.definition_too_long',
          params: { max: limits.definitionChars },
        });
      if (text !== this.#sessionText) {
        this.#session?.free();
        this.#session = null;
        this.#sessionText = '';
        this.#session = openSession(engine, text);
        this.#sessionText = text;
      }
      // Without a game defined the position is heaps and Hackenbush boards: the engine plays them itself.
      this.#calls = this.#session ?? engine;
      if (!(await this.#analyse(this.getAttribute('position') ?? '', run))) return;
      if (this.#play.components.length > limits.components)
        throw Object.assign(new Error('too many'), {
          code: 'play.too_many_components',
          params: { max: limits.components },
        });
    } catch (e) {
      if (run === this.#run) this.#fail(e); // else a newer game closed this one's analysis
      return;
    }
    this.#turn = this.getAttribute('first') === 'computer' ? 'computer' : 'human';
    for (const m of moves) {
      const option = this.#play.options[m.index];
      if (!option || this.#isOver()) break;
      // The boards the parts are drawn on (the words of a move name them), as a render would find them.
      this.#play.components.forEach((c, i) => this.#kindOf(c, this.#optionsOf(i)));
      if ((await this.#apply(this.#turn, option)) === null) return;
    }
    this.#render();
    if (this.#isOver()) this.#finish();
    else if (this.#turn === 'computer') await this.#computerMove();
  }

  // The engine's play analysis of a position, in slices (a long search never
  // blocks the page), with whether the game ends there (given its history).
  // False when a newer game replaced this one meanwhile.
  async #analyse(position, run = this.#run) {
    const history = historyOf([...this.#texts, null]);
    const play = await this.#calls.playSliced(position, { misere: this.#misere(), history });
    if (run !== this.#run) return false;
    this.#play = play;
    this.#texts.push(play.text);
    return true;
  }

  // The engine says the game ends here: no move is left, or a position came up three times.
  #isOver() {
    return Boolean(this.#play.end);
  }
  #drawn() {
    return this.#play?.end?.winner === 'none';
  }

  // The position after a move, as the engine applies it. A heap the move
  // empties leaves the sum (the engine keeps it as 0 for boards that draw
  // heaps in place), unless it was the last part.
  #next(option) {
    const next = this.#calls.apply(this.#play.components, option);
    if (option.kind === 'heap' && option.parts.length === 0 && next.length > 1) next.splice(option.component, 1);
    return next;
  }

  // One move: the position it leaves, the record, what is said, whose turn
  // (null when a newer game replaced this one while the move was analysed).
  async #apply(player, option) {
    const before = this.#play;
    if (!(await this.#analyse(this.#next(option)))) return null;
    const after = this.#play.text;
    // Said with repeated parts once each (×n); the record keeps the engine's text too.
    const shown = grouped(this.#play.components.map((c) => c.text));
    this.#record.push({ player, option, before, after, shown });
    this.#chosen.clear();
    this.#picked.clear();
    this.#said = [
      'customMoved',
      { who: player === 'human' ? 'you' : 'computer', move: this.#words(option, before), after: shown },
    ];
    this.#turn = player === 'human' ? 'computer' : 'human';
    return after;
  }

  // What went wrong, said in the widget instead of a board.
  #fail(e) {
    this.#error = e;
    this.#play = null;
    this.#render();
  }

  async #move(player, option) {
    // No other move while this one is analysed.
    const run = this.#run;
    this.#busy = true;
    this.#render();
    let after;
    try {
      after = await this.#apply(player, option);
    } catch (e) {
      if (run === this.#run) this.#fail(e);
      return;
    } finally {
      this.#busy = false;
    }
    if (after === null) return;
    this.emit('sg-move', { player, position: after });
    if (this.#isOver()) {
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
    const rate = Math.min(100, Math.max(0, Number(this.getAttribute('mistakes') ?? 25) || 0)) / 100;
    const option = chooseOption(this.#play, { opponent: this.getAttribute('opponent') ?? 'perfect', rate });
    await this.#move('computer', option);
  }

  #finish() {
    this.#over = true;
    this.emit('sg-gameover', { winner: winnerOf(this.#play.end, this.#turn) });
    this.#render();
  }

  #words(option, play = this.#play) {
    const c = play.components[option.component];
    const name = this.#name(c, play);
    return `${name}${this.uiLang === 'zh' ? '：' : ': '}${describeOption(this.uiLang, option, this.#kinds.get(c.game))}`;
  }

  // A part as its text; a Hackenbush board is named instead (its text is long).
  #name(c, play = this.#play) {
    if (c.kind !== 'hackenbush') return c.text;
    const boards = play.components.filter((x) => x.kind === 'hackenbush');
    return this.t(boards.length > 1 ? 'customBoardN' : 'customBoard', { n: boards.indexOf(c) + 1 });
  }

  #render() {
    const ui = this.ui;
    ui.newGame.textContent = this.t('newGame');
    ui.hints.textContent = this.t(this.getAttribute('hints') === 'on' ? 'hintsOff' : 'hintsOn');
    ui.hints.setAttribute('aria-pressed', String(this.getAttribute('hints') === 'on'));
    ui.rules.textContent = this.t(this.#misere() ? 'customRuleMisere' : 'customRuleNormal');
    ui.error.textContent = this.#error ? this.t('errorSaid', { why: this.err(this.#error) }) : '';
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
    // The parts that can move on their boards; the others small in a row below, a repeated
    // one once with how many (×20). At the end the final position stays drawn.
    const comps = this.#play.components;
    const all = comps.map((c, i) => i);
    const first = new Map();
    for (const i of all) if (this.#drawable(comps[i]) && !first.has(comps[i].text)) first.set(comps[i].text, i);
    const final = this.#over && first.size && first.size <= limits.components;
    const live = final ? [...first.values()] : this.#over ? [] : all.filter((i) => this.#optionsOf(i).length);
    const times = (i) => (final ? comps.filter((c) => c.text === comps[i].text).length : 1);
    const done = all.filter((i) => !live.includes(i) && !(final && first.has(comps[i].text)));
    ui.board.replaceChildren(...live.map((i) => this.#component(comps[i], i, times(i))), this.#finished(done));
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
    const section = /** @type {HTMLElement | null} */ (active.closest('.component'));
    return section ? Number(section.dataset.index) : this.#focus;
  }

  #optionsOf(i) {
    return this.#play.options.filter((o) => o.component === i);
  }

  #hinted() {
    if (this.getAttribute('hints') !== 'on' || this.#turn !== 'human' || this.#over) return new Set();
    const want = this.#play.outcome === 'D' ? 'D' : 'P';
    return new Set(this.#play.options.filter((o) => o.outcome === want));
  }

  #canMove() {
    return !this.#over && !this.#busy && this.#turn === 'human';
  }

  // The board a part is drawn on: a number line for a game of one coordinate
  // whose moves loop or go up (stones would say "take"), else the shape of
  // its moves; a part with no move left keeps the board its game had.
  #kindOf(c, options) {
    const name = c.kind === 'game' ? c.game : c.kind;
    // A game once drawn on a number line stays on it (near the end its moves no longer loop).
    if (this.#kinds.get(name) === 'line') return 'line';
    const oneLine =
      c.kind === 'game' &&
      c.coords.length === 1 &&
      c.coords[0] <= limits.stones &&
      options.every(
        (o) => o.targets.length === 1 && o.targets[0].game === c.game && o.targets[0].coords[0] <= limits.stones
      );
    let kind =
      oneLine && (this.#play.loopy || options.some((o) => o.targets[0].coords[0] > c.coords[0]))
        ? 'line'
        : boardKind(c, options);
    if (kind) this.#kinds.set(name, kind);
    else if (!options.length) kind = this.#kinds.get(name) ?? null;
    return kind;
  }

  // A finished part is drawn when its game had a board and there is something to draw.
  #drawable(c) {
    const kind = this.#kindOf(c, []);
    if (kind === 'stones') return (c.heap ?? c.coords[0]) > 0;
    return Boolean(kind) && !(kind === 'hackenbush' && !c.edges.length);
  }

  // The parts that cannot move (indices), each distinct one drawn small once
  // with how many there are, in words too.
  #finished(done) {
    if (!done.length) return '';
    const comps = this.#play.components;
    const groups = new Map();
    for (const i of done) {
      const text = comps[i].text;
      if (!groups.has(text)) groups.set(text, []);
      groups.get(text).push(i);
    }
    const list = [...groups].map(([text, is]) => (is.length > 1 ? `${text} ×${is.length}` : text));
    const none = { options: [], hinted: new Set(), chosen: null, play: () => {} };
    const figures = [...groups].map(([, is]) => {
      const c = comps[is[0]];
      const kind = this.#drawable(c) ? this.#kindOf(c, []) : null;
      return h(
        'figure',
        { class: 'finished-part' },
        kind ? boards[kind](c, none, { picked: new Set(), canMove: () => false, t: (k) => this.t(k) }) : null,
        h('figcaption', {}, is.length > 1 ? `${this.#name(c)} ×${is.length}` : this.#name(c))
      );
    });
    return h(
      'div',
      { class: 'finished', part: 'finished' },
      h(
        'p',
        { class: 'muted' },
        this.t(this.#over ? 'customFinal' : 'customFinished', {
          list: list.join(this.uiLang === 'zh' ? '、' : ', '),
          count: done.length,
        })
      ),
      h('div', { class: 'finished-row', 'aria-hidden': 'true' }, figures)
    );
  }

  // times: how many parts this one stands for (the final position says a repeated part once).
  #component(c, i, times = 1) {
    // A finished game (a draw may end with moves left) is drawn without targets.
    const options = this.#over ? [] : this.#optionsOf(i);
    const kind = this.#kindOf(c, options);
    const hintsOn = this.getAttribute('hints') === 'on';
    const hinted = this.#hinted();
    const chosen = this.#chosen.has(i) ? options[this.#chosen.get(i)] : null;
    const play = (o) => {
      if (this.#canMove() && o) {
        this.#focus = i;
        this.#move('human', o);
      }
    };
    const showOutcomes = hintsOn && this.#turn === 'human' && !this.#over;
    const moves = { options, hinted, chosen, play, i, showOutcomes };
    const coins = {
      picked: this.#picked,
      canMove: () => this.#canMove(),
      rerender: () => this.#render(),
      notAMove: () => {
        this.#said = ['customNotAMove', {}];
        this.#render();
      },
      t: (key) => this.t(key),
    };
    const drawing = kind ? boards[kind](c, moves, coins) : null;
    const chosenText = h(
      'p',
      { class: 'chosen-text', 'aria-live': 'polite' },
      chosen ? this.t('customChosen', { move: describeOption(this.uiLang, chosen, kind) }) : ''
    );
    const board = h(
      'div',
      {
        class: 'board',
        tabindex: 0,
        role: 'group',
        part: 'component-board',
        // The value only with hints on: it would tell who is winning.
        'aria-label': this.t(hintsOn ? 'customBoardLabel' : 'customBoardLabelPlain', {
          position: c.text,
          sg: valueText(c),
          count: options.length,
        }),
        onkeydown: (e) => this.#key(e, i, options),
      },
      drawing ?? h('p', { class: 'muted' }, this.t(options.length ? 'customWordsOnly' : 'customNoMove'))
    );
    const list = options.length
      ? h(
          'details',
          { class: 'moves', open: !drawing },
          h('summary', {}, this.t('customMoveList', { count: options.length })),
          h(
            'ul',
            {},
            options
              .slice(0, limits.listed)
              .map((o) =>
                h(
                  'li',
                  {},
                  h(
                    'button',
                    { type: 'button', disabled: !this.#canMove(), onclick: () => play(o) },
                    `${hinted.has(o) ? '★ ' : ''}${describeOption(this.uiLang, o, kind)}`
                  )
                )
              )
          )
        )
      : null;
    return h(
      'section',
      { class: 'component', 'data-index': String(i) },
      h(
        'h3',
        {},
        this.#name(c),
        times > 1 ? ` ×${times}` : null,
        hintsOn ? [' ', h('small', {}, `sg = ${valueText(c)}`)] : null
      ),
      c.kind === 'hackenbush' ? h('p', { class: 'muted board-text' }, c.text) : null,
      board,
      chosenText,
      list
    );
  }

  // Arrows step through the component's moves, Enter plays the one chosen.
  #key(e, i, options) {
    if (!options.length) return;
    const at = this.#chosen.get(i);
    let next = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = at === undefined ? 0 : (at + 1) % options.length;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp')
      next = at === undefined ? options.length - 1 : (at - 1 + options.length) % options.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = options.length - 1;
    else if (e.key === 'Escape') {
      e.preventDefault();
      this.#chosen.delete(i);
      this.#focus = i;
      this.#render();
      return;
    } else if ((e.key === 'Enter' || e.key === ' ') && at !== undefined) {
      e.preventDefault();
      if (this.#canMove()) {
        this.#focus = i;
        this.#move('human', options[at]);
      }
      return;
    }
    if (next === null) return;
    e.preventDefault();
    this.#chosen.set(i, next);
    this.#focus = i;
    this.#render();
  }

  #renderHints() {
    const on = this.getAttribute('hints') === 'on' && !this.#over;
    this.ui.hintBox.hidden = !on;
    if (on) this.ui.hintBox.replaceChildren(...hintNodes(this, this.#play, this.#say));
  }

  #renderEnd() {
    if (!this.#over) {
      this.ui.end.replaceChildren();
      return;
    }
    const winner = winnerOf(this.#play.end, this.#turn);
    const nodes = endNodes(this, { winner, drawn: this.#drawn(), record: this.#record, ...this.#say });
    this.ui.end.replaceChildren(...nodes);
    nodes[0].focus({ preventScroll: true });
  }

  // How the panels say a move and find its board.
  #say = {
    words: (option, play) => this.#words(option, play),
    kindOf: (c, options) => this.#kindOf(c, options),
  };
}

// The board of each kind of part (model/custom-play.js boardKind).
const boards = {
  grid: gridBoard,
  cut: cutBoard,
  stones: stonesBoard,
  coins: coinsBoard,
  line: lineBoard,
  hackenbush: hackenbushBoard,
};

export function define(registry) {
  GamePlay.define('sg-game-play', registry);
}
