// The only code that touches the Emscripten module. It offers the engine's
// operations with the result objects documented in README.md ("Result
// objects"), the same the `sg` CLI prints with --json, and throws a JS Error
// carrying the CLI's message on bad input.
// The engine comes in three modules, each holding every function of the one
// before it (CMakeLists.txt): "tables" (heap rules and their tables, what a
// mex table needs), "core" (and sums, graphs, Green Hackenbush, play) and
// "full" (and the game language and the exporters). A page asks for the part
// it needs (loadEngine(part), engine.need(part)); each call goes to the
// lightest module loaded that has it.
export const parts = Object.freeze(['tables', 'core', 'full']);

/** @typedef {import('./engine.d.ts').Engine} EngineApi */
/** @typedef {import('./engine.d.ts').GameSession} GameSessionApi */
/** @typedef {import('./engine.d.ts').Sliced} Sliced */

// A page's current script as the script element it is (for its address).
const script = (s) => /** @type {HTMLScriptElement | null} */ (s);
const files = Object.freeze({ tables: 'sg-tables', core: 'sg-core', full: 'sg-engine' });

// Resolves in a later task: lets the page draw and answer between the steps of
// loading, so that no step blocks it for long.
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The modules loading or loaded, shared by every script of the page (the
// widget file's bundles and a page's own): each module is fetched and
// compiled once per page.
const shared = (globalThis[Symbol.for('sglab.engine')] ??= { loading: {}, ready: {} });

// Where the engine's files are: web/dist/, beside the script that holds this
// code (read as the script runs; a page's bundle, the widget file, or, under
// node, this module's folder).
const here =
  typeof document !== 'undefined' && script(document.currentScript)?.src
    ? script(document.currentScript).src
    : typeof location !== 'undefined'
      ? location.href
      : '';
const distUrl = (name) =>
  /\/dist\/[^/]*$/.test(new URL(here).pathname) ? new URL(name, here).href : new URL(`dist/${name}`, here).href;

const isNode =
  typeof process === 'object' && typeof process.versions?.node === 'string' && typeof document === 'undefined';

// A classic script, loaded once (from file:// too, where fetch is refused).
const scripts = (shared.scripts ??= {});
function loadScript(url) {
  scripts[url] ??= new Promise((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = url;
    tag.async = true;
    tag.onload = resolve;
    tag.onerror = () => reject(new Error(`could not load ${url}`));
    document.head.append(tag);
  });
  return scripts[url];
}

// Base64 to bytes in slices of about 10 ms each, a task apart, so that
// decoding the engine (from file://) never holds the page for long.
export async function decodeBase64(text) {
  const out = new Uint8Array(
    Math.floor((text.length * 3) / 4) - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0)
  );
  const slice = 1 << 18; // characters, a multiple of 4
  for (let from = 0, at = 0; from < text.length; from += slice) {
    const bin = atob(text.slice(from, from + slice));
    for (let i = 0; i < bin.length; i++) out[at++] = bin.charCodeAt(i);
    await nextTask();
  }
  return out;
}

// The module's compiled WebAssembly, given to its glue (Emscripten's
// instantiateWasm): over http, streamed and compiled as it arrives (off the
// main thread), from the browser's cache or the service worker after the
// first visit; from file://, where fetch is refused, from the base64 copy
// (dist/NAME.wasm.js, a classic script) decoded in slices; under node, from
// the file's bytes.
async function compile(name, imports) {
  if (isNode) {
    const { readFile } = await import('node:fs/promises');
    return WebAssembly.instantiate(await readFile(new URL(`../../dist/${name}.wasm`, import.meta.url)), imports);
  }
  if (location.protocol !== 'file:') {
    try {
      return await WebAssembly.instantiateStreaming(fetch(distUrl(`${name}.wasm`)), imports);
    } catch {
      // a server that sends .wasm with another type, or no network: the copy below
    }
  }
  await loadScript(distUrl(`${name}.wasm.js`));
  return WebAssembly.instantiate(await decodeBase64(shared.wasm[name]), imports);
}

