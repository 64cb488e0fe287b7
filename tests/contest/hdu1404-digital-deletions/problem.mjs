// HDU 1404 "Digital Deletions": see problem.md.
export const title = 'Digital Deletions';
export const source = 'HDU 1404';
export const family = 'a string of digits (lower a digit, or cut at a zero)';

// The strings, one per line up to the end of the input.
export const parse = (input) => input.split(/\s+/).filter(Boolean);

// The plain definition over every string of up to 6 digits: won[l][v] for the string of
// length l whose digits are v (leading zeros included). A move lowers one digit (a smaller
// v, same length) or erases a 0 and what follows (a shorter string), so filling the table by
// length, then by v, meets every move's target first. The empty string has no move: lost.
function play() {
  const won = [new Uint8Array(1)];
  for (let l = 1, size = 10; l <= 6; l++, size *= 10) {
    const row = new Uint8Array(size);
    for (let v = 0; v < size; v++) {
      let w = false;
      for (let p = 0, pw = 1; p < l && !w; p++, pw *= 10) {
        const d = Math.floor(v / pw) % 10;
        for (let k = 1; k <= d && !w; k++) w = !row[v - k * pw];
        if (d === 0) w = !won[l - 1 - p][Math.floor(v / (pw * 10))];
      }
      row[v] = w ? 1 : 0;
    }
    won.push(row);
  }
  return won;
}

let table = null;
const wonTable = () => (table ??= play());
const won = (s) => wonTable()[s.length][Number(s)] === 1;

// Every size: the plain definition, over the whole table (a million strings, fast enough).
export function oracle(input) {
  return (
    parse(input)
      .map((s) => (won(s) ? 'Yes' : 'No'))
      .join('\n') + '\n'
  );
}

// Strings: small ones of 1 to 3 digits, or at full size 3000 strings of 1 to 6 digits (with
// 999999, 000000 and 100000 among them, and strings of small digits with many zeros); about
// half are lost, found in the table.
export function generate(rng, size) {
  const full = size === 'full';
  const string = () => {
    const most = rng.pick([9, 9, 3, 1]);
    return Array.from({ length: rng.int(1, full ? 6 : 3) }, () => String(rng.int(0, most))).join('');
  };
  const strings = full ? ['999999', '000000', '100000', '9', '0'] : [];
  for (let k = full ? 3000 : rng.int(4, 12); strings.length < k;) {
    const lost = rng.chance(0.5);
    let s = string();
    while (lost && won(s)) s = string();
    strings.push(s);
  }
  return strings.join('\n') + '\n';
}
