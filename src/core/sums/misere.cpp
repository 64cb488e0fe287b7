// Sums in misère play (the player who cannot move wins): Bouton's rule for
// Nim, the Anti-SG rule when its condition holds, else the one sum search.
#include <set>
#include <unordered_map>

#include "sg/analysis.hpp"
#include "sg/steps.hpp"
#include "sums/anti_sg.hpp"
#include "sums/search.hpp"

namespace sg {
namespace {

// P-positions of misère Nim and of the Anti-SG rule: some value >= 2 and
// nim-sum 0, or all values <= 1 and an odd number of 1s (nim-sum 1).
bool lost(std::uint64_t bigs, std::uint64_t nim_sum) { return bigs ? nim_sum == 0 : nim_sum == 1; }

std::uint64_t count_big(const sum_analysis& a) {
    std::uint64_t big = 0;
    for (const auto& c : a.components) big += c.sg >= 2;
    return big;
}

// The values of 2 or more that a component counts for the Anti-SG rule: a
// board is the sum of its pieces, so it counts theirs; a game its own value.
std::uint64_t bigs(universe& u, const component& c, std::uint64_t value) {
    if (c.kind != component_kind::hackenbush) return value >= 2;
    std::uint64_t n = 0;
    for (const auto& piece : u.board_pieces(c)) n += u.value(piece) >= 2;
    return n;
}

void list(sum_analysis& a, std::size_t i, component_move&& m) {
    ++a.winning_move_count;
    if (a.winning_moves.size() < max_listed_winning_moves) a.winning_moves.push_back({i, std::move(m)});
}

bool all_nim(universe& u, const position& p) {
    for (const auto& c : p)
        if (c.kind != component_kind::heap || !u.rule_at(c.id).is_nim()) return false;
    return true;
}

// Misère Nim (Bouton). A winning move leaves nim-sum 0 with a heap of 2 or
// more, or leaves only heaps of 0 and 1, an odd number of 1s: each heap's new
// size is h ^ x, 0 or 1.
void bouton(universe& u, sum_analysis& a, bool list_moves) {
    const std::uint64_t x = a.nim_sum, big = count_big(a);
    std::uint64_t ones = 0;
    for (const auto& c : a.components) ones += c.sg == 1;
    a.p_position = big ? x == 0 : ones % 2 == 1;
    a.method = "bouton";
    a.misere_big = big > 0;
    a.reason =
        "misère Nim (Bouton): play as in normal Nim while a heap of 2 or more remains, then leave an odd number of "
        "1-heaps";
    if (a.p_position || !list_moves) return;
    for (std::size_t i = 0; i < a.components.size(); ++i) {
        const std::uint64_t h = a.components[i].sg;
        for (std::uint64_t left : std::set<std::uint64_t>{h ^ x, 0, 1}) {
            if (left >= h) continue;
            std::uint64_t nbig = big - (h >= 2) + (left >= 2), nones = ones - (h == 1) + (left == 1);
            if (!(nbig ? (x ^ h ^ left) == 0 : nones % 2 == 1)) continue;
            std::uint64_t count = 0;
            bool truncated = false;
            for (auto& m : u.moves_to_value(a.components[i].part, left, 1, &count, &truncated))
                list(a, i, std::move(m));
        }
    }
}

// The Anti-SG rule, when its condition holds for every component.
bool anti_sg(universe& u, const position& p, sum_analysis& a, bool list_moves) {
    detail::anti_sg_result check = detail::anti_sg_condition(u, p);
    if (!check.holds) return false;
    const bool heaps_only =
        std::all_of(p.begin(), p.end(), [](const component& c) { return c.kind == component_kind::heap; });
    const bool boards =
        std::any_of(p.begin(), p.end(), [](const component& c) { return c.kind == component_kind::hackenbush; });
    const std::uint64_t x = a.nim_sum;
    std::vector<std::uint64_t> big_of;  // each component's values >= 2
    std::uint64_t big = 0;
    for (const auto& c : a.components) big += big_of.emplace_back(bigs(u, c.part, c.sg));
    a.p_position = lost(big, x);
    a.method = "anti_sg";
    a.misere_big = big > 0;
    const std::string rule =
        "; so the player to move wins exactly when some value is 2 or more and the nim-sum is not 0, or every value "
        "is at most 1 and the nim-sum is 0";
    std::string where = "checked for sizes up to " + std::to_string(check.heaps_upto);
    if (!heaps_only) {
        where = "checked over the " + std::to_string(check.reached) + " positions reachable from the game components";
        if (check.any_heap) where += " and for heap sizes up to " + std::to_string(check.heaps_upto);
        if (check.on_one_edge)
            where += "; " + std::to_string(check.on_one_edge) +
                     " pieces of boards stand on one edge, so they meet it unsearched (each is worth what it holds up "
                     "plus 1 by the colon principle, and no cut splits it)";
    }
    if (boards) where += "; a Hackenbush board is the sum of its pieces that meet only at the ground, each a component";
    const std::string what = heaps_only ? "heap" : "position";
    if (!check.splits) {
        a.reason = "Anti-SG rule: no move splits " +
                   std::string(heaps_only ? "a heap into two or more heaps" : "a component into two or more parts") +
                   " that can still move, and every " + what + " of value 0 that has a move can move to value 1, " +
                   where + rule;
    } else {
        // Moves that split: the condition that covers them (anti_sg.cpp), in words.
        a.reason =
            "Anti-SG rule with moves that split (a move's parts are small when every value is at most 1): every " +
            what +
            " of value 0 that has a move can move to small parts of nim-sum 1, every one of value 1 to small "
            "parts of nim-sum 0, every one of value 2 or more to small parts of nim-sum 1 or other parts of "
            "nim-sum 0 and to small parts of nim-sum 0 or other parts of nim-sum 1, and none of value v at "
            "most 1 moves to parts that are not small of nim-sum v XOR 1, " +
            where + rule;
    }
    if (a.p_position || !list_moves) return true;
    // The winning moves: those to a P-position by the same rule (every sum
    // reachable meets the condition too), with a budget of their own. A move
    // replaces a component's values >= 2 by its parts'. A cut changes one
    // piece of a board: the values >= 2 each cut of a piece leaves are found
    // once per piece (a star of many edges is one piece many times).
    std::unordered_map<std::uint32_t, std::vector<std::uint64_t>> piece_cuts;  // piece's board -> per cut
    auto cut_bigs = [&](const component& piece) -> const std::vector<std::uint64_t>& {
        auto [it, fresh] = piece_cuts.try_emplace(piece.id);
        if (fresh)
            u.for_each_move(piece, [&, &out = it->second](component_move&& m) {
                std::uint64_t n = 0;
                for (const auto& part : m.parts) n += bigs(u, part, u.value(part));
                out.push_back(n);
                return true;
            });
        return it->second;
    };
    double steps = 0;
    for (std::size_t i = 0; i < a.components.size() && !a.truncated; ++i) {
        const component& c = a.components[i].part;
        if (c.kind == component_kind::hackenbush && u.board_at(c.id).edges.size() > max_hackenbush_listed) {
            a.truncated = true;  // valued by fusion, too large to cut one by one
            break;
        }
        const std::uint64_t v = a.components[i].sg;
        const position pieces = c.kind == component_kind::hackenbush ? u.board_pieces(c) : position{};
        u.for_each_move(c, [&](component_move&& m) {
            ++detail::steps_counted.search;
            if (++steps > u.budget().misere_work) {
                a.truncated = true;
                return false;
            }
            std::uint64_t left = big - big_of[i];
            if (c.kind == component_kind::hackenbush) {
                const auto [j, edge] = u.piece_edge(c, m.cut.edge);
                left += big_of[i] - (u.value(pieces[j]) >= 2) + cut_bigs(pieces[j]).at(edge);
            } else {
                for (const auto& part : m.parts) left += u.value(part) >= 2;
            }
            if (lost(left, x ^ v ^ m.value)) list(a, i, std::move(m));
            return true;
        });
    }
    if (a.truncated) a.reason += "; the budget ran out while listing winning moves, so more may exist";
    return true;
}

}  // namespace

sum_analysis analyze_misere(universe& u, const reading& position, const analyze_options& opt) {
    analyze_options values_only;
    values_only.list_moves = false;
    sum_analysis a = analyze(u, position, values_only);
    a.misere = true;
    a.moves_listed = opt.list_moves;
    const sg::position& p = position.parts;
    if (all_nim(u, p)) {
        bouton(u, a, opt.list_moves);
        return a;
    }
    if (anti_sg(u, p, a, opt.list_moves)) return a;
    const limits& budget = u.budget();
    detail::sum_search search(u, detail::sum_rule::misere, {budget.misere_sums, budget.misere_work});
    char outcome = search.outcome(p);
    if (outcome == 'D')
        throw error("game.loopy_misere", "misère play of a game whose moves loop is not supported (normal play is)");
    if (outcome == '?') {
        a.status = misere_status::unavailable;
        a.method = "budget";
        a.reason = "misère play is exact only for Nim or for small positions, and this one needs more than " +
                   std::to_string(budget.misere_sums) + " positions or " +
                   std::to_string(std::uint64_t(budget.misere_work)) + " steps to search";
        return a;
    }
    a.p_position = outcome == 'P';
    a.method = "search";
    a.reason = "exact search over every sum reachable from this one";
    if (a.p_position || !opt.list_moves) return a;
    // The winning moves, by component: the search knows one already (it found
    // it); the others are searched while a budget of their own lasts.
    search.renew_work();
    for (std::size_t i = 0; i < a.components.size(); ++i) {
        u.for_each_move(a.components[i].part, [&](component_move&& m) {
            char after = search.outcome(u.apply(p, i, m));
            if (after == '?') a.truncated = true;
            if (after == 'P') list(a, i, std::move(m));
            return true;
        });
    }
    if (a.truncated) a.reason += "; the search budget ran out while listing winning moves, so more may exist";
    return a;
}

}  // namespace sg