// The module's JavaScript glue: under node the .cjs Emscripten wrote; in a
// page, dist/NAME.js (the same glue, as a classic script that registers itself).
async function glue(name) {
  if (isNode) {
    const module = await import(new URL(`../../dist/${name}.cjs`, import.meta.url).href);
    return module.default ?? module;
  }
  await loadScript(distUrl(`${name}.js`));
  return shared.glue[name];
}

// A heavier module waits until the page has loaded and the lighter ones
// loading have arrived, and one frame more: its hundreds of kilobytes never
// take the network or the main thread from what the page shows first.
async function settled(part) {
  if (isNode || part === 'tables') return;
  if (document.readyState !== 'complete')
    await new Promise((resolve) => addEventListener('load', resolve, { once: true }));
  const lighter = parts.slice(0, parts.indexOf(part)).map((p) => shared.loading[p]);
  await Promise.allSettled(lighter.filter(Boolean));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

// Loads one module: its glue, then its WebAssembly, started in a task of its own.
async function loadModule(part) {
  await settled(part);
  await nextTask();
  // npm run bench:web counts the engine's start-up from here (or from its files' arrival, if later).
  if (!isNode && !performance.getEntriesByName('sg-engine-start').length) performance.mark('sg-engine-start');
  const name = files[part];
  const create = await glue(name);
  const m = await new Promise((resolve, reject) => {
    create({
      instantiateWasm(imports, receive) {
        compile(name, imports).then(({ instance, module }) => receive(instance, module), reject);
        return {};
      },
    }).then(resolve, reject);
  });
  await nextTask();
  const log = globalThis.sgStepLog;
  shared.ready[part] = Array.isArray(log) ? logSteps(m, log) : m;
  if (!performance.getEntriesByName('sg-engine-ready').length) performance.mark('sg-engine-ready'); // npm run bench:web reads it
  return shared.ready[part];
}

// Whether a module that holds `part` is loaded (its calls answer at once).
export const engineHas = (part) => parts.slice(parts.indexOf(part)).some((p) => shared.ready[p]);

// Loads the engine's `part` (a key of parts) once, unless a module that holds
// it is loaded or loading; every caller on the page shares the one engine.
let engine = null;
// Without a part: in a page the tables module (the lightest: what a first mex
// table needs), under node the full engine (a script has no first paint to
// keep light, and every call then answers).
export async function loadEngine(part = isNode ? 'full' : 'tables') {
  engine ??= new Engine();
  await engine.need(part);
  return engine;
}

// The step log, a hook for tests: when globalThis.sgStepLog is an array as
// the engine loads, every call into the module appends {call, steps} to it:
// the module function's name and the steps the call made, by kind ({table,
// game, search, graph}: src/include/sg/steps.hpp), and for a slice of a
// sliced job `work` (the steps it asked for) and `job` (its key of slices).
// The browser tests assert from it that no call passed its budget; without
// the array nothing is counted here.
let stepping = null; // the key of slices of the job whose slice is being computed (for the step log)
function logSteps(m, log) {
  m.state(false); // what loading counted belongs to no call
  return new Proxy(m, {
    get(target, name) {
      const f = target[name];
      if (typeof f !== 'function' || name === 'state') return f;
      return (...args) => {
        try {
          return f.apply(target, args);
        } finally {
          const record = { call: name, steps: target.state(false).steps };
          if (name === 'jobStep') Object.assign(record, { work: args[1], job: stepping });
          log.push(record);
        }
      };
    },
  });
}

// A refusal arrives as {error: {code, message, line, column, params, items}}: thrown as
// an Error whose message is the CLI's English text, with the rest attached so
// that a page can say it in its own language (see i18n's error table).
function unwrap(result) {
  const e = result && typeof result === 'object' ? result.error : undefined;
  if (e && typeof e === 'object') {
    throw Object.assign(new Error(e.message), {
      code: e.code,
      params: e.params,
      items: e.items,
      line: e.line,
      column: e.column,
    });
  }
  return result;
}

// A position crosses as text (what a person typed, or a link) or as data: a
// list of components, each {kind: 'heap', rule, heap}, {kind: 'game', game,
// coords}, {kind: 'vertex', vertex} or {kind: 'hackenbush', board} (as
// results carry them), a bare heap of the default rule, or one component's text. The engine reads both.
// A typed array becomes a list; anything else that is not text or a list goes
// to the engine as it is, which refuses it with position.bad_data (an
// array-like with a huge length is never copied here).
const position = (p) => (ArrayBuffer.isView(p) ? Array.from(/** @type {Uint8Array} */ (p)) : p);
const abortError = () => new DOMException('The computation was cancelled', 'AbortError');

// The slices of each sliced job ("job": a heap rule's table, "gameJob": a
// game-language table, "play": a play analysis), counted in steps of `kind`
// (src/include/sg/steps.hpp). The first slice asks for `first` steps; each
// next one for what the last one's time says will take about sliceMs, so that
// a slow or busy machine gets short slices, but never for more than half of
// `budget`. A slice passes what it asked for by at most the piece it is in
// when its work runs out (a position's moves, a sum's moves), and the step
// that finishes a play analysis makes what its misère analyses make (the
// pages' misere_work, about 2·10^4): so a slice makes at most `budget` steps
// on any machine. The browser tests assert that, since no clock is
// deterministic. Half a budget is about 10 to 40 ms of WebAssembly on
// the project's 2-core machine, where a table's step costs 4 to 6 ns, a
// game's 12 to 65 and a search's 250 to 950.
export const slices = Object.freeze({
  job: Object.freeze({ kind: 'table', first: 1e5, budget: 1e7 }),
  gameJob: Object.freeze({ kind: 'game', first: 1e5, budget: 1e6 }),
  play: Object.freeze({ kind: 'search', first: 2e4, budget: 8e4 }),
});

// One sliced job started in module m from its request ({kind, ...}: a
// heap rule's table, a game table, a play analysis), under its key of
// slices: its step, result and cancel calls, and its slices' sizes.
function startJob(m, key, request) {
  const id = unwrap(m.jobStart(request));
  const step = (work) => {
    stepping = key;
    try {
      return m.jobStep(id, work);
    } finally {
      stepping = null;
    }
  };
  return { step, result: () => m.jobResult(id), cancel: () => m.jobCancel(id), slice: slices[key] };
}

// Runs a job in slices of about sliceMs, so that the page stays responsive:
// step(work) computes at most about `work` steps and returns {done, progress,
// computed}; onProgress hears each slice; aborting the signal cancels (the
// promise rejects with an AbortError); the job is freed either way.
async function sliced({ step, result, cancel, slice, onProgress, signal, sliceMs }) {
  let work = slice.first;
  try {
    for (;;) {
      const t0 = performance.now();
      const s = unwrap(step(work));
      const spent = performance.now() - t0;
      // Aim the next slice at sliceMs, changing by at most 4x at a time, and
      // ask for at most half the budget.
      const aimed = work * Math.min(4, Math.max(0.25, sliceMs / Math.max(spent, 0.1)));
      work = Math.min(slice.budget / 2, Math.max(1e3, aimed));
      onProgress?.({ progress: s.progress, computed: s.computed });
      // The result is read in a task of its own (reading a large one costs
      // time too), and whoever awaits it goes on in a later one.
      if (s.done) {
        await nextTask();
        const out = unwrap(result());
        await nextTask();
        return out;
      }
      await nextTask();
      if (signal?.aborted) throw abortError();
    }
  } finally {
    cancel(); // no-op once the result was taken
  }
}

// analyze in module m's session (0: the heap rules'), as Engine.analyze.
function analyzeIn(m, session, p, { rule = '', misere = false, moves = true, every = false, trustPattern = false }) {
  const options = { rule: String(rule), misere: Boolean(misere), moves: Boolean(moves), every: Boolean(every) };
  return unwrap(m.analyze(session, position(p), { ...options, trust: Boolean(trustPattern) }));
}

// The facade every page and widget calls (engine.d.ts declares it; lint's
// type check holds this class to that declaration).
/** @implements {EngineApi} */
export class Engine {
  /** @type {readonly import('./engine.d.ts').Limit[] | undefined} */
  limitList;

  // Loads `part` of the engine (a key of parts) unless a module that holds it
  // is loaded or loading; resolves once it answers.
  async need(part) {
    const want = parts.indexOf(part);
    if (want < 0)
      throw Object.assign(new Error(`no engine part ${part} (one of ${parts.join(', ')})`), {
        code: 'engine.bad_part',
      });
    const holder = parts.slice(want).find((p) => shared.loading[p]);
    await (holder ? shared.loading[holder] : (shared.loading[part] = loadModule(part)));
    // The limits are read once, in a task of their own when the page is idle
    // (or by the first call that needs them): not on the way to what the page
    // draws first, nor in the first refusal that names one.
    (globalThis.requestIdleCallback ?? setTimeout)(() => this.limits());
  }

  // The module that answers `name`: the lightest one loaded that has it.
  mod(name) {
    for (const p of parts) if (typeof shared.ready[p]?.[name] === 'function') return shared.ready[p];
    throw Object.assign(new Error(`the engine's ${name} is not loaded here (the page asks for its part first)`), {
      code: 'engine.not_loaded',
    });
  }

  // Every size limit and budget: [{name, what, budget, cli, page}] (0: none
  // in that profile). The pages run with the page profile.
  limits() {
    // Read once: they never change while the page runs (and reading them costs a few ms).
    this.limitList ??= Object.freeze(
      this.mod('limits')
        .limits()
        .map((l) => Object.freeze(l))
    );
    return this.limitList;
  }

  // {text, name, kind, singleHeap, moveShapes, amounts?, digits?, ...}: a rule as the engine reads it.
  ruleInfo(rule) {
    return unwrap(this.mod('ruleInfo').ruleInfo(String(rule)));
  }

  // {rule, upto, values (typed array), maxValue, period, checksum}
  table(rule, upto) {
    return unwrap(this.mod('table').table(0, String(rule), Number(upto)));
  }

  // [{kind, rule, heap, text, column} ...]: the engine's reading of a position
  // ("1..3:5 odd:7", or bare heaps with a default rule).
  parsePosition(text, { rule = '' } = {}) {
    return unwrap(this.mod('parse').parse(0, String(text), String(rule))).components;
  }

  // A position's text, as the engine writes it (for links and fields).
  positionText(p, { rule = '' } = {}) {
    return unwrap(this.mod('parse').parse(0, position(p), String(rule))).text;
  }

  // g(n); trustPattern as analyze's.
  value(rule, n, { trustPattern = false } = {}) {
    const heap = { kind: 'heap', rule: String(rule), heap: Number(n) };
    const a = this.analyze([heap], { moves: false, trustPattern });
    return a.components[0].sg;
  }

  // {rule, heap, sg, moves: [{taken, leaves, leaveValues, value, text}], reached, mex, truncated}
  explain(rule, x) {
    return unwrap(this.mod('explain').explain(0, String(rule), Number(x)));
  }

  // {play, components: [{kind, rule, heap, text, sg, binary, ...}], nimSum, nimSumBinary, outcome,
  // winningMoves, ...}; moves: false skips the winning-move search (values and outcome only).
  // every: true plays the sum as Every-SG (every component moves each turn) and
  // returns {play: 'every', components: [{..., steps, outcome, keepMoves}], steps, outcome, ...}.
  // trustPattern: a heap past what a table reaches may be answered from an
  // observed (unproved) pattern; the component then carries it (pattern).
  // Without it such a heap is refused with code 'pattern.observed'.
  analyze(p, { rule = '', misere = false, moves = true, every = false, trustPattern = false } = {}) {
    return analyzeIn(this.mod('analyze'), 0, p, { rule, misere, moves, every, trustPattern });
  }

  // A sum in play (schema "play"): every move with the outcome it leaves, as
  // GameSession.play; history: the texts (play's text) of the game's earlier
  // positions with the same player to move, so that the engine says when the
  // game ends (end: {winner, by}).
  /**
   * @param {any} p
   * @param {{rule?: string, misere?: boolean, history?: string[]}} [options]
   */
  play(p, { rule = '', misere = false, history } = {}) {
    return unwrap(this.mod('play').play(0, position(p), { rule: String(rule), misere: Boolean(misere), history }));
  }

  // The same play object computed in slices of about sliceMs, so that a long
  // search never blocks the page (as computeTable: onProgress, signal).
  /**
   * @param {any} p
   * @param {{rule?: string, misere?: boolean, history?: string[]} & Sliced} [options]
   */
  async playSliced(p, { rule = '', misere = false, history, onProgress, signal, sliceMs = 12 } = {}) {
    if (signal?.aborted) throw abortError();
    const request = {
      kind: 'play',
      session: 0,
      position: position(p),
      rule: String(rule),
      misere: Boolean(misere),
      history,
    };
    return sliced({ ...startJob(this.mod('play'), 'play', request), onProgress, signal, sliceMs });
  }

  // The position after one of play's options ({component, parts}): the
  // component replaced by the parts it leaves (a heap emptied stays as 0).
  apply(p, option) {
    return unwrap(this.mod('apply').apply(0, position(p), option));
  }

  // mex of a list of numbers: the least non-negative integer not in it.
  mex(values) {
    return unwrap(this.mod('mex').mex(Array.from(values)));
  }

  // Staircase Nim (coins on steps 1, 2, ...) as the Nim of its odd steps: an analysis of those heaps.
  staircase(coins) {
    return unwrap(this.mod('staircase').staircase(Array.from(coins)));
  }

  // {vertices: [{name, sg, layer, successors}], order, components, nimSum, outcome, winningMoves}:
  // tokens as text ("a,b"), names or components. every: true returns the
  // tokens' Every-SG analysis instead (as analyze's); history as play's.
  /**
   * @param {string} edges
   * @param {any} [tokens]
   * @param {{every?: boolean, history?: string[]}} [options]
   */
  graph(edges, tokens = '', { every = false, history } = {}) {
    return this.#onGraph(edges, (m, id) =>
      every ? analyzeIn(m, id, tokens, { every: true }) : unwrap(m.graph(id, position(tokens), { history }))
    );
  }

  // A Green Hackenbush board (graph text with the vertex "ground"; schema
  // "hackenbush"): {board, vertices, edges: [[u, v], ...] (ids are indices),
  // value, outcome, method, fused, cutsListed, cuts: [{edge, remaining, fallen,
  // board, value}], winningCuts}. A page plays it by calling again with a cut's
  // board: its edge i is the cut's remaining[i]. In sums, a board is the
  // component {kind: 'hackenbush', board} (text: "hackenbush{ground a; a b}").
  hackenbush(text) {
    return unwrap(this.mod('graph').explain(0, { kind: 'hackenbush', board: String(text) }, 0));
  }

  // Exact play of tokens on a graph (schema "play"), and the tokens after one of its options.
  graphPlay(edges, tokens) {
    return this.#onGraph(edges, (m, id) => unwrap(m.play(id, position(tokens), {})));
  }
  /**
   * @param {string} edges
   * @param {any} tokens
   * @param {Sliced} [options]
   */
  async graphPlaySliced(edges, tokens, { onProgress, signal, sliceMs = 12 } = {}) {
    if (signal?.aborted) throw abortError();
    const session = this.graphSession(edges);
    try {
      return await session.playSliced(tokens, { onProgress, signal, sliceMs });
    } finally {
      session.free();
    }
  }
  graphApply(edges, tokens, option) {
    return this.#onGraph(edges, (m, id) => unwrap(m.apply(id, position(tokens), option)));
  }

  // f(module, session) asked of a session that holds the graph of `edges`,
  // read once for the question and closed after it.
  #onGraph(edges, f) {
    const m = this.mod('sessionOpen');
    const { id } = unwrap(m.sessionOpen({ edges: String(edges), graph: true }));
    try {
      return f(m, id);
    } finally {
      m.sessionClose(id);
    }
  }

  // The same table as table(), computed in slices of about sliceMs so the page
  // stays responsive. onProgress({progress, computed}) after each slice;
  // aborting the signal cancels (the promise rejects with an AbortError) and
  // frees the job, leaving the engine ready for the next request.
  /**
   * @param {string} rule
   * @param {number} upto
   * @param {Sliced & {sparse?: boolean}} [options]
   */
  async computeTable(rule, upto, { onProgress, signal, sliceMs = 12, sparse = true } = {}) {
    if (signal?.aborted) throw abortError();
    const request = { kind: 'table', rule: String(rule), upto: Number(upto), sparse: Boolean(sparse) };
    return sliced({ ...startJob(this.mod('jobStart'), 'job', request), onProgress, signal, sliceMs });
  }

  // {program}: the rule as the getSG program contest students write, a
  // standalone C++17 program that reads N and prints sg[0..N] on one line.
  // style: 'loop' (getSG(n) with vis[], the tutorial's) or 'memo' (SG(x)).
  exportRuleCpp(rule, { style = 'loop' } = {}) {
    return unwrap(this.mod('exportCpp').exportCpp(0, String(rule), String(style)));
  }

  // A game-language definition (see README, "The game language"), compiled
  // once; the session remembers every value it has found until free().
  // Throws an Error with code "game.*", line and column on bad text.
  gameSession(text, { edges = '' } = {}) {
    const m = this.mod('exportCpp'); // (the full engine's: the game language's)
    return new GameSession(m, unwrap(m.sessionOpen({ definition: String(text), edges: String(edges) })));
  }

  // A session for tokens on the graph of `edges` (read once, for every
  // question until free()): its graph(tokens), analyze, play, playSliced and
  // apply answer as Engine.graph, graphPlay and graphApply do.
  graphSession(edges) {
    const m = this.mod('sessionOpen');
    return new GameSession(m, unwrap(m.sessionOpen({ edges: String(edges), graph: true })));
  }

  // A session for sums of any parts: heaps, Hackenbush boards, positions of
  // the definition (when it is given) and tokens on the graph (when edges
  // are given), each read once. The same methods as gameSession's;
  // info.games is empty without a definition.
  sumSession({ definition = '', edges = '' } = {}) {
    if (definition) return this.gameSession(definition, { edges });
    const m = this.mod('sessionOpen');
    return new GameSession(m, unwrap(m.sessionOpen({ edges: String(edges) })));
  }

  // How many game sessions are open: for tests.
  gameSessionCount() {
    return this.#state('sessions');
  }

  // How many table and play jobs are alive (0 when nothing is running): for tests.
  jobCount() {
    return this.#state('jobs');
  }

  // Bytes the engine's allocator holds for live objects: for leak tests.
  memoryInUse() {
    return this.#state('memory');
  }

  // The sum over the modules loaded of one figure of their state.
  #state(name) {
    return parts.reduce((n, p) => n + (shared.ready[p]?.state(name === 'memory')[name] ?? 0), 0);
  }
}

