// Plain facts about a game-language table on a page: the box shown by
// default, the coordinates a box fixes, and the table as CSV. The engine
// computes the table and reads every box; these only read its results.

// The box shown by default: a range per coordinate, a fixed value past the second.
export function defaultBox(coords) {
  if (coords.length === 1) return '0..40';
  return coords.map((_, i) => (i < 2 ? '0..15' : '1')).join(', ');
}

// The coordinates the box fixes ("z = 3"), or ''.
export function fixedCoords(t) {
  return t.coords
    .map((c, i) => (t.axes.some((a) => a.index === i) ? null : `${c} = ${t.at[i]}`))
    .filter(Boolean)
    .join(', ');
}

// The table as CSV: "x,sg" rows for one coordinate, a grid for two.
export function tableCsv(t) {
  const fixed = fixedCoords(t) ? ` (${fixedCoords(t)})` : '';
  if (!t.axes[1])
    return `${t.axes[0].coord},sg${fixed}\n${Array.from(t.values, (v, i) => `${t.axes[0].lo + i},${v}`).join('\n')}\n`;
  const [a, b] = t.axes;
  const lines = [[`${a.coord}\\${b.coord}${fixed}`, ...Array.from({ length: t.width }, (_, j) => b.lo + j)].join(',')];
  for (let i = 0; i < t.rows; i++) lines.push([a.lo + i, ...t.values.slice(i * t.width, (i + 1) * t.width)].join(','));
  return `${lines.join('\n')}\n`;
}
