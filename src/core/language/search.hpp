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
// run of one target asks its line (lines.hpp), at about a logarithm per value.
#pragma once
#include <string>
#include <unordered_set>
#include <vector>

#include "language/lines.hpp"
#include "language/mex.hpp"
#include "language/store.hpp"
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

// The targets of a run family under one binding of its outer loops: target
// t at k = lo + i is first[t] + i * d[t], for i in 0..hi-lo.
struct run_view {
    std::int64_t lo = 0, hi = 0;
    std::size_t n = 0;
    bool exact = false;  // every target at both ends is a valid position (so every one between is)
    // Set by run_of for t < n only (a run_view is made per binding: no
    // clearing of what is not used).
    game_position first[max_targets];
    std::int64_t d[max_targets][max_game_coords];
    bool dense = false;  // every target lies in its game's box: read by index
    const std::uint32_t* cells[max_targets];
    std::uint64_t start[max_targets];
    std::int64_t stride[max_targets];
    std::uint64_t count() const { return std::uint64_t(hi - lo) + 1; }
    game_position at(std::size_t t, std::uint64_t i) const {
        game_position p = first[t];
        for (std::size_t c = 0; c < max_game_coords; ++c) p.c[c] += std::int64_t(i) * d[t][c];
        return p;
    }
};

// A long run of one target, as a stretch of its line.
struct line_run {
    line_key key;
    std::int64_t jlo = 0, jhi = 0;  // the run's positions on the line
    std::int64_t sign = 1;          // j grows with k (+1) or falls (-1)
    line_state* line = nullptr;
    game_position at(std::int64_t j) const;
};

// One move line's plan over a piece [from, to] of a row (row_plans.cpp).
struct row_piece {
    enum class mode_t : std::uint8_t { none, offsets, stepped, lined, generic } mode = mode_t::none;
    std::int64_t from = 0, to = 0;
    std::int64_t off[max_targets] = {};  // offsets: each target's distance in cells
    // stepped: at t, count0 + dcount (t - from) moves, target j's first cell
    // start0[j] + dstart[j] (t - from), then stride[j] cells per move.
    std::int64_t count0 = 0, dcount = 0;
    std::int64_t start0[max_targets] = {}, dstart[max_targets] = {}, stride[max_targets] = {};
    std::uint32_t part = 0;  // lined: its line_part among the move line's
};

// A lined piece's line (a long run of one target, asked of its line): at t,
// the line of line0 with its point moved by dbase (t - from) and the run's
// stretch of it by djlo and djhi (t - from). Kept apart from the pieces,
// which are copied and made by the hundred per row.
struct line_part {
    line_run line0;
    std::int64_t dbase[max_game_coords] = {}, djlo = 0, djhi = 0;
    std::int64_t from = 0, to = -1;
    // Each cell's line once looked up (at t - from), kept while a row's new
    // plan has the same part (the pair game's rows ask the same lines).
    std::vector<line_state*> lines;
    // The run of cell from + dt: line0 moved (its line, s.line, not set).
    // Field by field: a copy of the whole line_run is a memcpy call in WebAssembly.
    void cell(std::int64_t dt, line_run& s) const {
        s.key.game = line0.key.game;
        s.key.step = line0.key.step;
        s.key.residue = line0.key.residue;
        for (std::size_t c = 0; c < max_game_coords; ++c) {
            s.key.dir[c] = line0.key.dir[c];
            s.key.base[c] = line0.key.base[c] + dt * dbase[c];
        }
        stretch(dt, s);
    }
    // Its stretch only (s.key not set).
    void stretch(std::int64_t dt, line_run& s) const {
        s.jlo = line0.jlo + dt * djlo;
        s.jhi = line0.jhi + dt * djhi;
        s.sign = line0.sign;
    }
    // The number of cells d by which o's lines are this part's: cell dt's
    // line is o's cell dt + d's (the next row of a box, or the next
    // diagonal); false when they are other lines.
    bool shifted_from(const line_part& o, std::int64_t& d) const {
        const line_key &a = line0.key, &b = o.line0.key;
        if (a.game != b.game || a.step != b.step || a.residue != b.residue || !same_coords(a.dir, b.dir) ||
            !std::equal(std::begin(dbase), std::end(dbase), std::begin(o.dbase)))
            return false;
        bool set = false;
        d = 0;
        for (std::size_t c = 0; c < max_game_coords; ++c) {
            const std::int64_t diff = a.base[c] - b.base[c];
            if (dbase[c] == 0 || diff % dbase[c] != 0) {
                if (diff != 0) return false;
                continue;
            }
            if (set && diff / dbase[c] != d) return false;
            d = diff / dbase[c], set = true;
        }
        return true;
    }
};

