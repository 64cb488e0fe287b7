// A tutorial author's view: every element the README's widget table lists is
// in the one widget file, works on a blank page opened from disk and on a page
// served under a strict Content-Security-Policy, and embed.html offers it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { browserSuite, open, root, shotDir, shot, startServer, fileUrl } from './helpers.mjs';

const suite = browserSuite();

// The elements of the README's widget table, in its order.
const readmeElements = [
  ...readFileSync(path.join(root, 'README.md'), 'utf8').matchAll(/^\| `<(sg-[a-z-]+)>` \|/gm),
].map((m) => m[1]);

const wythoff = `
game wythoff(x, y)
  move (x - k, y)     for k in 1..x
  move (x, y - k)     for k in 1..y
  move (x - k, y - k) for k in 1..min(x, y)
`;

// One use of each element, and what a reader sees when it works.
const uses = {
  'sg-mex-table': ['<sg-mex-table rule="1,3,4" upto="8" step="8"></sg-mex-table>', 'sg-mex-table .sentence'],
  'sg-heap-game': ['<sg-heap-game heaps="3,4,5" rule="nim"></sg-heap-game>', 'sg-heap-game .stone'],
  'sg-graph-game': ['<sg-graph-game edges="a b; b c; a c" tokens="a"></sg-graph-game>', 'sg-graph-game svg .v'],
  'sg-game-play': [`<sg-game-play position="wythoff(3, 5)">${wythoff}</sg-game-play>`, 'sg-game-play [part=board] *'],
  'sg-nim-sum': ['<sg-nim-sum values="3,4,5"></sg-nim-sum>', 'sg-nim-sum [part=outcome]'],
  'sg-sum': ['<sg-sum position="1..3:5 odd:7"></sg-sum>', 'sg-sum .outcome'],
  'sg-game-table': [`<sg-game-table box="0..5, 0..5">${wythoff}</sg-game-table>`, 'sg-game-table td'],
};

// Records the names the widget file defines, before it runs.
const recordDefinitions = () => {
  window.definedTags = [];
  const define = customElements.define.bind(customElements);
  customElements.define = (name, ...rest) => {
    window.definedTags.push(name);
    return define(name, ...rest);
  };
};

test("the README's widget table and the widget file agree, and every element works on a blank page from disk", async () => {
  assert.ok(readmeElements.length >= 7, `the README lists ${readmeElements.length} elements`);
  const widgets = pathToFileURL(path.join(root, 'web/dist/sg-widgets.js')).href;
  const blank = path.join(shotDir, '..', 'author-every-widget.html');
  const body = readmeElements.map((tag) => {
    assert.ok(uses[tag], `the test knows how to use <${tag}>`);
    return `<section>${uses[tag][0]}</section>`;
  });
  writeFileSync(
    blank,
    `<!doctype html><meta charset="utf-8"><title>Every widget</title>
<script>(${recordDefinitions})()</script>
<script src="${widgets}"></script>
${body.join('\n')}\n`
  );
  const { page, context, errors } = await open(suite.browser, pathToFileURL(blank).href, { width: 1280 });
  assert.deepEqual(
    [...(await page.evaluate(() => window.definedTags))].sort(),
    [...readmeElements].sort(),
    'the file defines exactly the elements the README lists'
  );
  // Each widget draws when the reader comes near it (a far one waits).
  for (const tag of readmeElements) {
    await page.locator(tag).first().scrollIntoViewIfNeeded();
    await page.locator(uses[tag][1]).first().waitFor();
  }
  // No definition is left on the page as raw text.
  assert.doesNotMatch(await page.evaluate(() => document.body.innerText), /move \(x - k, y\)/);
  // The game-play board plays: a move is offered in words.
  await page.locator('sg-game-play').getByRole('button').first().waitFor();
  assert.deepEqual(errors, []);
  await shot(page, 'author-every-widget');
  await context.close();
});

