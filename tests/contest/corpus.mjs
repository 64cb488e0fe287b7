// The runner's work, shared by run.mjs and the tests: load the problems, answer
// their cases through their drivers, compare with the oracle, write the table.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { makeRng, makeSg, root, seedOf } from './harness.mjs';

export const contestDir = path.join(root, 'tests/contest');
export const sizes = ['sample', 'small', 'full'];
const defaultCounts = { small: 3, full: 1 };

// Every problem (a folder with a problem.mjs), or those named, in the order of their names.
export async function loadProblems(ids = []) {
  const all = readdirSync(contestDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(contestDir, d.name, 'problem.mjs')))
    .map((d) => d.name)
    .sort();
  const unknown = ids.filter((id) => !all.includes(id));
  if (unknown.length) throw new Error(`no problem named ${unknown.join(', ')} in tests/contest`);
  const chosen = ids.length ? all.filter((id) => ids.includes(id)) : all;
  return Promise.all(
    chosen.map(async (id) => {
      const dir = path.join(contestDir, id);
      const problem = await import(pathToFileURL(path.join(dir, 'problem.mjs')));
      const driver = await import(pathToFileURL(path.join(dir, 'driver.mjs')));
      return { id, dir, ...problem, solve: driver.solve, asks: driver.asks };
    })
  );
}

// The inputs of one size, each with the output expected: the published one for the
// sample (and what the oracle says of it), the oracle's for the generated cases.
export function inputs(p, size) {
  if (size === 'sample') {
    const input = readFileSync(path.join(p.dir, 'sample.in'), 'utf8');
    const expected = readFileSync(path.join(p.dir, 'sample.out'), 'utf8');
    return [{ name: 'sample', input, expected, oracle: p.oracle(input, 'sample') }];
  }
  const count = p.counts?.[size] ?? defaultCounts[size];
  return Array.from({ length: count }, (_, i) => {
    const input = p.generate(makeRng(seedOf(`${p.id}/${size}/${i}`)), size);
    return { name: `${size} ${i + 1}`, input, expected: p.oracle(input, size) };
  });
}

// An output's answers: the problem's `unit` (a RegExp; one line by default), or REFUSED(code).
const unitRe = (p) => new RegExp(`REFUSED\\([^)\\s]*\\)|${(p.unit ?? /[^\n]*\S[^\n]*/).source}`, 'g');
export const answers = (p, text) => (text.match(unitRe(p)) ?? []).map((a) => a.trim());
const isRefused = (a) => a.startsWith('REFUSED(');
const layout = (text) =>
  text
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trimEnd();

// Answer by answer; then, with each refusal read as the answer expected, the whole text
// must be the judge's (modulo trailing whitespace), so that a layout mistake is wrong too.
export function compare(p, expected, actual) {
  const want = answers(p, expected);
  const got = answers(p, actual);
  const r = { answered: 0, refused: 0, wrong: 0, codes: {}, first: null };
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    if (got[i] !== undefined && isRefused(got[i])) {
      r.refused++;
      r.codes[got[i]] = (r.codes[got[i]] ?? 0) + 1;
    } else if (got[i] === want[i]) r.answered++;
    else {
      r.wrong++;
      r.first ??= `answer ${i + 1}: expected ${want[i] ?? '(none)'}, got ${got[i] ?? '(none)'}`;
    }
  }
  let i = 0;
  const filled = actual.replace(unitRe(p), (a) => (isRefused(a.trim()) ? want[i++] : (i++, a)));
  if (r.wrong === 0 && layout(filled) !== layout(expected)) {
    r.wrong++;
    r.first = "the answers are right, but the text around them is not the judge's";
  }
  return r;
}

// Runs the sizes asked for; one result per size: answered, refused, wrong, the refusal
// codes, sg processes started, the drivers' seconds, what went wrong, and ok.
export function runProblem(p, which = sizes) {
  const sg = makeSg();
  try {
    return which.map((size) => {
      const r = { size, answered: 0, refused: 0, wrong: 0, codes: {}, processes: 0, seconds: 0, problems: [] };
      for (const c of inputs(p, size)) {
        if (c.oracle !== undefined && layout(c.oracle) !== layout(c.expected)) {
          r.wrong++;
          r.problems.push('the oracle disagrees with the published sample');
        }
        const before = sg.processes;
        const start = performance.now();
        let actual = '';
        try {
          actual = p.solve(c.input, sg);
        } catch (e) {
          r.problems.push(`${c.name}: the driver failed: ${e.message}`); // and every answer is wrong
        }
        r.seconds += (performance.now() - start) / 1000;
        r.processes += sg.processes - before;
        const m = compare(p, c.expected, actual);
        for (const k of ['answered', 'refused', 'wrong']) r[k] += m[k];
        for (const [code, n] of Object.entries(m.codes)) r.codes[code] = (r.codes[code] ?? 0) + n;
        if (m.first) r.problems.push(`${c.name}: ${m.first}`);
      }
      r.declared = p.refused?.[size] ?? 0;
      if (r.refused !== r.declared) r.problems.push(`${r.refused} answers refused where ${r.declared} are declared`);
      r.ok = r.wrong === 0 && r.refused === r.declared;
      return r;
    });
  } finally {
    sg.close();
  }
}

// The table of problems, from what each problem declares (no sg run): answers at full
// size are the oracle's, less the refusals declared. `base` prefixes the links.
export function table(problems, base = '') {
  const rows = problems.map((p) => {
    const total = inputs(p, 'full').reduce((n, c) => n + answers(p, c.expected).length, 0);
    const refused = p.refused?.full ?? 0;
    const link = `[${p.source}: ${p.title}](${base}${p.id}/problem.md)`;
    return `| ${link} | ${p.family} | ${p.asks} | ${total - refused} | ${refused} | ${p.note ?? ''} |`;
  });
  const head = '| problem | family | how SG Lab is asked | answered (full) | refused (full) | notes |';
  return [head, '|---|---|---|---|---|---|', ...rows].join('\n');
}

// The README text between <!-- contest:begin --> and <!-- contest:end -->, read or replaced.
const markers = /(<!-- contest:begin -->\n)([\s\S]*?)(<!-- contest:end -->)/;
export const tableIn = (readme) => readme.match(markers)?.[2].trim() ?? null;
export const withTable = (readme, text) => readme.replace(markers, (_, a, __, b) => `${a}${text}\n${b}`);

// The two READMEs that show the table, each with the prefix of its links.
export const readmes = [
  { file: path.join(contestDir, 'README.md'), base: '' },
  { file: path.join(root, 'README.md'), base: 'tests/contest/' },
];
