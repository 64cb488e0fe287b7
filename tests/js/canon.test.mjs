// The contest canon (issue 18): Every-SG, Green Hackenbush and patterns that
// answer huge positions. The sg command's --json lines and the facade's
// objects must be the same objects, each valid against the schema.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEngine } from '../../web/js/engine/engine.js';
import { cliJson, root } from './fixtures.mjs';
import { valid } from './schema.mjs';

const engine = await loadEngine('full');
const games = (name) => path.join(root, 'tests/fixtures/games', `${name}.txt`);

const cli = cliJson;

const ok = (value, name, what) => assert.deepEqual(valid(value, name), [], `${what} as ${name}`);

// The facade's answer, or its refusal as the CLI's JSON line has it.
function facade(f) {
  try {
    return f();
  } catch (e) {
    return {
      error: { code: e.code, message: e.message, line: e.line, column: e.column, params: e.params, items: e.items },
    };
  }
}

test('Every-SG: the CLI and the facade agree on heaps, game positions and tokens, refusals included', () => {
  const heaps = ['1,2:3 1,2:5 1,2:7', '0.77:6 1,3,4:9 4.07:5', 'nim:0 1..3:0', 'kayles:12 1,3,4:20', 'nim:100000'];
  const lines = cli(['analyze', '--every'], heaps.join('\n') + '\n');
  assert.equal(lines.length, heaps.length);
  heaps.forEach((p, i) => {
    const mine = facade(() => engine.analyze(p, { every: true }));
    ok(lines[i], lines[i].error ? 'error' : 'every', p);
    // A refusal names its profile's budgets (the pages' are smaller): the code is the same.
    if (lines[i].error) assert.equal(mine.error?.code, lines[i].error.code, p);
    else assert.deepEqual(mine, lines[i], p);
  });
  assert.equal(lines[4].error.code, 'every.too_large');
  assert.deepEqual(
    lines.slice(0, 3).map((l) => [l.outcome, l.steps]),
    [
      ['N', 5],
      [lines[1].steps % 2 ? 'N' : 'P', lines[1].steps],
      ['P', 0],
    ]
  );
  // A bare heap with --rule, as the check script writes them.
  assert.deepEqual(cli(['analyze', '--every', '--rule', '1,2'], '3 5 7\n')[0], lines[0]);

  const text = readFileSync(games('cut'), 'utf8');
  const session = engine.gameSession(text);
  try {
    const sums = ['cut(2, 3) cut(3, 3) 1,2:4', 'cut(4, 4)'];
    const fromCli = cli(['analyze', '--game', games('cut'), '--every'], sums.join('\n') + '\n');
    sums.forEach((p, i) => {
      ok(fromCli[i], 'every', p);
      assert.deepEqual(session.analyze(p, { every: true }), fromCli[i], p);
    });
    assert.ok(fromCli[0].components[0].keepMoves[0].line > 0, 'a game move keeps its line');
  } finally {
    session.free();
  }

  const edges = 'a b\na c\nb c\nc d\n';
  const tokens = cli(['graph', '-', '--every', '--tokens', 'a,b'], edges);
  ok(tokens[0], 'every', 'tokens');
  assert.deepEqual(engine.graph(edges, 'a,b', { every: true }), tokens[0]);
  // Moves that loop: the search with the Every-SG rule, a draw.
  const loopy = cli(['graph', '-', '--every', '--tokens', 'a'], 'a b\nb a\n');
  ok(loopy[0], 'every', 'loopy tokens');
  assert.deepEqual([loopy[0].method, loopy[0].outcome], ['search', 'D']);
  assert.deepEqual(engine.graph('a b\nb a\n', 'a', { every: true }), loopy[0]);
});

