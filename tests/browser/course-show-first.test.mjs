// The course shows before it tells (issue 19), in Chromium, in English and
// Chinese: the sums of lessons 6 to 8 ask who wins before their verdict, a
// wrong guess gets the engine's reason; the tables of lessons 5 and 9 keep
// their period and formula until asked; "Play" waits for tokens; exercises
// ask nothing the lesson answered first; the reasons a wrong answer gets are
// written with full-width punctuation and 、 in Chinese, with the heap of
// each move named; one notation (⊕) for the nim-sum.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, open, seen, shot } from './helpers.mjs';
import { loadEngine } from '../../web/js/engine/engine.js';
import { lessons, problems } from '../../web/js/model/course/lessons.js';
import { solve } from '../../web/js/model/course/check.js';

const suite = browserSuite();
const engine = await loadEngine('full');

// What a reader sees, [English, Chinese] for each thing checked.
const said = {
  nimSum: ['nim-sum', '异或和'],
  columns: ['Every column has an even number of 1s', '当且仅当每一列 1 的个数都是偶数时'],
  ask: ['Who wins here, with best play on both sides?', '双方都走最优时，谁会赢？'],
  right: [
    { N: '✓ Right: N, the player to move wins.', P: '✓ Right: P, the player to move loses.' },
    { N: '✓ 对了：N，轮到走的一方必胜。', P: '✓ 对了：P，轮到走的一方必败。' },
  ],
  shown: [
    { N: 'The answer: N, the player to move wins.', P: 'The answer: P, the player to move loses.' },
    { N: '答案：N，轮到走的一方必胜。', P: '答案：P，轮到走的一方必败。' },
  ],
  outcome: [
    { N: 'N-position', P: 'P-position' },
    { N: '必胜态（N）', P: '必败态（P）' },
  ],
  notP: [
    'Not P: the player to move has a winning move, take 2 in heap 1.',
    '不是 P：轮到走的一方有必胜的走法：在第 1 堆取走 2 颗。',
  ],
  // after “MOVE in heap I” the opponent answers “MOVE in heap J”
  notN: [
    /after “take (all )?(\d+) in heap (\d+)” the opponent answers “take (all )?(\d+) in heap (\d+)” and wins/,
    /例如“在第 (\d+) 堆取走(全部)? (\d+) 颗”之后，对手“在第 (\d+) 堆取走(全部)? (\d+) 颗”就赢了/,
  ],
  lesson8Move: ["Turn heap 1's value from 3 into 3 ⊕ 2 = 1: take 2.", '把第 1 堆的值从 3 变成 3 ⊕ 2 = 1：取走 2 颗。'],
  periodAsk: ['The period and its formula are hidden', '周期和公式暂时隐藏'],
  hiddenWords: [
    ['Closed form', 'Period', 'before the period'],
    ['公式：', '周期为', '周期之前'],
  ],
  kaylesPeriod: ['Period 12 from x = 71, proved.', '从 x=71 起周期为 12，已证明。'],
  kaylesBound: [
    'for every x from 71 to 155 = 2·71 + 12 + 2 − 1',
    '从 x = 71 到 x = 155 = 2·71 + 12 + 2 − 1 的每个 x 都有 sg[x + 12] = sg[x]',
  ],
  nimRows: ['The values one per row (period 1)', '每行一个值（周期为 1）'],
  takeForm: ['Closed form: taking 1 to 3 gives sg[n] = n mod 4.', 'sg[n] = n mod 4'],
  placeholder: ['a formula of step1, step3', '用 step1、step3 写的公式'],
  needLabels: [
    'To play, first label every vertex; then click vertices to put tokens on them.',
    '要对弈，先标出每个顶点；然后点击顶点放上棋子。',
  ],
  needTokens: ['To play, first put a token on the graph: click a vertex.', '要对弈，先在图上放棋子：点击一个顶点。'],
  yourTurn: ['Your turn', '轮到你'],
  rowHint: [
    '11 whole numbers in a row, separated by spaces or commas.',
    '共 11 个非负整数，写在一行里，用空格或逗号隔开。',
  ],
  linesHint: [
    '3 whole numbers, one per line (spaces also separate them).',
    '共 3 个非负整数，每行一个（也可以用空格隔开）。',
  ],
  count3: [
    'the nim-sum is 3, and these 3 moves make it 0: 3→0 in heap 1, 6→5 in heap 3, 7→4 in heap 4.',
    '异或和为 3，恰好这 3 种走法能把它变成 0：第 1 堆 3→0、第 3 堆 6→5、第 4 堆 7→4。',
  ],
  count1: [
    'the nim-sum is 2, and one move alone makes it 0: 3→1 in heap 1.',
    '异或和为 2，只有这一种走法能把它变成 0：第 1 堆 3→1。',
  ],
  strategy: ['the second player takes m + 1 − k', '先手取 k 颗，后手就取 m+1−k 颗'],
  billion: ['sg[10⁹]', 'sg[10⁹]'],
  misere: ['counts it among the P-positions', '必败态的个数也把它算在内'],
};
const wordsIn = (lang) => Object.fromEntries(Object.entries(said).map(([k, v]) => [k, v[lang === 'en' ? 0 : 1]]));

