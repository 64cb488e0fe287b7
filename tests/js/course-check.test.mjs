// The course's checker (web/js/model/course/check.js): for every exercise the true
// answers it gets from the engine agree with a plain computation written here
// (mex loops, XOR, n % 3, ...); wrong answers get the right reason; malformed
// text gets a message key and never throws.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../web/js/engine/engine.js';
import { strings } from '../../web/js/text/i18n.js';
import { lessons, problems, allExercises } from '../../web/js/model/course/lessons.js';
import { check, solve, whyText, questions } from '../../web/js/model/course/check.js';
import { englishWords } from './words.mjs';

const engine = await loadEngine('full');

// ---- independent computations: the definitions, the slow obvious way ----
const mexOf = (xs) => {
  let m = 0;
  while (xs.includes(m)) m++;
  return m;
};
const xor = (xs) => xs.reduce((a, b) => a ^ b, 0);

// The moves of a heap rule, as lists of heaps left (only the rules the course uses).
function heapMoves(rule, n) {
  const out = [];
  const take = (k) => {
    if (k >= 1 && k <= n) out.push(n - k === 0 ? [] : [n - k]);
  };
  if (rule === 'nim') for (let k = 1; k <= n; k++) take(k);
  else if (rule === 'odd') for (let k = 1; k <= n; k += 2) take(k);
  else if (rule === 'pow2') for (let k = 1; k <= n; k *= 2) take(k);
  else if (rule === 'fib') {
    for (let a = 1, b = 2; a <= n; [a, b] = [b, a + b]) take(a);
  } else if (/^1\.\.\d+$/.test(rule)) for (let k = 1; k <= Number(rule.slice(3)); k++) take(k);
  else if (/^[\d,]+$/.test(rule)) for (const k of rule.split(',').map(Number)) take(k);
  else if (rule === 'kayles') {
    // Knock down 1 or 2 neighbouring pins anywhere in the row: two rows a and b with a + b = n - k.
    for (const k of [1, 2])
      for (let a = 0; a <= n - k; a++) {
        const b = n - k - a;
        if (b >= 0) out.push([a, b].filter((x) => x > 0));
      }
  } else if (rule === 'lasker') {
    // Take any number, or split into two non-empty heaps.
    for (let k = 1; k <= n; k++) take(k);
    for (let a = 1; 2 * a <= n; a++) out.push([a, n - a]);
  } else throw new Error(`no plain rule for ${rule}`);
  return out;
}
const memo = new Map();
function plainSg(rule, n) {
  const key = `${rule}:${n}`;
  if (memo.has(key)) return memo.get(key);
  const v = mexOf(heapMoves(rule, n).map((left) => xor(left.map((m) => plainSg(rule, m)))));
  memo.set(key, v);
  return v;
}
// Lasker's Nim past what the plain mex reaches: its closed form (Berlekamp,
// Conway and Guy), held against the plain mex below (see the test of lesson 13).
const laskerForm = (n) => (n % 4 === 0 && n > 0 ? n - 1 : n % 4 === 3 ? n + 1 : n);
const plainValue = (rule, n) => (rule === 'lasker' && n > 300 ? laskerForm(n) : plainSg(rule, n));

// Every-SG step counts by their definition: 0 without a move; else 1 + the
// largest even count a move leaves, or 1 + the least count when none is even.
const stepMemo = new Map();
function plainSteps(rule, n) {
  const key = `${rule}:${n}`;
  if (stepMemo.has(key)) return stepMemo.get(key);
  const left = heapMoves(rule, n).map((parts) => Math.max(0, ...parts.map((m) => plainSteps(rule, m))));
  const even = left.filter((t) => t % 2 === 0);
  const t = !left.length ? 0 : even.length ? 1 + Math.max(...even) : 1 + Math.min(...left);
  stepMemo.set(key, t);
  return t;
}

