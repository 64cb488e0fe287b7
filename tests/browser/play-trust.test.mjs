// The play page keeps faith with its reader: a game opened from a link comes
// back exactly after a reload (and the page asks before replacing a game only
// when a link holds another one), and Start is a few Tabs from the top of the
// page (that Start never freezes the tab is in responsive.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, open, patience, readerTurn, setup, shot } from './helpers.mjs';
import { gameExamples } from '../../web/js/model/game-examples.js';

const suite = browserSuite();
const board = (page) => page.locator('sg-game-play');
const wythoff = gameExamples.find((e) => e.id === 'wythoff').text;
// The link of course lesson 9 ("Play Wythoff's game against the computer").
const playLink = (p) => `play.html#play=${encodeURIComponent(JSON.stringify({ d: wythoff, p, m: false }))}`;

const fast = (page, tag) => page.evaluate((t) => document.querySelector(t).setAttribute('delay', '10'), tag);
// What the reader sees of a game of the game language: the parts' headings and the status line.
const seen = async (page) => ({
  parts: await board(page).locator('.component h3').allTextContents(),
  status: await board(page).locator('.status').textContent(),
});

test('a game from a #play= link survives reloads exactly; only a link to another game asks, and "Keep my game" shows it', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.file(playLink('wythoff(7, 9)')));
  await board(page).locator('circle.target').first().waitFor();
  // Reloaded before any move: the same start, no question.
  await page.reload();
  await board(page).locator('circle.target').first().waitFor();
  assert.deepEqual((await seen(page)).parts, ['wythoff(7, 9)']);
  await fast(page, 'sg-game-play');
  await board(page).locator('circle.target').first().click();
  assert.equal(await readerTurn(page), false);
  const before = await seen(page);
  assert.notDeepEqual(before.parts, ['wythoff(7, 9)'], 'the queen moved');
  assert.match(before.status, /^(The )?[Cc]omputer played .*Your turn/);
  await page.reload();
  await page.locator('#notice').getByText('Your unfinished game is back', { exact: false }).waitFor();
  assert.equal(await page.locator('#link-choice').isVisible(), false, 'no question about the same game');
  assert.deepEqual(await seen(page), before, 'the same position and the same last move');
  assert.equal(await page.locator('sg-heap-game').isVisible(), false);
  await shot(page, 'play-link-reloaded-en');
  // A link to another game asks; keeping shows the kept game, not a fresh board.
  const other = await context.newPage();
  await other.goto(suite.origins.file(playLink('wythoff(5, 8)')));
  await other.locator('#link-choice').getByText('Replace your game in progress', { exact: false }).waitFor();
  await other.click('#link-keep');
  await other.locator('#notice').getByText('Your game in progress is kept', { exact: false }).waitFor();
  await board(other).locator('.component h3').first().waitFor();
  assert.deepEqual((await seen(other)).parts, before.parts);
  assert.equal(await other.locator('sg-heap-game').isVisible(), false);
  assert.equal(new URL(other.url()).hash, '', 'the other link left the address');
  await other.close();
  // A heap link asks too, with the game in progress (not a fresh heap board) behind the question.
  const heapLink = JSON.stringify({
    v: 1,
    game: { heaps: [{ rule: 'nim', size: 2 }], misere: false, turn: 'human', history: [], future: [] },
    setup: { setup: '' },
  });
  const third = await context.newPage();
  await third.goto(suite.origins.file(`play.html#game=${encodeURIComponent(heapLink)}`));
  await third.locator('#link-choice').getByText('Replace your game in progress', { exact: false }).waitFor();
  await board(third).locator('.component h3').first().waitFor();
  assert.deepEqual((await seen(third)).parts, before.parts, 'the game in progress behind the question');
  assert.equal(await third.locator('sg-heap-game').isVisible(), false);
  await third.click('#link-keep');
  await third.locator('#notice').getByText('Your game in progress is kept', { exact: false }).waitFor();
  assert.deepEqual((await seen(third)).parts, before.parts);
  await third.close();
  // The whole history came back: the review of the finished game lists the
  // move made before the reload as the reader's first.
  await fast(page, 'sg-game-play');
  let mine = 1;
  while (!(await readerTurn(page))) {
    await board(page).locator('circle.target').first().click();
    mine++;
  }
  assert.equal(await board(page).locator('.review li').count(), mine);
  assert.match(await board(page).locator('.review li').first().textContent(), /wythoff\(7, 9\)/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone, a link to another game asks above the game in progress, in view, and that game waits for the answer', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.http('play.html'), {
    lang: 'zh',
    width: 390,
    height: 844,
  });
  // A heap game in progress.
  await page.locator('sg-heap-game [role=slider]').first().waitFor();
  await page.evaluate(() => document.querySelector('#game').setAttribute('delay', '10'));
  await page.locator('sg-heap-game [role=slider]').first().focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#game').game?.history.length >= 2);
  const moves = await page.evaluate(() => document.querySelector('#game').game.history.length);
  // A course link to Wythoff's game.
  const other = await context.newPage();
  await other.goto(suite.origins.http(playLink('wythoff(7, 9)')));
  const ask = other.locator('#link-choice');
  await ask.getByText('替换', { exact: false }).first().waitFor();
  const box = await ask.boundingBox();
  assert.ok(box.y >= 0 && box.y + box.height <= 844, `the question is on the first screen: ${JSON.stringify(box)}`);
  assert.equal(await other.evaluate(() => document.activeElement.id), 'link-replace');
  // The game behind it cannot be played meanwhile.
  await other.locator('sg-heap-game .stone').first().click({ force: true });
  await other.waitForTimeout(300);
  assert.equal(await other.evaluate(() => document.querySelector('#game').game.history.length), moves);
  await shot(other, 'play-link-question-zh-390');
  await other.click('#link-keep');
  await other.locator('sg-heap-game .stone').first().click();
  await other.waitForFunction((n) => document.querySelector('#game').game.history.length > n, moves);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a heap game from a #game= link survives a reload exactly, without a question', async () => {
  const shared = JSON.stringify({
    v: 1,
    game: {
      heaps: [3, 4, 5].map((size) => ({ rule: 'nim', size })),
      misere: false,
      turn: 'human',
      history: [],
      future: [],
    },
    setup: { setup: '' },
  });
  const { page, context, errors } = await open(
    suite.browser,
    suite.origins.http(`play.html#game=${encodeURIComponent(shared)}`),
    { lang: 'zh' }
  );
  const heaps = page.locator('sg-heap-game [part=heap]');
  await heaps.first().locator('.stone').first().waitFor();
  await fast(page, '#game');
  await heaps.nth(2).locator('.stone').nth(1).click(); // heap 3: take 4, leaving 1
  await page.waitForFunction(() => document.querySelector('#game').shadowRoot.textContent.includes('轮到你'));
  const stones = () => heaps.evaluateAll((hs) => hs.map((h) => h.querySelectorAll('.stone').length));
  const history = () => page.locator('sg-heap-game ol.history').textContent();
  const before = { stones: await stones(), history: await history() };
  assert.notDeepEqual(before.stones, [3, 4, 5]);
  await page.reload();
  await page.locator('sg-heap-game').getByText('已恢复你未完成的对局。').waitFor();
  assert.equal(await page.locator('#link-choice').isVisible(), false, 'no question about the same game');
  assert.deepEqual({ stones: await stones(), history: await history() }, before);
  await shot(page, 'play-heap-link-reloaded-zh');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Start is a few Tabs from the top of the page, through the skip link to the setup, with misère play chosen on the way', async () => {
  for (const [lang, width] of [
    ['en', 1280],
    ['zh', 390],
  ]) {
    const { page, context } = await open(suite.browser, suite.origins.http('play.html'), { lang, width });
    await page.locator('sg-heap-game .stone').first().waitFor();
    let tabs = 0,
      keys = 0;
    for (; tabs < 12; tabs++) {
      const id = await page.evaluate(() => document.activeElement?.id);
      if (id === 'start') break;
      // Misère play is chosen on the way (the issue: it sat 10 Tabs below Start).
      if ((await page.evaluate(() => document.activeElement?.getAttribute('name'))) === 'misere') {
        await page.keyboard.press('ArrowDown');
        keys++;
      }
      if (id === 'skip-setup') {
        assert.equal(
          await page.locator('#skip-setup').textContent(),
          lang === 'en' ? 'Skip to setting up a new game' : '跳到设置新对局'
        );
        assert.ok(await page.locator('#skip-setup').isVisible(), 'the focused skip link is seen');
        await shot(page, `play-skip-setup-${lang}-${width}`);
        await page.keyboard.press('Enter');
        keys++;
      }
      await page.keyboard.press('Tab');
      keys++;
    }
    assert.ok(tabs <= 6, `${tabs} Tabs to Start`);
    assert.equal(await page.locator('select[name=misere]').inputValue(), 'on', 'misère chosen on the way');
    console.log(`${lang} ${width} px: ${tabs} Tabs to Start`);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'start');
    // Start is on the screen where the reader's eyes are.
    const box = await page.locator('#start').boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= (await page.evaluate(() => innerHeight)) + 1, 'Start in view');
    await shot(page, `play-start-focused-${lang}-${width}`);
    // Enter starts a misère game: a handful of keys in all.
    await page.keyboard.press('Enter');
    keys++;
    await page
      .locator('sg-heap-game')
      .getByText(lang === 'en' ? 'misère' : '反常', { exact: false })
      .first()
      .waitFor();
    assert.ok(keys <= 8, `${keys} keys to start a misère game`);
    await context.close();
  }
});

