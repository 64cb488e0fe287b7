// Values of game-language positions: an iterative, memoised depth-first
// evaluation with cycle detection, budgets and slices; tables over boxes;
// formula checks and suggestions.
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
#include "sg/game.hpp"

#include <cstdint>
#include <algorithm>
#include <cctype>
#include <map>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

#include "game_program.hpp"

namespace sg {
namespace {

using detail::eval_fault;
using detail::expr;
using detail::game_code;
using detail::move_code;

struct pos_hash {
    std::size_t operator()(const game_position& p) const {
        std::uint64_t h = p.game * 0x9E3779B97F4A7C15ULL;
        for (std::int64_t c : p.c) {
            h ^= std::uint64_t(c) + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
            h *= 0xBF58476D1CE4E5B9ULL;
        }
        return std::size_t(h ^ (h >> 31));
    }
};

// The known positions of one line and where each value occurs on it. While
// positions join the line in increasing order of index (the usual case: moves
// go down), a segment tree over values keeps each value's last index, so that
// "the least value >= v0 missing from [lo, hi]" for a segment ending at the
// last index joined costs O(log values); in decreasing order, symmetrically,
// each value's first index. Otherwise callers fall back to holds().
struct line_data {
    std::map<std::int64_t, std::int64_t> known;    // interval start -> end (inclusive)
    std::vector<std::vector<std::int64_t>> occurs;  // by value: indices, ascending
    int order = 0;  // 0: one index so far, 1: increasing, -1: decreasing, 2: neither
    std::int64_t min_t = 0, max_t = 0;
    std::vector<std::int64_t> tree;  // leaves at cap + v; empty when order == 2
    std::size_t cap = 0;

    static constexpr std::int64_t none_up = INT64_MIN, none_down = INT64_MAX;
    bool down() const { return order == -1; }
    std::int64_t combine(std::int64_t a, std::int64_t b) const { return down() ? std::max(a, b) : std::min(a, b); }
    void set_leaf(std::uint64_t v, std::int64_t t) {
        if (v >= cap) {
            std::size_t c = std::max<std::size_t>(cap ? cap : 16, 16);
            while (c <= v) c *= 2;
            rebuild(c);
        }
        std::size_t i = cap + v;
        tree[i] = t;
        for (i /= 2; i >= 1; i /= 2) tree[i] = combine(tree[2 * i], tree[2 * i + 1]);
    }
    void rebuild(std::size_t c) {
        cap = c;
        tree.assign(2 * cap, down() ? none_down : none_up);
        for (std::size_t v = 0; v < occurs.size() && v < cap; ++v)
            if (!occurs[v].empty()) tree[cap + v] = down() ? occurs[v].front() : occurs[v].back();
        for (std::size_t i = cap - 1; i >= 1; --i) tree[i] = combine(tree[2 * i], tree[2 * i + 1]);
    }

    void add(std::int64_t t, std::uint64_t v) {
        std::int64_t lo = t, hi = t;
        if (!known.empty() && std::prev(known.end())->second + 1 == t) {
            // The usual case: the line grows at its end.
            auto last = std::prev(known.end());
            last->second = t;
            lo = last->first;
        } else {
            auto next = known.upper_bound(t);
            if (next != known.begin()) {
                auto prev = std::prev(next);
                if (prev->second >= t) return;  // already known
                if (prev->second + 1 == t) { lo = prev->first; known.erase(prev); }
            }
            if (next != known.end() && next->first == t + 1) { hi = next->second; known.erase(next); }
            known[lo] = hi;
        }
        if (v >= occurs.size()) occurs.resize(v + 1);
        auto& o = occurs[v];
        if (o.empty() || o.back() < t) o.push_back(t);
        else o.insert(std::upper_bound(o.begin(), o.end(), t), t);
        bool first = known.size() == 1 && lo == hi;
        if (first) {
            order = 0, min_t = max_t = t;
        } else if (order != 2) {
            int was = order;
            if (t > max_t && order != -1) order = 1;
            else if (t < min_t && order != 1) order = -1;
            else order = 2;
            if (order == 2) {
                tree.clear(), tree.shrink_to_fit(), cap = 0;
            } else if (was == 0 && order == -1) {
                rebuild(std::max<std::size_t>(cap, 16));
            }
        }
        min_t = std::min(min_t, t), max_t = std::max(max_t, t);
        if (order != 2) set_leaf(v, down() ? o.front() : o.back());
    }
    // The first index in [lo, hi] that is not known, or hi + 1.
    std::int64_t first_unknown(std::int64_t lo, std::int64_t hi) const {
        auto it = known.upper_bound(lo);
        if (it == known.begin()) return lo;
        --it;
        if (it->second < lo) return lo;
        return it->second >= hi ? hi + 1 : it->second + 1;
    }
    bool holds(std::uint64_t v, std::int64_t lo, std::int64_t hi) const {
        if (v >= occurs.size()) return false;
        const auto& o = occurs[v];
        if (o.empty() || o.front() > hi || o.back() < lo) return false;
        if (o.front() >= lo) return true;
        auto it = std::lower_bound(o.begin(), o.end(), lo);
        return it != o.end() && *it <= hi;
    }
    std::uint64_t count(std::uint64_t v, std::int64_t lo, std::int64_t hi) const {
        if (v >= occurs.size()) return 0;
        const auto& o = occurs[v];
        return std::uint64_t(std::upper_bound(o.begin(), o.end(), hi) - std::lower_bound(o.begin(), o.end(), lo));
    }
    // Whether next_missing answers for [lo, hi] (every index in it known).
    bool fast(std::int64_t lo, std::int64_t hi) const {
        return order != 2 && ((order >= 0 && hi == max_t) || (order <= 0 && lo == min_t));
    }
    // The least value >= v0 that no index in [lo, hi] holds (fast() true).
    std::uint64_t next_missing(std::uint64_t v0, std::int64_t lo, std::int64_t hi) const {
        if (v0 >= cap) return v0;
        // A leaf qualifies when its value is absent from [lo, hi]: its last
        // index is below lo (increasing order), or its first above hi.
        auto ok = [&](std::int64_t agg) { return down() ? agg > hi : agg < lo; };
        std::size_t found = find(1, 0, cap, v0, ok);
        return found == SIZE_MAX ? cap : found;
    }

private:
    template <class Ok>
    std::size_t find(std::size_t node, std::size_t nl, std::size_t nr, std::uint64_t v0, const Ok& ok) const {
        if (nr <= v0 || !ok(tree[node])) return SIZE_MAX;
        if (nr - nl == 1) return nl;
        std::size_t mid = (nl + nr) / 2;
        std::size_t r = find(2 * node, nl, mid, v0, ok);
        return r != SIZE_MAX ? r : find(2 * node + 1, mid, nr, v0, ok);
    }
};

// Values found so far: per game, a dense array over a box of coordinates
// that grows with the positions met (while it stays dense: at most 64 cells
// per value stored, plus a little, and max_dense cells over all games),
// and a hash map for positions outside it.
class value_store {
public:
    static constexpr std::uint32_t unknown = 0xFFFFFFFFu;
    static constexpr std::uint32_t busy = 0xFFFFFFFEu;  // on the evaluation stack
    static constexpr std::uint64_t max_dense = std::uint64_t(1) << 24;

