// The widgets as a tutorial author uses them: one script tag, from disk and
// over http, under a strict CSP, offline, and with hostile attribute text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { browserSuite, open, startServer, fileUrl, shot, root, shotDir } from './helpers.mjs';

const suite = browserSuite();


for (const [origin, url] of Object.entries(suite.origins)) {
  for (const lang of ['zh', 'en']) {
    test(`${origin}: the ${lang} example tutorial runs every widget`, async () => {
      const { page, context, errors } = await open(suite.browser, url(`examples/tutorial-${lang}.html`), { lang });
      const first = page.locator('sg-mex-table').first().locator('.sentence');
      await first.waitFor();
      assert.match(await first.textContent(), lang === 'zh' ? /^x=4 时，可以取走 1、3、4 颗/ : /^x = 4: you can take 1, 3 or 4/);
      assert.equal(await page.locator('sg-mex-table').count(), 3);
      await page.locator('sg-sum .outcome').waitFor();
      await page.locator('sg-graph-game svg .v').first().waitFor();
      await page.locator('sg-heap-game button.stone').first().waitFor();
      await shot(page, `tutorial-${lang}-${origin}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test(`${origin}: changing an attribute updates the widget; widgets share one engine`, async () => {
    const { page, context } = await open(suite.browser, url('examples/strict.html'));
    await page.locator('#a .sentence').waitFor();
    await page.evaluate(() => document.querySelector('#a').setAttribute('rule', 'odd'));
    await page.waitForFunction(() => document.querySelector('#a').table?.rule === 'odd');
    await page.evaluate(() => document.querySelector('#a').setAttribute('step', '3'));
    await page.locator('#a .sentence').getByText('x = 3: you can take 1 or 3', { exact: false }).waitFor();
    assert.ok(await page.evaluate(async () => (await document.querySelector('#a').engine()) === (await document.querySelector('#b').engine())));
    await context.close();
  });

  test(`${origin}: attribute text is shown as text and never run`, async () => {
    const evil = '<img src=x onerror="window.pwned=1">';
    const { page, context, errors } = await open(suite.browser, url(`embed.html#widget=mex-table&rule=${encodeURIComponent(evil)}&controls=none`));
    await page.locator('sg-mex-table .widget-error').getByText("unknown rule '<img'", { exact: false }).waitFor();
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    assert.equal(await page.evaluate(() => document.querySelector('sg-mex-table').shadowRoot.querySelectorAll('img').length), 0);
    await page.evaluate((e) => document.querySelector('sg-mex-table').setAttribute('rule', e), evil);
    await page.evaluate((e) => {
      const n = document.createElement('sg-nim-sum');
      n.setAttribute('values', e);
      document.body.append(n);
    }, evil);
    await page.locator('sg-nim-sum [role=alert]').getByText('<img', { exact: false }).waitFor();
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the widgets work on a page served with a strict Content-Security-Policy', async () => {
  const csp = await startServer({ csp: true });
  const { page, context, errors } = await open(suite.browser, `${csp.base}/examples/strict.html`);
  const violations = [];
  await page.exposeFunction('reportViolation', (v) => violations.push(v));
  await page.evaluate(() => document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(`${e.violatedDirective} ${e.blockedURI}`)));
  const response = await page.reload();
  assert.match(response.headers()['content-security-policy'], /script-src 'self' 'wasm-unsafe-eval'; style-src 'self'/);
  await page.evaluate(() => document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(`${e.violatedDirective} ${e.blockedURI}`)));
  await page.locator('#a .sentence').waitFor();
  await page.locator('#b .sentence').getByText('x=9 时', { exact: false }).waitFor();
  await page.locator('sg-heap-game [part=hints]').waitFor();
  await page.locator('sg-graph-game svg .v').first().waitFor();
  // Styles from constructable sheets apply: the current cell is coloured.
  const bg = await page.evaluate(() => getComputedStyle(document.querySelector('#a').shadowRoot.querySelector('button.current')).backgroundColor);
  assert.notEqual(bg, 'rgba(0, 0, 0, 0)');
  assert.deepEqual(violations, []);
  assert.deepEqual(errors, []);
  await shot(page, 'strict-csp');
  await context.close();
  csp.server.close();
});

test('the CSV download of {1,3,4} up to 8 is byte for byte the fixture', async () => {
  const { page, context } = await open(suite.browser, fileUrl('embed.html#widget=mex-table&rule=1,3,4&upto=8&step=8'));
  await page.locator('sg-mex-table .sentence').waitFor();
  await page.locator('sg-mex-table select[name=format]').selectOption('csv');
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('sg-mex-table button[name=download]').click()]);
  const saved = path.join(shotDir, '..', 'export.csv');
  await download.saveAs(saved);
  assert.equal(readFileSync(saved, 'utf8'), readFileSync(path.join(root, 'tests/fixtures/export/s134.csv'), 'utf8'));
  await context.close();
});