// The nim product by its definition: mex of (a ⊗ y) ⊕ (x ⊗ b) ⊕ (a ⊗ b) over a < x, b < y.
const mulMemo = new Map();
function plainNimmul(x, y) {
  const key = `${x},${y}`;
  if (!mulMemo.has(key)) {
    const reached = [];
    for (let a = 0; a < x; a++)
      for (let b = 0; b < y; b++) reached.push(plainNimmul(a, y) ^ plainNimmul(x, b) ^ plainNimmul(a, b));
    mulMemo.set(key, mexOf(reached));
  }
  return mulMemo.get(key);
}

// A Green Hackenbush board by brute force over the sets of edges left: a cut
// removes one edge and every edge no longer joined to the ground.
function plainBoard(text) {
  const edges = text.split(';').map((e) => e.trim().split(/\s+/));
  const grounded = (mask) => {
    const reach = new Set(['ground']);
    for (let grew = true; grew;) {
      grew = false;
      edges.forEach(([u, v], i) => {
        if (!(mask & (1 << i)) || reach.has(u) === reach.has(v)) return;
        reach.add(u).add(v);
        grew = true;
      });
    }
    return edges.reduce((m, [u], i) => (mask & (1 << i) && reach.has(u) ? m | (1 << i) : m), 0);
  };
  const memo = new Map();
  const value = (mask) => {
    if (!memo.has(mask)) {
      const reached = [];
      edges.forEach((_, i) => {
        if (mask & (1 << i)) reached.push(value(grounded(mask & ~(1 << i))));
      });
      memo.set(mask, mexOf(reached));
    }
    return memo.get(mask);
  };
  return value(grounded((1 << edges.length) - 1));
}

function plainGraph(edges) {
  const succ = new Map();
  for (const e of edges.split(';')) {
    const [u, v] = e.trim().split(/\s+/);
    for (const x of [u, v]) if (!succ.has(x)) succ.set(x, []);
    succ.get(u).push(v);
  }
  const sg = new Map();
  const value = (v) => {
    if (!sg.has(v)) sg.set(v, mexOf(succ.get(v).map(value)));
    return sg.get(v);
  };
  return value;
}
// "1..3:5 odd:7", bare heaps with a rule, boards (hackenbush{...}, as the
// rule "board" and their text), or the components as data.
const parts = (text, rule) =>
  Array.isArray(text)
    ? text.map((c) => [c.rule, c.heap])
    : String(text)
        .match(/hackenbush\{[^}]*\}|\S+/g)
        .map((c) =>
          c.startsWith('hackenbush{')
            ? ['board', c.slice('hackenbush{'.length, -1)]
            : c.includes(':')
              ? [c.slice(0, c.lastIndexOf(':')), Number(c.slice(c.lastIndexOf(':') + 1))]
              : [rule, Number(c)]
        );
const partValue = ([rule, n]) => (rule === 'board' ? plainBoard(n) : plainValue(rule, n));
const wl = (win) => (win ? 'W' : 'L');

