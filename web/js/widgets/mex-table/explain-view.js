// One step of the mex table in words: the tutorial sentence for sg[x], each
// move with the value it reaches (a long list folds), the set reached and its
// mex. While the reader is still to predict sg[x]: the question and the moves,
// not the answer. A refusal from the engine shows as an error instead.
import { h } from '../dom.js';
import { describeMove } from '../../text/i18n.js';
import { stepSentence } from '../../model/derive.js';
import { explainMoves as listedMoves } from '../../engine/limits.js';
import { mathNodes } from './math-text.js';

// box: where it goes; host: the element (its words and long lists); d: the
// engine's explanation of x, or null with `failed` saying why.
export function renderExplain(box, host, { d, failed, hidden }) {
  if (!d) {
    box.hidden = !failed;
    box.replaceChildren(
      h('div', { class: 'error', role: 'alert' }, failed ? host.t('errorSaid', { why: failed }) : '')
    );
    return;
  }
  box.hidden = false;
  const lang = host.uiLang;
  const sg = (n) => `sg[${n}]`;
  // The engine lists at most 10000 moves (truncated past that, totalMoves
  // counting them when it can); the page draws at most listedMoves.
  const list = host.cappedList(
    d.moves,
    (m) => {
      const expr = m.leaves.length ? m.leaves.map(sg).join(' ⊕ ') : sg(0);
      return host.t('moveLine', { move: describeMove(lang, m, d.heap), expr, value: m.value });
    },
    {
      tag: 'ol',
      attrs: { class: 'moves', part: 'moves' },
      max: listedMoves,
      total: d.totalMoves ?? d.moves.length,
      note: d.truncated && d.totalMoves == null ? host.t('moreExist') : '',
    }
  );
  // The reached set is written out up to 60 values; the mex line says the rest.
  const reached = d.reached.length > 60 ? `${d.reached.slice(0, 60).join(', ')}, …` : d.reached.join(', ');
  if (hidden) {
    box.replaceChildren(
      h('p', { class: 'prompt' }, ...mathNodes(host.t('guessPrompt', { x: d.heap }))),
      ...(d.moves.length ? list : [])
    );
    return;
  }
  box.replaceChildren(
    h('p', { class: 'sentence' }, ...mathNodes(stepSentence(lang, d))),
    ...(d.moves.length ? list : []),
    h(
      'div',
      {},
      ...mathNodes(host.t('reachedSet', { set: `{${reached}}` })),
      ' · ',
      ...mathNodes(host.t('mexLine', { mex: d.mex })),
      d.reachedComplete === false
        ? h('div', { class: 'muted' }, host.t('reachedPartial', { x: d.heap, mex: d.mex }))
        : ''
    )
  );
}
