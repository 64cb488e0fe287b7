// The boards of <sg-game-play>: how a component is drawn when its moves have
// a shape people know (model/custom-play.js boardKind says which). Each takes
// the component (the engine's data), its options and the move to play on a
// click; the legal moves are always the engine's options, never the drawing's.
import { h, svg } from '../dom.js';

const cellSize = 24;

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
    drawing.append(
      svg('circle', {
        class: `target${o === chosen ? ' chosen' : ''}${hinted.has(o) ? ' hint' : ''}`,
        cx: px + cellSize / 2,
        cy: py + cellSize / 2,
        r: cellSize / 3.2,
        'data-to': o.targets[0].position,
        onclick: () => play(o),
      })
    );
    if (hinted.has(o)) {
      drawing.append(
        svg('rect', { class: 'hinted', x: px + 1.5, y: py + 1.5, width: cellSize - 3, height: cellSize - 3 })
      );
      drawing.append(svg('text', { class: 'star', x: px + cellSize / 2, y: py + cellSize / 2 }, '★'));
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
    // A band 12 units wide around the line takes the pointer.
    const band = {
      x: Math.min(line.x1, line.x2) - 6,
      y: Math.min(line.y1, line.y2) - 6,
      width: Math.abs(line.x2 - line.x1) + 12,
      height: Math.abs(line.y2 - line.y1) + 12,
    };
    drawing.append(
      svg(
        'g',
        { class: `cut${o === chosen ? ' chosen' : ''}${hinted.has(o) ? ' hint' : ''}`, onclick: () => play(o) },
        svg('rect', band),
        svg('line', line)
      )
    );
  }
  return drawing;
}

// coins(n, b): n coins, coin k heads when bit k of b is set. Pick coins, then turn them.
export function coinsBoard(
  { coords: [n, b] },
  { options, hinted, play, i },
  { picked, canMove, rerender, notAMove, t }
) {
  const r = 14,
    gap = 6,
    width = n * (2 * r + gap) + gap,
    height = 2 * r + 2 * gap + 14;
  const bit = (k) => (BigInt(b) >> BigInt(k)) & 1n;
  const hintMasks = new Set(
    [...hinted].filter((o) => o.component === i).map((o) => BigInt(o.targets[0].coords[1]) ^ BigInt(b))
  );
  const drawing = svg('svg', { viewBox: `0 0 ${width} ${height}`, width, height, 'aria-hidden': 'true' });
  for (let k = 0; k < n; k++) {
    const cx = gap + r + k * (2 * r + gap),
      cy = gap + r;
    const hint = [...hintMasks].some((m) => (m >> BigInt(k)) & 1n);
    drawing.append(
      svg('circle', {
        class: `coin ${bit(k) ? 'heads' : 'tails'}${picked.has(k) ? ' picked' : ''}`,
        cx,
        cy,
        r,
        'data-coin': String(k),
        onclick: () => {
          if (picked.has(k)) picked.delete(k);
          else picked.add(k);
          rerender();
        },
      })
    );
    drawing.append(svg('text', { class: 'coin-text', x: cx, y: cy }, bit(k) ? 'H' : 'T'));
    if (hint) drawing.append(svg('text', { class: 'star', x: cx, y: cy + r + 9 }, '★'));
  }
  const mask = [...picked].reduce((m, k) => m | (1n << BigInt(k)), 0n);
  const target = (BigInt(b) ^ mask).toString();
  const option = options.find((o) => String(o.targets[0].coords[1]) === target);
  const turn = h(
    'button',
    {
      type: 'button',
      name: 'turn',
      disabled: !picked.size || !canMove(),
      onclick: () => {
        if (option) play(option);
        else {
          notAMove();
        }
      },
    },
    t('customTurn')
  );
  return h('div', {}, drawing, turn);
}

// Stones: pointing at a stone takes it and every stone after it, when that is a move.
export function stonesBoard(c, { options, hinted, chosen, play }) {
  const n = c.heap ?? c.coords[0];
  const leaves = (o) =>
    o.kind === 'game' ? (o.targets[0]?.coords[0] ?? 0) : o.leaves.length <= 1 ? (o.leaves[0] ?? 0) : null;
  const byLeft = new Map(options.filter((o) => leaves(o) !== null).map((o) => [leaves(o), o]));
  const r = 11,
    gap = 4,
    perRow = 20,
    rows = Math.max(1, Math.ceil(n / perRow));
  const width = Math.min(n, perRow) * (2 * r + gap) + gap,
    height = rows * (2 * r + gap) + gap + 12;
  const drawing = svg('svg', {
    viewBox: `0 0 ${Math.max(width, 40)} ${height}`,
    width: Math.max(width, 40),
    height,
    'aria-hidden': 'true',
  });
  const chosenLeft = chosen ? leaves(chosen) : null;
  for (let k = 0; k < n; k++) {
    const cx = gap + r + (k % perRow) * (2 * r + gap),
      cy = gap + r + Math.floor(k / perRow) * (2 * r + gap);
    const o = byLeft.get(k);
    drawing.append(
      svg('circle', {
        class: `stone${chosenLeft !== null && k >= chosenLeft ? ' chosen' : ''}`,
        cx,
        cy,
        r,
        onclick: () => play(o),
      })
    );
    if (o && hinted.has(o)) drawing.append(svg('text', { class: 'star', x: cx, y: cy }, '★'));
  }
  return drawing;
}
