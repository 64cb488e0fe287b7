// The heap game's toolbar: new game, undo, redo, hints on or off, and whether
// the game is misère. actions: {newGame, undo, redo}.
import { h } from '../dom.js';

export function toolbar(host, game, hints, actions) {
  return h(
    'div',
    { class: 'bar', part: 'toolbar' },
    h('button', { type: 'button', name: 'new', 'data-key': 'new', onclick: actions.newGame }, host.w('newGame')),
    h(
      'button',
      {
        type: 'button',
        name: 'undo',
        'data-key': 'undo',
        disabled: !game.canUndo,
        onclick: actions.undo,
      },
      `↶ ${host.w('undo')}`
    ),
    h(
      'button',
      {
        type: 'button',
        name: 'redo',
        'data-key': 'redo',
        disabled: !game.canRedo,
        onclick: actions.redo,
      },
      `↷ ${host.w('redo')}`
    ),
    h(
      'button',
      {
        type: 'button',
        name: 'hints',
        'data-key': 'hints',
        'aria-pressed': String(hints),
        onclick: () => host.setAttribute('hints', hints ? 'off' : 'on'),
      },
      hints ? host.w('hintsOff') : host.w('hintsOn')
    ),
    h('span', { class: 'muted' }, game.misere ? host.w('misereOnLabel') : host.w('misereOff'))
  );
}
