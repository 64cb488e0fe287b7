// The learning page in Chromium, opened from disk and over http: what a
// person sees and can do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, fileUrl, open, patience, shot } from './helpers.mjs';

const suite = browserSuite();

const sgRow = (page) => page.locator('sg-mex-table tr.sg td button').allTextContents();
const sentence = (page) => page.locator('sg-mex-table .sentence').textContent();

for (const [origin, url] of suite.each()) {
  test(`${origin}: stepping {1,3,4} builds 0 1 0 1 2 3 2 0 1 with the x=4 sentence in both languages`, async () => {
    const { page, context, errors } = await open(
      suite.browser,
      url('index.html#mode=table&rule=1,3,4&n=8&x=0&lang=en')
    );
    const forward = page.locator('sg-mex-table button[name=forward]');
    await forward.waitFor();
    // The row is drawn once the engine has loaded, which may come after the buttons.
    await page.locator('sg-mex-table tr.sg td button').nth(8).waitFor();
    assert.deepEqual(await sgRow(page), ['0', '·', '·', '·', '·', '·', '·', '·', '·']);
    for (let i = 0; i < 4; i++) await forward.click();
    assert.equal(
      await sentence(page),
      'x = 4: you can take 1, 3 or 4, leaving 3, 1 or 0; mex{sg[3], sg[1], sg[0]} = mex{1, 1, 0} = 2, so sg[4] = 2'
    );
    await shot(page, `learn-table-en-${origin}`);
    await page.getByRole('button', { name: '中文' }).click();
    assert.equal(
      await sentence(page),
      'x=4 时，可以取走 1、3、4 颗，剩余 3、1、0 颗，mex{sg[3],sg[1],sg[0]} = mex{1,1,0} = 2，故 sg[4]=2'
    );
    await shot(page, `learn-table-zh-${origin}`);
    for (let i = 0; i < 4; i++) await forward.click();
    assert.deepEqual(await sgRow(page), ['0', '1', '0', '1', '2', '3', '2', '0', '1']);
    assert.match(await page.locator('sg-mex-table .period').textContent(), /从 x=0 起周期为 7，已证明/);
    assert.match(page.url(), /lang=zh/);
    assert.match(page.url(), /x=8/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: the period is reported with its argument and the period view`, async () => {
    const { page, context } = await open(suite.browser, url('index.html#mode=table&rule=1,3,4&n=30&x=30&lang=en'));
    const period = page.locator('sg-mex-table .period');
    await period.getByText('Period 7 from x = 0, proved.').waitFor();
    assert.match(await period.textContent(), /4 consecutive x/);
    assert.equal(await period.locator('table.grid tr').count(), 1 + 4); // header + rows of 7
    await page.locator('sg-mex-table input[name=rule]').fill('1..3');
    await page.locator('sg-mex-table input[name=rule]').press('Enter');
    await period.getByText('Closed form: taking 1 to 3 gives sg[n] = n mod 4.').waitFor();
    await context.close();
  });

  test(`${origin}: a malformed rule shows its error next to the field and the page keeps working`, async () => {
    const { page, context, errors } = await open(
      suite.browser,
      url('index.html#mode=table&rule=1,3,4&n=8&x=8&lang=en')
    );
    const rule = page.locator('sg-mex-table input[name=rule]');
    await page.locator('sg-mex-table tr.sg td button').first().waitFor();
    await rule.fill('{0,2}');
    await rule.press('Enter');
    const error = page.locator('sg-mex-table [role=alert]').first();
    await error.getByText('0 is not a move: a move takes at least one token. (column 2)').waitFor();
    assert.equal(await rule.getAttribute('aria-invalid'), 'true');
    assert.deepEqual(await sgRow(page), ['0', '1', '0', '1', '2', '3', '2', '0', '1']); // nothing lost
    await shot(page, `learn-error-en-${origin}`);
    await rule.fill('odd');
    await rule.press('Enter');
    await page.waitForFunction(() => document.querySelector('sg-mex-table').table?.rule === 'odd');
    assert.deepEqual(await sgRow(page), ['0', '1', '0', '1', '0', '1', '0', '1', '0']);
    assert.equal(await error.textContent(), '');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: a large N shows progress, can be cancelled, and the page stays usable`, async () => {
    const { page, context, errors } = await open(
      suite.browser,
      url('index.html#mode=table&rule=grundy&n=30&x=5&lang=en')
    );
    await page.locator('sg-mex-table tr.sg td button').first().waitFor();
    const upto = page.locator('sg-mex-table input[name=upto]');
    await upto.fill('3000000');
    await upto.press('Enter');
    const progress = page.locator('sg-mex-table .progress');
    await progress.waitFor({ state: 'visible' });
    await page.waitForFunction(
      () => document.querySelector('sg-mex-table').shadowRoot.querySelector('progress').value > 0
    );
    // The page runs script and takes clicks while the table is computed (no
    // timing asserted: the machines here are shared).
    const mid = await page.evaluate(
      () => document.querySelector('sg-mex-table').shadowRoot.querySelector('progress').value
    );
    assert.ok(mid > 0 && mid < 1, `computing, at ${mid}`);
    await page.getByRole('tab', { name: 'Sums of games' }).click();
    await page.getByRole('tab', { name: 'Mex table' }).click();
    assert.ok(await progress.isVisible(), 'still computing after the clicks');
    await shot(page, `learn-progress-en-${origin}`);
    await page.locator('sg-mex-table button[name=cancel]').click();
    const cancelled = page.locator('sg-mex-table').getByText('Cancelled.', { exact: false });
    await cancelled.waitFor();
    assert.ok(await progress.isHidden());
    // A notice belongs to the run that made it: the next table, computed to
    // the end, takes it away.
    await upto.fill('100000');
    await upto.press('Enter');
    await page.waitForFunction(() => document.querySelector('sg-mex-table').table?.upto === 100000, null, patience);
    assert.equal(await cancelled.count(), 0, 'no "Cancelled" under the completed grundy table');
    // A run replaced by another (the rule changed while it computed) says nothing either.
    await upto.fill('3000000');
    await upto.press('Enter');
    await page.waitForFunction(
      () => document.querySelector('sg-mex-table').shadowRoot.querySelector('progress').value > 0
    );
    const rule = page.locator('sg-mex-table input[name=rule]');
    await rule.fill('1,3,4');
    await rule.press('Enter');
    await page.waitForFunction(() => document.querySelector('sg-mex-table').table?.upto === 3000000, null, patience);
    assert.ok(await page.locator('sg-mex-table canvas').isVisible());
    assert.equal(await cancelled.count(), 0, 'no "Cancelled" under the table that replaced the run');
    await upto.fill('20');
    await upto.press('Enter');
    await page.waitForFunction(() => document.querySelector('sg-mex-table').table?.upto === 20);
    assert.equal((await sgRow(page)).length, 21);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: a large table is plotted once computed`, async () => {
    const { page, context } = await open(suite.browser, url('index.html#mode=table&rule=kayles&n=100000&x=70&lang=zh'));
    await page.waitForFunction(() => document.querySelector('sg-mex-table').table?.upto === 100000, null, patience);
    assert.ok(await page.locator('sg-mex-table canvas').isVisible());
    assert.match(await sentence(page), /^x=70 时/);
    await shot(page, `learn-plot-zh-${origin}`);
    await context.close();
  });

  test(`${origin}: the arrow keys step through the table`, async () => {
    const { page, context } = await open(suite.browser, url('index.html#mode=table&rule=1,3,4&n=10&x=0&lang=en'));
    await page.locator('sg-mex-table tr.sg td button').first().waitFor();
    await page.locator('sg-mex-table .scroll').first().focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.locator('sg-mex-table .sentence').getByText('x = 3:', { exact: false }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.locator('sg-mex-table .sentence').getByText('x = 2:', { exact: false }).waitFor();
    await page.keyboard.press('End');
    await page.locator('sg-mex-table .sentence').getByText('x = 10:', { exact: false }).waitFor();
    assert.equal(await page.locator('sg-mex-table [aria-live]').last().textContent(), await sentence(page));
    await context.close();
  });

  test(`${origin}: sums show the nim-sum in binary and the winning move`, async () => {
    const { page, context } = await open(
      suite.browser,
      url('index.html#mode=sum&pos=1..3:5 odd:7 nim:3 nim:9&lang=en')
    );
    const outcome = page.locator('sg-sum .outcome');
    await outcome.getByText('N-position: the nim-sum is 10').waitFor();
    assert.match(
      await page.locator('sg-sum ul.wins').textContent(),
      /Turn heap 4's value from 9 into 9 ⊕ 10 = 3: take 6\./
    );
    await shot(page, `learn-sum-en-${origin}`);
    await page.getByRole('button', { name: '中文' }).click();
    await page.locator('sg-sum .outcome').getByText('必胜态').waitFor();
    await shot(page, `learn-sum-zh-${origin}`);
    await context.close();
  });

  test(`${origin}: the graph mode labels an example DAG and finds the winning token move`, async () => {
    const { page, context } = await open(
      suite.browser,
      url('index.html#mode=graph&edges=a b;a c;b c;c d&tokens=a,b&lang=en')
    );
    await page.locator('sg-graph-game svg .v').first().waitFor();
    await page.locator('sg-graph-game button[name=label-clear]').click();
    const sentenceG = page.locator('sg-graph-game .sentence');
    await page.locator('sg-graph-game button[name=label-step]').click();
    assert.equal(await sentenceG.textContent(), 'd is a sink (no moves): sg = 0');
    await page.locator('sg-graph-game button[name=label-step]').click();
    assert.equal(await sentenceG.textContent(), 'c: moves to d; mex{0} = 1');
    await page.locator('sg-graph-game button[name=label-step]').click();
    assert.equal(await sentenceG.textContent(), 'b: moves to c; mex{1} = 0');
    await page.locator('sg-graph-game button[name=label-all]').click();
    // a: mex{0, 1} = 2; b: 0; nim-sum 2: move a's token to b (sg 0).
    assert.match(
      await page.locator('sg-graph-game [part=winning-moves]').textContent(),
      /Move the token on a to b \(sg 0\)/
    );
    await shot(page, `learn-graph-en-${origin}`);
    await page.getByRole('button', { name: '中文' }).click();
    await page.locator('sg-graph-game [part=winning-moves]').getByText('把 a 上的棋子移到 b').waitFor();
    await shot(page, `learn-graph-zh-${origin}`);
    await context.close();
  });

  test(`${origin}: a graph with a cycle gets Smith's values, and a game on it is played to a draw`, async () => {
    const { page, context, errors } = await open(
      suite.browser,
      url('index.html#mode=graph&edges=a b;b c;c a;c d;d e&tokens=a&lang=en')
    );
    const widget = page.locator('sg-graph-game');
    await widget.locator('[part=outcome]').getByText('Draw (D)', { exact: false }).waitFor();
    // d and e end the game; a, b and c can go round for ever; from c a player may also leave the cycle to d (value 1).
    assert.equal(
      await widget.locator('.v').evaluateAll((vs) => vs.map((v) => v.getAttribute('aria-label')).join('; ')),
      'a, sg ∞{}, 1 token; b, sg ∞{}; c, sg ∞{1}; d, sg 1; e, sg 0'
    );
    assert.equal(
      await widget.locator('[part=infinite]').textContent(),
      'Token 1 (a): sg = ∞; none of its successors has a number'
    );
    await widget.locator('button[name=label-clear]').click();
    for (let i = 0; i < 3; i++) await widget.locator('button[name=label-step]').click();
    assert.match(await widget.locator('.sentence').textContent(), /^[abc]: sg = ∞\. It never gets a number/);
    await widget.locator('button[name=label-all]').click();
    await shot(page, `learn-loopy-en-${origin}`);
    await page.evaluate(() => document.querySelector('sg-graph-game').setAttribute('delay', '10'));
    await widget.locator('button[name=play]').click();
    // The reader goes round the cycle by keyboard; the computer never leaves it for d, which would lose.
    const vertex = (name) => widget.locator(`.v[aria-label^="${name},"]`);
    const next = { a: 'b', b: 'c', c: 'a' };
    const status = widget.locator('[part=status]');
    for (let moves = 0; moves < 12 && !/draw/i.test(await status.textContent()); moves++) {
      const at = (await widget.getAttribute('tokens')).trim();
      assert.ok(at in next, `the token stays on the cycle, found it on ${at}`);
      await vertex(at).focus();
      await page.keyboard.press('Enter');
      await vertex(next[at]).focus();
      await page.keyboard.press('Enter');
      await status.filter({ hasText: /Your turn|draw/ }).waitFor();
    }
    assert.match(
      await status.textContent(),
      /^A draw: this position has come up 3 times, and neither side can force a win from it/
    );
    await shot(page, `learn-loopy-draw-en-${origin}`);
    await page.getByRole('button', { name: '中文' }).click();
    await widget.locator('[part=outcome]').getByText('和局（D）', { exact: false }).waitFor();
    assert.match(await status.textContent(), /^和棋：这个局面已经出现 3 次/);
    await shot(page, `learn-loopy-zh-${origin}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: a box the game refuses is said with the engine's reason and where it is, in both languages`, async () => {
    const { page, context, errors } = await open(suite.browser, url('index.html#mode=game&lang=en'));
    const own = page.locator('sg-game-table');
    await own.locator('td[data-position="cut(1, 1)"]').waitFor();
    const box = own.locator('input[name=box]');
    const error = own.locator('.error').first();
    const where = own.locator('pre.where');
    await box.fill('0..20');
    await box.press('Enter');
    await error.getByText('In the box:', { exact: false }).waitFor();
    assert.equal(await error.textContent(), 'In the box: cut has 2 coordinates; the box names 1. (column 1)');
    assert.equal(await where.textContent(), '0..20\n^');
    assert.equal(await box.getAttribute('aria-invalid'), 'true');
    await box.fill('0..20, 30..5');
    await box.press('Enter');
    await error.getByText('runs backwards', { exact: false }).waitFor();
    assert.equal(
      await error.textContent(),
      'In the box: The range 30..5 runs backwards: write the smaller number first. (column 8)'
    );
    // The caret stands under the range it names.
    assert.equal(await where.textContent(), '0..20, 30..5\n       ^');
    await shot(page, `learn-box-error-en-${origin}`);
    await page.getByRole('button', { name: '中文' }).click();
    await error.getByText('范围有误', { exact: false }).waitFor();
    assert.equal(await error.textContent(), '范围有误：区间 30..5 写反了：请先写较小的数。（第 8 列）');
    await own.locator('input[name=box]').fill('0..20, 1..5, 3');
    await own.locator('input[name=box]').press('Enter');
    await error.getByText('个坐标', { exact: false }).waitFor();
    assert.equal(await error.textContent(), '范围有误：cut 有 2 个坐标，范围写的坐标比这更多。（第 14 列）');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: "Copy link" copies a link that reopens the view with its suggestions; refused, it shows the link selected`, async () => {
    let { page, context, errors } = await open(suite.browser, url('index.html#mode=game&lang=en'));
    const own = () => page.locator('sg-game-table');
    await own().locator('td[data-position="cut(1, 1)"]').waitFor();
    await own().locator('button[name=suggest]').click();
    const listed = () => own().locator('.suggestions button').allTextContents();
    await own().locator('.suggestions p').waitFor();
    const suggestions = await listed();
    assert.ok(suggestions.length > 0, 'the library suggests formulas for cut');
    const copy = page.getByRole('button', { name: 'Copy link' });
    await copy.click();
    const status = page.locator('#link-status');
    await status.getByText('Link', { exact: false }).waitFor();
    assert.equal(await status.textContent(), 'Link copied: it opens this view as it is now.');
    const link = page.url();
    assert.match(link, /sug=on/);
    // The clipboard refused: the link is shown, selected, to copy by hand.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await copy.click();
    const field = page.locator('#link-text');
    await field.waitFor();
    assert.equal(await field.inputValue(), link);
    assert.deepEqual(await field.evaluate((f) => [document.activeElement === f, f.selectionStart, f.selectionEnd]), [
      true,
      0,
      link.length,
    ]);
    assert.match(await status.textContent(), /did not allow copying/);
    await shot(page, `learn-copy-link-refused-en-${origin}`);
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('button', { name: '复制链接' }).waitFor();
    assert.match(await status.textContent(), /^浏览器不允许在此复制/);
    assert.equal(await field.inputValue(), page.url(), 'the link shown follows the view');
    assert.match(page.url(), /lang=zh/);
    assert.deepEqual(errors, []);
    await context.close();
    // The link reopens what was shown: the table and the same suggestions.
    ({ page, context, errors } = await open(suite.browser, link));
    await own().locator('.suggestions p').waitFor();
    assert.deepEqual(await listed(), suggestions);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: a link restores the view; a malformed hash is ignored with a notice`, async () => {
    let { page, context } = await open(suite.browser, url('index.html#mode=table&rule=pow2&n=12&x=7&lang=zh'));
    await page.locator('sg-mex-table .sentence').getByText('x=7 时', { exact: false }).waitFor();
    assert.equal(await page.locator('sg-mex-table input[name=rule]').inputValue(), 'pow2');
    assert.equal(await page.getByRole('tab', { name: 'mex 表' }).getAttribute('aria-selected'), 'true');
    // The graph of the game, once shown, is in the link and shown again from it.
    await page.locator('sg-mex-table button[name=graph]').click();
    await page.locator('sg-mex-table [part=graph] svg').waitFor();
    const withGraph = page.url();
    assert.match(withGraph, /graph=on/);
    await context.close();
    ({ page, context } = await open(suite.browser, withGraph));
    await page.locator('sg-mex-table [part=graph] svg').waitFor();
    assert.equal(await page.locator('sg-mex-table button[name=graph]').getAttribute('aria-pressed'), 'true');
    await context.close();
    ({ page, context } = await open(suite.browser, url('index.html#mode=bogus&n=-4')));
    await page.locator('#notice').getByText('could not be read', { exact: false }).waitFor();
    // The page still opens its table.
    await page.locator('sg-mex-table tr.sg td button').first().waitFor();
    await context.close();
  });
}

for (const [origin, url] of suite.each()) {
  test(`${origin}: links that ask too much get a message and the page stays usable`, async () => {
    const { page, context, errors } = await open(
      suite.browser,
      url('index.html#mode=table&rule=2..100000&n=10&x=3&lang=en')
    );
    // Computed or refused, and the page answers afterwards (that no call
    // freezes it is the step budgets' test, responsive.test.mjs).
    const done = page.locator('sg-mex-table .sentence, sg-mex-table .error:not(:empty)');
    await done.first().waitFor(patience);
    const rule = page.locator('sg-mex-table input[name=rule]');
    const upto = page.locator('sg-mex-table input[name=upto]');
    // A table that once took the engine down: afterwards it still answers.
    await page.evaluate(() => {
      location.hash = '#mode=table&rule=0.414&n=17000&lang=en';
    });
    await page.waitForFunction(
      () => {
        const m = document.querySelector('sg-mex-table');
        return m.table?.upto === 17000 || m.shadowRoot.querySelector('.error:not(:empty)');
      },
      null,
      patience
    );
    await rule.fill('1,3,4');
    await rule.press('Enter');
    await upto.fill('8');
    await upto.press('Enter');
    await page.waitForFunction(() => document.querySelector('sg-mex-table').table?.upto === 8);
    await page.locator('sg-mex-table button[name=end]').click();
    assert.deepEqual(await sgRow(page), ['0', '1', '0', '1', '2', '3', '2', '0', '1']);
    // N past the typed limit: the link is refused in the reader's language.
    await page.getByRole('button', { name: '中文' }).click();
    await page.evaluate(() => {
      location.hash = '#mode=table&rule=odd&n=999999999';
    });
    await page.locator('#notice').getByText('无法读取链接（n 的值“999999999”无效），显示默认视图。').waitFor();
    // An engine refusal, said in the reader's language from its code, inside the widget.
    await page.evaluate(() => {
      location.hash = '#mode=sum&pos=squares:50000000 nim:3&lang=zh';
    });
    await page
      .locator('sg-sum [role=alert]')
      .getByText(/^错误：squares 的 sg\[50000000\] 算不到/)
      .waitFor();
    await shot(page, `learn-refused-zh-${origin}`);
    await page.getByRole('tab', { name: 'mex 表' }).click();
    assert.deepEqual(await sgRow(page), ['0', '1', '0', '1', '2', '3', '2', '0', '1']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: long lists of moves are capped, folded and counted`, async () => {
    const { page, context, errors } = await open(suite.browser, url('index.html#mode=sum&pos=kayles:1000000&lang=en'));
    const wins = page.locator('sg-sum [part=analysis]');
    await wins.locator('.outcome').getByText('N-position', { exact: false }).waitFor();
    assert.equal(await wins.locator('ul.wins').first().locator('li').count(), 20);
    assert.equal(await wins.locator('details summary').textContent(), 'Show 80 more');
    assert.ok((await wins.locator('li').count()) <= 100);
    assert.match(await wins.textContent(), /\(([\d,]+)\+? winning moves in all\)/);
    assert.match(await wins.locator('[part=left-out]').first().textContent(), /^[\d,]+ more not listed\.$/);
    await shot(page, `learn-long-list-en-${origin}`);
    // The largest heap: an analysis, not a blank box (a spread once overflowed the stack).
    await page.evaluate(() => {
      location.hash = '#mode=sum&pos=kayles:9007199254740991&lang=en';
    });
    await wins.locator('.outcome').getByText('N-position: the nim-sum is 2', { exact: false }).waitFor();
    assert.ok((await wins.locator('li').count()) <= 100);
    // The moves of one step: nim at 1000 has 1000 moves; 20 in view, 300 drawn.
    await page.evaluate(() => {
      location.hash = '#mode=table&rule=nim&n=1000&x=1000&lang=en';
    });
    const explain = page.locator('sg-mex-table .explain');
    await explain.locator('details summary').getByText('Show 280 more').waitFor();
    assert.equal(await explain.locator('li').count(), 300);
    assert.equal(await explain.locator('[part=left-out]').textContent(), '700 more not listed.');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the page fits a 360 px phone without sideways scrolling', async () => {
  const { page, context } = await open(suite.browser, fileUrl('index.html#mode=table&rule=kayles&n=40&x=9&lang=zh'), {
    width: 360,
    height: 800,
  });
  await page.locator('sg-mex-table .sentence').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `overflow ${overflow}px`);
  await shot(page, 'learn-phone-zh');
  await context.close();
});

// The mex table as a place to learn: predict first, the period earned, the
// moves drawn as arrows and as a graph, and a phone-sized screen.
const guessFocused = (page) =>
  page.waitForFunction(
    () => document.querySelector('sg-mex-table').shadowRoot.activeElement?.getAttribute('name') === 'guess'
  );

for (const [origin, url] of suite.each()) {
  test(`${origin}: predicting first, a wrong sg[x] gets its reason and the right one is accepted, by keyboard`, async () => {
    const { page, context, errors } = await open(suite.browser, url('index.html#mode=table&rule=1,3,4&n=12&lang=en'));
    const w = page.locator('sg-mex-table');
    const guess = w.locator('tr.guess input[name=guess]');
    const feedback = w.locator('.feedback');
    const score = w.locator('[part=score]');
    await guess.waitFor();
    // Nothing gives sg[0] away: no derivation, a question instead.
    assert.equal(await w.locator('.sentence').count(), 0);
    assert.match(await w.locator('.prompt').textContent(), /^What is sg\[0\]\?/);
    assert.equal(await w.locator('button[name=predict]').getAttribute('aria-pressed'), 'true');
    await guess.focus();
    for (const [x, v] of [
      [0, 0],
      [1, 1],
      [2, 0],
      [3, 1],
    ]) {
      await guessFocused(page);
      assert.equal(await guess.getAttribute('aria-label'), `Your value for sg[${x}]`);
      await page.keyboard.type(String(v));
      await page.keyboard.press('Enter');
      await feedback.getByText(`✓ Right: sg[${x}] = ${v}.`).waitFor();
      assert.equal(await score.textContent(), `${x + 1} of ${x + 1} right (first tries)`);
      assert.match(await w.locator('.sentence').textContent(), new RegExp(`^x = ${x}:.* = ${v}$`));
      await page.keyboard.press('Enter'); // focus went to Step
    }
    await guessFocused(page);
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await feedback.getByText('sg[3] = 1 is reached', { exact: false }).waitFor();
    assert.equal(
      await feedback.textContent(),
      '✗ sg[3] = 1 is reached: x = 4 can move to 3. The mex must be a value no move reaches. Try again, or show the answer.'
    );
    assert.equal(await score.textContent(), '4 of 5 right (first tries)');
    assert.equal(await w.locator('.sentence').count(), 0, 'sg[4] is still to find');
    assert.ok(await guess.isVisible());
    await shot(page, `learn-predict-wrong-en-${origin}`);
    await page.keyboard.type('2'); // the wrong value is selected: typing replaces it
    await page.keyboard.press('Enter');
    await feedback.getByText('✓ Right this time: sg[4] = 2.').waitFor();
    assert.equal(await score.textContent(), '4 of 5 right (first tries)'); // first tries count
    assert.equal(
      await sentence(page),
      'x = 4: you can take 1, 3 or 4, leaving 3, 1 or 0; mex{sg[3], sg[1], sg[0]} = mex{1, 1, 0} = 2, so sg[4] = 2'
    );
    assert.deepEqual((await sgRow(page)).slice(0, 6), ['0', '1', '0', '1', '2', '·']);
    // A value larger than the mex.
    await page.keyboard.press('Enter');
    await guessFocused(page);
    await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    await feedback
      .getByText('✗ 4 is not the least: 3 is not reached by any move, so mex = 3.', { exact: false })
      .waitFor();
    assert.equal(await score.textContent(), '4 of 6 right (first tries)');
    assert.match(page.url(), /predict=on/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: in Chinese, an empty set's reason, and the answer on request`, async () => {
    const { page, context, errors } = await open(suite.browser, url('index.html#mode=table&rule=1,3,4&n=12&lang=zh'));
    const w = page.locator('sg-mex-table');
    const guess = w.locator('input[name=guess]');
    await guess.fill('1');
    await guess.press('Enter');
    await w
      .locator('.feedback')
      .getByText('✗ 不是 1：x=0 时无法走动，后继集合是空集，mex{} = 0。', { exact: false })
      .waitFor();
    assert.equal(await w.locator('[part=score]').textContent(), '1 题答对 0 题（按第一次作答计）');
    await w.getByRole('button', { name: '直接看答案' }).click();
    await w.locator('.feedback').getByText('答案：sg[0] = 0。').waitFor();
    assert.equal(await sentence(page), 'x=0 时，无法取子，mex{} = 0，故 sg[0]=0');
    assert.equal(await guess.count(), 0);
    // The reached value, in Chinese: from 3 the move to 2 reaches 0.
    await w.locator('button[name=forward]').click();
    await w.locator('button[name=forward]').click();
    await w.locator('button[name=forward]').click();
    await guess.fill('0');
    await guess.press('Enter');
    await w
      .locator('.feedback')
      .getByText('✗ sg[2] = 0 是可达的：x=3 可以走到 2。mex 必须是任何一步都到不了的值。', { exact: false })
      .waitFor();
    await shot(page, `learn-predict-zh-${origin}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: the period view is hidden until the period has been stepped through twice`, async () => {
    const { page, context, errors } = await open(suite.browser, url('index.html#mode=table&rule=1,3,4&n=20&lang=en'));
    const w = page.locator('sg-mex-table');
    const grid = w.locator('table.grid');
    const hiddenNote = w.locator('[part=period-hidden]');
    await hiddenNote.getByText('The period is hidden for now', { exact: false }).waitFor();
    assert.equal(await grid.count(), 0);
    assert.doesNotMatch(await w.locator('.period').textContent(), /Period 7/);
    // {1,3,4}: period 7 from 0, so 14 values earn it. At x = 13, sg[0..12] are seen (sg[13] is to predict).
    const forward = w.locator('button[name=forward]');
    for (let i = 0; i < 13; i++) await forward.click();
    await w.locator('.prompt').getByText('What is sg[13]?', { exact: false }).waitFor();
    assert.equal(await grid.count(), 0, 'hidden after 13 values');
    await forward.click();
    await grid.waitFor();
    assert.ok(await grid.isVisible());
    assert.match(await w.locator('.period').textContent(), /Period 7 from x = 0, proved\./);
    assert.equal(await hiddenNote.count(), 0);
    await context.close();

    // At once, on request, in both languages.
    for (const [lang, label] of [
      ['en', 'Show the period now'],
      ['zh', '直接显示周期'],
    ]) {
      const again = await open(suite.browser, url(`index.html#mode=table&rule=1,3,4&n=20&lang=${lang}`));
      const w2 = again.page.locator('sg-mex-table');
      await w2.getByRole('button', { name: label }).click();
      await w2.locator('table.grid').waitFor();
      assert.equal(await w2.locator('table.grid tr').count(), 1 + 3); // header + 3 rows of 7: sg[0..20]
      assert.deepEqual(again.errors, []);
      await again.context.close();
    }
    // "End" shows every value, and the period with them.
    const end = await open(suite.browser, url('index.html#mode=table&rule=1,3,4&n=20&lang=en'));
    await end.page.locator('sg-mex-table button[name=end]').click();
    await end.page.locator('sg-mex-table table.grid').waitFor();
    assert.deepEqual(errors, []);
    await end.context.close();
    // A rule with no period seen says so at once, and how far it looked: no promise that a period appears.
    const none = await open(suite.browser, url('index.html#mode=table&rule=grundy&n=20&lang=en'));
    const w3 = none.page.locator('sg-mex-table');
    await w3
      .locator('.period')
      .getByText('No period seen in the values computed, x = 0 to', { exact: false })
      .waitFor();
    assert.equal(await w3.locator('[part=period-hidden]').count(), 0);
    assert.deepEqual(none.errors, []);
    await none.context.close();
  });

  test(`${origin}: a cell pointed at or focused shows its moves as arrows, its set and its mex`, async () => {
    const { page, context, errors } = await open(
      suite.browser,
      url('index.html#mode=table&rule=1,3,4&n=12&x=8&lang=en')
    );
    const w = page.locator('sg-mex-table');
    // The arrows are drawn in the frame after the step or the pointing.
    const arrowsFrom = async (x) => {
      const paths = w.locator(`svg.arrows path[data-from="${x}"]`);
      await paths.first().waitFor({ state: 'attached' });
      return paths.evaluateAll((ps) => ps.map((p) => Number(p.dataset.to)));
    };
    await w.locator('.sentence').waitFor();
    // The current step always: 8 -> 7, 5, 4.
    assert.deepEqual(
      (await arrowsFrom(8)).sort((a, b) => a - b),
      [4, 5, 7]
    );
    await w.locator('tr.x button[data-x="4"]').focus();
    assert.deepEqual(
      (await arrowsFrom(4)).sort((a, b) => a - b),
      [0, 1, 3]
    );
    assert.equal(await w.locator('svg.arrows path[data-from="4"][data-to="3"]').count(), 1);
    assert.equal(await w.locator('[part=moves-set]').textContent(), 'x = 4 → {3, 1, 0}; sg values {1, 1, 0}; mex = 2');
    // The reached cells are outlined (not colour alone), in both rows.
    assert.deepEqual(await w.locator('tr.sg button.reached').evaluateAll((bs) => bs.map((b) => b.dataset.x)), [
      '0',
      '1',
      '3',
    ]);
    assert.equal(
      await w
        .locator('tr.sg button.reached')
        .first()
        .evaluate((b) => getComputedStyle(b).outlineStyle),
      'dashed'
    );
    // A value not shown yet stays unknown in the set line.
    await w.locator('tr.sg button[data-x="11"]').hover();
    assert.equal(
      await w.locator('[part=moves-set]').textContent(),
      'x = 11 → {10, 8, 7}; sg values {?, 1, 0}; mex = ?'
    );
    await page.getByRole('button', { name: '中文' }).click();
    await w.locator('tr.x button[data-x="4"]').focus();
    await w.locator('[part=moves-set]').getByText('x=4 → {3,1,0}；SG 值 {1,1,0}；mex = 2').waitFor();
    await shot(page, `learn-arrows-zh-${origin}`);
    // Take-and-break: an arrow to each heap a split leaves.
    await page.evaluate(() => {
      location.hash = '#mode=table&rule=kayles&n=12&x=8&lang=en';
    });
    await page.waitForFunction(() => document.querySelector('sg-mex-table').table?.rule === '0.77');
    await w.locator('tr.x button[data-x="4"]').focus();
    assert.deepEqual(
      (await arrowsFrom(4)).sort((a, b) => a - b),
      [1, 2, 3]
    );
    assert.equal(
      await w.locator('[part=moves-set]').textContent(),
      'x = 4 → {3, 1+2, 2, 1+1}; sg values {3, 3, 2, 0}; mex = 1'
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: the graph view draws positions and moves, marks P, and moves by keyboard`, async () => {
    const { page, context, errors } = await open(
      suite.browser,
      url('index.html#mode=table&rule=1,3,4&n=8&x=8&lang=en')
    );
    const w = page.locator('sg-mex-table');
    await w.locator('.sentence').waitFor();
    assert.ok(await w.locator('[part=graph]').isHidden());
    await w.getByRole('button', { name: 'Graph' }).click();
    const g = w.locator('[part=graph] svg');
    await g.waitFor();
    const n = 8,
      moves = [1, 3, 4];
    let edges = 0;
    for (let x = 0; x <= n; x++) edges += moves.filter((a) => a <= x).length;
    assert.equal(await g.locator('.vertex').count(), n + 1);
    assert.equal(await g.locator('path.edge').count(), edges);
    assert.equal(await g.locator('path.edge[data-from="4"][data-to="0"]').count(), 1);
    // sg = 0 at 0, 2 and 7: filled and lettered P.
    const labels = await g
      .locator('.vertex')
      .evaluateAll((vs) => vs.map((v) => [v.querySelector('.val').textContent, v.querySelector('.pmark').textContent]));
    assert.deepEqual(
      labels.map(([v]) => v),
      ['0', '1', '0', '1', '2', '3', '2', '0', '1']
    );
    assert.deepEqual(
      labels.flatMap(([, p], x) => (p === 'P' ? [x] : [])),
      [0, 2, 7]
    );
    assert.equal(await g.locator('.vertex[data-x="7"]').getAttribute('aria-label'), 'x = 7, sg[7] = 0, a P-position');
    assert.equal(await g.locator('.vertex.current').getAttribute('data-x'), '8');
    // Keyboard: along the row, with the focused vertex's edges emphasised.
    await g.locator('.vertex[data-x="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(
      await page.evaluate(() => document.querySelector('sg-mex-table').shadowRoot.activeElement?.dataset.x),
      '3'
    );
    assert.deepEqual(
      await g.locator('path.edge.on').evaluateAll((ps) => ps.map((p) => `${p.dataset.from}>${p.dataset.to}`).sort()),
      ['3>0', '3>2']
    );
    assert.equal(await w.locator('[part=moves-set]').textContent(), 'x = 3 → {2, 0}; sg values {0, 0}; mex = 1');
    await shot(page, `learn-graph-view-en-${origin}`);
    // Enter steps there.
    await page.keyboard.press('Enter');
    await w.locator('.sentence').getByText('x = 3:', { exact: false }).waitFor();
    // Too large to draw.
    await w.locator('input[name=upto]').fill('41');
    await w.locator('input[name=upto]').press('Enter');
    await w
      .locator('[part=graph]')
      .getByText('The graph is drawn for N up to 40; here N = 41.', { exact: false })
      .waitFor();
    assert.equal(await g.count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('predicting in the graph view: values not found yet are "?", in Chinese', async () => {
  const { page, context, errors } = await open(suite.browser, fileUrl('index.html#mode=table&rule=1,3,4&n=6&lang=zh'));
  const w = page.locator('sg-mex-table');
  await w.getByRole('button', { name: '图', exact: true }).click();
  const g = w.locator('[part=graph] svg');
  await g.waitFor();
  assert.deepEqual(await g.locator('.val').allTextContents(), ['?', '?', '?', '?', '?', '?', '?']);
  assert.equal(await g.locator('.vertex[data-x="0"]').getAttribute('aria-label'), 'x=0，sg[0] 还没求出');
  await w.locator('input[name=guess]').fill('0');
  await w.locator('input[name=guess]').press('Enter');
  await g.locator('.vertex[data-x="0"] .pmark').getByText('P').waitFor();
  assert.equal(await g.locator('.vertex[data-x="0"]').getAttribute('aria-label'), 'x=0，sg[0] = 0，必败态 P');
  assert.deepEqual(errors, []);
  await context.close();
});

for (const lang of ['en', 'zh']) {
  for (const [origin, make] of suite.each()) {
    test(`${origin}: a 390 px phone in ${lang}: no sideways scrolling, sentences wrap between tokens, 44 px step buttons`, async () => {
      const { page, context, errors } = await open(
        suite.browser,
        make(`index.html#mode=table&rule=1,3,4&n=20&x=9&lang=${lang}`),
        { width: 390, height: 844 }
      );
      const w = page.locator('sg-mex-table');
      await w.locator('.sentence').waitFor();
      await w.locator('button[name=graph]').click();
      await w.locator('[part=graph] svg').waitFor();
      await w.locator('tr.x button[data-x="9"]').focus();
      assert.ok(await w.locator('.sentence').isVisible());
      const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
      assert.ok(width <= 390, `page is ${width}px wide`);
      // Every math token of the derivation sits on one line.
      const split = await w
        .locator('.sentence .m, [part=moves-set] .m')
        .evaluateAll((ms) =>
          ms
            .filter((m) => new Set([...m.getClientRects()].map((r) => Math.round(r.top))).size > 1)
            .map((m) => m.textContent)
        );
      assert.deepEqual(split, []);
      assert.ok((await w.locator('.sentence .m').count()) >= 4);
      // The sentence does wrap (it is longer than the screen), between tokens.
      assert.ok(await w.locator('.sentence').evaluate((p) => p.getClientRects()[0].height > 40));
      for (const name of ['reset', 'back', 'play', 'forward', 'end', 'predict', 'graph']) {
        const box = await w.locator(`button[name=${name}]`).boundingBox();
        assert.ok(box && box.height >= 44 && box.x >= 0 && box.x + box.width <= 390, `${name}: ${JSON.stringify(box)}`);
      }
      await shot(page, `learn-phone-390-${lang}-${origin}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

test('the table exports its rule as the getSG program: read-only text, Copy and Download give the whole program', async () => {
  const { page, context, errors } = await open(
    suite.browser,
    suite.origins.http('index.html#mode=table&rule=1,3,4&n=8&x=8&lang=en')
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const w = page.locator('sg-mex-table');
  const format = w.locator('select[name=format]');
  await format.waitFor();
  assert.equal(await format.locator('option[value=getsg]').textContent(), 'getSG C++ program');
  await format.selectOption('getsg');
  const text = w.locator('.export textarea');
  await text.waitFor();
  const program = await text.inputValue();
  assert.match(program, /getSG/);
  assert.match(program, /vis\[/);
  assert.match(program, /heap rule "1,3,4"/);
  assert.equal(await text.evaluate((t) => t.readOnly), true);
  await w.locator('button[name=copy]').click();
  await w.locator('.export').getByText('Copied to the clipboard.').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), program);
  const [download] = await Promise.all([page.waitForEvent('download'), w.locator('button[name=download]').click()]);
  assert.equal(download.suggestedFilename(), 'getsg-1_3_4.cpp');
  const { readFile } = await import('node:fs/promises');
  assert.equal(await readFile(await download.path(), 'utf8'), program);
  // In Chinese the format is named in Chinese.
  await page.getByRole('button', { name: '中文' }).click();
  await page.waitForFunction(
    () =>
      document.querySelector('sg-mex-table').shadowRoot.querySelector('select[name=format] option[value=getsg]')
        .textContent === 'getSG C++ 程序'
  );
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [origin, url] of suite.each()) {
  test(`${origin}: the first mode starts without the other modes' widgets; opening Sums loads them once`, async () => {
    const { page, context, errors } = await open(suite.browser, url('index.html'), { lang: 'en' });
    const scripts = [];
    page.on('request', (r) => scripts.push(new URL(r.url()).pathname.split('/').pop()));
    await page.locator('sg-mex-table tr.sg td button').nth(5).waitFor();
    const defined = () =>
      page.evaluate(() => ['sg-mex-table', 'sg-sum', 'sg-graph-game'].map((n) => Boolean(customElements.get(n))));
    assert.deepEqual(await defined(), [true, false, false]);
    assert.equal(scripts.filter((s) => s === 'learn-modes.js').length, 0, scripts.join(' '));
    await page.getByRole('tab', { name: 'Sums of games' }).click();
    await page.locator('sg-sum .outcome').waitFor();
    assert.deepEqual(await defined(), [true, true, true]);
    await page.getByRole('tab', { name: 'Graph games' }).click();
    await page.locator('sg-graph-game svg .v').first().waitFor();
    assert.equal(scripts.filter((s) => s === 'learn-modes.js').length, 1, scripts.join(' '));
    assert.deepEqual(errors, []);
    await context.close();
  });
}
