// The computer opponents against a random player: from every winning start it
// wins, and within the remoteness the engine gave (it hurries; the random
// player cannot make the game longer than resisting would). Games of the game
// language (Wythoff, cut, coins, a mixed sum), and tokens on graphs with
// cycles, where from a drawn start the computer never loses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../web/js/engine/engine.js';
import { gameExamples } from '../../web/js/model/game-examples.js';
import { chooseOption } from '../../web/js/model/play.js';
import { tokenData } from '../../web/js/model/graph-play.js';

const engine = await loadEngine('full');
const text = (id) => gameExamples.find((e) => e.id === id).text;

// A small seeded generator, so a failure can be replayed.
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const int = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1));

const games = [
  { name: 'Wythoff', text: text('wythoff'), start: (r) => `wythoff(${int(r, 0, 9)}, ${int(r, 0, 9)})` },
  { name: 'cut', text: text('cut'), start: (r) => `cut(${int(r, 1, 4)}, ${int(r, 1, 5)})` },
  { name: 'coins', text: text('coins'), start: (r) => `coins(7, ${int(r, 1, 127)})` },
  {
    name: 'a mixed sum',
    text: `${text('wythoff')}\n${text('cut')}`,
    start: (r) =>
      `wythoff(${int(r, 0, 4)}, ${int(r, 0, 4)}) cut(${int(r, 1, 3)}, ${int(r, 1, 3)}) 1,3,4:${int(r, 0, 7)}`,
  },
];

for (const g of games) {
  test(`the computer wins every one of 200 games of ${g.name} it starts from a winning position`, () => {
    const session = engine.gameSession(g.text);
    const r = rng(2026 + g.name.length);
    try {
      let played = 0,
        fastest = 0;
      while (played < 200) {
        const start = g.start(r);
        let play = session.play(start);
        if (play.outcome !== 'N') continue;
        const limit = play.remoteness;
        assert.ok(Number.isInteger(limit), `${start}: remoteness known`);
        let mover = 'computer',
          moves = 0;
        while (play.options.length) {
          const option = chooseOption(play, { opponent: mover === 'computer' ? 'perfect' : 'random', rng: r });
          if (mover === 'computer') assert.equal(option.outcome, 'P', `${start}: the computer leaves a lost position`);
          play = session.play(session.apply(play.components, option));
          mover = mover === 'computer' ? 'human' : 'computer';
          moves++;
        }
        // The player who cannot move loses: it is the random player's turn.
        assert.equal(mover, 'human', `${start}: the computer made the last move`);
        assert.ok(moves <= limit, `${start}: ${moves} moves, remoteness ${limit}`);
        fastest += moves === limit;
        played++;
      }
      assert.ok(fastest > 0);
    } finally {
      session.free();
    }
  });
}

test('a losing computer resists longest: against perfect play the game lasts exactly the remoteness', () => {
  const session = engine.gameSession(text('wythoff'));
  try {
    for (const start of ['wythoff(3, 5)', 'wythoff(6, 10)', 'wythoff(8, 13)', 'wythoff(0, 0)']) {
      let play = session.play(start);
      assert.equal(play.outcome, 'P', start);
      const limit = play.remoteness;
      let moves = 0;
      while (play.options.length) {
        play = session.play(session.apply(play.components, chooseOption(play, { rng: rng(moves) })));
        moves++;
      }
      assert.equal(moves, limit, start);
    }
  } finally {
    session.free();
  }
});

// Random graphs with cycles: n vertices, each edge present with probability p.
function randomGraph(r, n, p) {
  const edges = [];
  for (let u = 0; u < n; u++) for (let v = 0; v < n; v++) if (r() < p) edges.push(`v${u} v${v}`);
  for (let u = 0; u < n; u++) edges.push(`v${u}`); // every vertex exists
  return edges.join('\n');
}

test('tokens on graphs with cycles: the computer wins from won positions and never loses from drawn ones', () => {
  const r = rng(7);
  let wins = 0,
    draws = 0;
  for (let round = 0; round < 300; round++) {
    const n = int(r, 2, 10);
    const edges = randomGraph(r, n, 0.1 + 0.3 * r());
    let tokens = tokenData(Array.from({ length: int(r, 1, 3) }, () => `v${int(r, 0, n - 1)}`));
    const first = engine.graphPlay(edges, tokens);
    if (first.outcome === 'P') continue;
    let mover = 'computer',
      moves = 0;
    for (; moves < 60; moves++) {
      const play = engine.graphPlay(edges, tokens);
      if (play.options.length === 0) break;
      const move =
        mover === 'computer' ? chooseOption(play, { rng: r }) : play.options[int(r, 0, play.options.length - 1)];
      if (mover === 'computer' && first.outcome === 'N') assert.equal(move.outcome, 'P');
      if (mover === 'computer' && first.outcome === 'D')
        assert.notEqual(move.outcome, 'N', 'the computer never hands over a win');
      tokens = engine.graphApply(edges, tokens, move);
      mover = mover === 'computer' ? 'human' : 'computer';
    }
    const over = engine.graphPlay(edges, tokens).options.length === 0;
    if (first.outcome === 'N') {
      assert.ok(over && mover === 'human', `round ${round}: won within ${first.remoteness} moves`);
      assert.ok(moves <= first.remoteness);
      wins++;
    } else {
      assert.ok(!over || mover === 'human', `round ${round}: the computer lost from a draw`);
      draws++;
    }
  }
  assert.ok(wins > 50 && draws > 20, `${wins} wins, ${draws} draws`);
});

test('heap games: the perfect computer wins 200 games from winning starts within the remoteness, in normal and misère play', async () => {
  const G = await import('../../web/js/model/heap-game.js');
  const r = rng(99);
  const rules = ['1,3,4', 'kayles', 'nim', '1..3', 'odd'];
  for (const misere of [false, true]) {
    let played = 0;
    while (played < 100) {
      const heaps = Array.from({ length: int(r, 1, 3) }, () => ({
        rule: rules[int(r, 0, rules.length - 1)],
        size: int(r, 0, 9),
      }));
      const loop = G.heapLoop(engine, misere, { wait: async () => {} });
      await loop.start(G.position({ heaps }), { first: 'computer' });
      const start = loop.play;
      if (start.outcome !== 'N') continue;
      let moves = 0;
      while (!loop.over) {
        if (loop.turn === 'computer') await loop.computerMove({ opponent: 'perfect', rng: r });
        else
          await loop.move('human', chooseOption(G.choices(engine, loop.play, misere), { opponent: 'random', rng: r }));
        moves++;
      }
      assert.equal(loop.winner, 'computer', JSON.stringify(heaps));
      assert.ok(moves <= start.remoteness, `${JSON.stringify(heaps)}: ${moves} moves, remoteness ${start.remoteness}`);
      played++;
    }
  }
});
