// The contest corpus from the command line (see tests/contest/README.md):
//   node tests/contest/run.mjs [--samples] [PROBLEM...]   answers every case, one line per problem
//   node tests/contest/run.mjs --table [--write]          the table of problems (--write: into both READMEs)
// Exits 1 when an answer is wrong or a problem's refusals are not the number it declares.
import { readFileSync, writeFileSync } from 'node:fs';
import { haveSg, sgPath } from './harness.mjs';
import { loadProblems, readmes, runProblem, sizes, table, withTable } from './corpus.mjs';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const unknown = [...flags].filter((f) => !['--samples', '--table', '--write'].includes(f));
if (unknown.length) {
  console.error(
    `unknown option ${unknown.join(' ')}\nusage: node tests/contest/run.mjs [--samples] [--table [--write]] [PROBLEM...]`
  );
  process.exit(2);
}
const problems = await loadProblems(args.filter((a) => !a.startsWith('--')));

if (flags.has('--table')) {
  if (!flags.has('--write')) console.log(table(problems));
  for (const { file, base } of flags.has('--write') ? readmes : []) {
    writeFileSync(file, withTable(readFileSync(file, 'utf8'), table(problems, base)));
    console.log(`wrote the table into ${file}`);
  }
  process.exit(0);
}

if (!haveSg) {
  console.error(`no sg command at ${sgPath}: build it (npm run build) or set SG_BIN`);
  process.exit(2);
}
const which = flags.has('--samples') ? ['sample'] : sizes;
const width = Math.max(...problems.map((p) => p.id.length));
console.log(`sg: ${sgPath}\neach size: answered/refused/wrong, the drivers' time, sg processes`);
let failed = 0;
for (const p of problems) {
  const results = runProblem(p, which);
  const parts = results.map(
    (r) => `${r.size} ${r.answered}/${r.refused}/${r.wrong} ${r.seconds.toFixed(2)} s (${r.processes} sg)`
  );
  const ok = results.every((r) => r.ok);
  console.log(`${p.id.padEnd(width)}  ${parts.join('  ')}  ${ok ? 'ok' : 'FAILED'}`);
  for (const r of results) {
    for (const [code, n] of Object.entries(r.codes)) console.log(`  ${r.size}: ${n} x ${code}`);
    for (const problem of r.problems.slice(0, 5)) console.log(`  ${r.size}: ${problem}`);
  }
  if (!ok) failed++;
}
console.log(failed ? `${failed} of ${problems.length} problems FAILED` : `all ${problems.length} problems ok`);
process.exit(failed ? 1 : 0);
