// Writes three README tables: the engine's limits, from
// src/include/sg/limits.json (between "<!-- limits:begin -->" and
// "<!-- limits:end -->"); the result objects, from schema/results.schema.json
// (between "<!-- results:begin -->" and "<!-- results:end -->"); and the error
// codes with their English words, from web/js/text/i18n.js (between
// "<!-- errors:begin -->" and "<!-- errors:end -->"). `node
// scripts/schema-doc.mjs` rewrites README.md; tests check it is current.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strings } from '../web/js/text/i18n.js';

const root = new URL('..', import.meta.url);
const schema = JSON.parse(readFileSync(new URL('schema/results.schema.json', root), 'utf8'));
const limits = JSON.parse(readFileSync(new URL('src/include/sg/limits.json', root), 'utf8'));

function typeName(def) {
  if (def.$ref) return def.$ref.replace('#/definitions/', '');
  if (def.const !== undefined) return JSON.stringify(def.const);
  if (def.enum) return def.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (def.type === 'array') return `[${def.items ? typeName(def.items) : ''}]`;
  if (def.oneOf) return def.oneOf.map(typeName).join(' \\| ');
  return def.type ?? '';
}

function fields(def) {
  if (def.type === 'array' && def.items) return `array of {${fields(def.items)}}`;
  const required = new Set(def.required ?? []);
  return Object.entries(def.properties ?? {})
    .map(([k, v]) => `\`${k}${required.has(k) ? '' : '?'}\`: ${typeName(v)}`)
    .join(', ');
}

export function resultsTable() {
  const rows = ['| object | fields | what it is |', '|---|---|---|'];
  for (const [name, def] of Object.entries(schema.definitions)) {
    if (name === 'count' || name === 'counts') continue;
    rows.push(`| ${name} | ${fields(def)} | ${def.description ?? ''} |`);
  }
  return rows.join('\n');
}

// A limit as people read it: 5·10^10, 2^30, 2^53 − 1, 200,000; 0 is none.
function number(v) {
  if (v === 0) return 'none';
  if (v === 2 ** 53 - 1) return '2^53 − 1';
  const exponent = Math.log2(v);
  if (v >= 2 ** 20 && Number.isInteger(exponent)) return `2^${exponent}`;
  if (v >= 1e6) {
    const power = Math.floor(Math.log10(v)),
      lead = v / 10 ** power;
    if (Number.isInteger(lead)) return `${lead === 1 ? '' : `${lead}·`}10^${power}`;
  }
  return v.toLocaleString('en-US');
}

export function limitsTable() {
  const rows = ['| limit | the `sg` command | the pages | what it bounds |', '|---|---|---|---|'];
  for (const l of limits.sizes) rows.push(`| \`${l.name}\` | ${number(l.value)} | ${number(l.value)} | ${l.what} |`);
  for (const l of limits.budgets) rows.push(`| \`${l.name}\` | ${number(l.cli)} | ${number(l.page)} | ${l.what} |`);
  return rows.join('\n');
}

export function errorsTable() {
  const rows = ['| code | what the reader sees (English; Chinese in web/js/text/engine-zh.js) |', '|---|---|'];
  for (const key of Object.keys(strings.en)
    .filter((k) => k.startsWith('err.') && !k.startsWith('err.what.'))
    .sort())
    rows.push(`| \`${key.slice(4)}\` | ${strings.en[key].replace(/\|/g, '\\|')} |`);
  return rows.join('\n');
}

export function withTable(readme) {
  return readme
    .replace(
      /<!-- limits:begin -->[\s\S]*<!-- limits:end -->/,
      `<!-- limits:begin -->\n${limitsTable()}\n<!-- limits:end -->`
    )
    .replace(
      /<!-- results:begin -->[\s\S]*<!-- results:end -->/,
      `<!-- results:begin -->\n${resultsTable()}\n<!-- results:end -->`
    )
    .replace(
      /<!-- errors:begin -->[\s\S]*<!-- errors:end -->/,
      `<!-- errors:begin -->\n${errorsTable()}\n<!-- errors:end -->`
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = new URL('README.md', root);
  writeFileSync(file, withTable(readFileSync(file, 'utf8')));
}