    void init(const game_program& prog) {
        dense_.assign(prog.games.size(), {});
        for (std::size_t g = 0; g < prog.games.size(); ++g) dense_[g].k = prog.games[g].info.coords.size();
        sparse_.clear();
        busy_.clear();
        count_ = 0;
        dense_cells_ = 0;
    }
    [[gnu::always_inline]] bool get(const game_position& p, std::uint64_t& v) const {
        const dense& d = dense_[p.game];
        std::uint64_t i;
        if (__builtin_expect(d.index(p, i), 1)) {
            std::uint32_t x = d.cells[i];
            if (x >= busy) return false;
            v = x;
            return true;
        }
        return get_sparse(p, v);
    }
    [[gnu::noinline]] bool get_sparse(const game_position& p, std::uint64_t& v) const {
        auto it = sparse_.find(p);
        if (it == sparse_.end()) return false;
        v = it->second;
        return true;
    }
    bool has(const game_position& p) const {
        std::uint64_t v;
        return get(p, v);
    }
    std::uint64_t at(const game_position& p) const {
        std::uint64_t v = 0;
        get(p, v);
        return v;
    }
    // Positions on the evaluation stack, marked where their values will go.
    bool is_busy(const game_position& p) const {
        const dense& d = dense_[p.game];
        std::uint64_t i;
        if (d.index(p, i)) return d.cells[i] == busy;
        return busy_.count(p) != 0;
    }
    void set_busy(const game_position& p, bool on) {
        dense& d = dense_[p.game];
        std::uint64_t i;
        if (on && !d.index(p, i) && grow(d, p)) move_into(d, p.game);
        if (d.index(p, i)) {
            d.cells[i] = on ? busy : unknown;
            return;
        }
        if (on) busy_.insert(p);
        else busy_.erase(p);
    }
    void put(const game_position& p, std::uint64_t v) {
        ++count_;
        dense& d = dense_[p.game];
        std::uint64_t i;
        if (v < busy && !d.index(p, i) && grow(d, p)) move_into(d, p.game);
        if (v >= busy && d.index(p, i)) d.cells[i] = unknown;  // too large for a cell: the map holds it
        if (v < busy && d.index(p, i)) {
            d.cells[i] = std::uint32_t(v);
            return;
        }
        sparse_[p] = v;
    }
    std::size_t size() const { return count_; }