test('served over http, the app opens again with the server stopped', async () => {
  const offline = await startServer();
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${offline.base}/index.html#mode=table&rule=1,3,4&n=10&x=4`);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.waitForFunction(async () => (await caches.keys()).length > 0 && (await (await caches.open((await caches.keys())[0])).keys()).length >= 10);
  await new Promise((resolve) => offline.server.close(resolve));
  offline.server.closeAllConnections?.();
  await page.reload();
  await page.locator('sg-mex-table .sentence').getByText('x = 4:', { exact: false }).waitFor();
  await page.goto(`${offline.base}/play.html`);
  await page.locator('sg-heap-game button.stone').first().waitFor();
  await context.close();
});

test('an author pastes one script tag and one element into a blank page on disk', async () => {
  const widgets = path.join(root, 'web/dist/sg-widgets.js');
  const bytes = statSync(widgets).size;
  const gz = gzipSync(readFileSync(widgets)).length;
  const blank = path.join(shotDir, '..', 'author.html');
  writeFileSync(blank, `<!doctype html><meta charset="utf-8"><title>My tutorial</title>
<script src="${pathToFileURL(widgets).href}"></script>
<sg-mex-table rule="1,3,4" upto="20" lang="zh"></sg-mex-table>\n`);
  const context = await suite.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(pathToFileURL(blank).href);
  await page.locator('sg-mex-table .sentence').waitFor();
  const ready = Date.now() - t0;
  assert.equal(await page.locator('sg-mex-table .sentence').textContent(), 'x=0 时，无法取子，mex{} = 0，故 sg[0]=0');
  await page.locator('sg-mex-table button[name=forward]').click();
  assert.match(await page.locator('sg-mex-table .sentence').textContent(), /^x=1 时，可以取走 1 颗/);
  // Figures, reported not asserted: the machines here are shared.
  console.log(`# widget file: ${bytes} bytes, ${gz} gzipped (limit 204800); first widget interactive after ${ready} ms`);
  assert.ok(gz <= 200 * 1024, `gzipped size ${gz}`);
  await shot(page, 'author-blank-page');
  await context.close();
});

test('a graph game is played against the computer, token by token', async () => {
  // a -> b -> c -> d and a -> c: sg(d)=0, c=1, b=0, a=2. Tokens on a and b: nim-sum 2, the reader wins.
  const { page, context, errors } = await open(suite.browser,
    fileUrl('embed.html#widget=graph-game&edges=a b;b c;c d;a c&tokens=a,b&lang=en'));
  await page.locator('sg-graph-game svg .v').first().waitFor();
  await page.evaluate(() => document.querySelector('sg-graph-game').setAttribute('delay', '20'));
  await page.locator('sg-graph-game button[name=play]').click();
  const status = page.locator('sg-graph-game [part=status]');
  await status.getByText('Your turn', { exact: false }).waitFor();
  const vertex = (name) => page.locator('sg-graph-game svg .v').filter({ has: page.locator(`text:text-is("${name}")`) });
  await vertex('a').click();
  await status.getByText('Token on a picked', { exact: false }).waitFor();
  await vertex('d').click();
  await status.getByText('d is not reached from a by an edge.').waitFor();
  await vertex('b').click();  // a -> b: tokens b, b: nim-sum 0
  await page.waitForFunction(() => document.querySelector('sg-graph-game').getAttribute('tokens') !== 'b,b');
  // The computer moved one b to c (its only move); mirror it until no token can move.
  for (let i = 0; i < 6; i++) {
    const tokens = (await page.evaluate(() => document.querySelector('sg-graph-game').getAttribute('tokens'))).split(',');
    if (await status.getByText('You win!', { exact: false }).count()) break;
    const from = tokens.find((t) => t !== 'd' && tokens.filter((x) => x === t).length === 1) ?? tokens.find((t) => t !== 'd');
    const to = { a: 'b', b: 'c', c: 'd' }[from];
    await vertex(from).click();
    await vertex(to).click();
    await page.waitForFunction(() => !document.querySelector('sg-graph-game').shadowRoot.querySelector('[part=status]').textContent.includes('moving'));
  }
  await status.getByText('You win! No token can move.', { exact: false }).waitFor();
  await shot(page, 'graph-play-en');
  assert.deepEqual(errors, []);
  await context.close();
});
