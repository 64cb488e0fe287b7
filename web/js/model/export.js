// A table of values as text for other places: Markdown, CSV, LaTeX, a C++
// array for contest code, an SVG picture; a game as its move list. Pure
// functions of the values, so the tests compare them byte for byte. One format,
// getsg, is the rule's getSG program, which the engine writes.
//
// Each format writes at most its `limit` values (a table may hold 10^8) and
// then says, in that format's own comment, how many it left out.

const range = (n) => Array.from({ length: n }, (_, i) => i);
const first = (values, limit) => Array.from(values.subarray ? values.subarray(0, limit) : values.slice(0, limit));
const leftOut = (values, limit) => values.length - Math.min(values.length, limit);
const omitted = (values, limit) => `${leftOut(values, limit)} more values left out (x > ${limit - 1})`;

export { exportValues as limits } from '../engine/limits.js';
import { exportValues as limits } from '../engine/limits.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */

export function toMarkdown(values, limit = limits.markdown) {
  const shown = first(values, limit);
  const xs = range(shown.length);
  return (
    [
      `| x | ${xs.join(' | ')} |`,
      `|---|${xs.map(() => '---').join('|')}|`,
      `| sg[x] | ${shown.join(' | ')} |`,
      ...(leftOut(values, limit) ? ['', `<!-- ${omitted(values, limit)} -->`] : []),
    ].join('\n') + '\n'
  );
}

export function toCsv(values, limit = limits.csv) {
  const shown = first(values, limit);
  const rows = ['x,sg'];
  for (let x = 0; x < shown.length; x++) rows.push(`${x},${shown[x]}`);
  if (leftOut(values, limit)) rows.push(`# ${omitted(values, limit)}`);
  return rows.join('\n') + '\n';
}

export function toLatex(values, limit = limits.latex) {
  const shown = first(values, limit);
  const xs = range(shown.length);
  return (
    [
      `\\begin{tabular}{c|${'c'.repeat(shown.length)}}`,
      `$x$ & ${xs.join(' & ')} \\\\`,
      '\\hline',
      `$\\mathrm{sg}(x)$ & ${shown.join(' & ')} \\\\`,
      '\\end{tabular}',
      ...(leftOut(values, limit) ? [`% ${omitted(values, limit)}`] : []),
    ].join('\n') + '\n'
  );
}

export function toCpp(values, limit = limits.cpp) {
  const more = leftOut(values, limit) ? ` // ${omitted(values, limit)}` : '';
  return `int sg[] = {${first(values, limit).join(',')}};${more}\n`;
}

// The two rows drawn as an SVG image; P-positions (value 0) underlined in red.
export function toSvg(values, { cell = 28, label = 'sg[x]', limit = limits.svg } = {}) {
  const shown = first(values, limit);
  const head = 56;
  const width = head + cell * shown.length;
  const text = (x, y, s, extra = '') => `<text x="${x}" y="${y}" text-anchor="middle"${extra}>${s}</text>`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64" font-family="sans-serif" font-size="14">`,
    `<rect width="${width}" height="64" fill="#ffffff"/>`,
    `<rect width="${head}" height="64" fill="#eef2f8"/>`,
    text(head / 2, 22, 'x', ' font-weight="bold"'),
    text(head / 2, 50, label, ' font-weight="bold"'),
  ];
  shown.forEach((v, x) => {
    const cx = head + cell * x + cell / 2;
    parts.push(text(cx, 22, String(x)), text(cx, 50, String(v), ' font-weight="bold"'));
    if (v === 0) parts.push(`<line x1="${cx - 7}" y1="55" x2="${cx + 7}" y2="55" stroke="#dc2626" stroke-width="2"/>`);
  });
  parts.push(`<line x1="0" y1="32" x2="${width}" y2="32" stroke="#c5ccd8"/>`);
  if (leftOut(values, limit)) parts.push(`<!-- ${omitted(values, limit)} -->`);
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}

export const formats = {
  markdown: { make: toMarkdown, ext: 'md', type: 'text/markdown', label: 'Markdown', limit: limits.markdown },
  csv: { make: toCsv, ext: 'csv', type: 'text/csv', label: 'CSV', limit: limits.csv },
  latex: { make: toLatex, ext: 'tex', type: 'application/x-tex', label: 'LaTeX', limit: limits.latex },
  cpp: { make: toCpp, ext: 'cpp', type: 'text/x-c++src', label: 'C++', limit: limits.cpp },
  svg: { make: toSvg, ext: 'svg', type: 'image/svg+xml', label: 'SVG', limit: limits.svg },
  // Not a function of the values: the rule's getSG program, written by the
  // engine (engine.exportRuleCpp); labelKey names it in the reader's language.
  getsg: {
    program: ruleProgram,
    ext: 'cpp',
    type: 'text/x-c++src',
    label: 'getSG C++ program',
    labelKey: 'exportGetSG',
    limit: Infinity,
  },
};

// The getSG program of a rule (C++17, reads N and prints sg[0..N]) from the engine.
/**
 * @param {Engine} engine
 * @param {string} rule
 * @param {{style?: 'loop' | 'memo'}} [options]
 */
export function ruleProgram(engine, rule, { style = 'loop' } = {}) {
  return engine.exportRuleCpp(rule, { style }).program;
}

// Lines like "1. You: heap 2, take 3"; past `limit` lines, how many were left out.
export function moveList(lines, limit = 20000) {
  const out = lines.slice(0, limit).map((line, i) => `${i + 1}. ${line}`);
  if (lines.length > limit) out.push(`(${lines.length - limit} more moves left out)`);
  return out.join('\n') + '\n';
}
