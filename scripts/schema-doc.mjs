// Writes two README tables: the result objects, from schema/results.schema.json
// (between "<!-- results:begin -->" and "<!-- results:end -->"), and the error
// codes with their English words, from web/js/i18n.js (between
// "<!-- errors:begin -->" and "<!-- errors:end -->"). `node
// scripts/schema-doc.mjs` rewrites README.md; tests check it is current.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strings } from '../web/js/i18n.js';

const root = new URL('..', import.meta.url);
const schema = JSON.parse(readFileSync(new URL('schema/results.schema.json', root), 'utf8'));

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

export function errorsTable() {
  const rows = ['| code | what the reader sees (English; Chinese in web/js/i18n.js) |', '|---|---|'];
  for (const key of Object.keys(strings.en).filter((k) => k.startsWith('err.') && !k.startsWith('err.what.')).sort())
    rows.push(`| \`${key.slice(4)}\` | ${strings.en[key].replace(/\|/g, '\\|')} |`);
  return rows.join('\n');
}

export function withTable(readme) {
  return readme
    .replace(/<!-- results:begin -->[\s\S]*<!-- results:end -->/, `<!-- results:begin -->\n${resultsTable()}\n<!-- results:end -->`)
    .replace(/<!-- errors:begin -->[\s\S]*<!-- errors:end -->/, `<!-- errors:begin -->\n${errorsTable()}\n<!-- errors:end -->`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = new URL('README.md', root);
  writeFileSync(file, withTable(readFileSync(file, 'utf8')));
}
