// <sg-heap-game heaps="3,4,5" rule="nim" first="human|computer" hints="on|off"
//               misere="on|off" opponent="perfect|mistakes|random" mistakes="25"
//               save="storage-key" learn-href="index.html" lang="en">
// A heap game against the computer. heaps is either sizes with one rule
// ("3,4,5" + rule) or components ("1..3:5 odd:7 nim:3"). Moves are made by
// pointing at the stones to take (or where a row breaks), or by keyboard: each
// heap is one Tab stop (a slider over its legal moves in the chosen way of
// moving), arrows choose, Enter or Space moves, Escape clears. Every move is
// said in a live region; a finished game gets a review of the reader's moves.
// Events: sg-move {player, heap, taken, leaves}, sg-gameover {winner}.
import '../text/play.js'; // (the words of play)
import { SgElement } from './base.js';
import { h } from './dom.js';
import { nimSumSheet } from './nim-sum-table.js';
import { describeMove, joinList } from '../text/i18n.js';
import * as G from '../model/heap-game.js';
import { readSaved, writeSaved } from '../model/saved-game.js';
import { modesFor, pointedMove } from '../model/heap-pointing.js';
import { styles } from './heap-game/styles.js';
import { hintsBox } from './heap-game/hints.js';
import { resultLine, reviewBox } from './heap-game/review.js';
import { historyBox } from './heap-game/history.js';
import { toolbar } from './heap-game/toolbar.js';
import { heapRow } from './heap-game/heap-row.js';
import { refocus } from './heap-game/focus.js';
import { watchSearch } from './heap-game/progress.js';
import { ruleTitle, sayMove } from './heap-game/names.js';

class HeapGame extends SgElement {
  static sheets = [nimSumSheet, styles];

  // The game: turns, moves, undo and redo, the computer and the end
  // (model/play-loop.js). A new game is made whole before it replaces this one.
  /** @type {import('../model/play-loop.js').PlayLoop | null} */
  #loop = null;
  #misere = false;
  #first = 'human';
  #modes = []; // per heap: chosen mode index
  #message = null; // () => text: an error or refusal, in the current language
  #notice = null; // () => text
  #setupKey = '';
  #built = false;
  #run = 0; // the latest of overlapping game loads wins
  #sel = new Map(); // per heap: the index of the move chosen by keyboard
  #view = null; // what render() redraws
  #live = null; // the live region, kept across renders so that moves are read out
  #focusNext = null; // the data-key to focus after the next render
  #review = null; // {length, items}: the review of a finished game, computed once
  #searching = false; // a long search shows its progress in the view
  #silent = false;
  #over = { loop: null, end: '' }; // the end last said (sg-gameover), once per end

