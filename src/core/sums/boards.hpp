// Internal: the Hackenbush boards a universe holds (boards.cpp), kept once
// each by their text, with their values once found.
#pragma once
#include <deque>
#include <string>
#include <unordered_map>

#include "sg/position.hpp"

namespace sg {

struct universe::boards {
    struct entry {
        sg::hackenbush board;
        std::string text;
        bool valued = false;
        std::uint64_t value = 0;
    };
    std::deque<entry> all;  // a deque: a board's address stays while more are added
    std::unordered_map<std::string, std::uint32_t> by_text;
    // The bare board is always board 0: a board cut bare stays in its place as it.
    boards() {
        all.push_back({sg::hackenbush{{"ground"}, {}}, "", true, 0});
        by_text.emplace("", 0);
    }
};

}  // namespace sg
