// The Anti-SG rule: its proof, and the check of its condition over every
// position reachable from the components of a sum.
#include "sums/anti_sg.hpp"

#include <algorithm>
#include <map>
#include <unordered_map>
#include <unordered_set>

#include "sg/steps.hpp"

namespace sg {

// The Anti-SG rule. In misère play a sum is decided by its components'
// normal-play values when every component C meets two conditions:
//  (1) no move of a position reachable from C leaves two or more parts that
//      can still move (a part with no move is the empty game, so it is
//      ignored): each component stays one game, and its value after a move is
//      the value of the part the move leaves (0 when it leaves none);
//  (2) every position reachable from C (C included) of value 0 that has a
//      move has a move to a position of value exactly 1.
// Claim: the P-positions (the player to move loses) are the sums A with all
// values <= 1 and an odd number of 1s, or some value >= 2 and nim-sum 0.
// From A, every move leaves A: a move changes one value v to some v' != v.
//  - all <= 1, odd 1s: if v' >= 2 the nim-sum becomes 1 ^ v ^ v' >= 2, not 0;
//    if v' <= 1 the number of 1s becomes even.
//  - some >= 2, nim-sum 0: there are two values >= 2 (one alone would be the
//    nim-sum of values <= 1), so one stays, and the nim-sum becomes v ^ v' != 0.
// From a sum outside A with a move, some move enters A:
//  - exactly one value v >= 2, the others' nim-sum x <= 1: by the mex, that
//    component can move to value 0 and to value 1; move it to x ^ 1;
//  - two or more values >= 2, nim-sum != 0: the Nim move to nim-sum 0 changes
//    one of them, so another value >= 2 remains;
//  - all <= 1, an even non-zero number of 1s: move a 1 to 0;
//  - all 0, some component with a move: (2) moves it to 1.
// A sum without moves is won by the player to move (misère) and lies outside
// A (all values 0). By induction on the length of play, A is the set of
// P-positions: the player to move wins exactly when (some value >= 2 and
// nim-sum != 0) or (every value <= 1 and nim-sum == 0). Without (1) a move
// changes a component into a sum and the argument says nothing, and without
// (2) a sum of value-0 components can be lost by the player to move.
namespace detail {

anti_sg_check check_anti_sg(const rule& r, std::uint64_t upto, value_oracle& g, std::uint64_t& work) {
    const double most = cli_limits().misere_work;
    // Every size costs a step: refuse before building anything.
    if (upto >= most || work + upto + 1 > most) return anti_sg_check::too_long;
    bool over = false;
    auto step = [&](std::uint64_t n) {
        work += n;
        detail::steps_counted.search += double(n);
        over = over || work > most;
        return !over;
    };
    // A take-and-break rule reads each of its digits up to the heap, move or not.
    auto cost = [&](std::uint64_t s) {
        return 1 + (r.kind == rule_kind::take_break ? std::min<std::uint64_t>(r.digits.size(), s + 1) : 0);
    };
    if (!r.single_heap()) {
        // (1): every move leaves at most one heap that can move. The parts are
        // smaller than the heap, so whether they can move is known already.
        std::vector<bool> terminal(upto + 1, true);
        for (std::uint64_t s = 0; s <= upto; ++s) {
            if (!step(cost(s))) return anti_sg_check::too_long;
            bool split = false;
            for_each_move(r, s, [&](const move& m) {
                terminal[s] = false;
                int live = 0;
                for (int k = 0; k < m.part_count; ++k) live += m.parts[k] >= s || !terminal[m.parts[k]];
                if (live > 1) {
                    split = true;
                    return false;
                }
                return step(1);
            });
            if (over) return anti_sg_check::too_long;
            if (split) return anti_sg_check::fails;
        }
    }
    g(upto);  // the values up to the largest heap, at once
    // (2): a heap of value 0 with a move can move to value 1 (under (1), a
    // move's value is the value of the one part left that can move).
    for (std::uint64_t s = 0; s <= upto; ++s) {
        if (!step(cost(s))) return anti_sg_check::too_long;
        if (g(s) != 0) continue;
        bool any = false, one = false;
        for_each_move(r, s, [&](const move& m) {
            any = true;
            std::uint64_t v = 0;
            for (int k = 0; k < m.part_count; ++k) v ^= g(m.parts[k]);
            one = v == 1;
            return !one && step(1);
        });
        if (over) return anti_sg_check::too_long;
        if (any && !one) return anti_sg_check::fails;
    }
    return anti_sg_check::holds;
}

}  // namespace detail

namespace detail {

// Heaps: each rule up to its largest heap, by check_anti_sg (every size up to
// it is cheaper to check than the heaps reachable are to find). Other
// components: every position reachable from them, found through their moves.
anti_sg_result anti_sg_condition(universe& u, const position& p) {
    anti_sg_result out;
    // The positions reachable are the profile's budget of sums; the steps
    // are the sg command's (a heap's check is a few nanoseconds a step).
    const limits& budget = u.budget();
    std::uint64_t work = 0;
    try {
        std::map<std::uint32_t, std::uint64_t> largest;  // rule -> largest heap
        for (const auto& c : p)
            if (c.kind == component_kind::heap) largest[c.id] = std::max(largest[c.id], c.size());
        for (const auto& [id, upto] : largest) {
            if (check_anti_sg(u.rule_at(id), upto, u.values(id), work) != anti_sg_check::holds) return out;
            out.heaps_upto = std::max(out.heaps_upto, upto);
            out.any_heap = true;
        }
        std::unordered_map<component, bool, component_hash> can_move;
        auto live = [&](const component& c) {
            auto it = can_move.find(c);
            if (it != can_move.end()) return it->second;
            ++work;
            ++steps_counted.search;
            return can_move[c] = u.can_move(c);
        };
        std::unordered_set<component, component_hash> seen;
        std::vector<component> todo;
        // Finding moves may cost more than one step each (a board's cut is a pass over it).
        const double listed_before = u.option_work();
        auto over = [&] { return double(work) + u.option_work() - listed_before > cli_limits().misere_work; };
        for (const auto& c : p)
            if (c.kind != component_kind::heap && seen.insert(c).second) todo.push_back(c);
        while (!todo.empty()) {
            component c = todo.back();
            todo.pop_back();
            if (u.infinite(c)) return out;  // a game whose moves loop has no values to decide by
            bool any = false, to_one = false, split = false;
            bool complete = u.for_each_move(c, [&](component_move&& m) {
                any = true;
                ++work;
                ++steps_counted.search;
                const component* left = nullptr;
                for (const auto& part : m.parts) {
                    if (!live(part)) continue;
                    if (left) {
                        split = true;  // (1) fails: the move leaves two parts that can move
                        return false;
                    }
                    left = &part;
                }
                // Under (1) the move's value is the value of the part that can still move.
                to_one = to_one || m.value == 1;
                if (left && seen.insert(*left).second) todo.push_back(*left);
                return !over();
            });
            if (split || !complete || over() || seen.size() > budget.misere_sums) return out;
            if (any && !to_one && u.value(c) == 0) return out;  // (2) fails
        }
        out.reached = seen.size();
    } catch (const error&) {
        return out;  // past a budget: the search decides, or says it cannot
    }
    out.holds = true;
    return out;
}

}  // namespace detail
}  // namespace sg
