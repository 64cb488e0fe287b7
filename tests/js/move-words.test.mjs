// Moves in words as a player says them (issue 19): the engine reads each game
// move (take from a heap, turn coins, move to a square, leave a sum) and the
// pages say it in English and Chinese; no loop variable is ever shown. The sg
// command's period and mex lines read cleanly when nothing is there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEngine } from '../../web/js/engine/engine.js';
import { gameExamples } from '../../web/js/model/game-examples.js';
import { describeOption } from '../../web/js/model/custom-play.js';
import { cliPath } from './fixtures.mjs';
import { valid } from './schema.mjs';

const engine = await loadEngine('full');
const example = (id) => gameExamples.find((g) => g.id === id).text;
const optionTo = (play, position) => play.options.find((o) => o.parts.map((p) => p.text).join(' + ') === position);

test('a Wythoff move reads "move the queen to (7, 4)" on the grid, in both languages, with no loop variable', () => {
  const game = engine.gameSession(example('wythoff'));
  try {
    const play = game.play('wythoff(7, 9)');
    const o = optionTo(play, 'wythoff(7, 4)');
    assert.deepEqual(o.reads, { kind: 'to' });
    assert.equal(describeOption('en', o, 'grid'), 'move the queen to (7, 4)');
    assert.equal(describeOption('zh', o, 'grid'), '把皇后走到 (7, 4)');
    assert.equal(describeOption('en', o), 'move to (7, 4)');
    // Said from where the queen stands when the part it moves in is given (the game board's words).
    const from = play.components[o.component];
    assert.equal(describeOption('en', o, 'grid', from), 'move the queen from (7, 9) to (7, 4)');
    assert.equal(describeOption('zh', o, 'grid', from), '把皇后从 (7, 9) 走到 (7, 4)');
    for (const x of play.options) assert.doesNotMatch(describeOption('en', x, 'grid'), /k =|→/);
    assert.deepEqual(valid(play, 'play'), []);
    assert.deepEqual(valid(game.explain('wythoff(7, 9)'), 'gameExplain'), []);
  } finally {
    game.free();
  }
});

test('a coin move reads "turn coins 9, 1 and 0", and one coin "turn coin 3", in both languages', () => {
  const game = engine.gameSession(example('coins'));
  try {
    const play = game.play('coins(10, 618)');
    const o = optionTo(play, 'coins(10, 105)');
    assert.deepEqual(o.reads, { kind: 'turn', coord: 'b', turned: [9, 1, 0] });
    assert.equal(describeOption('en', o), 'turn coins 9, 1 and 0');
    assert.equal(describeOption('zh', o), '翻转第 9、1、0 枚硬币');
    const one = optionTo(play, 'coins(10, 610)'); // 618 - 8: coin 3 alone
    assert.equal(describeOption('en', one), 'turn coin 3');
    assert.deepEqual(valid(play, 'play'), []);
    // The winning moves of an analysis carry the same reading.
    const a = game.analyze('coins(10, 618)');
    assert.ok(a.winningMoves.some((m) => describeOption('en', m) === 'turn coins 9, 1 and 0'));
    assert.deepEqual(valid(a, 'analyze'), []);
  } finally {
    game.free();
  }
});

test('a one-coordinate game reads "take 3 from the heap of 7", a sum "leave cut(1, 7) + cut(3, 7)", and heaps in a sum too', () => {
  const half = engine.gameSession(example('half'));
  try {
    const o = optionTo(half.play('half(7)'), 'half(4)');
    assert.deepEqual(o.reads, { kind: 'take', coord: 'n', from: 7, taken: 3 });
    assert.equal(describeOption('en', o), 'take 3 from the heap of 7');
    assert.equal(describeOption('zh', o), '从 7 颗的一堆中取走 3 颗');
    // Taking the whole heap of a game of the language is said as a heap's is.
    const split3 = engine.gameSession('game split3(n)\n  move n - k for k in 1..n\n');
    try {
      const all = optionTo(split3.play('split3(5)'), 'split3(0)');
      assert.equal(describeOption('en', all), 'take all 5 from the heap');
      assert.equal(describeOption('zh', all), '把 5 颗的一堆全部取走');
    } finally {
      split3.free();
    }
  } finally {
    half.free();
  }
  const cut = engine.gameSession(example('cut'));
  try {
    const play = cut.play('cut(4, 7) nim:7');
    const o = play.options.find(
      (x) => x.kind === 'game' && x.parts.map((p) => p.text).join(' + ') === 'cut(1, 7) + cut(3, 7)'
    );
    assert.equal(o.reads.kind, 'parts');
    assert.equal(describeOption('en', o), 'leave cut(1, 7) + cut(3, 7)');
    assert.equal(describeOption('zh', o), '留下 cut(1, 7) + cut(3, 7)');
    const heap = play.options.find((x) => x.kind === 'heap' && x.taken === 3);
    assert.equal(describeOption('en', heap), 'take 3 from the heap of 7');
    assert.equal(describeOption('zh', heap), '从 7 颗的一堆中取走 3 颗');
    const all = play.options.find((x) => x.kind === 'heap' && x.taken === 7);
    assert.equal(describeOption('en', all), 'take all 7 from the heap');
  } finally {
    cut.free();
  }
});

const sg = (args, input) => spawnSync(cliPath, args, { encoding: 'utf8', input });

test('the sg command says "mex{} = 0" once and a period that was not seen in words, never "none ()"', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sg-words-'));
  const half = path.join(dir, 'half.txt');
  writeFileSync(half, example('half'));
  const table = sg(['table', '--game', half, '--upto', '10']);
  assert.equal(table.status, 0, table.stderr);
  assert.doesNotMatch(table.stdout, /\(\)/);
  assert.match(
    table.stdout,
    /along n: period: none seen \(no period seen in the values at 0\.\.10: none holds on 6 x its preperiod \+ 4 x its period values/
  );
  const graph = sg(['graph', '-', '--tokens', 'c'], 'a b\nb c\n');
  assert.equal(graph.status, 0, graph.stderr);
  assert.match(graph.stdout, /^ {2}sg\(c\) = mex\{\} = 0$/m);
  assert.match(graph.stdout, /^ {2}sg\(b\) = mex\{sg\(c\)\} = mex\{0\} = 1$/m);
  assert.doesNotMatch(graph.stdout, /mex\{\} = mex\{\}/);
  const explain = sg(['explain', '1,2', '0']);
  assert.match(explain.stdout, /^mex\{\} = 0, so sg\[0\] = 0$/m);
  assert.match(sg(['explain', '1,2', '3']).stdout, /^mex\{sg\[2\], sg\[1\]\} = mex\{2, 1\} = 0, so sg\[3\] = 0$/m);
});