function plainAnswers(ex) {
  switch (ex.kind) {
    case 'mex':
      return ex.sets.map((s) => String(mexOf(s)));
    case 'values':
      return Array.from({ length: ex.to - ex.from + 1 }, (_, i) => String(plainSg(ex.rule, ex.from + i)));
    case 'value':
      return ex.items.map((it) => String(it.rule === '' ? 0 : plainValue(it.rule, it.x)));
    case 'graph-sg': {
      const v = plainGraph(ex.edges);
      return ex.vertices.map((x) => String(v(x)));
    }
    case 'graph-pn': {
      const v = plainGraph(ex.edges);
      return ex.vertices.map((x) => (v(x) === 0 ? 'P' : 'N'));
    }
    case 'outcome':
      return ex.items.map((it) => {
        const heaps = parts(typeof it === 'object' ? it.position : it, ex.rule);
        if (ex.every) return wl(Math.max(...heaps.map(([r, n]) => plainSteps(r, n))) % 2 === 1);
        if (ex.misere) {
          // Misère Nim (Bouton): with a heap of 2 or more, as Nim; else the player to move wins with an even number of 1s.
          const sizes = heaps.map(([, n]) => n);
          return wl(sizes.some((n) => n > 1) ? xor(sizes) !== 0 : xor(sizes) === 0);
        }
        return wl(xor(heaps.map(partValue)) !== 0);
      });
    case 'steps':
      return ex.items.map((it) => String(plainSteps(...parts(it)[0])));
    case 'nimmul':
      return ex.items.map(([a, b]) => String(plainNimmul(a, b)));
    case 'board':
      return ex.items.map((b) => String(plainBoard(b)));
    case 'stairs':
      return ex.items.map((item) =>
        wl(
          xor(
            String(item)
              .split(' ')
              .map(Number)
              .filter((_, i) => i % 2 === 0)
          ) !== 0
        )
      );
    case 'tokens': {
      const v = plainGraph(ex.edges);
      return ex.items.map((ts) => wl(xor(ts.map(v)) !== 0));
    }
    case 'nimsum':
      return ex.items.map((xs) => String(xor(xs)));
    case 'count':
      return ex.items.map((it) => {
        // Count every move whose result has value 0, move by move.
        const heaps = Array.isArray(it) ? it.map((n) => [ex.rule ?? 'nim', n]) : parts(it, ex.rule ?? 'nim');
        const values = heaps.map(([r, n]) => plainSg(r, n));
        let count = 0;
        heaps.forEach(([r, n], i) => {
          for (const left of heapMoves(r, n)) {
            const v = xor(left.map((m) => plainSg(r, m)));
            if ((xor(values) ^ values[i] ^ v) === 0) count++;
          }
        });
        return String(count);
      });
    default:
      throw new Error(ex.kind);
  }
}

test("every exercise: the engine's answers agree with a plain computation of the definition", () => {
  assert.ok(allExercises.length >= 25, `only ${allExercises.length} exercises`);
  for (const { ex, number } of allExercises) {
    const truth = solve(engine, ex).map((a) => a.answer);
    assert.deepEqual(truth, plainAnswers(ex), `exercise ${number} (${ex.id})`);
    assert.equal(check(engine, ex, truth.join('\n')).ok, true, `exercise ${number} accepts its answers`);
  }
});

test("the problems' samples agree with the plain computation too, and the contest facts hold", () => {
  for (const pr of problems)
    assert.deepEqual(
      solve(engine, pr.sample).map((a) => a.answer),
      plainAnswers(pr.sample),
      pr.id
    );
  // Good Luck in CET-4: the first player loses exactly when 3 divides n.
  const cet = problems[0].exercise;
  assert.deepEqual(
    solve(engine, cet).map((a) => a.answer),
    cet.items.map((it) => wl(Number(it.show) % 3 !== 0))
  );
  // Bash's game: loses exactly when m + 1 divides n.
  const bash = problems[3].exercise;
  assert.deepEqual(
    solve(engine, bash).map((a) => a.answer),
    bash.items.map((it) => {
      const [n, m] = it.show.split(' ').map(Number);
      return wl(n % (m + 1) !== 0);
    })
  );
  // The S-Nim sample is the classic one: L W W.
  assert.deepEqual(
    solve(engine, problems[2].sample).map((a) => a.answer),
    ['L', 'W', 'W']
  );
});

test("the numbers the lessons state are the engine's", () => {
  assert.deepEqual(Array.from(engine.table('1,3,4', 8).values), [0, 1, 0, 1, 2, 3, 2, 0, 1]);
  assert.equal(engine.table('1,3,4', 40).period.period, 7);
  const k = engine.table('kayles', 200).period;
  assert.deepEqual([k.period, k.preperiod, k.status], [12, 71, 'proved']);
  const classic = engine.analyze('1..3:7 odd:6 nim:5 nim:4');
  assert.deepEqual(
    classic.components.map((c) => c.sg),
    [3, 0, 5, 4]
  );
  assert.equal(classic.nimSum, 2);
  assert.equal(classic.winningMovesTotal, 1);
  assert.deepEqual([classic.winningMoves[0].component, classic.winningMoves[0].taken], [0, 2]);
  assert.equal(engine.analyze('1..3:5 odd:7').nimSum, 0);
  assert.equal(engine.analyze('nim:3 nim:4 nim:5').winningMoves[0].leaves[0], 1);
  // Paragraphs, and those inside an answer the reader opens.
  const text = lessons[3].blocks
    .flatMap((b) => [b, ...(b.blocks ?? [])])
    .map((b) => b.p?.en ?? '')
    .join(' ');
  assert.match(text, /x = 0, 2, 7, 9, 14, 16/);
  const zeros = Array.from(engine.table('1,3,4', 16).values).flatMap((v, x) => (v === 0 ? [x] : []));
  assert.deepEqual(zeros, [0, 2, 7, 9, 14, 16]);
});

