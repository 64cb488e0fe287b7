// Internal: the set of values one position's moves reach, reused from
// position to position: a bitset whose words carry the number of the
// position that last wrote them (so starting a position clears nothing), the
// values below 64 in one word of their own, and the rare huge values apart.
#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>

namespace sg::detail {

struct mex_scratch {
    static constexpr std::uint64_t max_bit = std::uint64_t(1) << 22;  // larger values go to `big`

    std::uint64_t low = 0;  // values 0..63
    std::vector<std::uint64_t> bits;
    std::vector<std::uint32_t> stamp;  // bits[w] holds this position's values when stamp[w] == generation
    std::uint32_t generation = 0;
    std::size_t top = 1;             // words 0..top-1 may hold values
    std::vector<std::uint64_t> big;  // values >= max_bit, sorted by finish()

    void begin() {
        if (++generation == 0) {
            std::fill(stamp.begin(), stamp.end(), 0);
            generation = 1;
        }
        low = 0;
        top = 1;
        big.clear();
    }
    [[gnu::always_inline]] void mark(std::uint64_t v) {
        if (__builtin_expect(v < 64, 1)) {
            low |= std::uint64_t(1) << v;
            return;
        }
        mark_high(v);
    }
    void mark_high(std::uint64_t v) {
        if (v >= max_bit) {
            big.push_back(v);
            return;
        }
        std::size_t w = std::size_t(v >> 6);
        if (w >= bits.size()) {
            std::size_t n = std::max<std::size_t>(w + 1, bits.size() * 2);
            bits.resize(n, 0);
            stamp.resize(n, 0);
        }
        if (stamp[w] != generation) {
            stamp[w] = generation;
            bits[w] = 0;
        }
        bits[w] |= std::uint64_t(1) << (v & 63);
        top = std::max(top, w + 1);
    }
    std::uint64_t word(std::size_t w) const {
        if (w == 0) return low;
        return w < top && stamp[w] == generation ? bits[w] : 0;
    }
    void finish() { std::sort(big.begin(), big.end()); }
    bool has_big(std::uint64_t v) const { return std::binary_search(big.begin(), big.end(), v); }
};

}  // namespace sg::detail
