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
import { SgElement } from './base.js';
import { h } from './dom.js';
import { nimSumSheet } from './nim-sum-table.js';
import { describeMove, joinList } from '../text/i18n.js';
import * as G from '../model/heap-game.js';
import { modesFor, optionsFor, stonesOf, pointedMove } from '../model/heap-pointing.js';
import { styles } from './heap-game/styles.js';
import { hintsBox } from './heap-game/hints.js';
import { resultLine, reviewBox } from './heap-game/review.js';
import { historyBox } from './heap-game/history.js';
import { toolbar } from './heap-game/toolbar.js';
import { modeChooser } from './heap-game/modes.js';
import { refocus } from './heap-game/focus.js';
import { watchSearch } from './heap-game/progress.js';
import { ruleTitle, sayMove } from './heap-game/names.js';

class HeapGame extends SgElement {
  static sheets = [nimSumSheet, styles];

  #game = null;
  #modes = []; // per heap: chosen mode index
  #message = null; // () => text: an error or refusal, in the current language
  #notice = null; // () => text
  #thinking = null;
  #setupKey = '';
  #built = false;
  #seq = 0; // the latest of overlapping game loads wins
  #sel = new Map(); // per heap: the index of the move chosen by keyboard
  #view = null; // what render() redraws
  #live = null; // the live region, kept across renders so that moves are read out
  #focusNext = null; // the data-key to focus after the next render
  #review = null; // {game, items}: the review of a finished game, computed once

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
    clearTimeout(this.#thinking);
  }

