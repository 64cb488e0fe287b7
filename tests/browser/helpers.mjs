// Browser-test plumbing: Debian's Chromium driven by playwright-core, the page
// opened from file:// and over http (scripts/serve.mjs on a free port).
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { before, after } from 'node:test';
import { serve } from '../../scripts/serve.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDir = path.join(root, 'web');
export const shotDir = path.join(root, 'test-results', 'screenshots');
mkdirSync(shotDir, { recursive: true });

// The timeout of a wait for the engine's work (a long table, a search, a
// computer's move): long enough for a machine busy with other jobs, so that
// only a page that never finishes fails. No test asserts how long work takes.
export const patience = { timeout: 300_000 };

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ], // playwright gives each launch a new empty profile
  });
}

// Starts a server for web/ and returns {server, base}.
export async function startServer(options) {
  const server = await serve(webDir, 0, options);
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

// "index.html#mode=sum" -> file:///.../web/index.html#mode=sum
export const fileUrl = (page) => {
  const [file, hash] = page.split('#');
  return pathToFileURL(path.join(webDir, file)).href + (hash !== undefined ? `#${hash}` : '');
};

// A new page with a language and a record of page errors.
export async function open(browser, url, { lang = 'en', width = 1200, height = 900 } = {}) {
  const context = await browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport: { width, height } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(url);
  return { page, context, errors };
}

export async function shot(page, name) {
  await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });
}

// One browser and one server for a test file; `origins` opens a page from disk
// or over http. The returned object is filled in before the first test runs.
export function browserSuite() {
  const suite = { browser: null, base: '', origins: {} };
  let server;
  before(async () => {
    suite.browser = await launch();
    ({ server, base: suite.base } = await startServer());
  });
  after(async () => {
    await suite.browser?.close();
    server?.close();
  });
  suite.origins = { file: (p) => fileUrl(p), http: (p) => `${suite.base}/${p}` };
  // The origins a group of tests runs from. Each call gives the next one in
  // turn (file://, then http, then file:// ...), so a file's tests exercise
  // both while each behaviour runs once; SG_BROWSER_ORIGINS=all runs every
  // group from both.
  let turn = 0;
  suite.each = () => {
    const all = Object.entries(suite.origins);
    return process.env.SG_BROWSER_ORIGINS === 'all' ? all : [all[turn++ % all.length]];
  };
  return suite;
}

// An author's widget added to the end of a page (`tag` with `attrs`, given
// `id`) and scrolled into view (a widget draws when the reader comes near it);
// returns its locator.
export async function addWidget(page, tag, id, attrs) {
  await page.evaluate(
    ({ tag, id, attrs }) => {
      const el = document.createElement(tag);
      el.id = id;
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      document.body.append(el);
    },
    { tag, id, attrs }
  );
  const widget = page.locator(`#${id}`);
  await widget.scrollIntoViewIfNeeded();
  return widget;
}

// The play page's setup, as a reader fills it: opens the folded sheet on a
// phone, picks a preset or types heaps, then presses Start and waits until the
// page is done with it (the form is busy until the board is drawn or refused).
export async function setup(page, { preset, heaps, misere = 'off', first = 'human', delay }) {
  await page.locator('#preset option').nth(1).waitFor({ state: 'attached' });
  if (!(await page.locator('#setup-sheet').evaluate((d) => d.open))) await page.click('#setup-sheet > summary');
  if (preset) await page.selectOption('#preset', preset);
  if (heaps) await page.fill('#heaps', heaps);
  await page.selectOption('select[name=misere]', misere);
  await page.selectOption('select[name=first]', first);
  if (delay) await page.evaluate((d) => document.querySelector('#game').setAttribute('delay', d), String(delay));
  await page.click('#start');
  await page.waitForFunction(() => !document.querySelector('#setup').hasAttribute('aria-busy'), null, patience);
}

// A game of the game language picked from the play page's presets, with the
// computer quick and the hints on or off.
export async function pickGame(page, preset, { first = 'human', hints = false } = {}) {
  await setup(page, { preset, first });
  await page.locator('sg-game-play .board').first().waitFor();
  await page.evaluate((on) => {
    const g = document.querySelector('sg-game-play');
    g.setAttribute('delay', '20');
    g.setAttribute('hints', on ? 'on' : 'off');
  }, hints);
}

// Waits until the reader may move in the game of the game language, or the
// game is over; true when over.
export async function readerTurn(page) {
  await page.waitForFunction(
    () => {
      const root = document.querySelector('sg-game-play').shadowRoot;
      return root.querySelector('.result') || !root.querySelector('details.moves button[disabled]');
    },
    null,
    patience
  );
  return (await page.locator('sg-game-play .result').count()) > 0;
}

// The text of an element as a reader sees it, on a page whose sections are
// not rendered off screen (content-visibility: auto, as the course's): scrolled
// into view and read a frame later. An element in a section that is not drawn
// keeps the position it had when last drawn, which may look in view while
// the section is far away: then the browser's own scrollIntoView brings it.
export async function seen(locator) {
  const frames = (e) =>
    new Promise((r) =>
      requestAnimationFrame(() => requestAnimationFrame(() => r(e.checkVisibility({ contentVisibilityAuto: true }))))
    );
  await locator.scrollIntoViewIfNeeded();
  for (let tries = 0; tries < 5 && !(await locator.evaluate(frames)); tries++)
    await locator.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  return locator.innerText();
}

// Scrolls to a widget until it has drawn (scripts/reader.mjs).
export { drawnNear } from '../../scripts/reader.mjs';
