import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { loadEngine } from '../../web/js/engine/engine.js';
import { fixture, sequence, cliPath } from './fixtures.mjs';

const engine = await loadEngine('full');

test('the {1,3,4} table is 0 1 0 1 2 3 2 0 1 with period 7, proved', () => {
  const t = engine.table('1,3,4', 8);
  assert.deepEqual([...t.values], [0, 1, 0, 1, 2, 3, 2, 0, 1]);
  assert.ok(t.values instanceof Uint8Array);
  assert.equal(t.period.status, 'proved');
  assert.equal(t.period.period, 7);
  assert.equal(t.period.preperiod, 0);
});

test('every reference sequence matches the WebAssembly engine', () => {
  for (const [file, rule] of fixture('reference_sequences.tsv')) {
    const seq = sequence(file);
    const t = engine.table(rule, seq.at(-1)[0]);
    for (const [n, v] of seq) assert.equal(t.values[n], v, `${file} (${rule}) at n=${n}`);
  }
});

test('bad rules throw a JS Error with the same message as the CLI', () => {
  for (const [text, message] of fixture('bad_rules.tsv')) {
    assert.throws(
      () => engine.table(text, 10),
      (e) => e instanceof Error && e.message.includes(message),
      text
    );
    const cli = spawnSync(cliPath, ['table', text], { encoding: 'utf8' });
    assert.equal(cli.status, 2, text);
    let jsMessage = '';
    try {
      engine.table(text, 10);
    } catch (e) {
      jsMessage = e.message;
    }
    assert.equal(cli.stderr.trim(), `error: ${jsMessage}`, text);
  }
});

test('the engine keeps working after errors', () => {
  for (let i = 0; i < 50; i++) assert.throws(() => engine.explain('foo', 3), { code: 'rule.unknown' });
  assert.throws(() => engine.graph('a b\nb a', 'c'), /no vertex 'c'/);
  assert.throws(() => engine.analyze('nim:-3'), /not a heap size/);
  assert.throws(() => engine.table('1,3,4', -1), /whole number/);
  assert.throws(() => engine.table('1,3,4', 1.5), /whole number/);
  assert.equal(engine.value('1,3,4', 4), 2);
});

test('the facade returns exactly what sg prints with --json', () => {
  const cli = (...args) => JSON.parse(execFileSync(cliPath, [...args, '--json'], { encoding: 'utf8' }));
  const t = engine.table('kayles', 100);
  const ct = cli('table', 'kayles', '--upto', '100');
  assert.deepEqual([...t.values], ct.values);
  const { values, checksum, ...rest } = t;
  const { values: v2, ...crest } = ct;
  assert.deepEqual(rest, crest);
  assert.deepEqual(engine.explain('grundy', 9), cli('explain', 'grundy', '9'));
  assert.deepEqual(engine.analyze('1..3:5 odd:7 nim:3 nim:9'), cli('analyze', '1..3:5', 'odd:7', 'nim:3', 'nim:9'));
  assert.deepEqual(
    engine.analyze([3, 4, 5], { rule: 'nim', misere: true }),
    cli('analyze', '--rule', 'nim', '--misere', '3', '4', '5')
  );
  const edges = 'a b\na c\nb c\nc d\n';
  const out = execFileSync(cliPath, ['graph', '-', '--json'], { input: edges, encoding: 'utf8' });
  assert.deepEqual(engine.graph(edges, ''), JSON.parse(out));
});

test('vertices named by numbers hold tokens in the facade, its play and the CLI alike', () => {
  const edges = '0 1\n0 2\n1 2\n2 3\n';
  const a = engine.graph(edges, '0,1');
  assert.equal(a.nimSum, 2);
  assert.deepEqual(
    a.components.map((c) => c.vertex),
    ['0', '1']
  );
  assert.deepEqual(engine.graph(edges, '1 3 3').outcome, 'P');
  assert.throws(() => engine.graph(edges, '0 7'), /no vertex '7'/);
  const p = engine.graphPlay(edges, '0,1');
  assert.equal(p.outcome, 'N');
  const cli = execFileSync(cliPath, ['graph', '-', '--tokens', '0,1', '--json'], { input: edges, encoding: 'utf8' });
  assert.equal(JSON.parse(cli).nimSum, 2);
});

