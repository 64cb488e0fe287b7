// The pages as the field measures them, for npm run bench:web: Lighthouse
// 12.2.3 (its mobile preset: the default form factor and simulated
// throttling) on every page over http, in Debian's Chromium with a fresh empty
// profile each time; then, in the same Chromium through playwright-core and
// unthrottled, the bytes each page fetched before its first mex table showed
// values (gzip -9 of each response) and when its engine was ready (the
// performance mark 'sg-engine-ready' that web/js/engine/engine.js sets, from
// navigation, and from the arrival of the engine's files or, if later, from
// the mark 'sg-engine-start' set when the page first asks for it). Two
// author's pages join them: one <sg-mex-table>, and every widget. It prints
// a Markdown table and the targets, and asserts nothing.
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { parts } from '../web/js/engine/engine.js';
import { serve } from './serve.mjs';
import { drawnNear } from './reader.mjs';

// Every page: [name, path under web/ or the author's folder, whether it has a mex table].
const sitePages = [
  ['learning page', 'index.html', true],
  ['course', 'course.html', true],
  ['play', 'play.html', false],
  ['embed', 'embed.html#widget=mex-table&rule=1,3,4&upto=20', true],
  ['tutorial (en)', 'examples/tutorial-en.html', true],
  ['tutorial (zh)', 'examples/tutorial-zh.html', true],
  ['every widget, strict CSP page', 'examples/strict.html', true],
];
const authorPages = [
  ['author: one mex table', 'one-table.html', true],
  ['author: every widget', 'every-widget.html', true],
];

// The author's pages, as README.md's "Widgets for tutorial authors" writes them.
const page = (title, body) => `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<script src="dist/sg-widgets.js"></script>
${body}
`;
const wythoff = `
game wythoff(x, y)
  move (x - k, y)     for k in 1..x
  move (x, y - k)     for k in 1..y
  move (x - k, y - k) for k in 1..min(x, y)
`;
const authorFiles = {
  'one-table.html': page('One table', '<sg-mex-table rule="1,3,4" upto="20"></sg-mex-table>'),
  'every-widget.html': page(
    'Every widget',
    `<sg-mex-table rule="1,3,4" upto="20"></sg-mex-table>
<sg-heap-game heaps="3,4,5" rule="nim" hints="on"></sg-heap-game>
<sg-graph-game edges="a b; b c; a c" tokens="a"></sg-graph-game>
<sg-game-play position="wythoff(3, 5)">${wythoff}</sg-game-play>
<sg-nim-sum values="3,4,5"></sg-nim-sum>
<sg-sum position="1..3:5 odd:7"></sg-sum>
<sg-game-table box="0..7, 0..7">${wythoff}</sg-game-table>`
  ),
};

// A mex table drawn: a value in its sg row (as the browser tests wait for it).
const drawnCells = 'tr.sg td button';
const drawnTable = `sg-mex-table ${drawnCells}`;

// Lighthouse's performance figures for url, in a new Chromium with a new empty profile.
async function runLighthouse(url, { executablePath, flags }) {
  const profile = mkdtempSync(path.join(tmpdir(), 'sg-bench-lighthouse-'));
  const chrome = await launch({ chromePath: executablePath, chromeFlags: flags, userDataDir: profile });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    return {
      setting: `Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} form factor, ${lhr.configSettings.throttlingMethod} throttling, ${lhr.environment.hostUserAgent}`,
      warnings: lhr.runWarnings,
      score: Math.round(lhr.categories.performance.score * 100),
      tbt: lhr.audits['total-blocking-time'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
    };
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

// What url fetched before its first mex table showed values (gzip -9 bytes,
// null without a table), and when its engine was ready: ms from navigation,
// and ms after the last of its files arrived (or after the page asked for it, if later).
async function weigh(browser, url, table) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const responses = [];
    page.on('response', (r) => responses.push(r));
    await page.goto(url, { waitUntil: 'commit' });
    let bytes = null;
    if (table) {
      // A widget draws when it comes near the screen: the reader scrolls to
      // the first table (the course's is in lesson 4), until it is drawn.
      await drawnNear(page.locator('sg-mex-table').first(), drawnCells, { tries: 150, wait: 2000 });
      const bodies = await Promise.all(responses.slice().map((r) => r.body().catch(() => Buffer.alloc(0))));
      bytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    }
    const ready = await page.waitForFunction(
      () => {
        // The engine's own files: its glue (a script) and its WebAssembly (fetched, or its base64 copy).
        const [mark] = performance.getEntriesByName('sg-engine-ready');
        const [start] = performance.getEntriesByName('sg-engine-start');
        const files = performance
          .getEntriesByType('resource')
          .filter((e) => /\/sg-(tables|core|engine)\.(js|wasm|wasm\.js)$/.test(new URL(e.name).pathname));
        const arrived = files.filter((e) => e.responseEnd <= (mark?.startTime ?? 0));
        // A file preloaded before the page asked for the engine counts from the asking.
        const from = Math.max(start?.startTime ?? 0, ...arrived.map((e) => e.responseEnd));
        return mark && { ready: mark.startTime, script: from };
      },
      null,
      { timeout: 300_000 }
    );
    return { bytes, ...(await ready.jsonValue()) };
  } finally {
    await context.close();
  }
}