test("lessons 10 to 13: the closed forms the plain answers use and the numbers the lessons state are the engine's", () => {
  // Lasker's Nim: the closed form agrees with the plain mex, and the table's pattern is proved with saltus 4.
  for (let n = 0; n <= 120; n++) assert.equal(laskerForm(n), plainSg('lasker', n), `lasker ${n}`);
  const lasker = engine.table('lasker', 40).period;
  assert.deepEqual([lasker.status, lasker.period, lasker.saltus, lasker.preperiod], ['proved', 4, 4, 1]);
  assert.equal(engine.value('lasker', 1e9), 1e9 - 1);
  const big = engine.analyze('lasker:1000000000 lasker:3 lasker:8');
  assert.deepEqual(
    big.components.map((c) => c.sg),
    [1e9 - 1, 4, 7]
  );
  assert.ok(big.nimSum !== 0 && big.winningMovesTotal > 0);
  // The sums of lessons 10 and 12 as the text reads them.
  const every = engine.analyze('1,2:3 1,2:5 1,2:7', { every: true });
  assert.deepEqual(
    every.components.map((c) => c.steps),
    [3, 5, 7].map((n) => plainSteps('1,2', n))
  );
  assert.equal(every.outcome, every.steps % 2 ? 'N' : 'P');
  const boards = engine.analyze('hackenbush{ground a; a b; b c} hackenbush{ground a; a b; a c} nim:2');
  assert.deepEqual(
    boards.components.map((c) => c.sg),
    [3, 1, 2]
  );
  assert.equal(boards.outcome, 'P');
  for (const [board, v] of [
    ['ground a; a b; b c; c a', 2],
    ['ground a; a b; b c; c d; d a', 1],
  ]) {
    assert.equal(plainBoard(board), v, board);
    assert.equal(engine.hackenbush(board).value, v, board);
  }
  // Lesson 11: 2 ⊗ 2 = 3, 2 ⊗ 3 = 1, 4 ⊗ 4 = 6, 16 ⊗ 16 = 24, 2 ⊗ 4 = 8.
  for (const [a, b, v] of [
    [2, 2, 3],
    [2, 3, 1],
    [4, 4, 6],
    [2, 4, 8],
  ])
    assert.equal(plainNimmul(a, b), v);
  assert.equal(solve(engine, { kind: 'nimmul', items: [[16, 16]] })[0].answer, '24');
});

test('a wrong nim product or board value gets its working: one sum of smaller products and the mex; the colon principle vertex by vertex', () => {
  const product = check(engine, { id: 't', kind: 'nimmul', items: [[3, 3]] }, '3');
  assert.equal(
    whyText('en', product.lines[0].why),
    '3 ⊗ 3 is 2, not 3: it is the mex of (a′ ⊗ 3) ⊕ (3 ⊗ b′) ⊕ (a′ ⊗ b′) over every a′ < 3 and b′ < 3 (the moves of Turning Corners from (3, 3)); ' +
      'for example a′ = 1, b′ = 1 gives (1 ⊗ 3) ⊕ (3 ⊗ 1) ⊕ (1 ⊗ 1) = 3 ⊕ 3 ⊕ 1 = 1. These values are {0, 1, 3}, so the mex is 2.'
  );
  const tree = check(engine, { id: 't', kind: 'board', items: ['ground a; a b; b c; a d'] }, '3');
  assert.match(
    whyText('en', tree.lines[0].why),
    /: b: 0 \+ 1 = 1; a: \(1 \+ 1\) ⊕ \(0 \+ 1\) = 2 ⊕ 1 = 3; ground: 3 \+ 1 = 4\.$/
  );
  const cycle = check(engine, { id: 't', kind: 'board', items: ['ground a; a b; b c; c d; d b'] }, '1');
  assert.match(whyText('zh', cycle.lines[0].why), /：\{b, c, d\}：1 ⊕ 1 ⊕ 1 = 1；a：1 \+ 1 = 2；ground：2 \+ 1 = 3。$/);
});

