// Internal: the game language's evaluator at work (game.hpp's
// game_evaluator holds one): the stack of positions being evaluated, the
// values found, the lines of ranged moves, and the two passes.
//
// Each position is evaluated in two passes. Pass 1 walks its moves and pushes
// the first target whose value is unknown (resuming at the same move when that
// target is done); pass 2, once every target is known, walks the moves again
// and takes the mex. A move line whose targets are a segment of a line of
// positions (range_shape) is not walked target by target: each line keeps
// which of its positions are known (as intervals) and where each value occurs,
// so pass 1 asks for the first unknown position of the segment and pass 2 asks,
// value by value, whether the segment holds it: about the logarithm of the
// segment's length per value up to the mex, not its length.
#pragma once
#include <algorithm>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "language/lines.hpp"
#include "language/store.hpp"
#include "sg/game.hpp"

namespace sg {
namespace detail {

// A move line's cursor: the loop variables' current binding.
struct frame {
    game_position pos;
    std::uint32_t move = 0;  // the move line being walked (pass 1)
    bool fresh = true;       // the move line's cursor is not started
    bool tried = false;      // pass 2 was tried at once (it succeeds when every target is known)
    std::int64_t vars[max_game_coords + max_loop_vars] = {};
    std::int64_t hi[max_loop_vars] = {};
};

// A segment of a line: the targets of one binding of a ranged move.
struct segment {
    const line_data* line = nullptr;
    line_key key{};
    std::int64_t lo = 0, hi = 0;      // indices on the line
    std::int64_t k_lo = 0, k_hi = 0;  // the loop variable's range
    std::int64_t t_at_klo = 0;        // the index at k = k_lo
};

}  // namespace detail

using detail::eval_fault;
using detail::expr;
using detail::frame;
using detail::game_code;
using detail::line_data;
using detail::line_hash;
using detail::line_key;
using detail::move_code;
using detail::segment;
using detail::value_store;

struct game_evaluator_state {
    const game_program* prog = nullptr;
    const game_definition* def = nullptr;
    game_limits limits;
    value_store memo;
    std::unordered_map<line_key, line_data, line_hash> lines;
    std::vector<frame> stack;
    double work = 0;
    // Pass 2 scratch, reused: which small values a single move reached.
    std::vector<std::uint32_t> stamp;
    std::uint32_t generation = 0;
    std::vector<std::uint64_t> big_values;
    std::vector<segment> segments;
    std::int64_t target_buf[max_targets][max_game_coords] = {};

    const game_code& code(const game_position& p) const { return prog->games[p.game]; }

    [[noreturn, gnu::noinline, gnu::cold]] void fault(const expr& e, eval_fault f, std::size_t at,
                                                      const game_position& where) {
        const auto& in = e.code[at];
        std::string pos = def->format(where);
        throw error(detail::fault_code(f), detail::fault_text(f) + " while finding the moves of " + pos,
                    {{"position", pos}}, in.column, in.line);
    }
    [[gnu::always_inline]] std::int64_t run(const expr& e, const std::int64_t* vars, const game_position& where) {
        std::int64_t out = 0;
        eval_fault f = eval_fault::none;
        std::size_t at = 0;
        if (!detail::eval_fast(e, vars, out, f, at)) fault(e, f, at, where);
        return out;
    }
    void spend(double w) {
        work += w;
        if (work > limits.max_work) over_budget();
    }
    [[noreturn, gnu::noinline, gnu::cold]] void over_budget() {
        throw error("game.too_much_work",
                    "the evaluation would take more than " +
                        std::to_string(static_cast<long long>(limits.max_work / 1e6)) +
                        " million steps (the limit here); ask for a smaller position",
                    {{"million", std::to_string(static_cast<long long>(limits.max_work / 1e6))}});
    }

