// Internal: the Anti-SG rule's condition, checked for a sum's components.
#pragma once
#include <cstdint>

#include "sg/analysis.hpp"

namespace sg::detail {

struct anti_sg_result {
    bool holds = false;
    std::size_t reached = 0;      // positions reachable from the components other than heaps (a board: its pieces)
    std::size_t on_one_edge = 0;  // boards' pieces standing on one edge, which meet the condition unsearched
    bool any_heap = false;
    std::uint64_t heaps_upto = 0;  // heap sizes checked, up to this
    // Some move leaves two or more parts that can still move (or may: not
    // every move was looked at), so the classical condition is not known to hold.
    bool splits = false;
    std::uint64_t work = 0;  // steps spent: sizes and moves looked at, and the passes over boards cut
};

// Whether every component of p meets the Anti-SG condition (the proof is
// beside check_anti_sg in anti_sg.cpp): false when one does not, or when
// checking would pass misere_sums positions or misere_work steps (the
// profile's; heaps: the sg command's steps, each a few nanoseconds).
anti_sg_result anti_sg_condition(universe& u, const position& p);

}  // namespace sg::detail
