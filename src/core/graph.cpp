// Games on directed acyclic graphs: parsing, cycle refusal, labelling.
#include <algorithm>
#include <cctype>
#include <map>

#include "sg/analysis.hpp"

namespace sg {
namespace {

bool name_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-' ||
           (static_cast<unsigned char>(c) >= 0x80);  // UTF-8: names may be words in any script
}

struct token {
    std::string text;
    std::size_t col;
};

}  // namespace

std::size_t graph::find(std::string_view name) const {
    for (std::size_t i = 0; i < vertices.size(); ++i)
        if (vertices[i].name == name) return i;
    return std::string::npos;
}

graph parse_graph(std::string_view text) {
    graph g;
    std::map<std::string, std::size_t, std::less<>> index;
    auto vertex = [&](const std::string& name) {
        auto it = index.find(name);
        if (it != index.end()) return it->second;
        index.emplace(name, g.vertices.size());
        g.vertices.push_back({name, {}, 0, 0});
        return g.vertices.size() - 1;
    };
    std::size_t line_no = 1, pos = 0;
    while (pos <= text.size()) {
        std::size_t end = text.find_first_of("\n;", pos);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(pos, end - pos);
        if (auto hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
        auto where = [&](std::size_t col) {
            return " at line " + std::to_string(line_no) + ", column " + std::to_string(col + 1);
        };
        std::vector<token> tokens;
        for (std::size_t i = 0; i < line.size();) {
            char c = line[i];
            if (std::isspace(static_cast<unsigned char>(c)) || c == ',') { ++i; continue; }
            if (line.substr(i, 2) == "->") { i += 2; continue; }
            if (!name_char(c)) throw error(std::string("'") + c + "' cannot be part of a vertex name" + where(i));
            std::size_t s = i;
            while (i < line.size() && name_char(line[i]) && line.substr(i, 2) != "->") ++i;
            tokens.push_back({std::string(line.substr(s, i - s)), s});
        }
        if (tokens.size() > 2)
            throw error("expected one edge 'u v' or 'u -> v' (or one vertex), found " + std::to_string(tokens.size()) +
                        " names" + where(tokens[2].col));
        if (tokens.size() >= 1) {
            std::size_t u = vertex(tokens[0].text);
            if (tokens.size() == 2) {
                std::size_t v = vertex(tokens[1].text);
                auto& succ = g.vertices[u].successors;
                if (std::find(succ.begin(), succ.end(), v) == succ.end()) succ.push_back(v);
            }
        }
        if (end < text.size() && text[end] == '\n') ++line_no;
        pos = end + 1;
    }

    // Depth-first search: post-order gives the bottom-up order; a grey
    // successor closes a cycle, which the stack spells out.
    enum { white, grey, black };
    std::vector<int> colour(g.vertices.size(), white);
    std::vector<std::pair<std::size_t, std::size_t>> stack;  // vertex, next successor
    for (std::size_t root = 0; root < g.vertices.size(); ++root) {
        if (colour[root] != white) continue;
        stack.push_back({root, 0});
        colour[root] = grey;
        while (!stack.empty()) {
            auto& [v, i] = stack.back();
            auto& succ = g.vertices[v].successors;
            if (i < succ.size()) {
                std::size_t w = succ[i++];
                if (colour[w] == grey) {
                    std::string cycle;
                    auto from = std::find_if(stack.begin(), stack.end(), [&](const auto& e) { return e.first == w; });
                    for (auto it = from; it != stack.end(); ++it) cycle += g.vertices[it->first].name + " -> ";
                    throw error("the graph has a cycle: " + cycle + g.vertices[w].name +
                                " (a game must end, so moves may not loop)");
                }
                if (colour[w] == white) {
                    colour[w] = grey;
                    stack.push_back({w, 0});
                }
                continue;
            }
            // Every successor is labelled: this vertex's value is their mex.
            graph_vertex& gv = g.vertices[v];
            std::vector<std::uint64_t> seen;
            for (std::size_t w : gv.successors) {
                seen.push_back(g.vertices[w].sg);
                gv.layer = std::max(gv.layer, g.vertices[w].layer + 1);
            }
            std::sort(seen.begin(), seen.end());
            std::uint64_t mex = 0;
            for (auto x : seen) if (x == mex) ++mex;
            gv.sg = mex;
            colour[v] = black;
            g.order.push_back(v);
            stack.pop_back();
        }
    }
    return g;
}

graph_analysis analyze_tokens(const graph& g, std::string_view tokens) {
    graph_analysis a;
    std::vector<std::size_t> at;
    for (std::size_t i = 0; i < tokens.size();) {
        char c = tokens[i];
        if (std::isspace(static_cast<unsigned char>(c)) || c == ',') { ++i; continue; }
        std::size_t s = i;
        while (i < tokens.size() && tokens[i] != ',' && !std::isspace(static_cast<unsigned char>(tokens[i]))) ++i;
        std::string name(tokens.substr(s, i - s));
        std::size_t v = g.find(name);
        if (v == std::string::npos)
            throw error("there is no vertex '" + name + "' for a token, at column " + std::to_string(s + 1));
        at.push_back(v);
        a.tokens.push_back(name);
        a.token_values.push_back(g.vertices[v].sg);
        a.nim_sum ^= g.vertices[v].sg;
    }
    a.p_position = a.nim_sum == 0;
    for (std::size_t i = 0; i < at.size() && !a.p_position; ++i) {
        std::uint64_t target = g.vertices[at[i]].sg ^ a.nim_sum;
        for (std::size_t w : g.vertices[at[i]].successors)
            if (g.vertices[w].sg == target) a.winning_moves.push_back({i, a.tokens[i], g.vertices[w].name, target});
    }
    return a;
}

}  // namespace sg
