// The course's exercise checker: pure functions of (engine, exercise, typed
// text). The engine computes every true answer (tables, explanations, sums,
// graphs); this file only reads what the student typed, compares, and says why
// a wrong line is wrong as {key, params}, which the page words in the reader's
// language (text/course-en.js and course-zh.js, keys "course.why.*" and
// "course.bad.*"). Nothing here touches the DOM, so node tests run it as the
// page does.
import { t, joinList } from '../../text/i18n.js';
import '../../text/course.js';

// Staircase Nim's coins on each step, written "3 1 2" (or as a list).
const coinsOf = (item) => (Array.isArray(item) ? item : String(item).split(' ').map(Number));

// More text than any answer needs is refused before it is read.
export const maxAnswerChars = 4000;

// What one answer is: a number, W/L (the player to move wins or loses) or
// P/N (a position's outcome class).
export function answerKind(ex) {
  if (['outcome', 'stairs', 'tokens'].includes(ex.kind)) return 'wl';
  if (ex.kind === 'graph-pn') return 'pn';
  return 'number';
}

const setText = (xs) => `{${[...xs].join(', ')}}`;
// A list said in a sentence (vertices, values, moves), joined in the reader's
// language by whyText: "b, c" in English, "b、c" in Chinese. An item may be
// a {key, params} pair, said in that language too.
const list = (items) => ({ list: items });

// An outcome item as the engine takes it: the position as the question
// writes it (text in the rule language, read with the exercise's rule), or
// {show, position} with the position as data when the question shows it
// another way.
const positionOf = (item) => (typeof item === 'object' && !Array.isArray(item) ? item.position : item);

// What each question shows, in no particular language (numbers and names).
export function questions(ex) {
  switch (ex.kind) {
    case 'mex':
      return ex.sets.map((s) => `mex${setText(s)}`);
    case 'values':
      return range(ex.from, ex.to).map((x) => `sg[${x}]`);
    case 'value':
      // A heap of a rule as the course writes it in sums ("1..3:10"), valued: sg(1..3:10).
      return ex.items.map((it) => `sg(${it.rule}:${it.x})`);
    case 'graph-sg':
    case 'graph-pn':
      return ex.vertices.slice();
    case 'outcome':
      return ex.items.map((it) => (typeof it === 'object' && !Array.isArray(it) ? it.show : String(it)));
    case 'stairs':
      return ex.items.map((c) => coinsOf(c).join(' '));
    case 'tokens':
      return ex.items.map((tk) => tk.join(' '));
    case 'nimsum':
      return ex.items.map((xs) => xs.join(' ⊕ '));
    case 'count':
      return ex.items.map((it) => (Array.isArray(it) ? it.join(' ') : it));
    case 'steps':
      return ex.items.map((it) => `T(${it})`);
    case 'nimmul':
      return ex.items.map(([a, b]) => `${a} ⊗ ${b}`);
    case 'board':
      return ex.items.slice();
    default:
      throw new Error(`unknown exercise kind ${ex.kind}`);
  }
}

// Turning Corners, the product of two coin-turning games whose values are n:
// by the Tartan theorem its values are the nim products, so the engine's
// value of corners(a, b) is a ⊗ b.
export const cornersText = `game twins(n)
  move a for a in 0..n-1
game corners(x, y) = twins(x) * twins(y)
`;

function range(from, to) {
  const out = [];
  for (let x = from; x <= to; x++) out.push(x);
  return out;
}

const fromWin = (wins) => ({ key: wins ? 'course.firstWins' : 'course.firstLoses' });
// "= 2 ≠ 0" is said; "= 0 = 0" is not.
const cmp0 = (v) => (v === 0 ? '' : ' ≠ 0');

// "sg[5] ⊕ sg[7] = 3 ⊕ 1 = 2", "sg[7] = 2": the engine's values and nim-sum (total).
function sumExpr(terms, values, total) {
  if (terms.length === 1) return `${terms[0]} = ${total}`;
  return `${terms.join(' ⊕ ')} = ${values.join(' ⊕ ')} = ${total}`;
}

