// Internal: the values found so far by the game language's evaluator: per
// game a dense array over a box of coordinates (4 bytes a position, read by
// index), and a hash map for positions outside it. Every byte held is
// counted, so that the evaluator refuses by its memory budget.
#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
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

// Positions outside the boxes, with their values (or busy_mark): open
// addressing with linear probing, at most three quarters full; an empty slot
// has game == empty_game, and a deletion shifts the later entries of its run
// back, so that no slot is left dead. Several times faster than a node-based
// map for the searches that live here (a batch of multiplication games).
class position_map {
public:
    static constexpr std::uint64_t busy_mark = ~std::uint64_t(0);

    std::size_t size() const { return used_; }
    std::uint64_t bytes() const { return slots_.size() * sizeof(slot); }
    void clear() {
        slots_.clear();
        used_ = 0;
    }
    const std::uint64_t* find(const game_position& p) const {
        if (slots_.empty()) return nullptr;
        for (std::size_t i = home(p);; i = (i + 1) & (slots_.size() - 1)) {
            const slot& s = slots_[i];
            if (s.key.game == empty_game) return nullptr;
            if (s.key == p) return &s.value;
        }
    }
    void set(const game_position& p, std::uint64_t v) {
        if (4 * (used_ + 1) > 3 * slots_.size()) grow();
        for (std::size_t i = home(p);; i = (i + 1) & (slots_.size() - 1)) {
            slot& s = slots_[i];
            if (s.key.game == empty_game) {
                s.key = p, s.value = v;
                ++used_;
                return;
            }
            if (s.key == p) {
                s.value = v;
                return;
            }
        }
    }
    void erase(const game_position& p) {
        if (slots_.empty()) return;
        const std::size_t mask = slots_.size() - 1;
        std::size_t i = home(p);
        while (!(slots_[i].key == p)) {
            if (slots_[i].key.game == empty_game) return;
            i = (i + 1) & mask;
        }
        // Backward shift: each later entry of the run whose home is not
        // between the hole and it moves into the hole.
        for (std::size_t j = (i + 1) & mask;; j = (j + 1) & mask) {
            if (slots_[j].key.game == empty_game) break;
            const std::size_t h = home(slots_[j].key);
            if (((j - h) & mask) >= ((j - i) & mask)) {
                slots_[i] = slots_[j];
                i = j;
            }
        }
        slots_[i].key.game = empty_game;
        --used_;
    }
    // Removes every entry for which take(key, value) returns true.
    template <class F>
    void remove_if(F take) {
        std::vector<game_position> gone;
        for (const slot& s : slots_)
            if (s.key.game != empty_game && take(s.key, s.value)) gone.push_back(s.key);
        for (const auto& p : gone) erase(p);
    }

private:
    static constexpr std::uint32_t empty_game = ~std::uint32_t(0);
    struct slot {
        game_position key{empty_game, {}};
        std::uint64_t value = 0;
    };
    std::size_t home(const game_position& p) const { return pos_hash()(p) & (slots_.size() - 1); }
    void grow() {
        std::vector<slot> old;
        old.swap(slots_);
        slots_.assign(std::max<std::size_t>(64, old.size() * 2), slot{});
        used_ = 0;
        for (const slot& s : old)
            if (s.key.game != empty_game) set(s.key, s.value);
    }
    std::vector<slot> slots_;
    std::size_t used_ = 0;
};

// One game's dense box: coordinates 0 <= c[i] < ext[i], row-major (the last
// coordinate varies fastest), cell index sum c[i] * mult[i].
struct dense_box {
    std::size_t k = 0;
    std::array<std::int64_t, max_game_coords> ext{};
    std::array<std::int64_t, max_game_coords> mult{};
    std::vector<std::uint32_t> cells;

    [[gnu::always_inline]] bool index(const game_position& p, std::uint64_t& i) const {
        std::uint64_t x = 0;
        for (std::size_t c = 0; c < k; ++c) {
            if (std::uint64_t(p.c[c]) >= std::uint64_t(ext[c])) return false;
            x += std::uint64_t(p.c[c]) * std::uint64_t(mult[c]);
        }
        i = x;
        return true;
    }
    std::uint64_t size() const { return cells.size(); }
};

