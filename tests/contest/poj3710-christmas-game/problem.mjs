// POJ 3710 "Christmas Game" (Green Hackenbush on trees with polygons): see problem.md.
export const title = 'Christmas Game';
export const source = 'POJ 3710';
export const family = 'Green Hackenbush on trees with cycles (the fusion and colon principles)';
export const counts = { small: 4, full: 1 };

// [[{ m, edges }, ...], ...] from the judge's input: test cases up to the end, each N and its N
// trees (`m k`, then k edges).
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let i = 0; i < t.length;) {
    const trees = [];
    for (let n = t[i++]; n > 0; n--) {
      const [m, k] = [t[i], t[i + 1]];
      i += 2;
      const edges = [];
      for (let e = 0; e < k; e++, i += 2) edges.push([t[i], t[i + 1]]);
      trees.push({ m, edges });
    }
    cases.push(trees);
  }
  return cases;
}

// The fusion principle (Winning Ways, ch. 7) for these pictures: the edges on a cycle (those
// that are not bridges) fuse into loops at the vertex where their polygon hangs, a loop being
// worth one edge; then the colon principle on the tree of bridges: a vertex is worth the XOR of
// (child + 1) over its children, and of 1 for each loop on it.
export function fusedValue({ m, edges }) {
  const adj = Array.from({ length: m + 1 }, () => []);
  edges.forEach(([u, v], e) => (adj[u].push([v, e]), adj[v].push([u, e])));
  // bridges by depth-first search (low-link), each edge used once in each direction
  const depth = new Array(m + 1).fill(-1);
  const low = new Array(m + 1).fill(0);
  const bridge = new Array(edges.length).fill(false);
  const dfs = (u, viaEdge, d) => {
    depth[u] = low[u] = d;
    for (const [w, e] of adj[u]) {
      if (e === viaEdge) continue;
      if (depth[w] < 0) {
        dfs(w, e, d + 1);
        low[u] = Math.min(low[u], low[w]);
        if (low[w] > depth[u]) bridge[e] = true;
      } else low[u] = Math.min(low[u], depth[w]);
    }
  };
  dfs(1, -1, 0);
  // the edges off the bridges (cycles, and cycles meeting cycles) fuse: each group's vertices
  // become its vertex nearest the root, and its edges loops there
  const rep = Array.from({ length: m + 1 }, (_, v) => v);
  const loops = new Array(m + 1).fill(0);
  const seen = new Array(edges.length).fill(false);
  edges.forEach((_, e0) => {
    if (bridge[e0] || seen[e0]) return;
    const stack = [e0];
    const vertices = new Set();
    for (seen[e0] = true; stack.length;) {
      for (const u of edges[stack.pop()]) {
        vertices.add(u);
        for (const [, e] of adj[u]) if (!bridge[e] && !seen[e]) ((seen[e] = true), stack.push(e));
      }
    }
    const count = edges.filter((_, e) => !bridge[e] && vertices.has(edges[e][0])).length;
    const hang = [...vertices].reduce((a, b) => (depth[a] <= depth[b] ? a : b));
    for (const v of vertices) rep[v] = hang;
    loops[hang] += count;
  });
  // the colon principle on the tree of bridges, from the deepest vertex up
  const up = new Array(m + 1).fill(0);
  edges.forEach(([a, b], e) => {
    if (bridge[e]) depth[a] > depth[b] ? (up[a] = rep[b]) : (up[b] = rep[a]);
  });
  const value = new Array(m + 1).fill(0);
  const byDepth = Array.from({ length: m }, (_, i) => i + 1).filter((v) => rep[v] === v);
  byDepth.sort((a, b) => depth[b] - depth[a]);
  for (const u of byDepth) {
    value[u] ^= loops[u] % 2;
    if (up[u]) value[up[u]] ^= value[u] + 1;
  }
  return value[1];
}

