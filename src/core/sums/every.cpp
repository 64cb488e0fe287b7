// Every-SG (sg/every.hpp): each component's step count, the outcome of the
// sum from the largest, and the moves that keep it.
//
// Why the largest step count decides. Write T(G) for the step count of a
// game G whose moves lead to sums (each part then moves on its own), with the
// sum of no parts at 0, and call a game won when the player to move wins it
// under the Every-SG rule. By induction over the game tree, T is odd exactly
// when the game is won: no move, 0, lost; a won game has a move to a lost one
// (even T), and 1 + even is odd; a lost game has only moves to won ones (odd
// T), and 1 + odd is even. Claim: a sum S = G1 + ... + Gk of games that can
// all move (components without a move change nothing) has T(S) = M, the
// largest T(Gi); by induction on S, a move of S being one move in each Gi,
// leaving the sum of the options, whose T is the largest of theirs.
//  - M odd. An option of S is lost (even T) only when its largest part is
//    even, and that part comes from a lost option of some Gi: a lost Gi has
//    none (all its options are won), and a won Gi's lost options have T at
//    most T(Gi) - 1 <= M - 1 by its definition. So every lost option of S
//    has T <= M - 1, and one has M - 1: each Gi of odd T moves to a lost
//    option of T(Gi) - 1 (its longest), each Gi of even T >= 2 to an option
//    of T(Gi) - 1 <= M - 2 (its shortest). So S is won, T(S) = 1 + (M - 1).
//  - M even. A Gj with T(Gj) = M is lost: all its options are won, with odd
//    T >= M - 1. An option of S takes the largest of its parts' T, which is
//    at least M - 1; were it even, it would come from a lost option of a won
//    Gi, below T(Gi) <= M - 1, smaller than the part from Gj: impossible. So
//    every option of S is won, and S is lost. The least option: the same
//    moves to T(Gi) - 1 as above give M - 1, and none is below it. So
//    T(S) = 1 + (M - 1) = M.
// The same moves (every component to T - 1) are therefore the winner's
// strategy, which is what keep lists.
#include "sg/every.hpp"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "sg/steps.hpp"
#include "sums/search.hpp"

namespace sg {
namespace {

// Thrown inside the count when a component's moves come back to a position
// on the current path: step counts are then undefined, and the search decides.
struct moves_loop {};

class step_counter {
public:
    explicit step_counter(universe& u) : u_(u), budget_(u.budget()) {}

    // T(c), computing every position reachable from c that is not known yet.
    std::uint64_t steps(const component& root);
    std::uint64_t known(const component& c) const { return steps_.at(c); }
    // The step count of a move: the largest of its parts' (0 for none).
    std::uint64_t of_parts(const position& parts) const {
        std::uint64_t t = 0;
        for (const auto& p : parts) t = std::max(t, known(p));
        return t;
    }
    std::size_t positions() const { return steps_.size(); }

private:
    struct frame {
        component c;
        std::vector<component> parts;         // every option's parts, one after another
        std::vector<std::uint32_t> start{0};  // option k: parts[start[k]] .. parts[start[k + 1] - 1]
        std::size_t option = 0, part = 0;     // where the walk is
        std::uint64_t option_steps = 0;       // the largest T among the current option's parts so far
        std::int64_t best_lost = -1;          // the largest even T of an option (-1: none yet)
        std::uint64_t least = UINT64_MAX;     // the least T of an option
    };
    frame open(const component& c);
    [[noreturn]] void too_large() const;

