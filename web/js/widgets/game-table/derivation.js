// One cell's derivation, the tutorial's way: each move line of the
// definition with the moves it gives (a long list folds), then
// mex{reached} = value.
import { h } from '../dom.js';
import { count } from '../base.js';

// host: the element (words, lists, its shadow root); box: where it goes; at:
// the cell's position as data, {game, coords}.
export function showDerivation(host, box, session, at) {
  let d;
  try {
    d = session.explain(at);
  } catch (e) {
    box.replaceChildren(h('p', { class: 'error' }, host.err(e)));
    return;
  }
  const position = d.position;
  const lang = host.uiLang;
  const groups = [];
  for (const m of d.moves) {
    let g = groups.find((x) => x.line === m.line);
    if (!g) groups.push((g = { line: m.line, source: m.source, moves: [] }));
    g.moves.push(m);
  }
  const moveText = (m) => {
    const vars = m.vars.map((v) => `${v.name} = ${v.value}`).join(', ');
    const targets = m.targets.map((x) => x.position).join(' + ');
    const values = m.targets.map((x) => x.sg).join(' ⊕ ');
    const result = m.targets.length > 1 ? `${values} = ${m.value}` : `${m.value}`;
    return `${vars ? `${vars}: ` : ''}${targets} → ${result}`;
  };
  const reached = d.reached.length > 40 ? `${d.reached.slice(0, 40).join(', ')}, …` : d.reached.join(', ');
  const listed = d.moves.length;
  // (replaceChildren would write a null as the text "null": h() leaves it out.)
  box.replaceChildren(
    ...h(
      'div',
      {},
      h(
        'h3',
        {},
        host.t(d.totalMoves ? 'own.movesOf' : 'own.noMovesOf', { position, count: count(lang, d.totalMoves) })
      ),
      groups.length
        ? h(
            'ul',
            {},
            groups.map((g) =>
              h(
                'li',
                {},
                h('span', { class: 'source mono' }, host.t('own.sourceLine', { line: g.line, source: g.source })),
                ...host.cappedList(g.moves, moveText, { attrs: { class: 'mono' } })
              )
            )
          )
        : null,
      d.totalMoves > listed
        ? h('p', { class: 'muted' }, host.t('own.movesLeftOut', { count: count(lang, d.totalMoves - listed) }))
        : null,
      h('p', { class: 'mex' }, host.t('own.mexLine', { reached, sg: d.sg, position })),
      // With pick="on" the position may join a sum (the learning page takes it into its sums).
      host.getAttribute('pick') === 'on'
        ? h(
            'button',
            { type: 'button', name: 'pick', onclick: () => host.emit('sg-pick', { position }) },
            host.t('own.pick', { position })
          )
        : null
    ).childNodes
  );
}
