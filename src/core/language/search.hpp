// Internal: the game language's evaluator at work (game.hpp's
// game_evaluator holds one): the values found, the lines of long move
// families, the stack of positions being evaluated, and the budgets.
//
// A position's value is found in one pass over its moves when every target is
// known (a box filled bottom-up, in an order where moves lead to cells already
// filled, never needs more). Otherwise it goes on the stack and is evaluated
// depth first in two passes: pass 1 walks its moves and pushes the first
// target whose value is unknown (resuming where it stopped when that target is
// done); pass 2, once every target is known, takes the mex.
//
// Each move line is walked as its family says (game_program.hpp). A run's
// targets inside the dense box are read by index, a tight loop per run; a long
// run of one target asks its line (lines.hpp), at about a logarithm per value
// (runs.hpp); a box is filled row by row by plans (rows.hpp). The state is
// kept by the part that owns it: the budgets, the lines, the run reader, the
// row planner, the products (products.cpp) and the pause.
#pragma once
#include <functional>
#include <string>
#include <unordered_set>
#include <vector>

#include "language/rows.hpp"
#include "sg/game.hpp"
#include "sg/steps.hpp"

namespace sg {
namespace detail {

// A position being evaluated, and where pass 1 stands in its moves.
struct frame {
    game_position pos;
    std::uint32_t move = 0;  // the move line being walked (pass 1)
    bool fresh = true;       // the move line's cursor is not started
    bool inner = false;      // a run's last loop is under way: vars[its slot] is where pass 1 resumes
    bool tried = false;      // the one-pass mex was tried (it succeeds when every target is known)
    std::int64_t vars[max_game_coords + max_loop_vars] = {};
    std::int64_t hi[max_loop_vars] = {};
    // A frame at p, its coordinates the first variables.
    static frame at(const game_position& p) {
        frame f;
        f.pos = p;
        std::copy(p.c.begin(), p.c.end(), f.vars);
        return f;
    }
};

// The evaluator's state, by the part of it that owns each piece (the
// methods are game_evaluator_state's, in the file named).

// The budgets, the trial and its metered fills (budget.cpp).
struct budget_state {
    // spend() refuses past `cap`: the budget, or the trial's end while no
    // measurement covers more; check_memory() past `byte_cap` likewise.
    double cap = 0;
    std::uint64_t byte_cap = 0, nominal_cap = ~std::uint64_t(0);
    // The work when the budget was last raised, and to what: refusals name
    // the budget of the question, not the work of the whole batch.
    double from = 0, top = 0;
    struct trial_state {
        bool on = false;
        game_position root;  // what is being evaluated (messages name it)
        double work0 = 0;    // the work when it began
        std::size_t states0 = 0;
    } trial;
    // A box (or table) being filled under a trial, once smaller boxes said
    // it fits: its progress (positions known since it began, against its
    // cells) licenses it checkpoint by checkpoint, every half trial.
    struct fill_meter {
        bool on = false;
        double work0 = 0;
        std::size_t states0 = 0;
        double cells = 0;
        game_position far;
        double window_work = 0;  // where the last checkpoint was
        std::size_t window_states = 0;
        double trial_left = 0;  // what the trial had left when it began
    } meter;
};

// Products of coin-turning games (products.cpp): the factor positions
// already found to be coin-turning.
struct product_games {
    std::unordered_set<game_position, pos_hash> coins_checked;
};

// Where step() also pauses: once this many positions are known, or once the
// stack is this deep (a chain goes deep before it knows any).
struct pause_point {
    std::size_t positions = SIZE_MAX;
    std::size_t depth = SIZE_MAX;
};

}  // namespace detail

// Whether e is a refusal by the budgets (work, memory, the trial), which no
// other order of evaluation would avoid, as opposed to a fault that a
// position the evaluation never needed may have.
bool budget_refusal(const error& e);

using detail::frame;
using detail::game_code;
using detail::move_code;
using detail::run_view;

struct game_evaluator_state {
    const game_program* prog = nullptr;
    const game_definition* def = nullptr;
    game_limits limits;
    detail::value_store memo;
    std::vector<frame> stack;
    double work = 0;
    detail::mex_scratch scratch;
    detail::budget_state budget;     // budget.cpp
    detail::line_index lines;        // runs.cpp
    detail::run_reader reader;       // runs.cpp
    detail::row_planner planner;     // rows.cpp, row_plans.cpp
    detail::product_games products;  // products.cpp
    detail::pause_point pause;       // step()
    frame pass2;  // mex_of's cursor, reused (a frame copied per position is a memcpy call in WebAssembly)

    const game_code& code(const game_position& p) const { return prog->games[p.game]; }

