// A Green Hackenbush board of <sg-game-play>: the ground a line at the
// bottom, every edge green; cutting an edge is a move (the engine's option
// for that edge), and what no longer reaches the ground is gone from the next
// board the engine leaves. Each edge takes the pointer along a wide band; the
// chosen edge is red and dashed, a hinted one blue, dashed and starred.
import { svg } from '../dom.js';
import { layoutBoard } from '../../model/hackenbush-layout.js';

export function hackenbushBoard(c, { options, hinted, chosen, play }) {
  const lay = layoutBoard(c.edges);
  const drawing = svg('svg', {
    viewBox: `0 0 ${lay.width} ${lay.height}`,
    width: lay.width,
    height: lay.height,
    'aria-hidden': 'true',
  });
  drawing.append(svg('line', { class: 'ground', x1: 0, y1: lay.ground, x2: lay.width, y2: lay.ground }));
  const byEdge = new Map(options.map((o) => [o.edge, o]));
  // What the chosen cut would drop: drawn faded, so the reader sees it fall.
  const falling = new Set(chosen ? [chosen.edge, ...chosen.fallen] : []);
  for (const e of lay.edges) {
    const o = byEdge.get(e.id);
    const marks = `${o && o === chosen ? ' chosen' : ''}${o && hinted.has(o) ? ' hint' : ''}${falling.has(e.id) && o !== chosen ? ' falling' : ''}`;
    drawing.append(
      svg(
        'g',
        {
          class: `hb-edge${o ? ' live' : ''}${marks}`,
          'data-edge': String(e.id),
          'data-hit': o ? '' : null,
          onclick: o ? () => play(o) : null,
        },
        svg('path', { class: 'hb-hit', d: e.d }),
        svg('path', { class: 'hb-line', d: e.d }),
        o && hinted.has(o) ? svg('text', { class: 'star', x: e.mid.x + 10, y: e.mid.y - 10 }, '★') : null
      )
    );
  }
  for (const [name, p] of lay.points)
    drawing.append(
      svg('circle', { class: 'hb-vertex', cx: p.x, cy: p.y, r: 4.5 }),
      svg('text', { class: 'hb-name', x: p.x + 8, y: p.y - 8 }, name)
    );
  return drawing;
}