test('a link pasted into the address bar of the open play page opens its game', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.http('play.html'));
  await page.locator('sg-heap-game .stone').first().waitFor();
  // Only the hash changes (the page is not loaded again by the browser).
  await page.evaluate((hash) => {
    location.hash = hash;
  }, playLink('wythoff(4, 6)').slice('play.html'.length));
  await board(page).locator('circle.target').first().waitFor();
  assert.deepEqual((await seen(page)).parts, ['wythoff(4, 6)']);
  assert.equal(await page.locator('sg-heap-game').isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test("misère sums past the quick check are searched on the board: a small one plays with hints, a large one is refused with the search's budget", async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.file('play.html'));
  const game = page.locator('sg-heap-game');
  await game.locator('.stone').first().waitFor();
  // Three Kayles heaps: more than the quick check's budget, decided by the board's search.
  await setup(page, { heaps: 'kayles:9 kayles:8 kayles:6', misere: 'on' });
  assert.equal(await page.locator('#misere-error').textContent(), '');
  await page.locator('sg-heap-game:not([aria-busy]) .stone').first().waitFor();
  await game.locator('button[name=hints]').click();
  await game.locator('[part=hints]').getByText('You are winning (misère).').waitFor();
  assert.equal(await game.locator('[part=hint-move]').count(), 1, 'a winning move is named');
  // Ten Kayles heaps: the search ends in the reason, with the budget it passed.
  // Refused at the form, before anything is replaced: the game in play stays.
  const board = await game.locator('.stone').count();
  await setup(page, { heaps: Array(10).fill('kayles:10').join(' '), misere: 'on' });
  await page
    .locator('#misere-error')
    .getByText('These heaps cannot be played under misère rules.', { exact: false })
    .waitFor(patience);
  assert.match(await page.locator('#misere-error').textContent(), /more than 6,000 positions/);
  assert.equal(await game.locator('.stone').count(), board);
  assert.equal(await game.locator('[part=message]').textContent(), '');
  assert.deepEqual(errors, []);
  await context.close();
});
