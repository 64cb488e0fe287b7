// The play page's boards as a person sees them: the loopy preset shows a win,
// a loss and a draw side by side on a number line (not stones) and its hints
// say what each move does; with hints off no value is shown; the final
// position stays drawn; every board target is a 44 px finger target at 390 px;
// coins read 正/反 in Chinese and a hint marks the coins of one move; stones
// about to be taken are crossed out, not only red; the misère review names
// only the argument that decided; Kayles is named; counts of one are singular.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, open, patience, pickGame, readerTurn, setup, shot } from './helpers.mjs';

const suite = browserSuite();
const board = (page) => page.locator('sg-game-play');
const heapGame = (page) => page.locator('sg-heap-game');

// Every target a finger points at on the boards: [width, height] each.
const targetSizes = (page) =>
  board(page)
    .locator('[data-hit]')
    .evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return [Math.round(r.width), Math.round(r.height)];
      })
    );

// What the squares of the number line say under them, by square.
const outcomes = (page) =>
  board(page)
    .locator('svg.square-tile')
    .evaluateAll((els) =>
      Object.fromEntries(
        els
          .filter((e) => e.querySelector('.outcome'))
          .map((e) => [e.dataset.square, e.querySelector('.outcome').textContent])
      )
    );

for (const [origin, url] of suite.each()) {
  test(`${origin}, 390 px: the loopy game shows a win, a loss and a draw on a number line; hints tell the truth; the last position stays drawn`, async () => {
    const { page, context, errors } = await open(suite.browser, url('play.html'), {
      lang: 'en',
      width: 390,
      height: 800,
    });
    await pickGame(page, 'loopy');
    // Hints off: the board, but no value and no outcome anywhere.
    const squares = board(page).locator('svg.square-tile');
    assert.equal(await squares.count(), 7, 'squares 0 to 6');
    assert.equal(await board(page).locator('circle.stone').count(), 0, 'not a heap of stones');
    assert.equal(await board(page).locator('.component h3').textContent(), 'walk(5)');
    assert.doesNotMatch(await board(page).locator('.board').getAttribute('aria-label'), /sg|∞/);
    assert.equal(await board(page).locator('.hints').isVisible(), false);
    assert.deepEqual(await outcomes(page), {});
    assert.doesNotMatch(await board(page).evaluate((b) => b.shadowRoot.textContent), /sg =|\(N\)|\(P\)|\(D\)/);
    // Every target is a finger's size, and nothing scrolls sideways.
    const sizes = await targetSizes(page);
    assert.equal(sizes.length, 3);
    assert.ok(
      sizes.every(([w, h]) => w >= 44 && h >= 44),
      JSON.stringify(sizes)
    );
    assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= 390));
    // Hints on: from 5, the move to 3 wins, to 4 loses, to 6 keeps a draw: side by side.
    await page.evaluate(() => document.querySelector('sg-game-play').setAttribute('hints', 'on'));
    assert.deepEqual(await outcomes(page), { 3: 'win', 4: 'lose', 6: 'draw' });
    assert.match(await board(page).locator('.component h3').textContent(), /sg = ∞\{0, 1\}/);
    await board(page).locator('.hints').getByText('You can win: 1 winning move,', { exact: false }).waitFor();
    await shot(page, 'play-boards-loopy-en-390');
    // The reader keeps the draw: to 6, the computer to 7 (from 6 both other moves lose).
    await squares.nth(6).click();
    await readerTurn(page);
    assert.match(await board(page).locator('.status').textContent(), /walk\(7\)/);
    // From 7 (a draw): one move keeps the draw, the other hands the win over; said so.
    assert.deepEqual(await outcomes(page), { 5: 'lose', 6: 'draw' });
    const hint = await board(page).locator('.hints').textContent();
    assert.match(
      hint,
      /Neither side can force a win here: 1 move keeps the draw \(marked ★\)\. The other move hands the win to the opponent\./
    );
    // Keep the draw until a position comes up a third time.
    for (let moves = 0; moves < 20 && !(await readerTurn(page)); moves++) await squares.nth(6).click();
    await board(page).locator('.result').getByText('A draw', { exact: false }).waitFor();
    // No hint is left from the position before the end (issue 31).
    assert.equal(await board(page).locator('.hints').isVisible(), false);
    // The final position stays drawn: the token on its square, nothing to click.
    assert.ok((await squares.count()) >= 7);
    assert.equal(await board(page).locator('circle.token').count(), 1);
    assert.equal(await board(page).locator('[data-hit]').count(), 0);
    // The review: the first move gave the win away to a draw, the others kept the draw.
    const verdicts = await board(page).locator('.review li .verdict').allTextContents();
    assert.equal(verdicts[0], 'gave the win away (from an N-position to a draw)');
    assert.ok(
      verdicts.slice(1).every((v) => v === 'kept the draw'),
      verdicts.join(' | ')
    );
    await shot(page, 'play-boards-loopy-drawn-en-390');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}, 390 px: Wythoff, the bar and the coins: 44 px targets, no value with hints off, the final board drawn, one coin move marked in 正/反`, async () => {
    const { page, context, errors } = await open(suite.browser, url('play.html'), {
      lang: 'zh',
      width: 390,
      height: 800,
    });
    await pickGame(page, 'wythoff');
    let sizes = await targetSizes(page);
    assert.equal(sizes.length, 23, 'the queen has 23 moves from (7, 9)');
    assert.ok(
      sizes.every(([w, h]) => w >= 44 && h >= 44),
      JSON.stringify(sizes)
    );
    assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= 390));
    assert.equal(await board(page).locator('.component h3').textContent(), 'wythoff(7, 9)');
    // The reader always steps left once; the computer wins, and the queen stays drawn in the corner.
    while (!(await readerTurn(page))) {
      assert.equal(await board(page).locator('.component h3 small').count(), 0, 'no value with hints off');
      await board(page).locator('circle.target').first().click();
    }
    await board(page).locator('.result').getByText('电脑赢了', { exact: false }).waitFor();
    assert.equal(await board(page).locator('.component h3').textContent(), 'wythoff(0, 0)');
    assert.equal(await board(page).locator('text.queen').count(), 1);
    assert.ok((await board(page).locator('text.queen').boundingBox()).width > 0);
    await shot(page, 'play-boards-wythoff-over-zh-390');
    // The bar: each cut line has a band a finger can hit.
    await pickGame(page, 'cut');
    sizes = await targetSizes(page);
    assert.equal(sizes.length, 7);
    assert.ok(
      sizes.every(([w, h]) => w >= 44 && h >= 44),
      JSON.stringify(sizes)
    );
    // Coins: 正 and 反 (not H and T), each coin a finger's target; the hint
    // marks the coins of one winning move (9, 1 and 0 from 618 = 1001101010).
    await pickGame(page, 'coins', { hints: true });
    const faces = await board(page).locator('.coin-text').allTextContents();
    assert.deepEqual(faces, ['反', '正', '反', '正', '反', '正', '正', '反', '反', '正']);
    sizes = await targetSizes(page);
    assert.equal(sizes.length, 10);
    assert.ok(
      sizes.every(([w, h]) => w >= 44 && h >= 44),
      JSON.stringify(sizes)
    );
    const starred = await board(page)
      .locator('.coin-number')
      .evaluateAll((els) => els.filter((e) => e.textContent.startsWith('★')).map((e) => e.textContent));
    assert.deepEqual(starred, ['★0', '★1', '★9']);
    assert.match(
      await board(page).locator('.hints').textContent(),
      /共有 4 种必胜走法，棋盘上用 ★ 标出了其中一种要翻的硬币/
    );
    await shot(page, 'play-boards-coins-zh-390');
    // Turning the starred coins is that move: the reader wins the position (the computer is left a P-position).
    for (const k of [0, 1, 9]) await board(page).locator('svg.coin-tile').nth(k).click();
    await board(page).locator('button[name=turn]').click();
    await board(page).locator('.status').getByText('coins(10, 105)', { exact: false }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [origin, url] of suite.each()) {
  test(`${origin}, 390 px: heap stones are finger targets and crossed out when about to be taken; Kayles is named; misère review; singular counts`, async () => {
    const { page, context, errors } = await open(suite.browser, url('play.html'), {
      lang: 'zh',
      width: 390,
      height: 800,
    });
    await setup(page, { preset: 'kayles' });
    const names = heapGame(page).locator('.heap .name small');
    await names.first().waitFor();
    assert.deepEqual(await names.allTextContents(), ['凯尔斯（Kayles） · 7', '凯尔斯（Kayles） · 5']);
    assert.equal(await page.locator('#preset option:checked').textContent(), '凯尔斯（Kayles）');
    // Every stone is 44 by 44 px at 390 px.
    const stones = heapGame(page).locator('.stone');
    const boxes = await stones.evaluateAll((els) => els.map((e) => [e.offsetWidth, e.offsetHeight]));
    assert.equal(boxes.length, 12);
    assert.ok(
      boxes.every(([w, h]) => w >= 44 && h >= 44),
      JSON.stringify(boxes)
    );
    // Pointing at a stone: the stones it takes are crossed out (✕), not only red.
    await stones.nth(6).hover();
    const marks = await heapGame(page)
      .locator('.stone.take')
      .evaluateAll((els) => els.map((e) => getComputedStyle(e, '::before').content));
    assert.ok(marks.length > 0 && marks.every((m) => m === '"✕"'), marks.join(' '));
    const plain = await stones.nth(0).evaluate((e) => getComputedStyle(e, '::before').content);
    assert.equal(plain, 'none');
    await shot(page, 'play-boards-kayles-take-zh-390');
    await context.close();

    // Misère Kayles in English: the review says only how the engine decided:
    // searching every position (the board's own search solves so small a
    // game), not the Anti-SG rule.
    const en = await open(suite.browser, url('play.html'), { lang: 'en', width: 390, height: 800 });
    await setup(en.page, { heaps: 'kayles:1 kayles:4', misere: 'on' });
    const g = heapGame(en.page);
    await g.locator('.stone').first().waitFor();
    assert.match(await g.locator('[role=slider]').first().getAttribute('aria-label'), /^Heap 1: 1 stone, rule Kayles/);
    await en.page.evaluate(() => document.querySelector('sg-heap-game').setAttribute('delay', '20'));
    // On each of the reader's turns (the stones answer the pointer), the first
    // stone, until the game is over and reviewed; each waits for the computer,
    // however long it takes. (A stone seen answering just before the turn
    // passed is not there to click: look again.)
    const review = g.locator('[part=review]');
    for (let k = 0; k < 40; k++) {
      await g.locator('[part=review], .stone:not(.idle)').first().waitFor(patience);
      if (await review.count()) break;
      await g
        .locator('.stone:not(.idle)')
        .first()
        .click({ timeout: 2000 })
        .catch(() => {});
    }
    await review.waitFor();
    const method = await g.locator('[part=review-method]').textContent();
    assert.match(method, /Decided by searching every position reachable/);
    assert.doesNotMatch(method, /Anti-SG/);
    assert.match(
      await g.locator('[part=review-summary]').textContent(),
      /^You (kept the win|gave it away|moved from a lost position) (once|\d+ times)/
    );
    assert.doesNotMatch(await g.locator('[part=review-summary]').textContent(), /\b0 times/);
    assert.doesNotMatch(await g.locator('[part=review-summary]').textContent(), /\(s\)/);
    await shot(en.page, 'play-boards-kayles-misere-review-en-390');
    assert.deepEqual(en.errors, []);
    assert.deepEqual(errors, []);
    await en.context.close();
  });
}

test('at 390 px every control of every page, and of every widget on it, is a 44 px finger target', async () => {
  for (const page of ['play.html', 'index.html', 'index.html#mode=sum', 'index.html#mode=game', 'course.html']) {
    const { page: tab, context } = await open(suite.browser, suite.origins.file(page), { width: 390, height: 844 });
    await tab.locator('main, body').first().waitFor();
    await tab.waitForFunction(() => !document.querySelector('[aria-busy=true]'));
    const [seen, small] = await tab.evaluate(() => {
      const out = [];
      let count = 0;
      const walk = (root) => {
        for (const el of root.querySelectorAll('button, select, input:not([type=checkbox]):not([type=radio])')) {
          const r = el.getBoundingClientRect();
          if (r.width > 0 && r.height > 0) count++;
          if (r.width > 0 && r.height > 0 && r.height < 43.5)
            out.push(`${el.tagName} ${el.name || el.textContent.trim().slice(0, 20)}: ${Math.round(r.height)} px`);
        }
        for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
      };
      walk(document);
      return [count, out];
    });
    assert.ok(seen >= 5, `${page}: ${seen} controls seen`);
    assert.deepEqual(small, [], page);
    await context.close();
  }
});
