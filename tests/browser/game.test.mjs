// "Your own game" on the learning page and the <sg-game-table> widget, as a
// person uses them: type a definition, read the grid and its P-positions,
// point at a cell for its derivation, check a formula, reopen the link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, readFileSync } from 'node:fs';
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
    // (The example's own 20 x 20 table may be drawn just before: wait for this one.)
    await own.locator('.result p', { hasText: /^Positions: 144;/ }).waitFor();
    await cellOf(page, 'cut(12, 12)').waitFor();
    // A 1 x 1 square cannot be cut: value 0, marked as a P-position.
    assert.equal(await cellOf(page, 'cut(1, 1)').textContent(), '0');
    assert.match(await cellOf(page, 'cut(1, 1)').getAttribute('aria-label'), /P-position/);
    assert.match(await own.locator('.result p').first().textContent(), /^Positions: 144; P-positions \(marked P\): 36/);
    // Pointing at a cell explains it.
    await cellOf(page, 'cut(4, 7)').hover();
    const derivation = own.locator('.derivation');
    await derivation.getByText('cut(4, 7): 9 moves').waitFor();
    assert.match(await derivation.textContent(), /i = 1: cut\(1, 7\) \+ cut\(3, 7\) → 0 ⊕ 0 = 0/);
    assert.match(await derivation.textContent(), /mex\{0\} = 1, so sg\[cut\(4, 7\)\] = 1/);
    // Rows of 12 values are searched for a period too: row w = 1 is 0 1 0 1 … (issue 19: "no row repeats").
    const periods = await own.locator('[part=periods]').textContent();
    assert.match(periods, /Along h with w = 1: period 2 from h = 1, seen 6 full times/);
    assert.doesNotMatch(periods, /No row or column|Every row and column/);
    // Each move line of the definition heads its moves.
    assert.match(
      await derivation.locator('li').first().textContent(),
      /^line 3: move cut\(i, h\) \+ cut\(w - i, h\) {2}for i in 1\.\.w-1i = 1:/
    );
    await cellOf(page, 'cut(1, 1)').hover();
    await derivation.getByText('cut(1, 1): no move is possible').waitFor();
    // (The learning page's table offers each explained position to its sums mode.)
    assert.equal(
      await derivation.textContent(),
      'cut(1, 1): no move is possiblemex{} = 0, so sg[cut(1, 1)] = 0Add cut(1, 1) to a sum'
    );
    // A wrong guess gets its first counterexample with both values.
    await own.locator('input[name=formula]').fill('w ^ h');
    await own.locator('button[name=check]').click();
    const verdict = own.locator('.verdict');
    assert.equal(
      await verdict.textContent(),
      'sg = w ^ h: first counterexample cut(1, 2), where the formula gives 3 but sg = 1 (1 position matched before it).'
    );
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
    assert.equal(
      await own2.locator('.verdict').textContent(),
      'sg = (w * h - 1) % 2: matches all 144 positions of the box.'
    );
    assert.deepEqual([...errors, ...again.errors], []);
    await again.context.close();
    await context.close();
  });
}