test('analysis of the classic compound game lists winning moves that reach nim-sum 0', () => {
  const a = engine.analyze([
    { rule: '1..3', heap: 5 },
    { rule: 'odd', heap: 7 },
    { rule: 'nim', heap: 3 },
    { rule: 'nim', heap: 9 },
  ]);
  assert.equal(a.nimSum, 1 ^ 1 ^ 3 ^ 9);
  assert.equal(a.outcome, 'N');
  assert.ok(a.winningMoves.length > 0);
  for (const m of a.winningMoves) {
    const values = a.components.map((c) => c.sg);
    values[m.component] = m.value;
    assert.equal(
      values.reduce((x, y) => x ^ y, 0),
      0
    );
  }
  assert.equal(engine.analyze('nim:3 nim:3').outcome, 'P');
  assert.deepEqual(engine.analyze('nim:3 nim:3').winningMoves, []);
});

test('a Lasker heap of 2^31 - 1 is answered from the closed form', () => {
  const a = engine.analyze('2147483647', { rule: 'lasker' });
  assert.equal(a.components[0].sg, 2147483648);
  assert.equal(engine.value('1,3,4', 2 ** 40), [0, 1, 0, 1, 2, 3, 2][2 ** 40 % 7]);
});

test('computeTable reports progress, can be cancelled, and leaves the engine usable', async () => {
  const seen = [];
  const controller = new AbortController();
  const p = engine.computeTable('grundy', 200000, {
    sliceMs: 5,
    onProgress: (s) => {
      seen.push(s.progress);
      if (seen.length === 3) controller.abort();
    },
    signal: controller.signal,
  });
  await assert.rejects(p, (e) => e.name === 'AbortError');
  assert.equal(seen.length, 3);
  assert.ok(seen[2] < 1);
  assert.equal(engine.jobCount(), 0);
  const t = await engine.computeTable('grundy', 3000, { sliceMs: 2 });
  assert.deepEqual(t.values, engine.table('grundy', 3000).values);
  assert.equal(engine.jobCount(), 0);
});

test('play in slices gives the same answer as play, for heaps, game positions and tokens, and can be cancelled', async () => {
  // Sums whose exact search runs over many slices, and small ones.
  for (const [p, misere] of [
    ['kayles:6 kayles:5 kayles:4 kayles:3', false],
    ['1..3:5 odd:7 nim:3 nim:9', true],
    ['nim:3 nim:4 nim:5', true],
    ['grundy:20 grundy:15', false],
  ]) {
    const slices = [];
    const sliced = await engine.playSliced(p, { misere, sliceMs: 1, onProgress: (s) => slices.push(s.progress) });
    assert.deepEqual(sliced, engine.play(p, { misere }), p);
    assert.ok(slices.length >= 1 && slices.every((x) => x >= 0 && x <= 1));
  }
  const many = [];
  const big = await engine.playSliced('kayles:9 kayles:8 kayles:7 kayles:6 kayles:5 kayles:4', {
    sliceMs: 0.5,
    onProgress: (s) => many.push(s),
  });
  assert.ok(many.length > 3, `${many.length} slices`);
  assert.equal(many.at(-1).progress, 1);
  // Every move's outcome is the Sprague-Grundy one (past the search's budget, by the theory).
  assert.ok(big.options.length > 0);
  for (const o of big.options) assert.equal(o.outcome, o.nimSum === 0 ? 'P' : 'N');
  const game = engine.gameSession(
    'game cut(w, h)\n move cut(i, h) + cut(w - i, h) for i in 1..w-1\n move cut(w, j) + cut(w, h - j) for j in 1..h-1'
  );
  assert.deepEqual(await game.playSliced('cut(3, 4) cut(2, 3)', { sliceMs: 1 }), game.play('cut(3, 4) cut(2, 3)'));
  const edges = 'a b; b c; c a; c d';
  assert.deepEqual(await engine.graphPlaySliced(edges, 'a,d'), engine.graphPlay(edges, 'a,d'));
  // Cancelled after its first slice: rejected, and the job is freed.
  const controller = new AbortController();
  const run = engine.playSliced('kayles:9 kayles:8 kayles:7 kayles:6 kayles:5 kayles:4', {
    sliceMs: 0.5,
    signal: controller.signal,
    onProgress: () => controller.abort(),
  });
  await assert.rejects(run, (e) => e.name === 'AbortError');
  assert.equal(engine.jobCount(), 0);
  // Closing a session closes its analyses; a refusal is a coded error and frees its job.
  const open = game.playSliced('cut(30, 30) cut(29, 30)', { sliceMs: 1 });
  game.free();
  await assert.rejects(open, (e) => e.code === 'job.unknown' || e.code === 'game.unknown_session');
  await assert.rejects(
    engine.playSliced('nim:x'),
    (e) => e.code === 'position.bad_heap' || e.code?.startsWith('position')
  );
  assert.equal(engine.jobCount(), 0);
});

