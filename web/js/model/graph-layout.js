// Where a graph game is drawn, in CSS pixels (a drawing is never scaled
// down: a wide one scrolls in its box). A graph without cycles stands in
// layers, the sinks at the bottom (graph-layout/layers.js); a graph with
// cycles stands on a circle, since it has no bottom. Then each edge is drawn
// clear of every vertex it does not end at, its arrowhead apart from every
// other (graph-layout/route.js); each vertex gets a spot on its rim for its
// tokens where no edge passes, and a place for its label that touches no
// edge, arrowhead, vertex, token or other label (graph-layout/scene.js).
// When something does not fit, the whole drawing is spread wider and drawn
// again. layoutGraph(g, {label, measure, tokens}) returns
//   {pos: name -> {x, y}, edges: [{from, to, d, arrow}], labels: name -> {x, y, w, h},
//    tokens: name -> {x, y, r}, box: {x, y, width, height}, unresolved: [what did not fit]}
// where label(v) is the text drawn next to v, measure(text) its width (a
// generous estimate when not given), tokens whether to keep spots for tokens,
// and box holds everything drawn.
import { layered } from './graph-layout/layers.js';
import { arrowSize, drawBent, drawRoutes } from './graph-layout/route.js';
import { labelSpot, scene, tokenSpot } from './graph-layout/scene.js';
import { angleOf, pathOf, pointGrid } from './graph-layout/geometry.js';

// The sizes a reader sees on a phone; nothing is drawn smaller.
export const vertexRadius = 23;
export const tokenRadius = 8;
export const labelFont = 14; // px, bold
export const labelHeight = 18; // a line of the label
const R = vertexRadius;
// How near an edge may pass the centre of a vertex it does not end at: clear
// of the vertex, the tokens on its rim and the arrowheads that point at it.
const room = R + 1 + Math.max(tokenRadius + 3, arrowSize.length + 2);
const estimate = (text) => [...text].length * 9.4;
// Each try spreads the drawing more than the one before: wider first, then taller.
const scales = [
  [1, 1],
  [1.25, 1],
  [1.5, 1],
  [1.5, 1.2],
  [1.8, 1.3],
  [2.3, 1.5],
  [3, 1.8],
];

// A graph with cycles on a circle, in the order a walk along its edges meets
// the vertices (so a cycle's vertices stand side by side).
function circle(g, scale) {
  const n = g.vertices.length;
  const r = Math.max(2.6 * R, (n * (2 * R + 44)) / (2 * Math.PI)) * scale[0];
  const near = new Map(g.vertices.map((v) => [v.name, [...v.successors]]));
  for (const v of g.vertices) for (const s of v.successors) near.get(s).push(v.name);
  const order = [];
  const seen = new Set();
  for (const v of g.vertices) {
    const stack = [v.name];
    while (stack.length) {
      const u = stack.pop();
      if (seen.has(u)) continue;
      seen.add(u);
      order.push(u);
      for (const w of [...near.get(u)].reverse()) if (!seen.has(w)) stack.push(w);
    }
  }
  const pos = new Map(
    order.map((name, i) => {
      const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
      return [name, { x: r * Math.cos(a), y: r * Math.sin(a) }];
    })
  );
  const routes = g.vertices.flatMap((v) =>
    v.successors.map((s) => ({ from: v.name, to: s, points: [pos.get(v.name), pos.get(s)] }))
  );
  return { pos, routes };
}

