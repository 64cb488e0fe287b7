// The game as a graph under the mex table: positions 0..N in a row, an arc
// for each move to a smaller position (dashed for each part of a split), the
// P-positions filled and marked. A vertex is a button: pointing at it shows
// its moves, Enter, Space or a click steps there, the arrow keys walk the row.
import { h, svg } from '../dom.js';
import { moveTargets } from '../../model/derive.js';

export const graphMax = 40; // the graph is drawn for N up to this

export class GraphView {
  #key = ''; // the rule and N drawn
  #focus = 0; // the vertex that takes Tab

  // explainOf(x): the engine's explanation of x; go(x): step to x; point(x):
  // the x pointed at or focused (null when none).
  constructor({ explainOf, go, point }) {
    this.explainOf = explainOf;
    this.go = go;
    this.point = point;
    this.note = h('div', { class: 'muted' });
    this.scroll = h('div', { class: 'scroll' });
    this.legend = h('div', { class: 'legend muted' });
    this.el = h('div', { class: 'graph', part: 'graph' }, this.note, this.scroll, this.legend);
  }

  // known(i): whether sg[i] is shown at the current step x.
  render({ on, table, x, known, t }) {
    this.el.hidden = !on;
    if (!on) return;
    const n = table.upto;
    if (n > graphMax) {
      this.note.textContent = t('mexGraphTooLarge', { max: graphMax, n });
      this.scroll.hidden = this.legend.hidden = true;
      this.scroll.replaceChildren();
      this.#key = '';
      return;
    }
    this.note.textContent = t('graphLabel', { n });
    this.scroll.hidden = this.legend.hidden = false;
    this.legend.textContent = t('graphLegend');
    const key = `${table.rule}\u0000${n}`;
    if (key !== this.#key) {
      this.#key = key;
      this.#focus = Math.min(this.#focus, n);
      this.scroll.replaceChildren(this.#build(n));
    }
    const g = this.scroll.querySelector('svg');
    g.setAttribute('aria-label', t('graphLabel', { n }));
    for (const v of g.querySelectorAll('.vertex')) {
      const i = Number(v.dataset.x);
      const shown = known(i);
      const value = table.values[i];
      const p = shown && value === 0;
      v.classList.toggle('p', p);
      v.classList.toggle('current', i === x);
      v.querySelector('.val').textContent = shown ? String(value) : '?';
      v.querySelector('.pmark').textContent = p ? 'P' : '';
      v.setAttribute(
        'aria-label',
        shown ? t(p ? 'vertexP' : 'vertexKnown', { x: i, sg: value }) : t('vertexUnknown', { x: i })
      );
      v.setAttribute('aria-current', i === x ? 'step' : 'false');
    }
  }

  // The edges out of `focus` stand out; the vertex pointed at is outlined.
  highlight(focus, hover) {
    const g = this.scroll.querySelector('svg');
    if (!g) return;
    g.classList.toggle('emph', true);
    for (const e of g.querySelectorAll('.edge')) e.classList.toggle('on', Number(e.dataset.from) === focus);
    for (const v of g.querySelectorAll('.vertex'))
      v.classList.toggle('hover', hover !== null && Number(v.dataset.x) === hover);
  }

  #build(n) {
    const s = 46,
      r = 15,
      pad = 26;
    const edges = new Map(); // "from to" -> {a: from, b: to, split: every move along it splits}
    for (let i = 0; i <= n; i++) {
      for (const m of this.explainOf(i)?.moves ?? []) {
        for (const to of moveTargets(m)) {
          const k = `${i} ${to}`;
          edges.set(k, { a: i, b: to, split: (edges.get(k)?.split ?? true) && m.leaves.length > 1 });
        }
      }
    }
    const lift = (span) => Math.min(150, 12 + span * s * 0.3);
    let top = 12;
    for (const { a, b } of edges.values()) top = Math.max(top, lift(a - b) * 0.75 + 8);
    const cy = top + r;
    const width = pad * 2 + n * s;
    const height = cy + r + 40;
    const cx = (i) => pad + i * s;
    const root = svg('svg', { width, height, viewBox: `0 0 ${width} ${height}`, role: 'group' });
    const lines = svg('g', {});
    for (const { a, b, split } of edges.values()) {
      const y = cy - r;
      const up = lift(a - b);
      const x0 = cx(a) - 3,
        x1 = cx(b) + 3;
      lines.append(
        svg('path', {
          class: split ? 'edge split' : 'edge',
          'data-from': a,
          'data-to': b,
          d: `M${x0} ${y}C${x0} ${y - up} ${x1} ${y - up} ${x1} ${y}M${x1 - 4} ${y - 6}L${x1} ${y}L${x1 + 4} ${y - 6}`,
        })
      );
    }
    root.append(lines);
    for (let i = 0; i <= n; i++) {
      const v = svg(
        'g',
        {
          class: 'vertex',
          'data-x': i,
          tabindex: i === this.#focus ? 0 : -1,
          role: 'button',
          transform: `translate(${cx(i)} ${cy})`,
        },
        svg('circle', { r }),
        svg('text', { class: 'val' }),
        svg('text', { class: 'xl', y: r + 12 }, String(i)),
        svg('text', { class: 'pmark', y: r + 27 })
      );
      v.addEventListener('click', () => this.go(i));
      v.addEventListener('mouseenter', () => this.point(i));
      v.addEventListener('mouseleave', () => this.point(null));
      v.addEventListener('focus', () => {
        this.#focus = i;
        this.point(i);
      });
      v.addEventListener('blur', () => this.point(null));
      v.addEventListener('keydown', (e) => this.#walk(e, i, n, root));
      root.append(v);
    }
    return root;
  }

  // Arrow keys move along the row of vertices; Enter or Space steps there.
  #walk(e, i, n, root) {
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: n }[e.key];
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.go(i);
      return;
    }
    if (next === undefined) return;
    e.preventDefault();
    const j = Math.max(0, Math.min(n, next));
    const vs = root.querySelectorAll('.vertex');
    vs.forEach((v, k) => v.setAttribute('tabindex', k === j ? '0' : '-1'));
    vs[j].focus();
    vs[j].scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }
}
