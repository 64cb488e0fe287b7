// Accessibility: an axe-core scan of every page, in both languages, on a
// desktop and a phone screen, in dark mode too (colour contrast), with its
// interactive states (each learning mode, a game under way, hints and the
// review shown). Serious and critical
// violations fail, and the few rules named in `always`; the rest are printed.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { browserSuite, open, webDir } from './helpers.mjs';

// Two frames later: the page has laid out and drawn itself again for a new
// width or colour scheme (its resize observers ran in the first), however
// long the frames take.
const drawn = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const suite = browserSuite();

// What fails whatever axe's impact: a header cell with nothing to say (the
// nim-sum tables), a heading level skipped, a page without its main landmark.
const always = ['empty-table-header', 'heading-order', 'landmark-one-main'];

async function scan(page, where) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const bad = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || always.includes(v.id)
  );
  for (const v of results.violations.filter((x) => !bad.includes(x)))
    console.log(`# ${where}: ${v.impact} ${v.id} (${v.nodes.length}): ${v.help}`);
  assert.deepEqual(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`
    ),
    [],
    where
  );
}

const pages = [
  [
    'index.html#mode=table',
    async (page) => {
      await page.locator('sg-mex-table tr.sg td').first().waitFor();
    },
  ],
  [
    'index.html#mode=sum',
    async (page) => {
      await page.locator('sg-sum').waitFor();
    },
  ],
  [
    'index.html#mode=graph',
    async (page) => {
      await page.locator('sg-graph-game svg .v').first().waitFor();
    },
  ],
  [
    'index.html#mode=game',
    async (page) => {
      await page.locator('sg-game-table td').first().waitFor();
    },
  ],
  [
    'play.html',
    async (page) => {
      await page.locator('sg-heap-game .stone').first().waitFor();
      await page.locator('sg-heap-game button[name=hints]').click();
    },
  ],
  [
    'play.html',
    async (page) => {
      // A game of the game language with hints, and after it the review.
      if (!(await page.locator('#setup-sheet').evaluate((d) => d.open))) await page.click('#setup-sheet > summary');
      await page.selectOption('#preset', 'wythoff');
      await page.click('#start');
      await page.locator('sg-game-play .board').first().waitFor();
      await page.evaluate(() => {
        const g = document.querySelector('sg-game-play');
        g.setAttribute('delay', '10');
        g.setAttribute('hints', 'on');
      });
      for (let i = 0; i < 40 && !(await page.locator('sg-game-play .result').count()); i++) {
        await page.waitForFunction(() => {
          const r = document.querySelector('sg-game-play').shadowRoot;
          return r.querySelector('.result') || !r.querySelector('details.moves button[disabled]');
        });
        if (await page.locator('sg-game-play .result').count()) break;
        await page.locator('sg-game-play circle.target').first().click();
      }
    },
  ],
  [
    'examples/tutorial-en.html',
    async (page) => {
      await page.locator('sg-mex-table').first().waitFor();
    },
  ],
  [
    'examples/tutorial-zh.html',
    async (page) => {
      await page.locator('sg-mex-table').first().waitFor();
    },
  ],
  [
    'embed.html#widget=mex-table&rule=1,3,4&upto=20',
    async (page) => {
      await page.locator('sg-mex-table').waitFor();
    },
  ],
  [
    'course.html',
    async (page) => {
      await page.locator('main').waitFor();
    },
  ],
].filter(([file]) => existsSync(path.join(webDir, file.split('#')[0])));

// One page load per page and language, three scans in all: the English page
// at 1280 px and at a phone's 390 px (the phone's short tab labels are checked
// against the longer English names), the Chinese one at 390 px in dark mode
// (its words and the dark colours' contrast; the light colours are the
// English scans'). axe's own work dominates a scan, so only what the test
// reads is gathered: the violations (every impact), not the passes.
const scans = { en: [{ width: 1280 }, { width: 390 }], zh: [{ width: 390, dark: true }] };
// Two pages are scanned at a time: axe's work runs in each page's renderer, so
// two scans use both cores.
describe('axe', { concurrency: 2 }, () => {
  for (const [file, ready] of pages) {
    for (const [lang, views] of Object.entries(scans)) {
      const what = views.map((v) => `${v.width} px${v.dark ? ' in dark mode' : ''}`).join(' and ');
      test(`axe: ${file} in ${lang} at ${what} has no serious or critical violations`, async (t) => {
        const { page, context } = await open(suite.browser, suite.origins.http(file), {
          lang,
          width: views[0].width,
          height: 900,
        });
        await ready(page);
        for (const { width, dark } of views) {
          await t.test(`at ${width} px${dark ? ' in dark mode' : ''}`, async () => {
            await page.setViewportSize({ width, height: 900 });
            if (dark) {
              await page.emulateMedia({ colorScheme: 'dark' });
              await drawn(page);
              const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
              assert.notEqual(background, 'rgb(246, 248, 251)', 'the page follows the dark setting');
            } else await drawn(page);
            await scan(page, `${file} ${lang} ${width}${dark ? ' dark' : ''}`);
            if (dark)
              await page.screenshot({
                path: `test-results/screenshots/dark-${file.replace(/[^a-z0-9]+/gi, '-')}.png`,
                fullPage: true,
              });
          });
        }
        await context.close();
      });
    }
  }
});