// One try at a scale: the drawing and what did not fit in it.
function attempt(g, scale, { label, measure, tokens }) {
  const width = new Map(g.vertices.map((v) => [v.name, label(v) ? measure(label(v)) + 4 : 0]));
  // In layers each vertex keeps room for its label on its right and its token on its left.
  const beside = (name) => ({ left: R + (tokens ? 2 * tokenRadius : 6), right: R + 6 + (width.get(name) || 4) });
  const { pos, routes } = g.loopy ? circle(g, scale) : layered(g, { radius: R, scale, room: beside });
  const list = [...pos].map(([name, p]) => ({ name, x: p.x, y: p.y }));
  const grid = pointGrid(
    list.map((v) => v.x),
    list.map((v) => v.y),
    64
  );
  const vertices = (x, y, fn) => grid({ x, y, w: 0, h: 0 }, room + 8, (i) => fn(list[i]));
  const { edges, crowded } = g.loopy ? drawBent(routes, pos, R, room, vertices) : drawRoutes(routes, pos, R);
  const sc = scene(pos, edges, R);
  const problems = [...crowded.map((v) => `the ends at ${v} crowd it`), ...sc.edgeProblems(room)];
  // Where each vertex's label and tokens go first: away from the middle of a
  // circle; in layers, labels to the right and tokens to the left. Labels
  // are placed first: they need more room.
  const outward = (p) => (g.loopy ? angleOf({ x: 0, y: 0 }, p) : null);
  const labels = new Map();
  for (const v of g.vertices) {
    const text = label(v);
    if (!text) continue;
    const p = pos.get(v.name);
    const w = width.get(v.name);
    let rect = labelSpot(sc, v.name, p, R, w, labelHeight, outward(p) ?? -0.35);
    if (!rect) {
      problems.push(`no room for ${v.name}'s label`);
      rect = { x: p.x + R + 3, y: p.y - labelHeight / 2, w, h: labelHeight };
    }
    sc.addRect(rect);
    labels.set(v.name, rect);
  }
  const tokenSpots = new Map();
  if (tokens)
    for (const v of g.vertices) {
      const p = pos.get(v.name);
      let spot = tokenSpot(sc, v.name, p, R, tokenRadius, outward(p) ?? Math.PI - 0.35);
      if (!spot) {
        problems.push(`no room for ${v.name}'s tokens`);
        spot = { ...p, r: tokenRadius };
      }
      sc.addDisc(spot);
      tokenSpots.set(v.name, spot);
    }
  return { pos, edges, labels, tokens: tokenSpots, problems };
}

// The box around everything drawn, with a margin.
function boxOf({ pos, edges, labels, tokens }) {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  const grow = (x, y, r = 0) => {
    x0 = Math.min(x0, x - r);
    y0 = Math.min(y0, y - r);
    x1 = Math.max(x1, x + r);
    y1 = Math.max(y1, y + r);
  };
  for (const p of pos.values()) grow(p.x, p.y, R + 2.5);
  for (const s of tokens.values()) grow(s.x, s.y, s.r + 1.5);
  for (const e of edges) {
    e.points.x.forEach((x, i) => grow(x, e.points.y[i], 2));
    for (const pt of e.arrow) grow(pt.x, pt.y, 2);
  }
  for (const r of labels.values()) {
    grow(r.x, r.y);
    grow(r.x + r.w, r.y + r.h);
  }
  if (x0 === Infinity) [x0, y0, x1, y1] = [0, 0, 0, 0];
  const pad = 6;
  return { x: x0 - pad, y: y0 - pad, width: x1 - x0 + 2 * pad, height: y1 - y0 + 2 * pad };
}

/**
 * @param {any} g
 * @param {{label?: (v: number) => string, measure?: (text: string) => number, tokens?: boolean}} [options]
 */
export function layoutGraph(g, { label = () => '', measure = estimate, tokens = true } = {}) {
  let best = null;
  // Large graphs get fewer tries: each is about linear in the drawing, but
  // not free, and the page must not wait 100 ms.
  const n = g.vertices.length;
  const tries = scales.slice(0, n > 100 ? 1 : n > 60 ? 2 : scales.length);
  for (const scale of tries) {
    const a = attempt(g, scale, { label, measure, tokens });
    if (!best || a.problems.length < best.problems.length) best = a;
    if (a.problems.length === 0) break;
  }
  return {
    pos: best.pos,
    edges: best.edges.map((e) => ({ from: e.from, to: e.to, d: pathOf(e.curves), arrow: e.arrow })),
    labels: best.labels,
    tokens: best.tokens,
    box: boxOf(best),
    unresolved: best.problems,
  };
}
