// The full test command's part of the contest corpus: every generated case, small and at the
// judge's limits, answered through each problem's driver (the samples are in samples.test.mjs).
// Times are reported, never asserted.
import test from 'node:test';
import assert from 'node:assert/strict';
import { haveSg, sgPath } from './harness.mjs';
import { loadProblems, runProblem } from './corpus.mjs';

const noSg = !haveSg && `no sg command at ${sgPath}`;

for (const p of await loadProblems()) {
  test(`${p.id}: the generated cases`, { skip: noSg }, (t) => {
    for (const r of runProblem(p, ['small', 'full'])) {
      t.diagnostic(
        `${r.size}: ${r.answered} answered, ${r.refused} refused, ${r.wrong} wrong, ${r.seconds.toFixed(2)} s`
      );
      assert.ok(r.ok, `${r.size}: ${r.problems.join('\n')}`);
    }
  });
}
