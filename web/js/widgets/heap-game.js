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
import { SgElement, sheet, h, safeHref } from './base.js';
import { nimSumSheet, nimSumTable } from './nim-sum.js';
import { describeMove, joinList } from '../i18n.js';
import * as G from '../game.js';
import { moveList, copyText, download } from '../export.js';

const styles = sheet(`
  .bar { display: flex; flex-wrap: wrap; gap: .4em; align-items: center; margin-bottom: .6em; }
  .status { font-weight: 600; margin: .3em 0 .6em; min-height: 1.5em; }
  .heap { display: grid; grid-template-columns: minmax(7em, auto) 1fr; gap: .2em .8em; align-items: center;
          padding: .45em 0; border-bottom: 1px solid var(--sg-grid, #eef1f6); }
  @media (max-width: 520px) { .heap { grid-template-columns: 1fr; } }
  .heap .name { font-weight: 600; }
  .heap .name small { display: block; font-weight: 400; color: var(--sg-muted, #5b6475); }
  .stones { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; min-height: 2.4em; }
  .stone { display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box; cursor: pointer;
           width: 1.9em; height: 1.9em; min-height: 0; border-radius: 50%; padding: 0;
           background: radial-gradient(circle at 35% 30%, #fef3c7, var(--sg-stone, #d97706));
           border: 1px solid #92400e; }
  .stone.take { background: radial-gradient(circle at 35% 30%, #fee2e2, var(--sg-take, #dc2626)); border-color: #7f1d1d;
                transform: translateY(-2px); }
  .stone.gone { visibility: hidden; }
  .stone.idle { cursor: default; }
  .stones[role=slider] { border-radius: var(--sg-radius, 6px); padding: 3px; margin: -3px; }
  .stone.cut { box-shadow: -6px 0 0 -2px var(--sg-take, #dc2626); }
  /* The hinted move: a dashed outline and a star, not colour alone. */
  .stone.hinted { outline: 3px dashed var(--sg-hint, #1d4ed8); outline-offset: 1px; color: var(--sg-hint-mark, #1e3a8a);
                  font-size: 1em; line-height: 1; }
  .stone.hinted::after { content: "★"; font-size: .85em; }
  .stone.hint-cut { box-shadow: -6px 0 0 -2px var(--sg-hint, #1d4ed8); }
  .hint-mark { display: block; margin-top: .2em; font-size: .9em; font-weight: 600; color: var(--sg-hint-mark, #1e3a8a); }
  .kbd-help { font-size: .85em; margin: .4em 0 0; }
  .review { margin: .8em 0; padding: .6em .9em; border: 1px solid var(--sg-grid, #dde3ee); border-radius: var(--sg-radius, 6px); }
  .review h3 { margin: 0 0 .3em; font-size: 1.05em; }
  .review ol { margin: .4em 0; padding-left: 1.6em; }
  .review li { margin: .45em 0; }
  .review .expr { display: block; overflow-wrap: normal; }
  .verdict { font-weight: 600; }
  .verdict-gaveAway .verdict { color: var(--sg-bad, #b91c1c); }
  .verdict-kept .verdict { color: var(--sg-good, #047857); }
  .modes button[aria-checked="true"] { background: var(--sg-accent, #2563eb); color: var(--sg-on-accent, #fff); border-color: var(--sg-accent, #2563eb); }
  .empty { color: var(--sg-muted, #5b6475); font-style: italic; }
  .modes { display: flex; gap: .3em; flex-wrap: wrap; }
  .modes button { min-height: 1.8em; padding: .1em .5em; font-size: .9em; }
  .message { color: var(--sg-bad, #b91c1c); min-height: 1.3em; margin: .3em 0; }
  .hints { margin-top: .8em; padding: .6em .9em; background: var(--sg-note, #f3f6fc); border-radius: var(--sg-radius, 6px); }
  .hints .why { margin: .3em 0; }
  .result { margin: .8em 0; padding: .8em 1em; border-radius: var(--sg-radius, 6px); background: var(--sg-won-bg, #ecfdf5); border: 1px solid var(--sg-won-border, #6ee7b7);
            font-size: 1.15em; }
  .result.lost { background: var(--sg-lost-bg, #fef2f2); border-color: var(--sg-lost-border, #fca5a5); }
  ol.history { max-height: 12em; overflow: auto; margin: .3em 0; padding-left: 1.6em; font-size: .92em; }
  details { margin-top: .6em; }
`);


