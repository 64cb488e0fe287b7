// Type declarations for web/js/engine.js. The result shapes follow
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
  error: { code: string; message: string; line: number; column: number; params: Record<string, string>; items: string[] };
}

export interface Period {
  status: 'proved' | 'observed' | 'none';
  preperiod: number;
  period: number;
  saltus: number;
  checkedUpto: number;
  closedForm: string;
  reason: string;
  proof: 'closed-form' | 'window' | 'octal' | '';
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

export interface Component {
  rule: string;
  heap: number;
  sg: number;
  binary: string;
}

export interface WinningMove extends Move {
  component: number;
  heap: number;
}

export interface Analyze {
  play: 'normal';
  components: Component[];
  nimSum: number;
  nimSumBinary: string;
  outcome: 'P' | 'N';
  movesListed: boolean;
  /** At most 100. */
  winningMoves: WinningMove[];
  winningMovesTotal: number;
  truncated: boolean;
}

export interface AnalyzeMisere {
  play: 'misere';
  components: Component[];
  nimSum: number;
  nimSumBinary: string;
  status: 'exact' | 'unavailable';
  outcome?: 'P' | 'N';
  winningMoves: WinningMove[];
  truncated: boolean;
  /** bouton: misère Nim; search: exact search; budget: unavailable, the search would pass its budget. */
  method: 'bouton' | 'anti_sg' | 'search' | 'budget';
  reason: string;
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
}

export interface PositionComponent {
  rule: RuleInfo;
  heap: number;
  column: number;
}

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
  /** D: a draw (graphs with cycles). */
  outcome: 'P' | 'N' | 'D';
  winningMoves: TokenMove[];
  truncated: boolean;
}

export interface GraphPlay {
  outcome: 'P' | 'N' | 'D';
  /** Moves left when the winner hurries and the loser resists (0 for a draw). */
  remoteness: number;
  states: number;
  moves: { token: number; from: string; to: string; outcome: 'P' | 'N' | 'D'; remoteness: number }[];
}

/** One move of a sum in play, with what it leaves for the opponent. */
export type PlayOption = {
  component: number;
  /** The whole sum after the move, as position text. */
  after: string;
  /** What the component becomes (empty: it is gone). */
  parts: string[];
  nimSum: number;
  /** For the opponent, then to move; ? when not known. */
  outcome: 'P' | 'N' | '?';
  /** Present when the sums reachable were searched exactly. */
  remoteness?: number;
} & (GameMove | Move);

export interface PlayAnalysis {
  misere: boolean;
  components: { text: string; sg: number }[];
  nimSum: number;
  outcome: 'P' | 'N' | '?';
  /** sprague_grundy, search, bouton, anti_sg or budget. */
  method: string;
  reason: string;
  /** Moves left when the winner hurries and the loser resists (when searched). */
  remoteness?: number;
  searched: number;
  options: PlayOption[];
  truncated: boolean;
}

export type HeapComponent = number | { rule: string; heap: number };

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

export interface GameMove {
  /** The move line it comes from, and that line as written. */
  line: number;
  source: string;
  vars: { name: string; value: number }[];
  targets: (GamePosition & { sg: number })[];
  /** XOR of the targets' values. */
  value: number;
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
  suggestions: { formula: string; pPositions: boolean }[];
}

export interface GameAnalyze {
  components: (Partial<GamePosition> & { kind: 'game' | 'heap'; rule?: string; heap?: number; column: number; sg: number; binary: string })[];
  nimSum: number;
  nimSumBinary: string;
  play: 'normal' | 'misere';
  /** Misère only: whether the outcome is known, which argument decided it, and why. */
  status?: 'exact' | 'unavailable';
  method?: 'bouton' | 'anti_sg' | 'search' | 'budget';
  reason?: string;
  /** Absent when a misère outcome is unavailable. */
  outcome?: 'P' | 'N';
  movesListed: boolean;
  winningMoves: (Partial<GameMove> & Partial<Move> & { component: number; kind: 'game' | 'heap'; heap?: number; value: number })[];
  winningMovesTotal: number;
  truncated: boolean;
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
    options?: { onProgress?: (p: { progress: number; computed: number }) => void; signal?: AbortSignal; sliceMs?: number },
  ): Promise<GameTable>;
  explain(position: string): GameExplain;
  checkFormula(game: string, box: string, formula: string, options?: { pPositions?: boolean }): FormulaCheck;
  suggest(game: string, box: string): GameSuggest;
  analyze(position: string, options?: { moves?: boolean; misere?: boolean }): GameAnalyze;
  play(position: string, options?: { misere?: boolean }): PlayAnalysis;
  exportCpp(): GameExport;
  free(): void;
}

export interface Engine {
  ruleInfo(rule: string): RuleInfo;
  parsePosition(text: string, options?: { rule?: string }): PositionComponent[];
  table(rule: string, upto: number): Table;
  value(rule: string, n: number): number;
  explain(rule: string, x: number): Explain;
  analyze(position: string | HeapComponent[], options?: { rule?: string; misere?: false; moves?: boolean }): Analyze;
  analyze(position: string | HeapComponent[], options: { rule?: string; misere: true }): AnalyzeMisere;
  graph(edges: string, tokens?: string | string[]): Graph;
  graphPlay(edges: string, tokens: string | string[]): GraphPlay;
  play(position: string | HeapComponent[], options?: { rule?: string; misere?: boolean }): PlayAnalysis;
  exportRuleCpp(rule: string, options?: { style?: 'loop' | 'memo' }): RuleExport;
  computeTable(
    rule: string,
    upto: number,
    options?: {
      onProgress?: (p: { progress: number; computed: number }) => void;
      signal?: AbortSignal;
      sliceMs?: number;
      sparse?: boolean;
    },
  ): Promise<Table>;
  gameSession(text: string): GameSession;
  gameSessionCount(): number;
  jobCount(): number;
  memoryInUse(): number;
}

export function loadEngine(): Promise<Engine>;
