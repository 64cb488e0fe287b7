// The contest canon (issue 18): Every-SG, Green Hackenbush and patterns that
// answer huge positions. The sg command's --json lines and the facade's
// objects must be the same objects, each valid against the schema.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEngine } from '../../web/js/engine/engine.js';
import { cliPath, root } from './fixtures.mjs';
import { valid } from './schema.mjs';

const engine = await loadEngine();
const games = (name) => path.join(root, 'tests/fixtures/games', `${name}.txt`);

// Each JSON line the CLI prints for these arguments and this standard input.
function cli(args, input = '') {
  const out = spawnSync(cliPath, [...args, '--json'], { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  return out.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

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
