// Internal: the patterns of games of one coordinate that a universe has
// looked for (game_patterns.cpp), by game.
#pragma once
#include <map>
#include <vector>

#include "sg/position.hpp"

namespace sg {

struct universe::game_patterns {
    struct entry {
        period_info period;  // observed, or none
        // g(0 ..): max_pattern_values of them or a power of 2 times it, or fewer when the budget stopped them
        std::vector<std::uint64_t> values;
    };
    std::map<std::uint32_t, entry> by_game;
};

}  // namespace sg
