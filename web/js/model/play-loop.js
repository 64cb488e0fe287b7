// One game against the computer, whatever is played (heaps, positions of the
// game language, tokens on a graph, Hackenbush boards): whose turn it is, the
// moves made, the computer's pause and choice, and the end. Every fact comes
// from the engine through two calls the widget hands in:
//   analyse(position, history) -> Promise<play>   the engine's play analysis
//     (schema "play"), given the texts of the earlier positions with the same
//     player to move, so that the engine says when the game ends (play.end);
//   next(play, option) -> position                the position a move leaves,
//     as the engine applies it.
// No DOM: a widget draws the loop's state after each change (onChange) and
// says each move (onMove). A newer start() drops what an older game was
// still waiting for.
import { chooseOption, historyOf, winnerOf } from './play.js';

/** @typedef {import('../engine/engine.d.ts').PlayAnalysis} PlayAnalysis */
/** @typedef {import('../engine/engine.d.ts').PlayOption} PlayOption */
/** @typedef {'human' | 'computer'} Player */
/** @typedef {{player: Player, option: PlayOption, before: PlayAnalysis, after: string}} Entry */

const other = (/** @type {Player} */ p) => (p === 'human' ? 'computer' : 'human');

export class PlayLoop {
  /** @type {PlayAnalysis | null} the engine's analysis of the position now */
  play = null;
  /** @type {Entry[]} the moves made, with the analysis each was chosen from */
  record = [];
  /** @type {Player} */
  turn = 'human';
  busy = false; // a move is being analysed, or the computer is thinking
  #texts = []; // every position's text so far (the game's history)
  #run = 0;
  #analyse;
  #next;
  #onChange;
  #onMove;
  #wait;

  /**
   * @param {{
   *   analyse: (position: any, history: string[]) => Promise<PlayAnalysis>,
   *   next: (play: PlayAnalysis, option: PlayOption) => any,
   *   onChange?: () => void,
   *   onMove?: (entry: Entry) => void,
   *   wait?: (ms: number) => Promise<void>,
   * }} calls
   */
  constructor({ analyse, next, onChange = () => {}, onMove = () => {}, wait }) {
    this.#analyse = analyse;
    this.#next = next;
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
    this.#texts = [];
    this.busy = false;
    if (!(await this.#analysed(position, run))) return false;
    this.turn = first;
    return true;
  }

  // Moves made again at once (a saved game's: {index} into the options of the
  // position each was made from), `before(play)` called ahead of each; stops
  // at one that is not there or at the end. False when a newer game replaced
  // this one meanwhile.
  /** @param {{index: number}[]} moves @param {(play: PlayAnalysis) => void} [before] */
  async replay(moves, before = () => {}) {
    const run = this.#run;
    for (const m of moves) {
      const option = this.play?.options[m.index];
      if (!option || this.over) break;
      before(this.play);
      if (!(await this.#made(this.turn, option, run))) return false;
    }
    return true;
  }

  // Drops the game: whatever it was waiting for is ignored.
  stop() {
    this.#run++;
    this.busy = false;
  }

  // The moves made, as a saved game keeps them: who, the index of the move
  // among the options of the position it was made from, the position it left.
  get moves() {
    return this.record.map((r) => ({ player: r.player, index: r.before.options.indexOf(r.option), position: r.after }));
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
    this.busy = true;
    this.#onChange();
    await this.#wait(delay);
    if (run !== this.#run) return false;
    this.busy = false;
    const option = chooseOption(this.play, { opponent, rate, rng });
    if (!option) return false;
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
    this.turn = other(player);
    this.#onMove(entry);
    return true;
  }
}
