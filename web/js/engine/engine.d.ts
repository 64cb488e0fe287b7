// Type declarations for web/js/engine/engine.js. The result shapes follow
// schema/results.schema.json (a test checks that every field named there is
// declared here).

/** A refusal: thrown as an Error whose message is the CLI's English text. */
export interface EngineError extends Error {
  /** Stable code, e.g. "rule.zero_move" (README.md lists them). */
  code: string;
  /** The values the message names, by name, as text. */
  params: Record<string, string>;
  /** A list the message names: a cycle's first vertices, in order. */
  items: string[];
  /** 1-based line in the input (graphs), 0 when not about a line. */
  line: number;
  /** 1-based column in the input, 0 when not about a place. */
  column: number;
}

/** How a refusal crosses the module boundary (and the CLI's --json lines). */
export interface ErrorResult {
  error: {
    code: string;
    message: string;
    line: number;
    column: number;
    params: Record<string, string>;
    items: string[];
  };
}

export interface Period {
  status: 'proved' | 'observed' | 'none';
  preperiod: number;
  period: number;
  saltus: number;
  checkedUpto: number;
  closedForm: string;
  reason: string;
  /** The argument: closed-form, window (finite subtraction set), octal (Guy and Smith), all-but (the arithmetic-periodicity test for all-but sets). */
  proof: 'closed-form' | 'window' | 'octal' | 'all-but' | '';
  proofT: number;
  /** Full periods seen in the table (at least 4 for an observed period). */
  repeats: number;
  form: 'nim' | 'lasker' | 'odd' | 'even' | 'pow2' | 'take-up-to' | '';
  formParam: number;
}

export interface Table {
  rule: string;
  upto: number;
  values: Uint8Array | Uint16Array | Uint32Array;
  maxValue: number;
  period: Period;
  checksum: string;
}

export interface Move {
  taken: number;
  leaves: number[];
  leaveValues: number[];
  value: number;
  text: string;
}

export interface Explain {
  rule: string;
  heap: number;
  sg: number;
  /** At most 10,000. */
  moves: Move[];
  reached: number[];
  reachedComplete: boolean;
  mex: number;
  truncated: boolean;
}

/**
 * One component of a position, as data (results carry it so, and the facade
 * takes it so): a heap of a rule, a position of the game language, a token
 * on a vertex, or a Green Hackenbush board. text is the engine's writing of it.
 */
export interface Component {
  kind: 'heap' | 'game' | 'vertex' | 'hackenbush';
  /** heap: the rule's canonical text, and the heap's size. */
  rule?: string;
  heap?: number;
  /** game: the game, its coordinates, and the position's text. */
  game?: string;
  coords?: number[];
  position?: string;
  /** vertex: the vertex's name. */
  vertex?: string;
  /** hackenbush: the board's graph text ("ground a; a b"), and each edge's ends by id. */
  board?: string;
  edges?: [string, string][];
  text: string;
}

/** What the facade takes as a position: text, or components (bare numbers are heaps of the default rule). */
export type PositionInput =
  | string
  | (
      | Component
      | {
          kind?: 'heap' | 'game' | 'vertex' | 'hackenbush';
          rule?: string;
          heap?: number;
          game?: string;
          coords?: number[];
          vertex?: string;
          board?: string;
        }
      | number
      | string
    )[];

/** A move of a sum, in the terms of its component's kind, with what it leaves (parts). */
export interface SumMove extends Partial<Move>, Partial<Omit<GameMove, 'value'>> {
  component: number;
  kind: 'heap' | 'game' | 'vertex' | 'hackenbush';
  /** heap: its size before the move. */
  heap?: number;
  /** vertex: where the token was, and where it goes. */
  from?: string;
  to?: string;
  /** hackenbush: the edge cut (an id of the board cut), its ends, and the edges that fell with it. */
  edge?: number;
  cut?: [string, string];
  fallen?: number[];
  /** The value of what the move leaves (the XOR of its parts' values). */
  value: number;
  parts: Component[];
}


