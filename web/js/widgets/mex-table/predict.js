// Predict mode's panel under the mex table: what the reader is told about a
// guess of sg[x] (right, wrong and why, not a number, or the answer shown),
// the Check and Show-the-answer buttons, and the score of first tries over
// the session. The guess itself is typed in the table, under the cell.
import { h } from '../dom.js';
import { judgeGuess, guessText } from '../../model/derive.js';
import { mathNodes } from './math-text.js';

export class PredictPanel {
  score = { right: 0, tried: 0 }; // first tries, for the whole session
  #firstTry = new Map(); // rule + x -> right at the first try
  feedback = null; // {rule, x, kind, judged?, again?} for the current step

  // check(), reveal(): what the buttons do.
  constructor({ check, reveal }) {
    this.message = h('div', { class: 'feedback', role: 'status', part: 'feedback' });
    this.check = h('button', { type: 'button', name: 'check', onclick: check });
    this.reveal = h('button', { type: 'button', name: 'reveal', onclick: reveal });
    this.scoreText = h('span', { class: 'muted', part: 'score' });
    this.el = h(
      'div',
      { class: 'predict', part: 'predict', hidden: true }, // shown once a table is predicted
      this.message,
      h('div', { class: 'row' }, this.check, this.reveal, this.scoreText)
    );
  }

  labels(t) {
    this.check.textContent = t('guessCheck');
    this.reveal.textContent = t('guessReveal');
  }

  // The text typed for sg[x] judged against the engine's derivation d; the
  // first try at each x of a rule counts in the score.
  judge(rule, x, d, raw) {
    if (!/^\d{1,6}$/.test(raw)) {
      this.feedback = { rule, x, kind: 'hint' };
      return this.feedback;
    }
    const judged = judgeGuess(d, Number(raw));
    const key = `${rule}\u0000${x}`;
    const first = !this.#firstTry.has(key);
    if (first) {
      this.#firstTry.set(key, judged.verdict === 'right');
      this.score.tried++;
      if (judged.verdict === 'right') this.score.right++;
    }
    this.feedback = { rule, x, kind: judged.verdict === 'right' ? 'right' : 'wrong', judged, again: !first };
    return this.feedback;
  }

  // "Show the answer": nothing scored.
  shown(rule, x) {
    this.feedback = { rule, x, kind: 'shown' };
  }

  // What was said is about one step of one rule: forgotten on another.
  follow(rule, x) {
    if (this.feedback && (this.feedback.x !== x || this.feedback.rule !== rule)) this.feedback = null;
  }

  // on: predicting; d: the derivation of x; hidden: sg[x] still to be guessed.
  render({ on, d, x, hidden, t, lang }) {
    this.el.hidden = !on;
    if (!on) return;
    const f = this.feedback;
    let text = '';
    if (f?.kind === 'hint') text = t('guessNotNumber');
    else if (f?.kind === 'shown') text = t('guessShown', { x, mex: d?.mex });
    else if (f?.kind === 'right')
      text = `✓ ${f.again ? t('guessRightAgain', { x, mex: d.mex }) : guessText(lang, d, f.judged)}`;
    else if (f?.kind === 'wrong') text = `✗ ${guessText(lang, d, f.judged)} ${t('guessTryAgain')}`;
    this.message.className = `feedback ${f?.kind ?? ''}`;
    this.message.replaceChildren(...mathNodes(text));
    this.check.hidden = this.reveal.hidden = !hidden;
    this.scoreText.textContent = this.score.tried ? t('guessScore', this.score) : '';
  }
}
