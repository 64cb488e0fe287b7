// Long tables draw what is near the reader's view, not every cell: a mex
// table of 2,000 values, a 100 x 100 grid and 10,000 values of one
// coordinate each keep a bounded number of cells on the page, whatever the
// size, and the cells the reader scrolls, steps or jumps to are drawn with
// their true values. What is counted here (cells on the page, the values in
// them, where they sit) is the same on any machine; `npm run bench:web`
// prints what the same actions take in time (scenarios.mjs, "long tables").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, open, patience, shot } from './helpers.mjs';

const suite = browserSuite();

// Waits two frames: what a scroll asks to draw is drawn in the next one.
const frames = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));

// The x of every drawn column, and of those inside the scrolling box's view
// (right of its sticky row heads).
const columns = (table) =>
  table.locator('[part=table]').evaluate((box) => {
    const view = box.getBoundingClientRect();
    const head = box.querySelector('th').getBoundingClientRect().right;
    const drawn = [...box.querySelectorAll('tr.x td button')];
    const inView = drawn.filter((b) => {
      const r = b.getBoundingClientRect();
      return r.left >= head - 1 && r.right <= view.right + 1;
    });
    return { drawn: drawn.map((b) => Number(b.dataset.x)), inView: inView.map((b) => Number(b.dataset.x)) };
  });

// sg for taking 1, 3 or 4: period 7 from 0.
const take134 = (x) => [0, 1, 0, 1, 2, 3, 2][x % 7];

