// Rules to start from, for the mex table's example menu: each named in both
// languages, with its closed form or source where it has one.
export const ruleExamples = [
  { rule: '1,3,4', en: 'take 1, 3 or 4', zh: '取 1、3 或 4' },
  { rule: '1..3', en: 'take 1 to 3 (x mod 4)', zh: '取 1 到 3（x mod 4）' },
  { rule: 'odd', en: 'take an odd number (x mod 2)', zh: '取奇数个（x mod 2）' },
  { rule: 'pow2', en: 'powers of two (Good Luck in CET-4)', zh: '2 的幂（Good Luck in CET-4）' },
  { rule: 'fib', en: 'Fibonacci numbers', zh: '斐波那契数' },
  { rule: 'nim', en: 'Nim: take any number', zh: 'Nim：取任意个' },
  { rule: 'kayles', en: 'Kayles (0.77)', zh: 'Kayles（0.77）' },
  { rule: 'dawson', en: "Dawson's Kayles (0.07)", zh: 'Dawson 的 Kayles（0.07）' },
  { rule: 'grundy', en: "Grundy's game", zh: 'Grundy 游戏' },
  { rule: 'lasker', en: "Lasker's Nim", zh: 'Lasker 的 Nim' },
];
