// <sg-sum predict="on">: the reader says who wins, N or P, before the sum's
// verdict shows. Until then only the parts and their values in binary are
// drawn (no nim-sum, no columns rule, no winning moves); under the Every-SG
// rule, the parts' step counts and who wins each alone (not the rule that
// decides the sum). A wrong guess is
// answered from the engine's data: a winning move when the position is N;
// when it is P, one move and the opponent's winning answer to it (or that no
// move exists). The verdict and the reasons are kept per position.
import { h } from '../dom.js';
import { sumTable } from '../nim-sum-table.js';
import { moveWords, partLabel, stepsTable } from './analysis.js';

// A move of part i as a sentence piece: "take 2 in heap 3", "在第 3 堆取走 2 颗".
const moveAt = (host, m, kind) =>
  host.t(kind === 'heap' ? 'sumGuessAt.heap' : 'sumGuessAt.part', { move: moveWords(host, m), i: m.component + 1 });

// Why the guess is wrong, as [key, params], from the engine: the session
// that analysed the sum, its parts (comps) and its analysis a.
export function wrongReason(host, session, comps, a, mode = 'normal') {
  const kindOf = (i) => comps[i]?.kind;
  if (mode === 'every') {
    // The part that lasts longest decides: its count, odd or even.
    const longest = a.components.reduce((k, c, i) => (c.steps > a.components[k].steps ? i : k), 0);
    const params = { i: longest + 1, steps: a.components[longest].steps };
    return [a.outcome === 'N' ? 'sumGuessEveryNotP' : 'sumGuessEveryNotN', params];
  }
  if (a.outcome === 'N') {
    const m = a.winningMoves[0];
    return m ? ['sumGuessNotP', { at: moveAt(host, m, kindOf(m.component)) }] : ['sumGuessNotPPlain', {}];
  }
  let play;
  try {
    play = session.play(comps);
  } catch {
    return ['sumGuessNotNPlain', {}];
  }
  if (!play.options.length) return ['sumGuessNoMove', {}];
  // A move that keeps the parts in their places (no split), so that the
  // answer's part is numbered as the reader sees it.
  for (const option of play.options) {
    let after, reply;
    try {
      after = session.apply(comps, option);
      if (after.length !== comps.length) continue;
      reply = session.analyze(after).winningMoves[0];
    } catch {
      continue;
    }
    if (reply)
      return [
        'sumGuessNotN',
        { at: moveAt(host, option, kindOf(option.component)), reply: moveAt(host, reply, after[reply.component].kind) },
      ];
  }
  return ['sumGuessNotNPlain', {}];
}

// What shows while the reader is still to say who wins: the parts in
// binary, the question, N / P / Show me, and what was said of a wrong guess.
// parts: {name(i), text(c)} as analysisNodes's; guess(x) is called with 'N', 'P' or 'show'.
export function askNodes(host, a, parts, { said, guess, mode = 'normal' }) {
  const button = (name, text) =>
    h('button', { type: 'button', name: `guess-${name}`, onclick: () => guess(name) }, text);
  return [
    mode === 'every'
      ? stepsTable(host, a, parts)
      : sumTable(host.uiLang, a, (c, i) => partLabel(host.uiLang, parts.name(i), parts.text(c)), false),
    h(
      'div',
      { class: 'guess', part: 'guess' },
      h('p', { class: 'question' }, host.t('sumGuessAsk')),
      h(
        'div',
        { class: 'row' },
        button('N', host.t('sumGuessN')),
        button('P', host.t('sumGuessP')),
        button('show', host.t('sumGuessShow'))
      ),
      said
        ? h(
            'p',
            { class: 'feedback wrong', role: 'status' },
            `✗ ${host.t(...said)}${host.uiLang === 'zh' ? '' : ' '}${host.t('sumGuessAgain')}`
          )
        : ''
    ),
  ];
}

// The line above the verdict once it shows: right, or shown on request.
export function settledNode(host, a, how) {
  const answer = host.t(`sumAnswer.${a.outcome}`);
  return h(
    'p',
    { class: `feedback ${how}`, part: 'guess', role: 'status', tabindex: '-1' },
    how === 'right' ? `✓ ${host.t('sumGuessRight', { answer })}` : host.t('sumGuessShown', { answer })
  );
}