    // Sets the loop variables to the move's next binding (the first when
    // f.fresh) whose condition holds; false when there is none. levels: how
    // many loops the cursor walks (a ranged move leaves its last one out).
    bool advance(frame& f, const move_code& m, std::size_t levels) {
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
                f.vars[k + i] = lo;
                f.hi[i] = hi;
                ++i;
                continue;
            }
            if (f.vars[k + i] < f.hi[i]) {
                ++f.vars[k + i];
                ++i;
                init = true;
                continue;
            }
            if (i == 0) return false;
            --i;
        }
    }

    // The target position of target t of move m under f's binding.
    [[gnu::always_inline]] game_position target(const frame& f, const move_code& m, std::size_t t,
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
    [[noreturn, gnu::noinline, gnu::cold]] void bad_coordinate(const frame& f, const detail::target_code& tc,
                                                               std::int64_t v) {
        std::string pos = def->format(f.pos);
        bool neg = v < 0;
        throw error(neg ? "game.negative_coordinate" : "game.coordinate_too_large",
                    std::string(neg ? "a move leads to a negative coordinate ("
                                    : "a move leads to a coordinate larger than 2^53 - 1 (") +
                        std::to_string(v) + ") from " + pos,
                    {{"position", pos}, {"value", std::to_string(v)}}, tc.column, tc.line);
    }

    // The segment of a ranged move under f's binding (outer loops set);
    // false when its range is empty.
    bool segment_of(frame& f, const move_code& m, segment& s) {
        const std::size_t k = code(f.pos).info.coords.size();
        const std::size_t last = m.loops.size() - 1;
        std::int64_t lo = run(m.loops[last].lo, f.vars, f.pos), hi = run(m.loops[last].hi, f.vars, f.pos);
        if (lo > hi) return false;
        std::int64_t vars[max_game_coords + max_loop_vars];
        std::copy(std::begin(f.vars), std::end(f.vars), vars);
        vars[k + last] = lo;
        game_position a = target(f, m, 0, vars);
        vars[k + last] = hi;
        game_position b = target(f, m, 0, vars);
        const auto& dir = prog->games[a.game].directions[std::size_t(m.range.dir_id)];
        s.key.game = a.game;
        s.key.dir = m.range.dir_id;
        std::int64_t t = a.c[std::size_t(m.range.axis)];
        for (std::size_t i = 0; i < max_game_coords; ++i) s.key.base[i] = a.c[i] - t * dir[i];
        s.k_lo = lo, s.k_hi = hi;
        s.t_at_klo = t;
        s.lo = std::min(t, b.c[std::size_t(m.range.axis)]);
        s.hi = std::max(t, b.c[std::size_t(m.range.axis)]);
        auto it = lines.find(s.key);
        s.line = it == lines.end() ? nullptr : &it->second;
        return true;
    }
    game_position on_line(const segment& s, std::int64_t t) const {
        game_position p;
        p.game = s.key.game;
        const auto& dir = prog->games[p.game].directions[std::size_t(s.key.dir)];
        for (std::size_t i = 0; i < max_game_coords; ++i) p.c[i] = s.key.base[i] + t * dir[i];
        return p;
    }

    void check_cycle(const game_position& p) {
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

    // Pass 1 for the top frame: pushes the next unknown target and returns
    // false, or returns true when every target is known.
    bool targets_known() {
        frame& f = stack.back();
        const game_code& g = code(f.pos);
        while (f.move < g.moves.size()) {
            const move_code& m = g.moves[f.move];
            const std::size_t levels = m.range.ranged ? m.loops.size() - 1 : m.loops.size();
            bool have = f.fresh ? advance(f, m, levels) : true;
            while (have) {
                if (m.range.ranged) {
                    segment s;
                    if (segment_of(f, m, s)) {
                        spend(1);
                        std::int64_t u = s.line ? s.line->first_unknown(s.lo, s.hi) : s.lo;
                        if (u <= s.hi) return push(on_line(s, u));
                    }
                } else {
                    for (std::size_t t = 0; t < m.targets.size(); ++t) {
                        game_position p = target(f, m, t, f.vars);
                        if (!memo.has(p)) return push(p);
                    }
                }
                have = advance(stack.back(), m, levels);
            }
            frame& top = stack.back();
            ++top.move;
            top.fresh = true;
        }
        return true;
    }

    bool push(const game_position& p) {
        check_cycle(p);
        // Lines of positions count too: each holds a little memory. A frame
        // of the stack holds about 150 bytes, so the stack may hold half as
        // many positions as the store.
        if (memo.size() + stack.size() + lines.size() >= limits.max_states || stack.size() >= limits.max_states / 2)
            throw error("game.too_many_states",
                        "the evaluation would remember more than " + std::to_string(limits.max_states) +
                            " positions (the limit here); ask for a smaller position",
                        {{"limit", std::to_string(limits.max_states)}});
        frame f;
        f.pos = p;
        std::copy(p.c.begin(), p.c.end(), f.vars);
        stack.push_back(f);
        memo.set_busy(p, true);
        return false;
    }

    [[gnu::always_inline]] void mark(std::uint64_t v) {
        if (v < (1u << 22)) {
            if (v >= stamp.size()) stamp.resize(std::max<std::size_t>(v + 1, stamp.size() * 2), 0);
            stamp[v] = generation;
        } else {
            big_values.push_back(v);
        }
    }
    bool marked(std::uint64_t v) const {
        if (v < stamp.size()) return stamp[v] == generation;
        return v >= (1u << 22) && std::binary_search(big_values.begin(), big_values.end(), v);
    }

    // The direct loop of mex_of for a line of at most max_targets targets
    // that each move through the dense store with a fixed step: the values
    // are read by index, as a contest program would. False when that does
    // not apply (or a target is unknown: the caller's loop then finds it).
    // Inlined into mex_of, its one caller, where the compiler specialises its
    // loop (10% of a table of cut when it is called instead).
    [[gnu::always_inline]] bool sweep(frame& f, const move_code& m, std::size_t slot, std::int64_t lo, std::int64_t hi,
                                      std::uint64_t& moves) {
        const std::size_t n = m.targets.size();
        const std::uint32_t* cells[max_targets];
        std::uint64_t start[max_targets];
        std::int64_t step[max_targets];
        for (std::size_t t = 0; t < n; ++t) {
            if (!m.targets[t].affine) return false;
            f.vars[slot] = lo;
            game_position a = target(f, m, t, f.vars);
            f.vars[slot] = hi;
            game_position b = target(f, m, t, f.vars);
            if (!memo.run_of(a, b, m.targets[t].coef, cells[t], start[t], step[t])) return false;
        }
        const std::uint64_t count = std::uint64_t(hi - lo) + 1;
        for (std::uint64_t i = 0; i < count; ++i) {
            std::uint64_t v = 0;
            for (std::size_t t = 0; t < n; ++t) {
                std::uint32_t x = cells[t][start[t] + std::uint64_t(std::int64_t(i) * step[t])];
                if (x >= value_store::busy) return false;  // unknown, or on the stack (a cycle: pass 1 names it)
                v ^= x;
            }
            mark(v);
        }
        moves += count;
        return true;
    }

    // The value of the move under f's binding (the XOR of its targets');
    // false when a target is not known yet.
    [[gnu::always_inline]] bool sum_value(const frame& f, const move_code& m, std::uint64_t& v) {
        for (std::size_t t = 0; t < m.targets.size(); ++t) {
            std::uint64_t x;
            if (!memo.get(target(f, m, t, f.vars), x)) return false;
            v ^= x;
        }
        return true;
    }

    // Pass 2: the mex over every move of f; false (at the first unknown
    // target) unless every target is known.
    bool mex_of(frame f, std::uint64_t& result) {
        const game_code& g = code(f.pos);
        if (++generation == 0) {
            std::fill(stamp.begin(), stamp.end(), 0);
            generation = 1;
        }
        big_values.clear();
        segments.clear();
        std::uint64_t moves = 0;
        for (f.move = 0; f.move < g.moves.size(); ++f.move) {
            const move_code& m = g.moves[f.move];
            const std::size_t levels = m.range.ranged ? m.loops.size() - 1 : m.loops.size();
            if (levels == 1 && !m.range.ranged && m.cond.empty()) {
                // The common move line: one loop, no condition, walked directly.
                const std::size_t slot = code(f.pos).info.coords.size();
                std::int64_t lo = run(m.loops[0].lo, f.vars, f.pos), hi = run(m.loops[0].hi, f.vars, f.pos);
                if (lo > hi) continue;
                spend(double(hi) - double(lo) + 1);
                if (sweep(f, m, slot, lo, hi, moves)) continue;
                for (std::int64_t k = lo;; ++k) {
                    f.vars[slot] = k;
                    std::uint64_t v = 0;
                    if (!sum_value(f, m, v)) return false;
                    mark(v);
                    ++moves;
                    if (k == hi) break;
                }
                continue;
            }
            f.fresh = true;
            while (advance(f, m, levels)) {
                if (m.range.ranged) {
                    segment s;
                    if (segment_of(f, m, s)) {
                        if (!s.line || s.line->first_unknown(s.lo, s.hi) <= s.hi) return false;
                        segments.push_back(s);
                        moves += std::uint64_t(s.hi - s.lo) + 1;
                    }
                    continue;
                }
                std::uint64_t v = 0;
                if (!sum_value(f, m, v)) return false;
                mark(v);
                ++moves;
            }
        }
        std::sort(big_values.begin(), big_values.end());
        // The least value no move reaches: skip what single moves marked, then
        // let each segment skip past the values it holds, until none moves v.
        std::uint64_t v = 0;
        while (true) {
            while (marked(v)) {
                ++v;
                spend(1);
            }
            bool moved = false;
            for (const segment& s : segments) {
                spend(8);  // a walk down a segment tree
                if (!s.line) continue;
                std::uint64_t nv = s.line->fast(s.lo, s.hi) ? s.line->next_missing(v, s.lo, s.hi)
                                                            : (s.line->holds(v, s.lo, s.hi) ? v + 1 : v);
                if (nv != v) {
                    v = nv;
                    moved = true;
                    break;
                }
            }
            if (!moved || v > moves) {
                result = v;
                return true;
            }
        }
    }

    void finish(const game_position& p, std::uint64_t v) {
        memo.put(p, v);
        const game_code& g = code(p);
        spend(8.0 * double(g.directions.size()));  // each line's record
        for (std::size_t d = 0; d < g.directions.size(); ++d) {
            const auto& dir = g.directions[d];
            std::size_t axis = 0;
            while (dir[axis] == 0) ++axis;
            line_key key{p.game, int(d), {}};
            std::int64_t t = p.c[axis];
            for (std::size_t i = 0; i < max_game_coords; ++i) key.base[i] = p.c[i] - t * dir[i];
            lines[key].add(t, v);
        }
    }

    // Runs the evaluation on the stack for about `budget` steps.
    bool step(double budget) {
        double stop = work + budget;
        while (!stack.empty()) {
            if (work > stop) return false;
            std::uint64_t v = 0;
            if (!stack.back().tried) {
                stack.back().tried = true;
                if (!mex_of(stack.back(), v)) continue;  // some target is unknown: pass 1 next
            } else {
                if (!targets_known()) continue;
                if (!mex_of(stack.back(), v)) throw std::logic_error("game: a target is unknown after pass 1");
            }
            frame f = stack.back();
            stack.pop_back();
            memo.set_busy(f.pos, false);
            finish(f.pos, v);
        }
        return true;
    }

    void drop() {
        for (const frame& f : stack) memo.set_busy(f.pos, false);
        stack.clear();
    }
    void forget() {
        memo.init(*prog);
        lines.clear();
    }
};

}  // namespace sg
