// The boards of <sg-game-play>: how a component is drawn when its moves have
// a shape people know (model/custom-play.js boardKind says which, the widget
// picks a number line for one-coordinate games whose moves loop). Each takes
// the component (the engine's data), its options and the move to play on a
// click; the legal moves are always the engine's options, never the
// drawing's. With no options a board draws the position alone (a finished
// game stays drawn). Every target a finger points at is at least 44 by 44 CSS
// pixels (data-hit marks it); rows of coins, stones and squares wrap.
import { h, svg } from '../dom.js';

const cellSize = 44; // a touch target, and a cell of the grid
const pitch = 44; // one coin, stone or square of a row

// A queen (or any piece) on a grid: x to the right, y up; each target a cell.
export function gridBoard({ coords: [x, y] }, { options, hinted, chosen, play }) {
  const w = (x + 1) * cellSize,
    ht = (y + 1) * cellSize;
  const at = (cx, cy) => ({ px: cx * cellSize, py: (y - cy) * cellSize });
  const drawing = svg('svg', { viewBox: `0 0 ${w} ${ht}`, width: w, height: ht, 'aria-hidden': 'true' });
  for (let cx = 0; cx <= x; cx++)
    for (let cy = 0; cy <= y; cy++) {
      const { px, py } = at(cx, cy);
      drawing.append(
        svg('rect', { class: `cell${(cx + cy) % 2 ? ' dark' : ''}`, x: px, y: py, width: cellSize, height: cellSize })
      );
    }
  for (const o of options) {
    const [tx, ty] = o.targets[0].coords;
    const { px, py } = at(tx, ty);
    // The whole cell takes the pointer; the dot shows where the queen may go.
    drawing.append(
      svg(
        'g',
        { class: 'target-cell', 'data-hit': '', onclick: () => play(o) },
        svg('rect', { class: 'hit', x: px, y: py, width: cellSize, height: cellSize }),
        svg('circle', {
          class: `target${o === chosen ? ' chosen' : ''}${hinted.has(o) ? ' hint' : ''}`,
          cx: px + cellSize / 2,
          cy: py + cellSize / 2,
          r: cellSize / 4,
          'data-to': o.targets[0].position,
        })
      )
    );
    if (hinted.has(o)) {
      drawing.append(
        svg('rect', { class: 'hinted', x: px + 2, y: py + 2, width: cellSize - 4, height: cellSize - 4 }),
        svg('text', { class: 'star', x: px + cellSize / 2, y: py + cellSize / 2 }, '★')
      );
    }
  }
  const { px, py } = at(x, y);
  drawing.append(svg('text', { class: 'queen', x: px + cellSize / 2, y: py + cellSize / 2 }, '♛'));
  return drawing;
}

