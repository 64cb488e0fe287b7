// What <sg-sum> shows under its parts, from the engine's analysis of the sum:
// in normal and misère play the parts' values and the nim-sum in binary, the
// outcome (and in misère play how the engine knows it), and the winning
// moves; under the Every-SG rule each part's step count, the sum's (the
// largest), the outcome, and the move the winner makes in every part.
// host gives the words in its language; parts.name(i) names part i and
// parts.text(c) writes part c (a heap of a named code by its word: kayles:5).
import { h } from '../dom.js';
import { count } from '../base.js';
import { sumTable } from '../nim-sum-table.js';
import { describeMove, reasonText } from '../../text/i18n.js';
import { describeOption, valueText } from '../../model/custom-play.js';

// A part named with its text: "Heap 1 (nim:3)", in Chinese "第 1 堆（nim:3）"
// (the language's own brackets, as the heap board's values say it).
export const partLabel = (lang, name, text) => (lang === 'zh' ? `${name}（${text}）` : `${name} (${text})`);

// A move of part i in words: a heap's as the heap pages say it, others as a player says them.
export const moveWords = (host, m) =>
  m.kind === 'heap' ? describeMove(host.uiLang, m, m.heap) : describeOption(host.uiLang, m);

export function analysisNodes(host, a, mode, parts) {
  if (mode === 'every') return everyNodes(host, a, parts);
  if (a.loopy) return loopyNodes(host, a, parts);
  const lang = host.uiLang;
  const nodes = [
    sumTable(lang, a, (c, i) => partLabel(lang, parts.name(i), parts.text(c))),
    // (The columns' rule is normal play's: misère play says its own below.)
    ...(mode === 'misere' ? [] : [h('p', { class: 'muted' }, host.t('columnsRule'))]),
    ...patternNodes(host, a, parts),
  ];
  if (mode === 'misere') {
    nodes.push(
      h(
        'p',
        { class: 'outcome', part: 'outcome' },
        a.outcome === 'N' ? host.t('misereN') : a.outcome === 'P' ? host.t('misereP') : host.t('misereUnknown')
      ),
      h('p', { class: 'muted', part: 'method' }, reasonText(lang, a.reason))
    );
  } else
    nodes.push(
      h(
        'p',
        { class: 'outcome', part: 'outcome' },
        a.outcome === 'P' ? host.t('outcomeP') : host.t('outcomeN', { s: a.nimSum })
      )
    );
  if (a.outcome !== 'N' || !a.winningMoves) return nodes;
  // At most 20 moves in view and the engine's first 100 folded away; the
  // rest are counted, not drawn (kayles:1000000 alone has 83,341).
  const total = a.winningMovesTotal ?? a.winningMoves.length;
  const wins = host.cappedList(
    a.winningMoves,
    (m) => {
      const from = a.components[m.component].sg;
      if (mode === 'normal' && a.components[m.component].kind === 'heap')
        return host.t('winningMove', { i: m.component + 1, from, s: a.nimSum, to: m.value, move: moveWords(host, m) });
      return host.t('winningMoveOf', { part: parts.name(m.component), move: moveWords(host, m), to: m.value });
    },
    { attrs: { class: 'wins', part: 'winning-moves' }, total, note: a.truncated ? host.t('truncatedMoves') : '' }
  );
  nodes.push(
    h(
      'div',
      {},
      h('strong', {}, host.t('winningMoves')),
      total > 20
        ? h(
            'span',
            { class: 'muted' },
            `${lang === 'zh' ? '' : ' '}${host.t('winningMovesCount', { count: `${count(lang, total)}${a.truncated ? '+' : ''}` })}`
          )
        : '',
      wins
    )
  );
  return nodes;
}

