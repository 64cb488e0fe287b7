// HDU 2176 "取(m堆)石子游戏" (Nim with m heaps): see problem.md.
export const title = '取(m堆)石子游戏 (Nim with m heaps)';
export const source = 'HDU 2176';
export const family = 'Nim (every winning move)';
export const unit = /No|Yes(?:\n\d+ \d+)*/; // one test case: No, or Yes and its moves
export const note =
  'a case of more than 100 winning moves (`max_listed_winning_moves`) or more than 100000 heaps (`position.too_many`) is refused';
export const refused = { full: 4 };

// [[a1, ..., am], ...] from the judge's input: `m`, then m heaps, up to m = 0.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let i = 0; t[i] > 0; i += 1 + t[i]) cases.push(t.slice(i + 1, i + 1 + t[i]));
  return cases;
}

const words = (moves) => (moves.length ? ['Yes', ...moves.map(([a, b]) => `${a} ${b}`)] : ['No']).join('\n');

// Bouton (1901): a Nim position is lost exactly when the XOR x of its heaps is 0, so a
// winning move leaves XOR 0: from heap a, to a ^ x, when that is smaller than a.
function byTheorem(heaps) {
  const x = heaps.reduce((acc, a) => acc ^ a, 0);
  return heaps.filter((a) => (a ^ x) < a).map((a) => [a, a ^ x]);
}

// The plain definition: every move (a heap a, left with b < a), in the order of the heaps and
// then of b, that leaves a lost position (no move leaves a lost one; memoised over sorted heaps).
function byPlay(heaps) {
  const memo = new Map();
  const moves = (hs) => hs.flatMap((h, i) => Array.from({ length: h }, (_, b) => [i, b]));
  const won = (hs) => {
    const key = [...hs].sort((a, b) => a - b).join(' ');
    if (!memo.has(key))
      memo.set(
        key,
        moves(hs).some(([i, b]) => !won(hs.with(i, b)))
      );
    return memo.get(key);
  };
  return moves(heaps)
    .filter(([i, b]) => !won(heaps.with(i, b)))
    .map(([i, b]) => [heaps[i], b]);
}

// Small inputs and the sample: the plain definition, held against Bouton's theorem.
export function oracle(input, size) {
  const cases = parse(input);
  const theorem = cases.map((c) => words(byTheorem(c))).join('\n') + '\n';
  if (size === 'full') return theorem;
  const play = cases.map((c) => words(byPlay(c))).join('\n') + '\n';
  if (play !== theorem) throw new Error("Nim with m heaps: Bouton's theorem disagrees with plain play");
  return play;
}

const TOP = 2 ** 30; // heaps below it, and a few from it to 2^31 - 1

// m heaps below 2^30 and k (odd) from 2^30 up: the XOR then has the bit 2^30, and exactly
// the k large heaps have a winning move.
function fewWinning(rng, m, k) {
  const hs = Array.from({ length: m }, () => rng.int(1, TOP - 1));
  for (let i = 0; i < k; i++) hs[rng.int(0, m - 1)] = rng.int(TOP, 2 * TOP - 1);
  return hs;
}

// The first heap made the XOR of the others (lost), when that is a positive heap.
function lost(hs) {
  const x = hs.slice(1).reduce((acc, a) => acc ^ a, 0);
  if (x > 0) hs[0] = x;
  return hs;
}

// Test cases: a few small heaps, or at full size 40 cases of 2 to 200 heaps below 2^31 (about
// a third lost), 1000, 20000 and 100000 heaps with at most 99 winning moves, 50000 heaps lost,
// 100000 random heaps (tens of thousands of winning moves), and 150000 and the judge's 200000
// heaps (more components than a position may have).
export function generate(rng, size) {
  const cases = [];
  if (size !== 'full') {
    for (let c = rng.int(2, 5); c > 0; c--) {
      const hs = Array.from({ length: rng.int(1, 3) }, () => rng.int(1, 6));
      cases.push(rng.chance(0.35) ? lost(hs) : hs);
    }
  } else {
    for (let c = 0; c < 40; c++) {
      const hs = Array.from({ length: rng.int(2, 200) }, () => rng.int(1, 2 * TOP - 1));
      cases.push(rng.chance(0.35) ? lost(hs) : hs);
    }
    for (const m of [1000, 20000, 100000]) cases.push(fewWinning(rng, m, 2 * rng.int(0, 49) + 1));
    cases.push(lost(Array.from({ length: 50000 }, () => rng.int(1, 2 * TOP - 1))));
    for (const m of [100000, 150000, 200000]) cases.push(Array.from({ length: m }, () => rng.int(1, 2 * TOP - 1)));
  }
  return [...cases.flatMap((hs) => [`${hs.length}`, hs.join(' ')]), '0'].join('\n') + '\n';
}
