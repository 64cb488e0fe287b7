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

#include "sg/graph.hpp"

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
loopy_labels label_loopy(const graph& g, double max_work = loopy_label_work);

// 'P', 'N' or 'D' for tokens on these vertices (indices into g.vertices).
char loopy_outcome(const loopy_labels& l, const std::vector<std::size_t>& tokens);

}  // namespace sg