// A list inside a Chinese sentence takes 、 and its colons and commas are
// full-width; math keeps its own commas: sets {…}, pairs (…), sg[…].
const halfWidth = (text) => {
  const prose = text.replace(/\{[^{}]*\}|\([^()]*\)|\[[^\]]*\]/g, '');
  return /[,;:?!](?:\s|$)|\s[,;:]/.test(prose);
};

// Brings a lesson's widget into view (it draws when near).
async function near(page, selector, inner) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  if (inner) await page.locator(`${selector} ${inner}`).first().waitFor();
}

const other = { N: 'P', P: 'N' };

// The heaps of a sum position as [rule, size] pairs ("1..3:5 odd:7").
const heapsOf = (position) =>
  position.split(/\s+/).map((p) => [p.slice(0, p.lastIndexOf(':')), Number(p.slice(p.lastIndexOf(':') + 1))]);
// Whether taking k from a heap of this rule is a move (the rules the lessons use).
const legal = (rule, n, k) =>
  k >= 1 && k <= n && (rule === 'nim' || (rule === 'odd' && k % 2 === 1) || (rule === '1..3' && k <= 3));

for (const [lang, width] of [
  ['en', 1280],
  ['zh', 390],
]) {
  const w = wordsIn(lang);

  test(`${lang} ${width}px: lessons 6 to 8 ask who wins before the verdict; a wrong guess gets the engine's reason, the right one shows the nim-sum and the winning moves`, async () => {
    const { page, context, errors } = await open(suite.browser, suite.origins.file('course.html'), { lang, width });
    await page.locator('#lesson-1 h2').waitFor();
    for (const id of ['lesson-6', 'lesson-7', 'lesson-8']) {
      const sum = page.locator(`#${id} sg-sum`);
      await near(page, `#${id} sg-sum`, '[part=guess]');
      const position = await sum.getAttribute('position');
      const truth = engine.analyze(position);
      const analysis = sum.locator('[part=analysis]');
      // Before the guess: the parts in binary, the question; no nim-sum, columns rule, verdict or move.
      const before = await seen(analysis);
      assert.ok(before.includes(w.ask), `${id}: the question`);
      for (const hidden of [w.nimSum, w.columns, w.outcome.N, w.outcome.P])
        assert.ok(!before.includes(hidden), `${id}: “${hidden}” waits for the guess`);
      assert.equal(await sum.locator('[part=winning-moves]').count(), 0, `${id}: no winning move yet`);
      // A lesson about heaps offers heaps only (no Hackenbush board, no typed part).
      assert.equal(await sum.locator('input[name=new-part]').count(), 0, `${id}: heaps only`);
      assert.equal(await sum.locator('button[name=add]').count(), 1, `${id}: a heap can be added`);
      assert.equal(
        await sum.locator('table.nimsum tbody tr').count(),
        truth.components.length,
        `${id}: the parts in binary`
      );
      // A wrong guess: the reason, from the engine, and still no verdict.
      await sum.locator(`button[name=guess-${other[truth.outcome]}]`).click();
      const said = await seen(sum.locator('.feedback.wrong'));
      if (truth.outcome === 'N') assert.ok(said.includes(w.notP), `${id}: ${said}`);
      else {
        // The move and the answer it names are legal, and the answer leaves nim-sum 0.
        // (A heap of one stone is taken as "the single stone".)
        const m = said
          .replaceAll('take the single stone', 'take 1')
          .replaceAll('取走仅剩的 1 颗', '取走 1 颗')
          .match(w.notN);
        assert.ok(m, `${id}: ${said}`);
        const [k1, i1, k2, i2] = lang === 'en' ? [m[2], m[3], m[5], m[6]] : [m[3], m[1], m[6], m[4]];
        const heaps = heapsOf(position);
        for (const [k, i] of [
          [Number(k1), Number(i1) - 1],
          [Number(k2), Number(i2) - 1],
        ]) {
          const [rule, n] = heaps[i];
          assert.ok(legal(rule, n, k), `${id}: take ${k} from ${rule}:${n}`);
          heaps[i] = [rule, n - k];
        }
        assert.equal(engine.analyze(heaps.map(([r, n]) => `${r}:${n}`).join(' ')).nimSum, 0, `${id}: the answer wins`);
      }
      assert.equal(await sum.locator('.outcome').count(), 0, `${id}: a wrong guess shows no verdict`);
      if (id === 'lesson-6') await shot(page, `course-predict-wrong-${lang}`);
      // The right guess: the verdict, the nim-sum row and the columns rule.
      await sum.locator(`button[name=guess-${truth.outcome}]`).click();
      await sum.locator('.outcome').waitFor();
      const after = await seen(analysis);
      assert.ok(after.includes(w.right[truth.outcome]), `${id}: ${after}`);
      assert.ok(after.includes(w.nimSum) && after.includes(w.columns), `${id}: the nim-sum and the columns rule`);
      assert.ok((await seen(sum.locator('.outcome'))).startsWith(w.outcome[truth.outcome]));
      if (id === 'lesson-8') {
        assert.equal(await seen(sum.locator('[part=winning-moves] li')), w.lesson8Move);
        assert.ok(!after.includes('XOR'), 'one notation for the nim-sum: ⊕');
      }
    }
    // A new position asks again; "Show me" reveals it without a guess.
    const six = page.locator('#lesson-6 sg-sum');
    await six.locator('input[name=heap]').nth(2).fill('5');
    await six.locator('input[name=heap]').nth(2).press('Enter');
    await six.locator('button[name=guess-show]').waitFor();
    assert.equal(await six.locator('.outcome').count(), 0);
    await six.locator('button[name=guess-show]').click();
    const truth = engine.analyze('nim:1 nim:2 nim:5').outcome;
    await six.locator('[part=guess]').getByText(w.shown[truth]).waitFor();
    await six.locator('.outcome').waitFor();
    // Its fields are named with a full-width colon in Chinese.
    assert.equal(
      await six.locator('input[name=rule]').first().getAttribute('aria-label'),
      lang === 'zh' ? '第 1 堆：规则' : 'Heap 1: Rule'
    );
    await shot(page, `course-predict-${lang}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${lang} ${width}px: the tables that ask for a pattern keep their period and formula until asked; Kayles' bound reads the same in both languages; the staircase's formula field gives nothing away`, async () => {
    const { page, context, errors } = await open(suite.browser, suite.origins.file('course.html'), { lang, width });
    await page.locator('#lesson-1 h2').waitFor();
    const lesson5 = page.locator('#lesson-5 sg-mex-table');
    assert.equal(await lesson5.count(), 3);
    const all = [0, 1, 2].map((k) => lesson5.nth(k)).concat([page.locator('#lesson-9 sg-mex-table')]);
    for (const table of all) {
      await table.scrollIntoViewIfNeeded();
      await table.locator('td').first().waitFor();
      const period = table.locator('[part=period]');
      await period.getByText(w.periodAsk, { exact: false }).waitFor();
      const text = await seen(table.locator('[part=period]'));
      for (const hidden of w.hiddenWords) assert.ok(!text.includes(hidden), `“${hidden}” waits: ${text}`);
      assert.equal(await table.locator('table.grid').count(), 0, 'no period view yet');
    }
    // Asked, each shows it.
    for (const [k, want] of [
      [0, w.takeForm],
      [1, w.nimRows],
    ]) {
      await lesson5.nth(k).locator('button[name=show-period]').click();
      await lesson5.nth(k).locator('[part=period]').getByText(want, { exact: false }).waitFor();
    }
    const kayles = page.locator('#lesson-9 sg-mex-table');
    // Lesson 9's split moves are written with ⊕, never XOR, in both languages.
    const explain = await seen(kayles.locator('[part=explain]'));
    assert.ok(explain.includes('sg[1] ⊕ sg[98]') && !explain.includes('XOR'), explain.slice(0, 200));
    await kayles.locator('button[name=show-period]').click();
    const kp = kayles.locator('[part=period]');
    await kp.getByText(w.kaylesPeriod, { exact: false }).waitFor();
    await kp.getByText(w.kaylesBound, { exact: false }).waitFor();
    await kayles.locator('table.grid').waitFor();
    const kt = engine.table('kayles', 200).period;
    assert.deepEqual([kt.period, kt.preperiod, kt.proofT], [12, 71, 2], "the bound's figures are the engine's");
    // The staircase: a neutral placeholder, not the formula the lesson asks for.
    const stairs = page.locator('#lesson-9 sg-game-table').nth(1);
    await stairs.scrollIntoViewIfNeeded();
    await stairs.locator('td').first().waitFor();
    assert.equal(await stairs.locator('input[name=formula]').getAttribute('placeholder'), w.placeholder);
    await kayles.scrollIntoViewIfNeeded();
    await shot(page, `course-period-asked-${lang}`);
    // A language switch keeps what the reader asked to see.
    await page.getByRole('button', { name: lang === 'en' ? '中文' : 'English' }).click();
    const again = page.locator('#lesson-9 sg-mex-table');
    await again.scrollIntoViewIfNeeded();
    await again.locator('table.grid').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${lang} ${width}px: Play waits for tokens, saying why; exercises ask nothing the lesson answered first; the rows and lines the fields take are said`, async () => {
    const { page, context, errors } = await open(suite.browser, suite.origins.file('course.html'), { lang, width });
    await page.locator('#lesson-1 h2').waitFor();
    // Lesson 2: no token, so "Play" is disabled with the reason, which changes once every vertex is labelled.
    const graph = page.locator('#lesson-2 .widget sg-graph-game');
    await near(page, '#lesson-2 .widget sg-graph-game', 'svg.drawing');
    const play = graph.locator('button[name=play]');
    assert.equal(await play.isDisabled(), true);
    assert.equal(await seen(graph.locator('[part=play-why]')), w.needLabels);
    await graph.locator('button[name=label-all]').click();
    await graph.locator('[part=play-why]').getByText(w.needTokens).waitFor();
    assert.equal(await play.isDisabled(), true);
    await graph.locator('[data-v="a"]').click();
    await page.waitForFunction(
      () =>
        !document.querySelector('#lesson-2 .widget sg-graph-game').shadowRoot.querySelector('button[name=play]')
          .disabled
    );
    assert.equal(await graph.locator('[part=play-why]').isVisible(), false);
    await play.click();
    await graph.locator('[part=status]').getByText(w.yourTurn, { exact: false }).waitFor();
    // The exercises' pictures say nothing about playing.
    assert.equal(await page.locator('#exercise-l2e1 [part=play-why]').isVisible(), false);

    // Exercise 1.1 asks none of the sets the text or the toy answers.
    const questions = async (id) => page.locator(`#exercise-${id} ol.questions li`).allTextContents();
    const toy = (await seen(page.locator('.mex-toy .toy-result'))).match(/\{[^}]*\}/)[0];
    for (const q of await questions('l1e1'))
      for (const told of ['mex{0, 1, 3}', 'mex{1, 2}', 'mex{}', `mex${toy}`])
        assert.ok(!q.endsWith(told), `1.1 asks ${q}`);
    // Lesson 4's paragraphs above the table state no value of it.
    const intro = await page.locator('#lesson-4').evaluate((s) => {
      const out = [];
      for (const el of s.children) {
        if (el.classList.contains('widget')) break;
        if (el.tagName === 'P') out.push(el.textContent);
      }
      return out.join(' ');
    });
    assert.doesNotMatch(intro, /sg\[\d+\] = \d|= mex\{\d/, intro);
    // 6.2 asks none of the positions lesson 6 has the reader try; 7.1, 8.1 and 8.2 not the lesson's own sum.
    const tried = ['1 2 3', '3 4 5', '2 2', '5 5 7 7'];
    for (const q of await questions('l6e2')) assert.ok(!tried.includes(q.replace(/^\d+\.\s*/, '')), `6.2 asks ${q}`);
    for (const [lesson, ids] of [
      ['lesson-7', ['l7e1']],
      ['lesson-8', ['l8e1', 'l8e2']],
    ]) {
      const shown = await page.locator(`#${lesson} sg-sum`).getAttribute('position');
      for (const id of ids)
        for (const q of await questions(id))
          assert.notEqual(q.replace(/^\d+\.\s*/, ''), shown, `${id} asks the lesson's sum`);
    }
    // 9.1 asks Kayles values past the table above it.
    const upto = Number(await page.locator('#lesson-9 sg-mex-table').getAttribute('upto'));
    for (const q of await questions('l9e1'))
      assert.ok(Number(q.match(/sg\(kayles:(\d+)\)$/)[1]) > upto, `9.1 asks ${q}`);
    // A row field says "in a row", a text area "one per line".
    assert.equal(await page.locator('#answer-l4e1').evaluate((e) => e.tagName), 'INPUT');
    assert.equal(await seen(page.locator('#hint-l4e1')), w.rowHint);
    assert.equal(await page.locator('#answer-l9e1').evaluate((e) => e.tagName), 'TEXTAREA');
    assert.equal(await seen(page.locator('#hint-l9e1')), w.linesHint);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${lang} ${width}px: reasons name each move's heap, one move in the singular; Chinese reasons and lessons use full-width punctuation and 、; wording slips fixed`, async () => {
    const { page, context, errors } = await open(suite.browser, suite.origins.file('course.html'), { lang, width });
    await page.locator('#lesson-1 h2').waitFor();
    const exercises = [...lessons.flatMap((l) => l.exercises), ...problems.map((p) => p.exercise)];
    const byId = new Map(exercises.map((ex) => [ex.id, ex]));
    const answer = async (id, text) => {
      await page.locator(`#answer-${id}`).fill(text);
      await page.locator(`#exercise-${id} button[type=submit]`).click();
      await page.locator(`#feedback-${id} p`).first().waitFor();
      return seen(page.locator(`#feedback-${id}`));
    };
    // Every line of these exercises answered wrong: the reasons, as a reader sees them.
    const flip = { W: 'L', L: 'W', P: 'N', N: 'P' };
    const said = [];
    for (const id of ['l2e1', 'l3e1', 'l4e1', 'l5e1', 'l7e2', 'l8e2', 'l9e1', 'l9e3', 'p5', 'p6']) {
      const ex = byId.get(id);
      const wrong = solve(engine, ex).map((a) => flip[a.answer] ?? String(Number(a.answer) + 1));
      said.push(await answer(id, wrong.join(ex.layout === 'row' ? ' ' : '\n')));
    }
    const text = said.join('\n');
    // 8.2 line 2 has three winning moves, problem 5 line 1 one: each with its heap.
    assert.ok(text.includes(w.count3), text);
    assert.ok(text.includes(w.count1), text);
    if (lang === 'zh') {
      for (const line of text.split('\n')) assert.ok(!halfWidth(line), `half-width punctuation: ${line}`);
      assert.ok(text.includes('它的每个后继（c、d）都是必胜态'), 'vertex lists take 、');
      assert.ok(text.includes('从 10 可以走到 9、8、7，它们的 SG 值是 1、0、3'), 'move lists take 、');
      assert.ok(text.includes('上面的硬币数是 3、2'), 'coin lists take 、');
      // The lessons' own prose, the answers opened included.
      await page.locator('#lesson-4 details.reveal summary').click();
      const prose = await page
        .locator('main p, main li, main summary')
        .evaluateAll((els) =>
          els
            .filter((e) => e.getRootNode() === document && !e.closest('.exercise, .feedback'))
            .map((e) => e.textContent)
        );
      const slips = prose.filter((p) => /[\u4e00-\u9fff]/.test(p) && halfWidth(p.replace(/`[^`]*`/g, '')));
      assert.deepEqual(slips, []);
      assert.ok(prose.some((p) => p.includes('x = 0、2、7、9、14、16……')));
      assert.ok(!prose.some((p) => /misère/.test(p)), 'the course says 反常');
      // One term for the nim-sum: 异或和 (异或 alone only where the operation itself is defined).
      assert.deepEqual(
        prose.filter((p) => /异或(?!和|就是)/.test(p)),
        []
      );
    }
    // Powers are written as powers (10⁹, 2ᵏ), not with a caret.
    const carets = await page
      .locator('main p')
      .evaluateAll((els) =>
        els.filter((e) => e.getRootNode() === document && /\d\^\w/.test(e.textContent)).map((e) => e.textContent)
      );
    assert.deepEqual(carets, []);
    const lessonText = await seen(page.locator('#lesson-5'));
    assert.ok(lessonText.includes(w.strategy) && lessonText.includes(w.billion) && !lessonText.includes('10^9'));
    assert.ok((await seen(page.locator('#lesson-9'))).includes(w.misere));
    await page.locator('#exercise-l8e2').scrollIntoViewIfNeeded();
    await shot(page, `course-reasons-${lang}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
