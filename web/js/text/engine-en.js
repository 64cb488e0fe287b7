// The engine's refusals in English, by code (src/include/sg/error.hpp; README lists
// the codes), and the facts it reports as data: period arguments, closed forms,
// misère methods. Written natively in each language from the same params.
import { knownRules as known } from './known-rules.js';

export const engineEn = {
  // a move as a player says it (the engine's move reading: model/custom-play.js)
  'reads.take': 'take {taken} from the heap of {from}',
  'reads.takeAll': 'take all {from} from the heap',
  'reads.turn': 'turn coins {coins}',
  'reads.turnOne': 'turn coin {coins}',
  'reads.queen': 'move the queen to {to}',
  'reads.queenFromTo': 'move the queen from {from} to {to}',
  'reads.token': 'move the token to square {to}',
  'reads.tokenFromTo': 'move the token from {from} to {to}',
  'reads.to': 'move to {to}',
  'reads.parts': 'leave {parts}',
  'reads.nothing': 'leave nothing',
  'reads.cut': 'cut the edge {edge}',
  'reads.ground': 'ground',
  'reads.cutFall': 'cut the edge {edge} ({count} more edges fall)',
  'reads.cutFall.one': 'cut the edge {edge} (1 more edge falls)',
  // the game language (src/core/game_lang.cpp, game.cpp)
  'err.game.loopy_misere': 'Misère play of a game whose moves loop is not supported (normal play is).',
  'err.game.loopy_sum': "This game's moves loop, so each move must lead to one position; line {line} leads to a sum.",
  'err.game.loopy_too_large': "This game's moves loop, and more than {max} positions are reachable (the limit here).",
  'err.game.position_moves': '{position} has more than {max} moves.',
  'err.game.name_too_long': 'A name is longer than {max} characters.',
  'err.game.number_too_large': 'A number is larger than 2^53 − 1.',
  'err.game.bad_number': 'A number runs into a name: write an operator between them.',
  'err.game.bad_character': '"{char}" cannot appear in a definition.',
  'err.game.expected': 'Expected {expected} here, found {found}.',
  'err.game.too_deep': 'An expression is nested too deeply.',
  'err.formula.not_a_position': '"{text}" is not a position of {name}: a formula answers that game\'s positions only.',
  'err.formula.negative': 'The formula gives {value} at {position}, which is no value.',
  'err.formula.one_position': 'With --p a formula says only whether one position is lost: write one position a line.',
  'err.game.arity': '{name} takes {count} arguments.',
  'err.game.arity.one': '{name} takes 1 argument.',
  'err.game.not_a_function': '"{name}" is neither a function nor a game.',
  'err.game.name_too_early':
    '"{name}" is used before its range is given (a range may use only the variables before it).',
  'err.game.unknown_name': 'Unknown name "{name}": use the game\'s coordinates and the loop variables.',
  'err.game.reserved_name': '"{name}" is a reserved word and cannot be used as a name.',
  'err.game.duplicate_game': 'The game "{name}" is defined twice (first on line {first}).',
  'err.game.too_many_games': 'A definition may have at most {limit} games.',
  'err.game.duplicate_name': 'The name "{name}" is already used.',
  'err.game.too_many_coordinates': 'A game has at most {limit} coordinates.',
  'err.game.bare_target': 'This game has {count} coordinates: write a target as (a, b, …) or GAME(a, b, …).',
  'err.game.move_outside_game': 'A move line must come after a "game NAME(...)" line.',
  'err.game.too_many_moves': 'A definition may have at most {limit} move lines.',
  'err.game.too_many_targets': 'A move goes to a sum of at most {limit} games.',
  'err.game.too_many_loops': 'A move line has at most {limit} loop variables.',
  'err.game.unknown_game': 'Unknown game "{name}".',
  'err.game.wrong_coordinates': '{name} has {expected} coordinates, not {found}.',
  'err.game.wrong_coordinates.one': '{name} has 1 coordinate, not {found}.',
  'err.game.no_game': 'The text defines no game: start with a line such as "game g(n)".',
  'err.game.formula_too_long': 'A formula may have at most {limit} characters.',
  'err.game.empty_formula': 'The formula is empty.',
  'err.game.too_long': 'A definition may have at most {limit} bytes.',
  'err.game.bad_position': 'Expected {expected} in the position "{text}".',
  'err.game.position_needs_name':
    "The text defines several games: write the game's name before the coordinates, as in {example}(…).",
  'err.game.overflow': 'Integer overflow while finding the moves of {position}.',
  'err.game.division_by_zero': 'Division by zero while finding the moves of {position}.',
  'err.game.bad_shift': 'A shift by a negative amount or by more than 62, while finding the moves of {position}.',
  'err.game.negative_argument':
    'popcount, isqrt or nimmul of a negative number, while finding the moves of {position}.',
  'err.game.zero_argument': 'ctz of 0, while finding the moves of {position}.',
  'err.game.error': 'The expression cannot be evaluated at {position}.',
  'err.game.negative_coordinate': 'A move from {position} leads to a negative coordinate ({value}).',
  'err.game.coordinate_too_large': 'A move from {position} leads to a coordinate larger than 2^53 − 1 ({value}).',
  'err.game.cycle': 'The game has a cycle: {cycle}. Values are defined only for games that always end.',
  'err.game.too_much_memory':
    'This would need more than {megabytes} MB to remember the positions it reaches, the limit here: ask for a smaller box or position.',
  'err.game.product_moves': '{name} is a product of two games: its moves come from theirs, not from move lines.',
  'err.game.product_shape': 'A product of two games has two coordinates, one for the coin of each factor.',
  'err.game.product_factor':
    '{name} must be a game of one coordinate (a coin-turning game) to be a factor of a product.',
  'err.game.not_coin_turning':
    '{name} is not a coin-turning game: its move from {position} leads to {target}, not to coins left of it (a product needs coin-turning factors).',
  'err.game.estimated_positions':
    'Evaluating {position} needs at least {estimate} positions, more than the limit here ({limit}), as estimated before starting: ask for a smaller box or position.',
  'err.game.estimated_steps':
    'Evaluating {position} needs at least {estimate} steps, more than the limit here ({limit}), as estimated before starting: ask for a smaller box or position.',
  'err.game.no_estimate':
    'Evaluating {position} took {steps} steps and reached {positions} positions without finishing, and nothing measured on smaller boxes of the game says it ends within the limit here ({limit} {what}): ask for a smaller box or position.',
  'err.game.too_much_work':
    'This would take more than {million} million steps, the limit here: ask for a smaller box or position.',
  'err.game.bad_box':
    'The box is written as a range A..B for each coordinate that varies and a number for each fixed one, separated by commas (for example 0..20, 0..20).',
  'err.game.box_too_large': 'A table may have at most {limit} cells.',
  'err.game.unknown_session': 'This game was closed: define it again.',
  'err.game.misere_unavailable': 'Misère play is not available for these positions.',
  'err.graph.too_much_work': 'Labelling this graph would take more than {million} million steps.',
  'err.position.empty': 'The position is empty.',
  'err.position.too_many': 'A position may have at most {max} components.',
  'err.position.bad_data':
    'The position given as data has a malformed {what}: each component is {kind: "heap", rule, heap}, {kind: "game", game, coords}, {kind: "vertex", vertex} or {kind: "hackenbush", board}.',
  'expect.operand': 'a number, a name or "("',
  'expect.statement': '"game" or "move" at the start of a line',
  'expect.end_of_line': 'the end of the line',
  'expect.target': 'a target after "move"',
  'expect.game_name': 'a game name after "game"',
  'expect.coordinate_name': 'a coordinate name',
  'expect.loop_name': 'a loop variable name',
  'expect.in': '"in" after the loop variable',
  'expect.range': '".." in the loop\'s range',
  'expect.function_paren': '"(" after the function\'s name',
  'expect.end_of_formula': 'an operator or the end of the formula',
  'expect.number': 'a number',
  'expect.end_of_position': 'the end of the position',
  'expect.found_end': 'the end of the line',
  'expect.coordinate_in_range': 'coordinates from 0 to 2^53 − 1',

  'err.rule.empty': `The rule is empty. Try ${known}, or a code such as 0.77.`,
  'err.rule.negative': '{text} is not a move: amounts are positive whole numbers.',
  'err.rule.expected_amount_end': 'An amount is missing at the end of the rule.',
  'err.rule.expected_amount': 'Expected an amount, found "{found}".',
  'err.number.too_large': '{number} is too large: the largest allowed is {max}.',
  'err.number.not_whole': 'The {what} must be a whole number from 0 to {max}.',
  'err.rule.zero_move': '0 is not a move: a move takes at least one token.',
  'err.rule.empty_range': 'The range {low}..{high} is empty.',
  'err.rule.too_many_amounts': 'Too many amounts: a set may list at most {max}.',
  'err.rule.missing_brace': 'The closing "}" is missing.',
  'err.rule.expected_comma': 'Expected "," or "}", found "{found}".',
  'err.rule.unexpected': 'Unexpected "{found}".',
  'err.rule.empty_set': 'The set is empty: list at least one amount.',
  'err.rule.unknown': `Unknown rule "{word}". Try ${known}, or a code such as 0.77.`,
  'err.code.point_digits': 'A code has one digit before the point: 0 or 4.',
  'err.code.first_digit':
    'The digit before the point must be 0 or 4 (4 splits a heap in two without taking), not {digit}.',
  'err.code.not_octal': '{digit} is not an octal digit (0–7); a hexadecimal code needs a letter digit A–F.',
  'err.code.bad_digit': '"{found}" is not a digit of a take-and-break code.',
  'err.code.too_long': 'The code is too long: at most {max} digits after the point.',
  'err.code.expected_digit': 'Expected a code digit (0–9, A–F) before "@".',
  'err.code.expected_at': 'Expected "@" after the code digit.',
  'err.code.amount_too_large': 'The amount {amount} is too large for a code (at most {max}).',
  'err.code.zero_digit': 'Taking 0 allows only the digit 4 (split a heap in two without taking).',
  'err.position.needs_rule': '"{item}" needs a rule, written RULE:HEAP (for example nim:{item}).',
  'err.position.bad_heap': '"{text}" is not a heap size (a whole number).',
  'err.position.too_large':
    'The position is too large: at most {components} components, whose rules hold at most {amounts} amounts and code digits together.',
  'err.table.memory':
    'A table of {count} values at {width} bytes each needs more than the {mib} MiB allowed; ask for fewer values.',
  'err.table.too_long':
    'A table of {rule} up to {upto} would take too long (about {million} million steps; the limit here is {limit} million); ask for fewer values.',
  'err.table.too_long_unproved':
    'A table of {rule} up to {upto} would take too long: no period was proved by n = {reached} (about {million} million steps; the limit here is {limit} million).',
  'err.value.out_of_reach':
    'sg[{heap}] for {rule} is out of reach: no period is proved, and a table up to {heap} would take too long. Try a smaller heap.',
  'err.engine.not_loaded': 'This page has not loaded the part of the engine this needs.',
  'err.graph.no_graph': 'There is no graph here for tokens to stand on.',
  'err.job.not_finished': 'The table is not finished yet.',
  'err.job.too_many': 'Too many computations are running at once; cancel one first.',
  'err.job.unknown': 'That computation is over (finished or cancelled).',
  'err.export.style': 'A program\'s style is loop or memo, not "{style}".',
  'err.memory.out': 'Out of memory: ask for a smaller table.',
  'err.graph.bad_character': '"{character}" cannot be part of a vertex name.',
  'err.graph.not_utf8': 'Byte {byte} in a vertex name is not valid UTF-8 text.',
  'err.graph.too_many_names': 'Expected one edge "u v" or "u -> v" (or one vertex), found {count} names.',
  'err.graph.too_many_vertices': 'A graph may have at most {max} vertices.',
  'err.graph.too_many_edges': 'A graph may have at most {max} edges.',
  'err.graph.too_many_tokens': 'A position may have at most {max} tokens.',
  'err.graph.no_vertex': 'There is no vertex "{name}" for a token.',
  'err.graph.cycle': 'The graph has a cycle: {cycle}. A game must end, so moves may not loop.',
  'err.graph.too_large_here':
    'This graph is {bytes} bytes of text; the page takes at most {max} (use the sg command for larger graphs).',
  'err.graph.play_too_large':
    'Playing these tokens exactly would mean searching more than {states} positions: use fewer tokens or a smaller graph.',
  'err.hackenbush.no_ground':
    'No vertex is named ground: a Hackenbush board stands on the ground (write an edge such as "ground a").',
  'err.hackenbush.floating': '"{name}" is not joined to the ground, so it would fall at once.',
  'err.hackenbush.too_many_edges': 'A Hackenbush board may have at most {max} edges.',
  'err.hackenbush.too_many_cuts':
    'A Hackenbush board of more than {max} edges is valued, but its cuts are not played one by one.',
  'err.position.bad_board': 'A Hackenbush board is written hackenbush{ground a; a b}.',
  'err.what.board': 'Hackenbush board',
  'err.pattern.observed':
    '{item} is past what can be computed here, and its pattern was only observed, not proved: period {period} with saltus {saltus} from n = {preperiod}, seen {repeats} full times up to n = {upto}. Trust the pattern to answer from it anyway.',
  'err.pattern.not_established':
    '{item} is past what can be computed here, and the pattern its first values show is not established: period {period} with saltus {saltus} from n = {preperiod}, seen {repeats} full times up to n = {upto}. A pattern that is not proved is trusted only once it holds up to n = {needed} (six times its preperiod and four periods), further than can be computed here.',
  'err.every.too_large':
    'The Every-SG analysis of this position needs more than {positions:n} positions (or sums) or {work:n} moves looked at (the limits here).',
  'err.what.steps': 'steps',
  'err.what.megabytes': 'MB',
  'err.what.heap': 'heap',
  'err.what.upto': 'table end',
  // What a position given as data, or a number in it, is wrong in.
  'err.what.position': 'list of components',
  'err.what.component': 'component',
  'err.what.kind': 'component kind',
  'err.what.rule': 'rule',
  'err.what.game': 'game name',
  'err.what.coords': 'list of coordinates',
  'err.what.coordinate': 'coordinate',
  'err.what.vertex': 'vertex name',
  'err.what.move': 'move',
  'err.what.value': 'value',
  'err.what.coins': 'number of coins on a step',
  errAt: '{message} (column {column})',
  errAtLine: '{message} (line {line}, column {column})',
  'form.nim': 'Closed form: every smaller heap can be reached, so sg[n] = n.',
  'form.lasker': 'Closed form (Lasker’s Nim): sg[4k+1] = 4k+1, sg[4k+2] = 4k+2, sg[4k+3] = 4k+4, sg[4k+4] = 4k+3.',
  'form.odd': 'Closed form: an odd move always changes the parity, so sg[n] = n mod 2.',
  'form.even': 'Closed form: even moves keep the parity and reach every smaller heap of it, so sg[n] = ⌊n/2⌋.',
  'form.pow2': 'Closed form: no power of two is a multiple of 3, and 1 and 2 are powers of two, so sg[n] = n mod 3.',
  'form.take-up-to': 'Closed form: taking 1 to {m} gives sg[n] = n mod {m1}.',
  periodRepeats: 'Seen {k} full times in sg[{pre}..{end}]; a longer table could change it.',
  'misere.bouton':
    'Misère Nim (Bouton): play as in normal Nim while a heap of 2 or more remains, then leave an odd number of 1-heaps.',
  'misere.anti_sg':
    'Anti-SG rule, its condition checked on every position reachable (a Green Hackenbush board as the pieces that stand apart on the ground): every position of value 0 that has a move can move to value 1; where a move splits a game into parts, their values count one by one, and the condition for splits holds too (parts of values at most 1 with the nim-sum needed can be reached, and no split leaves a value of 2 or more where the rule would go wrong). So the player to move wins exactly when some value is 2 or more and the nim-sum is not 0, or every value is at most 1 and the nim-sum is 0.',
  'misere.search': 'Decided by searching every position reachable from this one.',
  // The proof of an arithmetic period (period.proof "all-but"; p, s, t, pre as the period's fields)
  'proof.all-but':
    'Proved by the arithmetic-periodicity test for all-but subtraction games: sg[n + {p}] = sg[n] + {s} for {t} consecutive n from n = {pre} ({t} is the largest amount that may not be taken), every value below {s} occurs before the pattern repeats, and the values before it are counted as it repeats them.',
  // A value answered from a pattern (a component's pattern in analyze)
  'pattern.proved': 'From the proved pattern: period {p}, saltus {s}, from n = {pre}.',
  'pattern.observed':
    'From the observed pattern (trusted, not proved): period {p}, saltus {s}, from n = {pre}, seen {k} full times up to n = {upto}.',
  'misere.budget':
    'Misère play is decided exactly only for Nim or for small positions, and this one needs more than {max} positions to search.',
  // How an analysis knows its outcome (the engine's reason: code and counts; text/i18n.js reasonText)
  'reason.misere.bouton':
    'Misère Nim (Bouton): play as in normal Nim while a heap of 2 or more remains, then leave an odd number of 1-heaps.',
  'reason.misere.anti_sg':
    'The Anti-SG rule: no move splits a part into two or more parts that can still move, and every {what} of value 0 that has a move can move to value 1; {where}. So the player to move wins exactly when some value is 2 or more and the nim-sum is not 0, or every value is at most 1 and the nim-sum is 0.',
  'reason.misere.anti_sg_splits':
    'The Anti-SG rule with moves that split (the parts a move leaves are small when every value is at most 1): every {what} of value 0 that has a move can move to small parts of nim-sum 1, every one of value 1 to small parts of nim-sum 0, every one of value 2 or more to small parts of nim-sum 1 or other parts of nim-sum 0 and to small parts of nim-sum 0 or other parts of nim-sum 1, and none of value v at most 1 moves to parts that are not small of nim-sum v ⊕ 1; {where}. So the player to move wins exactly when some value is 2 or more and the nim-sum is not 0, or every value is at most 1 and the nim-sum is 0.',
  'reason.what.heap': 'heap',
  'reason.what.position': 'position',
  'reason.where.heaps': 'checked for every heap size up to {heaps}',
  'reason.where.positions': 'checked on the {positions} positions reachable from the parts of the game',
  'reason.where.both':
    'checked on the {positions} positions reachable from the parts of the game and for every heap size up to {heaps}',
  'reason.where.onOneEdge':
    '{onOneEdge} pieces of boards stand on one edge, so they meet it without a search (each is worth what it holds up plus 1 by the colon principle, and no cut splits it)',
  'reason.where.boards':
    'a Green Hackenbush board counts as the sum of its pieces that meet only at the ground, each a part',
  'reason.misere.search': 'Decided by an exact search of the sums reachable from this one ({positions} looked at).',
  'reason.misere.budget':
    'Misère play is decided exactly only for Nim or for small positions, and this one needs more than {positions} positions or {steps} steps to search.',
  'reason.every.steps':
    'Every-SG: the largest step count is {steps} (part {component}); the player to move wins exactly when it is odd.',
  'reason.every.no_moves': 'Every-SG: no part can move, so the player to move loses.',
  'reason.every.search':
    'Every-SG: the moves loop, so there are no step counts; decided by an exact search of the {positions} sums reachable, moving every part each turn.',
  'reason.play.sprague_grundy': 'The nim-sum of the parts’ values (the Sprague-Grundy theorem).',
  'reason.play.search': 'An exact search of the {positions} sums reachable from this one.',
  'reason.play.loopy':
    'Smith’s generalised values and a retrograde analysis of the {positions} sums reachable (the moves loop).',
};
