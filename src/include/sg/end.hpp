// The end of a game in play: the one rule every page asks (play.hpp's sums,
// graph.hpp's tokens), so that no page decides who won or when it is a draw.
#pragma once
#include <cstddef>
#include <cstdint>

namespace sg {

// Where a game in play stands at a position, the engine's rule for every
// page: over when no move is left (the player to move then loses in normal
// play and wins in misère play), drawn when the same position, with the same
// player to move, has come up draw_repeats times; else it goes on.
struct game_end {
    enum class kind : std::uint8_t { goes_on, no_moves, repetition } by = kind::goes_on;
    bool mover_wins = false;  // no_moves: whether the player to move wins
    std::size_t times = 0;    // repetition: how many times the position has come up
};
inline constexpr std::size_t draw_repeats = 3;
// seen: how many times the position came up before, with the same player to move.
inline game_end end_of(bool misere, bool moves_left, std::size_t seen) {
    game_end e;
    if (!moves_left) {
        e.by = game_end::kind::no_moves;
        e.mover_wins = misere;
    } else if (seen + 1 >= draw_repeats) {
        e.by = game_end::kind::repetition;
        e.times = seen + 1;
    }
    return e;
}

}  // namespace sg
