// The moves of a heap game so far, folded under "Moves", with buttons to copy
// or download them as a numbered list (a refused copy downloads instead).
import { h } from '../dom.js';
import { describeMove } from '../../text/i18n.js';
import { moveList } from '../../model/export.js';
import { copyText, download } from '../save-text.js';

export function historyBox(host, game) {
  const line = (e) =>
    host.t('historyLine', {
      who: host.t(e.player === 'human' ? 'you' : 'computer'),
      i: e.heap + 1,
      move: describeMove(host.uiLang, e.move, e.before[e.heap].size),
    });
  const list = h(
    'ol',
    { class: 'history' },
    game.history.map((e) => h('li', {}, line(e)))
  );
  const lines = () => game.history.map(line);
  const exportBar = h(
    'div',
    { class: 'bar' },
    h(
      'button',
      {
        type: 'button',
        name: 'copy-moves',
        disabled: !game.history.length,
        onclick: async () => {
          if (!(await copyText(moveList(lines())))) download(moveList(lines()), 'sg-game-moves.txt', 'text/plain');
        },
      },
      host.t('copyMoves')
    ),
    h(
      'button',
      {
        type: 'button',
        name: 'download-moves',
        disabled: !game.history.length,
        onclick: () => download(moveList(lines()), 'sg-game-moves.txt', 'text/plain'),
      },
      host.t('downloadMoves')
    )
  );
  return h(
    'details',
    { open: game.history.length > 0 ? true : null, part: 'history' },
    h('summary', {}, host.t('historyTitle')),
    list,
    exportBar
  );
}
