// The review of a finished heap game: each of the reader's moves is classed
// from the engine's play analysis of the position before and after it. The
// histories are made by hand; every value is checked against engine.analyze.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../web/js/engine/engine.js';
import { heapLoop, findOption, review, position, heapsOf } from '../../web/js/model/heap-game.js';

const engine = await loadEngine('full');

// Plays [player, heap, {taken, leaves}] in order on the play loop; each move must be legal.
async function playOut(heaps, moves, { misere = false } = {}) {
  const loop = heapLoop(engine, misere);
  await loop.start(position({ heaps: heaps.map(([rule, size]) => ({ rule, size })) }), { first: moves[0][0] });
  for (const [player, i, move] of moves) {
    const option = findOption(engine, loop.play, i, move);
    assert.ok(option, `${player}: heap ${i + 1} ${JSON.stringify(move)} is legal`);
    await loop.move(player, option);
  }
  return Object.assign(loop, { misere });
}

const analyzeHeaps = (heaps, misere) => engine.analyze(position({ heaps }), { misere });

// Each item's values, nim-sums and outcomes are the engine's, for the boards before and after the move.
const summary = (a) => ({ values: a.components.map((c) => c.sg), nimSum: a.nimSum, outcome: a.outcome });
function checkAgainstEngine(g, items) {
  const boards = [...g.record.map((e) => heapsOf(e.before)), heapsOf(g.play)];
  for (const r of items) {
    assert.deepEqual(summary(r.before), summary(analyzeHeaps(boards[r.index], g.misere)));
    assert.deepEqual(summary(r.after), summary(analyzeHeaps(boards[r.index + 1], g.misere)));
  }
}
// A move by what it does: the heap, the stones taken and the heaps left.
const moveOf = (m) => ({ component: m.component, taken: m.taken, leaves: m.leaves });

test('Nim 3-4-5: a move to nim-sum 0 keeps the win, a later slip gives it away, and the missed winning move is named', async () => {
  const g = await playOut(
    [
      ['nim', 3],
      ['nim', 4],
      ['nim', 5],
    ],
    [
      ['human', 0, { taken: 2, leaves: [1] }], // 3 ⊕ 4 ⊕ 5 = 2 -> 1 ⊕ 4 ⊕ 5 = 0
      ['computer', 2, { taken: 1, leaves: [4] }], // 1 ⊕ 4 ⊕ 4 = 1
      ['human', 1, { taken: 4, leaves: [] }], // -> 1 ⊕ 0 ⊕ 4 = 5: not P
    ]
  );
  const items = review(g);
  assert.deepEqual(
    items.map((r) => [r.index, r.verdict]),
    [
      [0, 'kept'],
      [2, 'gaveAway'],
    ],
    "only the reader's moves"
  );
  const [kept, slip] = items;
  assert.deepEqual(
    kept.before.components.map((c) => c.sg),
    [3, 4, 5]
  );
  assert.equal(kept.before.nimSum, 2);
  assert.equal(kept.before.outcome, 'N');
  assert.deepEqual(
    kept.after.components.map((c) => c.sg),
    [1, 4, 5]
  );
  assert.equal(kept.after.nimSum, 0);
  assert.equal(kept.after.outcome, 'P');
  assert.equal(kept.better, null);
  assert.equal(slip.before.nimSum, 1);
  assert.equal(slip.after.nimSum, 5);
  assert.equal(slip.after.outcome, 'N');
  // The winning move missed: take the 1-heap (heap 1), the engine's first winning move.
  assert.deepEqual(moveOf(slip.better), { component: 0, taken: 1, leaves: [] });
  assert.deepEqual(moveOf(slip.better), moveOf(analyzeHeaps(heapsOf(g.record[2].before), false).winningMoves[0]));
  assert.equal(slip.better.outcome, 'P');
  checkAgainstEngine(g, items);
});

test('a move from a P-position is "already lost", whatever it does', async () => {
  const g = await playOut(
    [
      ['nim', 1],
      ['nim', 2],
      ['nim', 3],
    ],
    [
      ['human', 2, { taken: 3, leaves: [] }],
      ['computer', 1, { taken: 1, leaves: [1] }],
    ]
  );
  const [only] = review(g);
  assert.equal(only.verdict, 'alreadyLost');
  assert.equal(only.before.nimSum, 0);
  assert.equal(only.before.outcome, 'P');
  assert.equal(only.better, null);
  checkAgainstEngine(g, [only]);
});

