// Games on directed acyclic graphs: parsing, cycle refusal, labelling.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "sg/loopy.hpp"

#include "base/utf8.hpp"
#include "graphs/graph_text.hpp"
#include "sg/graph.hpp"

namespace sg {
namespace {

bool name_char(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.' ||
           c == '-' || (static_cast<unsigned char>(c) >= 0x80);  // UTF-8: names may be words in any script
}

using detail::utf8_next;

// The cycle as text, at most max_cycle_listed names long: a cycle through a
// million vertices must not become a message of megabytes.
std::string cycle_text(const graph& g, const std::vector<std::size_t>& cycle) {
    std::string text;
    std::size_t shown = std::min(cycle.size(), max_cycle_listed);
    for (std::size_t i = 0; i < shown; ++i) text += g.vertices[cycle[i]].name + " -> ";
    if (shown < cycle.size()) text += "... and " + std::to_string(cycle.size() - shown) + " more -> ";
    return text + g.vertices[cycle[0]].name;
}

}  // namespace

std::size_t graph::find(std::string_view name) const {
    return index.find(name, [&](std::size_t v) -> const std::string& { return vertices[v].name; });
}

std::size_t graph::add(std::string_view name) {
    vertices.push_back({std::string(name), {}, 0, 0, false, {}});
    index.add(vertices.size() - 1, [&](std::size_t v) -> const std::string& { return vertices[v].name; });
    return vertices.size() - 1;
}

// A Chinese keyboard types these between names: the ideographic space, the
// full-width comma and the arrow. Returns the separator's length in bytes, or 0.
static std::size_t wide_separator(std::string_view line, std::size_t i) {
    for (std::string_view sep : {"\u3000", "\uFF0C", "\u2192"})
        if (line.substr(i, sep.size()) == sep) return sep.size();
    return 0;
}

void detail::for_each_graph_line(
    std::string_view text, const std::function<void(const graph_name* names, std::size_t count, std::size_t line)>& f) {
    std::vector<graph_name> tokens;
    std::size_t line_no = 1, pos = 0, line_start = 0;  // where the line began: ';' continues its columns
    while (pos <= text.size()) {
        // The line's end, and a comment's start if any, in one pass (a
        // library call per character otherwise).
        std::size_t end = pos, hash = std::string_view::npos;
        for (; end < text.size() && text[end] != '\n' && text[end] != ';'; ++end)
            if (text[end] == '#' && hash == std::string_view::npos) hash = end;
        // From the line's start, so that columns after a ';' count from it too.
        std::string_view line = text.substr(line_start, (hash == std::string_view::npos ? end : hash) - line_start);
        const std::size_t from = pos - line_start;
        tokens.clear();
        for (std::size_t i = from; i < line.size();) {
            char c = line[i];
            if (std::isspace(static_cast<unsigned char>(c)) || c == ',') {
                ++i;
                continue;
            }
            if (line.substr(i, 2) == "->") {
                i += 2;
                continue;
            }
            if (std::size_t n = wide_separator(line, i)) {
                i += n;
                continue;
            }
            if (!name_char(c))
                throw error("graph.bad_character", std::string("'") + c + "' cannot be part of a vertex name",
                            {{"character", std::string(1, c)}}, i + 1, line_no);
            std::size_t s = i;
            // (ASCII is the usual case: an arrow or a wide separator is
            // looked for only where one can begin.)
            bool wide = false;
            for (; i < line.size() && name_char(line[i]); ++i) {
                const auto b = static_cast<unsigned char>(line[i]);
                if (b == '-' && i + 1 < line.size() && line[i + 1] == '>') break;
                if (b >= 0x80 && wide_separator(line, i)) break;
                wide = wide || b >= 0x80;
            }
            std::string_view name = line.substr(s, i - s);
            for (std::size_t k = 0; wide && k < name.size();) {
                auto [length, valid] = utf8_next(name, k);
                if (!valid) {
                    // The message names the byte in hex: it must be valid UTF-8 itself.
                    char hex[8];
                    std::snprintf(hex, sizeof hex, "0x%02X", static_cast<unsigned char>(name[k]));
                    throw error("graph.not_utf8",
                                std::string("byte ") + hex + " in a vertex name is not valid UTF-8 text",
                                {{"byte", hex}}, s + k + 1, line_no);
                }
                k += length;
            }
            tokens.push_back({name, s});
        }
        if (tokens.size() > 2)
            throw error("graph.too_many_names",
                        "expected one edge 'u v' or 'u -> v' (or one vertex), found " + std::to_string(tokens.size()) +
                            " names",
                        {{"count", std::to_string(tokens.size())}}, tokens[2].column + 1, line_no);
        if (!tokens.empty()) f(tokens.data(), tokens.size(), line_no);
        if (end < text.size() && text[end] == '\n') ++line_no, line_start = end + 1;
        pos = end + 1;
    }
}

graph parse_graph(std::string_view text, bool allow_cycles) {
    graph g;
    // Edges seen so far as (u, v) in one number, so that a repeat is found in
    // constant time however many successors u has.
    static_assert(max_graph_vertices <= 0xFFFFFFFFu, "a vertex index fits in 32 bits");
    // The edges seen from vertices of many successors, as (u, v) + 1 in one
    // number, in a table of open addressing grown as needed.
    std::vector<std::uint64_t> edges(64, 0);
    std::size_t edge_count = 0;
    std::size_t in_table = 0;
    auto fresh_edge = [&](std::uint64_t key) {
        if (4 * (in_table + 1) > 3 * edges.size()) {
            std::vector<std::uint64_t> old(2 * edges.size(), 0);
            old.swap(edges);
            for (std::uint64_t k : old)
                if (k) {
                    std::size_t i = std::size_t(k * 0x9E3779B97F4A7C15ULL >> 20) & (edges.size() - 1);
                    while (edges[i]) i = (i + 1) & (edges.size() - 1);
                    edges[i] = k;
                }
        }
        std::size_t i = std::size_t(key * 0x9E3779B97F4A7C15ULL >> 20) & (edges.size() - 1);
        for (; edges[i]; i = (i + 1) & (edges.size() - 1))
            if (edges[i] == key) return false;
        edges[i] = key;
        ++edge_count, ++in_table;
        return true;
    };
    detail::for_each_graph_line(text, [&](const detail::graph_name* tokens, std::size_t count, std::size_t line_no) {
        auto vertex = [&](const detail::graph_name& t) {
            std::size_t v = g.find(t.text);
            if (v != std::string::npos) return v;
            if (g.vertices.size() == max_graph_vertices)
                throw error("graph.too_many_vertices",
                            "a graph may have at most " + std::to_string(max_graph_vertices) + " vertices",
                            {{"max", std::to_string(max_graph_vertices)}}, t.column + 1, line_no);
            return g.add(t.text);
        };
        std::size_t u = vertex(tokens[0]);
        if (count < 2) return;
        std::size_t v = vertex(tokens[1]);
        // A vertex of few successors is checked along its own list (in the
        // cache); one of many through the table, which then holds all of its.
        auto& succ = g.vertices[u].successors;
        constexpr std::size_t few = 16;
        bool fresh = false;
        if (succ.size() < few) {
            fresh = std::find(succ.begin(), succ.end(), v) == succ.end();
            if (fresh) ++edge_count;
        } else {
            if (succ.size() == few)
                for (std::size_t w : succ) fresh_edge((std::uint64_t(u) << 32 | w) + 1), --edge_count;
            fresh = fresh_edge((std::uint64_t(u) << 32 | v) + 1);
        }
        if (fresh) {
            if (edge_count > max_graph_edges)
                throw error("graph.too_many_edges",
                            "a graph may have at most " + std::to_string(max_graph_edges) + " edges",
                            {{"max", std::to_string(max_graph_edges)}}, tokens[0].column + 1, line_no);
            succ.push_back(v);
        }
    });

    // Depth-first search with an explicit stack, so that a long path cannot
    // overflow the call stack: post-order gives the bottom-up order; a grey
    // successor closes a cycle, which the stack spells out.
    enum { white, grey, black };
    std::vector<char> colour(g.vertices.size(), white);
    std::vector<std::pair<std::size_t, std::size_t>> stack;  // vertex, next successor
    std::vector<char> seen;                                  // the successors' values, for the mex
    for (std::size_t root = 0; root < g.vertices.size(); ++root) {
        if (colour[root] != white) continue;
        stack.push_back({root, 0});
        colour[root] = grey;
        while (!stack.empty()) {
            auto& [v, i] = stack.back();
            auto& succ = g.vertices[v].successors;
            if (i < succ.size()) {
                std::size_t w = succ[i++];
                if (colour[w] == grey && allow_cycles) {
                    g.loopy = true;
                    continue;
                }
                if (colour[w] == grey) {
                    std::vector<std::size_t> cycle;
                    auto from = std::find_if(stack.begin(), stack.end(), [&](const auto& e) { return e.first == w; });
                    for (auto it = from; it != stack.end(); ++it) cycle.push_back(it->first);
                    std::string listed = cycle_text(g, cycle);
                    error e("graph.cycle",
                            "the graph has a cycle: " + listed + " (a game must end, so moves may not loop)",
                            {{"cycle", listed}, {"length", std::to_string(cycle.size())}});
                    for (std::size_t k = 0; k < cycle.size() && k < max_cycle_listed; ++k)
                        e.items.push_back(g.vertices[cycle[k]].name);
                    throw e;
                }
                if (colour[w] == white) {
                    colour[w] = grey;
                    stack.push_back({w, 0});
                }
                continue;
            }
            // Every successor is labelled: this vertex's value is their mex,
            // which is at most their number, so larger values need no slot.
            graph_vertex& gv = g.vertices[v];
            seen.assign(gv.successors.size() + 1, false);
            for (std::size_t w : gv.successors) {
                if (g.vertices[w].sg < seen.size()) seen[g.vertices[w].sg] = true;
                gv.layer = std::max(gv.layer, g.vertices[w].layer + 1);
            }
            gv.sg = std::find(seen.begin(), seen.end(), false) - seen.begin();
            colour[v] = black;
            g.order.push_back(v);
            stack.pop_back();
        }
    }
    if (g.loopy) {
        loopy_labels l = label_loopy(g);
        std::vector<std::size_t> order(g.vertices.size());
        for (std::size_t v = 0; v < g.vertices.size(); ++v) {
            graph_vertex& gv = g.vertices[v];
            gv.infinite = l.infinite[v];
            gv.sg = l.infinite[v] ? 0 : l.value[v];
            gv.reach = std::move(l.reach[v]);
            gv.layer = 0;
            order[l.counter[v]] = v;
        }
        g.order = std::move(order);
    }
    return g;
}

namespace {

// Tokens on a graph with cycles: numbered tokens add as Nim heaps; one
// infinite token with set K wins exactly when the others' XOR x is in K (move
// it to a successor numbered x); two or more infinite tokens draw. A winning
// move to a number must also keep the win from looping: a move to a P-vertex
// (value 0) of a smaller counter when there is one; the listed moves are every
// move to the value that wins, as in the acyclic case.
graph_analysis loopy_tokens(const graph& g, const std::vector<std::size_t>& at, graph_analysis a) {
    std::size_t infinite = 0, which = 0;
    std::uint64_t x = 0;
    for (std::size_t i = 0; i < at.size(); ++i) {
        if (g.vertices[at[i]].infinite) {
            ++infinite;
            which = i;
        } else {
            x ^= g.vertices[at[i]].sg;
        }
    }
    a.nim_sum = x;
    auto add = [&](std::size_t i, std::size_t w, std::uint64_t value) {
        if (a.winning_moves.size() == max_listed_moves) {
            a.truncated = true;
            return false;
        }
        a.winning_moves.push_back({i, a.tokens[i], g.vertices[w].name, value});
        return true;
    };
    if (infinite >= 2) {
        a.outcome = 'D';
    } else if (infinite == 1) {
        const auto& k = g.vertices[at[which]].reach;
        a.outcome = std::binary_search(k.begin(), k.end(), x) ? 'N' : 'D';
        if (a.outcome == 'N')
            for (std::size_t w : g.vertices[at[which]].successors)
                if (!g.vertices[w].infinite && g.vertices[w].sg == x && !add(which, w, x)) break;
    } else {
        a.outcome = x ? 'N' : 'P';
        for (std::size_t i = 0; i < at.size() && x && !a.truncated; ++i) {
            std::uint64_t target = g.vertices[at[i]].sg ^ x;
            for (std::size_t w : g.vertices[at[i]].successors)
                if (!g.vertices[w].infinite && g.vertices[w].sg == target && !add(i, w, target)) break;
        }
    }
    a.p_position = a.outcome == 'P';
    return a;
}

}  // namespace

graph_analysis analyze_tokens(const graph& g, const std::vector<std::size_t>& at, bool list_moves) {
    graph_analysis a;
    a.tokens.reserve(at.size());
    a.token_values.reserve(at.size());
    for (std::size_t v : at) {
        a.tokens.push_back(g.vertices[v].name);
        a.token_values.push_back(g.vertices[v].sg);
        a.nim_sum ^= g.vertices[v].sg;
    }
    a.p_position = a.nim_sum == 0;
    a.outcome = a.p_position ? 'P' : 'N';
    if (g.loopy) return loopy_tokens(g, at, std::move(a));
    if (!list_moves) return a;
    // Tokens on one vertex have the same winning moves: each vertex's
    // successors are scanned once, however many tokens stand on it.
    std::unordered_map<std::size_t, std::vector<std::size_t>> moves_from;
    for (std::size_t i = 0; i < at.size() && !a.p_position; ++i) {
        std::uint64_t target = g.vertices[at[i]].sg ^ a.nim_sum;
        auto [it, fresh] = moves_from.try_emplace(at[i]);
        if (fresh)
            for (std::size_t w : g.vertices[at[i]].successors)
                if (g.vertices[w].sg == target) it->second.push_back(w);
        for (std::size_t w : it->second) {
            if (a.winning_moves.size() == max_listed_moves) {
                a.truncated = true;
                return a;
            }
            a.winning_moves.push_back({i, a.tokens[i], g.vertices[w].name, target});
        }
    }
    return a;
}

}  // namespace sg