// The ways of pointing at a heap for a rule, from its kind and code.
function modesFor(info) {
  if (info.kind === 'grundy') return [{ kind: 'split' }];
  if (info.kind === 'lasker') return [{ kind: 'take' }, { kind: 'split' }];
  if (info.kind !== 'takeBreak') return [{ kind: 'take' }];
  // digits[k] is the code digit for taking k (from the engine, never the text).
  const digits = info.digits ?? [];
  const modes = [];
  digits.forEach((d, k) => { if (k > 0 && d) modes.push({ kind: 'knock', k }); });
  if (digits[0] & 4) modes.push({ kind: 'split' });
  return modes;
}

// The legal moves of a heap in a mode, in slider order: for taking from the
// end, fewest first; otherwise from the left. Each is the engine's move with
// the stones it points at.
const moveKey = (m) => `${m.taken}|${[...m.leaves].sort((a, b) => a - b).join(',')}`;
function optionsFor(legalMoves, mode, size) {
  const legal = new Map(legalMoves.map((m) => [moveKey(m), m]));
  const out = [];
  for (let j = 0; j < size; j++) {
    const p = pointedMove(mode, size, j);
    const m = !p.bad && legal.get(moveKey(p));
    if (m) out.push({ from: p.from, count: p.count, move: m });
  }
  return mode.kind === 'take' ? out.reverse() : out;
}

// The stones a move (the engine's {taken, leaves}) points at: count 0 is a
// split before stone `from`. Null for a move into three heaps.
function stonesOf(m, size) {
  const leaves = m.leaves ?? [];
  if (leaves.length === 0) return { from: 0, count: size };
  if (leaves.length <= 2) return { from: leaves[0], count: m.taken };
  return null;
}

// The move that pointing at stone j (0-based) makes in a mode.
function pointedMove(mode, size, j) {
  if (mode.kind === 'take') return { taken: size - j, leaves: j > 0 ? [j] : [], from: j, count: size - j };
  if (mode.kind === 'split') return { taken: 0, leaves: [j, size - j].filter((x) => x > 0), from: j, count: 0 };
  const left = j, right = size - j - mode.k;
  return { taken: mode.k, leaves: [left, right].filter((x) => x > 0), from: j, count: mode.k, bad: right < 0 };
}

class HeapGame extends SgElement {
  static sheets = [nimSumSheet, styles];
  static observedAttributes = ['heaps', 'rule', 'first', 'hints', 'misere', 'opponent', 'mistakes', 'lang'];

  #game = null;
  #modes = [];       // per heap: chosen mode index
  #message = null;   // () => text: an error or refusal, in the current language
  #notice = null;    // () => text
  #thinking = null;
  #setupKey = '';
  #built = false;
  #seq = 0;          // the latest of overlapping game loads wins
  #sel = new Map();  // per heap: the index of the move chosen by keyboard
  #view = null;      // what render() redraws
  #live = null;      // the live region, kept across renders so that moves are read out
  #focusNext = null; // the data-key to focus after the next render
  #review = null;    // {game, items}: the review of a finished game, computed once

