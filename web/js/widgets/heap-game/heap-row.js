// One heap of the heap board: its stones, pointed at to move (the chosen way
// of moving says what pointing at a stone does), and one Tab stop as a slider
// over its legal moves: arrows and Home/End choose, Enter or Space moves,
// Escape clears. The hinted move and the computer's coming move are marked.
// It only draws and reports a chosen move:
//   board: {heap, i, info (engine.ruleInfo), legal (the heap's options), over,
//           hint, title, myTurn, coming (the computer's chosen option), mode
//           (the way of moving chosen), sel (heap -> the keyboard's choice)};
//   act:   {point(j), move(option), chooseMode(k), say(key)}.
import { h } from '../dom.js';
import { describeMove } from '../../text/i18n.js';
import { modesFor, optionsFor, stonesOf, pointedMove } from '../../model/heap-pointing.js';
import { modeChooser } from './modes.js';

export function heapRow(host, board, act) {
  const { heap, i, info, legal, over, hint, sel: chosenBy } = board;
  const lang = host.uiLang;
  const modes = modesFor(info);
  const modeIndex = modes[board.mode] ? board.mode : 0;
  const mode = modes[modeIndex];
  const options = optionsFor(legal, mode, heap.size);
  if ((chosenBy.get(i) ?? -1) >= options.length) chosenBy.delete(i);
  const hinted = hint ? stonesOf(hint, heap.size) : null;
  const hintId = `hint-mark-${i}`;
  const label = host.w('heapLabel', { i: i + 1, n: heap.size, rule: board.title });
  // The heap is one Tab stop: a slider over its legal moves.
  const stones =
    heap.size > 0
      ? h('div', {
          class: 'stones',
          role: 'slider',
          tabindex: over ? '-1' : '0',
          'data-key': `heap:${i}`,
          'aria-label': label,
          'aria-valuemin': '0',
          'aria-valuemax': String(options.length),
          'aria-describedby': hint ? `${hintId} kbd-help` : 'kbd-help',
          onkeydown: (e) => keyOf(e, i, options, chosenBy, paint, act),
        })
      : h('div', { class: 'stones' });
  const preview = board.coming?.component === i ? stonesOf(board.coming, heap.size) : null;
  // Draws what is chosen (a stone pointed at, else the keyboard's choice, and
  // the computer's coming move over both) and says it to assistive technology.
  // In words too, under the stones: what the stone pointed at (or the choice) does.
  const said = h('div', { class: 'pointed muted', 'aria-hidden': 'true' });
  const paint = (pointed = null) => {
    const sel = chosenBy.get(i);
    const chosen = preview ?? pointed ?? (sel != null ? options[sel] : null);
    stones.querySelectorAll('.stone').forEach((s, k) => {
      s.classList.toggle('take', Boolean(chosen) && k >= chosen.from && k < chosen.from + chosen.count);
      s.classList.toggle('cut', Boolean(chosen) && chosen.count === 0 && k === chosen.from);
    });
    const move = pointed?.move ?? (sel != null ? options[sel]?.move : null);
    said.textContent = move && !move.bad ? describeMove(lang, move, heap.size) : '';
    if (heap.size === 0) return;
    stones.setAttribute('aria-valuenow', String(sel == null ? 0 : sel + 1));
    const m = sel == null ? null : options[sel].move;
    stones.setAttribute(
      'aria-valuetext',
      !options.length
        ? host.w('noMoveHere')
        : !m
          ? host.w('nothingChosen')
          : m.leaves.length === 1
            ? host.w('chosenLeaving', { move: describeMove(lang, m, heap.size), left: m.leaves[0] })
            : describeMove(lang, m, heap.size)
    );
  };
  for (let j = 0; j < heap.size; j++) {
    const m = pointedMove(mode, heap.size, j);
    const what = describeMove(lang, m, heap.size);
    const isHinted = hinted && (hinted.count ? j >= hinted.from && j < hinted.from + hinted.count : false);
    // The slider around them is the accessible control (a control may not hold
    // others); the stones are for pointers, and say what pointing does as a title.
    const b = h('span', {
      part: 'stone',
      title: host.w('stone', { i: i + 1, j: j + 1, what }),
      class: `stone${isHinted ? ' hinted' : ''}${hinted && !hinted.count && j === hinted.from ? ' hinted hint-cut' : ''}${board.myTurn ? '' : ' idle'}`,
      onclick: () => act.point(j),
      onpointerenter: () => paint({ from: m.from, count: Math.max(m.count, mode.kind === 'split' ? 0 : 1), move: m }),
      onpointerleave: () => paint(),
    });
    stones.append(b);
  }
  if (heap.size === 0) stones.append(h('span', { class: 'empty' }, host.w('emptyHeap')));
  paint();
  // How to move, only while a move can still be made here.
  const modeBar = heap.size && !over ? modeChooser(host, i, modes, modeIndex, act.chooseMode) : '';
  const mark = hint
    ? h(
        'span',
        { class: 'hint-mark', part: 'hint-mark', id: hintId },
        `★ ${host.w('hintMark', { move: describeMove(lang, hint, heap.size) })}`
      )
    : '';
  return h(
    'div',
    { class: 'heap', part: 'heap' },
    h(
      'div',
      { class: 'name' },
      host.w('heapName', { i: i + 1 }),
      h('small', {}, `${board.title} · ${heap.size}`),
      mark
    ),
    h('div', {}, stones, said, modeBar)
  );
}

// The keys of a heap: arrows and Home/End choose among its legal moves,
// Enter or Space makes the chosen one, Escape clears the choice.
function keyOf(e, i, options, chosenBy, paint, act) {
  const n = options.length,
    sel = chosenBy.get(i);
  const next = {
    ArrowRight: sel == null ? 0 : sel + 1,
    ArrowUp: sel == null ? 0 : sel + 1,
    ArrowLeft: sel == null ? 0 : sel - 1,
    ArrowDown: sel == null ? 0 : sel - 1,
    Home: 0,
    End: n - 1,
  }[e.key];
  if (next !== undefined) {
    e.preventDefault();
    if (n) {
      chosenBy.set(i, Math.max(0, Math.min(n - 1, next)));
      paint();
    }
    return;
  }
  if (e.key === 'Escape' && sel != null) {
    e.preventDefault();
    chosenBy.delete(i);
    paint();
    return;
  }
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    if (sel == null) act.say(n ? 'chooseFirst' : 'noMoveHere');
    else act.move(options[sel].move);
  }
}
