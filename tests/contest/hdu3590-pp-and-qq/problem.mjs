// HDU 3590 "PP and QQ" (Green Hackenbush trees in misère play): see problem.md.
export const title = 'PP and QQ';
export const source = 'HDU 3590';
export const family = 'Green Hackenbush trees in misère play (the Anti-SG rule)';
export const counts = { small: 5, full: 10 };

// [[[[u, v], ...], ...], ...] from the judge's input: test cases up to the end, each N and its N
// trees (`m`, then m - 1 edges).
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let i = 0; i < t.length;) {
    const trees = [];
    for (let n = t[i++]; n > 0; n--) {
      const m = t[i++];
      const edges = [];
      for (let e = 1; e < m; e++, i += 2) edges.push([t[i], t[i + 1]]);
      trees.push({ m, edges });
    }
    cases.push(trees);
  }
  return cases;
}

// The values of the pieces standing on the ground, the root's branches: by the colon principle
// (Winning Ways, ch. 7) a vertex's subtree is worth the XOR over its children of (child + 1), and
// a branch from the root to child c is worth c's subtree + 1.
export function branchValues({ m, edges }) {
  const adj = Array.from({ length: m + 1 }, () => []);
  for (const [u, v] of edges) (adj[u].push(v), adj[v].push(u));
  const order = [1];
  const parent = new Array(m + 1).fill(0);
  parent[1] = -1;
  for (let k = 0; k < order.length; k++) {
    for (const w of adj[order[k]]) if (w !== parent[order[k]]) ((parent[w] = order[k]), order.push(w));
  }
  const value = new Array(m + 1).fill(0);
  for (let k = order.length - 1; k > 0; k--) if (parent[order[k]] !== 1) value[parent[order[k]]] ^= value[order[k]] + 1;
  return adj[1].map((c) => value[c] + 1);
}

// The Anti-SG rule (the SJ theorem, Jia Zhihao 2009), whose condition every piece meets (a piece
// is worth at least 1, and a cut never splits it into pieces that can both move): the player to
// move wins exactly when some piece is worth 2 or more and the XOR is not 0, or every piece is
// worth at most 1 and the XOR is 0.
function byAntiSG(trees) {
  const values = trees.flatMap(branchValues);
  const x = values.reduce((a, v) => a ^ v, 0);
  return values.some((v) => v >= 2) ? x !== 0 : x === 0;
}

// The plain definition over a whole test case: the roots are one ground; a cut removes one edge
// and every edge no longer joined to the ground; the player who cannot cut wins (a set of edges
// with no edge is won), and a set is won when some cut leaves a lost one.
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
      let w = mask === 0;
      for (let e = 0; e < edges.length && !w; e++) if (mask & (1 << e)) w = !won(joined(mask & ~(1 << e)));
      memo.set(mask, w);
    }
    return memo.get(mask);
  };
  return won((1 << edges.length) - 1);
}

const words = (won) => (won ? 'PP' : 'QQ');

// Small inputs and the sample: plain play, held against the Anti-SG rule; at full size the rule.
export function oracle(input, size) {
  const cases = parse(input);
  const rule = cases.map((c) => words(byAntiSG(c))).join('\n') + '\n';
  if (size === 'full') return rule;
  const play = cases.map((c) => words(byPlay(c))).join('\n') + '\n';
  if (play !== rule) throw new Error('PP and QQ: the Anti-SG rule disagrees with plain play');
  return play;
}

function shuffle(rng, list) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

// A tree of m vertices as parents (vertex v's parent comes before it): random, a path, a star
// (the root's children all leaves, every piece worth 1), or a broom (a path ending in leaves).
function tree(rng, m, kind) {
  const edges = [];
  const handle = rng.int(1, m);
  for (let v = 2; v <= m; v++) {
    const p =
      kind === 'path'
        ? v - 1
        : kind === 'star'
          ? 1
          : kind === 'broom'
            ? Math.min(v - 1, handle)
            : rng.int(Math.max(1, v - rng.pick([2, 5, v])), v - 1);
    edges.push([p, v]);
  }
  const name = [
    0,
    1,
    ...shuffle(
      rng,
      Array.from({ length: m - 1 }, (_, i) => i + 2)
    ),
  ];
  return {
    m,
    edges: shuffle(
      rng,
      edges.map(([a, b]) => (rng.chance(0.5) ? [name[a], name[b]] : [name[b], name[a]]))
    ),
  };
}

const text = (trees) =>
  [`${trees.length}`, ...trees.flatMap(({ m, edges }) => [`${m}`, ...edges.map((e) => e.join(' '))])].join('\n');

// A path of n edges from the root: one piece, worth n.
const path = (n) => ({ m: n + 1, edges: Array.from({ length: n }, (_, i) => [i + 1, i + 2]) });

// One test case of N trees of up to `most` vertices of the kinds given, won or lost with even
// odds: to make it lost, the last tree is a path cancelling the other pieces' XOR (or, when every
// piece is worth 1, a star whose leaves make their number odd).
function testCase(rng, N, most, kinds) {
  const trees = Array.from({ length: N }, () => tree(rng, rng.int(1, most), rng.pick(kinds)));
  if (rng.chance(0.5) && N > 1) {
    const others = trees.slice(0, -1).flatMap(branchValues);
    const x = others.reduce((a, v) => a ^ v, 0);
    if (others.every((v) => v <= 1))
      trees[N - 1] = tree(rng, 1 + (others.length % 2 ? rng.int(0, 49) * 2 : rng.int(0, 48) * 2 + 1), 'star');
    else if (x >= 1 && x < most) trees[N - 1] = path(x);
  }
  return trees;
}

// Small: 1 to 4 test cases of 1 to 3 trees, at most 13 edges in a test case. Full, at the
// judge's limits of 99 trees of up to 99 vertices: 4 test cases of random trees of up to 20
// vertices, 2 of paths, stars and brooms of up to 99, 2 of stars only (every piece worth 1), and
// one of random trees of 99 vertices.
export function generate(rng, size) {
  const all = ['random', 'path', 'star', 'broom'];
  const cases = [];
  if (size !== 'full') {
    for (let c = rng.int(1, 4); c > 0; c--) {
      let trees = testCase(rng, rng.int(1, 3), 6, all);
      while (trees.reduce((k, t) => k + t.edges.length, 0) > 13) trees = testCase(rng, rng.int(1, 3), 6, all);
      cases.push(text(trees));
    }
  } else {
    for (let c = 0; c < 4; c++) cases.push(text(testCase(rng, 99, 20, ['random'])));
    for (let c = 0; c < 2; c++) cases.push(text(testCase(rng, 99, 99, ['path', 'star', 'broom'])));
    for (let c = 0; c < 2; c++) cases.push(text(testCase(rng, 99, 99, ['star'])));
    cases.push(text(Array.from({ length: 99 }, () => tree(rng, 99, 'random'))));
  }
  return cases.join('\n') + '\n';
}
