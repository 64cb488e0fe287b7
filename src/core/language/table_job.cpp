// A table of the game language computed in slices (game.hpp's game_table_job):
// the box's cells in row-major order, each filled in one pass where its moves
// lead to cells already known (rows planned once, rows.cpp), else searched;
// a grid whose moves lower the sum of its two coordinates is filled by its
// diagonals first. The hooks into the evaluator it needs are here, not in
// the public header.
#include <stdexcept>

#include "language/search.hpp"
#include "sg/game.hpp"

namespace sg {
namespace detail {

// The job's state, and its use of the evaluator's insides.
class table_fill {
public:
    table_fill(game_evaluator& ev, game_evaluator_state& s, const game_box& box, bool prefix)
        : ev_(ev), s_(s), box_(box), cells_(box_cells(box)), prefix_(prefix), piece_(prefix ? 64 : 4096) {
        values_.reserve(cells_);
        reserve_store();
        if (by_sums_first()) {
            sums_.on = true;
            sums_.sum = box_.lo[0] + box_.lo[1];
            sums_.x = box_.lo[0];
        }
    }

    std::vector<std::uint32_t> prefix() const {
        return {values_.begin(), values_.begin() + std::ptrdiff_t(std::min<std::uint64_t>(next_, values_.size()))};
    }
    std::uint64_t computed() const { return std::max(next_, sums_.done); }
    bool done() const { return next_ == cells_; }

    double progress() const {
        // (After a fill by sums, the row-major pass reads what it found: it
        // counts for little.)
        if (!cells_) return 1.0;
        const double rows = double(next_) / double(cells_);
        return sums_.done ? 0.95 * double(sums_.done) / double(cells_) + 0.05 * rows : rows;
    }

    bool step(double work);

    game_table take() {
        game_table t;
        t.box = box_;
        t.values = std::move(values_);
        for (std::uint64_t v : t.values) t.max_value = std::max(t.max_value, v);
        t.periods = table_periods(ev_.definition(), t);
        return t;
    }

private:
    // The fill by coordinate sums that comes first where it helps: the
    // diagonal a + b = sum, at a = x.
    struct diagonal_fill {
        bool on = false;
        std::int64_t sum = 0, x = 0;
        std::uint64_t done = 0;
    };

    void reserve_store();
    bool by_sums_first();
    std::uint64_t fill_row(const game_position& first, int axis, std::uint64_t count, std::vector<std::uint32_t>& out,
                           int down = -1);
    bool value_in_one_pass(const game_position& p, std::uint64_t* value = nullptr);
    bool sums_step(double stop);
    void sums_moved(std::uint64_t cells);
    void first_look();