test('the examples load, the keyboard walks the grid, and a suggested formula is checked', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.http('index.html#mode=game&lang=en'), {
    width: 390,
  });
  const own = page.locator('sg-game-table');
  await own.locator('select[name=example]').selectOption('nim2');
  await cellOf(page, 'nim2(15, 15)').waitFor();
  await cellOf(page, 'nim2(0, 0)').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await own.locator('.derivation').getByText('nim2(1, 1): 2 moves').waitFor();
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
  const { page, context } = await open(suite.browser, suite.origins.file('index.html#mode=game&lang=zh'), {
    lang: 'zh',
  });
  const own = page.locator('sg-game-table');
  await own.locator('textarea[name=definition]').fill('game g(x)\n  move h(x - 1)\n');
  await own.locator('button[name=compute]').click();
  await own.locator('.error').getByText('未知的游戏').waitFor();
  assert.equal(await own.locator('.error').textContent(), '定义有误：未知的游戏“h”。（第 2 行第 8 列）');
  assert.equal(await own.locator('textarea').getAttribute('aria-invalid'), 'true');
  // A cycle names its positions.
  await own
    .locator('textarea[name=definition]')
    .fill('game loop(n)\n  move n + 1 where n < 2\n  move n - 2 where n == 2\n');
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
  writeFileSync(
    blank,
    `<!doctype html><meta charset="utf-8"><title>Wythoff</title>
<script src="${pathToFileURL(widgets).href}"></script>
<sg-game-table box="0..9, 0..9" lang="en">
game wythoff(x, y)
  move (x - k, y)     for k in 1..x
  move (x, y - k)     for k in 1..y
  move (x - k, y - k) for k in 1..min(x, y)
</sg-game-table>
<sg-game-table box="0..30" lang="zh">game &lt;b&gt;(n)</sg-game-table>\n`
  );
  const { page, context, errors } = await open(suite.browser, pathToFileURL(blank).href);
  const first = page.locator('sg-game-table').first();
  await first.locator('td[data-position="wythoff(9, 9)"]').waitFor();
  // The P-positions are Wythoff's pairs: (1, 2), (3, 5), (4, 7), ...
  const ps = await first.locator('td.p').evaluateAll((tds) => tds.map((td) => td.dataset.position));
  assert.deepEqual(ps, [
    'wythoff(0, 0)',
    'wythoff(1, 2)',
    'wythoff(2, 1)',
    'wythoff(3, 5)',
    'wythoff(4, 7)',
    'wythoff(5, 3)',
    'wythoff(7, 4)',
  ]);
  assert.equal(await first.locator('textarea').count(), 0, 'no editor unless asked');
  // Markup in the text is only text: the second one is refused with a reason.
  const second = page.locator('sg-game-table').nth(1);
  await second.locator('.error').waitFor();
  assert.match(await second.locator('.error').textContent(), /定义有误/);
  assert.equal(await page.locator('b').count(), 0);
  // The text is the definition: changing it recomputes.
  await second.evaluate((el) => {
    el.textContent = 'game half(n)\n  move n - k for k in 1..n/2\n';
  });
  await second.locator('td[data-position="half(30)"]').waitFor();
  assert.equal(await second.locator('td[data-position="half(30)"]').textContent(), '15');
  assert.equal(await second.locator('.error').textContent(), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the game picker recomputes, a box left from another game is replaced, and a draft survives a language switch', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.http('index.html#mode=game&lang=en'));
  const own = page.locator('sg-game-table');
  await own.locator('select[name=example]').selectOption('turtles');
  await cellOf(page, 'turtle(40)').waitFor();
  // Mock Turtles: a single head at n is worth the n-th odious number.
  assert.deepEqual(await own.locator('td').evaluateAll((tds) => tds.slice(0, 8).map((td) => td.textContent)), [
    '1',
    '2',
    '4',
    '7',
    '8',
    '11',
    '13',
    '14',
  ]);
  const picker = own.locator('select[name=game]');
  assert.equal(await picker.isVisible(), true, 'the text defines two games: the picker shows');
  assert.equal(await picker.inputValue(), 'turtle');
  await picker.selectOption('none');
  await cellOf(page, 'none(40)').waitFor();
  assert.equal(await cellOf(page, 'none(40)').textContent(), '0');
  assert.match(page.url(), /game=none/);
  // Three coordinates: the grid shows two, and says which one the box fixes; so does the CSV.
  await own.locator('select[name=example]').selectOption('cut3');
  await cellOf(page, 'cut3(8, 8, 3)').waitFor();
  assert.match(
    await own.locator('.result p').first().textContent(),
    /P-positions \(marked P\): 16; largest value: 1\. The box fixes z = 3\.$/
  );
  const [download] = await Promise.all([page.waitForEvent('download'), own.locator('button[name=download]').click()]);
  assert.equal(download.suggestedFilename(), 'cut3.csv');
  const csv = readFileSync(await download.path(), 'utf8').split('\n');
  assert.equal(csv[0], 'x\\y (z = 3),1,2,3,4,5,6,7,8');
  assert.equal(csv[1], '1,0,1,0,1,0,1,0,1');
  // A game of two coordinates typed over the three-coordinate box: its own box.
  await own
    .locator('textarea[name=definition]')
    .fill('game nim2(x, y)\n  move (x - k, y) for k in 1..x\n  move (x, y - k) for k in 1..y\n');
  await own.locator('button[name=compute]').click();
  await cellOf(page, 'nim2(15, 15)').waitFor();
  assert.equal(await own.locator('input[name=box]').inputValue(), '0..15, 0..15');
  assert.equal(await picker.isVisible(), false);
  // What is typed but not computed stays through a language switch.
  const draft = 'game g(n)\n  move n - 1 where n > 0\n';
  await own.locator('textarea[name=definition]').fill(draft);
  await own.locator('input[name=formula]').fill('x ^ y');
  await own.locator('input[name=formula]').press('Enter');
  await page.locator('button[data-lang=zh]').click();
  await own.getByRole('button', { name: '计算' }).waitFor();
  assert.equal(await own.locator('textarea[name=definition]').inputValue(), draft);
  await own.locator('.verdict').getByText('与范围内全部 256 个局面相符').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a mistake is shown on its line, formulas are checked for P-positions too, a large box is checked without drawing, and the C++ program copies', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.http('index.html#mode=game&lang=en'));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const own = page.locator('sg-game-table');
  await own.locator('textarea[name=definition]').fill('game g(x)\n  move x - k for k 1..x\n');
  await own.locator('button[name=compute]').click();
  await own.locator('.error').getByText('In the definition').waitFor();
  assert.equal(
    await own.locator('.error').textContent(),
    'In the definition: Expected "in" after the loop variable here, found "1". (line 2, column 20)'
  );
  // The line itself, with a caret under column 20; the editor's caret is there too.
  assert.equal(await own.locator('pre.where').textContent(), `2 |   move x - k for k 1..x\n${' '.repeat(23)}^`);
  assert.equal(await own.locator('textarea').evaluate((t) => t.selectionStart), 'game g(x)\n'.length + 19);
  // Wythoff: the P-positions are not where x == y.
  await own.locator('select[name=example]').selectOption('wythoff');
  await cellOf(page, 'wythoff(20, 20)').waitFor();
  await own.locator('select[name=fmode]').selectOption('p');
  await own.locator('input[name=formula]').fill('x == y');
  await own.locator('button[name=check]').click();
  assert.equal(
    await own.locator('.verdict').textContent(),
    'P-positions exactly where x == y ≠ 0: first counterexample wythoff(1, 1), where the formula gives 1, so it says a P-position, ' +
      'but sg = 2: it is not a P-position (22 positions matched before it).'
  );
  assert.match(await cellOf(page, 'wythoff(1, 1)').getAttribute('class'), /bad/);
  // A formula's own mistake is said with its column.
  await own.locator('input[name=formula]').fill('x ^');
  await own.locator('button[name=check]').click();
  assert.match(
    await own.locator('.verdict').textContent(),
    /^In the formula: Expected a number, a name or "\(" here, found the end of the line\. \(column 4\)$/
  );
  // 200 x 200 is more than the page draws, and still checked everywhere.
  await own.locator('input[name=box]').fill('0..199, 0..199');
  await own.locator('button[name=compute]').click();
  await own.locator('.result').getByText('draws at most 10,000 cells').waitFor();
  assert.match(await own.locator('.result p').first().textContent(), /^Positions: 40,000;/);
  await own.locator('select[name=fmode]').selectOption('sg');
  await own.locator('input[name=formula]').fill('x ^ y');
  await own.locator('button[name=check]').click();
  assert.match(
    await own.locator('.verdict').textContent(),
    /^sg = x \^ y: first counterexample wythoff\(1, 1\), where the formula gives 0 but sg = 2/
  );
  await own.locator('select[name=export-format]').selectOption('cpp');
  await own.locator('button[name=copy]').click();
  await own.locator('.export').getByText('Copied to the clipboard.').waitFor();
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /int main/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an example picked after a checked formula starts with no formula, no verdict and no error from the one before', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.file('index.html#mode=game&lang=en'));
  const own = page.locator('sg-game-table');
  await own.locator('td[data-position="cut(2, 3)"]').waitFor();
  await own.locator('input[name=formula]').fill('w ^ h');
  await own.locator('button[name=check]').click();
  await own.locator('.verdict').getByText('first counterexample', { exact: false }).waitFor();
  await own.locator('select[name=example]').selectOption('wythoff');
  await own.locator('td[data-position="wythoff(3, 5)"]').waitFor();
  assert.equal(await own.locator('input[name=formula]').inputValue(), '');
  assert.equal(await own.locator('.verdict').textContent(), '');
  assert.doesNotMatch(
    await own
      .locator('.result, .patterns')
      .allInnerTexts()
      .then((x) => x.join(' ')),
    /Unknown name/
  );
  assert.deepEqual(errors, []);
  await context.close();
});
