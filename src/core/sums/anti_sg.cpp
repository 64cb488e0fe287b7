// The Anti-SG rule: its proof, and the check of its condition over every
// position reachable from the components of a sum.
#include "sums/anti_sg.hpp"

#include <algorithm>
#include <map>
#include <unordered_map>
#include <unordered_set>

#include "sg/steps.hpp"

namespace sg {

// The Anti-SG rule, for moves that split as well as for moves that do not.
// Every position reachable from a component has a normal-play value; a move
// leaves parts (none; one; or several: a heap split in two, a game's move to
// a sum, a Hackenbush piece cut into pieces that meet only at the ground),
// and the nim-sum w of their values is never the value v of the position
// moved from (v is the mex of those nim-sums). Call a move's parts small when
// every part's value is at most 1. The condition, on every position reachable
// from a component (the component included), of value v:
//  (a) v = 0, with a move: some move leaves small parts of nim-sum 1;
//  (b) v = 1: some move leaves small parts of nim-sum 0;
//  (c) v >= 2: some move leaves small parts of nim-sum 1 or parts not all
//      small of nim-sum 0, and some move leaves small parts of nim-sum 0 or
//      parts not all small of nim-sum 1;
//  (d) v <= 1: no move leaves parts not all small of nim-sum v ^ 1.
// A part without a move has value 0 and changes nothing. When no move leaves
// two parts that can still move, a move's nim-sum is the value of the one
// part left that can: (b) and (c) follow from the mex (there are moves to
// value 0 and to value 1), (d) holds as a single value >= 2 is neither 0 nor
// 1, and (a) is the classical condition: a position of value 0 with a move
// can move to value 1.
//
// Claim: in a sum of positions that meet the condition, the P-positions (the
// player to move loses) are the set A of sums with some value >= 2 and
// nim-sum 0, or with every value <= 1 and nim-sum 1 (an odd number of 1s).
// Write b for the number of values >= 2 and x for the nim-sum; a move
// replaces one value v by its parts' values, of nim-sum w != v.
// From A, every move leaves A:
//  - b = 0, x = 1: then v <= 1. Small parts keep b = 0 and make
//    x = 1 ^ v ^ w != 1. Parts not all small make b >= 1 and x = 1 ^ v ^ w,
//    not 0 since w != v ^ 1 by (d).
//  - b >= 1, x = 0: b >= 2 (one value >= 2 among values <= 1 would leave a
//    nim-sum >= 2), so a value >= 2 stays: b stays >= 1 and x = v ^ w != 0.
// From a sum outside A with a move, some move enters A:
//  - b = 1: the others' nim-sum y is at most 1; by (c), the component of
//    value >= 2 moves to small parts of nim-sum y ^ 1 (then b = 0, x = 1) or
//    to parts not all small of nim-sum y (then b >= 1, x = 0);
//  - b >= 2, x != 0: the Nim move. Some value v has v ^ x < v, and its
//    component has a move to parts of nim-sum v ^ x (the mex): x becomes 0,
//    and a value >= 2 stays among the others, so b >= 1;
//  - b = 0, x = 0, some value 1: by (b), move it to small parts of nim-sum
//    0: b = 0, x = 1;
//  - every value 0, some component with a move: by (a), move it to small
//    parts of nim-sum 1: b = 0, x = 1.
// A sum without moves has every value 0, so it is outside A, and the player
// to move has won (misère). A sum in A has a value >= 1, hence a move. Every
// part left is a position reachable from a component, so every sum reached
// meets the condition; by induction on the length of play (every game here
// ends), A is the set of P-positions: the player to move wins exactly when
// (some value >= 2 and nim-sum != 0) or (every value <= 1 and nim-sum == 0).
// Each of (a) to (d) is needed: without it the rule contradicts itself (it
// calls a sum lost while a move reaches a sum it calls lost, or won while no
// move does) on a position of value 0 alone (a), two copies of one of value 1
// (b), one of value >= 2 alone or beside a heap of Nim of 1 (c), or one of
// value v <= 1 beside a heap of Nim of v ^ 1 (d). Kayles fails (c) at 5
// (value 4): its moves leave 4 (value 1), 3, 1 + 3, 2 + 2 and 1 + 2, none
// small of nim-sum 0 nor not all small of nim-sum 1; and Kayles 5 beside a
// heap of Nim of 1 is lost for the player to move, where the rule says won.
namespace detail {

namespace {

// What the moves of one position leave, as the condition reads them: for
// each nim-sum t in {0, 1}, whether some move leaves small parts of nim-sum t
// and whether some move leaves parts not all small of nim-sum t.
struct move_tally {
    bool any = false;
    bool small[2] = {false, false};
    bool large[2] = {false, false};
    void add(std::uint64_t nim_sum, bool all_small) {
        any = true;
        if (nim_sum <= 1) (all_small ? small : large)[nim_sum] = true;
    }
    // (a) to (d) for a position of value v whose moves were all added.
    bool meets(std::uint64_t v) const {
        if (v == 0) return !any || (small[1] && !large[1]);
        if (v == 1) return small[0] && !large[0];
        return (small[1] || large[0]) && (small[0] || large[1]);
    }
    // Whether more moves cannot change the verdict: (d) failed, or a
    // position of value >= 2 met (c), or (a) was met where (d) cannot fail.
    bool settled(std::uint64_t v, bool one_part) const {
        if (v <= 1 && large[v ^ 1]) return true;
        if (v >= 2) return meets(v);
        return one_part && v == 0 && small[1];
    }
};

}  // namespace

anti_sg_check check_anti_sg(const rule& r, std::uint64_t upto, value_oracle& g, std::uint64_t& work, bool* splits) {
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
    // A rule whose moves leave at most one heap meets (b), (c) and (d) by the
    // mex: only heaps of value 0 are looked at, until a move to value 1.
    const bool one_part = r.single_heap();
    g(upto);  // the values up to the largest heap, at once
    // Whether each size has a move (a part that has none changes nothing).
    std::vector<bool> moves(one_part ? 0 : upto + 1, false);
    for (std::uint64_t s = 0; s <= upto; ++s) {
        if (!step(cost(s))) return anti_sg_check::too_long;
        const std::uint64_t v = g(s);
        if (one_part && v != 0) continue;
        move_tally t;
        for_each_move(r, s, [&](const move& m) {
            std::uint64_t w = 0;
            bool small = true;
            int live = 0;
            for (int k = 0; k < m.part_count; ++k) {
                const std::uint64_t part = m.parts[k], value = g(part);
                w ^= value;
                small = small && value <= 1;
                live += !one_part && (part >= s || moves[part]);
            }
            if (live > 1 && splits) *splits = true;
            t.add(w, small);
            if (!t.settled(v, one_part)) return step(1);
            // The moves not looked at may split: the classical condition is not known to hold.
            if (!one_part && splits) *splits = true;
            return false;
        });
        if (over) return anti_sg_check::too_long;
        if (!one_part) moves[s] = t.any;
        if (!t.meets(v)) return anti_sg_check::fails;
    }
    return anti_sg_check::holds;
}

}  // namespace detail

namespace detail {

// Heaps: each rule up to its largest heap, by check_anti_sg (every size up to
// it is cheaper to check than the heaps reachable are to find). Other
// components: every position reachable from them, found through their moves;
// a Hackenbush board as its pieces (universe::board_pieces), each a game of
// its own, so that a board of many branches is a few small searches.
anti_sg_result anti_sg_condition(universe& u, const position& p) {
    anti_sg_result out;
    // The heaps' steps are the sg command's (a heap's check is a few
    // nanoseconds a step); the positions reachable from other components and
    // the moves looked at are the profile's.
    const limits& budget = u.budget();
    std::uint64_t work = 0;
    // Finding moves may cost more than one step each (a board's cut is a pass over it).
    const double listed_before = u.option_work();
    auto done = [&] {
        out.work = work + std::uint64_t(u.option_work() - listed_before);
        return out;
    };
    try {
        std::map<std::uint32_t, std::uint64_t> largest;  // rule -> largest heap
        for (const auto& c : p)
            if (c.kind == component_kind::heap) largest[c.id] = std::max(largest[c.id], c.size());
        for (const auto& [id, upto] : largest) {
            if (check_anti_sg(u.rule_at(id), upto, u.values(id), work, &out.splits) != anti_sg_check::holds)
                return done();
            out.heaps_upto = std::max(out.heaps_upto, upto);
            out.any_heap = true;
        }
        const std::uint64_t heap_work = work;
        std::unordered_map<component, bool, component_hash> can_move;
        auto live = [&](const component& c) {
            auto it = can_move.find(c);
            if (it != can_move.end()) return it->second;
            ++work;
            ++steps_counted.search;
            return can_move[c] = u.can_move(c);
        };
        // A board stands for its pieces; any other component for itself.
        auto each_game = [&](const component& c, auto&& f) {
            if (c.kind != component_kind::hackenbush) return f(c);
            for (const auto& piece : u.board_pieces(c)) f(piece);
        };
        std::unordered_set<component, component_hash> seen;
        std::vector<component> todo;
        auto visit = [&](const component& c) {
            if (seen.insert(c).second) todo.push_back(c);
        };
        // A piece standing on one edge (not a loop) meets the condition
        // unsearched: that edge is a bridge, so the piece is worth what it
        // holds up plus 1 (the colon principle), at least 1; a cut leaves
        // nothing or the same kind of piece (the edge stays), so no move
        // splits it and a position of value 0 has no move: (a) to (d) hold
        // as the proof above says of moves that do not split.
        std::unordered_map<std::uint32_t, bool> one_edge;  // by board
        auto on_one_edge = [&](const component& c) {
            if (c.kind != component_kind::hackenbush) return false;
            auto [it, fresh] = one_edge.try_emplace(c.id, false);
            if (!fresh) return it->second;
            const sg::hackenbush& b = u.board_at(c.id);
            int at_ground = 0;
            for (const auto& e : b.edges) at_ground += (e[0] == 0) + (e[1] == 0);
            work += b.edges.size();
            return it->second = at_ground == 1;
        };
        std::unordered_set<std::uint32_t> known;  // pieces on one edge met
        auto visit_first = [&](const component& c) {
            if (on_one_edge(c)) known.insert(c.id);
            else visit(c);
        };
        auto over = [&] { return double(work - heap_work) + u.option_work() - listed_before > budget.misere_work; };
        for (const auto& c : p)
            if (c.kind != component_kind::heap) each_game(c, visit_first);
        while (!todo.empty()) {
            component c = todo.back();
            todo.pop_back();
            if (u.infinite(c)) return done();  // a game whose moves loop has no values to decide by
            const std::uint64_t v = u.value(c);
            move_tally t;
            bool complete = u.for_each_move(c, [&](component_move&& m) {
                ++work;
                ++steps_counted.search;
                std::uint64_t w = 0;
                bool small = true;
                int movers = 0;
                for (const auto& part : m.parts)
                    each_game(part, [&](const component& q) {
                        const std::uint64_t value = u.value(q);
                        w ^= value;
                        small = small && value <= 1;
                        if (!live(q)) return;
                        ++movers;
                        visit_first(q);
                    });
                out.splits = out.splits || movers > 1;
                t.add(w, small);
                return !over() && !(v <= 1 && t.large[v ^ 1]);
            });
            if (!complete || over() || seen.size() > budget.misere_sums || !t.meets(v)) return done();
        }
        out.reached = seen.size();
        out.on_one_edge = known.size();
    } catch (const error&) {
        return done();  // past a budget: the search decides, or says it cannot
    }
    out.holds = true;
    return done();
}

}  // namespace detail
}  // namespace sg
