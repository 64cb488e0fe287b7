// HDU 5795 "A Simple Nim": see problem.md.
export const title = 'A Simple Nim';
export const source = 'HDU 5795';
export const family = 'take-and-break (take any, or split a heap into three)';
export const counts = { small: 4, full: 1 };
export const note = 'a case of more than 100000 heaps is refused (`position.too_many`: `max_components`)';
export const refused = { full: 2 };

// [[s1, ..., sn], ...] from the judge's input: T, then T times `n` and n heaps.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let i = 1; cases.length < t[0]; i += 1 + t[i]) cases.push(t.slice(i + 1, i + 1 + t[i]));
  return cases;
}

// The closed form proved in problem.md: g(8k+7) = 8k+8, g(8k+8) = 8k+7, otherwise g(n) = n.
// It is its own inverse, so it also gives the heap of a value.
const g = (n) => (n % 8 === 7 ? n + 1 : n % 8 === 0 && n > 0 ? n - 1 : n);

// The finite step of the proof (problem.md): for no residues ra, rb, rc mod 8 of three heaps
// does the XOR of their values equal the value of their sum, counting the carries in 3 bits.
{
  const t = (r) => (r === 7 ? 0 : r === 0 ? 7 : r); // g's value mod 8, a residue mod 8
  for (let a = 0; a < 8; a++) {
    for (let b = 0; b < 8; b++) {
      for (let c = 0; c < 8; c++) {
        const r = (a + b + c) % 8;
        const count = (x) => [a, b, c].filter((v) => v === x).length;
        const need = count(7) - count(0) - ((r === 7) - (r === 0)); // sum of values - value of sum
        const carries = (t(a) & t(b)) + ((t(a) ^ t(b)) & t(c)); // (x + y + z - (x ^ y ^ z)) / 2, low bits
        if (need === 2 * carries) throw new Error(`A Simple Nim: the proof's check fails at ${a}, ${b}, ${c}`);
      }
    }
  }
}

// The Sprague-Grundy theorem: the heaps are lost exactly when the XOR of their values is 0.
const byTheorem = (heaps) => heaps.reduce((x, s) => x ^ g(s), 0) !== 0;

// The plain definition over sorted heaps: won when some move (take any number from a heap,
// or split one into three non-empty heaps) leaves a lost position.
function byPlay(heaps, memo) {
  const key = heaps.join(' ');
  if (!memo.has(key)) {
    let won = false;
    const tryMove = (parts) =>
      (won ||= !byPlay(
        parts.sort((x, y) => x - y),
        memo
      ));
    for (let i = 0; i < heaps.length && !won; i++) {
      const [n, rest] = [heaps[i], heaps.toSpliced(i, 1)];
      for (let left = 0; left < n; left++) tryMove([...rest, left]);
      for (let a = 1; 3 * a <= n; a++) for (let b = a; a + 2 * b <= n; b++) tryMove([...rest, a, b, n - a - b]);
    }
    memo.set(key, won);
  }
  return memo.get(key);
}

const words = (wins) => wins.map((w) => (w ? 'First player wins.' : 'Second player wins.')).join('\n') + '\n';

// Small inputs and the sample: the plain definition, held against the closed form.
export function oracle(input, size) {
  const cases = parse(input);
  const theorem = words(cases.map(byTheorem));
  if (size === 'full') return theorem;
  const memo = new Map();
  const play = words(
    cases.map((c) =>
      byPlay(
        [...c].sort((a, b) => a - b),
        memo
      )
    )
  );
  if (play !== theorem) throw new Error('A Simple Nim: the closed form disagrees with plain play');
  return play;
}

// Test cases: small heaps, or at full size the judge's 100 cases of heaps up to 10^9: 95 of 1
// to 1000 heaps, then 10^4, 5·10^4, 10^5, 10^5 + 1 and the judge's 10^6 heaps; about half are
// made lost (the first heap made worth the XOR of the others).
export function generate(rng, size) {
  const full = size === 'full';
  const most = full ? 1e9 : 9;
  const ns = full
    ? [...Array.from({ length: 95 }, () => rng.int(1, 1000)), 1e4, 5e4, 1e5, 1e5 + 1, 1e6]
    : Array.from({ length: rng.int(2, 6) }, () => rng.int(1, 3));
  const lines = [`${ns.length}`];
  for (const n of ns) {
    const hs = Array.from({ length: n }, () => rng.int(1, most));
    if (n > 1 && rng.chance(0.5)) {
      const h = g(hs.slice(1).reduce((x, s) => x ^ g(s), 0));
      if (h >= 1 && h <= most) hs[0] = h;
    }
    lines.push(`${n}`, hs.join(' '));
  }
  return lines.join('\n') + '\n';
}
