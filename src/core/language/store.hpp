// Internal: the values found so far by the game language's evaluator: per
// game a dense array over a growing box of coordinates, and a hash map for
// positions outside it.
#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "language/game_program.hpp"

namespace sg::detail {

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

}  // namespace sg::detail
