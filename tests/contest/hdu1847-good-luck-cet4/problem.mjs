// HDU 1847 "Good Luck in CET-4 Everybody!": see problem.md.
export const title = 'Good Luck in CET-4 Everybody!';
export const source = 'HDU 1847';
export const family = 'subtraction game (take a power of 2)';

// The card counts, one per line up to the end of the input.
export const parse = (input) => input.split(/\s+/).filter(Boolean).map(Number);

// The plain definition, filled from 0 up: n cards are won when some power of 2 at most n
// leaves a lost count.
function wonUpTo(max) {
  const won = [false];
  for (let n = 1; n <= max; n++) {
    won[n] = false;
    for (let p = 1; p <= n && !won[n]; p *= 2) won[n] = !won[n - p];
  }
  return won;
}

// Every size: the plain definition (1000 cards at most), held against n mod 3 (no power of 2
// is a multiple of 3, so a multiple of 3 only moves to non-multiples, and from a non-multiple
// taking 1 or 2 leaves a multiple).
export function oracle(input) {
  const ns = parse(input);
  const won = wonUpTo(Math.max(0, ...ns));
  if (ns.some((n) => won[n] !== (n % 3 !== 0))) throw new Error('CET-4: plain play disagrees with n mod 3');
  return ns.map((n) => (won[n] ? 'Kiki' : 'Cici')).join('\n') + '\n';
}

// Counts: a few small ones (about a third made lost: multiples of 3), or at full size every
// count from 1 to the judge's 1000, shuffled.
export function generate(rng, size) {
  const ns =
    size === 'full'
      ? Array.from({ length: 1000 }, (_, i) => i + 1)
      : Array.from({ length: rng.int(3, 12) }, () => (rng.chance(0.35) ? 3 * rng.int(1, 13) : rng.int(1, 40)));
  for (let i = ns.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [ns[i], ns[j]] = [ns[j], ns[i]];
  }
  return ns.join('\n') + '\n';
}
