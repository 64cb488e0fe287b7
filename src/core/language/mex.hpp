// Internal: the set of values one position's moves reach, reused from
// position to position as a contest program's vis[] is: vis[v] holds the
// number of the position that last reached v, so starting a position clears
// nothing and marking is one store; the rare huge values are kept apart.
#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>

namespace sg::detail {

struct mex_scratch {
    static constexpr std::uint64_t max_vis = std::uint64_t(1) << 22;  // larger values go to `big`

    std::vector<std::uint32_t> vis = std::vector<std::uint32_t>(256, 0);
    std::uint32_t generation = 1;
    bool touched = false;            // a value was marked since begin()
    std::vector<std::uint64_t> big;  // values >= max_vis, sorted by finish()

    void begin() {
        if (++generation == 0) {
            std::fill(vis.begin(), vis.end(), 0);
            generation = 1;
        }
        big.clear();
        touched = false;
    }
    [[gnu::always_inline]] void mark(std::uint64_t v) {
        touched = true;
        if (__builtin_expect(v < vis.size(), 1)) {
            vis[v] = generation;
            return;
        }
        mark_far(v);
    }
    void mark_far(std::uint64_t v) {
        touched = true;
        if (v >= max_vis) {
            big.push_back(v);
            return;
        }
        vis.resize(std::max<std::size_t>(std::size_t(v) + 1, vis.size() * 2), 0);
        vis[v] = generation;
    }
    bool marked(std::uint64_t v) const { return touched && v < vis.size() && vis[v] == generation; }
    void finish() {
        if (big.size() > 1) std::sort(big.begin(), big.end());
    }
    bool has_big(std::uint64_t v) const { return !big.empty() && std::binary_search(big.begin(), big.end(), v); }
};

}  // namespace sg::detail
