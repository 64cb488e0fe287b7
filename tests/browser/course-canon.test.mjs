// Lessons 10 to 13 (Every-SG, nim multiplication, Green Hackenbush, patterns
// for huge heaps) in Chromium, in English at 1280 px and Chinese at 390 px:
// each section shows its widget before the paragraph that tells what it
// shows, the widgets show the engine's results, exercises answered right and
// wrong get the engine's answer; and the sums' "Trust the pattern" checkbox:
// unticked, a part whose pattern is only observed is refused in the reader's
// language and no value is shown; ticked, the values come with the pattern
// they rest on, and the link keeps the choice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { browserSuite, open, seen, shotDir } from './helpers.mjs';
import { loadEngine } from '../../web/js/engine/engine.js';
import { lessons } from '../../web/js/model/course/lessons.js';
import { check, solve, whyText } from '../../web/js/model/course/check.js';
import { t, errorText } from '../../web/js/text/i18n.js';
import { englishWords } from '../js/words.mjs';

const suite = browserSuite();
const engine = await loadEngine('full');
const byId = new Map(lessons.flatMap((l) => l.exercises).map((ex) => [ex.id, ex]));
// Lasker's Nim by its closed form, written here.
const lasker = (n) => (n % 4 === 0 ? n - 1 : n % 4 === 3 ? n + 1 : n);

// An exercise answered: the feedback as a reader sees it.
async function answer(page, id, text) {
  await page.locator(`#answer-${id}`).fill(text);
  await page.locator(`#exercise-${id} button[type=submit]`).click();
  await page.locator(`#feedback-${id} p`).first().waitFor();
  return seen(page.locator(`#feedback-${id}`));
}

// Right, then wrong in its first line: the engine's verdict and reason are what the page says.
async function rightAndWrong(page, lang, id) {
  const ex = byId.get(id);
  const right = solve(engine, ex).map((a) => a.answer);
  const ok = await answer(page, id, right.join('\n'));
  assert.ok(ok.includes(t(lang, 'course.allRight', { count: right.length })), `${id}: ${ok}`);
  const wrong = [{ W: 'L', L: 'W' }[right[0]] ?? String(Number(right[0]) + 1), ...right.slice(1)];
  const said = await answer(page, id, wrong.join('\n'));
  const why = whyText(lang, check(engine, ex, wrong.join('\n')).lines[0].why);
  assert.ok(said.includes(why), `${id}: ${said}`);
  assert.ok(said.includes(t(lang, 'course.someWrong', { right: right.length - 1, count: right.length })), said);
}

// The values a sum shows beside its parts: the engine's, in the reader's words.
async function valuesShown(sum, lang) {
  const truth = engine.analyze(await sum.getAttribute('position'));
  assert.deepEqual(
    await sum.locator('.heap .value').allTextContents(),
    truth.components.map((c) => t(lang, 'valueOf', { v: c.sg }))
  );
  return truth;
}

const sectionShot = (page, id, lang) =>
  page.locator(`#${id}`).screenshot({ path: path.join(shotDir, `course-canon-${id}-${lang}.png`) });

