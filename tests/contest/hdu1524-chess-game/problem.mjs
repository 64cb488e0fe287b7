// HDU 1524 / POJ 2425 "A Chess Game": see problem.md.
import { indicesOf } from '../harness.mjs';

export const title = 'A Chess Game';
export const source = 'HDU 1524 / POJ 2425';
export const family = 'tokens on a directed acyclic graph';

// [{ adj, queries }] from the judge's input (test cases up to the end of the input).
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let i = 0; i < t.length && t[i] > 0;) {
    const adj = [];
    for (let n = t[i++]; n > 0; n--) {
      adj.push(t.slice(i + 1, i + 1 + t[i]));
      i += 1 + t[i];
    }
    const queries = [];
    for (let m = t[i++]; m > 0; m = t[i++]) {
      queries.push(t.slice(i, i + m));
      i += m;
    }
    cases.push({ adj, queries });
  }
  return cases;
}

// Each vertex's value: the mex of its successors' values.
function grundy(adj) {
  const g = new Array(adj.length);
  const value = (v) => {
    if (g[v] === undefined) {
      const seen = new Set(adj[v].map(value));
      let x = 0;
      while (seen.has(x)) x++;
      g[v] = x;
    }
    return g[v];
  };
  adj.forEach((_, v) => value(v));
  return g;
}

// The Sprague-Grundy theorem: the tokens are lost exactly when the XOR of their values is 0.
function byTheorem({ adj, queries }) {
  const g = grundy(adj);
  return queries.map((q) => (q.reduce((x, v) => x ^ g[v], 0) ? 'WIN' : 'LOSE'));
}

// The plain definition over the tokens' multiset: won when some move leaves a lost one.
function byPlay({ adj, queries }) {
  const memo = new Map();
  const won = (tokens) => {
    const key = tokens.join(' ');
    if (!memo.has(key)) {
      const after = (i, w) => tokens.map((v, j) => (j === i ? w : v)).sort((a, b) => a - b);
      memo.set(
        key,
        tokens.some((v, i) => adj[v].some((w) => !won(after(i, w))))
      );
    }
    return memo.get(key);
  };
  return queries.map((q) => (won([...q].sort((a, b) => a - b)) ? 'WIN' : 'LOSE'));
}

// Small inputs and the sample: the plain definition, held against the theorem.
export function oracle(input, size) {
  const cases = parse(input);
  const theorem = cases.flatMap(byTheorem).join('\n') + '\n';
  if (size === 'full') return theorem;
  const play = cases.flatMap(byPlay).join('\n') + '\n';
  if (play !== theorem) throw new Error('A Chess Game: the Sprague-Grundy theorem disagrees with plain play');
  return play;
}

// A random DAG: vertices in a random order, each edge going later in that order.
// `edges(rank, n)` lists the ranks one vertex points to.
function dag(rng, n, edges) {
  const order = Array.from({ length: n }, (_, v) => v);
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const adj = new Array(n);
  order.forEach((v, r) => (adj[v] = [...new Set(edges(r, n))].map((s) => order[s])));
  return adj;
}

const dense = (rng, p) => (r, n) => Array.from({ length: n - r - 1 }, (_, k) => r + 1 + k).filter(() => rng.chance(p));
const sparse = (rng, most) => (r, n) =>
  r + 1 < n ? Array.from({ length: rng.int(0, most) }, () => rng.int(r + 1, n - 1)) : [];
const chain = (rng) => (r, n) => (r + 1 < n ? [r + 1, ...sparse(rng, 2)(r, n)] : []);

// Test cases: small DAGs with a few tokens, or at full size 1000 vertices (dense, sparse, and
// a long chain with shortcuts) with up to 10 tokens; about half of the queries are lost (the
// first token put where the values' XOR becomes 0).
export function generate(rng, size) {
  const full = size === 'full';
  const shapes = full
    ? [
        [dense(rng, 0.2), 100],
        [sparse(rng, 4), 400],
        [chain(rng), 300],
      ]
    : Array.from({ length: rng.int(1, 3) }, () => [dense(rng, 0.4), rng.int(1, 5)]);
  const text = shapes.map(([edges, queries]) => {
    const n = full ? 1000 : rng.int(1, 7);
    const adj = dag(rng, n, edges);
    const g = grundy(adj);
    const verticesOf = indicesOf(g); // value -> the vertices that have it
    const lines = [`${n}`, ...adj.map((a) => [a.length, ...a].join(' '))];
    for (let q = 0; q < queries; q++) {
      const tokens = Array.from({ length: full ? rng.int(1, 10) : rng.int(1, 3) }, () => rng.int(0, n - 1));
      const x = tokens.slice(1).reduce((acc, v) => acc ^ g[v], 0);
      if (rng.chance(0.5) && verticesOf.has(x)) tokens[0] = rng.pick(verticesOf.get(x));
      lines.push([tokens.length, ...tokens].join(' '));
    }
    return [...lines, '0'].join('\n') + '\n';
  });
  return text.join('\n');
}
