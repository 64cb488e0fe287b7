// Playing a sum: every move from a position, what each leaves for the
// opponent, and how long the game lasts. The pages' computer opponent, its
// hints and the review after a game all read this.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sg/analysis.hpp"
#include "sg/game.hpp"

namespace sg {

// One move of the sum, in component `component` (an index into the sum as given).
struct play_option {
    std::size_t component = 0;
    bool is_game = false;
    game_move game;           // when is_game: the move in the definition's terms
    move_detail heap;         // otherwise
    std::vector<std::string> parts;  // what the component becomes (empty: it is gone)
    std::string after;        // the whole sum after the move, as position text
    std::uint64_t nim_sum = 0;       // normal-play nim-sum after the move
    char outcome = '?';       // for the opponent, then to move: 'P' (they lose), 'N', or '?' (not known)
    std::int64_t remoteness = -1;    // of the sum left; -1 when not searched
};

struct play_analysis {
    bool misere = false;
    std::vector<std::string> components;  // each as position text
    std::vector<std::uint64_t> values;    // normal-play values
    std::uint64_t nim_sum = 0;
    char outcome = '?';                   // for the player to move
    // How the outcome is known: "sprague_grundy" (normal play), "search" (the
    // exact search below), or misère's own arguments ("bouton", "anti_sg",
    // "search", "budget" when unknown); reason says it in words.
    std::string method, reason;
    // Moves left when the winner hurries and the loser resists; -1 when the
    // sums reachable are more than the search budget.
    std::int64_t remoteness = -1;
    std::size_t searched = 0;             // sums searched
    std::vector<play_option> options;     // every move, the first max_play_options
    bool truncated = false;
    // A game whose moves loop (Smith's values): a component's value may be
    // infinite, with the numbers its options have; outcomes may be 'D' (a draw).
    bool loopy = false;
    std::vector<char> infinite;
    std::vector<std::vector<std::uint64_t>> reach;
};

inline constexpr std::size_t max_play_options = 2000;

// The sum in `text` (as analyze_game_sum reads it; ev may be null for a sum
// of heaps only). An exact search over the sums reachable (sorted, memoised,
// iterative; components without a move left out) gives every sum's outcome and
// remoteness when they number at most max_states; past that, normal play still
// has every outcome from the nim-sum, and misère play what
// analyze_game_sum_misere can decide. A sum of positions whose moves loop
// (the evaluator finds a cycle) is played on the graph of the positions
// reachable (at most max_states; each move to one position, normal play):
// method "loopy", Smith's values for the components and draws.
play_analysis analyze_play(game_evaluator* ev, std::string_view text, std::string_view default_rule, bool misere,
                           std::size_t max_states, oracle_cache* cache = nullptr);

}  // namespace sg
