// The course's content, in English and Chinese side by side, written as data
// for one builder each: lesson(id, title, blocks, exercises) and problem(id,
// title, statement, sample, exercise). A title or prompt is a pair [English,
// Chinese]; blocks are paragraphs, live widgets, lists and links; exercises
// hold only the question (a rule, a graph, positions):
// web/js/model/course/check.js asks the engine for the answers. In text,
// **bold** and `code` are the only markup (made into elements as text).
import { gameExamples } from '../game-examples.js';
import { ex, graphEx, graphs, lesson, p, successorsText, tryThenTell } from './build.js';
import { problems } from './problems.js';
import { canonLessons } from './lessons-canon.js';
import { writeSaved } from '../saved-game.js';

export { problems };

const wythoffText = gameExamples.find((e) => e.id === 'wythoff').text;
// Two games of the game language that lesson 9 shows as tables.
const misereText = `# misère Nim with two heaps: a move that takes the last stone loses at once, so it is left out
# 两堆反常 Nim：取走最后一颗的那一步会立刻输，所以不算在走法里
game misere(x, y)
  move (x - k, y) for k in 1..x where x - k + y > 0
  move (x, y - k) for k in 1..y where x + y - k > 0
`;
const stairsText = `# staircase Nim on three steps: move coins from a step to the one below
# 三级台阶的阶梯 Nim：把硬币从一级移到下一级
game stairs(step1, step2, step3)
  move (step1 - k, step2, step3) for k in 1..step1
  move (step1 + k, step2 - k, step3) for k in 1..step2
  move (step1, step2 + k, step3 - k) for k in 1..step3
`;
// The tables lesson 9's sections show, each before the paragraph that tells what it shows.
const lesson9Tables = {
  kayles: {
    widget: 'sg-mex-table',
    attrs: { rule: 'kayles', upto: '100', step: '100', predict: 'off', period: 'ask' },
  },
  misere: { widget: 'sg-game-table', attrs: { box: '0..8, 0..8' }, text: misereText },
  stairs: { widget: 'sg-game-table', attrs: { box: '0..8, 3, 0..8' }, text: stairsText },
  wythoff: { widget: 'sg-game-table', attrs: { box: '0..10, 0..10' }, text: wythoffText },
};
// play.html opens a game from #game= (a saved game, model/saved-game.js): here new ones.
const playLink = (definition, position) =>
  `play.html#game=${encodeURIComponent(writeSaved({ definition, position, misere: false, first: 'human' }))}`;
const classicPlay = playLink('', '1..3:7 odd:6 nim:5 nim:4');
const wythoffPlay = playLink(wythoffText, 'wythoff(7, 9)');

