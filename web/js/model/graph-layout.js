// Where a graph game is drawn, in drawing units: the vertices, each edge as a
// curve that passes no other vertex, its arrowhead, and a place for each
// vertex's label that covers no vertex, arrowhead or other label. A graph
// without cycles stands in layers (the sinks at the bottom, the engine's layer
// of each vertex); a graph with cycles stands on a circle, since it has no
// bottom. layoutGraph(g, {label}) returns
//   {pos: name -> {x, y}, edges: [{from, to, d, arrow}], labels: name -> {x, y, w, h},
//    box: {x, y, width, height}}
// where label(v) is the text drawn next to v (its width is estimated) and box
// holds everything drawn, labels included.

export const vertexRadius = 18;
const R = vertexRadius;
const clearance = R + 5; // how near an edge may pass the centre of a vertex it does not touch
const arrowLength = 10;
const arrowHalf = 4.5;
const labelHeight = 14;
const charWidth = 7.2; // a generous width of one character of the 11 px bold label
// The tokens stand under a vertex (graph-game.js draws them at y + 20, r 6).
const tokenZone = (p) => ({ x: p.x - 22, y: p.y + 13, w: 44, h: 14 });

const lerp = (a, b, t) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
// The point at t of the quadratic curve from a through c to b.
const at = (a, c, b, t) => {
  const u = 1 - t;
  return { x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y };
};
const dist = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);

function layered(g) {
  const layers = new Map();
  for (const v of g.vertices) {
    if (!layers.has(v.layer)) layers.set(v.layer, []);
    layers.get(v.layer).push(v.name);
  }
  const keys = [...layers.keys()].sort((a, b) => b - a); // top (highest layer) first
  const top = keys[0] ?? 0;
  const widest = Math.max(1, ...[...layers.values()].map((l) => l.length));
  const width = Math.max(260, widest * 90);
  const succ = new Map(g.vertices.map((v) => [v.name, v.successors]));
  const pred = new Map(g.vertices.map((v) => [v.name, []]));
  for (const v of g.vertices) for (const s of v.successors) pred.get(s)?.push(v.name);
  // A few barycentre sweeps order each layer to cross fewer edges.
  const rank = new Map();
  const place = () => {
    for (const k of keys) layers.get(k).forEach((n, i) => rank.set(n, (i + 0.5) / layers.get(k).length));
  };
  place();
  const sweep = (order, nbrs) => {
    for (const k of order) {
      const names = layers.get(k);
      const score = new Map(
        names.map((n) => {
          const ns = nbrs.get(n).filter((m) => rank.has(m));
          return [n, ns.length ? ns.reduce((s, m) => s + rank.get(m), 0) / ns.length : rank.get(n)];
        })
      );
      names.sort((a, b) => score.get(a) - score.get(b));
      names.forEach((n, i) => rank.set(n, (i + 0.5) / names.length));
    }
  };
  for (let i = 0; i < 4; i++) {
    sweep(keys.slice(1), pred);
    sweep([...keys].reverse().slice(1), succ);
  }
  const pos = new Map();
  for (const k of keys) {
    const names = layers.get(k);
    names.forEach((n, i) => pos.set(n, { x: ((i + 0.5) * width) / names.length, y: 40 + (top - k) * 84 }));
  }
  return { pos, width };
}

function circle(g) {
  const n = g.vertices.length,
    r = Math.max(95, n * 16);
  const pos = new Map(
    g.vertices.map((v, i) => [
      v.name,
      {
        x: r + 45 + r * Math.cos((2 * Math.PI * i) / n - Math.PI / 2),
        y: r + 35 + r * Math.sin((2 * Math.PI * i) / n - Math.PI / 2),
      },
    ])
  );
  return { pos, width: 2 * r + 90 };
}

// The nearest an edge from p to q bent by `off` (its apex `off` to the left of
// p -> q) passes any vertex but its two ends; at most `floor` once it is
// known to come no farther than that.
function nearest(p, q, off, all, floor) {
  const c = control(p, q, off);
  // Only the vertices near the curve's hull (p, c, q) can come near it.
  const x0 = Math.min(p.x, c.x, q.x) - clearance,
    x1 = Math.max(p.x, c.x, q.x) + clearance,
    y0 = Math.min(p.y, c.y, q.y) - clearance,
    y1 = Math.max(p.y, c.y, q.y) + clearance;
  const others = all.filter((o) => o.x >= x0 && o.x <= x1 && o.y >= y0 && o.y <= y1);
  let best = Infinity;
  for (let i = 1; i < 48; i++) {
    const t = i / 48,
      u = 1 - t;
    const bx = u * u * p.x + 2 * u * t * c.x + t * t * q.x,
      by = u * u * p.y + 2 * u * t * c.y + t * t * q.y;
    for (const o of others) best = Math.min(best, (bx - o.x) ** 2 + (by - o.y) ** 2);
    if (best <= floor * floor) return floor;
  }
  return Math.sqrt(best);
}

