// Derivations of single values, sums of heap games, and games on graphs.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
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
    // reached holds every value an option reaches (always when not truncated;
    // when truncated, only if a proved period let the engine find them all).
    bool reached_complete = true;
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
    bool moves_listed = true;  // false when the caller asked for values only
    // The first max_listed_winning_moves winning moves, by component, then in
    // for_each_move order.
    std::vector<winning_move> winning_moves;
    // How many winning moves there are: exact unless truncated, then the number found.
    std::uint64_t winning_move_count = 0;
    bool truncated = false;  // a search stopped before every move was looked at
};

struct heap_spec {
    rule r;
    std::uint64_t heap = 0;
    std::size_t column = 0;  // where the component starts in the text (1-based; 0 when not parsed)
};

struct analyze_options {
    bool list_moves = true;  // false: values and outcome only, no move search at all
};

inline constexpr std::size_t max_listed_winning_moves = 100;
// The most options searched one by one from one heap whose value came from a
// table (so the search costs less than answering did).
inline constexpr std::uint64_t max_options_searched = 2000000;
// The most splits probed one by one from one heap whose value came from a
// closed form (Lasker's Nim): answering cost O(1), so listing stays small.
inline constexpr std::uint64_t max_splits_probed = 64;

// Values of several rules, each learned once: one cache serves a batch of
// positions (the CLI's standard input, a page's session).
class oracle_cache {
public:
    value_oracle& operator()(const rule& r);
    std::size_t size() const { return by_text_.size(); }
    void clear() { by_text_.clear(); }

private:
    std::map<std::string, std::unique_ptr<value_oracle>> by_text_;
};

// Each component's value, the nim-sum, the outcome and the winning moves.
// Finding the moves from a heap costs about what its value cost: closed forms
// and proved periods are inverted (moves counted exactly, listed up to
// max_listed_winning_moves); other searches stop at max_options_searched
// (max_splits_probed for Lasker's splits) and set truncated.
sum_analysis analyze(const std::vector<heap_spec>& position, const analyze_options& opt = {},
                     oracle_cache* cache = nullptr);

// Parses "RULE:HEAP" components separated by spaces, or bare heaps with
// default_rule (empty: none), separated by spaces or, when no component names
// a rule, commas ("3,4,5"). Errors name the column. A position has at most
// max_components components, whose rules hold at most max_position_rule_size
// amounts and code digits together (each component keeps its own rule).
std::vector<heap_spec> parse_position(std::string_view text, std::string_view default_rule);
inline constexpr std::size_t max_components = 100000;
inline constexpr std::uint64_t max_position_rule_size = 4000000;

// ---- Games on a directed acyclic graph ----------------------------------------

struct graph_vertex {
    std::string name;
    std::vector<std::size_t> successors;  // indices, in order of first mention
    std::uint64_t sg = 0;   // the value (0 when infinite)
    std::size_t layer = 0;  // longest path to a sink (sinks are 0); 0 in a graph with cycles
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
inline constexpr std::size_t max_graph_vertices = 2000000;
inline constexpr std::size_t max_graph_edges = 4000000;  // distinct edges; repeats are free

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
inline constexpr std::size_t max_cycle_listed = 20;

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
    char outcome = 'P';         // 'P', 'N', or 'D' (a draw: only in graphs with cycles)
    std::vector<token_move> winning_moves;
    bool truncated = false;  // more than max_listed_moves: winning_moves lists the first ones
};

// The tokens as a sum of games; tokens name vertices (comma or space
// separated), at most max_tokens of them, else an error naming the column.
// Time is linear in the tokens plus the successors of the vertices they are
// on; winning moves are listed up to max_listed_moves (then truncated = true).
graph_analysis analyze_tokens(const graph& g, std::string_view tokens);
inline constexpr std::size_t max_tokens = 100000;

// ---- Misère play --------------------------------------------------------------

enum class misere_status { exact, unavailable };

struct misere_analysis {
    misere_status status = misere_status::exact;
    bool p_position = false;             // the player to move loses (last mover loses)
    std::vector<winning_move> winning_moves;  // at most max_listed_winning_moves
    bool truncated = false;              // the budget ran out while listing: more may exist
    std::string reason;                  // how it was decided, or why it is unavailable
    // The argument: "bouton" (misère Nim), "anti_sg" (the Anti-SG rule, its
    // condition verified), "search" (exact search), or "budget" (unavailable:
    // the search would pass its budget).
    std::string method;
};

// Misère outcome of a sum (the player who cannot move wins), by the first of:
//  - Bouton's rule, when every heap is Nim;
//  - the Anti-SG rule (the player to move wins exactly when some value is 2
//    or more and the nim-sum is not 0, or every value is at most 1 and the
//    nim-sum is 0), when its condition is verified for every size up to each
//    rule's largest heap: no move leaves two or more heaps that can still
//    move, and every heap of value 0 that has a move can move to value 1.
//    The check costs at most max_misere_work moves looked at (then the next
//    argument decides), plus the values up to the largest heap (from cache
//    when given);
//  - memoised search (iterative, no recursion) within a budget of
//    max_misere_states positions and max_misere_work heap entries copied,
//    about a second natively; past it, status unavailable.
// Listing winning moves has a budget of max_misere_work steps of its own.
misere_analysis analyze_misere(const std::vector<heap_spec>& position, oracle_cache* cache = nullptr);
inline constexpr std::size_t max_misere_states = 200000;
inline constexpr std::uint64_t max_misere_work = 10000000;

namespace detail {
enum class anti_sg_check { holds, fails, too_long };
// Whether every heap of r from 0 to upto meets the Anti-SG condition: no
// move leaves two or more heaps that have a move (a heap without moves is the
// empty game), and every heap of value 0 that has a move can move to value 1.
// Adds the moves looked at to work; too_long (nothing decided) once work
// would pass max_misere_work. g(upto) may throw as the oracle does.
anti_sg_check check_anti_sg(const rule& r, std::uint64_t upto, value_oracle& g, std::uint64_t& work);
}  // namespace detail

}  // namespace sg
