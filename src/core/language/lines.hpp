// Internal: lines of positions that long move families walk along, and what
// the evaluator remembers about each to find a mex without reading it all.
//
// A family of one target whose coordinates are affine in its last loop
// variable k reaches the positions p0 + k*d: a progression on the line
// through p0 with direction u = d / g (g the gcd of d's entries, u's first
// non-zero entry made +1 when it is +-1). The line is named by u, its point
// with that coordinate 0, the step g and the residue of the coordinate mod g;
// its positions are numbered j = 0, 1, 2, ... along u. A line state holds the
// values of the positions [start, built] (all known), added in increasing j
// whatever order they were found in, either as the set of values present
// (enough while every question starts at `start`: Wythoff's rows, Euclid's
// multiples) or, once a question starts past it, as each value's last j with
// a tree of minima over values, so that "the least value >= v0 absent from
// [lo, built]" costs O(log values).
#pragma once
#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <deque>
#include <vector>

#include "language/store.hpp"

namespace sg::detail {

struct line_key {
    std::uint32_t game = 0;
    std::array<std::int64_t, max_game_coords> dir{}, base{};
    std::int64_t step = 1, residue = 0;
    bool operator==(const line_key& o) const {
        return game == o.game && step == o.step && residue == o.residue && same_coords(dir, o.dir) &&
               same_coords(base, o.base);
    }
};
struct line_hash {
    std::size_t operator()(const line_key& k) const {
        std::uint64_t h =
            k.game * 0x9E3779B97F4A7C15ULL + std::uint64_t(k.step) * 0xC2B2AE3D27D4EB4FULL + std::uint64_t(k.residue);
        for (std::size_t i = 0; i < max_game_coords; ++i) {
            h ^= std::uint64_t(k.base[i]) + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
            h ^= std::uint64_t(k.dir[i]) * 0xBF58476D1CE4E5B9ULL;
            h *= 0x94D049BB133111EBULL;
        }
        return std::size_t(h ^ (h >> 31));
    }
};

struct line_state {
    // Values at most this large are kept; a line that meets a larger one is
    // no longer used (its families read their targets one by one).
    static constexpr std::uint64_t max_value = std::uint64_t(1) << 24;

    const line_key* key = nullptr;       // the line's key, as its table keeps it
    std::int64_t start = 0, built = -1;  // [start, built] is known and held; empty while built < start
    bool suffix = false;                 // the tree of last indices, else the set of values
    bool broken = false;                 // met a value past max_value
    std::vector<std::uint64_t> bits;     // set mode: values present
    std::uint64_t hint = 0;              // set mode: the least value absent
    std::vector<std::int64_t> tree;      // suffix mode: leaves at cap + v, each value's last j; minima above
    std::size_t cap = 0;

    bool empty() const { return built < start; }
    // Whether it answers the stretch [lo, hi] as it stands, reading nothing
    // (held to hi exactly; in set mode, from its start).
    bool answers(std::int64_t lo, std::int64_t hi) const {
        return !broken && built == hi && lo >= start && start <= built && (suffix || lo == start);
    }
    std::uint64_t bytes() const { return 96 + bits.capacity() * 8 + tree.capacity() * 8; }

