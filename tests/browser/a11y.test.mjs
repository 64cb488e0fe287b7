// Accessibility: an axe-core scan of every page, in both languages, on a
// desktop and a phone screen, in dark mode too (colour contrast), with its interactive states (each learning
// mode, a game under way, hints and the review shown). Serious and critical
// violations fail; the rest are printed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { browserSuite, open, webDir } from './helpers.mjs';

const suite = browserSuite();

async function scan(page, where) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  for (const v of results.violations.filter((x) => !bad.includes(x)))
    console.log(`# ${where}: ${v.impact} ${v.id} (${v.nodes.length}): ${v.help}`);
  assert.deepEqual(bad.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`), [], where);
}

const pages = [
  ['index.html#mode=table', async (page) => { await page.locator('sg-mex-table tr.sg td').first().waitFor(); }],
  ['index.html#mode=sum', async (page) => { await page.locator('sg-sum').waitFor(); }],
  ['index.html#mode=graph', async (page) => { await page.locator('sg-graph-game svg .v').first().waitFor(); }],
  ['index.html#mode=game', async (page) => { await page.locator('sg-game-table td').first().waitFor(); }],
  ['play.html', async (page) => {
    await page.locator('sg-heap-game .stone').first().waitFor();
    await page.locator('sg-heap-game button[name=hints]').click();
  }],
  ['play.html', async (page) => {
    // A game of the game language with hints, and after it the review.
    if (!(await page.locator('#setup-sheet').evaluate((d) => d.open))) await page.click('#setup-sheet > summary');
    await page.selectOption('#preset', 'wythoff');
    await page.click('#start');
    await page.locator('sg-game-play .board').first().waitFor();
    await page.evaluate(() => { const g = document.querySelector('sg-game-play'); g.setAttribute('delay', '10'); g.setAttribute('hints', 'on'); });
    for (let i = 0; i < 40 && !(await page.locator('sg-game-play .result').count()); i++) {
      await page.waitForFunction(() => {
        const r = document.querySelector('sg-game-play').shadowRoot;
        return r.querySelector('.result') || !r.querySelector('details.moves button[disabled]');
      });
      if (await page.locator('sg-game-play .result').count()) break;
      await page.locator('sg-game-play circle.target').first().click();
    }
  }],
  ['examples/tutorial-en.html', async (page) => { await page.locator('sg-mex-table').first().waitFor(); }],
  ['examples/tutorial-zh.html', async (page) => { await page.locator('sg-mex-table').first().waitFor(); }],
  ['embed.html#widget=mex-table&rule=1,3,4&upto=20', async (page) => { await page.locator('sg-mex-table').waitFor(); }],
  ['course.html', async (page) => { await page.locator('main').waitFor(); }],
].filter(([file]) => existsSync(path.join(webDir, file.split('#')[0])));

for (const [file, ready] of pages) {
  for (const lang of ['en', 'zh']) {
    for (const width of [1280, 390]) {
      test(`axe: ${file} in ${lang} at ${width} px has no serious or critical violations`, async () => {
        const { page, context } = await open(suite.browser, suite.origins.http(file), { lang, width, height: 900 });
        await ready(page);
        await page.waitForTimeout(200);
        await scan(page, `${file} ${lang} ${width}`);
        await context.close();
      });
    }
  }
}

for (const [file, ready] of pages) {
  test(`axe: ${file} in dark mode has no serious or critical violations`, async () => {
    const { page, context } = await open(suite.browser, suite.origins.http(file), { lang: 'zh', width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await ready(page);
    await page.waitForTimeout(200);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    assert.notEqual(background, 'rgb(246, 248, 251)', 'the page follows the dark setting');
    await scan(page, `${file} dark`);
    await page.screenshot({ path: `test-results/screenshots/dark-${file.replace(/[^a-z0-9]+/gi, '-')}.png`, fullPage: true });
    await context.close();
  });
}