test("a wrong value gets the tutorial's reason: the positions reached, their values and the mex", () => {
  const ex = { id: 't', kind: 'values', rule: '1,3,4', from: 0, to: 4, layout: 'row' };
  const r = check(engine, ex, '0 1 0 1 1');
  assert.equal(r.ok, false);
  assert.deepEqual(
    r.lines.map((l) => l.ok),
    [true, true, true, true, false]
  );
  assert.deepEqual([r.lines[4].expected, r.lines[4].got], ['2', '1']);
  assert.equal(
    whyText('en', r.lines[4].why),
    'sg[4] is 2, not 1: from 4 you can reach 3, 1, 0 with values 1, 1, 0, so mex = 2.'
  );
  assert.equal(
    whyText('zh', r.lines[4].why),
    'sg[4] 是 2，不是 1：从 4 可以走到 3、1、0，它们的 SG 值是 1、1、0，所以 mex = 2。'
  );
});

test('a wrong value with one move from it says the one move, not "values"', () => {
  // {1,3,4} at x = 2: the only move takes 1 and leaves 1 (value 1), so sg[2] = mex{1} = 0.
  const ex = { id: 't', kind: 'values', rule: '1,3,4', from: 0, to: 2, layout: 'row' };
  const r = check(engine, ex, '0 1 1');
  assert.deepEqual([r.lines[2].expected, r.lines[2].got], ['0', '1']);
  assert.equal(
    whyText('en', r.lines[2].why),
    'sg[2] is 0, not 1: from 2 the only move leaves 1, of value 1, so mex{1} = 0.'
  );
  assert.equal(whyText('zh', r.lines[2].why), 'sg[2] 是 0，不是 1：从 2 只能走到 1，它的 SG 值是 1，所以 mex{1} = 0。');
});

test('a wrong W/L gets the nim-sum that decides it', () => {
  const ex = { id: 't', kind: 'outcome', rule: '1,3,4', items: ['5 7'] };
  const r = check(engine, ex, 'L');
  assert.equal(
    whyText('en', r.lines[0].why),
    'The nim-sum is sg[5] ⊕ sg[7] = 3 ⊕ 0 = 3 ≠ 0, so the first player wins.'
  );
  const mixed = check(engine, { id: 't', kind: 'outcome', items: ['1..3:5 odd:7'] }, 'W');
  assert.equal(
    whyText('en', mixed.lines[0].why),
    'The nim-sum is sg(1..3:5) ⊕ sg(odd:7) = 1 ⊕ 1 = 0, so the first player loses.'
  );
  const graph = lessons[6].exercises[1];
  const g = check(engine, graph, 'L\nL\nW\nL');
  assert.deepEqual(
    g.lines.map((l) => l.ok),
    [false, true, true, true]
  );
  assert.equal(whyText('zh', g.lines[0].why), '各部分 SG 值的异或和为 sg[a] ⊕ sg[c] = 1 ⊕ 0 = 1 ≠ 0，所以先手必胜。');
  const misere = check(engine, { id: 't', kind: 'outcome', rule: 'nim', misere: true, items: ['1 1 1'] }, 'W');
  assert.match(whyText('en', misere.lines[0].why), /at most 1 stone.*1 ⊕ 1 ⊕ 1 = 1 ≠ 0, so the first player loses/);
});

