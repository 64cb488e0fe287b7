// The game-play element's two panels: the hints (the sum's value, the
// winning moves or how to keep a draw, and how the engine knows) and the end
// of a game (who won, and a review of every move). `host` gives the words in
// its language; `words(option, play)` says a move as a player would and
// `kindOf(component, options)` names the board a part is drawn on.
import { h } from '../dom.js';
import { sumText } from '../../model/custom-play.js';
import { review } from '../../model/play.js';
import { reasonText } from '../../text/i18n.js';

export function hintNodes(host, p, { words, kindOf }) {
  const lines = [h('p', {}, sumText(host.uiLang, p))];
  const wins = p.options.filter((o) => o.outcome === 'P');
  if (p.outcome === 'N' && wins.length) {
    lines.push(
      // Coins mark one winning move (every coin it turns), other boards each winning move.
      h(
        'p',
        {},
        host.t(
          wins.length > 1 && wins.some((o) => kindOf(p.components[o.component], [o]) === 'coins')
            ? 'customWinningCoins'
            : 'customWinning',
          { count: wins.length }
        )
      ),
      // The first five, the rest folded under "show n more": every winning move is listed.
      ...host.cappedList(wins, (o) => words(o), { visible: 5 })
    );
  } else if (p.outcome === 'D') {
    // From a draw a move keeps the draw or hands the win over (to an N position).
    const keep = p.options.filter((o) => o.outcome === 'D');
    const lose = p.options.filter((o) => o.outcome === 'N');
    const said = [host.t('customDrawHint', { count: keep.length })];
    if (lose.length) said.push(host.t('customDrawLosing', { count: lose.length }));
    lines.push(
      h('p', {}, said.join(host.uiLang === 'zh' ? '' : ' ')),
      ...host.cappedList(keep, (o) => words(o), { visible: 5 })
    );
  } else if (p.outcome === 'P') lines.push(h('p', {}, host.t('customLosing')));
  else lines.push(h('p', {}, host.t('customUnknown')));
  // How the engine knows, from its reason (a code and counts) in the page's language.
  const known = p.outcome !== '?';
  const reason = reasonText(host.uiLang, p.reason);
  lines.push(h('p', { class: 'muted', part: 'how' }, host.t(known ? 'customHow' : 'customNotKnown', { reason })));
  return lines;
}

// [the result (to focus), the review]
export function endNodes(host, { winner, drawn, record, words }) {
  const result = h(
    'div',
    { class: `result${winner === 'computer' ? ' lost' : ''}`, role: 'status', tabindex: -1 },
    host.t(
      drawn
        ? 'customDrawn'
        : winner === 'human'
          ? 'customYouWin'
          : winner === 'computer'
            ? 'customComputerWins'
            : 'customNoMoves'
    )
  );
  const items = review(record).map((m) =>
    h(
      'li',
      { class: m.verdict },
      h('div', {}, host.t('customReviewMove', { n: m.index + 1, move: words(m.option, m.before) })),
      h(
        'div',
        {},
        host.uiLang === 'zh'
          ? `${sumText('zh', m.before)} → ${m.shown ?? m.after}（${m.option.outcome}）：`
          : `${sumText('en', m.before)} → ${m.shown ?? m.after} (${m.option.outcome}): `,
        // A win given away to a draw is said so (not "to another N-position").
        h(
          'span',
          { class: 'verdict' },
          host.t(m.verdict === 'gaveAway' && m.option.outcome === 'D' ? 'verdict.gaveDraw' : `verdict.${m.verdict}`)
        )
      ),
      m.better ? h('div', { class: 'muted' }, host.t('customBetter', { move: words(m.better, m.before) })) : null
    )
  );
  const section = h(
    'section',
    { class: 'review', part: 'review' },
    h('h3', {}, host.t('reviewTitle')),
    items.length ? h('ul', { class: 'moves-reviewed' }, items) : h('p', {}, host.t('reviewNone'))
  );
  return [result, section];
}
