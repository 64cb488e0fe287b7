// How each edge is drawn once the vertices stand: where it leaves its tail
// and meets its head (its ports), the curve between them through its
// waypoints, and its arrowhead. The ends that meet at one vertex are spread
// around it, an arrowhead at least `arrowSpread` from any other, so two
// arrowheads never lie on top of each other.
import { along, angleOf, dist, sample, spread, unit, wrap } from './geometry.js';

const deg = Math.PI / 180;
// The least angle at a vertex between two arrowheads, an arrowhead and a
// line, two lines (an arrowhead's half-width seen from the vertex is about 9°).
const arrowSpread = 24 * deg;
const arrowLine = 16 * deg;
const lineLine = 12 * deg;
const portGap = (a, b) => (a.head && b.head ? arrowSpread : a.head || b.head ? arrowLine : lineLine);
const loopLength = 52; // how far a loop on one vertex reaches out

export const arrowSize = { length: 13, half: 5.5 };

// The angle at which each end of each route would meet its vertex: toward the
// next point of the route, turned by the route's bend (a loop on one vertex
// leaves and comes back either side of its `toward` angle).
// In layers (`cone` set) an edge leaves downward and arrives from above,
// at most `cone` from straight down or up: one leaving almost level would
// run through the vertex beside its tail.
function naturalPorts(routes, cone) {
  const clamp = (a, mid) => (cone ? Math.max(mid - cone, Math.min(mid + cone, a)) : a);
  for (const r of routes) {
    const pts = r.points;
    if (r.from === r.to) {
      r.out = r.toward - 25 * deg;
      r.in = r.toward + 25 * deg;
    } else {
      r.out = clamp(angleOf(pts[0], pts[1]) + (r.bend ?? 0), Math.PI / 2);
      r.in = clamp(
        wrap(angleOf(pts[pts.length - 1], pts[pts.length - 2]) - (r.bend ?? 0), -1.5 * Math.PI),
        -Math.PI / 2
      );
    }
  }
}

// Spreads the ends at each vertex around it, each as near its natural angle as
// the gaps allow. Returns the vertices whose ends do not fit around them.
function spreadPorts(routes) {
  const at = new Map();
  const add = (name, end) => {
    if (!at.has(name)) at.set(name, []);
    at.get(name).push(end);
  };
  for (const r of routes) {
    add(r.from, { r, key: 'out', head: false, angle: wrap(r.out) });
    add(r.to, { r, key: 'in', head: true, angle: wrap(r.in) });
  }
  const crowded = [];
  for (const [name, ends] of at) {
    if (ends.length < 2) continue;
    ends.sort((a, b) => a.angle - b.angle);
    // Cut the circle at the widest gap between natural angles, then spread in that order.
    let cut = 0,
      widest = -1;
    ends.forEach((e, i) => {
      const next = i + 1 < ends.length ? ends[i + 1].angle : ends[0].angle + 2 * Math.PI;
      if (next - e.angle > widest) [widest, cut] = [next - e.angle, i + 1];
    });
    const seq = [...ends.slice(cut), ...ends.slice(0, cut)];
    const t = seq.map((e, i) => e.angle + (i >= ends.length - cut ? 2 * Math.PI : 0));
    const gaps = seq.slice(1).map((e, i) => portGap(seq[i], e));
    const x = spread(
      t,
      t.map(() => 1),
      gaps
    );
    if (x[x.length - 1] - x[0] + portGap(seq[seq.length - 1], seq[0]) > 2 * Math.PI + 1e-9) crowded.push(name);
    seq.forEach((e, i) => (e.r[e.key] = x[i]));
  }
  return crowded;
}

