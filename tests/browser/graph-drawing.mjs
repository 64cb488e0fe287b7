// What a person sees of a graph game's drawing, read from the SVG on the
// screen (in CSS pixels), in the shape tests/js/drawing.mjs checks: each
// vertex circle, points along each edge, each arrowhead's corners, each
// label's text box, each token, the drawing's box; and the sizes the reader
// sees (vertex radius, the fonts of names and labels).
import assert from 'node:assert/strict';
import { readability } from '../js/drawing.mjs';

export async function drawnGraph(widget) {
  return widget.evaluate((el) => {
    const svg = el.shadowRoot.querySelector('svg.drawing');
    const ctm = svg.getScreenCTM();
    const screen = (x, y) => {
      const q = new DOMPoint(x, y).matrixTransform(ctm);
      return { x: q.x, y: q.y };
    };
    const rect = (r) => ({ x: r.left, y: r.top, w: r.width, h: r.height });
    const of = (node) => node.closest('[data-v]')?.dataset.v;
    const along = (path, n) => {
      const len = path.getTotalLength();
      return Array.from({ length: n + 1 }, (_, i) => {
        const p = path.getPointAtLength((len * i) / n);
        return screen(p.x, p.y);
      });
    };
    const vertices = [...svg.querySelectorAll('[data-v]')].map((g) => {
      const c = g.querySelector('circle:not(.token)');
      return { name: g.dataset.v, ...screen(c.cx.baseVal.value, c.cy.baseVal.value), r: c.r.baseVal.value * ctm.a };
    });
    const font = (node) => (node ? parseFloat(getComputedStyle(node).fontSize) * ctm.a : 0);
    return {
      vertices,
      edges: [...svg.querySelectorAll('path.e')].map((p) => ({
        from: p.dataset.from,
        to: p.dataset.to,
        pts: along(p, 120),
      })),
      arrows: [...svg.querySelectorAll('path.arrow')].map((p) => {
        const n = p
          .getAttribute('d')
          .match(/-?\d*\.?\d+/g)
          .map(Number);
        return { from: p.dataset.from, to: p.dataset.to, tri: [0, 2, 4].map((i) => screen(n[i], n[i + 1])) };
      }),
      labels: [...svg.querySelectorAll('text.sg')].map((t) => ({
        of: of(t),
        text: t.textContent,
        ...rect(t.getBoundingClientRect()),
      })),
      tokens: [...svg.querySelectorAll('circle.token')].map((c) => ({
        of: of(c),
        ...screen(c.cx.baseVal.value, c.cy.baseVal.value),
        r: c.r.baseVal.value * ctm.a,
      })),
      box: rect(svg.getBoundingClientRect()),
      sizes: {
        radius: Math.min(...vertices.map((v) => v.r)),
        name: font(svg.querySelector('[data-v] text:not(.sg):not(.count)')),
        label: font(svg.querySelector('text.sg')),
      },
      // The drawing's own box: how wide it is, how much of it shows.
      scroll: { width: svg.parentElement.scrollWidth, shown: svg.parentElement.clientWidth },
      // The widget on the page: a drawing never makes it wider than the screen.
      page: { right: el.getBoundingClientRect().right, left: el.getBoundingClientRect().left, shown: innerWidth },
    };
  });
}

// The default graph's sizes at 390 px before issue 19 (a 18-unit radius and
// 13 px names scaled by 1.274 to fit the phone, 11 px labels likewise): no
// drawing is read smaller.
export const readableSizes = { radius: 22.9, name: 16.5, label: 14 };

// No problem tests/js/drawing.mjs finds (text boxes and paths are rounded to
// pixels on a screen), vertices and text at least as large as readableSizes,
// and the widget never wider than the screen (a wide drawing scrolls in its own box).
export function assertReadable(d, what) {
  assert.ok(d.vertices.length > 0, `${what}: a drawing`);
  assert.deepEqual(readability(d, { slack: 0.5 }), [], what);
  assert.ok(d.sizes.radius >= readableSizes.radius, `${what}: vertices of radius ${d.sizes.radius.toFixed(1)} px`);
  assert.ok(d.sizes.name >= readableSizes.name, `${what}: names of ${d.sizes.name.toFixed(1)} px`);
  if (d.labels.length)
    assert.ok(d.sizes.label >= readableSizes.label, `${what}: labels of ${d.sizes.label.toFixed(1)} px`);
  assert.ok(
    d.page.left >= 0 && d.page.right <= d.page.shown,
    `${what}: the widget spans ${d.page.left.toFixed(0)} to ${d.page.right.toFixed(0)} px on a ${d.page.shown} px screen`
  );
}
