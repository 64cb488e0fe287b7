// npm run bench:web: what the pages cost in time on this machine. Serves web/
// over http and opens each page in headless Chromium (Debian's; none is
// downloaded), a fresh profile each time, along the browser tests' scenarios
// (tests/browser/scenarios.mjs: every page loading in both languages and
// widths, long tables, a game's table and its suggestions, the lessons, the
// play page's large games; those that draw long tables again at 4x CPU
// slowdown, a phone's speed). It prints figures and asserts nothing: a time
// measures the machine as much as the code, so the tests hold the engine's
// steps to their budgets instead (tests/browser/responsive.test.mjs). Then
// Lighthouse's figures for every page (scripts/lighthouse.mjs). --tasks runs
// the long tasks alone, --lighthouse the Lighthouse figures alone.
// Build first (npm run build): the pages need web/dist.
import { chromium } from 'playwright-core';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './serve.mjs';
import { printPageFigures } from './lighthouse.mjs';
import { journeys, load, logSteps, pages, views } from '../tests/browser/scenarios.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'web');
if (!existsSync(path.join(webDir, 'dist', 'sg-engine.cjs'))) {
  console.error('bench:web: web/dist is not built; run npm run build first');
  process.exit(2);
}

const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// A new browser with a new empty profile for one run of a scenario.
async function browse({ lang = 'en', width = 1280 } = {}) {
  const profile = mkdtempSync(path.join(tmpdir(), 'sg-bench-web-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: flags,
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    viewport: { width, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// The page's long tasks (over 50 ms, the API's floor), from its first script on.
const observeLongTasks = () => {
  window.longTasks = [];
  new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
    type: 'longtask',
    buffered: true,
  });
};

// The tasks since the last call: the longest, and the total blocking time
// (each task's time past 50 ms), in ms. Read a frame later, so that the
// observer has heard the last action's tasks.
const takeLongTasks = (page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const tasks = window.longTasks.splice(0);
    return {
      longest: Math.round(Math.max(0, ...tasks)),
      blocking: Math.round(tasks.reduce((sum, ms) => sum + ms - 50, 0)),
    };
  });

// Runs scenario(page, phase) on url in a fresh browser; returns a row per phase.
async function longTasks(name, url, scenario, view) {
  const { context, close } = await browse(view);
  try {
    await context.addInitScript(observeLongTasks);
    await context.addInitScript(logSteps); // the scenarios wait for the page's calls to the engine
    const page = context.pages()[0] ?? (await context.newPage());
    if (view.rate) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: view.rate });
    }
    await page.goto(url);
    const rows = [];
    await scenario(page, async (phase) => rows.push({ name, phase, ...(await takeLongTasks(page)) }));
    return rows;
  } finally {
    await close();
  }
}

// Every run: [name, path, scenario, view].
const runs = [
  ...views.flatMap(([lang, width]) =>
    pages.map(([file, name]) => [`${name} (${lang}, ${width} px)`, file, load, { lang, width }])
  ),
  ...journeys.map(({ name, path: file, run }) => [name, file, run, {}]),
  // The journeys that draw long tables, again at 4x CPU slowdown (a phone's speed).
  ...journeys.filter((j) => j.slow).map(({ name, path: file, run }) => [`${name} (4x slower)`, file, run, { rate: 4 }]),
];

// Every run's long tasks, a line per phase, then the longest and the sum.
async function printLongTasks(base) {
  const width = Math.max(...runs.map(([name]) => name.length));
  const line = (name, phase, longest, blocking) =>
    console.log(
      `${name.padEnd(width)}  ${phase.padEnd(12)} ${String(longest).padStart(8)} ${String(blocking).padStart(9)}`
    );
  console.log(
    `long tasks (ms) on ${base}: each phase's longest task (0: none over 50 ms) and total blocking time (the time past 50 ms of each task)`
  );
  line('scenario', 'phase', 'longest', 'blocking');
  const all = [];
  for (const [name, file, scenario, view] of runs)
    for (const row of await longTasks(name, `${base}/${file}`, scenario, view)) {
      all.push(row);
      line(row.name, row.phase, row.longest, row.blocking);
    }
  const worst = all.reduce((a, b) => (b.longest > a.longest ? b : a));
  const blocking = all.reduce((sum, row) => sum + row.blocking, 0);
  console.log(
    `in all: longest task ${worst.longest} ms (${worst.name}, ${worst.phase}); total blocking time ${blocking} ms`
  );
}

// --tasks: the long tasks alone; --lighthouse: the Lighthouse figures alone; neither: both.
const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--tasks' && a !== '--lighthouse');
if (unknown.length) {
  console.error(`bench:web: unknown argument ${unknown[0]}; use --tasks, --lighthouse or neither`);
  process.exit(2);
}
const all = args.length === 0;
const server = await serve(webDir, 0);
try {
  const base = `http://127.0.0.1:${server.address().port}`;
  if (all || args.includes('--tasks')) await printLongTasks(base);
  if (all) console.log();
  if (all || args.includes('--lighthouse')) await printPageFigures({ base, webDir, executablePath, flags });
} finally {
  server.close();
}
