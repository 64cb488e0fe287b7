// Every string a person reads, in English and Chinese. t(lang, key, params)
// fills {name} placeholders; params reach the DOM as text, never as HTML.

const strings = {
  en: {
    appName: 'SG Lab',
    tagline: 'Learn, compute and play impartial games',
    skip: 'Skip to content',
    introTable: 'mex(S) is the least non-negative integer not in S. A heap\'s value sg(x) is the mex of the values of the heaps one move can leave. sg(x) = 0 exactly at the losing positions (P). Step through x = 0, 1, 2, … to build the table the way the classic tutorials do.',
    footer: 'SG Lab: the Sprague-Grundy engine in your browser, working offline.',
    language: 'Language',
    modeTable: 'Mex table',
    modeSum: 'Sums of games',
    modeGraph: 'Graph games',
    navLearn: 'Learn',
    navPlay: 'Play',
    navExamples: 'Tutorial',
    rule: 'Rule',
    examples: 'Examples',
    upto: 'N',
    reset: 'Reset',
    back: 'Back',
    play: 'Play',
    pause: 'Pause',
    forward: 'Step',
    toEnd: 'End',
    cancel: 'Cancel',
    computing: 'Computing g(0..{n}): {percent}%',
    cancelled: 'Cancelled. Nothing else changed; press Step or change N to compute again.',
    rowX: 'x',
    rowSg: 'sg[x]',
    pMark: 'P-position (value 0): the player to move loses',
    noMoves: 'x = {x}: no move is possible, so sg({x}) = mex{} = 0',
    takeSentence: 'x = {x}: you can take {amounts}, leaving {lefts}; mex{terms} = mex{values} = {mex}, so sg({x}) = {mex}',
    breakSentence: 'x = {x}: the moves leave {lefts}; mex{terms} = mex{values} = {mex}, so sg({x}) = {mex}',
    or: 'or',
    moreMoves: '… ({count} moves in all)',
    moveLine: '{move}: {expr} = {value}',
    proofWindow: 'Why: g(x + {p}) = g(x) for {t} consecutive x from x = {pre}, where {t} is the largest move; each value depends only on the {t} values before it, so the pattern repeats for ever.',
    proofOctal: 'Why (octal periodicity theorem, Guy and Smith): g(x + {p}) = g(x) for every x from {pre} up to 2·{pre} + {p} + {t}, where t = {t} is the most a move takes.',
    token: 'Token {i}',
    exportLabel: 'Export the table',
    copy: 'Copy',
    download: 'Download',
    copied: 'Copied to the clipboard.',
    copyFallback: 'The browser did not allow copying here: select the text below and copy it.',
    reachedSet: 'Values reached: {set}',
    mexLine: 'mex = {mex}: the least value not reached',
    periodProved: 'Period {p} from x = {pre}, proved.',
    periodObserved: 'Period {p} from x = {pre}, observed up to x = {upto} (not proved).',
    periodNone: 'No period seen up to x = {upto}.',
    saltus: 'Each period adds {s} (arithmetic periodicity).',
    closedForm: 'Closed form: sg(n) = {form}',
    periodView: 'The values in rows of {p}: the columns line up',
    preperiodRow: 'before the period',
    plotLabel: 'Plot of sg(x) for x = 0..{n}',
    jumpTo: 'x',
    stepAnnounce: 'sg({x}) = {sg}',
    kindProved: 'proved',
    // sums
    sumIntro: 'A position is several heaps, each with its own rule. A move is made in one heap. Its value is the XOR (nim-sum) of the heaps\' values.',
    component: 'Heap {i}',
    heap: 'Heap size',
    addHeap: 'Add a heap',
    removeHeap: 'Remove heap {i}',
    analyze: 'Analyse',
    valueOf: 'sg = {v}',
    nimSum: 'nim-sum',
    columnsRule: 'Every column has an even number of 1s exactly when the position is losing.',
    outcomeP: 'P-position: the nim-sum is 0, so the player to move loses (with best play).',
    outcomeN: 'N-position: the nim-sum is {s}, not 0, so the player to move wins.',
    winningMoves: 'Winning moves',
    winningMove: 'Turn heap {i}\'s value from {from} into {from} XOR {s} = {to}: {move}.',
    noWinningMoves: 'No winning move: every move leaves a non-zero nim-sum.',
    truncatedMoves: 'A heap is too large to search every move; more winning moves may exist.',
    columnsOdd: 'column {bit}: odd number of 1s',
    // graph
    graphIntro: 'Edges, one per line: "u v" or "u -> v". A vertex alone on a line is isolated. Tokens sit on vertices; a move slides one token along an edge.',
    edges: 'Edges',
    tokens: 'Tokens',
    labelStep: 'Label next vertex',
    labelAll: 'Label all',
    labelReset: 'Clear labels',
    graphLabelSentence: '{v}: successors {succ}; mex{values} = {mex}',
    graphSink: '{v} is a sink (no moves): sg = 0',
    tokenHint: 'Click a vertex to add a token; click a token\'s vertex again to remove one.',
    tokenMove: 'Move the token on {from} to {to} (sg {to_value}).',
    cycleShown: 'The highlighted edges form a cycle.',
    // errors and notices
    badHash: 'The link could not be read ({why}); showing the default view.',
    errorPrefix: 'Error',
    loading: 'Loading the engine…',
    engineFailed: 'The engine could not load: {why}',
  },
  zh: {
    appName: 'SG Lab',
    tagline: '学习、计算、游玩公平组合游戏',
    skip: '跳到正文',
    introTable: 'mex(S) 是不属于集合 S 的最小非负整数。一堆石子的 SG 值 sg(x) 等于它走一步能到达的所有局面的 SG 值的 mex。sg(x) = 0 的局面恰好是必败态（P）。按 x = 0, 1, 2, … 逐步推进，像经典教程一样把表建出来。',
    footer: 'SG Lab：在浏览器里运行的 Sprague-Grundy 引擎，可离线使用。',
    language: '语言',
    modeTable: 'mex 表',
    modeSum: '游戏的和',
    modeGraph: '图上的游戏',
    navLearn: '学习',
    navPlay: '对弈',
    navExamples: '教程',
    rule: '规则',
    examples: '例子',
    upto: 'N',
    reset: '重置',
    back: '后退',
    play: '播放',
    pause: '暂停',
    forward: '前进',
    toEnd: '到末尾',
    cancel: '取消',
    computing: '正在计算 g(0..{n})：{percent}%',
    cancelled: '已取消，其他内容未变；按“前进”或修改 N 可重新计算。',
    rowX: 'x',
    rowSg: 'sg[x]',
    pMark: '必败态（P，值为 0）：轮到走的一方必败',
    noMoves: 'x={x} 时，无法取子，mex{} = 0，故 sg[{x}]=0',
    takeSentence: 'x={x} 时，可以取走 {amounts} 颗，剩余 {lefts} 颗，mex{terms} = mex{values} = {mex}，故 sg[{x}]={mex}',
    breakSentence: 'x={x} 时，可以走到 {lefts}，mex{terms} = mex{values} = {mex}，故 sg[{x}]={mex}',
    or: '或',
    moreMoves: '……（共 {count} 种走法）',
    moveLine: '{move}：{expr} = {value}',
    proofWindow: '理由：从 x={pre} 起连续 {t} 个 x 都满足 g(x+{p}) = g(x)，{t} 是最大取子数；每个值只依赖它前面 {t} 个值，所以这个规律永远重复。',
    proofOctal: '理由（八进制游戏周期定理，Guy 与 Smith）：对 {pre} ≤ x < 2·{pre} + {p} + {t} 的每个 x 都有 g(x+{p}) = g(x)，其中 t = {t} 是一步最多取走的数目。',
    token: '棋子 {i}',
    exportLabel: '导出此表',
    copy: '复制',
    download: '下载',
    copied: '已复制到剪贴板。',
    copyFallback: '浏览器不允许在此复制：请选中下面的文字手动复制。',
    reachedSet: '能到达的值：{set}',
    mexLine: 'mex = {mex}：最小的未出现的值',
    periodProved: '从 x={pre} 起周期为 {p}，已证明。',
    periodObserved: '从 x={pre} 起周期为 {p}，在 x≤{upto} 内观察到（未证明）。',
    periodNone: '在 x≤{upto} 内未发现周期。',
    saltus: '每个周期增加 {s}（算术周期）。',
    closedForm: '通项：sg(n) = {form}',
    periodView: '按每行 {p} 个排列，各列对齐',
    preperiodRow: '周期之前',
    plotLabel: 'sg(x) 的图像，x = 0..{n}',
    jumpTo: 'x',
    stepAnnounce: 'sg[{x}] = {sg}',
    kindProved: '已证明',
    sumIntro: '一个局面由若干堆组成，每堆有自己的规则。每步只能在一堆中走。整个局面的 SG 值是各堆 SG 值的异或（nim 和）。',
    component: '第 {i} 堆',
    heap: '堆大小',
    addHeap: '添加一堆',
    removeHeap: '删除第 {i} 堆',
    analyze: '分析',
    valueOf: 'sg = {v}',
    nimSum: 'nim 和',
    columnsRule: '当且仅当每一列 1 的个数都是偶数时，局面为必败态。',
    outcomeP: '必败态（P）：nim 和为 0，轮到走的一方必败（双方都走最优）。',
    outcomeN: '必胜态（N）：nim 和为 {s}，不为 0，轮到走的一方必胜。',
    winningMoves: '必胜走法',
    winningMove: '把第 {i} 堆的值从 {from} 变成 {from} XOR {s} = {to}：{move}。',
    noWinningMoves: '没有必胜走法：任何一步之后 nim 和都不为 0。',
    truncatedMoves: '有一堆太大，无法枚举所有走法；可能还有其他必胜走法。',
    columnsOdd: '第 {bit} 列：1 的个数为奇数',
    graphIntro: '每行一条边："u v" 或 "u -> v"。单独一个顶点表示孤立点。棋子放在顶点上，每步把一枚棋子沿一条边移动。',
    edges: '边',
    tokens: '棋子',
    labelStep: '标记下一个顶点',
    labelAll: '全部标记',
    labelReset: '清除标记',
    graphLabelSentence: '{v}：后继 {succ}；mex{values} = {mex}',
    graphSink: '{v} 没有后继（无路可走）：sg = 0',
    tokenHint: '点击顶点放一枚棋子；再次点击有棋子的顶点可拿走一枚。',
    tokenMove: '把 {from} 上的棋子移到 {to}（sg 为 {to_value}）。',
    cycleShown: '高亮的边构成一个环。',
    badHash: '无法读取链接（{why}），显示默认视图。',
    errorPrefix: '错误',
    loading: '正在加载引擎……',
    engineFailed: '引擎加载失败：{why}',
  },
};