function control(p, q, off) {
  const len = dist(p, q) || 1;
  const nx = -(q.y - p.y) / len,
    ny = (q.x - p.x) / len;
  return { x: (p.x + q.x) / 2 + nx * off * 2, y: (p.y + q.y) / 2 + ny * off * 2 };
}

// The parameter where the curve leaves (from the start) or meets (from the end) a circle of radius r around `o`.
function cross(p, c, q, o, r, fromStart) {
  let lo = fromStart ? 0 : 1,
    hi = 0.5;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (dist(at(p, c, q, mid), o) < r) lo = mid;
    else hi = mid;
  }
  return hi;
}

// One edge: the bend that keeps it clear of every other vertex, trimmed to the
// circles of its ends, the arrowhead at the end; `curve` is [start, control, end].
function route(g, pos, center) {
  const out = [];
  const has = new Set(g.vertices.flatMap((v) => v.successors.map((s) => `${v.name}\u0000${s}`)));
  for (const v of g.vertices)
    for (const s of v.successors) {
      const p = pos.get(v.name),
        q = pos.get(s);
      const others = g.vertices.filter((w) => w.name !== v.name && w.name !== s).map((w) => pos.get(w.name));
      // u -> v and v -> u both bend to their own right, so they are two arrows.
      const both = g.loopy || has.has(`${s}\u0000${v.name}`);
      const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
      const n = control(p, q, 1);
      const outward = (n.x - mid.x) * (mid.x - center.x) + (n.y - mid.y) * (mid.y - center.y) >= 0 ? 1 : -1;
      const steps = [22, 34, 48, 64, 82, 104, 130, 160];
      const offs = both ? steps : [0, ...steps.flatMap((o) => [o * outward, -o * outward])];
      let off = offs[0],
        room = -1;
      for (const o of offs) {
        const r = nearest(p, q, o, others, Math.max(room, 0));
        if (r > room) [off, room] = [o, r];
        if (r >= clearance) break;
      }
      const c = control(p, q, off);
      const t0 = cross(p, c, q, p, R, true);
      const tip = cross(p, c, q, q, R + 1, false);
      const base = cross(p, c, q, q, R + 1 + arrowLength, false);
      // The piece of the curve from t0 to `base` is again a quadratic curve.
      const a = at(p, c, q, t0),
        b = at(p, c, q, base);
      const k = {
        x: (1 - t0) * (1 - base) * p.x + ((1 - t0) * base + t0 * (1 - base)) * c.x + t0 * base * q.x,
        y: (1 - t0) * (1 - base) * p.y + ((1 - t0) * base + t0 * (1 - base)) * c.y + t0 * base * q.y,
      };
      const head = at(p, c, q, tip);
      const len = dist(head, b) || 1;
      const ux = (head.x - b.x) / len,
        uy = (head.y - b.y) / len;
      const arrow = [
        head,
        { x: b.x - uy * arrowHalf, y: b.y + ux * arrowHalf },
        { x: b.x + uy * arrowHalf, y: b.y - ux * arrowHalf },
      ];
      const count = Math.ceil(dist(p, q) / 6) + 4;
      const curve = [a, k, b];
      out.push({
        from: v.name,
        to: s,
        d: `M ${a.x.toFixed(1)} ${a.y.toFixed(1)} Q ${k.x.toFixed(1)} ${k.y.toFixed(1)} ${b.x.toFixed(1)} ${b.y.toFixed(1)}`,
        arrow,
        curve,
        count,
        hull: {
          x: Math.min(a.x, k.x, b.x),
          y: Math.min(a.y, k.y, b.y),
          w: Math.abs(Math.max(a.x, k.x, b.x) - Math.min(a.x, k.x, b.x)),
          h: Math.abs(Math.max(a.y, k.y, b.y) - Math.min(a.y, k.y, b.y)),
        },
      });
    }
  return out;
}

const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (pt, r) => pt.x >= r.x && pt.x <= r.x + r.w && pt.y >= r.y && pt.y <= r.y + r.h;
// The distance from a point to the nearest point of a rectangle.
const gap = (pt, r) => Math.hypot(Math.max(r.x - pt.x, 0, pt.x - r.x - r.w), Math.max(r.y - pt.y, 0, pt.y - r.y - r.h));

// Points that cover an arrowhead (corners, edge midpoints, centre).
function arrowPoints([a, b, c]) {
  const m = (u, v) => lerp(u, v, 0.5);
  return [a, b, c, m(a, b), m(b, c), m(a, c), { x: (a.x + b.x + c.x) / 3, y: (a.y + b.y + c.y) / 3 }];
}

