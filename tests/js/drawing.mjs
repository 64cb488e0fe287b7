// What makes a graph drawing readable, checked on what is drawn (the layout's
// numbers in tests/js, the SVG on the screen in tests/browser), with its own
// geometry (nothing here comes from the layout's code). A drawing is
//   {vertices: [{name, x, y, r}], edges: [{from, to, pts}], arrows: [{from, to, tri}],
//    labels: [{of, text, x, y, w, h}], tokens: [{of, x, y, r}], box: {x, y, w, h}}
// where pts are points along an edge's line and tri an arrowhead's corners.
// readability(d) lists every problem, in words.

const dist = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);
const rectGap = (p, r) => Math.hypot(Math.max(r.x - p.x, 0, p.x - r.x - r.w), Math.max(r.y - p.y, 0, p.y - r.y - r.h));
const rectsOverlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (p, r, m = 0) => p.x > r.x - m && p.x < r.x + r.w + m && p.y > r.y - m && p.y < r.y + r.h + m;

function segmentGap(p, a, b) {
  const dx = b.x - a.x,
    dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}
const cross = (o, a, b) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
function inTriangle(p, [a, b, c]) {
  const d1 = cross(a, b, p),
    d2 = cross(b, c, p),
    d3 = cross(c, a, p);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}
// The distance from a point to a triangle (0 inside).
const triangleGap = (p, tri) =>
  inTriangle(p, tri) ? 0 : Math.min(...tri.map((a, i) => segmentGap(p, a, tri[(i + 1) % 3])));
const segmentsCross = (a, b, c, d) => cross(a, b, c) * cross(a, b, d) < 0 && cross(c, d, a) * cross(c, d, b) < 0;
// Whether two triangles share any point.
const trianglesMeet = (s, t) =>
  s.some((p) => inTriangle(p, t)) ||
  t.some((p) => inTriangle(p, s)) ||
  s.some((a, i) => t.some((c, j) => segmentsCross(a, s[(i + 1) % 3], c, t[(j + 1) % 3])));
const corners = (r) => [
  { x: r.x, y: r.y },
  { x: r.x + r.w, y: r.y },
  { x: r.x + r.w, y: r.y + r.h },
  { x: r.x, y: r.y + r.h },
];
const triangleMeetsRect = (tri, r) =>
  tri.some((p) => inside(p, r)) ||
  corners(r).some((p) => inTriangle(p, tri)) ||
  tri.some((a, i) => corners(r).some((c, j, cs) => segmentsCross(a, tri[(i + 1) % 3], c, cs[(j + 1) % 4])));

// Points along an SVG path made of M, L, Q and C commands (absolute).
export function pathPoints(d, per = 40) {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+(?:e-?\d+)?/gi);
  const out = [];
  let at = null,
    i = 0;
  const num = () => Number(tokens[i++]);
  const pt = () => ({ x: num(), y: num() });
  while (i < tokens.length) {
    const cmd = tokens[i++];
    if (cmd === 'M') out.push((at = pt()));
    else if (cmd === 'L') {
      const b = pt();
      for (let k = 1; k <= per; k++)
        out.push({ x: at.x + ((b.x - at.x) * k) / per, y: at.y + ((b.y - at.y) * k) / per });
      at = b;
    } else if (cmd === 'Q' || cmd === 'C') {
      const ctrl = cmd === 'Q' ? [at, pt(), pt()] : [at, pt(), pt(), pt()];
      for (let k = 1; k <= per; k++) out.push(bezier(ctrl, k / per));
      at = ctrl[ctrl.length - 1];
    }
  }
  return out;
}

// de Casteljau: the point at t of the curve with these control points.
function bezier(ctrl, t) {
  let ps = ctrl;
  while (ps.length > 1)
    ps = ps.slice(1).map((b, k) => ({ x: ps[k].x + (b.x - ps[k].x) * t, y: ps[k].y + (b.y - ps[k].y) * t }));
  return ps[0];
}