// The curve of a route through its points, leaving its tail at its out port
// and ending at its arrowhead's base; the arrowhead points at the head's centre.
function build(r, pos, radius) {
  const p = pos.get(r.from),
    q = pos.get(r.to);
  const tip = along(q, r.in, radius + 1);
  const base = along(q, r.in, radius + 1 + arrowSize.length);
  const side = unit(r.in + Math.PI / 2);
  const arrow = [
    tip,
    { x: base.x + side.x * arrowSize.half, y: base.y + side.y * arrowSize.half },
    { x: base.x - side.x * arrowSize.half, y: base.y - side.y * arrowSize.half },
  ];
  const start = along(p, r.out, radius);
  let curves;
  if (r.from === r.to) {
    curves = [[start, along(start, r.out, loopLength), along(base, r.in, loopLength), base]];
  } else {
    const pts = [start, ...r.points.slice(1, -1), base];
    // Waypoints are only ever on layers between the ends: the edge passes each straight down.
    const dir = pts.map((pt, i) =>
      i === 0 ? unit(r.out) : i === pts.length - 1 ? unit(r.in + Math.PI) : { x: 0, y: 1 }
    );
    // In layers a curve turns aside halfway between two layers, not along
    // them (where the vertices stand): its control points stand halfway down.
    const reach = (a, b, d) => (r.layered ? Math.abs(b.y - a.y) / 2 / Math.max(Math.abs(d.y), 0.3) : dist(a, b) * 0.38);
    curves = pts.slice(1).map((b, i) => {
      const a = pts[i],
        ra = reach(a, b, dir[i]),
        rb = reach(a, b, dir[i + 1]);
      return [
        a,
        { x: a.x + dir[i].x * ra, y: a.y + dir[i].y * ra },
        { x: b.x - dir[i + 1].x * rb, y: b.y - dir[i + 1].y * rb },
        b,
      ];
    });
  }
  return { from: r.from, to: r.to, curves, arrow, points: sample(curves, 3) };
}

// The edges of routes whose points are fixed (the layers' waypoints):
// {edges, crowded}.
export function drawRoutes(routes, pos, radius) {
  for (const r of routes) r.layered = true;
  naturalPorts(routes, 50 * deg);
  const crowded = spreadPorts(routes);
  return { edges: routes.map((r) => build(r, pos, radius)), crowded };
}

// The nearest any point of `edge` comes to a vertex it does not end at.
// vertices(x, y, fn) calls fn(v) for the vertices near (x, y).
export function nearestOther(edge, vertices) {
  let best = Infinity;
  const { x, y } = edge.points;
  for (let i = 0; i < x.length; i++)
    vertices(x[i], y[i], (v) => {
      if (v.name !== edge.from && v.name !== edge.to) best = Math.min(best, Math.hypot(x[i] - v.x, y[i] - v.y));
    });
  return best;
}

// Edges on a circle: each bent as little as keeps it `room` from every other
// vertex (one bent outward first, away from the middle); an edge and its
// reverse bulge apart. Then the ports are spread, and an edge that came too
// near a vertex bends further.
export function drawBent(routes, pos, radius, room, vertices) {
  const byEnds = new Map(routes.map((r) => [`${r.from}\u0000${r.to}`, r]));
  const center = { x: 0, y: 0 };
  for (const r of routes) {
    const [p, q] = [r.points[0], r.points[r.points.length - 1]];
    const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
    const right = unit(angleOf(p, q) + Math.PI / 2); // the side a positive bend bulges to
    const outward = right.x * (mid.x - center.x) + right.y * (mid.y - center.y) >= 0 ? 1 : -1;
    const steps = [0.2, 0.38, 0.56, 0.75, 0.95, 1.15, 1.35].map((b) => b * outward);
    r.bends = r.from === r.to ? [0] : [0, ...steps.flatMap((b) => [b, -b])];
    r.reverse = r.from === r.to ? undefined : byEnds.get(`${r.to}\u0000${r.from}`);
    r.choice = 0;
    r.toward = angleOf(center, p);
  }
  // Seen from one end, the reverse's bend counts negated: the two bulge apart
  // when their bends, so seen, differ by 0.3 or more.
  const apart = (r, chosen) => !chosen.has(r.reverse) || Math.abs(r.bend + r.reverse.bend) >= 0.3;
  let edges = [],
    crowded = [];
  for (let round = 0; round < 4; round++) {
    for (const r of routes) r.bend = r.bends[r.choice];
    naturalPorts(routes);
    // Each edge takes the first bend that stays clear with its natural ports.
    const chosen = new Set();
    for (const r of routes) {
      while (
        r.choice + 1 < r.bends.length &&
        (!apart(r, chosen) || nearestOther(build(r, pos, radius), vertices) < room + 6)
      ) {
        r.choice++;
        r.bend = r.bends[r.choice];
        naturalPorts([r]);
      }
      chosen.add(r);
    }
    crowded = spreadPorts(routes);
    edges = routes.map((r) => build(r, pos, radius));
    let moved = false;
    edges.forEach((e, i) => {
      if (nearestOther(e, vertices) < room && routes[i].choice + 1 < routes[i].bends.length) {
        routes[i].choice++;
        moved = true;
      }
    });
    if (!moved) break;
  }
  return { edges, crowded };
}