    // ---- expressions, targets, budgets (search.cpp) ----
    [[noreturn, gnu::noinline, gnu::cold]] void fault(const detail::expr& e, detail::eval_fault f, std::size_t at,
                                                      const game_position& where);
    [[gnu::always_inline]] std::int64_t run(const detail::expr& e, const std::int64_t* vars,
                                            const game_position& where) {
        std::int64_t out = 0;
        detail::eval_fault f = detail::eval_fault::none;
        std::size_t at = 0;
        if (!detail::eval_fast(e, vars, out, f, at)) fault(e, f, at, where);
        return out;
    }
    [[gnu::always_inline]] void spend(double w) {
        work += w;
        detail::steps_counted.game += w;  // kept when `work` is set back (a box fill that failed)
        if (work > budget.cap) past_cap();
    }
    std::uint64_t bytes() const {
        return memo.bytes() + lines.bytes + stack.capacity() * sizeof(frame) + lines.recent.capacity() * sizeof(void*);
    }
    // The memory a trial counts: positions at their nominal size, the stack's frames.
    std::uint64_t nominal() const { return memo.nominal() + lines.bytes + stack.size() * sizeof(frame); }
    void check_memory() {
        if (bytes() > budget.byte_cap || nominal() > budget.nominal_cap) past_byte_cap();
    }

    // ---- budgets, the trial and estimates (budget.cpp) ----
    // The fill is over: the trial goes on with what it had left (a licensed
    // fill does not spend it).
    void stop_meter() {
        if (!budget.meter.on) return;
        budget.meter.on = false;
        budget.cap = std::min(limits.max_work, work + budget.meter.trial_left);
    }
    void start_meter(double cells, const game_position& far);
    void set_caps();                                    // the budgets alone (no trial)
    void set_trial_bytes(std::uint64_t nominal_bytes);  // the trial's cap on nominal()
    // Starts a trial for evaluating `root` (when the limits have one).
    void begin_trial(const game_position& root);
    // A measurement says `more_work` steps and `more_bytes` bytes finish it.
    void licence(double more_work, std::uint64_t more_bytes);
    void end_trial() {
        budget.trial.on = false;
        budget.meter.on = false;
        set_caps();
    }
    // Past the cap: refuses, or moves it on to the next checkpoint of a
    // metered fill whose progress says the rest fits the budget.
    [[gnu::noinline, gnu::cold]] void past_cap();
    [[noreturn, gnu::noinline, gnu::cold]] void past_byte_cap();
    [[noreturn, gnu::noinline, gnu::cold]] void over_budget();
    // Refuses before the work: `where` (a position or a box) needs at least
    // `estimate` steps (game.estimated_steps) or positions (game.estimated_positions);
    // `basis` says what the estimate rests on.
    [[noreturn, gnu::noinline, gnu::cold]] void refuse_estimate(bool steps, double estimate, const std::string& where,
                                                                const std::string& basis = "");
    // Lower bounds from p's own moves, before anything is evaluated: the
    // moves of each move line (a run's counted from its range, not walked)
    // and the distinct positions one run reaches, with where they lie (a
    // run far outside any box that fits is held at about 64 bytes a
    // position). Refuses what they already put past the budgets.
    void estimate_root(const game_position& p);
    // The corner of the box the positions p reaches lie in: p's moves' far
    // ends (a run's two ends, or each move), then the moves of that corner,
    // and so on until they stay inside (16 rounds at most). A guess that
    // decides which box to fill, never a value: a position outside it is
    // searched. False when the moves leave the game or keep growing.
    bool reach_box(const game_position& p, std::array<std::int64_t, max_game_coords>& hi);
    // Fills boxes of the same game from lo up to about a 64th and a
    // sixteenth of the cells (the longest sides shortened),
    // measures their steps, and predicts the whole box's by the growth from
    // one to the other; refuses (game.estimated_steps) when the prediction
    // passes the budget, else licenses the fill. False when the small boxes
    // could not be filled (a fault or cycle there: p's own search reports it).
    bool measure_box(std::uint32_t game, const std::array<std::int64_t, max_game_coords>& lo,
                     const std::array<std::int64_t, max_game_coords>& hi, double cells);

    // Sets the loop variables to the move's next binding (the first when
    // f.fresh) whose condition holds; false when there is none. levels: how
    // many loops the cursor walks (a run leaves its last one out). down: each
    // loop from its last value to its first (the bindings in reverse order).
    bool advance(frame& f, const move_code& m, std::size_t levels, bool down = false);
    // The target position of target t of move m under the binding vars.
    game_position target(const frame& f, const move_code& m, std::size_t t, const std::int64_t* vars);
    // The same without raising: false when it faults or leaves the coordinates' range.
    bool try_target(const frame& f, const move_code& m, std::size_t t, const std::int64_t* vars, game_position& p);
    [[noreturn, gnu::noinline, gnu::cold]] void bad_coordinate(const frame& f, const detail::target_code& tc,
                                                               std::int64_t v);

