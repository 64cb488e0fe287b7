// The game language through the facade: it agrees with the CLI, refuses long
// synchronous work, computes long tables in slices that can be cancelled, and
// keeps answering after every refusal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEngine } from '../../web/js/engine/engine.js';
import { cliPath, haveCli, root } from './fixtures.mjs';

const engine = await loadEngine('full');
const file = (name) => path.join(root, 'tests/fixtures/games', `${name}.txt`);
const text = (name) => readFileSync(file(name), 'utf8');

test('the facade and the sg command give the same tables', { skip: !haveCli && 'no native build' }, () => {
  for (const [name, box] of [
    ['cut', '1..25,1..25'],
    ['wythoff', '0..30,0..30'],
    ['half', '0..500'],
    ['pair', '1..30,1..30'],
  ]) {
    const out = spawnSync(cliPath, ['table', '--game', file(name), '--box', box, '--json'], { encoding: 'utf8' });
    const cli = JSON.parse(out.stdout);
    const session = engine.gameSession(text(name));
    try {
      const page = session.table(session.info.games[0].name, box);
      assert.deepEqual(page.values, cli.values, name);
      assert.deepEqual(page.periods, cli.periods, name);
    } finally {
      session.free();
    }
  }
});

test(
  'the facade and the sg command give the same answer for a sum with a game whose moves loop',
  { skip: !haveCli && 'no native build' },
  () => {
    const walk = 'game walk(n)\n  move n - k for k in 1..2 where n >= k\n  move n + 1 where n == 5 || n == 6\n';
    const dir = mkdtempSync(path.join(tmpdir(), 'sg-walk-'));
    writeFileSync(path.join(dir, 'walk.txt'), walk);
    const session = engine.gameSession(walk);
    try {
      for (const position of ['walk(5) nim:3', 'walk(6)', 'walk(4) nim:3']) {
        const out = spawnSync(cliPath, ['analyze', '--game', path.join(dir, 'walk.txt'), '--json', position], {
          encoding: 'utf8',
        });
        assert.equal(out.status, 0, out.stderr);
        const page = session.analyze(position);
        assert.deepEqual(page, JSON.parse(out.stdout), position);
      }
      // walk(5) has no Grundy value: Smith's ∞{0, 1}, and with nim:3 a draw.
      const a = session.analyze('walk(5) nim:3');
      assert.equal(a.outcome, 'D');
      assert.deepEqual([a.components[0].infinite, a.components[0].reach], [true, [0, 1]]);
    } finally {
      session.free();
    }
  }
);

test('a long table is refused synchronously, computed in slices, and cancelled on request', async () => {
  const session = engine.gameSession(text('half'));
  try {
    // Past the page's budget (work or positions remembered, whichever comes first).
    assert.throws(
      () => session.table('half', '0..3000000'),
      (e) => ['game.too_much_work', 'game.too_much_memory', 'game.estimated_steps'].includes(e.code)
    );
    assert.equal(session.explain('half(10)').sg, 5);
  } finally {
    session.free();
  }
  const fresh = engine.gameSession(text('half'));
  try {
    const controller = new AbortController();
    let slices = 0;
    await assert.rejects(
      fresh.computeTable('half', '0..400000', {
        signal: controller.signal,
        onProgress: () => {
          if (++slices === 2) controller.abort();
        },
      }),
      (e) => e.name === 'AbortError'
    );
    assert.equal(slices, 2);
    // The session still answers, and what was learned before the cancel is right.
    const t = await fresh.computeTable('half', '0..300000', { onProgress: () => {} });
    assert.equal(t.values[300000], 150000); // half: sg(2m) = m
    assert.equal(t.values[299999], fresh.explain('half(299999)').sg);
  } finally {
    fresh.free();
  }
  assert.equal(engine.gameSessionCount(), 0);
});

test('refusals name the place and the session keeps answering', () => {
  const session = engine.gameSession(
    'game g(n)\n  move n - 1 where n > 0\n  move n * 4294967296 * 4294967296 where n == 3\n'
  );
  try {
    assert.equal(session.explain('g(2)').sg, 0);
    assert.throws(
      () => session.explain('g(5)'),
      (e) => e.code === 'game.overflow' && e.line === 3 && e.params.position === 'g(3)'
    );
    assert.throws(
      () => session.checkFormula('g', '0..2', 'n +'),
      (e) => e.code === 'game.expected' && e.column === 4
    );
    assert.throws(
      () => session.table('g', '0..2, 3'),
      (e) => e.code === 'game.bad_box'
    );
    assert.equal(session.table('g', '0..2').values.join(' '), '0 1 0');
  } finally {
    session.free();
  }
  const loop = engine.gameSession('game loop(n)\n  move n + 1 where n < 3\n  move n - 1 where n > 0\n');
  try {
    assert.throws(
      () => loop.explain('loop(0)'),
      (e) => e.code === 'game.cycle' && e.items.length >= 2
    );
  } finally {
    loop.free();
  }
  assert.equal(engine.table('1,3,4', 8).values.join(' '), '0 1 0 1 2 3 2 0 1');
});