    // For a run of positions p + k*coef (k = 0..n-1) that all lie in the
    // game's dense box: the cells and the index step. False otherwise.
    bool run_of(const game_position& first, const game_position& last, const std::array<int, max_game_coords>& coef,
                const std::uint32_t*& cells, std::uint64_t& start, std::int64_t& step) const {
        const dense& d = dense_[first.game];
        std::uint64_t a, b;
        if (!d.index(first, a) || !d.index(last, b)) return false;
        std::int64_t s = 0, mul = 1;
        for (std::size_t c = d.k; c-- > 0;) {
            s += coef[c] * mul;
            mul *= d.ext[c];
        }
        cells = d.cells.data();
        start = a;
        step = s;
        return true;
    }

private:
    struct dense {
        std::size_t k = 0;
        std::array<std::int64_t, max_game_coords> ext{};  // extent per coordinate (0: empty)
        std::vector<std::uint32_t> cells;
        [[gnu::always_inline]] bool index(const game_position& p, std::uint64_t& i) const {
            if (cells.empty()) return false;
            std::uint64_t x = 0;
            for (std::size_t c = 0; c < k; ++c) {
                if (p.c[c] >= ext[c]) return false;
                x = x * std::uint64_t(ext[c]) + std::uint64_t(p.c[c]);
            }
            i = x;
            return true;
        }
        // Widens the box to hold p when it stays small; true when it changed.
        bool grow(const game_position& p, std::uint64_t limit) {
            std::array<std::int64_t, max_game_coords> e = ext;
            std::uint64_t total = 1;
            for (std::size_t c = 0; c < k; ++c) {
                while (e[c] <= p.c[c]) {
                    e[c] = std::max<std::int64_t>(e[c] * 2, 16);
                    if (std::uint64_t(e[c]) > limit) return false;
                }
                total *= std::uint64_t(e[c]);
                if (total > limit) return false;
            }
            std::vector<std::uint32_t> fresh(total, unknown);
            for (std::uint64_t i = 0; i < cells.size(); ++i) {
                if (cells[i] == unknown) continue;
                std::uint64_t rest = i, j = 0, mul = 1;
                for (std::size_t c = k; c-- > 0;) {
                    std::uint64_t coord = rest % std::uint64_t(ext[c]);
                    rest /= std::uint64_t(ext[c]);
                    j += coord * mul;
                    mul *= std::uint64_t(e[c]);
                }
                fresh[j] = cells[i];
            }
            cells.swap(fresh);
            ext = e;
            return true;
        }
    };
    bool grow(dense& d, const game_position& p) {
        std::uint64_t before = d.cells.size();
        std::uint64_t room = std::min<std::uint64_t>(max_dense - (dense_cells_ - before), 64 * (count_ + 64));
        if (!d.grow(p, room)) return false;
        dense_cells_ += d.cells.size() - before;
        return true;
    }
    // After a box grows, the hash maps' positions that now fit move into it.
    void move_into(dense& d, std::uint32_t game) {
        for (auto it = busy_.begin(); it != busy_.end();) {
            std::uint64_t i;
            if (it->game == game && d.index(*it, i)) {
                d.cells[i] = busy;
                it = busy_.erase(it);
            } else {
                ++it;
            }
        }
        for (auto it = sparse_.begin(); it != sparse_.end();) {
            std::uint64_t i;
            if (it->first.game == game && it->second < busy && d.index(it->first, i)) {
                d.cells[i] = std::uint32_t(it->second);
                it = sparse_.erase(it);
            } else {
                ++it;
            }
        }
    }
    std::vector<dense> dense_;
    std::unordered_map<game_position, std::uint64_t, pos_hash> sparse_;
    std::unordered_set<game_position, pos_hash> busy_;
    std::size_t count_ = 0;
    std::uint64_t dense_cells_ = 0;
};

struct line_key {
    std::uint32_t game;
    int dir;
    std::array<std::int64_t, max_game_coords> base;
    bool operator==(const line_key& o) const { return game == o.game && dir == o.dir && base == o.base; }
};
struct line_hash {
    std::size_t operator()(const line_key& k) const {
        game_position p{k.game * 64u + std::uint32_t(k.dir), k.base};
        return pos_hash()(p);
    }
};

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

}  // namespace

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
                        "the evaluation would take more than " + std::to_string(static_cast<long long>(limits.max_work / 1e6)) +
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
                    std::string(neg ? "a move leads to a negative coordinate (" : "a move leads to a coordinate larger than 2^53 - 1 (") +
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
        for (std::size_t i = from ? from - 1 : 0; i < stack.size() && items.size() < max_cycle_items; ++i)
            items.push_back(def->format(stack[i].pos));
        std::string shown;
        for (auto& s : items) shown += s + " -> ";
        shown += def->format(p);
        error e("game.cycle",
                "the game has a cycle: " + shown + (length > items.size() ? " (" + std::to_string(length) + " positions)" : "") +
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
    bool sweep(frame& f, const move_code& m, std::size_t slot, std::int64_t lo, std::int64_t hi,
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

    static constexpr std::size_t max_cycle_items = 20;
};

game_evaluator::game_evaluator(std::shared_ptr<const game_definition> def, game_limits limits)
    : def_(std::move(def)), s_(std::make_unique<game_evaluator_state>()) {
    s_->prog = &def_->program();
    s_->def = def_.get();
    s_->limits = limits;
    s_->memo.init(s_->def->program());
}

game_evaluator::~game_evaluator() = default;

void game_evaluator::start(const game_position& p) {
    s_->drop();
    const auto& g = s_->prog->games.at(p.game);
    for (std::size_t i = 0; i < max_game_coords; ++i) {
        std::int64_t c = i < g.info.coords.size() ? p.c[i] : 0;
        if (c < 0 || std::uint64_t(c) > max_number || (i >= g.info.coords.size() && p.c[i] != 0))
            throw error("game.bad_position", "a coordinate is out of range", {{"text", def_->format(p)}});
    }
    if (s_->memo.has(p)) return;
    s_->push(p);
}

bool game_evaluator::run(std::uint64_t work) {
    try {
        return s_->step(double(work));
    } catch (const error& e) {
        s_->drop();
        // Full: forget everything, so that the next question starts afresh
        // rather than meet the same limit at once.
        if (e.code == "game.too_many_states") s_->forget();
        throw;
    } catch (...) {
        s_->drop();
        throw;
    }
}

void game_evaluator::cancel() { s_->drop(); }
void game_evaluator::set_limits(const game_limits& limits) { s_->limits = limits; }

std::uint64_t game_evaluator::value(const game_position& p) {
    start(p);
    run(~std::uint64_t(0) >> 1);
    return s_->memo.at(p);
}

bool game_evaluator::known(const game_position& p, std::uint64_t* value) const {
    std::uint64_t v = 0;
    if (!s_->memo.get(p, v)) return false;
    if (value) *value = v;
    return true;
}

std::size_t game_evaluator::states() const { return s_->memo.size(); }
double game_evaluator::work() const { return s_->work; }

namespace {

// Walks every move of p (values known), calling single(vars, targets, values)
// for each move of an ordinary line and ranged(m, vars, segment) for each
// segment of a ranged one.
template <class Single, class Ranged>
void walk_moves(game_evaluator_state& s, const game_position& p, Single single, Ranged ranged) {
    frame f;
    f.pos = p;
    std::copy(p.c.begin(), p.c.end(), f.vars);
    const game_code& g = s.code(p);
    for (f.move = 0; f.move < g.moves.size(); ++f.move) {
        const move_code& m = g.moves[f.move];
        const std::size_t levels = m.range.ranged ? m.loops.size() - 1 : m.loops.size();
        f.fresh = true;
        while (s.advance(f, m, levels)) {
            if (m.range.ranged) {
                segment seg;
                if (s.segment_of(f, m, seg)) ranged(m, f, seg);
                continue;
            }
            std::vector<game_position> targets;
            std::vector<std::uint64_t> values;
            for (std::size_t t = 0; t < m.targets.size(); ++t) {
                targets.push_back(s.target(f, m, t, f.vars));
                values.push_back(s.memo.at(targets.back()));
            }
            if (!single(m, f, targets, values)) return;
        }
    }
}

game_move make_move(const game_code& g, const move_code& m, const frame& f, std::vector<game_position> targets,
                    std::vector<std::uint64_t> values) {
    game_move mv;
    mv.line = m.line;
    mv.source = m.text;
    for (std::size_t i = 0; i < m.loops.size(); ++i)
        mv.vars.emplace_back(m.loops[i].name, f.vars[g.info.coords.size() + i]);
    mv.targets = std::move(targets);
    mv.target_values = std::move(values);
    for (auto v : mv.target_values) mv.value ^= v;
    return mv;
}

}  // namespace

game_derivation game_evaluator::explain(const game_position& p) {
    game_derivation d;
    d.position = p;
    d.mex = value(p);
    auto& s = *s_;
    const game_code& g = s.code(p);
    std::vector<std::uint64_t> reached;
    auto list = [&](game_move mv) {
        reached.push_back(mv.value);
        if (d.moves.size() < max_listed_game_moves) d.moves.push_back(std::move(mv));
        else d.truncated = true;
        ++d.total_moves;
    };
    walk_moves(
        s, p,
        [&](const move_code& m, const frame& f, std::vector<game_position> t, std::vector<std::uint64_t> v) {
            list(make_move(g, m, f, std::move(t), std::move(v)));
            return true;
        },
        [&](const move_code& m, frame& f, const segment& seg) {
            std::uint64_t n = std::uint64_t(seg.k_hi - seg.k_lo) + 1;
            std::uint64_t room = d.moves.size() < max_listed_game_moves ? max_listed_game_moves - d.moves.size() : 0;
            const std::size_t last = g.info.coords.size() + m.loops.size() - 1;
            for (std::uint64_t i = 0; i < std::min(n, room); ++i) {
                f.vars[last] = seg.k_lo + std::int64_t(i);
                game_position t = s.target(f, m, 0, f.vars);
                list(make_move(g, m, f, {t}, {s.memo.at(t)}));
            }
            if (n > room) {
                d.truncated = true;
                d.total_moves += n - room;
                // The values the rest reaches, from the line's record.
                if (seg.line)
                    for (std::uint64_t v = 0; v < seg.line->occurs.size(); ++v)
                        if (seg.line->holds(v, seg.lo, seg.hi)) reached.push_back(v);
            }
        });
    std::sort(reached.begin(), reached.end());
    reached.erase(std::unique(reached.begin(), reached.end()), reached.end());
    d.reached = std::move(reached);
    return d;
}

std::vector<game_move> game_evaluator::moves_of(const game_position& p, std::size_t limit) {
    auto& s = *s_;
    frame f;
    f.pos = p;
    std::copy(p.c.begin(), p.c.end(), f.vars);
    const game_code& g = s.code(p);
    std::vector<game_move> out;
    for (f.move = 0; f.move < g.moves.size(); ++f.move) {
        const move_code& m = g.moves[f.move];
        f.fresh = true;
        // Every loop level walked one binding at a time (no ranged shortcut: no values are known).
        while (s.advance(f, m, m.loops.size())) {
            std::vector<game_position> targets;
            for (std::size_t t = 0; t < m.targets.size(); ++t) targets.push_back(s.target(f, m, t, f.vars));
            if (out.size() >= limit)
                throw error("game.position_moves", "a position has more than " + std::to_string(limit) + " moves",
                            {{"max", std::to_string(limit)}, {"position", def_->format(p)}});
            out.push_back(make_move(g, m, f, std::move(targets), {}));
        }
    }
    return out;
}

std::vector<game_move> game_evaluator::moves_to_value(const game_position& p, std::uint64_t want, std::size_t limit,
                                                      std::uint64_t* count) {
    value(p);
    auto& s = *s_;
    const game_code& g = s.code(p);
    std::vector<game_move> out;
    std::uint64_t n = 0;
    walk_moves(
        s, p,
        [&](const move_code& m, const frame& f, std::vector<game_position> t, std::vector<std::uint64_t> v) {
            std::uint64_t x = 0;
            for (auto y : v) x ^= y;
            if (x == want) {
                ++n;
                if (out.size() < limit) out.push_back(make_move(g, m, f, std::move(t), std::move(v)));
            }
            return true;
        },
        [&](const move_code& m, frame& f, const segment& seg) {
            if (!seg.line || want >= seg.line->occurs.size()) return;
            n += seg.line->count(want, seg.lo, seg.hi);
            const auto& o = seg.line->occurs[want];
            const std::size_t last = g.info.coords.size() + m.loops.size() - 1;
            for (auto it = std::lower_bound(o.begin(), o.end(), seg.lo); it != o.end() && *it <= seg.hi; ++it) {
                if (out.size() >= limit) break;
                // index t = t_at_klo + sign * (k - k_lo)
                f.vars[last] = seg.k_lo + (*it - seg.t_at_klo) * m.range.sign;
                game_position t = s.target(f, m, 0, f.vars);
                out.push_back(make_move(g, m, f, {t}, {want}));
            }
        });
    if (count) *count = n;
    return out;
}

// ---- tables -----------------------------------------------------------------------

game_box parse_box(const game_definition& def, std::uint32_t g, std::string_view text) {
    const auto& info = def.games().at(g);
    game_box b;
    b.game = g;
    b.axes[0] = b.axes[1] = -1;
    std::size_t i = 0, coord = 0;
    auto num = [&](std::int64_t& out) {
        std::size_t start = i;
        std::uint64_t v = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            if (v > max_number / 10) throw error("game.bad_box", "a number in the box is too large", {}, start + 1);
            v = v * 10 + std::uint64_t(text[i++] - '0');
        }
        if (i == start)
            throw error("game.bad_box", "expected a number or a range A..B in the box", {}, i + 1);
        if (v > max_number) throw error("game.bad_box", "a number in the box is too large", {}, start + 1);
        out = std::int64_t(v);
    };
    auto spaces = [&] {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n')) ++i;
    };
    spaces();
    while (true) {
        if (coord == info.coords.size())
            throw error("game.bad_box", info.name + " has " + std::to_string(info.coords.size()) + " coordinates; the box names more", {}, i + 1);
        std::int64_t lo = 0, hi = 0;
        std::size_t at = i + 1;
        num(lo);
        spaces();
        if (text.substr(i, 2) == "..") {
            i += 2;
            spaces();
            num(hi);
            if (hi < lo) throw error("game.bad_box", "a range in the box runs backwards", {}, at);
            int slot = b.axes[0] < 0 ? 0 : b.axes[1] < 0 ? 1 : 2;
            if (slot == 2) throw error("game.bad_box", "a box varies at most two coordinates", {}, at);
            b.axes[slot] = int(coord);
            b.lo[slot] = lo, b.hi[slot] = hi;
        } else {
            b.at[coord] = lo;
        }
        ++coord;
        spaces();
        if (i == text.size()) break;
        if (text[i] != ',') throw error("game.bad_box", "expected ',' between the box's coordinates", {}, i + 1);
        ++i;
        spaces();
    }
    if (coord != info.coords.size())
        throw error("game.bad_box", info.name + " has " + std::to_string(info.coords.size()) + " coordinates; the box names " + std::to_string(coord), {}, 1);
    if (b.axes[0] < 0) throw error("game.bad_box", "the box needs a range A..B for at least one coordinate", {}, 1);
    std::uint64_t cells = std::uint64_t(b.hi[0] - b.lo[0]) + 1;
    if (b.axes[1] >= 0) {
        std::uint64_t w = std::uint64_t(b.hi[1] - b.lo[1]) + 1;
        cells = cells > max_box_cells || w > max_box_cells ? max_box_cells + 1 : cells * w;
    }
    if (cells > max_box_cells)
        throw error("game.box_too_large", "a table may have at most " + std::to_string(max_box_cells) + " cells",
                    {{"limit", std::to_string(max_box_cells)}});
    return b;
}

game_position box_cell(const game_box& b, std::uint64_t index) {
    game_position p;
    p.game = b.game;
    p.c = b.at;
    std::uint64_t w = b.axes[1] < 0 ? 1 : std::uint64_t(b.hi[1] - b.lo[1]) + 1;
    p.c[std::size_t(b.axes[0])] = b.lo[0] + std::int64_t(index / w);
    if (b.axes[1] >= 0) p.c[std::size_t(b.axes[1])] = b.lo[1] + std::int64_t(index % w);
    return p;
}

std::uint64_t box_cells(const game_box& b) {
    std::uint64_t n = std::uint64_t(b.hi[0] - b.lo[0]) + 1;
    if (b.axes[1] >= 0) n *= std::uint64_t(b.hi[1] - b.lo[1]) + 1;
    return n;
}

game_table compute_game_table(game_evaluator& ev, const game_box& box) {
    game_table t;
    t.box = box;
    std::uint64_t n = box_cells(box);
    t.values.reserve(n);
    for (std::uint64_t i = 0; i < n; ++i) t.values.push_back(ev.value(box_cell(box, i)));
    return t;
}

// ---- formulas -----------------------------------------------------------------------

formula_check check_formula(const game_definition& def, const game_table& t, std::string_view formula,
                            bool p_positions) {
    const auto& info = def.games().at(t.box.game);
    expr e = detail::compile_formula(formula, info.coords);
    formula_check r;
    std::int64_t vars[max_game_coords + max_loop_vars] = {};
    for (std::uint64_t i = 0; i < t.values.size(); ++i) {
        game_position p = box_cell(t.box, i);
        std::copy(p.c.begin(), p.c.end(), vars);
        std::int64_t out = 0;
        eval_fault f = eval_fault::none;
        std::size_t at = 0;
        r.at = p;
        r.value = t.values[i];
        if (!detail::eval(e, vars, out, f, at)) {
            r.error_code = detail::fault_code(f);
            r.error_text = detail::fault_text(f);
            r.checked = i;
            return r;
        }
        r.formula_value = out;
        bool ok = p_positions ? ((out != 0) == (t.values[i] == 0)) : (out >= 0 && std::uint64_t(out) == t.values[i]);
        if (!ok) {
            r.checked = i;
            return r;
        }
    }
    r.matches = true;
    r.checked = t.values.size();
    return r;
}

std::vector<suggestion> suggest_formulas(const game_definition& def, const game_table& t, std::size_t limit) {
    const auto& info = def.games().at(t.box.game);
    std::vector<std::pair<std::string, bool>> shapes;  // formula over X, Y; P-positions only?
    const bool two = t.box.axes[1] >= 0;
    if (!two) {
        shapes.push_back({"X", false});
        for (int m = 2; m <= 12; ++m) shapes.push_back({"X % " + std::to_string(m), false});
        for (int m = 2; m <= 4; ++m) shapes.push_back({"X / " + std::to_string(m), false});
        shapes.push_back({"popcount(X)", false});
        shapes.push_back({"popcount(X) % 2", false});
        shapes.push_back({"ctz(X + 1)", false});
        shapes.push_back({"isqrt(X)", false});
        shapes.push_back({"2 * X + (popcount(X) + 1) % 2", false});  // the odious numbers (Mock Turtles)
        for (int m = 2; m <= 12; ++m) shapes.push_back({"X % " + std::to_string(m) + " == 0", true});
    } else {
        shapes = {{"X ^ Y", false},
                  {"X + Y", false},
                  {"min(X, Y)", false},
                  {"max(X, Y)", false},
                  {"abs(X - Y)", false},
                  {"(X - 1) ^ (Y - 1)", false},
                  {"ctz(~((X - 1) | (Y - 1)))", false},
                  {"ctz(~(X | Y))", false},
                  {"popcount(X ^ Y)", false},
                  {"(X * Y - 1) % 2", false},
                  {"X * Y % 2", false},
                  {"(X + Y) / 2", false}};
        for (int m = 2; m <= 6; ++m) {
            std::string ms = std::to_string(m);
            shapes.push_back({"(X + Y) % " + ms, false});
            shapes.push_back({"(X % " + ms + ") ^ (Y % " + ms + ")", false});
            shapes.push_back({"(X - Y) % " + ms + " == 0", true});
        }
        shapes.push_back({"(X + Y) % 2 == 0", true});
        shapes.push_back({"(X % 2 == 0) && (Y % 2 == 0)", true});
        shapes.push_back({"X == Y", true});
        shapes.push_back({"min(X, Y) == (abs(X - Y) + isqrt(5 * (X - Y) * (X - Y))) / 2", true});
    }
    std::string a = info.coords[std::size_t(t.box.axes[0])];
    std::string b = two ? info.coords[std::size_t(t.box.axes[1])] : "";
    std::vector<suggestion> out;
    for (auto& [shape, p_only] : shapes) {
        std::string f;
        for (char c : shape) {
            if (c == 'X') f += a;
            else if (c == 'Y') f += b;
            else f += c;
        }
        formula_check r = check_formula(def, t, f, p_only);
        if (!r.matches) continue;
        out.push_back({f, p_only});
        if (out.size() >= limit) break;
    }
    return out;
}

}  // namespace sg

