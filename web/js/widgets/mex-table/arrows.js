// Arrows over the table from x to each cell one move reaches (each part of a
// split): the current x always, and the x pointed at, dashed. They are drawn
// in a strip above the cells, in an SVG laid over the scrolling table.
import { svg } from '../dom.js';
import { moveTargets } from '../../model/derive.js';

export const strip = 40; // px above the table for the arrows
const arrowMax = 200; // cells one x points at, at most

// arrows: the SVG; box: the scrolling table; centre(i): the centre of
// column i from the left of the scrolling content (../cells.js); drawn:
// whether any column is; x: the current x (null without a table); hover: the x pointed at, or null;
// explainOf(x): the engine's explanation of x (its moves), or null.
// Reads the layout only, and returns what draws them (writes only), so that
// the widgets of a page all read before any of them writes.
export function measureArrows({ arrows, box, centre, drawn, x, hover, explainOf }) {
  const clear = () => arrows.replaceChildren();
  const el = box.querySelector('table');
  if (x == null || !el || box.hidden || !drawn) return clear;
  const base = box.getBoundingClientRect();
  if (!base.width) return clear; // not laid out (another tab): drawn on the next resize
  // Every position is read before anything is drawn: a path appended
  // between two reads would make the second lay the page out again.
  const centres = new Map();
  const cx = (i) => {
    if (!centres.has(i)) centres.set(i, centre(i));
    return centres.get(i);
  };
  const width = el.offsetLeft + el.offsetWidth;
  const other = hover !== null && hover !== x ? hover : null;
  const y = strip - 1;
  const paths = [];
  for (const [from, kind] of [
    [x, 'current'],
    [other, 'hover'],
  ]) {
    if (from === null) continue;
    const d = explainOf(from);
    const targets = [...new Set((d?.moves ?? []).flatMap(moveTargets))].slice(0, arrowMax);
    const x0 = cx(from);
    for (const to of targets) {
      if (to === from) continue;
      const x1 = cx(to);
      const lift = Math.min(strip - 4, 8 + Math.abs(x1 - x0) * 0.3) * 1.33;
      paths.push(
        svg('path', {
          class: kind,
          'data-from': from,
          'data-to': to,
          d: `M${x0} ${y}C${x0} ${y - lift} ${x1} ${y - lift} ${x1} ${y}M${x1 - 4} ${y - 6}L${x1} ${y}L${x1 + 4} ${y - 6}`,
        })
      );
    }
  }
  return () => {
    arrows.setAttribute('width', String(width));
    arrows.setAttribute('height', String(strip));
    arrows.classList.toggle('hovering', other !== null);
    arrows.replaceChildren(...paths);
  };
}
