// The widgets as a tutorial author uses them: one script tag, from disk and
// over http, under a strict CSP, offline, and with hostile attribute text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, readFileSync, mkdtempSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { browserSuite, drawnNear, fileUrl, open, patience, root, shot, shotDir, startServer } from './helpers.mjs';

const suite = browserSuite();

for (const lang of ['zh', 'en']) {
  for (const [origin, url] of suite.each()) {
    test(`${origin}: the ${lang} example tutorial runs every widget`, async () => {
      const { page, context, errors } = await open(suite.browser, url(`examples/tutorial-${lang}.html`), { lang });
      const first = page.locator('sg-mex-table').first().locator('.sentence');
      await first.waitFor();
      assert.match(
        await first.textContent(),
        lang === 'zh' ? /^x=4 时，可以取走 1、3、4 颗/ : /^x = 4: you can take 1, 3 or 4/
      );
      assert.equal(await page.locator('sg-mex-table').count(), 3);
      // Section 3 gives the true reason for sg[x] = x mod 4: every remainder but x mod 4 is reached.
      const third = await page.locator('h2:has-text("3.") ~ p').nth(1).innerText();
      assert.ok(
        third.includes(
          lang === 'zh' ? '恰好是模 4 的所有余数中除去 x mod 4 的那些' : 'every remainder mod 4 except x mod 4'
        ),
        third
      );
      assert.doesNotMatch(third, /values below x mod 4|比 x mod 4 小的所有值/);
      // Its tables keep their period until asked; the sum asks who wins before it says.
      // Each widget draws as the reader comes near it.
      await drawnNear(page.locator('sg-mex-table').nth(1), '[part=period-hidden]');
      const sum = page.locator('sg-sum');
      await drawnNear(sum, 'button[name=guess-N]');
      assert.equal(await sum.locator('.outcome').count(), 0);
      await sum.locator('button[name=guess-N]').click(); // 1 ⊕ 1 ⊕ 3 ⊕ 9 = 10: N
      await sum.locator('.outcome').waitFor();
      await drawnNear(page.locator('sg-graph-game'), 'svg .v');
      await drawnNear(page.locator('sg-heap-game'), '.stone');
      // Wythoff's P-positions below 13: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13) is outside.
      await drawnNear(page.locator('sg-game-table'), 'td[data-position="wythoff(12, 12)"]');
      assert.deepEqual(
        await page.locator('sg-game-table td.p').evaluateAll((tds) => tds.map((td) => td.dataset.position)),
        [
          'wythoff(0, 0)',
          'wythoff(1, 2)',
          'wythoff(2, 1)',
          'wythoff(3, 5)',
          'wythoff(4, 7)',
          'wythoff(5, 3)',
          'wythoff(6, 10)',
          'wythoff(7, 4)',
          'wythoff(10, 6)',
        ]
      );
      await shot(page, `tutorial-${lang}-${origin}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

for (const [origin, url] of suite.each()) {
  test(`${origin}: changing an attribute updates the widget; widgets share one engine`, async () => {
    const { page, context } = await open(suite.browser, url('examples/strict.html'));
    await page.locator('#a .sentence').waitFor();
    await page.evaluate(() => document.querySelector('#a').setAttribute('rule', 'odd'));
    await page.waitForFunction(() => document.querySelector('#a').table?.rule === 'odd');
    await page.evaluate(() => document.querySelector('#a').setAttribute('step', '3'));
    await page.locator('#a .sentence').getByText('x = 3: you can take 1 or 3', { exact: false }).waitFor();
    assert.ok(
      await page.evaluate(
        async () => (await document.querySelector('#a').engine()) === (await document.querySelector('#b').engine())
      )
    );
    await context.close();
  });

  test(`${origin}: attribute text is shown as text and never run`, async () => {
    const evil = '<img src=x onerror="window.pwned=1">';
    const { page, context, errors } = await open(
      suite.browser,
      url(`embed.html#widget=mex-table&rule=${encodeURIComponent(evil)}&controls=none`)
    );
    await page.locator('sg-mex-table .widget-error').getByText('Unknown rule "<img"', { exact: false }).waitFor();
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    assert.equal(
      await page.evaluate(() => document.querySelector('sg-mex-table').shadowRoot.querySelectorAll('img').length),
      0
    );
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

// Bad attributes of every kind, and the words each widget must show inside
// itself: [tag, attributes, English, Chinese].
const badAttributes = [
  ['sg-mex-table', { rule: 'nimm' }, 'Error: Unknown rule "nimm"', '错误：不认识的规则“nimm”'],
  ['sg-mex-table', { rule: '' }, 'Error: The rule is empty', '错误：规则是空的'],
  [
    'sg-mex-table',
    { upto: 'abc' },
    'Error: N must be a whole number from 0 to 100000000',
    '错误：N 必须是 0 到 100000000 之间的整数',
  ],
  ['sg-mex-table', { upto: '1e999' }, 'Error: N must be a whole number', '错误：N 必须是'],
  ['sg-mex-table', { upto: '999999999999' }, 'Error: N must be a whole number', '错误：N 必须是'],
  ['sg-mex-table', { upto: '' }, 'Error: N must be a whole number', '错误：N 必须是'],
  ['sg-heap-game', { heaps: '3,4,5', rule: 'nimm' }, 'Error: Unknown rule "nimm"', '错误：不认识的规则“nimm”'],
  [
    'sg-heap-game',
    { heaps: '3,x,5' },
    'Error: "x" is not a heap size (a whole number). (column 3)',
    '错误：“x”不是堆的大小（应为整数）。（第 3 列）',
  ],
  [
    'sg-heap-game',
    { heaps: '3,600,5' },
    'Error: "600": heap sizes must be whole numbers from 0 to 500',
    '错误：“600”：堆大小必须是 0 到 500 之间的整数',
  ],
  [
    'sg-heap-game',
    { heaps: '99999999999999999999' },
    'Error: 99999999999999999999 is too large',
    '错误：99999999999999999999 太大了',
  ],
  ['sg-heap-game', { heaps: '' }, 'Error: give at least one heap', '错误：请至少设置一堆'],
  ['sg-heap-game', { heaps: 'nim:3 foo:4' }, 'Error: Unknown rule "foo"', '错误：不认识的规则“foo”'],
  ['sg-graph-game', { edges: 'a b; b $' }, 'Error: "$" cannot be part of a vertex name', '错误：“$”不能用在顶点名字里'],
  ['sg-graph-game', { edges: '' }, 'The graph is empty', '图是空的'],
  ['sg-graph-game', { edges: 'a b', tokens: 'zz' }, 'Error: There is no vertex "zz"', '错误：棋子所在的顶点“zz”不存在'],
  // The engine reads the values as Nim heaps, and says where the bad one is.
  ['sg-nim-sum', { values: 'x' }, 'Error: "x" is not a heap size', '错误：“x”不是堆的大小'],
  ['sg-nim-sum', { values: '' }, 'Error: give at least one value', '错误：请至少给出一个值'],
  [
    'sg-nim-sum',
    { values: '3,99999999999999999999' },
    'Error: 99999999999999999999 is too large: the largest allowed is 9007199254740991',
    '错误：99999999999999999999 太大了：最大允许 9007199254740991',
  ],
  // A value an attribute does not take (manifest.js's values) is said too, never ignored silently.
  ['sg-mex-table', { step: 'abc' }, 'step="abc" is not a whole number from 0 to', '属性 step 的值“abc”不是 0 到'],
  [
    'sg-mex-table',
    { predict: 'maybe' },
    'predict="maybe" is not a value this widget takes (use on | off)',
    '属性 predict 的值“maybe”不是这个组件接受的值（请用 on | off）',
  ],
  ['sg-heap-game', { first: 'nobody' }, 'first="nobody" is not a value', '属性 first 的值“nobody”不是这个组件接受的值'],
  [
    'sg-heap-game',
    { mistakes: '200' },
    'mistakes="200" is not a whole number from 0 to 100',
    '属性 mistakes 的值“200”不是 0 到 100',
  ],
  ['sg-heap-game', { misere: 'sometimes' }, 'misere="sometimes" is not a value', '属性 misere 的值“sometimes”不是'],
  [
    'sg-game-play',
    { position: 'nim:3', opponent: 'genius' },
    'opponent="genius" is not a value this widget takes (use perfect | mistakes | random)',
    '属性 opponent 的值“genius”不是这个组件接受的值（请用 perfect | mistakes | random）',
  ],
  ['sg-sum', { position: 'nim:3', play: 'sideways' }, 'play="sideways" is not a value', '属性 play 的值“sideways”不是'],
  ['sg-sum', { position: 'nimm:3' }, 'Error: Unknown rule "nimm"', '错误：不认识的规则“nimm”'],
  ['sg-sum', { position: 'nim:abc' }, 'Error: "abc" is not a heap size', '错误：“abc”不是堆的大小'],
  ['sg-sum', { position: '' }, 'give at least one heap', '请至少设置一堆'],
  [
    'sg-sum',
    { position: 'nim:99999999999999999999' },
    'Error: 99999999999999999999 is too large: the largest allowed is 9007199254740991',
    '错误：99999999999999999999 太大了：最大允许 9007199254740991',
  ],
];

for (const lang of ['en', 'zh']) {
  for (const [origin, url] of suite.each()) {
    test(`${origin}: every widget shows what is wrong with a bad attribute inside itself, in ${lang}`, async () => {
      const { page, context, errors } = await open(suite.browser, url('examples/strict.html'), { lang });
      await page.locator('#a .sentence').waitFor();
      await page.evaluate(
        ({ cases, lang }) => {
          const box = document.createElement('div');
          box.id = 'bad';
          box.lang = lang;
          for (const [tag, attrs] of cases) {
            const el = document.createElement(tag);
            for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
            box.append(el);
          }
          document.body.append(box);
        },
        { cases: badAttributes, lang }
      );
      for (const [i, [tag, attrs, en, zh]] of badAttributes.entries()) {
        const widget = page.locator(`#bad > :nth-child(${i + 1})`);
        await widget.scrollIntoViewIfNeeded(); // a widget draws when the reader comes near it
        await widget
          .getByText(lang === 'zh' ? zh : en, { exact: false })
          .first()
          .waitFor(patience)
          .catch(async () => {
            assert.fail(
              `${tag} ${JSON.stringify(attrs)} shows: ${await widget.evaluate((e) => e.shadowRoot.textContent)}`
            );
          });
      }
      await page.locator('#bad').screenshot({ path: `${shotDir}/widgets-bad-attributes-${lang}-${origin}.png` });
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

for (const [origin, url] of suite.each()) {
  test(`${origin}: a heap game the engine cannot decide in misère is refused at start; one it can, the computer plays`, async () => {
    const { page, context, errors } = await open(
      suite.browser,
      url('embed.html#widget=heap-game&heaps=kayles:60 kayles:55 kayles:50&misere=on&first=computer&lang=en')
    );
    const game = page.locator('sg-heap-game');
    await game
      .locator('[part=message]')
      .getByText('Error: These heaps cannot be played under misère rules. Misère play is decided', { exact: false })
      .waitFor(patience);
    assert.equal(await game.locator('.stone').count(), 0, 'no game was started');
    await context.close();
    // The tester's link: decided (the computer moves) or refused with the reason, never a computer that waits for ever.
    const second = await open(
      suite.browser,
      url('embed.html#widget=heap-game&heaps=1:500 1:500&misere=on&first=computer&lang=zh'),
      { lang: 'zh' }
    );
    await second.page.waitForFunction(
      () => {
        const g = document.querySelector('sg-heap-game');
        return (
          g.game?.history.length > 0 ||
          g.shadowRoot.querySelector('[part=message]')?.textContent.includes('这些堆无法按反常规则对弈。')
        );
      },
      null,
      patience
    );
    await shot(second.page, `embed-misere-zh-${origin}`);
    assert.deepEqual([...errors, ...second.errors], []);
    await second.context.close();
  });
}

test('a widget links only to http(s) or relative addresses', async () => {
  const { page, context, errors } = await open(suite.browser, fileUrl('examples/strict.html'));
  await drawnNear(page.locator('sg-heap-game'), '[part=hints]');
  const hrefs = async (learn) => {
    await page.evaluate((learn) => {
      document.querySelector('#links')?.remove();
      const el = document.createElement('sg-heap-game');
      el.id = 'links';
      Object.entries({ heaps: '3,4', rule: 'nim', hints: 'on', 'learn-href': learn }).forEach(([k, v]) =>
        el.setAttribute(k, v)
      );
      document.body.append(el);
    }, learn);
    await drawnNear(page.locator('#links'), '[part=hints]');
    return page.locator('#links [part=hints] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  };
  for (const bad of [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
  ])
    assert.deepEqual(await hrefs(bad), [], bad);
  // One link per rule, to its table up to the largest heap of it (nim: 4).
  assert.match((await hrefs('https://example.org/sg/'))[0], /^https:\/\/example\.org\/sg\/#mode=table&rule=nim&n=4/);
  assert.match((await hrefs('../index.html'))[0], /^\.\.\/index\.html#mode=table/);
  assert.equal(await page.evaluate(() => window.alerted), undefined);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the nim-sum of values past 2^32 is exact', async () => {
  const { page, context, errors } = await open(
    suite.browser,
    fileUrl('embed.html#widget=nim-sum&values=1099511627776,3&lang=en')
  );
  const outcome = page.locator('sg-nim-sum [part=outcome]');
  await outcome.getByText('N-position: the nim-sum is 1099511627779, not 0').waitFor();
  await page.evaluate(() => document.querySelector('sg-nim-sum').setAttribute('values', '9007199254740991 1'));
  await outcome.getByText('the nim-sum is 9007199254740990,', { exact: false }).waitFor();
  await page.evaluate(() =>
    document.querySelector('sg-nim-sum').setAttribute('values', '9007199254740991 9007199254740991')
  );
  await outcome.getByText('P-position', { exact: false }).waitFor();
  // The 2^53 - 1 column and the total row: 53 binary digits.
  assert.equal(await page.locator('sg-nim-sum tr.total .bit').count(), 53);
  // A Lasker heap whose value is 2^31 keeps its sign in the hints' table too.
  // (Only the hash differs from the page open: reload so that embed.html reads it.)
  await page.goto(fileUrl('embed.html#widget=sum&position=lasker:2147483647 nim:1&lang=en'));
  await page.reload();
  await page.locator('sg-sum .outcome').getByText('the nim-sum is 2147483649', { exact: false }).waitFor();
  assert.match(await page.locator('sg-sum tr.total').textContent(), /= 2147483649$/);
  await page.goto(fileUrl('embed.html#widget=nope&lang=zh'));
  await page.reload();
  await page.getByText('未知的部件“nope”', { exact: false }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the nim-sum marks its odd columns with ▲ and words, not colour alone; in Chinese it is 异或和', async () => {
  const { page, context, errors } = await open(
    suite.browser,
    fileUrl('embed.html#widget=nim-sum&values=3,4,5&lang=en')
  );
  const widget = page.locator('sg-nim-sum');
  // 3 ⊕ 4 ⊕ 5 = 2 = 010: one odd column, 2^1.
  await widget.locator('[part=outcome]').getByText('the nim-sum is 2,', { exact: false }).waitFor();
  const marks = widget.locator('tr.oddmarks');
  assert.equal(await marks.locator('th').textContent(), 'odd number of 1s');
  const marked = marks.locator('td.mark');
  assert.equal(await marked.count(), 1);
  assert.equal(await marked.locator('[aria-hidden=true]').textContent(), '▲');
  assert.equal(await marked.locator('.sr-only').textContent(), 'column 1: odd number of 1s');
  // The ▲ stands under the 2^1 column, drawn (not only coloured).
  const head = await widget.locator('thead th', { hasText: '2^1' }).boundingBox();
  const mark = await marked.locator('[aria-hidden=true]').boundingBox();
  assert.ok(mark.width > 0 && mark.height > 0, 'the ▲ is drawn');
  const centre = mark.x + mark.width / 2;
  assert.ok(centre > head.x && centre < head.x + head.width, `▲ at ${centre}, column 2^1 from ${head.x}`);
  await widget.screenshot({ path: `${shotDir}/nim-sum-odd-columns-en.png` });
  // A P-position has no odd column, and no row of marks.
  await page.evaluate(() => document.querySelector('sg-nim-sum').setAttribute('values', '1,2,3'));
  await widget.locator('[part=outcome]').getByText('P-position', { exact: false }).waitFor();
  assert.equal(await marks.count(), 0);
  await page.goto(fileUrl('embed.html#widget=nim-sum&values=3,4,5&lang=zh'));
  await page.reload();
  await widget.locator('[part=outcome]').getByText('异或和为 2', { exact: false }).waitFor();
  assert.equal(await widget.locator('tr.total th').textContent(), '异或和');
  assert.equal(await marks.locator('th').textContent(), '1 的个数为奇数');
  assert.equal(await marked.locator('.sr-only').textContent(), '第 1 列：1 的个数为奇数');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the widgets work on a page served with a strict Content-Security-Policy', async () => {
  const csp = await startServer({ csp: true });
  const { page, context, errors } = await open(suite.browser, `${csp.base}/examples/strict.html`);
  const violations = [];
  await page.exposeFunction('reportViolation', (v) => violations.push(v));
  await page.evaluate(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      window.reportViolation(`${e.violatedDirective} ${e.blockedURI}`)
    )
  );
  const response = await page.reload();
  assert.match(response.headers()['content-security-policy'], /script-src 'self' 'wasm-unsafe-eval'; style-src 'self'/);
  await page.evaluate(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      window.reportViolation(`${e.violatedDirective} ${e.blockedURI}`)
    )
  );
  await page.locator('#a .sentence').waitFor();
  await drawnNear(page.locator('#b'), '.sentence');
  await page.locator('#b .sentence').getByText('x=9 时', { exact: false }).waitFor();
  await drawnNear(page.locator('sg-heap-game'), '[part=hints]');
  await drawnNear(page.locator('sg-graph-game'), 'svg .v');
  // Styles from constructable sheets apply: the current cell is coloured.
  const bg = await page.evaluate(
    () => getComputedStyle(document.querySelector('#a').shadowRoot.querySelector('button.current')).backgroundColor
  );
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
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('sg-mex-table button[name=download]').click(),
  ]);
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
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(
    async () =>
      (await caches.keys()).length > 0 && (await (await caches.open((await caches.keys())[0])).keys()).length >= 10
  );
  await new Promise((resolve) => offline.server.close(resolve));
  offline.server.closeAllConnections?.();
  await page.reload();
  await page.locator('sg-mex-table .sentence').getByText('x = 4:', { exact: false }).waitFor();
  await page.goto(`${offline.base}/play.html`);
  await page.locator('sg-heap-game .stone').first().waitFor();
  await context.close();
});

test('over http, the service worker is registered once the page has loaded and its engine has answered', async () => {
  const server = await startServer();
  const context = await suite.browser.newContext();
  // What the page had done when it asked for the worker (its install fetches every file of the app).
  await context.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      window.sgRegistered = {
        loaded: document.readyState === 'complete',
        engine: performance.getEntriesByName('sg-engine-ready').length,
      };
      return register.apply(this, args);
    };
  });
  const page = await context.newPage();
  await page.goto(`${server.base}/index.html`);
  await page.locator('sg-mex-table tr.sg td button').first().waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready);
  assert.deepEqual(await page.evaluate(() => window.sgRegistered), { loaded: true, engine: 1 });
  await context.close();
  await new Promise((resolve) => server.server.close(resolve));
});

test('an author pastes one script tag and one element into a blank page on disk', async () => {
  const widgets = path.join(root, 'web/dist/sg-widgets.js');
  const blank = path.join(shotDir, '..', 'author.html');
  writeFileSync(
    blank,
    `<!doctype html><meta charset="utf-8"><title>My tutorial</title>
<script src="${pathToFileURL(widgets).href}"></script>
<sg-mex-table rule="1,3,4" upto="20" lang="zh"></sg-mex-table>\n`
  );
  const context = await suite.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const fetched = new Set();
  page.on('request', (r) => r.url().startsWith('file:') && fetched.add(fileURLToPath(r.url())));
  const t0 = Date.now();
  await page.goto(pathToFileURL(blank).href);
  await page.locator('sg-mex-table .sentence').waitFor();
  const ready = Date.now() - t0;
  assert.equal(await page.locator('sg-mex-table .sentence').textContent(), 'x=0 时，无法取子，mex{} = 0，故 sg[0]=0');
  await page.locator('sg-mex-table button[name=forward]').click();
  assert.match(await page.locator('sg-mex-table .sentence').textContent(), /^x=1 时，可以取走 1 颗/);
  // What the page read from disk to draw its table, gzipped: the loader, the
  // mex table's widgets and the engine's tables module (no other module: the
  // game language and the rest load when a widget needs them), about 183 KB;
  // over http the module's .wasm replaces its base64 copy, 145 KB in all
  // (npm run bench:web). The whole engine inlined was 586 KB.
  const files = [...fetched].filter((f) => f.startsWith(path.join(root, 'web/dist')));
  assert.deepEqual(
    files.map((f) => path.basename(f)).sort(),
    ['sg-tables.js', 'sg-tables.wasm.js', 'sg-widgets.js', 'widgets-tables.js'],
    'from disk: the base64 copy of the module, since fetch is refused'
  );
  const gz = files.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
  console.log(`# a mex table's files from disk: ${gz} bytes gzipped; first widget interactive after ${ready} ms`);
  assert.ok(gz <= 190 * 1024, `gzipped ${gz}`);
  await shot(page, 'author-blank-page');
  await context.close();
});

test("an author who copied only sg-widgets.js is told, in each widget's place and language, what is missing", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sg-author-'));
  copyFileSync(path.join(root, 'web/dist/sg-widgets.js'), path.join(dir, 'sg-widgets.js'));
  const blank = path.join(dir, 'page.html');
  writeFileSync(
    blank,
    `<!doctype html><meta charset="utf-8"><title>My tutorial</title>
<script src="sg-widgets.js"></script>
<p>Before.</p>
<sg-mex-table rule="1,3,4" upto="20"></sg-mex-table>
<div lang="zh"><sg-heap-game heaps="3,4,5"></sg-heap-game></div>
<p>After.</p>\n`
  );
  const context = await suite.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(pathToFileURL(blank).href);
  const notes = page.getByRole('alert');
  await notes.nth(1).waitFor();
  assert.deepEqual(await notes.allTextContents(), [
    `This SG Lab widget cannot be shown: ${pathToFileURL(path.join(dir, 'widgets-all.js')).href} was not found. Copy the whole dist/ folder, not only sg-widgets.js.`,
    `SG Lab 组件无法显示：找不到 ${pathToFileURL(path.join(dir, 'widgets-all.js')).href}。请把整个 dist/ 文件夹复制到 sg-widgets.js 所在的位置。`,
  ]);
  // The places kept for the widgets are given back: "After." follows the notes.
  const after = await page.getByText('After.').boundingBox();
  assert.ok(after.y < 300, `the text after the widgets is at ${after.y} px`);
  assert.deepEqual(errors, []);
  await shot(page, 'author-only-widget-file');
  await context.close();
});

test('a graph game is played against the computer, token by token', async () => {
  // a -> b -> c -> d and a -> c: sg(d)=0, c=1, b=0, a=2. Tokens on a and b: nim-sum 2, the reader wins.
  const { page, context, errors } = await open(
    suite.browser,
    fileUrl('embed.html#widget=graph-game&edges=a b;b c;c d;a c&tokens=a,b&lang=en')
  );
  // With the engine's step log on, every call into the engine is counted.
  await page.addInitScript(() => {
    window.sgStepLog = [];
  });
  await page.reload();
  await page.locator('sg-graph-game svg .v').first().waitFor();
  await page.evaluate(() => document.querySelector('sg-graph-game').setAttribute('delay', '20'));
  await page.locator('sg-graph-game button[name=play]').click();
  const status = page.locator('sg-graph-game [part=status]');
  await status.getByText('Your turn', { exact: false }).waitFor();
  const vertex = (name) =>
    page.locator('sg-graph-game svg .v').filter({ has: page.locator(`text:text-is("${name}")`) });
  await vertex('a').click();
  await status.getByText('Token on a picked', { exact: false }).waitFor();
  await vertex('d').click();
  await status.getByText('d is not reached from a by an edge.').waitFor();
  await vertex('b').click(); // a -> b: tokens b, b: nim-sum 0
  await page.waitForFunction(() => document.querySelector('sg-graph-game').getAttribute('tokens') !== 'b,b');
  // The computer moved one b to c (its only move); mirror it until no token can move.
  for (let i = 0; i < 6; i++) {
    const tokens = (await page.evaluate(() => document.querySelector('sg-graph-game').getAttribute('tokens'))).split(
      ','
    );
    if (await status.getByText('You win!', { exact: false }).count()) break;
    const from =
      tokens.find((t) => t !== 'd' && tokens.filter((x) => x === t).length === 1) ?? tokens.find((t) => t !== 'd');
    const to = { a: 'b', b: 'c', c: 'd' }[from];
    await vertex(from).click();
    await vertex(to).click();
    await page.waitForFunction(
      () =>
        !document
          .querySelector('sg-graph-game')
          .shadowRoot.querySelector('[part=status]')
          .textContent.includes('moving')
    );
  }
  await status.getByText('You win! No token can move.', { exact: false }).waitFor();
  // The graph was read once for the whole game: every turn's questions (the
  // moves applied, the computer's search, the analysis drawn) went to one session.
  const calls = await page.evaluate(() => window.sgStepLog.map((r) => r.call));
  assert.equal(calls.filter((c) => c === 'sessionOpen').length, 1, calls.join(' '));
  assert.ok(calls.filter((c) => c === 'apply').length >= 4, 'each move applied by the engine');
  await shot(page, 'graph-play-en');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an embed link carries every attribute its widget documents: predict for the table, play for the graph', async () => {
  const { page, context, errors } = await open(
    suite.browser,
    fileUrl('embed.html#widget=mex-table&rule=1,3,4&upto=8&predict=on&lang=en')
  );
  await page.locator('sg-mex-table button[name=check]').waitFor();
  assert.equal(await page.locator('sg-mex-table button[name=check]').isVisible(), true, 'the table asks first');
  await page.goto(fileUrl('embed.html#widget=graph-game&edges=a b;b c&tokens=a&play=on&lang=en'));
  await page.reload();
  await page.locator('sg-graph-game [part=status]').getByText('Your turn', { exact: false }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
