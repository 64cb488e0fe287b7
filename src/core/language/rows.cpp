// Rows of a box filled as a contest program fills them (search.hpp): a row
// of positions along one coordinate, or along a diagonal where the moves
// lower the coordinate sum (sums_first), is planned once (row_plans.cpp), and
// then each cell's moves are read at fixed distances, along runs that shift
// by a fixed number of cells from one cell to the next, or from lines whose
// point moves by a fixed amount, with no expression evaluated per cell.
#include <cstdint>
#include <stdexcept>

#include "language/search.hpp"

namespace sg {

using detail::row_piece;
using detail::value_store;

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
    lines.sets.clear();
    lines.suffixes.clear();
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

std::int64_t game_evaluator_state::fill_cells(const game_code& g, const row_piece* const* active,
                                              const game_position& first, const detail::row_dir& dir,
                                              std::uint32_t* cells, std::uint64_t i0, std::int64_t step, std::int64_t t,
                                              std::int64_t e, std::vector<std::uint32_t>& out, std::size_t base,
                                              std::uint64_t& done) {
    // Cell by cell, each move line as its piece says.
    const std::size_t n = g.moves.size();
    frame f;
    for (; t < e; ++t) {
        const std::uint64_t at = std::uint64_t(std::int64_t(i0) + t * step);
        if (cells[at] < value_store::busy) {  // found by a search before
            out[base + done++] = cells[at];
            continue;
        }
        scratch.begin();
        lines.sets.clear();
        lines.suffixes.clear();
        bool ok = true;
        std::uint64_t moves = 0;
        for (std::size_t m = 0; m < n && ok; ++m) {
            const row_piece* p = active[m];
            if (!p) continue;
            const move_code& mc = g.moves[m];
            int asked = -1;
            if (p->mode == row_piece::mode_t::lined) {
                // The cell's line from the piece's: no expression evaluated.
                // A line found before that holds the stretch asked, and
                // answers it as it stands, needs no key.
                detail::line_run& s = lines.buf;
                detail::line_part& part = planner.plan_lines[mc.index][p->part];
                const std::int64_t dt = t - p->from;
                part.stretch(dt, s);
                detail::line_state*& known = part.lines[std::size_t(dt)];
                if (known && known->answers(s.jlo, s.jhi)) {
                    asked = ask_ready(known, s.jlo);
                } else {
                    part.cell(dt, s);
                    if (known) {
                        s.line = known;
                    } else {
                        find_line(mc, s);
                        known = s.line;
                    }
                    asked = ask_line(s);
                }
                ok = asked != 0;
            }
            if (p->mode == row_piece::mode_t::offsets || p->mode == row_piece::mode_t::stepped) {
                ok = read_piece(*p, mc.targets.size(), cells, std::int64_t(at), t, scratch, moves);
            } else if (p->mode == row_piece::mode_t::generic || (p->mode == row_piece::mode_t::lined && asked < 0)) {
                f.pos = dir.at(first, t);
                std::copy(f.pos.c.begin(), f.pos.c.end(), f.vars);
                f.move = std::uint32_t(m);
                ok = family_mex(f, mc);
            }
        }
        if (!ok) return t;
        spend(1 + 2 * double(lines.sets.size() + lines.suffixes.size()) + double(moves) / 8);
        const std::uint64_t v = mex_now(~std::uint64_t(0));
        if (v >= value_store::busy) throw std::logic_error("game: a value of 2^32 - 2 or more in a row");
        memo.put_cell(first.game, at, std::uint32_t(v));
        out[base + done++] = std::uint32_t(v);
    }
    return t;
}

std::uint64_t game_evaluator_state::fill_row(const game_position& first, const detail::row_dir& dir, std::int64_t last,
                                             std::vector<std::uint32_t>& out) {
    const game_code& g = code(first);
    if (g.kind != detail::game_kind::moves) return 0;  // a product's values are its factors' (products.cpp)
    detail::dense_box& box = memo.box(first.game);
    std::uint64_t i0 = 0, i1 = 0;
    if (last < 0 || !box.index(first, i0) || !box.index(dir.at(first, last), i1)) return 0;
    std::int64_t step = 0;
    for (std::size_t c = 0; c < box.k; ++c) step += dir.d[c] * box.mult[c];
    {
        // A row already known (the box was filled by sums): read, not planned.
        const std::uint32_t* cell = box.cells.data() + i0;
        std::int64_t known = 0;
        while (known <= last && cell[known * step] < value_store::busy) ++known;
        if (known > last) {
            for (std::int64_t t = 0; t <= last; ++t) out.push_back(cell[t * step]);
            spend(double(last + 1) / 8);
            return std::uint64_t(last) + 1;
        }
    }
    const std::size_t n = g.moves.size();
    // (By the move line's index in the program: each line keeps its own plan.)
    const std::size_t lines_in_program = n ? std::size_t(g.moves[n - 1].index) + 1 : 0;
    planner.plans.resize(std::max(planner.plans.size(), lines_in_program));
    planner.plan_lines.resize(planner.plans.size());
    planner.origins.resize(planner.plans.size());
    std::vector<std::int64_t>& cuts = planner.cuts;
    cuts.assign({0, last + 1});
    for (std::size_t m = 0; m < n; ++m) {
        const move_code& mc = g.moves[m];
        detail::row_planner::plan_origin& o = planner.origins[mc.index];
        // The plan of an earlier row that differs from this one only in
        // coordinates the move keeps: its pieces stand, its runs' first cells
        // move by the rows' distance in cells (the targets move with the row).
        bool same = o.valid && o.first.game == first.game && o.dir == dir && o.last == last &&
                    o.cells == box.cells.data() && same_coords(o.ext, box.ext) && same_coords(o.mult, box.mult);
        std::int64_t moved = 0;
        for (std::size_t c = 0; same && c < box.k; ++c)
            if (o.first.c[c] != first.c[c]) {
                same = !dir.d[c] && mc.keeps[c];
                moved += (first.c[c] - o.first.c[c]) * box.mult[c];
            }
        std::vector<row_piece>& plan = planner.plans[mc.index];
        if (same) {
            for (row_piece& p : plan)
                if (p.mode == row_piece::mode_t::stepped)
                    for (std::size_t t = 0; t < mc.targets.size(); ++t) p.start0[t] += moved;
            // (A kept coordinate is not along the line: the line's point moves
            // with it, to other lines.)
            for (detail::line_part& l : planner.plan_lines[mc.index]) {
                for (std::size_t c = 0; c < box.k; ++c) l.line0.key.base[c] += first.c[c] - o.first.c[c];
                std::fill(l.lines.begin(), l.lines.end(), nullptr);
            }
        } else {
            plan_row(mc, first, dir, last, plan);
        }
        o = {true, first, dir, last, box.cells.data(), box.ext, box.mult};
        for (const auto& p : plan) cuts.insert(cuts.end(), {p.from, p.to + 1});
    }
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    std::vector<std::size_t>& next = planner.next;
    std::vector<const row_piece*>& active = planner.active;
    next.assign(n, 0);
    active.assign(n, nullptr);
    std::uint32_t* cells = box.cells.data();
    const std::size_t base = out.size();
    out.resize(base + std::size_t(last) + 1);
    std::uint64_t done = 0;
    for (std::size_t c = 0; c + 1 < cuts.size(); ++c) {
        const std::int64_t s = cuts[c], e = cuts[c + 1];
        for (std::size_t m = 0; m < n; ++m) {
            const auto& ps = planner.plans[g.moves[m].index];
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
        t = fill_cells(g, active.data(), first, dir, cells, i0, step, t, e, out, base, done);
        if (t < e) {
            out.resize(base + done);
            return done;
        }
    }
    out.resize(base + done);
    return done;
}

bool game_evaluator_state::sums_first(const game_position& lo, const game_position& hi, std::size_t a, std::size_t b) {
    // The far cells of the first, second and middle rows, the last row's
    // first cell, the far corner and the middle; at most a few thousand
    // moves each.
    const std::int64_t mid_a = lo.c[a] + (hi.c[a] - lo.c[a]) / 2, mid_b = lo.c[b] + (hi.c[b] - lo.c[b]) / 2;
    game_position cells[6] = {hi, hi, hi, hi, hi, hi};
    cells[0].c[a] = lo.c[a];
    cells[1].c[a] = std::min(lo.c[a] + 1, hi.c[a]);
    cells[2].c[a] = mid_a;
    cells[3].c[b] = lo.c[b];
    cells[5].c[a] = mid_a, cells[5].c[b] = mid_b;
    if (code(lo).kind != detail::game_kind::moves) return false;  // a product: its factors' order
    bool later = false;
    try {
        for (const game_position& p : cells) {
            const game_code& g = code(p);
            frame f = frame::at(p);
            std::uint64_t moves = 0;
            for (f.move = 0; f.move < g.moves.size(); ++f.move) {
                const move_code& m = g.moves[f.move];
                f.fresh = true;
                while (advance(f, m, m.loops.size())) {
                    if (++moves > 4096) return false;
                    for (std::size_t t = 0; t < m.targets.size(); ++t) {
                        game_position q;
                        if (!try_target(f, m, t, f.vars, q) || q.game != p.game || q.c[a] + q.c[b] >= p.c[a] + p.c[b])
                            return false;
                        later |= q.c[a] > p.c[a];
                    }
                }
            }
        }
    } catch (const error&) {
        return false;  // a fault: the fill meets it where the table's order does
    }
    spend(8);
    return later;
}

}  // namespace sg
