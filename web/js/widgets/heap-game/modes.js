// The ways of moving in a heap of a take-and-break rule (take, split, knock
// k down), when there is more than one: a radio group, one Tab stop, arrows
// choose. choose(k) picks the k-th.
import { h } from '../dom.js';

export function modeChooser(host, i, modes, modeIndex, choose) {
  if (modes.length < 2) return '';
  return h(
    'div',
    { class: 'modes', role: 'radiogroup', 'aria-label': host.w('modeGroup', { i: i + 1 }) },
    h('span', { class: 'muted', 'aria-hidden': 'true' }, host.w('mode')),
    ...modes.map((md, k) =>
      h(
        'button',
        {
          type: 'button',
          role: 'radio',
          'aria-checked': String(k === modeIndex),
          tabindex: k === modeIndex ? '0' : '-1',
          'data-key': `mode:${i}:${k}`,
          onclick: () => choose(k),
          onkeydown: (e) => {
            const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
            if (!step) return;
            e.preventDefault();
            choose((k + step + modes.length) % modes.length);
          },
        },
        md.kind === 'take'
          ? host.w('modeTake')
          : md.kind === 'split'
            ? host.w('modeSplit')
            : host.w('modeKnock', { k: md.k })
      )
    )
  );
}
