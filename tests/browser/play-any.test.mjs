// Playing games of the game language on the play page: Wythoff's queen by a
// newcomer on a phone (lose, then win with hints, read the review), a whole
// game by keyboard, a chocolate bar cut by pointer, coins turned, and links
// that carry a game (and do not overwrite one in progress unasked).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addWidget, browserSuite, open, pickGame, readerTurn, shot } from './helpers.mjs';

const suite = browserSuite();
const board = (page) => page.locator('sg-game-play');

const words = {
  en: {
    lost: 'The computer wins.',
    won: 'You win!',
    gave: 'gave the win away',
    kept: 'kept the win',
    hints: 'Show hints',
    queen: /wythoff: move the queen from \(7, 9\) to \((7, 4|3, 5)\)/,
  },
  zh: {
    lost: '电脑赢了。',
    won: '你赢了！',
    gave: '送掉了胜势',
    kept: '保住了胜势',
    hints: '显示提示',
    queen: /wythoff：把皇后从 \(7, 9\) 走到 \((7, 4|3, 5)\)/,
  },
};

for (const lang of ['en', 'zh']) {
  for (const [origin, url] of suite.each()) {
    test(`${origin}, ${lang}, 390 px: a newcomer loses at Wythoff, turns on hints, wins, and reads the review`, async () => {
      const { page, context, errors } = await open(suite.browser, url('play.html'), { lang, width: 390, height: 800 });
      const w = words[lang];
      await pickGame(page, 'wythoff');
      // The board is in the first screen and nothing scrolls sideways.
      const top = (await board(page).locator('.board').first().boundingBox()).y;
      assert.ok(top < 800, `the board starts at ${top}`);
      assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= 390));
      // Game 1: the reader always moves the queen one step left (the first move listed) and loses.
      while (!(await readerTurn(page))) await board(page).locator('circle.target').first().click();
      await board(page).locator('.result').getByText(w.lost).waitFor();
      assert.match(await board(page).locator('.review li').first().textContent(), new RegExp(w.gave));
      await shot(page, `play-wythoff-lost-${lang}-${origin}`);
      // Game 2 with hints: the winning move is marked on the board; following it wins.
      await page.getByRole('button', { name: w.hints }).click();
      await board(page).locator('button[name=new-game]').click();
      await board(page).locator('.hints').waitFor();
      // The hint says the move as a player would (issue 19), never the move line's loop variable.
      const hintText = await board(page).locator('.hints').textContent();
      assert.match(hintText, w.queen);
      assert.doesNotMatch(hintText, /k =|→/);
      await shot(page, `play-wythoff-hint-${lang}-${origin}`);
      let moves = 0;
      while (!(await readerTurn(page))) {
        const hinted = board(page).locator('circle.target.hint');
        assert.ok((await hinted.count()) > 0, 'a winning move is marked');
        await hinted.first().click();
        moves++;
      }
      assert.ok(moves > 0);
      await board(page).locator('.result').getByText(w.won).waitFor();
      const verdicts = await board(page).locator('.review li .verdict').allTextContents();
      assert.ok(verdicts.length === moves && verdicts.every((v) => v.startsWith(w.kept)), verdicts.join(' | '));
      await shot(page, `play-wythoff-won-${lang}-${origin}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

for (const [origin, url] of suite.each()) {
  test(`${origin}: a game of Wythoff by keyboard alone, with focus kept on the board`, async () => {
    const { page, context, errors } = await open(suite.browser, url('play.html'), { lang: 'en' });
    await pickGame(page, 'wythoff', { hints: true });
    await board(page).locator('.board').first().focus();
    let moves = 0;
    while (!(await readerTurn(page))) {
      // Step through the moves until the chosen one is a winning move (marked ★ in the list), then Enter.
      const focused = () =>
        page.evaluate(() => document.querySelector('sg-game-play').shadowRoot.activeElement?.className);
      assert.equal(await focused(), 'board', 'focus stays on the board');
      const wins = await board(page)
        .locator('details.moves button')
        .evaluateAll((bs) => bs.map((b) => b.textContent.startsWith('★')));
      const target = wins.indexOf(true);
      for (let k = 0; k <= target; k++) await page.keyboard.press('ArrowRight');
      assert.match(await board(page).locator('.chosen-text').textContent(), /^Chosen: /);
      await page.keyboard.press('Enter');
      moves++;
    }
    await board(page).locator('.result').getByText('You win!').waitFor();
    assert.match(await board(page).locator('[part=announce]').textContent(), /^The computer played|^You played/);
    assert.ok(moves > 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: a chocolate bar cut by pointer, coins turned, and a mixed sum on one board`, async () => {
    const { page, context, errors } = await open(suite.browser, url('play.html'), { lang: 'en' });
    await pickGame(page, 'cut', { hints: true });
    assert.equal(await board(page).locator('.component').count(), 1);
    await board(page).locator('g.cut.hint').last().click();
    // The bar is now two bars (the computer moved in one of them, maybe splitting it again); pieces
    // that cannot be cut are listed on one line.
    await readerTurn(page);
    const parts =
      (await board(page).locator('.component').count()) + (await board(page).locator('[part=finished]').count());
    assert.ok(parts >= 2, `${parts} parts`);
    await shot(page, `play-cut-${origin}`);
    while (!(await readerTurn(page))) await board(page).locator('g.cut.hint').last().click();
    await board(page).locator('.result').getByText('You win!').waitFor();
    // Coins: turning a tails coin alone is refused with the reason; a head turned is a move.
    await pickGame(page, 'coins');
    const coins = board(page).locator('circle.coin');
    assert.equal(await coins.count(), 10);
    // 618 = 1001101010 in binary: coin 1 is heads, coin 0 tails.
    assert.match(await coins.nth(0).getAttribute('class'), /tails/);
    await coins.nth(0).click();
    await board(page).locator('button[name=turn]').click();
    await board(page).locator('.status').getByText('not a move', { exact: false }).waitFor();
    await coins.nth(0).click();
    await coins.nth(1).click();
    // The computer waits while the reader's move is read (a new game cancels its turn).
    await page.evaluate(() => document.querySelector('sg-game-play').setAttribute('delay', '60000'));
    await board(page).locator('button[name=turn]').click();
    await board(page).locator('.status').getByText('You played coins(10, 618)', { exact: false }).waitFor();
    await shot(page, `play-coins-${origin}`);
    await pickGame(page, 'mixed', { hints: true });
    assert.deepEqual(
      await board(page)
        .locator('.component h3')
        .evaluateAll((hs) => hs.map((x) => x.firstChild.textContent)),
      ['wythoff(4, 6)', 'cut(3, 4)', '1,3,4:9']
    );
    await shot(page, `play-mixed-${origin}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a link carries a game of the game language; a saved game in progress is kept unless the player agrees', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.http('play.html'), { lang: 'en' });
  await pickGame(page, 'mixed');
  await board(page)
    .locator('details.moves')
    .first()
    .evaluate((d) => {
      d.open = true;
    });
  await board(page).locator('details.moves button').first().click();
  await readerTurn(page);
  const position = await page.evaluate(() => document.querySelector('sg-game-play').position);
  await page.click('#share');
  const link = page.url();
  // One link format for every game (model/saved-game.js): the start and the moves made.
  assert.match(link, /#game=/);
  const shared = JSON.parse(decodeURIComponent(new URL(link).hash.slice('#game='.length)));
  assert.equal(shared.p, 'wythoff(4, 6) cut(3, 4) 1,3,4:9');
  assert.equal(shared.moves.at(-1).position, position);
  // The same browser (a saved heap game in progress from another tab) and the link.
  const second = await context.newPage();
  await second.goto(suite.origins.http('play.html'));
  // (The first page's unfinished game comes back here: once it shows, set it aside for a heap game.)
  await second.locator('sg-game-play [part=board]').waitFor();
  await second.evaluate(() => localStorage.removeItem('sglab.play.custom.v1'));
  await second.reload();
  await second.locator('sg-heap-game .stone, sg-heap-game [role=slider]').first().waitFor();
  await second.evaluate(() => document.querySelector('#game').setAttribute('delay', '10'));
  await second.locator('sg-heap-game [role=slider]').first().focus();
  await second.keyboard.press('End');
  await second.keyboard.press('Enter');
  await second.waitForFunction(() => document.querySelector('#game').game.history.length >= 1);
  const third = await context.newPage();
  await third.goto(link);
  await third.locator('#link-choice').getByText('Replace your game in progress', { exact: false }).waitFor();
  await third.click('#link-keep');
  await third.locator('#notice').getByText('Your game in progress is kept', { exact: false }).waitFor();
  assert.equal(await third.locator('sg-game-play').isVisible(), false);
  const fourth = await context.newPage();
  await fourth.goto(link);
  await fourth.click('#link-replace');
  await fourth.locator('sg-game-play .board').first().waitFor();
  // The link's game as it was shared: its moves made again.
  assert.equal(await fourth.evaluate(() => document.querySelector('sg-game-play').position), position);
  assert.equal(await fourth.evaluate(() => document.querySelector('sg-game-play').moves.length), shared.moves.length);
  // A link that is not a game says so and leaves the page usable.
  const fifth = await context.newPage();
  await fifth.goto(`${suite.origins.http('play.html')}#play=%7Bnot json`);
  await fifth.locator('#notice').getByText('could not be read', { exact: false }).waitFor();
  assert.match(await fifth.locator('#notice').textContent(), /not readable text/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a setup the engine refuses is said at the form, and the game in progress stays as it was', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.file('play.html'), { lang: 'zh' });
  await pickGame(page, 'wythoff');
  await board(page).locator('circle.target').first().click();
  await readerTurn(page);
  const before = await page.evaluate(() => {
    const g = document.querySelector('sg-game-play');
    return { p: g.position, moves: g.moves.length };
  });
  assert.ok(before.moves >= 2, JSON.stringify(before));
  // A position the definition has no game for: the board checks it, refuses it, and keeps its game.
  await page.fill('#position', 'wythoff(3, 4) nosuch(2)');
  await page.click('#start');
  await page.waitForFunction(() => !document.querySelector('#setup').hasAttribute('aria-busy'), null, 30000);
  const said = await page.locator('#custom-error').textContent();
  assert.match(said, /nosuch/, said);
  assert.doesNotMatch(said, /[A-Za-z]{4,} [A-Za-z]{4,}/, `said in Chinese: ${said}`);
  const after = await page.evaluate(() => {
    const g = document.querySelector('sg-game-play');
    return { p: g.position, moves: g.moves.length, error: g.shadowRoot.querySelector('.error').textContent };
  });
  assert.deepEqual(after, { ...before, error: '' });
  assert.equal(await board(page).locator('.board').first().isVisible(), true);
  // The game goes on from where it was.
  await board(page).locator('circle.target').first().click();
  await readerTurn(page);
  assert.ok((await page.evaluate(() => document.querySelector('sg-game-play').moves.length)) > before.moves);
  assert.deepEqual(errors, []);
  await context.close();
});

// The game whose moves loop (win, lose, draw, played to a draw) is tested in play-boards.test.mjs.

test('an unfinished game of the game language comes back after a reload; a corrupt save is dropped', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.http('play.html'), { lang: 'en' });
  await pickGame(page, 'wythoff');
  await board(page).locator('circle.target').first().click();
  await readerTurn(page);
  const position = await page.evaluate(() => document.querySelector('sg-game-play').position);
  await page.reload();
  await board(page).locator('.board').first().waitFor();
  await page.locator('#notice').getByText('Your unfinished game is back', { exact: false }).waitFor();
  assert.equal(await page.evaluate(() => document.querySelector('sg-game-play').position), position);
  assert.equal(await page.locator('sg-heap-game').isVisible(), false);
  await page.evaluate(() => localStorage.setItem('sglab.play.custom.v1', '{"d": 5'));
  await page.reload();
  await page.locator('sg-heap-game').waitFor();
  assert.equal(await page.locator('sg-game-play').isVisible(), false);
  assert.equal(await page.evaluate(() => localStorage.getItem('sglab.play.custom.v1')), null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the hints list every winning move: the first five, and the rest under "Show 2 more"', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.file('examples/strict.html'), {
    lang: 'en',
  });
  // Seven heaps of 7: the nim-sum is 7, and emptying any one heap wins.
  const seven = await addWidget(page, 'sg-game-play', 'seven', {
    position: Array(7).fill('nim:7').join(' '),
    hints: 'on',
  });
  const hints = seven.locator('[part=hints]');
  await hints.getByText('Show 2 more').waitFor();
  assert.equal(await hints.locator(':scope > ul > li').count(), 5);
  await hints.getByText('Show 2 more').click();
  assert.equal(await hints.locator('li').count(), 7);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a language switch in the middle of a game says the last move again in the new language', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.http('play.html'), { lang: 'zh' });
  await pickGame(page, 'wythoff', { first: 'computer' });
  await readerTurn(page);
  const status = board(page).locator('.status');
  assert.match(await status.textContent(), /皇后/);
  await page.getByRole('button', { name: 'English' }).click();
  await status.getByText('queen', { exact: false }).waitFor();
  assert.doesNotMatch(await status.textContent(), /[\u3000-\u9fff\uff00-\uffef]/);
  assert.deepEqual(errors, []);
  await context.close();
});
