// The end of a game in play is the engine's: no move left (the player to move
// loses in normal play, wins in misère play), or the same position with the
// same player to move come up three times (a draw). The pages pass the game's
// history; a question without one gets no end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../web/js/engine/engine.js';
import { historyOf, winnerOf } from '../../web/js/model/play.js';

const engine = await loadEngine('full');

test('no move left: normal play gives the win to the player who moved last, misère to the player to move', () => {
  const normal = engine.play('nim:0', { history: [] });
  assert.deepEqual(normal.end, { by: 'noMoves', winner: 'other' });
  assert.equal(winnerOf(normal.end, 'human'), 'computer');
  const misere = engine.play('nim:0', { misere: true, history: [] });
  assert.deepEqual(misere.end, { by: 'noMoves', winner: 'toMove' });
  assert.equal(winnerOf(misere.end, 'human'), 'human');
  // A game of the language ends the same way.
  const s = engine.gameSession('game g(x)\n  move x - k for k in 1..x');
  try {
    assert.deepEqual(s.play('g(0)', { history: [] }).end, { by: 'noMoves', winner: 'other' });
    assert.equal(s.play('g(3)', { history: [] }).end, undefined);
  } finally {
    s.free();
  }
});

test('a question without a history gets no end, and a game that goes on has none', () => {
  assert.equal(engine.play('nim:0').end, undefined);
  assert.equal(engine.play('nim:3', { history: [] }).end, undefined);
  assert.equal(engine.graph('a b\n', 'b').end, undefined);
});

test('tokens on a cycle: the third time a position comes up with the same player to move, the game is drawn', () => {
  const edges = 'a b\nb a\n';
  // The position's texts as the engine writes them, the game's order: a, b, a, b, a.
  const texts = [];
  const ends = [];
  for (const v of ['a', 'b', 'a', 'b', 'a']) {
    const now = engine.graph(edges, v, { history: historyOf([...texts, null]) });
    texts.push(now.text);
    ends.push(now.end ?? null);
  }
  assert.deepEqual(texts, ['a', 'b', 'a', 'b', 'a']);
  // "a" with the first player to move came up at moves 0, 2 and 4: the third is a draw.
  assert.deepEqual(ends.slice(0, 4), [null, null, null, null]);
  assert.deepEqual(ends[4], { by: 'repetition', winner: 'none', times: 3 });
  assert.equal(winnerOf(ends[4], 'human'), 'none');
  // A sink: the token cannot move.
  assert.deepEqual(engine.graph('a b\n', 'b', { history: [] }).end, { by: 'noMoves', winner: 'other' });
});

test('a loopy game of the language: play counts the repeats of its own texts, in slices too', async () => {
  const s = engine.gameSession('game loop(x)\n  move x + 1 where x < 2\n  move x - 1 where x > 0');
  try {
    const history = ['loop(1)', 'loop(1)'];
    assert.deepEqual(s.play('loop(1)', { history }).end, { by: 'repetition', winner: 'none', times: 3 });
    assert.equal(s.play('loop(1)', { history: ['loop(1)'] }).end, undefined);
    assert.equal(s.play('loop(1)', { history: ['loop(2)', 'loop(0)'] }).end, undefined);
    const sliced = await s.playSliced('loop(1)', { history });
    assert.deepEqual(sliced.end, { by: 'repetition', winner: 'none', times: 3 });
  } finally {
    s.free();
  }
});

test('historyOf keeps the positions the same player faced, oldest first', () => {
  assert.deepEqual(historyOf([null]), []);
  assert.deepEqual(historyOf(['p0', null]), []);
  assert.deepEqual(historyOf(['p0', 'p1', null]), ['p0']);
  assert.deepEqual(historyOf(['p0', 'p1', 'p2', 'p3', null]), ['p0', 'p2']);
});
