// The game language's depth-first search (search.hpp): loop bindings,
// targets, the two passes over a position's moves, the stack, and the
// budgets it refuses by.
#include "language/search.hpp"

#include <cmath>

#include <stdexcept>

namespace sg {

using detail::eval_fault;
using detail::expr;

void game_evaluator_state::fault(const expr& e, eval_fault f, std::size_t at, const game_position& where) {
    const auto& in = e.code[at];
    std::string pos = def->format(where);
    throw error(detail::fault_code(f), detail::fault_text(f) + " while finding the moves of " + pos,
                {{"position", pos}}, in.column, in.line);
}

bool game_evaluator_state::advance(frame& f, const move_code& m, std::size_t levels, bool down) {
    const std::size_t k = code(f.pos).info.coords.size();
    std::size_t i = 0;
    bool init = f.fresh;
    if (!f.fresh) {
        if (levels == 0) return false;
        i = levels - 1;
    }
    f.fresh = false;
    while (true) {
        spend(1);
        if (init) {
            // The condition, as soon as its variables are bound: a false
            // one skips the loops inside at once.
            bool tested = !m.cond.empty() && i == std::min(m.cond_depth, levels);
            if (tested && run(m.cond, f.vars, f.pos) == 0) {
                if (i == 0) return false;
                --i;
                init = false;
                continue;
            }
            if (i == levels) return true;
            std::int64_t lo = run(m.loops[i].lo, f.vars, f.pos), hi = run(m.loops[i].hi, f.vars, f.pos);
            if (lo > hi) {
                if (i == 0) return false;
                --i;
                init = false;
                continue;
            }
            // (Walking down, hi[] holds where the loop ends: its first value.)
            f.vars[k + i] = down ? hi : lo;
            f.hi[i] = down ? lo : hi;
            ++i;
            continue;
        }
        if (down ? f.vars[k + i] > f.hi[i] : f.vars[k + i] < f.hi[i]) {
            f.vars[k + i] += down ? -1 : 1;
            ++i;
            init = true;
            continue;
        }
        if (i == 0) return false;
        --i;
    }
}

game_position game_evaluator_state::target(const frame& f, const move_code& m, std::size_t t,
                                           const std::int64_t* vars) {
    const auto& tc = m.targets[t];
    game_position p;
    p.game = tc.game;
    for (std::size_t i = 0; i < tc.coords.size(); ++i) {
        std::int64_t v = run(tc.coords[i], vars, f.pos);
        if (v < 0 || std::uint64_t(v) > max_number) bad_coordinate(f, tc, v);
        p.c[i] = v;
    }
    return p;
}

bool game_evaluator_state::try_target(const frame&, const move_code& m, std::size_t t, const std::int64_t* vars,
                                      game_position& p) {
    const auto& tc = m.targets[t];
    p = game_position{};
    p.game = tc.game;
    for (std::size_t i = 0; i < tc.coords.size(); ++i) {
        detail::eval_fault f = detail::eval_fault::none;
        std::size_t at = 0;
        std::int64_t v = 0;
        if (!detail::eval_fast(tc.coords[i], vars, v, f, at) || v < 0 || std::uint64_t(v) > max_number) return false;
        p.c[i] = v;
    }
    return true;
}

void game_evaluator_state::bad_coordinate(const frame& f, const detail::target_code& tc, std::int64_t v) {
    std::string pos = def->format(f.pos);
    bool neg = v < 0;
    throw error(neg ? "game.negative_coordinate" : "game.coordinate_too_large",
                std::string(neg ? "a move leads to a negative coordinate ("
                                : "a move leads to a coordinate larger than 2^53 - 1 (") +
                    std::to_string(v) + ") from " + pos,
                {{"position", pos}, {"value", std::to_string(v)}}, tc.column, tc.line);
}

bool game_evaluator_state::mex_of(const game_position& p, std::uint64_t& result) {
    frame& f = pass2;
    f.pos = p;
    for (std::size_t c = 0; c < max_game_coords; ++c) f.vars[c] = p.c[c];
    const game_code& g = code(p);
    if (g.kind == detail::game_kind::nim_product) return product_value(p, result);
    scratch.begin();
    lines.sets.clear();
    lines.suffixes.clear();
    for (f.move = 0; f.move < g.moves.size(); ++f.move)
        if (!family_mex(f, g.moves[f.move])) return false;
    result = mex_now(~std::uint64_t(0));
    return true;
}

bool game_evaluator_state::targets_known() {
    const std::size_t top = stack.size() - 1;
    const game_code& g = code(stack[top].pos);
    if (g.kind == detail::game_kind::nim_product) return factors_known();
    while (stack[top].move < g.moves.size()) {
        frame& f = stack[top];
        const move_code& m = g.moves[f.move];
        const bool runs = m.kind == detail::family::run;
        const std::size_t levels = runs ? m.loops.size() - 1 : m.loops.size();
        bool have = f.fresh ? advance(f, m, levels) : true;
        while (have) {
            if (runs) {
                run_view& r = reader.bufs[0];
                if (run_of(f, m, r)) {
                    const std::size_t slot = g.info.coords.size() + m.loops.size() - 1;
                    if (!f.inner) f.vars[slot] = r.lo;
                    f.inner = true;
                    game_position p;
                    reader.tried_at_once = false;
                    if (run_unknown(f, m, r, p)) {
                        push(p);
                        // Its mex, tried at once, failed: pass 1 is next.
                        stack.back().tried = reader.tried_at_once;
                        return false;
                    }
                }
            } else {
                for (std::size_t t = 0; t < m.targets.size(); ++t) {
                    game_position p = target(f, m, t, f.vars);
                    if (!memo.has(p)) return push(p);
                }
            }
            f.inner = false;
            have = advance(f, m, levels);
        }
        ++f.move;
        f.fresh = true;
        f.inner = false;
    }
    return true;
}

void game_evaluator_state::check_cycle(const game_position& p) {
    if (!memo.is_busy(p)) return;
    std::size_t from = stack.size();
    while (from > 0 && !(stack[from - 1].pos == p)) --from;
    std::vector<std::string> items;
    std::size_t length = stack.size() - (from ? from - 1 : 0);
    for (std::size_t i = from ? from - 1 : 0; i < stack.size() && items.size() < max_cycle_listed; ++i)
        items.push_back(def->format(stack[i].pos));
    std::string shown;
    for (auto& s : items) shown += s + " -> ";
    shown += def->format(p);
    error e("game.cycle",
            "the game has a cycle: " + shown +
                (length > items.size() ? " (" + std::to_string(length) + " positions)" : "") +
                "; values are defined only for games that always end",
            {{"cycle", shown}, {"length", std::to_string(length)}});
    e.items = items;
    throw e;
}

bool game_evaluator_state::push(const game_position& p) {
    spend(1);  // a frame, and the position marked busy
    check_cycle(p);
    frame f = frame::at(p);
    stack.push_back(f);
    memo.set_busy(p, true);
    if (memo.moved()) spend_moved();
    check_memory();
    return false;
}

bool game_evaluator_state::step(double steps) {
    double stop = work + steps;
    while (!stack.empty()) {
        if (work > stop || memo.size() >= pause.positions || stack.size() >= pause.depth) return false;
        std::uint64_t v = 0;
        if (!stack.back().tried) {
            stack.back().tried = true;
            if (!mex_of(stack.back().pos, v)) continue;  // some target is unknown: pass 1 next
        } else {
            if (!targets_known()) continue;
            if (!mex_of(stack.back().pos, v)) throw std::logic_error("game: a target is unknown after pass 1");
        }
        const game_position p = stack.back().pos;
        stack.pop_back();
        memo.set_busy(p, false);
        finish(p, v);
    }
    return true;
}

void game_evaluator_state::evaluate(const game_position& p) {
    const game_code& g = code(p);
    if (g.kind == detail::game_kind::nim_product) return evaluate_product(p);
    estimate_root(p);
    // The box to fill: from the origin (the coordinates no move changes
    // kept) to the corner of what p reaches. The store's box starts at the
    // origin: a box it would hold only as part of a much larger one (a kept
    // coordinate far out, moves that climb far past p) is not filled, and p
    // is searched plainly.
    const std::size_t k = g.info.coords.size();
    std::array<std::int64_t, max_game_coords> lo{}, hi{};
    bool boxed = reach_box(p, hi);
    double cells = 1, store = 1;
    const detail::dense_box& now = memo.box(p.game);
    for (std::size_t c = 0; c < k; ++c) {
        lo[c] = g.kept[c] ? p.c[c] : 0;
        if (!boxed) hi[c] = p.c[c];
        cells *= double(hi[c] - lo[c]) + 1;
        store *= double(std::max<std::int64_t>(now.ext[c], hi[c] + 1));
    }
    if (!boxed || store * 4 > double(limits.max_bytes) ||
        store - double(now.size()) > 16 * cells + double(detail::value_store::free_cells)) {
        step(1e300);
        return;
    }
    const std::size_t from = memo.size();
    // A box of at most 2^16 cells is filled at once: that costs little even
    // when the position reaches few of them. Otherwise the search probes
    // first, pausing as the positions it knows, or its depth, double.
    for (std::size_t probe = cells <= 65536 ? 0 : 1024; !stack.empty(); probe *= 2) {
        pause.positions = from + probe;
        pause.depth = probe ? probe : SIZE_MAX;
        const bool done = probe > 0 && step(1e300);
        pause.positions = pause.depth = SIZE_MAX;
        if (done) return;
        if (cells > 1024 * double(std::max<std::size_t>(probe, 64)) || cells * 4 > double(limits.max_bytes)) {
            probe = std::max<std::size_t>(probe, 512);
            continue;
        }
        // The box holds positions p may never reach, and those may have no
        // value (a cycle, a move off the board): then the fill stops, its
        // steps are not counted, and p's own search says what is wrong, if
        // anything. Past a budget, p is refused. Under a trial, smaller
        // boxes are filled first to say what the whole one costs. A box that
        // does not fit the memory budget, now or later (the store only
        // grows), is not filled: the plain search goes on without it.
        drop();
        const double before = work;
        try {
            // A box that fits the trial is laid out once, before it is measured.
            if (store * 4 <= double(limits.trial_bytes ? limits.trial_bytes : limits.max_bytes)) {
                memo.reserve(p.game, hi, limits.max_bytes);
                spend_moved();
            }
            if ((!budget.trial.on || cells <= 4096 || measure_box(p.game, lo, hi, cells)) &&
                memo.reserve(p.game, hi, limits.max_bytes)) {
                spend_moved();
                start_meter(cells, p);
                fill_box(p.game, lo, hi);
                stop_meter();
            }
        } catch (const error& e) {
            stop_meter();
            if (budget_refusal(e) || e.code == "game.estimated_steps") throw;
            drop();
            work = before;
        }
        if (!memo.has(p)) push(p);
        step(1e300);
        return;
    }
}

void game_evaluator_state::fill_box(std::uint32_t game, const std::array<std::int64_t, max_game_coords>& lo,
                                    const std::array<std::int64_t, max_game_coords>& hi) {
    const std::size_t k = code(game_position{game, {}}).info.coords.size();
    // Rows along the longest side (the last of equals): a box two cells
    // wide, as Euclid's, is two long rows, not many rows of two cells.
    std::size_t axis = k - 1;
    for (std::size_t c = k - 1; c-- > 0;)
        if (hi[c] - lo[c] > hi[axis] - lo[axis]) axis = c;
    std::vector<std::uint32_t> row;
    constexpr std::int64_t row_piece = 1 << 16;
    game_position p;
    p.game = game;
    p.c = lo;
    // A grid whose moves lower the sum of its two coordinates but reach later
    // rows (the pair game's): its diagonals of one sum first, as a table's.
    std::size_t outer = k, varying = 0;
    for (std::size_t c = 0; c < k; ++c)
        if (hi[c] > lo[c]) ++varying, outer = c != axis ? c : outer;
    game_position far = p;
    far.c = hi;
    const bool sums = varying == 2 && sums_first(p, far, outer, axis);
    if (sums) {
        for (std::int64_t s = lo[outer] + lo[axis]; s <= hi[outer] + hi[axis]; ++s) {
            const std::int64_t x1 = std::min(hi[outer], s - lo[axis]);
            for (std::int64_t x = std::max(lo[outer], s - hi[axis]); x <= x1; ++x) {
                p.c[outer] = x, p.c[axis] = s - x;
                row.clear();
                x += std::int64_t(fill_row(p, detail::row_dir::diagonal(outer, axis), x1 - x, row));
                if (x > x1) break;
                p.c[outer] = x, p.c[axis] = s - x;
                if (!memo.has(p)) {
                    push(p);
                    step(1e300);
                }
            }
        }
        p.c = lo;
    }
    while (true) {
        // The row of p along the axis, from lo to hi; a cell that needs a
        // search gets one, and the row goes on after it.
        for (std::int64_t y = lo[axis]; y <= hi[axis];) {
            // (Cells known already, a smaller box's measured first, are passed over.)
            for (p.c[axis] = y; y <= hi[axis] && memo.has(p); p.c[axis] = ++y) {
            }
            if (y > hi[axis]) break;
            row.clear();
            // (In pieces: the values it appends are not kept.)
            const std::int64_t piece = std::min(hi[axis] - y, row_piece - 1) + 1;
            const std::int64_t n = std::int64_t(fill_row(p, detail::row_dir::along(axis), piece - 1, row));
            y += n;
            if (n == piece) continue;
            if (y > hi[axis]) break;
            p.c[axis] = y;
            if (!memo.has(p)) {
                push(p);
                step(1e300);
            }
            ++y;
        }
        // The next row: the other coordinates counted like digits, the
        // last the fastest.
        std::size_t c = k;
        while (true) {
            if (c == 0) return;
            --c;
            if (c == axis) continue;
            if (p.c[c] < hi[c]) {
                ++p.c[c];
                break;
            }
            p.c[c] = lo[c];
        }
    }
}

}  // namespace sg
