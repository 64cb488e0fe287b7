// Two classics the course checks through the engine: the mex of a set, and
// Staircase Nim as Nim on its odd steps.
#include <algorithm>

#include "sg/analysis.hpp"

namespace sg {

std::uint64_t mex(std::vector<std::uint64_t> values) {
    std::sort(values.begin(), values.end());
    std::uint64_t m = 0;
    for (std::uint64_t v : values) {
        if (v > m) break;
        if (v == m) ++m;
    }
    return m;
}

// Staircase Nim is Nim on the odd steps. When the Nim of the odd steps has
// nim-sum 0, the player to move loses: a move from an odd step changes one of
// its heaps (the nim-sum becomes non-zero), and a move from an even step down
// to an odd one adds coins to one odd heap (the same); the opponent answers a
// move that took coins off an odd step by the Nim reply, and one that brought
// k coins down onto an odd step by moving those k coins on down to the next
// even step (or off the stairs), which restores the odd heaps. The game ends,
// since coins only go down; so the positions with nim-sum 0 are exactly the
// P-positions, and the winning moves are Nim's on the odd steps.
std::vector<std::uint64_t> staircase_heaps(const std::vector<std::uint64_t>& coins) {
    std::vector<std::uint64_t> odd;
    for (std::size_t i = 0; i < coins.size(); i += 2) odd.push_back(coins[i]);
    return odd;
}

}  // namespace sg
