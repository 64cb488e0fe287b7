// HDU 3404 "Switch lights" (Turning Corners): see problem.md.
export const title = 'Switch lights';
export const source = 'HDU 3404';
export const family = 'coin turning on a board: Turning Corners (nim multiplication)';
export const unit = /Have a try, lxhgww\.|Don't waste your time\./;
export const counts = { small: 4, full: 1 };

const WIN = 'Have a try, lxhgww.';
const LOSE = "Don't waste your time.";

// [[[x, y], ...], ...] from the judge's input: T, then per test case n and n lights.
export function parse(input) {
  const t = input.split(/\s+/).filter(Boolean).map(Number);
  const cases = [];
  for (let c = t[0], i = 1; c > 0; c--) {
    const n = t[i++];
    cases.push(Array.from({ length: n }, (_, k) => [t[i + 2 * k], t[i + 2 * k + 1]]));
    i += 2 * n;
  }
  return cases;
}

// The nim product of x, y < 2^bits (bits a power of 2), by halves: with F = 2^(bits/2), a
// Fermat 2-power, x = x1·F + x0, and F ⊗ F = F ⊕ F/2 (Conway, On Numbers and Games, ch. 6).
export function nimMul(x, y, bits = 16) {
  if (bits === 1) return x & y;
  const h = bits / 2;
  const mask = (1 << h) - 1;
  const [x1, x0, y1, y0] = [x >> h, x & mask, y >> h, y & mask];
  const c = nimMul(x1, y1, h);
  const high = nimMul(x1, y0, h) ^ nimMul(x0, y1, h) ^ c;
  const low = nimMul(x0, y0, h) ^ nimMul(c, 1 << (h - 1), h);
  return (high << h) | low;
}

// The nim product by its definition, x ⊗ y = mex{(a ⊗ y) ⊕ (x ⊗ b) ⊕ (a ⊗ b) : a < x, b < y},
// for x, y < n: the table the algorithm is held against.
function mexTable(n) {
  const t = Array.from({ length: n }, () => new Array(n).fill(0));
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      const seen = new Set();
      for (let a = 0; a < x; a++) for (let b = 0; b < y; b++) seen.add(t[a][y] ^ t[x][b] ^ t[a][b]);
      let v = 0;
      while (seen.has(v)) v++;
      t[x][y] = v;
    }
  }
  return t;
}

// The plain definition on a small board: the lights on as a bit mask (square (x, y), x, y in
// 1..4, is bit 4(x - 1) + y - 1). A move picks a light (x2, y2) that is on and x1 ≤ x2, y1 ≤ y2,
// and switches the corners of that rectangle (two or one when it is flat); won when some move
// leaves a lost board.
const bit = (x, y) => 1 << (4 * (x - 1) + y - 1);
const memo = new Map();
function won(mask) {
  if (!memo.has(mask)) {
    let w = false;
    for (let x2 = 1; x2 <= 4 && !w; x2++) {
      for (let y2 = 1; y2 <= 4 && !w; y2++) {
        if (!(mask & bit(x2, y2))) continue;
        for (let x1 = 1; x1 <= x2 && !w; x1++) {
          for (let y1 = 1; y1 <= y2 && !w; y1++) {
            const corners = new Set([bit(x1, y1), bit(x1, y2), bit(x2, y1), bit(x2, y2)]);
            w = !won([...corners].reduce((m, b) => m ^ b, mask));
          }
        }
      }
    }
    memo.set(mask, w);
  }
  return memo.get(mask);
}

const words = (w) => (w ? WIN : LOSE);

// Small inputs and the sample: plain play on the board, held against the Tartan theorem (a
// light at (x, y) is worth x ⊗ y; the board is lost exactly when the XOR is 0), whose nim
// products are checked against their mex definition; at full size the Tartan theorem.
export function oracle(input, size) {
  const cases = parse(input);
  const theorem = cases.map((ls) => words(ls.reduce((v, [x, y]) => v ^ nimMul(x, y), 0) !== 0)).join('\n') + '\n';
  if (size === 'full') return theorem;
  const table = mexTable(16);
  for (let x = 0; x < 16; x++) {
    for (let y = 0; y < 16; y++) {
      if (table[x][y] !== nimMul(x, y)) throw new Error(`Switch lights: the nim product of ${x} and ${y}`);
    }
  }
  const play = cases.map((ls) => words(won(ls.reduce((m, [x, y]) => m | bit(x, y), 0)))).join('\n') + '\n';
  if (play !== theorem) throw new Error('Switch lights: the Tartan theorem disagrees with plain play');
  return play;
}

// x^-1 in the field of nimbers below 2^16: x^(2^16 - 2).
function nimInverse(x) {
  let r = 1;
  for (let e = 2 ** 16 - 2, p = x; e > 0; e = Math.floor(e / 2), p = nimMul(p, p)) if (e % 2) r = nimMul(r, p);
  return r;
}

// One test case of n lights at distinct squares of 1..most; about half are made lost (the last
// light put at a square worth the XOR of the others, y = x^-1 ⊗ v for some x, when one fits).
function testCase(rng, n, most) {
  const taken = new Set();
  const lights = [];
  while (lights.length < n) {
    const [x, y] = [rng.int(1, most), rng.int(1, most)];
    if (!taken.has(`${x} ${y}`)) (taken.add(`${x} ${y}`), lights.push([x, y]));
  }
  const v = lights.slice(0, -1).reduce((acc, [x, y]) => acc ^ nimMul(x, y), 0);
  if (rng.chance(0.5) && v > 0) {
    for (let k = 0; k < 400; k++) {
      const x = rng.int(1, most);
      const y = nimMul(nimInverse(x), v);
      if (y >= 1 && y <= most && !taken.has(`${x} ${y}`)) {
        lights[n - 1] = [x, y];
        break;
      }
    }
  }
  return [`${n}`, ...lights.map((l) => l.join(' '))].join('\n');
}

// Small: up to 4 test cases of 1 to 5 lights on the 4 x 4 corner of the board, each drawn again
// (a few times at most) until it has the outcome wanted, won or lost with even odds. Full: the
// judge's limits, 100 test cases of 1000 lights with coordinates up to 10000.
export function generate(rng, size) {
  const full = size === 'full';
  const T = full ? 100 : rng.int(1, 4);
  const cases = [];
  for (let c = 0; c < T; c++) {
    if (full) {
      cases.push(testCase(rng, 1000, 10000));
      continue;
    }
    const wanted = rng.chance(0.5);
    let tc = testCase(rng, rng.int(1, 5), 4);
    for (let k = 0; k < 20 && (oracle(`1\n${tc}\n`, 'full') === `${WIN}\n`) !== wanted; k++) {
      tc = testCase(rng, rng.int(1, 5), 4);
    }
    cases.push(tc);
  }
  return [T, ...cases].join('\n') + '\n';
}
