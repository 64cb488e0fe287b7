// A small JSON Schema (draft-07 subset) checker for schema/results.schema.json:
// type, const, enum, pattern, minimum, maximum, required, properties,
// additionalProperties, items, maxItems, $ref. Returns the list of problems,
// each naming the path, so a failing test says exactly what is wrong.
import { readFileSync } from 'node:fs';

export const schema = JSON.parse(readFileSync(new URL('../../schema/results.schema.json', import.meta.url), 'utf8'));

// The facade hands values over as typed arrays: they count as arrays.
const isArray = (v) => Array.isArray(v) || (ArrayBuffer.isView(v) && !(v instanceof DataView));

function typeOk(type, v) {
  switch (type) {
    case 'object':
      return v !== null && typeof v === 'object' && !isArray(v);
    case 'array':
      return isArray(v);
    case 'string':
      return typeof v === 'string';
    case 'boolean':
      return typeof v === 'boolean';
    case 'integer':
      return Number.isInteger(v);
    case 'number':
      return typeof v === 'number';
    default:
      throw new Error(`schema uses unsupported type ${type}`);
  }
}

export function check(value, def, path = '$', problems = []) {
  if (def.$ref) {
    const name = def.$ref.replace('#/definitions/', '');
    if (!schema.definitions[name]) throw new Error(`unknown $ref ${def.$ref}`);
    return check(value, schema.definitions[name], path, problems);
  }
  if (def.type && !typeOk(def.type, value)) {
    problems.push(`${path}: expected ${def.type}, got ${JSON.stringify(value)?.slice(0, 60)}`);
    return problems;
  }
  if ('const' in def && value !== def.const) problems.push(`${path}: expected ${JSON.stringify(def.const)}`);
  if (def.enum && !def.enum.includes(value))
    problems.push(`${path}: ${JSON.stringify(value)} is not one of ${def.enum.join(', ')}`);
  if (def.pattern && typeof value === 'string' && !new RegExp(def.pattern).test(value))
    problems.push(`${path}: "${value}" does not match ${def.pattern}`);
  if (def.minimum !== undefined && value < def.minimum) problems.push(`${path}: ${value} < ${def.minimum}`);
  if (def.maximum !== undefined && value > def.maximum) problems.push(`${path}: ${value} > ${def.maximum}`);
  if (isArray(value)) {
    if (def.maxItems !== undefined && value.length > def.maxItems)
      problems.push(`${path}: ${value.length} items > ${def.maxItems}`);
    if (def.items) for (let i = 0; i < value.length; ++i) check(value[i], def.items, `${path}[${i}]`, problems);
  } else if (value !== null && typeof value === 'object') {
    for (const key of def.required ?? []) if (!(key in value)) problems.push(`${path}: missing ${key}`);
    for (const [key, v] of Object.entries(value)) {
      if (def.properties?.[key]) check(v, def.properties[key], `${path}.${key}`, problems);
      else if (def.additionalProperties === false) problems.push(`${path}: unexpected field ${key}`);
      else if (typeof def.additionalProperties === 'object')
        check(v, def.additionalProperties, `${path}.${key}`, problems);
    }
  }
  return problems;
}

export const valid = (value, name) => check(value, { $ref: `#/definitions/${name}` });