// The plain definition over a whole test case: the trees' roots are one ground; a cut removes
// one edge and every edge no longer joined to the ground; a set of edges (a bit mask) is won
// when some cut leaves a lost one.
function byPlay(trees) {
  const edges = trees.flatMap(({ edges }, t) =>
    edges.map(([u, v]) => [u === 1 ? 0 : `${t}:${u}`, v === 1 ? 0 : `${t}:${v}`])
  );
  const joined = (mask) => {
    const seen = new Set([0]);
    for (let grew = true; grew;) {
      grew = false;
      edges.forEach(([u, v], e) => {
        if (mask & (1 << e) && seen.has(u) !== seen.has(v)) (seen.add(u).add(v), (grew = true));
      });
    }
    return edges.reduce((r, [u], e) => (mask & (1 << e) && seen.has(u) ? r | (1 << e) : r), 0);
  };
  const memo = new Map();
  const won = (mask) => {
    if (!memo.has(mask)) {
      let w = false;
      for (let e = 0; e < edges.length && !w; e++) if (mask & (1 << e)) w = !won(joined(mask & ~(1 << e)));
      memo.set(mask, w);
    }
    return memo.get(mask);
  };
  return won((1 << edges.length) - 1);
}

const words = (won) => (won ? 'Sally' : 'Harry');
const byPrinciples = (trees) => trees.reduce((x, t) => x ^ fusedValue(t), 0) !== 0;

// Small inputs and the sample: plain play, held against the fusion and colon principles (and
// the Sprague-Grundy theorem for the trees' sum); at full size the principles.
export function oracle(input, size) {
  const cases = parse(input);
  const principles = cases.map((c) => words(byPrinciples(c))).join('\n') + '\n';
  if (size === 'full') return principles;
  const play = cases.map((c) => words(byPlay(c))).join('\n') + '\n';
  if (play !== principles) throw new Error('Christmas Game: the fusion principle disagrees with plain play');
  return play;
}

function shuffle(rng, list) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

// A tree of at most `most` vertices with polygons (gifts): a random tree on the first vertices,
// then cycles of 2 to `side` edges, each hanging from one vertex of the tree by that vertex
// alone (a 2-cycle is a doubled edge). Renamed at random with 1 kept as the root, each edge
// written either way round, in a random order.
function tree(rng, most, side) {
  const base = rng.int(1, Math.max(1, Math.floor(most / 2)));
  const edges = [];
  for (let v = 2; v <= base; v++) edges.push([rng.int(Math.max(1, v - rng.pick([2, v])), v - 1), v]);
  let m = base;
  while (rng.chance(0.7)) {
    const len = rng.int(2, side);
    if (m + len - 1 > most) break;
    const hang = rng.int(1, base);
    const ring = [hang, ...Array.from({ length: len - 1 }, (_, i) => m + 1 + i), hang];
    for (let i = 0; i < len; i++) edges.push([ring[i], ring[i + 1]]);
    m += len - 1;
  }
  const name = [
    0,
    1,
    ...shuffle(
      rng,
      Array.from({ length: m - 1 }, (_, i) => i + 2)
    ),
  ];
  const named = edges.map(([a, b]) => (rng.chance(0.5) ? [name[a], name[b]] : [name[b], name[a]]));
  return { m, edges: shuffle(rng, named) };
}

// A path of n edges from the root: worth n.
const path = (n) => ({ m: n + 1, edges: Array.from({ length: n }, (_, i) => [i + 1, i + 2]) });

// One test case of N trees; about half are made lost by a last tree, a path whose value cancels
// the others' (when it fits the limits). Returns the text and its number of edges.
function testCase(rng, N, most, side) {
  const trees = Array.from({ length: N }, () => tree(rng, most, side));
  const others = trees.slice(0, -1).reduce((acc, t) => acc ^ fusedValue(t), 0);
  if (rng.chance(0.5) && others > 0 && others < most) trees[N - 1] = path(others);
  const text = [`${trees.length}`];
  for (const { m, edges } of trees) text.push(`${m} ${edges.length}`, ...edges.map((e) => e.join(' ')));
  return { text: text.join('\n'), edges: trees.reduce((k, t) => k + t.edges.length, 0) };
}

// Small: 1 to 4 test cases of 1 or 2 trees, at most 13 edges in a test case. Full: the judge's
// limits, 10 test cases of 99 trees of up to 99 vertices, with cycles of up to 12 edges.
export function generate(rng, size) {
  const cases = [];
  if (size !== 'full') {
    for (let c = rng.int(1, 4); c > 0; c--) {
      let tc = testCase(rng, rng.int(1, 2), 6, 4);
      while (tc.edges > 13) tc = testCase(rng, rng.int(1, 2), 6, 4);
      cases.push(tc.text);
    }
  } else {
    for (let c = 0; c < 10; c++) cases.push(testCase(rng, 99, 99, 12).text);
  }
  return cases.join('\n') + '\n';
}
