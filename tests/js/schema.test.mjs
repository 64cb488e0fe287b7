// Every object the CLI prints with --json and the facade returns is checked
// against schema/results.schema.json; README's table and engine.d.ts follow it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEngine } from '../../web/js/engine.js';
import { cliPath, root } from './fixtures.mjs';
import { valid, schema } from './schema.mjs';
import { withTable } from '../../scripts/schema-doc.mjs';

const engine = await loadEngine();

// Each JSON line the CLI prints for these arguments (and standard input).
function cliLines(args, input = '') {
  const out = spawnSync(cliPath, [...args, '--json'], { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  return out.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

const ok = (value, name, what) => assert.deepEqual(valid(value, name), [], `${what} as ${name}`);

test('the CLI prints only objects the schema describes, errors included', () => {
  for (const args of [['table', '1,3,4', '--upto', '8'], ['table', 'lasker'], ['table', '0.16', '--upto', '20'],
    ['table', '!{2,5}'], ['table', '7@1000', '--upto', '5'], ['table', 'grundy', '--upto', '1000', '--checksum']]) {
    for (const line of cliLines(args)) ok(line, 'table', args.join(' '));
  }
  for (const args of [['explain', '1,3,4', '4'], ['explain', 'kayles', '9007199254740991'], ['explain', 'nim', '20000']]) {
    for (const line of cliLines(args)) ok(line, 'explain', args.join(' '));
  }
  const batch = 'nim:3 nim:4 nim:5\nkayles:1000000\n1,3,4:7 lasker:9\nnim:1 nim:1\n';
  for (const line of cliLines(['analyze'], batch)) ok(line, 'analyze', 'analyze batch');
  for (const line of cliLines(['analyze', '--no-moves'], batch)) ok(line, 'analyze', 'analyze --no-moves');
  for (const line of cliLines(['analyze', '--misere'], batch + 'grundy:405\n')) ok(line, 'analyzeMisere', 'misère batch');
  for (const line of cliLines(['graph', '-', '--tokens', 'a,b'], 'a b\na c\nb c\n')) ok(line, 'graph', 'graph');
  const errors = cliLines(['analyze'], '{0}:3\nnimm:4\nnim:x\n1,3,4:99999999999999999\n');
  assert.equal(errors.length, 4);
  for (const line of errors) ok(line, 'error', 'error line');
  assert.deepEqual(errors.map((e) => e.error.code), ['rule.zero_move', 'rule.unknown', 'position.bad_heap', 'number.too_large']);
  for (const line of cliLines(['graph', '-', '--tokens', 'a'], 'a b\nb a\n')) ok(line, 'error', 'cycle');
  // A bad line in a misère batch is answered with its error, and the batch goes on.
  const misere = cliLines(['analyze', '--misere'], 'nim:3\n{0}:1\n1:30000\nnim:1\n');
  assert.deepEqual(misere.map((l) => l.error?.code ?? l.outcome), ['N', 'rule.zero_move', 'N', 'P']);
  // Numbers may have leading zeros, as rule amounts may.
  assert.equal(cliLines(['explain', 'nim', '00000000000000001'])[0].sg, 1);
});

test('the facade returns objects the schema describes, and errors carry code, params and column', () => {
  ok(engine.table('kayles', 100), 'table', 'table');
  ok(engine.explain('0.137', 60), 'explain', 'explain');
  ok(engine.analyze('1..3:5 odd:7 nim:3 nim:9'), 'analyze', 'analyze');
  ok(engine.analyze('kayles:1000000', { moves: false }), 'analyze', 'analyze without moves');
  ok(engine.analyze([3, 4, 5], { rule: 'nim', misere: true }), 'analyzeMisere', 'misère');
  ok(engine.graph('a b\nb c', 'a,b'), 'graph', 'graph');
  ok(engine.ruleInfo('7@{3,5,1000}'), 'ruleInfo', 'ruleInfo');
  ok(engine.ruleInfo('squares'), 'ruleInfo', 'ruleInfo family');
  ok(engine.parsePosition('{1, 3}:5 kayles:7 3', { rule: 'nim' }), 'position', 'parsePosition');
  try {
    engine.table('{1,0}', 5);
    assert.fail('accepted');
  } catch (e) {
    assert.equal(e.code, 'rule.zero_move');
    assert.equal(e.column, 4);
    ok({ error: { code: e.code, message: e.message, line: e.line, column: e.column, params: e.params, items: e.items } }, 'error', 'thrown');
  }
});

test("README's result table is the one generated from the schema", () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  assert.equal(readme, withTable(readme), 'run: node scripts/schema-doc.mjs');
});

test('engine.d.ts declares every field the schema names', () => {
  const dts = readFileSync(path.join(root, 'web/js/engine.d.ts'), 'utf8');
  const names = new Set();
  const walk = (def) => {
    for (const [k, v] of Object.entries(def.properties ?? {})) { names.add(k); walk(v); }
    if (def.items) walk(def.items);
  };
  for (const def of Object.values(schema.definitions)) walk(def);
  for (const name of names) assert.match(dts, new RegExp(`\\b${name}\\??:`), `engine.d.ts lacks ${name}`);
});
