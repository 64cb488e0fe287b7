// The engine's three modules (web/js/engine/engine.js): a page loads the part
// it needs; a call whose part is not loaded is refused with a code, never
// answered wrongly; the heavier parts answer every call of the lighter ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeBase64, engineHas, loadEngine, nextTask } from '../../web/js/engine/engine.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('the tables part answers heap rules and tables, and refuses the rest until its part is loaded', async () => {
  const engine = await loadEngine('tables');
  assert.ok(engineHas('tables'));
  assert.equal(engineHas('core'), false);
  assert.deepEqual([...engine.table('1,3,4', 8).values], [0, 1, 0, 1, 2, 3, 2, 0, 1]);
  assert.equal(engine.explain('1,3,4', 4).sg, 2);
  assert.throws(() => engine.analyze('3 4 5', { rule: 'nim' }), { code: 'engine.not_loaded' });
  await assert.rejects(engine.need('sums'), { code: 'engine.bad_part' });
  assert.throws(() => engine.gameSession('game a(n)\n  move n - 1 where n > 0\n'), { code: 'engine.not_loaded' });

  await engine.need('core');
  assert.equal(engine.analyze('3 4 5', { rule: 'nim' }).nimSum, 2);
  const sums = engine.sumSession({});
  // A session without the game language refuses what needs a definition, as the engine does.
  assert.throws(() => sums.table('a', '0..3'), { code: 'game.no_game' });
  assert.equal(sums.analyze('nim:3 hackenbush{ground a; a b}').nimSum, 1);
  sums.free();

  await engine.need('full');
  const session = engine.gameSession('game a(n)\n  move n - 1 where n > 0\n  move n - 2 where n > 1\n');
  assert.deepEqual([...session.table('a', '0..5').values], [0, 1, 2, 0, 1, 2]);
  assert.match(engine.exportRuleCpp('1,3,4').program, /int main/);
  assert.equal(engine.gameSessionCount(), 1);
  session.free();
  assert.equal(engine.gameSessionCount(), 0);
  assert.equal(engine.jobCount(), 0);
});

test("the engine's base64 copy (for pages opened from disk) decodes to its WebAssembly, a slice per task", async () => {
  const script = readFileSync(path.join(root, 'web/dist/sg-tables.wasm.js'), 'utf8');
  const text = /"([A-Za-z0-9+/=]+)"/.exec(script)[1];
  let tasks = 0;
  let counting = true;
  const count = async () => {
    while (counting) {
      tasks++;
      await nextTask();
    }
  };
  const counter = count();
  const bytes = await decodeBase64(text);
  counting = false;
  await counter;
  assert.deepEqual(Buffer.from(bytes), readFileSync(path.join(root, 'web/dist/sg-tables.wasm')));
  // 256 Ki characters a slice: the page gets its turn between them.
  assert.ok(tasks >= Math.floor(text.length / (1 << 18)), `${tasks} tasks ran beside the decoding`);
});