/**
 * How an analysis knows its outcome (misère, Every-SG, play), as data for the
 * reader's language: a code and the counts it names (README, the reason
 * object; text/i18n.js reasonText words it). misere.bouton and
 * play.sprague_grundy have no params; misere.anti_sg and
 * misere.anti_sg_splits have heaps, positions, onOneEdge and boards when they
 * apply; misere.search, every.search, play.search and play.loopy have
 * positions; misere.budget positions and steps; every.steps steps and
 * component (from 1); every.no_moves none.
 */
export interface Reason {
  code:
    | 'misere.bouton'
    | 'misere.anti_sg'
    | 'misere.anti_sg_splits'
    | 'misere.search'
    | 'misere.budget'
    | 'every.steps'
    | 'every.no_moves'
    | 'every.search'
    | 'play.sprague_grundy'
    | 'play.search'
    | 'play.loopy';
  params: Record<string, number>;
}
export interface Analyze {
  play: 'normal' | 'misere';
  /** pattern: present when sg came from a pattern past the values computed (proved, or observed and trusted). */
  components: (Component & { sg: number; binary: string; pattern?: Period })[];
  nimSum: number;
  nimSumBinary: string;
  /** Misère only: whether the outcome is known, which argument decided it, and why. */
  status?: 'exact' | 'unavailable';
  /** bouton: misère Nim; anti_sg: the Anti-SG rule (its condition verified); search: exact search; budget: unavailable. */
  method?: 'bouton' | 'anti_sg' | 'search' | 'budget';
  reason?: Reason;
  /** bouton and anti_sg: some value is 2 or more (big), or none (small). */
  misereCase?: 'big' | 'small';
  /** Absent when a misère outcome is unavailable. */
  outcome?: 'P' | 'N';
  movesListed: boolean;
  /** At most 100. */
  winningMoves: SumMove[];
  winningMovesTotal: number;
  truncated: boolean;
  /** When the winning-move search of a game position stopped at its budget: the moves it looked at (value and outcome stay exact). */
  movesLookedAt?: number;
}

/** A move of one component that keeps the Every-SG strategy: to the component's step count - 1. */
export type KeepMove = Omit<SumMove, 'component'> & {
  /** The step count the move leaves (the largest of its parts'). */
  steps: number;
};

/**
 * A sum under the Every-SG rule: every component that can move is moved on
 * each turn, and the player who cannot move loses.
 */
export interface EveryAnalysis {
  play: 'every';
  components: (Component & {
    /** The component's step count T (absent when the moves loop). */
    steps?: number;
    /** The component alone: N when T is odd. */
    outcome?: 'N' | 'P';
    /** At most 100: the moves to T - 1 (the longest win when T is odd, the shortest loss when even). */
    keepMoves?: KeepMove[];
    keepMovesTotal?: number;
  })[];
  /** The sum's step count (the largest), and the first component that has it (method steps). */
  steps?: number;
  longest?: number;
  /** N exactly when steps is odd; D (a draw) only when the moves loop. */
  outcome: 'N' | 'P' | 'D';
  /** steps: the step-count theorem; search: the moves loop, the one sum search with the Every-SG rule decided. */
  method: 'steps' | 'search';
  reason: Reason;
  /** Positions whose step counts were found, or sums searched. */
  positions: number;
}

/** Every size limit and budget (0: none in that profile). */
export interface Limit {
  name: string;
  what: string;
  budget: boolean;
  cli: number;
  page: number;
}

export interface RuleInfo {
  text: string;
  name: string;
  kind: 'subtraction' | 'allBut' | 'family' | 'takeBreak' | 'grundy' | 'lasker';
  singleHeap: boolean;
  /** The first 1,000 amounts (subtraction, allBut). */
  amounts?: number[];
  amountCount?: number;
  family?: 'odd' | 'even' | 'pow2' | 'fib' | 'squares' | 'primes' | 'factorials';
  /** digits[k] is the code digit for taking k (takeBreak). */
  digits?: number[];
  hexadecimal?: boolean;
  /** The ways a person points at a heap: take from the end, knock `amount` out anywhere, split. */
  moveShapes: { shape: 'take' | 'knock' | 'split'; amount?: number }[];
}

/** A component read from text, with the column where it starts (none when the engine made it). */
export type PositionComponent = Component & { column?: number };

