// The game language: impartial games whose positions are tuples of integers.
//
//   # Wythoff's game: a queen moves toward the corner
//   game wythoff(x, y)
//     move (x - k, y)     for k in 1..x
//     move (x, y - k)     for k in 1..y
//     move (x - k, y - k) for k in 1..min(x, y)
//
//   game cut(w, h)
//     move cut(i, h) + cut(w - i, h)  for i in 1..w-1
//
// A definition is `game NAME(c1, ..., ck)` (1 <= k <= max_game_coords) and
// its `move` lines: `move TARGET [+ TARGET ...] [for V in A..B [, V in A..B ...]]
// [where CONDITION]`. For every binding of the loop variables (inclusive
// ranges, left to right, so later bounds may use earlier variables; an empty
// range gives no move) for which the condition is non-zero, the position has
// one move, to the sum of the targets. A target is NAME(e1, ..., ek),
// (e1, ..., ek) for the game being defined, or a bare expression for a game of
// one coordinate. Games in one text may refer to each other in any order.
//
// Expressions are on 64-bit signed integers: + - * / % (floor division, the
// remainder has the divisor's sign), ^ (xor), & | ~ << >>, == != < <= > >=,
// && || !, parentheses, and min max abs gcd popcount ctz isqrt. Bitwise
// operators bind tighter than comparisons (x & 1 == 0 is (x & 1) == 0).
// Overflow, division by zero, a shift out of 0..63, and a negative or too
// large coordinate in a target are errors naming the line, the column and the
// position where they happened. '#' starts a comment; a statement ends at the
// end of its line unless a parenthesis is open.
//
// The text is data: it can only describe moves between tuples.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "sg/analysis.hpp"
#include "sg/error.hpp"
#include "sg/table.hpp"

namespace sg {

inline constexpr int max_game_coords = 4;
inline constexpr int max_loop_vars = 4;           // per move line
inline constexpr std::size_t max_game_text = 1 << 20;  // bytes of definition text
inline constexpr std::size_t max_games = 64;
inline constexpr std::size_t max_move_lines = 256;  // in one text
inline constexpr std::size_t max_targets = 8;       // in one move (a sum of at most 8 games)

// A position: which game, and its coordinates (0 <= c <= max_number).
struct game_position {
    std::uint32_t game = 0;
    std::array<std::int64_t, max_game_coords> c{};
    bool operator==(const game_position& o) const { return game == o.game && c == o.c; }
};

struct game_info {
    std::string name;
    std::vector<std::string> coords;  // the coordinate names
    std::size_t line = 0;
};

struct game_program;  // the compiled definitions (src/core/game.cpp)

// Compiled definitions. Immutable once built: share it between evaluators.
class game_definition {
public:
    // Parses and compiles; throws sg::error ("game.*") naming line and column.
    explicit game_definition(std::string_view text);
    ~game_definition();
    game_definition(const game_definition&) = delete;
    game_definition& operator=(const game_definition&) = delete;