for (const [origin, url] of suite.each()) {
  test(`${origin}: a mex table of 2,000 values draws the columns near its view, and every column scrolled, stepped or jumped to shows its value`, async () => {
    const { page, context, errors } = await open(suite.browser, url('index.html#mode=table&rule=1,3,4&n=2000&lang=en'));
    const table = page.locator('sg-mex-table');
    await table.locator('tr.sg td button[data-x="0"]').waitFor(patience);
    await frames(page);
    let { drawn, inView } = await columns(table);
    // 2,001 values; a few dozen in view, and at most 150 columns on the page.
    assert.ok(drawn.length <= 150, `${drawn.length} columns drawn`);
    assert.equal(drawn[0], 0);
    assert.ok(inView.length >= 10 && inView.every((x) => drawn.includes(x)));
    // The scrollbar stands for the whole table: 2,001 columns of one width.
    const { extent, pitch } = await table.locator('[part=table]').evaluate((box) => {
      const cells = box.querySelectorAll('tr.x td button');
      return {
        extent: box.scrollWidth - box.querySelector('th').offsetWidth,
        pitch: cells[1].parentElement.offsetLeft - cells[0].parentElement.offsetLeft,
      };
    });
    assert.ok(
      Math.abs(extent - 2001 * pitch) <= 2 * pitch,
      `scroll extent ${extent} px for 2,001 columns of ${pitch} px`
    );

    // "End" shows every value: the last column is drawn, in view, with its value.
    await table.locator('button[name=end]').click();
    await table.locator('tr.x td button.current[data-x="2000"]').waitFor();
    await frames(page);
    ({ drawn, inView } = await columns(table));
    assert.ok(inView.includes(2000), `in view: ${inView}`);
    assert.ok(drawn.length <= 150);
    assert.equal(await table.locator('tr.sg td button[data-x="2000"]').textContent(), String(take134(2000)));

    // Scrolled by hand to the middle: the columns there are drawn, each with its value.
    await table.locator('[part=table]').evaluate((box) => {
      box.scrollLeft = box.scrollWidth / 2;
    });
    await frames(page);
    ({ drawn, inView } = await columns(table));
    assert.ok(inView.length >= 10, `in view: ${inView}`);
    assert.ok(inView[0] > 900 && inView.at(-1) < 1100, `in view: ${inView[0]}..${inView.at(-1)}`);
    assert.ok(drawn.length <= 150);
    const values = await table
      .locator('tr.sg td button')
      .evaluateAll((bs) => bs.map((b) => [Number(b.dataset.x), b.textContent]));
    for (const [x, v] of values) assert.equal(v, String(take134(x)), `sg[${x}]`);

    // A jump back to x = 700 draws its column in view, with arrows to the cells its moves reach.
    await table.locator('input[name=jump]').fill('700');
    await table.locator('input[name=jump]').press('Enter');
    await table.locator('tr.x td button.current[data-x="700"]').waitFor();
    await frames(page);
    ({ inView } = await columns(table));
    assert.ok(inView.includes(700), `in view: ${inView}`);
    await table.locator('[part=arrows] path.current[data-to="696"]').waitFor();
    assert.deepEqual(
      (await table.locator('[part=arrows] path.current').evaluateAll((ps) => ps.map((p) => p.dataset.to))).sort(),
      ['696', '697', '699']
    );
    await shot(page, `drawing-mex-2000-${origin}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a link to x = 1500 of a 2,000-value table opens with that column drawn and in view', async () => {
  const { page, context, errors } = await open(
    suite.browser,
    suite.origins.http('index.html#mode=table&rule=1,3,4&n=2000&x=1500&lang=en')
  );
  const table = page.locator('sg-mex-table');
  await table.locator('tr.x td button.current[data-x="1500"]').waitFor(patience);
  await frames(page);
  await frames(page);
  const { drawn, inView } = await columns(table);
  assert.ok(inView.includes(1500), `in view: ${inView[0]}..${inView.at(-1)}`);
  assert.ok(drawn.length <= 150);
  assert.deepEqual(errors, []);
  await context.close();
});

// Wythoff's P-positions: (a_k, b_k) and (b_k, a_k), a_k = floor(k phi), b_k = a_k + k.
const wythoffP = new Set();
for (let k = 0; k < 100; k++) {
  const a = Math.floor((k * (1 + Math.sqrt(5))) / 2);
  wythoffP.add(`${a},${a + k}`).add(`${a + k},${a}`);
}

// The drawn cells of the game table: [position, value text, marked P].
const gridCells = (own) =>
  own
    .locator('.scroll td[data-position]')
    .evaluateAll((tds) => tds.map((td) => [td.dataset.position, td.textContent, td.classList.contains('p')]));

// The learning page's "Your own game" from origin, showing the example
// (waited for at its cell `first`), then, if box is given, its table over box
// (waited for until it says its count of positions). Returns open()'s and the table.
async function ownGame(origin, example, first, box = null, count = '') {
  const opened = await open(suite.browser, suite.origins[origin]('index.html#mode=game&lang=en'));
  const own = opened.page.locator('sg-game-table');
  await own.locator('select[name=example]').selectOption(example);
  await own.locator(`td[data-position="${first}"]`).waitFor(patience);
  if (box) {
    await own.locator('input[name=box]').fill(box);
    await own.locator('button[name=compute]').click();
    await own.getByText(`Positions: ${count};`, { exact: false }).waitFor(patience);
  }
  return { ...opened, own };
}

test('a 100 x 100 game table draws the cells near its view; scrolled, stepped by keyboard or pointed at by a check, the cells there are drawn and right', async () => {
  const { page, context, errors, own } = await ownGame('http', 'wythoff', 'wythoff(3, 5)', '0..99, 0..99', '10,000');
  const box = own.locator('.scroll').first();
  await box.scrollIntoViewIfNeeded();
  await frames(page);
  const check = async (where) => {
    const cells = await gridCells(own);
    assert.ok(cells.length > 100 && cells.length <= 2000, `${where}: ${cells.length} of 10,000 cells drawn`);
    for (const [position, text, p] of cells) {
      const [x, y] = position.match(/\d+/g);
      assert.equal(p, wythoffP.has(`${x},${y}`), `${where}: ${position} marked P: ${p}`);
      assert.equal(text.replace('P', '') === '0', p, `${where}: ${position} shows ${text}`);
    }
    return cells;
  };
  await check('top left');
  // The scrollbars stand for all 100 rows and columns.
  const extent = await box.evaluate((el) => {
    const row = el.querySelectorAll('tbody tr[aria-rowindex]');
    const pitch = row[1].getBoundingClientRect().top - row[0].getBoundingClientRect().top;
    return { rows: el.scrollHeight / pitch };
  });
  assert.ok(extent.rows > 100 && extent.rows < 103, `scroll height of ${extent.rows} rows`);

  // Scrolled to the far corner: wythoff(99, 99) is drawn, with its value.
  await box.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
    el.scrollLeft = el.scrollWidth;
  });
  await own.locator('td[data-position="wythoff(99, 99)"]').waitFor();
  const corner = await check('bottom right');
  assert.ok(!corner.some(([position]) => position === 'wythoff(0, 0)'));
  await shot(page, 'drawing-grid-corner');

  // A formula's counterexample at (0, 0), far from the view: drawn, marked and scrolled to.
  await own.locator('input[name=formula]').fill('x == y');
  await own.locator('button[name=check]').click();
  await own.locator('td.bad[data-position="wythoff(0, 0)"]').waitFor();
  await frames(page);
  // In view, and not under the sticky heads.
  const inView = await own.locator('td.bad').evaluate((td) => {
    const r = td.getBoundingClientRect();
    const b = td.closest('.scroll').getBoundingClientRect();
    const top = td.closest('table').querySelector('thead').getBoundingClientRect().bottom;
    const left = td.parentElement.querySelector('th').getBoundingClientRect().right;
    return r.top >= top - 1 && r.bottom <= b.bottom && r.left >= left - 1 && r.right <= b.right;
  });
  assert.ok(inView, 'the counterexample is in view');
  await check('after the check');

  // The arrow keys walk 45 rows down from (0, 0), past the rows drawn at first.
  await own.locator('td[data-position="wythoff(0, 0)"]').focus();
  for (let i = 0; i < 45; i++) await page.keyboard.press('ArrowDown');
  assert.equal(await own.evaluate((el) => el.shadowRoot.activeElement?.dataset.position), 'wythoff(45, 0)');
  await own.locator('.derivation').getByText('wythoff(45, 0)', { exact: false }).first().waitFor();
  await check('after the keys');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a small grid is drawn whole: each column under its own heading, nothing else in the heading row', async () => {
  const { context, errors, own } = await ownGame('file', 'wythoff', 'wythoff(20, 20)');
  assert.deepEqual(await own.locator('thead th').allTextContents(), [
    'x \\ y',
    ...Array.from({ length: 21 }, (_, y) => String(y)),
  ]);
  assert.equal(await own.locator('thead td').count(), 0);
  // Row 3: each cell under the heading of its y.
  const row = await own
    .locator('tbody tr')
    .nth(3)
    .locator('td')
    .evaluateAll((tds) => tds.map((td) => [td.dataset.position, td.getBoundingClientRect().left]));
  const heads = await own.locator('thead th').evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().left));
  row.forEach(([position, left], y) => {
    assert.equal(position, `wythoff(3, ${y})`);
    assert.ok(Math.abs(left - heads[y + 1]) < 1, `${position} under its heading`);
  });
  assert.deepEqual(errors, []);
  await context.close();
});

test('10,000 values of one coordinate draw the rows of 20 near the view; the last row, scrolled to, is right', async () => {
  const { context, errors, own } = await ownGame('file', 'half', 'half(30)', '0..9999', '10,000');
  // Taking at least one and at most half: g(2m) = m, g(2m + 1) = g(m).
  const half = (n) => (n % 2 ? half((n - 1) / 2) : n / 2);
  const check = async (where) => {
    const cells = await gridCells(own);
    assert.ok(cells.length >= 100 && cells.length <= 600, `${where}: ${cells.length} of 10,000 values drawn`);
    for (const [position, text] of cells)
      assert.equal(text.replace('P', ''), String(half(Number(position.match(/\d+/)[0]))), position);
  };
  await check('top');
  await own
    .locator('.scroll')
    .first()
    .evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
  await own.locator('td[data-position="half(9999)"]').waitFor();
  await check('bottom');
  assert.deepEqual(errors, []);
  await context.close();
});