  changed(name) {
    if (!this.#built) return;
    if (['heaps', 'rule', 'first', 'misere'].includes(name) && this.#setup() !== this.#setupKey) this.newGame();
    else this.#render();
  }

  w(key, params) {
    return this.t(key, params);
  }

  get game() {
    return this.#game;
  }

  #components(engine) {
    return G.readPosition(engine, this.getAttribute('heaps') ?? '3,4,5', this.getAttribute('rule') ?? 'nim');
  }

  // A problem from G.checkHeaps / G.readSaved in the reader's language.
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

  #save() {
    const key = this.getAttribute('save');
    if (!key || !this.#game) return;
    try {
      localStorage.setItem(key, G.serialize(this.#game, { setup: this.#setupKey }));
    } catch {
      /* storage full or disabled */
    }
  }

  // A saved game is checked like a typed setup before it is used; a bad one
  // is removed from storage and said so, and a fresh game starts instead.
  async #restore() {
    const seq = ++this.#seq;
    const engine = await this.#engineOrError();
    if (!engine || seq !== this.#seq) return;
    const key = this.getAttribute('save');
    let text = null;
    try {
      text = key ? localStorage.getItem(key) : null;
    } catch {
      /* disabled */
    }
    if (text) {
      const { data, problem } = G.readSaved(engine, text);
      if (!problem) {
        this.#game = data.game;
        this.#setupKey = typeof data.setup?.setup === 'string' ? data.setup.setup : this.#setup();
        this.#notice = () => this.w('saved');
        this.#render();
        return;
      }
      try {
        localStorage.removeItem(key);
      } catch {
        /* ignore */
      }
      this.#notice = () => this.w('corrupt', { why: this.#problem(problem) });
    }
    await this.newGame({ keepNotice: true });
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

  // Starts a game from the attributes. Heaps that cannot be played (a bad
  // rule or size, too many, misère past what the engine decides) are refused
  // with the reason inside the widget, and no game starts.
  async newGame({ keepNotice = false } = {}) {
    if (!this.drawn) await this.whenDrawn();
    const seq = ++this.#seq;
    clearTimeout(this.#thinking);
    this.#thinking = null;
    this.#preview = null;
    this.#setupKey = this.#setup();
    const engine = await this.#engineOrError();
    if (!engine || seq !== this.#seq) return;
    const read = this.#components(engine);
    const heaps = read.heaps ?? [];
    const misere = this.getAttribute('misere') === 'on';
    const problem = read.problem ?? G.checkHeaps(engine, heaps, { misere });
    this.#message = problem ? () => this.w('errorSaid', { why: this.#problem(problem) }) : null;
    this.#game = G.newGame(problem ? [] : heaps, {
      first: this.getAttribute('first') === 'computer' ? 'computer' : 'human',
      misere,
    });
    this.#modes = [];
    this.#sel.clear();
    if (!keepNotice) this.#notice = null;
    if (!problem) this.#save();
    await this.#render();
  }

  // One of the engine's options, made by the engine.
  #play(engine, player, option) {
    this.#game = G.makeMove(engine, this.#game, player, option);
    this.#message = null;
    this.#sel.clear();
    this.announce = sayMove(this, player, option);
    this.#say(this.announce);
    this.emit('sg-move', { player, heap: option.component, taken: option.taken, leaves: option.leaves });
    this.#save();
    this.#render();
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

  async #computerTurn() {
    if (this.#thinking || this.#game.turn !== 'computer') return;
    this.#thinking = 'choosing'; // set before any await: one computer move at a time
    const engine = await this.engine();
    let choice;
    try {
      if (G.isOver(engine, this.#game)) {
        this.#thinking = null;
        return;
      }
      choice = G.chooseMove(engine, this.#game, {
        opponent: this.getAttribute('opponent') ?? 'perfect',
        rate: Number(this.getAttribute('mistakes') ?? 25) / 100,
      });
    } catch (e) {
      // Said, not retried on every render: #thinking stays set until New game or Undo.
      this.#thinking = 'failed';
      this.#message = () => this.w('errorSaid', { why: this.err(e) });
      this.#render();
      return;
    }
    // A short visible pause, showing what the computer is about to take.
    this.#preview = choice;
    this.#thinking = setTimeout(
      () => {
        this.#thinking = null;
        this.#preview = null;
        if (choice && this.#game.turn === 'computer') this.#play(engine, 'computer', choice);
      },
      Number(this.getAttribute('delay') ?? 700)
    );
    this.#render();
  }

  #preview = null;

  // A move made out of turn or after the end is refused, and said.
  #refused(engine) {
    const why = G.isOver(engine, this.#game) ? 'over' : this.#game.turn !== 'human' ? 'notYourTurn' : null;
    if (!why) return false;
    this.#message = () => this.w(why);
    this.#render();
    return true;
  }

  async #humanPoint(i, j) {
    const engine = await this.engine();
    if (this.#refused(engine)) return;
    const heap = this.#game.heaps[i];
    const modes = modesFor(engine.ruleInfo(heap.rule));
    const mode = modes[this.#modes[i] ?? 0];
    const m = pointedMove(mode, heap.size, j);
    const legal = !m.bad && G.findOption(engine, this.#game, i, m);
    if (!legal) {
      const list = G.optionsOf(engine, this.#game, i)
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
    this.#play(engine, 'human', legal);
  }

  async #humanMove(option) {
    const engine = await this.engine();
    if (this.#refused(engine)) return;
    this.#play(engine, 'human', option);
  }

  async #render() {
    const engine = await this.engine();
    if (!this.#game) return;
    // A new board's analysis runs in slices first (the page never blocks
    // on a long search); the board is busy meanwhile.
    const game = this.#game;
    this.setAttribute('aria-busy', 'true');
    const searched = await this.#prepare(engine, game);
    if (this.#game !== game) return;
    this.removeAttribute('aria-busy');
    // A misère search that found no outcome in its budget, or one the reader
    // cancelled: no board, the reason, and New game.
    const refusal = searched ? G.misereRefusal(engine, game) : { key: 'playSearchCancelled' };
    if (refusal) {
      this.#message = () =>
        refusal.params ? this.w('errorSaid', { why: this.#problem(refusal) }) : this.w(refusal.key);
      this.#game = G.newGame([], { first: game.turn, misere: game.misere });
    }
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

  // The board's analysis in slices; once it takes a moment, how far it got
  // and a Cancel button show. False when the reader cancelled it.
  async #prepare(engine, game) {
    const stop = new AbortController();
    const watch = watchSearch(this, this.#frame(), stop, () => this.#game === game);
    const answer = await G.preparePlay(engine, game, { onProgress: watch.onProgress, signal: stop.signal });
    watch.done();
    return answer?.error?.name !== 'AbortError';
  }

  #draw(engine) {
    const game = this.#game;
    const view = this.#frame();
    // What had focus is found again after the redraw (by its data-key), so
    // keyboard play never drops back to the page.
    const focusKey =
      this.#focusNext ?? this.root.activeElement?.closest?.('[data-key]')?.getAttribute('data-key') ?? null;
    this.#focusNext = null;
    const message = h('div', { class: 'message', role: 'alert', part: 'message' }, this.#message?.() ?? '');
    if (game.heaps.length === 0) {
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
    const over = G.isOver(engine, game);
    const hints = this.getAttribute('hints') === 'on';
    let a = null,
      aError = null;
    if (hints && !over) {
      try {
        a = G.analysis(engine, game);
      } catch (e) {
        aError = e;
      }
    }
    // The hinted move is drawn on the board on the reader's turn only.
    const hint =
      a && game.turn === 'human' && !this.#preview && a.status !== 'unavailable' ? (a.winningMoves[0] ?? null) : null;
    const bar = toolbar(this, game, hints, {
      newGame: () => this.newGame(),
      undo: () => this.#undo(),
      redo: () => this.#redo(),
    });
    const status = h(
      'div',
      { class: 'status', role: 'status' },
      over ? '' : game.turn === 'human' ? this.w('yourTurn') : this.w('thinking')
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
      const win = G.winner(engine, game);
      parts.push(resultLine(this, game, win));
      parts.push(
        reviewBox(this, engine, game, () => {
          if (this.#review?.game !== game) this.#review = { game, items: G.review(engine, game) };
          return this.#review.items;
        })
      );
      if (this.lastOver !== game.history.length) {
        this.lastOver = game.history.length;
        this.emit('sg-gameover', { winner: win });
      }
    }
    if (hints && !over) parts.push(hintsBox(this, engine, game, a, aError));
    parts.push(historyBox(this, game));
    view.replaceChildren(...parts);
    if (focusKey) refocus(this.root, focusKey, game, over, () => this.focusBoard());
    if (!over && game.turn === 'computer') this.#computerTurn();
  }

  #heapRow(engine, heap, i, over, hint) {
    let info, legalMoves;
    try {
      info = engine.ruleInfo(heap.rule);
      legalMoves = G.optionsOf(engine, this.#game, i);
    } catch (e) {
      return h(
        'div',
        { class: 'heap' },
        h('div', { class: 'name' }, this.w('heapName', { i: i + 1 })),
        h('div', { class: 'error' }, this.err(e))
      );
    }
    const lang = this.uiLang;
    const modes = modesFor(info);
    const modeIndex = modes[this.#modes[i] ?? 0] ? (this.#modes[i] ?? 0) : 0;
    const mode = modes[modeIndex];
    const options = optionsFor(legalMoves, mode, heap.size);
    if ((this.#sel.get(i) ?? -1) >= options.length) this.#sel.delete(i);
    const myTurn = !over && this.#game.turn === 'human';
    const hinted = hint ? stonesOf(hint, heap.size) : null;
    const hintId = `hint-mark-${i}`;
    const label = this.w('heapLabel', { i: i + 1, n: heap.size, rule: ruleTitle(this, engine, info, heap.rule) });
    // The heap is one Tab stop: a slider over its legal moves.
    const stones =
      heap.size > 0
        ? h('div', {
            class: 'stones',
            role: 'slider',
            tabindex: over ? '-1' : '0',
            'data-key': `heap:${i}`,
            'aria-label': label,
            'aria-valuemin': '0',
            'aria-valuemax': String(options.length),
            'aria-describedby': hint ? `${hintId} kbd-help` : 'kbd-help',
            onkeydown: (e) => this.#key(e, i, options, paint),
          })
        : h('div', { class: 'stones' });
    const preview = this.#preview?.component === i ? stonesOf(this.#preview, heap.size) : null;
    // Draws what is chosen (a stone pointed at, else the keyboard's choice, and
    // the computer's coming move over both) and says it to assistive technology.
    // In words too, under the stones: what the stone pointed at (or the choice) does.
    const said = h('div', { class: 'pointed muted', 'aria-hidden': 'true' });
    const paint = (pointed = null) => {
      const sel = this.#sel.get(i);
      const chosen = preview ?? pointed ?? (sel != null ? options[sel] : null);
      stones.querySelectorAll('.stone').forEach((s, k) => {
        s.classList.toggle('take', Boolean(chosen) && k >= chosen.from && k < chosen.from + chosen.count);
        s.classList.toggle('cut', Boolean(chosen) && chosen.count === 0 && k === chosen.from);
      });
      const move = pointed?.move ?? (sel != null ? options[sel]?.move : null);
      said.textContent = move && !move.bad ? describeMove(lang, move, heap.size) : '';
      if (heap.size === 0) return;
      stones.setAttribute('aria-valuenow', String(sel == null ? 0 : sel + 1));
      const m = sel == null ? null : options[sel].move;
      stones.setAttribute(
        'aria-valuetext',
        !options.length
          ? this.w('noMoveHere')
          : !m
            ? this.w('nothingChosen')
            : m.leaves.length === 1
              ? this.w('chosenLeaving', { move: describeMove(lang, m, heap.size), left: m.leaves[0] })
              : describeMove(lang, m, heap.size)
      );
    };
    for (let j = 0; j < heap.size; j++) {
      const m = pointedMove(mode, heap.size, j);
      const what = describeMove(lang, m, heap.size);
      const isHinted = hinted && (hinted.count ? j >= hinted.from && j < hinted.from + hinted.count : false);
      // The slider around them is the accessible control (a control may not hold
      // others); the stones are for pointers, and say what pointing does as a title.
      const b = h('span', {
        part: 'stone',
        title: this.w('stone', { i: i + 1, j: j + 1, what }),
        class: `stone${isHinted ? ' hinted' : ''}${hinted && !hinted.count && j === hinted.from ? ' hinted hint-cut' : ''}${myTurn ? '' : ' idle'}`,
        onclick: () => this.#humanPoint(i, j),
        onpointerenter: () => paint({ from: m.from, count: Math.max(m.count, mode.kind === 'split' ? 0 : 1), move: m }),
        onpointerleave: () => paint(),
      });
      stones.append(b);
    }
    if (heap.size === 0) stones.append(h('span', { class: 'empty' }, this.w('emptyHeap')));
    paint();
    // How to move, only while a move can still be made here.
    const modeBar = heap.size && !over ? modeChooser(this, i, modes, modeIndex, (k) => this.#chooseMode(i, k)) : '';
    const mark = hint
      ? h(
          'span',
          { class: 'hint-mark', part: 'hint-mark', id: hintId },
          `★ ${this.w('hintMark', { move: describeMove(lang, hint, heap.size) })}`
        )
      : '';
    return h(
      'div',
      { class: 'heap', part: 'heap' },
      h(
        'div',
        { class: 'name' },
        this.w('heapName', { i: i + 1 }),
        h('small', {}, `${ruleTitle(this, engine, info, heap.rule)} · ${heap.size}`),
        mark
      ),
      h('div', {}, stones, said, modeBar)
    );
  }

  #chooseMode(i, k) {
    this.#modes[i] = k;
    this.#sel.delete(i);
    this.#focusNext = `mode:${i}:${k}`;
    this.#render();
  }

  // The keys of a heap: arrows and Home/End choose among its legal moves,
  // Enter or Space makes the chosen one, Escape clears the choice.
  #key(e, i, options, paint) {
    const n = options.length,
      sel = this.#sel.get(i);
    const next = {
      ArrowRight: sel == null ? 0 : sel + 1,
      ArrowUp: sel == null ? 0 : sel + 1,
      ArrowLeft: sel == null ? 0 : sel - 1,
      ArrowDown: sel == null ? 0 : sel - 1,
      Home: 0,
      End: n - 1,
    }[e.key];
    if (next !== undefined) {
      e.preventDefault();
      if (n) {
        this.#sel.set(i, Math.max(0, Math.min(n - 1, next)));
        paint();
      }
      return;
    }
    if (e.key === 'Escape' && sel != null) {
      e.preventDefault();
      this.#sel.delete(i);
      paint();
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (sel == null) {
        this.#message = () => this.w(n ? 'chooseFirst' : 'noMoveHere');
        this.#render();
        return;
      }
      this.#humanMove(options[sel].move);
    }
  }

  // Undo goes back to the human's previous turn (past the computer's reply).
  #undo() {
    clearTimeout(this.#thinking);
    this.#thinking = null;
    this.#preview = null;
    this.#game = G.undoTurn(this.#game);
    this.#message = null;
    this.#save();
    this.#render();
  }

  async #redo() {
    this.#game = G.redoTurn(await this.engine(), this.#game);
    this.#save();
    this.#render();
  }

  // The game as text for a link (#game=...), and back. A link is checked like
  // a typed setup; a bad one throws an Error saying why, in the reader's
  // language, and leaves the game on the board as it was.
  shareText() {
    return G.serialize(this.#game, { setup: this.#setupKey });
  }
  async loadShared(text) {
    if (!this.drawn) await this.whenDrawn();
    const engine = await this.engine();
    const { data, problem } = G.readSaved(engine, text);
    if (problem) throw new Error(this.#problem(problem));
    ++this.#seq;
    clearTimeout(this.#thinking);
    this.#thinking = null;
    this.#preview = null;
    this.#setupKey = typeof data.setup?.setup === 'string' ? data.setup.setup : this.#setup();
    this.#game = data.game;
    this.#modes = [];
    this.#sel.clear();
    this.#notice = null;
    this.#message = null;
    this.#save();
    this.#render();
  }
}

export function define(registry) {
  HeapGame.define('sg-heap-game', registry);
}
