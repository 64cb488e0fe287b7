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
// && || !, parentheses, and min max abs gcd popcount ctz isqrt, nimsum (xor)
// and nimmul (the nim product, sg/nimber.hpp). Bitwise
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

#include "sg/error.hpp"
#include "sg/limits.hpp"
#include "sg/table.hpp"

namespace sg {

// Element by element: std::array's == is a memcmp call, a slow byte loop in
// WebAssembly, and coordinates are compared in every hash look-up.
inline bool same_coords(const std::array<std::int64_t, max_game_coords>& a,
                        const std::array<std::int64_t, max_game_coords>& b) {
    bool same = true;
    for (std::size_t i = 0; i < a.size(); ++i) same &= a[i] == b[i];
    return same;
}

// A position: which game, and its coordinates (0 <= c <= max_number).
struct game_position {
    std::uint32_t game = 0;
    std::array<std::int64_t, max_game_coords> c{};
    bool operator==(const game_position& o) const { return game == o.game && same_coords(c, o.c); }
};

struct game_info {
    std::string name;
    std::vector<std::string> coords;  // the coordinate names
    std::size_t line = 0;
};

struct game_program;  // the compiled definitions (src/core/game.cpp)
namespace detail {
struct expr;
class table_fill;  // a table job's state (src/core/language/table_job.cpp)
}  // namespace detail

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

// Budgets: every evaluation stops with an sg::error rather than run past
// them: "game.too_much_memory" when what it remembers (4 bytes a position in
// a dense box, about 64 outside, the lines' records and the stack) would pass
// max_bytes, "game.too_much_work" past max_work steps, and at once, before
// the work, "game.estimated_positions" or "game.estimated_steps" when a
// position or box needs more than either (from the position's own moves, or
// measured on smaller boxes of the same game), with the estimate.
//
// With a trial (trial_work > 0), an evaluation that has spent trial_work
// steps, or added trial_bytes bytes, goes on only where such a measurement
// says it ends within the budgets; otherwise it is refused there
// ("game.no_estimate", saying how far it got). So a refusal comes within the
// trial's cost, well under a second, whatever the game. A job the reader can
// cancel has no trial.
struct game_limits {
    std::uint64_t max_bytes = cli_limits().game_memory;
    double max_work = cli_limits().game_work;  // move bindings, runs of 8 moves read by index, mex steps
    double trial_work = 0;                     // 0: no trial
    std::uint64_t trial_bytes = 0;
};

// How a player says a move, as data (the pages and the CLI put it in words),
// read from the move line's shape and what the move changed:
//   take:  a game of one coordinate whose move line lowers it (n - k, n - k - 1):
//          `taken` from `from` (a heap);
//   turn:  one coordinate changes and the move line flips bits of it
//          (b ^ (1 << i) ^ ...): the bits turned, highest first (coins);
//   to:    any other move to one position of the same game (a square, a tuple);
//   parts: a move to a sum of positions, or to another game's position.
struct move_reading {
    enum class kind_t { to, take, turn, parts };
    kind_t kind = kind_t::parts;
    std::string coord;                 // take, turn: the coordinate's name
    std::int64_t from = 0, taken = 0;  // take
    std::vector<int> turned;           // turn: bit indices, descending
};

struct game_move {
    std::size_t line = 0;                                    // the move line it comes from (1-based, in the text)
    std::string source;                                      // that line as written
    std::vector<std::pair<std::string, std::int64_t>> vars;  // the loop variables' values
    std::vector<game_position> targets;                      // the sum moved to
    std::vector<std::uint64_t> target_values;
    std::uint64_t value = 0;  // XOR of target_values
    move_reading reads;       // how a player says it
};

struct game_derivation {
    game_position position;
    std::vector<game_move> moves;  // the first max_listed_moves of them
    std::uint64_t total_moves = 0;
    bool truncated = false;
    std::vector<std::uint64_t> reached;  // every value reached, ascending
    std::uint64_t mex = 0;               // the position's value
};

struct game_evaluator_state;
struct game_box;

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
    const game_limits& limits() const;
    std::uint64_t value(const game_position& p);  // evaluates to the end
    // Sliced: start(p), then run(work) (about `work` steps) until true.
    void start(const game_position& p);
    bool run(std::uint64_t work);
    void cancel();  // drops the evaluation in progress; what is known stays
    bool known(const game_position& p, std::uint64_t* value = nullptr) const;
    std::size_t states() const;        // positions memoised
    double work() const;               // steps spent so far
    std::uint64_t bytes() const;       // what it holds, as its memory budget counts it
    std::uint64_t peak_bytes() const;  // the most its values held at once (a box being laid out included)
    void forget();                     // forgets every value found (a new batch of questions)
    // Every move of p in definition order (the first max_listed_moves listed),
    // each target's value, the values reached and their mex.
    game_derivation explain(const game_position& p);