test('Green Hackenbush: sg hackenbush and the facade agree, boards play in sums, refusals are coded', () => {
  const boards = [
    'ground a\na b\na c\n',
    'ground a\na b\nb ground\nb c\nc c\nc d\n',
    'ground ground\n',
    '',
    'ground 树\n树 叶\n叶 树\n',
  ];
  for (const text of boards) {
    const [line] = cli(['hackenbush', '-'], text);
    ok(line, 'hackenbush', text);
    assert.deepEqual(engine.hackenbush(text), line, text);
  }
  // The check, from a file.
  const [tree] = cli(['hackenbush', path.join(root, 'tests/fixtures/hackenbush/tree.txt')]);
  assert.equal(tree.value, 1);
  assert.deepEqual(tree.winningCuts, [0]);
  assert.deepEqual(tree.cuts[0], { edge: 0, remaining: [], fallen: [1, 2], board: '', value: 0 });

  for (const [text, code] of [
    ['a b\n', 'hackenbush.no_ground'],
    ['ground a\nb c\n', 'hackenbush.floating'],
    ['ground a\na $\n', 'graph.bad_character'],
  ]) {
    const [line] = cli(['hackenbush', '-'], text);
    ok(line, 'error', text);
    assert.equal(line.error.code, code);
    assert.deepEqual(
      facade(() => engine.hackenbush(text)),
      line
    );
  }

  // A board as a component: text or data, with heaps; a cut applied.
  const sum = 'hackenbush{ground a; a b; a c} nim:2';
  const [analyzed] = cli(['analyze'], sum + '\n');
  ok(analyzed, 'analyze', sum);
  assert.deepEqual(engine.analyze(sum), analyzed);
  assert.deepEqual(
    engine.analyze([
      { kind: 'hackenbush', board: 'ground a; a b; a c' },
      { kind: 'heap', rule: 'nim', heap: 2 },
    ]),
    analyzed
  );
  assert.deepEqual(analyzed.components[0].edges, [
    ['ground', 'a'],
    ['a', 'b'],
    ['a', 'c'],
  ]);
  const cut = analyzed.winningMoves.find((m) => m.kind === 'hackenbush');
  assert.deepEqual([cut.edge, cut.cut, cut.fallen, cut.value], [1, ['a', 'b'], [], 2]);
  const after = engine.apply(analyzed.components, cut);
  ok(after, 'position', 'apply a cut');
  assert.deepEqual(
    after.map((c) => c.text),
    ['hackenbush{ground a; a c}', 'nim:2']
  );
  // Cut bare, a board stays in its place as the bare board.
  const bare = engine.play('hackenbush{ground a} nim:1');
  ok(bare, 'play', 'play with a board');
  const emptied = bare.options.find((o) => o.kind === 'hackenbush');
  assert.deepEqual(
    engine.apply(bare.components, emptied).map((c) => c.text),
    ['hackenbush{}', 'nim:1']
  );
  for (const flag of [['--misere'], ['--every']]) {
    const [line] = cli(['analyze', ...flag], sum + '\n');
    ok(line, flag[0] === '--every' ? 'every' : 'analyze', flag[0]);
    assert.deepEqual(engine.analyze(sum, { misere: flag[0] === '--misere', every: flag[0] === '--every' }), line);
  }
});

test('patterns: huge heaps and positions from proved patterns, observed ones only when trusted, alike in both', () => {
  const batch = ['!{2,5}:9007199254740991 nim:3', '!{2,5}:30', 'factorials:1000000000000', '0.3F:1000000000000'];
  const plainCli = cli(['analyze'], batch.join('\n') + '\n');
  const trustedCli = cli(['analyze', '--trust-pattern'], batch.join('\n') + '\n');
  batch.forEach((p, i) => {
    for (const [line, trustPattern] of [
      [plainCli[i], false],
      [trustedCli[i], true],
    ]) {
      ok(line, line.error ? 'error' : 'analyze', p);
      const mine = facade(() => engine.analyze(p, { trustPattern }));
      if (line.error) assert.equal(mine.error?.code, line.error.code, p);
      else assert.deepEqual(mine, line, p);
    }
  });
  // Proved: answered either way, and the result says by which theorem.
  const proved = plainCli[0].components[0];
  assert.deepEqual([proved.pattern.status, proved.pattern.proof], ['proved', 'all-but']);
  assert.equal(proved.sg, (2 ** 53 - 2) / 2); // !{2,5}: period 4, saltus 2, g(4k + 3) = 2k + 1
  assert.ok(plainCli[0].winningMovesTotal > 0 && !plainCli[0].truncated, 'its winning moves, by inverting the pattern');
  assert.equal(plainCli[1].components[0].pattern, undefined); // inside the table
  // Observed: refused with what was seen, or answered and marked when trusted.
  assert.equal(plainCli[3].error.code, 'pattern.observed');
  assert.ok(Number(plainCli[3].error.params.repeats) >= 4);
  assert.equal(trustedCli[3].components[0].pattern.status, 'observed');
  // A family's amounts go on past any table (factorials' period 25 breaks at 5050): no pattern, trusted or not.
  for (const lines of [plainCli, trustedCli]) assert.equal(lines[2].error.code, 'value.out_of_reach');
  assert.equal(engine.value('0.3F', 1e12, { trustPattern: true }), trustedCli[3].components[0].sg);
  // Trust is asked for call by call: the next call without it refuses again.
  assert.equal(facade(() => engine.value('0.3F', 1e12)).error.code, 'pattern.observed');
  assert.equal(facade(() => engine.explain('0.3F', 1e12)).error.code, 'pattern.observed');

  // A game of one coordinate: its first values' pattern, only ever observed.
  const text =
    'game g(n)\n  move n - k for k in 1..n\n  move (a) + (b) + (n - a - b) for a in 1..n, b in a..n where n - a - b >= b\n';
  const session = engine.gameSession(text);
  try {
    const trusted = session.analyze('g(1000000000)', { trustPattern: true });
    ok(trusted, 'analyze', 'a trusted game pattern');
    const c = trusted.components[0];
    assert.deepEqual([c.sg, c.pattern.status, c.pattern.period, c.pattern.saltus], [999999999, 'observed', 8, 8]);
    assert.equal(facade(() => session.analyze('g(1000000000)')).error.code, 'pattern.observed');
  } finally {
    session.free();
  }
});
