// Green Hackenbush boards as components of sums (sg/position.hpp): kept once
// each by their text; a cut leaves the board of the edges still joined to the
// ground; a board is the sum of its pieces on the ground.
#include "sums/boards.hpp"

#include <algorithm>
#include <limits>

namespace sg {

component universe::board(const sg::hackenbush& b) {
    std::string text = hackenbush_text(b);
    auto [it, fresh] = boards_->by_text.try_emplace(text, std::uint32_t(boards_->all.size()));
    if (fresh) boards_->all.push_back({b, std::move(text), false, 0, false, {}, {}});
    component c;
    c.kind = component_kind::hackenbush;
    c.id = it->second;
    return c;
}

component universe::board(std::string_view text) {
    if (auto it = boards_->by_text.find(std::string(text)); it != boards_->by_text.end()) {
        component c;
        c.kind = component_kind::hackenbush;
        c.id = it->second;
        return c;
    }
    return board(parse_hackenbush(text));
}

const sg::hackenbush& universe::board_at(std::uint32_t id) const { return boards_->all.at(id).board; }
std::size_t universe::board_count() const { return boards_->all.size(); }

std::uint64_t universe::board_value(std::uint32_t id) {
    auto& e = boards_->all.at(id);
    if (!e.valued) {
        e.value = hackenbush_value(e.board);
        e.valued = true;
    }
    return e.value;
}

void universe::board_moves(const component& c, const std::function<bool(component_move&&)>& f) {
    // Boards live in a deque: adding the boards a cut leaves keeps this reference valid.
    const sg::hackenbush& from = board_at(c.id);
    if (from.edges.size() > max_hackenbush_listed)
        throw error("hackenbush.too_many_cuts",
                    "a Hackenbush board of more than " + std::to_string(max_hackenbush_listed) +
                        " edges is valued, but its cuts are not played one by one",
                    {{"max", std::to_string(max_hackenbush_listed)}});
    for (std::uint32_t e = 0; e < from.edges.size(); ++e) {
        option_work_ += double(from.edges.size());
        std::vector<std::uint32_t> left = hackenbush_remaining(from, e);
        component_move m;
        m.cut.edge = e;
        m.cut.fallen = hackenbush_fallen(from, e, left);
        if (!left.empty()) {
            component part = board(hackenbush_subgraph(from, left));
            m.value = board_value(part.id);
            m.parts.push_back(part);
        }
        if (!f(std::move(m))) return;
    }
}

namespace {

constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();

// The names of a piece's vertices: a, b, ..., z, aa, ab, ... (never "ground").
std::string letters(std::uint32_t k) {
    std::string s;
    for (; k > 0; k = (k - 1) / 26) s.insert(s.begin(), char('a' + (k - 1) % 26));
    return s;
}

// Each vertex's edges (ids ascending), loops once: list[start[v] .. start[v + 1]).
struct incidence {
    std::vector<std::uint32_t> start, list;
    incidence(std::size_t n, const std::vector<std::array<std::uint32_t, 2>>& edges) : start(n + 1, 0) {
        for (const auto& e : edges) {
            ++start[e[0] + 1];
            if (e[1] != e[0]) ++start[e[1] + 1];
        }
        for (std::size_t v = 0; v < n; ++v) start[v + 1] += start[v];
        list.resize(start[n]);
        std::vector<std::uint32_t> at(start.begin(), start.end() - 1);
        for (std::uint32_t e = 0; e < edges.size(); ++e) {
            list[at[edges[e][0]]++] = e;
            if (edges[e][1] != edges[e][0]) list[at[edges[e][1]]++] = e;
        }
    }
};

std::uint32_t other(const std::array<std::uint32_t, 2>& e, std::uint32_t v) { return e[0] == v ? e[1] : e[0]; }

// The board of some edges of h (ids ascending), its vertices numbered in order
// of first use after the ground, as hackenbush_subgraph does; `local` (an entry
// per vertex of h, each none) is left as it was found, so that each of many
// small pieces costs its own size only.
sg::hackenbush extract(const sg::hackenbush& h, const std::vector<std::uint32_t>& edges,
                       std::vector<std::uint32_t>& local) {
    sg::hackenbush out;
    out.names.push_back("ground");
    local[0] = 0;
    for (std::uint32_t e : edges) {
        std::array<std::uint32_t, 2> ends{};
        for (std::size_t k = 0; k < 2; ++k) {
            const std::uint32_t v = h.edges[e][k];
            if (local[v] == none) local[v] = std::uint32_t(out.names.size()), out.names.push_back(h.names[v]);
            ends[k] = local[v];
        }
        out.edges.push_back(ends);
    }
    for (std::uint32_t e : edges) local[h.edges[e][0]] = local[h.edges[e][1]] = none;
    local[0] = none;
    return out;
}

}  // namespace

// One piece (a board whose edges all stand on one branch at the ground, or a
// loop at the ground) as a board in its one form; where[k] is the id there of
// the piece's edge k.
std::uint32_t universe::piece_board(sg::hackenbush&& piece, std::vector<std::uint32_t>& where) {
    where.resize(piece.edges.size());
    if (piece.edges.size() > max_hackenbush_listed) {  // never cut: kept as it is
        for (std::uint32_t k = 0; k < where.size(); ++k) where[k] = k;
        return board(piece).id;
    }
    const std::size_t n = piece.names.size();
    incidence in(n, piece.edges);
    std::size_t ground_edges = 0, loops = 0;
    for (const auto& e : piece.edges) {
        loops += e[0] == e[1];
        ground_edges += (e[0] == 0) != (e[1] == 0);
    }
    sg::hackenbush out;
    out.names.push_back("ground");
    const bool tree = ground_edges == 1 && piece.edges.size() - loops == n - 1;
    if (!tree) {
        // A cycle: the vertices renamed breadth first from the ground, the
        // edges sorted. Renaming the result again gives it back.
        std::vector<std::uint32_t> label(n, none), order{0};
        label[0] = 0;
        for (std::size_t k = 0; k < order.size(); ++k)
            for (std::uint32_t j = in.start[order[k]]; j < in.start[order[k] + 1]; ++j) {
                std::uint32_t w = other(piece.edges[in.list[j]], order[k]);
                if (label[w] == none) label[w] = std::uint32_t(order.size()), order.push_back(w);
            }
        std::vector<std::array<std::uint32_t, 2>> ends;
        for (const auto& e : piece.edges)
            ends.push_back({std::min(label[e[0]], label[e[1]]), std::max(label[e[0]], label[e[1]])});
        std::vector<std::uint32_t> sorted(ends.size());
        for (std::uint32_t k = 0; k < sorted.size(); ++k) sorted[k] = k;
        std::stable_sort(sorted.begin(), sorted.end(),
                         [&](std::uint32_t a, std::uint32_t b) { return ends[a] < ends[b]; });
        for (std::uint32_t k = 0; k < sorted.size(); ++k) {
            out.edges.push_back(ends[sorted[k]]);
            where[sorted[k]] = k;
        }
        for (std::uint32_t k = 1; k < n; ++k) out.names.push_back(letters(k));
        return board(out).id;
    }
    // A tree (with loops) on one edge from the ground: each vertex's shape is
    // (its loops, its branches' shapes ascending), numbered once per universe;
    // then written depth first, branches in the order of their shapes.
    std::uint32_t root = 0, stalk = 0;
    for (std::uint32_t k = 0; k < piece.edges.size(); ++k)
        if (const auto& e = piece.edges[k]; (e[0] == 0) != (e[1] == 0)) root = e[0] ? e[0] : e[1], stalk = k;
    // Each vertex's parent, the edge down to it (up), and its loops (edge ids).
    std::vector<std::uint32_t> parent(n, none), up(n, stalk), order{root}, shape(n, 0);
    std::vector<std::vector<std::uint32_t>> own_loops(n);
    parent[root] = 0;
    for (std::size_t k = 0; k < order.size(); ++k)
        for (std::uint32_t j = in.start[order[k]]; j < in.start[order[k] + 1]; ++j) {
            std::uint32_t w = other(piece.edges[in.list[j]], order[k]);
            if (w == order[k]) own_loops[w].push_back(in.list[j]);
            else if (w != 0 && parent[w] == none) parent[w] = order[k], up[w] = in.list[j], order.push_back(w);
        }
    std::vector<std::vector<std::uint32_t>> branches(n);
    for (std::size_t k = order.size(); k-- > 0;) {
        const std::uint32_t v = order[k];
        std::vector<std::uint32_t> key{std::uint32_t(own_loops[v].size())};
        for (std::uint32_t b : branches[v]) key.push_back(shape[b]);
        std::sort(key.begin() + 1, key.end());
        shape[v] = boards_->shapes.try_emplace(std::move(key), std::uint32_t(boards_->shapes.size())).first->second;
        if (v != root) branches[parent[v]].push_back(v);
    }
    // Each edge written is the stalk of a vertex, or one of its loops.
    auto write = [&](std::uint32_t from, std::uint32_t to, std::uint32_t k) {
        where[k] = std::uint32_t(out.edges.size());
        out.edges.push_back({from, to});
    };
    write(0, 1, stalk);
    out.names.push_back(letters(1));
    // Depth first without recursion: (vertex, its name's number, branches written).
    struct frame {
        std::uint32_t v, name;
        std::size_t next;
    };
    std::vector<frame> stack{{root, 1, 0}};
    for (std::uint32_t k : own_loops[root]) write(1, 1, k);
    std::sort(branches[root].begin(), branches[root].end(),
              [&](std::uint32_t a, std::uint32_t b) { return shape[a] < shape[b]; });
    while (!stack.empty()) {
        frame& f = stack.back();
        if (f.next == branches[f.v].size()) {
            stack.pop_back();
            continue;
        }
        const std::uint32_t w = branches[f.v][f.next++], name = std::uint32_t(out.names.size());
        out.names.push_back(letters(name));
        write(f.name, name, up[w]);
        for (std::uint32_t k : own_loops[w]) write(name, name, k);
        std::sort(branches[w].begin(), branches[w].end(),
                  [&](std::uint32_t a, std::uint32_t b) { return shape[a] < shape[b]; });
        stack.push_back({w, name, 0});
    }
    return board(out).id;
}

position universe::board_pieces(const component& c) {
    auto& entry = boards_->all.at(c.id);  // a deque: adding the pieces keeps this reference valid
    if (!entry.split) {
        const sg::hackenbush& h = entry.board;
        option_work_ += double(h.edges.size()) + 1;
        // Each vertex's piece: the vertices joined to it by edges off the ground.
        incidence in(h.names.size(), h.edges);
        std::vector<std::uint32_t> piece(h.names.size(), none);
        std::vector<std::vector<std::uint32_t>> edges_of;
        for (std::uint32_t e = 0; e < h.edges.size(); ++e) {
            const std::uint32_t v = h.edges[e][0] ? h.edges[e][0] : h.edges[e][1];
            if (v == 0) {
                edges_of.push_back({e});  // a loop at the ground: a piece alone
                continue;
            }
            if (piece[v] == none) {
                const std::uint32_t id = std::uint32_t(edges_of.size());
                edges_of.emplace_back();
                std::vector<std::uint32_t> todo{v};
                piece[v] = id;
                while (!todo.empty()) {
                    const std::uint32_t x = todo.back();
                    todo.pop_back();
                    for (std::uint32_t j = in.start[x]; j < in.start[x + 1]; ++j) {
                        const std::uint32_t y = other(h.edges[in.list[j]], x);
                        if (y != 0 && piece[y] == none) piece[y] = id, todo.push_back(y);
                    }
                }
            }
            edges_of[piece[v]].push_back(e);
        }
        std::vector<std::uint32_t> ids, local(h.names.size(), none), where;
        entry.edge_place.resize(h.edges.size());
        for (std::uint32_t j = 0; j < edges_of.size(); ++j) {
            ids.push_back(piece_board(extract(h, edges_of[j], local), where));
            for (std::size_t k = 0; k < where.size(); ++k) entry.edge_place[edges_of[j][k]] = {j, where[k]};
        }
        entry.pieces = std::move(ids);
        entry.split = true;
    }
    position out;
    for (std::uint32_t id : entry.pieces) out.push_back({component_kind::hackenbush, id, {}});
    return out;
}

std::array<std::uint32_t, 2> universe::piece_edge(const component& c, std::uint32_t edge) {
    board_pieces(c);
    return boards_->all.at(c.id).edge_place.at(edge);
}

}  // namespace sg