// One compiled game-language text and the values it has found. Every method
// returns the objects of schema/results.schema.json (gameInfo, gameTable,
// gameExplain, formulaCheck, analyze, play) or throws a coded Error.
// Positions are text or data, as Engine's: {kind: 'game', game, coords}.
/** @implements {GameSessionApi} */
export class GameSession {
  constructor(module, opened) {
    this.m = module; // the module that opened it (the full engine's for a definition)
    this.id = opened.id;
    this.info = opened.info; // {games: [{name, coords, line}]}
  }

  // The table over a box of one game: box is "0..30, 0..30" (a range per
  // varying coordinate, a number per fixed one). Synchronous: refused when
  // it would take more than about a second (use computeTable).
  table(game, box) {
    return unwrap(this.m.table(this.id, String(game), String(box)));
  }

  // The same table computed in slices, like Engine.computeTable.
  /**
   * @param {string} game
   * @param {string} box
   * @param {Sliced} [options]
   */
  async computeTable(game, box, { onProgress, signal, sliceMs = 12 } = {}) {
    if (signal?.aborted) throw abortError();
    if (typeof this.m.formulas !== 'function') return this.table(game, box); // (no game without the language)
    const request = { kind: 'gameTable', session: this.id, game: String(game), box: String(box) };
    return sliced({ ...startJob(this.m, 'gameJob', request), onProgress, signal, sliceMs });
  }

