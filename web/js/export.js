// A table of values as text for other places: Markdown, CSV, LaTeX, a C++
// array for contest code, an SVG picture; a game as its move list. Pure
// functions of the values, so the tests compare them byte for byte.

const range = (n) => Array.from({ length: n }, (_, i) => i);

export function toMarkdown(values) {
  const xs = range(values.length);
  return [
    `| x | ${xs.join(' | ')} |`,
    `|---|${xs.map(() => '---').join('|')}|`,
    `| sg(x) | ${[...values].join(' | ')} |`,
  ].join('\n') + '\n';
}

export function toCsv(values) {
  return ['x,sg', ...range(values.length).map((x) => `${x},${values[x]}`)].join('\n') + '\n';
}

export function toLatex(values) {
  const xs = range(values.length);
  return [
    `\\begin{tabular}{c|${'c'.repeat(values.length)}}`,
    `$x$ & ${xs.join(' & ')} \\\\`,
    '\\hline',
    `$\\mathrm{sg}(x)$ & ${[...values].join(' & ')} \\\\`,
    '\\end{tabular}',
  ].join('\n') + '\n';
}

export function toCpp(values) {
  return `int sg[] = {${[...values].join(',')}};\n`;
}

// The two rows drawn as an SVG image; P-positions (value 0) underlined in red.
export function toSvg(values, { cell = 28, label = 'sg(x)' } = {}) {
  const head = 56;
  const width = head + cell * values.length;
  const text = (x, y, s, extra = '') => `<text x="${x}" y="${y}" text-anchor="middle"${extra}>${s}</text>`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64" font-family="sans-serif" font-size="14">`,
    `<rect width="${width}" height="64" fill="#ffffff"/>`,
    `<rect width="${head}" height="64" fill="#eef2f8"/>`,
    text(head / 2, 22, 'x', ' font-weight="bold"'),
    text(head / 2, 50, label, ' font-weight="bold"'),
  ];
  [...values].forEach((v, x) => {
    const cx = head + cell * x + cell / 2;
    parts.push(text(cx, 22, String(x)), text(cx, 50, String(v), ' font-weight="bold"'));
    if (v === 0) parts.push(`<line x1="${cx - 7}" y1="55" x2="${cx + 7}" y2="55" stroke="#dc2626" stroke-width="2"/>`);
  });
  parts.push(`<line x1="0" y1="32" x2="${width}" y2="32" stroke="#c5ccd8"/>`, '</svg>');
  return parts.join('\n') + '\n';
}

export const formats = {
  markdown: { make: toMarkdown, ext: 'md', type: 'text/markdown', label: 'Markdown' },
  csv: { make: toCsv, ext: 'csv', type: 'text/csv', label: 'CSV' },
  latex: { make: toLatex, ext: 'tex', type: 'application/x-tex', label: 'LaTeX' },
  cpp: { make: toCpp, ext: 'cpp', type: 'text/x-c++src', label: 'C++' },
  svg: { make: toSvg, ext: 'svg', type: 'image/svg+xml', label: 'SVG' },
};

// Lines like "1. You: heap 2, take 3".
export function moveList(lines) {
  return lines.map((line, i) => `${i + 1}. ${line}`).join('\n') + '\n';
}

// Copy to the clipboard when allowed, else report false (file:// pages often lack permission).
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

// Saves text as a file through a temporary link (works from file:// too).
export function download(text, filename, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