// Each part whose value came from a pattern past the values computed: what
// the pattern is and what it rests on (proved, or observed and trusted).
function patternNodes(host, a, parts) {
  const colon = host.uiLang === 'zh' ? '：' : ': ';
  return a.components.flatMap((c, i) => {
    const p = c.pattern;
    if (!p) return [];
    const params = { p: p.period, s: p.saltus, pre: p.preperiod, k: p.repeats, upto: p.checkedUpto };
    return [
      h(
        'p',
        { class: `pattern ${p.status}`, part: 'pattern' },
        `${parts.name(i)}${colon}${host.t(p.status === 'proved' ? 'pattern.proved' : 'pattern.observed', params)}`
      ),
    ];
  });
}

// Every-SG: each part's step count and whether it is won alone (the table a
// reader still to say who wins sees too: predict="on").
export function stepsTable(host, a, parts) {
  return h(
    'table',
    { class: 'steps', part: 'steps' },
    h('tr', {}, h('th', {}, host.t('everyPart')), h('th', {}, host.t('everySteps')), h('th', {}, host.t('everyAlone'))),
    a.components.map((c, i) =>
      h(
        'tr',
        {},
        h('td', {}, partLabel(host.uiLang, parts.name(i), parts.text(c))),
        h('td', {}, String(c.steps)),
        h('td', {}, host.t(c.outcome === 'N' ? 'everyWins' : 'everyLoses'))
      )
    )
  );
}

// Every-SG: a table of the parts' step counts, the sum's, and the winner's moves.
function everyNodes(host, a, parts) {
  const nodes = [];
  if (a.method === 'steps') nodes.push(stepsTable(host, a, parts), h('p', { class: 'muted' }, host.t('everyRule')));
  const outcome = host.t(a.outcome === 'D' ? 'everyDraw' : a.outcome === 'N' ? 'everyN' : 'everyP');
  nodes.push(h('p', { class: 'outcome', part: 'outcome' }, outcome));
  if (a.method === 'steps' && a.components.some((c) => c.keepMoves?.length))
    nodes.push(
      h('strong', {}, host.t(a.outcome === 'N' ? 'everyKeepWin' : 'everyKeepLose')),
      h(
        'ul',
        { class: 'wins', part: 'winning-moves' },
        a.components
          .map((c, i) => [c, i])
          .filter(([c]) => c.keepMoves?.length)
          .map(([c, i]) =>
            h(
              'li',
              {},
              host.t('everyKeep', {
                part: parts.name(i),
                move: moveWords(host, c.keepMoves[0]),
                n: c.keepMoves[0].steps,
              })
            )
          )
      )
    );
  nodes.push(h('p', { class: 'muted', part: 'method' }, reasonText(host.uiLang, a.reason)));
  return nodes;
}

// A sum with a game whose moves loop (it has no Grundy value): each part's
// value as Smith's (∞ with the values it reaches), the outcome with draws,
// and the moves that win, or else keep the draw.
function loopyNodes(host, a, parts) {
  const best = a.outcome === 'N' ? 'P' : a.outcome === 'D' ? 'D' : null;
  const moves = best ? a.options.filter((o) => o.outcome === best) : [];
  const colon = host.uiLang === 'zh' ? '：' : ': ';
  return [
    h('p', {}, host.t('loopyValues')),
    h(
      'ul',
      { part: 'values' },
      a.components.map((c, i) =>
        h('li', {}, `${partLabel(host.uiLang, parts.name(i), parts.text(c))}${colon}${valueText(c)}`)
      )
    ),
    h('p', { class: 'outcome', part: 'outcome' }, host.t(`loopy${a.outcome}`)),
    h('p', { class: 'muted', part: 'method' }, host.t('loopyHow', { n: count(host.uiLang, a.searched) })),
    moves.length
      ? h(
          'div',
          {},
          h('strong', {}, host.t(best === 'P' ? 'winningMoves' : 'drawingMoves')),
          host.cappedList(
            moves,
            (m) => host.t('winningMoveOf', { part: parts.name(m.component), move: moveWords(host, m) }),
            {
              attrs: { class: 'wins', part: 'winning-moves' },
            }
          )
        )
      : '',
  ];
}
