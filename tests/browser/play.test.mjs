// The play page in Chromium, from disk and over http.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, open, startServer, fileUrl, shot } from './helpers.mjs';

const suite = browserSuite();


async function setup(page, { preset, heaps, misere = 'off', first = 'human' }) {
  await page.locator('#preset option').nth(1).waitFor({ state: 'attached' });
  if (preset) await page.selectOption('#preset', preset);
  if (heaps) await page.fill('#heaps', heaps);
  await page.selectOption('select[name=misere]', misere);
  await page.selectOption('select[name=first]', first);
  await page.evaluate(() => document.querySelector('#game').setAttribute('delay', '30'));
  await page.click('#start');
}

const sizes = (page) => page.evaluate(() => document.querySelector('#game').game.heaps.map((h) => h.size));

// Reads "heap 2, take 3" / "heap 2, take all 5" from the hint and points at it.
async function followHint(page) {
  const text = await page.locator('sg-heap-game [part=hint-move]').textContent();
  const m = /heap (\d+), take (all )?(\d+)/.exec(text);
  assert.ok(m, `a hint to follow: ${text}`);
  const heap = Number(m[1]) - 1, taken = Number(m[3]);
  const size = (await sizes(page))[heap];
  await page.locator('sg-heap-game [part=heap]').nth(heap).locator('button.stone').nth(size - taken).click();
}

async function waitForHumanTurn(page) {
  await page.waitForFunction(() => {
    const g = document.querySelector('#game');
    return g.game.turn === 'human' || g.shadowRoot.querySelector('[part=result]');
  });
}

