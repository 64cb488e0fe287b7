// The step log (engine.js logSteps): the engine counts the steps each call
// makes where its budgets count them, the same on every run, and a slice of a
// sliced job stays within its budget whatever the machine's speed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, slices } from '../../web/js/engine/engine.js';

globalThis.sgStepLog = []; // before the engine loads: every call is logged
const engine = await loadEngine('full');
const log = globalThis.sgStepLog;

// The calls f makes, as logged.
function calls(f) {
  const from = log.length;
  f();
  return log.slice(from);
}

const cut =
  'game cut(w, h)\n move cut(i, h) + cut(w - i, h) for i in 1..w-1\n move cut(w, j) + cut(w, h - j) for j in 1..h-1';

test('every call is logged with its name and steps by kind, the same steps each time', () => {
  const once = () =>
    calls(() => {
      engine.table('grundy', 3000);
      const game = engine.gameSession(cut);
      game.table('cut', '1..20, 1..20');
      game.analyze('cut(5, 6) cut(4, 4)', { misere: true });
      game.free();
      engine.analyze('kayles:9 kayles:7 kayles:4', { misere: true });
      engine.analyze('1,2:7 1,2:5', { every: true });
      engine.graph('a b; b a; b c', 'a');
    });
  const first = once();
  assert.deepEqual(
    first.map((r) => r.call),
    // (one door: a session's table and analysis are the same calls as the heap rules', naming the session;
    // a graph is read by a session opened for it)
    [
      'table',
      'sessionOpen',
      'table',
      'analyze',
      'sessionClose',
      'analyze',
      'analyze',
      'sessionOpen',
      'graph',
      'sessionClose',
    ]
  );
  const [table, , gameTable, gameMisere, , misere, every, graphRead, graph] = first.map((r) => r.steps);
  assert.ok(table.table > 0 && gameTable.game > 0 && gameMisere.search > 0);
  // (A graph with a cycle is labelled as its session reads it.)
  assert.ok(misere.search > 0 && every.search > 0 && graphRead.graph + graph.graph > 0);
  for (const r of first) assert.deepEqual(Object.keys(r.steps), ['table', 'game', 'search', 'graph']);
  // Heap tables are remembered by the page's engine; a new session starts afresh.
  const again = once();
  assert.deepEqual(again[2].steps, gameTable);
  assert.deepEqual(again[3].steps, gameMisere);
  assert.deepEqual(again[0].steps, table);
});

test('no slice of a sliced job makes more steps than its budget, however short its time', async () => {
  const from = log.length;
  await engine.computeTable('grundy', 30000, { sliceMs: 1000 });
  const game = engine.gameSession(cut);
  await game.computeTable('cut', '1..150, 1..150', { sliceMs: 1000 });
  await game.playSliced('cut(9, 10) cut(7, 8)', { sliceMs: 1000 });
  game.free();
  await engine.playSliced('grundy:200 grundy:199', { sliceMs: 1000 });
  const steps = log.slice(from).filter((r) => r.call.endsWith('Step'));
  for (const [job, slice] of Object.entries(slices)) {
    const mine = steps.filter((r) => r.job === job);
    assert.ok(mine.length > 1, `${job}: ${mine.length} slices`);
    for (const r of mine) {
      assert.ok(r.work <= slice.budget / 2, `${job} asked for ${r.work} steps`);
      assert.ok(r.steps[slice.kind] <= slice.budget, `${job} made ${r.steps[slice.kind]} steps`);
    }
  }
  // A heap table's slice stops before a value its work does not cover.
  for (const r of steps.filter((r) => r.job === 'job')) assert.ok(r.steps.table <= r.work);
});
