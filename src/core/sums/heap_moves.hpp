// Internal: the moves of a heap found by the value they leave, without
// walking every move when a closed form or a proved period allows.
#pragma once
#include <cstdint>
#include <map>
#include <tuple>
#include <vector>

#include "sg/analysis.hpp"

namespace sg::detail {

// Which splits a + b = rest match value t, for a rule with a proved period p
// (no saltus) from heap n0: the heaps a < n0 one by one, and the residue
// classes c of a >= n0, each matching for all its members or none. It depends
// on rest only through rest mod p once rest >= 2 n0 + p, so a batch of big
// heaps shares it.
struct split_pattern {
    std::vector<std::uint64_t> direct;   // a < n0 that match
    std::vector<std::uint64_t> classes;  // c in [0, p) whose members a = n0 + c + j p match
};

// Patterns already found, by oracle, rest mod p, t and equality rule.
using pattern_memo = std::map<std::tuple<const value_oracle*, std::uint64_t, std::uint64_t, bool>, split_pattern>;

// A move with what it leaves, their values and its words.
move_detail detail_of(const move& m, std::uint64_t heap, value_oracle& g);

struct heap_moves {
    std::vector<move_detail> listed;  // the first `room`
    std::uint64_t count = 0;          // all found
    bool truncated = false;           // a search stopped before looking at every move
};

// The moves of r from heap h that leave value t, in for_each_move order.
// Finding them costs about what g(h) cost: closed forms and proved periods are
// inverted (counted exactly); other searches stop at max_options_searched
// options (max_splits_probed splits for Lasker's Nim) and set truncated.
heap_moves heap_moves_to_value(const rule& r, std::uint64_t h, std::uint64_t t, std::size_t room, value_oracle& g,
                               pattern_memo& memo);

}  // namespace sg::detail
