// Playing a sum: every move from a position, what each leaves for the
// opponent, and how long the game lasts. The pages' computer opponent, its
// hints and the review after a game all read this, for heaps, game positions
// and graph tokens alike.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "sg/analysis.hpp"
#include "sg/end.hpp"
#include "sg/position.hpp"

namespace sg {

// One move of the sum: the component it is made in (an index into the sum as
// given) and the move, with what it leaves for the opponent.
struct play_option {
    std::size_t component = 0;
    component_move move;
    std::uint64_t nim_sum = 0;  // normal-play nim-sum after the move
    char outcome = '?';         // for the opponent, then to move: 'P' (they lose), 'N', 'D' (a draw), '?' (not known)
    std::int64_t remoteness = -1;  // of the sum left; -1 when not searched (or a draw)
};

struct play_analysis {
    bool misere = false;
    position parts;                     // the sum as given
    std::vector<std::uint64_t> values;  // normal-play values
    std::uint64_t nim_sum = 0;
    char outcome = '?';  // for the player to move
    // How the outcome is known: "sprague_grundy" (normal play), "search" (the
    // exact search below), misère's own arguments ("bouton", "anti_sg",
    // "budget" when unknown), or "loopy" (a game whose moves loop: Smith's
    // values, draws); reason says it as data (reason.hpp).
    std::string method;
    sg::reason reason;
    // Moves left when the winner hurries and the loser resists; -1 when the
    // sums reachable are more than the search budget, or for a draw.
    std::int64_t remoteness = -1;
    std::size_t searched = 0;          // sums searched
    std::vector<play_option> options;  // every move, the first max_play_options
    bool truncated = false;
    // A game whose moves loop (Smith's values): a component's value may be
    // infinite, with the numbers its options have; outcomes may be 'D'.
    bool loopy = false;
    std::vector<char> infinite;
    std::vector<std::vector<std::uint64_t>> reach;
    // Set by the caller that knows the game's history (end_of); goes_on otherwise.
    game_end end;
};

// The sum p in play. The one sum search finds every sum's outcome and
// remoteness when at most max_sums are reachable (and the sum has at most the
// universe's play_components components, when that budget is set); past that,
// normal play still has every outcome from the nim-sum, and misère play what
// analyze_misere decides. A sum with components whose moves loop (a game
// position whose evaluation meets a cycle, a token on a graph with cycles) is
// searched with draws: Smith's values for its components (game positions: on
// the graph of the positions reachable, at most max_sums, each move to one
// position), and the search must finish ("graph.play_too_large" otherwise);
// so must the search of tokens on any graph.
play_analysis analyze_play(universe& u, const position& p, bool misere, std::size_t max_sums);

// What `analyze` answers for any sum, the sg command and the pages alike:
// its values, nim-sum and winning moves (analyze, or analyze_misere); or,
// when a game position's moves loop (no Grundy value: "game.cycle"), the sum
// in play with draws (analyze_play within max_sums sums: Smith's values,
// outcomes and remoteness).
struct sum_answer {
    bool loops = false;
    sum_analysis values;  // unless loops
    play_analysis play;   // when loops
};
sum_answer analyze_any(universe& u, const reading& r, bool misere, const analyze_options& opt, std::size_t max_sums);

// The same analysis in slices, for a page that must never block for long. The
// constructor reads the sum and lists its moves (the values of the parts and
// the moves, bounded by the budgets of the universe and max_play_options);
// step(work) goes on with the exact search for about `work` more units of its
// budget (components copied and moves looked at: on the order of 10^4 per
// millisecond natively); once the search is over, one more step finishes the
// analysis (the outcome of each move, by misère analyses where the search did
// not decide) and returns true, and take() hands it over. Refusals come from the constructor or from the
// step that meets them. The universe must outlive the job.
class play_job {
public:
    play_job(universe& u, const position& p, bool misere, std::size_t max_sums);
    ~play_job();
    play_job(const play_job&) = delete;
    play_job& operator=(const play_job&) = delete;

    bool step(double work);
    bool done() const;
    double progress() const;       // 0 to 1 (an upper bound on what is left: the search often ends sooner)
    std::size_t computed() const;  // sums searched so far
    play_analysis take();

private:
    struct state;
    std::unique_ptr<state> s_;
};

}  // namespace sg
