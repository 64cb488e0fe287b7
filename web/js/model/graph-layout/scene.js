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
// How far an arrowhead reaches from its tip (its length and half its width, with room to spare).
const arrowReach = 16;

export function scene(pos, edges, radius) {
  const vertices = [...pos].map(([name, p]) => ({ name, x: p.x, y: p.y }));
  const vertexGrid = pointGrid(
    vertices.map((v) => v.x),
    vertices.map((v) => v.y),
    64
  );
  // Calls fn(v) for each vertex near r until it returns true; says whether it did.
  const near = (r, m, fn) => vertexGrid(r, m, (i) => fn(vertices[i]));
  // Every point along every edge, with the edge it belongs to (an arrowhead sits on its own line's end).
  const total = edges.reduce((n, e) => n + e.points.x.length, 0);
  const lx = new Float64Array(total),
    ly = new Float64Array(total),
    owner = new Int32Array(total);
  let at = 0;
  edges.forEach((e, i) => {
    lx.set(e.points.x, at);
    ly.set(e.points.y, at);
    owner.fill(i, at, at + e.points.x.length);
    at += e.points.x.length;
  });
  const lines = pointGrid(lx, ly, 24);
  const arrows = edges.map((e) => ({ tri: e.arrow, box: boundsOf(e.arrow) }));
  const tips = pointGrid(
    edges.map((e) => e.arrow[0].x),
    edges.map((e) => e.arrow[0].y),
    64
  );
  const arrowsNear = (r, m) => arrows.filter((a) => rectsMeet(a.box, r, m));
  const discs = []; // {x, y, r}
  const rects = [];

  // A disc (a token) of radius r at c, on the rim of `owner`.
  const discClear = (c, r, name) => {
    const box = { x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r };
    if (near(box, 2 * radius, (v) => v.name !== name && dist(c, v) < radius + r + margins.shape)) return false;
    if (lines(box, margins.line, (i) => Math.hypot(lx[i] - c.x, ly[i] - c.y) < r + margins.line)) return false;
    if (arrowsNear(box, margins.shape).some((a) => polygonGap(c, a.tri) < r + margins.shape)) return false;
    if (discs.some((d) => dist(d, c) < d.r + r + margins.shape)) return false;
    return !rects.some((q) => rectGap(c, q) < r + margins.shape);
  };

  // A rectangle (a label) of `name`: clear of everything, and nearer its own
  // vertex than any other, so it is read as that vertex's.
  const rectClear = (rect, name) => {
    const own = rectGap(pos.get(name), rect);
    const blocked = (v) => {
      const gap = rectGap(v, rect);
      return gap < radius + margins.shape || (v.name !== name && gap < own + 6);
    };
    if (near(rect, 2 * radius + 24, blocked)) return false;
    if (lines(rect, margins.line, () => true)) return false;
    if (arrowsNear(rect, margins.shape).some((a) => polygonMeetsRect(a.tri, rect, margins.shape))) return false;
    if (discs.some((d) => rectGap(d, rect) < d.r + margins.shape)) return false;
    return !rects.some((q) => rectsMeet(q, rect, margins.shape));
  };

  // The problems of the edges themselves: one passing a vertex it does not
  // end at nearer than `room`, or cutting through its own ends; two
  // arrowheads touching; an edge through another's arrowhead.
  const edgeProblems = (room) => {
    const out = [];
    edges.forEach((e, k) => {
      const hit = new Set();
      for (let i = 0; i < e.points.x.length; i++) {
        const pt = { x: e.points.x[i], y: e.points.y[i], w: 0, h: 0 };
        near(pt, room, (v) => {
          const mine = v.name === e.from || v.name === e.to;
          if (!hit.has(v.name) && dist(pt, v) < (mine ? radius - 0.5 : room)) {
            hit.add(v.name);
            out.push(`${e.from}→${e.to} ${mine ? 'cuts' : 'passes'} ${v.name}`);
          }
        });
      }
      const box = arrows[k].box;
      near(box, radius + 2, (v) => {
        if (v.name !== e.to && polygonGap(v, e.arrow) < radius + margins.shape)
          out.push(`${e.from}→${e.to}'s arrowhead on ${v.name}`);
      });
      tips(box, 2 * arrowReach, (j) => {
        if (j > k && polygonsMeet(e.arrow, edges[j].arrow, 1))
          out.push(`arrowheads ${e.from}→${e.to} and ${edges[j].from}→${edges[j].to}`);
      });
      let through = -1;
      lines(
        box,
        2,
        (i) => owner[i] !== k && polygonGap({ x: lx[i], y: ly[i] }, e.arrow) < 1.5 && (through = owner[i]) >= 0
      );
      if (through >= 0) out.push(`${edges[through].from}→${edges[through].to} through ${e.from}→${e.to}'s arrowhead`);
    });
    return out;
  };

  return { discClear, rectClear, edgeProblems, addDisc: (d) => discs.push(d), addRect: (r) => rects.push(r) };
}

// The spot where the tokens of one vertex sit: on its rim (or just off it),
// where no edge passes, tried from the angle `prefer` on (a vertex with several tokens
// shows their number on the one token drawn). Null when none is free.
export function tokenSpot(sc, name, p, radius, tokenRadius, prefer) {
  // On the rim first; where ends crowd the rim, a little way out.
  for (const out of [1, 5, 9])
    for (let k = 0; k < 36; k++) {
      const c = along(p, prefer + (k % 2 ? 1 : -1) * Math.ceil(k / 2) * ((10 * Math.PI) / 180), radius + out);
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
