// HDU 3537 "Daizhenyang's Coin" (Mock Turtles): see problem.md.
export const title = "Daizhenyang's Coin";
export const source = 'HDU 3537';
export const family = 'coin turning: turn 1 to 3 coins, the rightmost from heads to tails (Mock Turtles)';
export const unit = /Yes|No/;
export const counts = { small: 4, full: 1 };

const MAX = 1e8; // coins are numbered 0..MAX - 1

// [[coin, ...], ...] from the judge's input: test cases up to the end, each n and n coins.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let i = 0; i < t.length; i += 1 + t[i]) cases.push(t.slice(i + 1, i + 1 + t[i]));
  return cases;
}

const popcount = (n) => n.toString(2).replace(/0/g, '').length;

// The Mock Turtles theorem (Winning Ways, ch. 14): a head on coin n is worth the n-th odious
// number (counting from 0), that is 2n or 2n + 1, whichever has an odd number of 1 bits.
export const mockValue = (n) => 2 * n + (popcount(n) % 2 === 0 ? 1 : 0);

// A head on coin n alone, by the plain mex: a move turns n and 0, 1 or 2 coins a < b < n, each
// of which then stands for its own value (n < 64 here: the check of the theorem).
function mexValues(count) {
  const g = [];
  for (let n = 0; n < count; n++) {
    const seen = new Set([0]);
    for (let a = 0; a < n; a++) {
      seen.add(g[a]);
      for (let b = a + 1; b < n; b++) seen.add(g[a] ^ g[b]);
    }
    let v = 0;
    while (seen.has(v)) v++;
    g.push(v);
  }
  return g;
}

// The plain definition on a row of coins 0..11 (the heads as a bit mask; a coin described twice
// is still one head): a move turns 1 to 3 coins, the rightmost of them a head turned to tails;
// won when some move leaves a lost row.
const memo = new Map();
function won(mask) {
  if (!memo.has(mask)) {
    let w = false;
    for (let r = 0; r < 12 && !w; r++) {
      if (!(mask & (1 << r))) continue;
      const m = mask ^ (1 << r);
      w = !won(m);
      for (let a = 0; a < r && !w; a++) {
        w = !won(m ^ (1 << a));
        for (let b = a + 1; b < r && !w; b++) w = !won(m ^ (1 << a) ^ (1 << b));
      }
    }
    memo.set(mask, w);
  }
  return memo.get(mask);
}

const words = (w) => (w ? 'No' : 'Yes'); // "Yes": the first player (Daizhenyang) can be beaten
const distinct = (coins) => [...new Set(coins)];
const byTheorem = (coins) => distinct(coins).reduce((x, c) => x ^ mockValue(c), 0) !== 0;

// Small inputs and the sample: plain play on the row, held against the theorem (checked against
// the plain mex for coins below 64); at full size the theorem.
export function oracle(input, size) {
  const cases = parse(input);
  const theorem = cases.map((c) => words(byTheorem(c))).join('\n') + '\n';
  if (size === 'full') return theorem;
  mexValues(64).forEach((v, n) => {
    if (v !== mockValue(n)) throw new Error(`Daizhenyang's Coin: coin ${n} is worth ${v}, not ${mockValue(n)}`);
  });
  const play = cases.map((c) => words(won(distinct(c).reduce((m, x) => m | (1 << x), 0)))).join('\n') + '\n';
  if (play !== theorem) throw new Error("Daizhenyang's Coin: the Mock Turtles theorem disagrees with plain play");
  return play;
}

// One test case of up to n coins below `most`, won or lost with even odds: a lost one gets one
// or two last heads whose values cancel the others' (one suffices when the others are an odd
// number, whose XOR is odious). Some coins are then described twice, in a shuffled order.
function testCase(rng, n, most) {
  const heads = new Set(Array.from({ length: n }, () => rng.int(0, most - 1)));
  if (rng.chance(0.5) && heads.size) {
    for (let k = 0; k < 100; k++) {
      const extra = heads.size % 2 ? [] : [rng.int(0, most - 1)];
      const x = [...heads, ...extra].reduce((acc, c) => acc ^ mockValue(c), 0);
      const last = x >> 1;
      if (mockValue(last) === x && last < most && !heads.has(last) && !extra.includes(last)) {
        [...extra, last].forEach((c) => heads.add(c));
        break;
      }
    }
  }
  const coins = [...heads];
  for (const c of [...heads]) if (rng.chance(0.1) && coins.length < 100) coins.push(c);
  for (let i = coins.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [coins[i], coins[j]] = [coins[j], coins[i]];
  }
  return `${coins.length}\n${coins.join(' ')}`;
}

// Small: up to 5 test cases of up to 4 coins below 12 (an empty row now and then). Full: 200 test
// cases of up to 100 heads below 10^8 (the judge's limits; it does not bound the number of test
// cases), the first two empty.
export function generate(rng, size) {
  const full = size === 'full';
  const T = full ? 200 : rng.int(1, 5);
  const cases = Array.from({ length: T }, (_, c) =>
    full ? testCase(rng, c < 2 ? 0 : rng.int(1, 95), MAX) : testCase(rng, rng.int(0, 4), 12)
  );
  return cases.join('\n') + '\n';
}
