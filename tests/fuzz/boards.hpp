// Green Hackenbush in the fuzz targets (included by entries.hpp after its
// shared checks): graph text read as a board (run_graph), and boards inside
// positions (run_position), held against the game itself on small boards.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "sg/every.hpp"
#include "sg/hackenbush.hpp"

namespace sgfuzz {

// The edges of `mask` still joined to the ground through edges of `mask`.
inline unsigned board_joined(const sg::hackenbush& h, unsigned mask) {
    std::vector<char> reached(h.names.size(), 0);
    reached[0] = 1;
    for (bool grew = true; grew;) {
        grew = false;
        for (std::size_t e = 0; e < h.edges.size(); ++e) {
            if (!(mask >> e & 1)) continue;
            char a = reached[h.edges[e][0]], b = reached[h.edges[e][1]];
            if (a != b) reached[h.edges[e][0]] = reached[h.edges[e][1]] = 1, grew = true;
        }
    }
    unsigned out = 0;
    for (std::size_t e = 0; e < h.edges.size(); ++e)
        if ((mask >> e & 1) && reached[h.edges[e][0]]) out |= 1u << e;
    return out;
}

// The game itself on boards of at most 10 edges: the mex over every cut.
inline constexpr std::size_t brute_board_edges = 10;
inline std::uint64_t board_brute(const sg::hackenbush& h, unsigned mask, std::vector<int>& memo) {
    if (memo[mask] >= 0) return std::uint64_t(memo[mask]);
    std::vector<char> seen(h.edges.size() + 2, 0);
    for (std::size_t e = 0; e < h.edges.size(); ++e)
        if (mask >> e & 1) seen[board_brute(h, board_joined(h, mask & ~(1u << e)), memo)] = 1;
    int m = 0;
    while (seen[std::size_t(m)]) ++m;
    return std::uint64_t(memo[mask] = m);
}

inline std::uint64_t board_brute(const sg::hackenbush& h) {
    std::vector<int> memo(std::size_t(1) << h.edges.size(), -1);
    return board_brute(h, (1u << h.edges.size()) - 1, memo);
}

// Graph text read as a Hackenbush board: refused with a code, or valued; on
// small boards the value and every cut agree with the game itself.
inline void check_board_text(std::string_view text) {
    sg::hackenbush h;
    try {
        h = sg::parse_hackenbush(text);
    } catch (const sg::error&) {
        return;
    }
    check(!h.names.empty() && h.names[0] == "ground", "a board's vertex 0 is the ground");
    check(sg::hackenbush_text(sg::parse_hackenbush(sg::hackenbush_text(h))) == sg::hackenbush_text(h),
          "a board's text reads back to the same board");
    if (h.edges.size() > sg::max_hackenbush_listed) return;  // the parse was the point; cuts cost a pass each
    sg::hackenbush_analysis a = sg::analyze_hackenbush(h);
    check(a.cuts.size() == h.edges.size(), "every edge's cut is listed");
    const bool small = h.edges.size() <= brute_board_edges;
    if (small) check(a.fusion.value() == board_brute(h), "fusion agrees with the game itself");
    const unsigned all = small ? (1u << h.edges.size()) - 1 : 0;
    for (const auto& c : a.cuts) {
        check(c.remaining.size() + c.fallen.size() + 1 == h.edges.size(), "a cut leaves or drops every other edge");
        if (!small) continue;
        unsigned left = 0;
        for (std::uint32_t r : c.remaining) left |= 1u << r;
        check(left == board_joined(h, all & ~(1u << c.edge)), "a cut leaves exactly the edges still joined");
    }
    check_json(sg::to_json(a), "a board's JSON");
}

// Misère play of a position with boards: exact or refused for its budget; on
// small positions the outcome is the game's, played by trying every move (the
// engine's cuts, each leaving the whole board left, never its pieces), and
// every winning move listed leaves a lost sum.
inline void check_board_misere(sg::universe& u, const sg::reading& r) {
    sg::sum_analysis m = sg::analyze_misere(u, r);
    check_json(sg::to_json(u, m), "a misère sum with boards' JSON");
    check(m.status == sg::misere_status::exact || m.method == "budget", "misère play is exact or over its budget");
    if (m.status != sg::misere_status::exact) return;
    std::size_t edges = 0;
    std::uint64_t stones = 0;
    for (const auto& c : r.parts) {
        if (c.kind == sg::component_kind::hackenbush) edges += u.board_at(c.id).edges.size();
        else if (c.kind == sg::component_kind::heap) stones += c.size();
        else return;
    }
    if (r.parts.size() > 4 || edges > 8 || stones > 8) return;
    brute::oracle<sg::component> b;
    b.misere = true;
    b.moves = [&](const sg::component& c) {
        std::vector<std::vector<sg::component>> out;
        u.for_each_move(c, [&](sg::component_move&& mv) {
            out.push_back(mv.parts);
            return true;
        });
        return out;
    };
    check(m.p_position == !b.wins(r.parts), "misère outcome with boards agrees with the game itself");
    for (const auto& w : m.winning_moves)
        check(!b.wins(u.apply(r.parts, w.component, w.move)), "a misère winning cut leaves a lost sum");
}

// A position with boards: each board's value is the game's, the nim-sum
// decides, winning moves leave 0, and the Every-SG analysis holds together.
inline void check_board_position(sg::universe& u, const sg::reading& r) {
    sg::sum_analysis a = sg::analyze(u, r);
    std::uint64_t x = 0;
    for (std::size_t i = 0; i < r.parts.size(); ++i) {
        x ^= a.components[i].sg;
        if (r.parts[i].kind != sg::component_kind::hackenbush) continue;
        const sg::hackenbush& h = u.board_at(r.parts[i].id);
        if (h.edges.size() <= brute_board_edges)
            check(a.components[i].sg == board_brute(h), "a board's value in a sum is the game's");
    }
    check(a.nim_sum == x && a.p_position == (x == 0), "the nim-sum of boards and heaps decides");
    for (const auto& w : a.winning_moves)
        check(w.move.value == (a.components[w.component].sg ^ a.nim_sum), "a winning cut leaves nim-sum 0");
    check_json(sg::to_json(u, a), "a sum with boards' JSON");
    sg::every_analysis e = sg::analyze_every(u, r);
    for (const auto& c : e.components)
        check(c.steps <= e.steps && c.keep.size() <= c.keep_count, "Every-SG: the sum's count is the largest");
    check(e.outcome == (e.steps % 2 ? 'N' : 'P'), "Every-SG: odd counts win");
    check_json(sg::to_json(u, e), "an Every-SG sum's JSON");
    check_board_misere(u, r);
}

}  // namespace sgfuzz