namespace sg {

std::vector<game_period> table_periods(const game_definition& def, const game_table& t) {
    const auto& names = def.games().at(t.box.game).coords;
    std::vector<game_period> out;
    const std::string a = names[std::size_t(t.box.axes[0])];
    if (t.box.axes[1] < 0) {
        game_period p;
        p.along = a;
        p.period = sequence_period(t.values, std::uint64_t(t.box.lo[0]));
        out.push_back(std::move(p));
        return out;
    }
    const std::string b = names[std::size_t(t.box.axes[1])];
    const std::uint64_t w = t.width(), rows = t.values.size() / w;
    for (std::uint64_t r = 0; r < rows; ++r) {
        std::vector<std::uint64_t> row(t.values.begin() + std::ptrdiff_t(r * w), t.values.begin() + std::ptrdiff_t((r + 1) * w));
        game_period p{b, {{a, t.box.lo[0] + std::int64_t(r)}}, sequence_period(row, std::uint64_t(t.box.lo[1]))};
        if (p.period.status != period_status::none) out.push_back(std::move(p));
    }
    for (std::uint64_t c = 0; c < w; ++c) {
        std::vector<std::uint64_t> col;
        for (std::uint64_t r = 0; r < rows; ++r) col.push_back(t.values[r * w + c]);
        game_period p{a, {{b, t.box.lo[1] + std::int64_t(c)}}, sequence_period(col, std::uint64_t(t.box.lo[0]))};
        if (p.period.status != period_status::none) out.push_back(std::move(p));
    }
    return out;
}

namespace detail {

// Splits at spaces outside parentheses; each piece with its 1-based column.
std::vector<std::pair<std::string_view, std::size_t>> split_components(std::string_view text) {
    std::vector<std::pair<std::string_view, std::size_t>> out;
    int depth = 0;
    std::size_t start = std::string_view::npos;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        char c = i < text.size() ? text[i] : ' ';
        bool space = (c == ' ' || c == '\t' || c == '\n' || c == '\r') && depth <= 0;
        if (c == '(') ++depth;
        if (c == ')') --depth;
        if (space) {
            if (start != std::string_view::npos) out.push_back({text.substr(start, i - start), start + 1});
            start = std::string_view::npos;
        } else if (start == std::string_view::npos) {
            start = i;
        }
    }
    return out;
}

}  // namespace detail

