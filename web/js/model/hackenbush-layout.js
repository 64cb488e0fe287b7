// Where a Green Hackenbush board is drawn, in drawing units: the ground a
// line at the bottom, every other vertex at a height by its distance from the
// ground (plants grow up), and each edge a path: straight where that passes
// no other vertex, else bent aside; edges between the same two vertices bent
// apart; a loop a petal above its vertex; an edge to the ground from its own
// foot on the ground line. No game facts: the board's edges are the engine's
// (c.edges, an edge's id its index), and so is what a cut leaves.
// layoutBoard(edges) returns
//   {points: name -> {x, y}, edges: [{id, a, b, d, mid}], ground: y, width, height}
// where d is the SVG path of the edge and mid a point on it (for a mark).

export const spacing = 64; // between neighbouring plants, and between levels
const margin = 28;
const clearance = 16; // how near an edge may pass a vertex it does not touch
const ground = 'ground';

const dist2 = (p, a, b) => {
  const dx = b.x - a.x,
    dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return (p.x - a.x - t * dx) ** 2 + (p.y - a.y - t * dy) ** 2;
};
// The point at t of the quadratic curve from a through c to b.
const at = (a, c, b, t) => ({
  x: (1 - t) ** 2 * a.x + 2 * (1 - t) * t * c.x + t * t * b.x,
  y: (1 - t) ** 2 * a.y + 2 * (1 - t) * t * c.y + t * t * b.y,
});

export function layoutBoard(edges) {
  // Neighbours, and each vertex's distance from the ground (breadth first).
  const nbrs = new Map([[ground, []]]);
  for (const [a, b] of edges) {
    for (const v of [a, b]) if (!nbrs.has(v)) nbrs.set(v, []);
    if (a !== b) (nbrs.get(a).push(b), nbrs.get(b).push(a));
  }
  const depth = new Map([[ground, 0]]);
  const children = new Map([...nbrs.keys()].map((v) => [v, []]));
  const order = [ground];
  for (let i = 0; i < order.length; i++)
    for (const w of [...new Set(nbrs.get(order[i]))].sort())
      if (!depth.has(w)) {
        depth.set(w, depth.get(order[i]) + 1);
        children.get(order[i]).push(w);
        order.push(w);
      }
  // Each plant's leaves take a slot; a vertex stands over its children's middle.
  const slotX = new Map();
  let slots = 0;
  const place = (v) => {
    const kids = children.get(v);
    if (!kids.length) slotX.set(v, slots++);
    else {
      kids.forEach(place);
      slotX.set(v, (slotX.get(kids[0]) + slotX.get(kids.at(-1))) / 2);
    }
  };
  children.get(ground).forEach(place);
  const levels = Math.max(1, ...depth.values());
  // A loop on a vertex of the top level stands above it: room for its petal.
  const topLoop = edges.some(([a, b]) => a === b && a !== ground && depth.get(a) === levels);
  const groundY = margin + (topLoop ? petalHeight : 0) + levels * spacing;
  const width = Math.max(2 * margin + Math.max(1, slots - 1) * spacing, 160);
  const points = new Map();
  for (const [v, d] of depth)
    if (v !== ground) points.set(v, { x: margin + slotX.get(v) * spacing, y: groundY - d * spacing });
  // Feet on the ground: one per ground edge, under its vertex (spread when several).
  const feet = new Map();
  const footOf = (v) => {
    const k = feet.get(v) ?? 0;
    feet.set(v, k + 1);
    const n = edges.filter(([a, b]) => (a === ground) !== (b === ground) && (a === v || b === v)).length;
    return { x: points.get(v).x + (k - (n - 1) / 2) * 18, y: groundY };
  };
  const pairs = new Map(); // "a|b" -> how many edges between them so far (bent apart)
  const laid = edges.map(([a, b], id) => {
    if (a === ground && b === ground) {
      // An edge from the ground to itself: a petal standing on the ground line.
      const x = margin + (slots + 0.5) * spacing;
      const p = { x, y: groundY };
      return { id, a, b, d: petal(p, 0), mid: { x, y: groundY - 34 } };
    }
    if (a === b) {
      const k = pairs.get(`${a}|${a}`) ?? 0;
      pairs.set(`${a}|${a}`, k + 1);
      const p = points.get(a);
      const angle = (k % 2 ? -1 : 1) * Math.ceil(k / 2) * 0.7;
      return { id, a, b, d: petal(p, angle), mid: { x: p.x + 34 * Math.sin(angle), y: p.y - 34 * Math.cos(angle) } };
    }
    const from = a === ground ? footOf(b) : points.get(a);
    const to = b === ground ? footOf(a) : points.get(b);
    const key = [a, b].sort().join('|');
    const k = pairs.get(key) ?? 0;
    pairs.set(key, k + 1);
    return { id, a, b, ...bend(from, to, k, points, [a, b]) };
  });
  return {
    points,
    edges: laid,
    ground: groundY,
    width: width + (laid.some((e) => e.a === e.b && e.a === ground) ? spacing : 0),
    height: groundY + margin / 2,
  };
}

// A loop: a petal above p, turned by `angle` (radians) from upright; upright,
// its tip stands petalHeight above p (3/4 of its control points' 40).
const petalHeight = 30;
function petal(p, angle) {
  const s = Math.sin(angle),
    c = Math.cos(angle);
  const tip = (dx, dy) => `${p.x + dx * c + dy * s} ${p.y - dy * c + dx * s}`;
  return `M${p.x} ${p.y}C${tip(-26, 40)} ${tip(26, 40)} ${p.x} ${p.y}`;
}

// The k-th edge from a to b: straight when it is the first and passes no
// other vertex, else a curve bent aside far enough to pass every vertex.
function bend(a, b, k, points, ends) {
  const others = [...points].filter(([v]) => !ends.includes(v)).map(([, p]) => p);
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const nx = -(b.y - a.y) / len,
    ny = (b.x - a.x) / len;
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const clear = (c) => {
    for (let t = 0.05; t < 1; t += 0.05) {
      const q = at(a, c, b, t);
      if (others.some((p) => (p.x - q.x) ** 2 + (p.y - q.y) ** 2 < clearance ** 2)) return false;
    }
    return true;
  };
  if (k === 0 && others.every((p) => dist2(p, a, b) >= clearance ** 2))
    return { d: `M${a.x} ${a.y}L${b.x} ${b.y}`, mid };
  // Repeated edges alternate sides, each further out; any edge bends until clear.
  const side = k % 2 ? -1 : 1;
  for (let off = 22 * Math.max(1, Math.ceil(k / 2)); off < 400; off += 14) {
    const c = { x: mid.x + side * nx * off * 2, y: mid.y + side * ny * off * 2 };
    if (clear(c)) return { d: `M${a.x} ${a.y}Q${c.x} ${c.y} ${b.x} ${b.y}`, mid: at(a, c, b, 0.5) };
  }
  const c = { x: mid.x + side * nx * 60, y: mid.y + side * ny * 60 };
  return { d: `M${a.x} ${a.y}Q${c.x} ${c.y} ${b.x} ${b.y}`, mid: at(a, c, b, 0.5) };
}
