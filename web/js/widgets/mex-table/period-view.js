// The period of a mex table in words (proved or observed, its saltus, the
// closed form, why it holds) and as rows of p values whose columns line up.
// Until it is earned, only a note and a button to show it now: the rows would
// give away what the reader is building.
import { h } from '../dom.js';

// earned: the period may be shown; showNow: the reader asks to see it anyway;
// ask: it shows only when asked (the note says so, not that stepping earns it).
// With no period there is nothing to earn: "no period seen up to N" is said at
// once (the hidden note promises a period that appears as the reader steps).
export function periodNodes({ table, earned, t, showNow, ask = false }) {
  const p = table.period;
  if (!earned && p.status !== 'none') {
    return [
      h(
        'div',
        { class: 'hidden-period', part: 'period-hidden' },
        h('span', { class: 'muted' }, t(ask ? 'periodAsk' : 'periodHidden')),
        h('button', { type: 'button', name: 'show-period', onclick: showNow }, t('showPeriod'))
      ),
    ];
  }
  const parts = [];
  const status = p.status === 'proved' ? 'periodProved' : p.status === 'observed' ? 'periodObserved' : 'periodNone';
  parts.push(h('div', {}, h('strong', {}, t(status, { p: p.period, pre: p.preperiod, upto: p.checkedUpto }))));
  if (p.status !== 'none' && p.saltus) parts.push(h('div', {}, t('saltus', { s: p.saltus })));
  if (p.form) parts.push(h('div', {}, t(`form.${p.form}`, { m: p.formParam, m1: p.formParam + 1 })));
  if (p.status === 'observed')
    parts.push(
      h('div', { class: 'muted' }, t('periodRepeats', { k: p.repeats, pre: p.preperiod, end: p.checkedUpto }))
    );
  if (p.proof === 'window' || p.proof === 'octal')
    parts.push(
      h(
        'div',
        { class: 'muted' },
        t(p.proof === 'window' ? 'proofWindow' : 'proofOctal', {
          p: p.period,
          pre: p.preperiod,
          t: p.proofT,
          // The theorem's last x, said as a number: both languages give the same closed range.
          end: 2 * p.preperiod + p.period + p.proofT - 1,
        })
      )
    );
  // The period view: rows of p values so that the columns line up.
  const n = table.values.length;
  if (p.status !== 'none' && p.period >= 1 && p.period <= 40 && p.preperiod + p.period <= n) {
    const grid = h('table', { class: 'grid', part: 'period-grid' });
    const head = h('tr', {}, h('th', {}, ''), ...Array.from({ length: p.period }, (_, j) => h('th', {}, `+${j}`)));
    grid.append(head);
    if (p.preperiod > 0) {
      const pre = Array.from({ length: Math.min(p.preperiod, 40) }, (_, i) => table.values[i]);
      grid.append(
        h(
          'tr',
          {},
          h('th', {}, t('preperiodRow')),
          h('td', { colspan: p.period, class: 'mono' }, pre.join(' ') + (p.preperiod > 40 ? ' …' : ''))
        )
      );
    }
    for (let start = p.preperiod, rows = 0; start + p.period <= n && rows < 8; start += p.period, rows++) {
      const row = h('tr', {}, h('th', {}, `x = ${start}`));
      for (let j = 0; j < p.period; j++) {
        const v = table.values[start + j];
        row.append(h('td', { class: v === 0 ? 'ppos' : '' }, String(v)));
      }
      grid.append(row);
    }
    // A wide grid scrolls: the keyboard reaches it as one named stop.
    const label = t('periodView', { p: p.period, count: p.period });
    parts.push(
      h('div', { class: 'muted' }, label),
      h('div', { class: 'scroll', tabindex: '0', role: 'region', 'aria-label': label }, grid)
    );
  }
  return parts;
}
