// The heap game's hints, shown on request: who is winning and why (the
// nim-sum, or in misère play how the engine decided), the winning move in
// words (it is also marked on the board), each heap's value in the nim-sum
// table, and links to each heap's table on the learning page.
import { h } from '../dom.js';
import { safeHref } from '../base.js';
import { sumTable } from '../nim-sum-table.js';
import { describeMove } from '../../text/i18n.js';
import { misereWhy } from '../../model/heap-game.js';
import { ruleTitle } from './names.js';

// host: the element; a: the engine's analysis of the game, or error: why none.
export function hintsBox(host, engine, game, a, error) {
  const box = h('div', { class: 'hints', part: 'hints' });
  if (error) {
    box.append(h('div', { class: 'error', role: 'alert' }, host.t('errorSaid', { why: host.err(error) })));
    return box;
  }
  const lang = host.uiLang;
  // Links go to http(s) or relative addresses only; anything else gets no link.
  const learn = host.hasAttribute('learn-href') ? safeHref(host.getAttribute('learn-href'), null) : 'index.html';
  // The words first, next to the board; the table of values after them.
  // A rule by the name a person knows (Kayles, not 0.77).
  const title = (rule) => ruleTitle(host, engine, engine.ruleInfo(rule), rule);
  const values = [
    h('strong', {}, host.t('values')),
    sumTable(lang, a, (c, i) =>
      lang === 'zh'
        ? `${host.t('heapName', { i: i + 1 })}（${title(c.rule)}：${c.heap}）`
        : `${host.t('heapName', { i: i + 1 })} (${title(c.rule)}: ${c.heap})`
    ),
  ];
  // One link per rule, to its table up to the largest heap of it.
  const largest = new Map();
  for (const c of a.components) if (c.heap > (largest.get(c.rule)?.heap ?? 0)) largest.set(c.rule, c);
  const links =
    learn === null
      ? ''
      : h(
          'ul',
          {},
          [...largest.values()].map((c) =>
            h(
              'li',
              {},
              h(
                'a',
                {
                  href: `${learn}#mode=table&rule=${encodeURIComponent(c.rule)}&n=${c.heap}&x=${c.heap}&lang=${lang}`,
                  target: '_blank',
                  rel: 'noopener',
                },
                host.t('learnLink', { rule: title(c.rule), n: c.heap })
              )
            )
          )
        );
  const onBoard = game.turn === 'human' ? `${lang === 'zh' ? '' : ' '}${host.t('hintOnBoard')}` : '';
  if (game.misere) {
    if (a.status === 'unavailable') {
      box.append(h('p', { class: 'why' }, host.t('misereUnavailable', { reason: misereWhy(engine, a.method) })));
      return box;
    }
    box.append(h('p', { class: 'why' }, host.t(a.outcome === 'N' ? 'misereWinning' : 'misereLosing')));
    const m = a.winningMoves[0];
    if (m)
      box.append(
        h(
          'p',
          { class: 'why', part: 'hint-move' },
          host.t('misereMove', { i: m.component + 1, move: describeMove(lang, m, m.heap) }) + onBoard
        )
      );
    else box.append(h('p', { class: 'why', part: 'hint-none' }, host.t('noHintMove')));
    box.append(
      h('p', { class: 'muted' }, host.t('misereHint', { reason: misereWhy(engine, a.method) })),
      ...values,
      links
    );
    return box;
  }
  box.append(h('p', { class: 'why' }, a.outcome === 'N' ? host.t('winning', { s: a.nimSum }) : host.t('losing')));
  const m = a.winningMoves[0];
  if (m)
    box.append(
      h(
        'p',
        { class: 'why', part: 'hint-move' },
        host.t('hintMove', {
          i: m.component + 1,
          move: describeMove(lang, m, m.heap),
          from: a.components[m.component].sg,
          to: m.value,
        }) + onBoard
      )
    );
  else box.append(h('p', { class: 'why', part: 'hint-none' }, host.t('noHintMove')));
  box.append(...values, links);
  return box;
}
