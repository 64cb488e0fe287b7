// Every refusal the engine can make is said in both languages, from its code
// and params: the codes are read from the C++ sources, so a new one without
// words fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { t, errorText, describeMove, strings, reasonText } from '../../web/js/text/i18n.js';
import { en } from '../../web/js/text/en.js';
import { zh } from '../../web/js/text/zh.js';
import { loadEngine } from '../../web/js/engine/engine.js';
import { root } from './fixtures.mjs';
import { englishWords } from './words.mjs';

// The code of every sg::error thrown in src/ (cli.* are the command's own);
// src/core keeps its sources in folders by job.
function engineCodes() {
  const codes = new Set();
  for (const dir of ['src/core', 'src/bindings']) {
    for (const file of readdirSync(path.join(root, dir), { recursive: true }).filter((f) => /\.(cpp|hpp)$/.test(f))) {
      const text = readFileSync(path.join(root, dir, file), 'utf8');
      for (const m of text.matchAll(/error\(\s*"([a-z]+\.[a-z_]+)"/g)) codes.add(m[1]);
      for (const m of text.matchAll(/fail\(\s*"([a-z]+\.[a-z_]+)"/g)) codes.add(m[1]);
      // The game language's parser (syntax(...)) and its evaluation faults (return "game....").
      for (const m of text.matchAll(/syntax\(\s*"([a-z]+\.[a-z_]+)"/g)) codes.add(m[1]);
      for (const m of text.matchAll(/return "([a-z]+\.[a-z_]+)";/g)) codes.add(m[1]);
      for (const m of text.matchAll(/\? "([a-z]+\.[a-z_]+)" : "([a-z]+\.[a-z_]+)"/g)) {
        codes.add(m[1]);
        codes.add(m[2]);
      }
    }
  }
  return [...codes];
}

test('every error code the engine can raise has words in English and Chinese', () => {
  const codes = engineCodes();
  assert.ok(codes.length >= 40, `found only ${codes.length} codes`);
  for (const code of codes) {
    const key = `err.${code}`;
    const en = t('en', key),
      zh = t('zh', key);
    assert.notEqual(en, key, `${code} has no English words`);
    assert.notEqual(zh, en, `${code} is not translated`);
    assert.deepEqual(englishWords(zh), [], `${code} in Chinese: ${zh}`);
  }
});

test('refusals from the engine read in Chinese with their params and place', async () => {
  const engine = await loadEngine('full');
  const cases = [
    ['table', '{0,2}', 5],
    ['table', '0.9', 5],
    ['table', 'nimm', 5],
    ['table', '1..', 5],
    ['table', '{1,2', 5],
    ['table', '5..3', 5],
    ['table', '0.7x', 5],
    ['table', '99999999999999999', 5],
    ['explain', 'grundy', 1e9],
    ['table', '1,3,4', -1],
    ['table', '7@20000', 3],
    ['table', '5@0', 3],
  ];
  for (const [op, rule, n] of cases) {
    let error;
    try {
      engine[op](rule, n);
    } catch (e) {
      error = e;
    }
    assert.ok(error?.code, `${op} ${rule} was not refused with a code`);
    const zh = errorText('zh', error);
    assert.deepEqual(englishWords(zh), [], `${rule}: ${zh}`);
    if (error.column) assert.match(zh, new RegExp(`第 ${error.column} 列`));
  }
  // Five tokens on a cycle of 40 vertices: more positions than a page searches.
  let big;
  const ring = Array.from({ length: 40 }, (_, i) => `甲${i} 甲${(i + 1) % 40}`).join('\n');
  try {
    engine.graphPlay(ring, '甲0,甲7,甲14,甲21,甲28');
  } catch (e) {
    big = e;
  }
  assert.equal(big?.code, 'graph.play_too_large');
  assert.equal(errorText('zh', big), '要精确地下这些棋子，需要搜索超过 50000 个局面：请减少棋子或缩小图。');
});

test('moves are described from their parts, with the right number of heaps in both languages', () => {
  assert.equal(describeMove('zh', { taken: 1, leaves: [2, 3, 4] }, 10), '取走 1 颗，剩下 2、3、4 三堆');
  assert.equal(describeMove('zh', { taken: 0, leaves: [2, 3] }, 5), '分成 2、3 两堆');
  assert.equal(describeMove('en', { taken: 1, leaves: [2, 3, 4] }, 10), 'take 1 and leave heaps of 2, 3 and 4');
  assert.equal(describeMove('en', { taken: 5, leaves: [] }, 5), 'take all 5');
});

test('the nim-sum is 异或和 in every Chinese table, and the Chinese page words use full-width punctuation', () => {
  for (const [key, text] of Object.entries(strings.zh))
    assert.doesNotMatch(text, /nim ?和|尼姆|nim-sum|XOR/i, `${key}: ${text}`);
  assert.equal(t('zh', 'nimSum'), '异或和');
  // No ASCII quotes, commas or colon-space inside a Chinese sentence of the page's
  // own table (a colon in syntax such as 规则:堆大小 is what the reader types).
  for (const [key, text] of Object.entries(zh)) {
    if (!/[\u4e00-\u9fff]/.test(text)) continue;
    assert.doesNotMatch(text, /"|[\u4e00-\u9fff](?:[,;?!]|: )|[,;?!] ?[\u4e00-\u9fff]/, `${key}: ${text}`);
  }
});

test('English counts read in the singular for one and in the plural otherwise, with no "(s)"', () => {
  for (const [key, text] of Object.entries(en)) assert.doesNotMatch(text, /\(s\)/, `${key}: ${text}`);
  assert.equal(t('en', 'own.movesOf', { position: 'g(3)', count: '1' }), 'g(3): 1 move');
  assert.equal(t('en', 'own.movesOf', { position: 'g(3)', count: '2' }), 'g(3): 2 moves');
  assert.equal(t('en', 'own.movesOf', { position: 'g(3)', count: '0' }), 'g(3): 0 moves');
  assert.equal(t('en', 'tokenCount', { n: 1 }), '1 token');
  assert.equal(t('en', 'tokenCount', { n: 3 }), '3 tokens');
  assert.match(
    t('en', 'own.counter', { claim: 'sg = x', position: 'g(1)', f: 1, sg: 0, count: '1' }),
    /\(1 position matched before it\)\.$/
  );
  assert.equal(t('zh', 'own.movesOf', { position: 'g(3)', count: '1' }), 'g(3)：1 种走法');
  // Every singular variant has a plural key and the same words in Chinese.
  for (const key of Object.keys(en).filter((k) => k.endsWith('.one'))) {
    assert.ok(key.slice(0, -4) in en, key);
    assert.ok(key in zh, `${key} has no Chinese`);
  }
});

test('a box the engine refuses is said with its reason, in both languages', async () => {
  const engine = await loadEngine('full');
  const session = engine.gameSession('game nim3(a, b, c)\n  move (a - k, b, c) for k in 1..a\n');
  const refusal = (box) => {
    try {
      return session.table('nim3', box) && null;
    } catch (e) {
      return e;
    }
  };
  const e = refusal('0..5, 0..5');
  assert.equal(e?.code, 'game.bad_box');
  assert.equal(errorText('en', e), 'nim3 has 3 coordinates; the box names 2. (column 1)');
  assert.equal(errorText('zh', e), 'nim3 有 3 个坐标，范围却写了 2 个。（第 1 列）');
  const backwards = refusal('0..5, 7..2, 1');
  assert.equal(errorText('en', backwards), 'The range 7..2 runs backwards: write the smaller number first. (column 7)');
  session.free();
});

// The reasons the analyses give (a code and its counts, src/include/sg/reason.hpp):
// every code made in the C++ sources has words in both languages, the
// Chinese without English prose, and the counts are filled in and grouped.
test('every reason code the engine gives is worded in English and Chinese, with its counts', () => {
  const codes = new Set();
  for (const file of readdirSync(path.join(root, 'src/core'), { recursive: true }).filter((f) => /\.cpp$/.test(f))) {
    const text = readFileSync(path.join(root, 'src/core', file), 'utf8');
    for (const m of text.matchAll(/reason\("([a-z]+\.[a-z_]+)"\)/g)) codes.add(m[1]);
    for (const m of text.matchAll(/reason\.code = "([a-z]+\.[a-z_]+)"/g)) codes.add(m[1]);
  }
  assert.ok(codes.size >= 11, [...codes].join(' '));
  const params = { positions: 12345, steps: 7, component: 2, heaps: 100000, onOneEdge: 3, boards: 1 };
  for (const code of codes) {
    const en = reasonText('en', { code, params }),
      zh = reasonText('zh', { code, params });
    assert.notEqual(en, `reason.${code}`, `${code} has no English words`);
    assert.notEqual(zh, en, `${code} is not translated`);
    assert.doesNotMatch(`${en} ${zh}`, /\{\w+\}/, `${code}: a count left unfilled`);
    assert.deepEqual(englishWords(zh), [], `${code} in Chinese: ${zh}`);
    assert.match(zh, /[。）]$/, `${code} in Chinese ends a sentence: ${zh}`);
  }
  assert.equal(
    reasonText('zh', { code: 'misere.search', params: { positions: 12345 } }),
    '通过完整搜索从这里能到达的和得出（看过 12,345 个局面）。'
  );
  assert.match(reasonText('en', { code: 'every.steps', params: { steps: 5, component: 3 } }), /is 5 \(part 3\)/);
});
