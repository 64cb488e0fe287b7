// Green Hackenbush on the play page: the board is drawn on the ground; an
// edge is cut by pointer or by keyboard, and what no longer touches the ground
// falls off the next board; the hints mark the engine's winning cuts; a sum
// with heaps is one board each; every cut line is a finger's width.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, open, pickGame, readerTurn, shot } from './helpers.mjs';

const suite = browserSuite();
const board = (page) => page.locator('sg-game-play');
const edges = (page) =>
  board(page)
    .locator('g.hb-edge')
    .evaluateAll((gs) => gs.map((g) => g.dataset.edge));

for (const [origin, url] of suite.each()) {
  test(`${origin}: a Hackenbush board is cut by pointer, what falls disappears, and the hints win the game`, async () => {
    const { page, context, errors } = await open(suite.browser, url('play.html'), { lang: 'en', width: 390 });
    await pickGame(page, 'hackenbush', { hints: true });
    // The preset: a tree (3 edges), a triangle on a stalk (4) and a loop on a stalk (2), value 1.
    assert.equal((await edges(page)).length, 9);
    await board(page).locator('.component h3').getByText('Hackenbush board sg = 1').waitFor();
    assert.match(await board(page).locator('.hints').textContent(), /3 winning moves/);
    // The three winning cuts are marked: a dashed blue line and a star each.
    assert.equal(await board(page).locator('g.hb-edge.hint').count(), 3);
    assert.equal(await board(page).locator('g.hb-edge.hint text.star').count(), 3);
    // Every edge that can be cut is at least 44 px across for a finger (its band).
    const widths = await board(page)
      .locator('g.hb-edge.live .hb-hit')
      .evaluateAll((ps) => ps.map((p) => Number.parseFloat(getComputedStyle(p).strokeWidth)));
    assert.ok(
      widths.every((w) => w >= 44),
      widths.join(' ')
    );
    // Cutting the tree at the ground drops its two branches with it.
    await page.evaluate(() => document.querySelector('sg-game-play').setAttribute('delay', '1500'));
    await board(page).locator('g.hb-edge[data-edge="0"]').click();
    await board(page).locator('.status').getByText('You played', { exact: false }).waitFor();
    assert.match(await board(page).locator('.status').textContent(), /cut the edge ground–a \(2 more edges fall\)/);
    assert.equal((await edges(page)).length, 6, 'the cut edge and the two it held are gone');
    await shot(page, `hackenbush-cut-${origin}`);
    // Following the hints wins.
    await page.evaluate(() => document.querySelector('sg-game-play').setAttribute('delay', '10'));
    await readerTurn(page);
    while (!(await readerTurn(page))) await board(page).locator('g.hb-edge.hint').first().click();
    await board(page).locator('.result').getByText('You win!').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a Hackenbush tree and two heaps by keyboard, in Chinese: arrows choose a cut, Enter makes it', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.http('play.html'), { lang: 'zh' });
  await pickGame(page, 'hackenbush-nim');
  assert.deepEqual(await board(page).locator('.component h3').allTextContents(), ['Hackenbush 图', 'nim:3', '1,3,4:6']);
  await page.evaluate(() => document.querySelector('sg-game-play').setAttribute('delay', '60000'));
  await board(page).locator('.board').first().focus();
  await page.keyboard.press('ArrowRight');
  const chosen = await board(page).locator('.chosen-text').first().textContent();
  assert.match(chosen, /剪断边 地面–a（另有 3 条边随之掉落）/);
  assert.equal(await board(page).locator('g.hb-edge.chosen').count(), 1);
  assert.equal(await board(page).locator('g.hb-edge.falling').count(), 3, 'what would fall is shown');
  await page.keyboard.press('Enter');
  await board(page).locator('.status').getByText('你走了', { exact: false }).waitFor();
  assert.equal(await board(page).locator('g.hb-edge').count(), 0, 'the whole tree fell');
  await shot(page, 'hackenbush-keyboard-zh');
  assert.deepEqual(errors, []);
  await context.close();
});
