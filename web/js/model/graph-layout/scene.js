// What is drawn so far (vertices, edges, arrowheads, tokens, labels) and
// whether a new token or label would touch any of it; and whether the edges
// themselves keep clear of the vertices and arrowheads they do not end at.
import {
  along,
  boundsOf,
  dist,
  pointGrid,
  polygonGap,
  polygonMeetsRect,
  polygonsMeet,
  rectGap,
  rectsMeet,
  wrap,
} from './geometry.js';

// How far apart things stay, in drawing units: an edge's line is up to 3.5
// wide when it marks a winning move.
export const margins = { line: 3, shape: 2.5 };

export function scene(pos, edges, radius) {
  const vertices = [...pos].map(([name, p]) => ({ name, x: p.x, y: p.y }));
  const near = pointGrid(vertices, 64);
  // Each point along an edge knows its edge (an arrowhead sits on its own line's end).
  const lines = pointGrid(
    edges.flatMap((e, i) => e.points.map((pt) => ({ ...pt, edge: i }))),
    16
  );
  const arrows = edges.map((e) => ({ tri: e.arrow, box: boundsOf(e.arrow) }));
  const discs = []; // {x, y, r}
  const rects = [];
  const arrowsNear = (r, m) => arrows.filter((a) => rectsMeet(a.box, r, m));

  // A disc (a token) of radius r at c, on the rim of `owner`.
  const discClear = (c, r, owner) => {
    const box = { x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r };
    if (near(box, 2 * radius).some((v) => v.name !== owner && dist(c, v) < radius + r + margins.shape)) return false;
    if (lines(box, margins.line).some((pt) => dist(pt, c) < r + margins.line)) return false;
    if (arrowsNear(box, margins.shape).some((a) => polygonGap(c, a.tri) < r + margins.shape)) return false;
    if (discs.some((d) => dist(d, c) < d.r + r + margins.shape)) return false;
    return !rects.some((q) => rectGap(c, q) < r + margins.shape);
  };

  // A rectangle (a label) of `owner`: clear of everything, and nearer its own
  // vertex than any other, so it is read as that vertex's.
  const rectClear = (rect, owner) => {
    const own = rectGap(pos.get(owner), rect);
    for (const v of near(rect, 2 * radius + 24)) {
      const gap = rectGap(v, rect);
      if (gap < radius + margins.shape || (v.name !== owner && gap < own + 6)) return false;
    }
    if (lines(rect, margins.line).length) return false;
    if (arrowsNear(rect, margins.shape).some((a) => polygonMeetsRect(a.tri, rect, margins.shape))) return false;
    if (discs.some((d) => rectGap(d, rect) < d.r + margins.shape)) return false;
    return !rects.some((q) => rectsMeet(q, rect, margins.shape));
  };

  // The problems of the edges themselves: one passing a vertex it does not
  // end at nearer than `room`, or cutting through its own ends; two
  // arrowheads touching; an edge through another's arrowhead.
  const edgeProblems = (room) => {
    const out = [];
    for (const e of edges) {
      const hit = new Set();
      for (const pt of e.points)
        for (const v of near({ x: pt.x, y: pt.y, w: 0, h: 0 }, room)) {
          const mine = v.name === e.from || v.name === e.to;
          if (!hit.has(v.name) && dist(pt, v) < (mine ? radius - 0.5 : room)) {
            hit.add(v.name);
            out.push(`${e.from}→${e.to} ${mine ? 'cuts' : 'passes'} ${v.name}`);
          }
        }
    }
    edges.forEach((e, i) => {
      const box = arrows[i].box;
      for (const v of near(box, radius + 2))
        if (v.name !== e.to && polygonGap(v, e.arrow) < radius + margins.shape)
          out.push(`${e.from}→${e.to}'s arrowhead on ${v.name}`);
      edges.forEach((f, j) => {
        if (j > i && rectsMeet(box, arrows[j].box, 2) && polygonsMeet(e.arrow, f.arrow, 1))
          out.push(`arrowheads ${e.from}→${e.to} and ${f.from}→${f.to}`);
      });
      const through = lines(box, 2).find((pt) => pt.edge !== i && polygonGap(pt, e.arrow) < 1.5);
      if (through)
        out.push(`${edges[through.edge].from}→${edges[through.edge].to} through ${e.from}→${e.to}'s arrowhead`);
    });
    return out;
  };

  return { discClear, rectClear, edgeProblems, addDisc: (d) => discs.push(d), addRect: (r) => rects.push(r) };
}

// The spot where the tokens of one vertex sit: on its rim, where no edge
// passes, tried from the angle `prefer` on (a vertex with several tokens
// shows their number on the one token drawn). Null when none is free.
export function tokenSpot(sc, name, p, radius, tokenRadius, prefer) {
  for (let k = 0; k < 36; k++) {
    const c = along(p, prefer + (k % 2 ? 1 : -1) * Math.ceil(k / 2) * ((10 * Math.PI) / 180), radius + 1);
    if (sc.discClear(c, tokenRadius, name)) return { x: c.x, y: c.y, r: tokenRadius };
  }
  return null;
}

// The place for a label of w × h near p: round it, nearest first and from the
// angle `prefer` on. Returns the rectangle, or null when none is free.
export function labelSpot(sc, name, p, radius, w, h, prefer) {
  const tried = 16;
  for (const gap of [3, 8, 14, 21]) {
    for (let k = 0; k < tried; k++) {
      const a = wrap(prefer + (k % 2 ? 1 : -1) * Math.ceil(k / 2) * ((2 * Math.PI) / tried));
      const reach = Math.abs(Math.cos(a)) * (w / 2) + Math.abs(Math.sin(a)) * (h / 2);
      const c = along(p, a, radius + gap + reach);
      const rect = { x: c.x - w / 2, y: c.y - h / 2, w, h };
      if (sc.rectClear(rect, name)) return rect;
    }
  }
  return null;
}
