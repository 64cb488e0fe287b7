// The words of "Your own game": every key the widget uses is in both
// languages, every game-language refusal fills all its blanks, counts are
// not quoted like symbols, and a formula's fault is said without mentioning
// moves (found while testing the page: "cut has "2" coordinate(s)").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { strings, t, errorText } from '../../web/js/text/i18n.js';
import { gameExamples } from '../../web/js/model/game-examples.js';
import { loadEngine } from '../../web/js/engine/engine.js';
import { root } from './fixtures.mjs';
import { englishWords } from './words.mjs';

// The element and the parts it draws with (web/js/widgets/game-table/), which say their words through the element (host).
const partsDir = path.join(root, 'web/js/widgets/game-table');
const widget = [
  path.join(root, 'web/js/widgets/game-table.js'),
  ...readdirSync(partsDir).map((f) => path.join(partsDir, f)),
]
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
// Names of formats and keys that are not prose.
const notProse = /^(CSV|Ctrl|Enter|NAME|TARGET|CONDITION|mis)$/; // mis: misère, cut at the è
const chineseWords = (text) => englishWords(text).filter((w) => !notProse.test(w));

test('every key the game widget says is in English and in Chinese, and the Chinese has no English prose', () => {
  const used = new Set([...widget.matchAll(/(?:this|host)\.t\('([\w.]+)'/g)].map((m) => m[1]));
  for (const m of widget.matchAll(/'(own\.[\w.]+)'/g)) used.add(m[1]);
  // The formula faults are looked up by code.
  const faults = widget.match(/const formulaFaults = \[([^\]]*)\]/)[1];
  for (const m of faults.matchAll(/'(game\.[a-z_]+)'/g)) used.add(`own.fault.${m[1]}`);
  assert.ok(used.size > 40, `only ${used.size} keys found`);
  for (const key of used) {
    assert.ok(key in strings.en, `${key} has no English`);
    assert.ok(key in strings.zh, `${key} has no Chinese`);
  }
  for (const key of Object.keys(strings.en).filter((k) => /^(own\.|err\.game\.|expect\.)/.test(k))) {
    assert.ok(key in strings.zh, `${key} has no Chinese`);
    assert.deepEqual(chineseWords(strings.zh[key]), [], `${key}: ${strings.zh[key]}`);
    const blanks = (s) =>
      [...s.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1])
        .sort()
        .join(',');
    assert.equal(blanks(strings.zh[key]), blanks(strings.en[key]), `${key} has other blanks in Chinese`);
  }
});

test('every game-language refusal fills all of its blanks in both languages', () => {
  for (const key of Object.keys(strings.en).filter((k) => k.startsWith('err.game.'))) {
    const params = Object.fromEntries(
      [...strings.en[key].matchAll(/\{(\w+)\}/g)].map((m) => [m[1], m[1] === 'expected' ? 'operand' : '7'])
    );
    for (const lang of ['en', 'zh']) {
      const text = errorText(lang, { code: key.slice(4), params, line: 3, column: 9, message: 'x' });
      assert.doesNotMatch(text, /\{\w+\}/, `${key} (${lang}): ${text}`);
      assert.match(text, lang === 'zh' ? /第 3 行第 9 列/ : /line 3, column 9/);
    }
  }
});

test('counts read as numbers, parser words as words, and a missing "expected" as what a position needs', () => {
  const wrong = {
    code: 'game.wrong_coordinates',
    params: { name: 'cut', expected: '2', found: '3' },
    line: 3,
    column: 9,
  };
  assert.equal(errorText('en', wrong), 'cut has 2 coordinates, not 3. (line 3, column 9)');
  const one = { ...wrong, params: { name: 'heap', expected: '1', found: '2' } };
  assert.equal(errorText('en', one), 'heap has 1 coordinate, not 2. (line 3, column 9)');
  assert.equal(errorText('zh', wrong), 'cut 有 2 个坐标，不是 3 个。（第 3 行第 9 列）');
  const expected = { code: 'game.expected', params: { expected: 'in', found: '1' }, line: 2, column: 20 };
  assert.equal(errorText('en', expected), 'Expected "in" after the loop variable here, found "1". (line 2, column 20)');
  const symbol = { code: 'game.expected', params: { expected: ')', found: '' }, line: 2, column: 14 };
  assert.match(errorText('zh', symbol), /^这里应该是“\)”，却是行尾。/);
  const range = { code: 'game.bad_position', params: { text: 'cut(1, 99999999999999999)' } };
  assert.doesNotMatch(errorText('en', range), /\{/);
  assert.deepEqual(chineseWords(errorText('zh', range).replace(/cut\(.*?\)/, '')), []);
});

test('a P-position counterexample says what the formula claims and what the position is', () => {
  const params = {
    claim: t('en', 'own.claimP', { f: 'x == y' }),
    position: 'g(1, 2)',
    f: 0,
    sg: 0,
    count: 3,
    said: t('en', 'own.isNotP'),
    is: t('en', 'own.isP'),
  };
  assert.equal(
    t('en', 'own.counterP', params),
    'P-positions exactly where x == y ≠ 0: first counterexample g(1, 2), where the formula gives 0, so it says not a P-position, but sg = 0: it is a P-position (3 positions matched before it).'
  );
  const zh = t('zh', 'own.counterP', {
    ...params,
    claim: t('zh', 'own.claimP', { f: 'x == y' }),
    said: t('zh', 'own.isNotP'),
    is: t('zh', 'own.isP'),
  });
  assert.match(zh, /公式给出 0，说它不是 P 局面，但 sg = 0，它是 P 局面/);
});

test('every example of the library compiles, fills its box, and has its comment in both languages', async () => {
  const engine = await loadEngine('full');
  const ids = gameExamples.map((e) => e.id);
  for (const id of ['wythoff', 'cut', 'half', 'pair', 'turtles', 'euclid', 'cut3']) assert.ok(ids.includes(id), id);
  for (const ex of gameExamples) {
    const comments = ex.text.split('\n').filter((l) => l.startsWith('#'));
    assert.ok(
      comments.some((l) => /[\u4e00-\u9fff]/.test(l)),
      `${ex.id} has no Chinese comment`
    );
    assert.ok(
      comments.some((l) => /^[\x20-\x7e]+$/.test(l)),
      `${ex.id} has no English comment`
    );
    assert.ok(ex.name.en && ex.name.zh, ex.id);
    const session = engine.gameSession(ex.text);
    try {
      const game = ex.game ?? session.info.games[0].name;
      const table = await session.computeTable(game, ex.box, {});
      assert.ok(table.values.length >= 40, ex.id);
      assert.ok(table.values.length <= 10000, `${ex.id} is too large to draw`);
      // Something to see: more than one value (Mock Turtles has no P-position, but no two equal values either).
      assert.ok(new Set(table.values).size > 1, `${ex.id} shows one value only`);
      assert.match(session.exportCpp().program, /int main/);
    } finally {
      session.free();
    }
  }
});
