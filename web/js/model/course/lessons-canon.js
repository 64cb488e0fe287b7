// Lessons 10 to 13: the contest canon past the Sprague-Grundy theorem
// (Every-SG, nim multiplication, Green Hackenbush, patterns that answer huge
// positions), written as lessons.js's are: each section lets the reader try a
// live widget before the text says what it shows; the exercises hold only the
// question, and check.js asks the engine for the answers.
import { ex, lesson, p, tryThenTell } from './build.js';
import { writeSaved } from '../saved-game.js';

// Turning Corners as the product of two coin-turning games (the game language).
const cornersText = `# twins: turn coin n and one coin a to its left (coin 0 has no move): its values are n
# twins：翻转第 n 枚硬币和它左边的某一枚 a（第 0 枚无路可走），它的值就是 n
game twins(n)
  move a for a in 0..n-1
# Turning Corners: the product of twins with itself
# 翻角游戏：twins 与它自己的乘积
game corners(x, y) = twins(x) * twins(y)
`;
// HDU 5795 "A Simple Nim": a move takes any number of stones or splits the heap into three.
const split3Text = `# one heap: take any number of stones, or split it into three non-empty heaps
# 一堆石子：取走任意多颗，或者把它分成三堆非空的
game split3(n)
  move n - k for k in 1..n
  move (a) + (b) + (n - a - b) for a in 1..n, b in a..n where n - a - b >= b
`;
// A Hackenbush board needs no definition: the saved game's d holds only words.
const boardNote = `# Green Hackenbush: cut one edge; whatever no longer touches the ground falls off.
# 绿色 Hackenbush：每步剪断一条边，不再连着地面的部分随之掉落。
`;
// play.html opens a game from #game= (a saved game, model/saved-game.js): here a new board.
const boardPlay = (board) =>
  `play.html#game=${encodeURIComponent(
    writeSaved({ definition: boardNote, position: `hackenbush{${board}}`, misere: false, first: 'human' })
  )}`;

// The live widgets the sections show, each before the paragraph that tells what it shows.
const shown = {
  // Up to 3 only: the exercises' products are not in it (the reader widens it to check).
  corners: { widget: 'sg-game-table', attrs: { game: 'corners', box: '0..3, 0..3' }, text: cornersText },
  everySum: { widget: 'sg-sum', attrs: { position: '1,2:3 1,2:5 1,2:7', play: 'every', predict: 'on' } },
  laskerTable: {
    widget: 'sg-mex-table',
    attrs: { rule: 'lasker', upto: '24', step: '24', predict: 'off', period: 'ask' },
  },
  laskerSum: { widget: 'sg-sum', attrs: { position: 'lasker:1000000000 lasker:3 lasker:8', predict: 'on' } },
  split3Sum: { widget: 'sg-sum', attrs: { position: 'split3(1000000000)', 'trust-pattern': 'off' }, text: split3Text },
};

