// Shared test data: tests/fixtures (the same files the C++ tests read) and
// tests/fixtures/reference (published values, each file naming its source).
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const referenceDir = process.env.SG_REFERENCE_DIR ?? path.join(root, 'tests/fixtures/reference');

export function fixture(name) {
  return readFileSync(path.join(root, 'tests/fixtures', name), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('\t'));
}

// "n value" pairs of a reference sequence.
export function sequence(file) {
  return readFileSync(path.join(referenceDir, 'sequences', file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.trim().split(/\s+/).map(Number));
}

export const cliPath = process.env.SG_CLI ?? path.join(root, 'build/native/sg');
export const haveCli = existsSync(cliPath);

// Each JSON line the CLI prints for these arguments (with --json) and this standard input.
export function cliJson(args, input = '') {
  const out = spawnSync(cliPath, [...args, '--json'], { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  return out.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}