    // ---- runs and lines (runs.cpp) ----
    // The run of a run family under f's outer binding; false when its range is empty.
    bool run_of(const frame& f, const move_code& m, run_view& r);
    // The line stretch of a long run of one target; false when it has none.
    bool line_of(const move_code& m, const run_view& r, detail::line_run& s);
    // Its key and stretch only (s.line not set).
    bool line_key_of(const run_view& r, detail::line_run& s);
    // Sets s.line to the line of s.key, through move line m's recent lines.
    void find_line(const move_code& m, detail::line_run& s);
    // Asks s's line for this mex: 1 when it answers (kept in sets or
    // suffixes), 0 at a target not known, -1 when it cannot (asked already in
    // this mex, broken, or holding positions past the run): read the run then.
    int ask_line(detail::line_run& s);
    // ask_line for a line that answers the stretch from jlo as it stands
    // (line_state::answers), without a call: 1, or -1 when asked already.
    [[gnu::always_inline]] int ask_ready(detail::line_state* l, std::int64_t jlo) {
        if (asked_already(l)) return -1;
        keep_asked(l, jlo);
        return 1;
    }
    // Whether this mex has asked l (it stays as it was asked), and l kept
    // as asked from jlo on (set mode: whole; suffix mode: from jlo).
    [[gnu::always_inline]] bool asked_already(const detail::line_state* l) const {
        for (const auto& q : lines.suffixes)
            if (q.first == l) return true;
        for (const detail::line_state* x : lines.sets)
            if (x == l) return true;
        return false;
    }
    [[gnu::always_inline]] void keep_asked(const detail::line_state* l, std::int64_t jlo) {
        if (l->suffix) lines.suffixes.emplace_back(l, jlo);
        else lines.sets.push_back(l);
    }
    // Brings the line up to s.jhi (or restarts it at s.jlo); stops at the
    // first position not known and returns false, setting *missing.
    // `usable` is false when the line cannot answer this stretch.
    bool catch_up(detail::line_run& s, bool& usable, game_position* missing);
    // Pass 2 for one move line: marks its moves' values; false at the first unknown target.
    bool family_mex(frame& f, const move_code& m);
    // Pass 1 for a run: the first target at or after the cursor whose value is
    // unknown; false when there is none.
    bool run_unknown(frame& f, const move_code& m, const run_view& r, game_position& p);
    // Evaluates p, not known, when every target of it is known, without a
    // stack frame; false when some is not (or p is on the stack).
    bool at_once(const game_position& p);
    // A run whose far end leaves the coordinates' range is walked one binding
    // at a time, so that the first fault is the one reported. Refuses it at
    // once when the positions its targets reach before that will not fit.
    void refuse_long_walk(const frame& f, const move_code& m, const run_view& r);
    // The least value no move reaches, after family_mex on every line.
    std::uint64_t mex_now(std::uint64_t moves);
    // Cells t..e-1 of a row whose active move lines all read runs or fixed
    // offsets, until one needs the general loop; returns where it stopped.
    // Cells t..e-1 of a row by each move line's piece (lines asked, runs
    // read, the walk); returns where it stopped: a cell with a target not known.
    std::int64_t fill_cells(const game_code& g, const detail::row_piece* const* active, const game_position& first,
                            const detail::row_dir& dir, std::uint32_t* cells, std::uint64_t i0, std::int64_t step,
                            std::int64_t t, std::int64_t e, std::vector<std::uint32_t>& out, std::size_t base,
                            std::uint64_t& done);
    std::int64_t fill_runs(std::uint32_t game, const detail::row_piece* const* active, std::uint32_t* cells,
                           std::uint64_t i0, std::int64_t step, std::int64_t t, std::int64_t e,
                           std::vector<std::uint32_t>& out, std::size_t base, std::uint64_t& done);

    // ---- rows of a box (rows.cpp; their plans, row_plans.cpp) ----
    // The plan of move line m over the row first + t d, t = 0..last
    // (first's game's box holds the whole row).
    void plan_row(const move_code& m, const game_position& first, const detail::row_dir& dir, std::int64_t last,
                  std::vector<detail::row_piece>& out);
    // A lined piece over [piece.first, piece.second] of the row (a run of one
    // target, long all along it); false when its line does not move
    // affinely along the row.
    // A stepped piece over [piece.first, piece.second] (a run read by index
    // whose first cells and count move by fixed amounts), or a generic one
    // when the run does not lie in the box or move so.
    void plan_stepped(const move_code& m, const game_position& first, const detail::row_dir& dir,
                      std::pair<std::int64_t, std::int64_t> piece, std::vector<detail::row_piece>& out);
    bool plan_lined(const move_code& m, const game_position& first, const detail::row_dir& dir,
                    std::pair<std::int64_t, std::int64_t> piece, std::vector<detail::row_piece>& out);
    // Fills that row's cells from t = 0 on, each in one pass, and appends
    // their values to out; stops at the first cell with a target not known.
    // Returns how many cells were filled.
    std::uint64_t fill_row(const game_position& first, const detail::row_dir& dir, std::int64_t last,
                           std::vector<std::uint32_t>& out);
    // Whether the box [lo, hi] (coordinates a and b vary; rows along b) is
    // better filled by its diagonals of one sum a + b: at a few cells, every
    // move lowers the sum, and some lead to a later row (as the pair game's
    // (a, b) -> (i, b - i) do). A guess from those cells: the fill is right
    // in any order (a target not known gets a search).
    bool sums_first(const game_position& lo, const game_position& hi, std::size_t a, std::size_t b);

