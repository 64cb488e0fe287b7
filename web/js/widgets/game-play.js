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
import '../text/play.js'; // (the words of play)
import { SgElement } from './base.js';
import { h } from './dom.js';
import { describeOption, valueText, boardKind, openSession, grouped } from '../model/custom-play.js';
import { PlayLoop } from '../model/play-loop.js';
import { gamePlay as limits } from '../engine/limits.js';
import { styles } from './game-play/styles.js';
import { coinsBoard, cutBoard, gridBoard, lineBoard, stonesBoard } from './game-play/boards.js';
import { hintNodes, endNodes } from './game-play/panels.js';
import { hackenbushBoard } from './game-play/hackenbush-board.js';

class GamePlay extends SgElement {
  static sheets = [styles];
  #session = null;
  #sessionText = '';
  // The game: turns, moves, the computer and the end (model/play-loop.js);
  // its record's entries also keep `shown`, the position said with repeated
  // parts once. A new game is made whole before it replaces this one.
  #loop = new PlayLoop({ analyse: async () => null, next: () => null });
  #chosen = new Map(); // component index -> index into its options (keyboard)
  #picked = new Set(); // coins: the coins picked to turn
  #focus = null; // the component whose board had the focus
  #said = () => []; // the last announcement as [key, params], said in the language of the moment
  #error = null;
  #run = 0; // the game being set up; a newer one drops an older one's engine
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

  // The position now, as the engine writes it.
  get position() {
    return this.#play?.text ?? '';
  }

