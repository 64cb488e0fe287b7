// A rule's getSG program is the same text from the page's engine (WebAssembly)
// and from `sg export --rule`, byte for byte, in both styles; a bad style is
// a coded refusal. (tests/core/export/test_rule_export.cpp compiles and runs it.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { loadEngine } from '../../web/js/engine/engine.js';
import { formats, ruleProgram } from '../../web/js/model/export.js';
import { cliPath, haveCli } from './fixtures.mjs';
import { valid } from './schema.mjs';

const engine = await loadEngine('full');

const rules = [
  '1,3,4',
  '1..3',
  'nim',
  '!{2,5}',
  'odd',
  'pow2',
  'fib',
  'primes',
  'kayles',
  'dawson',
  '0.137',
  '0.1F',
  '4.07',
  '7@{3,5,1000}',
  'grundy',
  'lasker',
  '{1,9007199254740991}',
];

test(
  'the engine writes the same getSG program as sg export --rule, in both styles',
  { skip: !haveCli && 'no CLI built' },
  () => {
    for (const rule of rules) {
      for (const style of ['loop', 'memo']) {
        const cli = spawnSync(cliPath, ['export', '--rule', rule, '--style', style], {
          encoding: 'utf8',
          maxBuffer: 1 << 26,
        });
        assert.equal(cli.status, 0, `${rule} ${style}: ${cli.stderr}`);
        const wasm = engine.exportRuleCpp(rule, { style });
        assert.deepEqual(valid(wasm, 'ruleExport'), [], `${rule} ${style} as ruleExport`);
        assert.equal(wasm.program, cli.stdout, `${rule} ${style}`);
      }
    }
    // Without --style: the loop, as without a style in JS.
    const plain = spawnSync(cliPath, ['export', '--rule', 'kayles'], { encoding: 'utf8' });
    assert.equal(engine.exportRuleCpp('kayles').program, plain.stdout);
  }
);

test('the programs read like the tutorial and the export format takes them from the engine', () => {
  const loop = engine.exportRuleCpp('1,3,4').program;
  assert.match(loop, /void getSG\(int n\)/);
  assert.match(loop, /vis\[sg\[i - f\[j\]\]\] = 1;/);
  assert.match(loop, /堆规则 "1,3,4"/);
  assert.match(engine.exportRuleCpp('grundy', { style: 'memo' }).program, /int SG\(int x\)/);
  assert.equal(ruleProgram(engine, 'lasker'), engine.exportRuleCpp('lasker').program);
  assert.equal(
    formats.getsg.program(engine, 'lasker', { style: 'memo' }),
    engine.exportRuleCpp('lasker', { style: 'memo' }).program
  );
  assert.equal(formats.getsg.labelKey, 'exportGetSG');
});

test('a bad style or rule is refused with a code', { skip: !haveCli && 'no CLI built' }, () => {
  assert.throws(
    () => engine.exportRuleCpp('1,3,4', { style: 'fast' }),
    (e) => e.code === 'export.style' && e.params.style === 'fast'
  );
  assert.throws(
    () => engine.exportRuleCpp('{0,2}'),
    (e) => e.code === 'rule.zero_move' && e.column === 2
  );
  const cli = spawnSync(cliPath, ['export', '--rule', '1,3,4', '--style', 'fast'], { encoding: 'utf8' });
  assert.equal(cli.status, 2);
  assert.equal(cli.stderr, "error: the style of a program is loop or memo, not 'fast'\n");
  const usage = spawnSync(cliPath, ['export'], { encoding: 'utf8' });
  assert.equal(usage.status, 2);
  assert.match(usage.stderr, /export needs --game FILE or --rule RULE/);
});