    const std::vector<game_info>& games() const;
    std::size_t find(std::string_view name) const;  // npos when no such game
    // "cut(4, 7)", or "(4, 7)" / "9" when the text defines one game. column is
    // where the text starts in a longer line (for messages).
    game_position parse_position(std::string_view text, std::size_t column = 1) const;
    std::string format(const game_position& p) const;  // "cut(4, 7)"
    const game_program& program() const { return *p_; }

private:
    std::unique_ptr<game_program> p_;
    std::vector<game_info> infos_;
};

// Budgets: every evaluation stops with an sg::error ("game.too_many_states",
// "game.too_much_work") rather than run past them.
struct game_limits {
    std::size_t max_states = 5000000;  // positions memoised (about 40 bytes each)
    double max_work = 5e8;             // move bindings and mex steps: about 5 s natively
};

struct game_move {
    std::size_t line = 0;                    // the move line it comes from (1-based, in the text)
    std::string source;                      // that line as written
    std::vector<std::pair<std::string, std::int64_t>> vars;  // the loop variables' values
    std::vector<game_position> targets;      // the sum moved to
    std::vector<std::uint64_t> target_values;
    std::uint64_t value = 0;                 // XOR of target_values
};

inline constexpr std::size_t max_listed_game_moves = 10000;

struct game_derivation {
    game_position position;
    std::vector<game_move> moves;          // the first max_listed_moves of them
    std::uint64_t total_moves = 0;
    bool truncated = false;
    std::vector<std::uint64_t> reached;    // every value reached, ascending
    std::uint64_t mex = 0;                 // the position's value
};

struct game_evaluator_state;

// Values of positions, memoised over every position reached. Evaluation is
// iterative (a chain of millions of positions needs no call stack), detects
// cycles, and can run in slices: start() then run(work) until it returns true.
class game_evaluator {
public:
    explicit game_evaluator(std::shared_ptr<const game_definition> def, game_limits limits = {});
    ~game_evaluator();
    game_evaluator(const game_evaluator&) = delete;
    game_evaluator& operator=(const game_evaluator&) = delete;

    const game_definition& definition() const { return *def_; }
    void set_limits(const game_limits& limits);  // applies from the next step on
    std::uint64_t value(const game_position& p);  // evaluates to the end
    // Sliced: start(p), then run(work) (about `work` steps) until true.
    void start(const game_position& p);
    bool run(std::uint64_t work);
    void cancel();  // drops the evaluation in progress; what is known stays
    bool known(const game_position& p, std::uint64_t* value = nullptr) const;
    std::size_t states() const;  // positions memoised
    double work() const;         // steps spent so far
    // Every move of p in definition order (the first max_listed_moves listed),
    // each target's value, the values reached and their mex.
    game_derivation explain(const game_position& p);

    // The moves of p whose value is `target`: the first `limit` of them, and
    // how many there are (ranges are counted without being listed).
    std::vector<game_move> moves_to_value(const game_position& p, std::uint64_t target, std::size_t limit,
                                          std::uint64_t* count);

