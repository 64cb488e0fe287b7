// Graph drawings a student reads at a glance, on the screen, in English and
// Chinese, on a desktop and a phone: the learning page's graph mode with the
// reviewer's graphs (one with five edges into one vertex, a long chain with
// shortcuts, one with cycles), tokens and winning moves; the strict example
// page; the course's lessons 2 and 3 labelled and its exercises' pictures. No
// edge passes through a vertex or over a token, no label touches an edge, an
// arrowhead, a vertex, a token or another label or leaves the drawing,
// arrowheads never touch, vertices and text keep the size they have on a
// phone, and a drawing wider than the screen scrolls in its own box, never
// the page. Each is screenshotted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, drawnNear, open, shot } from './helpers.mjs';
import { drawnGraph, assertReadable } from './graph-drawing.mjs';
import { allExercises } from '../../web/js/model/course/lessons.js';

const suite = browserSuite();

const graphs = {
  default: ['a b; a c; b d; b e; c e; d f; e f; c f', 'a,c'],
  fan: ['a b; a c; a d; a e; a f; b g; c g; d g; e g; f g; g h', 'a,c'],
  chain: ['a b; b c; c d; d e; e f; f g; a g; b f; a d', 'a,e'],
  loopy: ['a b; b a; b c; c d; d e; e c; e f; a g; g h; h a; f h', 'a'],
  draws: ['a b; b a; b c; c d', 'a,b'],
};

// Sets a graph on a widget and waits for it to be drawn with every label.
async function show(page, widget, edges, tokens) {
  await page.locator(widget).evaluate(
    (el, [e, t]) => {
      el.setAttribute('edges', e);
      el.setAttribute('tokens', t);
    },
    [edges, tokens]
  );
  const n = new Set(edges.split(/[;\s]+/).filter(Boolean)).size;
  await page.waitForFunction(
    ([sel, count]) => document.querySelector(sel)?.shadowRoot?.querySelectorAll('text.sg').length === count,
    [widget, n]
  );
}

for (const lang of ['en', 'zh'])
  for (const width of [1280, 390]) {
    const at = `${lang} ${width}px`;
    test(`${at}: the learning page's graphs, the strict page's and the course's are readable`, async () => {
      const { page, context, errors } = await open(suite.browser, suite.origins.file('index.html#mode=graph'), {
        lang,
        width,
      });
      const widget = 'sg-graph-game#graph';
      await page.locator(`${widget} svg.drawing`).waitFor();
      for (const [name, [edges, tokens]] of Object.entries(graphs)) {
        await show(page, widget, edges, tokens);
        const d = await drawnGraph(page.locator(widget));
        assertReadable(d, `${at}, the learning page: ${name}`);
        assert.equal(d.tokens.length, tokens.split(',').length, `${name}: its tokens are drawn`);
        if (name === 'loopy')
          assert.ok(
            d.labels.some((l) => l.text.startsWith('sg=∞{')),
            'a draw is labelled ∞'
          );
        await shot(page, `graph-${name}-${lang}-${width}`);
      }
      // The wide one scrolls in its box on a phone; the others fit.
      await show(page, widget, ...graphs.fan);
      const fan = await drawnGraph(page.locator(widget));
      assert.equal(fan.scroll.width > fan.scroll.shown, width === 390, 'the wide drawing scrolls on a phone only');
      // Three tokens on one vertex: one token with their number.
      await show(page, widget, graphs.default[0], 'f,f,f');
      const three = page.locator(`${widget} [data-v=f]`);
      assert.equal(await three.locator('circle.token').count(), 1);
      assert.equal(await three.locator('text.count').textContent(), '3');
      assertReadable(await drawnGraph(page.locator(widget)), `${at}: three tokens on f`);

      // The strict example page: one token and the winning move drawn.
      await page.goto(suite.origins.file('examples/strict.html'));
      const strict = page.locator('sg-graph-game');
      await drawnNear(strict, 'path.e.win');
      assertReadable(await drawnGraph(strict), `${at}: strict.html`);

      // The course: lessons 2 and 3 labelled in full, and each exercise's picture.
      await page.goto(suite.origins.file('course.html'));
      await page.locator('#lesson-1 h2').waitFor();
      for (const id of ['lesson-2', 'lesson-3']) {
        const sel = `#${id} .widget sg-graph-game`;
        const g = page.locator(sel);
        await drawnNear(g, 'svg.drawing');
        await g.locator('button[name=label-all]').click();
        const n = await g.locator('[data-v]').count();
        await page.waitForFunction(
          ([s, count]) => document.querySelector(s).shadowRoot.querySelectorAll('text.sg').length === count,
          [sel, n]
        );
        assertReadable(await drawnGraph(g), `${at}: ${id}`);
        await g.screenshot({ path: `test-results/screenshots/graph-course-${id}-${lang}-${width}.png` });
      }
      for (const ex of allExercises.map((a) => a.ex).filter((e) => e.edges)) {
        const pic = page.locator(`#exercise-${ex.id} sg-graph-game`);
        await drawnNear(pic, 'svg.drawing');
        const d = await drawnGraph(pic);
        assert.equal(d.labels.length + d.tokens.length, 0, `${ex.id}: a picture, no labels or tokens`);
        assertReadable(d, `${at}: exercise ${ex.id}`);
        await page
          .locator(`#exercise-${ex.id}`)
          .screenshot({ path: `test-results/screenshots/graph-exercise-${ex.id}-${lang}-${width}.png` });
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
