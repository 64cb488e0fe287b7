// POJ 2234 "Matches Game": see problem.md.
export const title = 'Matches Game';
export const source = 'POJ 2234';
export const family = 'Nim';

// [[a1, ..., aM], ...] from the judge's input: lines `M a1 ... aM` up to the end.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let i = 0; i < t.length; i += 1 + t[i]) cases.push(t.slice(i + 1, i + 1 + t[i]));
  return cases;
}

// Bouton (1901): a Nim position is lost exactly when the XOR of its heaps is 0.
const byTheorem = (heaps) => heaps.reduce((x, a) => x ^ a, 0) !== 0;

// The plain definition: won when some move (take some matches from one pile) leaves a lost
// position; memoised over sorted piles.
function byPlay(heaps, memo) {
  const key = [...heaps].sort((a, b) => a - b).join(' ');
  if (!memo.has(key)) {
    memo.set(
      key,
      heaps.some((a, i) => Array.from({ length: a }, (_, b) => b).some((b) => !byPlay(heaps.with(i, b), memo)))
    );
  }
  return memo.get(key);
}

const words = (wins) => wins.map((w) => (w ? 'Yes' : 'No')).join('\n') + '\n';

// Small inputs and the sample: the plain definition, held against Bouton's theorem.
export function oracle(input, size) {
  const cases = parse(input);
  const theorem = words(cases.map(byTheorem));
  if (size === 'full') return theorem;
  const memo = new Map();
  const play = words(cases.map((c) => byPlay(c, memo)));
  if (play !== theorem) throw new Error("Matches Game: Bouton's theorem disagrees with plain play");
  return play;
}

// Lines: small piles, or at full size 1000 lines of 1 to the judge's 20 piles up to 10^7;
// about a third are made lost (a pile made the XOR of the others, when that is at most 10^7).
export function generate(rng, size) {
  const full = size === 'full';
  const most = full ? 1e7 : 6;
  const lines = [];
  for (let c = full ? 1000 : rng.int(3, 10); c > 0; c--) {
    const hs = Array.from({ length: full ? rng.pick([20, rng.int(1, 20)]) : rng.pick([1, 2, 3, 3]) }, () =>
      rng.int(1, most)
    );
    const x = hs.slice(1).reduce((acc, a) => acc ^ a, 0);
    if (rng.chance(0.5) && x >= 1 && x <= most) hs[0] = x;
    lines.push(`${hs.length} ${hs.join(' ')}`);
  }
  return lines.join('\n') + '\n';
}
