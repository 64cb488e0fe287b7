// HDU 1079 / POJ 1082 "Calendar Game": see problem.md.
export const title = 'Calendar Game';
export const source = 'HDU 1079 / POJ 1082';
export const family = 'a game of three numbers (dates)';

const LAST = [2001, 11, 4];

// [[y, m, d], ...] from the judge's input.
export function parse(input) {
  const [t, ...rest] = input.split(/\s+/).filter(Boolean).map(Number);
  return Array.from({ length: t }, (_, i) => rest.slice(3 * i, 3 * i + 3));
}

const leap = (y) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y, m) => [31, leap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
const key = ([y, m, d]) => y * 10000 + m * 100 + d;
const notAfterLast = (date) => key(date) <= key(LAST);

// A date's moves: the next day, and the same day of the next month when that month has it;
// neither may pass 2001-11-04.
function moves([y, m, d]) {
  const next = d < daysIn(y, m) ? [y, m, d + 1] : m < 12 ? [y, m + 1, 1] : [y + 1, 1, 1];
  const [ny, nm] = m < 12 ? [y, m + 1] : [y + 1, 1];
  const out = [next];
  if (d <= daysIn(ny, nm)) out.push([ny, nm, d]);
  return out.filter(notAfterLast);
}

// The plain definition, memoised over dates: won when some move leaves a lost date.
const memo = new Map();
function won(date) {
  const k = key(date);
  if (!memo.has(k)) {
    // fill the dates after this one first (a move only goes forward), latest first
    memo.set(
      k,
      moves(date).some((next) => !won(next))
    );
  }
  return memo.get(k);
}

// Every date of the judge's range, 1900-01-01 to 2001-11-04, in order.
function allDates() {
  const dates = [];
  for (let y = 1900; y <= 2001; y++) {
    for (let m = 1; m <= 12; m++) {
      for (let d = 1; d <= daysIn(y, m); d++) if (notAfterLast([y, m, d])) dates.push([y, m, d]);
    }
  }
  return dates;
}

// Fill the table from the last date back, so that the recursion never goes deep.
let filled = false;
function fill() {
  if (!filled) for (const date of allDates().reverse()) won(date);
  filled = true;
}

// The folklore rule, held against plain play: the first player wins exactly when month + day
// is even, or the date is September 30 or November 30.
const byRule = ([, m, d]) => (m + d) % 2 === 0 || (d === 30 && (m === 9 || m === 11));

// Every size: the plain definition over every date of the range (fast), held against the rule.
export function oracle(input) {
  fill();
  const dates = parse(input);
  const out = dates.map((date) => (won(date) ? 'YES' : 'NO'));
  if (out.join() !== dates.map((date) => (byRule(date) ? 'YES' : 'NO')).join()) {
    throw new Error('Calendar Game: the month + day rule disagrees with plain play');
  }
  return out.join('\n') + '\n';
}

// Dates: small inputs of 3 to 12 dates of 2001 (a few dozen positions), or at full size every
// date of the judge's range (37198 of them), shuffled.
export function generate(rng, size) {
  let dates = allDates();
  if (size !== 'full') {
    const late = dates.filter(([y, m]) => y === 2001 && m >= 9);
    dates = Array.from({ length: rng.int(3, 12) }, () => rng.pick(late));
  } else {
    for (let i = dates.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [dates[i], dates[j]] = [dates[j], dates[i]];
    }
  }
  return [dates.length, ...dates.map((date) => date.join(' '))].join('\n') + '\n';
}