export interface GraphVertex {
  name: string;
  /** The value (0 when infinite). */
  sg: number;
  /** Graphs with cycles only: Smith's infinity, and the numbers its successors have. */
  infinite?: boolean;
  reach?: number[];
  layer: number;
  successors: string[];
}

export interface TokenMove {
  token: number;
  from: string;
  to: string;
  value: number;
}

export interface Graph {
  vertices: GraphVertex[];
  order: string[];
  components: { vertex: string; sg: number; binary: string; infinite?: boolean }[];
  nimSum: number;
  nimSumBinary: string;
  /** The graph has cycles: a vertex may be infinite (Smith's values). */
  loopy: boolean;
  /** The tokens as the engine writes them (a game's history names positions so). */
  text: string;
  /** D: a draw (graphs with cycles). */
  outcome: 'P' | 'N' | 'D';
  winningMoves: TokenMove[];
  truncated: boolean;
  /** Present when a game played on the graph ends here (given its history). */
  end?: GameEnd;
}

/**
 * A Green Hackenbush board: its value by the fusion principle (cycles fused
 * into single vertices, their edges loops worth one edge each) and the colon
 * principle, and what each cut leaves.
 */
export interface Hackenbush {
  /** The board's text; an edge's id is its index in edges. */
  board: string;
  vertices: string[];
  edges: [string, string][];
  value: number;
  outcome: 'N' | 'P';
  /** colon: no cycle; fusion: cycles were fused first. */
  method: 'colon' | 'fusion';
  /** The tree left by fusion, the ground's first: parent and stalk are -1 there. */
  fused: { vertices: string[]; loops: number; parent: number; stalk: number; value: number }[];
  /** False past max_hackenbush_listed edges (cuts is then empty). */
  cutsListed: boolean;
  /** Every cut: edge i of the remaining board (board) is remaining[i]. */
  cuts: { edge: number; remaining: number[]; fallen: number[]; board: string; value: number }[];
  /** The cuts that leave value 0. */
  winningCuts: number[];
}

/** One move of a sum in play, with what it leaves for the opponent. */
export type PlayOption = SumMove & {
  nimSum: number;
  /** For the opponent, then to move; D a draw (moves that loop); ? when not known. */
  outcome: 'P' | 'N' | 'D' | '?';
  /** Present when the sums reachable were searched exactly. */
  remoteness?: number;
};

/** A sum in play, of heaps, game positions or graph tokens alike. */
export interface PlayAnalysis {
  misere: boolean;
  /** The sum as the engine writes it. */
  text: string;
  components: (Component & { sg: number; infinite?: boolean; reach?: number[] })[];
  nimSum: number;
  outcome: 'P' | 'N' | 'D' | '?';
  /** sprague_grundy, search, bouton, anti_sg, budget or loopy. */
  method: string;
  reason: Reason;
  /** Moves left when the winner hurries and the loser resists (when searched). */
  remoteness?: number;
  searched: number;
  /** The moves loop: Smith's values, D a draw. */
  loopy: boolean;
  options: PlayOption[];
  truncated: boolean;
  /** Present when the game ends here (given its history). */
  end?: GameEnd;
}

/**
 * How a game in play ends, by the engine's rule: no move left (the player
 * to move loses in normal play, wins in misère play), or the same position
 * with the same player to move come up `times` (3) times: a draw.
 */
export type GameEnd =
  | { by: 'noMoves'; winner: 'toMove' | 'other' }
  | { by: 'repetition'; winner: 'none'; times: number };

/** The texts (play's or graph's text) of a game's earlier positions with the same player to move. */
export type History = { history?: string[] };

// ---- the game language ----

export interface GameInfo {
  games: { name: string; coords: string[]; line: number }[];
}

export interface GamePosition {
  /** "cut(4, 7)" */
  position: string;
  game: string;
  coords: number[];
}

export interface GameTable {
  game: string;
  coords: string[];
  /** One entry for a row of values, two for a grid (rows: axes[0], columns: axes[1]). */
  axes: { coord: string; index: number; lo: number; hi: number }[];
  /** Every coordinate; the varying ones are 0. */
  at: number[];
  rows: number;
  width: number;
  /** Row-major: values[(i - axes[0].lo) * width + (j - axes[1].lo)]. */
  values: number[];
  maxValue: number;
  /** Positions the session remembers. */
  states: number;
  periods: { along: string; at: Record<string, number>; period: Period }[];
}

