// Internal: the compiled form of the game language (game_lang.cpp builds it,
// game.cpp runs it). Expressions are postfix code over a small fixed stack;
// running a move evaluates them into a caller's buffers without allocating.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "sg/game.hpp"

namespace sg::detail {

enum class op : std::uint8_t {
    num,
    var,  // push arg / vars[arg]
    add,
    sub,
    mul,
    div,
    mod,
    bxor,
    band,
    bor,
    shl,
    shr,
    eq,
    ne,
    lt,
    le,
    gt,
    ge,
    neg,
    lnot,
    bnot,
    min,
    max,
    abs,
    gcd,
    popcount,
    ctz,
    isqrt,
    nimmul,  // the nim product of two non-negative numbers (nimsum compiles to bxor)
    and_jump,
    or_jump,  // short-circuit: jump to arg, keeping 0 / 1
    to_bool,
};

struct instr {
    op code;
    std::int64_t arg = 0;
    std::uint32_t line = 0, column = 0;
};

// Why an expression could not be evaluated (the code of the sg::error to raise).
enum class eval_fault : std::uint8_t { none, overflow, div_zero, shift, negative_arg, zero_arg };

inline constexpr int max_eval_stack = 64;  // compile refuses deeper expressions

// An expression that is c0 + sum coef[i] * vars[slot[i]] (built from + - and
// multiplications by numbers), perhaps then floor-divided or reduced by a
// positive number. Evaluated in one pass when every variable is at most
// `max_var` in size: then no step of the expression as written can overflow
// (max_var bounds every intermediate value), so the result is exactly the
// interpreter's.
struct linear_form {
    std::uint8_t n = 0;
    std::uint8_t slot[max_game_coords + max_loop_vars] = {};
    std::int64_t coef[max_game_coords + max_loop_vars] = {};
    std::int64_t c0 = 0;
    std::int64_t max_var = -1;  // -1: not linear
    std::int64_t divisor = 0;   // > 0: floor division by it after the sum
    bool modulo = false;        // with divisor: the remainder instead
};

struct expr {
    // The common shapes, run without the interpreter: x, 5, x + 5, x - 5,
    // x + y, x - y, x * y (a and b are variable slots, c a constant), and linear forms.
    enum class form : std::uint8_t {
        general,
        var,
        num,
        var_add_num,
        var_sub_num,
        var_add_var,
        var_sub_var,
        var_mul_var,
        linear
    };
    form shape = form::general;
    int a = 0, b = 0;
    std::int64_t c = 0;
    linear_form lin;
    std::vector<instr> code;
    std::string source;  // canonical, fully parenthesised C-like text (exports)
    bool empty() const { return code.empty(); }
};

// Evaluates e with variables vars; on a fault returns false and sets fault and
// the index of the failing instruction.
bool eval(const expr& e, const std::int64_t* vars, std::int64_t& out, eval_fault& fault, std::size_t& at);

// eval, with the common shapes done inline.
[[gnu::always_inline]] inline bool eval_fast(const expr& e, const std::int64_t* vars, std::int64_t& out,
                                             eval_fault& fault, std::size_t& at) {
    switch (e.shape) {
        case expr::form::var: out = vars[e.a]; return true;
        case expr::form::num: out = e.c; return true;
        case expr::form::var_add_num:
            if (!__builtin_add_overflow(vars[e.a], e.c, &out)) return true;
            break;
        case expr::form::var_sub_num:
            if (!__builtin_sub_overflow(vars[e.a], e.c, &out)) return true;
            break;
        case expr::form::var_add_var:
            if (!__builtin_add_overflow(vars[e.a], vars[e.b], &out)) return true;
            break;
        case expr::form::var_sub_var:
            if (!__builtin_sub_overflow(vars[e.a], vars[e.b], &out)) return true;
            break;
        case expr::form::var_mul_var:
            if (!__builtin_mul_overflow(vars[e.a], vars[e.b], &out)) return true;
            break;
        case expr::form::linear: {
            const linear_form& l = e.lin;
            std::int64_t r = l.c0;
            bool small = true;
            for (std::uint8_t i = 0; i < l.n; ++i) {
                const std::int64_t v = vars[l.slot[i]];
                small &= v <= l.max_var && v >= -l.max_var;
                r += l.coef[i] * (small ? v : 0);
            }
            if (!small) break;
            if (l.divisor) {
                std::int64_t q = r / l.divisor, m = r % l.divisor;
                if (m < 0) --q, m += l.divisor;
                r = l.modulo ? m : q;
            }
            out = r;
            return true;
        }
        default: break;
    }
    return eval(e, vars, out, fault, at);
}

struct loop_code {
    std::string name;
    int slot = 0;  // index into the variables: coordinates first, then loops
    expr lo, hi;
};

// How a target's coordinate reads to a player (move_reading): the same
// coordinate lowered (c - e, c - e - f) or with bits flipped (c ^ e ^ ...).
enum class coord_shape : std::uint8_t { other, lowers, flips };

struct target_code {
    std::uint32_t game = 0;
    std::vector<expr> coords;
    std::array<coord_shape, max_game_coords> shapes{};  // for a target in the move's own game
    // Each coordinate as a function of the move's last loop variable k: when
    // `affine`, every coordinate is v + s*k with v and s free of k, built from
    // + - * and unary - (so each part of it is monotone in k, and its values
    // over a range of k are bounded by those at the ends); s is `coef[i]` when
    // it is a constant (coef_known[i]), else measured at run time.
    bool affine = false;
    std::array<bool, max_game_coords> coef_known{};
    std::array<std::int64_t, max_game_coords> coef{};
    // In the move's own game with each coordinate the source's plus a constant
    // (`shift`): a move of a fixed shape, read at a fixed distance in a box.
    bool offset = false;
    std::array<std::int64_t, max_game_coords> shift{};
    std::uint32_t line = 0, column = 0;
};

// How the evaluator walks a move line.
//   fixed:   no loop: one move per position (when the condition holds);
//   run:     loops whose last variable k moves every target along a line
//            (each target affine in k) and does not appear in the condition:
//            for each binding of the other loops, the moves for k in lo..hi
//            are read as runs of positions (by index inside the dense box,
//            or through the line's record when it is long and has one target);
//   general: one binding at a time.
enum class family : std::uint8_t { fixed, run, general };

// A condition as a tree of comparisons joined by && || ! (a bare expression
// e reads as e != 0), so that a row of positions can learn at once where it
// holds: along a coordinate that every comparison's sides are affine in, each
// comparison holds on an interval of the row (row_plans.cpp).
struct pred_node {
    enum class kind_t : std::uint8_t { compare, all, any, negate } kind = kind_t::compare;
    op cmp = op::ne;
    expr lhs, rhs;                  // compare
    std::vector<std::size_t> kids;  // all, any, negate: indices into the predicate's nodes
};

struct move_code {
    std::uint32_t line = 0;
    std::uint32_t index = 0;  // its place among the program's move lines (from 0)
    std::string text;         // the line as written (trimmed)
    std::vector<loop_code> loops;
    std::vector<target_code> targets;
    expr cond;  // empty: always
    // How many loop variables the condition uses (the deepest one's level + 1):
    // once those are bound it is tested, and a false one skips every binding
    // of the loops inside it at once.
    std::size_t cond_depth = 0;
    family kind = family::general;
    // The condition's predicate (its root is the last node), and for each
    // coordinate whether a row along it can be planned at once: the condition
    // (if any) decides intervals, and for a run of one loop its bounds and
    // every target are affine in the coordinate and its steps are constants.
    std::vector<pred_node> pred;
    std::array<bool, max_game_coords> rows{};
    // For each coordinate, whether the move only carries it over: every
    // target is in the move's own game and writes it as itself, and nothing
    // else (another coordinate, a loop's bounds, the condition) reads it. A
    // row's plan then holds for the row that differs from it only there, its
    // cells moved by as many cells (rows.cpp).
    std::array<bool, max_game_coords> keeps{};
};

// A product of two coin-turning games of one coordinate each, `game
// corners(x, y) = twins(x) * twins(y)`: a head at (x, y); a move of the first
// factor turning the coins A (x and those its move leads to) and one of the
// second turning B turn every coin of A x B. Values by nim multiplication of
// the factors' values (Lenstra's Tartan theorem).
struct product_code {
    std::uint32_t game[2] = {0, 0};  // the factors
    std::size_t coord[2] = {0, 1};   // the product's coordinate each factor's coin is
    std::string text;                // the declaration as written
    move_code move;                  // what its moves are listed under (line and text)
};

// How a game's values follow from others': the mex of its moves' values
// (its move lines), or the nim product of two factors' values (its product).
enum class game_kind : std::uint8_t { moves, nim_product };

struct game_code {
    game_info info;
    game_kind kind = game_kind::moves;
    std::vector<move_code> moves;  // kind moves
    product_code product;          // kind nim_product
    // The coordinates no move changes (every target is in this game and
    // writes the coordinate as itself): a position's reach keeps them.
    std::array<bool, max_game_coords> kept{};
};

}  // namespace sg::detail

namespace sg {
struct game_program {
    std::vector<detail::game_code> games;
};
}  // namespace sg

namespace sg::detail {

// Compiles an expression over the named variables (a formula: the game's
// coordinates). Throws sg::error naming the column.
expr compile_formula(std::string_view text, const std::vector<std::string>& names);

// The message for a fault, e.g. "integer overflow".
const char* fault_code(eval_fault f);
std::string fault_text(eval_fault f);

}  // namespace sg::detail
