// What a problem of the contest corpus uses: a seeded random generator for its
// cases (problem.mjs), and the `sg` command for its driver (driver.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const sgPath = process.env.SG_BIN ?? process.env.SG_CLI ?? path.join(root, 'build/native/sg');
export const haveSg = existsSync(sgPath);

// mulberry32 (Tommy Ettinger, public domain): a 32-bit state, the same numbers on every run.
export function makeRng(seed) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)), // lo..hi inclusive, hi - lo < 2^32
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

// A seed from a name (FNV-1a), so that each problem, size and case has its own numbers.
export function seedOf(text) {
  let h = 0x811c9dc5;
  for (const c of text) h = Math.imul(h ^ c.codePointAt(0), 0x01000193) >>> 0;
  return h;
}

// value -> the indices that hold it: how a generator finds, say, the heaps of a given value.
export function indicesOf(values) {
  const map = new Map();
  values.forEach((v, i) => (map.get(v) ?? map.set(v, []).get(v)).push(i));
  return map;
}

// What a driver writes in place of an answer that sg refused: REFUSED(code).
export const refusal = (answer) => `REFUSED(${answer.error.code})`;

const relinking = ['ENOENT', 'EACCES', 'ETXTBSY'];
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

// The sg command as a driver sees it:
//   sg.run(args, input)   standard output; exit status 0 or 2 (some line refused) are answers,
//                         anything else throws (a crash is a failure, not a refusal)
//   sg.batch(args, lines) one position per line, --json added: one object per line, an answer
//                         or {error}; no lines, no process
//   sg.file(name, text)   writes a file into a temporary folder of this run, returns its path
// sg.processes counts the processes started; sg.close() removes the temporary folder.
export function makeSg(bin = sgPath) {
  let dir = null;
  const sg = {
    processes: 0,
    run(args, input = '') {
      sg.processes++;
      let out = spawnSync(bin, args, { input, encoding: 'utf8', maxBuffer: 2 ** 30 });
      // The binary is relinked now and then while the engine changes: missing or not yet
      // executable for a moment. Wait for it, up to 20 s.
      for (let tries = 0; relinking.includes(out.error?.code) && tries < 20; tries++) {
        sleep(1000);
        out = spawnSync(bin, args, { input, encoding: 'utf8', maxBuffer: 2 ** 30 });
      }
      if (out.error) throw out.error;
      if (out.status !== 0 && out.status !== 2) {
        throw new Error(`sg ${args.join(' ')} exited with ${out.status ?? out.signal}: ${out.stderr.slice(0, 500)}`);
      }
      return out.stdout;
    },
    batch(args, lines) {
      if (lines.length === 0) return [];
      const answers = sg
        .run([...args, '--json'], lines.join('\n') + '\n')
        .split('\n')
        .filter(Boolean);
      if (answers.length !== lines.length) {
        throw new Error(`sg ${args.join(' ')}: ${answers.length} answers to ${lines.length} lines`);
      }
      return answers.map((line) => JSON.parse(line));
    },
    file(name, text) {
      dir ??= mkdtempSync(path.join(tmpdir(), 'sg-contest-'));
      const file = path.join(dir, name);
      writeFileSync(file, text);
      return file;
    },
    close() {
      if (dir) rmSync(dir, { recursive: true, force: true });
      dir = null;
    },
  };
  return sg;
}
