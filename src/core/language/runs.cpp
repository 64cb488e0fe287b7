// Move families at work (search.hpp): a run's targets read by index in
// tight loops, long runs of one target answered by their line, and the mex
// of everything a position's moves reach.
#include <numeric>

#include "language/search.hpp"

namespace sg {

using detail::line_run;
using detail::line_state;
using detail::value_store;

namespace detail {

game_position line_run::at(std::int64_t j) const {
    game_position p;
    p.game = key.game;
    const std::int64_t t = key.residue + j * key.step;
    for (std::size_t c = 0; c < max_game_coords; ++c) p.c[c] = key.base[c] + t * key.dir[c];
    return p;
}

}  // namespace detail

namespace {

// a * b in 64 bits; false when it overflows. A step of -1, 0 or 1 (the usual
// one) is multiplied plainly: __builtin_mul_overflow is a 128-bit product,
// a library call in WebAssembly.
bool times(std::int64_t a, std::int64_t b, std::int64_t& out) {
    if (b >= -1 && b <= 1) {
        if (b == -1 && a == INT64_MIN) return false;
        out = a * b;
        return true;
    }
    return !__builtin_mul_overflow(a, b, &out);
}

// Whether each of a target's coordinates is a variable, a number, or one sum
// or difference of two of those, with its step in the run's variable known.
bool sums_only(const detail::target_code& tc) {
    using form = detail::expr::form;
    for (std::size_t c = 0; c < tc.coords.size(); ++c) {
        const form s = tc.coords[c].shape;
        if (!tc.coef_known[c] || s == form::general || s == form::linear) return false;
    }
    return true;
}

// The slot of a line among a move line's recent ones: its point's
// coordinates mixed by multiplication, the top 11 bits (2048 slots: a row of
// a table asks as many lines as it has cells).
std::size_t recent_slot(const detail::line_key& k) {
    std::uint64_t x = 0;
    for (std::size_t c = 0; c < max_game_coords; ++c) x = (x + std::uint64_t(k.base[c])) * 0x9E3779B97F4A7C15ULL;
    return std::size_t(x >> 53);
}

}  // namespace

bool game_evaluator_state::run_of(const frame& f, const move_code& m, run_view& r) {
    const std::size_t last = m.loops.size() - 1;
    const std::size_t slot = code(f.pos).info.coords.size() + last;
    const std::int64_t lo = run(m.loops[last].lo, f.vars, f.pos), hi = run(m.loops[last].hi, f.vars, f.pos);
    if (lo > hi) return false;
    r.lo = lo, r.hi = hi, r.n = m.targets.size();
    r.exact = false;
    r.dense = true;
    std::int64_t vars[max_game_coords + max_loop_vars];
    std::copy(std::begin(f.vars), std::end(f.vars), vars);
    for (std::size_t t = 0; t < r.n; ++t) {
        const auto& tc = m.targets[t];
        vars[slot] = lo;
        if (!try_target(f, m, t, vars, r.first[t])) return true;
        game_position end = r.first[t];
        // One move: a step known from the text still stands (a row's plan
        // compares the steps of its ends).
        for (std::size_t c = 0; c < max_game_coords; ++c)
            r.d[t][c] = c < tc.coords.size() && tc.coef_known[c] ? tc.coef[c] : 0;
        if (hi > lo && sums_only(tc)) {
            // Each coordinate one sum or difference with its step known: the
            // far end is first + (hi - lo) * step, the value its evaluation
            // gives (which fails only where this overflows or leaves the range).
            for (std::size_t c = 0; c < tc.coords.size(); ++c) {
                std::int64_t moved = 0;
                if (!times(hi - lo, tc.coef[c], moved) || __builtin_add_overflow(r.first[t].c[c], moved, &end.c[c]) ||
                    end.c[c] < 0 || std::uint64_t(end.c[c]) > max_number)
                    return true;
            }
        } else if (hi > lo) {
            vars[slot] = hi;
            if (!try_target(f, m, t, vars, end)) return true;
            game_position next;
            bool measured = false;
            for (std::size_t c = 0; c < tc.coords.size(); ++c) {
                std::int64_t d = tc.coef[c];
                if (!tc.coef_known[c]) {
                    vars[slot] = lo + 1;
                    if (!measured && !try_target(f, m, t, vars, next)) return true;
                    measured = true;
                    d = next.c[c] - r.first[t].c[c];
                }
                // The ends agree with the step (the coordinate is affine in k).
                // (In 64 bits with overflow checks: a 128-bit product is a
                // library call in WebAssembly. An overflow reads as not exact.)
                std::int64_t moved = 0, at_end = 0;
                if (!times(hi - lo, d, moved) || __builtin_add_overflow(r.first[t].c[c], moved, &at_end) ||
                    at_end != end.c[c])
                    return true;
                r.d[t][c] = d;
            }
        }
        const detail::dense_box& box = memo.box(tc.game);
        std::uint64_t a = 0, b = 0;
        if (r.dense && box.index(r.first[t], a) && box.index(end, b)) {
            r.cells[t] = box.cells.data();
            r.start[t] = a;
            std::int64_t s = 0;
            for (std::size_t c = 0; c < box.k; ++c) s += r.d[t][c] * box.mult[c];
            r.stride[t] = s;
        } else {
            r.dense = false;
        }
    }
    r.exact = true;
    return true;
}

namespace {

// line_key_of and find_line, inlined into line_of (a call each costs in
// WebAssembly, where Euclid's runs ask a line per binding).
[[gnu::always_inline]] inline bool key_of(const game_program& prog, const run_view& r, line_run& s) {
    const game_position& p = r.first[0];
    const std::size_t k = prog.games[p.game].info.coords.size();
    std::int64_t g = 0;
    for (std::size_t c = 0; c < k; ++c) {
        const std::int64_t a = r.d[0][c] < 0 ? -r.d[0][c] : r.d[0][c];
        g = g == 0 ? a : a == 0 ? g : g == 1 || a == 1 ? 1 : std::gcd(g, a);
    }
    if (g == 0) return false;
    std::size_t axis = 0;
    while (r.d[0][axis] == 0) ++axis;
    const std::int64_t sign = r.d[0][axis] > 0 ? 1 : -1;
    // (Each field set once, not the key zeroed first: a zeroing store of the
    // whole key is a slow string instruction here. Divisions only for a step
    // past 1: a 64-bit division costs tens of cycles.)
    s.key.game = p.game;
    for (std::size_t c = 0; c < max_game_coords; ++c)
        s.key.dir[c] = c >= k ? 0 : (g == 1 ? r.d[0][c] : r.d[0][c] / g) * sign;
    if (s.key.dir[axis] != 1) return false;
    const std::int64_t t = p.c[axis];
    s.key.step = g;
    s.key.residue = g == 1 ? 0 : t % g;
    for (std::size_t c = 0; c < max_game_coords; ++c) {
        std::int64_t shift = 0;
        s.key.base[c] = 0;
        if (c < k && (!times(t, s.key.dir[c], shift) || __builtin_sub_overflow(p.c[c], shift, &s.key.base[c])))
            return false;
    }
    const std::int64_t j0 = g == 1 ? t : (t - s.key.residue) / g, j1 = j0 + sign * (r.hi - r.lo);
    s.jlo = std::min(j0, j1), s.jhi = std::max(j0, j1);
    s.sign = sign;
    return true;
}

[[gnu::always_inline]] inline void look_up(game_evaluator_state& e, const move_code& m, line_run& s) {
    // The lines a move line asked recently, by a cheap hash of the line's
    // point: asked again, they skip the table. Along a row the moves along
    // the other coordinate stay on one line, and a row asks the same lines
    // as the row before it (pair(a, b) moving to (i, b - i): one line per b).
    const std::size_t slot = recent_slot(s.key);
    if ((m.index + 1) * detail::line_index::recent_lines > e.lines.recent.size())
        e.lines.recent.resize((m.index + 1) * detail::line_index::recent_lines, nullptr);
    line_state*& last = e.lines.recent[m.index * detail::line_index::recent_lines + slot];
    if (last && *last->key == s.key) {
        s.line = last;
        return;
    }
    bool fresh = false;
    // A look-up in the table of lines misses the cache when there are many:
    // it costs several steps' time.
    e.spend(4);
    s.line = last = &e.lines.table.find(s.key, fresh);
    if (fresh) e.lines.bytes += s.line->bytes() + 112;
}

}  // namespace

bool game_evaluator_state::line_of(const move_code& m, const run_view& r, line_run& s) {
    if (!key_of(*prog, r, s)) return false;
    look_up(*this, m, s);
    return true;
}

bool game_evaluator_state::line_key_of(const run_view& r, line_run& s) { return key_of(*prog, r, s); }

void game_evaluator_state::find_line(const move_code& m, line_run& s) { look_up(*this, m, s); }

int game_evaluator_state::ask_line(line_run& s) {
    if (asked_already(s.line)) return -1;
    bool usable = false;
    if (!catch_up(s, usable, nullptr)) return 0;
    if (usable && s.jlo > s.line->start && !s.line->suffix) {
        // The first question that starts past the line's start: from now on
        // each value's last index is kept instead.
        const std::uint64_t before = s.line->bytes();
        s.line->restart(s.line->start, true);
        lines.bytes -= before;
        lines.bytes += s.line->bytes();
        if (!catch_up(s, usable, nullptr)) return 0;
    }
    if (!usable) return -1;
    keep_asked(s.line, s.jlo);
    return 1;
}

bool game_evaluator_state::catch_up(line_run& s, bool& usable, game_position* missing) {
    line_state& line = *s.line;
    usable = false;
    if (line.broken) return true;
    if (line.built == s.jhi && s.jlo >= line.start && line.start <= line.built) {
        usable = true;  // nothing to read: the usual question, asked again
        return true;
    }
    if (line.empty() || s.jlo < line.start || line.built < s.jlo - 1) line.restart(s.jlo, line.suffix);
    if (s.jhi < line.built) return true;  // it holds positions past the run: it cannot say what the run holds
    const std::uint64_t before = line.bytes();
    const std::int64_t was = line.built;
    bool known = true;
    if (line.built < s.jhi) {
        const detail::dense_box& box = memo.box(s.key.game);
        std::uint64_t a = 0, b = 0;
        const std::int64_t from = line.built + 1, n = s.jhi - line.built;
        if (box.index(s.at(from), a) && box.index(s.at(s.jhi), b)) {
            std::int64_t stride = 0;
            for (std::size_t c = 0; c < box.k; ++c) stride += s.key.step * s.key.dir[c] * box.mult[c];
            const std::uint32_t* cell = box.cells.data() + a;
            for (std::int64_t i = 0; i < n && !line.broken; ++i, cell += stride) {
                if (*cell >= value_store::busy) {
                    if (missing) *missing = s.at(from + i);
                    known = false;
                    break;
                }
                line.add(*cell);
            }
        } else {
            std::int64_t j = from;
            for (; j <= s.jhi && !line.broken; ++j) {
                std::uint64_t v = 0;
                if (!memo.get(s.at(j), v)) {
                    if (missing) *missing = s.at(j);
                    known = false;
                    break;
                }
                line.add(v);
            }
            // Outside the box each position read is a hash map's look-up
            // (several times a read from the box).
            spend(4 * double(j - from));
        }
    }
    spend(double(line.built - was) / 2 + 1);
    lines.bytes += line.bytes() - before;
    check_memory();
    usable = known && !line.broken;
    return known || line.broken;
}

bool game_evaluator_state::family_mex(frame& f, const move_code& m) {
    auto single = [&]() {
        std::uint64_t v = 0;
        for (std::size_t t = 0; t < m.targets.size(); ++t) {
            std::uint64_t x;
            if (!memo.get(target(f, m, t, f.vars), x)) return false;
            v ^= x;
        }
        scratch.mark(v);
        return true;
    };
    f.fresh = true;
    if (m.kind != detail::family::run) {
        const std::size_t levels = m.loops.size();
        while (advance(f, m, levels))
            if (!single()) return false;
        return true;
    }
    const std::size_t slot = code(f.pos).info.coords.size() + m.loops.size() - 1;
    run_view& r = reader.bufs[1];  // each binding's run_of sets what it uses (pass 1's is run_bufs[0])
    while (advance(f, m, m.loops.size() - 1)) {
        if (!run_of(f, m, r)) continue;
        const std::uint64_t count = r.count();
        if (!r.exact) {
            // A target at an end leaves the coordinates' range or faults:
            // one binding at a time, so the error is the one met first.
            for (std::int64_t k = r.lo;; ++k) {
                f.vars[slot] = k;
                spend(1);
                if (!single()) return false;
                if (k == r.hi) break;
            }
            continue;
        }
        spend(2);
        if (r.n == 1 && count >= detail::min_line_run && line_of(m, r, lines.buf)) {
            const int asked = ask_line(lines.buf);
            if (asked == 0) return false;
            if (asked == 1) continue;
        }
        spend(double(count) / 8);
        if (r.dense) {
            bool ok = detail::read_any_run(r, scratch);
            if (!ok) return false;
            continue;
        }
        for (std::uint64_t i = 0; i < count; ++i) {
            std::uint64_t v = 0;
            for (std::size_t t = 0; t < r.n; ++t) {
                std::uint64_t x;
                if (!memo.get(r.at(t, i), x)) return false;
                v ^= x;
            }
            scratch.mark(v);
        }
    }
    return true;
}

bool game_evaluator_state::at_once(const game_position& p) {
    if (memo.is_busy(p)) return false;  // on the stack: push reports the cycle
    std::uint64_t v = 0;
    if (!mex_of(p, v)) return reader.tried_at_once = true, false;
    finish(p, v);
    check_memory();
    return true;
}

void game_evaluator_state::refuse_long_walk(const frame& f, const move_code& m, const run_view& r) {
    const std::size_t slot = code(f.pos).info.coords.size() + m.loops.size() - 1;
    std::int64_t vars[max_game_coords + max_loop_vars];
    std::copy(std::begin(f.vars), std::end(f.vars), vars);
    game_position at_lo[max_targets], q;
    auto valid = [&](std::int64_t k, game_position* out) {
        vars[slot] = k;
        for (std::size_t t = 0; t < m.targets.size(); ++t)
            if (!try_target(f, m, t, vars, out ? out[t] : q)) return false;
        return true;
    };
    if (r.hi == r.lo || !valid(r.lo, at_lo) || !valid(r.lo + 1, nullptr) || valid(r.hi, nullptr)) return;
    bool moves = false;
    vars[slot] = r.lo + 1;
    for (std::size_t t = 0; t < m.targets.size(); ++t) moves |= try_target(f, m, t, vars, q) && !(q == at_lo[t]);
    if (!moves) return;
    // Every coordinate is affine in k: the bindings whose targets are all
    // valid make an interval from lo, whose end is found by halving.
    std::int64_t good = r.lo + 1, bad = r.hi;
    while (bad - good > 1) {
        const std::int64_t mid = good + (bad - good) / 2;
        (valid(mid, nullptr) ? good : bad) = mid;
    }
    const double count = double(good - r.lo) + 1;
    if (count * 4 > double(limits.max_bytes)) refuse_estimate(false, count, def->format(f.pos));
}

bool game_evaluator_state::run_unknown(frame& f, const move_code& m, const run_view& r, game_position& p) {
    const std::size_t slot = code(f.pos).info.coords.size() + m.loops.size() - 1;
    const std::int64_t from = f.vars[slot];
    if (!r.exact) {
        if (from == r.lo) refuse_long_walk(f, m, r);
        std::int64_t vars[max_game_coords + max_loop_vars];
        std::copy(std::begin(f.vars), std::end(f.vars), vars);
        for (std::int64_t k = from;; ++k) {
            vars[slot] = f.vars[slot] = k;
            spend(1);
            for (std::size_t t = 0; t < m.targets.size(); ++t) {
                p = target(f, m, t, vars);
                if (!memo.has(p)) return true;
            }
            if (k == r.hi) return false;
        }
    }
    const std::uint64_t count = r.count();
    if (from == r.lo) {
        // Every target of a run that moves is a distinct position to evaluate.
        bool moves = false;
        for (std::size_t t = 0; t < r.n; ++t)
            for (std::size_t c = 0; c < max_game_coords; ++c) moves |= r.d[t][c] != 0;
        if (moves && double(count) * 4 > double(limits.max_bytes))
            refuse_estimate(false, double(count), def->format(f.pos));
    }
    if (r.n == 1 && count >= detail::min_line_run && line_of(m, r, lines.buf)) {
        // Each position of the line not known yet whose own targets all are
        // is evaluated at once, in the line's order (a stack frame each would
        // cost more than its mex); the first that is not is pushed.
        line_run s = lines.buf;  // (the evaluations below use line_buf)
        bool usable = false;
        while (!catch_up(s, usable, &p))
            if (memo.size() >= pause.positions || !at_once(p)) return true;  // (a probe pauses on a frame)
        if (usable) return false;
    }
    spend(double(r.hi - from + 1) / 8);
    for (std::uint64_t i = std::uint64_t(from - r.lo); i < count; ++i)
        for (std::size_t t = 0; t < r.n; ++t) {
            bool known = r.dense ? r.cells[t][std::uint64_t(std::int64_t(r.start[t]) + std::int64_t(i) * r.stride[t])] <
                                       value_store::busy
                                 : memo.has(r.at(t, i));
            if (!known) {
                f.vars[slot] = r.lo + std::int64_t(i);
                p = r.at(t, i);
                return true;
            }
        }
    return false;
}

std::uint64_t game_evaluator_state::mex_now(std::uint64_t) {
    std::uint64_t v = 0;
    // (Not vectorised: a maximum of 64-bit values is emulated in WebAssembly
    // SIMD; over the two or three lines of a mex, the plain loop was 2%
    // faster on the pair game.)
#if defined(__clang__)
#pragma clang loop vectorize(disable) interleave(disable)
#endif
    for (const line_state* s : lines.sets) v = std::max(v, s->hint);
    if (!scratch.touched && lines.suffixes.empty()) {
        // Lines in set mode only (a pair game's cell): the least value none
        // holds, from the largest of their least absent values on.
        for (std::size_t w = std::size_t(v >> 6);; ++w) {
            std::uint64_t word = w == std::size_t(v >> 6) ? (std::uint64_t(1) << (v & 63)) - 1 : 0;
            for (const line_state* s : lines.sets) word |= s->word(w);
            if (~word) return std::uint64_t(w) * 64 + std::uint64_t(__builtin_ctzll(~word));
            spend(double(1 + lines.sets.size()) / 8);
        }
    }
    // Values past the scratch table are kept in a list and sorted.
    if (!scratch.big.empty()) spend(double(scratch.big.size()) * 4);
    scratch.finish();
    while (true) {
        // The least v' >= v that neither single moves nor set-mode lines hold.
        if (lines.sets.empty() && scratch.touched) {
            const std::uint64_t from = v;
            const std::uint32_t* vis = scratch.vis.data();
            const std::uint64_t size = scratch.vis.size();
            const std::uint32_t gen = scratch.generation;
            while (v < size && vis[v] == gen) ++v;
            spend(double(v - from) / 8);
        }
        // The least v' >= v that no set-mode line holds and no single move
        // marked: the lines' words ORed, and each hole in them looked up in
        // the scratch set (cheaper than making a word of 64 of its entries).
        for (std::size_t w = std::size_t(v >> 6); !lines.sets.empty(); ++w) {
            std::uint64_t word = 0;
            for (const line_state* s : lines.sets) word |= s->word(w);
            if (w == std::size_t(v >> 6)) word |= (std::uint64_t(1) << (v & 63)) - 1;
            std::uint64_t holes = ~word;
            for (; holes; holes &= holes - 1) {
                const std::uint64_t u = std::uint64_t(w) * 64 + std::uint64_t(__builtin_ctzll(holes));
                if (!scratch.marked(u)) break;
            }
            if (holes) {
                v = std::uint64_t(w) * 64 + std::uint64_t(__builtin_ctzll(holes));
                break;
            }
            spend(double(1 + lines.sets.size()) / 8);
        }
        if (scratch.has_big(v)) {
            ++v;
            continue;
        }
        bool moved = false;
        for (const auto& [line, lo] : lines.suffixes) {
            spend(8);  // a walk down the line's tree
            std::uint64_t nv = line->next_missing(v, lo);
            if (nv != v) {
                v = nv;
                moved = true;
                break;
            }
        }
        if (!moved) return v;
    }
}

}  // namespace sg
