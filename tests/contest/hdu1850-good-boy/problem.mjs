// HDU 1850 "Being a Good Boy in Spring Festival": see problem.md.
export const title = 'Being a Good Boy in Spring Festival';
export const source = 'HDU 1850';
export const family = 'Nim (counting the winning moves)';
export const counts = { small: 4, full: 1 };

// [[a1, ..., am], ...] from the judge's input: `m`, then m heaps, up to m = 0.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let i = 0; t[i] > 0; i += 1 + t[i]) cases.push(t.slice(i + 1, i + 1 + t[i]));
  return cases;
}

// Bouton (1901): a Nim position is lost exactly when the XOR of its heaps is 0. A winning
// move must leave XOR 0, and from heap a the only such target is a ^ x (x the XOR of all
// heaps), a move exactly when it is smaller than a.
function byTheorem(heaps) {
  const x = heaps.reduce((acc, a) => acc ^ a, 0);
  return heaps.filter((a) => (a ^ x) < a).length;
}

// The plain definition: count the moves (a heap, an amount) that leave a lost position,
// lost meaning that no move leaves a lost one (memoised over sorted heaps).
function byPlay(heaps) {
  const memo = new Map();
  const moves = (hs) => hs.flatMap((h, i) => Array.from({ length: h }, (_, k) => hs.with(i, k)));
  const won = (hs) => {
    const key = [...hs].sort((a, b) => a - b).join(' ');
    if (!memo.has(key))
      memo.set(
        key,
        moves(hs).some((after) => !won(after))
      );
    return memo.get(key);
  };
  return moves(heaps).filter((after) => !won(after)).length;
}

// Small inputs and the sample: the plain definition, held against Bouton's theorem.
export function oracle(input, size) {
  const cases = parse(input);
  const theorem = cases.map(byTheorem).join('\n') + '\n';
  if (size === 'full') return theorem;
  const play = cases.map(byPlay).join('\n') + '\n';
  if (play !== theorem) throw new Error("Good Boy: Bouton's theorem disagrees with plain play");
  return play;
}

// Test cases: a few small heaps, or at full size 200 cases of 2 to 100 heaps up to the
// judge's 10^6 (half of them 100 heaps); about a third are made lost (the last heap made the
// XOR of the others, when that is a heap the judge allows).
export function generate(rng, size) {
  const full = size === 'full';
  const most = full ? 1e6 : 7;
  const lines = [];
  for (let c = full ? 200 : rng.int(2, 5); c > 0; c--) {
    const m = full ? rng.pick([100, rng.int(2, 100)]) : rng.int(2, 4);
    const hs = Array.from({ length: m }, () => rng.int(1, most));
    const x = hs.slice(1).reduce((acc, a) => acc ^ a, 0);
    if (rng.chance(0.35) && x >= 1 && x <= most) hs[0] = x;
    lines.push(`${m}`, hs.join(' '));
  }
  return [...lines, '0'].join('\n') + '\n';
}
