// The play page in Chromium, from disk and over http.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, open, patience, setup as setupWith, shot } from './helpers.mjs';

const suite = browserSuite();
const setup = (page, options) => setupWith(page, { delay: 30, ...options });

const sizes = (page) => page.evaluate(() => document.querySelector('#game').game.heaps.map((h) => h.size));

const moves = (page) => page.evaluate(() => document.querySelector('#game').game.history.length);

// Clicks a stone, then waits until the move is made and the computer has
// answered (or the game is over): what is read next is the next position,
// never the last one still on screen.
async function takeStone(page, stone) {
  const before = await moves(page);
  await stone.click();
  await page.waitForFunction((n) => {
    const g = document.querySelector('#game');
    // A board with no stones left waits for its result line (drawn once the
    // end is analysed), never read as a turn of the reader's.
    const left = g.game.heaps.some((h) => h.size > 0);
    return (
      g.shadowRoot.querySelector('[part=result]') || (left && g.game.history.length >= n + 2 && g.game.turn === 'human')
    );
  }, before);
}

// Reads "heap 2, take 3" / "heap 2, take all 5" / "heap 2, take the single
// stone" from the hint (or the words `hint` matches: the heap, then the
// count, none for the single stone) and takes those stones.
async function followHint(page, hint = /heap (\d+), take (?:all )?(?:(\d+)|the single stone)/) {
  const text = await page.locator('sg-heap-game [part=hint-move]').textContent();
  const m = hint.exec(text);
  assert.ok(m, `a hint to follow: ${text}`);
  const heap = Number(m[1]) - 1,
    taken = m[2] === undefined ? 1 : Number(m[2]);
  const size = (await sizes(page))[heap];
  await takeStone(
    page,
    page
      .locator('sg-heap-game [part=heap]')
      .nth(heap)
      .locator('.stone')
      .nth(size - taken)
  );
}

async function waitForHumanTurn(page) {
  await page.waitForFunction(() => {
    const g = document.querySelector('#game');
    // (The board is busy while a move is analysed: aria-busy.)
    return (g.game.turn === 'human' && !g.hasAttribute('aria-busy')) || g.shadowRoot.querySelector('[part=result]');
  });
}

