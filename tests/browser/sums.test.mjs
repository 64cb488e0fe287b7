// The learning page's sums: heaps, Hackenbush boards, positions of the
// reader's own game and tokens on the graph of the graph mode, together;
// normal play, misère play and Every-SG; a position picked from the game's
// table goes into the sum; a link keeps the parts, the rule and the game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addWidget, browserSuite, open, patience, shot } from './helpers.mjs';
import { gameExamples } from '../../web/js/model/game-examples.js';

const suite = browserSuite();
const sum = (page) => page.locator('sg-sum');
const names = (page) => sum(page).locator('[part=heap] .name').allTextContents();

test('a sum of a heap, a game position, a token and a board, in every way of playing, picked from the table, kept by a link', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.file('index.html#mode=game&lang=en'));
  const own = page.locator('sg-game-table');
  // The default game is cut(w, h): cut(2, 3) picked from its table joins the sum.
  await own.locator('td[data-position="cut(2, 3)"]').click();
  await own.locator('button[name=pick]').click();
  await sum(page).locator('.outcome').waitFor();
  assert.equal(await page.getByRole('tab', { name: 'Sums of games' }).getAttribute('aria-selected'), 'true');
  assert.deepEqual(await names(page), ['Heap 1', 'Heap 2', 'Heap 3', 'Heap 4', 'Part 5']);
  assert.equal(await sum(page).locator('input[name=part]').inputValue(), 'cut(2, 3)');
  // A token on the graph's vertex a and a Hackenbush stalk of two edges, typed.
  for (const part of ['a', 'hackenbush{ground x; x y}']) {
    await sum(page).locator('input[name=new-part]').fill(part);
    await sum(page).locator('button[name=add-part]').click();
    await sum(page)
      .locator('input[name=part]')
      .nth(part === 'a' ? 1 : 2)
      .waitFor();
  }
  assert.equal(
    await page.evaluate(() => document.querySelector('sg-sum').getAttribute('position')),
    '1..3:5 odd:7 nim:3 nim:9 cut(2, 3) a hackenbush{ground x; x y}'
  );
  // Values: 1..3:5 = 1, odd:7 = 1, nim:3 = 3, nim:9 = 9, cut(2, 3) = 0... each shown; the nim-sum decides.
  const values = await sum(page).locator('[part=heap] .value').allTextContents();
  assert.equal(values.length, 7);
  assert.ok(
    values.every((v) => /^sg = \d+$/.test(v)),
    values.join(' | ')
  );
  await sum(page).locator('.outcome').getByText('N-position', { exact: false }).waitFor();
  await shot(page, 'sums-mixed-en');
  // Misère and Every-SG from the same parts.
  await sum(page).locator('select[name=play]').selectOption('misere');
  await sum(page).locator('.outcome').getByText('Misère play:', { exact: false }).waitFor();
  await sum(page).locator('select[name=play]').selectOption('every');
  await sum(page).locator('table.steps').waitFor();
  assert.equal(await sum(page).locator('table.steps tr').count(), 8, 'a row per part');
  await sum(page).locator('.outcome').getByText('Every-SG:', { exact: false }).waitFor();
  await shot(page, 'sums-every-en');
  // A link reopens the same parts, rule and game.
  await page.click('#copy-link');
  const link = page.url();
  assert.match(link, /play=every/);
  await context.close();
  const again = await open(suite.browser, link);
  await again.page.locator('sg-sum table.steps').waitFor();
  assert.equal(await again.page.locator('sg-sum [part=heap]').count(), 7);
  assert.deepEqual(errors, []);
  assert.deepEqual(again.errors, []);
  await again.context.close();
});

