// Derivations of single values, sums of heap games, and games on graphs.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sg/rule.hpp"
#include "sg/table.hpp"

namespace sg {

// ---- Derivation of g(x) ------------------------------------------------------

struct move_detail {
    std::uint64_t taken = 0;
    std::vector<std::uint64_t> leaves;        // heaps left (empty when the heap is emptied)
    std::vector<std::uint64_t> leave_values;  // g of each heap left
    std::uint64_t value = 0;                  // XOR of leave_values
    std::string text;                         // "take 2 and leave heaps of 1 and 4"
};

struct derivation {
    std::string rule;
    std::uint64_t heap = 0;
    std::vector<move_detail> moves;
    std::vector<std::uint64_t> reached;  // the distinct values reached, ascending
    std::uint64_t mex = 0;               // = g(heap)
    std::uint64_t total_moves = 0;
    bool truncated = false;              // more than max_listed_moves: moves lists the first ones
};

inline constexpr std::size_t max_listed_moves = 10000;

// Every move from heap x, what it leaves and the values, and the mex.
// Listing stops after max_listed_moves (truncated = true); mex is exact.
derivation explain(const rule& r, std::uint64_t x);
// The same with a caller's oracle, so that stepping through a long table
// reuses the values it already knows.
derivation explain(const rule& r, std::uint64_t x, value_oracle& g);

// ---- Sums of heap games ------------------------------------------------------

struct component {
    std::string rule;  // canonical rule text
    std::uint64_t heap = 0;
    std::uint64_t sg = 0;
};

struct winning_move {
    std::size_t component = 0;  // 0-based index
    std::uint64_t from_heap = 0;
    move_detail move;             // move.value is the component's new value
};

struct sum_analysis {
    std::vector<component> components;
    std::uint64_t nim_sum = 0;
    bool p_position = true;  // the player to move loses
    std::vector<winning_move> winning_moves;
    bool truncated = false;  // a huge heap: winning moves beyond the search limit omitted
};

struct heap_spec {
    rule r;
    std::uint64_t heap = 0;
};

// Each component's value, the nim-sum, the outcome and every winning move.
// For a heap with more than max_options_searched moves the search stops there
// (truncated = true).
sum_analysis analyze(const std::vector<heap_spec>& position);
inline constexpr std::uint64_t max_options_searched = 2000000;

// Parses "RULE:HEAP" components separated by spaces, or bare heaps with
// default_rule (empty: none). Errors name the column.
std::vector<heap_spec> parse_position(std::string_view text, std::string_view default_rule);

// ---- Games on a directed acyclic graph ----------------------------------------

struct graph_vertex {
    std::string name;
    std::vector<std::size_t> successors;  // indices, in order of first mention
    std::uint64_t sg = 0;
    std::size_t layer = 0;  // longest path to a sink (sinks are 0)
};

struct graph {
    std::vector<graph_vertex> vertices;  // in order of first mention
    std::vector<std::size_t> order;      // bottom-up labelling order (sinks first)
    std::size_t find(std::string_view name) const;  // npos when absent
};

// Parses one edge per line ("u v" or "u -> v"; ';' also ends a line; '#'
// starts a comment; a vertex alone on a line is isolated) and labels every
// vertex. A cycle is refused with an error naming its vertices in order.
graph parse_graph(std::string_view text);

struct token_move {
    std::size_t token = 0;  // index in the token list
    std::string from, to;
    std::uint64_t to_value = 0;
};

struct graph_analysis {
    std::vector<std::string> tokens;
    std::vector<std::uint64_t> token_values;
    std::uint64_t nim_sum = 0;
    bool p_position = true;
    std::vector<token_move> winning_moves;
};

// The tokens as a sum of games; tokens name vertices (comma or space separated).
graph_analysis analyze_tokens(const graph& g, std::string_view tokens);

// ---- Misère play --------------------------------------------------------------

enum class misere_status { exact, unavailable };

struct misere_analysis {
    misere_status status = misere_status::exact;
    bool p_position = false;             // the player to move loses (last mover loses)
    std::vector<winning_move> winning_moves;
    std::string reason;                  // how it was decided, or why it is unavailable
};

// Misère outcome of a sum (the player who cannot move wins). Exact for Nim by
// Bouton's rule; otherwise by memoised search when the position is small
// (at most max_misere_states positions), else status unavailable.
misere_analysis analyze_misere(const std::vector<heap_spec>& position);
inline constexpr std::size_t max_misere_states = 200000;

}  // namespace sg
