// HDU 3595 "GG and MM" (Every-SG over Euclid-like pairs): see problem.md.
export const title = 'GG and MM';
export const source = 'HDU 3595';
export const family = 'Every-SG: every unfinished game moves each turn (step counts)';
export const counts = { small: 6, full: 1 };

// [[[p, q], ...], ...] from the judge's input: test cases up to the end, each N and N pairs.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let i = 0; i < t.length;) {
    const n = t[i++];
    cases.push(Array.from({ length: n }, (_, k) => [t[i + 2 * k], t[i + 2 * k + 1]]));
    i += 2 * n;
  }
  return cases;
}

// One game's moves: a positive multiple of one pile's size taken from the other pile.
function moves([a, b]) {
  const out = [];
  for (let k = 1; b > 0 && k * b <= a; k++) out.push([a - k * b, b]);
  for (let k = 1; a > 0 && k * a <= b; k++) out.push([a, b - k * a]);
  return out;
}

// One game's outcome alone and its step count (C. A. B. Smith's remoteness for Every-SG, the
// suspense number of Winning Ways, ch. 9): 0 without a move; when some move leaves a lost game,
// 1 + the largest count among such moves (the winner makes the win last); otherwise 1 + the
// least count of a move (the loser ends it soon).
const stepMemo = new Map();
export function steps(pair) {
  const key = pair.join(' ');
  if (!stepMemo.has(key)) {
    const next = moves(pair).map(steps);
    const lost = next.filter((s) => s.steps % 2 === 0); // a game is lost alone when its count is even
    const s = !next.length
      ? 0
      : lost.length
        ? 1 + Math.max(...lost.map((n) => n.steps))
        : 1 + Math.min(...next.map((n) => n.steps));
    stepMemo.set(key, { steps: s });
  }
  return stepMemo.get(key);
}

// The theorem: the player to move wins exactly when the largest step count is odd.
const byTheorem = (pairs) => Math.max(0, ...pairs.map((p) => steps(p).steps)) % 2 === 1;

// The plain definition: a move makes one move in every game that can still move; the player who
// cannot move at all loses. Memoised over the sorted list of games.
function byPlay(pairs, memo) {
  const live = pairs.filter((p) => moves(p).length).map((p) => [...p].sort((x, y) => y - x));
  const key = live
    .map((p) => p.join(','))
    .sort()
    .join(' ');
  if (!memo.has(key)) {
    // every combination of one move per live game
    let combos = [[]];
    for (const p of live) combos = combos.flatMap((c) => moves(p).map((m) => [...c, m]));
    memo.set(key, live.length > 0 && combos.some((c) => !byPlay(c, memo)));
  }
  return memo.get(key);
}

const words = (won) => (won ? 'MM' : 'GG');

// Small inputs and the sample: plain play, held against the theorem; at full size the theorem.
export function oracle(input, size) {
  const cases = parse(input);
  const theorem = cases.map((c) => words(byTheorem(c))).join('\n') + '\n';
  if (size === 'full') return theorem;
  const memo = new Map();
  const play = cases.map((c) => words(byPlay(c, memo))).join('\n') + '\n';
  if (play !== theorem) throw new Error('GG and MM: the step-count theorem disagrees with plain play');
  return play;
}

// One test case of n games of piles up to `most`, won or lost with even odds: the games whose
// step count passes the largest count of the parity wanted are drawn again among smaller ones,
// and one game is given that count.
function testCase(rng, n, most) {
  const pair = () => [rng.int(1, most), rng.int(1, most)];
  const pairs = Array.from({ length: n }, pair);
  const top = Math.max(...pairs.map((p) => steps(p).steps));
  const cap = top % 2 === Number(rng.chance(0.5)) ? top : top - 1; // the parity wanted
  if (cap >= 1) {
    for (let i = 0; i < n; i++) {
      for (let k = 0; k < 1000 && steps(pairs[i]).steps > cap; k++) pairs[i] = pair();
      if (steps(pairs[i]).steps > cap) pairs[i] = [1, 1];
    }
    const atCap = pairs.findIndex((p) => steps(p).steps === cap);
    if (atCap < 0) for (let k = 0; k < 5000 && steps(pairs[0]).steps !== cap; k++) pairs[0] = pair();
  }
  return [`${n}`, ...pairs.map((p) => p.join(' '))].join('\n');
}

// Small: 2 to 5 test cases of 1 to 3 games of piles up to 8. Full: 5 test cases of 1000 games of
// piles up to 1000 (the judge's limits but for the number of test cases, up to 100 there).
export function generate(rng, size) {
  const full = size === 'full';
  const T = full ? 5 : rng.int(2, 5);
  const cases = Array.from({ length: T }, () => (full ? testCase(rng, 1000, 1000) : testCase(rng, rng.int(1, 3), 8)));
  return cases.join('\n') + '\n';
}