test('mistakes in a definition read in Chinese, with what was expected and where', async () => {
  const { errorText } = await import('../../web/js/text/i18n.js');
  const { englishWords } = await import('./words.mjs');
  const cases = [
    ['game g(x)\n  move x - k for k 1..x\n', /第 2 行第 20 列/, /循环变量后面的“in”/],
    ['game g(x)\n  move h(x)\n', /未知的游戏“h”/, /第 2 行第 8 列/],
    ['game g(x)\n  move (x - 1\n', /应该是“\)”/, /行尾/],
    ['game g(x, y)\n  move x - 1\n', /有 2 个坐标/, /第 2 行/],
  ];
  for (const [text, ...patterns] of cases) {
    let error;
    try {
      engine.gameSession(text).free();
    } catch (e) {
      error = e;
    }
    assert.ok(error?.code?.startsWith('game.'), text);
    const zh = errorText('zh', error);
    for (const p of patterns) assert.match(zh, p);
    assert.deepEqual(englishWords(zh), [], zh);
    assert.doesNotMatch(errorText('en', error), /\{|\}/);
  }
});

// Each example of the learning page's library against moves written here by
// hand, evaluated the plain way (memoised recursion, mex of XORs).
test('every example in the library matches a hand-written evaluation over its whole box', async () => {
  const { gameExamples } = await import('../../web/js/model/game-examples.js');
  const range = (a, b) => Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);
  const moves = {
    wythoff: ([x, y]) => [
      ...range(1, x).map((k) => [['wythoff', x - k, y]]),
      ...range(1, y).map((k) => [['wythoff', x, y - k]]),
      ...range(1, Math.min(x, y)).map((k) => [['wythoff', x - k, y - k]]),
    ],
    cut: ([w, h]) => [
      ...range(1, w - 1).map((i) => [
        ['cut', i, h],
        ['cut', w - i, h],
      ]),
      ...range(1, h - 1).map((j) => [
        ['cut', w, j],
        ['cut', w, h - j],
      ]),
    ],
    half: ([n]) => range(1, Math.floor(n / 2)).map((k) => [['half', n - k]]),
    nim2: ([x, y]) => [
      ...range(1, x).map((k) => [['nim2', x - k, y]]),
      ...range(1, y).map((k) => [['nim2', x, y - k]]),
    ],
    pair: ([a, b]) => [
      ...range(1, a - 1).map((i) => [['pair', i, a - i]]),
      ...range(1, b - 1).map((i) => [['pair', i, b - i]]),
    ],
    none: () => [],
    turtle: ([n]) => [
      [['none', 0]],
      ...range(0, n - 1).map((i) => [['turtle', i]]),
      ...range(0, n - 1).flatMap((i) =>
        range(i + 1, n - 1).map((j) => [
          ['turtle', i],
          ['turtle', j],
        ])
      ),
    ],
    euclid: ([a, b]) => [
      ...(b > 0 && a >= b ? range(1, Math.floor(a / b)).map((k) => [['euclid', a - k * b, b]]) : []),
      ...(a > 0 && b >= a ? range(1, Math.floor(b / a)).map((k) => [['euclid', a, b - k * a]]) : []),
    ],
    cut3: ([x, y, z]) => [
      ...range(1, x - 1).map((i) => [
        ['cut3', i, y, z],
        ['cut3', x - i, y, z],
      ]),
      ...range(1, y - 1).map((j) => [
        ['cut3', x, j, z],
        ['cut3', x, y - j, z],
      ]),
      ...range(1, z - 1).map((k) => [
        ['cut3', x, y, k],
        ['cut3', x, y, z - k],
      ]),
    ],
    // Turn one to three coins, the rightmost (highest bit) from heads to tails.
    coins: ([n, b]) =>
      range(0, n - 1)
        .filter((i) => (b >> i) & 1)
        .flatMap((i) => [
          [['coins', n, b ^ (1 << i)]],
          ...range(0, i - 1).map((j) => [['coins', n, b ^ (1 << i) ^ (1 << j)]]),
          ...range(0, i - 1).flatMap((j) =>
            range(0, j - 1).map((k) => [['coins', n, b ^ (1 << i) ^ (1 << j) ^ (1 << k)]])
          ),
        ]),
  };
  const memo = new Map();
  const sg = (game, ...c) => {
    const key = `${game}(${c})`;
    if (memo.has(key)) return memo.get(key);
    const reached = new Set(moves[game](c).map((sum) => sum.reduce((x, [g, ...cc]) => x ^ sg(g, ...cc), 0)));
    let m = 0;
    while (reached.has(m)) m++;
    memo.set(key, m);
    return m;
  };
  assert.equal(gameExamples.length, 9);
  for (const ex of gameExamples) {
    const session = engine.gameSession(ex.text);
    try {
      const game = ex.game ?? session.info.games[0].name;
      const t = session.table(game, ex.box);
      let checked = 0;
      for (let i = 0; i < t.rows; i++)
        for (let j = 0; j < t.width; j++) {
          const c = [...t.at];
          c[t.axes[0].index] = t.axes[0].lo + i;
          if (t.axes[1]) c[t.axes[1].index] = t.axes[1].lo + j;
          assert.equal(t.values[i * t.width + j], sg(game, ...c), `${ex.id} ${game}(${c})`);
          checked++;
        }
      assert.ok(checked >= 8, ex.id);
    } finally {
      session.free();
    }
  }
});