  // One position ("cut(4, 7)", "(4, 7)", or {game, coords}): every move with
  // its targets' values, the values reached and their mex.
  explain(p) {
    return unwrap(this.m.explain(this.id, p, 0));
  }

  // Checks sg = formula over the box (pPositions: the formula is non-zero
  // exactly at the P-positions). A formula that does not parse throws.
  checkFormula(game, box, formula, { pPositions = false } = {}) {
    return this.#formulas(game, box, { formula: String(formula), pPositions: Boolean(pPositions) });
  }

  // Formulas from the engine's library that match the whole box.
  suggest(game, box) {
    return this.#formulas(game, box, {});
  }

  // A sum mixing this text's positions and heap components:
  // "wythoff(3, 5) cut(4, 7) 1..3:9"; misere: the player who cannot move wins;
  // every: Every-SG (as Engine.analyze's).
  // trustPattern: a position of a game of one coordinate too far out for the
  // evaluator may be answered from the pattern its first values show (only
  // ever observed); without it, refused with code 'pattern.observed'.
  analyze(p, { moves = true, misere = false, every = false, trustPattern = false } = {}) {
    return analyzeIn(this.m, this.id, p, { moves, misere, every, trustPattern });
  }

  // The sum in play: every move (options: [{component, kind, parts, nimSum,
  // outcome, remoteness?, ...the move}]) with the outcome it leaves for the
  // opponent, and the sum's own outcome and remoteness (when searched);
  // history as Engine.play's.
  /**
   * @param {any} p
   * @param {{misere?: boolean, history?: string[]}} [options]
   */
  play(p, { misere = false, history } = {}) {
    return unwrap(this.m.play(this.id, position(p), { misere: Boolean(misere), history }));
  }