// The direction of a row of a box: one coordinate (d = e_axis), or a
// diagonal that raises one and lowers another (d = e_a - e_b: the cells of
// one coordinate sum, in the order of a pair game's moves).
struct row_dir {
    std::array<std::int64_t, max_game_coords> d{};
    int axis = -1;  // the coordinate of d = e_axis; -1 for a diagonal
    static row_dir along(std::size_t axis) {
        row_dir r;
        r.d[axis] = 1;
        r.axis = int(axis);
        return r;
    }
    static row_dir diagonal(std::size_t up, std::size_t down) {
        row_dir r;
        r.d[up] = 1;
        r.d[down] = -1;
        return r;
    }
    // The row's cell t from first.
    game_position at(const game_position& first, std::int64_t t) const {
        game_position p = first;
        for (std::size_t c = 0; c < max_game_coords; ++c) p.c[c] += d[c] * t;
        return p;
    }
    bool operator==(const row_dir& o) const { return d == o.d; }
};

// Rows of fewer cells are walked cell by cell, not planned.
inline constexpr std::int64_t min_planned_row = 4;

// The most move lines a row's fixed-shape loop reads at once (more: the general loop).
inline constexpr std::size_t max_move_lines_in_row = 16;

// Runs shorter than this are read one by one; longer ones of one target ask their line.
inline constexpr std::uint64_t min_line_run = 32;

// The values of `count` moves of n targets read by index, target j's cell
// at first[j] and then `step[j]` cells on per move (N: n known here, 0: any
// number); false at the first target not known. Pointers and steps are
// locals, so the loop keeps them in registers.
template <std::size_t N>
inline bool read_run(std::uint64_t count, std::size_t n, const std::uint32_t* const* first, const std::int64_t* steps,
                     mex_scratch& scratch, std::uint32_t base = 0) {
    constexpr std::size_t M = N ? N : max_targets;
    if (N) n = N;
    // Pointer-sized steps (a box fits in memory, so they do): 32-bit
    // arithmetic in WebAssembly.
    const std::uint32_t* at[M];
    std::ptrdiff_t step[M];
    for (std::size_t t = 0; t < n; ++t) at[t] = first[t], step[t] = std::ptrdiff_t(steps[t]);
    std::uint32_t* vis = scratch.vis.data();
    std::size_t size = scratch.vis.size();
    const std::uint32_t gen = scratch.generation;
    scratch.touched |= count > 0;
    // The loop makes no call: a value past the table's end leaves it for
    // mark_far and comes back (a call inside made node's compiler keep the
    // loop's pointers in memory, 2.5 times slower).
    std::size_t i = std::size_t(count);
    for (;;) {
        std::uint32_t v = 0;
        for (; i > 0; --i) {
            // A target not known holds busy or more: the OR of the values is
            // then too (and, rarely, when none is: then each is looked at).
            std::uint32_t any = 0, x[M];
            v = base;
            for (std::size_t t = 0; t < n; ++t) {
                x[t] = *at[t];
                any |= x[t];
                v ^= x[t];
            }
            if (__builtin_expect(any >= value_store::busy, 0))
                for (std::size_t t = 0; t < n; ++t)
                    if (x[t] >= value_store::busy) return false;
            if (__builtin_expect(v >= size, 0)) break;
            vis[v] = gen;
            for (std::size_t t = 0; t < n; ++t) at[t] += step[t];
        }
        if (i == 0) return true;
        for (std::size_t t = 0; t < n; ++t) at[t] += step[t];
        scratch.mark_far(v);
        vis = scratch.vis.data();
        size = scratch.vis.size();
        --i;
    }
}