// Points filed by a grid of cells, to find those inside a rectangle quickly.
const cell = 32;
function grid(points) {
  const cells = new Map();
  for (const pt of points) {
    const k = Math.floor(pt.x / cell) * 65536 + Math.floor(pt.y / cell);
    if (!cells.has(k)) cells.set(k, []);
    cells.get(k).push(pt);
  }
  // The points inside r grown by m on every side.
  return (r, m = 0) => {
    const out = [];
    for (let i = Math.floor((r.x - m) / cell); i <= Math.floor((r.x + r.w + m) / cell); i++)
      for (let j = Math.floor((r.y - m) / cell); j <= Math.floor((r.y + r.h + m) / cell); j++)
        for (const pt of cells.get(i * 65536 + j) ?? [])
          if (inside(pt, { x: r.x - m, y: r.y - m, w: r.w + 2 * m, h: r.h + 2 * m })) out.push(pt);
    return out;
  };
}

function placeLabels(g, pos, edges, label, width) {
  const labels = new Map();
  const heads = grid(edges.flatMap((e) => arrowPoints(e.arrow)));
  // How many points along the edges lie in r: only edges whose hull meets r are sampled.
  const lines = (r) => {
    let n = 0;
    for (const e of edges) {
      if (!overlaps(e.hull, r)) continue;
      const [a, k, b] = e.curve;
      for (let i = 0; i <= e.count; i++) {
        const t = i / e.count,
          u = 1 - t;
        const x = u * u * a.x + 2 * u * t * k.x + t * t * b.x,
          y = u * u * a.y + 2 * u * t * k.y + t * t * b.y;
        if (x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h) n++;
      }
    }
    return n;
  };
  const near = grid([...pos.values()]);
  for (const v of g.vertices) {
    const text = label(v);
    if (!text) continue;
    const p = pos.get(v.name);
    const w = text.length * charWidth + 4,
      hh = labelHeight;
    const spots = [
      { x: p.x + R - 2, y: p.y - R - hh + 3 },
      { x: p.x + R + 3, y: p.y - hh / 2 },
      { x: p.x - R + 2 - w, y: p.y - R - hh + 3 },
      { x: p.x - R - 3 - w, y: p.y - hh / 2 },
      { x: p.x - w / 2, y: p.y - R - hh - 2 },
      { x: p.x + R + 3, y: p.y + R - 8 },
      { x: p.x - R - 3 - w, y: p.y + R - 8 },
      { x: p.x - w / 2, y: p.y + R + 12 },
    ];
    let best = null,
      bestScore = Infinity;
    spots.forEach((s, i) => {
      const r = { x: s.x, y: s.y, w, h: hh };
      const grown = { x: r.x - 2, y: r.y - 2, w: r.w + 4, h: r.h + 4 };
      let score = i * 0.1;
      for (const o of near(r, 2 * R + 10)) if (gap(o, r) < R + 1 || overlaps(tokenZone(o), r)) score += 1000;
      score += 1000 * heads(grown).length + 20 * lines(grown);
      for (const other of labels.values()) if (overlaps(other, grown)) score += 1000;
      if (r.x < 0 || r.x + r.w > width) score += 3;
      if (score < bestScore) [best, bestScore] = [r, score];
    });
    labels.set(v.name, best);
  }
  return labels;
}

export function layoutGraph(g, { label = () => '' } = {}) {
  const { pos, width } = g.loopy ? circle(g) : layered(g);
  const ys = [...pos.values()].map((p) => p.y);
  const center = { x: width / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 || 0 };
  const edges = route(g, pos, center);
  const labels = placeLabels(g, pos, edges, label, width);
  // The box around everything drawn, with a margin; never narrower than 260.
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  const grow = (x, y) => {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  };
  for (const p of pos.values()) {
    grow(p.x - R, p.y - R);
    grow(p.x + R, p.y + R + 9); // the tokens under a vertex
  }
  for (const e of edges) {
    for (let i = 0; i <= 24; i++) {
      const pt = at(...e.curve, i / 24);
      grow(pt.x, pt.y);
    }
    for (const pt of e.arrow) grow(pt.x, pt.y);
  }
  for (const r of labels.values()) {
    grow(r.x, r.y);
    grow(r.x + r.w, r.y + r.h);
  }
  if (x0 === Infinity) [x0, y0, x1, y1] = [0, 0, 260, 100];
  const pad = 10;
  x0 = Math.min(x0 - pad, 0);
  x1 = Math.max(x1 + pad, width);
  y0 -= pad;
  y1 += pad;
  for (const e of edges) for (const key of ['curve', 'count', 'hull']) delete e[key];
  return { pos, edges, labels, box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } };
}
