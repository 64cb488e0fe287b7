// The WebAssembly module survives a long session of good and bad requests:
// 10^4 calls through the Engine facade, bad rules, refused tables, misère
// positions it cannot decide, huge explanations, cyclic graphs, table jobs
// started and cancelled. After every bad call the next good one still gives
// the known answer, and the memory the engine holds does not grow.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../web/js/engine/engine.js';

const engine = await loadEngine('full');
const calls = 10000;

// A small seeded generator, so a failure can be replayed.
function seeded(seed) {
  return () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

// Good calls and their known answers.
const good = [
  () => assert.deepEqual([...engine.table('1,3,4', 8).values], [0, 1, 0, 1, 2, 3, 2, 0, 1]),
  () => assert.equal(engine.value('1,3,4', 2 ** 40), [0, 1, 0, 1, 2, 3, 2][2 ** 40 % 7]),
  () => assert.equal(engine.explain('1,3,4', 4).mex, 2),
  () => assert.equal(engine.analyze('nim:3 nim:4 nim:5').nimSum, 2),
  () => assert.equal(engine.analyze('1..3:5 odd:7 nim:3 nim:9').nimSum, 10),
  () => assert.equal(engine.analyze([1, 2, 3], { rule: 'nim', misere: true }).outcome, 'P'),
  () => assert.equal(engine.graph('a b\nb c', 'a,b').nimSum, 1), // sg(c) = 0, sg(b) = 1, sg(a) = 0
];

// A refusal must be an ordinary Error with a message: never the module
// failing (WebAssembly.RuntimeError), a stack overflow (RangeError) or an
// Embind error.
function refused(f, pattern) {
  assert.throws(f, (e) => e.constructor === Error && pattern.test(e.message), `expected a refusal matching ${pattern}`);
}
const atMost = (n) => (r) => assert.ok(r.moves.length <= n, `${r.moves.length} moves listed`);
// Either answered within its caps or refused with a message.
function cappedOrRefused(f, check) {
  let r;
  try {
    r = f();
  } catch (e) {
    assert.equal(e.constructor, Error, `${e.constructor.name}: ${e.message}`);
    return;
  }
  check(r);
}
const misereDecidedOrUnavailable = (text) =>
  cappedOrRefused(
    () => engine.analyze(text, { misere: true }),
    (r) =>
      assert.ok(
        r.status === 'unavailable' ? r.reason.code === 'misere.budget' : r.status === 'exact',
        JSON.stringify(r).slice(0, 200)
      )
  );

// Cheap bad calls, chosen at random.
const cheapBad = [
  () => refused(() => engine.table('nimm', 10), /unknown rule/),
  // Positions as data that are not: refused by the engine, never copied or
  // run out of memory in the facade (an array-like with a huge length).
  () => refused(() => engine.analyze({ length: 1e9 }), /a position is text or a list of components/),
  () => refused(() => engine.analyze([{ kind: 'heap', rule: 'nim', heap: -1 }]), /whole number/),
  () => refused(() => engine.analyze([{ kind: 'game' }]), /coords are not a list/),
  () => refused(() => engine.apply([{ kind: 'heap', rule: 'nim', heap: 3 }], { component: 5, parts: [] }), /component/),
  () => refused(() => engine.table('{0,2}', 8), /0 is not a move/),
  () => refused(() => engine.table('nim', 4e9), /\S/),
  () => refused(() => engine.table('grundy', 5e7), /too long/),
  () => refused(() => engine.explain('squares', 5e7), /too long/),
  () => refused(() => engine.analyze('nim:-3'), /not a heap size/),
  () => refused(() => engine.analyze('nim:99999999999999999999'), /too large/),
  () => refused(() => engine.graph('a b\nb c\nc a', 'd'), /no vertex/),
  () => refused(() => engine.graph('a b', 'zz'), /no vertex/),
  () => refused(() => engine.ruleInfo(''), /empty/),
  () =>
    cappedOrRefused(
      () => engine.analyze('kayles:9007199254740991'),
      (r) => assert.ok(r.winningMoves.length <= 100)
    ),
];

// Bad calls that take tens of milliseconds: every 100th call.
const mediumBad = [
  () => cappedOrRefused(() => engine.explain('nim', 2 ** 53 - 1), atMost(10000)),
  () => cappedOrRefused(() => engine.explain('kayles', 1e6), atMost(10000)),
  () =>
    cappedOrRefused(
      () => engine.analyze('kayles:1000000'),
      (r) => assert.ok(r.winningMoves.length <= 100)
    ),
  async () => {
    // A job started and cancelled after its first slice.
    const stop = new AbortController();
    await assert.rejects(
      engine.computeTable('grundy', 1e6, { sliceMs: 2, signal: stop.signal, onProgress: () => stop.abort() }),
      (e) => e.name === 'AbortError'
    );
    assert.equal(engine.jobCount(), 0);
  },
  async () => {
    await assert.rejects(engine.computeTable('nimm', 10), /unknown rule/);
    assert.equal(engine.jobCount(), 0);
  },
];

// Bad calls that take up to about a second each: a few, at fixed places.
const heavyBad = [
  () => misereDecidedOrUnavailable('kayles:60 kayles:55 kayles:50'),
  () => misereDecidedOrUnavailable('1:500 1:500'),
  () => misereDecidedOrUnavailable('kayles:500 kayles:500'),
  () =>
    cappedOrRefused(
      () => engine.table('2..100000', 10),
      (t) => assert.equal(t.values.length, 11)
    ),
  () =>
    cappedOrRefused(
      () => engine.table('0.414', 17000),
      (t) => assert.equal(t.values.length, 17001)
    ),
];
const heavyAt = new Set([200, 300, 400, 500, 600, 3000, 4000, 5000, 6000, 7000]);

// Bytes the engine's allocators hold (every module loaded).
function memory() {
  const inUse = engine.memoryInUse();
  assert.ok(inUse > 0, 'the engine reports the bytes it holds');
  return { what: 'memoryInUse', bytes: inUse };
}

test('10^4 mixed calls leave the engine answering correctly, without growing', async () => {
  const rng = seeded(2026);
  const seen = {};
  let n = 0,
    slowest = { ms: 0, what: '' };
  const timed = async (what, f) => {
    const t0 = performance.now();
    await f();
    const ms = performance.now() - t0;
    if (ms > slowest.ms) slowest = { ms, what };
    n++;
    if (n === 1000 || n === calls) seen[n] = memory();
  };
  while (n < calls) {
    let bad = null;
    if (heavyAt.has(n)) bad = ['heavy', heavyBad[[...heavyAt].indexOf(n) % heavyBad.length]];
    else if (n % 100 === 50) bad = ['medium', mediumBad[((n / 100) | 0) % mediumBad.length]];
    else if (rng() < 0.5) bad = ['cheap', cheapBad[Math.floor(rng() * cheapBad.length)]];
    if (bad) await timed(`${bad[0]} call ${n}`, bad[1]);
    // After a bad call, and otherwise at random: a good call with a known answer.
    const k = bad ? n % good.length : Math.floor(rng() * good.length);
    if (n < calls) await timed(`good call ${n}`, good[k]);
  }
  const [at1000, atEnd] = [seen[1000], seen[calls]];
  console.log(
    `${at1000.what}: ${at1000.bytes} bytes at call 1000, ${atEnd.bytes} at call ${calls}; slowest call ${slowest.ms.toFixed(0)} ms (${slowest.what})`
  );
  assert.equal(at1000.what, atEnd.what);
  const growth = atEnd.bytes - at1000.bytes;
  assert.ok(growth <= 256 * 1024, `the engine grew by ${growth} bytes between call 1000 and call ${calls}`);
  assert.equal(engine.jobCount(), 0);
});