test('a sum session reads heaps, boards, positions of its definition and tokens on its graph together', () => {
  const s = engine.sumSession({
    definition: 'game w(x, y)\n  move (x - k, y) for k in 1..x\n  move (x, y - k) for k in 1..y\n',
    edges: 'a b; b c',
  });
  const parts = s.parsePosition('w(3, 5) nim:4 a hackenbush{ground a; a b}');
  assert.deepEqual(
    parts.map((c) => c.kind),
    ['game', 'heap', 'vertex', 'hackenbush']
  );
  assert.equal(s.positionText([{ kind: 'heap', rule: 'nim', heap: 4 }, 'w(3,5)', 'a']), 'nim:4 w(3, 5) a');
  // w(3, 5) is two Nim heaps 3 and 5 (value 6), a token on a has value 0 (a -> b -> c), a stalk of 2 is 2.
  const a = s.analyze('w(3, 5) nim:4 a hackenbush{ground a; a b}');
  assert.deepEqual(
    a.components.map((c) => c.sg),
    [6, 4, 0, 2]
  );
  assert.equal(a.nimSum, 6 ^ 4 ^ 2);
  assert.equal(s.analyze('w(1, 1) nim:1', { every: true }).play, 'every');
  assert.equal(s.analyze('w(1, 1) nim:1', { misere: true }).play, 'misere');
  s.free();
  // Without a definition: heaps, boards and tokens; what needs a game is refused with a code.
  const plain = engine.sumSession({ edges: 'a b' });
  assert.deepEqual(plain.info.games, []);
  assert.equal(plain.analyze('a nim:1').outcome, 'P');
  assert.throws(
    () => plain.table('w', '0..3'),
    (e) => e.code === 'game.no_game'
  );
  assert.throws(
    () => plain.exportCpp(),
    (e) => e.code === 'game.no_game'
  );
  plain.free();
  assert.equal(engine.gameSessionCount(), 0);
});

test('a subtraction table of 10^7 values arrives as a typed array, one byte each', () => {
  const t = engine.table('{3,7,11,12,20,25,31,40,41,50}', 1e7);
  assert.equal(t.values.length, 1e7 + 1);
  assert.equal(t.values.BYTES_PER_ELEMENT, 1);
  assert.equal(t.period.status, 'proved');
});

test('a table beyond memory is refused with a message, before allocating', () => {
  assert.throws(() => engine.table('nim', 4e9), /MiB allowed/);
  assert.equal(engine.table('nim', 5).values.length, 6);
});

test('a synchronous call that would stall the page is refused with the reason, and the engine goes on', () => {
  assert.throws(() => engine.analyze('grundy:1000000 nim:3'), /would take too long; try a smaller heap/);
  assert.throws(() => engine.explain('squares', 5e7), /would take too long/);
  assert.equal(engine.analyze('grundy:1000 nim:3').components[0].sg, engine.table('grundy', 1000).values[1000]);
});

test('a stepped table of squares to 10^5 is the plain definition (the page once showed all zeros)', async () => {
  const n = 100000;
  const t = await engine.computeTable('squares', n);
  // Subtract a square, computed the slow obvious way.
  const g = new Uint8Array(n + 1);
  const seen = new Uint32Array(256);
  for (let x = 1; x <= n; x++) {
    for (let k = 1; k * k <= x; k++) seen[g[x - k * k]] = x;
    let m = 0;
    while (seen[m] === x) m++;
    g[x] = m;
  }
  assert.equal(t.values.length, n + 1);
  const firstDiff = g.findIndex((v, i) => t.values[i] !== v);
  assert.equal(firstDiff, -1, `first difference at x = ${firstDiff}`);
  assert.ok(t.maxValue > 1);
});
