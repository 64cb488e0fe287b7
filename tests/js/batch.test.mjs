// `sg analyze` reading positions from standard input: the n-th answer belongs
// to the n-th line, blank and bad lines included, in text and in JSON.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cliPath, haveCli } from './fixtures.mjs';

const euclid =
  'game euclid(a, b)\n' +
  '  move (a - k * b, b) for k in 1..a / b where a >= b && b > 0\n' +
  '  move (a, b - k * a) for k in 1..b / a where b > a && a > 0\n';

function batch(input, json) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sg-batch-'));
  try {
    writeFileSync(path.join(dir, 'eu.txt'), euclid);
    const args = ['analyze', '--game', path.join(dir, 'eu.txt'), ...(json ? ['--json'] : [])];
    return spawnSync(cliPath, args, { input, encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a batch answers every line in JSON, a blank one with its own error', { skip: !haveCli }, () => {
  const out = batch('(14000,1)\n\n(34,12)\n', true);
  const lines = out.stdout.split('\n').filter(Boolean);
  assert.equal(lines.length, 3);
  const [first, blank, last] = lines.map((l) => JSON.parse(l));
  assert.equal(first.components[0].sg, 14000); // Euclid's game from (n, 1): every smaller (m, 1) is reached
  assert.equal(blank.error.code, 'position.empty');
  assert.equal(last.outcome, 'N');
  assert.equal(out.status, 2); // a line was refused
});

test('bad and blank lines in the middle keep the answers in line, in text and JSON', { skip: !haveCli }, () => {
  const input = '(3,2)\n\nfoo\n(34,12)\n   \n(5,3)\n';
  const json = batch(input, true)
    .stdout.split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  assert.deepEqual(
    json.map((l) => l.error?.code ?? l.outcome),
    ['P', 'position.empty', 'position.needs_rule', 'N', 'position.empty', 'N']
  );
  // In text each answer starts with its component line or its error line.
  const text = batch(input, false).stdout.split('\n');
  const starts = text.filter((l) => l.startsWith('error:') || l.startsWith('  component 1:'));
  assert.deepEqual(
    starts.map((l) => (l.startsWith('error:') ? 'error' : l.split(', ')[0].trim())),
    ['component 1: euclid(3', 'error', 'error', 'component 1: euclid(34', 'error', 'component 1: euclid(5']
  );
});