// A sum of two parts that walk the same cells in opposite directions (a cut
// into two, i and w - i): the second half of the run repeats the first's sums
// in reverse, so only the first half is read.
inline std::uint64_t unmirrored(std::uint64_t count, const std::uint32_t* const* at, const std::int64_t* step) {
    if (count > 1 && step[1] == -step[0] && at[1] == at[0] + std::ptrdiff_t(count - 1) * std::ptrdiff_t(step[0]))
        return (count + 1) / 2;
    return count;
}

// read_run of two targets that both move.
[[gnu::always_inline]] inline bool read_pair_run(std::uint64_t count, const std::uint32_t* const* first,
                                                 const std::int64_t* steps, mex_scratch& scratch) {
    return read_run<2>(unmirrored(count, first, steps), 2, first, steps, scratch);
}

// read_run for any number of targets. Not inlined: in a caller as large as
// a row's fill, the loop's pointers and counter were kept on the stack.
[[gnu::noinline]] inline bool read_any_run(std::uint64_t count, std::size_t n, const std::uint32_t* const* first,
                                           const std::int64_t* steps, mex_scratch& scratch) {
    if (n == 2 && steps[0] != 0 && steps[1] != 0) return read_pair_run(count, first, steps, scratch);
    // A part that stays put ((a) + (b) + (n - a - b) over b) is read once.
    const std::uint32_t* moving[max_targets];
    std::int64_t moving_steps[max_targets];
    std::uint32_t base = 0;
    std::size_t m = 0;
    for (std::size_t t = 0; t < n; ++t) {
        if (steps[t] != 0 || count == 1) {
            moving[m] = first[t];
            moving_steps[m++] = steps[t];
        } else if (*first[t] >= value_store::busy) {
            return false;
        } else {
            base ^= *first[t];
        }
    }
    if (m == 0) {
        if (count > 0) scratch.mark(base);
        return true;
    }
    if (m == 2) count = unmirrored(count, moving, moving_steps);
    return m == 1   ? read_run<1>(count, m, moving, moving_steps, scratch, base)
           : m == 2 ? read_run<2>(count, m, moving, moving_steps, scratch, base)
           : m == 3 ? read_run<3>(count, m, moving, moving_steps, scratch, base)
                    : read_run<0>(count, m, moving, moving_steps, scratch, base);
}