export const canonLessons = [
  lesson(
    'lesson-10',
    ['Every-SG: every part moves', 'Every-SG：每个部分都要走'],
    [
      p(
        'Change one rule of the sum: on each turn the player moves in **every** part that can still move, one move in each; the player who cannot move at all loses. This is **Every-SG** (the contest problem HDU 3595 “GG and MM” is one). Values no longer help: the game ends when the last part ends, so what matters is how long each part lasts.',
        '把游戏的和改一条规则：每一回合，轮到的人要在**每一个**还能走的部分里各走一步；一步也走不了的人输。这就是 **Every-SG**（比赛题 HDU 3595“GG and MM”就是这种游戏）。这时 SG 值不再管用：最后一个部分结束时整局才结束，关键在于每个部分能拖多久。'
      ),
      ...tryThenTell(
        { en: 'Step counts', zh: '步数' },
        [
          'Below are three heaps of “take 1 or 2” played this way. Each part shows its **step count** T, and the table under it says whether the part is won or lost alone. Before reading on, say who wins the whole sum: the table asks first, and tells you after. Which part decides it? Change the sizes (try 3, 5, 6, or 4 alone) and say again.',
          '下面是三堆“每次取 1 或 2 颗”的石子，按这种规则来玩。每个部分旁边是它的**步数** T，下面的表还说明了单看这一部分谁赢。往下读之前，先说出整个和谁会赢：表会先问你，答完才告诉你。是哪一个部分决定了胜负？改一改石子数（试试 3、5、6，或者只留一堆 4）再说一次。',
        ],
        shown.everySum,
        [
          'A part that is won alone has an odd count, a lost one an even count, and **the player to move wins the whole sum exactly when the largest step count is odd**: only the part that lasts longest matters. So in the part they win, the winner makes the win last as long as possible (the longest win), and in a part they lose, they end it as soon as possible (the shortest loss): the reverse of how one plays a single game, where the winner hurries. Hence the definition: T = 0 with no move; if some move leaves an even count (a lost position), T = 1 + the largest such count; otherwise T = 1 + the least count a move leaves.',
          '单独看先手必胜的部分步数为奇数，必败的为偶数；而且**整个和先手必胜，当且仅当最大的步数是奇数**：只有拖得最久的那个部分才算数。所以在自己能赢的部分里，赢家要赢得尽量久（最长的胜利）；在自己会输的部分里，要输得尽量快（最短的失败）——与单独一局游戏中赢家抢着结束的走法正好相反。于是步数这样定义：无路可走时 T = 0；若有一步留下偶数步数（必败局面），T = 1 + 这些步数中最大的；否则 T = 1 + 各步留下的步数中最小的。',
        ]
      ),
    ],
    [
      ex(
        'l10e1',
        'steps',
        { items: ['1,2:4', '1,2:6', 'nim:4', '1..3:9'] },
        'Write the step count T of each heap alone (rule:size).',
        '写出每一堆单独的步数 T（规则:石子数）。'
      ),
      ex(
        'l10e2',
        'outcome',
        { every: true, items: ['1,2:4 1,2:5', '1,2:6 nim:3', '1..3:6 1,2:2 nim:1', '1..3:8 1,2:4'] },
        'These sums are played by the Every-SG rule. Does the first player win (W) or lose (L)?',
        '下面的和按 Every-SG 规则进行。先手必胜（W）还是必败（L）？'
      ),
    ]
  ),
  lesson(
    'lesson-11',
    ['Nim multiplication and coin-turning products', 'Nim 乘法与翻硬币游戏的乘积'],
    [
      p(
        'In a **coin-turning game** coins lie in a row, numbered 0, 1, 2, …; a move turns one head to tails and may turn some coins to its left either way. Each head can be played as a game of its own, so a row of heads is a sum, and its value is the ⊕ of the values of single heads. In **twins** a move turns coin n and one coin a < n: a head on n is worth n, a Nim heap.',
        '**翻硬币游戏**：一排硬币编号为 0、1、2、……，每一步把一枚正面朝上的硬币翻成反面，同时可以翻转它左边的某些硬币（正反都行）。每一枚正面硬币都可以看成一个单独的游戏，所以一排正面硬币就是游戏的和，它的值是各枚正面硬币的值的 ⊕。在 **twins** 中，一步翻转第 n 枚和某一枚 a < n：第 n 枚正面硬币的值就是 n，相当于一堆 Nim。'
      ),
      ...tryThenTell(
        { en: 'Turning Corners', zh: '翻角游戏' },
        [
          'Put the coins on a grid. In **Turning Corners** a move picks a head at (x, y) and a rectangle below and left of it, a < x and b < y, and turns its four corners (x, y), (a, y), (x, b), (a, b). It is the **product** of twins with itself: a move of the first factor on x times a move of the second on y. The table gives the value of a single head at (x, y). Point at cells: what are row 1 and column 1? What is 2 ⊗ 2 here, and 2 ⊗ 3? The table stops at 3: work out 3 ⊗ 4 from the mex before you widen its box to look, then type the formula `nimmul(x, y)` under it to check it on every cell.',
          '把硬币排成网格。**翻角游戏**中，每一步选一枚位于 (x, y) 的正面硬币和它左下方的一个矩形（a < x，b < y），翻转矩形的四个角 (x, y)、(a, y)、(x, b)、(a, b)。它是 twins 与自身的**乘积**：第一个因子在 x 上的一步，乘以第二个因子在 y 上的一步。表中是 (x, y) 处单独一枚正面硬币的值。把指针移到格子上看看：第 1 行和第 1 列是什么？这里的 2 ⊗ 2 和 2 ⊗ 3 各是多少？表只到 3：先用 mex 算出 3 ⊗ 4，再放大表的范围去看；然后在表下面输入公式 `nimmul(x, y)`，在每个格子上核对它。',
        ],
        shown.corners,
        [
          'Row 1 repeats y and column 1 repeats x (1 is the unit), 2 ⊗ 2 = 3 and 2 ⊗ 3 = 1, 3 ⊗ 4 = 12, and `nimmul(x, y)` holds in every cell of any box: the values are the **nim products** x ⊗ y, defined by the mex, x ⊗ y = mex{ (a ⊗ y) ⊕ (x ⊗ b) ⊕ (a ⊗ b) : a < x, b < y }, just as the moves of Turning Corners read. The **Tartan theorem** (Lenstra) says it of every product: the value of a head on (x, y) in G × H is the nim product of the values of x in G and y in H. With ⊕ as addition, ⊗ makes the numbers below 4, below 16, below 256, … a field. The Fermat 2-powers 2, 4, 16, 256, … carry it: one times itself is 3/2 of it (2 ⊗ 2 = 3, 4 ⊗ 4 = 6, 16 ⊗ 16 = 24), and a product of different ones is their ordinary product (2 ⊗ 4 = 8).',
          '第 1 行就是 y，第 1 列就是 x（1 是乘法的单位元），2 ⊗ 2 = 3，2 ⊗ 3 = 1，3 ⊗ 4 = 12，而且 `nimmul(x, y)` 在任何范围的每个格子上都成立：这些值就是 **Nim 积** x ⊗ y，它用 mex 定义：x ⊗ y = mex{ (a ⊗ y) ⊕ (x ⊗ b) ⊕ (a ⊗ b) | a < x，b < y }，这正是翻角游戏的走法。**乘积定理**（Lenstra 的 Tartan 定理）对每个乘积游戏都成立：G × H 中 (x, y) 处一枚正面硬币的值，等于 x 在 G 中的值与 y 在 H 中的值的 Nim 积。以 ⊕ 为加法，⊗ 使小于 4、小于 16、小于 256……的数各自构成一个域。关键是费马 2-幂 2、4、16、256……：它与自身的积是它的 3/2 倍（2 ⊗ 2 = 3，4 ⊗ 4 = 6，16 ⊗ 16 = 24），不同费马 2-幂的积就是普通乘积（2 ⊗ 4 = 8）。',
        ]
      ),
    ],
    [
      ex(
        'l11e1',
        'nimmul',
        {
          items: [
            [3, 5],
            [2, 5],
            [4, 5],
            [3, 6],
          ],
        },
        'Compute each nim product.',
        '计算每个 Nim 积。'
      ),
      ex(
        'l11e2',
        'nimmul',
        {
          items: [
            [8, 8],
            [6, 7],
            [5, 12],
            [15, 15],
          ],
        },
        'Larger ones: split each number into powers of 2 (⊗ distributes over ⊕), then widen the table above to check.',
        '大一些的：把每个数拆成 2 的幂（⊗ 对 ⊕ 满足分配律），再放大上面的表来核对。'
      ),
    ]
  ),
  lesson(
    'lesson-12',
    ['Green Hackenbush', '绿色 Hackenbush'],
    [
      p(
        'A **Green Hackenbush** board is a graph drawn on the ground: its edges hang from the vertex `ground`. A move cuts one edge, and everything no longer joined to the ground falls off; the player who cannot cut loses. A board is written as its edges, `hackenbush{ground a; a b}`, and is a part of a sum like a heap.',
        '**绿色 Hackenbush** 的棋盘是一张立在地面上的图：它的边都通过顶点 `ground` 连到地面。每一步剪断一条边，不再与地面相连的部分随之掉落；无边可剪的人输。一块图写成它的边，如 `hackenbush{ground a; a b}`，它可以像一堆石子一样作为游戏的和的一部分。'
      ),
      ...tryThenTell(
        { en: 'Stalks and trees', zh: '竹竿与树' },
        [
          'Below: a stalk of 3 edges (a path up from the ground), a tree (one edge from the ground to a, with two edges on top of a) and a Nim heap of 2. Each shows its value. Say who wins before the widget does; then edit the boards (add an edge “c d” to the stalk, or a third branch to the tree) and compare the values with the shapes.',
          '下面依次是：一根 3 条边的竹竿（从地面往上的一条路）、一棵树（从地面到 a 的一条边，a 上面再长两条边），以及一堆 2 颗的 Nim。每个部分旁边是它的值。先在组件告诉你之前说出谁会赢；再改一改这些图（给竹竿加一条边“c d”，或者给树加第三个分支），把值和形状对照着看。',
        ],
        {
          widget: 'sg-sum',
          attrs: { position: 'hackenbush{ground a; a b; b c} hackenbush{ground a; a b; a c} nim:2', predict: 'on' },
        },
        [
          'A stalk of n edges is a **Nim heap of n**: cutting its k-th edge leaves a stalk of k − 1. The tree is worth 1: its two branches of one edge each meet at a, and branches meeting at a vertex are a sum, worth 1 ⊕ 1 = 0; the edge under them adds 1. This is the **colon principle**: branches at a vertex combine by ⊕ and may be replaced by a stalk of that value, so one edge with a tree of value v on top is worth v + 1. The sum is 3 ⊕ 1 ⊕ 2 = 0: the player to move loses.',
          'n 条边的竹竿就是**一堆 n 颗的 Nim**：剪断从下往上第 k 条边，剩下 k − 1 条边的竹竿。那棵树的值是 1：a 上的两个分支各是一条边，在同一顶点相接的分支构成游戏的和，值为 1 ⊕ 1 = 0；下面那条边再加 1。这就是**冒号原理**：在同一顶点相接的分支按 ⊕ 合并，可以换成一根同样值的竹竿，所以一条边上面长着值为 v 的树，整体的值是 v + 1。这个和的值是 3 ⊕ 1 ⊕ 2 = 0：轮到走的一方必败。',
        ]
      ),
      ...tryThenTell(
        { en: 'Cycles: the fusion principle', zh: '有圈的图：熔合原理' },
        [
          'Boards may have cycles. Below: an edge carrying a triangle, and an edge carrying a square. Say who wins their sum before the widget does; then look at the values: what does a cycle of odd length count as, and one of even length?',
          '图里也可以有圈。下面是：一条边上面连着一个三角形，和一条边上面连着一个正方形。先在组件告诉你之前说出这两块图的和谁会赢；再看它们的值：奇数条边的圈相当于什么？偶数条边的圈呢？',
        ],
        {
          widget: 'sg-sum',
          attrs: {
            position: 'hackenbush{ground a; a b; b c; c a} hackenbush{ground a; a b; b c; c d; d a}',
            predict: 'on',
          },
        },
        [
          'The triangle counts as one edge (2 with the edge under it), the square as none (1). The **fusion principle**: the vertices of a cycle can be fused into one vertex without changing the value, its edges becoming loops, and a loop is worth one edge. A cycle of odd length leaves an odd number of loops, worth 1; of even length, worth 0. A cycle through the ground fuses into the ground. After fusing, the board is a tree and the colon principle finishes.',
          '三角形相当于一条边（连同下面那条边，值为 2），正方形相当于没有（值为 1）。**熔合原理**：把一个圈上的顶点熔合成一个顶点，值不变，圈上的边变成自环，而每个自环相当于一条边。奇数条边的圈留下奇数个自环，值为 1；偶数条边的圈值为 0。经过地面的圈熔合进地面。熔合之后图就成了树，再用冒号原理即可。',
        ]
      ),
      {
        links: [
          {
            href: boardPlay('ground a; a b; a c; ground d; d e; e f; f d'),
            en: 'Cut edges against the computer on a board of your own',
            zh: '在自己的图上和电脑比赛剪边',
          },
        ],
      },
    ],
    [
      ex(
        'l12e1',
        'board',
        {
          items: [
            'ground a; a b; b c; a d',
            'ground a; a b; a c; c d; c e',
            'ground a; ground b; a b',
            'ground a; a b; b c; c d; d b',
          ],
        },
        'Write the value of each board (its edges, the ground named ground).',
        '写出每块图的值（列出的是它的边，地面叫 ground）。'
      ),
      ex(
        'l12e2',
        'outcome',
        {
          items: [
            'hackenbush{ground a; a b; a c} nim:1',
            'hackenbush{ground a; a b; b c} hackenbush{ground a; a b; a c; a d}',
            'hackenbush{ground a; a a} 1..3:5',
          ],
        },
        'Sums of boards and heaps: does the first player win (W) or lose (L)?',
        '图与石子堆的和：先手必胜（W）还是必败（L）？'
      ),
    ]
  ),
  lesson(
    'lesson-13',
    ['Patterns that answer huge positions', '用规律回答巨大的局面'],
    [
      ...tryThenTell(
        { en: 'Lasker’s Nim: read the pattern', zh: 'Lasker’s Nim：读出规律' },
        [
          'In **Lasker’s Nim** a move takes any number of stones from a heap, or splits a heap into two non-empty heaps (the contest problem HDU 3032 “Nim or not Nim?”, with heaps up to 10⁹). Nobody can print a table up to 10⁹; a small one is enough if it has a pattern. Read the values below in groups of four, from x = 1: what happens in each group? Check your guess with “Show the period now”.',
          '**Lasker’s Nim**：每次从一堆中取走任意多颗，或者把一堆分成两堆非空的（比赛题 HDU 3032“Nim or not Nim?”，每堆可达 10⁹ 颗）。谁也打不出到 10⁹ 的表；但只要有规律，一张小表就够了。从 x = 1 起，四个一组地读下面的值：每一组里发生了什么？用“直接显示周期”核对你的猜想。',
        ],
        shown.laskerTable,
        [
          'In each group x = 4k+1, 4k+2, 4k+3, 4k+4 the values are 4k+1, 4k+2, 4k+4, 4k+3: the last two swap. The values do not repeat, they grow: **period 4 with saltus 4**, g(n + 4) = g(n) + 4 from n = 1. This pattern is proved (the note under the table says so, with its closed form), so the engine answers a heap of any size from it: g(10⁹) = 10⁹ − 1, since 10⁹ is a multiple of 4.',
          '每组 x = 4k+1、4k+2、4k+3、4k+4 的值是 4k+1、4k+2、4k+4、4k+3：后两个交换了位置。这些值不是重复，而是在增长：**周期为 4，每个周期增加 4**，即从 n = 1 起 g(n + 4) = g(n) + 4。这个规律是已证明的（表下的说明写明了这一点，并给出公式），所以引擎能按它回答任意大的堆：10⁹ 是 4 的倍数，所以 g(10⁹) = 10⁹ − 1。',
        ]
      ),
      ...tryThenTell(
        { en: 'A heap of a billion', zh: '十亿颗的一堆' },
        [
          'Here is a position of HDU 3032 with a heap of 10⁹ and two small ones. Say who wins before the widget does; the heap’s value comes from the proved pattern.',
          '这是 HDU 3032 的一个局面：一堆 10⁹ 颗，另有两小堆。先在组件告诉你之前说出谁会赢；那一大堆的值来自已证明的规律。',
        ],
        shown.laskerSum,
        [
          'The values are 10⁹ − 1, 4 and 7, and their nim-sum is not 0: the first player wins, and the winning move is found from the pattern too, with no table to 10⁹.',
          '三堆的值是 10⁹ − 1、4、7，异或和不为 0：先手必胜；必胜走法也是由规律找出的，不需要打到 10⁹ 的表。',
        ]
      ),
      ...tryThenTell(
        { en: 'An observed pattern: trust it or not', zh: '观察到的规律：信不信由你' },
        [
          'Now HDU 5795 “A Simple Nim”: a move takes any number of stones, or splits a heap into **three** non-empty heaps. Below, a heap of 10⁹ of this game, written in the game language. The engine computes its first few hundred values and finds a pattern, but no theorem it knows proves it. What does it answer? Then tick “Trust the pattern” and look at what the answer says it rests on.',
          '再看 HDU 5795“A Simple Nim”：每次取走任意多颗，或者把一堆分成**三**堆非空的。下面是这个游戏（用游戏语言写成）的一堆 10⁹ 颗。引擎算出它的前几百个值，找到了规律，但它所知道的定理都证明不了这个规律。它会怎样回答？然后勾选“信任规律”，看看答案说它依据的是什么。',
        ],
        shown.split3Sum,
        [
          'Unticked, the engine refuses: the value would rest on a pattern only **observed** (period 8 with saltus 8, seen many times over), not proved, and a longer table could break it. Ticked, it answers 999999999 and says the pattern it used and how often it was seen. A proved pattern answers either way, as Lasker’s did. In a contest you decide: here the pattern can be proved by hand (g(8k+7) = 8k+8, g(8k+8) = 8k+7, otherwise g(n) = n), and then it is safe to use.',
          '不勾选时，引擎拒绝回答：这个值依据的规律只是**观察到的**（周期为 8，每个周期增加 8，已经重复了很多次），没有证明，更长的表也许会打破它。勾选后，它回答 999999999，并说明用的是哪个规律、重复了多少次。已证明的规律无论勾不勾选都会回答，就像 Lasker’s Nim 那样。比赛中由你自己判断：这个规律可以手工证明（g(8k+7) = 8k+8，g(8k+8) = 8k+7，其余 g(n) = n），证明之后就可以放心使用。',
        ]
      ),
    ],
    [
      ex(
        'l13e1',
        'value',
        { items: [1000000000, 999999999, 123456791, 987654321].map((x) => ({ rule: 'lasker', x })) },
        'Lasker’s Nim: use the pattern to give the value of each heap.',
        'Lasker’s Nim：利用规律写出每一堆的值。'
      ),
      ex(
        'l13e2',
        'outcome',
        { rule: 'lasker', items: ['2 2 3', '3 3', '1000000000 999999999 4', '7 8 12 1'] },
        'HDU 3032: Lasker’s Nim with these heaps. Does the first player win (W) or lose (L)?',
        'HDU 3032：这些堆的 Lasker’s Nim。先手必胜（W）还是必败（L）？'
      ),
    ]
  ),
];