game_sum_analysis analyze_game_sum(game_evaluator& ev, std::string_view text, std::string_view default_rule,
                                   bool list_moves, oracle_cache* cache) {
    const game_definition& def = ev.definition();
    oracle_cache local;
    oracle_cache& oracles = cache ? *cache : local;
    game_sum_analysis a;
    a.moves_listed = list_moves;
    auto pieces = detail::split_components(text);
    if (pieces.empty()) throw error("position.empty", "the position is empty");
    if (pieces.size() > max_components)
        throw error("position.too_many", "a position may have at most " + std::to_string(max_components) + " components",
                    {{"max", std::to_string(max_components)}});
    const auto& games = def.games();
    const bool one_counter = games.size() == 1 && games[0].coords.size() == 1;
    for (auto [piece, column] : pieces) {
        game_component c;
        c.column = column;
        std::size_t name_end = 0;
        while (name_end < piece.size() && (std::isalnum(static_cast<unsigned char>(piece[name_end])) || piece[name_end] == '_')) ++name_end;
        bool named = name_end > 0 && name_end < piece.size() && piece[name_end] == '(' &&
                     def.find(piece.substr(0, name_end)) != std::string::npos;
        if (!named && name_end > 0 && name_end < piece.size() && piece[name_end] == '(')
            throw error("game.unknown_game", "unknown game '" + std::string(piece.substr(0, name_end)) + "'",
                        {{"name", std::string(piece.substr(0, name_end))}}, column);
        bool digits = !piece.empty() && piece.find_first_not_of("0123456789") == std::string_view::npos;
        if (named || piece.front() == '(' || (digits && one_counter && default_rule.empty())) {
            c.is_game = true;
            c.position = def.parse_position(piece, column);
            c.sg = ev.value(c.position);
        } else {
            // Heap components: one, or several bare heaps written "3,4,5".
            auto specs = parse_position(piece, default_rule);
            if (specs.empty()) throw error("position.empty", "the position is empty", {}, column);
            for (auto& spec : specs) {
                game_component h;
                h.heap = std::move(spec);
                h.heap.column += column - 1;
                h.column = h.heap.column;
                h.sg = oracles(h.heap.r)(h.heap.heap);
                a.nim_sum ^= h.sg;
                a.components.push_back(std::move(h));
            }
            continue;
        }
        a.nim_sum ^= c.sg;
        a.components.push_back(std::move(c));
    }
    a.p_position = a.nim_sum == 0;
    if (!list_moves || a.p_position) return a;
    for (std::size_t i = 0; i < a.components.size(); ++i) {
        const game_component& c = a.components[i];
        std::uint64_t want = c.sg ^ a.nim_sum;
        std::size_t room = a.winning_moves.size() < max_listed_winning_moves ? max_listed_winning_moves - a.winning_moves.size() : 0;
        if (c.is_game) {
            std::uint64_t count = 0;
            auto moves = ev.moves_to_value(c.position, want, room, &count);
            a.winning_move_count += count;
            for (auto& m : moves) {
                game_sum_move w;
                w.component = i;
                w.is_game = true;
                w.game = std::move(m);
                a.winning_moves.push_back(std::move(w));
            }
        } else {
            // The heap's moves to value `want`: the heap analysis of the
            // component beside a Nim heap of size `want`, whose own winning
            // move (if any) is left out.
            heap_spec nim;
            nim.r = parse_rule("nim");
            nim.heap = want;
            sum_analysis h = analyze({c.heap, nim}, {}, &oracles);
            std::uint64_t own = 0;
            for (auto& m : h.winning_moves) {
                if (m.component != 0) continue;
                ++own;
                if (a.winning_moves.size() >= max_listed_winning_moves) continue;
                game_sum_move w;
                w.component = i;
                w.heap = m;
                w.heap.component = i;
                a.winning_moves.push_back(std::move(w));
            }
            // Nim's heap of `want` has one winning move exactly when c.sg < want.
            std::uint64_t nim_moves = c.sg < want ? 1 : 0;
            a.winning_move_count += h.winning_move_count >= nim_moves ? h.winning_move_count - nim_moves : own;
            a.truncated |= h.truncated;
        }
    }
    return a;
}

