// Green Hackenbush (sg/hackenbush.hpp): the board read from graph text, its
// value by the fusion and colon principles, and what each cut leaves.
#include "sg/hackenbush.hpp"
#include "sg/graph.hpp"

#include <algorithm>
#include <string>
#include <unordered_map>

#include "graphs/graph_text.hpp"
#include "sg/limits.hpp"

namespace sg {
namespace {

// Each vertex's edges (by id), in one array: vertex v's are list[start[v]] ..
// list[start[v + 1] - 1]. A loop is listed twice at its vertex.
struct incidence {
    std::vector<std::uint32_t> start, list;
    explicit incidence(const hackenbush& h) : start(h.names.size() + 1, 0), list(2 * h.edges.size()) {
        for (const auto& e : h.edges) ++start[e[0] + 1], ++start[e[1] + 1];
        for (std::size_t v = 0; v < h.names.size(); ++v) start[v + 1] += start[v];
        std::vector<std::uint32_t> at(start.begin(), start.end() - 1);
        for (std::uint32_t id = 0; id < h.edges.size(); ++id)
            list[at[h.edges[id][0]]++] = id, list[at[h.edges[id][1]]++] = id;
    }
};

std::uint32_t other(const hackenbush& h, std::uint32_t e, std::uint32_t v) {
    return h.edges[e][0] == v ? h.edges[e][1] : h.edges[e][0];
}

// The vertices joined to the ground by edges other than `skip`.
std::vector<char> joined(const hackenbush& h, const incidence& in, std::uint32_t skip) {
    std::vector<char> seen(h.names.size(), 0);
    if (h.names.empty()) return seen;
    std::vector<std::uint32_t> todo{0};
    seen[0] = 1;
    while (!todo.empty()) {
        std::uint32_t v = todo.back();
        todo.pop_back();
        for (std::uint32_t k = in.start[v]; k < in.start[v + 1]; ++k) {
            std::uint32_t e = in.list[k], w = other(h, e, v);
            if (e != skip && !seen[w]) seen[w] = 1, todo.push_back(w);
        }
    }
    return seen;
}

constexpr std::uint32_t none = 0xFFFFFFFFu;

// The edges on no cycle (bridges), by Tarjan's low points, without recursion.
// Only the part joined to the ground is walked.
std::vector<char> bridges(const hackenbush& h, const incidence& in) {
    const std::size_t n = h.names.size();
    std::vector<char> bridge(h.edges.size(), 0);
    if (!n) return bridge;
    std::vector<std::uint32_t> tin(n, none), low(n, 0);
    struct frame {
        std::uint32_t v, parent_edge, next;
    };
    std::vector<frame> stack{{0, none, in.start[0]}};
    std::uint32_t timer = 0;
    tin[0] = low[0] = timer++;
    while (!stack.empty()) {
        frame& f = stack.back();
        if (f.next < in.start[f.v + 1]) {
            std::uint32_t e = in.list[f.next++];
            if (e == f.parent_edge) continue;  // the edge just come along; a parallel edge has another id
            std::uint32_t w = other(h, e, f.v);
            if (tin[w] == none) {
                tin[w] = low[w] = timer++;
                stack.push_back({w, e, in.start[w]});
            } else {
                low[f.v] = std::min(low[f.v], tin[w]);
            }
            continue;
        }
        const frame done = f;
        stack.pop_back();
        if (stack.empty()) break;
        std::uint32_t p = stack.back().v;
        low[p] = std::min(low[p], low[done.v]);
        if (low[done.v] > tin[p]) bridge[done.parent_edge] = 1;
    }
    return bridge;
}

}  // namespace

hackenbush parse_hackenbush(std::string_view text) {
    hackenbush h;
    h.names.push_back("ground");
    const auto name_at = [&](std::size_t i) -> const std::string& { return h.names[i]; };
    detail::name_index index;
    index.reserve(std::size_t(std::count(text.begin(), text.end(), '\n')) + 2);  // about a name a line
    index.add(0, name_at);
    bool ground = false;
    struct place {
        std::size_t line, column;
    };
    std::vector<place> edge_at;                            // where each edge was written
    std::vector<std::pair<std::uint32_t, place>> singles;  // vertices alone on a line
    detail::for_each_graph_line(text, [&](const detail::graph_name* names, std::size_t count, std::size_t line) {
        auto vertex = [&](const detail::graph_name& t) {
            ground = ground || t.text == "ground";
            const std::size_t known = index.find(t.text, name_at);
            if (known != std::string_view::npos) return std::uint32_t(known);
            h.names.emplace_back(t.text);
            index.add(h.names.size() - 1, name_at);
            return std::uint32_t(h.names.size() - 1);
        };
        std::uint32_t u = vertex(names[0]);
        if (count == 1) {
            singles.push_back({u, {line, names[0].column + 1}});
            return;
        }
        if (h.edges.size() == max_hackenbush_edges)
            throw error("hackenbush.too_many_edges",
                        "a Hackenbush board may have at most " + std::to_string(max_hackenbush_edges) + " edges",
                        {{"max", std::to_string(max_hackenbush_edges)}}, names[0].column + 1, line);
        h.edges.push_back({u, vertex(names[1])});
        edge_at.push_back({line, names[0].column + 1});
    });
    if (!h.edges.empty() && !ground)
        throw error("hackenbush.no_ground",
                    "no vertex is named ground: a Hackenbush board stands on the ground (write an edge such as "
                    "'ground a')");
    // What is not joined to the ground would fall before the first move: a
    // mistake in the text, said where it was written.
    incidence in(h);
    std::vector<char> seen = joined(h, in, none);
    for (std::size_t e = 0; e < h.edges.size(); ++e) {
        if (seen[h.edges[e][0]]) continue;
        std::string name = h.names[h.edges[e][0]] + " " + h.names[h.edges[e][1]];
        throw error("hackenbush.floating", "'" + name + "' is not joined to the ground, so it would fall at once",
                    {{"name", name}}, edge_at[e].column, edge_at[e].line);
    }
    for (const auto& [v, at] : singles)
        if (!seen[v])
            throw error("hackenbush.floating",
                        "'" + h.names[v] + "' is not joined to the ground, so it would fall at once",
                        {{"name", h.names[v]}}, at.column, at.line);
    if (h.edges.empty()) h.names.resize(1);  // a lone ground: the empty board
    return h;
}

std::string hackenbush_text(const hackenbush& h) {
    std::string s;
    for (const auto& e : h.edges) s += (s.empty() ? "" : "; ") + h.names[e[0]] + " " + h.names[e[1]];
    return s;
}

namespace {

// Values from the top of the tree of fused vertices down to the ground's:
// `order` lists them from the ground up, each after its parent.
void colon(hackenbush_fusion& f, const std::vector<std::uint32_t>& order) {
    for (auto& node : f.nodes) node.value = node.loops % 2;
    for (std::size_t k = order.size(); k-- > 1;) {
        const auto& node = f.nodes[order[k]];
        f.nodes[std::size_t(node.parent)].value ^= node.value + 1;
    }
}

// A board of one edge fewer than its vertices, all joined to the ground, is a
// tree: each vertex its own fused vertex, numbered as the vertex, and every
// edge a bridge. Walks it from the ground; false (and f untouched) when the
// walk does not reach every vertex.
bool walk_tree(const hackenbush& h, const incidence& in, hackenbush_fusion& f) {
    const std::size_t n = h.names.size();
    if (h.edges.size() + 1 != n) return false;
    std::vector<hackenbush_fusion::node> nodes(n);
    std::vector<char> placed(n, 0);
    std::vector<std::uint32_t> order{0};
    order.reserve(n);
    placed[0] = 1;
    for (std::size_t k = 0; k < order.size(); ++k) {
        const std::uint32_t v = order[k];
        for (std::uint32_t j = in.start[v]; j < in.start[v + 1]; ++j) {
            const std::uint32_t e = in.list[j], w = other(h, e, v);
            if (placed[w]) continue;
            placed[w] = 1;
            nodes[w].parent = v;
            nodes[w].stalk = e;
            order.push_back(w);
        }
    }
    if (order.size() != n) return false;
    f.nodes = std::move(nodes);
    f.fused.resize(n);
    f.members.resize(n);
    for (std::uint32_t v = 0; v < n; ++v) f.fused[v] = f.members[v] = f.nodes[v].first = v, f.nodes[v].size = 1;
    colon(f, order);
    return true;
}

}  // namespace

hackenbush_fusion fuse(const hackenbush& h) {
    hackenbush_fusion f;
    const std::size_t n = h.names.size();
    if (!n) return f;
    incidence in(h);
    if (walk_tree(h, in, f)) return f;
    f.fused.assign(n, none);
    std::vector<char> seen = joined(h, in, none);
    std::vector<char> bridge = bridges(h, in);
    f.nodes.reserve(n);
    f.members.reserve(n);
    // Fused vertices: joined by edges that are on a cycle. The ground's is 0.
    std::vector<std::uint32_t> todo;
    for (std::uint32_t s = 0; s < n; ++s) {
        if (!seen[s] || f.fused[s] != none) continue;
        const std::uint32_t id = std::uint32_t(f.nodes.size());
        f.nodes.emplace_back();
        f.nodes[id].first = std::uint32_t(f.members.size());
        f.fused[s] = id;
        todo.assign(1, s);
        while (!todo.empty()) {
            std::uint32_t v = todo.back();
            todo.pop_back();
            f.members.push_back(v), ++f.nodes[id].size;
            for (std::uint32_t k = in.start[v]; k < in.start[v + 1]; ++k) {
                std::uint32_t e = in.list[k], w = other(h, e, v);
                if (!bridge[e] && f.fused[w] == none) f.fused[w] = id, todo.push_back(w);
            }
        }
    }
    for (std::uint32_t e = 0; e < h.edges.size(); ++e) {
        if (!seen[h.edges[e][0]] || bridge[e]) continue;
        ++f.nodes[f.fused[h.edges[e][0]]].loops;
        f.tree = false;
    }
    // The tree of bridges from the ground, breadth first.
    std::vector<std::uint32_t> order{0};
    std::vector<char> placed(f.nodes.size(), 0);
    placed[0] = 1;
    order.reserve(f.nodes.size());
    for (std::size_t k = 0; k < order.size(); ++k) {
        const auto& node = f.nodes[order[k]];
        for (std::uint32_t i = 0; i < node.size; ++i) {
            const std::uint32_t v = f.member(node, i);
            for (std::uint32_t j = in.start[v]; j < in.start[v + 1]; ++j) {
                std::uint32_t e = in.list[j], d = f.fused[other(h, e, v)];
                if (!bridge[e] || placed[d]) continue;
                placed[d] = 1;
                f.nodes[d].parent = order[k];
                f.nodes[d].stalk = e;
                order.push_back(d);
            }
        }
    }
    colon(f, order);
    return f;
}

std::vector<std::uint32_t> hackenbush_remaining(const hackenbush& h, std::uint32_t cut) {
    incidence in(h);
    std::vector<char> seen = joined(h, in, cut);
    std::vector<std::uint32_t> out;
    for (std::uint32_t e = 0; e < h.edges.size(); ++e)
        if (e != cut && seen[h.edges[e][0]]) out.push_back(e);
    return out;
}

std::vector<std::uint32_t> hackenbush_fallen(const hackenbush& h, std::uint32_t cut,
                                             const std::vector<std::uint32_t>& remaining) {
    std::vector<std::uint32_t> out;
    std::size_t k = 0;
    for (std::uint32_t id = 0; id < h.edges.size(); ++id) {
        if (k < remaining.size() && remaining[k] == id) ++k;
        else if (id != cut) out.push_back(id);
    }
    return out;
}

hackenbush hackenbush_subgraph(const hackenbush& h, const std::vector<std::uint32_t>& edges) {
    hackenbush out;
    out.names.push_back("ground");
    std::vector<std::uint32_t> renamed(h.names.size(), none);
    renamed[0] = 0;
    for (std::uint32_t e : edges) {
        std::array<std::uint32_t, 2> ends{};
        for (int k = 0; k < 2; ++k) {
            std::uint32_t v = h.edges[e][std::size_t(k)];
            if (renamed[v] == none) renamed[v] = std::uint32_t(out.names.size()), out.names.push_back(h.names[v]);
            ends[std::size_t(k)] = renamed[v];
        }
        out.edges.push_back(ends);
    }
    return out;
}

hackenbush_analysis analyze_hackenbush(hackenbush board) {
    hackenbush_analysis a;
    a.board = std::move(board);
    const hackenbush& h = a.board;
    a.fusion = fuse(h);
    a.cuts_listed = h.edges.size() <= max_hackenbush_listed;
    if (!a.cuts_listed) return a;
    for (std::uint32_t e = 0; e < h.edges.size(); ++e) {
        hackenbush_cut c;
        c.edge = e;
        c.remaining = hackenbush_remaining(h, e);
        c.fallen = hackenbush_fallen(h, e, c.remaining);
        hackenbush left = hackenbush_subgraph(h, c.remaining);
        c.board = hackenbush_text(left);
        c.value = hackenbush_value(left);
        a.cuts.push_back(std::move(c));
    }
    return a;
}

}  // namespace sg