test('wrong mex, P/N, vertex values, nim-sums and counts each say why', () => {
  const mexEx = lessons[0].exercises[0];
  const m = check(engine, mexEx, '3\n0\n3\n0');
  assert.equal(whyText('en', m.lines[0].why), '3 is in the set {0, 2, 3}; the least number missing from it is 1.');
  const m2 = check(engine, mexEx, '2 0 5 0');
  assert.equal(whyText('en', m2.lines[2].why), '3 is not in {0, 1, 2, 4} and is smaller than 5, so the mex is 3.');
  const pn = check(engine, lessons[1].exercises[0], 'P P N N P');
  assert.equal(whyText('en', pn.lines[0].why), 'a is N: the move to b reaches a P-position.');
  const pn2 = check(engine, lessons[1].exercises[0], 'N N N N N');
  assert.equal(whyText('en', pn2.lines[1].why), 'b is P: every move from it (to c, d) reaches an N-position.');
  assert.equal(whyText('en', pn2.lines[4].why), 'e is P: there is no move from it, so the player to move there loses.');
  const sg = check(engine, lessons[2].exercises[0], '1 1 0 0 2 1 0');
  assert.equal(whyText('en', sg.lines[0].why), 'sg[a] is 2, not 1: it moves to b, c, and mex{1, 0} = 2.');
  const ns = check(engine, lessons[5].exercises[0], '3 6 4 9');
  assert.equal(
    whyText('en', ns.lines[3].why),
    '2 ⊕ 4 ⊕ 7 ⊕ 9 is 8, not 9: in binary, 0010 ⊕ 0100 ⊕ 0111 ⊕ 1001 = 1000.'
  );
  const count = check(engine, { id: 't', kind: 'count', items: ['3 4 5', '1 2 3'] }, '2 1');
  const three = check(engine, { id: 't', kind: 'count', items: ['5 6 7'] }, '2');
  // Each winning move with its heap; one move in the singular.
  for (const [why, lang, want] of [
    [
      count.lines[0].why,
      'en',
      'The number of winning first moves is 1, not 2: the nim-sum is 2, and one move alone makes it 0: 3→1 in heap 1.',
    ],
    [count.lines[0].why, 'zh', '先手的必胜走法有 1 种，不是 2：异或和为 2，只有这一种走法能把它变成 0：第 1 堆 3→1。'],
    [
      three.lines[0].why,
      'en',
      'The number of winning first moves is 3, not 2: the nim-sum is 4, and these 3 moves make it 0: 5→1 in heap 1, 6→2 in heap 2, 7→3 in heap 3.',
    ],
  ])
    assert.equal(whyText(lang, why), want);
  assert.match(whyText('en', count.lines[1].why), /the nim-sum is already 0/);
  const stairs = check(engine, lessons[8].exercises[2], 'L L W L');
  assert.equal(
    whyText('en', stairs.lines[0].why),
    'Only the odd steps count. They hold 3, 2, and their nim-sum is 3 ⊕ 2 = 1 ≠ 0, so the first player wins.'
  );
});

test('malformed answers give a message key in both languages and never throw', () => {
  const ex = lessons[0].exercises[0]; // four numbers
  const wlEx = lessons[3].exercises[1]; // four W/L
  const cases = [
    [ex, '', 'course.bad.empty'],
    [ex, '   \n\n', 'course.bad.empty'],
    [ex, '2 0 x 0', 'course.bad.notNumber'],
    [ex, '2 0 -1 0', 'course.bad.notNumber'],
    [ex, '2 0 3 0 1', 'course.bad.tooMany'],
    [ex, '2 0', 'course.bad.tooFew'],
    [ex, '1.5 0 3 0', 'course.bad.notNumber'],
    [ex, 'x'.repeat(5000), 'course.bad.tooLong'],
    [wlEx, 'W L Q W', 'course.bad.notWL'],
    [lessons[1].exercises[0], 'P N W P P', 'course.bad.notPN'],
    [ex, null, 'course.bad.empty'],
    [ex, '99999999999999999999 0 3 0', 'course.bad.notNumber'],
  ];
  for (const [e, text, key] of cases) {
    let r;
    assert.doesNotThrow(
      () => {
        r = check(engine, e, text);
      },
      String(text).slice(0, 20)
    );
    assert.equal(r.ok, false);
    assert.deepEqual(r.lines, []);
    assert.equal(r.error.key, key, String(text).slice(0, 20));
    for (const lang of ['en', 'zh']) assert.doesNotMatch(whyText(lang, r.error), /\{\w+\}|course\./, `${key} ${lang}`);
  }
  assert.equal(whyText('en', check(engine, ex, '2 0 3 0 1').error), 'You typed 5 answers, but only 4 are asked for.');
  // Full-width digits and Chinese words are read.
  assert.equal(check(engine, ex, '１\n０\n３\n４').ok, true);
  assert.equal(check(engine, wlEx, '败 胜 胜 败').ok, true);
  // An exercise the engine refuses becomes a message too.
  assert.equal(
    check(engine, { id: 'bad', kind: 'values', rule: '{0,2}', from: 0, to: 3 }, '0').error.key,
    'course.bad.engine'
  );
});

