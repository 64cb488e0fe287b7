// The Hackenbush board's layout: every vertex above the ground, by its
// distance from it; no edge passes through a vertex it does not end at;
// edges between the same two vertices drawn apart; on random boards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { layoutBoard } from '../../web/js/model/hackenbush-layout.js';

// Points along an edge's path (a line or a quadratic curve; a loop is a petal on its own vertex).
function samples(d) {
  const n = d.match(/-?\d+(\.\d+)?/g).map(Number);
  if (d.includes('C')) return [];
  const [ax, ay] = n,
    [bx, by] = n.slice(-2);
  const [cx, cy] = d.includes('Q') ? n.slice(2, 4) : [(ax + bx) / 2, (ay + by) / 2];
  const out = [];
  for (let t = 0.02; t < 1; t += 0.02)
    out.push({
      x: (1 - t) ** 2 * ax + 2 * (1 - t) * t * cx + t * t * bx,
      y: (1 - t) ** 2 * ay + 2 * (1 - t) * t * cy + t * t * by,
    });
  return out;
}

function randomBoard(seed, size) {
  let s = seed;
  const rnd = (k) => ((s = (s * 1103515245 + 12345) % 2147483648), s % k);
  const names = ['ground', ...Array.from({ length: size }, (_, i) => String.fromCharCode(97 + i))];
  const edges = [];
  // Each vertex joins one already placed (so every vertex reaches the ground), then a few extra edges.
  for (let i = 1; i < names.length; i++) edges.push([names[rnd(i)], names[i]]);
  for (let k = rnd(size); k > 0; k--) edges.push([names[rnd(names.length)], names[rnd(names.length)]]);
  return edges;
}

test('no edge of a Hackenbush board passes through a vertex it does not end at, on 400 random boards', () => {
  for (let seed = 1; seed <= 400; seed++) {
    const edges = randomBoard(seed, 2 + (seed % 9));
    const lay = layoutBoard(edges);
    for (const [v, p] of lay.points) {
      assert.ok(p.y < lay.ground, `${v} stands above the ground`);
      assert.ok(p.x >= 0 && p.x <= lay.width, `${v} is inside the drawing`);
    }
    for (const e of lay.edges)
      for (const q of samples(e.d))
        for (const [v, p] of lay.points) {
          if (v === e.a || v === e.b) continue;
          const far = Math.hypot(p.x - q.x, p.y - q.y);
          assert.ok(far >= 10, `seed ${seed}: edge ${e.a}–${e.b} passes ${far.toFixed(1)} from ${v}`);
        }
  }
});

test('the heights follow the distance from the ground, and repeated edges are drawn apart', () => {
  const lay = layoutBoard([
    ['ground', 'a'],
    ['a', 'b'],
    ['b', 'c'],
    ['a', 'b'],
    ['c', 'c'],
  ]);
  const [a, b, c] = ['a', 'b', 'c'].map((v) => lay.points.get(v));
  assert.ok(lay.ground > a.y && a.y > b.y && b.y > c.y);
  const ab = lay.edges.filter((e) => e.a === 'a' && e.b === 'b');
  assert.equal(ab.length, 2);
  assert.notEqual(ab[0].d, ab[1].d, 'two edges between a and b are two paths');
  assert.match(lay.edges.at(-1).d, /C/, 'a loop is a petal');
});

// A petal's points: the cubic from p through its two control points back to p.
function petalSamples(d) {
  const [px, py, c1x, c1y, c2x, c2y] = d.match(/-?\d+(\.\d+)?/g).map(Number);
  const out = [];
  for (let t = 0; t <= 1; t += 0.02) {
    const u = 1 - t;
    out.push({
      x: u ** 3 * px + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t ** 3 * px,
      y: u ** 3 * py + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t ** 3 * py,
    });
  }
  return out;
}

// (A board's edges are tapped on a stroke 44 units wide: .hb-hit in game-play/styles.js.)
const halfHit = 22;

test('a loop on the highest vertex is drawn inside the board, with room above it for the whole of its tap target', () => {
  for (const edges of [
    [
      ['ground', 'd'],
      ['ground', 'g'],
      ['g', 'g'],
    ],
    [
      ['ground', 'a'],
      ['a', 'b'],
      ['b', 'b'],
      ['b', 'b'],
      ['b', 'b'],
    ],
  ]) {
    const lay = layoutBoard(edges);
    for (const e of lay.edges.filter((x) => x.a === x.b))
      for (const q of petalSamples(e.d)) {
        assert.ok(q.y >= halfHit, `${JSON.stringify(edges)}: the petal reaches y = ${q.y.toFixed(1)}`);
        assert.ok(q.x >= 0 && q.x <= lay.width && q.y <= lay.height);
      }
  }
});