test('every element of the README works under a strict Content-Security-Policy, with no violation', async () => {
  const csp = await startServer({ csp: true });
  const { page, context, errors } = await open(suite.browser, `${csp.base}/examples/strict.html`, { width: 390 });
  const violations = [];
  await page.exposeFunction('reportViolation', (v) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      window.reportViolation(`${e.violatedDirective} ${e.blockedURI}`)
    )
  );
  const response = await page.reload();
  assert.match(response.headers()['content-security-policy'], /script-src 'self' 'wasm-unsafe-eval'; style-src 'self'/);
  const html = readFileSync(path.join(root, 'web/examples/strict.html'), 'utf8');
  for (const tag of readmeElements) {
    assert.ok(html.includes(`<${tag} `), `examples/strict.html uses <${tag}>`);
    await page.locator(tag).first().scrollIntoViewIfNeeded();
    await page.locator(uses[tag][1]).first().waitFor();
  }
  // The game played in Chinese: its board and its words, not the definition's text.
  await page.locator('sg-game-play').scrollIntoViewIfNeeded();
  await page.locator('sg-game-play').getByText('轮到你', { exact: false }).first().waitFor();
  assert.doesNotMatch(await page.evaluate(() => document.body.innerText), /move \(x - k, y\)/);
  assert.deepEqual(violations, []);
  assert.deepEqual(errors, []);
  await shot(page, 'author-strict-csp-390');
  await context.close();
  csp.server.close();
});

test('embed.html offers the game table and the game played against the computer', async () => {
  const definition = encodeURIComponent(wythoff.trim());
  const { page, context, errors } = await open(
    suite.browser,
    fileUrl(`embed.html#widget=game-table&definition=${definition}&box=0..9,0..9&lang=en`)
  );
  await page.locator('sg-game-table td[data-position="wythoff(7, 4)"]').waitFor();
  assert.equal(await page.locator('sg-game-table td[data-position="wythoff(7, 4)"]').textContent(), '0');
  await page.goto(fileUrl(`embed.html#widget=game-play&definition=${definition}&position=wythoff(7, 9)&lang=zh`));
  await page.reload();
  await page.locator('sg-game-play [part=board] *').first().waitFor();
  await page.locator('sg-game-play').scrollIntoViewIfNeeded();
  await page.locator('sg-game-play').getByText('轮到你', { exact: false }).first().waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

// The README's HTML examples, pasted as written into a blank page on disk
// (the widget file's address put where they name dist/), draw their widgets
// with no error shown.
test("the README's HTML examples draw on a blank page from disk", async () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const examples = [...readme.matchAll(/^```html\n([^]*?)^```$/gm)].map((m) => m[1]);
  assert.ok(examples.length >= 2, `${examples.length} examples`);
  const widgets = pathToFileURL(path.join(root, 'web/dist/sg-widgets.js')).href;
  for (const [i, html] of examples.entries()) {
    const blank = path.join(shotDir, '..', `author-readme-${i}.html`);
    const body = html.includes('sg-widgets.js')
      ? html.replace('src="dist/sg-widgets.js"', `src="${widgets}"`)
      : `<script src="${widgets}"></script>\n${html}`;
    writeFileSync(blank, `<!doctype html><meta charset="utf-8"><title>README example</title>\n${body}`);
    const { page, context, errors } = await open(suite.browser, pathToFileURL(blank).href, { width: 1280 });
    const tags = [...new Set([...html.matchAll(/<(sg-[a-z-]+)/g)].map((m) => m[1]))];
    assert.ok(tags.length > 0, `example ${i + 1} holds a widget`);
    for (const tag of tags) {
      const widget = page.locator(tag).first();
      // Drawn: its controls or table are there, and it says no error.
      await widget.locator('button, td, .stone').first().waitFor();
      const alerts = await widget.locator('.error, [role=alert]').allTextContents();
      assert.deepEqual(
        alerts.filter((t) => t.trim()),
        [],
        `README example ${i + 1}: <${tag}> shows an error`
      );
    }
    assert.deepEqual(errors, []);
    await shot(page, `author-readme-${i}`);
    await context.close();
  }
});
