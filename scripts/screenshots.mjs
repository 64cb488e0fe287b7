// Screenshots of the pages, for a person to look at: file:// and http, en and
// zh, 1280 and 390 px, into test-results/screenshots/. Reports page errors and
// sideways scrolling. `node scripts/screenshots.mjs [NAME-REGEX]`.
import { launch, fileUrl, startServer, shotDir } from '../tests/browser/helpers.mjs';
const pages = [
  ['learn-table', 'index.html#mode=table&rule=1,3,4&n=20&x=4'],
  ['learn-explain-nim', 'index.html#mode=table&rule=nim&n=1000&x=1000'],
  ['learn-explain-many', 'index.html#mode=table&rule=nim&n=20000&x=20000'],
  ['learn-sum-long', 'index.html#mode=sum&pos=kayles:1000000 nim:3'],
  ['learn-sum-huge', 'index.html#mode=sum&pos=kayles:9007199254740991'],
  ['learn-badlink', 'index.html#mode=table&rule=odd&n=999999999'],
  ['learn-refused', 'index.html#mode=sum&pos=squares:50000000 nim:3'],
  ['learn-graph', 'index.html#mode=graph&edges=a b;a c;b c;c d&tokens=a,b'],
  ['learn-graph-cycle', 'index.html#mode=graph&edges=甲 乙;乙 丙;丙 甲&tokens='],
  ['learn-sum-bad', 'index.html#mode=sum&pos={1,3}:5 nim:x'],
  ['learn-rule-bad', 'index.html#mode=table&rule={1,0}&n=8'],
  ['learn-long-code', 'index.html#mode=table&rule=7@{3,5,40}&n=60&x=60'],
  ['learn-observed', 'index.html#mode=table&rule=!{2,5}&n=40&x=40'],
  ['learn-lasker', 'index.html#mode=table&rule=lasker&n=20&x=7'],
  ['learn-game', 'index.html#mode=game'],
  [
    'learn-game-wythoff',
    `index.html#mode=game&def=${encodeURIComponent('game wythoff(x, y)\n  move (x - k, y) for k in 1..x\n  move (x, y - k) for k in 1..y\n  move (x - k, y - k) for k in 1..min(x, y)\n')}&box=0..20, 0..20&f=x ^ y&fm=sg`,
  ],
  [
    'learn-game-half',
    `index.html#mode=game&def=${encodeURIComponent('game half(n)\n  move n - k for k in 1..n/2\n')}&box=0..60`,
  ],
  ['learn-game-bad', `index.html#mode=game&def=${encodeURIComponent('game g(x)\n  move h(x - 1)\n')}`],
  ['play', 'play.html'],
  [
    'play-badlink',
    `play.html#game=${encodeURIComponent(JSON.stringify({ v: 1, game: { heaps: [{ rule: 'nim', size: 1e9 }], misere: false, turn: 'human', history: [], future: [] } }))}`,
  ],
  ['embed-heap-misere', 'embed.html#widget=heap-game&heaps=kayles:60 kayles:55 kayles:50&misere=on&first=computer'],
  ['embed-heap-badrule', 'embed.html#widget=heap-game&heaps=3,4,5&rule=nimm'],
  ['embed-nimsum', 'embed.html#widget=nim-sum&values=1099511627776,3'],
  ['embed-mex-bad', 'embed.html#widget=mex-table&rule=nimm&controls=none'],
  ['embed-unknown', 'embed.html#widget=nope'],
  ['tutorial-en', 'examples/tutorial-en.html'],
  ['tutorial-zh', 'examples/tutorial-zh.html'],
];
const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
const browser = await launch();
const { server, base } = await startServer();
const origins = { file: (p) => fileUrl(p), http: (p) => `${base}/${p}` };
const problems = [];
for (const [name, path] of pages) {
  if (only && !only.test(name)) continue;
  for (const [origin, url] of Object.entries(origins))
    for (const lang of ['en', 'zh'])
      for (const width of [1280, 390]) {
        const context = await browser.newContext({
          locale: lang === 'zh' ? 'zh-CN' : 'en-US',
          viewport: { width, height: 900 },
        });
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        page.on('console', (m) => {
          if (m.type() === 'error') errors.push(m.text());
        });
        const sep = path.includes('#') ? '&' : '#';
        const withLang = path.startsWith('examples/')
          ? path
          : path.startsWith('play')
            ? path
            : `${path}${sep}lang=${lang}`;
        await page.goto(url(withLang));
        await page.waitForTimeout(2500);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${name} ${origin} ${lang} ${width}: ${overflow}px sideways`);
        if (errors.length) problems.push(`${name} ${origin} ${lang} ${width}: ${errors.join(' | ')}`);
        await page.screenshot({ path: `${shotDir}/${name}-${lang}-${width}-${origin}.png`, fullPage: true });
        await context.close();
      }
}
await browser.close();
server.close();
console.log(problems.join('\n') || 'no page errors, no sideways scrolling');