    // Forgets the values and starts again at j = s, in set or suffix mode.
    void restart(std::int64_t s, bool as_suffix) {
        start = s;
        built = s - 1;
        suffix = as_suffix;
        bits.clear();
        hint = 0;
        tree.clear();
        cap = 0;
    }
    // The value of position j == built + 1 joins. False when it is too large.
    [[gnu::always_inline]] bool add(std::uint64_t v) {
        if (v > max_value) return broken = true, false;
        ++built;
        if (!suffix) {
            std::size_t w = std::size_t(v >> 6);
            if (w >= bits.size()) bits.resize(std::max<std::size_t>(w + 1, bits.size() * 2), 0);
            bits[w] |= std::uint64_t(1) << (v & 63);
            while ((hint >> 6) < bits.size() && (bits[hint >> 6] >> (hint & 63)) & 1) ++hint;
            return true;
        }
        if (v >= cap) grow(std::size_t(v) + 1);
        std::size_t i = cap + std::size_t(v);
        tree[i] = built;
        for (i /= 2; i >= 1; i /= 2) {
            std::int64_t m = std::min(tree[2 * i], tree[2 * i + 1]);
            if (tree[i] == m) break;  // the minima above stay as they are
            tree[i] = m;
        }
        return true;
    }
    // In set mode: the 64 values from 64 * w on, a bit each.
    std::uint64_t word(std::size_t w) const { return w < bits.size() ? bits[w] : 0; }
    // In suffix mode: the least value >= v0 absent from [lo, built].
    std::uint64_t next_missing(std::uint64_t v0, std::int64_t lo) const {
        if (v0 >= cap) return v0;
        std::size_t found = find(std::size_t(v0), lo);
        return found == SIZE_MAX ? cap : found;
    }

private:
    void grow(std::size_t need) {
        std::size_t c = std::max<std::size_t>(cap ? cap : 16, 16);
        while (c < need) c *= 2;
        std::vector<std::int64_t> t(2 * c, INT64_MIN);
        for (std::size_t v = 0; v < cap; ++v) t[c + v] = tree[cap + v];
        for (std::size_t i = c - 1; i >= 1; --i) t[i] = std::min(t[2 * i], t[2 * i + 1]);
        tree.swap(t);
        cap = c;
    }
    // The first leaf >= v0 whose last index is below lo, SIZE_MAX if none:
    // up from v0's leaf to the first subtree on its right holding one, then
    // down to its leftmost such leaf (a loop: node runs calls slowly).
    std::size_t find(std::size_t v0, std::int64_t lo) const {
        std::size_t i = cap + v0;
        while (tree[i] >= lo) {
            while (i & 1) i >>= 1;        // a right child: its parent's range ends here too
            if (i == 0) return SIZE_MAX;  // past the root: nothing to the right
            ++i;
        }
        while (i < cap) i = tree[2 * i] < lo ? 2 * i : 2 * i + 1;
        return i - cap;
    }
};

// The lines met so far, by key: open addressing over a power-of-two table of
// hashes (half empty at most), the keys and states apart in deques so that a
// line's address stays while others join.
class line_table {
public:
    // The line of key k; `fresh` when it has just been made (empty).
    line_state& find(const line_key& k, bool& fresh) {
        if (2 * (keys_.size() + 1) > slots_.size()) grow();
        const std::uint64_t h = line_hash()(k) | 1;
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = std::size_t(h) & mask;; i = (i + 1) & mask) {
            if (slots_[i].hash == 0) {
                slots_[i] = {h, std::uint32_t(keys_.size())};
                keys_.push_back(k);
                states_.emplace_back().key = &keys_.back();
                fresh = true;
                return states_.back();
            }
            if (slots_[i].hash == h && keys_[slots_[i].index] == k) {
                fresh = false;
                return states_[slots_[i].index];
            }
        }
    }
    void clear() {
        slots_.clear();
        keys_.clear();
        states_.clear();
    }
    std::size_t size() const { return keys_.size(); }

private:
    struct slot {
        std::uint64_t hash = 0;  // 0: empty
        std::uint32_t index = 0;
    };
    void grow() {
        std::vector<slot> old;
        old.swap(slots_);
        slots_.assign(std::max<std::size_t>(64, old.size() * 2), slot{});
        const std::size_t mask = slots_.size() - 1;
        for (const slot& s : old) {
            if (!s.hash) continue;
            std::size_t i = std::size_t(s.hash) & mask;
            while (slots_[i].hash) i = (i + 1) & mask;
            slots_[i] = s;
        }
    }
    std::vector<slot> slots_;
    std::deque<line_key> keys_;
    std::deque<line_state> states_;
};

}  // namespace sg::detail