function sumWhy(terms, values, total) {
  const expr = `${sumExpr(terms, values, total)}${cmp0(total)}`;
  return {
    key: terms.length === 1 ? 'course.why.one' : 'course.why.sum',
    params: { expr, result: fromWin(total !== 0) },
  };
}

// A heap's value explained by its moves: the positions reached, their values, the mex.
function valueWhy(engine, rule, x, got) {
  const e = engine.explain(rule, x);
  if (!e.moves.length) return { key: 'course.why.valueTerminal', params: { x, got } };
  if (e.moves.length <= 8 && !e.truncated) {
    const leaves = e.moves.map((m) => (m.leaves.length ? m.leaves.join('+') : '0'));
    return {
      key: e.moves.length === 1 ? 'course.why.valueOne' : 'course.why.value',
      params: { x, got, expected: e.sg, leaves: list(leaves), values: list(e.moves.map((m) => m.value)) },
    };
  }
  return {
    key: 'course.why.valueMany',
    params: { x, got, expected: e.sg, count: e.moves.length, set: setText(e.reached) },
  };
}

// A nim product worked out as Turning Corners does it (the lesson's table):
// a ⊗ b is the mex of (a′ ⊗ b) ⊕ (a ⊗ b′) ⊕ (a′ ⊗ b′) over a′ < a, b′ < b,
// with one of those sums written out (the first with a′, b′ ≥ 1, if any)
// and the values reached. d: the engine's explanation of corners(a, b).
const shownReached = 24; // values of the set written out, at most
function nimmulWhy(a, b, d, got) {
  if (!d.moves.length) return { key: 'course.why.nimmulZero', params: { a, b, got } };
  // The move's corner (a′, b′) is its target below and left of both others.
  const corner = (x) => x.targets.find((p) => p.coords[0] < a && p.coords[1] < b);
  const m = d.moves.find((x) => corner(x)?.coords.every((c) => c > 0)) ?? d.moves[0];
  const [a1, b1] = corner(m).coords;
  // In the order the sentence writes them: (a′ ⊗ b) ⊕ (a ⊗ b′) ⊕ (a′ ⊗ b′).
  const terms = [
    [a1, b],
    [a, b1],
    [a1, b1],
  ].map(([x, y]) => m.targets.find((p) => p.coords[0] === x && p.coords[1] === y));
  const products = terms.map((p) => `(${p.coords[0]} ⊗ ${p.coords[1]})`).join(' ⊕ ');
  const example = `${products} = ${terms.map((p) => p.sg).join(' ⊕ ')} = ${m.value}`;
  const reached = d.reached.length > shownReached ? [...d.reached.slice(0, shownReached), '…'] : d.reached;
  return {
    key: 'course.why.nimmul',
    params: { a, b, got, expected: d.sg, a1, b1, example, reached: setText(reached) },
  };
}

// The colon principle's working for a board, from the top of its tree (the
// tree left once cycles are fused) down to the ground: for each vertex with
// something on it, the ⊕ of its branches (1 + what stands on the branch's
// top) and its loops (1 each). b: the engine's hackenbush() result.
function colonSteps(b) {
  const nodes = b.fused;
  const above = nodes.map(() => []);
  nodes.forEach((n, i) => n.parent >= 0 && above[n.parent].push(i));
  const order = (v) => b.vertices.indexOf(v);
  const name = (n) =>
    n.vertices.length > 1 ? `{${[...n.vertices].sort((x, y) => order(x) - order(y)).join(', ')}}` : n.vertices[0];
  const steps = [];
  const visit = (i) => {
    above[i].forEach(visit);
    const branches = above[i].map((c) => nodes[c].value);
    const terms = [...branches.map((v) => `${v} + 1`), ...Array(nodes[i].loops).fill('1')];
    if (!terms.length) return;
    const values = [...branches.map((v) => v + 1), ...Array(nodes[i].loops).fill(1)];
    const written = terms.map((x) => (x === '1' ? x : `(${x})`)).join(' ⊕ ');
    const worked = values.join(' ⊕ ');
    const sum = terms.length === 1 ? terms[0] : written === worked ? written : `${written} = ${worked}`;
    steps.push({ key: 'course.boardStep', params: { at: name(nodes[i]), sum, value: nodes[i].value } });
  };
  visit(0);
  return steps;
}

