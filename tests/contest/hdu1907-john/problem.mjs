// HDU 1907 "John": see problem.md.
export const title = 'John';
export const source = 'HDU 1907';
export const family = 'misère Nim';
export const counts = { small: 4, full: 1 };

// [[a1, ..., an], ...] from the judge's input: T, then T times `N` and N heaps.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let i = 1; cases.length < t[0]; i += 1 + t[i]) cases.push(t.slice(i + 1, i + 1 + t[i]));
  return cases;
}

// Bouton (1901), misère Nim: the player to move wins exactly when some heap has 2 or more
// and the XOR is not 0, or every heap has at most 1 and the XOR is 0 (an even number of 1s).
function byTheorem(heaps) {
  const x = heaps.reduce((acc, a) => acc ^ a, 0);
  return heaps.some((a) => a >= 2) ? x !== 0 : x === 0;
}

// The plain definition: whoever takes the last stone loses, so with no stone left the player
// to move has won; otherwise won when some move leaves a lost position (memoised, sorted).
function byPlay(heaps, memo) {
  const key = [...heaps].sort((a, b) => a - b).join(' ');
  if (!memo.has(key)) {
    const won = heaps.every((a) => a === 0)
      ? true
      : heaps.some((a, i) => Array.from({ length: a }, (_, b) => b).some((b) => !byPlay(heaps.with(i, b), memo)));
    memo.set(key, won);
  }
  return memo.get(key);
}

const words = (wins) => wins.map((w) => (w ? 'John' : 'Brother')).join('\n') + '\n';

// Small inputs and the sample: the plain definition, held against Bouton's rule.
export function oracle(input, size) {
  const cases = parse(input);
  const theorem = words(cases.map(byTheorem));
  if (size === 'full') return theorem;
  const memo = new Map();
  const play = words(cases.map((c) => byPlay(c, memo)));
  if (play !== theorem) throw new Error("John: Bouton's misère rule disagrees with plain play");
  return play;
}

// Test cases: small heaps, or at full size the judge's 474 cases of up to 47 heaps up to 4747:
// heaps of 1 only (both parities), one big heap among 1s, and random heaps of which about
// half are made lost (a heap made the XOR of the others).
export function generate(rng, size) {
  const full = size === 'full';
  const [most, n] = full ? [4747, 47] : [5, 4];
  const cases = [];
  for (let c = full ? 474 : rng.int(3, 10); c > 0; c--) {
    const k = rng.int(1, n);
    const kind = rng.pick(['ones', 'one big', 'random', 'random']);
    let hs = Array.from({ length: k }, () => rng.int(1, kind === 'random' ? most : 1));
    if (kind === 'one big') hs[0] = rng.int(2, most);
    if (kind === 'random' && rng.chance(0.5)) {
      const x = hs.slice(1).reduce((acc, a) => acc ^ a, 0);
      if (x >= 1 && x <= most) hs[0] = x;
    }
    cases.push(`${k}`, hs.join(' '));
  }
  return [cases.length / 2, ...cases].join('\n') + '\n';
}
