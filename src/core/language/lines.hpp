// Internal: the lines of positions a ranged move line walks along: which of
// their positions are known, and where each value occurs.
#pragma once
#include <algorithm>
#include <climits>
#include <cstdint>
#include <map>
#include <vector>

#include "language/store.hpp"

namespace sg::detail {

struct line_data {
    std::map<std::int64_t, std::int64_t> known;     // interval start -> end (inclusive)
    std::vector<std::vector<std::int64_t>> occurs;  // by value: indices, ascending
    int order = 0;                                  // 0: one index so far, 1: increasing, -1: decreasing, 2: neither
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

    // Inlined into its one caller, the evaluator's finish (as it was when both
    // lived in one file): called once per position, its call costs about 7%
    // of a table of the game language.
    [[gnu::always_inline]] void add(std::int64_t t, std::uint64_t v) {
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
                if (prev->second + 1 == t) {
                    lo = prev->first;
                    known.erase(prev);
                }
            }
            if (next != known.end() && next->first == t + 1) {
                hi = next->second;
                known.erase(next);
            }
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

}  // namespace sg::detail
