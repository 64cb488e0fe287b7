// The course's contest problems, in English and Chinese (see lessons.js for
// how the content is written).
import { graphs, heap, p, problem, successorsText } from './build.js';

// An outcome item as the problem's input line shows it, with the position
// the engine answers for: a heap of n (powers of two), heaps of the
// Fibonacci rule, a heap of n taking 1 to m.
const powersOfTwo = (n) => ({ show: String(n), position: [heap('pow2', n)] });
const fibonacciHeaps = (hs) => ({ show: hs.join(' '), position: hs.map((x) => heap('fib', x)) });
const takeUpTo = ([n, m]) => ({ show: `${n} ${m}`, position: [heap(`1..${m}`, n)] });

// Contest problems: a statement, a sample (its output is computed by the
// engine like the answers), and the inputs the student answers.
export const problems = [
  problem(
    'problem-1',
    ['Powers of two (Good Luck in CET-4)', '取 2 的幂（Good Luck in CET-4）'],
    [
      p(
        'Two students play with a pile of n cards before their exam. They take turns; each turn a player takes 1, 2, 4, 8, … cards (a power of two, 2ᵏ with k ≥ 0) from the pile. Whoever takes the last card wins. The first player starts; for each n, say whether the first player wins (W) or loses (L) if both play perfectly.',
        '考试前两位同学用 n 张牌玩游戏。两人轮流从牌堆里取牌，每次只能取 1、2、4、8……张（2 的幂，2ᵏ，k ≥ 0），取走最后一张牌的人获胜。先手先取。对每个 n，若双方都用最优策略，判断先手必胜（W）还是必败（L）。'
      ),
      p('Input: one n per line. Output: W or L per line.', '输入：每行一个 n。输出：每行一个 W 或 L。'),
    ],
    { kind: 'outcome', items: [1, 3].map(powersOfTwo) },
    {
      id: 'p1',
      kind: 'outcome',
      items: [5, 6, 10, 15, 26, 1000].map(powersOfTwo),
    }
  ),
  problem(
    'problem-2',
    ['Fibonacci stones on three heaps', '三堆石子取斐波那契数'],
    [
      p(
        'There are three heaps of m, n and p stones. A move takes a Fibonacci number of stones (1, 2, 3, 5, 8, 13, …) from one heap. The player who cannot move loses. For each position, does the first player win (W) or lose (L)?',
        '有三堆石子，分别有 m、n、p 颗。每次从某一堆中取走斐波那契数颗（1、2、3、5、8、13……）。无法行动的人输。对每个局面，先手必胜（W）还是必败（L）？'
      ),
      p('Input: m n p per line. Output: W or L per line.', '输入：每行三个数 m n p。输出：每行一个 W 或 L。'),
    ],
    {
      kind: 'outcome',
      items: [
        [1, 1, 1],
        [1, 4, 1],
      ].map(fibonacciHeaps),
    },
    {
      id: 'p2',
      kind: 'outcome',
      // prettier-ignore
      items: [[2, 3, 4], [4, 4, 4], [5, 9, 12], [10, 20, 30], [7, 8, 15]].map(fibonacciHeaps),
    }
  ),
  problem(
    'problem-3',
    ['S-Nim', 'S-Nim：限定取法的 Nim'],
    [
      p(
        'Nim with a twist: a move takes exactly s stones from one heap, where s must belong to a given set S. Here S = {2, 5}. For each position (the heap sizes), does the first player win (W) or lose (L)?',
        'Nim 的变形：每次从某一堆中恰好取走 s 颗，s 必须属于给定的集合 S。这里 S = {2, 5}。对每个局面（各堆石子数），先手必胜（W）还是必败（L）？'
      ),
      p(
        'Input: the heap sizes of one position per line. Output: W or L per line.',
        '输入：每行是一个局面的各堆石子数。输出：每行一个 W 或 L。'
      ),
    ],
    { kind: 'outcome', rule: '2,5', items: ['5 7 12', '2 4 7', '2 3 7 12'] },
    { id: 'p3', kind: 'outcome', rule: '2,5', items: ['1 2 3', '4 5 6', '7 7', '10 11 12 13', '20'] }
  ),
  problem(
    'problem-4',
    ['Bash’s game', '巴什博弈'],
    [
      p(
        'One heap of n stones; a move takes 1 to m stones; whoever takes the last stone wins. For each n and m, does the first player win (W) or lose (L)?',
        '一堆 n 颗石子，每次取 1 到 m 颗，取走最后一颗的人获胜。对每组 n 和 m，先手必胜（W）还是必败（L）？'
      ),
      p('Input: n m per line. Output: W or L per line.', '输入：每行两个数 n m。输出：每行一个 W 或 L。'),
    ],
    {
      kind: 'outcome',
      items: [
        [23, 2],
        [10, 4],
      ].map(takeUpTo),
    },
    {
      id: 'p4',
      kind: 'outcome',
      // prettier-ignore
      items: [[20, 3], [21, 4], [100, 9], [7, 7], [50, 6]].map(takeUpTo),
    }
  ),
  problem(
    'problem-5',
    ['Counting the winning first moves in Nim', 'Nim 中必胜的第一步有几种'],
    [
      p(
        'A Nim position is given by its heap sizes. How many different first moves win (leave a P-position)? A move is a heap and how many stones remain in it. Print 0 when the first player loses.',
        '给出一个 Nim 局面的各堆石子数。先手有多少种不同的第一步能够取胜（走到必败态）？一种走法由选哪一堆、这堆剩下几颗决定。先手必败时输出 0。'
      ),
      p('Input: the heap sizes per line. Output: one count per line.', '输入：每行是各堆石子数。输出：每行一个数。'),
    ],
    { kind: 'count', items: [[5, 7, 9]] },
    {
      id: 'p5',
      kind: 'count',
      // prettier-ignore
      items: [[3, 4, 5], [1, 2, 3], [7, 11, 13], [6, 10, 12, 15]],
    }
  ),
  problem(
    'problem-6',
    ['Tokens on a DAG', '有向无环图上的棋子'],
    [
      p(
        `Several tokens stand on the vertices of a DAG (several may share a vertex). A move slides one token along one edge; the player who cannot move loses. The graph: ${successorsText('tokens')}. For each placement of the tokens, does the first player win (W) or lose (L)?`,
        `一个有向无环图的顶点上放着若干枚棋子（一个顶点上可以有多枚）。每步把一枚棋子沿一条边移动，无法移动的人输。图的边：${successorsText('tokens', 'zh')}。对每种摆法，先手必胜（W）还是必败（L）？`
      ),
      p(
        'Input: the vertices of the tokens, one placement per line. Output: W or L per line.',
        '输入：每行一种摆法，列出各棋子所在的顶点。输出：每行一个 W 或 L。'
      ),
    ],
    { kind: 'tokens', edges: graphs.tokens, items: [['a'], ['b', 'c']] },
    {
      id: 'p6',
      kind: 'tokens',
      edges: graphs.tokens,
      items: [['a', 'b'], ['d'], ['d', 'e', 'f'], ['c', 'c'], ['a', 'd', 'g']],
    }
  ),
];
