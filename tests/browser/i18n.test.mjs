// In Chinese, every refusal the learning page can show reads in Chinese: the
// engine's errors are said from their codes, not passed through in English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, open, shot } from './helpers.mjs';
import { englishWords } from '../js/words.mjs';

const suite = browserSuite();

// The first visible alert's text once it is not empty.
async function alertText(page, widget) {
  const alert = page.locator(`${widget} [role=alert]`).filter({ hasText: /\S/ }).first();
  await alert.waitFor();
  return (await alert.textContent()).trim();
}

test('every engine error the learning page can show is in Chinese, with where it is', async () => {
  const { page, context, errors } = await open(
    suite.browser,
    suite.origins.http('index.html#mode=table&rule=1,3,4&n=8&lang=zh'),
    { lang: 'zh' }
  );
  const rule = page.locator('sg-mex-table input[name=rule]');
  await page.locator('sg-mex-table tr.sg td button').first().waitFor();
  const seen = new Map();
  for (const text of [
    '{0,2}',
    '0.9',
    'nimm',
    '1..',
    '{1,2',
    '5..3',
    '0.7x',
    '99999999999999999',
    '',
    '-3',
    '{}',
    '7@20000',
    '5@0',
    '12.5',
    '0.1.2',
    '!{2',
    '1,3,4x',
    `0.${'1'.repeat(16384)}`,
  ]) {
    await rule.fill(text);
    await rule.press('Enter');
    const message = await alertText(page, 'sg-mex-table');
    seen.set(text.slice(0, 20), message);
    assert.deepEqual(englishWords(message), [], `rule "${text.slice(0, 20)}": ${message}`);
    assert.match(message, /^错误/);
  }
  assert.match(seen.get('{0,2}'), /0 不是合法的一步.*第 2 列/);
  await shot(page, 'i18n-errors-table-zh');

  for (const [pos, expect] of [
    ['nim:x', /不是堆的大小/],
    ['nimm:3', /不认识的规则/],
    ['nim:3 nim:4 {0}:2', /0 不是合法的一步/],
    ['grundy:1000000000', /算不到/],
    ['nim:99999999999999999', /太大了/],
  ]) {
    await page.goto(suite.origins.http(`index.html#mode=sum&pos=${encodeURIComponent(pos)}&lang=zh`));
    const message = await alertText(page, 'sg-sum');
    assert.match(message, expect, pos);
    assert.deepEqual(englishWords(message), [], `position "${pos}": ${message}`);
  }
  await shot(page, 'i18n-errors-sum-zh');

  for (const [edges, expect, tokens = ''] of [
    ['a b', /棋子所在的顶点“zz”不存在/, 'zz'],
    ['a b c', /3 个名字/],
    ['a $', /不能用在顶点名字里/],
  ]) {
    await page.goto(
      suite.origins.http(`index.html#mode=graph&edges=${encodeURIComponent(edges)}&tokens=${tokens}&lang=zh`)
    );
    const message = await alertText(page, 'sg-graph-game');
    assert.match(message, expect, edges);
    assert.deepEqual(englishWords(message), [], `graph "${edges}": ${message}`);
  }
  await shot(page, 'i18n-errors-graph-zh');
  assert.deepEqual(errors, []);
  await context.close();
});
