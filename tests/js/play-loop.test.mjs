// The one play loop (model/play-loop.js) over the real engine: turns, the
// computer's choice, saved moves made again, and the end as the engine says
// it (no move left; a position come up three times with the same player to move).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../web/js/engine/engine.js';
import { PlayLoop } from '../../web/js/model/play-loop.js';

const engine = await loadEngine('full');

// A loop over heaps (the engine plays them itself) or a session's games, with no pause.
function loopOver(calls, { misere = false } = {}) {
  const said = [];
  const loop = new PlayLoop({
    analyse: (position, history) => calls.playSliced(position, { misere, history }),
    next: (play, option) => calls.apply(play.components, option),
    onMove: (entry) => said.push(`${entry.player}: ${entry.after}`),
    wait: async () => {},
  });
  return { loop, said };
}

test('the perfect computer takes the last stone and wins; the record and the saved moves say so', async () => {
  const { loop, said } = loopOver(engine);
  assert.equal(await loop.start('nim:3', { first: 'computer' }), true);
  assert.equal(loop.turn, 'computer');
  assert.equal(loop.over, false);
  assert.equal(await loop.computerMove(), true);
  assert.deepEqual(said, ['computer: nim:0']);
  assert.equal(loop.over, true);
  assert.equal(loop.winner, 'computer');
  assert.equal(loop.turn, 'human');
  assert.deepEqual(loop.moves, [{ player: 'computer', component: 0, index: 2, position: 'nim:0' }]);
  // No move is left to make.
  assert.equal(await loop.computerMove(), false);
});

test('misère: the reader who must take the last stone loses', async () => {
  const { loop } = loopOver(engine, { misere: true });
  await loop.start('nim:1', { first: 'human' });
  assert.equal(loop.humanToMove, true);
  assert.equal(await loop.move('human', loop.play.options[0]), true);
  assert.deepEqual(loop.play.end, { by: 'noMoves', winner: 'toMove' });
  assert.equal(loop.winner, 'computer');
});

test('a position that comes up a third time with the same player to move ends the game in a draw', async () => {
  const s = engine.gameSession('game g(x)\n  move x + 1 where x < 1\n  move x - 1 where x > 0');
  try {
    const { loop, said } = loopOver(s);
    await loop.start('g(0)', { first: 'human' });
    for (const player of ['human', 'computer', 'human', 'computer']) {
      assert.equal(loop.over, false);
      await loop.move(player, loop.play.options[0]);
    }
    assert.deepEqual(said, ['human: g(1)', 'computer: g(0)', 'human: g(1)', 'computer: g(0)']);
    assert.deepEqual(loop.play.end, { by: 'repetition', winner: 'none', times: 3 });
    assert.equal(loop.drawn, true);
    assert.equal(loop.winner, 'none');
    // The saved moves made again give the same game, ending the same way.
    const again = loopOver(s).loop;
    await again.start('g(0)', { first: 'human' });
    assert.equal(await again.replay(loop.moves), true);
    assert.deepEqual(again.moves, loop.moves);
    assert.equal(again.drawn, true);
  } finally {
    s.free();
  }
});

test('a newer game drops what an older one was waiting for', async () => {
  const { loop } = loopOver(engine);
  const older = loop.start('nim:5 nim:6', { first: 'human' });
  const newer = loop.start('nim:2', { first: 'computer' });
  assert.deepEqual(await Promise.all([older, newer]), [false, true]);
  assert.equal(loop.play.text, 'nim:2');
  assert.equal(loop.turn, 'computer');
  // Stopped while the computer pauses: its move is never made.
  let release;
  const paused = new PlayLoop({
    analyse: (position, history) => engine.playSliced(position, { history }),
    next: (play, option) => engine.apply(play.components, option),
    wait: () => new Promise((resolve) => (release = resolve)),
  });
  await paused.start('nim:2', { first: 'computer' });
  const reply = paused.computerMove();
  assert.equal(paused.busy, true);
  paused.stop();
  release();
  assert.equal(await reply, false);
  assert.equal(paused.record.length, 0);
});

test("the computer's move is chosen before its pause and shown as coming; a newer game drops it", async () => {
  let release;
  const loop = new PlayLoop({
    analyse: (position, history) => engine.playSliced(position, { history }),
    next: (play, option) => engine.apply(play.components, option),
    wait: () => new Promise((resolve) => (release = resolve)),
  });
  await loop.start('nim:2 nim:3', { first: 'computer' });
  const moving = loop.computerMove();
  await new Promise((resolve) => setTimeout(resolve));
  // The perfect move evens the heaps: 3 to 2.
  assert.deepEqual([loop.coming.component, loop.coming.taken], [1, 1]);
  assert.equal(loop.busy, true);
  release();
  assert.equal(await moving, true);
  assert.equal(loop.coming, null);
  assert.equal(loop.play.text, 'nim:2 nim:2');
  // Undo drops a move the computer was about to make.
  loop.undoTurn();
  const dropped = loop.computerMove();
  await new Promise((resolve) => setTimeout(resolve));
  loop.undoTurn();
  release();
  assert.equal(await dropped, false);
  assert.equal(loop.record.length, 0);
});
