// The course's words in English: its frame (web/course.html) and the checker's
// reasons (web/js/model/course/check.js).
export const courseEn = {
  titleCourse: 'SG Lab course: Sprague-Grundy theory, from mex to Hackenbush and huge positions',
  'course.title': 'The Sprague-Grundy course',
  'course.intro':
    'Short lessons, each with one idea and a live widget to try it on, and exercises at the end that the engine checks. No background is needed beyond binary numbers.',
  'course.toc': 'Contents',
  'course.lesson': 'Lesson {n}',
  'course.lessonTitle': 'Lesson {n}: {title}',
  'course.progress': '{solved} of {total} solved',
  'course.overall': 'Exercises solved: {solved} of {total}',
  'course.exercises': 'Exercises',
  'course.exercise': 'Exercise {n}',
  'course.problems': 'Problems',
  'course.problem': 'Problem {n}: {title}',
  'course.problemShort': 'Problem {n}',
  'course.problemsIntro':
    'Contest-style problems on what the lessons taught. Each has a sample; then answer the given inputs, one output per line, and the engine checks them.',
  'course.heaps': 'Heaps (sizes separated by commas):',
  'course.sampleInput': 'Sample input',
  'course.sampleOutput': 'Sample output',
  'course.questions': 'Answer for these, in order:',
  'course.answerLabel': 'Your answers to {name}',
  'course.hint.number.one': '1 whole number.',
  'course.hint.number': '{count} whole numbers, one per line (spaces also separate them).',
  'course.hint.numberRow': '{count} whole numbers in a row, separated by spaces or commas.',
  'course.hint.wl.one': '1 answer: W if the first player wins, L if the first player loses.',
  'course.hint.wl': '{count} answers, one per line: W if the first player wins, L if the first player loses.',
  'course.hint.pn.one': '1 answer: P or N.',
  'course.hint.pn': '{count} answers, one per line: P or N.',
  'course.check': 'Check',
  'course.allRight': 'All {count} right: solved.',
  'course.someWrong': '{right} of {count} right. The wrong lines:',
  'course.lineRight': 'Line {n} ({q}): {got} is right.',
  'course.lineWrong': 'Line {n} ({q}): {got} is wrong. {why}',
  'course.solvedBadge': 'solved',
  'course.prev': 'Previous · {title}',
  'course.next': 'Next · {title}',
  'course.progressReset': 'Your saved progress could not be read and was reset.',
  'course.mexToyLabel': 'The set S (press a number to put it in or take it out)',
  'course.mexToyResult': 'S = {set}, so mex(S) = {mex}',
  'course.firstWins': 'the first player wins',
  'course.firstLoses': 'the first player loses',
  'course.why.mexInSet': '{got} is in the set {set}; the least number missing from it is {expected}.',
  'course.why.mexSmaller': '{expected} is not in {set} and is smaller than {got}, so the mex is {expected}.',
  'course.why.value':
    'sg[{x}] is {expected}, not {got}: from {x} you can reach {leaves} with values {values}, so mex = {expected}.',
  'course.why.valueOne':
    'sg[{x}] is {expected}, not {got}: from {x} the only move leaves {leaves}, of value {values}, so mex{{values}} = {expected}.',
  'course.why.valueTerminal': 'sg[{x}] is 0, not {got}: no move is possible from {x}, and mex{} = 0.',
  'course.why.valueMany':
    'sg[{x}] is {expected}, not {got}: the {count} positions reachable from {x} have the values {set}, so mex = {expected}.',
  'course.why.vertex': 'sg[{v}] is {expected}, not {got}: it moves to {succ}, and mex{{values}} = {expected}.',
  'course.why.vertexTerminal': 'sg[{v}] is 0, not {got}: {v} has no successor, and mex{} = 0.',
  'course.why.vertexTerminalP': '{v} is P: there is no move from it, so the player to move there loses.',
  'course.why.vertexN': '{v} is N: the move to {to} reaches a P-position.',
  'course.why.vertexP': '{v} is P: every move from it (to {succ}) reaches an N-position.',
  'course.why.one': '{expr}, so {result}.',
  'course.why.sum': 'The nim-sum is {expr}, so {result}.',
  'course.why.misereBig':
    'Some heap has 2 or more stones, so misère Nim is decided as normal Nim: the nim-sum is {expr}, so {result}.',
  'course.why.misereSmall':
    'Every heap has at most 1 stone, so the player to move wins exactly when the nim-sum is 0: it is {expr}, so {result}.',
  'course.why.stairs': 'Only the odd steps count. They hold {odd}, and their nim-sum is {expr}, so {result}.',
  'course.why.nimsum': '{expr} is {expected}, not {got}: in binary, {bits}.',
  'course.why.count':
    'The number of winning first moves is {expected}, not {got}: the nim-sum is {sum}, and these {count} moves make it 0: {moves}.',
  'course.why.count.one':
    'The number of winning first moves is {expected}, not {got}: the nim-sum is {sum}, and one move alone makes it 0: {moves}.',
  'course.moveIn': '{from}→{to} in heap {i}',
  'course.why.countZero':
    'There is no winning first move (you typed {got}): the nim-sum is already 0, and every move makes it non-zero.',
  'course.why.valuePattern':
    'sg({rule}:{x}) is {expected}, not {got}: the table of {rule} repeats with period {p} and saltus {s} from n = {pre}, proved, so g(n + {p}) = g(n) + {s} carries it out to n = {x}.',
  'course.why.every':
    'The parts have the step counts {steps}; the largest is {max}, and the player to move wins exactly when it is odd, so {result}.',
  'course.why.everyOne': 'Its step count is {max}, and the player to move wins exactly when it is odd, so {result}.',
  'course.why.stepsNone': '{q} is 0, not {got}: there is no move.',
  'course.why.stepsWin':
    '{q} is {expected}, not {got}: this part is won alone (its count is odd), so the winner takes the longest win: {moves}.',
  'course.why.stepsLose':
    '{q} is {expected}, not {got}: every move leaves an odd count (a win for the opponent), so the loser takes the shortest loss: {moves}.',
  'course.stepMove': 'take {k}, leaving T = {t}',
  'course.why.nimmul':
    '{a} ⊗ {b} is {expected}, not {got}: it is the mex of (a′ ⊗ {b}) ⊕ ({a} ⊗ b′) ⊕ (a′ ⊗ b′) over every a′ < {a} and b′ < {b} (the moves of Turning Corners from ({a}, {b})); for example a′ = {a1}, b′ = {b1} gives {example}. These values are {reached}, so the mex is {expected}.',
  'course.why.nimmulZero':
    '{a} ⊗ {b} is 0, not {got}: with a 0 there is no smaller number on that side, so the set is empty and its mex is 0.',
  'course.why.boardColon':
    'The board is worth {expected}, not {got}. It is a tree; by the colon principle, from the top down, what stands on a vertex is worth the ⊕ of its branches, a branch being worth 1 + what stands on its top: {steps}.',
  'course.why.boardFusion':
    'The board is worth {expected}, not {got}. Fuse each cycle into one vertex (its edges become loops, worth 1 each); by the colon principle on the tree left, from the top down, what stands on a vertex is worth the ⊕ of its branches (1 + what stands on the branch’s top) and its loops: {steps}.',
  'course.boardStep': '{at}: {sum} = {value}',
  'course.bad.empty': 'Type your answers first: {expected} are asked for.',
  'course.bad.notNumber': 'Answer {n}, "{token}", is not a whole number (0, 1, 2, …).',
  'course.bad.notWL': 'Answer {n}, "{token}", should be W (the first player wins) or L (the first player loses).',
  'course.bad.notPN': 'Answer {n}, "{token}", should be P or N.',
  'course.bad.tooMany': 'You typed {count} answers, but only {expected} are asked for.',
  'course.bad.tooFew.one': 'You typed 1 answer; {expected} are asked for.',
  'course.bad.tooFew': 'You typed {count} answers; {expected} are asked for.',
  'course.bad.tooLong': 'The answer is longer than {max} characters.',
  'course.bad.engine': 'The engine could not compute this exercise: {message}',
};