// Past this a heap's moves are too many to list: its value is said from the table's proved pattern.
const hugeHeap = 100000;
function patternWhy(engine, { rule, x }, got) {
  const p = engine.table(rule, 1000).period;
  const expected = engine.value(rule, x);
  return {
    key: 'course.why.valuePattern',
    params: { rule, x, got, expected, p: p.period, s: p.saltus, pre: p.preperiod },
  };
}

// Every-SG: each part's step count, the largest, and who wins by its parity.
function everyWhy(a) {
  const steps = a.components.map((c) => c.steps);
  return {
    key: steps.length === 1 ? 'course.why.everyOne' : 'course.why.every',
    params: { steps: list(steps), max: a.steps, result: fromWin(a.outcome === 'N') },
  };
}

// The true answers, each with a function saying why another answer is wrong.
// Everything a game decides comes from the engine, the mex of a set too.
export function solve(engine, ex) {
  switch (ex.kind) {
    case 'mex':
      return ex.sets.map((s) => {
        const m = engine.mex(s);
        const set = setText(s);
        return {
          answer: String(m),
          why: (got) =>
            s.includes(Number(got))
              ? { key: 'course.why.mexInSet', params: { set, got, expected: m } }
              : { key: 'course.why.mexSmaller', params: { set, got, expected: m } },
        };
      });
    case 'values': {
      const table = engine.table(ex.rule, ex.to);
      return range(ex.from, ex.to).map((x) => ({
        answer: String(table.values[x]),
        why: (got) => valueWhy(engine, ex.rule, x, got),
      }));
    }
    case 'value':
      return ex.items.map((it) => ({
        answer: String(engine.value(it.rule, it.x)),
        why: (got) => (it.x > hugeHeap ? patternWhy(engine, it, got) : valueWhy(engine, it.rule, it.x, got)),
      }));
    case 'graph-sg':
    case 'graph-pn': {
      const g = engine.graph(ex.edges);
      const byName = new Map(g.vertices.map((v) => [v.name, v]));
      return ex.vertices.map((name) => {
        const v = byName.get(name);
        if (!v) throw new Error(`vertex ${name} is not in the graph`);
        const succ = v.successors;
        const values = succ.map((s) => byName.get(s).sg);
        if (ex.kind === 'graph-sg') {
          return {
            answer: String(v.sg),
            why: (got) =>
              succ.length
                ? {
                    key: 'course.why.vertex',
                    params: { v: name, got, expected: v.sg, succ: list(succ), values: list(values) },
                  }
                : { key: 'course.why.vertexTerminal', params: { v: name, got } },
          };
        }
        const answer = v.sg === 0 ? 'P' : 'N';
        return {
          answer,
          why: () => {
            if (!succ.length) return { key: 'course.why.vertexTerminalP', params: { v: name } };
            if (answer === 'N') return { key: 'course.why.vertexN', params: { v: name, to: succ[values.indexOf(0)] } };
            return { key: 'course.why.vertexP', params: { v: name, succ: list(succ) } };
          },
        };
      });
    }
    case 'outcome':
      return ex.items.map((it) => {
        if (ex.every) {
          const a = engine.analyze(positionOf(it), { rule: ex.rule ?? '', every: true });
          return { answer: a.outcome === 'N' ? 'W' : 'L', why: () => everyWhy(a) };
        }
        const a = engine.analyze(positionOf(it), { rule: ex.rule ?? '', moves: false, misere: Boolean(ex.misere) });
        const values = a.components.map((c) => c.sg);
        const sameRule = a.components.every((c) => c.rule === a.components[0].rule);
        const terms = a.components.map((c) => (sameRule ? `sg[${c.heap}]` : `sg(${c.text})`));
        if (ex.misere) {
          // The engine's case: 'big' (a value of 2 or more: play the nim-sum) or 'small' (every value at most 1).
          const total = a.nimSum;
          const expr = `${values.length > 1 ? `${values.join(' ⊕ ')} = ` : ''}${total}${cmp0(total)}`;
          return {
            answer: a.outcome === 'N' ? 'W' : 'L',
            why: () => ({
              key: a.misereCase === 'big' ? 'course.why.misereBig' : 'course.why.misereSmall',
              params: { expr, result: fromWin(a.outcome === 'N') },
            }),
          };
        }
        return { answer: a.outcome === 'N' ? 'W' : 'L', why: () => sumWhy(terms, values, a.nimSum) };
      });
    case 'stairs':
      return ex.items.map(coinsOf).map((coins) => {
        // Step i holds coins[i - 1]; the engine plays Staircase Nim as the Nim of its odd steps.
        const a = engine.staircase(coins);
        const odd = a.components.map((c) => c.heap);
        const total = a.nimSum;
        const expr = `${odd.length > 1 ? `${odd.join(' ⊕ ')} = ` : ''}${total}${cmp0(total)}`;
        return {
          answer: a.outcome === 'N' ? 'W' : 'L',
          why: () => ({
            key: 'course.why.stairs',
            params: { odd: list(odd), expr, result: fromWin(a.outcome === 'N') },
          }),
        };
      });
    case 'tokens':
      return ex.items.map((tokens) => {
        const g = engine.graph(ex.edges, tokens);
        const terms = g.components.map((c) => `sg[${c.vertex}]`);
        return {
          answer: g.outcome === 'N' ? 'W' : 'L',
          why: () =>
            sumWhy(
              terms,
              g.components.map((c) => c.sg),
              g.nimSum
            ),
        };
      });
    case 'nimsum':
      return ex.items.map((xs) => {
        const a = engine.analyze(xs, { rule: 'nim', moves: false });
        const bits = a.components.map((c) => c.binary);
        return {
          answer: String(a.nimSum),
          why: (got) => ({
            key: 'course.why.nimsum',
            params: { expr: xs.join(' ⊕ '), got, expected: a.nimSum, bits: `${bits.join(' ⊕ ')} = ${a.nimSumBinary}` },
          }),
        };
      });
    case 'count':
      return ex.items.map((it) => {
        // [3, 4, 5]: heaps of ex.rule (Nim unless it says); "1..3:7 nim:5": a position as written.
        const a = engine.analyze(it, { rule: ex.rule ?? 'nim' });
        const n = a.winningMovesTotal;
        if (a.nimSum === 0) return { answer: '0', why: (got) => ({ key: 'course.why.countZero', params: { got } }) };
        // Each move with its heap: "7→5 in heap 1".
        const moves = list(
          a.winningMoves.map((m) => ({
            key: 'course.moveIn',
            params: { i: m.component + 1, from: m.heap, to: m.leaves.join('+') || 0 },
          }))
        );
        return {
          answer: String(n),
          why: (got) => ({ key: 'course.why.count', params: { got, expected: n, count: n, sum: a.nimSum, moves } }),
        };
      });
    case 'steps':
      return ex.items.map((it) => {
        const c = engine.analyze(it, { every: true }).components[0];
        // Won alone (odd): the winner makes it last; lost alone (even): the loser ends it soon.
        const moves = list(
          (c.keepMoves ?? []).map((m) => ({ key: 'course.stepMove', params: { k: m.taken, t: m.steps } }))
        );
        return {
          answer: String(c.steps),
          why: (got) => ({
            key:
              c.steps === 0
                ? 'course.why.stepsNone'
                : c.outcome === 'N'
                  ? 'course.why.stepsWin'
                  : 'course.why.stepsLose',
            params: { q: `T(${it})`, got, expected: c.steps, moves },
          }),
        };
      });
    case 'nimmul': {
      const session = engine.gameSession(cornersText);
      try {
        return ex.items.map(([a, b]) => {
          const d = session.explain({ game: 'corners', coords: [a, b] });
          return { answer: String(d.sg), why: (got) => nimmulWhy(a, b, d, got) };
        });
      } finally {
        session.free();
      }
    }
    case 'board':
      return ex.items.map((board) => {
        const b = engine.hackenbush(board);
        return {
          answer: String(b.value),
          why: (got) => ({
            key: b.method === 'fusion' ? 'course.why.boardFusion' : 'course.why.boardColon',
            params: { got, expected: b.value, steps: { list: colonSteps(b), sep: 'steps' } },
          }),
        };
      });
    default:
      throw new Error(`unknown exercise kind ${ex.kind}`);
  }
}