// A run's targets read by index.
inline bool read_any_run(const run_view& r, mex_scratch& scratch) {
    const std::uint32_t* first[max_targets];
    for (std::size_t t = 0; t < r.n; ++t) first[t] = r.cells[t] + r.start[t];
    return read_any_run(r.count(), r.n, first, r.stride, scratch);
}

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
    detail::line_table lines;
    std::uint64_t line_bytes = 0;
    std::vector<frame> stack;
    double work = 0;
    detail::mex_scratch scratch;
    std::vector<std::int64_t> row_cuts;  // a row's fill (rows.cpp): where its pieces start and end
    std::vector<std::size_t> row_next;
    std::vector<const detail::row_piece*> row_active;
    std::vector<const detail::line_state*> sets;                               // set-mode lines of the mex under way
    std::vector<std::pair<const detail::line_state*, std::int64_t>> suffixes;  // suffix-mode lines and where they start
    // A run's targets and its line, made once and reused by each binding
    // (made fresh, each would be zeroed: a few hundred bytes a binding).
    // Two runs: a row's plan compares the runs at its ends.
    run_view run_bufs[2];
    detail::line_run line_buf;

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
        if (work > cap) past_cap();
    }
    std::uint64_t bytes() const {
        return memo.bytes() + line_bytes + stack.capacity() * sizeof(frame) + recent.capacity() * sizeof(void*);
    }
    // The memory a trial counts: positions at their nominal size, the stack's frames.
    std::uint64_t nominal() const { return memo.nominal() + line_bytes + stack.size() * sizeof(frame); }
    void check_memory() {
        if (bytes() > byte_cap || nominal() > nominal_cap) past_byte_cap();
    }

    // ---- budgets, the trial and estimates (budget.cpp) ----
    // spend() refuses past `cap`: the budget, or the trial's end while no
    // measurement covers more; check_memory() past `byte_cap` likewise.
    double cap = 0;
    std::uint64_t byte_cap = 0, nominal_cap = ~std::uint64_t(0);
    // The work when the budget was last raised, and to what: refusals name
    // the budget of the question, not the work of the whole batch.
    double budget_from = 0, budget_top = 0;
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
    // The fill is over: the trial goes on with what it had left (a licensed
    // fill does not spend it).
    void stop_meter() {
        if (!meter.on) return;
        meter.on = false;
        cap = std::min(limits.max_work, work + meter.trial_left);
    }
    void start_meter(double cells, const game_position& far);
    void set_caps();                                    // the budgets alone (no trial)
    void set_trial_bytes(std::uint64_t nominal_bytes);  // the trial's cap on nominal()
    // Starts a trial for evaluating `root` (when the limits have one).
    void begin_trial(const game_position& root);
    // A measurement says `more_work` steps and `more_bytes` bytes finish it.
    void licence(double more_work, std::uint64_t more_bytes);
    void end_trial() {
        trial.on = false;
        meter.on = false;
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
    // many loops the cursor walks (a run leaves its last one out).
    bool advance(frame& f, const move_code& m, std::size_t levels);
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
        for (const auto& q : suffixes)
            if (q.first == l) return true;
        for (const detail::line_state* x : sets)
            if (x == l) return true;
        return false;
    }
    [[gnu::always_inline]] void keep_asked(const detail::line_state* l, std::int64_t jlo) {
        if (l->suffix) suffixes.emplace_back(l, jlo);
        else sets.push_back(l);
    }
    // The lines each move line asked recently: recent_lines slots a move
    // line, by its index (runs.cpp).
    static constexpr std::size_t recent_lines = 2048;
    std::vector<detail::line_state*> recent;
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
    bool tried_at_once = false;  // at_once's mex failed (its position, pushed next, skips that try)
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
    std::vector<std::vector<detail::row_piece>> plans;       // per move line, reused
    std::vector<std::vector<detail::line_part>> plan_lines;  // their lined pieces' lines
    std::vector<detail::line_part> old_parts;                // a move line's parts while it is planned again
    // What each move line's plan was made for: a row that differs only in
    // coordinates the move keeps takes the plan with its cells moved.
    struct plan_origin {
        bool valid = false;
        game_position first;
        detail::row_dir dir;
        std::int64_t last = -1;
        const std::uint32_t* cells = nullptr;  // the box as it was laid out then
        std::array<std::int64_t, max_game_coords> ext{}, mult{};
    };
    std::vector<plan_origin> plan_origins;

    // ---- products of coin-turning games (search.cpp) ----
    // Factor i's position for product position p.
    game_position factor(const game_position& p, int i) const {
        const auto& pc = code(p).product;
        game_position f;
        f.game = pc.game[i];
        f.c[0] = p.c[pc.coord[i]];
        return f;
    }
    // Refuses (game.not_coin_turning) a factor position with a move that is
    // not to coins left of it; each position is looked at once.
    void check_coins(const game_position& f);
    std::unordered_set<game_position, detail::pos_hash> coins_checked;

    // ---- the search (search.cpp) ----
    // Pass 2 at p: the mex of its moves' values; false at a target not known.
    bool mex_of(const game_position& p, std::uint64_t& result);
    frame pass2;  // mex_of's cursor, reused (a frame copied per position is a memcpy call in WebAssembly)
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
    bool step(double budget);
    std::size_t pause_at = SIZE_MAX;     // step() also pauses once this many positions are known
    std::size_t pause_depth = SIZE_MAX;  // or once the stack is this deep (a chain goes deep before it knows any)
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
        lines.clear();
        recent.clear();
        plan_origins.clear();
        plan_lines.clear();  // (their cells' lines are gone)
        coins_checked.clear();
        line_bytes = 0;
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
