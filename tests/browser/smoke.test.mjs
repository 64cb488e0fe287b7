// The quick loop's browser check (bash scripts/test.sh --quick): every page
// opened once from disk, in one browser, showing what a person would see
// when it works, and no page error. The full suites check far more.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { browserSuite, drawnNear, open, webDir } from './helpers.mjs';

const suite = browserSuite();
const sgRow = (row) => row.locator('td button').allTextContents();

const pages = [
  [
    'index.html#mode=table&rule=1,3,4&n=8&x=8&lang=en',
    'the mex table for 1,3,4 reads 0 1 0 1 2 3 2 0 1 and its proved period',
    async (page) => {
      const row = page.locator('sg-mex-table tr.sg');
      await row.locator('td button').first().waitFor();
      assert.deepEqual(await sgRow(row), ['0', '1', '0', '1', '2', '3', '2', '0', '1']);
      await page.locator('sg-mex-table .period').getByText('Period 7 from x = 0, proved.').waitFor();
    },
  ],
  [
    'play.html',
    'the heap game shows its heaps and takes a move',
    async (page) => {
      const stones = page.locator('sg-heap-game .stone');
      await stones.first().waitFor();
      const before = await stones.count();
      assert.ok(before > 0);
      // The human moves first by default: taking the top stone of the first heap.
      await page.locator('sg-heap-game [part=heap]').first().locator('.stone').last().click();
      await page.waitForFunction(() => document.querySelector('#game').game.history.length > 0);
    },
  ],
  [
    'course.html',
    'the course shows its first lesson',
    async (page) => {
      await page.locator('#lesson-1 h2').getByText('Lesson 1: mex').waitFor();
    },
  ],
  [
    'embed.html#widget=mex-table&rule=1,3,4&upto=8&step=8&lang=en',
    'the embedded mex table reads 0 1 0 1 2 3 2 0 1',
    async (page) => {
      const row = page.locator('sg-mex-table tr.sg');
      await row.locator('td button').nth(8).waitFor();
      assert.deepEqual(await sgRow(row), ['0', '1', '0', '1', '2', '3', '2', '0', '1']);
    },
  ],
  [
    'examples/tutorial-en.html',
    'the English tutorial explains x = 4 and draws its widgets',
    async (page) => {
      const first = page.locator('sg-mex-table').first().locator('.sentence');
      await first.waitFor();
      assert.match(await first.textContent(), /^x = 4: you can take 1, 3 or 4/);
      // The sum asks who wins before it says (1 ⊕ 1 ⊕ 3 ⊕ 9 = 10: N);
      // each widget draws as the reader comes near it.
      await drawnNear(page.locator('sg-sum'), 'button[name=guess-N]');
      await page.locator('sg-sum button[name=guess-N]').click();
      await page.locator('sg-sum .outcome').waitFor();
      await drawnNear(page.locator('sg-heap-game'), '.stone');
    },
  ],
  [
    'examples/tutorial-zh.html',
    'the Chinese tutorial explains x = 4 in Chinese',
    async (page) => {
      const first = page.locator('sg-mex-table').first().locator('.sentence');
      await first.waitFor();
      assert.match(await first.textContent(), /^x=4 时，可以取走 1、3、4 颗/);
    },
  ],
  [
    'examples/strict.html',
    'the widgets work under a strict Content-Security-Policy',
    async (page) => {
      await page.locator('#a .sentence').waitFor();
      await drawnNear(page.locator('sg-graph-game'), 'svg .v');
    },
  ],
];

for (const [file, what, check] of pages) {
  if (!existsSync(path.join(webDir, file.split('#')[0]))) continue;
  test(`smoke: ${file} from disk: ${what}`, async () => {
    const { page, context, errors } = await open(suite.browser, suite.origins.file(file), { lang: 'en' });
    await check(page);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
