// Holds the README's table of elements (## Widgets for tutorial authors) to
// the widget manifest (web/js/widgets/manifest.js), which the widgets, the
// loader, embed.html and the course read: the same elements, in the same
// order, each with the attributes it follows or reads and the events it
// sends. Run by lint (scripts/lint.sh); prints what differs and exits 1.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { widgets } from '../web/js/widgets/manifest.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The table's rows: {tag, attributes, events}. An attribute is a name in
// backquotes, alone or with its value (`rule`, `predict="on"`); an event is
// a backquoted name that starts with sg-.
export function readmeRows(readme) {
  return readme
    .split('\n')
    .filter((line) => /^\| `<sg-[a-z-]+>` \|/.test(line))
    .map((line) => {
      // (cells split at each | that is not escaped, as in "human\|computer")
      const [, element, attributes, events] = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
      return {
        tag: element.replace(/^`<|>`$/g, ''),
        attributes: [...attributes.matchAll(/`([a-z][a-z-]*)(?:=[^`]*)?`/g)].map((m) => m[1]),
        events: [...events.matchAll(/`(sg-[a-z-]+)/g)].map((m) => m[1]),
      };
    });
}

const same = (a, b) => a.length === b.length && a.every((x) => b.includes(x));
const list = (xs) => xs.join(', ') || '(none)';

export function differences(readme) {
  const rows = readmeRows(readme);
  const out = [];
  const tags = Object.keys(widgets);
  if (
    !same(
      rows.map((r) => r.tag),
      tags
    ) ||
    rows.some((r, i) => r.tag !== tags[i])
  )
    out.push(`the README lists ${list(rows.map((r) => r.tag))}; the manifest ${list(tags)}`);
  for (const row of rows) {
    const w = widgets[row.tag];
    if (!w) continue;
    const want = [...w.observed, ...w.read];
    const attributes = [...new Set(row.attributes)];
    const missing = want.filter((a) => !attributes.includes(a));
    const extra = attributes.filter((a) => !want.includes(a));
    if (missing.length) out.push(`<${row.tag}>: the README does not document ${list(missing)}`);
    if (extra.length) out.push(`<${row.tag}>: the README documents ${list(extra)}, which the widget does not read`);
    if (!same([...new Set(row.events)], w.events))
      out.push(`<${row.tag}>: the README's events are ${list(row.events)}; the widget sends ${list(w.events)}`);
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = differences(readFileSync(path.join(root, 'README.md'), 'utf8'));
  for (const line of found) console.error(`check-manifest: ${line}`);
  process.exit(found.length ? 1 : 0);
}
