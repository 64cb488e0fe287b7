// One game against the computer, whatever is played (heaps, positions of the
// game language, tokens on a graph, Hackenbush boards): whose turn it is, the
// moves made, the computer's pause and choice, and the end. Every fact comes
// from the engine through two calls the widget hands in:
//   analyse(position, history) -> Promise<play>   the engine's play analysis
//     (schema "play"), given the texts of the earlier positions with the same
//     player to move, so that the engine says when the game ends (play.end);
//   next(play, option) -> position                the position a move leaves,
//     as the engine applies it.
// and, where a board needs them, two more:
//   optionsOf(play, component) -> options         every move of one part (the
//     engine cuts a long sum's option list short; a board may list a part's
//     own moves past the cut), the list a saved move's index counts in;
//   choices(play) -> play                         what the computer chooses from.
// No DOM: a widget draws the loop's state after each change (onChange) and
// says each move (onMove). A newer start() drops what an older game was
// still waiting for.
import { chooseOption, historyOf, winnerOf } from './play.js';

/** @typedef {import('../engine/engine.d.ts').PlayAnalysis} PlayAnalysis */
/** @typedef {import('../engine/engine.d.ts').PlayOption} PlayOption */
/** @typedef {'human' | 'computer'} Player */
/** @typedef {{player: Player, option: PlayOption, before: PlayAnalysis, after: string}} Entry */
/** @typedef {{player: Player, component?: number, index: number, position?: string}} SavedMove */

const other = (/** @type {Player} */ p) => (p === 'human' ? 'computer' : 'human');

export class PlayLoop {
  /** @type {PlayAnalysis | null} the engine's analysis of the position now */
  play = null;
  /** @type {Entry[]} the moves made, with the analysis each was chosen from */
  record = [];
  /** @type {Player} */
  turn = 'human';
  busy = false; // a move is being analysed, or the computer is thinking
  /** @type {PlayOption | null} the computer's move, chosen, during its pause */
  coming = null;
  /** @type {{entry: Entry, after: PlayAnalysis}[]} moves taken back, the latest first */
  #undone = [];
  #texts = []; // every position's text so far (the game's history)
  #run = 0;
  #analyse;
  #next;
  #optionsOf;
  #choices;
  #onChange;
  #onMove;
  #wait;