  connected() {
    if (!this.#built) {
      this.#built = true;
      // What needs no engine shows at once: that it is loading, and how to play by keyboard.
      this.#frame().replaceChildren(
        h('div', { class: 'status', role: 'status' }, this.w('loading')),
        h('p', { class: 'muted kbd-help' }, this.w('kbdHelp'))
      );
      this.#restore();
    } else this.#render();
  }

  disconnectedCallback() {
    this.#loop?.stop();
  }

  changed(name) {
    if (!this.#built || this.#silent) return;
    if (['heaps', 'rule', 'first', 'misere'].includes(name) && this.#setup() !== this.#setupKey) this.newGame();
    else this.#render();
  }

  w(key, params) {
    return this.t(key, params);
  }

  // The game now as the heap board's parts draw it: the heaps, misère, whose
  // turn, the moves made (model/heap-game.js entryOf), and whether undo and
  // redo can go back and forth. Null before a game is set up.
  get game() {
    const loop = this.#loop;
    if (!loop?.play) return null;
    return {
      heaps: G.heapsOf(loop.play),
      misere: this.#misere,
      turn: loop.turn,
      history: loop.record.map(G.entryOf),
      canUndo: loop.canUndo,
      canRedo: loop.canRedo,
    };
  }

  // The position now, as the engine writes it ("nim:3 nim:0 nim:5").
  get position() {
    return this.#loop?.play?.text ?? '';
  }

  // A problem from G.checkHeaps in the reader's language.
  #problem(p) {
    return this.w(p.key, p.params);
  }

  #setup() {
    return JSON.stringify([
      this.getAttribute('heaps'),
      this.getAttribute('rule'),
      this.getAttribute('first'),
      this.getAttribute('misere'),
    ]);
  }

  // The game as it is kept and shared (model/saved-game.js), from its start.
  #saved() {
    const loop = this.#loop;
    return writeSaved({
      position: loop.record[0]?.before.text ?? loop.play.text,
      misere: this.#misere,
      first: this.#first,
      moves: loop.moves,
      over: loop.over,
    });
  }

  #save() {
    const key = this.getAttribute('save');
    if (!key || !this.#loop?.play) return;
    try {
      localStorage.setItem(key, this.#saved());
    } catch {
      /* storage full or disabled */
    }
  }

  // A saved game is checked like a typed setup before it is used; a bad one
  // is removed from storage and said so, and a fresh game starts instead.
  async #restore() {
    const run = ++this.#run;
    const engine = await this.#engineOrError();
    if (!engine || run !== this.#run) return;
    const key = this.getAttribute('save');
    let text = null;
    try {
      text = key ? localStorage.getItem(key) : null;
    } catch {
      /* disabled */
    }
    if (text) {
      try {
        if (await this.#open(engine, text)) {
          this.#notice = () => this.w('saved');
          this.#render();
        }
        return;
      } catch (e) {
        if (run + 1 < this.#run) return; // a newer game meanwhile
        try {
          localStorage.removeItem(key);
        } catch {
          /* ignore */
        }
        this.#notice = () => this.w('corrupt', { why: this.#said(e) });
      }
    }
    await this.newGame({ keepNotice: true });
  }

  // A saved or shared game (its text) made again and put in play. What is
  // wrong with it is thrown before the game in play is touched. False when a
  // newer game replaced it meanwhile.
  async #open(engine, text) {
    const data = readSaved(text);
    if (data.d !== '') throw Object.assign(new Error('not heaps'), { code: 'saved.not_heaps' });
    const position = this.#heapsOf(engine, { heaps: data.p, misere: data.m });
    const run = ++this.#run;
    const game = await this.#prepare(engine, { position, misere: data.m, first: data.f }, data.moves);
    if (run !== this.#run) return false;
    this.#setupKey = this.#setup();
    this.#use(game);
    return true;
  }

  // An error or a refused setup ({key, params} from G.checkHeaps) in the reader's language.
  #said(e) {
    return e?.problem ? this.#problem(e.problem) : this.err(e);
  }

  async #engineOrError() {
    try {
      return await this.engine();
    } catch (e) {
      this.root.replaceChildren(
        h('div', { class: 'error', role: 'alert' }, this.w('engineFailed', { why: this.err(e) }))
      );
      return null;
    }
  }

  // The heaps a setup names ({heaps, rule} as the attributes), checked; a
  // thrown Error's `problem` says why they cannot be played.
  #heapsOf(engine, { heaps = '3,4,5', rule = 'nim', misere }) {
    const read = G.readPosition(engine, heaps, rule);
    const problem = read.problem ?? G.checkHeaps(engine, read.heaps, { misere });
    if (problem) throw Object.assign(new Error(problem.key), { problem });
    return G.position({ heaps: read.heaps });
  }

  // A game of `setup` ({position, misere, first}) made whole, nothing in
  // play replaced: its first analysis (in slices, with progress and Cancel
  // once it takes a moment) and `moves` made again. Throws what the engine
  // refuses (a misère search that finds no outcome in its budget too).
  async #prepare(engine, { position, misere, first }, moves = []) {
    // Its searches go on while it is being made (no newer game asked for) or in play.
    const run = this.#run;
    const live = () => this.#loop === loop || run === this.#run;
    const loop = G.heapLoop(engine, misere, {
      analyse: (at, history) => this.#analyse(engine, live, at, misere, history),
      onChange: () => this.#loop === loop && this.#render(),
      onMove: (entry) => this.#moved(loop, entry),
    });
    await loop.start(position, { first: first === 'computer' ? 'computer' : 'human' });
    const refusal = G.misereRefusal(engine, loop.play, misere);
    if (refusal) throw Object.assign(new Error(refusal.key), { problem: refusal });
    await loop.replay(moves);
    return { loop, misere, first };
  }

  // The engine's play analysis of a board, in slices: once it takes a
  // moment, how far it got and a Cancel button show in the view.
  // live(): false once a newer game replaced this one (its search is stopped).
  async #analyse(engine, live, position, misere, history) {
    const stop = new AbortController();
    this.#searching = true;
    const watch = watchSearch(this, this.#frame(), stop, live);
    this.setAttribute('aria-busy', 'true');
    try {
      return await engine.playSliced(position, {
        misere,
        history,
        onProgress: watch.onProgress,
        signal: stop.signal,
      });
    } finally {
      watch.done();
      this.#searching = false;
      this.removeAttribute('aria-busy');
    }
  }

  // A prepared game in play, in place of the one before.
  #use(game) {
    this.#loop?.stop();
    this.#loop = game.loop;
    this.#misere = game.misere;
    this.#first = game.first;
    this.#modes = [];
    this.#sel.clear();
    this.#message = null;
    this.#review = null;
    this.#save();
    this.#render();
  }

  // Starts a game of these attributes (the others as they are): the heaps
  // are checked and analysed before anything is replaced; what is refused is
  // thrown as an Error in the reader's language, and the game in play and the
  // attributes stay as they were (the page says why at its form). False when
  // a newer game replaced this one meanwhile.
  async start(attributes) {
    if (!this.drawn) await this.whenDrawn();
    const run = ++this.#run;
    const engine = await this.engine();
    const attrs = { ...this.#attributes(), ...attributes };
    let game;
    try {
      const misere = attrs.misere === 'on';
      const position = this.#heapsOf(engine, { ...attrs, misere });
      game = await this.#prepare(engine, { position, misere, first: attrs.first });
    } catch (e) {
      if (run === this.#run) this.#render(); // the game in play, drawn again
      if (e?.name === 'AbortError') throw e;
      throw Object.assign(new Error(this.w('errorSaid', { why: this.#said(e) })), { problem: e?.problem });
    }
    if (run !== this.#run) return false;
    this.#silent = true; // (the attributes now name the game made, not a new one)
    try {
      for (const [k, v] of Object.entries(attributes)) this.setAttribute(k, v);
    } finally {
      this.#silent = false;
    }
    this.#setupKey = this.#setup();
    this.#notice = null;
    this.#use(game);
    return true;
  }

  #attributes() {
    return {
      heaps: this.getAttribute('heaps') ?? '3,4,5',
      rule: this.getAttribute('rule') ?? 'nim',
      first: this.getAttribute('first') ?? 'human',
      misere: this.getAttribute('misere') ?? 'off',
    };
  }

  // Starts a game from the attributes. Heaps that cannot be played (a bad
  // rule or size, too many, misère past what the engine decides) are refused
  // with the reason inside the widget, and no game starts.
  async newGame({ keepNotice = false } = {}) {
    if (!this.drawn) await this.whenDrawn();
    const run = ++this.#run;
    this.#loop?.stop();
    this.#setupKey = this.#setup();
    const engine = await this.#engineOrError();
    if (!engine || run !== this.#run) return;
    if (!keepNotice) this.#notice = null;
    const attrs = this.#attributes();
    const misere = attrs.misere === 'on';
    let game;
    try {
      game = await this.#prepare(engine, {
        position: this.#heapsOf(engine, { ...attrs, misere }),
        misere,
        first: attrs.first,
      });
    } catch (e) {
      if (run !== this.#run) return;
      // No game: the reason (a search the reader cancelled says so), and New game.
      this.#loop = null;
      this.#message =
        e?.name === 'AbortError'
          ? () => this.w('playSearchCancelled')
          : () => this.w('errorSaid', { why: this.#said(e) });
      this.#render();
      return;
    }
    if (run === this.#run) this.#use(game);
  }

  // A move made (by either player): said, and kept.
  #moved(loop, entry) {
    if (loop !== this.#loop) return;
    this.#message = null;
    this.#sel.clear();
    const { player, option } = entry;
    this.announce = sayMove(this, player, option);
    this.#say(this.announce);
    this.emit('sg-move', { player, heap: option.component, taken: option.taken, leaves: option.leaves });
    this.#save();
  }

  // The live region and the view it sits beside: the region is never
  // redrawn, so that screen readers notice each sentence added to it.
  #frame() {
    if (!this.#view) {
      this.#view = h('div', { class: 'view' });
      this.#live = h('div', { class: 'sr-only', 'aria-live': 'polite', part: 'announce' });
    }
    if (this.#view.parentNode !== this.root) this.root.replaceChildren(this.#view, this.#live);
    return this.#view;
  }

  #say(text) {
    this.#frame();
    this.#live.append(h('p', {}, text));
    while (this.#live.childElementCount > 2) this.#live.firstElementChild.remove();
  }

  // Focus on the first heap that has stones (the page's "skip to the board").
  focusBoard() {
    const heap = /** @type {HTMLElement | null} */ (this.root.querySelector('[data-key^="heap:"][tabindex="0"]'));
    heap?.focus();
    return Boolean(heap);
  }

  // The computer's move after a short visible pause showing what it is about to take.
  async #computerTurn() {
    const loop = this.#loop;
    if (!loop || loop.busy || loop.over || loop.turn !== 'computer') return;
    try {
      await loop.computerMove({
        delay: Number(this.getAttribute('delay') ?? 600),
        opponent: this.getAttribute('opponent') ?? 'perfect',
        rate: Number(this.getAttribute('mistakes') ?? 25) / 100,
      });
    } catch (e) {
      // Said, not retried on every render: the game stays until New game or Undo.
      if (loop !== this.#loop) return;
      loop.stop();
      this.#message = () => this.w('errorSaid', { why: this.err(e) });
    }
    if (loop === this.#loop) this.#render();
  }

  // A move made out of turn or after the end is refused, and said.
  #refused() {
    const loop = this.#loop;
    const why = loop.over ? 'over' : !loop.humanToMove ? 'notYourTurn' : null;
    if (!why) return false;
    this.#message = () => this.w(why);
    this.#render();
    return true;
  }

  async #humanPoint(i, j) {
    const engine = await this.engine();
    if (this.#refused()) return;
    const play = this.#loop.play;
    const heap = G.heapsOf(play)[i];
    const modes = modesFor(engine.ruleInfo(heap.rule));
    const mode = modes[this.#modes[i] ?? 0];
    const m = pointedMove(mode, heap.size, j);
    const legal = !m.bad && G.findOption(engine, play, i, m);
    if (!legal) {
      const list = G.optionsOf(engine, play, i)
        .slice(0, 6)
        .map((mv) => describeMove(this.uiLang, mv, heap.size));
      this.#message = () =>
        list.length
          ? this.w('illegal', {
              rule: ruleTitle(this, engine, engine.ruleInfo(heap.rule), heap.rule),
              moves: joinList(this.uiLang, list),
            })
          : this.w('illegalNoMove');
      this.#render();
      return;
    }
    await this.#humanMove(legal);
  }

  async #humanMove(option) {
    if (this.#refused()) return;
    const loop = this.#loop;
    try {
      await loop.move('human', option);
    } catch (e) {
      if (loop !== this.#loop) return;
      this.#message =
        e?.name === 'AbortError'
          ? () => this.w('playSearchCancelled')
          : () => this.w('errorSaid', { why: this.err(e) });
    }
    if (loop === this.#loop) this.#render();
  }

  async #render() {
    const engine = await this.engine();
    if (this.#searching) return; // the search's progress is on view
    try {
      this.#draw(engine);
    } catch (e) {
      // Whatever went wrong shows inside the widget, never as a blank box.
      this.root.replaceChildren(
        h('div', { class: 'message', role: 'alert' }, this.w('errorSaid', { why: this.err(e) })),
        h('button', { type: 'button', name: 'new', onclick: () => this.newGame() }, this.w('newGame'))
      );
    }
  }

  #draw(engine) {
    const loop = this.#loop;
    const game = this.game;
    const view = this.#frame();
    // What had focus is found again after the redraw (by its data-key), so
    // keyboard play never drops back to the page.
    const focusKey =
      this.#focusNext ?? this.root.activeElement?.closest?.('[data-key]')?.getAttribute('data-key') ?? null;
    this.#focusNext = null;
    const message = h('div', { class: 'message', role: 'alert', part: 'message' }, this.#message?.() ?? '');
    if (!game) {
      // No game started (the setup was refused): the reason, and a way to try again.
      view.replaceChildren(
        h(
          'div',
          { class: 'bar', part: 'toolbar' },
          h(
            'button',
            { type: 'button', name: 'new', 'data-key': 'new', onclick: () => this.newGame() },
            this.w('newGame')
          )
        ),
        this.#notice ? h('div', { class: 'muted', role: 'status', part: 'notice' }, this.#notice()) : '',
        message
      );
      return;
    }
    const over = loop.over;
    const hints = this.getAttribute('hints') === 'on';
    let a = null,
      aError = null;
    if (hints && !over) {
      try {
        a = G.analysis(engine, loop.play, this.#misere);
      } catch (e) {
        aError = e;
      }
    }
    // The hinted move is drawn on the board on the reader's turn only.
    const hint =
      a && game.turn === 'human' && !loop.coming && a.status !== 'unavailable' ? (a.winningMoves[0] ?? null) : null;
    const bar = toolbar(this, game, hints, {
      newGame: () => this.newGame(),
      undo: () => this.#undo(),
      redo: () => this.#redo(),
    });
    const status = h(
      'div',
      { class: 'status', role: 'status' },
      over ? '' : loop.humanToMove ? this.w('yourTurn') : this.w('thinking')
    );
    const help = h('p', { class: 'muted kbd-help', id: 'kbd-help' }, this.w('kbdHelp'));
    const board = h(
      'div',
      { part: 'board' },
      game.heaps.map((heap, i) => this.#heapRow(engine, heap, i, over, hint?.component === i ? hint : null))
    );
    const parts = [bar];
    if (this.#notice) parts.push(h('div', { class: 'muted', role: 'status', part: 'notice' }, this.#notice()));
    parts.push(status, board, over ? '' : help, message);
    if (over && game.history.length) {
      const win = loop.winner;
      parts.push(resultLine(this, game, win));
      parts.push(
        reviewBox(this, engine, game, () => {
          if (this.#review?.loop !== loop || this.#review.length !== loop.record.length)
            this.#review = { loop, length: loop.record.length, items: G.review(loop) };
          return this.#review.items;
        })
      );
      const end = `${loop.record.length}`;
      if (this.#over.loop !== loop || this.#over.end !== end) {
        this.#over = { loop, end };
        this.emit('sg-gameover', { winner: win });
      }
    }
    if (hints && !over) parts.push(hintsBox(this, engine, game, a, aError));
    parts.push(historyBox(this, game));
    view.replaceChildren(...parts);
    if (focusKey) refocus(this.root, focusKey, game, over, () => this.focusBoard());
    if (!over && game.turn === 'computer' && !loop.busy) this.#computerTurn();
  }

  // One heap's row (heap-game/heap-row.js): it draws, and reports a move.
  #heapRow(engine, heap, i, over, hint) {
    let info, legal;
    try {
      info = engine.ruleInfo(heap.rule);
      legal = G.optionsOf(engine, this.#loop.play, i);
    } catch (e) {
      return h(
        'div',
        { class: 'heap' },
        h('div', { class: 'name' }, this.w('heapName', { i: i + 1 })),
        h('div', { class: 'error' }, this.err(e))
      );
    }
    const board = {
      heap,
      i,
      info,
      legal,
      over,
      hint,
      title: ruleTitle(this, engine, info, heap.rule),
      myTurn: !over && this.#loop.turn === 'human',
      coming: this.#loop.coming,
      mode: this.#modes[i] ?? 0,
      sel: this.#sel,
    };
    return heapRow(this, board, {
      point: (j) => this.#humanPoint(i, j),
      move: (option) => this.#humanMove(option),
      chooseMode: (k) => this.#chooseMode(i, k),
      say: (key) => {
        this.#message = () => this.w(key);
        this.#render();
      },
    });
  }

  #chooseMode(i, k) {
    this.#modes[i] = k;
    this.#sel.delete(i);
    this.#focusNext = `mode:${i}:${k}`;
    this.#render();
  }

  // Undo goes back to the reader's previous turn (past the computer's reply).
  #undo() {
    this.#loop.undoTurn();
    this.#message = null;
    this.#save();
    this.#render();
  }

  #redo() {
    this.#loop.redoTurn();
    this.#save();
    this.#render();
  }

  // The game as text for a link (#game=..., model/saved-game.js), and back.
  // A link is checked like a typed setup; a bad one throws an Error saying
  // why, in the reader's language, and leaves the game on the board as it was.
  shareText() {
    return this.#saved();
  }
  async loadShared(text) {
    if (!this.drawn) await this.whenDrawn();
    const engine = await this.engine();
    try {
      if (!(await this.#open(engine, text))) return;
    } catch (e) {
      this.#render();
      throw new Error(this.#said(e));
    }
    this.#notice = null;
    this.#render();
  }
}

export function define(registry) {
  HeapGame.define('sg-heap-game', registry);
}