// Full-width digits and letters (a Chinese keyboard) read as ASCII.
const narrow = (s) => s.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
const wlWords = {
  w: 'W',
  l: 'L',
  win: 'W',
  lose: 'L',
  胜: 'W',
  赢: 'W',
  必胜: 'W',
  败: 'L',
  负: 'L',
  输: 'L',
  必败: 'L',
};
const pnWords = { p: 'P', n: 'N', 必败: 'P', 必败态: 'P', 必胜: 'N', 必胜态: 'N' };

// The typed text as a list of answers, or {error: {key, params}}.
export function parseAnswers(ex, text, expectedCount) {
  const raw = narrow(String(text ?? ''));
  if (raw.length > maxAnswerChars) return { error: { key: 'course.bad.tooLong', params: { max: maxAnswerChars } } };
  const tokens = raw.split(/[\s,;，、；]+/).filter(Boolean);
  if (!tokens.length) return { error: { key: 'course.bad.empty', params: { expected: expectedCount } } };
  const kind = answerKind(ex);
  const answers = [];
  for (const [i, token] of tokens.entries()) {
    if (kind === 'number') {
      if (!/^\d{1,15}$/.test(token)) return { error: { key: 'course.bad.notNumber', params: { token, n: i + 1 } } };
      answers.push(String(Number(token)));
    } else {
      const table = kind === 'wl' ? wlWords : pnWords;
      const word = table[token.toLowerCase()];
      if (!word)
        return { error: { key: kind === 'wl' ? 'course.bad.notWL' : 'course.bad.notPN', params: { token, n: i + 1 } } };
      answers.push(word);
    }
  }
  if (answers.length > expectedCount)
    return { error: { key: 'course.bad.tooMany', params: { count: answers.length, expected: expectedCount } } };
  if (answers.length < expectedCount)
    return { error: { key: 'course.bad.tooFew', params: { count: answers.length, expected: expectedCount } } };
  return { answers };
}

