// The review of a finished heap game: each of the reader's moves with the
// engine's values before and after it (as nim-sums), what it did (kept the
// win, gave it away, or was made from a lost position) and, when it gave the
// win away, the winning move there was.
import { h } from '../dom.js';
import { describeMove } from '../../text/i18n.js';
import { misereWhy } from '../../model/heap-game.js';

const symbol = { kept: '✓', gaveAway: '✗', alreadyLost: '–', unknown: '?' };

// host: the element; review(): the review of the game, from the engine's
// play analyses (model/heap-game.js; it may throw).
export function reviewBox(host, engine, game, review) {
  const box = h(
    'section',
    { class: 'review', part: 'review', 'aria-labelledby': 'review-title' },
    h('h3', { id: 'review-title' }, host.t('reviewTitle'))
  );
  let items;
  try {
    items = review();
  } catch (e) {
    box.append(h('div', { class: 'error', role: 'alert' }, host.t('errorSaid', { why: host.err(e) })));
    return box;
  }
  if (!items.length) {
    box.append(h('p', { class: 'muted' }, host.t('reviewNone')));
    return box;
  }
  const lang = host.uiLang;
  const methods = [...new Set(items.flatMap((r) => [r.before.method, r.after.method]).filter(Boolean))];
  box.append(
    h(
      'p',
      { class: 'muted', part: 'review-method' },
      game.misere
        ? host.t('reviewMisere', {
            reason: methods
              .map((m) => {
                const why = misereWhy(engine, m);
                return host.t(why.key, why.params);
              })
              .join(' '),
          })
        : host.t('reviewNormal')
    )
  );
  // "kept the win 3 times and gave it away once": each count that is not 0,
  // said in the reader's grammar ("once", "3 times").
  const parts = [
    ['kept', 'reviewKept'],
    ['gaveAway', 'reviewGave'],
    ['alreadyLost', 'reviewLost'],
  ]
    .map(([v, key]) => [items.filter((r) => r.verdict === v).length, key])
    .filter(([n]) => n > 0)
    .map(([n, key]) => host.t(key, { times: { key: 'timesCount', params: { count: n } } }));
  if (parts.length)
    box.append(
      h(
        'p',
        { part: 'review-summary' },
        host.t('reviewSummary', { parts: joinAnd(host.uiLang, parts, host.t('andWord')) })
      )
    );
  // "3 ⊕ 4 ⊕ 5 = 2 (N)": the engine's values, the first 12 of a long sum.
  const sum = (a) => {
    const vals = a.components.map((c) => c.sg);
    const shown = vals.length > 12 ? [...vals.slice(0, 12), '…'] : vals;
    return host.t('reviewSum', { values: shown.join(' ⊕ '), s: a.nimSum, o: a.outcome ?? '?' });
  };
  // Each item says its move number ("Move 3"): a plain list, not a numbered one.
  const list = h(
    'ul',
    {},
    items.map((r) =>
      h(
        'li',
        { class: `verdict-${r.verdict}`, part: 'review-item' },
        h('div', {}, host.t('reviewMove', { n: r.index + 1, i: r.heap + 1, move: describeMove(lang, r.move, r.size) })),
        h(
          'div',
          { class: 'expr', part: 'review-values' },
          h('span', { class: 'mono' }, host.t('reviewLine', { before: sum(r.before), after: sum(r.after) })),
          h('span', { class: 'verdict' }, `${symbol[r.verdict]} ${host.t(`verdict.${r.verdict}`)}`)
        ),
        r.better
          ? h(
              'div',
              { class: 'muted' },
              host.t('reviewBetter', { i: r.better.component + 1, move: describeMove(lang, r.better, r.better.heap) })
            )
          : ''
      )
    )
  );
  box.append(list);
  return box;
}

// Who won, said once the game is over.
export function resultLine(host, game, win) {
  const key =
    win === 'human' ? (game.misere ? 'youWinMisere' : 'youWin') : game.misere ? 'computerWinsMisere' : 'computerWins';
  return h(
    'div',
    { class: `result${win === 'human' ? '' : ' lost'}`, part: 'result', role: 'status', tabindex: '-1' },
    host.w(key)
  );
}

// "a, b and c" / "a，b，c".
const joinAnd = (lang, xs, and) =>
  lang === 'zh' ? xs.join('，') : xs.length > 1 ? `${xs.slice(0, -1).join(', ')} ${and} ${xs.at(-1)}` : xs[0];