for (const [origin, url] of suite.each()) {
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
    assert.equal(
      await page.locator('sg-heap-game [part=result]').textContent(),
      'You win! The computer has no move left to make.'
    );
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
      await followHint(page, /第 (\d+) 堆，取走(?:(?:全部)? (\d+) 颗|仅剩的 1 颗)/);
      await waitForHumanTurn(page);
    }
    assert.equal(await page.locator('sg-heap-game [part=result]').textContent(), '你赢了：电脑被迫走了最后一步。');
    const history = await page.evaluate(() => document.querySelector('#game').game.history);
    assert.equal(history.at(-1).player, 'computer', 'the computer took the last stone');
    await shot(page, `play-misere-zh-${origin}`);
    await context.close();
  });

  test(`${origin}: an illegal move gets its message; undo restores; a reload keeps the game`, async () => {
    const { page, context } = await open(suite.browser, url('play.html'));
    await page.evaluate(() => localStorage.clear());
    await setup(page, { heaps: '1,3,4:6 nim:2' });
    const stones = page.locator('sg-heap-game [part=heap]').first().locator('.stone');
    await stones.nth(4).click(); // take 2: not in {1,3,4}
    await page.locator('sg-heap-game .message').getByText('Not allowed under 1,3,4.', { exact: false }).waitFor();
    assert.deepEqual(await sizes(page), [6, 2]);
    await takeStone(page, stones.nth(3)); // take 3
    const afterMove = await sizes(page);
    assert.equal(
      afterMove[0] + afterMove[1],
      6 + 2 - 3 - (await page.evaluate(() => document.querySelector('#game').game.history[1].move.taken))
    );
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
    await page.locator('sg-heap-game .stone').first().waitFor();
    await page.evaluate(() =>
      localStorage.setItem('sglab.play.v1', '{"v":1,"game":{"heaps":[{"rule":"nim","size":-3}]}}')
    );
    await page.reload();
    await page.locator('sg-heap-game').getByText('could not be read', { exact: false }).waitFor();
    assert.ok((await page.locator('sg-heap-game .stone').count()) > 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: misère play outside Nim on a large setup is refused with the reason`, async () => {
    const { page, context } = await open(suite.browser, url('play.html'));
    // A game in progress: a move made and the computer's reply.
    await page.locator('sg-heap-game .stone').first().waitFor();
    await page.evaluate(() => document.querySelector('#game').setAttribute('delay', '10'));
    await page.locator('sg-heap-game .stone').first().click();
    await page.waitForFunction(() => document.querySelector('#game').game?.history.length >= 2);
    const before = await page.locator('sg-heap-game .stone').count();
    const made = await moves(page);
    await setup(page, { heaps: 'kayles:60 kayles:55 kayles:50', misere: 'on' });
    // Past the quick check, the board's search (in slices) finds no outcome
    // within its budget: refused at the form, the game in play stays.
    const message = page.locator('#misere-error');
    await message.getByText('These heaps cannot be played under misère rules.', { exact: false }).waitFor();
    assert.match(await message.textContent(), /more than 6,000 positions to search/);
    assert.equal(await page.locator('sg-heap-game .stone').count(), before, 'the game in play stays');
    assert.equal(await moves(page), made);
    assert.equal(await page.locator('sg-heap-game [part=message]').textContent(), '');
    // And it is the game a reload brings back.
    await page.reload();
    await page.locator('sg-heap-game [part=notice]').waitFor();
    assert.equal(await page.locator('sg-heap-game .stone').count(), before);
    assert.equal(await moves(page), made);
    await context.close();
  });
}

// A saved game as the widget writes it, with the heaps given.
const savedGame = (heaps) =>
  JSON.stringify({
    v: 1,
    game: { heaps, misere: false, turn: 'human', history: [], future: [] },
    setup: { setup: '' },
  });

// The stones on the board once it shows `expected` of them, or what it shows after a while: the
// board is drawn after the notice, so a busy machine can show the notice first.
const stones = async (page, expected) => {
  const board = page.locator('sg-heap-game .stone');
  for (let tries = 0; tries < 100 && (await board.count()) !== expected; tries++) {
    await page.waitForTimeout(100);
  }
  return board.count();
};

for (const [origin, url] of suite.each()) {
  test(`${origin}: a link with a heap of 10^9 stones is refused with a notice, and a fresh game is played`, async () => {
    const link = `play.html#game=${encodeURIComponent(
      savedGame([
        { rule: 'nim', size: 1e9 },
        { rule: 'nim', size: 3 },
      ])
    )}`;
    const { page, context, errors } = await open(suite.browser, url(link));
    await page
      .locator('#notice')
      .getByText(
        'The game in the link could not be read ("1000000000": heap sizes must be whole numbers from 0 to 500).'
      )
      .waitFor(patience);
    assert.equal(new URL(page.url()).hash, '', 'the bad link is dropped from the address');
    assert.equal(await stones(page, 3 + 4 + 5), 3 + 4 + 5);
    // Typed, the same heap gets the same words next to the field.
    await page.fill('#heaps', 'nim:1000000000');
    await page.click('#start');
    await page
      .locator('#heaps-error')
      .getByText('Error: "1000000000": heap sizes must be whole numbers from 0 to 500')
      .waitFor();
    await setup(page, { heaps: 'nim:2 nim:1' });
    assert.equal(await stones(page, 3), 3);
    await shot(page, `play-bad-link-en-${origin}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin}: a saved game with a huge heap or an unknown rule is discarded with a notice in the reader's language`, async () => {
    const { page, context, errors } = await open(suite.browser, url('play.html'), { lang: 'zh' });
    await page.locator('sg-heap-game .stone').first().waitFor();
    for (const [heaps, why] of [
      [[{ rule: 'nim', size: 1e5 }], '“100000”：堆大小必须是 0 到 500 之间的整数'],
      [[{ rule: 'nimm', size: 3 }], '不认识的规则“nimm”'],
    ]) {
      await page.evaluate((text) => localStorage.setItem('sglab.play.v1', text), savedGame(heaps));
      await page.reload();
      const notice = page.locator('sg-heap-game [part=notice]');
      await notice.getByText('保存的对局无法读取', { exact: false }).waitFor(patience);
      assert.match(await notice.textContent(), new RegExp(why.replace(/[()]/g, '\\$&')));
      assert.equal(await stones(page, 3 + 4 + 5), 3 + 4 + 5);
      const stored = await page.evaluate(() => localStorage.getItem('sglab.play.v1'));
      assert.ok(
        !stored || (!stored.includes('100000') && !stored.includes('nimm')),
        `the bad game left storage: ${stored}`
      );
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
  await takeStone(page, page.locator('sg-heap-game [part=heap]').first().locator('.stone').nth(3));
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

// What has focus, looking inside the widget's shadow root.
const focused = (page) =>
  page.evaluate(() => {
    const host = document.activeElement;
    const el = host?.shadowRoot?.activeElement ?? host;
    return {
      host: host?.id || host?.tagName,
      role: el?.getAttribute('role'),
      label: el?.getAttribute('aria-label'),
      key: el?.dataset.key ?? null,
      name: el?.getAttribute('name'),
      part: el?.getAttribute('part'),
      valuetext: el?.getAttribute('aria-valuetext'),
      text: el?.textContent,
    };
  });
const lastSaid = (page) => page.locator('sg-heap-game [part=announce] p').last().textContent();

const words = {
  en: {
    skip: 'Skip to the board',
    heap1: 'Heap 1: 3 stones, rule nim',
    you: /^You took (all )?\d+ from heap \d+(, leaving \d+\.|; it is empty now\.)$/,
    computer: /^The computer took (all )?\d+ from heap \d+(, leaving \d+\.|; it is empty now\.)$/,
    won: 'You win! The computer has no move left to make.',
    lost: 'The computer wins.',
    kept: '✓ kept the win (moved to a P-position)',
    gave: '✗ gave the win away (from an N-position to another N-position)',
    already: '– already lost (the position before was a P-position: no move wins)',
    values: '3 ⊕ 4 ⊕ 5 = 2 (N) → 3 ⊕ 4 ⊕ 4 = 3 (N): ',
    better: 'The winning move was: heap 1, take 2.',
    sheet: 'Set up a game',
    hintMark: /^★ Hint: take ((all )?\d+|the single stone)$/,
  },
  zh: {
    skip: '跳到棋盘',
    heap1: '第 1 堆：3 颗，规则 nim',
    you: /^你(从第 \d+ 堆取走 \d+ 颗，剩 \d+ 颗|取走了第 \d+ 堆全部 \d+ 颗，这一堆空了)。$/,
    computer: /^电脑(从第 \d+ 堆取走 \d+ 颗，剩 \d+ 颗|取走了第 \d+ 堆全部 \d+ 颗，这一堆空了)。$/,
    won: '你赢了！电脑已无路可走。',
    lost: '电脑赢了。',
    kept: '✓ 保住了胜势（走到了 P 局面）',
    gave: '✗ 送掉了胜势（从 N 局面走到了另一个 N 局面）',
    already: '– 已是败局（走之前就是 P 局面，怎么走都赢不了）',
    values: '3 ⊕ 4 ⊕ 5 = 2（N） → 3 ⊕ 4 ⊕ 4 = 3（N）：',
    better: '必胜走法是：第 1 堆，取走 2 颗。',
    sheet: '设置对局',
    hintMark: /^★ 提示：取走((全部)? \d+ 颗|仅剩的 1 颗)$/,
  },
};

// Moves focus with Tab (or Shift+Tab) to the slider of heap i, at most 10 presses.
async function tabToHeap(page, i) {
  for (let n = 0; n < 10; n++) {
    const f = await focused(page);
    if (f.key === `heap:${i}`) return;
    assert.equal(f.role, 'slider', `focus stays on the board's heaps: ${JSON.stringify(f)}`);
    await page.keyboard.press(Number(f.key.slice(5)) < i ? 'Tab' : 'Shift+Tab');
  }
  assert.fail(`heap ${i + 1} not reached by Tab`);
}

// The stones drawn with a class in heap i, by index.
const marked = (page, i, cls) =>
  page
    .locator('sg-heap-game [part=heap]')
    .nth(i)
    .locator('.stone')
    .evaluateAll((bs, c) => bs.flatMap((b, k) => (b.classList.contains(c) ? [k] : [])), cls);

const plays = [
  ['file', 'en', 1200],
  ['file', 'zh', 390],
  ['http', 'zh', 1200],
  ['http', 'en', 390],
];

for (const [origin, lang, width] of plays) {
  test(`${origin} ${lang} ${width}px: a whole Nim game by keyboard alone, following the hint marked on the board, is won`, async () => {
    const url = suite.origins[origin];
    const w = words[lang];
    const { page, context, errors } = await open(suite.browser, url('play.html'), {
      lang,
      width,
      height: width < 600 ? 844 : 900,
    });
    await page.evaluate(() => localStorage.clear());
    await setup(page, { heaps: 'nim:3 nim:4 nim:5' });
    // From a fresh load of the page (the game is restored from storage).
    await page.reload();
    await page.locator('sg-heap-game .stone').first().waitFor();
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).text, w.skip, 'the first Tab stop skips to the board');
    await page.keyboard.press('Enter');
    let f = await focused(page);
    assert.deepEqual([f.host, f.role, f.label], ['game', 'slider', w.heap1], 'one Tab and Enter reach the first heap');
    // Hints on: the toolbar button just before the board, and back.
    await page.keyboard.press('Shift+Tab');
    assert.equal((await focused(page)).name, 'hints');
    await page.keyboard.press('Enter');
    assert.equal((await focused(page)).name, 'hints', 'focus stays on the button after the widget redraws');
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).key, 'heap:0');
    for (let turn = 0; turn < 12; turn++) {
      if (await page.locator('sg-heap-game [part=result]').count()) break;
      // The hint as a person sees it on the board: the heap with the mark, its marked stones.
      const mark = page.locator('sg-heap-game [part=hint-mark]');
      await mark.waitFor();
      assert.match(await mark.textContent(), w.hintMark);
      const heap = await page
        .locator('sg-heap-game [part=heap]')
        .evaluateAll((rows) => rows.findIndex((r) => r.querySelector('[part=hint-mark]')));
      const hinted = await marked(page, heap, 'hinted');
      const style = await page
        .locator('sg-heap-game [part=heap]')
        .nth(heap)
        .locator('.stone.hinted')
        .first()
        .evaluate((b) => [getComputedStyle(b).outlineStyle, getComputedStyle(b, '::after').content]);
      assert.deepEqual(style, ['dashed', '"★"'], 'the hinted stones have an outline and a star, not colour alone');
      if (turn === 0) await shot(page, `play-keyboard-hint-${lang}-${width}-${origin}`);
      await tabToHeap(page, heap);
      await page.keyboard.press('Home');
      for (let k = 1; k < hinted.length; k++) await page.keyboard.press('ArrowRight');
      assert.deepEqual(await marked(page, heap, 'take'), hinted, 'the keyboard choice is the hinted stones');
      // A step too far and back, then Escape and choose again: the choice follows.
      await page.keyboard.press('Escape');
      assert.deepEqual(await marked(page, heap, 'take'), [], 'Escape clears the choice');
      await page.keyboard.press('End');
      const size = (await sizes(page))[heap];
      assert.equal((await marked(page, heap, 'take')).length, size, 'End chooses the whole heap');
      await page.keyboard.press('Home');
      for (let k = 1; k < hinted.length; k++) await page.keyboard.press('ArrowUp');
      assert.deepEqual(await marked(page, heap, 'take'), hinted);
      await page.keyboard.press(turn % 2 ? ' ' : 'Enter');
      // (Said in the live region; the computer's quick reply may follow it at once.)
      await page.locator('sg-heap-game [part=announce] p').filter({ hasText: w.you }).last().waitFor();
      f = await focused(page);
      if (!(await page.locator('sg-heap-game [part=result]').count())) {
        assert.equal(f.role, 'slider', `focus stays on the board after the move: ${JSON.stringify(f)}`);
        await waitForHumanTurn(page);
        if (await page.locator('sg-heap-game [part=result]').count()) break;
        assert.match(await lastSaid(page), w.computer);
        f = await focused(page);
        assert.equal(f.role, 'slider', `focus stays on the board after the computer's reply: ${JSON.stringify(f)}`);
        assert.match(
          f.label,
          lang === 'zh' ? /^第 \d+ 堆：\d+ 颗，规则 nim$/ : /^Heap \d+: (1 stone|(?!1 )\d+ stones), rule nim$/
        );
      }
    }
    assert.equal(await page.locator('sg-heap-game [part=result]').textContent(), w.won);
    f = await focused(page);
    assert.equal(f.part, 'result', 'at the end, focus is on the result');
    const items = page.locator('sg-heap-game [part=review-item]');
    assert.ok((await items.count()) >= 2);
    for (const verdict of await items.locator('.verdict').allTextContents()) assert.equal(verdict, w.kept);
    assert.ok((await page.evaluate(() => document.scrollingElement.scrollWidth)) <= width, 'no sideways scrolling');
    await shot(page, `play-keyboard-won-${lang}-${width}-${origin}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${origin} ${lang === 'en' ? 'zh' : 'en'} ${width}px: the review of a lost game marks the move that gave the win away, with the nim-sums`, async () => {
    const url = suite.origins[origin];
    const l = lang === 'en' ? 'zh' : 'en';
    const w = words[l];
    const { page, context, errors } = await open(suite.browser, url('play.html'), {
      lang: l,
      width,
      height: width < 600 ? 844 : 900,
    });
    await page.evaluate(() => localStorage.clear());
    await setup(page, { heaps: 'nim:3 nim:4 nim:5' });
    // Heap 3, take 1 (5 -> 4): from nim-sum 2 to 3 ⊕ 4 ⊕ 4 = 3, not 0.
    await takeStone(page, page.locator('sg-heap-game [part=heap]').nth(2).locator('.stone').nth(4));
    for (let turn = 0; turn < 15; turn++) {
      if (await page.locator('sg-heap-game [part=result]').count()) break;
      // Then one stone from the first heap that has any.
      const heap = (await sizes(page)).findIndex((n) => n > 0);
      assert.ok(heap >= 0, 'a heap with stones while the game goes on');
      await takeStone(page, page.locator('sg-heap-game [part=heap]').nth(heap).locator('.stone').last());
    }
    assert.equal(await page.locator('sg-heap-game [part=result]').textContent(), w.lost);
    const items = page.locator('sg-heap-game [part=review-item]');
    await items.first().waitFor();
    assert.equal(await items.first().locator('[part=review-values]').textContent(), w.values + w.gave);
    assert.equal(await items.first().locator('.muted').textContent(), w.better);
    const verdicts = await items.locator('.verdict').allTextContents();
    assert.ok(verdicts.length >= 2);
    for (const v of verdicts.slice(1))
      assert.equal(v, w.already, 'after the slip the perfect computer never gives the win back');
    assert.match(
      await page.locator('sg-heap-game [part=review-method]').textContent(),
      l === 'zh'
        ? /异或和（⊕）为 0 时是 P 局面（必败局面/
        : /P-position \(lost for the player to move\) exactly when the nim-sum/
    );
    assert.ok((await page.evaluate(() => document.scrollingElement.scrollWidth)) <= width, 'no sideways scrolling');
    await shot(page, `play-review-lost-${l}-${width}-${origin}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const lang of ['en', 'zh']) {
  for (const [origin, url] of suite.each()) {
    test(`${origin} ${lang} 390px: the board starts on the first screen, the setup is a folded sheet, nothing scrolls sideways`, async () => {
      const { page, context, errors } = await open(suite.browser, url('play.html'), { lang, width: 390, height: 844 });
      await page.locator('sg-heap-game .stone').first().waitFor();
      const board = await page.locator('sg-heap-game [part=board]').boundingBox();
      assert.ok(board.y < 844 - 100, `the board starts at ${board.y}px, on the first screen`);
      assert.equal(await page.locator('#setup-sheet').evaluate((d) => d.open), false, 'the setup starts folded');
      assert.equal(await page.locator('#setup-sheet > summary').textContent(), words[lang].sheet);
      assert.ok(!(await page.locator('#heaps').isVisible()));
      assert.ok((await page.evaluate(() => document.scrollingElement.scrollWidth)) <= 390, 'no sideways scrolling');
      // The hints sit right below the board, and the sheet opens without sideways scrolling either.
      await page.locator('sg-heap-game button[name=hints]').click();
      const hints = await page.locator('sg-heap-game [part=hint-move]').boundingBox();
      const last = await page.locator('sg-heap-game [part=heap]').last().boundingBox();
      assert.ok(hints.y - (last.y + last.height) < 200, 'the hint text is next to the board');
      await page.click('#setup-sheet > summary');
      await page.locator('#heaps').waitFor();
      assert.ok(
        (await page.evaluate(() => document.scrollingElement.scrollWidth)) <= 390,
        'no sideways scrolling with the sheet open'
      );
      await shot(page, `play-phone-${lang}-${origin}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

test('take-and-break rules stay playable by keyboard: the way of moving is a labelled radio group', async () => {
  const { page, context, errors } = await open(suite.browser, `${suite.base}/play.html`);
  await page.evaluate(() => localStorage.clear());
  await setup(page, { heaps: 'kayles:5 nim:1' });
  // The computer waits while the reader's move is checked.
  await page.evaluate(() => document.querySelector('#game').setAttribute('delay', '5000'));
  let f = await focused(page);
  assert.equal(f.key, 'heap:0', 'Start hands focus to the board');
  await page.keyboard.press('Tab');
  f = await focused(page);
  assert.deepEqual([f.role, f.text], ['radio', 'knock out 1']);
  const group = await page.evaluate(() =>
    document.activeElement.shadowRoot.activeElement.parentElement.getAttribute('aria-label')
  );
  assert.equal(group, 'How to move in heap 1');
  await page.keyboard.press('ArrowRight');
  f = await focused(page);
  assert.deepEqual([f.role, f.text], ['radio', 'knock out 2'], 'arrows choose the way of moving and focus follows');
  // Back to knocking out 1, then the middle pin: 2 + 2 is a P-position.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+Tab');
  assert.equal((await focused(page)).key, 'heap:0');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal((await focused(page)).valuetext, 'take 1 and leave heaps of 2 and 2');
  await page.keyboard.press('Enter');
  assert.equal(await lastSaid(page), 'You took 1 from heap 1, leaving 2 heaps: 2 and 2.');
  assert.deepEqual(await sizes(page), [2, 2, 1]);
  assert.equal((await focused(page)).role, 'slider');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the preset picker names the preset the form holds, and "—" once the heaps are changed', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.file('play.html'), { lang: 'en' });
  await page.locator('sg-heap-game .stone').first().waitFor();
  const picked = () => page.locator('#preset option:checked').textContent();
  assert.equal(await picked(), 'Nim 3-4-5');
  await page.locator('#heaps').fill('nim:3 nim:4 nim:6');
  assert.equal(await picked(), '—');
  await page.locator('#heaps').fill('nim:3 nim:4 nim:5');
  assert.equal(await picked(), 'Nim 3-4-5');
  assert.deepEqual(errors, []);
  await context.close();
});