export const languages = ['en', 'zh'];
const storageKey = 'sglab.lang';

// Placeholders are {name}; a brace not around a known name stays as written.
export function t(lang, key, params = {}) {
  const table = strings[lang] ?? strings.en;
  const text = table[key] ?? strings.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}

// The remembered choice, else the browser's language.
export function preferredLang() {
  try {
    const saved = localStorage.getItem(storageKey);
    if (languages.includes(saved)) return saved;
  } catch { /* storage may be disabled */ }
  const nav = (typeof navigator !== 'undefined' && (navigator.languages?.[0] || navigator.language)) || 'en';
  return nav.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function rememberLang(lang) {
  try { localStorage.setItem(storageKey, lang); } catch { /* ignore */ }
}

// "1, 3 or 4" / "1、3、4"
export function joinList(lang, items) {
  if (lang === 'zh') return items.join('、');
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t(lang, 'or')} ${items.at(-1)}`;
}

// A move in the reader's language, from the engine's structured move.
export function describeMove(lang, m, heap) {
  const leaves = m.leaves ?? [];
  if (lang === 'zh') {
    if (leaves.length === 0) return `取走全部 ${heap} 颗`;
    if (leaves.length === 1) return `取走 ${m.taken} 颗`;
    if (m.taken === 0) return `分成 ${leaves.join(' 和 ')} 两堆`;
    return `取走 ${m.taken} 颗，剩下 ${leaves.join(' 和 ')} 两堆`;
  }
  if (leaves.length === 0) return `take all ${heap}`;
  if (leaves.length === 1) return `take ${m.taken}`;
  if (m.taken === 0) return `split into heaps of ${leaves.join(' and ')}`;
  return `take ${m.taken} and leave heaps of ${leaves.join(' and ')}`;
}
