// Green Hackenbush: a board of edges, some on the ground. A move cuts one
// edge; every edge no longer joined to the ground (through edges that remain)
// falls off; the player who cannot cut loses.
//
// The value of any board (Berlekamp, Conway and Guy, Winning Ways, ch. 7):
//  - the fusion principle: the vertices of a cycle can be fused into one
//    vertex without changing the value (a cycle through the ground fuses into
//    the ground); the cycle's edges become loops, and a loop counts as an
//    edge of length one. Fusing every cycle leaves a tree of the edges that
//    are on no cycle (the bridges), with loops at its vertices;
//  - the colon principle: a vertex's branches add by XOR, and a branch made
//    of one edge with a tree of value v above it is worth v + 1.
// So each fused vertex is worth (its loops mod 2) XOR (v + 1 for each branch
// above it), and the board is worth its ground's.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sg/error.hpp"

namespace sg {

struct hackenbush {
    std::vector<std::string> names;                   // the vertices; names[0] is "ground"
    std::vector<std::array<std::uint32_t, 2>> edges;  // each edge's ends, by id (the order written)
};

// The graph text the engine reads for graphs (one edge "u v" or "u -> v" per
// line, ';' also ends a line, '#' starts a comment), undirected, with the
// vertex named ground as the ground. An edge written twice is two edges; "u u"
// is a loop. A vertex alone on a line is allowed only when it joins the rest.
// The empty text is the empty board. Errors name the line and column:
// graph.* (the text), hackenbush.no_ground (edges but no vertex "ground"),
// hackenbush.floating (an edge or vertex not joined to the ground: it would
// fall at once), hackenbush.too_many_edges (past max_hackenbush_edges).
// Time and memory are linear in the text.
hackenbush parse_hackenbush(std::string_view text);

// The board as text, one edge per ';': "ground a; a b; a c" (parses back to
// the same edges in the same order).
std::string hackenbush_text(const hackenbush& h);

// How the value was found: the tree of bridges left once every cycle is
// fused, each fused vertex with its loops and the value of what stands on it.
struct hackenbush_fusion {
    std::vector<std::uint32_t> fused;    // each vertex's fused vertex (0 is the ground's)
    std::vector<std::uint32_t> members;  // the vertices, each fused vertex's together
    struct node {
        std::uint32_t first = 0, size = 0;  // the vertices fused into it: members[first .. first + size)
        std::uint64_t loops = 0;            // edges on a cycle within it (each counts as one loop)
        std::int64_t parent = -1;           // the fused vertex below it (-1: the ground's)
        std::int64_t stalk = -1;            // the edge (a bridge) down to its parent
        std::uint64_t value = 0;            // what stands on it: (loops mod 2) XOR (branch + 1) ...
    };
    std::vector<node> nodes;
    bool tree = true;  // no cycle at all: the colon principle alone
    std::uint64_t value() const { return nodes.empty() ? 0 : nodes[0].value; }
    std::uint32_t member(const node& n, std::size_t i) const { return members[n.first + i]; }
};

// The value by fusion and the colon principle: O(vertices + edges), without
// recursion (a path of a million edges needs no call stack).
hackenbush_fusion fuse(const hackenbush& h);
inline std::uint64_t hackenbush_value(const hackenbush& h) { return fuse(h).value(); }

// The edges that remain after cutting edge `cut`: those still joined to the
// ground, ascending by id. O(vertices + edges).
std::vector<std::uint32_t> hackenbush_remaining(const hackenbush& h, std::uint32_t cut);

// The edges that fall with a cut: neither the edge cut nor remaining (ascending).
std::vector<std::uint32_t> hackenbush_fallen(const hackenbush& h, std::uint32_t cut,
                                             const std::vector<std::uint32_t>& remaining);

// The board made of the given edges (ids ascending), vertices renamed in order
// of first use after the ground.
hackenbush hackenbush_subgraph(const hackenbush& h, const std::vector<std::uint32_t>& edges);

// A board as a page plays it: its value, how it was found, and for each edge
// what cutting it leaves (the remaining edges' ids in the board's numbering,
// and their value) when the board has at most max_hackenbush_listed edges
// (cuts_listed false past that: each cut costs a pass over the board).
struct hackenbush_cut {
    std::uint32_t edge = 0;
    std::vector<std::uint32_t> remaining;  // ids, ascending: edge i of the remaining board is remaining[i]
    std::vector<std::uint32_t> fallen;     // what falls with the cut
    std::string board;                     // the remaining board's text
    std::uint64_t value = 0;
};

struct hackenbush_analysis {
    hackenbush board;
    hackenbush_fusion fusion;
    bool cuts_listed = true;
    std::vector<hackenbush_cut> cuts;
};

hackenbush_analysis analyze_hackenbush(hackenbush h);

}  // namespace sg