test("a sum of heaps loads the engine's core module; the reader's game joins the sums once they have opened it", async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.http('index.html#mode=sum&lang=en'));
  const modules = new Set();
  page.on('request', (r) => {
    const m = /dist\/(sg-(?:tables|core|engine))\.wasm$/.exec(r.url());
    if (m) modules.add(m[1]);
  });
  await page.reload();
  await sum(page).locator('.outcome').getByText('N-position', { exact: false }).waitFor();
  assert.deepEqual([...modules], ['sg-core'], 'heaps need no game language');
  // A position of a game no definition in use names: refused with its name, the heaps kept.
  await sum(page).locator('input[name=new-part]').fill('cut(2, 3)');
  await sum(page).locator('button[name=add-part]').click();
  await sum(page).locator('[role=alert]').getByText('Part 5: Unknown game "cut".', { exact: false }).waitFor();
  assert.equal(await sum(page).locator('[part=heap]').count(), 4, 'the four heaps stay');
  // The reader opens their own game (the example cut(w, h)), comes back and adds a position of it.
  await page.getByRole('tab', { name: 'Your own game' }).click();
  await page.locator('sg-game-table td[data-position="cut(2, 3)"]').waitFor();
  await page.getByRole('tab', { name: 'Sums of games' }).click();
  await sum(page).locator('input[name=new-part]').fill('cut(2, 3)');
  await sum(page).locator('button[name=add-part]').click();
  await sum(page).locator('input[name=part]').waitFor();
  assert.equal(await sum(page).locator('input[name=part]').inputValue(), 'cut(2, 3)');
  const values = await sum(page).locator('[part=heap] .value').allTextContents();
  assert.equal(values.length, 5, values.join(' | '));
  assert.match(values[4], /^sg = \d+$/);
  assert.ok(modules.has('sg-engine'), `the game language once a game is in the sum: ${[...modules]}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('in Chinese: a part the engine refuses is said with the part it is in; the rest stays as typed', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.http('index.html#mode=sum&lang=zh'));
  await sum(page).locator('.outcome').waitFor();
  await sum(page).locator('input[name=new-part]').fill('wythoff(3');
  await sum(page).locator('button[name=add-part]').click();
  await sum(page)
    .locator('[role=alert]')
    .getByText(/^错误：第 5 部分：/)
    .waitFor();
  assert.equal(await sum(page).locator('[part=heap]').count(), 4, 'the four heaps stay');
  await shot(page, 'sums-refused-zh');
  assert.deepEqual(errors, []);
  await context.close();
});

for (const lang of ['en', 'zh']) {
  test(`${lang}: a sum with a game whose moves loop shows Smith's ∞ value, the draw and the moves that keep it`, async () => {
    const { page, context, errors } = await open(
      suite.browser,
      suite.origins.file(`embed.html#widget=sum&lang=${lang}`)
    );
    const walk = 'game walk(n)\n  move n - k for k in 1..2 where n >= k\n  move n + 1 where n == 5 || n == 6\n';
    await page.evaluate((text) => {
      const el = document.querySelector('sg-sum');
      el.setAttribute('definition', text);
      el.setAttribute('position', 'walk(5) nim:3');
    }, walk);
    const outcome = sum(page).locator('[part=outcome]');
    await outcome.waitFor();
    // walk(5) can go on for ever (5 -> 6 -> 5): no Grundy value, Smith's ∞ with the values it reaches.
    const values = await sum(page).locator('[part=heap] .value').allTextContents();
    assert.deepEqual(values, ['sg = ∞{0, 1}', 'sg = 3']);
    assert.match(
      await outcome.textContent(),
      lang === 'zh' ? /^和棋：/ : /^A draw: with best play neither player can force a win/
    );
    assert.match(
      await sum(page).locator('[part=values]').textContent(),
      lang === 'zh' ? /walk\(5\)）：∞\{0, 1\}/ : /walk\(5\)\): ∞\{0, 1\}/
    );
    // The moves that keep the draw, named by part: walk(5) -> walk(6), or nim:3 -> nim:2.
    const moves = await sum(page).locator('[part=winning-moves] li').allTextContents();
    assert.equal(moves.length, 2, moves.join(' | '));
    await shot(page, `sum-loopy-${lang}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a Kayles heap is written as kayles in a sum, and the Chinese labels use the language’s own brackets', async () => {
  for (const [lang, label] of [
    ['en', 'Heap 1 (kayles:1000000)'],
    ['zh', '第 1 堆（kayles:1000000）'],
  ]) {
    const { page, context, errors } = await open(
      suite.browser,
      suite.origins.file(`index.html#mode=sum&pos=${encodeURIComponent('kayles:1000000 nim:3')}&lang=${lang}`),
      { lang }
    );
    await sum(page).locator('[part=analysis] table').first().waitFor();
    assert.equal(await sum(page).locator('input[name=rule]').first().inputValue(), 'kayles');
    assert.equal(await sum(page).locator('[part=analysis] th[scope=row]').first().textContent(), label);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("an author's sum says what its parts can be without naming the learning page's tabs", async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.file('examples/strict.html'), {
    lang: 'en',
  });
  await addWidget(page, 'sg-sum', 'mine', { position: 'nim:3 hackenbush{ground a; a b}' });
  const said = page.locator('#mine .context');
  await said.waitFor();
  assert.equal(
    await said.textContent(),
    'A part is a heap (RULE:HEAP) or a Green Hackenbush board (hackenbush{ground a; a b}).'
  );
  assert.doesNotMatch(
    await page.locator('#mine').evaluate((e) => e.shadowRoot.textContent),
    /Graph games|your own game/
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('a misère sum the quick analysis leaves undecided is searched in slices, with progress and Cancel, and decided', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.http('index.html#mode=sum&lang=en'));
  const definition = gameExamples.find((g) => g.id === 'wythoff').text;
  const mixed = 'wythoff(2, 3) hackenbush{ground a; a b} kayles:5';
  const widget = await addWidget(page, 'sg-sum', 'misere-mixed', {
    definition,
    position: `${mixed} 1,2:4`,
    play: 'misere',
  });
  // Past the quick analysis's 5,000 positions: the game itself is searched, and decided.
  await widget.locator('[part=outcome]').getByText('Misère play: the player to move loses.').waitFor(patience);
  assert.equal(
    await widget.locator('[part=method]').textContent(),
    'An exact search of the 1,980 sums reachable from this one.'
  );
  assert.equal(await widget.locator('[part=progress]').count(), 0);
  // Normal play's rule of the columns is not said under misère play.
  assert.doesNotMatch(await widget.locator('[part=analysis]').textContent(), /Every column has an even number of 1s/);
  // One more stone in the last heap: the player to move wins, and the moves that win are listed.
  await widget.evaluate((el, p) => el.setAttribute('position', p), `${mixed} 1,2:5`);
  await widget.locator('[part=outcome]').getByText('Misère play: the player to move wins.').waitFor(patience);
  assert.deepEqual(await widget.locator('[part=winning-moves] li').allTextContents(), [
    'Part 2: cut the edge a–b.',
    'Heap 4: take 1.',
  ]);
  await shot(page, 'sum-misere-searched');
  // Another is cancelled as soon as its search starts (before its first
  // slice): the sum stays undecided, and says so.
  const big = 'wythoff(6, 9) hackenbush{ground a; a b; b c; b d} kayles:12 kayles:11 1,2:9 dawson:10';
  await widget.evaluate(
    (el, p) =>
      new Promise((resolve) => {
        const seen = new MutationObserver(() => {
          const cancel = el.shadowRoot.querySelector('[part=progress] button[name=cancel]');
          if (!cancel) return;
          seen.disconnect();
          cancel.click();
          resolve();
        });
        seen.observe(el.shadowRoot, { childList: true, subtree: true });
        el.setAttribute('position', p);
      }),
    big
  );
  await widget.getByText('Search cancelled: misère play stays undecided here.').waitFor();
  assert.equal(await widget.locator('[part=outcome]').textContent(), 'Misère play: not decided here.');
  assert.deepEqual(errors, []);
  await context.close();
});