    // The moves of p whose value is `target`: the first `limit` of them, and
    // how many there are (ranges are counted without being listed). The
    // search spends at most the trial's steps (else what the budget has
    // left): past them it stops, sets *cut, and *count is the number found
    // among the *looked moves looked at; p's value stays known.
    std::vector<game_move> moves_to_value(const game_position& p, std::uint64_t target, std::size_t limit,
                                          std::uint64_t* count, bool* cut = nullptr, std::uint64_t* looked = nullptr);
    // The same for a position too large to walk in order (one valued by a
    // pattern, p itself not evaluated): each move line is walked from its far
    // end, every loop counting down (taking the whole heap comes before
    // taking one), the lines sharing a trial's steps; each target is valued
    // exactly. *cut unless every line was walked to its end; a refusal or a
    // fault on the way only ends the walk.
    std::vector<game_move> moves_to_value_from_end(const game_position& p, std::uint64_t target, std::size_t limit,
                                                   std::uint64_t* count, bool* cut, std::uint64_t* looked);

    // Every move of p with its targets, without evaluating them (so a game
    // whose moves loop can be walked): target_values stay empty. Past `limit`
    // moves: stops and sets *more when given, else throws "game.position_moves".
    // Spends the work budget.
    std::vector<game_move> moves_of(const game_position& p, std::size_t limit = max_listed_moves, bool* more = nullptr);

private:
    friend class game_table_job;  // a table fills rows in one pass and sets its trial and licence
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

// Observed periods of a table: for one coordinate, of its values; for two,
// along each row and each column (only those where one is seen).
struct game_period {
    std::string along;                                     // the coordinate that varies
    std::vector<std::pair<std::string, std::int64_t>> at;  // the other varying coordinate's value
    period_info period;
};

struct game_table {
    game_box box;
    // Row-major: index (i - lo0) * width1 + (j - lo1). 4 bytes a value: a
    // value of 2^32 or more would need as many positions evaluated, far past
    // any memory budget.
    std::vector<std::uint32_t> values;
    std::uint64_t max_value = 0;
    std::vector<game_period> periods;  // observed along its rows and columns
    std::uint64_t width() const { return box.axes[1] < 0 ? 1 : std::uint64_t(box.hi[1] - box.lo[1] + 1); }
    std::uint64_t value_at(std::int64_t a, std::int64_t b = 0) const {
        return values[std::uint64_t(a - box.lo[0]) * width() + std::uint64_t(box.axes[1] < 0 ? 0 : b - box.lo[1])];
    }
};

// The periods of a table's rows and columns (compute_game_table and the job
// fill game_table::periods with them).
std::vector<game_period> table_periods(const game_definition& def, const game_table& t);

// Parses a box for game g: "0..30" per varying coordinate and a number per
// fixed one, comma separated, e.g. "0..30, 0..30" or "0..9, 4, 0..9".
game_box parse_box(const game_definition& def, std::uint32_t g, std::string_view text);

// A table computed in slices, so that a page shows progress and can cancel
// and the CLI can say how far it is: step(work) (about `work` evaluation
// steps) until it returns true, then take(). The evaluator's budgets apply
// (its work budget is raised for each slice); values found stay in the
// evaluator. A synchronous call between slices is allowed.
class game_table_job {
public:
    // `prefix`: the caller wants as many values as the budget allows, in
    // order (prefix() after a refusal), not a refusal of the whole table at
    // once: the far corner is not looked at first, and rows are filled in
    // short pieces.
    game_table_job(game_evaluator& ev, const game_box& box, bool prefix = false);
    ~game_table_job();
    game_table_job(const game_table_job&) = delete;
    game_table_job& operator=(const game_table_job&) = delete;
    std::vector<std::uint32_t> prefix() const;  // the values found so far, in the table's order
    bool step(double work);
    double progress() const;
    std::uint64_t computed() const;
    bool done() const;
    game_table take();  // the finished table, with its maximum and periods

private:
    std::unique_ptr<detail::table_fill> f_;  // its state and steps (table_job.cpp)
};

// Evaluates every cell (throws past the evaluator's budgets or max_box_cells):
// a game_table_job run to the end.
game_table compute_game_table(game_evaluator& ev, const game_box& box);

// Checks formula (an expression over the game's coordinate names) against
// every value of the table: sg = formula, or, with p_positions, "the formula
// is non-zero exactly at the P-positions (sg = 0)".
formula_check check_formula(const game_definition& def, const game_table& t, std::string_view formula,
                            bool p_positions = false);

// A formula over a game's coordinates, to answer positions past what the
// evaluator reaches once it matches a table: what a student does with a
// pattern --suggest found. Such an answer is observed, never proved: it rests
// on the table the formula was checked against.
class game_formula {
public:
    // Compiles text over game g's coordinate names (game.* errors with the column).
    game_formula(const game_definition& def, std::uint32_t g, std::string_view text);
    ~game_formula();
    game_formula(game_formula&&) noexcept;
    // Its value at p (a position of game g); an overflow or a division by
    // zero is refused naming p.
    std::int64_t at(const game_position& p) const;

private:
    const game_definition* def_;
    std::uint32_t game_;
    std::unique_ptr<detail::expr> e_;
};

// Positions answered from a formula that matched a table (game_formula):
// with p_positions, a non-zero value says P (the outcome only); else each
// value is the position's, and the sum's is their XOR. Observed, not proved.
struct formula_answer {
    std::string formula, box;  // as given; the box it matched
    bool p_positions = false;
    std::uint64_t checked = 0;  // positions of that table
    std::vector<game_position> positions;
    std::vector<std::int64_t> values;  // the formula at each
};

struct suggestion {
    std::string formula;
    bool p_positions = false;  // the formula describes the P-positions, not the values
    // Every step of the formula stays inside 64-bit integers (so it is exact,
    // in the engine and in a C++ long long) while each of the table's varying
    // coordinates is at most this (from the table's least); at most max_number.
    std::uint64_t exact_upto = 0;
};

// Formulas from a small library of shapes (xor and sums of coordinates,
// moduli, min/max, popcount and ctz forms, nim products, Wythoff pairs and
// Euclid's golden-ratio threshold for P-positions, ratios, each also 1-based,
// and arithmetic periods of one coordinate), each verified on the whole table
// before it is returned, with the coordinates it is exact for (a formula not
// sure to stay in 64-bit integers over the table itself is left out); at most `limit`.
std::vector<suggestion> suggest_formulas(const game_definition& def, const game_table& t, std::size_t limit = 5);

// The cell at row-major index i of a box, and the number of cells.
game_position box_cell(const game_box& b, std::uint64_t i);
std::uint64_t box_cells(const game_box& b);

// The definition as a standalone C++17 program in the style of contest
// templates (a memoised sg over the state with a vis[]-style mex) that reads
// positions, one per line, and prints their values (src/core/game_export.cpp).
std::string export_cpp(const game_definition& def);

}  // namespace sg
