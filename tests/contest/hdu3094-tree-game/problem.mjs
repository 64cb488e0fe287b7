// HDU 3094 "A tree game" (Green Hackenbush on a rooted tree): see problem.md.
export const title = 'A tree game';
export const source = 'HDU 3094';
export const family = 'Green Hackenbush on a tree (the colon principle)';
export const counts = { small: 4, full: 1 };

// [[[u, v], ...], ...] from the judge's input: T, then per test case N and its N - 1 edges.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const trees = [];
  for (let c = t[0], i = 1; c > 0; c--) {
    const n = t[i++];
    const edges = [];
    for (let e = 1; e < n; e++, i += 2) edges.push([t[i], t[i + 1]]);
    trees.push({ n, edges });
  }
  return trees;
}

// The colon principle (Winning Ways, ch. 7): a vertex's subtree is worth the XOR, over its
// children, of the child's subtree value + 1 (the edge to the child on top of it); the game is
// worth the root's. Iterative: trees of 10^5 vertices may be paths.
export function colonValue({ n, edges }) {
  const adj = Array.from({ length: n + 1 }, () => []);
  for (const [u, v] of edges) (adj[u].push(v), adj[v].push(u));
  const order = [1];
  const parent = new Array(n + 1).fill(0);
  parent[1] = -1;
  for (let k = 0; k < order.length; k++) {
    for (const w of adj[order[k]]) if (w !== parent[order[k]]) ((parent[w] = order[k]), order.push(w));
  }
  const value = new Array(n + 1).fill(0);
  for (let k = order.length - 1; k > 0; k--) value[parent[order[k]]] ^= value[order[k]] + 1;
  return value[1];
}

// The plain definition: a cut removes one edge and every edge no longer joined to vertex 1; a
// set of edges (a bit mask) is won when some cut leaves a lost one.
function byPlay({ n, edges }) {
  const joined = (mask) => {
    const seen = new Set([1]);
    for (let grew = true; grew;) {
      grew = false;
      edges.forEach(([u, v], e) => {
        if (mask & (1 << e) && seen.has(u) !== seen.has(v)) (seen.add(u).add(v), (grew = true));
      });
    }
    return edges.reduce((m, [u], e) => (mask & (1 << e) && seen.has(u) ? m | (1 << e) : m), 0);
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
  return n < 2 ? false : won((1 << edges.length) - 1);
}

const words = (won) => (won ? 'Alice' : 'Bob');

// Small inputs and the sample: plain play, held against the colon principle; at full size the
// colon principle.
export function oracle(input, size) {
  const trees = parse(input);
  const colon = trees.map((t) => words(colonValue(t) !== 0)).join('\n') + '\n';
  if (size === 'full') return colon;
  const play = trees.map((t) => words(byPlay(t))).join('\n') + '\n';
  if (play !== colon) throw new Error('A tree game: the colon principle disagrees with plain play');
  return play;
}

// A tree on vertices 1..n given as parents (parent[v] < v in the order built): random, a path,
// a star, or a caterpillar (a path with leaves on it).
function shape(rng, n, kind) {
  const parent = [0, 0];
  for (let v = 2; v <= n; v++) {
    if (kind === 'path') parent.push(v - 1);
    else if (kind === 'star') parent.push(1);
    else if (kind === 'caterpillar') parent.push(rng.chance(0.5) ? v - 1 : rng.int(Math.max(1, v - 3), v - 1));
    else parent.push(rng.int(Math.max(1, v - rng.pick([2, 10, v])), v - 1));
  }
  return parent;
}

function shuffle(rng, list) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

// One test case: the tree, and about half the time (when it fits) a path hanging from the root
// whose value makes the whole lost; vertices renamed at random (1 stays the root) and each edge
// written either way round, in a random order.
function testCase(rng, n, kind, most) {
  const parent = shape(rng, n, kind);
  let edges = parent.slice(2).map((p, i) => [p, i + 2]);
  const v = colonValue({ n, edges });
  if (rng.chance(0.5) && v > 0 && n + v <= most) {
    for (let k = 0; k < v; k++) edges.push([k ? n + k : 1, n + k + 1]);
    n += v;
  }
  const name = [
    0,
    1,
    ...shuffle(
      rng,
      Array.from({ length: n - 1 }, (_, i) => i + 2)
    ),
  ];
  edges = shuffle(
    rng,
    edges.map(([a, b]) => (rng.chance(0.5) ? [name[a], name[b]] : [name[b], name[a]]))
  );
  return [`${n}`, ...edges.map((e) => e.join(' '))].join('\n');
}

// Small: up to 5 trees of at most 12 vertices. Full: 20 test cases (the judge allows 100) of up
// to 10^5 vertices: a random tree, a path and a caterpillar at the limit, and 17 of up to 10^4.
export function generate(rng, size) {
  const kinds = ['random', 'path', 'star', 'caterpillar'];
  const cases = [];
  if (size !== 'full') {
    for (let c = rng.int(1, 5); c > 0; c--) cases.push(testCase(rng, rng.int(1, 9), rng.pick(kinds), 12));
  } else {
    cases.push(testCase(rng, 99900, 'random', 1e5), testCase(rng, 1e5, 'path', 1e5));
    cases.push(testCase(rng, 99900, 'caterpillar', 1e5));
    for (let c = 0; c < 17; c++) cases.push(testCase(rng, rng.int(1, 1e4), rng.pick(kinds), 1e4));
  }
  return [cases.length, ...cases].join('\n') + '\n';
}