    // ---- products of coin-turning games (products.cpp) ----
    // Factor i's position for product position p.
    game_position factor(const game_position& p, int i) const {
        const auto& pc = code(p).product;
        game_position f;
        f.game = pc.game[i];
        f.c[0] = p.c[pc.coord[i]];
        return f;
    }
    // Each move of factor position f: the coins it turns, f's own first.
    // Refuses (game.not_coin_turning) a move that is not to coins left of
    // f; each position is looked at once (check_coins: that look alone).
    std::vector<std::vector<std::int64_t>> coin_moves(const game_position& f);
    void check_coins(const game_position& f);
    // The product p's value from its factors'; false while one is not known.
    bool product_value(const game_position& p, std::uint64_t& v);
    // Pass 1 for the product on top of the stack: pushes a factor not known.
    bool factors_known();
    // Evaluates the product p: each factor as a position of its own, then p.
    void evaluate_product(const game_position& p);
    // A known position's value (a product's from its factors', known too).
    std::uint64_t known_value(const game_position& p);
    // Every move of the product p (each pair of the factors' moves, turning
    // A x B but p's own coin), visit(targets) until it returns false.
    void each_product_move(const game_position& p, const std::function<bool(std::vector<game_position>)>& visit);
    // The targets of the product p's moves to value `want` (at most `limit`;
    // n counts them all), stopping at `stop` work (cut); looked counts the
    // pairs decided.
    std::vector<std::vector<game_position>> product_moves_to(const game_position& p, std::uint64_t want,
                                                             std::size_t limit, double stop, std::uint64_t& n,
                                                             bool& cut, std::uint64_t& looked);

    // ---- the search (search.cpp) ----
    // Pass 2 at p: the mex of its moves' values; false at a target not known.
    bool mex_of(const game_position& p, std::uint64_t& result);
    bool targets_known();
    void check_cycle(const game_position& p);
    bool push(const game_position& p);
    void finish(const game_position& p, std::uint64_t v) {
        memo.put(p, v);
        spend(1);
        if (__builtin_expect(memo.moved() != 0, 0)) spend_moved();
    }
    // A box laid out anew: about 16 cells a step (cleared, then copied).
    void spend_moved() { spend(double(memo.take_moved()) / 16); }
    bool step(double steps);
    // Evaluates p (pushed by start()) to the end: depth first while its
    // reach looks sparse; once it has found about 1/1024 of the box from the
    // origin to p (the coordinates no move changes kept), fills that box row
    // by row as a table instead, so that one position costs what the table
    // of what it reaches costs.
    void evaluate(const game_position& p);
    // Fills the box [lo, hi] row by row along its longest side (the last of
    // equals).
    void fill_box(std::uint32_t game, const std::array<std::int64_t, max_game_coords>& lo,
                  const std::array<std::int64_t, max_game_coords>& hi);
    void drop() {
        for (const frame& f : stack) memo.set_busy(f.pos, false);
        stack.clear();
    }
    void forget() {
        memo.init(*prog);
        lines.table.clear();
        lines.recent.clear();
        planner.origins.clear();
        planner.plan_lines.clear();  // (their cells' lines are gone)
        products.coins_checked.clear();
        lines.bytes = 0;
    }
};

// Runs f; a fault drops the evaluation in progress (what is known stays). A
// refusal by the budgets forgets everything: what the refused question
// learned must not let the same question through next time (a refusal is
// the same however often it is asked), and a full memory must not refuse
// the next question. (The evaluator's calls and a table's rows go through it.)
template <class F>
auto dropping(game_evaluator_state& s, F f) -> decltype(f()) {
    try {
        return f();
    } catch (const error& e) {
        s.drop();
        if (budget_refusal(e) || e.code == "game.estimated_steps" || e.code == "game.estimated_positions") s.forget();
        s.end_trial();
        throw;
    } catch (...) {
        s.drop();
        s.end_trial();
        throw;
    }
}

}  // namespace sg