for (const [origin, url] of Object.entries(suite.origins)) {
  test(`${origin}: the classic compound game is won by following the hints`, async () => {
    const { page, context, errors } = await open(suite.browser, url('play.html'));
    await page.evaluate(() => localStorage.clear());
    await setup(page, { preset: 'classic' });
    await page.locator('sg-heap-game button[name=hints]').click();
    await shot(page, `play-hints-en-${origin}`);
    for (let turn = 0; turn < 40; turn++) {
      if (await page.locator('sg-heap-game [part=result]').count()) break;
      await followHint(page);
      await waitForHumanTurn(page);
    }
    assert.equal(await page.locator('sg-heap-game [part=result]').textContent(), 'You win! The computer has no move left to make.');
    await shot(page, `play-won-en-${origin}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: a misère Nim game ends with the right winner`, async () => {
    const { page, context } = await open(suite.browser, url('play.html'), { lang: 'zh' });
    await page.evaluate(() => localStorage.clear());
    await setup(page, { heaps: 'nim:1 nim:1 nim:3', misere: 'on' });
    await page.locator('sg-heap-game button[name=hints]').click();
    await page.locator('sg-heap-game [part=hint-move]').waitFor();
    // Chinese hints: "第 3 堆，取走 2 颗" / "取走全部 3 颗".
    for (let turn = 0; turn < 10; turn++) {
      if (await page.locator('sg-heap-game [part=result]').count()) break;
      const text = await page.locator('sg-heap-game [part=hint-move]').textContent();
      const m = /第 (\d+) 堆，取走(全部)? (\d+) 颗/.exec(text);
      assert.ok(m, text);
      const heap = Number(m[1]) - 1, taken = Number(m[3]);
      const size = (await sizes(page))[heap];
      await page.locator('sg-heap-game [part=heap]').nth(heap).locator('button.stone').nth(size - taken).click();
      await waitForHumanTurn(page);
    }
    assert.equal(await page.locator('sg-heap-game [part=result]').textContent(), '你赢了：电脑被迫取走了最后一颗。');
    const history = await page.evaluate(() => document.querySelector('#game').game.history);
    assert.equal(history.at(-1).player, 'computer', 'the computer took the last stone');
    await shot(page, `play-misere-zh-${origin}`);
    await context.close();
  });

  test(`${origin}: an illegal move gets its message; undo restores; a reload keeps the game`, async () => {
    const { page, context } = await open(suite.browser, url('play.html'));
    await page.evaluate(() => localStorage.clear());
    await setup(page, { heaps: '1,3,4:6 nim:2' });
    const stones = page.locator('sg-heap-game [part=heap]').first().locator('button.stone');
    await stones.nth(4).click();  // take 2: not in {1,3,4}
    await page.locator('sg-heap-game .message').getByText('Not allowed: rule 1,3,4 does not allow that.', { exact: false }).waitFor();
    assert.deepEqual(await sizes(page), [6, 2]);
    await stones.nth(3).click();  // take 3
    await waitForHumanTurn(page);
    const afterMove = await sizes(page);
    assert.equal(afterMove[0] + afterMove[1], 6 + 2 - 3 - (await page.evaluate(() => document.querySelector('#game').game.history[1].move.taken)));
    await page.reload();
    await page.locator('sg-heap-game').getByText('Your game in progress was restored.').waitFor();
    assert.deepEqual(await sizes(page), afterMove);
    await page.locator('sg-heap-game button[name=undo]').click();
    assert.deepEqual(await sizes(page), [6, 2]);
    await shot(page, `play-undo-en-${origin}`);
    await context.close();
  });

  test(`${origin}: a corrupt saved game is discarded with a notice, never a broken page`, async () => {
    const { page, context, errors } = await open(suite.browser, url('play.html'));
    // The first page saves its fresh game once the engine is loaded: let it, so
    // that it cannot overwrite the corrupt entry written next.
    await page.locator('sg-heap-game button.stone').first().waitFor();
    await page.evaluate(() => localStorage.setItem('sglab.play.v1', '{"v":1,"game":{"heaps":[{"rule":"nim","size":-3}]}}'));
    await page.reload();
    await page.locator('sg-heap-game').getByText('could not be read', { exact: false }).waitFor();
    assert.ok((await page.locator('sg-heap-game button.stone').count()) > 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: misère play outside Nim on a large setup is refused with the reason`, async () => {
    const { page, context } = await open(suite.browser, url('play.html'));
    await setup(page, { heaps: 'kayles:60 kayles:55 kayles:50', misere: 'on' });
    await page.locator('#misere-error').getByText('Misère play is unavailable for these heaps', { exact: false }).waitFor();
    await context.close();
  });
}

// A saved game as the widget writes it, with the heaps given.
const savedGame = (heaps) => JSON.stringify({ v: 1, game: { heaps, misere: false, turn: 'human', history: [], future: [] }, setup: { setup: '' } });

for (const [origin, url] of Object.entries(suite.origins)) {
  test(`${origin}: a link with a heap of 10^9 stones is refused with a notice, and a fresh game is played`, async () => {
    const link = `play.html#game=${encodeURIComponent(savedGame([{ rule: 'nim', size: 1e9 }, { rule: 'nim', size: 3 }]))}`;
    const { page, context, errors } = await open(suite.browser, url(link));
    await page.locator('#notice').getByText(
      'The game in the link could not be read ("1000000000": heap sizes must be whole numbers from 0 to 500).').waitFor({ timeout: 10000 });
    assert.equal(new URL(page.url()).hash, '', 'the bad link is dropped from the address');
    assert.equal(await page.locator('sg-heap-game button.stone').count(), 3 + 4 + 5);
    // Typed, the same heap gets the same words next to the field.
    await page.fill('#heaps', 'nim:1000000000');
    await page.click('#start');
    await page.locator('#heaps-error').getByText('Error: "1000000000": heap sizes must be whole numbers from 0 to 500').waitFor();
    await setup(page, { heaps: 'nim:2 nim:1' });
    assert.equal(await page.locator('sg-heap-game button.stone').count(), 3);
    await shot(page, `play-bad-link-en-${origin}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: a saved game with a huge heap or an unknown rule is discarded with a notice in the reader's language`, async () => {
    const { page, context, errors } = await open(suite.browser, url('play.html'), { lang: 'zh' });
    await page.locator('sg-heap-game button.stone').first().waitFor();
    for (const [heaps, why] of [[[{ rule: 'nim', size: 1e5 }], '“100000”：堆大小必须是 0 到 500 之间的整数'],
      [[{ rule: 'nimm', size: 3 }], '不认识的规则“nimm”']]) {
      await page.evaluate((text) => localStorage.setItem('sglab.play.v1', text), savedGame(heaps));
      await page.reload();
      const notice = page.locator('sg-heap-game [part=notice]');
      await notice.getByText('保存的对局无法读取', { exact: false }).waitFor({ timeout: 10000 });
      assert.match(await notice.textContent(), new RegExp(why.replace(/[()]/g, '\\$&')));
      assert.equal(await page.locator('sg-heap-game button.stone').count(), 3 + 4 + 5);
      const stored = await page.evaluate(() => localStorage.getItem('sglab.play.v1'));
      assert.ok(!stored || (!stored.includes('100000') && !stored.includes('nimm')), `the bad game left storage: ${stored}`);
    }
    await shot(page, `play-bad-save-zh-${origin}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a shared link opens the same position', async () => {
  const { page, context } = await open(suite.browser, `${suite.base}/play.html`);
  await page.evaluate(() => localStorage.clear());
  await setup(page, { heaps: 'kayles:7 kayles:5' });
  // Knock one pin out of the middle of the first row.
  await page.locator('sg-heap-game [part=heap]').first().locator('button.stone').nth(3).click();
  await waitForHumanTurn(page);
  const before = await sizes(page);
  await page.click('#share');
  const link = page.url();
  assert.match(link, /#game=/);
  const other = await context.newPage();
  await other.goto(link);
  await other.waitForFunction(() => document.querySelector('#game')?.game);
  assert.deepEqual(await sizes(other), before);
  await shot(other, 'play-shared-kayles-en');
  await context.close();
});
