// Games on graphs with cycles (loopy games): Smith's generalised
// Sprague-Grundy values. A vertex's value is a number, or infinity with the
// set of numbers its successors have. A single token loses (P) on value 0,
// wins (N) on another number or on an infinity whose set holds 0, and is a
// draw (D) otherwise. A sum of tokens: all numbers, their XOR as usual; one
// infinity with set K and the rest XOR x, a win exactly when x is in K (else
// a draw); two or more infinities, a draw.
#pragma once
#include <cstdint>
#include <vector>

#include "sg/analysis.hpp"

namespace sg {

struct loopy_labels {
    std::vector<std::uint64_t> value;               // the number, when not infinite
    std::vector<char> infinite;                     // labelled infinity
    std::vector<std::vector<std::uint64_t>> reach;  // an infinity's set, ascending
    std::vector<std::uint64_t> counter;             // the order of labelling
};

// Labels every vertex of g (its successors; cycles allowed). Costs one pass
// over the graph per value, O((V + E) * rounds); refused ("graph.too_much_work")
// past max_work steps.
loopy_labels label_loopy(const graph& g, double max_work = 2e9);

// 'P', 'N' or 'D' for tokens on these vertices (indices into g.vertices).
char loopy_outcome(const loopy_labels& l, const std::vector<std::size_t>& tokens);

// ---- Playing tokens: exact outcomes with remoteness ----------------------------

// One move of a token, with what it leaves for the opponent: their outcome
// ('P' they lose, 'N' they win, 'D' a draw) and the remoteness of that.
struct token_play_move {
    std::size_t token = 0;   // the first token on `from` (tokens on one vertex move alike)
    std::size_t from = 0, to = 0;  // vertex indices
    char outcome = 'P';
    std::uint64_t remoteness = 0;
};

// The position's outcome for the player to move and its remoteness: how many
// moves the game lasts when the winner wins as fast as it can and the loser
// resists as long as it can (0 for a position without moves; 0 for a draw,
// which never ends). `moves` holds every distinct move from the position.
struct token_play {
    char outcome = 'P';
    std::uint64_t remoteness = 0;
    std::vector<token_play_move> moves;
    std::size_t states = 0;  // sums searched
};

// Retrograde analysis of the sums reachable from these tokens (graphs with or
// without cycles): a sum without moves is lost (P); a sum with a move to a lost
// sum is won (N); a sum whose moves all reach won sums is lost; the rest are
// draws. Refused ("graph.play_too_large") past max_states sums or max_edges
// moves between them. A player who moves to the P-successor of least
// remoteness wins in at most `remoteness` moves, so a winning computer cannot
// be led round a cycle.
token_play play_tokens(const graph& g, const std::vector<std::size_t>& tokens, std::size_t max_states = 200000,
                       std::size_t max_edges = 4000000);

}  // namespace sg
