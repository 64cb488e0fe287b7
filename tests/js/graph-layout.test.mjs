// The graph game's drawings, on the layout's numbers: on the reviewer's
// graphs, the course's, and many random graphs of up to 12 vertices (with and
// without cycles), no edge passes through a vertex or over a token, no label
// touches an edge, arrowhead, vertex, token or other label or leaves the
// drawing, arrowheads never touch, and nothing is drawn smaller than a phone
// needs. The engine reads each graph, as the page does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { loadEngine } from '../../web/js/engine/engine.js';
import { layoutGraph, vertexRadius, tokenRadius } from '../../web/js/model/graph-layout.js';
import { graphs } from '../../web/js/model/course/build.js';
import { pathPoints, readability } from './drawing.mjs';

const engine = await loadEngine('full');

// The drawing as tests/js/drawing.mjs reads it, with the labels the widget writes.
function drawing(edgesText, { labels = true, tokens = true } = {}) {
  const g = engine.graph(edgesText, '');
  const text = (v) => `sg=${v.infinite ? `∞{${v.reach.join(', ')}}` : v.sg}`;
  const lay = layoutGraph(g, { label: labels ? text : () => '', tokens });
  return {
    g,
    lay,
    vertices: [...lay.pos].map(([name, p]) => ({ name, ...p, r: vertexRadius })),
    edges: lay.edges.map((e) => ({ from: e.from, to: e.to, pts: pathPoints(e.d) })),
    arrows: lay.edges.map((e) => ({ from: e.from, to: e.to, tri: e.arrow })),
    labels: [...lay.labels].map(([of, r]) => ({ of, text: text(g.vertices.find((v) => v.name === of)), ...r })),
    tokens: [...lay.tokens].map(([of, s]) => ({ of, ...s })),
    box: { x: lay.box.x, y: lay.box.y, w: lay.box.width, h: lay.box.height },
  };
}

