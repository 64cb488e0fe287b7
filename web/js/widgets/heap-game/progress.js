// A board's search that takes a moment: in the view, after `delay` ms, how
// many positions it has searched and a Cancel button (which aborts `stop`).
// Once live() is false (another board replaced this one) the search is
// stopped and says nothing more.
import { h } from '../dom.js';

export function watchSearch(host, view, stop, live, delay = 300) {
  let computed = 0,
    shown = false;
  const show = () => {
    if (!live()) return stop.abort();
    shown = true;
    view.replaceChildren(
      h('p', { class: 'muted', role: 'status', part: 'progress' }, host.w('playSearching', { n: computed })),
      h('button', { type: 'button', name: 'cancel', onclick: () => stop.abort() }, host.w('cancel'))
    );
  };
  const timer = setTimeout(show, delay);
  return {
    onProgress: (p) => {
      computed = p.computed;
      if (shown || !live()) show();
    },
    done: () => clearTimeout(timer),
  };
}
