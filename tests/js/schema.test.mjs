// Every object the CLI prints with --json and the facade returns is checked
// against schema/results.schema.json; README's table and engine.d.ts follow it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEngine } from '../../web/js/engine/engine.js';
import { cliJson, root } from './fixtures.mjs';
import { valid, schema } from './schema.mjs';
import { withTable } from '../../scripts/schema-doc.mjs';

const engine = await loadEngine('full');

const cliLines = cliJson;

const ok = (value, name, what) => assert.deepEqual(valid(value, name), [], `${what} as ${name}`);

test('the CLI prints only objects the schema describes, errors included', () => {
  for (const args of [
    ['table', '1,3,4', '--upto', '8'],
    ['table', 'lasker'],
    ['table', '0.16', '--upto', '20'],
    ['table', '!{2,5}'],
    ['table', '7@1000', '--upto', '5'],
    ['table', 'grundy', '--upto', '1000', '--checksum'],
  ]) {
    for (const line of cliLines(args)) ok(line, 'table', args.join(' '));
  }
  for (const args of [
    ['explain', '1,3,4', '4'],
    ['explain', 'kayles', '9007199254740991'],
    ['explain', 'nim', '20000'],
  ]) {
    for (const line of cliLines(args)) ok(line, 'explain', args.join(' '));
  }
  const batch = 'nim:3 nim:4 nim:5\nkayles:1000000\n1,3,4:7 lasker:9\nnim:1 nim:1\n';
  for (const line of cliLines(['analyze'], batch)) ok(line, 'analyze', 'analyze batch');
  for (const line of cliLines(['analyze', '--no-moves'], batch)) ok(line, 'analyze', 'analyze --no-moves');
  for (const line of cliLines(['analyze', '--misere'], batch + 'grundy:405\n')) ok(line, 'analyze', 'misère batch');
  for (const line of cliLines(['graph', '-', '--tokens', 'a,b'], 'a b\na c\nb c\n')) ok(line, 'graph', 'graph');
  // A batch of token lists answers each line without repeating the graph's every vertex.
  const dir = mkdtempSync(path.join(tmpdir(), 'sg-graph-'));
  writeFileSync(path.join(dir, 'g.txt'), '0 1\n0 2\n1 2\n');
  const lines = cliLines(['graph', path.join(dir, 'g.txt')], '0,1\n2\n');
  for (const line of lines) ok(line, 'graph', 'a batch line of graph');
  assert.deepEqual(
    lines.map((l) => [l.nimSum, 'vertices' in l]),
    [
      [3, false],
      [0, false],
    ]
  );
  rmSync(dir, { recursive: true });
  const errors = cliLines(['analyze'], '{0}:3\nnimm:4\nnim:x\n1,3,4:99999999999999999\n');
  assert.equal(errors.length, 4);
  for (const line of errors) ok(line, 'error', 'error line');
  assert.deepEqual(
    errors.map((e) => e.error.code),
    ['rule.zero_move', 'rule.unknown', 'position.bad_heap', 'number.too_large']
  );
  // The sg command plays graphs with cycles (Smith's values): a bare two-cycle is a draw.
  const loopy = cliLines(['graph', '-', '--tokens', 'a'], 'a b\nb a\n');
  for (const line of loopy) ok(line, 'graph', 'loopy graph');
  assert.deepEqual([loopy[0].loopy, loopy[0].outcome, loopy[0].vertices[0].infinite], [true, 'D', true]);
  // A bad line in a misère batch is answered with its error, and the batch goes on.
  const misere = cliLines(['analyze', '--misere'], 'nim:3\n{0}:1\n1:30000\nnim:1\n');
  assert.deepEqual(
    misere.map((l) => l.error?.code ?? l.outcome),
    ['N', 'rule.zero_move', 'N', 'P']
  );
  // Numbers may have leading zeros, as rule amounts may.
  assert.equal(cliLines(['explain', 'nim', '00000000000000001'])[0].sg, 1);
});

test('the facade returns objects the schema describes, and errors carry code, params and column', () => {
  ok(engine.table('kayles', 100), 'table', 'table');
  ok(engine.explain('0.137', 60), 'explain', 'explain');
  ok(engine.analyze('1..3:5 odd:7 nim:3 nim:9'), 'analyze', 'analyze');
  ok(engine.analyze('kayles:1000000', { moves: false }), 'analyze', 'analyze without moves');
  ok(engine.analyze([3, 4, 5], { rule: 'nim', misere: true }), 'analyze', 'misère');
  ok(engine.graph('a b\nb c', 'a,b'), 'graph', 'graph');
  ok(engine.graph('a b\nb a\nb c', 'a,a'), 'graph', 'graph with a cycle');
  ok(engine.play('1,3,4:7 kayles:5', { misere: true }), 'play', 'play of heaps');
  ok(engine.graphPlay('a b\nb a\nb c\nc d', 'a,c'), 'play', 'graphPlay');
  ok(engine.limits(), 'limits', 'limits');
  ok(engine.apply('nim:3 kayles:4', engine.play('nim:3 kayles:4').options[0]), 'position', 'apply');
  ok(engine.ruleInfo('7@{3,5,1000}'), 'ruleInfo', 'ruleInfo');
  ok(engine.ruleInfo('squares'), 'ruleInfo', 'ruleInfo family');
  ok(engine.parsePosition('{1, 3}:5 kayles:7 3', { rule: 'nim' }), 'position', 'parsePosition');
  ok(engine.exportRuleCpp('1,3,4'), 'ruleExport', 'rule export');
  try {
    engine.table('{1,0}', 5);
    assert.fail('accepted');
  } catch (e) {
    assert.equal(e.code, 'rule.zero_move');
    assert.equal(e.column, 4);
    ok(
      { error: { code: e.code, message: e.message, line: e.line, column: e.column, params: e.params, items: e.items } },
      'error',
      'thrown'
    );
  }
});