// Every way the drawing is hard to read. `slack` forgives rounding (0.5 on a
// screen, where text boxes and paths are rounded to pixels).
export function readability(d, { slack = 0 } = {}) {
  const out = [];
  const say = (s) => out.length < 40 && out.push(s);
  // No edge passes through a vertex it does not end at, or over a token.
  for (const e of d.edges) {
    for (const v of d.vertices) {
      if (v.name === e.from || v.name === e.to) continue;
      const near = Math.min(...e.pts.map((p) => dist(p, v)));
      if (near < v.r + 1 - slack) say(`the edge ${e.from}→${e.to} passes through ${v.name} (${near.toFixed(1)})`);
    }
    for (const t of d.tokens)
      if (e.pts.some((p) => dist(p, t) < t.r + 1 - slack))
        say(`the edge ${e.from}→${e.to} passes over a token on ${t.of}`);
  }
  // Arrowheads: apart from each other, from tokens, from vertices they do not point at.
  d.arrows.forEach((a, i) => {
    for (const b of d.arrows.slice(i + 1))
      if (trianglesMeet(a.tri, b.tri)) say(`the arrowheads of ${a.from}→${a.to} and ${b.from}→${b.to} overlap`);
    for (const t of d.tokens)
      if (triangleGap(t, a.tri) < t.r - slack) say(`the arrowhead of ${a.from}→${a.to} is on a token of ${t.of}`);
    for (const v of d.vertices)
      if (v.name !== a.to && triangleGap(v, a.tri) < v.r - slack)
        say(`the arrowhead of ${a.from}→${a.to} is on ${v.name}`);
  });
  // Labels: inside the drawing, on nothing, and nearer their own vertex than any other.
  d.labels.forEach((l, i) => {
    const grown = { x: l.x + slack, y: l.y + slack, w: l.w - 2 * slack, h: l.h - 2 * slack };
    if (
      l.x < d.box.x - slack ||
      l.y < d.box.y - slack ||
      l.x + l.w > d.box.x + d.box.w + slack ||
      l.y + l.h > d.box.y + d.box.h + slack
    )
      say(`the label ${l.text} of ${l.of} leaves the drawing`);
    for (const e of d.edges)
      if (e.pts.some((p) => inside(p, grown))) say(`the label ${l.text} of ${l.of} is on the edge ${e.from}→${e.to}`);
    for (const a of d.arrows)
      if (triangleMeetsRect(a.tri, grown))
        say(`the label ${l.text} of ${l.of} is on the arrowhead of ${a.from}→${a.to}`);
    for (const v of d.vertices)
      if (rectGap(v, grown) < v.r) say(`the label ${l.text} of ${l.of} is on the vertex ${v.name}`);
    for (const t of d.tokens)
      if (rectGap(t, grown) < t.r) say(`the label ${l.text} of ${l.of} is on a token of ${t.of}`);
    for (const m of d.labels.slice(i + 1))
      if (rectsOverlap(grown, m)) say(`the labels ${l.text} of ${l.of} and ${m.text} of ${m.of} overlap`);
    const own = d.vertices.find((v) => v.name === l.of);
    for (const v of d.vertices)
      if (own && v !== own && rectGap(v, l) <= rectGap(own, l))
        say(`the label ${l.text} of ${l.of} is as near ${v.name} as its own vertex`);
  });
  // Tokens: at their vertex, off its name, apart from each other; everything inside the drawing.
  d.tokens.forEach((t, i) => {
    const v = d.vertices.find((x) => x.name === t.of);
    const off = v ? dist(t, v) : Infinity;
    if (off < v?.r * 0.7 || off > v?.r + 2 * t.r)
      say(`the token of ${t.of} is ${off.toFixed(1)} from its centre, not on its rim`);
    for (const u of d.tokens.slice(i + 1))
      if (dist(t, u) < t.r + u.r - slack) say(`tokens on ${t.of} and ${u.of} overlap`);
  });
  const all = [
    ...d.vertices.flatMap((v) => corners({ x: v.x - v.r, y: v.y - v.r, w: 2 * v.r, h: 2 * v.r })),
    ...d.tokens.flatMap((t) => corners({ x: t.x - t.r, y: t.y - t.r, w: 2 * t.r, h: 2 * t.r })),
    ...d.arrows.flatMap((a) => a.tri),
    ...d.edges.flatMap((e) => e.pts),
  ];
  if (all.some((p) => !inside(p, d.box, slack + 0.01))) say('something is drawn outside the drawing');
  return out;
}
