// The course page in Chromium, from disk and over http, in English and
// Chinese, on a desktop and a phone: a student works through the first three
// lessons by keyboard alone, is told why a wrong answer is wrong, keeps the
// progress across a reload, and is told when saved progress was unreadable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, drawnNear, open } from './helpers.mjs';
import { drawnGraph, assertReadable } from './graph-drawing.mjs';
import { loadEngine } from '../../web/js/engine/engine.js';
import { lessons, allExercises } from '../../web/js/model/course/lessons.js';
import { solve } from '../../web/js/model/course/check.js';

const suite = browserSuite();
const engine = await loadEngine('full');
const progressKey = 'sglab.course.progress.v1';

const words = {
  en: {
    progress: (s, t) => `${s} of ${t} solved`,
    allRight: (n) => `All ${n} right: solved.`,
    notice: 'Your saved progress could not be read and was reset.',
    wrongMex: 'Line 1 (mex{0, 2, 3}): 3 is wrong. 3 is in the set {0, 2, 3}; the least number missing from it is 1.',
    notNumber: 'Answer 1, "abc", is not a whole number (0, 1, 2, …).',
    lesson1: 'Lesson 1: mex',
    check: 'Check',
    solved: 'solved',
  },
  zh: {
    progress: (s, t) => `已完成 ${s}/${t}`,
    allRight: (n) => `${n} 个全部正确，通过！`,
    notice: '保存的进度无法读取，已重置。',
    wrongMex: '第 1 行（mex{0, 2, 3}）：3，错误。3 在集合 {0, 2, 3} 里；不在集合中的最小非负整数是 1。',
    notNumber: '第 1 个答案“abc”不是非负整数（0、1、2……）。',
    lesson1: '第 1 课：mex 运算',
    check: '检查',
    solved: '已通过',
  },
};

// Presses Tab until the element with this id has the focus (keyboard only).
async function tabTo(page, id, max = 500) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((want) => document.activeElement?.id === want, id)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id}`);
}

// Types an answer into the exercise's field and checks it with the keyboard:
// Tab to the field, select what is there, type, Tab to Check, Enter.
async function answer(page, ex, text) {
  await tabTo(page, `answer-${ex.id}`);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  assert.equal(
    await page.evaluate(() => document.activeElement?.textContent),
    await page.locator(`#exercise-${ex.id} button[type=submit]`).textContent()
  );
  await page.keyboard.press('Enter');
}

const feedback = (page, ex) => page.locator(`#feedback-${ex.id}`);
const rightAnswers = (ex) =>
  solve(engine, ex)
    .map((a) => a.answer)
    .join(ex.layout === 'row' ? ' ' : '\n');