test("mixed rules: the values are the engine's sg values, not the heap sizes", async () => {
  // 1..3:7 has sg 3, odd:6 has sg 0, nim:5 and nim:4: 3 ⊕ 0 ⊕ 5 ⊕ 4 = 2.
  const g = await playOut(
    [
      ['1..3', 7],
      ['odd', 6],
      ['nim', 5],
      ['nim', 4],
    ],
    [
      ['human', 2, { taken: 3, leaves: [2] }], // nim 5 -> 2: 3 ⊕ 0 ⊕ 2 ⊕ 4 = 5, gives the win away
    ]
  );
  const [r] = review(g);
  assert.deepEqual(
    r.before.components.map((c) => c.sg),
    [3, 0, 5, 4]
  );
  assert.equal(r.before.nimSum, 2);
  assert.deepEqual(
    r.after.components.map((c) => c.sg),
    [3, 0, 2, 4]
  );
  assert.equal(r.after.nimSum, 5);
  assert.equal(r.verdict, 'gaveAway');
  assert.ok(r.better, 'a winning move existed');
  checkAgainstEngine(g, [r]);
});

test('kayles: knocking out the middle pin of 5 leaves two equal rows, a P-position', async () => {
  const g = await playOut([['kayles', 5]], [['human', 0, { taken: 1, leaves: [2, 2] }]]);
  const [r] = review(g);
  assert.equal(r.before.outcome, 'N');
  assert.deepEqual(
    r.after.components.map((c) => [c.heap, c.sg]),
    [
      [2, 2],
      [2, 2],
    ]
  );
  assert.equal(r.after.nimSum, 0);
  assert.equal(r.verdict, 'kept');
  checkAgainstEngine(g, [r]);
});

test('misère Nim is judged by the misère outcome (Bouton), not by the nim-sum', async () => {
  // 1, 1, 3: leaving three 1-heaps wins in misère although their nim-sum is 1 ...
  const good = await playOut(
    [
      ['nim', 1],
      ['nim', 1],
      ['nim', 3],
    ],
    [['human', 2, { taken: 2, leaves: [1] }]],
    { misere: true }
  );
  const [kept] = review(good);
  // The review's outcomes come from the engine's play of this small sum, which
  // rests on Bouton's rule, the same argument the hints give (one per game);
  // checkAgainstEngine compares them with engine.analyze.
  assert.equal(kept.before.method, 'bouton');
  assert.equal(analyzeHeaps(heapsOf(good.record[0].before), true).method, 'bouton');
  assert.equal(kept.after.nimSum, 1);
  assert.equal(kept.after.outcome, 'P');
  assert.equal(kept.verdict, 'kept');
  checkAgainstEngine(good, [kept]);
  // ... and emptying the 3-heap reaches nim-sum 0 but gives the win away.
  const bad = await playOut(
    [
      ['nim', 1],
      ['nim', 1],
      ['nim', 3],
    ],
    [['human', 2, { taken: 3, leaves: [] }]],
    { misere: true }
  );
  const [slip] = review(bad);
  assert.equal(slip.after.nimSum, 0);
  assert.equal(slip.after.outcome, 'N');
  assert.equal(slip.verdict, 'gaveAway');
  assert.deepEqual([slip.better.component, slip.better.taken], [2, 2]);
  checkAgainstEngine(bad, [slip]);
});

test("misère kayles is judged by the engine's search, and says so", async () => {
  // A row of 3 pins, last pin loses. Knocking out 2 leaves one pin for the
  // computer to take: a P-position. Knocking out the middle pin leaves 1 + 1:
  // the computer takes one and the reader the last, so it is not P, although
  // its nim-sum is 0.
  const good = await playOut([['kayles', 3]], [['human', 0, { taken: 2, leaves: [1] }]], { misere: true });
  const [kept] = review(good);
  assert.equal(kept.before.method, 'search');
  assert.ok(Number.isInteger(kept.before.remoteness), 'an exact search');
  assert.equal(kept.before.outcome, 'N');
  assert.equal(kept.after.outcome, 'P');
  assert.equal(kept.verdict, 'kept');
  checkAgainstEngine(good, [kept]);
  const bad = await playOut([['kayles', 3]], [['human', 0, { taken: 1, leaves: [1, 1] }]], { misere: true });
  const [slip] = review(bad);
  assert.equal(slip.after.nimSum, 0);
  assert.equal(slip.after.outcome, 'N');
  assert.equal(slip.verdict, 'gaveAway');
  checkAgainstEngine(bad, [slip]);
});
