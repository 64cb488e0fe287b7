// Games on graphs: a token on a vertex moves along an edge. A DAG's vertices
// are labelled bottom-up with their Sprague-Grundy values; a graph with
// cycles with Smith's generalised values (sg/loopy.hpp).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "sg/error.hpp"
#include "sg/limits.hpp"

namespace sg {

struct graph_vertex {
    std::string name;
    std::vector<std::size_t> successors;  // indices, in order of first mention
    std::uint64_t sg = 0;                 // the value (0 when infinite)
    std::size_t layer = 0;                // longest path to a sink (sinks are 0); 0 in a graph with cycles
    // Graphs with cycles (parse_graph with allow_cycles): Smith's value is
    // infinity, with the numbers its successors have (ascending).
    bool infinite = false;
    std::vector<std::uint64_t> reach;
};

struct graph {
    std::vector<graph_vertex> vertices;  // in order of first mention
    std::vector<std::size_t> order;      // bottom-up labelling order (sinks first; with cycles: Smith's order)
    bool loopy = false;                  // it has a cycle (allowed by the caller)
    std::unordered_map<std::string, std::size_t> index;  // name -> position in vertices (parse_graph fills it)
    // The vertex named name, from index in expected constant time; npos when absent.
    std::size_t find(std::string_view name) const;
};

// The largest graph parse_graph accepts, so that memory stays bounded: at
// these limits it needs about 600 MB natively (some 100 bytes per vertex and
// per edge), less in WebAssembly.

// Parses one edge per line ("u v" or "u -> v"; ';' also ends a line; '#'
// starts a comment; a vertex alone on a line is isolated) and labels every
// vertex. A repeated edge counts once. A name is valid UTF-8 made of ASCII
// letters and digits, '_', '.', '-' and any non-ASCII character (words in any
// script). Time and memory are linear in the text and the graph, and nothing
// recurses on the graph's depth.
// Errors (codes "graph.*") name the line and column: a bad character, a name
// that is not valid UTF-8, more than max_graph_vertices vertices or
// max_graph_edges edges. A cycle is refused ("graph.cycle") naming its first
// max_cycle_listed vertices in order, how many more there are, and the vertex
// where it closes.
// With allow_cycles, a graph with cycles is labelled with Smith's generalised
// values instead (sg/loopy.hpp): loopy is set, and a vertex may be infinite.
graph parse_graph(std::string_view text, bool allow_cycles = false);

struct token_move {
    std::size_t token = 0;  // index in the token list
    std::string from, to;
    std::uint64_t to_value = 0;
};

struct graph_analysis {
    std::vector<std::string> tokens;
    std::vector<std::uint64_t> token_values;
    std::uint64_t nim_sum = 0;  // of the tokens on numbered vertices
    bool p_position = true;
    char outcome = 'P';  // 'P', 'N', or 'D' (a draw: only in graphs with cycles)
    std::vector<token_move> winning_moves;
    bool truncated = false;  // more than max_listed_moves: winning_moves lists the first ones
};

// The tokens (vertex indices, as a universe reads them) as a sum of games.
// Time is linear in the tokens plus the successors of the vertices they are
// on; winning moves are listed up to max_listed_moves (then truncated = true).
graph_analysis analyze_tokens(const graph& g, const std::vector<std::size_t>& tokens);

}  // namespace sg