  connectedCallback() {
    if (!this.#built) { this.#built = true; this.#restore(); } else this.#render();
  }

  disconnectedCallback() { clearTimeout(this.#thinking); }

  attributeChangedCallback(name) {
    if (!this.#built) return;
    if (['heaps', 'rule', 'first', 'misere'].includes(name) && this.#setup() !== this.#setupKey) this.newGame();
    else this.#render();
  }

  w(key, params) { return this.t(key, params); }

  get game() { return this.#game; }

  #components(engine) {
    return G.readPosition(engine, this.getAttribute('heaps') ?? '3,4,5', this.getAttribute('rule') ?? 'nim');
  }

  // A problem from G.checkHeaps / G.readSaved in the reader's language.
  #problem(p) { return this.w(p.key, p.params); }

  #setup() {
    return JSON.stringify([this.getAttribute('heaps'), this.getAttribute('rule'), this.getAttribute('first'), this.getAttribute('misere')]);
  }

  #save() {
    const key = this.getAttribute('save');
    if (!key || !this.#game) return;
    try { localStorage.setItem(key, G.serialize(this.#game, { setup: this.#setupKey })); } catch { /* storage full or disabled */ }
  }

  // A saved game is checked like a typed setup before it is used; a bad one
  // is removed from storage and said so, and a fresh game starts instead.
  async #restore() {
    const seq = ++this.#seq;
    const engine = await this.#engineOrError();
    if (!engine || seq !== this.#seq) return;
    const key = this.getAttribute('save');
    let text = null;
    try { text = key ? localStorage.getItem(key) : null; } catch { /* disabled */ }
    if (text) {
      const { data, problem } = G.readSaved(engine, text);
      if (!problem) {
        this.#game = data.game;
        this.#setupKey = typeof data.setup?.setup === 'string' ? data.setup.setup : this.#setup();
        this.#notice = () => this.w('saved');
        this.#render();
        return;
      }
      try { localStorage.removeItem(key); } catch { /* ignore */ }
      this.#notice = () => this.w('corrupt', { why: this.#problem(problem) });
    }
    await this.newGame({ keepNotice: true });
  }

  async #engineOrError() {
    try {
      return await this.engine();
    } catch (e) {
      this.root.replaceChildren(h('div', { class: 'error', role: 'alert' }, this.w('engineFailed', { why: this.err(e) })));
      return null;
    }
  }

  // Starts a game from the attributes. Heaps that cannot be played (a bad
  // rule or size, too many, misère past what the engine decides) are refused
  // with the reason inside the widget, and no game starts.
  async newGame({ keepNotice = false } = {}) {
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
    this.#message = problem ? () => `${this.w('errorPrefix')}: ${this.#problem(problem)}` : null;
    this.#game = G.newGame(problem ? [] : heaps, { first: this.getAttribute('first') === 'computer' ? 'computer' : 'human', misere });
    this.#modes = [];
    this.#sel.clear();
    if (!keepNotice) this.#notice = null;
    if (!problem) this.#save();
    await this.#render();
  }

  #play(player, i, move) {
    this.#game = G.applyMove(this.#game, player, i, move);
    this.#message = null;
    this.#sel.clear();
    this.announce = this.#sayMove(player, i, move);
    this.#say(this.announce);
    this.emit('sg-move', { player, heap: i, taken: move.taken, leaves: move.leaves });
    this.#save();
    this.#render();
  }

  // "You took 3 from heap 2, leaving 4." in the reader's language.
  #sayMove(player, i, move) {
    const params = { who: this.w(player === 'human' ? 'sayYou' : 'sayComputer'), taken: move.taken, i: i + 1 };
    const leaves = move.leaves;
    if (leaves.length === 0) return this.w('sayTookAll', params);
    if (leaves.length === 1) return this.w('sayTook', { ...params, left: leaves[0] });
    const list = this.uiLang === 'zh' ? leaves.join('、')
      : leaves.length > 2 ? `${leaves.slice(0, -1).join(', ')} ${this.w('andWord')} ${leaves.at(-1)}` : leaves.join(` ${this.w('andWord')} `);
    return this.w(move.taken ? 'sayTookSplit' : 'saySplit', { ...params, leaves: list, count: leaves.length });
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
    const heap = [...this.root.querySelectorAll('[data-key^="heap:"][tabindex="0"]')][0];
    heap?.focus();
    return Boolean(heap);
  }

  async #computerTurn() {
    if (this.#thinking || this.#game.turn !== 'computer') return;
    this.#thinking = 'choosing';  // set before any await: one computer move at a time
    const engine = await this.engine();
    let choice;
    try {
      if (G.isOver(engine, this.#game)) { this.#thinking = null; return; }
      choice = G.chooseMove(engine, this.#game, {
        opponent: this.getAttribute('opponent') ?? 'perfect', rate: Number(this.getAttribute('mistakes') ?? 25) / 100 });
    } catch (e) {
      // Said, not retried on every render: #thinking stays set until New game or Undo.
      this.#thinking = 'failed';
      this.#message = () => `${this.w('errorPrefix')}: ${this.err(e)}`;
      this.#render();
      return;
    }
    // A short visible pause, showing what the computer is about to take.
    this.#preview = choice;
    this.#thinking = setTimeout(() => {
      this.#thinking = null;
      this.#preview = null;
      if (choice && this.#game.turn === 'computer') this.#play('computer', choice.heap, choice.move);
    }, Number(this.getAttribute('delay') ?? 700));
    this.#render();
  }

  #preview = null;

  async #humanPoint(i, j) {
    const engine = await this.engine();
    if (G.isOver(engine, this.#game)) { this.#message = () => this.w('over'); this.#render(); return; }
    if (this.#game.turn !== 'human') { this.#message = () => this.w('notYourTurn'); this.#render(); return; }
    const heap = this.#game.heaps[i];
    const modes = modesFor(engine.ruleInfo(heap.rule));
    const mode = modes[this.#modes[i] ?? 0];
    const m = pointedMove(mode, heap.size, j);
    const legal = !m.bad && G.findMove(engine, this.#game, i, m);
    if (!legal) {
      const list = G.movesOf(engine, heap).slice(0, 6).map((mv) => describeMove(this.uiLang, mv, heap.size));
      this.#message = () => this.w('illegal', { rule: heap.rule, moves: list.length ? joinList(this.uiLang, list) : '—' });
      this.#render();
      return;
    }
    this.#play('human', i, legal);
  }

  async #humanMove(i, move) {
    const engine = await this.engine();
    if (G.isOver(engine, this.#game)) { this.#message = () => this.w('over'); this.#render(); return; }
    if (this.#game.turn !== 'human') { this.#message = () => this.w('notYourTurn'); this.#render(); return; }
    this.#play('human', i, move);
  }

  async #render() {
    const engine = await this.engine();
    if (!this.#game) return;
    try {
      this.#draw(engine);
    } catch (e) {
      // Whatever went wrong shows inside the widget, never as a blank box.
      this.root.replaceChildren(h('div', { class: 'message', role: 'alert' }, `${this.w('errorPrefix')}: ${this.err(e)}`),
        h('button', { type: 'button', name: 'new', onclick: () => this.newGame() }, this.w('newGame')));
    }
  }

  #draw(engine) {
    const game = this.#game;
    const view = this.#frame();
    // What had focus is found again after the redraw (by its data-key), so
    // keyboard play never drops back to the page.
    const focusKey = this.#focusNext ?? this.root.activeElement?.closest?.('[data-key]')?.dataset.key ?? null;
    this.#focusNext = null;
    const message = h('div', { class: 'message', role: 'alert', part: 'message' }, this.#message?.() ?? '');
    if (game.heaps.length === 0) {
      // No game started (the setup was refused): the reason, and a way to try again.
      view.replaceChildren(h('div', { class: 'bar', part: 'toolbar' },
        h('button', { type: 'button', name: 'new', 'data-key': 'new', onclick: () => this.newGame() }, this.w('newGame'))),
      this.#notice ? h('div', { class: 'muted', role: 'status', part: 'notice' }, this.#notice()) : '', message);
      return;
    }
    const over = G.isOver(engine, game);
    const hints = this.getAttribute('hints') === 'on';
    let a = null, aError = null;
    if (hints && !over) { try { a = G.analysis(engine, game); } catch (e) { aError = e; } }
    // The hinted move is drawn on the board on the reader's turn only.
    const hint = a && game.turn === 'human' && !this.#preview && a.status !== 'unavailable' ? a.winningMoves[0] ?? null : null;
    const bar = h('div', { class: 'bar', part: 'toolbar' },
      h('button', { type: 'button', name: 'new', 'data-key': 'new', onclick: () => this.newGame() }, this.w('newGame')),
      h('button', { type: 'button', name: 'undo', 'data-key': 'undo', disabled: game.history.length === 0, onclick: () => this.#undo() }, `↶ ${this.w('undo')}`),
      h('button', { type: 'button', name: 'redo', 'data-key': 'redo', disabled: game.future.length === 0, onclick: () => this.#redo() }, `↷ ${this.w('redo')}`),
      h('button', { type: 'button', name: 'hints', 'data-key': 'hints', 'aria-pressed': String(hints),
        onclick: () => this.setAttribute('hints', hints ? 'off' : 'on') }, hints ? this.w('hintsOff') : this.w('hintsOn')),
      h('span', { class: 'muted' }, game.misere ? this.w('misereOnLabel') : this.w('misereOff')));
    const status = h('div', { class: 'status', role: 'status' },
      over ? '' : game.turn === 'human' ? this.w('yourTurn') : this.w('thinking'));
    const help = h('p', { class: 'muted kbd-help', id: 'kbd-help' }, this.w('kbdHelp'));
    const board = h('div', { part: 'board' }, game.heaps.map((heap, i) => this.#heapRow(engine, heap, i, over, hint?.component === i ? hint : null)));
    const parts = [bar];
    if (this.#notice) parts.push(h('div', { class: 'muted', role: 'status', part: 'notice' }, this.#notice()));
    parts.push(status, board, over ? '' : help, message);
    if (over && game.history.length) {
      const win = G.winner(game);
      const key = win === 'human' ? (game.misere ? 'youWinMisere' : 'youWin') : game.misere ? 'computerWinsMisere' : 'computerWins';
      parts.push(h('div', { class: `result${win === 'human' ? '' : ' lost'}`, part: 'result', role: 'status', tabindex: '-1' }, this.w(key)));
      parts.push(this.#reviewBox(engine, game));
      if (this.lastOver !== game.history.length) {
        this.lastOver = game.history.length;
        this.emit('sg-gameover', { winner: win });
      }
    }
    if (hints && !over) parts.push(this.#hints(game, a, aError));
    parts.push(this.#history(game));
    view.replaceChildren(...parts);
    if (focusKey) this.#refocus(focusKey, game, over);
    if (!over && game.turn === 'computer') this.#computerTurn();
  }

  // Focus back on what had it: a heap, else the next heap with stones, else
  // (the game is over) the result; a button that is gone or disabled hands
  // focus to the board.
  #refocus(key, game, over) {
    const find = (k) => this.root.querySelector(`[data-key="${k}"]`);
    let el = null;
    const heap = /^heap:(\d+)$/.exec(key);
    if (heap) {
      const n = game.heaps.length, i = Number(heap[1]);
      for (let d = 0; d < n && !el && !over; d++) if (game.heaps[(i + d) % n].size > 0) el = find(`heap:${(i + d) % n}`);
      el ??= this.root.querySelector('[part=result]');
    } else {
      el = find(key);
      if (!el || el.disabled) el = null;
    }
    if (el) el.focus();
    else this.focusBoard();
  }

  #heapRow(engine, heap, i, over, hint) {
    let info, legalMoves;
    try { info = engine.ruleInfo(heap.rule); legalMoves = G.movesOf(engine, heap); } catch (e) {
      return h('div', { class: 'heap' }, h('div', { class: 'name' }, this.w('heapName', { i: i + 1 })), h('div', { class: 'error' }, this.err(e)));
    }
    const lang = this.uiLang;
    const modes = modesFor(info);
    const modeIndex = modes[this.#modes[i] ?? 0] ? this.#modes[i] ?? 0 : 0;
    const mode = modes[modeIndex];
    const options = optionsFor(legalMoves, mode, heap.size);
    if ((this.#sel.get(i) ?? -1) >= options.length) this.#sel.delete(i);
    const myTurn = !over && this.#game.turn === 'human';
    const hinted = hint ? stonesOf(hint, heap.size) : null;
    const hintId = `hint-mark-${i}`;
    const label = this.w('heapLabel', { i: i + 1, n: heap.size, rule: heap.rule });
    // The heap is one Tab stop: a slider over its legal moves.
    const stones = heap.size > 0 ? h('div', { class: 'stones', role: 'slider', tabindex: over ? '-1' : '0', 'data-key': `heap:${i}`,
      'aria-label': label, 'aria-valuemin': '0', 'aria-valuemax': String(options.length),
      'aria-describedby': hint ? `${hintId} kbd-help` : 'kbd-help',
      onkeydown: (e) => this.#key(e, i, options, paint) }) : h('div', { class: 'stones' });
    const preview = this.#preview?.heap === i ? stonesOf(this.#preview.move, heap.size) : null;
    // Draws what is chosen (a stone pointed at, else the keyboard's choice, and
    // the computer's coming move over both) and says it to assistive technology.
    const paint = (pointed = null) => {
      const sel = this.#sel.get(i);
      const chosen = preview ?? pointed ?? (sel != null ? options[sel] : null);
      stones.querySelectorAll('.stone').forEach((s, k) => {
        s.classList.toggle('take', Boolean(chosen) && k >= chosen.from && k < chosen.from + chosen.count);
        s.classList.toggle('cut', Boolean(chosen) && chosen.count === 0 && k === chosen.from);
      });
      if (heap.size === 0) return;
      stones.setAttribute('aria-valuenow', String(sel == null ? 0 : sel + 1));
      const m = sel == null ? null : options[sel].move;
      stones.setAttribute('aria-valuetext', !options.length ? this.w('noMoveHere') : !m ? this.w('nothingChosen')
        : m.leaves.length === 1 ? this.w('chosenLeaving', { move: describeMove(lang, m, heap.size), left: m.leaves[0] }) : describeMove(lang, m, heap.size));
    };
    for (let j = 0; j < heap.size; j++) {
      const m = pointedMove(mode, heap.size, j);
      const what = describeMove(lang, m, heap.size);
      const isHinted = hinted && (hinted.count ? j >= hinted.from && j < hinted.from + hinted.count : false);
      // The slider around them is the accessible control (a control may not hold
      // others); the stones are for pointers, and say what pointing does as a title.
      const b = h('span', { part: 'stone', title: this.w('stone', { i: i + 1, j: j + 1, what }),
        class: `stone${isHinted ? ' hinted' : ''}${hinted && !hinted.count && j === hinted.from ? ' hinted hint-cut' : ''}${myTurn ? '' : ' idle'}`,
        onclick: () => this.#humanPoint(i, j),
        onpointerenter: () => paint({ from: m.from, count: Math.max(m.count, mode.kind === 'split' ? 0 : 1) }),
        onpointerleave: () => paint() });
      stones.append(b);
    }
    if (heap.size === 0) stones.append(h('span', { class: 'empty' }, this.w('emptyHeap')));
    paint();
    // More than one way of moving (take-and-break rules): a radio group, one
    // Tab stop, arrows choose.
    const modeBar = modes.length > 1 ? h('div', { class: 'modes', role: 'radiogroup', 'aria-label': this.w('modeGroup', { i: i + 1 }) },
      h('span', { class: 'muted', 'aria-hidden': 'true' }, this.w('mode')),
      ...modes.map((md, k) => h('button', { type: 'button', role: 'radio', 'aria-checked': String(k === modeIndex),
        tabindex: k === modeIndex ? '0' : '-1', 'data-key': `mode:${i}:${k}`,
        onclick: () => this.#chooseMode(i, k),
        onkeydown: (e) => {
          const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
          if (!step) return;
          e.preventDefault();
          this.#chooseMode(i, (k + step + modes.length) % modes.length);
        } },
      md.kind === 'take' ? this.w('modeTake') : md.kind === 'split' ? this.w('modeSplit') : this.w('modeKnock', { k: md.k })))) : '';
    const mark = hint ? h('span', { class: 'hint-mark', part: 'hint-mark', id: hintId }, `★ ${this.w('hintMark', { move: describeMove(lang, hint, heap.size) })}`) : '';
    return h('div', { class: 'heap', part: 'heap' },
      h('div', { class: 'name' }, this.w('heapName', { i: i + 1 }), h('small', {}, `${heap.rule} · ${heap.size}`), mark),
      h('div', {}, stones, modeBar));
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
    const n = options.length, sel = this.#sel.get(i);
    const next = {
      ArrowRight: sel == null ? 0 : sel + 1, ArrowUp: sel == null ? 0 : sel + 1,
      ArrowLeft: sel == null ? 0 : sel - 1, ArrowDown: sel == null ? 0 : sel - 1,
      Home: 0, End: n - 1 }[e.key];
    if (next !== undefined) {
      e.preventDefault();
      if (n) { this.#sel.set(i, Math.max(0, Math.min(n - 1, next))); paint(); }
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
      this.#humanMove(i, options[sel].move);
    }
  }

  #hints(game, a, error) {
    const box = h('div', { class: 'hints', part: 'hints' });
    if (error) {
      box.append(h('div', { class: 'error', role: 'alert' }, `${this.w('errorPrefix')}: ${this.err(error)}`));
      return box;
    }
    const lang = this.uiLang;
    // Links go to http(s) or relative addresses only; anything else gets no link.
    const learn = this.hasAttribute('learn-href') ? safeHref(this.getAttribute('learn-href'), null) : 'index.html';
    // The words first, next to the board; the table of values after them.
    const values = [h('strong', {}, this.w('values')),
      nimSumTable(lang, a.components.map((c, i) => ({ label: `${this.w('heapName', { i: i + 1 })} (${c.rule}: ${c.heap})`, value: c.sg })))];
    const links = learn === null ? '' : h('ul', {}, a.components.filter((c) => c.heap > 0).map((c) => h('li', {},
      h('a', { href: `${learn}#mode=table&rule=${encodeURIComponent(c.rule)}&n=${c.heap}&x=${c.heap}&lang=${lang}`, target: '_blank', rel: 'noopener' },
        this.w('learnLink', { rule: c.rule, n: c.heap })))));
    const onBoard = game.turn === 'human' ? `${lang === 'zh' ? '' : ' '}${this.w('hintOnBoard')}` : '';
    if (game.misere) {
      if (a.status === 'unavailable') { box.append(h('p', { class: 'why' }, this.w('misereUnavailable', { reason: { key: `misere.${a.method}` } }))); return box; }
      box.append(h('p', { class: 'why' }, this.w(a.outcome === 'N' ? 'misereWinning' : 'misereLosing')));
      const m = a.winningMoves[0];
      if (m) box.append(h('p', { class: 'why', part: 'hint-move' }, this.w('misereMove', { i: m.component + 1, move: describeMove(lang, m, m.heap) }) + onBoard));
      else box.append(h('p', { class: 'why', part: 'hint-none' }, this.w('noHintMove')));
      box.append(h('p', { class: 'muted' }, this.w('misereHint', { reason: { key: `misere.${a.method}` } })), ...values, links);
      return box;
    }
    box.append(h('p', { class: 'why' }, a.outcome === 'N' ? this.w('winning', { s: a.nimSum }) : this.w('losing')));
    const m = a.winningMoves[0];
    if (m) box.append(h('p', { class: 'why', part: 'hint-move' }, this.w('hintMove', {
      i: m.component + 1, move: describeMove(lang, m, m.heap), from: a.components[m.component].sg, to: m.value }) + onBoard));
    else box.append(h('p', { class: 'why', part: 'hint-none' }, this.w('noHintMove')));
    box.append(...values, links);
    return box;
  }

  // The review of a finished game: each of the reader's moves with the
  // engine's values before and after it, and what it did.
  #reviewBox(engine, game) {
    const box = h('section', { class: 'review', part: 'review', 'aria-labelledby': 'review-title' },
      h('h3', { id: 'review-title' }, this.w('reviewTitle')));
    let items;
    try {
      if (this.#review?.game !== game) this.#review = { game, items: G.review(engine, game) };
      items = this.#review.items;
    } catch (e) {
      box.append(h('div', { class: 'error', role: 'alert' }, `${this.w('errorPrefix')}: ${this.err(e)}`));
      return box;
    }
    if (!items.length) { box.append(h('p', { class: 'muted' }, this.w('reviewNone'))); return box; }
    const lang = this.uiLang;
    const methods = [...new Set(items.flatMap((r) => [r.before.method, r.after.method]).filter(Boolean))];
    box.append(h('p', { class: 'muted', part: 'review-method' }, game.misere
      ? this.w('reviewMisere', { reason: methods.map((m) => this.w(`misere.${m}`)).join(' ') }) : this.w('reviewNormal')));
    const count = (v) => items.filter((r) => r.verdict === v).length;
    box.append(h('p', { part: 'review-summary' }, this.w('reviewSummary', { kept: count('kept'), gave: count('gaveAway'), lost: count('alreadyLost') })));
    // "3 ⊕ 4 ⊕ 5 = 2 (N)": the engine's values, the first 12 of a long sum.
    const sum = (a) => {
      const vals = a.components.map((c) => c.sg);
      const shown = vals.length > 12 ? [...vals.slice(0, 12), '…'] : vals;
      return this.w('reviewSum', { values: shown.join(' ⊕ '), s: a.nimSum, o: a.outcome ?? '?' });
    };
    const symbol = { kept: '✓', gaveAway: '✗', alreadyLost: '–', unknown: '?' };
    const list = h('ol', {}, items.map((r) => h('li', { class: `verdict-${r.verdict}`, part: 'review-item' },
      h('div', {}, this.w('reviewMove', { n: r.index + 1, i: r.heap + 1, move: describeMove(lang, r.move, r.size) })),
      h('div', { class: 'expr', part: 'review-values' }, h('span', { class: 'mono' }, this.w('reviewLine', { before: sum(r.before), after: sum(r.after) })),
        h('span', { class: 'verdict' }, `${symbol[r.verdict]} ${this.w(`verdict.${r.verdict}`)}`)),
      r.better ? h('div', { class: 'muted' }, this.w('reviewBetter', { i: r.better.component + 1, move: describeMove(lang, r.better, r.better.heap) })) : '')));
    box.append(list);
    return box;
  }

  #history(game) {
    const list = h('ol', { class: 'history' }, game.history.map((e) => {
      const heapSize = e.before[e.heap].size;
      return h('li', {}, this.w('historyLine', { who: this.w(e.player === 'human' ? 'you' : 'computer'), i: e.heap + 1,
        move: describeMove(this.uiLang, e.move, heapSize) }));
    }));
    const lines = () => game.history.map((e) => this.w('historyLine', { who: this.w(e.player === 'human' ? 'you' : 'computer'),
      i: e.heap + 1, move: describeMove(this.uiLang, e.move, e.before[e.heap].size) }));
    const exportBar = h('div', { class: 'bar' },
      h('button', { type: 'button', name: 'copy-moves', disabled: !game.history.length,
        onclick: async () => { if (!(await copyText(moveList(lines())))) download(moveList(lines()), 'sg-game-moves.txt', 'text/plain'); } },
      this.w('copyMoves')),
      h('button', { type: 'button', name: 'download-moves', disabled: !game.history.length,
        onclick: () => download(moveList(lines()), 'sg-game-moves.txt', 'text/plain') }, this.w('downloadMoves')));
    return h('details', { open: game.history.length > 0 ? true : null, part: 'history' }, h('summary', {}, this.w('historyTitle')), list, exportBar);
  }

  // Undo goes back to the human's previous turn (past the computer's reply).
  #undo() {
    clearTimeout(this.#thinking);
    this.#thinking = null;
    this.#preview = null;
    let g = G.undo(this.#game);
    // Back past the computer's reply; if the computer moved first it moves again.
    while (g.turn === 'computer' && g.history.length) g = G.undo(g);
    this.#game = g;
    this.#message = null;
    this.#save();
    this.#render();
  }

  #redo() {
    let g = G.redo(this.#game);
    while (g.turn === 'computer' && g.future.length) g = G.redo(g);
    this.#game = g;
    this.#save();
    this.#render();
  }

  // The game as text for a link (#game=...), and back. A link is checked like
  // a typed setup; a bad one throws an Error saying why, in the reader's
  // language, and leaves the game on the board as it was.
  shareText() { return G.serialize(this.#game, { setup: this.#setupKey }); }
  async loadShared(text) {
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

export function define(registry) { HeapGame.define('sg-heap-game', registry); }