namespace {

// A component of a misère search: a game position, or a heap of a rule
// (game = rule_base + the rule's index, c[0] = the heap).
constexpr std::uint32_t rule_base = 1u << 20;

struct state_hash {
    std::size_t operator()(const std::vector<game_position>& v) const {
        std::size_t h = v.size();
        for (const auto& p : v) h = h * 0x9E3779B97F4A7C15ULL ^ pos_hash()(p);
        return h;
    }
};

bool before(const game_position& a, const game_position& b) {
    return a.game != b.game ? a.game < b.game : a.c < b.c;
}

class mixed_misere {
public:
    mixed_misere(game_evaluator& ev, std::vector<rule> rules) : ev_(ev), rules_(std::move(rules)) {}

    bool overflow = false;

    // The sums one move away from s, in order (component by component).
    const std::vector<std::vector<game_position>>& options(const std::vector<game_position>& s) {
        auto it = options_.find(s);
        if (it != options_.end()) return it->second;
        std::vector<std::vector<game_position>> out;
        for (std::size_t i = 0; i < s.size(); ++i) {
            if (i && s[i] == s[i - 1]) continue;  // the same component again: the same options
            for (const auto& after : moves(s[i])) {
                std::vector<game_position> next;
                next.reserve(s.size() + after.size());
                for (std::size_t j = 0; j < s.size(); ++j)
                    if (j != i) next.push_back(s[j]);
                next.insert(next.end(), after.begin(), after.end());
                std::sort(next.begin(), next.end(), before);
                work_ += double(next.size());
                out.push_back(std::move(next));
            }
        }
        if (work_ > max_misere_work) overflow = true;
        return options_.emplace(s, std::move(out)).first->second;
    }

    // Whether the player to move wins s in misère play; iterative.
    bool wins(const std::vector<game_position>& root) {
        struct frame {
            std::vector<game_position> s;
            std::size_t next = 0;
        };
        std::vector<frame> stack;
        stack.push_back({root, 0});
        while (!stack.empty() && !overflow) {
            frame& f = stack.back();
            if (memo_.count(f.s)) {
                stack.pop_back();
                continue;
            }
            const auto& opts = options(f.s);
            if (overflow) break;
            if (opts.empty()) {  // no move: the player to move has won
                memo_[f.s] = true;
                stack.pop_back();
                continue;
            }
            bool decided = false, win = false;
            while (f.next < opts.size()) {
                auto it = memo_.find(opts[f.next]);
                if (it == memo_.end()) break;
                if (!it->second) {
                    decided = win = true;
                    break;
                }
                ++f.next;
            }
            if (!decided && f.next == opts.size()) decided = true;
            if (decided) {
                memo_[f.s] = win;
                stack.pop_back();
                continue;
            }
            if (memo_.size() + stack.size() >= max_misere_states) {
                overflow = true;
                break;
            }
            stack.push_back({opts[f.next], 0});
        }
        if (overflow) return false;
        return memo_.at(root);
    }