  /**
   * @param {{
   *   analyse: (position: any, history: string[]) => Promise<PlayAnalysis>,
   *   next: (play: PlayAnalysis, option: PlayOption) => any,
   *   optionsOf?: (play: PlayAnalysis, component: number) => PlayOption[],
   *   choices?: (play: PlayAnalysis) => PlayAnalysis,
   *   onChange?: () => void,
   *   onMove?: (entry: Entry) => void,
   *   wait?: (ms: number) => Promise<void>,
   * }} calls
   */
  constructor({ analyse, next, optionsOf, choices, onChange = () => {}, onMove = () => {}, wait }) {
    this.#analyse = analyse;
    this.#next = next;
    this.#optionsOf = optionsOf ?? ((play, i) => play.options.filter((o) => o.component === i));
    this.#choices = choices ?? ((play) => play);
    this.#onChange = onChange;
    this.#onMove = onMove;
    this.#wait = wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  // The engine says the game ends here: no move is left, or a position came up three times.
  get over() {
    return Boolean(this.play?.end);
  }
  get drawn() {
    return this.play?.end?.winner === 'none';
  }
  // 'human', 'computer', 'none' (a draw), or null while the game goes on.
  get winner() {
    return winnerOf(this.play?.end, this.turn);
  }
  get inProgress() {
    return this.record.length > 0 && !this.over;
  }
  get humanToMove() {
    return !this.over && !this.busy && this.turn === 'human';
  }

  // A new game at `position`, `first` to move. False when a newer game
  // replaced this one meanwhile (its analysis is dropped).
  /** @param {any} position @param {{first?: Player}} [options] */
  async start(position, { first = 'human' } = {}) {
    const run = ++this.#run;
    this.play = null;
    this.record = [];
    this.#undone = [];
    this.#texts = [];
    this.busy = false;
    this.coming = null;
    if (!(await this.#analysed(position, run))) return false;
    this.turn = first;
    return true;
  }

  // Moves made again at once (a saved game's, as `moves` gives them: the
  // index of each among its part's moves, and the position it left),
  // `before(play)` called ahead of each. Stops at a move that is not there,
  // that leaves another position than the one saved (it is taken back), or at
  // the end. (A move without its part counts in all of the options.) False
  // when a newer game replaced this one meanwhile.
  /** @param {SavedMove[]} moves @param {(play: PlayAnalysis) => void} [before] */
  async replay(moves, before = () => {}) {
    const run = this.#run;
    for (const m of moves) {
      if (!this.play || this.over) break;
      const options = m.component === undefined ? this.play.options : this.#optionsOf(this.play, m.component);
      const option = options[m.index];
      if (!option) break;
      before(this.play);
      if (!(await this.#made(this.turn, option, run))) return false;
      if (m.position !== undefined && this.play.text !== m.position) {
        this.#takeBack();
        this.#undone = [];
        break;
      }
    }
    return true;
  }

  get canUndo() {
    return this.record.length > 0;
  }
  get canRedo() {
    return this.#undone.length > 0;
  }

  // Back to the reader's previous turn: their last move taken back, and the
  // computer's reply to it (when the computer moved first, back to its first
  // move, which it makes again). A move the computer was about to make is dropped.
  undoTurn() {
    this.stop();
    this.coming = null;
    if (!this.canUndo) return;
    this.#undone.unshift({ entry: this.record.at(-1), after: this.play });
    this.#takeBack();
    while (this.turn === 'computer' && this.canUndo) {
      this.#undone.unshift({ entry: this.record.at(-1), after: this.play });
      this.#takeBack();
    }
  }

  // Forward again past the computer's reply, with the analyses already made.
  redoTurn() {
    if (this.busy || !this.canRedo) return;
    const again = () => {
      const { entry, after } = this.#undone.shift();
      this.record.push(entry);
      this.#texts.push(after.text);
      this.play = after;
      this.turn = other(entry.player);
    };
    again();
    while (this.turn === 'computer' && this.canRedo) again();
  }

  #takeBack() {
    const entry = this.record.pop();
    this.#texts.pop();
    this.play = entry.before;
    this.turn = entry.player;
  }

  // Drops the game: whatever it was waiting for is ignored.
  stop() {
    this.#run++;
    this.busy = false;
    this.coming = null;
  }

  // The moves made, as a saved game keeps them (model/saved-game.js): who,
  // the part moved, the index of the move among that part's moves in the
  // position it was made from, the position it left.
  /** @returns {SavedMove[]} */
  get moves() {
    return this.record.map((r) => ({
      player: r.player,
      component: r.option.component,
      index: this.#optionsOf(r.before, r.option.component).indexOf(r.option),
      position: r.after,
    }));
  }

  // `player` makes one of play's options; the engine analyses what it leaves.
  // False when a newer game replaced this one meanwhile. Errors are thrown.
  /** @param {Player} player @param {PlayOption} option */
  async move(player, option) {
    const run = this.#run;
    this.busy = true;
    this.#onChange();
    try {
      return await this.#made(player, option, run);
    } finally {
      if (run === this.#run) this.busy = false;
    }
  }

  // The computer's move after a pause of `delay` ms: the engine's best
  // (opponent 'perfect'), a random one ('random'), or a random one with
  // probability `rate` ('mistakes'). False when there was none to make or a
  // newer game replaced this one.
  /** @param {{delay?: number, opponent?: string, rate?: number, rng?: () => number}} [how] */
  async computerMove({ delay = 600, opponent = 'perfect', rate = 0.25, rng } = {}) {
    const run = this.#run;
    if (this.over || this.turn !== 'computer' || !this.play) return false;
    const option = chooseOption(this.#choices(this.play), { opponent, rate, rng });
    if (!option) return false;
    this.busy = true;
    this.coming = option;
    this.#onChange();
    await this.#wait(delay);
    if (run !== this.#run) return false;
    this.busy = false;
    this.coming = null;
    return this.move('computer', option);
  }

  async #analysed(position, run) {
    const play = await this.#analyse(position, historyOf([...this.#texts, null]));
    if (run !== this.#run) return false;
    this.play = play;
    this.#texts.push(play.text);
    return true;
  }

  async #made(player, option, run) {
    const before = this.play;
    if (!(await this.#analysed(this.#next(before, option), run))) return false;
    const entry = { player, option, before, after: this.play.text };
    this.record.push(entry);
    this.#undone = [];
    this.turn = other(player);
    this.#onMove(entry);
    return true;
  }
}
