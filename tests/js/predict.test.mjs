// Why a guess for sg[x] is wrong, judged from the engine's explanation of x,
// checked against the plain definition (the values one move reaches, their
// mex) for several rules, and said in both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../web/js/engine/engine.js';
import { judgeGuess, guessText, setSentence, periodEarnedAt, stepSentence } from '../../web/js/model/derive.js';
import { englishWords } from './words.mjs';

const engine = await loadEngine('full');
const rules = ['1,3,4', '1..3', 'odd', 'pow2', 'fib', '2,5', 'kayles', 'dawson', 'grundy', 'lasker', '0.137'];
const upto = 30;

// The values one move from x reaches, from the table alone (slow and obvious).
function reachedSlow(values, d) {
  return new Set(d.moves.map((m) => m.leaves.reduce((a, h) => a ^ values[h], 0)));
}
const mexOf = (set) => {
  let m = 0;
  while (set.has(m)) m++;
  return m;
};

test('every guess for sg[x] gets the verdict the definition of mex gives', () => {
  for (const rule of rules) {
    const values = engine.table(rule, upto).values;
    for (let x = 0; x <= upto; x++) {
      const d = engine.explain(rule, x);
      const reached = reachedSlow(values, d);
      const mex = mexOf(reached);
      assert.equal(d.mex, mex, `${rule} at ${x}`);
      assert.equal(values[x], mex, `${rule} at ${x}`);
      for (let guess = 0; guess <= mex + 3; guess++) {
        const j = judgeGuess(d, guess);
        const where = `${rule}, x = ${x}, guess ${guess}: ${j.verdict}`;
        if (guess === mex) {
          assert.equal(j.verdict, 'right', where);
          continue;
        }
        if (reached.size === 0) {
          assert.equal(j.verdict, 'empty', where);
          continue;
        }
        if (reached.has(guess)) {
          assert.equal(j.verdict, 'reached', where);
          // The move it names reaches that value.
          assert.equal(
            j.move.leaves.reduce((a, h) => a ^ values[h], 0),
            guess,
            where
          );
        } else {
          assert.ok(guess > mex, where);
          assert.equal(j.verdict, 'notLeast', where);
          assert.ok(!reached.has(j.mex), where);
        }
      }
    }
  }
});

test('the reasons read as the tutorials say them, in English and Chinese', () => {
  const d4 = engine.explain('1,3,4', 4);
  assert.equal(
    guessText('en', d4, judgeGuess(d4, 1)),
    'sg[3] = 1 is reached: x = 4 can move to 3. The mex must be a value no move reaches.'
  );
  assert.equal(
    guessText('zh', d4, judgeGuess(d4, 1)),
    'sg[3] = 1 是可达的：x=4 可以走到 3。mex 必须是任何一步都到不了的值。'
  );
  assert.equal(
    guessText('en', d4, judgeGuess(d4, 0)),
    'sg[0] = 0 is reached: x = 4 can move to 0. The mex must be a value no move reaches.'
  );
  assert.equal(guessText('en', d4, judgeGuess(d4, 5)), '5 is not the least: 2 is not reached by any move, so mex = 2.');
  assert.equal(guessText('zh', d4, judgeGuess(d4, 5)), '5 不是最小的：2 是任何一步都到不了的值，所以 mex = 2。');
  assert.equal(guessText('en', d4, judgeGuess(d4, 2)), 'Right: sg[4] = 2.');
  const d0 = engine.explain('1,3,4', 0);
  assert.equal(
    guessText('en', d0, judgeGuess(d0, 3)),
    'Not 3: from x = 0 no move is possible, so the set is empty and mex{} = 0.'
  );
  // A split: the value is the XOR of the heaps it leaves.
  const k4 = engine.explain('kayles', 4);
  assert.equal(
    guessText('en', k4, judgeGuess(k4, 3)),
    'sg[3] = 3 is reached: x = 4 can move to 3. The mex must be a value no move reaches.'
  );
  assert.equal(
    guessText('en', k4, judgeGuess(k4, 0)),
    'sg[1] ⊕ sg[1] = 0 is reached: x = 4 can move to 1+1. The mex must be a value no move reaches.'
  );
  for (const rule of rules) {
    for (const x of [0, 4, 9]) {
      const d = engine.explain(rule, x);
      for (const guess of [0, 1, 2, 7]) {
        const zh = guessText('zh', d, judgeGuess(d, guess));
        // The nim-sum of a split is written ⊕, as in the step sentences: no English word, XOR included.
        assert.deepEqual(englishWords(zh), [], `${rule} ${x} ${guess}: ${zh}`);
        assert.match(zh, new RegExp(String(guess === d.mex ? d.mex : guess)));
      }
    }
  }
});

test('a split is written with ⊕ in both languages: one notation for the nim-sum, never XOR', () => {
  const d = engine.explain('kayles', 6);
  for (const lang of ['en', 'zh']) {
    const s = stepSentence(lang, d);
    assert.doesNotMatch(s, /XOR/, s);
    // Knocking one pin out of the middle of 6 leaves 1 and 4, a sum of two rows.
    assert.match(s, /sg\[1\] ⊕ sg\[4\]/, s);
  }
  assert.deepEqual(englishWords(stepSentence('zh', d)), []);
});

test('the set line shows the positions reached, their values and the mex, "?" for what is not shown yet', () => {
  const d4 = engine.explain('1,3,4', 4);
  assert.equal(setSentence('en', d4), 'x = 4 → {3, 1, 0}; sg values {1, 1, 0}; mex = 2');
  assert.equal(setSentence('zh', d4), 'x=4 → {3,1,0}；SG 值 {1,1,0}；mex = 2');
  assert.equal(
    setSentence('en', d4, (n) => n < 4),
    'x = 4 → {3, 1, 0}; sg values {1, 1, 0}; mex = ?'
  );
  assert.equal(
    setSentence('en', d4, (n) => n < 2),
    'x = 4 → {3, 1, 0}; sg values {?, 1, 0}; mex = ?'
  );
  assert.equal(setSentence('en', engine.explain('1,3,4', 0)), 'x = 0 → {}; sg values {}; mex = 0');
});

test('the period view is earned after the preperiod and two periods', () => {
  assert.equal(periodEarnedAt(engine.table('1,3,4', 10).period), 14);
  const dawson = engine.table('dawson', 10).period;
  assert.equal(periodEarnedAt(dawson), dawson.preperiod + 2 * dawson.period);
  assert.equal(periodEarnedAt({ status: 'none', period: 0, preperiod: 0 }), Infinity);
});