// A w by h rectangle; each cut along a grid line is a move.
export function cutBoard({ coords: [w, ht] }, { options, hinted, chosen, play }) {
  const pad = 8,
    width = w * cellSize + 2 * pad,
    height = ht * cellSize + 2 * pad;
  const drawing = svg(
    'svg',
    { viewBox: `0 0 ${width} ${height}`, width, height, 'aria-hidden': 'true' },
    svg('rect', { class: 'rect', x: pad, y: pad, width: w * cellSize, height: ht * cellSize })
  );
  for (let i = 1; i < w; i++)
    drawing.append(
      svg('line', {
        class: 'grid-line',
        x1: pad + i * cellSize,
        y1: pad,
        x2: pad + i * cellSize,
        y2: pad + ht * cellSize,
      })
    );
  for (let j = 1; j < ht; j++)
    drawing.append(
      svg('line', {
        class: 'grid-line',
        x1: pad,
        y1: pad + j * cellSize,
        x2: pad + w * cellSize,
        y2: pad + j * cellSize,
      })
    );
  for (const o of options) {
    const [a, b] = o.targets.map((t) => t.coords);
    let line = null;
    if (a[1] === ht && b[1] === ht && a[0] + b[0] === w)
      line = { x1: pad + a[0] * cellSize, y1: pad, x2: pad + a[0] * cellSize, y2: pad + ht * cellSize };
    else if (a[0] === w && b[0] === w && a[1] + b[1] === ht)
      line = { x1: pad, y1: pad + a[1] * cellSize, x2: pad + w * cellSize, y2: pad + a[1] * cellSize };
    if (!line) continue;
    // A band one cell wide around the line takes the pointer (bands of
    // neighbouring lines meet, never overlap).
    const band = {
      class: 'hit',
      x: Math.min(line.x1, line.x2) - cellSize / 2,
      y: Math.min(line.y1, line.y2) - cellSize / 2,
      width: Math.abs(line.x2 - line.x1) + cellSize,
      height: Math.abs(line.y2 - line.y1) + cellSize,
    };
    if (line.x1 === line.x2) Object.assign(band, { y: line.y1, height: line.y2 - line.y1 });
    else Object.assign(band, { x: line.x1, width: line.x2 - line.x1 });
    drawing.append(
      svg(
        'g',
        {
          class: `cut${o === chosen ? ' chosen' : ''}${hinted.has(o) ? ' hint' : ''}`,
          'data-hit': '',
          onclick: () => play(o),
        },
        svg('rect', band),
        svg('line', line)
      )
    );
  }
  return drawing;
}

// One item of a wrapping row (a coin, a stone, a square): a 44 by 44 drawing.
const tile = (props, ...children) =>
  svg(
    'svg',
    { viewBox: `0 0 ${pitch} ${props.height ?? pitch}`, width: pitch, height: props.height ?? pitch, ...props },
    ...children
  );

// coins(n, b): n coins, coin k heads when bit k of b is set. Pick coins, then
// turn them. The hint marks one winning move: every coin it turns.
export function coinsBoard(
  { coords: [n, b] },
  { options, hinted, play, i },
  { picked, canMove, rerender, notAMove, t }
) {
  const bit = (k) => (BigInt(b) >> BigInt(k)) & 1n;
  const hint = [...hinted].find((o) => o.component === i);
  const hintMask = hint ? BigInt(hint.targets[0].coords[1]) ^ BigInt(b) : 0n;
  const row = h('div', { class: 'row', 'aria-hidden': 'true' });
  for (let k = 0; k < n; k++) {
    const starred = Boolean((hintMask >> BigInt(k)) & 1n);
    row.append(
      tile(
        {
          class: 'coin-tile',
          height: pitch + 16,
          'data-hit': '',
          onclick: () => {
            if (picked.has(k)) picked.delete(k);
            else picked.add(k);
            rerender();
          },
        },
        svg('rect', { class: 'hit', x: 0, y: 0, width: pitch, height: pitch }),
        svg('circle', {
          class: `coin ${bit(k) ? 'heads' : 'tails'}${picked.has(k) ? ' picked' : ''}`,
          cx: pitch / 2,
          cy: pitch / 2,
          r: pitch / 2 - 4,
          'data-coin': String(k),
        }),
        svg('text', { class: 'coin-text', x: pitch / 2, y: pitch / 2 }, t(bit(k) ? 'coinHeads' : 'coinTails')),
        // The coin's number, as moves are said ("turn coins 9, 1 and 0").
        svg('text', { class: 'coin-number', x: pitch / 2, y: pitch + 8 }, `${starred ? '★' : ''}${k}`),
        starred ? svg('circle', { class: 'coin-hint', cx: pitch / 2, cy: pitch / 2, r: pitch / 2 - 1 }) : null
      )
    );
  }
  const mask = [...picked].reduce((m, k) => m | (1n << BigInt(k)), 0n);
  const target = (BigInt(b) ^ mask).toString();
  const option = options.find((o) => String(o.targets[0].coords[1]) === target);
  const turn = options.length
    ? h(
        'button',
        {
          type: 'button',
          name: 'turn',
          disabled: !picked.size || !canMove(),
          onclick: () => (option ? play(option) : notAMove()),
        },
        t('customTurn')
      )
    : null;
  return h('div', {}, row, turn);
}