/** How a player says a game move, as data (the pages put it in words): take
 * `taken` from a one-coordinate heap of `from`; turn the coins (bits of `coord`)
 * `turned`, highest first; move to the one target (`to`); or leave the targets
 * (`parts`: a sum, or another game). */
export type MoveReading =
  | { kind: 'take'; coord: string; from: number; taken: number }
  | { kind: 'turn'; coord: string; turned: number[] }
  | { kind: 'to' }
  | { kind: 'parts' };

export interface GameMove {
  /** The move line it comes from, and that line as written. */
  line: number;
  source: string;
  vars: { name: string; value: number }[];
  targets: (GamePosition & { sg: number })[];
  /** XOR of the targets' values. */
  value: number;
  /** How a player says it. */
  reads: MoveReading;
}

export interface GameExplain extends GamePosition {
  sg: number;
  /** At most 10,000. */
  moves: GameMove[];
  totalMoves: number;
  truncated: boolean;
  /** Every value a move reaches. */
  reached: number[];
  mex: number;
}

export interface FormulaCheck {
  formula: string;
  pPositions: boolean;
  matches: boolean;
  checked: number;
  total: number;
  /** The first counterexample, or where the formula could not be evaluated. */
  at: GamePosition | null;
  formulaValue: number;
  sg: number;
  error: { code: string; message: string } | null;
}

export interface GameSuggest {
  /** exactUpto: the formula stays inside 64-bit integers while each varying coordinate is at most it. */
  suggestions: { formula: string; pPositions: boolean; exactUpto: number }[];
}

/** Positions answered from a formula that matched the table over box (the CLI's `analyze --formula`): observed. */
export interface FormulaAnswer {
  formula: string;
  pPositions: boolean;
  box: string;
  checked: number;
  basis: 'observed';
  components: (GamePosition & { formulaValue: number; sg?: number })[];
  nimSum?: number;
  outcome: 'P' | 'N';
}

export interface GameExport {
  program: string;
}

/** A heap rule's getSG program (C++17): reads N, prints sg[0..N] on one line. */
export interface RuleExport {
  program: string;
}

export interface GameSession {
  info: GameInfo;
  table(game: string, box: string): GameTable;
  computeTable(
    game: string,
    box: string,
    options?: {
      onProgress?: (p: { progress: number; computed: number }) => void;
      signal?: AbortSignal;
      sliceMs?: number;
    }
  ): Promise<GameTable>;
  explain(position: string | { game: string; coords: number[] }): GameExplain;
  checkFormula(game: string, box: string, formula: string, options?: { pPositions?: boolean }): FormulaCheck;
  suggest(game: string, box: string): GameSuggest;
  analyze(position: PositionInput, options: { every: true }): EveryAnalysis;
  analyze(
    position: PositionInput,
    options?: { moves?: boolean; misere?: boolean; every?: false; trustPattern?: boolean }
  ): Analyze;
  play(position: PositionInput, options?: { misere?: boolean } & History): PlayAnalysis;
  playSliced(position: PositionInput, options?: { misere?: boolean } & History & Sliced): Promise<PlayAnalysis>;
  apply(position: PositionInput, option: { component: number; parts: Component[] }): Component[];
  positionText(position: PositionInput): string;
  parsePosition(position: PositionInput): PositionComponent[];
  exportCpp(): GameExport;
  /** Tokens on the session's graph (a graph session's, or a sum session's with edges). */
  graph(tokens: PositionInput, options: { every: true }): EveryAnalysis;
  graph(tokens?: PositionInput, options?: { every?: false } & History): Graph;
  free(): void;
}

// A computation in slices: progress after each, cancelled by the signal.
export interface Sliced {
  onProgress?: (p: { progress: number; computed: number }) => void;
  signal?: AbortSignal;
  sliceMs?: number;
}