// The engine ready under node, cold, each part in a new process: ms from the
// start of loadEngine(part) (its glue read, its WebAssembly compiled) to the
// first answer; the median of `times` runs.
function nodeReady(webDir, part) {
  const engine = pathToFileURL(path.join(webDir, 'js/engine/engine.js')).href;
  const code = `const t0 = performance.now(); const { loadEngine } = await import(${JSON.stringify(engine)});
const e = await loadEngine(${JSON.stringify(part)}); e.mex([0, 1]); console.log(performance.now() - t0);`;
  const runs = Array.from({ length: times }, () =>
    Number(execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }).trim())
  );
  return median(runs);
}

// ms from navigation to url's first mex table showing a value, with the CPU
// slowed down 4 times (as Lighthouse's mobile preset), in a new context.
async function firstTable(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const t0 = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(drawnTable).first().waitFor({ timeout: 300_000 });
    return Date.now() - t0;
  } finally {
    await context.close();
  }
}

// Serves the author's pages from a new folder whose dist/ is web/dist.
async function serveAuthorPages(webDir) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sg-bench-author-'));
  for (const [file, html] of Object.entries(authorFiles)) writeFileSync(path.join(dir, file), html);
  symlinkSync(path.join(webDir, 'dist'), path.join(dir, 'dist'));
  const server = await serve(dir, 0);
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// Lighthouse's figures vary from run to run (its simulation starts from a real
// load on this machine): each page is measured `times` times.
const times = 3;
const median = (xs) => xs.slice().sort((a, b) => a - b)[(xs.length - 1) >> 1];
const ms = (x) => `${Math.round(x).toLocaleString('en-US')} ms`;

// Runs both measures on every page and prints the table; base serves web/.
export async function printPageFigures({ base, webDir, executablePath, flags }) {
  const author = await serveAuthorPages(webDir);
  const browser = await chromium.launch({ executablePath, headless: true, args: flags });
  try {
    const runs = [
      ...sitePages.map(([name, file, table]) => [name, `${base}/${file}`, table]),
      ...authorPages.map(([name, file, table]) => [name, `${author.base}/${file}`, table]),
    ];
    console.log(
      `each page ${times} times, the median of each figure: performance, TBT and LCP by Lighthouse; ` +
        "the bytes and the engine's ready time unthrottled"
    );
    console.log(
      '\n| page | performance | TBT | LCP | gzipped before the first table | engine ready | after its script |'
    );
    console.log('|---|---|---|---|---|---|---|');
    const settings = new Set();
    const warnings = new Set();
    for (const [name, url, table] of runs) {
      const figures = [];
      for (let i = 0; i < times; i++) {
        const lh = await runLighthouse(url, { executablePath, flags });
        settings.add(lh.setting);
        for (const w of lh.warnings) warnings.add(w);
        const w = await weigh(browser, url, table);
        figures.push({ ...lh, ...w, after: w.ready - w.script });
      }
      const m = (key) => median(figures.map((f) => f[key]));
      const kb = table ? `${Math.round(m('bytes') / 1024)} KB` : 'no table';
      console.log(
        `| ${name} | ${m('score')} | ${ms(m('tbt'))} | ${(m('lcp') / 1000).toFixed(1)} s | ${kb} | ${ms(m('ready'))} | ${ms(m('after'))} |`
      );
    }
    console.log('| target | ≥ 95 | ≤ 150 ms | | ≤ 150 KB (one mex table), ≤ 250 KB (learning page) | | ≤ 100 ms |\n');
    for (const line of [...settings, ...warnings]) console.log(line);
    const slowed = [];
    for (const file of ['index.html', 'examples/tutorial-en.html'])
      for (const [how, url] of [
        ['http', `${base}/${file}`],
        ['disk', pathToFileURL(path.join(webDir, file)).href],
      ]) {
        const runs = [];
        for (let i = 0; i < times; i++) runs.push(await firstTable(browser, url));
        slowed.push(`${file} ${how} ${ms(median(runs))}`);
      }
    console.log(
      `\nThe first mex table with the CPU 4 times slower (unthrottled network, the median of ${times}; ` +
        `targets 1 s over http, 2 s from disk): ${slowed.join(', ')}.`
    );
    console.log(
      `\nUnder node, cold (a new process each time, the median of ${times}): the engine ready ` +
        parts.map((part) => `${ms(nodeReady(webDir, part))} (${part})`).join(', ') +
        ' after loadEngine(part) starts.'
    );
    console.log(
      "The issue's targets: Lighthouse performance ≥ 95 and TBT ≤ 150 ms on every page (mobile preset); " +
        "an author's page with one <sg-mex-table> ≤ 150 KB gzipped before its table is drawn; the learning page " +
        "≤ 250 KB; the engine ready within 100 ms of its script's arrival."
    );
  } finally {
    await browser.close();
    author.close();
  }
}
