// "Your own game" on the learning page and the <sg-game-table> widget, as a
// person uses them: type a definition, read the grid and its P-positions,
// point at a cell for its derivation, check a formula, reopen the link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { browserSuite, open, shot, root, shotDir } from './helpers.mjs';

const suite = browserSuite();

const cut = `# cut a w x h rectangle along a grid line into two rectangles
game cut(w, h)
  move cut(i, h) + cut(w - i, h)  for i in 1..w-1
  move cut(w, j) + cut(w, h - j)  for j in 1..h-1
`;

const cellOf = (page, position) => page.locator(`sg-game-table td[data-position="${position}"]`);

for (const origin of ['file', 'http']) {
  test(`a newcomer defines cut, reads its grid, checks a formula and reopens the link (${origin})`, async () => {
    const { page, context, errors } = await open(suite.browser, suite.origins[origin]('index.html#mode=game&lang=en'));
    const own = page.locator('sg-game-table');
    await own.locator('textarea[name=definition]').fill(cut);
    await own.locator('input[name=box]').fill('1..12, 1..12');
    await own.locator('button[name=compute]').click();
    await cellOf(page, 'cut(12, 12)').waitFor();
    // A 1 x 1 square cannot be cut: value 0, marked as a P-position.
    assert.equal(await cellOf(page, 'cut(1, 1)').textContent(), '0');
    assert.match(await cellOf(page, 'cut(1, 1)').getAttribute('aria-label'), /P-position/);
    assert.match(await own.locator('.result p').first().textContent(), /^144 positions, 36 of them P-positions/);
    // Pointing at a cell explains it.
    await cellOf(page, 'cut(4, 7)').hover();
    const derivation = own.locator('.derivation');
    await derivation.getByText('cut(4, 7): 9 move(s)').waitFor();
    assert.match(await derivation.textContent(), /i = 1: cut\(1, 7\) \+ cut\(3, 7\) → 0 ⊕ 0 = 0/);
    assert.match(await derivation.textContent(), /mex\{0\} = 1, so sg\[cut\(4, 7\)\] = 1/);
    // A wrong guess gets its first counterexample with both values.
    await own.locator('input[name=formula]').fill('w ^ h');
    await own.locator('button[name=check]').click();
    const verdict = own.locator('.verdict');
    assert.equal(await verdict.textContent(),
      'sg = w ^ h: first counterexample cut(1, 2), where the formula gives 3 but sg = 1 (1 positions matched before it).');
    assert.match(await cellOf(page, 'cut(1, 2)').getAttribute('class'), /bad/);
    // The right one (every game has w·h − 1 cuts) matches everywhere.
    await own.locator('input[name=formula]').fill('(w * h - 1) % 2');
    await own.locator('input[name=formula]').press('Enter');
    assert.equal(await verdict.textContent(), 'sg = (w * h - 1) % 2: matches all 144 positions of the box.');
    await shot(page, `game-cut-${origin}`);
    // The link reopens exactly that: definition, box and formula.
    const link = page.url();
    assert.match(link, /mode=game&.*def=/);
    const again = await open(suite.browser, link);
    const own2 = again.page.locator('sg-game-table');
    await cellOf(again.page, 'cut(12, 12)').waitFor();
    assert.equal(await own2.locator('textarea[name=definition]').inputValue(), cut);
    assert.equal(await own2.locator('input[name=box]').inputValue(), '1..12, 1..12');
    assert.equal(await own2.locator('.verdict').textContent(), 'sg = (w * h - 1) % 2: matches all 144 positions of the box.');
    assert.deepEqual([...errors, ...again.errors], []);
    await again.context.close();
    await context.close();
  });
}