// The engine's modules, each holding the one before (engine.js): heap rules
// and tables; and sums, graphs, Hackenbush, play; and the game language.
export type EnginePart = 'tables' | 'core' | 'full';

export interface Engine {
  /** Loads `part` unless a module that holds it is loaded or loading. */
  need(part: EnginePart): Promise<void>;
  limits(): readonly Limit[];
  ruleInfo(rule: string): RuleInfo;
  parsePosition(text: string, options?: { rule?: string }): PositionComponent[];
  positionText(position: PositionInput, options?: { rule?: string }): string;
  table(rule: string, upto: number): Table;
  value(rule: string, n: number, options?: { trustPattern?: boolean }): number;
  explain(rule: string, x: number): Explain;
  analyze(position: PositionInput, options: { rule?: string; every: true }): EveryAnalysis;
  analyze(
    position: PositionInput,
    options?: { rule?: string; misere?: boolean; moves?: boolean; every?: false; trustPattern?: boolean }
  ): Analyze;
  play(position: PositionInput, options?: { rule?: string; misere?: boolean } & History): PlayAnalysis;
  playSliced(
    position: PositionInput,
    options?: { rule?: string; misere?: boolean } & History & Sliced
  ): Promise<PlayAnalysis>;
  apply(position: PositionInput, option: { component: number; parts: Component[] }): Component[];
  mex(values: number[]): number;
  staircase(coins: number[]): Analyze;
  graph(edges: string, tokens: PositionInput, options: { every: true }): EveryAnalysis;
  graph(edges: string, tokens?: PositionInput, options?: { every?: false } & History): Graph;
  graphPlay(edges: string, tokens: PositionInput): PlayAnalysis;
  graphPlaySliced(edges: string, tokens: PositionInput, options?: Sliced): Promise<PlayAnalysis>;
  hackenbush(text: string): Hackenbush;
  graphApply(edges: string, tokens: PositionInput, option: { component: number; parts: Component[] }): Component[];
  exportRuleCpp(rule: string, options?: { style?: 'loop' | 'memo' }): RuleExport;
  computeTable(
    rule: string,
    upto: number,
    options?: {
      onProgress?: (p: { progress: number; computed: number }) => void;
      signal?: AbortSignal;
      sliceMs?: number;
      sparse?: boolean;
    }
  ): Promise<Table>;
  gameSession(text: string, options?: { edges?: string }): GameSession;
  /** A session holding the graph of edges, read once for every question until free(). */
  graphSession(edges: string): GameSession;
  sumSession(options?: { definition?: string; edges?: string }): GameSession;
  gameSessionCount(): number;
  jobCount(): number;
  memoryInUse(): number;
}

/** The page's one engine with `part` loaded (when not given: 'tables' in a page, 'full' under node). */
export function loadEngine(part?: EnginePart): Promise<Engine>;
/** Resolves in a task of its own (after what the page has queued). */
export function nextTask(): Promise<void>;
/** Whether a module that holds `part` is loaded (its calls answer at once). */
export function engineHas(part: EnginePart): boolean;
export const parts: readonly EnginePart[];

/**
 * The steps one call into the engine made, by kind (src/include/sg/steps.hpp),
 * each in the unit of its budgets: heap tables' look-ups, the game language's
 * evaluator steps, sums' search steps, the labelling of graphs with cycles.
 */
export interface Steps {
  table: number;
  game: number;
  search: number;
  graph: number;
}

/** One call in the step log: the module function's name, its steps, and for a slice of a sliced job the steps it asked for. */
export interface StepRecord {
  call: string;
  steps: Steps;
  work?: number;
}

/** The slices of one kind of sliced job: the first slice's steps, and the most any slice makes (it asks for at most half). */
export interface Slice {
  kind: keyof Steps;
  first: number;
  budget: number;
}

/** By job: a heap rule's table (job), a game-language table (gameJob), a play analysis (play). */
export const slices: Readonly<{ job: Slice; gameJob: Slice; play: Slice }>;

declare global {
  /** The step log, a hook for tests: when it is an array as the engine loads, every call into the module appends its StepRecord. */
  // eslint-disable-next-line no-var
  var sgStepLog: StepRecord[] | undefined;
}
