// Internal: the patterns of games of one coordinate that a universe has
// looked for (game_patterns.cpp), by game.
#pragma once
#include <map>
#include <vector>

#include "sg/position.hpp"

namespace sg {

struct universe::game_patterns {
    struct entry {
        period_info period;                 // observed, or none
        std::vector<std::uint64_t> values;  // g(0 .. max_pattern_values - 1), or fewer when the budget stopped it
    };
    std::map<std::uint32_t, entry> by_game;
};

}  // namespace sg
