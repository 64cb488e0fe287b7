// How the engine knows an outcome is said in the page's language: the
// engine gives a reason as a code and its counts, and the game-play panel
// words it (a misère game of the game language, in Chinese and in English).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { browserSuite, open, root, shotDir } from './helpers.mjs';

const suite = browserSuite();

// Take one or two from a heap: misère play of a sum of two is decided by the
// play search (no rule of Nim's), so the reason counts the sums searched.
const game = `
game take(n)
  move n - k for k in 1..min(n, 2)
`;

const expected = {
  zh: { how: /^依据：对从这里能到达的全部 ([\d,]+) 个和做了完整搜索。$/ },
  en: { how: /^How this is known: An exact search of the ([\d,]+) sums reachable from this one\.$/ },
};

for (const lang of ['zh', 'en']) {
  test(`${lang}: the game-play hints say how the engine knows a misère outcome, in the page's language`, async () => {
    const widgets = pathToFileURL(path.join(root, 'web/dist/sg-widgets.js')).href;
    mkdirSync(shotDir, { recursive: true });
    const file = path.join(shotDir, '..', `reasons-${lang}.html`);
    writeFileSync(
      file,
      `<!doctype html><meta charset="utf-8"><title>Reasons</title>
<script src="${widgets}"></script>
<sg-game-play position="take(4) take(6)" misere="on" hints="on" lang="${lang}">${game}</sg-game-play>\n`
    );
    const { page, context, errors } = await open(suite.browser, pathToFileURL(file).href, { lang });
    const how = page.locator('sg-game-play [part=how]');
    await how.waitFor();
    const text = (await how.textContent()).trim();
    const m = expected[lang].how.exec(text);
    assert.ok(m, text);
    assert.ok(Number(m[1].replace(/,/g, '')) > 1, text);
    if (lang === 'zh') {
      // No English sentence: no run of Latin words, and full-width punctuation.
      assert.doesNotMatch(text, /[A-Za-z]{3,}/, text);
      assert.doesNotMatch(text, /[,.:;]\s/, text);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}
