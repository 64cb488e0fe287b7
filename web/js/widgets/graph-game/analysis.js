// What a graph game's tokens add up to, under its drawing: their values in
// binary with the nim-sum (tokens on vertices of value ∞ listed apart), the
// outcome and the winning moves, as nodes for the widget (graph-game.js).
import { h } from '../dom.js';
import { nimSumTable } from '../nim-sum-table.js';

export function tokenAnalysis(host, a, graph) {
  if (!a || a.components.length === 0) return [];
  const label = (c, i) =>
    host.uiLang === 'zh'
      ? `${host.t('token', { i: i + 1 })}（${c.vertex}）`
      : `${host.t('token', { i: i + 1 })} (${c.vertex})`;
  const finite = a.components.map((c, i) => ({ c, i })).filter(({ c }) => !c.infinite);
  const infinite = a.components.map((c, i) => ({ c, i })).filter(({ c }) => c.infinite);
  const reach = (name) => graph?.vertices.find((v) => v.name === name)?.reach ?? [];
  const rows = finite.map(({ c, i }) => ({ label: label(c, i), value: c.sg, binary: c.binary }));
  const moves = host.cappedList(
    a.winningMoves,
    (m) => host.t('tokenMove', { from: m.from, to: m.to, to_value: m.value }),
    { attrs: { part: 'winning-moves' }, note: a.truncated ? host.t('moreExist') : '' }
  );
  const outcome =
    a.outcome === 'P'
      ? host.t('outcomeP')
      : a.outcome === 'D'
        ? host.t(infinite.length > 1 ? 'outcomeDMany' : 'outcomeD', { s: a.nimSum })
        : infinite.length
          ? host.t('outcomeNLoopy', { s: a.nimSum })
          : host.t('outcomeN', { s: a.nimSum });
  return [
    rows.length ? nimSumTable(host.uiLang, rows, { value: a.nimSum, binary: a.nimSumBinary }) : '',
    infinite.length
      ? h(
          'ul',
          { part: 'infinite' },
          infinite.map(({ c, i }) =>
            h(
              'li',
              {},
              // (No numbered successor is said in words, not as {}.)
              reach(c.vertex).length
                ? host.t('tokenInfinite', { token: label(c, i), reach: `{${reach(c.vertex).join(', ')}}` })
                : host.t('tokenInfiniteNone', { token: label(c, i) })
            )
          )
        )
      : '',
    h('p', { part: 'outcome' }, h('strong', {}, outcome)),
    a.winningMoves.length ? h('div', {}, h('strong', {}, host.t('winningMoves')), moves) : '',
  ];
}
