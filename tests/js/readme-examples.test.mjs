// The README's examples run as written: every `$ sg ...` line of its shell
// transcripts through the built command (its output, where the README shows
// one, line for line; "..." stands for lines or text left out), and its
// JavaScript example through the facade, each line's comment checked where it
// states a value.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const sg = path.join(root, 'build/native/sg');

// The fenced blocks: {lang, lines, at (the README line of the fence)}.
function blocks(text) {
  const out = [];
  let open = null;
  text.split('\n').forEach((line, i) => {
    const fence = /^```(\w*)\s*$/.exec(line);
    if (fence && !open) open = { lang: fence[1], lines: [], at: i + 1 };
    else if (fence) {
      out.push(open);
      open = null;
    } else open?.lines.push(line);
  });
  return out;
}

// The transcripts' commands, each with the output the README shows after it
// (empty when it shows none) and its README line.
function transcripts(text) {
  const runs = [];
  for (const b of blocks(text)) {
    if (b.lang !== '' && b.lang !== 'sh') continue;
    b.lines.forEach((line, i) => {
      if (line.startsWith('$ ')) runs.push({ command: line.slice(2), output: [], line: b.at + i + 1 });
      else if (runs.length && runs.at(-1).line > b.at) runs.at(-1).output.push(line);
    });
  }
  return runs.map((r) => ({
    ...r,
    output: r.output
      .join('\n')
      .trimEnd()
      .split('\n')
      .filter((l, i, a) => a.length > 1 || l),
  }));
}

// Whether the actual lines show what the README's lines say: "..." alone
// stands for any lines (none included), and within a line for any text.
function matches(want, got) {
  const line = (w) =>
    new RegExp(
      `^${w
        .trimEnd()
        .split('...')
        .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`
    );
  const go = (i, j) => {
    if (i === want.length) return j === got.length;
    if (want[i].trim() === '...') return go(i + 1, j) || (j < got.length && go(i, j + 1));
    return j < got.length && line(want[i]).test(got[j].trimEnd()) && go(i + 1, j + 1);
  };
  return go(0, 0);
}

// A folder holding the files the examples name: the game texts (the README's
// language section defines them; the test fixtures hold the same texts), and
// `build/native/sg` and `sg` both naming the command.
function workspace() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sg-readme-'));
  for (const f of readdirSync(path.join(root, 'tests/fixtures/games')))
    copyFileSync(path.join(root, 'tests/fixtures/games', f), path.join(dir, f));
  copyFileSync(path.join(root, 'tests/contest/poj2348-euclid-game/game.txt'), path.join(dir, 'euclid.txt'));
  mkdirSync(path.join(dir, 'build/native'), { recursive: true });
  mkdirSync(path.join(dir, 'bin'));
  symlinkSync(sg, path.join(dir, 'build/native/sg'));
  symlinkSync(sg, path.join(dir, 'bin/sg'));
  return dir;
}

const cxx = spawnSync('sh', ['-c', 'command -v g++'], { encoding: 'utf8' }).status === 0;

test(
  "the README's shell examples give the output it shows",
  { skip: !existsSync(sg) && 'no build/native/sg (run the build)' },
  () => {
    const runs = transcripts(readme);
    assert.ok(runs.length >= 15, `the README has ${runs.length} commands`);
    const dir = workspace();
    let compared = 0;
    for (const run of runs) {
      if (/\bg\+\+/.test(run.command) && !cxx) continue;
      const r = spawnSync('bash', ['-c', `set -o pipefail; ${run.command}`], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${path.join(dir, 'bin')}:${process.env.PATH}` },
        timeout: 120000,
      });
      const said = `README line ${run.line}: $ ${run.command}`;
      const shown = run.output.length > 0;
      // A refusal shown is the command's refusal (status 2); --check finds a
      // counterexample with status 1; everything else answers with 0.
      const refused = run.output.some((l) => l.startsWith('error: '));
      const allowed = refused ? [2] : /--check\b/.test(run.command) ? [0, 1] : [0];
      assert.ok(allowed.includes(r.status), `${said}\nexited ${r.status}: ${r.stderr}`);
      if (!shown) {
        // (A command whose output goes to a file prints nothing.)
        if (/ > \S/.test(run.command)) continue;
        assert.ok((r.stdout + r.stderr).trim().length > 0, `${said}\nprinted nothing`);
        continue;
      }
      const got = (refused ? r.stderr : r.stdout).trimEnd().split('\n');
      assert.ok(matches(run.output, got), `${said}\nshows:\n${run.output.join('\n')}\nprints:\n${got.join('\n')}`);
      compared++;
    }
    assert.ok(compared >= 8, `${compared} outputs compared`);
  }
);