  get #play() {
    return this.#loop.play;
  }

  get over() {
    return this.#loop.over;
  }
  // A game is in progress: moves were made and it has not ended.
  get inProgress() {
    return this.#loop.inProgress;
  }

  // The moves made, in order: who, the index of the move among the options of
  // the position it was made from, and the position it left (for a saved game).
  // Made again by start(), they alternate from the first player.
  get moves() {
    return this.#loop.moves;
  }

  // Starts a new game from these attributes (the others as they are); `moves`
  // (as the getter gives them) are made again at once, so that a saved game
  // comes back as it was. The engine checks the setup before anything is
  // replaced: what it refuses is thrown, and the game in play and the
  // attributes stay as they were (the page says why at its form). False when
  // a newer game replaced this one meanwhile.
  async start(attributes, { moves = [] } = {}) {
    if (!this.drawn) await this.whenDrawn();
    const run = ++this.#run;
    const engine = await this.engineSaying(this.ui.status);
    if (run !== this.#run) return false;
    const game = await this.#prepare(engine, { ...this.#setup(), ...attributes }, moves);
    if (run !== this.#run) return this.#discard(game);
    this.#silent = true;
    try {
      for (const [k, v] of Object.entries(attributes)) this.setAttribute(k, v);
    } finally {
      this.#silent = false;
    }
    await this.#use(game);
    return true;
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

  // The setup the attributes say.
  #setup() {
    return {
      definition: this.definition,
      position: this.getAttribute('position') ?? '',
      first: this.getAttribute('first') ?? 'human',
      misere: this.getAttribute('misere') ?? 'off',
    };
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
    this.#loop.stop();
    const engine = await this.engineSaying(this.ui.status);
    if (run !== this.#run) return;
    let game;
    try {
      game = await this.#prepare(engine, this.#setup(), moves);
    } catch (e) {
      if (run === this.#run) this.#fail(e); // else a newer game closed this one's analysis
      return;
    }
    if (run !== this.#run) this.#discard(game);
    else await this.#use(game);
  }

  // A game of `setup` made whole, nothing in play replaced: its session (the
  // one in use when the definition is the same; without a game defined the
  // position is heaps and Hackenbush boards, which the engine plays itself),
  // its first analysis, and `moves` made again. Throws what the engine refuses.
  async #prepare(engine, setup, moves) {
    const text = setup.definition;
    if (text.length > limits.definitionChars)
      throw Object.assign(new Error('too long'), {
        code: 'play.definition_too_long',
        params: { max: limits.definitionChars },
      });
    const same = text === this.#sessionText && this.#session !== null;
    const session = same ? this.#session : openSession(engine, text);
    const calls = session ?? engine;
    const misere = setup.misere === 'on';
    const kinds = new Map();
    const loop = new PlayLoop({
      analyse: (position, history) => calls.playSliced(position, { misere, history }),
      next: (play, option) => this.#next(calls, play, option),
      onChange: () => this.#loop === loop && this.#render(),
      onMove: (entry) => this.#moved(loop, entry),
    });
    const game = { text, session, same, loop, kinds };
    try {
      await loop.start(setup.position, { first: setup.first === 'computer' ? 'computer' : 'human' });
      if (loop.play.components.length > limits.components)
        throw Object.assign(new Error('too many'), {
          code: 'play.too_many_components',
          params: { max: limits.components },
        });
      // The boards the parts are drawn on (the words of a move name them), as a render would find them.
      await loop.replay(moves, (play) =>
        play.components.forEach((c, i) => this.#kindOf(c, this.#optionsOf(i, play), play, kinds))
      );
    } catch (e) {
      this.#discard(game);
      throw e;
    }
    return game;
  }

  // A prepared game that is not used: its own session freed.
  #discard(game) {
    if (game && !game.same) game.session?.free();
    return false;
  }

  // A prepared game in play, in place of the one before.
  async #use(game) {
    this.#loop.stop();
    if (!game.same) {
      this.#session?.free();
      this.#session = game.session;
      this.#sessionText = game.text;
    }
    this.#loop = game.loop;
    this.#kinds = game.kinds;
    this.#focus = null;
    this.#chosen.clear();
    this.#picked.clear();
    this.#error = null;
    const last = this.#loop.record.at(-1);
    this.#said = () => (last ? this.#saying(last) : []);
    this.#render();
    if (this.#loop.over) this.#finish();
    else await this.#computerMove();
  }

  // The position after a move, as the engine applies it. A heap the move
  // empties leaves the sum (the engine keeps it as 0 for boards that draw
  // heaps in place), unless it was the last part.
  #next(calls, play, option) {
    const next = calls.apply(play.components, option);
    if (option.kind === 'heap' && option.parts.length === 0 && next.length > 1) next.splice(option.component, 1);
    return next;
  }

  // A move made: what is said (with repeated parts once each, ×n; the record keeps the engine's text too).
  #moved(loop, entry) {
    entry.shown = grouped(loop.play.components.map((c) => c.text));
    if (loop !== this.#loop) return; // a game being made: said once it is in play
    this.#chosen.clear();
    this.#picked.clear();
    this.#said = () => this.#saying(entry);
  }

  #saying(entry) {
    const who = entry.player === 'human' ? 'you' : 'computer';
    return ['customMoved', { who, move: this.#words(entry.option, entry.before), after: entry.shown }];
  }

  // What went wrong, said in the widget instead of a board.
  #fail(e) {
    this.#error = e;
    this.#loop.stop();
    this.#loop.play = null;
    this.#render();
  }

  // A move by the reader, then the computer's reply.
  async #move(player, option) {
    if (await this.#made(player, () => this.#loop.move(player, option))) await this.#computerMove();
  }

  // The computer's move after its pause ('mistakes': a random move with the given probability, in percent).
  async #computerMove() {
    const rate = Math.min(100, Math.max(0, Number(this.getAttribute('mistakes') ?? 25) || 0)) / 100;
    const how = {
      delay: Number(this.getAttribute('delay') ?? 600),
      opponent: this.getAttribute('opponent') ?? 'perfect',
      rate,
    };
    await this.#made('computer', () => this.#loop.computerMove(how));
  }

  // After a move: said to the page (sg-move), and the end when the engine says the game is over.
  // False when no move was made (or the game was replaced, or failed).
  async #made(player, make) {
    const run = this.#run;
    let made = false;
    try {
      made = await make();
    } catch (e) {
      if (run === this.#run) this.#fail(e);
      return false;
    }
    if (!made) return false;
    this.emit('sg-move', { player, position: this.#play.text });
    if (this.#loop.over) {
      this.#finish();
      return false;
    }
    this.#render();
    return true;
  }

  #finish() {
    this.emit('sg-gameover', { winner: this.#loop.winner });
    this.#render();
  }

  // A move said with the part it is made in: by its game when the words say
  // where the move starts (a queen's "from (6, 9) to (4, 7)"), else by the part's position.
  #words(option, play = this.#play) {
    const c = play.components[option.component];
    const kind = this.#kinds.get(c.game);
    const name = kind === 'grid' && c.kind === 'game' ? c.game : this.#name(c, play);
    return `${name}${this.uiLang === 'zh' ? '：' : ': '}${describeOption(this.uiLang, option, kind, c)}`;
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
    const [key, params = {}] = this.#said();
    const said = key ? this.t(key, 'who' in params ? { ...params, who: this.t(params.who) } : params) : '';
    ui.live.textContent = said;
    const next = this.#loop.over
      ? ''
      : this.t(this.#loop.turn === 'human' && !this.#loop.busy ? 'customYourTurn' : 'thinking');
    ui.status.textContent = [said, next].filter(Boolean).join(this.uiLang === 'zh' ? '' : ' ');
    const focused = this.#focusedComponent();
    // The parts that can move on their boards; the others small in a row below, a repeated
    // one once with how many (×20). At the end the final position stays drawn.
    const comps = this.#play.components;
    const all = comps.map((c, i) => i);
    const first = new Map();
    for (const i of all) if (this.#drawable(comps[i]) && !first.has(comps[i].text)) first.set(comps[i].text, i);
    const final = this.#loop.over && first.size && first.size <= limits.components;
    const live = final ? [...first.values()] : this.#loop.over ? [] : all.filter((i) => this.#optionsOf(i).length);
    const times = (i) => (final ? comps.filter((c) => c.text === comps[i].text).length : 1);
    const done = all.filter((i) => !live.includes(i) && !(final && first.has(comps[i].text)));
    ui.board.replaceChildren(...live.map((i) => this.#component(comps[i], i, times(i))), this.#finished(done));
    this.#renderHints();
    this.#renderEnd();
    // Focus stays on the board: the same component, or the nearest one left.
    if (focused !== null && !this.#loop.over) {
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

  #optionsOf(i, play = this.#play) {
    return play.options.filter((o) => o.component === i);
  }

  #hinted() {
    if (this.getAttribute('hints') !== 'on' || this.#loop.turn !== 'human' || this.#loop.over) return new Set();
    const want = this.#play.outcome === 'D' ? 'D' : 'P';
    return new Set(this.#play.options.filter((o) => o.outcome === want));
  }

  #canMove() {
    return this.#loop.humanToMove;
  }

  // The board a part is drawn on: a number line for a game of one coordinate
  // whose moves loop or go up (stones would say "take"), else the shape of
  // its moves; a part with no move left keeps the board its game had.
  #kindOf(c, options, play = this.#play, kinds = this.#kinds) {
    const name = c.kind === 'game' ? c.game : c.kind;
    // A game once drawn on a number line stays on it (near the end its moves no longer loop).
    if (kinds.get(name) === 'line') return 'line';
    const oneLine =
      c.kind === 'game' &&
      c.coords.length === 1 &&
      c.coords[0] <= limits.stones &&
      options.every(
        (o) => o.targets.length === 1 && o.targets[0].game === c.game && o.targets[0].coords[0] <= limits.stones
      );
    let kind =
      oneLine && (play.loopy || options.some((o) => o.targets[0].coords[0] > c.coords[0]))
        ? 'line'
        : boardKind(c, options);
    if (kind) kinds.set(name, kind);
    else if (!options.length) kind = kinds.get(name) ?? null;
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
        this.t(this.#loop.over ? 'customFinal' : 'customFinished', {
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
    const options = this.#loop.over ? [] : this.#optionsOf(i);
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
    const showOutcomes = hintsOn && this.#loop.turn === 'human' && !this.#loop.over;
    const moves = { options, hinted, chosen, play, i, showOutcomes };
    const coins = {
      picked: this.#picked,
      canMove: () => this.#canMove(),
      rerender: () => this.#render(),
      notAMove: () => {
        this.#said = () => ['customNotAMove', {}];
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
    const on = this.getAttribute('hints') === 'on' && !this.#loop.over;
    this.ui.hintBox.hidden = !on;
    if (on) this.ui.hintBox.replaceChildren(...hintNodes(this, this.#play, this.#say));
  }

  #renderEnd() {
    if (!this.#loop.over) {
      this.ui.end.replaceChildren();
      return;
    }
    const nodes = endNodes(this, {
      winner: this.#loop.winner,
      drawn: this.#loop.drawn,
      record: this.#loop.record,
      ...this.#say,
    });
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
