import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { t, reasonText } from '../../web/js/text/i18n.js';
import { loadEngine } from '../../web/js/engine/engine.js';
import { cliPath } from './fixtures.mjs';
import {
  heapLoop,
  choices,
  analysis,
  findOption,
  heapsOf,
  checkHeaps,
  readPosition,
  limits,
  misereRefusal,
  position,
} from '../../web/js/model/heap-game.js';
import { chooseOption } from '../../web/js/model/play.js';
import { readSaved, writeSaved, sameGame, inProgress } from '../../web/js/model/saved-game.js';

const engine = await loadEngine('full');

// A small seeded generator, so a failure can be replayed.
function seeded(seed) {
  return () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

// A game of heaps on the play loop (as the widget plays it), with no pause.
// (The widget's analysis runs in slices; the same analysis at once here.)
async function started(heaps, { first = 'human', misere = false } = {}) {
  const loop = heapLoop(engine, misere, {
    wait: async () => {},
    analyse: async (at, history) => engine.play(at, { misere, history }),
  });
  assert.equal(await loop.start(position({ heaps }), { first }), true);
  return loop;
}

// The computer (perfect) against a random player to the end; the winner.
async function play(loop, rng, misere = false) {
  for (let turns = 0; turns < 500 && !loop.over; turns++) {
    if (loop.turn === 'computer') {
      assert.equal(await loop.computerMove({ opponent: 'perfect', rng }), true);
      continue;
    }
    const m = chooseOption(choices(engine, loop.play, misere), { opponent: 'random', rng });
    assert.ok(findOption(engine, loop.play, m.component, m), 'every chosen move is legal');
    await loop.move('human', m);
  }
  assert.ok(loop.over);
  return loop.winner;
}

test('the perfect opponent wins every one of 200 games it starts from a winning position against a random player', async () => {
  const rng = seeded(2024);
  const setups = [
    () => [3, 4, 5, 6].map((s) => ({ rule: 'nim', size: 1 + Math.floor(rng() * 9) + s })),
    () => [
      { rule: '1..3', size: 1 + Math.floor(rng() * 20) },
      { rule: 'odd', size: 1 + Math.floor(rng() * 20) },
      { rule: 'nim', size: Math.floor(rng() * 12) },
      { rule: 'nim', size: Math.floor(rng() * 12) },
    ],
    () => [
      { rule: 'kayles', size: 3 + Math.floor(rng() * 12) },
      { rule: 'kayles', size: 1 + Math.floor(rng() * 8) },
    ],
    () => [
      { rule: 'lasker', size: 1 + Math.floor(rng() * 15) },
      { rule: 'lasker', size: 1 + Math.floor(rng() * 15) },
    ],
  ];
  let games = 0;
  while (games < 200) {
    const heaps = setups[games % setups.length]();
    const loop = await started(heaps, { first: 'computer' });
    if (analysis(engine, loop.play, false).outcome !== 'N') continue; // only winning starts count
    assert.equal(await play(loop, rng), 'computer', JSON.stringify(heaps));
    games++;
  }
});

test('in misère Nim the perfect opponent wins from every winning start', async () => {
  const rng = seeded(7);
  let games = 0;
  for (let i = 0; i < 60; i++) {
    const heaps = [1, 2, 3].map(() => ({ rule: 'nim', size: Math.floor(rng() * 6) }));
    const loop = await started(heaps, { first: 'computer', misere: true });
    if (loop.over || analysis(engine, loop.play, true).outcome !== 'N') continue;
    assert.equal(await play(loop, rng, true), 'computer', JSON.stringify(heaps));
    games++;
  }
  assert.ok(games >= 30, `${games} games`);
});

// Misère outcome by brute force: whoever cannot move wins.
function bruteMisere(rule, heaps, memo = new Map()) {
  const key = [...heaps]
    .filter((h) => h > 0)
    .sort((a, b) => a - b)
    .join(',');
  if (memo.has(key)) return memo.get(key);
  let any = false,
    win = false;
  heaps.forEach((h, i) => {
    if (win || h === 0) return;
    for (const m of engine.explain(rule, h).moves) {
      any = true;
      const next = [...heaps.slice(0, i), ...m.leaves, ...heaps.slice(i + 1)];
      if (!bruteMisere(rule, next, memo)) {
        win = true;
        break;
      }
    }
  });
  const result = any ? win : true;
  memo.set(key, result);
  return result;
}

test("the facade's misère answers agree with brute force on positions of at most 4 heaps of at most 7", () => {
  const refused = [];
  for (const rule of ['nim', 'kayles']) {
    const memo = new Map();
    for (let a = 0; a <= 7; a++)
      for (let b = a; b <= 7; b++)
        for (let c = b; c <= 7; c += 2)
          for (let d = c; d <= 7; d += 3) {
            const heaps = [a, b, c, d];
            const r = engine.analyze(heaps, { rule, misere: true });
            // The pages' budget keeps one call short (no page blocks for 100 ms):
            // the largest Kayles sums are refused there, never guessed, and the sg
            // command (its own budget) decides them.
            if (r.status === 'unavailable' && rule === 'kayles') {
              assert.equal(r.method, 'budget');
              refused.push(heaps);
              const said = execFileSync(cliPath, [
                'analyze',
                '--misere',
                '--no-moves',
                '--rule',
                rule,
                ...heaps.map(String),
              ]);
              assert.equal(
                /\bN: the player to move wins/.test(said),
                bruteMisere(rule, heaps, memo),
                `${rule} ${heaps}`
              );
              continue;
            }
            assert.equal(r.status, 'exact');
            assert.equal(r.outcome === 'N', bruteMisere(rule, heaps, memo), `${rule} ${heaps}`);
          }
  }
  assert.ok(refused.length <= 20, `${refused.length} refused`);
});

test('misère play outside Nim on a large position says it is unavailable, and why', () => {
  const r = engine.analyze(
    [
      { rule: 'kayles', heap: 60 },
      { rule: 'kayles', heap: 55 },
      { rule: 'kayles', heap: 50 },
    ],
    { misere: true }
  );
  assert.equal(r.status, 'unavailable');
  assert.equal(r.reason.code, 'misere.budget');
  assert.ok(r.reason.params.positions > 0 && r.reason.params.steps > 0, JSON.stringify(r.reason));
  assert.match(reasonText('en', r.reason), /more than [\d,]+ positions/);
  assert.match(reasonText('zh', r.reason), /超过 [\d,]+ 个/);
});

test("misère sums past the quick analysis: the board's search in slices decides them, or says why not with its own budget", async () => {
  // Three Kayles heaps: too many sums for the quick analysis, few enough for the search.
  const heaps = [9, 8, 6].map((size) => ({ rule: 'kayles', size }));
  assert.equal(engine.analyze(position({ heaps }), { misere: true }).method, 'budget');
  const small = await started(heaps, { misere: true });
  assert.equal(misereRefusal(engine, small.play, true), null);
  const a = analysis(engine, small.play, true);
  assert.equal(a.method, 'search');
  assert.equal(a.outcome, 'N');
  // Each move it names as winning leaves a position the search finds lost for the opponent.
  for (const m of a.winningMoves) {
    const loop = await started(heaps, { misere: true });
    await loop.move('human', findOption(engine, loop.play, m.component, m));
    assert.equal(analysis(engine, loop.play, true).outcome, 'P');
  }
  // Three large Kayles heaps: past the search's budget too, refused with that budget named.
  const large = await started(
    [60, 55, 50].map((size) => ({ rule: 'kayles', size })),
    { misere: true }
  );
  const refusal = misereRefusal(engine, large.play, true);
  assert.equal(refusal.key, 'playMisereUnavailable');
  assert.equal(refusal.params.why.key, 'misere.budget');
  const budget = engine.limits().find((l) => l.name === 'play_sums').page;
  const said = t('en', refusal.key, refusal.params);
  assert.match(said, new RegExp(`more than ${budget.toLocaleString('en-US')} positions`));
  assert.match(t('zh', refusal.key, refusal.params), new RegExp(`超过 ${budget.toLocaleString('en-US')} 个`));
});

// The engine's option for heap i and {taken, leaves}, made by `player`.
const move = (loop, player, i, m) => loop.move(player, findOption(engine, loop.play, i, m));
const sizes = (loop) => heapsOf(loop.play).map((h) => h.size);

test('undo and redo walk the turns with the analyses made; illegal moves are not found; a new move forgets what was undone', async () => {
  const loop = await started([
    { rule: '1,3,4', size: 7 },
    { rule: 'nim', size: 2 },
  ]);
  assert.equal(findOption(engine, loop.play, 0, { taken: 2, leaves: [5] }), null);
  assert.equal(loop.canUndo, false);
  await move(loop, 'human', 0, { taken: 3, leaves: [4] });
  await move(loop, 'computer', 1, { taken: 2, leaves: [] });
  assert.deepEqual(sizes(loop), [4, 0]);
  assert.deepEqual(
    loop.record.map((e) => [e.player, e.option.component, e.option.taken, e.after]),
    [
      ['human', 0, 3, '1,3,4:4 nim:2'],
      ['computer', 1, 2, '1,3,4:4 nim:0'],
    ]
  );
  const end = loop.play;
  // Back past the computer's reply to the reader's turn, and forward again.
  loop.undoTurn();
  assert.deepEqual(sizes(loop), [7, 2]);
  assert.equal(loop.turn, 'human');
  assert.equal(loop.record.length, 0);
  assert.equal(loop.canRedo, true);
  loop.redoTurn();
  assert.equal(loop.play, end);
  assert.equal(loop.turn, 'human');
  assert.equal(loop.record.length, 2);
  // A move after an undo: the undone moves are gone.
  loop.undoTurn();
  await move(loop, 'human', 1, { taken: 1, leaves: [1] });
  assert.equal(loop.canRedo, false);
  assert.deepEqual(sizes(loop), [7, 1]);
});

test('undo when the computer moved first goes back to its first move, which it makes again', async () => {
  const loop = await started(
    [
      { rule: 'nim', size: 3 },
      { rule: 'nim', size: 5 },
    ],
    { first: 'computer' }
  );
  await loop.computerMove({ delay: 0 });
  loop.undoTurn();
  assert.equal(loop.record.length, 0);
  assert.equal(loop.turn, 'computer');
  assert.equal(await loop.computerMove({ delay: 0 }), true);
  assert.equal(loop.turn, 'human');
});

test('one saved game format for every board: a game round-trips through the engine, and what is wrong is refused with its code', async () => {
  const heaps = [
    { rule: 'kayles', size: 6 },
    { rule: 'nim', size: 3 },
  ];
  const loop = await started(heaps);
  await move(loop, 'human', 0, { taken: 1, leaves: [2, 3] });
  await loop.computerMove({ delay: 0 });
  const text = writeSaved({ position: loop.record[0].before.text, misere: false, first: 'human', moves: loop.moves });
  const data = readSaved(text);
  assert.deepEqual({ d: data.d, p: data.p, m: data.m, f: data.f }, { d: '', p: '0.77:6 nim:3', m: false, f: 'human' });
  assert.equal(data.moves[0].position, '0.77:2 0.77:3 nim:3');
  const again = await started(heaps);
  await again.replay(data.moves);
  assert.equal(again.play.text, loop.play.text);
  assert.equal(again.record.length, 2);
  // A move that leaves another position than the one saved ends the game there.
  const altered = data.moves.map((m, k) => (k === 1 ? { ...m, position: 'nim:9' } : m));
  const cut = await started(heaps);
  await cut.replay(altered);
  assert.equal(cut.record.length, 1);
  assert.equal(cut.play.text, '0.77:2 0.77:3 nim:3');
  // The link's own game, played on, and a game in progress.
  const link = readSaved(writeSaved({ position: data.p, misere: false, first: 'human' }));
  assert.equal(sameGame(data, link), true);
  assert.equal(sameGame(data, { ...link, m: true }), false);
  assert.equal(inProgress(data), true);
  assert.equal(inProgress(link), false);
  // A heap board saved by version 1 starts again from its heaps, with the player to move first.
  const v1 = {
    v: 1,
    game: { heaps: [{ rule: 'nim', size: 2 }], misere: true, turn: 'computer', history: [], future: [] },
  };
  assert.deepEqual(readSaved(JSON.stringify(v1)), {
    v: 2,
    d: '',
    p: 'nim:2',
    m: true,
    f: 'computer',
    moves: [],
    over: false,
  });
  // So does a game of the game language saved before (its moves counted over all options).
  const old = readSaved(
    JSON.stringify({
      d: 'game g(x)',
      p: 'g(3)',
      m: false,
      t: 'computer',
      moves: [{ player: 'computer', index: 0, position: 'g(2)' }],
    })
  );
  assert.equal(old.f, 'computer');
  assert.equal(old.moves[0].component, undefined);
  const code = (text) => {
    try {
      readSaved(text);
    } catch (e) {
      return e.code;
    }
    return null;
  };
  assert.equal(code('not json'), 'saved.not_json');
  assert.equal(code('{"v":3}'), 'saved.version');
  assert.equal(code('{"v":2,"d":"","p":"nim:3","m":"no"}'), 'saved.shape');
  assert.equal(code('{"v":1,"game":{"heaps":"x"}}'), 'saved.shape');
  assert.equal(
    code(writeSaved({ position: 'nim:3', misere: false, first: 'human', moves: [{ player: 'x', index: 0 }] })),
    'saved.shape'
  );
  assert.equal(code('x'.repeat(limits.savedText + 1)), 'saved.too_long');
  assert.match(
    t('zh', 'engineSaid', { why: Object.assign(new Error(), { code: 'saved.version', params: { v: '3' } }) }),
    /另一个版本（3）/
  );
});

test('one check refuses what cannot be played, whether typed, linked or saved', () => {
  const heaps = (...sizes) => sizes.map((size) => ({ rule: 'nim', size }));
  assert.equal(checkHeaps(engine, heaps(3, 4, 5)), null);
  assert.deepEqual(checkHeaps(engine, heaps(1e9)), {
    key: 'badGameSize',
    params: { text: '1000000000', max: limits.heapSize },
  });
  assert.equal(checkHeaps(engine, heaps(-1)).key, 'badGameSize');
  assert.equal(checkHeaps(engine, [{ rule: 'nim', size: 'x' }]).params.text, 'x');
  assert.equal(checkHeaps(engine, []).key, 'needHeap');
  assert.equal(checkHeaps(engine, heaps(...Array(limits.heaps + 1).fill(0))).key, 'tooManyHeaps');
  assert.equal(checkHeaps(engine, heaps(...Array(11).fill(500))).key, 'tooManyStones');
  const unknown = checkHeaps(engine, [{ rule: 'nimm', size: 3 }]).params.why;
  assert.equal(unknown.code, 'rule.unknown');
  assert.match(t('zh', 'engineSaid', { why: unknown }), /不认识的规则“nimm”/);
  // Misère sums past the quick check's budget are left to the board's search
  // (in slices), which refuses them when it finds no outcome within its own.
  const large = [60, 55, 50].map((size) => ({ rule: 'kayles', size }));
  assert.equal(checkHeaps(engine, large, { misere: true }), null);
  assert.equal(checkHeaps(engine, heaps(3, 4, 5), { misere: true }), null);
  // A saved game's position goes through the same check as a typed one.
  assert.equal(
    checkHeaps(
      engine,
      readPosition(engine, readSaved(writeSaved({ position: 'nim:100000', misere: false, first: 'human' })).p).heaps
    ).key,
    'badGameSize'
  );
});