test('game-language results from the CLI and the facade are the objects the schema describes', () => {
  const games = path.join(root, 'tests/fixtures/games');
  const file = (name) => path.join(games, `${name}.txt`);
  for (const line of cliLines(['table', '--game', file('cut'), '--box', '1..20,1..20']))
    ok(line, 'gameTable', 'cut table');
  for (const line of cliLines(['table', '--game', file('half'), '--upto', '200'])) ok(line, 'gameTable', 'half table');
  const [check] = cliLines(['table', '--game', file('wythoff'), '--box', '0..20,0..20', '--check', 'x ^ y']);
  ok(check, 'formulaCheck', 'check');
  // Row 0 is 0, 1, 2, ... = 0 ^ y; the first difference is sg(1, 1) = 2 where 1 ^ 1 = 0.
  assert.deepEqual([check.matches, check.at.position, check.formulaValue, check.sg], [false, 'wythoff(1, 1)', 0, 2]);
  for (const line of cliLines(['table', '--game', file('pair'), '--box', '1..20,1..20', '--suggest']))
    ok(line, 'gameSuggest', 'suggest');
  for (const line of cliLines(['explain', '--game', file('cut'), 'cut(4,7)'])) ok(line, 'gameExplain', 'explain');
  // Positions past the table answered from a formula that matched it: said to be observed.
  const formula = '(a - 1) % 2 == 0 && (b - 1) % 2 == 0';
  const answered = cliLines(
    ['analyze', '--game', file('pair'), '--formula', formula, '--p', '--box', '1..20,1..20'],
    '(1000000001, 999999999)\n(1000000000, 999999999)\n'
  );
  for (const line of answered) ok(line, 'formulaAnswer', 'formula answer');
  assert.deepEqual(
    answered.map((l) => [l.outcome, l.basis, l.checked]),
    [
      ['P', 'observed', 400],
      ['N', 'observed', 400],
    ]
  );
  const sums = cliLines(['analyze', '--game', file('two-games')], 'a(5) b(3, 4) 1..3:9\nb(2, 2)\nc(1)\n');
  assert.deepEqual(
    sums.map((l) => l.error?.code ?? (l.nimSum ? 'N' : 'P')),
    sums.map((l) => l.error?.code ?? l.outcome)
  );
  assert.equal(sums[2].error.code, 'game.unknown_game');
  assert.deepEqual(
    sums[0].components.map((c) => c.kind),
    ['game', 'game', 'heap']
  );
  ok(sums[0], 'analyze', 'mixed sum');
  ok(sums[2], 'error', 'unknown game');
  // A bar of w x h lasts w h - 1 cuts whatever is played: the Anti-SG
  // condition holds on every cut; Kayles fails it at 5.
  const misere = cliLines(
    ['analyze', '--game', file('cut'), '--misere'],
    'cut(2, 1) cut(1, 1)\ncut(20, 20) cut(3, 1)\ncut(20, 20) kayles:40 kayles:33\ncut(2, 2) kayles:9\n'
  );
  for (const line of misere) ok(line, 'analyze', 'misère sum');
  assert.deepEqual(
    misere.map((l) => [l.play, l.method, l.outcome]),
    [
      ['misere', 'anti_sg', 'P'],
      ['misere', 'anti_sg', 'P'],
      ['misere', 'budget', undefined],
      ['misere', 'search', misere[3].outcome],
    ]
  );

  const session = engine.gameSession(readFileSync(file('wythoff'), 'utf8'));
  try {
    ok(session.info, 'gameInfo', 'info');
    ok(session.table('wythoff', '0..10, 0..10'), 'gameTable', 'facade table');
    ok(session.explain('wythoff(3, 5)'), 'gameExplain', 'facade explain');
    ok(session.checkFormula('wythoff', '0..10, 0..10', 'x ^ y'), 'formulaCheck', 'facade check');
    ok(session.suggest('wythoff', '0..10, 0..10'), 'gameSuggest', 'facade suggest');
    ok(session.analyze('wythoff(3, 5) (4, 7) nim:3'), 'analyze', 'facade analyze');
    ok(session.exportCpp(), 'gameExport', 'facade export');
    const play = session.play('wythoff(3, 5) nim:3');
    ok(play, 'play', 'facade play');
    assert.ok(play.options.some((o) => 'line' in o) && play.options.some((o) => 'taken' in o), 'game and heap moves');
    ok(
      session.play('wythoff(30, 41) wythoff(20, 33) wythoff(12, 50)', { misere: true }),
      'play',
      'misère play past the search'
    );
  } finally {
    session.free();
  }
  try {
    engine.gameSession('game a(x)\n  move b(x)');
    assert.fail('accepted');
  } catch (e) {
    assert.deepEqual([e.code, e.line, e.column, e.params.name], ['game.unknown_game', 2, 8, 'b']);
  }
});

test("README's result table is the one generated from the schema", () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  assert.equal(readme, withTable(readme), 'run: node scripts/schema-doc.mjs');
});

test('engine.d.ts declares every field the schema names', () => {
  const dts = readFileSync(path.join(root, 'web/js/engine/engine.d.ts'), 'utf8');
  const names = new Set();
  const walk = (def) => {
    for (const [k, v] of Object.entries(def.properties ?? {})) {
      names.add(k);
      walk(v);
    }
    if (def.items) walk(def.items);
  };
  for (const def of Object.values(schema.definitions)) walk(def);
  for (const name of names) assert.match(dts, new RegExp(`\\b${name}\\??:`), `engine.d.ts lacks ${name}`);
});
