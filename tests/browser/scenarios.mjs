// What a person does on the pages that must never freeze them: every page
// loading, in both languages and at both widths, then long tables, a game's
// table and its suggestions, the lessons, and on the play page Start and moves
// of large games. The browser tests (responsive.test.mjs) hold each call into
// the engine to its step budget along the way; `npm run bench:web`
// (scripts/bench-web.mjs) times the page's tasks along the same way.
//
// A scenario is run(page, phase): it acts on a page opened at its url, and
// awaits phase(name) after each part, once the page is done with it.
import assert from 'node:assert/strict';
import { drawnNear, patience, setup } from './helpers.mjs';

// The page's step log (web/js/engine/engine.js, logSteps): set before any
// script of the page runs (context.addInitScript), so every call is in it.
export const logSteps = () => {
  window.sgStepLog = [];
};

// Waits until the engine has answered the page, then until the page stops
// calling it: no new call while the browser was idle (or half a second
// passed) and a tenth of a second more, twice. A slow machine waits longer
// here; nothing is timed.
export async function settle(page) {
  await page.waitForFunction(() => window.sgStepLog.length > 0, null, patience);
  let calls = -1;
  for (let same = 0; same < 2;) {
    const now = await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestIdleCallback(() => setTimeout(() => resolve(window.sgStepLog.length), 100), { timeout: 500 })
        )
    );
    same = now === calls ? same + 1 : 0;
    calls = now;
  }
}

// Every page, as [path, name].
export const pages = [
  ['index.html', 'table'],
  ['index.html#mode=sum', 'sum'],
  ['index.html#mode=graph', 'graph'],
  ['index.html#mode=game', 'game'],
  ['play.html', 'play'],
  ['course.html', 'course'],
  ['embed.html#widget=mex-table&rule=1,3,4&upto=20', 'embed'],
  ['examples/tutorial-en.html', 'tutorial-en'],
  ['examples/tutorial-zh.html', 'tutorial-zh'],
  ['examples/strict.html', 'every widget under a strict CSP'],
];

// The views each page loads in: [lang, width, origin].
export const views = [
  ['en', 1280, 'file'],
  ['zh', 390, 'http'],
];

export async function load(page, phase) {
  await page.waitForLoadState('load');
  await settle(page);
  await phase('load');
}

