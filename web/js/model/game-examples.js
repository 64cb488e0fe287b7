// The game-language examples offered on the learning page: each a definition
// (with a comment line in both languages), the game to show and its box. The
// C++ and JS tests check every one against an independent evaluation
// (tests/core/language/test_game_language.cpp, tests/js/game-language.test.mjs).
export const gameExamples = [
  {
    id: 'wythoff',
    name: { en: "Wythoff's game", zh: 'Wythoff 游戏（威佐夫博弈）' },
    box: '0..20, 0..20',
    text: `# Wythoff: a queen moves left, down or diagonally toward the corner
# 威佐夫博弈：皇后向左、向下或沿对角线走向角落
game wythoff(x, y)
  move (x - k, y)     for k in 1..x
  move (x, y - k)     for k in 1..y
  move (x - k, y - k) for k in 1..min(x, y)
`,
  },
  {
    id: 'cut',
    name: { en: 'Cutting a rectangle', zh: '切矩形' },
    box: '1..20, 1..20',
    text: `# cut a w x h rectangle along a grid line into two rectangles
# 沿格线把 w×h 的矩形切成两块，两块各自继续（游戏的和）
game cut(w, h)
  move cut(i, h) + cut(w - i, h)  for i in 1..w-1
  move cut(w, j) + cut(w, h - j)  for j in 1..h-1
`,
  },
  {
    id: 'half',
    name: { en: 'Take at most half', zh: '最多取一半' },
    box: '0..60',
    text: `# take at least one and at most half of the heap
# 每次至少取 1 颗，最多取一半
game half(n)
  move n - k for k in 1..n/2
`,
  },
  {
    id: 'nim2',
    name: { en: 'Nim with two heaps', zh: '两堆 Nim' },
    box: '0..15, 0..15',
    text: `# two heaps: take any number from one of them (try the formula x ^ y)
# 两堆石子，从其中一堆取任意颗（试试公式 x ^ y）
game nim2(x, y)
  move (x - k, y) for k in 1..x
  move (x, y - k) for k in 1..y
`,
  },
  {
    id: 'pair',
    name: { en: 'Remove one heap, split the other', zh: '拿走一堆，分开另一堆' },
    box: '1..30, 1..30',
    text: `# two heaps: remove one and split the other into two non-empty heaps
# 两堆：拿走其中一堆，再把另一堆分成两个非空的堆
game pair(a, b)
  move (i, a - i) for i in 1..a-1
  move (i, b - i) for i in 1..b-1
`,
  },
  {
    id: 'turtles',
    name: { en: 'Mock Turtles (coin turning)', zh: '翻硬币（Mock Turtles）' },
    game: 'turtle',
    box: '0..40',
    text: `# a row of coins: turn over one to three coins, the rightmost from heads to tails;
# a single head at n splits into single heads, so turtle(n) is its value
# 一排硬币：翻一到三枚，最右边那枚必须由正面翻成反面；每个正面各自是一个游戏
game none(z)
game turtle(n)
  move none(0)
  move turtle(i) for i in 0..n-1
  move turtle(i) + turtle(j) for i in 0..n-1, j in i+1..n-1
`,
  },
  {
    id: 'euclid',
    name: { en: "Euclid's game", zh: '欧几里得游戏' },
    box: '0..20, 0..20',
    text: `# take a positive multiple of the smaller number from the larger; reaching 0 ends the game
# 从较大的数里减去较小数的正整数倍；出现 0 时游戏结束
game euclid(a, b)
  move (a - k * b, b) for k in 1..a / b where b > 0 && a >= b
  move (a, b - k * a) for k in 1..b / a where a > 0 && b >= a
`,
  },
  {
    id: 'cut3',
    name: { en: 'Cutting a box (3-D)', zh: '切长方体（三维）' },
    box: '1..8, 1..8, 3',
    text: `# cut an x by y by z box along a grid plane; the table fixes z
# 沿格面切 x×y×z 的长方体；表里固定 z
game cut3(x, y, z)
  move cut3(i, y, z) + cut3(x - i, y, z) for i in 1..x-1
  move cut3(x, j, z) + cut3(x, y - j, z) for j in 1..y-1
  move cut3(x, y, k) + cut3(x, y, z - k) for k in 1..z-1
`,
  },
  {
    id: 'coins',
    name: { en: 'Turning coins (a row of n coins)', zh: '翻硬币（一排 n 枚）' },
    box: '6, 0..63',
    text: `# n coins in a row, heads where b has a 1 bit (coin 0 is the leftmost); turn over
# one, two or three coins, the rightmost of them from heads to tails
# n 枚硬币排成一行，b 的二进制位为 1 处是正面（第 0 枚在最左边）；每步翻一到三枚，
# 其中最右边的一枚必须由正面翻成反面
game coins(n, b)
  move (n, b ^ (1 << i)) for i in 0..n-1 where (b >> i) & 1
  move (n, b ^ (1 << i) ^ (1 << j)) for i in 0..n-1, j in 0..i-1 where (b >> i) & 1
  move (n, b ^ (1 << i) ^ (1 << j) ^ (1 << k)) for i in 0..n-1, j in 0..i-1, k in 0..j-1 where (b >> i) & 1
`,
  },
];

// A game whose moves loop, for the play page: squares 5 and 6 also step up,
// so 5, 6 and 7 can go round; 0 ends the game. Smith's values (sg analyze):
// walk(0) = 0 and walk(3) = 0 are lost for the player to move, walk(1),
// walk(2), walk(4) and walk(5) = ∞{0, 1} are won, walk(6) = ∞{1} and walk(7)
// = ∞{} are draws. From walk(5) one move wins (to 3), one loses (to 4) and
// one keeps a draw (to 6), side by side.
export const loopyExample = {
  id: 'walk',
  name: { en: 'A token that can step back up', zh: '可以往回走的棋子' },
  position: 'walk(5)',
  text: `# a token on squares 0, 1, 2, ...: move it one or two squares down; from 5 or 6 also one square up
# 棋子在 0、1、2……号格上：向下走一格或两格；在 5 号或 6 号格时也可以向上走一格
game walk(n)
  move n - k for k in 1..2 where n >= k
  move n + 1 where n == 5 || n == 6
`,
};