// {ok, lines: [{ok, expected, got, why}], error?}: why is null on a right line.
// Malformed text gives {ok: false, lines: [], error: {key, params}}; it never throws.
export function check(engine, ex, text) {
  let truth;
  try {
    truth = solve(engine, ex);
  } catch (e) {
    return { ok: false, lines: [], error: { key: 'course.bad.engine', params: { message: String(e?.message ?? e) } } };
  }
  const parsed = parseAnswers(ex, text, truth.length);
  if (parsed.error) return { ok: false, lines: [], error: parsed.error };
  const lines = truth.map((tr, i) => {
    const got = parsed.answers[i];
    const ok = got === tr.answer;
    return { ok, expected: tr.answer, got, why: ok ? null : tr.why(got) };
  });
  return { ok: lines.every((l) => l.ok), lines };
}

// A reason in the reader's language. A param may be a {key, params} pair (said
// in that language too), an array of them (joined as alternatives: "a, b or
// c") or a list(...) (joined as a list: "a, b, c", "a、b、c").
export function whyText(lang, why) {
  if (!why) return '';
  const said = (x) => (x && typeof x === 'object' ? whyText(lang, x) : String(x));
  const params = {};
  for (const [name, v] of Object.entries(why.params ?? {}))
    params[name] = Array.isArray(v)
      ? joinList(lang, v.map(said))
      : v?.list
        ? v.list.map(said).join(v.sep === 'steps' ? (lang === 'zh' ? '；' : '; ') : lang === 'zh' ? '、' : ', ')
        : v;
  return t(lang, why.key, params);
}
