// Small pieces of plane geometry the graph layout is built from: points on
// cubic curves, the least-squares placement of points in order with gaps
// between them, a grid to find points near a rectangle, and whether a
// triangle or a disc meets a rectangle.

export const dist = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);
export const unit = (angle) => ({ x: Math.cos(angle), y: Math.sin(angle) });
export const along = (p, angle, r) => ({ x: p.x + r * Math.cos(angle), y: p.y + r * Math.sin(angle) });
export const angleOf = (from, to) => Math.atan2(to.y - from.y, to.x - from.x);
// An angle brought into [lo, lo + 2π).
export const wrap = (a, lo = -Math.PI) => a - 2 * Math.PI * Math.floor((a - lo) / (2 * Math.PI));

// The point at t of the cubic curve [a, b, c, d].
export function cubicAt([a, b, c, d], t) {
  const u = 1 - t;
  const k0 = u * u * u,
    k1 = 3 * u * u * t,
    k2 = 3 * u * t * t,
    k3 = t * t * t;
  return { x: k0 * a.x + k1 * b.x + k2 * c.x + k3 * d.x, y: k0 * a.y + k1 * b.y + k2 * c.y + k3 * d.y };
}

// Points along a chain of cubic curves, about `step` apart (a curve is never
// longer than its control polygon, so that many pieces are enough), as
// {x, y}: two arrays of coordinates (a long drawing has many thousands).
export function sample(curves, step) {
  const counts = curves.map((cv) =>
    Math.max(2, Math.ceil((dist(cv[0], cv[1]) + dist(cv[1], cv[2]) + dist(cv[2], cv[3])) / step))
  );
  const n = 1 + counts.reduce((a, b) => a + b, 0);
  const x = new Float64Array(n),
    y = new Float64Array(n);
  [x[0], y[0]] = [curves[0][0].x, curves[0][0].y];
  let k = 1;
  curves.forEach((cv, c) => {
    for (let i = 1; i <= counts[c]; i++, k++) {
      const p = cubicAt(cv, i / counts[c]);
      [x[k], y[k]] = [p.x, p.y];
    }
  });
  return { x, y };
}

// The path text of a chain of cubic curves.
export const pathOf = (curves) => {
  const f = (p) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
  return `M ${f(curves[0][0])} ${curves.map((c) => `C ${f(c[1])} ${f(c[2])} ${f(c[3])}`).join(' ')}`;
};

// Values x[0..n-1] as near their targets t (weights w) as least squares allow,
// with x[i+1] - x[i] >= gaps[i]: pool adjacent violators on x minus the gaps.
export function spread(t, w, gaps) {
  const n = t.length;
  const offset = [0];
  for (let i = 1; i < n; i++) offset.push(offset[i - 1] + gaps[i - 1]);
  const blocks = []; // {sum, weight, count}
  for (let i = 0; i < n; i++) {
    blocks.push({ sum: w[i] * (t[i] - offset[i]), weight: w[i], count: 1 });
    while (blocks.length > 1) {
      const b = blocks[blocks.length - 1],
        a = blocks[blocks.length - 2];
      if (a.sum / a.weight <= b.sum / b.weight) break;
      blocks.pop();
      a.sum += b.sum;
      a.weight += b.weight;
      a.count += b.count;
    }
  }
  const x = [];
  for (const b of blocks) for (let k = 0; k < b.count; k++) x.push(b.sum / b.weight + offset[x.length]);
  return x;
}

// Points (xs[i], ys[i]) filed by cells, to find those near a rectangle
// quickly: each(r, m, fn) calls fn(i) for each point inside r grown by m
// until fn returns true, and says whether it did.
const none = [];
export function pointGrid(xs, ys, cell = 32) {
  const cells = new Map();
  const key = (i, j) => i * 131071 + j;
  for (let p = 0; p < xs.length; p++) {
    const k = key(Math.floor(xs[p] / cell), Math.floor(ys[p] / cell));
    const list = cells.get(k);
    if (list) list.push(p);
    else cells.set(k, [p]);
  }
  return (r, m, fn) => {
    const x0 = r.x - m,
      y0 = r.y - m,
      x1 = r.x + r.w + m,
      y1 = r.y + r.h + m;
    for (let i = Math.floor(x0 / cell); i <= Math.floor(x1 / cell); i++)
      for (let j = Math.floor(y0 / cell); j <= Math.floor(y1 / cell); j++)
        for (const p of cells.get(key(i, j)) ?? none)
          if (xs[p] >= x0 && xs[p] <= x1 && ys[p] >= y0 && ys[p] <= y1 && fn(p)) return true;
    return false;
  };
}

export const rectsMeet = (a, b, m = 0) =>
  a.x < b.x + b.w + m && b.x < a.x + a.w + m && a.y < b.y + b.h + m && b.y < a.y + a.h + m;
// The distance from a point to a rectangle (0 inside).
export const rectGap = (p, r) =>
  Math.hypot(Math.max(r.x - p.x, 0, p.x - r.x - r.w), Math.max(r.y - p.y, 0, p.y - r.y - r.h));
export const boundsOf = (pts) => {
  const xs = pts.map((p) => p.x),
    ys = pts.map((p) => p.y);
  const x = Math.min(...xs),
    y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
};

// Whether a convex polygon comes within m of a rectangle (separating axes).
export function polygonMeetsRect(poly, r, m = 0) {
  const rect = [
    { x: r.x - m, y: r.y - m },
    { x: r.x + r.w + m, y: r.y - m },
    { x: r.x + r.w + m, y: r.y + r.h + m },
    { x: r.x - m, y: r.y + r.h + m },
  ];
  return !separated(poly, rect) && !separated(rect, poly);
}

// Whether two convex polygons come within m of each other.
export const polygonsMeet = (a, b, m = 0) => !separated(a, b, m) && !separated(b, a, m);

// Whether some edge of `a` has all of `b` at least m beyond it.
function separated(a, b, m = 0) {
  for (let i = 0; i < a.length; i++) {
    const p = a[i],
      q = a[(i + 1) % a.length];
    const nx = q.y - p.y,
      ny = p.x - q.x;
    const len = Math.hypot(nx, ny) || 1;
    const proj = (pt) => (nx * (pt.x - p.x) + ny * (pt.y - p.y)) / len;
    const inner = a.map(proj);
    const side = Math.sign(inner.reduce((s, v) => (Math.abs(v) > Math.abs(s) ? v : s), 0)) || 1;
    if (b.every((pt) => proj(pt) * -side >= m)) return true;
  }
  return false;
}

// The distance from a point to a triangle's edges or inside (0).
export function pointInPolygon(pt, poly) {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i],
      q = poly[(i + 1) % poly.length];
    const c = (q.x - p.x) * (pt.y - p.y) - (q.y - p.y) * (pt.x - p.x);
    if (c === 0) continue;
    if (sign === 0) sign = Math.sign(c);
    else if (Math.sign(c) !== sign) return false;
  }
  return true;
}

// The distance from a point to the segment a-b.
export function segmentGap(pt, a, b) {
  const dx = b.x - a.x,
    dy = b.y - a.y;
  const len2 = dx * dx + dy * dy || 1;
  const t = Math.max(0, Math.min(1, ((pt.x - a.x) * dx + (pt.y - a.y) * dy) / len2));
  return Math.hypot(pt.x - a.x - t * dx, pt.y - a.y - t * dy);
}

// The distance from a point to a convex polygon (0 inside).
export const polygonGap = (pt, poly) =>
  pointInPolygon(pt, poly) ? 0 : Math.min(...poly.map((p, i) => segmentGap(pt, p, poly[(i + 1) % poly.length])));