  // The same, in slices (as Engine.playSliced).
  /**
   * @param {any} p
   * @param {{misere?: boolean, history?: string[]} & Sliced} [options]
   */
  async playSliced(p, { misere = false, history, onProgress, signal, sliceMs = 12 } = {}) {
    if (signal?.aborted) throw abortError();
    const request = { kind: 'play', session: this.id, position: position(p), misere: Boolean(misere), history };
    return sliced({ ...startJob(this.m, 'play', request), onProgress, signal, sliceMs });
  }

  // The position after one of play's options.
  apply(p, option) {
    return unwrap(this.m.apply(this.id, position(p), option));
  }

  // Tokens on the session's graph, as Engine.graph.
  /**
   * @param {any} [tokens]
   * @param {{every?: boolean, history?: string[]}} [options]
   */
  graph(tokens = '', { every = false, history } = {}) {
    if (every) return analyzeIn(this.m, this.id, tokens, { every: true });
    return unwrap(this.m.graph(this.id, position(tokens), { history }));
  }

  // A position's text as the engine writes it (for fields and links).
  positionText(p) {
    return unwrap(this.m.parse(this.id, position(p), '')).text;
  }

  // [{kind, ..., text, column} ...]: the engine's reading of a position, as Engine.parsePosition.
  parsePosition(p) {
    return unwrap(this.m.parse(this.id, position(p), '')).components;
  }

  // The definition as a standalone C++17 program (contest style).
  exportCpp() {
    return this.#language('exportCpp', this.id, '', '');
  }

  free() {
    this.m.sessionClose(this.id);
  }

  #formulas(game, box, options) {
    return this.#language('formulas', this.id, String(game), String(box), options);
  }

  // A function of the game language: a session without a definition (in a
  // module without the language) refuses it as the engine does.
  #language(name, ...args) {
    if (typeof this.m[name] === 'function') return unwrap(this.m[name](...args));
    throw unwrap({ error: { code: 'game.no_game', message: 'the text defines no game (start with: game NAME(x))' } });
  }
}