    // The moves of one component: the components each option leaves.
    const std::vector<std::vector<game_position>>& moves(const game_position& c) {
        auto it = moves_.find(c);
        if (it != moves_.end()) return it->second;
        std::vector<std::vector<game_position>> out;
        if (c.game >= rule_base) {
            for_each_move(rules_[c.game - rule_base], std::uint64_t(c.c[0]), [&](const move& m) {
                std::vector<game_position> left;
                for (int k = 0; k < m.part_count; ++k) left.push_back(heap(c.game, m.parts[k]));
                out.push_back(std::move(left));
                work_ += 1;
                return work_ <= max_misere_work;
            });
        } else {
            game_derivation d = ev_.explain(c);
            if (d.truncated) overflow = true;
            for (auto& m : d.moves) out.push_back(m.targets);
            work_ += double(d.moves.size());
        }
        if (work_ > max_misere_work) overflow = true;
        // A component without moves changes nothing: leave it out of the sums.
        for (auto& left : out) {
            if (overflow) break;
            left.erase(std::remove_if(left.begin(), left.end(),
                                      [&](const game_position& p) { return terminal(p); }),
                       left.end());
        }
        return moves_.emplace(c, std::move(out)).first->second;
    }

    // Whether a component has no move at all.
    bool terminal(const game_position& p) {
        auto it = terminal_.find(p);
        if (it != terminal_.end()) return it->second;
        bool none = true;
        if (p.game >= rule_base) {
            for_each_move(rules_[p.game - rule_base], std::uint64_t(p.c[0]), [&](const move&) { return none = false; });
        } else {
            game_derivation d = ev_.explain(p);
            none = d.total_moves == 0;
            work_ += double(d.moves.size());
        }
        return terminal_[p] = none;
    }

    static game_position heap(std::uint32_t id, std::uint64_t n) {
        game_position p;
        p.game = id;
        p.c[0] = std::int64_t(n);
        return p;
    }

private:
    game_evaluator& ev_;
    std::vector<rule> rules_;
    std::unordered_map<game_position, std::vector<std::vector<game_position>>, pos_hash> moves_;
    std::unordered_map<game_position, bool, pos_hash> terminal_;
    std::unordered_map<std::vector<game_position>, std::vector<std::vector<game_position>>, state_hash> options_;
    std::unordered_map<std::vector<game_position>, bool, state_hash> memo_;
    double work_ = 0;
};

// The Anti-SG rule for a sum with game positions (the argument is beside
// check_anti_sg in analysis.cpp): the positions reachable from each game
// component, found with the evaluator, and each heap rule up to its largest
// heap must meet the condition: no move leaves two or more parts that can
// still move, and every position of value 0 with a move can move to value 1.
// False when they do not, or when checking would pass max_misere_states
// positions or max_misere_work moves (then the search decides).
bool anti_sg_game(game_evaluator& ev, oracle_cache& oracles, game_sum_analysis& a) {
    std::uint64_t work = 0, upto = 0;
    bool any_heap = false;
    std::size_t reached = 0;
    try {
        std::map<std::string, std::pair<const rule*, std::uint64_t>> largest;
        for (const auto& c : a.components) {
            if (c.is_game) continue;
            auto [it, fresh] = largest.emplace(c.heap.r.text, std::make_pair(&c.heap.r, c.heap.heap));
            if (!fresh) it->second.second = std::max(it->second.second, c.heap.heap);
        }
        for (const auto& [text, rh] : largest) {
            if (detail::check_anti_sg(*rh.first, rh.second, oracles(*rh.first), work) != detail::anti_sg_check::holds)
                return false;
            upto = std::max(upto, rh.second);
            any_heap = true;
        }
        std::unordered_map<game_position, bool, pos_hash> terminal;  // whether a position has no move
        auto no_move = [&](const game_position& p) {
            auto it = terminal.find(p);
            if (it != terminal.end()) return it->second;
            game_derivation d = ev.explain(p);
            work += d.moves.size() + 1;
            return terminal[p] = d.total_moves == 0;
        };
        std::unordered_set<game_position, pos_hash> seen;
        std::vector<game_position> todo;
        for (const auto& c : a.components)
            if (c.is_game && seen.insert(c.position).second) todo.push_back(c.position);
        while (!todo.empty()) {
            game_position p = todo.back();
            todo.pop_back();
            game_derivation d = ev.explain(p);
            work += d.moves.size() + 1;
            if (d.truncated || work > max_misere_work) return false;
            terminal[p] = d.total_moves == 0;
            bool to_one = false;
            for (const auto& m : d.moves) {
                const game_position* live = nullptr;
                for (const auto& t : m.targets) {
                    if (no_move(t)) continue;
                    if (live) return false;  // (1) fails: the move leaves two parts that can move
                    live = &t;
                }
                // Under (1) the move's value is the value of the part that can still move.
                to_one = to_one || m.value == 1;
                if (live && seen.insert(*live).second) {
                    if (seen.size() > max_misere_states) return false;
                    todo.push_back(*live);
                }
            }
            if (work > max_misere_work) return false;
            if (d.mex == 0 && d.total_moves > 0 && !to_one) return false;  // (2) fails
        }
        reached = seen.size();
    } catch (const error&) {
        return false;  // past the evaluator's budget: the search decides, or says it cannot
    }
    std::uint64_t x = a.nim_sum, big = 0;
    for (const auto& c : a.components) big += c.sg >= 2;
    // P-positions: some value >= 2 and nim-sum 0, or all values <= 1 and an odd number of 1s.
    auto lost = [](std::uint64_t bigs, std::uint64_t nim_sum) { return bigs ? nim_sum == 0 : nim_sum == 1; };
    a.status = "exact";
    a.method = "anti_sg";
    a.p_position = lost(big, x);
    a.reason = "Anti-SG rule: no move splits a component into two or more parts that can still move, and every "
               "position of value 0 that has a move can move to value 1, checked over the " +
               std::to_string(reached) + " positions reachable from the game components" +
               (any_heap ? " and for heap sizes up to " + std::to_string(upto) : std::string()) +
               "; so the player to move wins exactly when some value is 2 or more and the nim-sum is not 0, or every "
               "value is at most 1 and the nim-sum is 0";
    if (a.p_position) return true;
    // The winning moves: those to a P-position by the same rule (every sum
    // reachable meets the condition too), component by component, in the
    // order the search lists them, with a budget of their own.
    std::uint64_t steps = 0;
    std::unordered_map<game_position, game_derivation, pos_hash> derivations;
    auto win_to = [&](std::size_t i, std::uint64_t after) {
        const std::uint64_t v = a.components[i].sg;
        return lost(big - (v >= 2) + (after >= 2), x ^ v ^ after);
    };
    for (std::size_t i = 0; i < a.components.size() && !a.truncated; ++i) {
        const game_component& c = a.components[i];
        if (c.is_game) {
            auto it = derivations.find(c.position);
            if (it == derivations.end()) it = derivations.emplace(c.position, ev.explain(c.position)).first;
            for (const auto& m : it->second.moves) {
                if (++steps > max_misere_work) {
                    a.truncated = true;
                    break;
                }
                if (!win_to(i, m.value)) continue;
                ++a.winning_move_count;
                if (a.winning_moves.size() >= max_listed_winning_moves) continue;
                game_sum_move w;
                w.component = i;
                w.is_game = true;
                w.game = m;
                a.winning_moves.push_back(std::move(w));
            }
            continue;
        }
        value_oracle& g = oracles(c.heap.r);
        for_each_move(c.heap.r, c.heap.heap, [&](const move& m) {
            if (++steps > max_misere_work) {
                a.truncated = true;
                return false;
            }
            move_detail d;
            d.taken = m.taken;
            for (int k = 0; k < m.part_count; ++k) {
                d.leaves.push_back(m.parts[k]);
                d.leave_values.push_back(g(m.parts[k]));
                d.value ^= d.leave_values.back();
            }
            if (!win_to(i, d.value)) return true;
            ++a.winning_move_count;
            if (a.winning_moves.size() >= max_listed_winning_moves) return true;
            d.text = describe(m, c.heap.heap);
            game_sum_move w;
            w.component = i;
            w.heap.component = i;
            w.heap.from_heap = c.heap.heap;
            w.heap.move = std::move(d);
            a.winning_moves.push_back(std::move(w));
            return true;
        });
    }
    if (a.truncated) a.reason += "; the budget ran out while listing winning moves, so more may exist";
    return true;
}

}  // namespace