// Stones: pointing at a stone takes it and every stone after it, when that is a move.
export function stonesBoard(c, { options, hinted, chosen, play }) {
  const n = c.heap ?? c.coords[0];
  const leaves = (o) =>
    o.kind === 'game' ? (o.targets[0]?.coords[0] ?? 0) : o.leaves.length <= 1 ? (o.leaves[0] ?? 0) : null;
  const byLeft = new Map(options.filter((o) => leaves(o) !== null).map((o) => [leaves(o), o]));
  const chosenLeft = chosen ? leaves(chosen) : null;
  const row = h('div', { class: 'row', 'aria-hidden': 'true' });
  for (let k = 0; k < n; k++) {
    const o = byLeft.get(k);
    const taken = chosenLeft !== null && k >= chosenLeft;
    row.append(
      tile(
        { class: 'stone-tile', 'data-hit': o ? '' : null, onclick: () => play(o) },
        svg('rect', { class: 'hit', x: 0, y: 0, width: pitch, height: pitch }),
        svg('circle', { class: `stone${taken ? ' chosen' : ''}`, cx: pitch / 2, cy: pitch / 2, r: 15 }),
        // Stones about to be taken are struck through, not only coloured.
        taken ? svg('path', { class: 'strike', d: 'M12 12 L32 32 M32 12 L12 32' }) : null,
        o && hinted.has(o) ? svg('text', { class: 'star', x: pitch / 2, y: pitch / 2 }, '★') : null
      )
    );
  }
  return row;
}

// A token on a number line (a game of one coordinate whose moves may go up,
// so stones would mislead): squares 0 to the largest square in reach, the
// token on its square, each square it may move to a target. With hints on,
// each target says what the move leads to against perfect play: a win, a
// loss or a draw (the engine's outcome for the opponent, then to move).
export function lineBoard({ coords: [n] }, { options, hinted, chosen, play, showOutcomes }, { t }) {
  const byTo = new Map(options.map((o) => [o.targets[0].coords[0], o]));
  const last = Math.max(n, ...byTo.keys());
  const word = { P: 'lineWins', N: 'lineLoses', D: 'lineDraw' };
  const row = h('div', { class: 'row line', 'aria-hidden': 'true' });
  for (let k = 0; k <= last; k++) {
    const o = byTo.get(k);
    const said = o && showOutcomes && word[o.outcome] ? t(word[o.outcome]) : '';
    row.append(
      tile(
        {
          class: `square-tile${o ? ' target-square' : ''}${o && o === chosen ? ' chosen' : ''}${o && hinted.has(o) ? ' hint' : ''}`,
          height: pitch + 18,
          'data-hit': o ? '' : null,
          'data-square': String(k),
          onclick: () => play(o),
        },
        svg('rect', { class: `square${k === n ? ' here' : ''}`, x: 1, y: 1, width: pitch - 2, height: pitch - 2 }),
        svg('text', { class: 'square-number', x: pitch / 2, y: 11 }, String(k)),
        k === n ? svg('circle', { class: 'token', cx: pitch / 2, cy: 28, r: 9 }) : null,
        o ? svg('circle', { class: 'target', cx: pitch / 2, cy: 28, r: 9 }) : null,
        o && hinted.has(o) ? svg('text', { class: 'star', x: pitch / 2, y: 28 }, '★') : null,
        said ? svg('text', { class: `outcome outcome-${o.outcome}`, x: pitch / 2, y: pitch + 10 }, said) : null
      )
    );
  }
  return showOutcomes && options.length ? h('div', {}, row, h('p', { class: 'muted legend' }, t('lineLegend'))) : row;
}
