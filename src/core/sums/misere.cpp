// Sums in misère play (the player who cannot move wins): Bouton's rule for
// Nim, the Anti-SG rule when its condition holds, else the one sum search.
#include <algorithm>
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
    a.reason = reason("misere.bouton");
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
    const std::uint64_t boards =
        std::count_if(p.begin(), p.end(), [](const component& c) { return c.kind == component_kind::hackenbush; });
    const std::uint64_t x = a.nim_sum;
    std::vector<std::uint64_t> big_of;  // each component's values >= 2
    std::uint64_t big = 0;
    for (const auto& c : a.components) big += big_of.emplace_back(bigs(u, c.part, c.sg));
    a.p_position = lost(big, x);
    a.method = "anti_sg";
    a.misere_big = big > 0;
    // The reason's numbers: where the condition was checked (reason.hpp).
    a.reason = reason("misere.anti_sg");
    if (check.splits) a.reason.code = "misere.anti_sg_splits";
    if (heaps_only || check.any_heap) a.reason.with("heaps", check.heaps_upto);
    if (!heaps_only) {
        a.reason.with("positions", check.reached);
        if (check.on_one_edge) a.reason.with("onOneEdge", check.on_one_edge);
    }
    if (boards) a.reason.with("boards", boards);
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
        a.reason = reason("misere.budget")
                       .with("positions", budget.misere_sums)
                       .with("steps", std::uint64_t(budget.misere_work));
        return a;
    }
    a.p_position = outcome == 'P';
    a.method = "search";
    a.reason = reason("misere.search").with("positions", search.sums());
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
    return a;
}

}  // namespace sg