game_sum_analysis analyze_game_sum_misere(game_evaluator& ev, std::string_view text, std::string_view default_rule,
                                          oracle_cache* cache) {
    oracle_cache own;
    oracle_cache& oracles = cache ? *cache : own;
    game_sum_analysis a = analyze_game_sum(ev, text, default_rule, false, &oracles);
    a.misere = true;
    a.moves_listed = true;
    a.winning_moves.clear();
    a.winning_move_count = 0;
    bool heaps_only = std::none_of(a.components.begin(), a.components.end(), [](const game_component& c) { return c.is_game; });
    if (heaps_only) {
        std::vector<heap_spec> heaps;
        for (const auto& c : a.components) heaps.push_back(c.heap);
        misere_analysis m = analyze_misere(heaps, &oracles);
        a.status = m.status == misere_status::exact ? "exact" : "unavailable";
        a.method = m.method;
        a.reason = m.reason;
        a.p_position = m.p_position;
        a.truncated = m.truncated;
        for (const auto& w : m.winning_moves) {
            game_sum_move g;
            g.component = w.component;
            g.heap = w;
            a.winning_moves.push_back(g);
        }
        a.winning_move_count = a.winning_moves.size();
        return a;
    }
    if (anti_sg_game(ev, oracles, a)) return a;
    // Components as search keys: game positions as they are, heaps by rule.
    std::vector<rule> rules;
    std::map<std::string, std::uint32_t> rule_ids;
    std::vector<game_position> start;
    std::vector<std::size_t> component_of;  // start index -> component index, before sorting
    for (const auto& c : a.components) {
        if (c.is_game) {
            start.push_back(c.position);
            continue;
        }
        auto [it, fresh] = rule_ids.emplace(c.heap.r.text, std::uint32_t(rules.size()));
        if (fresh) rules.push_back(c.heap.r);
        start.push_back(mixed_misere::heap(rule_base + it->second, c.heap.heap));
    }
    mixed_misere search(ev, rules);
    std::vector<game_position> root = start;
    std::sort(root.begin(), root.end(), before);
    bool win = search.wins(root);
    if (search.overflow) {
        a.status = "unavailable";
        a.method = "budget";
        a.reason = "misère play of this sum needs more than " + std::to_string(max_misere_states) + " sums or " +
                   std::to_string(max_misere_work) + " steps to search";
        return a;
    }
    a.status = "exact";
    a.method = "search";
    a.reason = "exact search over every sum reachable from this one";
    a.p_position = !win;
    if (!win) return a;
    // The winning moves, component by component, as far as the budget allows.
    for (std::size_t i = 0; i < start.size() && !a.truncated; ++i) {
        const auto& options = search.moves(start[i]);
        for (std::size_t j = 0; j < options.size(); ++j) {
            std::vector<game_position> next;
            for (std::size_t k = 0; k < start.size(); ++k)
                if (k != i) next.push_back(start[k]);
            next.insert(next.end(), options[j].begin(), options[j].end());
            std::sort(next.begin(), next.end(), before);
            bool child_wins = search.wins(next);
            if (search.overflow) {
                a.truncated = true;
                break;
            }
            if (child_wins) continue;
            ++a.winning_move_count;
            if (a.winning_moves.size() >= max_listed_winning_moves) continue;
            game_sum_move w;
            w.component = i;
            const game_component& c = a.components[i];
            if (c.is_game) {
                w.is_game = true;
                // The j-th listed move of the position, in the definition's terms.
                w.game = ev.explain(c.position).moves.at(j);
            } else {
                w.heap.component = i;
                w.heap.from_heap = c.heap.heap;
                std::size_t n = 0;
                for_each_move(c.heap.r, c.heap.heap, [&](const move& m) {
                    if (n++ != j) return true;
                    w.heap.move.taken = m.taken;
                    oracle_cache local;
                    for (int k = 0; k < m.part_count; ++k) {
                        w.heap.move.leaves.push_back(m.parts[k]);
                        w.heap.move.leave_values.push_back(local(c.heap.r)(m.parts[k]));
                        w.heap.move.value ^= w.heap.move.leave_values.back();
                    }
                    w.heap.move.text = describe(m, c.heap.heap);
                    return false;
                });
            }
            a.winning_moves.push_back(std::move(w));
        }
    }
    return a;
}

}  // namespace sg