// Lessons 1 to 9 here; 10 to 13 (the canon past the theorem) in lessons-canon.js.
export const lessons = [
  lesson(
    'lesson-1',
    ['mex', 'mex 运算'],
    [
      p(
        'Two players take turns; what a move may do depends only on the position, never on whose turn it is; the player who cannot move loses. Such a game is an **impartial game**. Every one of them can be understood with one small operation on sets of numbers, the mex.',
        '两人轮流行动，能怎么走只取决于当前局面，与轮到谁无关，无法行动的一方判负——这样的游戏叫**公平组合游戏**。分析它们的一切，都从一个作用在整数集合上的小运算开始：mex。'
      ),
      p(
        '**mex(S)**, the minimum excludant of S, is the least non-negative integer that is not in S. So mex{0, 1, 3} = 2, mex{1, 2} = 0, and for the empty set mex{} = 0.',
        '**mex(S)** 表示不属于集合 S 的最小非负整数。例如 mex{0, 1, 3} = 2，mex{1, 2} = 0，空集的 mex{} = 0。'
      ),
      p(
        'Try it: press the numbers to put them into S or take them out, and watch the mex.',
        '动手试一试：点击下面的数字，把它放进 S 或拿出来，观察 mex 怎样变化。'
      ),
      { mexToy: true },
      p(
        'Notice two things. The order of the numbers and their repetitions do not matter. And adding a number larger than the mex never changes it: only the first gap counted from 0 does.',
        '可以发现两点：元素的顺序和重复都不影响结果；往集合里加入比 mex 大的数，mex 不会变。决定 mex 的只是从 0 数起的第一个“空位”。'
      ),
    ],
    [
      ex(
        'l1e1',
        'mex',
        // Not the text's examples (mex{0, 1, 3}, mex{1, 2}, mex{}), nor the toy's first set.
        {
          sets: [
            [0, 2, 3],
            [1, 2, 3],
            [0, 1, 2, 4],
            [0, 1, 2, 3, 5],
          ],
        },
        'Write the mex of each set.',
        '写出每个集合的 mex。'
      ),
      ex(
        'l1e2',
        'mex',
        {
          sets: [
            [0, 0, 1, 1, 2],
            [3, 4, 5],
            [0, 2, 1, 5, 3],
            [2, 0, 4, 1],
          ],
        },
        'Repetitions and order do not matter: write the mex of each.',
        '重复和顺序都不影响结果：写出每个集合的 mex。'
      ),
    ]
  ),
  lesson(
    'lesson-2',
    ['Games as graphs: P- and N-positions', '游戏即有向图：必胜态与必败态'],
    [
      p(
        'Draw each position of a game as a vertex, and each move as an arrow from the position before it to the position after it. The positions one move away from x are the **successors** of x. When no sequence of moves returns to a position, the graph is a DAG (a directed acyclic graph), and every play ends.',
        '把游戏的每个局面画成一个顶点，每种走法画成一条从走之前的局面指向走之后的局面的有向边。从 x 走一步可达的局面叫做 x 的**后继**。如果局面永远不会重复出现，这张图就是一个有向无环图（DAG），游戏一定会在有限步内结束。'
      ),
      p(
        'Every position is one of two kinds. A **P-position** is lost for the player to move (the Previous player, who just moved, wins); an **N-position** is won for the player to move (the Next player). Three properties decide which is which:',
        '每个局面都属于两类之一：**必败态**（P-position），轮到走的一方必输（刚走完的一方赢）；**必胜态**（N-position），轮到走的一方必赢。它们由下面三条性质完全确定：'
      ),
      {
        ol: [
          { en: 'Every terminal position (one with no move) is P.', zh: '无法行动的局面（终止局面）是必败态。' },
          { en: 'From every N-position some move reaches a P-position.', zh: '必胜态一定存在一步走到某个必败态。' },
          { en: 'From every P-position every move reaches an N-position.', zh: '必败态无论怎么走，都只能走到必胜态。' },
        ],
      },
      p(
        'Apply them from the bottom of the graph up: the vertices with no arrow out are P; a vertex with an arrow into a P is N; a vertex whose arrows all go into N is P. Click a vertex to say yourself whether it is P or N: the drawing labels it once you are right. Or press “Label next vertex” under the drawing to see one vertex at a time worked out from the bottom. A vertex labelled 0 is P and any other label means N (what the numbers are is the next lesson).',
        '从图的底部往上推：没有出边的点是 P；有边指向某个 P 的点是 N；所有出边都指向 N 的点是 P。点击一个顶点，自己判断它是 P 还是 N：答对了，图上就会标出它。也可以点图下方的“标记下一个顶点”，自底向上一次看一个顶点的推导。标为 0 的点是必败态，标为其他数的点是必胜态（这些数是什么，下一课再讲）。'
      ),
      { widget: 'sg-graph-game', attrs: { edges: graphs.pn, tokens: '', editor: 'off', play: 'off', ask: 'pn' } },
    ],
    [
      graphEx('l2e1', 'graph-pn', 'ex21', 'abcde', 'Is each vertex P or N?', '每个顶点是 P 还是 N？'),
      graphEx('l2e2', 'graph-pn', 'ex22', 'abcdefgh', 'Is each vertex P or N?', '每个顶点是 P 还是 N？'),
    ]
  ),
  lesson(
    'lesson-3',
    ['The SG function on a DAG', 'DAG 上的 SG 函数'],
    [
      p(
        'P and N only say who wins one game played alone. To add games together (lesson 7) we need a number for each position: the **Sprague-Grundy function**, defined from the bottom of the graph up:',
        'P 和 N 只能回答单独一局游戏谁赢。要把几个游戏合在一起（第 7 课），需要给每个局面一个数，这就是 **SG 函数**，它同样自底向上定义：'
      ),
      { pre: 'sg[x] = mex{ sg[y] : y is a successor of x }', preZh: 'sg[x] = mex{ sg[y] | y 是 x 的后继 }' },
      p(
        'A terminal position has no successor, so its value is mex{} = 0. And the three properties of lesson 2 come for free: if sg[x] = 0, no successor has the value 0 (else 0 would be in the set and the mex would not be 0); if sg[x] > 0, some successor has the value 0 (else the mex would be 0). So **x is P exactly when sg[x] = 0**.',
        '终止局面没有后继，sg 值为 mex{} = 0。第 2 课的三条性质也随之成立：若 sg[x] = 0，则没有后继的值为 0（否则 0 在集合里，mex 就不是 0）；若 sg[x] > 0，则一定有后继的值为 0（否则 mex 就是 0）。所以 **x 是必败态当且仅当 sg[x] = 0**。'
      ),
      p(
        'Label the graph yourself, from the bottom up: click a vertex and give its value, the mex of the values at the ends of its arrows. “Label next vertex” shows the next one worked out, when you want to check.',
        '自底向上自己标记这张图：点击一个顶点，写出它的值，也就是它所有后继的值的 mex。想核对时，按“标记下一个顶点”看下一个顶点的推导。'
      ),
      { widget: 'sg-graph-game', attrs: { edges: graphs.sg, tokens: '', editor: 'off', play: 'off', ask: 'sg' } },
      p(
        'The value tells more than the winner. From a position of value k there are moves to positions of every value 0, 1, …, k − 1 (that is what the mex means), and no move to another position of value k. Keep this in mind: it is why such a position plays like a Nim heap of k stones (lesson 7).',
        'sg 值包含的信息比胜负更多：从值为 k 的局面出发，可以走到值为 0、1、…、k−1 的每一种局面（这正是 mex 的含义），却不能走到值仍为 k 的局面。请记住这一点：正因如此，这个局面就像一堆 k 颗石子的 Nim（第 7 课）。'
      ),
    ],
    // The same question on two graphs.
    [
      ['ex31', 'abcdefg'],
      ['ex32', 'pqrstuv'],
    ].map(([graph, vertices], k) =>
      graphEx(`l3e${k + 1}`, 'graph-sg', graph, vertices, 'Write sg of each vertex.', '写出每个顶点的 sg 值。')
    )
  ),
  lesson(
    'lesson-4',
    ['A heap as a DAG: the subtraction game {1, 3, 4}', '一堆石子也是 DAG：减法游戏 {1, 3, 4}'],
    [
      p(
        'Now a real game: one heap of x stones; a move takes 1, 3 or 4 stones; the player who cannot move loses. Each heap size is a vertex, with arrows from x to x − 1, x − 3 and x − 4 (those that are not negative). It is a DAG, so sg[x] can be computed from x = 0 upward, each value from smaller ones.',
        '现在看一个真正的游戏：一堆 x 颗石子，每次只能取走 1、3 或 4 颗，不能取的人输。把每个 x 看成一个顶点，x 有边连向 x−1、x−3、x−4（不为负的那些）。这是一个 DAG，所以可以从 x = 0 开始往上，用较小的值逐个求出 sg[x]。'
      ),
      p(
        'Build the table yourself: for each x the widget asks you for sg[x] before it shows it. List the heaps a move leaves (x − 1, x − 3 and x − 4, those that are not negative), read their values from the cells you have already filled, and take the mex.',
        '自己动手建表：组件在显示每个 sg[x] 之前，会先让你填写。先列出走一步后剩下的堆（x−1、x−3、x−4 中不为负的那些），从已经填好的格子里读出它们的 SG 值，再求 mex。'
      ),
      { widget: 'sg-mex-table', attrs: { rule: '1,3,4', upto: '20', predict: 'on', step: '0' } },
      {
        reveal: {
          en: 'When you have filled the table: compare it with the classic one, and see its period',
          zh: '填完表之后：和经典的表对照，看看它的周期',
        },
        blocks: [
          { pre: '    x: 0 1 2 3 4 5 6 7 8\nsg[x]: 0 1 0 1 2 3 2 0 1' },
          p(
            'This is the table of the classic tutorials. The P-positions are the zeros: x = 0, 2, 7, 9, 14, 16, … And the row repeats: 0 1 0 1 2 3 2, then the same again, with **period 7**. Once 4 values in a row (4 is the largest move) come back one period later, every value after them does too, because each value depends only on the 4 before it. The widget says so when it has proved the period this way.',
            '这正是经典教程里的那张表。必败态就是值为 0 的位置：x = 0、2、7、9、14、16……而且这一行会重复：0 1 0 1 2 3 2 之后又是同样的七个数，**周期为 7**。只要连续 4 个值（4 是一次最多取的数）在一个周期之后重复出现，后面的每个值都会重复，因为每个值只由它前面 4 个值决定。组件用这个办法证明了周期之后，会在表下说明。'
          ),
        ],
      },
    ],
    [
      ex(
        'l4e1',
        'values',
        { rule: '2,5', from: 0, to: 10, layout: 'row' },
        'A move takes 2 or 5 stones. Write sg[0], sg[1], …, sg[10] in a row.',
        '每次只能取 2 颗或 5 颗。依次写出 sg[0]、sg[1]、…、sg[10]，写在一行里。'
      ),
      ex(
        'l4e2',
        'outcome',
        { rule: '1,3,4', items: ['7', '15', '18', '30'] },
        'Take 1, 3 or 4 again. For heaps of 7, 15, 18 and 30 stones, does the first player win (W) or lose (L)? Use the period.',
        '仍是每次取 1、3 或 4 颗。石子数为 7、15、18、30 时，先手必胜（W）还是必败（L）？利用周期。'
      ),
    ]
  ),
  lesson(
    'lesson-5',
    ['Closed forms, read from the tables', '从表中发现公式'],
    [
      p(
        'Some tables follow a pattern simple enough to write as a formula. Here are three rules. Look at each table and try to say its pattern before you read the paragraph after them; under each table, “Show the period now” checks your guess. You can change the rule in each (try 1..5 in the first).',
        '有些表的规律简单到可以写成公式。下面是三种规则。先看表，试着自己说出规律，再读后面的文字；每张表下面的“直接显示周期”可以核对你的猜想。每张表的规则都可以改（比如把第一张改成 1..5 试试）。'
      ),
      { label: { en: 'Take 1 to 3 stones:', zh: '每次取 1 到 3 颗：' } },
      { widget: 'sg-mex-table', attrs: { rule: '1..3', upto: '16', step: '16', predict: 'off', period: 'ask' } },
      { label: { en: 'Take any number of stones (one Nim heap):', zh: '每次取任意多颗（一堆 Nim）：' } },
      { widget: 'sg-mex-table', attrs: { rule: 'nim', upto: '16', step: '16', predict: 'off', period: 'ask' } },
      { label: { en: 'Take an odd number of stones:', zh: '每次取奇数颗：' } },
      { widget: 'sg-mex-table', attrs: { rule: 'odd', upto: '16', step: '16', predict: 'off', period: 'ask' } },
      p(
        '**Take 1 to m** (Bash’s game): the first table runs 0 1 2 3 0 1 2 3 …, that is sg[x] = x mod 4, and in general **sg[x] = x mod (m + 1)**. The reason: the successors x − 1, …, x − m of a large heap are m numbers in a row, so their values are every remainder mod m + 1 except x mod (m + 1) itself, and the mex of that is x mod (m + 1). The first player loses exactly when m + 1 divides x: whatever number k the first player takes, the second player takes m + 1 − k, and the heap stays a multiple of m + 1.',
        '**每次取 1 到 m 颗**（巴什博弈）：第一张表是 0 1 2 3 0 1 2 3 …，即 sg[x] = x mod 4；一般地 **sg[x] = x mod (m+1)**。原因：x 的后继 x−1、…、x−m 是连续的 m 个数，它们的值恰好是模 m+1 的所有余数中除去 x mod (m+1) 的那些，所以 mex 就是 x mod (m+1)。当且仅当 m+1 整除 x 时先手必败：先手取 k 颗，后手就取 m+1−k 颗，堆的大小始终是 m+1 的倍数。'
      ),
      p(
        '**Take any number**: sg[x] = x. Every smaller heap is reachable, so the values reached are 0, 1, …, x − 1, and their mex is x. A Nim heap of x stones has the value x.',
        '**取任意多颗**：sg[x] = x。每个更小的堆都能到达，到达的值是 0、1、…、x−1，mex 就是 x。所以一堆 x 颗的 Nim，SG 值就是 x。'
      ),
      p(
        '**Take an odd number**: sg[x] = x mod 2. An odd move changes the parity: a non-empty even heap reaches only odd heaps (value 1), so its value is 0; an odd heap reaches even heaps, 0 among them (value 0), so its value is 1.',
        '**取奇数颗**：sg[x] = x mod 2。取奇数颗会改变奇偶性：非空的偶数堆只能到达奇数堆（值为 1），所以值为 0；奇数堆能到达偶数堆（包括 0，值为 0），所以值为 1。'
      ),
      p(
        'A formula is worth finding: with it, sg[10⁹] needs no table at all.',
        '找到公式很值得：有了它，sg[10⁹] 也不用打表。'
      ),
    ],
    [
      ex(
        'l5e1',
        'value',
        {
          items: [
            [3, 10],
            [5, 13],
            [5, 24],
            [9, 100],
          ].map(([m, x]) => ({ rule: `1..${m}`, x })),
        },
        'Take 1 to m. Write each value: sg(1..m:x) is the value of a heap of x stones when a move takes 1 to m.',
        '每次取 1 到 m 颗。写出每个值：sg(1..m:x) 是每次取 1 到 m 颗时，一堆 x 颗石子的值。'
      ),
      ex(
        'l5e2',
        'value',
        {
          items: [
            { rule: 'nim', x: 9 },
            { rule: 'odd', x: 10 },
            { rule: 'odd', x: 7 },
            { rule: 'nim', x: 0 },
          ],
        },
        'Nim heaps and “take an odd number”: write each value.',
        'Nim 堆与“取奇数颗”：写出每个值。'
      ),
    ]
  ),
  lesson(
    'lesson-6',
    ['Nim and Bouton’s theorem', 'Nim 游戏与 Bouton 定理'],
    [
      p(
        '**Nim**: several heaps; a move takes any positive number of stones from one heap; the player who cannot move loses. Which positions are lost for the player to move? Find out before reading on: say who wins below (N: the player to move wins; P: the player to move loses) before the widget tells you, then change the sizes and guess again (try 1, 2, 3, then 3, 4, 5, then 2, 2 or 5, 5, 7, 7). The sizes are written in binary one under the other: look at the columns of the positions that are P.',
        '**Nim 游戏**：有若干堆石子，每次从某一堆中取走任意多颗（至少一颗），不能取的人输。哪些局面轮到走的一方必输？往下读之前先自己找一找：在组件告诉你之前，先说出下面的局面谁会赢（N：轮到走的一方必胜；P：轮到走的一方必败），再改一改石子数接着猜（试试 1、2、3，再试 3、4、5，再试 2、2 或 5、5、7、7）。各堆大小按二进制上下对齐写着：看看必败局面的每一列。'
      ),
      { widget: 'sg-sum', attrs: { parts: 'heaps', position: 'nim:1 nim:2 nim:3', predict: 'on' } },
      p(
        'The pattern you saw is **Bouton’s theorem** (1901): a Nim position is P exactly when the XOR of the heap sizes, its **nim-sum** (written ⊕), is 0.',
        '你看到的规律就是 **Bouton 定理**（1901）：Nim 局面是必败态，当且仅当各堆石子数的**异或和**（记作 ⊕）为 0。'
      ),
      p(
        'XOR adds in binary without carrying. Write the sizes in binary one under the other and look at each column: the nim-sum is 0 exactly when every column holds an even number of 1s. For 3, 4, 5: 011 ⊕ 100 ⊕ 101 = 010 = 2. Change the heaps below and watch the columns.',
        '异或就是不进位的二进制加法。把各堆大小写成二进制上下对齐，逐列看：每一列 1 的个数都是偶数，异或和才为 0。例如 3、4、5：011 ⊕ 100 ⊕ 101 = 010 = 2。改一改下面的堆，看看每一列的变化。'
      ),
      { widget: 'sg-nim-sum', attrs: { values: '3,4,5' }, edit: 'values' },
      p(
        'Why it is true, property by property (lesson 2): the terminal position, all heaps empty, has nim-sum 0. From nim-sum 0, a move changes one heap, so some column changes and the nim-sum is no longer 0. From a nim-sum s ≠ 0, take the highest column where s has a 1 and a heap h with a 1 in that column; then h ⊕ s < h, and reducing h to h ⊕ s makes the nim-sum 0.',
        '逐条对照第 2 课的三条性质即可证明：终止局面（全部为空）异或和为 0；异或和为 0 时，任何一步只改变一堆，必然改变某一列，异或和就不再是 0；异或和 s ≠ 0 时，取 s 最高位的 1 所在的列，找一堆在这一列也是 1 的 h，则 h ⊕ s < h，把 h 取到只剩 h ⊕ s 颗，异或和就变成 0。'
      ),
      p(
        'For 3, 4, 5 the nim-sum is 2, and only the heap of 3 has a 1 in the 2s column: 3 ⊕ 2 = 1, so take 2 stones from it and leave 1, 4, 5 (1 ⊕ 4 ⊕ 5 = 0).',
        '对 3、4、5，异或和为 2，只有 3 这一堆在“2”这一列上是 1：3 ⊕ 2 = 1，所以从这堆取走 2 颗，留下 1、4、5（1 ⊕ 4 ⊕ 5 = 0）。'
      ),
    ],
    [
      ex(
        'l6e1',
        'nimsum',
        {
          items: [
            [1, 2],
            [3, 5],
            [5, 6, 7],
            [2, 4, 7, 9],
          ],
        },
        'Compute each nim-sum.',
        '计算每组数的异或和。'
      ),
      ex(
        'l6e2',
        'outcome',
        // Not the positions the lesson has the reader try in its widget.
        { rule: 'nim', items: ['1 4 5', '2 3 6', '6 9 15', '7 7 7', '4 8 12 1'] },
        'Nim positions (heap sizes): does the first player win (W) or lose (L)?',
        '下面是 Nim 局面（各堆石子数）：先手必胜（W）还是必败（L）？'
      ),
    ]
  ),
  lesson(
    'lesson-7',
    ['Sums of games and the Sprague-Grundy theorem', '游戏的和与 SG 定理'],
    [
      p(
        'Put several games side by side. A move is a move in one of them, of the mover’s choice; the player who cannot move in any of them loses. This is the **sum** of the games; Nim is the sum of its heaps.',
        '把几个游戏放在一起，每一步任选其中一个游戏走一步，所有游戏都无法行动时轮到的人输。这叫做这些游戏的**和**；Nim 就是它各堆的和。'
      ),
      p(
        'Try a sum before the theorem. Below, the first heap follows “take 1 to 3” and the second “take an odd number”; each shows its value (lesson 5). Say who wins the whole sum before the widget does; then change the rules and the sizes and guess again, comparing the values of the heaps with who wins.',
        '先试一试游戏的和，再读定理。下面第一堆的规则是“取 1 到 3 颗”，第二堆是“取奇数颗”，每堆旁边是它的 SG 值（第 5 课）。在组件告诉你之前，先说出整个和谁会赢；再改一改规则和石子数接着猜，把各堆的 SG 值和胜负对照着看。'
      ),
      { widget: 'sg-sum', attrs: { parts: 'heaps', position: '1..3:5 odd:7', predict: 'on' } },
      p(
        '**The Sprague-Grundy theorem**: the value of a sum is the XOR of the values of its parts, sg(G₁ + G₂ + … + Gₙ) = sg(G₁) ⊕ sg(G₂) ⊕ … ⊕ sg(Gₙ). So the sum is P exactly when this XOR is 0.',
        '**SG 定理**：游戏的和的 SG 值等于各个子游戏 SG 值的异或和，即 sg(G₁ + G₂ + … + Gₙ) = sg(G₁) ⊕ sg(G₂) ⊕ … ⊕ sg(Gₙ)。所以和是必败态，当且仅当这个异或和为 0。'
      ),
      p(
        'Why a position of value k plays like a Nim heap of k stones: from it there are moves to every value below k, just as a heap of k can be made any smaller heap. It may also have moves to larger values, which a Nim heap lacks, but they do not help: after a move to a larger value, the opponent moves that component back to value k (a larger value has k among its successors’ values). So Bouton’s argument of lesson 6 works with the values in place of the heap sizes.',
        '为什么值为 k 的局面就像一堆 k 颗的 Nim？因为它能走到比 k 小的每一个值，正如一堆 k 颗能变成任意更小的堆。它也可能走到更大的值（Nim 堆做不到），但这没有用：有人走到更大的值后，对手可以在同一个子游戏里再走回值 k（更大的值的后继中一定有值为 k 的）。所以把第 6 课 Bouton 的论证中的堆大小换成 SG 值，照样成立。'
      ),
      p(
        'In the sum you started with, sg[5] = 5 mod 4 = 1 and sg[7] = 7 mod 2 = 1, the nim-sum is 1 ⊕ 1 = 0, and the first player loses.',
        '在一开始的那个和里，sg[5] = 5 mod 4 = 1，sg[7] = 7 mod 2 = 1，异或和 1 ⊕ 1 = 0，先手必败。'
      ),
      p(
        'Games on graphs add the same way: put several tokens on a DAG; a move slides one token along one arrow. Each token is a game of its own, and the position’s value is the XOR of the values of the tokens’ vertices.',
        '图上的游戏也一样相加：在 DAG 上放几枚棋子，每步把其中一枚沿一条边移动。每枚棋子各是一个子游戏，整个局面的值就是各棋子所在顶点的 sg 值的异或和。'
      ),
    ],
    [
      ex(
        'l7e1',
        'outcome',
        // Not the lesson's own example (1..3:5 odd:7), whose answer the text gives.
        { items: ['1..3:6 odd:3', '1..3:6 nim:2', '1,3,4:4 nim:2', 'odd:3 odd:5 1..3:3'] },
        'Sums of heaps, each written rule:size. Does the first player win (W) or lose (L)?',
        '下面是几堆石子的和，每堆写成“规则:石子数”。先手必胜（W）还是必败（L）？'
      ),
      ex(
        'l7e2',
        'tokens',
        {
          edges: graphs.pn,
          items: [
            ['a', 'c'],
            ['b', 'c'],
            ['a', 'd', 'e'],
            ['d', 'e', 'f'],
          ],
        },
        `Tokens on the graph of lesson 2 (${successorsText('pn')}). For each set of tokens, does the first player win (W) or lose (L)?`,
        `棋子放在第 2 课的图上（${successorsText('pn', 'zh')}）。对每组棋子，先手必胜（W）还是必败（L）？`
      ),
    ]
  ),
  lesson(
    'lesson-8',
    ['The classic compound game', '经典的组合游戏'],
    [
      p(
        'The tutorials’ classic exercise puts it all together: four heaps of 7, 6, 5 and 4 stones. From the first a move takes 1 to 3 stones, from the second an odd number, from the last two any number. Who wins, and how?',
        '经典教程里的综合题把前面的内容都用上了：四堆石子，分别有 7、6、5、4 颗。第一堆每次取 1 到 3 颗，第二堆每次取奇数颗，后两堆每次取任意多颗。谁会赢，怎么赢？'
      ),
      p(
        'Try it first: below are the four heaps with their rules, each with its value. Say who wins before the widget does; then it shows the nim-sum in binary and the winning moves. Change a size and guess again; or play it against the computer.',
        '先自己试一试：下面是这四堆石子和它们的规则，每堆旁边是它的 SG 值。在组件告诉你之前，先说出谁会赢；之后它会显示二进制的异或和以及必胜走法。改一改某堆的石子数再猜；也可以和电脑下这一局。'
      ),
      { widget: 'sg-sum', attrs: { parts: 'heaps', position: '1..3:7 odd:6 nim:5 nim:4', predict: 'on' } },
      {
        links: [
          {
            href: classicPlay,
            en: 'Play these four heaps against the computer',
            zh: '和电脑下这四堆石子',
          },
        ],
      },
      p(
        'Why: the values are sg[7] = 7 mod 4 = 3 for the first heap, sg[6] = 6 mod 2 = 0 for the second, and the Nim heaps are worth 5 and 4. The nim-sum is 3 ⊕ 0 ⊕ 5 ⊕ 4 = 2 ≠ 0, so the first player wins. To win, make the nim-sum 0: the first heap must go from value 3 to 3 ⊕ 2 = 1, so take 2 stones and leave 5 (5 mod 4 = 1). No other heap can do it (5 ⊕ 2 = 7 and 4 ⊕ 2 = 6 are larger, and the odd heap can never have the value 2), so this is the only winning move.',
        '道理如下：第一堆 sg[7] = 7 mod 4 = 3，第二堆 sg[6] = 6 mod 2 = 0，两堆 Nim 的值是 5 和 4。异或和 3 ⊕ 0 ⊕ 5 ⊕ 4 = 2 ≠ 0，所以先手必胜。要赢就要把异或和变成 0：第一堆的值要从 3 变成 3 ⊕ 2 = 1，即取走 2 颗、剩下 5 颗（5 mod 4 = 1）。别的堆都做不到（5 ⊕ 2 = 7、4 ⊕ 2 = 6 都更大，取奇数颗的堆的值不可能是 2），所以这是唯一的必胜走法。'
      ),
    ],
    [
      ex(
        'l8e1',
        'outcome',
        {
          // Other sizes than the lesson's worked example (7, 6, 5, 4).
          items: [
            '1..3:9 odd:4 nim:7 nim:2',
            '1..3:2 odd:9 nim:3',
            '1..3:8 odd:4 nim:6 nim:5',
            '1..3:6 odd:1 nim:2 nim:1',
          ],
        },
        'The same three rules with other sizes: does the first player win (W) or lose (L)?',
        '同样的三种规则，换成别的石子数：先手必胜（W）还是必败（L）？'
      ),
      ex(
        'l8e2',
        'count',
        {
          items: ['1..3:5 odd:3 nim:6 nim:7', '1..3:3 odd:5 nim:6 nim:7', 'nim:1 nim:2 nim:3 nim:4 nim:5 nim:6 nim:7'],
        },
        'How many winning first moves does each position have (0 if it is P)?',
        '每个局面先手有多少种必胜的第一步（必败态填 0）？'
      ),
    ]
  ),
  lesson(
    'lesson-9',
    ['Further: take-and-break, misère, staircase, Wythoff', '拓展：取子分堆、反常游戏、阶梯 Nim、威佐夫'],
    [
      ...tryThenTell(
        { en: 'Take-and-break: Kayles', zh: '取子并分堆：Kayles' },
        [
          'In **Kayles** a row of pins is knocked down one pin or two neighbouring pins at a time, and a move in the middle splits the row in two. A move may leave two rows: that is a sum, so its value is the XOR of the two parts, and sg[x] is the mex of those XORs. Look at the table first: does it settle into a pattern, and from where? Point at a value to see the moves that give it, and when you have a guess, check it with “Show the period now” under the table.',
          '**Kayles**（保龄球游戏）：一排木瓶，每次击倒一个或相邻的两个，从中间击倒会把一排分成两排。走一步可能留下两排，这就是游戏的和，它的值是两部分的异或和，sg[x] 就是这些异或和的 mex。先看表：它会不会变得有规律？从哪里开始？把指针移到一个值上，可以看到得出它的走法；有了猜想，再按表下的“直接显示周期”核对。',
        ],
        lesson9Tables.kayles,
        [
          'The table starts irregular and becomes periodic: **period 12 from x = 71** (proved by the octal periodicity theorem, as the note under the table says).',
          '这张表开头没有规律，之后变成周期的：**从 x = 71 起周期为 12**（由八进制游戏的周期定理证明，表下的说明也是这样说的）。',
        ]
      ),
      ...tryThenTell(
        { en: 'Misère Nim and the Anti-SG rule', zh: '反常 Nim 与 Anti-SG' },
        [
          'In **misère** play the player who takes the last stone loses. Here is misère Nim with two heaps, x and y, as a table: a move that would take the last stone loses at once, so it is left out, and the zeros are the positions lost for the player to move. The table marks (0, 0) too, as it marks every position with no move, and counts it among the P-positions; but no game ever reaches it (the move there is left out), so leave it aside. Find the others before reading on: where do they differ from ordinary Nim (zeros exactly where x = y)?',
          '**反常游戏**中，取走最后一颗的人输。下面把两堆（x 和 y）的反常 Nim 画成表：取走最后一颗的那一步会立刻输，所以不算在走法里，值为 0 的格子就是轮到走的一方必输的局面。表里也标出了 (0, 0)，因为它无路可走，必败态的个数也把它算在内；但没有哪一局会走到这里（走到它的那一步不算在走法里），所以先把它放在一边。先自己找出其余的必败态再往下读：和普通 Nim（恰好在 x = y 处为 0）有什么不同？',
        ],
        lesson9Tables.misere,
        [
          'Only the smallest heaps change: (1, 0) and (0, 1) are lost, (1, 1) is won, and from 2 stones on it is ordinary Nim. In general: play as in Nim while some heap has 2 or more stones, and when your move would leave only heaps of 1, leave an odd number of them. So the first player wins exactly when some heap has 2 or more stones and the nim-sum is not 0, or every heap has at most 1 stone and the nim-sum is 0.',
          '只有最小的几个局面变了：(1, 0) 和 (0, 1) 必败，(1, 1) 必胜，两堆都到 2 颗以上时就和普通 Nim 一样。一般地：只要还有一堆不少于 2 颗，就按普通 Nim 的策略走；当你这一步之后只剩 1 颗的堆时，留下奇数堆。所以先手必胜当且仅当：有一堆至少 2 颗且异或和不为 0，或者每堆至多 1 颗且异或和为 0。',
        ]
      ),
      p(
        'The **Anti-SG rule** (the SJ theorem of the contest literature) says the same of other games, with values in place of heap sizes, for games in which every component of value 0 that can still move can reach value 1: the first player wins exactly when (some component has a value above 1 and the nim-sum ≠ 0) or (every value is at most 1 and the nim-sum = 0).',
        '**Anti-SG 游戏与 SJ 定理**把这个结论推广到别的游戏，只要把堆大小换成 SG 值：若每个 SG 值为 0 但还能走的子游戏都能走到 SG 值为 1 的局面，则先手必胜当且仅当：（有某个子游戏的 SG 值大于 1 且异或和不为 0）或（所有 SG 值都不超过 1 且异或和为 0）。'
      ),
      ...tryThenTell(
        { en: 'Staircase Nim', zh: '阶梯 Nim' },
        [
          'Coins lie on the steps of a staircase. A move takes some coins from step i down to step i − 1 (from step 1 they leave the staircase); the player who cannot move loses. The table shows three steps: the coins on step 1 down the side, on step 3 across, with 3 coins on step 2 (the line above the table says so). Look at the zeros: where are they, and what do the 3 coins on step 2 change?',
          '台阶上放着硬币，每次把某一级台阶 i 上的若干枚硬币移到第 i−1 级（第 1 级的硬币移下台阶就离开游戏），不能移动的人输。下表是三级台阶：竖着是第 1 级上的硬币数，横着是第 3 级上的，第 2 级上固定有 3 枚（表上方的说明写着）。看看值为 0 的格子在哪里？第 2 级上的 3 枚硬币改变了什么？',
        ],
        lesson9Tables.stairs,
        [
          'The zeros lie exactly where steps 1 and 3 hold equal numbers, as in Nim with those two heaps: the coins on step 2 change nothing. **Only the odd steps count: it is Nim on the coins of steps 1, 3, 5, …** A move from an odd step to the even step below is a Nim move. A move from an even step adds coins to an odd step, and the player who is winning answers by moving the same coins one more step down, which leaves the odd steps as they were. So the even steps change nothing.',
          '值为 0 的格子恰好在第 1 级和第 3 级硬币数相等的地方，就像这两堆的 Nim：第 2 级上的硬币什么也没改变。**只需要看奇数级台阶：这就是第 1、3、5、… 级上硬币数的 Nim。**从奇数级移到下面的偶数级，相当于 Nim 里取石子；从偶数级往下移会给奇数级添硬币，占优的一方只要把这些硬币再往下移一级，奇数级就恢复原样。所以偶数级上的硬币不影响胜负。',
        ]
      ),
      ...tryThenTell(
        { en: 'Wythoff’s game: a position that is not one heap', zh: '威佐夫博弈：局面不是一堆' },
        [
          'In **Wythoff’s game** a move takes any number of stones from one of two heaps, or the same number from both. A position is a pair (x, y), so the table is a grid; the game language describes the moves. Point at a cell to see its moves, and find the zeros: do they follow a rule?',
          '**威佐夫博弈**：有两堆石子，每次从其中一堆取任意多颗，或者从两堆取同样多颗。局面是一对数 (x, y)，所以表是一个二维网格，走法用游戏语言描述。把指针移到格子上可以看到它的走法；找一找值为 0 的格子：它们有规律吗？',
        ],
        lesson9Tables.wythoff,
        [
          'The P-positions are (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), … and their mirror images: the pairs (⌊kφ⌋, ⌊kφ²⌋), with φ the golden ratio.',
          '必败态是 (0, 0)、(1, 2)、(3, 5)、(4, 7)、(6, 10)……及其对称的数对，也就是 (⌊kφ⌋, ⌊kφ²⌋)，φ 为黄金分割比。',
        ]
      ),
      {
        links: [
          { href: wythoffPlay, en: 'Play Wythoff’s game against the computer', zh: '和电脑下威佐夫博弈' },
          {
            href: 'index.html#mode=game',
            en: 'Describe your own game whose positions are several numbers (the game language)',
            zh: '描述你自己的游戏，局面可以是几个数（游戏语言）',
          },
        ],
      },
    ],
    [
      ex(
        'l9e1',
        'value',
        // Past the table above (it stops at 100): the period answers them.
        { items: [150, 300, 1000].map((x) => ({ rule: 'kayles', x })) },
        'Kayles: the table above stops at x = 100. Use its period to give these values.',
        'Kayles：上面的表只到 x = 100。利用它的周期写出下面这些值。'
      ),
      ex(
        'l9e2',
        'outcome',
        { rule: 'nim', misere: true, items: ['1 1 1', '1 1', '2 2', '3 1 1', '1 2 3'] },
        'Misère Nim (who takes the last stone loses): does the first player win (W) or lose (L)?',
        '反常 Nim（取走最后一颗的人输）：先手必胜（W）还是必败（L）？'
      ),
      ex(
        'l9e3',
        'stairs',
        // The coins on each step from the bottom, as the outcome exercises write their heaps.
        { items: ['3 1 2', '1 5 1', '2 2 3 3', '4 0 4 9'] },
        'Staircase Nim: the coins on steps 1, 2, 3, … from the bottom. Does the first player win (W) or lose (L)?',
        '阶梯 Nim：从下往上第 1、2、3……级台阶上的硬币数。先手必胜（W）还是必败（L）？'
      ),
    ]
  ),
  ...canonLessons,
];

// Every exercise of the course, lessons first, with where it belongs.
export const allExercises = [
  ...lessons.flatMap((l, i) => l.exercises.map((ex, k) => ({ ex, where: l.id, number: `${i + 1}.${k + 1}` }))),
  ...problems.map((pr, i) => ({ ex: pr.exercise, where: pr.id, number: `P${i + 1}` })),
];
