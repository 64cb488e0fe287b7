// Every-SG: a sum in which every component that can move must be moved on
// each turn; the player who cannot move (no component has a move) loses.
//
// Each component gets its step count T, by its definition over the
// component's own positions: T = 0 where there is no move; where some move
// leaves an even T (a loss for the opponent), T = 1 + the largest such T (the
// winner makes the win last); otherwise T = 1 + the least T of a move (the
// loser ends it soon). A move that leaves several parts leaves the largest of
// their step counts.
//
// The theorem (proved beside analyze_every in src/core/sums/every.cpp): the
// step count of a sum, defined the same way over its own moves, is the
// largest of its components'. So the player to move wins exactly when the
// largest step count is odd, and wins by moving every component to T - 1:
// where the component's T is odd, to a move of even T - 1 (the longest win);
// where it is even, to a move of T - 1 (the shortest loss).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "sg/position.hpp"
#include "sg/reason.hpp"

namespace sg {

struct every_part {
    component part;
    std::size_t column = 0;   // where it was written (1-based; 0 when it came as data)
    bool known = true;        // false when the moves loop (no step counts: method "search")
    std::uint64_t steps = 0;  // T
    // The moves to T - 1 that the strategy plays, in the component's order
    // of moves: the first max_listed_winning_moves, and how many there are.
    std::vector<component_move> keep;
    std::vector<std::uint64_t> keep_steps;  // each one's step count (T - 1)
    std::uint64_t keep_count = 0;
};

struct every_analysis {
    std::vector<every_part> components;
    std::uint64_t steps = 0;  // the largest step count: the sum's
    std::size_t longest = 0;  // the component that has it (the first one)
    char outcome = 'P';       // for the player to move: 'N', 'P', or 'D' (a draw: moves that loop)
    // "steps" (the theorem above), or "search" when some component's moves
    // loop: the one sum search with the Every-SG rule (sum_rule::every) over
    // every sum reachable, which also finds draws. reason: reason.hpp.
    std::string method;
    sg::reason reason;
    std::size_t positions = 0;  // positions whose step counts were found, or sums searched
};

// The Every-SG analysis of a sum of heaps, game positions and graph tokens.
// Step counts cost the positions reachable from each component and the moves
// looked at, within the universe's every_positions and every_work; past them
// it throws "every.too_large". A component whose moves loop sends the whole
// sum to the exact search within the same budgets ("every.too_large" past them).
every_analysis analyze_every(universe& u, const reading& position);

}  // namespace sg