// The longer ways through the pages: {name, origin, path, run}.
export const journeys = [
  {
    name: 'learning page',
    title: 'the learning page: stepping, a long table and a game table with its suggestions',
    origin: 'file',
    path: 'index.html#mode=table&rule=1,3,4&n=8',
    async run(page, phase) {
      const table = page.locator('sg-mex-table');
      await table.locator('tr.sg td button').first().waitFor();
      await settle(page);
      await phase('load');
      for (let i = 0; i < 4; i++) await table.locator('button[name=forward]').click();
      await phase('step');
      // A long table of Grundy's game, computed in slices.
      await table.locator('input[name=rule]').fill('grundy');
      await table.locator('input[name=upto]').fill('100000');
      await table.locator('input[name=upto]').press('Enter');
      await table.locator('[part=progress]').waitFor({ state: 'visible' });
      await table.locator('[part=progress]').waitFor({ state: 'hidden', ...patience });
      await phase('longTable');
      // A game's table and the formulas suggested for it.
      await page.getByRole('tab', { name: 'Your own game' }).click();
      const own = page.locator('sg-game-table');
      await own.locator('select[name=example]').selectOption('nim2');
      await own.locator('td[data-position="nim2(15, 15)"]').waitFor();
      await phase('gameTable');
      await own.locator('button[name=suggest]').click();
      await own.locator('.suggestions').getByText('sg = x ^ y').waitFor();
      await phase('suggest');
    },
  },
  {
    name: 'long tables',
    title: 'long tables drawn: a mex table of 2,000 values, its rule changed, and a 100 x 100 game table scrolled',
    origin: 'http',
    path: 'index.html#mode=table&rule=1,3,4&n=8',
    slow: true, // the benchmark runs it at 4x CPU slowdown too
    async run(page, phase) {
      const table = page.locator('sg-mex-table');
      await table.locator('tr.sg td button').first().waitFor();
      await settle(page);
      await phase('load');
      await table.locator('input[name=upto]').fill('2000');
      await table.locator('input[name=upto]').press('Enter');
      await table.locator('tr.sg td button[data-x="119"]').waitFor(patience);
      await settle(page);
      await phase('mex2000');
      await table.locator('input[name=rule]').fill('1,2,5');
      await table.locator('input[name=rule]').press('Enter');
      await page.waitForFunction(() => document.querySelector('sg-mex-table').getAttribute('rule') === '1,2,5');
      await settle(page);
      await phase('mexRule');
      await table.locator('button[name=end]').click();
      await table.locator('tr.sg td button[data-x="2000"]').waitFor(patience);
      await table.locator('.period').getByText('Period 3', { exact: false }).waitFor(patience);
      await settle(page);
      await phase('mexEnd');
      await page.getByRole('tab', { name: 'Your own game' }).click();
      const own = page.locator('sg-game-table');
      await own.locator('select[name=example]').selectOption('wythoff');
      await own.locator('td[data-position="wythoff(3, 5)"]').waitFor(patience);
      await own.locator('input[name=box]').fill('0..99, 0..99');
      await own.locator('button[name=compute]').click();
      await own.getByText('Positions: 10,000', { exact: false }).waitFor(patience);
      await settle(page);
      await phase('wythoff100');
      await own
        .locator('.scroll')
        .first()
        .evaluate((box) => {
          box.scrollTop = box.scrollHeight / 2;
          box.scrollLeft = box.scrollWidth / 2;
        });
      await own.locator('td[data-position="wythoff(50, 50)"]').waitFor(patience);
      await phase('gridScroll');
      await own.locator('input[name=formula]').fill('x == y');
      await own.locator('button[name=check]').click();
      await own.locator('td.bad').waitFor(patience);
      await settle(page);
      await phase('formulaCheck');
    },
  },
  {
    name: 'course',
    title: 'the course: the graph lessons, scrolling through every lesson, and an exercise of lesson 12 checked',
    origin: 'http',
    slow: true,
    path: 'course.html',
    async run(page, phase) {
      const asking = page.locator('sg-graph-game[ask]').first();
      await drawnNear(asking, 'svg .v');
      await settle(page);
      await phase('load');
      await asking.locator('svg .v').first().click();
      await settle(page);
      await phase('graph');
      // Every lesson's widgets draw as the reader comes near them.
      const height = await page.evaluate(() => document.body.scrollHeight);
      for (let y = 0; y < height; y += 800) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      }
      await settle(page);
      await phase('scroll');
      // Lesson 12's first exercise checked: four boards, each worked out.
      await page.locator('#answer-l12e1').fill('3\n2\n1\n2');
      await page.locator('#exercise-l12e1 button[type=submit]').click();
      await page.locator('#feedback-l12e1 p').first().waitFor(patience);
      await settle(page);
      await phase('check12.1');
      // Lesson 13: a heap of a billion trusted to its observed pattern, its winning move looked for.
      const split = page.locator('#lesson-13 sg-sum').nth(1);
      await split.scrollIntoViewIfNeeded();
      await split.locator('input[name=trust-pattern]').check();
      await split.locator('[part=winning-moves]').waitFor(patience);
      await settle(page);
      await phase('trust13');
    },
  },
  {
    name: 'play page',
    title: 'the play page: Start and moves of large games, whose searches run in slices',
    origin: 'file',
    path: 'play.html',
    async run(page, phase) {
      await page.locator('sg-heap-game .stone').first().waitFor();
      await settle(page);
      await phase('load');
      // Grundy's game on heaps of 500 and 499: a search of thousands of sums per board.
      await setup(page, { heaps: 'grundy:500 grundy:499', delay: 10 });
      await page.locator('sg-heap-game:not([aria-busy])').waitFor(patience);
      await phase('grundyStart');
      await page.locator('sg-heap-game [part=heap]').first().locator('.stone').nth(100).click();
      await page.locator('sg-heap-game').getByText('Your turn', { exact: false }).waitFor(patience);
      await phase('grundyMove');
      // Misère take-and-break sums: decided by the board's search in slices, or
      // refused in words when too large (at once, or when the search passes its budget).
      for (const [what, heaps] of [
        ['dawson8', 'dawson:9 dawson:8 dawson:7 dawson:9 dawson:6 dawson:8 dawson:7 dawson:9'],
        ['dawsonChess8', Array.from({ length: 8 }, (_, i) => `dawson-chess:${5 + (i % 5)}`).join(' ')],
        ['kayles10', Array.from({ length: 10 }, (_, i) => `kayles:${3 + (i % 7)}`).join(' ')],
        ['kayles40', Array.from({ length: 40 }, (_, i) => `kayles:${3 + (i % 7)}`).join(' ')],
      ]) {
        await setup(page, { heaps, misere: 'on' });
        const refusal =
          /^(Error: )?These heaps cannot be played under misère rules\. Misère play is decided .*more than [\d,]+ positions/;
        const early = await page.locator('#misere-error').textContent();
        if (early) assert.match(early, refusal);
        else {
          // A board to play, or the search's refusal in its place.
          await page.waitForFunction(
            () => {
              const board = document.querySelector('sg-heap-game');
              const seen = board.shadowRoot;
              return (
                !board.hasAttribute('aria-busy') &&
                (seen.querySelector('.stone') || seen.textContent.includes('cannot be played under misère'))
              );
            },
            null,
            patience
          );
          const board = page.locator('sg-heap-game');
          if (!(await board.locator('.stone').count()))
            assert.match(await board.locator('[part=message]').textContent(), refusal);
        }
        await phase(what);
      }
      // A game of the game language: a bar cut along grid lines, and a move.
      await setup(page, { preset: 'cut' });
      await page.locator('sg-game-play g.cut').first().waitFor();
      await phase('cutStart');
      await page.locator('sg-game-play g.cut').last().click();
      await page.locator('sg-game-play .status').getByText('Your turn', { exact: false }).waitFor(patience);
      await phase('cutMove');
    },
  },
];