    universe& u_;
    const limits& budget_;
    double work_ = 0;
    std::size_t held_ = 0;  // parts held by the frames on the path
    std::unordered_map<component, std::uint64_t, component_hash> steps_;
    std::unordered_set<component, component_hash> on_path_;
};

// Past every_positions positions (or sums) or every_work moves looked at.
[[noreturn]] void too_large(const limits& budget, const char* what) {
    throw error("every.too_large",
                std::string("the Every-SG analysis of this position needs more than ") +
                    std::to_string(budget.every_positions) + " " + what + " or " +
                    std::to_string(std::uint64_t(budget.every_work)) + " moves looked at (the limits here)",
                {{"positions", std::to_string(budget.every_positions)},
                 {"work", std::to_string(std::uint64_t(budget.every_work))}});
}

void step_counter::too_large() const { sg::too_large(budget_, "positions"); }

step_counter::frame step_counter::open(const component& c) {
    if (steps_.size() + on_path_.size() >= budget_.every_positions) too_large();
    frame f;
    f.c = c;
    const double left = std::max(0.0, budget_.every_work - work_), before = u_.option_work();
    // The options are listed only as far as the work and the path's memory
    // allow (a heap of 10^8 has 10^8 of them): past that, refused before they
    // are held.
    const double room = double(4 * budget_.every_positions) - double(held_);
    bool all = u_.for_each_option(c, std::size_t(std::clamp(std::min(left, room), 0.0, 1e15)) + 1,
                                  [&](const component* parts, std::size_t n) {
                                      f.parts.insert(f.parts.end(), parts, parts + n);
                                      f.start.push_back(std::uint32_t(f.parts.size()));
                                  });
    const double spent = double(f.parts.size() + f.start.size()) + u_.option_work() - before;
    work_ += spent;
    detail::steps_counted.search += spent;
    // The path holds every option of each position on it: its memory is
    // bounded too (a heap of Nim keeps all smaller heaps on each level).
    held_ += f.parts.size();
    if (!all || work_ > budget_.every_work || held_ > 4 * budget_.every_positions) too_large();
    on_path_.insert(c);
    return f;
}

std::uint64_t step_counter::steps(const component& root) {
    if (auto it = steps_.find(root); it != steps_.end()) return it->second;
    // Depth first without recursion: a chain of a million positions needs no call stack.
    std::vector<frame> stack;
    stack.push_back(open(root));
    while (!stack.empty()) {
        frame& f = stack.back();
        const std::size_t options = f.start.size() - 1;
        if (f.option < options) {
            if (f.start[f.option] + f.part < f.start[f.option + 1]) {
                const component& p = f.parts[f.start[f.option] + f.part];
                auto it = steps_.find(p);
                if (it == steps_.end()) {
                    if (on_path_.count(p)) throw moves_loop{};
                    frame child = open(p);  // may throw: f stays valid until the push
                    stack.push_back(std::move(child));
                    continue;
                }
                f.option_steps = std::max(f.option_steps, it->second);
                ++f.part;
                continue;
            }
            // The option's parts are all known: it leaves the largest of their counts.
            if (f.option_steps % 2 == 0) f.best_lost = std::max(f.best_lost, std::int64_t(f.option_steps));
            f.least = std::min(f.least, f.option_steps);
            f.option_steps = 0;
            f.part = 0;
            ++f.option;
            continue;
        }
        std::uint64_t t = options == 0 ? 0 : f.best_lost >= 0 ? 1 + std::uint64_t(f.best_lost) : 1 + f.least;
        on_path_.erase(f.c);
        held_ -= f.parts.size();
        steps_.emplace(f.c, t);
        stack.pop_back();
    }
    return steps_.at(root);
}

// The sum when some component's moves loop: the one sum search with the
// Every-SG rule, which also finds draws.
void search_every(universe& u, const position& p, every_analysis& a) {
    const limits& budget = u.budget();
    detail::sum_search search(u, detail::sum_rule::every, {budget.every_positions, budget.every_work});
    const char outcome = search.outcome(p);
    if (outcome == '?') too_large(budget, "sums");
    a.outcome = outcome;
    a.method = "search";
    a.positions = search.sums();
    a.reason = reason("every.search").with("positions", a.positions);
    for (auto& c : a.components) c.known = false;
}

}  // namespace

every_analysis analyze_every(universe& u, const reading& position) {
    every_analysis a;
    for (std::size_t i = 0; i < position.parts.size(); ++i) {
        every_part c;
        c.part = position.parts[i];
        c.column = i < position.columns.size() ? position.columns[i] : 0;
        a.components.push_back(std::move(c));
    }
    step_counter count(u);
    try {
        for (auto& c : a.components) c.steps = count.steps(c.part);
    } catch (const moves_loop&) {
        search_every(u, position.parts, a);
        return a;
    }
    for (std::size_t i = 0; i < a.components.size(); ++i) {
        if (a.components[i].steps > a.steps) {
            a.steps = a.components[i].steps;
            a.longest = i;
        }
    }
    a.outcome = a.steps % 2 ? 'N' : 'P';
    a.method = "steps";
    a.positions = count.positions();
    a.reason = a.steps ? reason("every.steps").with("steps", a.steps).with("component", a.longest + 1)
                       : reason("every.no_moves");
    // Every component's moves to T - 1: the winner's strategy (see above).
    for (auto& c : a.components) {
        if (c.steps == 0) continue;
        u.for_each_move(c.part, [&](component_move&& m) {
            const std::uint64_t t = count.of_parts(m.parts);
            if (t + 1 != c.steps) return true;
            ++c.keep_count;
            if (c.keep.size() < max_listed_winning_moves) {
                c.keep.push_back(std::move(m));
                c.keep_steps.push_back(t);
            }
            return true;
        });
    }
    return a;
}

}  // namespace sg
