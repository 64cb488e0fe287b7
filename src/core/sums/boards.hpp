// Internal: the Hackenbush boards a universe holds (boards.cpp), kept once
// each by their text, with their values once found.
#pragma once
#include <array>
#include <deque>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "sg/position.hpp"

namespace sg {

struct universe::boards {
    struct entry {
        sg::hackenbush board;
        std::string text;
        bool valued = false;
        std::uint64_t value = 0;
        bool split = false;                 // pieces found
        std::vector<std::uint32_t> pieces;  // board_pieces, as board ids
        // Each edge's piece (an index into pieces) and its id in that piece's board.
        std::vector<std::array<std::uint32_t, 2>> edge_place;
    };
    std::deque<entry> all;  // a deque: a board's address stays while more are added
    std::unordered_map<std::string, std::uint32_t> by_text;
    // The shapes of the rooted trees seen, each a number: (loops, the
    // shapes of the branches, ascending) -> its number. Equal trees get equal
    // numbers, so their branches sort alike and they are written alike.
    std::map<std::vector<std::uint32_t>, std::uint32_t> shapes;
    // The bare board is always board 0: a board cut bare stays in its place as it.
    boards() {
        all.push_back({sg::hackenbush{{"ground"}, {}}, "", true, 0, true, {}, {}});
        by_text.emplace("", 0);
    }
};

}  // namespace sg
