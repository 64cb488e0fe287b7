// No page freezes: every call a page makes into the engine stays within its
// step budget, from the page's load through what a person starts there (the
// scenarios of scenarios.mjs). Steps are counted by the engine where its
// budgets count them (src/include/sg/steps.hpp), so the same page makes the
// same calls with the same steps on an idle machine and a busy one: nothing
// here is timed. A slice of a sliced job (a long table, a game's table, a
// play search) stays within its slice's budget (engine.js `slices`); any
// other call within the pages' budgets of its kind (src/include/sg/limits.json,
// the page profile). `npm run bench:web` prints what the same scenarios cost
// in time on the machine at hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browserSuite, root } from './helpers.mjs';
import { journeys, load, logSteps, pages, views } from './scenarios.mjs';
import { slices } from '../../web/js/engine/engine.js';

const suite = browserSuite();

// The most steps of each kind one call that is not a slice may make: the
// pages' budgets of that kind.
const limits = JSON.parse(readFileSync(path.join(root, 'src/include/sg/limits.json'), 'utf8'));
const pageBudget = Object.fromEntries(limits.budgets.map((b) => [b.name, b.page]));
const size = Object.fromEntries(limits.sizes.map((s) => [s.name, s.value]));
const callBudget = {
  table: Math.max(pageBudget.table_work, pageBudget.value_work),
  game: pageBudget.game_work,
  // The largest search budget of the pages, Every-SG's (a misère search has
  // misere_work, and as much again for its winning moves; play's search 100
  // steps a sum of play_sums).
  search: Math.max(2 * pageBudget.misere_work, pageBudget.every_work),
  graph: size.loopy_label_work,
};

// The budget of each kind for one logged call: a slice's own kind has its
// slice's budget.
function budgetOf(record) {
  const job = record.call === 'jobStep' ? record.job : undefined;
  return job ? { ...callBudget, [slices[job].kind]: slices[job].budget } : callBudget;
}

// Opens url in a fresh tab with the step log on, runs scenario(page, phase),
// and checks every call logged up to each phase. Prints each phase's calls
// and the most steps of each kind one call made.
async function checkSteps(name, url, scenario, { lang = 'en', width = 1280 } = {}) {
  const context = await suite.browser.newContext({
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    viewport: { width, height: 900 },
  });
  await context.addInitScript(logSteps);
  const tab = await context.newPage();
  const errors = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.goto(url);
  let seen = 0;
  const phase = async (what) => {
    const calls = await tab.evaluate(() => window.sgStepLog);
    const most = {};
    for (const record of calls.slice(seen)) {
      const budget = budgetOf(record);
      for (const [kind, steps] of Object.entries(record.steps)) {
        assert.ok(
          steps <= budget[kind],
          `${name}, ${what}: ${record.call} made ${steps} ${kind} steps, past its budget of ${budget[kind]}`
        );
        if (steps > (most[kind]?.steps ?? 0)) most[kind] = { steps: Math.round(steps), call: record.call };
      }
    }
    console.log(`# ${name}, ${what}: ${calls.length - seen} calls, most steps of one: ${JSON.stringify(most)}`);
    seen = calls.length;
  };
  await scenario(tab, phase);
  await context.close();
  assert.deepEqual(errors, [], `${name}: page errors`);
}

// Every page loads within its budgets, in both languages and at both widths.
for (const [lang, width, origin] of views) {
  test(`every page loads with no call past its step budget (${lang}, ${width} px, ${origin})`, async () => {
    for (const [file, name] of pages)
      await checkSteps(`${name} (${lang}, ${width} px)`, suite.origins[origin](file), load, { lang, width });
  });
}

for (const { name, title, origin, path: file, run } of journeys)
  test(`${title}: no call past its step budget`, () => checkSteps(name, suite.origins[origin](file), run));