for (const lang of ['en', 'zh']) {
  for (const [origin, url] of suite.each()) {
    for (const width of [1200, 390]) {
      test(`${origin} ${lang} ${width}px: lessons 1 to 3 by keyboard alone, a wrong answer with its reason, progress kept across a reload`, async () => {
        const w = words[lang];
        const { page, context, errors } = await open(suite.browser, url('course.html'), { lang, width });
        await page.locator('#lesson-1 h2').getByText(w.lesson1).waitFor();
        // The first exercise: malformed, then wrong (with the reason), then right.
        const first = lessons[0].exercises[0];
        await answer(page, first, 'abc');
        await feedback(page, first).getByText(w.notNumber).waitFor();
        assert.equal(await page.locator(`#answer-${first.id}`).getAttribute('aria-invalid'), 'true');
        await answer(page, first, '3\n0\n3\n0');
        await feedback(page, first).getByText(w.wrongMex).waitFor();
        assert.equal(await page.locator(`#exercise-${first.id} .badge`).isVisible(), false);
        // Every exercise of lessons 1 to 3, right.
        for (const lesson of lessons.slice(0, 3)) {
          for (const ex of lesson.exercises) {
            await answer(page, ex, rightAnswers(ex));
            await feedback(page, ex)
              .getByText(w.allRight(solve(engine, ex).length))
              .waitFor();
            assert.equal(await page.locator(`#exercise-${ex.id} .badge`).textContent(), w.solved);
            assert.equal(await page.locator(`#answer-${ex.id}`).getAttribute('aria-invalid'), 'false');
          }
          const n = lesson.exercises.length;
          assert.equal(await page.locator(`#${lesson.id} .lesson-progress`).textContent(), w.progress(n, n));
          assert.equal(await page.locator(`#toc [data-progress="${lesson.id}"]`).textContent(), w.progress(n, n));
        }
        assert.equal(await page.locator('#toc [data-progress="lesson-4"]').textContent(), w.progress(0, 2));
        assert.ok((await page.evaluate(() => document.scrollingElement.scrollWidth)) <= width, 'no sideways scrolling');
        // A reload keeps what was solved.
        await page.reload();
        await page.locator('#lesson-1 h2').waitFor();
        for (const lesson of lessons.slice(0, 3))
          assert.equal(
            await page.locator(`#toc [data-progress="${lesson.id}"]`).textContent(),
            w.progress(lesson.exercises.length, lesson.exercises.length)
          );
        assert.equal(await page.locator(`#exercise-${first.id} .badge`).isVisible(), true);
        assert.equal(await page.locator('#notice').isVisible(), false);
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }
}

for (const [origin, url] of suite.each()) {
  test(`${origin}: a corrupt progress entry is reset with a visible notice, in both languages`, async () => {
    for (const lang of ['en', 'zh']) {
      const { page, context, errors } = await open(suite.browser, url('course.html'), { lang });
      await page.locator('#lesson-1 h2').waitFor();
      await page.evaluate((key) => localStorage.setItem(key, '{"solved": [1, 2'), progressKey);
      await page.reload();
      const notice = page.locator('#notice');
      await notice.waitFor({ state: 'visible' });
      assert.equal(await notice.textContent(), words[lang].notice);
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), progressKey), null);
      assert.equal(await page.locator('#toc [data-progress="lesson-1"]').textContent(), words[lang].progress(0, 2));
      // The course goes on: solving an exercise saves clean progress again.
      const ex = lessons[0].exercises[1];
      await page.locator(`#answer-${ex.id}`).fill(rightAnswers(ex));
      await page.locator(`#exercise-${ex.id} button[type=submit]`).click();
      await feedback(page, ex).getByText(words[lang].allRight(4)).waitFor();
      assert.deepEqual(JSON.parse(await page.evaluate((key) => localStorage.getItem(key), progressKey)), {
        solved: [ex.id],
      });
      await page.reload();
      await page.locator('#lesson-1 h2').waitFor();
      assert.equal(await page.locator('#notice').isVisible(), false);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
}

test('the language switch keeps typed answers and results, and the choice is remembered', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.file('course.html'), { lang: 'en' });
  const ex = lessons[0].exercises[0];
  await page.locator(`#answer-${ex.id}`).fill('3 0 3 0');
  await page.locator(`#exercise-${ex.id} button[type=submit]`).click();
  await feedback(page, ex).getByText(words.en.wrongMex).waitFor();
  await page.getByRole('button', { name: '中文' }).click();
  await feedback(page, ex).getByText(words.zh.wrongMex).waitFor();
  assert.equal(await page.locator(`#answer-${ex.id}`).inputValue(), '3 0 3 0');
  assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
  assert.equal(await page.locator('sg-mex-table').first().getAttribute('lang'), 'zh');
  await page.reload();
  await page.locator('#lesson-1 h2').getByText(words.zh.lesson1).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the nav of every page links the course, and the course links back', async () => {
  for (const file of ['index.html', 'play.html', 'course.html']) {
    const { page, context } = await open(suite.browser, suite.origins.file(file), { lang: 'zh' });
    const link = page.locator('header nav a[href="course.html"]');
    await link.getByText('课程').waitFor();
    await context.close();
  }
});

test('the title says how far the course goes, and the contents number each lesson once', async () => {
  for (const [lang, title, first] of [
    ['en', 'Hackenbush', 'Lesson 1: mex'],
    ['zh', 'Hackenbush', '第 1 课：mex 运算'],
  ]) {
    const { page, context } = await open(suite.browser, suite.origins.file('course.html'), { lang });
    await page.locator('#toc-list li').first().waitFor();
    assert.match(await page.title(), new RegExp(title));
    const item = page.locator('#toc-list li').first();
    assert.equal(await item.locator('a').textContent(), first);
    // The list draws no number of its own before "Lesson 1".
    assert.equal(await item.evaluate((li) => getComputedStyle(li).listStyleType), 'none');
    await context.close();
  }
});

for (const lang of ['en', 'zh']) {
  for (const width of [1200, 390]) {
    test(`every lesson in ${lang} at ${width}px: a live widget or toy, no sideways scrolling, a screenshot`, async () => {
      const { page, context, errors } = await open(suite.browser, suite.origins.http('course.html'), {
        lang,
        width,
        height: 900,
      });
      await page.locator('#lesson-1 h2').waitFor();
      // A lesson's widgets draw as the reader comes near them.
      await drawnNear(page.locator('sg-mex-table').first(), 'td');
      await drawnNear(page.locator('sg-game-table').first(), 'td');
      await page.waitForTimeout(500);
      // Headings in order: one h1, then h2, h3, h4 without skipping a level.
      const levels = await page.$$eval('main h1, main h2, main h3, main h4', (hs) =>
        hs.map((x) => Number(x.tagName[1]))
      );
      assert.equal(levels[0], 1);
      for (let i = 1; i < levels.length; i++)
        assert.ok(levels[i] <= levels[i - 1] + 1, `heading ${i} jumps from h${levels[i - 1]} to h${levels[i]}`);
      // Every field has a label.
      const unlabelled = await page.$$eval('main textarea, main input', (els) =>
        els.filter((e) => !e.labels?.length && !e.getAttribute('aria-label')).map((e) => e.id)
      );
      assert.deepEqual(unlabelled, []);
      assert.ok((await page.evaluate(() => document.scrollingElement.scrollWidth)) <= width, 'no sideways scrolling');
      for (const [i, lesson] of lessons.entries()) {
        const section = page.locator(`#${lesson.id}`);
        assert.ok((await section.locator('.widget').count()) >= 1, `${lesson.id} has a live widget`);
        const box = await section.boundingBox();
        assert.ok(box.x >= 0 && box.x + box.width <= width + 0.5, `${lesson.id} fits the screen`);
        const suffix = width === 1200 ? '' : '-phone';
        await section.scrollIntoViewIfNeeded();
        await page.waitForTimeout(400);
        await section.screenshot({ path: `test-results/screenshots/course-lesson-${i + 1}-${lang}${suffix}.png` });
      }
      await page
        .locator('#problems')
        .screenshot({ path: `test-results/screenshots/course-problems-${lang}${width === 1200 ? '' : '-phone'}.png` });
      // The top of the page (each lesson has its own picture above; a full-page one of this long page is slow).
      if (width === 1200) await page.screenshot({ path: `test-results/screenshots/course-${lang}.png` });
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

// ---- issue 19: pictures a student can read, answers they work out first ----

const issueWords = {
  en: {
    answerRow: '0 1 0 1 2 3 2 0 1',
    nimSum: 'nim-sum',
    askPN: 'Is vertex f a P-position or an N-position?',
    askSG: 'What is sg(g)?',
    wrong: 'is not right for',
    results: [
      ['lesson-6', 'Bouton’s theorem'],
      ['lesson-7', 'The Sprague-Grundy theorem'],
      ['lesson-8', 'so the first player wins'],
      ['lesson-9', 'period 12 from x = 71'],
      ['lesson-9', 'the first player wins exactly when some heap has 2 or more stones'],
      ['lesson-9', 'Only the odd steps count'],
      ['lesson-9', 'The P-positions are (0, 0), (1, 2)'],
    ],
  },
  zh: {
    answerRow: '0 1 0 1 2 3 2 0 1',
    nimSum: '异或和',
    askPN: '顶点 f 是必败态（P）还是必胜态（N）？',
    askSG: 'sg(g) 是多少？',
    wrong: '不对',
    results: [
      ['lesson-6', 'Bouton 定理'],
      ['lesson-7', 'SG 定理'],
      ['lesson-8', '所以先手必胜'],
      ['lesson-9', '从 x = 71 起周期为 12'],
      ['lesson-9', '所以先手必胜当且仅当'],
      ['lesson-9', '只需要看奇数级台阶'],
      ['lesson-9', '必败态是 (0, 0)、(1, 2)'],
    ],
  },
};

for (const [lang, width] of [
  ['en', 1280],
  ['zh', 390],
]) {
  test(`${lang} ${width}px: graphs pass no edge through a vertex and keep labels clear, answers wait for the student, results come after something to try`, async () => {
    const w = issueWords[lang];
    const { page, context, errors } = await open(suite.browser, suite.origins.file('course.html'), { lang, width });
    await page.locator('#lesson-1 h2').waitFor();
    // Each lesson's widgets draw as the reader comes near them: scrolled to, as a reader does.
    const near = (widget, inner) => drawnNear(page.locator(widget).first(), inner);
    await near('#lesson-3 sg-graph-game', 'svg.drawing');
    const visible = (sel) => page.locator(sel).evaluate((el) => el.innerText);

    // Lesson 4: the answer row is not shown before the student predicts; it is there to open.
    await near('#lesson-4 sg-mex-table', 'td');
    assert.ok(!(await visible('#lesson-4')).includes(w.answerRow), 'lesson 4 hides the answer row');
    await page.locator('#lesson-4 details.reveal summary').click();
    assert.ok((await visible('#lesson-4')).includes(w.answerRow), 'the answer row shows once opened');

    // Lessons 2 and 3: a click asks; it shows neither the labels nor the nim-sum nor winning moves.
    for (const [id, vertex, ask, wrongAnswer, rightAnswer] of [
      ['lesson-2', 'f', w.askPN, 'N', 'P'],
      ['lesson-3', 'g', w.askSG, '1', '0'],
    ]) {
      const graph = page.locator(`#${id} .widget sg-graph-game`);
      await near(`#${id} .widget sg-graph-game`, 'svg.drawing');
      await graph.locator(`[data-v="${vertex}"]`).click();
      await graph.getByText(ask).waitFor();
      const text = await graph.locator('[part=analysis]').innerText();
      assert.ok(!text.includes(w.nimSum), `${id}: a click shows no nim-sum`);
      assert.equal(await graph.locator('[part=winning-moves]').count(), 0, `${id}: no winning moves`);
      assert.equal(await graph.locator('circle.token').count(), 0, `${id}: no token`);
      const answerWith = async (a) => {
        if (id === 'lesson-2') await graph.locator(`button[name=ask-${a}]`).click();
        else {
          await graph.locator('input[name=ask-value]').fill(a);
          await graph.locator('button[name=ask-check]').click();
        }
      };
      await answerWith(wrongAnswer);
      await graph.getByText(w.wrong, { exact: false }).waitFor();
      assert.equal(await graph.locator('text.sg').count(), 0, `${id}: a wrong answer labels nothing`);
      await answerWith(rightAnswer);
      await graph.locator('text.sg').getByText('sg=0').waitFor();
      // Labelled in full, the drawing is still readable.
      await graph.locator('button[name=label-all]').click();
      await page.waitForFunction(
        ([sel, n]) => document.querySelector(sel).shadowRoot.querySelectorAll('text.sg').length === n,
        [`#${id} .widget sg-graph-game`, id === 'lesson-2' ? 6 : 7]
      );
      assertReadable(await drawnGraph(graph), `${id} at ${width}px`);
    }

    // A graph with cycles, with ∞ labels, drawn by the same widget.
    await page.evaluate((lg) => {
      const el = document.createElement('sg-graph-game');
      el.id = 'loopy';
      for (const [k, v] of Object.entries({
        edges: 'a b; b a; b c; c d; d e; e c; e f; a g; g h; h a; f h',
        tokens: '',
        editor: 'off',
        lang: lg,
      }))
        el.setAttribute(k, v);
      document.querySelector('#lesson-3 .widget').append(el);
    }, lang);
    const loopy = page.locator('#loopy');
    await loopy.scrollIntoViewIfNeeded();
    await loopy.locator('text.sg').first().waitFor();
    const lg = await drawnGraph(loopy);
    assert.ok(
      lg.labels.some((l) => l.text.startsWith('sg=∞{')),
      'a loopy graph labels a draw with ∞'
    );
    assertReadable(lg, `a loopy graph at ${width}px`);

    // Every exercise on a graph has its picture, with its vertices.
    const graphExercises = allExercises.map((a) => a.ex).filter((ex) => ex.edges);
    assert.ok(graphExercises.length >= 5);
    for (const ex of graphExercises) {
      const pic = page.locator(`#exercise-${ex.id} sg-graph-game`);
      await drawnNear(pic, 'svg.drawing');
      const g = await drawnGraph(pic);
      const names = new Set(ex.edges.split(/[;\s]+/).filter(Boolean));
      assert.equal(g.vertices.length, names.size, `${ex.id}: every vertex drawn`);
      assert.equal(g.labels.length, 0, `${ex.id}: no answers on the picture`);
      assertReadable(g, `${ex.id} at ${width}px`);
    }

    // Lessons 6 to 9: each result is stated after something to try in its section.
    for (const [id, sentence] of w.results) {
      const ok = await page.locator(`#${id}`).evaluate((section, s) => {
        const p = [...section.querySelectorAll(':scope > p')].find((x) => x.textContent.includes(s));
        if (!p) return 'missing';
        for (
          let el = p.previousElementSibling;
          el && el.tagName !== 'H3' && el.tagName !== 'H2';
          el = el.previousElementSibling
        )
          if (el.classList.contains('widget')) return 'ok';
        return 'stated before anything to try';
      }, sentence);
      assert.equal(ok, 'ok', `${id}: “${sentence}”`);
    }

    // Lesson 8's link opens its four heaps on the play page.
    if (width === 1280) {
      await page.locator('#lesson-8 ul.links a').first().click();
      await page.locator('sg-heap-game [part=heap]').first().waitFor();
      await page.waitForFunction(
        () => document.querySelector('sg-heap-game')?.shadowRoot?.querySelectorAll('[part=heap]').length === 4
      );
      const stones = await page
        .locator('sg-heap-game [part=heap]')
        .evaluateAll((hs) => hs.map((x) => x.querySelectorAll('.stone').length));
      assert.deepEqual(stones, [7, 6, 5, 4]);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("the course draws its far lessons' widgets and loads the engine modules they need only when the reader comes near them", async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.http('course.html'), {
    width: 390,
    height: 844,
  });
  const modules = [];
  page.on('request', (r) => {
    const m = /dist\/(sg-(?:tables|core|engine))\.wasm$/.exec(r.url());
    if (m) modules.push(m[1]);
  });
  await page.reload();
  // Lesson 1's mex toy answers from the tables module alone.
  await page.waitForFunction(() => /\d/.test(document.querySelector('.toy-result')?.textContent ?? ''));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  // (Which modules, not how many requests: a preload and the compile may each ask for the file.)
  assert.deepEqual([...new Set(modules)], ['sg-tables'], 'only the tables module while the reader is at the top');
  // A widget far down (lesson 12's sum) has built nothing yet; scrolled to, it draws.
  const far = page.locator('#lesson-12 sg-sum').first();
  assert.equal(await far.evaluate((el) => el.shadowRoot.childElementCount), 0, 'a far widget builds nothing');
  await drawnNear(far, '*');
  // The problems' sample outputs, at the end of the page, need the full engine.
  const sample = page.locator('pre.sample').last();
  for (let i = 0; i < 20 && (await sample.textContent()) === '…'; i++) {
    await sample.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
  }
  assert.ok(modules.includes('sg-engine'), `the full engine once the problems are near: ${modules}`);
  assert.notEqual(await sample.textContent(), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a language switch keeps the lesson the reader is in where it was on the screen', async () => {
  const { page, context, errors } = await open(suite.browser, suite.origins.file('course.html#lesson-3'), {
    lang: 'en',
  });
  await page.locator('#lesson-3 .exercise').first().waitFor({ state: 'attached' });
  await page.locator('#problems .problem, #problems .exercise').first().waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, document.querySelector('#lesson-3').offsetTop + 600));
  const top = () => page.evaluate(() => document.querySelector('#lesson-3').getBoundingClientRect().top);
  const before = await top();
  // (The button is pressed where it is: a click would scroll up to the page's header first.)
  await page.evaluate(() => document.querySelector('button[data-lang=zh]').click());
  await page.locator('#lesson-3 h2').getByText('第 3 课', { exact: false }).waitFor();
  await page.locator('#problems .problem, #problems .exercise').first().waitFor({ state: 'attached' });
  assert.ok(Math.abs((await top()) - before) < 2, `lesson 3 moved from ${before} to ${await top()}`);
  assert.deepEqual(errors, []);
  await context.close();
});
