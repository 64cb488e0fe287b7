// The periods of a game-language table, listed in words: along its one coordinate,
// or along each row and column of a grid (the first few, then how many more),
// each proved or only observed.
import { h } from '../dom.js';
import { count } from '../base.js';
import { gameTable as limits } from '../../engine/limits.js';

// host: the element (its words); t: the engine's table.
export function periodsBox(host, t) {
  return h(
    'div',
    { class: 'periods', part: 'periods' },
    h('strong', {}, host.t('own.periods')),
    h(
      'ul',
      {},
      periodItems(host, t).map((x) => h('li', {}, x))
    )
  );
}

function periodItems(host, t) {
  const lang = host.uiLang;
  const gap = lang === 'zh' ? '' : ' '; // between sentences
  const items = [];
  if (!t.axes[1]) {
    const p = t.periods[0]?.period ?? { status: 'none' };
    const end = t.axes[0].hi;
    if (p.status === 'none') items.push(host.t('own.periodNone', { upto: end }));
    else {
      items.push(
        [
          host.t(p.status === 'proved' ? 'own.periodProved' : 'own.periodSeen', {
            p: p.period,
            pre: p.preperiod,
            axis: t.axes[0].coord,
          }),
          p.saltus ? host.t('saltus', { s: p.saltus }) : '',
          p.status === 'proved' ? '' : host.t('periodRepeats', { k: p.repeats, pre: p.preperiod, end }),
        ]
          .filter(Boolean)
          .join(gap)
      );
    }
    return items;
  }
  const periods = t.periods.filter((p) => p.period.status !== 'none');
  for (const p of periods.slice(0, limits.periodsShown)) {
    const [other, value] = Object.entries(p.at)[0] ?? ['', ''];
    const saltus = p.period.saltus ? gap + host.t('saltus', { s: p.period.saltus }) : '';
    const key = p.period.status === 'proved' ? 'own.axisPeriodProved' : 'own.axisPeriod';
    items.push(
      host.t(key, { along: p.along, other, value, p: p.period.period, pre: p.period.preperiod, k: p.period.repeats }) +
        saltus
    );
  }
  if (!periods.length) items.push(host.t('own.noAxisPeriod'));
  else if (periods.length > limits.periodsShown)
    items.push(host.t('leftOut', { count: count(lang, periods.length - limits.periodsShown) }));
  return items;
}