test('every course string exists in both languages with the same blanks, and the Chinese is Chinese', () => {
  const keys = Object.keys(strings.en).filter(
    (k) => k.startsWith('course.') || k === 'navCourse' || k === 'titleCourse'
  );
  assert.ok(keys.length > 50);
  for (const key of keys) {
    assert.ok(key in strings.zh, `${key} has no Chinese`);
    const blanks = (s) =>
      [...s.matchAll(/\{(\w+)(?::n)?\}/g)]
        .map((m) => m[1])
        .sort()
        .join(',');
    assert.equal(blanks(strings.zh[key]), blanks(strings.en[key]), key);
    // ("SG Lab" is the product's name.)
    assert.deepEqual(
      englishWords(strings.zh[key]).filter((w) => w !== 'Lab'),
      [],
      `${key}: ${strings.zh[key]}`
    );
  }
  // The lessons too: every paragraph has both languages.
  const pairs = [];
  const walk = (o) => {
    if (o && typeof o === 'object') {
      if (typeof o.en === 'string') pairs.push(o);
      Object.values(o).forEach(walk);
    }
  };
  walk(lessons);
  walk(problems);
  for (const p of pairs) {
    assert.ok(p.zh && p.zh !== p.en, `untranslated: ${p.en.slice(0, 40)}`);
    assert.ok(/[\u4e00-\u9fff]/.test(p.zh), `not Chinese: ${p.zh.slice(0, 40)}`);
  }
  for (const { ex } of allExercises) assert.ok(questions(ex).length >= 1);
});

// A list inside a Chinese sentence takes 、, a colon or comma is full-width;
// math keeps its own commas: sets {…}, pairs (…), sg[…] and `code`.
function halfWidthInChinese(text) {
  const prose = text.replace(/\{[^{}]*\}|\([^()]*\)|\[[^\]]*\]|`[^`]*`/g, '');
  return /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/.test(prose) && /[,;:?!](?:\s|$)|\s[,;:]/.test(prose)
    ? prose
    : null;
}

test('the Chinese of every lesson and of every reason a wrong answer gets uses full-width punctuation and 、 in lists', () => {
  const texts = [];
  const walk = (o) => {
    if (o && typeof o === 'object') {
      if (typeof o.zh === 'string') texts.push(o.zh);
      Object.values(o).forEach(walk);
    }
  };
  walk(lessons);
  walk(problems);
  // Every line of every exercise answered wrong: a number off by one, W/L and P/N the other way.
  const other = { W: 'L', L: 'W', P: 'N', N: 'P' };
  for (const { ex } of allExercises) {
    const wrong = solve(engine, ex).map((a) => other[a.answer] ?? String(Number(a.answer) + 1));
    for (const line of check(engine, ex, wrong.join('\n')).lines) texts.push(whyText('zh', line.why));
  }
  assert.ok(texts.length > 150);
  assert.deepEqual(texts.filter(halfWidthInChinese), []);
  // The checker itself: it finds the slips the reviewer found.
  for (const slip of ['它的每个后继（b, c）都是必胜态', '从 10 可以走到 8, 5，它们的', 'x = 0, 2, 7, 9, 14, 16, …。'])
    assert.ok(halfWidthInChinese(slip), slip);
  assert.equal(halfWidthInChinese('mex{0, 1, 3} = 2，局面 (1, 2)'), null);
});
