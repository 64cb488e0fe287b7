// A row's plan (rows.cpp fills it): for each move line, the pieces of a row
// of positions (along one coordinate, or a diagonal of one coordinate sum),
// each read one way:
//   offsets: a move of a fixed shape (move (x - 1, y) where x > 0): its
//            targets a fixed number of cells away;
//   stepped: a run of one loop whose bounds and targets are affine along
//            the row (move cut(i, h) + cut(w - i, h) for i in 1..w-1):
//            its count and first cells change by the same amount per cell;
//   lined:   the same with one target and a long run (move (x - k, y) for k
//            in 1..x): its line's point and stretch move by a fixed amount
//            per cell, and the line answers;
//   generic: the evaluator's own walk (search.hpp), cell by cell;
//   none:    the condition is false, or the range empty.
// The condition's comparisons, affine along the row, each hold on an
// interval of it (pred_node); evaluated at the row's two ends, every value
// between lies between theirs, so no fault can hide in the middle. Affine
// along the row means in the text (move_code::rows) or once the row's other
// coordinates are numbers (shape_along), and a min or max in a loop's
// bounds cuts the row where it changes sides.
#include <algorithm>
#include <cstdint>

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

// a's intervals cut where they leave or enter b (kept apart, in order).
spans split(const spans& a, const spans& b, std::int64_t last) {
    const spans in = intersect(a, b), out = intersect(a, complement(b, last));
    spans r;
    r.over = in.over || out.over;
    for (std::size_t i = 0, j = 0; i < in.size() || j < out.size();)
        r.push_back(j == out.size() || (i < in.size() && in[i].first < out[j].first) ? in[i++] : out[j++]);
    return r;
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

namespace {

// An expression's values along the row as a + b t; false when it faults at
// an end (or, which cannot happen for an affine one, is not affine).
// (vars holds the row's first cell; its coordinates that move along the row
// are set to cell t's here, and back.)
void to_cell(std::int64_t* vars, const game_position& first, const detail::row_dir& dir, std::int64_t t) {
    for (std::size_t c = 0; c < max_game_coords; ++c)
        if (dir.d[c]) vars[c] = first.c[c] + dir.d[c] * t;
}
// (Evaluated at cells t0 and t1 of the row: the expression is affine
// between them.)
bool along(const detail::expr& e, std::int64_t* vars, const game_position& first, const detail::row_dir& dir,
           std::int64_t t0, std::int64_t t1, __int128& a, __int128& b) {
    std::int64_t v0 = 0, v1 = 0;
    detail::eval_fault f = detail::eval_fault::none;
    std::size_t at = 0;
    to_cell(vars, first, dir, t0);
    bool ok = detail::eval_fast(e, vars, v0, f, at);
    to_cell(vars, first, dir, t1);
    ok = ok && detail::eval_fast(e, vars, v1, f, at);
    to_cell(vars, first, dir, 0);
    if (!ok) return false;
    b = 0;
    if (t1 > t0) {
        __int128 q, r;
        divide(__int128(v1) - v0, t1 - t0, q, r);
        if (r != 0) return false;
        b = q;
    }
    a = v0 - b * t0;
    return true;
}

// Where the condition holds along the row; false when it cannot be told here.
bool holds(const std::vector<pred_node>& pred, std::size_t node, std::int64_t* vars, const game_position& first,
           const detail::row_dir& dir, std::int64_t last, spans& out) {
    const pred_node& p = pred[node];
    if (p.kind == pred_node::kind_t::compare) {
        __int128 la, lb, ra, rb;
        if (!along(p.lhs, vars, first, dir, 0, last, la, lb) || !along(p.rhs, vars, first, dir, 0, last, ra, rb))
            return false;
        out = solve(la - ra, lb - rb, p.cmp, last);
        return true;
    }
    spans a, b;
    if (!holds(pred, p.kids[0], vars, first, dir, last, a)) return false;
    if (p.kind == pred_node::kind_t::negate) {
        out = complement(a, last);
        return true;
    }
    if (!holds(pred, p.kids[1], vars, first, dir, last, b)) return false;
    out = p.kind == pred_node::kind_t::all ? intersect(a, b) : unite(a, b, last);
    return true;
}

// What an expression is along a row whose other coordinates are numbers: a
// number; affine in the row's cell t and the run's variable k (built from
// + - and products by numbers, so each part of it is monotone along the row
// and in k, and bounded by its values at the ends), c0 + cy t when `exact`
// (no k); affine on each piece of the row between `breaks` (a min or max
// of two exact ones, as Wythoff's 1..min(x, y) along y: y up to x, then x);
// or none of these.
struct shape {
    enum kind_t : std::uint8_t { number, affine, pieces, other } kind = number;
    bool exact = true;            // c0 and cy hold (a number: c0)
    std::int64_t c0 = 0, cy = 0;  // exact: c0 + cy t
};

// Where the sides of a min or max cross: the sign of a + b t changes there.
using crossing = std::pair<__int128, __int128>;
using crossings = std::vector<crossing>;

// e's shape along the row from `first` along dir (vars: first's coordinates;
// `kslot` the run's variable's slot, -1 for none). A min or max of exact
// sides adds its crossing to *breaks (none allowed without breaks). What a
// definition makes affine only once some coordinates are numbers (Euclid's
// a / b on the row b = 1) is found here, row by row.
shape shape_along(const detail::expr& e, const game_position& first, std::size_t coords, const detail::row_dir& dir,
                  int kslot, crossings* breaks) {
    shape st[detail::max_eval_stack + 1];
    int sp = 0;
    const shape other{shape::other, false};
    for (const detail::instr& in : e.code) {
        switch (in.code) {
            case op::num: st[sp++] = {shape::number, true, in.arg, 0}; continue;
            case op::var: {
                const std::size_t c = std::size_t(in.arg);
                if (in.arg == kslot) st[sp++] = {shape::affine, false};
                else if (c < coords && dir.d[c]) st[sp++] = {shape::affine, true, first.c[c], dir.d[c]};
                else if (c < coords) st[sp++] = {shape::number, true, first.c[c], 0};
                else return other;
                continue;
            }
            case op::neg: {
                shape& x = st[sp - 1];
                x.exact = x.exact && !__builtin_sub_overflow(0, x.c0, &x.c0) && !__builtin_sub_overflow(0, x.cy, &x.cy);
                if (x.kind == shape::number && !x.exact) return other;
                continue;
            }
            case op::add:
            case op::sub:
            case op::mul:
            case op::div:
            case op::mod:
            case op::min:
            case op::max: break;
            default: return other;
        }
        const shape b = st[--sp], a = st[sp - 1];
        shape& r = st[sp - 1];
        if (a.kind == shape::other || b.kind == shape::other) return other;
        const bool numbers = a.kind == shape::number && b.kind == shape::number;
        const auto worst = std::max(a.kind, b.kind);
        if (in.code == op::add || in.code == op::sub) {
            const bool add = in.code == op::add;
            r.kind = worst;
            r.exact = a.exact && b.exact &&
                      !(add ? __builtin_add_overflow(a.c0, b.c0, &r.c0) || __builtin_add_overflow(a.cy, b.cy, &r.cy)
                            : __builtin_sub_overflow(a.c0, b.c0, &r.c0) || __builtin_sub_overflow(a.cy, b.cy, &r.cy));
        } else if (in.code == op::mul && (a.kind == shape::number || b.kind == shape::number)) {
            const shape& n = a.kind == shape::number ? a : b;
            const shape& x = a.kind == shape::number ? b : a;
            r.kind = x.kind;
            r.exact = n.exact && x.exact && !__builtin_mul_overflow(x.c0, n.c0, &r.c0) &&
                      !__builtin_mul_overflow(x.cy, n.c0, &r.cy);
        } else if ((in.code == op::div || in.code == op::mod) && b.kind == shape::number && b.c0 == 1 && !numbers) {
            r = in.code == op::div ? a : shape{shape::number, true, 0, 0};  // x / 1 = x, x % 1 = 0
        } else if (numbers && (in.code == op::div || in.code == op::mod)) {
            const std::int64_t x = a.c0, y = b.c0;
            if (y == 0 || (x == INT64_MIN && y == -1)) return other;  // a fault: left to the walk
            __int128 q, rem;
            divide(x, y, q, rem);
            if (rem != 0 && ((rem < 0) != (y < 0))) --q, rem += y;
            r = {shape::number, true, std::int64_t(in.code == op::div ? q : rem), 0};
        } else if (in.code == op::min || in.code == op::max) {
            if (!a.exact || !b.exact || a.kind == shape::pieces || b.kind == shape::pieces) return other;
            // a - b = d0 + d1 t: where it is <= 0, min is a and max is b.
            const __int128 d0 = __int128(a.c0) - b.c0, d1 = __int128(a.cy) - b.cy;
            const bool low = in.code == op::min;
            if (d1 == 0) {
                r = (d0 <= 0) == low ? a : b;
            } else if (breaks) {
                breaks->push_back({d0, d1});
                r = {shape::pieces, false, 0, 0};
            } else {
                return other;
            }
        } else {
            return other;
        }
        if (r.kind == shape::number && !r.exact) return other;
    }
    return sp == 1 ? st[0] : other;
}

// Whether a row from `first` along dir can be planned although the
// definition's text is not affine in the coordinate: it is once the row's
// other coordinates are numbers (move (a - k * b, b) for k in 1..a / b on the
// row b = 1), on each piece between the crossings of a min or max in a
// loop's bounds (added to *breaks). `condition`: the condition's
// comparisons; else what a row reads where it holds (a fixed shape, or a
// run of one loop in its own game).
bool affine_on_row(const detail::move_code& m, const game_position& first, const detail::row_dir& dir,
                   std::size_t coords, bool condition, crossings* breaks = nullptr) {
    auto affine = [&](const detail::expr& e, int kslot, crossings* b) {
        return shape_along(e, first, coords, dir, kslot, b).kind != shape::other;
    };
    if (condition) {
        for (const pred_node& p : m.pred)
            if (p.kind == pred_node::kind_t::compare && (!affine(p.lhs, -1, nullptr) || !affine(p.rhs, -1, nullptr)))
                return false;
        return true;
    }
    if (m.kind == detail::family::fixed)
        return std::all_of(m.targets.begin(), m.targets.end(), [](const auto& t) { return t.offset; });
    if (m.kind != detail::family::run || m.loops.size() != 1) return false;
    if (!affine(m.loops[0].lo, -1, breaks) || !affine(m.loops[0].hi, -1, breaks)) return false;
    for (const auto& t : m.targets) {
        if (t.game != first.game || !t.affine) return false;
        for (const auto& c : t.coords)
            if (!affine(c, m.loops[0].slot, nullptr)) return false;
    }
    return true;
}

}  // namespace

bool game_evaluator_state::plan_lined(const move_code& m, const game_position& first, const detail::row_dir& dir,
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
    f.pos = dir.at(first, piece.first);
    std::copy(f.pos.c.begin(), f.pos.c.end(), f.vars);
    if (!run_of(f, m, reader.bufs[0]) || !reader.bufs[0].exact || !line_key_of(reader.bufs[0], l.line0)) return false;
    f.pos = dir.at(first, piece.second);
    std::copy(f.pos.c.begin(), f.pos.c.end(), f.vars);
    if (!run_of(f, m, reader.bufs[1]) || !reader.bufs[1].exact || !line_key_of(reader.bufs[1], at_end)) return false;
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
    std::vector<detail::line_part>& parts = planner.plan_lines[m.index];
    p.part = std::uint32_t(parts.size());
    l.from = piece.first, l.to = piece.second;
    // The previous plan's part in the same place, on the same lines (moved
    // by some cells), gives the lines its cells found.
    l.lines.assign(std::size_t(length) + 1, nullptr);
    std::int64_t d = 0;
    if (p.part < planner.old_parts.size() && l.shifted_from(planner.old_parts[p.part], d)) {
        const std::vector<detail::line_state*>& old = planner.old_parts[p.part].lines;
        const std::int64_t n = std::int64_t(old.size());
        for (std::int64_t dt = std::max<std::int64_t>(0, -d); dt <= length && dt + d < n; ++dt)
            l.lines[std::size_t(dt)] = old[std::size_t(dt + d)];
    }
    parts.push_back(std::move(l));
    out.push_back(p);
    return true;
}

void game_evaluator_state::plan_row(const move_code& m, const game_position& first, const detail::row_dir& dir,
                                    std::int64_t last, std::vector<row_piece>& out) {
    out.clear();
    planner.old_parts.swap(planner.plan_lines[m.index]);
    planner.plan_lines[m.index].clear();
    auto generic = [&](std::int64_t from, std::int64_t to) {
        row_piece p;
        p.mode = row_piece::mode_t::generic;
        p.from = from, p.to = to;
        out.push_back(p);
    };
    // (A row of a few cells is walked: planning it would cost more than its
    // cells, as in Euclid's box, two cells wide.)
    // (What the text makes affine along the coordinate, or this row's
    // numbers do.)
    const std::size_t coords = code(first).info.coords.size();
    const bool text_rows = dir.axis >= 0 && m.rows[std::size_t(dir.axis)];
    if (last + 1 < detail::min_planned_row || !(text_rows || affine_on_row(m, first, dir, coords, true)))
        return generic(0, last);
    std::int64_t vars[max_game_coords + max_loop_vars] = {};
    std::copy(first.c.begin(), first.c.end(), vars);
    spans on{{0, last}};
    if (!m.pred.empty() && !holds(m.pred, m.pred.size() - 1, vars, first, dir, last, on)) return generic(0, last);
    if (on.over) return generic(0, last);
    // (And the pieces where a min or max in a loop's bounds takes one side.)
    crossings breaks;
    if (!on.empty() && !text_rows && !affine_on_row(m, first, dir, coords, false, &breaks)) return generic(0, last);
    for (const crossing& x : breaks) {
        on = split(on, solve(x.first, x.second, op::le, last), last);
        if (on.over) return generic(0, last);
    }
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
                    if (dir.d[c]) {
                        // 0 <= first + d t + s < ext
                        const __int128 at0 = __int128(first.c[c]) + s;
                        inside = intersect(inside, solve(at0, dir.d[c], op::ge, last));
                        inside = intersect(inside, solve(at0 - box.ext[c], dir.d[c], op::lt, last));
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
        if (!along(m.loops[0].lo, vars, first, dir, piece.first, piece.second, la, lb) ||
            !along(m.loops[0].hi, vars, first, dir, piece.first, piece.second, ha, hb)) {
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
            for (const span& s : long_runs)
                if (!plan_lined(m, first, dir, s, out)) generic(s.first, s.second);
            for (const span& s : short_runs) plan_stepped(m, first, dir, s, out);
            continue;
        }
        for (const span& mv : moves) plan_stepped(m, first, dir, mv, out);
    }
    auto before = [](const row_piece& x, const row_piece& y) { return x.from < y.from; };
    if (!std::is_sorted(out.begin(), out.end(), before)) std::sort(out.begin(), out.end(), before);
}

void game_evaluator_state::plan_stepped(const move_code& m, const game_position& first, const detail::row_dir& dir,
                                        std::pair<std::int64_t, std::int64_t> mv, std::vector<row_piece>& out) {
    // The run at the piece's two ends, in the box: its first cells and count
    // move by as much per cell (affine along the row), its strides stay.
    row_piece p;
    p.from = mv.first, p.to = mv.second;
    frame f;
    f.pos = dir.at(first, mv.first);
    std::copy(f.pos.c.begin(), f.pos.c.end(), f.vars);
    run_view &a = reader.bufs[0], &b = reader.bufs[1];
    bool ok = run_of(f, m, a) && a.exact && a.dense;
    f.pos = dir.at(first, mv.second);
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
    p.mode = ok ? row_piece::mode_t::stepped : row_piece::mode_t::generic;
    if (ok) {
        p.count0 = std::int64_t(a.count());
        p.dcount = span_t ? (std::int64_t(b.count()) - p.count0) / span_t : 0;
    }
    out.push_back(p);
}

}  // namespace sg