// A small seeded generator, so a failure can be replayed.
function seeded(seed) {
  return () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

// A random graph of 2 to 12 vertices and up to (dense ? 3 : 2) edges a
// vertex: without cycles (each edge from an earlier vertex to a later one)
// or with some (any edges, a cycle through a few vertices, now and then a
// loop on one vertex or an edge both ways).
function randomGraph(seed, loopy, dense = false) {
  const rnd = seeded(seed);
  const n = 2 + Math.floor(rnd() * 11);
  const names = Array.from({ length: n }, (_, i) => String.fromCharCode(97 + i));
  const edges = new Set();
  const m = n - 1 + Math.floor(rnd() * ((dense ? 2 : 1) * n + 2));
  for (let k = 0; k < m * 3 && edges.size < m; k++) {
    let i = Math.floor(rnd() * n),
      j = Math.floor(rnd() * n);
    if (!loopy) {
      if (i === j) continue;
      if (i > j) [i, j] = [j, i];
    } else if (i === j && rnd() > 0.15) continue;
    edges.add(`${names[i]} ${names[j]}`);
  }
  if (loopy) {
    const c = Math.min(n, 2 + Math.floor(rnd() * 4));
    for (let i = 0; i < c; i++) edges.add(`${names[i]} ${names[(i + 1) % c]}`);
  }
  return [...edges].join('; ');
}

// The reviewer's graphs and the pages' own.
const named = {
  'the learning page': 'a b; a c; b d; b e; c e; d f; e f; c f',
  'a vertex with five successors that meet again': 'a b; a c; a d; a e; a f; b g; c g; d g; e g; f g; g h',
  'a chain with shortcuts': 'a b; b c; c d; d e; e f; f g; a g; b f; a d',
  'strict.html': 'a b; b c; a c',
  'the tutorial': 'a b; a c; b d; c d; c e; d f; e f',
  'a loopy graph': 'a b; b a; b c; c d; d e; e c; e f; a g; g h; h a; f h',
  'the learning page with a cycle': 'a b; b c; c a; c d; d e',
  'a loop on one vertex': 'a a; a b; b c',
  ...Object.fromEntries(Object.entries(graphs).map(([k, v]) => [`the course's ${k}`, v])),
};

test('the reviewer’s graphs, the course’s and the pages’ are drawn readable, labels and tokens included', () => {
  for (const [what, edges] of Object.entries(named)) {
    const d = drawing(edges);
    assert.deepEqual(readability(d), [], `${what}: ${edges}`);
    // Every vertex has at least one spot for a token, and every label is drawn.
    assert.equal(d.vertices.length, d.g.vertices.length, what);
    assert.equal(d.labels.length, d.g.vertices.length, what);
    for (const v of d.g.vertices)
      assert.ok(
        d.tokens.some((t) => t.of === v.name),
        `${what}: a token spot on ${v.name}`
      );
    // A picture (no labels, no tokens) is readable too.
    assert.deepEqual(readability(drawing(edges, { labels: false, tokens: false })), [], `${what} as a picture`);
  }
});

test('400 random graphs without cycles and 400 with cycles, of up to 12 vertices, a quarter of them dense, are drawn readable', () => {
  for (const loopy of [false, true])
    for (let seed = 1; seed <= 400; seed++) {
      const edges = randomGraph(seed * 7919 + (loopy ? 1 : 0), loopy, seed > 300);
      const d = drawing(edges);
      assert.equal(d.g.loopy, loopy, `${edges} is drawn as a graph ${loopy ? 'with' : 'without'} cycles`);
      assert.deepEqual(readability(d), [], `seed ${seed}${loopy ? ' with cycles' : ''}: ${edges}`);
    }
});

test('arrowheads into one vertex are spread around it, and the tokens sit beside the vertex', () => {
  // Five edges into g, one out of it.
  const d = drawing(named['a vertex with five successors that meet again']);
  const g = d.vertices.find((v) => v.name === 'g');
  const into = d.arrows.filter((a) => a.to === 'g').map((a) => Math.atan2(a.tri[0].y - g.y, a.tri[0].x - g.x));
  assert.equal(into.length, 5);
  into.sort((a, b) => a - b);
  for (let i = 1; i < into.length; i++) assert.ok(into[i] - into[i - 1] > 0.35, `tips ${i - 1} and ${i} apart`);
  // Each tip touches g's circle, pointing at its centre.
  for (const a of d.arrows.filter((x) => x.to === 'g')) {
    const far = Math.hypot(a.tri[0].x - g.x, a.tri[0].y - g.y);
    assert.ok(far > vertexRadius - 0.01 && far < vertexRadius + 3, `a tip on g's rim (${far})`);
  }
  for (const t of d.tokens) {
    const v = d.vertices.find((x) => x.name === t.of);
    assert.ok(Math.abs(Math.hypot(t.x - v.x, t.y - v.y) - vertexRadius) < tokenRadius, `${t.of}'s token on its rim`);
  }
});

test('a long chain keeps its size: vertices and gaps as on the learning page, never scaled to fit', () => {
  const chain = drawing(named['a chain with shortcuts']);
  const page = drawing(named['the learning page']);
  // Consecutive layers are as far apart in both, and the chain is no wider than a phone.
  const gapOf = (d, a, b) => Math.abs(d.lay.pos.get(a).y - d.lay.pos.get(b).y);
  assert.equal(gapOf(chain, 'a', 'b'), gapOf(page, 'a', 'b'));
  assert.ok(chain.box.w <= 340, `the chain is ${chain.box.w.toFixed(0)} wide`);
});

test('the layout of a 60-vertex graph (timed, not asserted)', (t) => {
  const rnd = seeded(60);
  const edges = [];
  for (let i = 0; i < 60; i++)
    for (let k = 0; k < 2; k++) {
      const j = i + 1 + Math.floor(rnd() * 6);
      if (j < 60) edges.push(`v${i} v${j}`);
    }
  const g = engine.graph(edges.join('; '), '');
  const start = performance.now();
  const lay = layoutGraph(g, { label: (v) => `sg=${v.sg}` });
  t.diagnostic(
    `60 vertices, ${g.vertices.length} drawn, ${edges.length} edges: ${(performance.now() - start).toFixed(1)} ms`
  );
  assert.equal(lay.pos.size, 60);
});