test('the examples load, the keyboard walks the grid, and a suggested formula is checked', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.http('index.html#mode=game&lang=en'), { width: 390 });
  const own = page.locator('sg-game-table');
  await own.locator('select[name=example]').selectOption('nim2');
  await cellOf(page, 'nim2(15, 15)').waitFor();
  await cellOf(page, 'nim2(0, 0)').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await own.locator('.derivation').getByText('nim2(1, 1): 2 move(s)').waitFor();
  await own.locator('button[name=suggest]').click();
  await own.locator('.suggestions').getByText('sg = x ^ y').click();
  assert.equal(await own.locator('.verdict').textContent(), 'sg = x ^ y: matches all 256 positions of the box.');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.equal(overflow, 0, 'nothing scrolls sideways at 390 px');
  await shot(page, 'game-nim2-390');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a mistake in the definition is said in Chinese with its line and column, and a bad link is refused', async () => {
  const { page, context } = await open(suite.browser, suite.origins.file('index.html#mode=game&lang=zh'), { lang: 'zh' });
  const own = page.locator('sg-game-table');
  await own.locator('textarea[name=definition]').fill('game g(x)\n  move h(x - 1)\n');
  await own.locator('button[name=compute]').click();
  await own.locator('.error').getByText('未知的游戏').waitFor();
  assert.equal(await own.locator('.error').textContent(), '定义有误：未知的游戏“h”。（第 2 行第 8 列）');
  assert.equal(await own.locator('textarea').getAttribute('aria-invalid'), 'true');
  // A cycle names its positions.
  await own.locator('textarea[name=definition]').fill('game loop(n)\n  move n + 1 where n < 2\n  move n - 2 where n == 2\n');
  await own.locator('input[name=box]').fill('0..3');
  await own.locator('button[name=compute]').click();
  await own.locator('.error').getByText('有环').waitFor();
  assert.match(await own.locator('.error').textContent(), /loop\(0\) -> loop\(1\) -> loop\(2\) -> loop\(0\)/);
  await shot(page, 'game-error-zh');
  await page.goto(suite.origins.file('index.html#mode=game&lang=zh&box=1..3;alert(1)'));
  await page.locator('#notice').waitFor({ state: 'visible' });
  assert.match(await page.locator('#notice').textContent(), /box/);
  await context.close();
});

test('an author embeds <sg-game-table> with its definition inline in a blank page on disk', async () => {
  const widgets = path.join(root, 'web/dist/sg-widgets.js');
  const blank = path.join(shotDir, '..', 'author-game.html');
  writeFileSync(blank, `<!doctype html><meta charset="utf-8"><title>Wythoff</title>
<script src="${pathToFileURL(widgets).href}"></script>
<sg-game-table box="0..9, 0..9" lang="en">
game wythoff(x, y)
  move (x - k, y)     for k in 1..x
  move (x, y - k)     for k in 1..y
  move (x - k, y - k) for k in 1..min(x, y)
</sg-game-table>
<sg-game-table box="0..30" lang="zh">game &lt;b&gt;(n)</sg-game-table>\n`);
  const { page, context, errors } = await open(suite.browser, pathToFileURL(blank).href);
  const first = page.locator('sg-game-table').first();
  await first.locator('td[data-position="wythoff(9, 9)"]').waitFor();
  // The P-positions are Wythoff's pairs: (1, 2), (3, 5), (4, 7), ...
  const ps = await first.locator('td.p').evaluateAll((tds) => tds.map((td) => td.dataset.position));
  assert.deepEqual(ps, ['wythoff(0, 0)', 'wythoff(1, 2)', 'wythoff(2, 1)', 'wythoff(3, 5)', 'wythoff(4, 7)', 'wythoff(5, 3)', 'wythoff(7, 4)']);
  assert.equal(await first.locator('textarea').count(), 0, 'no editor unless asked');
  // Markup in the text is only text: the second one is refused with a reason.
  const second = page.locator('sg-game-table').nth(1);
  await second.locator('.error').waitFor();
  assert.match(await second.locator('.error').textContent(), /定义有误/);
  assert.equal(await page.locator('b').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