for (const [lang, width] of [
  ['en', 1280],
  ['zh', 390],
]) {
  test(`${lang} ${width}px: lessons 10 to 13 show each widget before the text that tells its result; the widgets show the engine's results; exercises get the engine's answers`, async () => {
    const { page, context, errors } = await open(suite.browser, suite.origins.file('course.html'), { lang, width });
    await page.locator('#lesson-13 h2').waitFor();
    await page.locator('#lesson-13 .exercise').first().waitFor({ state: 'attached' });
    // Each section: its heading, what to look for, the widget, then what it shows.
    for (const id of ['lesson-10', 'lesson-11', 'lesson-12', 'lesson-13']) {
      const order = await page
        .locator(`#${id}`)
        .evaluate((s) =>
          [...s.querySelectorAll(':scope > h3')]
            .filter((h) => h.nextElementSibling?.nextElementSibling?.classList.contains('widget'))
            .map((h) => [
              h.nextElementSibling.tagName,
              h.nextElementSibling.nextElementSibling.nextElementSibling.tagName,
            ])
        );
      assert.ok(order.length >= 1, `${id}: a section that shows before it tells`);
      for (const tags of order) assert.deepEqual(tags, ['P', 'P'], id);
    }

    // Lesson 10: each part's step count and the verdict by the largest one's parity.
    const every = page.locator('#lesson-10 sg-sum');
    await every.scrollIntoViewIfNeeded();
    await every.locator('[part=steps]').waitFor();
    const truth10 = engine.analyze(await every.getAttribute('position'), { every: true });
    assert.deepEqual(
      await every.locator('.heap .value').allTextContents(),
      truth10.components.map((c) => t(lang, 'stepsOf', { n: c.steps }))
    );
    // The reader says who wins first: no verdict and no rule until then; a
    // wrong guess is answered with the part that lasts longest.
    assert.equal(await every.locator('[part=outcome]').count(), 0, 'no verdict before the guess');
    assert.equal(await every.locator('[part=method]').count(), 0, 'no rule before the guess');
    const longest = truth10.components.reduce((k, c, i) => (c.steps > truth10.components[k].steps ? i : k), 0);
    const wrong = truth10.outcome === 'N' ? 'P' : 'N';
    await every.locator(`button[name=guess-${wrong}]`).click();
    await every
      .getByText(
        t(lang, truth10.outcome === 'N' ? 'sumGuessEveryNotP' : 'sumGuessEveryNotN', {
          i: longest + 1,
          steps: truth10.components[longest].steps,
        })
      )
      .waitFor();
    await every.locator(`button[name=guess-${truth10.outcome}]`).click();
    assert.equal(await seen(every.locator('[part=outcome]')), t(lang, truth10.outcome === 'N' ? 'everyN' : 'everyP'));
    await sectionShot(page, 'lesson-10', lang);
    await rightAndWrong(page, lang, 'l10e1');
    await rightAndWrong(page, lang, 'l10e2');

    // Lesson 11: Turning Corners' table up to 3 only (the exercises' products are
    // not in it) and no formula checked until the reader types nimmul(x, y).
    const corners = page.locator('#lesson-11 sg-game-table');
    await corners.scrollIntoViewIfNeeded();
    await corners.locator('td[data-position="corners(3, 3)"]').waitFor();
    assert.equal(await corners.locator('td[data-position="corners(4, 4)"]').count(), 0);
    const verdict = corners.locator('.verdict');
    assert.equal((await verdict.allTextContents()).join(''), '', 'no formula checked before the reader asks');
    await corners.locator('input[name=formula]').fill('nimmul(x, y)');
    await corners.locator('input[name=formula]').press('Enter');
    await verdict
      .getByText(t(lang, 'own.matches', { claim: t(lang, 'own.claimValue', { f: 'nimmul(x, y)' }), count: 16 }))
      .waitFor();
    await sectionShot(page, 'lesson-11', lang);
    await rightAndWrong(page, lang, 'l11e1');
    await rightAndWrong(page, lang, 'l11e2');

    // Lesson 12: the boards' values; who wins is asked before it is said.
    const boards = page.locator('#lesson-12 sg-sum').first();
    await boards.scrollIntoViewIfNeeded();
    await boards.locator('[part=guess]').waitFor();
    const truth12 = await valuesShown(boards, lang);
    // Its nim-sum table fits the width, the values' column too (at 390 px, in Chinese).
    const [wide, box] = await boards.locator('.nimsum-scroll').evaluate((el) => [el.scrollWidth, el.clientWidth]);
    assert.ok(wide <= box + 1, `the nim-sum table is ${wide} px wide in ${box} px`);
    assert.equal(await boards.locator('[part=outcome]').count(), 0, 'the verdict waits for the guess');
    await boards.locator(`button[name=guess-${truth12.outcome}]`).click();
    await boards.locator('[part=outcome]').waitFor();
    const cycles = page.locator('#lesson-12 sg-sum').nth(1);
    await cycles.scrollIntoViewIfNeeded();
    await cycles.locator('[part=guess]').waitFor();
    const truthCycles = await valuesShown(cycles, lang);
    assert.equal(await cycles.locator('[part=outcome]').count(), 0, 'the verdict waits for the guess');
    await cycles.locator(`button[name=guess-${truthCycles.outcome}]`).click();
    await cycles.locator('[part=outcome]').waitFor();
    // The board to play opens the play page with it.
    const href = await page.locator('#lesson-12 ul.links a').getAttribute('href');
    assert.match(decodeURIComponent(href), /^play\.html#game=.*hackenbush\{ground a; a b/);
    const play = await context.newPage();
    await play.goto(suite.origins.file(href));
    const board = JSON.parse(decodeURIComponent(href.slice('play.html#game='.length))).p;
    await play.locator('sg-game-play').getByText(board).waitFor();
    await play.locator('sg-game-play svg').first().waitFor();
    await play.close();
    await sectionShot(page, 'lesson-12', lang);
    await rightAndWrong(page, lang, 'l12e1');
    await rightAndWrong(page, lang, 'l12e2');

    // Lesson 13: Lasker's table keeps its pattern until asked, then says period 4 with saltus 4, proved.
    const table = page.locator('#lesson-13 sg-mex-table');
    await table.scrollIntoViewIfNeeded();
    await table.locator('[part=period]').getByText(t(lang, 'periodAsk').slice(0, 12), { exact: false }).waitFor();
    await table.locator('button[name=show-period]').click();
    await table.locator('table.grid').waitFor();
    const period = engine.table('lasker', 40).period;
    assert.deepEqual([period.period, period.saltus, period.status], [4, 4, 'proved']);
    // The heap of a billion, from the proved pattern.
    const big = page.locator('#lesson-13 sg-sum').first();
    await big.scrollIntoViewIfNeeded();
    await big.locator('[part=guess]').waitFor();
    assert.equal((await big.locator('.heap .value').allTextContents())[0], t(lang, 'valueOf', { v: lasker(1e9) }));
    // The observed pattern: refused in the reader's language, no value; trusted, answered and said so.
    const split = page.locator('#lesson-13 sg-sum').nth(1);
    await split.scrollIntoViewIfNeeded();
    const alert = split.locator('[role=alert]');
    await alert.waitFor();
    const session = engine.gameSession(await split.getAttribute('definition'));
    let refusal;
    try {
      session.analyze('split3(1000000000)');
    } catch (e) {
      refusal = e;
    }
    assert.equal(refusal?.code, 'pattern.observed');
    assert.ok((await seen(alert)).includes(errorText(lang, refusal)), await alert.innerText());
    assert.deepEqual(await split.locator('.heap .value').allTextContents(), ['']);
    await split.locator('input[name=trust-pattern]').check();
    await split.locator('[part=pattern]').waitFor();
    const trusted = session.analyze('split3(1000000000)', { trustPattern: true }).components[0];
    session.free();
    assert.equal(trusted.sg, 999999999);
    assert.deepEqual(await split.locator('.heap .value').allTextContents(), [t(lang, 'valueOf', { v: trusted.sg })]);
    const p = trusted.pattern;
    assert.equal(
      await seen(split.locator('[part=pattern]')),
      `${t(lang, 'part', { i: 1 })}${lang === 'zh' ? '：' : ': '}${t(lang, 'pattern.observed', { p: p.period, s: p.saltus, pre: p.preperiod, k: p.repeats, upto: p.checkedUpto })}`
    );
    // The winning move is found from the far end of the moves: taking the whole heap.
    assert.equal(
      await seen(split.locator('[part=winning-moves] li').first()),
      `${t(lang, 'part', { i: 1 })}${lang === 'zh' ? '：' : ': '}${t(lang, 'reads.takeAll', { from: 1000000000 })}${lang === 'zh' ? '。' : '.'}`
    );
    assert.ok((await seen(split.locator('[part=analysis]'))).includes(t(lang, 'truncatedMoves')));
    await sectionShot(page, 'lesson-13', lang);
    await rightAndWrong(page, lang, 'l13e1');
    await rightAndWrong(page, lang, 'l13e2');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${lang} ${width}px: the sums' "Trust the pattern": unticked, an observed pattern is refused in the reader's language and no value shows; ticked, each part answered from a pattern says which; the link keeps it`, async () => {
    // A Lasker heap of 10^9 (a proved pattern) with a 0.3F heap of 10^12 (only observed).
    const position = 'lasker:1000000000 0.3F:1000000000000';
    const url = suite.origins.file(`index.html#mode=sum&lang=${lang}&pos=${encodeURIComponent(position)}`);
    const { page, context, errors } = await open(suite.browser, url, { lang, width });
    const sum = page.locator('#sum');
    const alert = sum.locator('[role=alert]');
    await alert.waitFor();
    let refusal;
    try {
      engine.analyze(position);
    } catch (e) {
      refusal = e;
    }
    assert.equal(refusal?.code, 'pattern.observed');
    const refused = await alert.innerText();
    assert.ok(refused.includes(errorText(lang, refusal)), refused);
    // The heap is named as the sum writes it, 0.3F:1000000000000, and the Chinese has no English prose.
    assert.ok(refused.includes('0.3F:1000000000000'), refused);
    if (lang === 'zh') assert.deepEqual(englishWords(refused), [], refused);
    assert.deepEqual(await sum.locator('.heap .value').allTextContents(), ['', ''], 'no value');
    const box = sum.locator('input[name=trust-pattern]');
    assert.equal(await box.isChecked(), false);
    assert.ok((await sum.locator('label.trust').innerText()).includes(t(lang, 'sumTrust')));
    await page.locator('#panel-sum').screenshot({ path: path.join(shotDir, `sums-trust-off-${lang}.png`) });
    await box.check();
    await sum.locator('[part=pattern]').first().waitFor();
    const trusted = engine.analyze(position, { trustPattern: true });
    assert.equal(trusted.components[0].sg, lasker(1e9));
    assert.deepEqual(
      await sum.locator('.heap .value').allTextContents(),
      trusted.components.map((c) => t(lang, 'valueOf', { v: c.sg }))
    );
    // One note per part answered from a pattern, each with its status.
    const notes = trusted.components.flatMap((c, i) => {
      const p = c.pattern;
      if (!p) return [];
      const params = { p: p.period, s: p.saltus, pre: p.preperiod, k: p.repeats, upto: p.checkedUpto };
      const name = t(lang, c.kind === 'heap' ? 'component' : 'part', { i: i + 1 });
      return [`${name}${lang === 'zh' ? '：' : ': '}${t(lang, `pattern.${p.status}`, params)}`];
    });
    assert.ok(notes.length >= 1 && trusted.components[1].pattern.status === 'observed');
    assert.deepEqual(await sum.locator('[part=pattern]').allInnerTexts(), notes);
    await page.waitForFunction(() => location.hash.includes('trust=on'));
    await page.locator('#panel-sum').screenshot({ path: path.join(shotDir, `sums-trust-on-${lang}.png`) });
    // Reopened from its link: still trusted; unticked, refused again and the link forgets it.
    await page.reload();
    await sum.locator('[part=pattern]').first().waitFor();
    assert.equal(await box.isChecked(), true);
    await box.uncheck();
    await alert.waitFor();
    await page.waitForFunction(() => !location.hash.includes('trust=on'));
    assert.deepEqual(errors, []);
    await context.close();
  });
}
