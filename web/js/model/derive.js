// The tutorial sentence for one step of a mex table, from the engine's
// derivation: "x = 4: you can take 1, 3 or 4, leaving 3, 1 or 0;
// mex{sg[3], sg[1], sg[0]} = mex{1, 1, 0} = 2, so sg[4] = 2".
// Also, from the same derivation: why a guess for sg[x] is wrong, the set
// line under the table, and when the period view has been earned.
import { t, joinList } from '../text/i18n.js';

const shown = 12; // terms written out before "…"

function term(lang, leaves) {
  const one = (h) => `sg[${h}]`;
  if (leaves.length === 0) return one(0);
  return leaves.map(one).join(' ⊕ ');
}

export function stepSentence(lang, d) {
  const x = d.heap;
  if (d.moves.length === 0) return t(lang, 'noMoves', { x });
  const moves = d.moves.slice(0, shown);
  const total = d.totalMoves ?? (d.truncated ? `${d.moves.length}+` : d.moves.length);
  const more = d.moves.length > shown || d.truncated ? t(lang, 'moreMoves', { count: total }) : '';
  const sep = lang === 'zh' ? ',' : ', ';
  const terms = `{${moves.map((m) => term(lang, m.leaves)).join(sep)}${more ? `${sep}…` : ''}}`;
  const values = `{${moves.map((m) => m.value).join(sep)}${more ? `${sep}…` : ''}}`;
  const singleHeap = d.moves.every((m) => m.leaves.length <= 1);
  if (singleHeap) {
    const amounts = joinList(lang, moves.map((m) => String(m.taken)).concat(more ? ['…'] : []));
    const lefts = joinList(lang, moves.map((m) => String(m.leaves[0] ?? 0)).concat(more ? ['…'] : []));
    return t(lang, 'takeSentence', { x, amounts, lefts, terms, values, mex: d.mex });
  }
  const lefts = joinList(
    lang,
    moves.map((m) => (m.leaves.length ? m.leaves.join('+') : '0')).concat(more ? ['…'] : [])
  );
  return t(lang, 'breakSentence', { x, lefts, terms, values, mex: d.mex });
}

// Where one move goes: the heaps it leaves (none: the empty position 0).
export const moveTargets = (m) => (m.leaves.length ? m.leaves : [0]);
const moveLabel = (m) => (m.leaves.length ? m.leaves.join('+') : '0');

// A guess for sg[x] judged against the engine's explanation d of x. The
// verdict names the fact that makes it wrong: a value some move reaches
// (with that move), a value larger than the least one no move reaches, or
// any non-zero value when no move is possible.
//   {verdict: 'right'|'empty'|'reached'|'notLeast', guess, mex, move?}
export function judgeGuess(d, guess) {
  const mex = d.mex;
  if (guess === mex) return { verdict: 'right', guess, mex };
  if (d.moves.length === 0 && !d.truncated) return { verdict: 'empty', guess, mex };
  // Reached: listed, or below the mex (reached by definition). Larger values
  // can be reached too (kayles at 4 reaches 3, mex 1): that is the reason then.
  const move = d.moves.find((m) => m.value === guess) ?? null;
  if (move || guess < mex || d.reached.includes(guess)) return { verdict: 'reached', guess, mex, move };
  return { verdict: 'notLeast', guess, mex };
}

// The verdict in words. Right: short; wrong: the reason.
export function guessText(lang, d, j) {
  const x = d.heap;
  if (j.verdict === 'right') return t(lang, 'guessRight', { x, mex: j.mex });
  if (j.verdict === 'empty') return t(lang, 'guessEmpty', { x, guess: j.guess });
  if (j.verdict === 'notLeast') return t(lang, 'guessNotLeast', { guess: j.guess, mex: j.mex });
  if (!j.move) return t(lang, 'guessReachedUnlisted', { x, guess: j.guess });
  const m = j.move;
  const expr = m.leaves.length ? m.leaves.map((h) => `sg[${h}]`).join(' ⊕ ') : 'sg[0]';
  return t(lang, 'guessReached', { x, expr, guess: j.guess, to: moveLabel(m) });
}

// The line under the table: "x = 4 → {3, 1, 0}; sg values {1, 1, 0}; mex = 2".
// known(n) says whether sg[n] is shown yet; an unknown value is "?", and so
// is the mex while any value it depends on, or sg[x] itself, is unknown.
/** @param {(n: number) => boolean} [known] */
export function setSentence(lang, d, known = () => true) {
  const sep = lang === 'zh' ? ',' : ', ';
  const moves = d.moves.slice(0, shown);
  const more = d.moves.length > shown || d.truncated ? `${sep}…` : '';
  const value = (m) => (m.leaves.every((h) => known(h)) ? String(m.value) : '?');
  const all = d.moves.every((m) => m.leaves.every((h) => known(h))) && known(d.heap);
  return t(lang, 'setLine', {
    x: d.heap,
    to: `{${moves.map(moveLabel).join(sep)}${more}}`,
    values: `{${moves.map(value).join(sep)}${more}}`,
    mex: all ? d.mex : '?',
  });
}

// How many values (sg[0], sg[1], ...) a student sees before the period view
// opens: the preperiod, then the period twice, once to see it and once to be
// sure. Infinity when no period is known (nothing to earn).
export function periodEarnedAt(period) {
  if (!period || period.status === 'none' || !(period.period >= 1)) return Infinity;
  return period.preperiod + 2 * period.period;
}
