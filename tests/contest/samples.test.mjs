// The quick loop's part of the contest corpus: each problem's files, its published sample
// answered through its driver, and the table of problems in both READMEs.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { haveSg, sgPath } from './harness.mjs';
import { loadProblems, readmes, runProblem, table, tableIn } from './corpus.mjs';

const problems = await loadProblems();
const noSg = !haveSg && `no sg command at ${sgPath}`;

for (const p of problems) {
  test(`${p.id}: the problem's files and exports`, () => {
    for (const f of ['problem.md', 'sample.in', 'sample.out']) assert.ok(existsSync(path.join(p.dir, f)), f);
    for (const k of ['title', 'source', 'family', 'asks']) assert.equal(typeof p[k], 'string', k);
    for (const k of ['generate', 'oracle', 'solve']) assert.equal(typeof p[k], 'function', k);
    // A driver only translates: it reaches the game through sg, never through the oracle.
    const driver = readFileSync(path.join(p.dir, 'driver.mjs'), 'utf8');
    const imports = [...driver.matchAll(/^import .* from '([^']+)'/gm)].map((m) => m[1]);
    assert.deepEqual(
      imports.filter((m) => m !== '../harness.mjs' && !m.startsWith('node:')),
      [],
      'a driver imports only ../harness.mjs and node: modules'
    );
  });

  test(`${p.id}: the published sample`, { skip: noSg }, () => {
    const [r] = runProblem(p, ['sample']);
    assert.ok(r.ok, r.problems.join('\n'));
  });
}

test('both READMEs show the table as the problems declare it (node tests/contest/run.mjs --table --write)', () => {
  for (const { file, base } of readmes) assert.equal(tableIn(readFileSync(file, 'utf8')), table(problems, base), file);
});