    // Every move of p with its targets, without evaluating them (so a game
    // whose moves loop can be walked): target_values stay empty. Throws
    // "game.position_moves" past `limit` moves; spends the work budget.
    std::vector<game_move> moves_of(const game_position& p, std::size_t limit = max_listed_game_moves);

private:
    std::shared_ptr<const game_definition> def_;
    std::unique_ptr<game_evaluator_state> s_;
};

// A table over a box of positions of one game: coordinate `axes[0]` (and
// `axes[1]` for a grid) varies over its range; the others are fixed at `at`.
struct game_box {
    std::uint32_t game = 0;
    int axes[2] = {0, -1};  // -1: a one-dimensional table
    std::int64_t lo[2] = {0, 0}, hi[2] = {0, 0};
    std::array<std::int64_t, max_game_coords> at{};
};

inline constexpr std::uint64_t max_box_cells = 4000000;

// What a formula check found: matches everywhere, or the first counterexample
// (row-major) with both values, or the position where the formula could not be
// evaluated (error holds the message's code and text).
struct formula_check {
    bool matches = false;
    std::uint64_t checked = 0;
    game_position at;
    std::int64_t formula_value = 0;
    std::uint64_t value = 0;
    std::string error_code, error_text;
};

struct game_table {
    game_box box;
    std::vector<std::uint64_t> values;  // row-major: index (i - lo0) * width1 + (j - lo1)
    std::uint64_t width() const { return box.axes[1] < 0 ? 1 : std::uint64_t(box.hi[1] - box.lo[1] + 1); }
    std::uint64_t value_at(std::int64_t a, std::int64_t b = 0) const {
        return values[std::uint64_t(a - box.lo[0]) * width() + std::uint64_t(box.axes[1] < 0 ? 0 : b - box.lo[1])];
    }
};

// Parses a box for game g: "0..30" per varying coordinate and a number per
// fixed one, comma separated, e.g. "0..30, 0..30" or "0..9, 4, 0..9".
game_box parse_box(const game_definition& def, std::uint32_t g, std::string_view text);

// Evaluates every cell (throws past the evaluator's budgets or max_box_cells).
game_table compute_game_table(game_evaluator& ev, const game_box& box);

// Checks formula (an expression over the game's coordinate names) against
// every value of the table: sg = formula, or, with p_positions, "the formula
// is non-zero exactly at the P-positions (sg = 0)".
formula_check check_formula(const game_definition& def, const game_table& t, std::string_view formula,
                            bool p_positions = false);

struct suggestion {
    std::string formula;
    bool p_positions = false;  // the formula describes the P-positions, not the values
};

// Formulas from a small library of shapes (xor and sums of coordinates,
// moduli, min/max, popcount and ctz forms, Wythoff pairs for P-positions),
// each verified on the whole table before it is returned; at most `limit`.
std::vector<suggestion> suggest_formulas(const game_definition& def, const game_table& t, std::size_t limit = 5);

// Observed periods of a table: for one coordinate, of its values; for two,
// along each row and each column (only those where one is seen).
struct game_period {
    std::string along;                                         // the coordinate that varies
    std::vector<std::pair<std::string, std::int64_t>> at;      // the other varying coordinate's value
    period_info period;
};
std::vector<game_period> table_periods(const game_definition& def, const game_table& t);

// ---- sums mixing game positions and heap rules ----------------------------------

struct game_component {
    bool is_game = false;
    game_position position;  // when is_game
    heap_spec heap;          // otherwise
    std::uint64_t sg = 0;
    std::size_t column = 0;
};

struct game_sum_move {
    std::size_t component = 0;
    bool is_game = false;
    game_move game;      // when is_game: the move in the definition's terms
    winning_move heap;   // otherwise
};

struct game_sum_analysis {
    bool misere = false;
    // Misère only: "exact" or "unavailable"; the argument ("bouton", "search",
    // "budget") and the reason in words.
    std::string status = "exact", method, reason;
    std::vector<game_component> components;
    std::uint64_t nim_sum = 0;
    bool p_position = true;
    bool moves_listed = true;
    std::vector<game_sum_move> winning_moves;  // the first max_listed_winning_moves
    std::uint64_t winning_move_count = 0;
    bool truncated = false;
};

// Components separated by spaces (parentheses are tracked, so "(4, 7)" is one
// component): positions of the definition ("cut(4, 7)", "(4, 7)" when it
// defines one game, a bare number when that game has one coordinate) and heap
// components ("1..3:9", or a bare heap with default_rule).
game_sum_analysis analyze_game_sum(game_evaluator& ev, std::string_view text, std::string_view default_rule,
                                   bool list_moves, oracle_cache* cache = nullptr);

// The same sum in misère play (the player who cannot move wins). Heaps only:
// analyze_misere's answer. With game positions: an exact search over the sums
// reachable (each a sorted list of components, memoised, iterative), within
// max_misere_states sums and max_misere_work steps; past them, status
// "unavailable". p_position and the winning moves (those the search could
// decide) are the misère ones; each component's sg is its normal-play value.
game_sum_analysis analyze_game_sum_misere(game_evaluator& ev, std::string_view text, std::string_view default_rule,
                                          oracle_cache* cache = nullptr);

namespace detail {
// A sum's text split at spaces outside parentheses: each piece with its 1-based column.
std::vector<std::pair<std::string_view, std::size_t>> split_components(std::string_view text);
}  // namespace detail

// The cell at row-major index i of a box, and the number of cells.
game_position box_cell(const game_box& b, std::uint64_t i);
std::uint64_t box_cells(const game_box& b);

// The definition as a standalone C++17 program in the style of contest
// templates (a memoised sg over the state with a vis[]-style mex) that reads
// positions, one per line, and prints their values (src/core/game_export.cpp).
std::string export_cpp(const game_definition& def);

}  // namespace sg