class value_store {
public:
    static constexpr std::uint32_t unknown = 0xFFFFFFFFu;
    static constexpr std::uint32_t busy = 0xFFFFFFFEu;  // on the evaluation stack
    // What a position outside the boxes costs (its slot in the map, at
    // between three quarters and three eighths full).
    static constexpr std::uint64_t sparse_bytes = 96;
    // A box may always take this many cells (4 MB) before its positions justify it.
    static constexpr std::uint64_t free_cells = std::uint64_t(1) << 20;

    void init(const game_program& prog) {
        boxes_.assign(prog.games.size(), {});
        for (std::size_t g = 0; g < prog.games.size(); ++g) boxes_[g].k = prog.games[g].info.coords.size();
        sparse_.clear();
        count_ = 0;
        dense_cells_ = 0;
    }
    // The memory the boxes may grow to (bytes); positions past it go to the map.
    void set_room(std::uint64_t bytes) { room_ = bytes; }

    [[gnu::always_inline]] bool get(const game_position& p, std::uint64_t& v) const {
        const dense_box& d = boxes_[p.game];
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
        const std::uint64_t* x = sparse_.find(p);
        if (!x || *x == position_map::busy_mark) return false;
        v = *x;
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
    bool is_busy(const game_position& p) const {
        const dense_box& d = boxes_[p.game];
        std::uint64_t i;
        if (d.index(p, i)) return d.cells[i] == busy;
        const std::uint64_t* x = sparse_.find(p);
        return x && *x == position_map::busy_mark;
    }
    void set_busy(const game_position& p, bool on) {
        dense_box& d = boxes_[p.game];
        std::uint64_t i;
        if (on && !d.index(p, i)) grow_for(p);
        if (d.index(p, i)) {
            d.cells[i] = on ? busy : unknown;
            return;
        }
        if (on) sparse_.set(p, position_map::busy_mark);
        else sparse_.erase(p);
    }
    void put(const game_position& p, std::uint64_t v) {
        ++count_;
        dense_box& d = boxes_[p.game];
        std::uint64_t i;
        if (v < busy && !d.index(p, i)) grow_for(p);
        if (d.index(p, i)) {
            if (v < busy) {
                d.cells[i] = std::uint32_t(v);
                return;
            }
            d.cells[i] = unknown;  // too large for a cell: the map holds it
        }
        sparse_.set(p, v);
    }
    // Stores the value of the cell at index i of game g's box (known to be in it).
    [[gnu::always_inline]] void put_cell(std::uint32_t g, std::uint64_t i, std::uint32_t v) {
        ++count_;
        boxes_[g].cells[i] = v;
    }
    // Counts n cells a row's loop filled directly.
    void count_cells(std::uint64_t n) { count_ += n; }
    std::size_t size() const { return count_; }
    // Cells laid out anew (and copied) since the last call: growing a box is
    // work too, counted so that a batch that grows it a cell at a time shows.
    std::uint64_t take_moved() {
        const std::uint64_t n = moved_;
        moved_ = 0;
        return n;
    }
    std::uint64_t moved() const { return moved_; }
    std::uint64_t bytes() const { return dense_cells_ * 4 + sparse_.bytes(); }
    // The most the boxes and the map held at once, a box being copied included.
    std::uint64_t peak() const { return std::max(peak_, bytes()); }
    // The same, counting each position in the map at sparse_bytes, not the
    // map's capacity: what one question adds, whoever makes the map double.
    std::uint64_t nominal() const { return dense_cells_ * 4 + sparse_.size() * sparse_bytes; }
    const dense_box& box(std::uint32_t g) const { return boxes_[g]; }
    dense_box& box(std::uint32_t g) { return boxes_[g]; }

    // Makes game g's box hold every position with 0 <= c[i] <= hi[i] (it
    // only grows) when its cells fit in `limit` bytes in all; false, and no
    // change, otherwise.
    // A coordinate that must grow grows at least by half again when that
    // fits: a batch asking (1, 2), (1, 3), ... grows the box a few times,
    // not once (and one copy of the whole box) per line.
    bool reserve(std::uint32_t g, const std::array<std::int64_t, max_game_coords>& hi, std::uint64_t limit) {
        dense_box& d = boxes_[g];
        std::array<std::int64_t, max_game_coords> e = d.ext, roomy = d.ext;
        bool grows = false;
        for (std::size_t c = 0; c < d.k; ++c) {
            if (hi[c] + 1 <= e[c]) continue;
            grows = true;
            e[c] = hi[c] + 1;
            roomy[c] = std::max(e[c], d.ext[c] + d.ext[c] / 2);
        }
        if (grows && !d.cells.empty() && roomy != e && resize(d, g, roomy, limit)) return true;
        return resize(d, g, e, limit);
    }

private:
    // Widens the box toward p, doubling, while its new cells stay justified:
    // at most 8 per position in the map or on the stack (4 bytes a cell
    // against a map entry's 64: those move into it), plus free_cells, within
    // the room. (Not per position known: a batch knows many, in boxes of
    // their own regions.)
    void grow_for(const game_position& p) {
        dense_box& d = boxes_[p.game];
        std::array<std::int64_t, max_game_coords> e = d.ext;
        for (std::size_t c = 0; c < d.k; ++c) {
            if (p.c[c] < 0) return;
            while (e[c] <= p.c[c]) {
                e[c] = std::max<std::int64_t>(e[c] * 2, 1);
                if (e[c] > (std::int64_t(1) << 40)) return;
            }
        }
        std::uint64_t cells = 1;
        for (std::size_t c = 0; c < d.k; ++c) {
            if (std::uint64_t(e[c]) > (std::uint64_t(1) << 40) / cells) return;
            cells *= std::uint64_t(e[c]);
        }
        std::uint64_t justified = 8 * (count_ + sparse_.size()) + free_cells;
        if (cells - d.size() > justified) return;
        resize(d, p.game, e, room_);
    }
    bool resize(dense_box& d, std::uint32_t g, const std::array<std::int64_t, max_game_coords>& e,
                std::uint64_t limit) {
        std::uint64_t cells = 1;
        for (std::size_t c = 0; c < d.k; ++c) {
            if (e[c] <= 0 || std::uint64_t(e[c]) > (std::uint64_t(1) << 50) / cells) return false;
            cells *= std::uint64_t(e[c]);
        }
        if (e == d.ext && !d.cells.empty()) return true;
        dense_box fresh;
        fresh.k = d.k;
        fresh.ext = e;
        // Each stride past a cache line is padded by one (64 bytes): a walk
        // down a column of a box 2^n wide would otherwise fall on a few
        // cache sets and miss at every step.
        std::int64_t mul = 1;
        for (std::size_t c = d.k; c-- > 0;) {
            fresh.mult[c] = mul;
            mul *= e[c];
            if (c > 0 && mul >= 64) mul += 16;
        }
        cells = std::uint64_t(mul);
        if ((dense_cells_ - d.size() + cells) * 4 + sparse_.bytes() > limit) return false;
        fresh.cells.assign(cells, unknown);
        peak_ = std::max(peak_, (dense_cells_ + cells) * 4 + sparse_.bytes());  // the old box and the new
        moved_ += cells;
        // The old box's rows, copied whole along the last coordinate.
        if (!d.cells.empty()) {
            const std::int64_t row = d.ext[d.k - 1];
            std::uint64_t rows = 1;
            for (std::size_t c = 0; c + 1 < d.k; ++c) rows *= std::uint64_t(d.ext[c]);
            for (std::uint64_t r = 0; r < rows; ++r) {
                std::uint64_t rest = r, from = 0, to = 0;
                for (std::size_t c = d.k - 1; c-- > 0;) {
                    const std::uint64_t x = rest % std::uint64_t(d.ext[c]);
                    rest /= std::uint64_t(d.ext[c]);
                    from += x * std::uint64_t(d.mult[c]);
                    to += x * std::uint64_t(fresh.mult[c]);
                }
                std::copy_n(d.cells.begin() + std::ptrdiff_t(from), row, fresh.cells.begin() + std::ptrdiff_t(to));
            }
        }
        dense_cells_ += cells - d.size();
        d = std::move(fresh);
        move_into(d, g);
        return true;
    }
    // After a box grows, the map's positions that now fit move into it.
    void move_into(dense_box& d, std::uint32_t game) {
        sparse_.remove_if([&](const game_position& p, std::uint64_t v) {
            std::uint64_t i;
            if (p.game != game || !d.index(p, i)) return false;
            if (v == position_map::busy_mark) d.cells[i] = busy;
            else if (v < busy) d.cells[i] = std::uint32_t(v);
            else return false;  // too large for a cell
            return true;
        });
    }

    std::vector<dense_box> boxes_;
    position_map sparse_;  // positions outside the boxes, and those of them on the stack (busy)
    std::size_t count_ = 0;
    std::uint64_t dense_cells_ = 0;
    std::uint64_t moved_ = 0;
    std::uint64_t peak_ = 0;
    std::uint64_t room_ = std::uint64_t(1) << 30;
};

}  // namespace sg::detail
