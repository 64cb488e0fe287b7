// Where the vertices of a graph game stand, in drawing units: a graph
// without cycles in layers, the sinks at the bottom (the engine's layer of
// each vertex); a graph with cycles on a circle, since it has no bottom.
// Returns {pos: name -> {x, y}, width, height}.
export function layoutGraph(g) {
  if (g.loopy) {
    // A graph with cycles has no bottom: its vertices stand on a circle.
    const n = g.vertices.length,
      r = Math.max(95, n * 16),
      width = 2 * r + 90,
      height = 2 * r + 70;
    const pos = new Map(
      g.vertices.map((v, i) => [
        v.name,
        {
          x: width / 2 + r * Math.cos((2 * Math.PI * i) / n - Math.PI / 2),
          y: height / 2 + r * Math.sin((2 * Math.PI * i) / n - Math.PI / 2),
        },
      ])
    );
    return { pos, width, height };
  }
  const layers = new Map();
  for (const v of g.vertices) {
    if (!layers.has(v.layer)) layers.set(v.layer, []);
    layers.get(v.layer).push(v.name);
  }
  let top = 0,
    widest = 1;
  for (const [layer, names] of layers) {
    top = Math.max(top, layer);
    widest = Math.max(widest, names.length);
  }
  const width = Math.max(260, widest * 90);
  const height = (top + 1) * 80 + 20;
  const pos = new Map();
  for (const [layer, names] of layers)
    names.forEach((n, i) => pos.set(n, { x: ((i + 0.5) * width) / names.length, y: 40 + (top - layer) * 80 }));
  return { pos, width, height };
}