    game_evaluator& ev_;
    game_evaluator_state& s_;
    game_box box_;
    std::uint64_t next_ = 0, cells_ = 0;
    bool started_ = false;
    std::vector<std::uint32_t> values_, scratch_;
    diagonal_fill sums_;
    bool prefix_;
    bool looked_ = false;  // the far corner was looked at (or is not to be), and the trial begun
    std::uint64_t piece_;  // the most cells of a row filled in one call
};

namespace {

// A table's value in 4 bytes (game_table::values says why it fits).
std::uint32_t narrow(std::uint64_t v) {
    if (v > UINT32_MAX) throw std::logic_error("game: a table value of 2^32 or more");
    return std::uint32_t(v);
}

}  // namespace

// Makes room in the dense store for every position from the origin to the
// box's far corner, when that is not much more than the box and fits the
// memory budget.
void table_fill::reserve_store() {
    const std::size_t k = ev_.definition().games().at(box_.game).coords.size();
    std::array<std::int64_t, max_game_coords> hi = box_.at;
    for (int a = 0; a < 2; ++a)
        if (box_.axes[a] >= 0) hi[std::size_t(box_.axes[a])] = box_.hi[a];
    double cells = 1;
    for (std::size_t c = 0; c < k; ++c) cells *= double(hi[c]) + 1;
    if (cells > 4 * double(cells_) + double(value_store::free_cells)) return;
    s_.memo.reserve(box_.game, hi, s_.limits.max_bytes);
    s_.work += double(s_.memo.take_moved()) / 16;  // (counted, not refused: the table is already allowed)
}

// Whether a grid is better filled by its diagonals of one coordinate sum
// (rows.cpp): every move lowers the sum, and some lead to a later row.
bool table_fill::by_sums_first() {
    if (box_.axes[1] < 0) return false;
    game_position lo, hi;
    lo.game = hi.game = box_.game;
    lo.c = hi.c = box_.at;
    for (int a = 0; a < 2; ++a) {
        lo.c[std::size_t(box_.axes[a])] = box_.lo[a];
        hi.c[std::size_t(box_.axes[a])] = box_.hi[a];
    }
    return s_.sums_first(lo, hi, std::size_t(box_.axes[0]), std::size_t(box_.axes[1]));
}

// Fills the cells first, first + e_axis, ... (count of them), each in one
// pass, appending their values to out; stops at the first one that needs a
// search. Returns how many were filled. With `down` >= 0: the diagonal
// first, first + e_axis - e_down, ...
std::uint64_t table_fill::fill_row(const game_position& first, int axis, std::uint64_t count,
                                   std::vector<std::uint32_t>& out, int down) {
    if (count == 0) return 0;
    const auto dir =
        down < 0 ? row_dir::along(std::size_t(axis)) : row_dir::diagonal(std::size_t(axis), std::size_t(down));
    return dropping(s_, [&] { return s_.fill_row(first, dir, std::int64_t(count - 1), out); });
}

// p's value in one pass over its moves when every target is known; false,
// with nothing changed, when one is not.
bool table_fill::value_in_one_pass(const game_position& p, std::uint64_t* value) {
    std::uint64_t v = 0;
    if (!s_.mex_of(p, v)) return false;
    s_.finish(p, v);
    if (value) *value = v;
    return true;
}

void table_fill::sums_moved(std::uint64_t cells) {
    sums_.done += cells;
    sums_.x += std::int64_t(cells);
    if (sums_.x <= std::min(box_.hi[0], sums_.sum - box_.lo[1])) return;
    if (++sums_.sum > box_.hi[0] + box_.hi[1]) {
        sums_.on = false;
        return;
    }
    sums_.x = std::max(box_.lo[0], sums_.sum - box_.hi[1]);
}

bool table_fill::sums_step(double stop) {
    // One stretch of a diagonal, or the search of its cell that needs one;
    // false when the slice is spent. A fault stops the fill by sums: the
    // row-major pass meets it in the table's order.
    game_position p = box_cell(box_, 0);
    p.c[std::size_t(box_.axes[0])] = sums_.x;
    p.c[std::size_t(box_.axes[1])] = sums_.sum - sums_.x;
    try {
        if (!started_) {
            scratch_.clear();
            const std::int64_t rest = std::min(box_.hi[0], sums_.sum - box_.lo[1]) - sums_.x + 1;
            const std::uint64_t filled =
                fill_row(p, box_.axes[0], std::min<std::uint64_t>(std::uint64_t(rest), 4096), scratch_, box_.axes[1]);
            if (filled || ev_.known(p) || value_in_one_pass(p)) {
                sums_moved(std::max<std::uint64_t>(filled, 1));
                return true;
            }
            ev_.start(p);
            started_ = true;
        }
        if (!ev_.run(std::uint64_t(std::max(1.0, stop - ev_.work())))) return false;
    } catch (const error& e) {
        if (e.code == "game.too_much_work" || e.code == "game.too_much_memory") throw;
        sums_.on = started_ = false;
        ev_.cancel();
        return true;
    }
    started_ = false;
    if (ev_.known(p)) sums_moved(1);
    return true;
}

void table_fill::first_look() {
    if (s_.limits.trial_work <= 0) return;
    game_position corner = box_cell(box_, cells_ - 1);
    try {
        ev_.value(corner);
    } catch (const error& e) {
        // A fault there is met again, and reported, in the table's order.
        if (budget_refusal(e) || e.code == "game.estimated_steps" || e.code == "game.estimated_positions") throw;
    }
}

bool table_fill::step(double work) {
    if (!looked_ && !prefix_) {
        // The table runs on a trial of its own (when the limits have one),
        // licensed as it goes by its progress. (A prefix runs to the budget
        // its caller set, which bounds it.)
        looked_ = true;
        first_look();
        s_.begin_trial(box_cell(box_, 0));
        s_.start_meter(double(cells_), box_cell(box_, cells_ - 1));
    }
    const double stop = ev_.work() + work;
    while (sums_.on && ev_.work() < stop)
        if (!sums_step(stop)) return false;
    while (next_ < cells_ && ev_.work() < stop) {
        const game_position p = box_cell(box_, next_);
        std::uint64_t v = 0;
        if (!started_) {
            // Filled in row-major order, a box whose moves lead to cells
            // before it needs no search: a row (in pieces of a few thousand
            // cells, so that slices stay short) planned once, each cell in
            // one pass.
            const bool grid = box_.axes[1] >= 0;
            const std::uint64_t width = grid ? std::uint64_t(box_.hi[1] - box_.lo[1]) + 1 : cells_;
            const std::uint64_t rest = width - (grid ? next_ % width : next_);
            std::uint64_t filled =
                fill_row(p, grid ? box_.axes[1] : box_.axes[0], std::min<std::uint64_t>(rest, piece_), values_);
            next_ += filled;
            if (filled) continue;
            if (ev_.known(p, &v) || value_in_one_pass(p, &v)) {
                values_.push_back(narrow(v));
                ++next_;
                continue;
            }
            ev_.start(p);
            started_ = true;
        }
        if (!ev_.run(std::uint64_t(std::max(1.0, stop - ev_.work())))) break;
        // Finished. A synchronous call between slices drops the evaluation in
        // progress: then p is not known, and it starts again from what is.
        started_ = false;
        if (ev_.known(p, &v)) {
            values_.push_back(narrow(v));
            ++next_;
        }
    }
    if (done()) s_.end_trial();
    return done();
}

}  // namespace detail

game_table_job::game_table_job(game_evaluator& ev, const game_box& box, bool prefix)
    : f_(std::make_unique<detail::table_fill>(ev, *ev.s_, box, prefix)) {}
game_table_job::~game_table_job() = default;
std::vector<std::uint32_t> game_table_job::prefix() const { return f_->prefix(); }
bool game_table_job::step(double work) { return f_->step(work); }
double game_table_job::progress() const { return f_->progress(); }
std::uint64_t game_table_job::computed() const { return f_->computed(); }
bool game_table_job::done() const { return f_->done(); }
game_table game_table_job::take() { return f_->take(); }

game_table compute_game_table(game_evaluator& ev, const game_box& box) {
    game_table_job job(ev, box);
    while (!job.step(1e18)) {
    }
    return job.take();
}

}  // namespace sg
