// Where the vertices of a graph without cycles stand: in layers, the sinks at
// the bottom (the engine's layer of each vertex: its longest path to a sink).
// An edge that skips layers passes a waypoint on each layer it crosses; the
// waypoints take room in their layer like small vertices, so a long edge runs
// beside the vertices of the layers it crosses, never through them. Each
// layer is ordered to cross fewer edges (barycentres), then its points are
// moved as near the points they join as the gaps between them allow.
import { spread } from './geometry.js';

// layered(g, {radius, scale: [sx, sy], room}) -> {pos: name -> {x, y}, routes: [{from, to, points}]}
// where points runs from the edge's tail through its waypoints to its head;
// sx widens the gaps in a layer, sy the gaps between layers; room(name) is
// {left, right}, the room a vertex takes beside its centre in its layer (its
// circle, with its label on the right and its tokens on the left).
export function layered(g, { radius, scale, room }) {
  const layerGap = (3 * radius + 32) * scale[1];
  const nodes = []; // {layer, up: [], down: [], name?}
  const byName = new Map();
  for (const v of g.vertices) {
    byName.set(v.name, nodes.length);
    nodes.push({ name: v.name, layer: v.layer, up: [], down: [] });
  }
  const chains = [];
  for (const v of g.vertices)
    for (const s of v.successors) {
      const chain = [byName.get(v.name)];
      for (let k = v.layer - 1; k > nodes[byName.get(s)].layer; k--) {
        chain.push(nodes.length);
        nodes.push({ layer: k, up: [], down: [] });
      }
      chain.push(byName.get(s));
      for (let i = 0; i + 1 < chain.length; i++) {
        nodes[chain[i]].down.push(chain[i + 1]);
        nodes[chain[i + 1]].up.push(chain[i]);
      }
      chains.push({ from: v.name, to: s, chain });
    }
  const top = Math.max(0, ...nodes.map((n) => n.layer));
  const layers = Array.from({ length: top + 1 }, () => []); // layers[0] is the top
  nodes.forEach((n, i) => layers[top - n.layer].push(i));
  order(nodes, layers);
  const x = place(nodes, layers, room, scale[0]);
  const at = (i) => ({ x: x[i], y: (top - nodes[i].layer) * layerGap });
  const pos = new Map(g.vertices.map((v) => [v.name, at(byName.get(v.name))]));
  return { pos, routes: chains.map((c) => ({ from: c.from, to: c.to, points: c.chain.map(at) })) };
}

// Barycentre sweeps down and up, then neighbours swapped where that crosses
// fewer edges; the order with the fewest crossings wins.
function order(nodes, layers) {
  const rank = new Float64Array(nodes.length);
  const number = (layer) => layer.forEach((n, i) => (rank[n] = i));
  layers.forEach(number);
  const sweep = (layer, side) => {
    const score = new Map(
      layer.map((n) => {
        const ns = nodes[n][side];
        return [n, ns.length ? ns.reduce((s, m) => s + rank[m], 0) / ns.length : rank[n]];
      })
    );
    layer.sort((a, b) => score.get(a) - score.get(b) || rank[a] - rank[b]);
    number(layer);
  };
  let best = layers.map((l) => [...l]),
    fewest = crossings(nodes, layers, rank);
  // Counting crossings is quadratic in a layer's edges: large graphs keep the sweeps' last order.
  const counted = nodes.length <= 400;
  // The crossings between the edges of u and those of v, u standing left of v.
  const between = (u, v) => {
    let c = 0;
    for (const side of ['up', 'down'])
      for (const a of nodes[u][side]) for (const b of nodes[v][side]) if (rank[a] > rank[b]) c++;
    return c;
  };
  // Neighbours in a layer swap places while that crosses fewer edges.
  const transpose = () => {
    for (let again = true, pass = 0; again && pass < 4; pass++) {
      again = false;
      for (const layer of layers)
        for (let i = 0; i + 1 < layer.length; i++)
          if (between(layer[i + 1], layer[i]) < between(layer[i], layer[i + 1])) {
            [layer[i], layer[i + 1]] = [layer[i + 1], layer[i]];
            number(layer);
            again = true;
          }
    }
  };
  for (let round = 0; round < 6 && fewest > 0; round++) {
    for (let k = 1; k < layers.length; k++) sweep(layers[k], 'up');
    for (let k = layers.length - 2; k >= 0; k--) sweep(layers[k], 'down');
    transpose();
    if (!counted) continue;
    const c = crossings(nodes, layers, rank);
    if (c < fewest) [best, fewest] = [layers.map((l) => [...l]), c];
  }
  if (counted) best.forEach((l, k) => (layers[k] = l));
}

function crossings(nodes, layers, rank) {
  let count = 0;
  for (let k = 0; k + 1 < layers.length; k++) {
    const pairs = layers[k].flatMap((n) => nodes[n].down.map((m) => [rank[n], rank[m]]));
    for (let i = 0; i < pairs.length; i++)
      for (let j = i + 1; j < pairs.length; j++)
        if ((pairs[i][0] - pairs[j][0]) * (pairs[i][1] - pairs[j][1]) < 0) count++;
  }
  return count;
}

// x of every point: each layer packed with its gaps, then moved toward the
// mean x of the points it joins, above and below in turn. Waypoints weigh
// more, so a long edge runs straight.
function place(nodes, layers, room, scale) {
  const line = 9; // the room a waypoint takes each side: a line and its margin
  const side = (n, s) => (nodes[n].name === undefined ? line : room(nodes[n].name)[s]);
  const gap = (a, b) => (side(a, 'right') + side(b, 'left')) * scale;
  const x = new Float64Array(nodes.length);
  for (const layer of layers) layer.forEach((n, i) => (x[n] = i ? x[layer[i - 1]] + gap(layer[i - 1], n) : 0));
  const fit = (layer, sides) => {
    if (!layer.length) return;
    const t = layer.map((n) => {
      const ns = sides.flatMap((s) => nodes[n][s]);
      return ns.length ? ns.reduce((s, m) => s + x[m], 0) / ns.length : x[n];
    });
    const w = layer.map((n) => (nodes[n].name === undefined ? 3 : 1));
    const gaps = layer.slice(1).map((n, i) => gap(layer[i], n));
    spread(t, w, gaps).forEach((v, i) => (x[layer[i]] = v));
  };
  for (let round = 0; round < 8; round++) {
    for (let k = 1; k < layers.length; k++) fit(layers[k], ['up']);
    for (let k = layers.length - 2; k >= 0; k--) fit(layers[k], ['down']);
  }
  for (const layer of layers) fit(layer, ['up', 'down']);
  return x;
}
