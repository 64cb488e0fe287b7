// The only code that touches the Emscripten module. It offers the engine's
// operations with the result objects documented in README.md ("Result
// objects"), the same the `sg` CLI prints with --json, and throws a JS Error
// carrying the CLI's message on bad input.
import createSgModule from '../dist/sg-engine.cjs';

let loading = null;

// Loads the engine once; every caller on the page shares the same instance.
export function loadEngine() {
  if (!loading) loading = createSgModule().then((m) => new Engine(m));
  return loading;
}

function unwrap(result) {
  if (result && typeof result === 'object' && typeof result.error === 'string') throw new Error(result.error);
  return result;
}

// "1..3:5 odd:7", or [{rule, heap}, ...], or [heap, ...] with a default rule.
function positionText(position) {
  if (typeof position === 'string') return position;
  return position
    .map((c) => (typeof c === 'object' ? `${String(c.rule).replace(/\s+/g, '')}:${c.heap}` : String(c)))
    .join(' ');
}

const abortError = () => new DOMException('The computation was cancelled', 'AbortError');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

export class Engine {
  constructor(module) {
    this.m = module;
  }

  // {text, name, kind, singleHeap, amounts?}: the canonical form of a rule.
  ruleInfo(rule) { return unwrap(this.m.ruleInfo(String(rule))); }

  // {rule, upto, values (typed array), maxValue, period, checksum}
  table(rule, upto) { return unwrap(this.m.table(String(rule), Number(upto))); }

  value(rule, n) { return unwrap(this.m.value(String(rule), Number(n))); }

  // {rule, heap, sg, moves: [{taken, leaves, leaveValues, value, text}], reached, mex, truncated}
  explain(rule, x) { return unwrap(this.m.explain(String(rule), Number(x))); }

  // {play, components: [{rule, heap, sg, binary}], nimSum, nimSumBinary, outcome, winningMoves, ...}
  analyze(position, { rule = '', misere = false } = {}) {
    return unwrap(this.m.analyze(positionText(position), String(rule), Boolean(misere)));
  }

  // {vertices: [{name, sg, layer, successors}], order, components, nimSum, outcome, winningMoves}
  graph(edges, tokens = '') {
    return unwrap(this.m.graph(String(edges), Array.isArray(tokens) ? tokens.join(',') : String(tokens)));
  }

  // The same table as table(), computed in slices of about sliceMs so the page
  // stays responsive. onProgress({progress, computed}) after each slice;
  // aborting the signal cancels (the promise rejects with an AbortError) and
  // frees the job, leaving the engine ready for the next request.
  async computeTable(rule, upto, { onProgress, signal, sliceMs = 12, sparse = true } = {}) {
    if (signal?.aborted) throw abortError();
    const id = unwrap(this.m.jobStart(String(rule), Number(upto), sparse));
    let work = 1e5;
    try {
      for (;;) {
        const t0 = performance.now();
        const s = unwrap(this.m.jobStep(id, work));
        const spent = performance.now() - t0;
        // Aim the next slice at sliceMs, changing by at most 4x at a time.
        work = Math.max(1e3, work * Math.min(4, Math.max(0.25, sliceMs / Math.max(spent, 0.1))));
        onProgress?.({ progress: s.progress, computed: s.computed });
        if (s.done) return unwrap(this.m.jobResult(id));
        await nextTask();
        if (signal?.aborted) throw abortError();
      }
    } finally {
      this.m.jobCancel(id);  // no-op once the result was taken
    }
  }

  // How many table jobs are alive (0 when nothing is running): for tests.
  jobCount() { return this.m.jobCount(); }
}