// The JavaScript example's lines: code, and the comment after it.
function jsLines(text) {
  const b = blocks(text).find((x) => x.lang === 'js' && x.lines.some((l) => l.includes('loadEngine')));
  const out = [];
  b.lines.forEach((l, i) => {
    const m = /^(\S.*?;)\s*(?:\/\/\s?(.*))?$/.exec(l);
    if (m) out.push({ code: m[1], comment: m[2] ?? '', line: b.at + i + 1 });
    else if (out.length && /^\s+\/\/\s?/.test(l)) out.at(-1).comment += ' ' + l.replace(/^\s+\/\/\s?/, '');
  });
  return out;
}

// What a comment states, when it states a value: a JS literal where "..."
// stands for what is left out (then arrays and objects are checked as far as
// they are written), or a thrown error's code and column.
function expectation(comment) {
  const thrown = /^throws Error\(.*code '([\w.]+)'.*?column (\d+)/.exec(comment);
  if (thrown) return { throws: { code: thrown[1], column: Number(thrown[2]) } };
  const typed = /^(Uint8Array|Uint16Array|Uint32Array) (\[.*\])$/.exec(comment);
  const text = firstLiteral((typed ? typed[2] : comment).trim());
  if (!/^[[{'\d]/.test(text)) return null;
  const partial = text.includes('...');
  const source = text.replace(/\[\.\.\.\]/g, 'ANY').replace(/,\s*\.\.\./g, '');
  try {
    const value = new Function('ANY', `return (${source});`)(ANY);
    return { value, partial, typed: typed?.[1] };
  } catch {
    return null; // prose, not a value
  }
}
const ANY = Symbol('any');

// The literal a comment starts with ("'1..3:5' (for links)" -> "'1..3:5'"):
// up to where its brackets close and no quote is open.
function firstLiteral(text) {
  let depth = 0;
  let quote = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'") quote = !quote;
    else if (!quote && '[{'.includes(c)) depth++;
    else if (!quote && ']}'.includes(c)) depth--;
    if (!quote && depth === 0 && (c === "'" || ']}'.includes(c) || /\d/.test(c)) && !/[\d.]/.test(text[i + 1] ?? ''))
      return text.slice(0, i + 1);
  }
  return text;
}

function like(actual, want, partial, where) {
  if (want === ANY) return;
  if (Array.isArray(want)) {
    assert.ok(Array.isArray(actual), `${where}: not an array`);
    if (!partial) assert.equal(actual.length, want.length, `${where}: length`);
    want.forEach((w, i) => like(actual[i], w, partial, `${where}[${i}]`));
  } else if (want && typeof want === 'object') {
    assert.ok(actual && typeof actual === 'object', `${where}: not an object`);
    for (const [k, w] of Object.entries(want)) like(actual[k], w, partial, `${where}.${k}`);
  } else assert.equal(actual, want, where);
}

test("the README's JavaScript example runs, and what its comments state holds", async () => {
  const lines = jsLines(readme);
  assert.ok(lines.length >= 30, `${lines.length} lines`);
  // One module: the example's declarations as written, each other line run
  // and its result (or error) kept for the checks below.
  const engineUrl = pathToFileURL(path.join(root, 'web/js/engine/engine.js')).href;
  const body = [
    'const signal = new AbortController().signal;',
    'const onProgress = () => {};',
    'export const results = [];',
  ];
  for (const [i, l] of lines.entries()) {
    if (l.code.startsWith('import ')) body.push(l.code.replace(/from '[^']+'/, `from '${engineUrl}'`));
    else if (/^(const|let) /.test(l.code)) body.push(l.code);
    else
      body.push(
        `results[${i}] = await (async () => (${l.code.replace(/;$/, '')}))().then((value) => ({ value }), (error) => ({ error }));`
      );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'sg-readme-js-'));
  const file = path.join(dir, 'example.mjs');
  writeFileSync(file, body.join('\n'));
  const { results } = await import(pathToFileURL(file).href);
  let checked = 0;
  for (const [i, l] of lines.entries()) {
    const r = results[i];
    if (!r) continue;
    const where = `README line ${l.line}: ${l.code}`;
    const want = expectation(l.comment);
    if (want?.throws) {
      assert.ok(r.error, `${where}: does not throw`);
      assert.equal(r.error.code, want.throws.code, where);
      assert.equal(r.error.column, want.throws.column, where);
      checked++;
      continue;
    }
    assert.equal(r.error, undefined, `${where}: throws ${r.error?.message}`);
    if (!want) continue;
    if (want.typed) assert.equal(r.value?.constructor?.name, want.typed, where);
    like(want.typed ? Array.from(r.value) : r.value, want.value, want.partial, where);
    checked++;
  }
  assert.ok(checked >= 8, `${checked} comments checked`);
});
