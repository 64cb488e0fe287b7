// Rows of a box filled as a contest program fills them (search.hpp): a row
// of positions along one coordinate is planned once, and then each cell's
// moves are read at fixed distances or along runs that shift by a fixed
// number of cells from one cell to the next, with no expression evaluated
// per cell. Each move line's plan covers the row in pieces:
//   offsets: a move of a fixed shape (move (x - 1, y) where x > 0): its
//            targets a fixed number of cells away;
//   stepped: a run of one loop whose bounds and targets are affine in the
//            coordinate (move cut(i, h) + cut(w - i, h) for i in 1..w-1):
//            its count and first cells change by the same amount per cell;
//   generic: the evaluator's own walk (search.hpp), cell by cell;
//   none:    the condition is false, or the range empty.
// The condition's comparisons, affine along the row, each hold on an
// interval of it (pred_node); evaluated at the row's two ends, every value
// between lies between theirs, so no fault can hide in the middle.
#include <cstdint>
#include <stdexcept>

#include "language/search.hpp"

namespace sg {

namespace {

using span = std::pair<std::int64_t, std::int64_t>;  // t from..to, inclusive

// Disjoint intervals of a row, in order, kept in place (a row is planned for
// every few dozen cells, so no allocation). More than `cap` of them (a long
// chain of ||) marks the list `over`, and the line is walked cell by cell.
struct spans {
    static constexpr std::size_t cap = 6;
    span v[cap];
    std::size_t n = 0;
    bool over = false;
    spans() = default;
    spans(std::initializer_list<span> l) {
        for (const span& x : l) push_back(x);
    }
    void push_back(const span& x) {
        if (n < cap) v[n++] = x;
        else over = true;
    }
    std::size_t size() const { return n; }
    bool empty() const { return n == 0; }
    void clear() { n = 0; }
    const span& operator[](std::size_t i) const { return v[i]; }
    const span* begin() const { return v; }
    const span* end() const { return v + n; }
};
using detail::op;
using detail::pred_node;

spans intersect(const spans& a, const spans& b) {
    spans out;
    out.over = a.over || b.over;
    for (std::size_t i = 0, j = 0; i < a.size() && j < b.size();) {
        std::int64_t lo = std::max(a[i].first, b[j].first), hi = std::min(a[i].second, b[j].second);
        if (lo <= hi) out.push_back({lo, hi});
        (a[i].second < b[j].second ? i : j)++;
    }
    return out;
}

spans complement(const spans& a, std::int64_t last) {
    spans out;
    out.over = a.over;
    std::int64_t from = 0;
    for (const auto& s : a) {
        if (s.first > from) out.push_back({from, s.first - 1});
        from = s.second + 1;
    }
    if (from <= last) out.push_back({from, last});
    return out;
}

spans unite(const spans& a, const spans& b, std::int64_t last) {
    return complement(intersect(complement(a, last), complement(b, last)), last);
}

bool fits64(__int128 x) { return x >= INT64_MIN && x <= INT64_MAX; }

// a / b and a % b in 64 bits when they fit (a 128-bit division is a library
// call, and a slow one in WebAssembly, where rows are planned by the thousand).
void divide(__int128 a, __int128 b, __int128& q, __int128& r) {
    if (fits64(a) && fits64(b) && b != -1) {
        q = std::int64_t(a) / std::int64_t(b);
        r = std::int64_t(a) % std::int64_t(b);
        return;
    }
    q = a / b;
    r = a % b;
}

__int128 floor_div(__int128 a, __int128 b) {
    __int128 q, r;
    divide(a, b, q, r);
    if (r != 0 && ((a < 0) != (b < 0))) --q;
    return q;
}

// {t in [0, last] : a + b t < 0}
spans below_zero(__int128 a, __int128 b, std::int64_t last) {
    if (b == 0) return a < 0 ? spans{{0, last}} : spans{};
    if (b > 0) {
        __int128 top = floor_div(-a - 1, b);  // the largest t with a + b t < 0
        if (top < 0) return {};
        return {{0, std::int64_t(std::min<__int128>(top, last))}};
    }
    __int128 bottom = floor_div(a, -b) + 1;  // the least t with a + b t < 0
    if (bottom > last) return {};
    return {{std::int64_t(std::max<__int128>(bottom, 0)), last}};
}

// {t in [0, last] : a + b t  cmp  0}
spans solve(__int128 a, __int128 b, op cmp, std::int64_t last) {
    switch (cmp) {
        case op::lt: return below_zero(a, b, last);
        case op::le: return below_zero(a - 1, b, last);
        case op::gt: return below_zero(-a, -b, last);
        case op::ge: return below_zero(-a - 1, -b, last);
        case op::eq: return intersect(below_zero(a - 1, b, last), below_zero(-a - 1, -b, last));
        default: return complement(solve(a, b, op::eq, last), last);
    }
}

}  // namespace

// ---- a row's plan ----------------------------------------------------------------

using detail::row_piece;
using detail::value_store;

namespace {

// An expression's values along the row as a + b t; false when it faults at
// an end (or, which cannot happen for an affine one, is not affine).
bool along(const detail::expr& e, std::int64_t* vars, std::size_t axis, std::int64_t y0, std::int64_t last, __int128& a,
           __int128& b) {
    std::int64_t v0 = 0, v1 = 0;
    detail::eval_fault f = detail::eval_fault::none;
    std::size_t at = 0;
    vars[axis] = y0;
    if (!detail::eval_fast(e, vars, v0, f, at)) return false;
    vars[axis] = y0 + last;
    if (!detail::eval_fast(e, vars, v1, f, at)) return false;
    vars[axis] = y0;
    a = v0;
    b = 0;
    if (last == 0) return true;
    __int128 d = __int128(v1) - v0, q, r;
    divide(d, last, q, r);
    if (r != 0) return false;
    b = q;
    return true;
}

// Where the condition holds along the row; false when it cannot be told here.
bool holds(const std::vector<pred_node>& pred, std::size_t node, std::int64_t* vars, std::size_t axis, std::int64_t y0,
           std::int64_t last, spans& out) {
    const pred_node& p = pred[node];
    if (p.kind == pred_node::kind_t::compare) {
        __int128 la, lb, ra, rb;
        if (!along(p.lhs, vars, axis, y0, last, la, lb) || !along(p.rhs, vars, axis, y0, last, ra, rb)) return false;
        out = solve(la - ra, lb - rb, p.cmp, last);
        return true;
    }
    spans a, b;
    if (!holds(pred, p.kids[0], vars, axis, y0, last, a)) return false;
    if (p.kind == pred_node::kind_t::negate) {
        out = complement(a, last);
        return true;
    }
    if (!holds(pred, p.kids[1], vars, axis, y0, last, b)) return false;
    out = p.kind == pred_node::kind_t::all ? intersect(a, b) : unite(a, b, last);
    return true;
}

}  // namespace

bool game_evaluator_state::plan_lined(const move_code& m, const game_position& first, std::size_t axis,
                                      std::pair<std::int64_t, std::int64_t> piece, std::vector<row_piece>& out) {
    // The run's line at the piece's two ends. Every coordinate of the target
    // is affine along the row, so the line's point and the run's stretch of
    // it are too: known at the ends, they are known at every cell between
    // (when their differences divide by its length; a step of 1, so that
    // the line's residue stays 0).
    row_piece p;
    p.mode = row_piece::mode_t::lined;
    p.from = piece.first, p.to = piece.second;
    detail::line_part l;
    detail::line_run at_end;
    frame f;
    f.pos = first;
    f.pos.c[axis] = first.c[axis] + piece.first;
    std::copy(f.pos.c.begin(), f.pos.c.end(), f.vars);
    if (!run_of(f, m, run_bufs[0]) || !run_bufs[0].exact || !line_key_of(run_bufs[0], l.line0)) return false;
    f.pos.c[axis] = first.c[axis] + piece.second;
    std::copy(f.pos.c.begin(), f.pos.c.end(), f.vars);
    if (!run_of(f, m, run_bufs[1]) || !run_bufs[1].exact || !line_key_of(run_bufs[1], at_end)) return false;
    const detail::line_key &a = l.line0.key, &b = at_end.key;
    if (a.step != 1 || b.step != 1 || a.game != b.game || !same_coords(a.dir, b.dir) || l.line0.sign != at_end.sign)
        return false;
    const std::int64_t length = piece.second - piece.first;
    auto slope = [&](std::int64_t from, std::int64_t to, std::int64_t& d) {
        if (length == 0) return d = 0, true;
        if ((to - from) % length != 0) return false;
        d = (to - from) / length;
        return true;
    };
    for (std::size_t c = 0; c < max_game_coords; ++c)
        if (!slope(a.base[c], b.base[c], l.dbase[c])) return false;
    if (!slope(l.line0.jlo, at_end.jlo, l.djlo) || !slope(l.line0.jhi, at_end.jhi, l.djhi)) return false;
    std::vector<detail::line_part>& parts = plan_lines[m.index];
    p.part = std::uint32_t(parts.size());
    parts.push_back(l);
    out.push_back(p);
    return true;
}

void game_evaluator_state::plan_row(const move_code& m, const game_position& first, std::size_t axis, std::int64_t last,
                                    std::vector<row_piece>& out) {
    out.clear();
    plan_lines[m.index].clear();
    auto generic = [&](std::int64_t from, std::int64_t to) {
        row_piece p;
        p.mode = row_piece::mode_t::generic;
        p.from = from, p.to = to;
        out.push_back(p);
    };
    // (A row of a few cells is walked: planning it would cost more than its
    // cells, as in Euclid's box, two cells wide.)
    if (!m.rows[axis] || last + 1 < detail::min_planned_row) return generic(0, last);
    std::int64_t vars[max_game_coords + max_loop_vars] = {};
    std::copy(first.c.begin(), first.c.end(), vars);
    const std::int64_t y0 = first.c[axis];
    spans on{{0, last}};
    if (!m.pred.empty() && !holds(m.pred, m.pred.size() - 1, vars, axis, y0, last, on)) return generic(0, last);
    if (on.over) return generic(0, last);
    const detail::dense_box& box = memo.box(first.game);
    for (const span& piece : on) {
        if (m.kind == detail::family::fixed) {
            // Where every target lies in the box: read at fixed distances;
            // elsewhere (off the box, or an error to raise) the walk.
            spans inside{{piece.first, piece.second}};
            row_piece p;
            p.mode = row_piece::mode_t::offsets;
            for (std::size_t t = 0; t < m.targets.size(); ++t) {
                const auto& tc = m.targets[t];
                std::int64_t off = 0;
                for (std::size_t c = 0; c < box.k; ++c) {
                    const std::int64_t s = tc.shift[c];
                    if (c == axis) {
                        // 0 <= y0 + t + s < ext
                        inside = intersect(inside, {{std::max<std::int64_t>(0, -y0 - s), box.ext[c] - 1 - y0 - s}});
                    } else if (first.c[c] + s < 0 || first.c[c] + s >= box.ext[c]) {
                        inside.clear();
                    }
                    off += s * box.mult[c];
                }
                p.off[t] = off;
            }
            const spans outside = intersect(complement(inside, last), {{piece.first, piece.second}});
            if (outside.over) {
                generic(piece.first, piece.second);
                continue;
            }
            for (const span& in : inside) {
                p.from = in.first, p.to = in.second;
                out.push_back(p);
            }
            for (const span& o : outside) generic(o.first, o.second);
            continue;
        }
        // A run of one loop: its count, and where it has moves.
        __int128 la, lb, ha, hb;
        if (!along(m.loops[0].lo, vars, axis, y0, last, la, lb) ||
            !along(m.loops[0].hi, vars, axis, y0, last, ha, hb)) {
            generic(piece.first, piece.second);
            continue;
        }
        // count(t) = hi - lo + 1 >= 1  <=>  (la - ha) + (lb - hb) t <= 0
        const spans moves = intersect(solve(la - ha, lb - hb, op::le, last), {{piece.first, piece.second}});
        if (moves.over) {
            generic(piece.first, piece.second);
            continue;
        }
        if (m.targets.size() == 1) {
            // One target: where the run is long, its line answers (lined);
            // a short one is walked. count(t) >= min_line_run  <=>
            // (la - ha + min_line_run - 1) + (lb - hb) t <= 0.
            const spans long_runs =
                intersect(solve(la - ha + __int128(detail::min_line_run) - 1, lb - hb, op::le, last), moves);
            const spans short_runs = intersect(moves, complement(long_runs, last));
            if (long_runs.over || short_runs.over) {
                generic(piece.first, piece.second);
                continue;
            }
            for (const span& s : short_runs) generic(s.first, s.second);
            for (const span& s : long_runs)
                if (!plan_lined(m, first, axis, s, out)) generic(s.first, s.second);
            continue;
        }
        for (const span& mv : moves) {
            row_piece p;
            p.mode = row_piece::mode_t::stepped;
            p.from = mv.first, p.to = mv.second;
            frame f;
            f.pos = first;
            f.pos.c[axis] = y0 + mv.first;
            std::copy(f.pos.c.begin(), f.pos.c.end(), f.vars);
            run_view &a = run_bufs[0], &b = run_bufs[1];
            bool ok = run_of(f, m, a) && a.exact && a.dense;
            f.pos.c[axis] = y0 + mv.second;
            std::copy(f.pos.c.begin(), f.pos.c.end(), f.vars);
            ok = ok && run_of(f, m, b) && b.exact && b.dense;
            const std::int64_t span_t = mv.second - mv.first;
            for (std::size_t t = 0; ok && t < a.n; ++t) {
                const std::int64_t d = std::int64_t(b.start[t]) - std::int64_t(a.start[t]);
                ok = a.stride[t] == b.stride[t] && (span_t == 0 || d % span_t == 0);
                p.start0[t] = std::int64_t(a.start[t]);
                p.dstart[t] = span_t ? d / span_t : 0;
                p.stride[t] = a.stride[t];
            }
            if (!ok) {
                generic(mv.first, mv.second);
                continue;
            }
            p.count0 = std::int64_t(a.count());
            p.dcount = span_t ? (std::int64_t(b.count()) - p.count0) / span_t : 0;
            out.push_back(p);
        }
    }
    auto before = [](const row_piece& x, const row_piece& y) { return x.from < y.from; };
    if (!std::is_sorted(out.begin(), out.end(), before)) std::sort(out.begin(), out.end(), before);
}

namespace {

// A row's cells whose N moves each read one cell at a fixed distance (a walk
// on a grid): each value the lowest clear bit of a mask of small values.
// Stops at a target not known, a value of 64 or more, or a cell already
// known (the general loop takes those). Returns how many were filled.
template <std::size_t N>
[[gnu::noinline]] std::uint64_t fill_walk(std::uint32_t* cell, std::ptrdiff_t stride, std::uint64_t room,
                                          const std::ptrdiff_t* flat, std::uint32_t* put) {
    std::ptrdiff_t off[N > 0 ? N : 1] = {};
    for (std::size_t m = 0; m < N; ++m) off[m] = flat[m];
    std::uint64_t filled = 0;
    for (; filled < room; ++filled, cell += stride) {
        // A value of 64 or more, or a target not known (busy, larger
        // still), makes the OR of the values 64 or more.
        std::uint32_t any = 0;
        std::uint64_t mask = 0;
        for (std::size_t m = 0; m < N; ++m) {
            const std::uint32_t x = cell[off[m]];
            any |= x;
            mask |= std::uint64_t(1) << (x & 63);
        }
        if (any >= 64 || *cell < value_store::busy) break;
        *put++ = *cell = std::uint32_t(__builtin_ctzll(~mask));
    }
    return filled;
}

}  // namespace

namespace {

// The moves of a piece read at fixed offsets or along runs (not a walk), at
// cell t of the row (index `at`), marked in the scratch set; false at a
// target not known. Counts the moves read in `moves`. Pairs: a run of two
// moving targets read here, not through a call (the rows of a cut, a few
// dozen cells each, made a call for every few moves).
template <bool Pairs = false>
[[gnu::always_inline]] inline bool read_piece(const row_piece& p, std::size_t targets, const std::uint32_t* cells,
                                              std::int64_t at, std::int64_t t, detail::mex_scratch& scratch,
                                              std::uint64_t& moves) {
    if (p.mode == row_piece::mode_t::offsets) {
        std::uint32_t v = 0, high = 0;
        for (std::size_t j = 0; j < targets; ++j) {
            const std::uint32_t x = cells[at + p.off[j]];
            high = std::max(high, x);
            v ^= x;
        }
        moves += 1;
        if (high >= value_store::busy) return false;
        scratch.mark(v);
        return true;
    }
    const std::int64_t dt = t - p.from, count = p.count0 + p.dcount * dt;
    const std::uint32_t* at0[max_targets];
    for (std::size_t j = 0; j < targets; ++j) at0[j] = cells + p.start0[j] + p.dstart[j] * dt;
    moves += std::uint64_t(count);
    if (Pairs && targets == 2 && p.stride[0] != 0 && p.stride[1] != 0)
        return detail::read_pair_run(std::uint64_t(count), at0, p.stride, scratch);
    return detail::read_any_run(std::uint64_t(count), targets, at0, p.stride, scratch);
}

}  // namespace

std::int64_t game_evaluator_state::fill_runs(std::uint32_t game, const row_piece* const* active, std::uint32_t* cells,
                                             std::uint64_t i0, std::int64_t step, std::int64_t t, std::int64_t e,
                                             std::vector<std::uint32_t>& out, std::size_t base, std::uint64_t& done) {
    // Where every move line reads runs or fixed offsets (no walk, no line
    // kept apart): each cell's moves marked straight into the scratch set and
    // its mex counted up, as the contest program's loops do. A target not
    // known, or a large value, ends it: the general loop takes that cell.
    const game_code& g = prog->games[game];
    const row_piece* pieces[detail::max_move_lines_in_row];
    std::size_t targets[detail::max_move_lines_in_row];
    std::size_t np = 0;
    bool runs = false;
    for (std::size_t m = 0; m < g.moves.size(); ++m) {
        const row_piece* p = active[m];
        if (!p) continue;
        if (np == detail::max_move_lines_in_row ||
            (p->mode != row_piece::mode_t::stepped && p->mode != row_piece::mode_t::offsets))
            return t;
        runs |= p->mode == row_piece::mode_t::stepped;
        targets[np] = g.moves[m].targets.size();
        pieces[np++] = p;
    }
    if (!runs) return t;  // fixed offsets only: fill_walk's
    sets.clear();
    suffixes.clear();
    std::uint64_t moves = 0;  // and the mex's scans
    const std::int64_t from = t;
    for (; t < e; ++t) {
        const std::int64_t at = std::int64_t(i0) + t * step;
        if (cells[at] < value_store::busy) {  // found by a search before
            out[base + done++] = cells[at];
            continue;
        }
        scratch.begin();
        bool ok = true;
        for (std::size_t i = 0; i < np && ok; ++i)
            ok = read_piece<true>(*pieces[i], targets[i], cells, at, t, scratch, moves);
        if (!ok || !scratch.big.empty()) break;
        const std::uint32_t* vis = scratch.vis.data();
        const std::uint32_t size = std::uint32_t(scratch.vis.size()), gen = scratch.generation;
        std::uint32_t v = 0;
        if (scratch.touched)
            while (v < size && vis[v] == gen) ++v;
        moves += v / 8;  // the mex's scan, as mex_now counts it
        memo.put_cell(game, std::uint64_t(at), v);
        out[base + done++] = v;
    }
    spend(double(t - from) + double(moves) / 8);
    return t;
}

std::uint64_t game_evaluator_state::fill_row(const game_position& first, std::size_t axis, std::int64_t last,
                                             std::vector<std::uint32_t>& out) {
    const game_code& g = code(first);
    if (g.product.is) return 0;  // values from the factors' (search.cpp)
    detail::dense_box& box = memo.box(first.game);
    game_position end = first;
    end.c[axis] += last;
    std::uint64_t i0 = 0, i1 = 0;
    if (last < 0 || !box.index(first, i0) || !box.index(end, i1)) return 0;
    const std::int64_t step = box.mult[axis];
    const std::size_t n = g.moves.size();
    // (By the move line's index in the program: each line keeps its own plan.)
    const std::size_t lines_in_program = n ? std::size_t(g.moves[n - 1].index) + 1 : 0;
    plans.resize(std::max(plans.size(), lines_in_program));
    plan_lines.resize(plans.size());
    plan_origins.resize(plans.size());
    std::vector<std::int64_t>& cuts = row_cuts;
    cuts.assign({0, last + 1});
    for (std::size_t m = 0; m < n; ++m) {
        const move_code& mc = g.moves[m];
        plan_origin& o = plan_origins[mc.index];
        // The plan of an earlier row that differs from this one only in
        // coordinates the move keeps: its pieces stand, its runs' first cells
        // move by the rows' distance in cells (the targets move with the row).
        bool same = o.valid && o.first.game == first.game && o.axis == axis && o.last == last &&
                    o.cells == box.cells.data() && same_coords(o.ext, box.ext) && same_coords(o.mult, box.mult);
        std::int64_t moved = 0;
        for (std::size_t c = 0; same && c < box.k; ++c)
            if (o.first.c[c] != first.c[c]) {
                same = c != axis && mc.keeps[c];
                moved += (first.c[c] - o.first.c[c]) * box.mult[c];
            }
        std::vector<row_piece>& plan = plans[mc.index];
        if (same) {
            for (row_piece& p : plan)
                if (p.mode == row_piece::mode_t::stepped)
                    for (std::size_t t = 0; t < mc.targets.size(); ++t) p.start0[t] += moved;
            // (A kept coordinate is not along the line: the line's point moves with it.)
            for (detail::line_part& l : plan_lines[mc.index])
                for (std::size_t c = 0; c < box.k; ++c) l.line0.key.base[c] += first.c[c] - o.first.c[c];
        } else {
            plan_row(mc, first, axis, last, plan);
        }
        o = {true, first, axis, last, box.cells.data(), box.ext, box.mult};
        for (const auto& p : plan) cuts.insert(cuts.end(), {p.from, p.to + 1});
    }
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    std::vector<std::size_t>& next = row_next;
    std::vector<const row_piece*>& active = row_active;
    next.assign(n, 0);
    active.assign(n, nullptr);
    std::uint32_t* cells = box.cells.data();
    const std::size_t base = out.size();
    out.resize(base + std::size_t(last) + 1);
    frame f;
    f.pos = first;
    std::uint64_t done = 0;
    for (std::size_t c = 0; c + 1 < cuts.size(); ++c) {
        const std::int64_t s = cuts[c], e = cuts[c + 1];
        for (std::size_t m = 0; m < n; ++m) {
            const auto& ps = plans[g.moves[m].index];
            while (next[m] < ps.size() && ps[next[m]].to < s) ++next[m];
            active[m] = next[m] < ps.size() && ps[next[m]].from <= s ? &ps[next[m]] : nullptr;
        }
        // Only moves of fixed shapes here: values below 64 make a mask and
        // the mex is its lowest clear bit, as a contest program's few moves
        // would (a larger value takes the general way below).
        bool fixed_only = true;
        std::size_t reads = 0;
        std::int64_t offs[detail::max_move_lines_in_row][max_targets];
        std::size_t counts[detail::max_move_lines_in_row];
        for (std::size_t m = 0; m < n && fixed_only; ++m) {
            if (!active[m]) continue;
            fixed_only = active[m]->mode == row_piece::mode_t::offsets && reads < detail::max_move_lines_in_row;
            if (!fixed_only) break;
            counts[reads] = g.moves[m].targets.size();
            std::copy_n(active[m]->off, counts[reads], offs[reads]);
            ++reads;
        }
        std::int64_t t = s;
        if (fixed_only) {
            bool single = true;
            std::ptrdiff_t flat[detail::max_move_lines_in_row];
            for (std::size_t m = 0; m < reads; ++m) single = single && counts[m] == 1, flat[m] = offs[m][0];
            std::uint32_t* cell = cells + std::int64_t(i0) + t * step;
            std::uint32_t* put = out.data() + base + done;
            const std::uint64_t room = std::uint64_t(e - t);
            std::uint64_t filled = 0;
            if (single && reads <= 4) {
                // One target a move (a walk on a grid): a loop per number of
                // moves, its distances in registers.
                const std::ptrdiff_t stride = std::ptrdiff_t(step);
                filled = reads == 0   ? fill_walk<0>(cell, stride, room, flat, put)
                         : reads == 1 ? fill_walk<1>(cell, stride, room, flat, put)
                         : reads == 2 ? fill_walk<2>(cell, stride, room, flat, put)
                         : reads == 3 ? fill_walk<3>(cell, stride, room, flat, put)
                                      : fill_walk<4>(cell, stride, room, flat, put);
            } else {
                for (; filled < room; ++filled, cell += step) {
                    std::uint32_t high = 0;
                    std::uint64_t mask = 0;
                    bool large = false;
                    for (std::size_t m = 0; m < reads; ++m) {
                        std::uint32_t v = 0;
                        for (std::size_t j = 0; j < counts[m]; ++j) {
                            const std::uint32_t x = cell[offs[m][j]];
                            high = std::max(high, x);
                            v ^= x;
                        }
                        large |= v >= 64;
                        mask |= std::uint64_t(1) << (v & 63);
                    }
                    if (high >= value_store::busy || large || *cell < value_store::busy) break;
                    *put++ = *cell = std::uint32_t(__builtin_ctzll(~mask));
                }
            }
            t += std::int64_t(filled);
            memo.count_cells(std::uint64_t(t - s));
            done += std::uint64_t(t - s);
            spend(double(t - s) * (1 + double(reads) / 8));
        }
        if (!fixed_only && t < e) t = fill_runs(first.game, active.data(), cells, i0, step, t, e, out, base, done);
        for (; t < e; ++t) {
            const std::uint64_t at = std::uint64_t(std::int64_t(i0) + t * step);
            if (cells[at] < value_store::busy) {  // found by a search before
                out[base + done++] = cells[at];
                continue;
            }
            scratch.begin();
            sets.clear();
            suffixes.clear();
            bool ok = true;
            std::uint64_t moves = 0;
            for (std::size_t m = 0; m < n && ok; ++m) {
                const row_piece* p = active[m];
                if (!p) continue;
                const move_code& mc = g.moves[m];
                int asked = -1;
                if (p->mode == row_piece::mode_t::lined) {
                    // The cell's line from the piece's: no expression evaluated.
                    // (Field by field: a copy of the whole line_run is a
                    // memcpy call in WebAssembly.)
                    detail::line_run& s = line_buf;
                    const detail::line_part& part = plan_lines[mc.index][p->part];
                    const detail::line_run& l = part.line0;
                    const std::int64_t dt = t - p->from;
                    s.key.game = l.key.game;
                    s.key.step = l.key.step;
                    s.key.residue = l.key.residue;
                    for (std::size_t c = 0; c < max_game_coords; ++c) {
                        s.key.dir[c] = l.key.dir[c];
                        s.key.base[c] = l.key.base[c] + dt * part.dbase[c];
                    }
                    s.jlo = l.jlo + dt * part.djlo;
                    s.jhi = l.jhi + dt * part.djhi;
                    s.sign = l.sign;
                    find_line(mc, s);
                    spend(2);
                    asked = ask_line(s);
                    ok = asked != 0;
                }
                if (p->mode == row_piece::mode_t::offsets || p->mode == row_piece::mode_t::stepped) {
                    ok = read_piece(*p, mc.targets.size(), cells, std::int64_t(at), t, scratch, moves);
                } else if (p->mode == row_piece::mode_t::generic ||
                           (p->mode == row_piece::mode_t::lined && asked < 0)) {
                    f.pos.c[axis] = first.c[axis] + t;
                    std::copy(f.pos.c.begin(), f.pos.c.end(), f.vars);
                    f.move = std::uint32_t(m);
                    ok = family_mex(f, mc);
                }
            }
            if (!ok) {
                out.resize(base + done);
                return done;
            }
            spend(1 + double(moves) / 8);
            const std::uint64_t v = mex_now(~std::uint64_t(0));
            if (v >= value_store::busy) throw std::logic_error("game: a value of 2^32 - 2 or more in a row");
            memo.put_cell(first.game, at, std::uint32_t(v));
            out[base + done++] = std::uint32_t(v);
        }
    }
    out.resize(base + done);
    return done;
}

}  // namespace sg
