// <sg-heap-game heaps="3,4,5" rule="nim" first="human|computer" hints="on|off"
//               misere="on|off" opponent="perfect|mistakes|random" mistakes="25"
//               save="storage-key" learn-href="index.html" lang="en">
// A heap game against the computer. heaps is either sizes with one rule
// ("3,4,5" + rule) or components ("1..3:5 odd:7 nim:3"). Moves are made by
// pointing at the stones to take (or where a row breaks). Events: sg-move
// {player, heap, taken, leaves}, sg-gameover {winner}.
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
  .stone { width: 1.9em; height: 1.9em; min-height: 0; border-radius: 50%; padding: 0;
           background: radial-gradient(circle at 35% 30%, #fef3c7, var(--sg-stone, #d97706));
           border: 1px solid #92400e; }
  .stone.take { background: radial-gradient(circle at 35% 30%, #fee2e2, var(--sg-take, #dc2626)); border-color: #7f1d1d;
                transform: translateY(-2px); }
  .stone.gone { visibility: hidden; }
  .empty { color: var(--sg-muted, #5b6475); font-style: italic; }
  .modes { display: flex; gap: .3em; flex-wrap: wrap; }
  .modes button { min-height: 1.8em; padding: .1em .5em; font-size: .9em; }
  .message { color: var(--sg-bad, #b91c1c); min-height: 1.3em; margin: .3em 0; }
  .hints { margin-top: .8em; padding: .6em .9em; background: var(--sg-note, #f3f6fc); border-radius: var(--sg-radius, 6px); }
  .hints .why { margin: .3em 0; }
  .result { margin: .8em 0; padding: .8em 1em; border-radius: var(--sg-radius, 6px); background: #ecfdf5; border: 1px solid #6ee7b7;
            font-size: 1.15em; }
  .result.lost { background: #fef2f2; border-color: #fca5a5; }
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
    if (!keepNotice) this.#notice = null;
    if (!problem) this.#save();
    this.#render();
  }

  #play(player, i, move) {
    this.#game = G.applyMove(this.#game, player, i, move);
    this.#message = null;
    const name = this.w(player === 'human' ? 'you' : 'computer');
    const rest = move.leaves.length ? this.w('leavesRest', { leaves: move.leaves.join(' + ') }) : '';
    this.announce = this.w('announceMove', { who: name, taken: move.taken, i: i + 1, rest });
    this.emit('sg-move', { player, heap: i, taken: move.taken, leaves: move.leaves });
    this.#save();
    this.#render();
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
    const message = h('div', { class: 'message', role: 'alert', part: 'message' }, this.#message?.() ?? '');
    if (game.heaps.length === 0) {
      // No game started (the setup was refused): the reason, and a way to try again.
      this.root.replaceChildren(h('div', { class: 'bar', part: 'toolbar' },
        h('button', { type: 'button', name: 'new', onclick: () => this.newGame() }, this.w('newGame'))),
      this.#notice ? h('div', { class: 'muted', role: 'status', part: 'notice' }, this.#notice()) : '', message);
      return;
    }
    const over = G.isOver(engine, game);
    const hints = this.getAttribute('hints') === 'on';
    const bar = h('div', { class: 'bar', part: 'toolbar' },
      h('button', { type: 'button', name: 'new', onclick: () => this.newGame() }, this.w('newGame')),
      h('button', { type: 'button', name: 'undo', disabled: game.history.length === 0, onclick: () => this.#undo() }, `↶ ${this.w('undo')}`),
      h('button', { type: 'button', name: 'redo', disabled: game.future.length === 0, onclick: () => this.#redo() }, `↷ ${this.w('redo')}`),
      h('button', { type: 'button', name: 'hints', 'aria-pressed': String(hints),
        onclick: () => this.setAttribute('hints', hints ? 'off' : 'on') }, hints ? this.w('hintsOff') : this.w('hintsOn')),
      h('span', { class: 'muted' }, game.misere ? this.w('misereOnLabel') : this.w('misereOff')));
    const status = h('div', { class: 'status', role: 'status' },
      over ? '' : game.turn === 'human' ? this.w('yourTurn') : this.w('thinking'));
    const board = h('div', { part: 'board' }, game.heaps.map((heap, i) => this.#heapRow(engine, heap, i, over)));
    const parts = [bar];
    if (this.#notice) parts.push(h('div', { class: 'muted', role: 'status', part: 'notice' }, this.#notice()));
    parts.push(status, board, message);
    if (over && game.history.length) {
      const win = G.winner(game);
      const key = win === 'human' ? (game.misere ? 'youWinMisere' : 'youWin') : game.misere ? 'computerWinsMisere' : 'computerWins';
      parts.push(h('div', { class: `result${win === 'human' ? '' : ' lost'}`, part: 'result', role: 'status' }, this.w(key)));
      if (this.lastOver !== game.history.length) {
        this.lastOver = game.history.length;
        this.emit('sg-gameover', { winner: win });
      }
    }
    if (hints && !over) parts.push(this.#hints(engine, game));
    parts.push(this.#history(game));
    parts.push(h('div', { class: 'sr-only', 'aria-live': 'polite' }, this.announce ?? ''));
    this.root.replaceChildren(...parts);
    if (!over && game.turn === 'computer') this.#computerTurn();
  }

  #heapRow(engine, heap, i, over) {
    let info;
    try { info = engine.ruleInfo(heap.rule); } catch (e) {
      return h('div', { class: 'heap' }, h('div', { class: 'name' }, this.w('heapName', { i: i + 1 })), h('div', { class: 'error' }, this.err(e)));
    }
    const modes = modesFor(info);
    const mode = modes[this.#modes[i] ?? 0] ?? modes[0];
    const stones = h('div', { class: 'stones', role: 'group', 'aria-label': this.w('heapName', { i: i + 1 }) });
    const preview = this.#preview?.heap === i ? this.#preview.move : null;
    const mark = (from, count) => stones.querySelectorAll('.stone').forEach((s, k) => s.classList.toggle('take', k >= from && k < from + count));
    for (let j = 0; j < heap.size; j++) {
      const m = pointedMove(mode, heap.size, j);
      const what = describeMove(this.uiLang, m, heap.size);
      const b = h('button', { type: 'button', class: 'stone', part: 'stone', 'aria-label': this.w('stone', { i: i + 1, j: j + 1, what }),
        disabled: over || this.#game.turn !== 'human' ? true : null,
        onclick: () => this.#humanPoint(i, j),
        onpointerenter: () => mark(m.from, Math.max(m.count, mode.kind === 'split' ? 0 : 1)),
        onpointerleave: () => mark(0, 0), onfocus: () => mark(m.from, m.count), onblur: () => mark(0, 0),
        onkeydown: (e) => {
          const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
          if (step) { e.preventDefault(); stones.children[Math.max(0, Math.min(heap.size - 1, j + step))]?.focus(); }
        } });
      stones.append(b);
    }
    if (preview) {
      // Show the computer's coming move: the stones it takes.
      const take = preview.leaves.length === 0 ? heap.size : preview.taken;
      const from = preview.leaves.length === 2 ? preview.leaves[0] : heap.size - take;
      [...stones.children].forEach((s, k) => s.classList.toggle('take', k >= from && k < from + take));
    }
    if (heap.size === 0) stones.append(h('span', { class: 'empty' }, this.w('emptyHeap')));
    const modeBar = modes.length > 1 ? h('div', { class: 'modes', role: 'group', 'aria-label': this.w('mode') }, h('span', { class: 'muted' }, this.w('mode')),
      ...modes.map((md, k) => h('button', { type: 'button', 'aria-pressed': String(md === mode),
        onclick: () => { this.#modes[i] = k; this.#render(); } },
      md.kind === 'take' ? this.w('modeTake') : md.kind === 'split' ? this.w('modeSplit') : this.w('modeKnock', { k: md.k })))) : '';
    return h('div', { class: 'heap', part: 'heap' },
      h('div', { class: 'name' }, this.w('heapName', { i: i + 1 }), h('small', {}, `${heap.rule} · ${heap.size}`)),
      h('div', {}, stones, modeBar));
  }

  #hints(engine, game) {
    const box = h('div', { class: 'hints', part: 'hints' });
    let a;
    try { a = G.analysis(engine, game); } catch (e) {
      box.append(h('div', { class: 'error', role: 'alert' }, `${this.w('errorPrefix')}: ${this.err(e)}`));
      return box;
    }
    const lang = this.uiLang;
    // Links go to http(s) or relative addresses only; anything else gets no link.
    const learn = this.hasAttribute('learn-href') ? safeHref(this.getAttribute('learn-href'), null) : 'index.html';
    box.append(h('strong', {}, this.w('values')),
      nimSumTable(lang, a.components.map((c, i) => ({ label: `${this.w('heapName', { i: i + 1 })} (${c.rule}: ${c.heap})`, value: c.sg }))));
    const links = learn === null ? '' : h('ul', {}, a.components.filter((c) => c.heap > 0).map((c) => h('li', {},
      h('a', { href: `${learn}#mode=table&rule=${encodeURIComponent(c.rule)}&n=${c.heap}&x=${c.heap}&lang=${lang}`, target: '_blank', rel: 'noopener' },
        this.w('learnLink', { rule: c.rule, n: c.heap })))));
    if (game.misere) {
      if (a.status === 'unavailable') { box.append(h('p', { class: 'why' }, this.w('misereUnavailable', { reason: { key: `misere.${a.method}` } }))); return box; }
      box.append(h('p', { class: 'why' }, this.w(a.outcome === 'N' ? 'misereWinning' : 'misereLosing')),
        h('p', { class: 'muted' }, this.w('misereHint', { reason: { key: `misere.${a.method}` } })));
      const m = a.winningMoves[0];
      if (m) box.append(h('p', { class: 'why', part: 'hint-move' }, this.w('misereMove', { i: m.component + 1, move: describeMove(lang, m, m.heap) })));
      box.append(links);
      return box;
    }
    box.append(h('p', { class: 'why' }, a.outcome === 'N' ? this.w('winning', { s: a.nimSum }) : this.w('losing')));
    const m = a.winningMoves[0];
    if (m) box.append(h('p', { class: 'why', part: 'hint-move' }, this.w('hintMove', {
      i: m.component + 1, move: describeMove(lang, m, m.heap), from: a.components[m.component].sg, to: m.value })));
    box.append(links);
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
    this.#notice = null;
    this.#message = null;
    this.#save();
    this.#render();
  }
}

export function define(registry) { HeapGame.define('sg-heap-game', registry); }
