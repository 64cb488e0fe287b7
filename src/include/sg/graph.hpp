// Games on graphs: a token on a vertex moves along an edge. A DAG's vertices
// are labelled bottom-up with their Sprague-Grundy values; a graph with
// cycles with Smith's generalised values (sg/loopy.hpp).
#pragma once
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "sg/end.hpp"
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

namespace detail {

// Names to their places in a list its owner keeps (a graph's vertices, a
// board's names): open addressing over the names themselves, a slot holding
// a place + 1 (0: empty), the name's hash and, for a name of at most 7
// bytes, the name itself, so that a look-up allocates nothing, rarely reads
// the list, and a copy of the owner finds the same. name_at(i) is the i-th
// name of the list. Names that are numbers (0..n-1 or 1..n, as contest inputs
// write vertices) are found in an array by their number, as a student's
// program finds them, when the numbers are not far past the names' count.
class name_index {
public:
    template <class NameAt>
    std::size_t find(std::string_view name, NameAt name_at) const {
        std::uint32_t k = 0;
        if (number(name, k) && k < numbers_.size() && numbers_[k]) return numbers_[k] - 1;
        if (slots_.empty()) return std::string_view::npos;
        const std::uint64_t packed = pack(name);
        const std::size_t h = hash(name, packed), mask = slots_.size() - 1;
        for (std::size_t i = h & mask;; i = (i + 1) & mask) {
            const slot& s = slots_[i];
            if (!s.place) return std::string_view::npos;
            if (s.hash == check(h) && s.packed == packed && (packed || std::string_view(name_at(s.place - 1)) == name))
                return s.place - 1;
        }
    }
    // Room for about n names without growing (sized from the text's lines).
    void reserve(std::size_t n) {
        n = std::min<std::size_t>(n, std::size_t(1) << 20);  // (past it, by doubling)
        if (slots_.empty()) slots_.assign(std::max<std::size_t>(64, std::size_t(1) << bit_width(n * 4 / 3)), slot{});
    }
    // The list has just gained its name number `place` (places 0..place
    // are its names).
    template <class NameAt>
    void add(std::size_t place, NameAt name_at) {
        std::uint32_t k = 0;
        if (number(name_at(place), k) && k < 4 * place + 4096) {
            if (k >= numbers_.size()) numbers_.resize(std::max<std::size_t>(k + 1, 2 * numbers_.size()), 0);
            numbers_[k] = std::uint32_t(place + 1);
            return;
        }
        if (4 * (in_slots_ + 1) > 3 * slots_.size()) {
            slots_.assign(std::max<std::size_t>(64, 2 * slots_.size()), slot{});
            for (std::size_t i = 0; i < place; ++i)
                if (!in_numbers(name_at(i), i)) put(i, name_at(i));
        }
        put(place, name_at(place));
        ++in_slots_;
    }

private:
    struct slot {
        std::uint32_t place = 0;
        std::uint32_t hash = 0;
        std::uint64_t packed = 0;
    };
    // Bits of the hash other than the slot's (size_t is 32 bits in WebAssembly).
    static std::uint32_t check(std::size_t h) {
        return std::uint32_t((std::uint64_t(h) * 0x9E3779B97F4A7C15ULL) >> 32);
    }
    static int bit_width(std::size_t n) {
        int b = 0;
        while (n >> b) ++b;
        return b;
    }
    static std::uint64_t pack(std::string_view name) {
        if (name.size() > 7) return 0;
        std::uint64_t x = std::uint64_t(name.size()) << 56;
        for (std::size_t i = 0; i < name.size(); ++i)
            x |= std::uint64_t(static_cast<unsigned char>(name[i])) << (8 * i);
        return x;
    }
    // A short name's hash mixes its packed bytes (splitmix64's finalizer): no
    // call to the library's hash of a string.
    static std::size_t hash(std::string_view name, std::uint64_t packed) {
        if (!packed) return std::hash<std::string_view>()(name);
        packed = (packed ^ (packed >> 30)) * 0xBF58476D1CE4E5B9ULL;
        packed = (packed ^ (packed >> 27)) * 0x94D049BB133111EBULL;
        return std::size_t(packed ^ (packed >> 31));
    }
    bool in_numbers(std::string_view name, std::size_t place) const {
        std::uint32_t k = 0;
        return number(name, k) && k < numbers_.size() && numbers_[k] == place + 1;
    }
    // A number written as a number: no sign, no leading zero, at most 9 digits.
    static bool number(std::string_view name, std::uint32_t& k) {
        if (name.empty() || name.size() > 9 || (name[0] == '0' && name.size() > 1)) return false;
        k = 0;
        for (char c : name) {
            if (c < '0' || c > '9') return false;
            k = 10 * k + std::uint32_t(c - '0');
        }
        return true;
    }
    void put(std::size_t place, std::string_view name) {
        const std::uint64_t packed = pack(name);
        const std::size_t h = hash(name, packed), mask = slots_.size() - 1;
        std::size_t i = h & mask;
        while (slots_[i].place) i = (i + 1) & mask;
        slots_[i] = {std::uint32_t(place + 1), check(h), packed};
    }
    std::vector<slot> slots_;
    std::vector<std::uint32_t> numbers_;  // a number's place + 1 (0: not there, or in the slots)
    std::size_t in_slots_ = 0;            // the names in the slots
};

}  // namespace detail

struct graph {
    std::vector<graph_vertex> vertices;  // in order of first mention
    std::vector<std::size_t> order;      // bottom-up labelling order (sinks first; with cycles: Smith's order)
    bool loopy = false;                  // it has a cycle (allowed by the caller)
    // The vertex named name, in expected constant time; npos when absent.
    std::size_t find(std::string_view name) const;
    // Adds a vertex of that name (not there yet) at the end of vertices.
    std::size_t add(std::string_view name);
    detail::name_index index;
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
    game_end end;            // set by the caller that knows the game's history (end_of)
};

// The tokens (vertex indices, as a universe reads them) as a sum of games.
// Time is linear in the tokens plus the successors of the vertices they are
// on; winning moves are listed up to max_listed_moves (then truncated = true).
graph_analysis analyze_tokens(const graph& g, const std::vector<std::size_t>& tokens, bool list_moves = true);

}  // namespace sg
