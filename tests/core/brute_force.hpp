// The one brute-force oracle the tests hold the engine's sums against:
// outcomes, remoteness, values, Every-SG and the Anti-SG condition by plain recursion
// over sums written as sorted lists of components, nothing left out. Each test
// writes its games' moves itself (by hand, or from the rule and definition
// primitives), never through the engine's sum search.
#pragma once
#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <vector>

namespace brute {

struct solved {
    bool win = false;              // the player to move wins
    std::uint64_t remoteness = 0;  // moves left when the winner hurries and the loser resists
};

// C is any ordered component type (a few numbers, a position's text).
template <class C>
struct oracle {
    // The moves of one component: for each, the components it leaves.
    std::function<std::vector<std::vector<C>>(const C&)> moves;
    bool misere = false;  // the player who cannot move wins

    // Normal-play value: the mex over the moves of the XOR of the parts.
    std::uint64_t g(const C& c) {
        if (auto it = values_.find(c); it != values_.end()) return it->second;
        std::set<std::uint64_t> seen;
        for (const auto& parts : moves(c)) {
            std::uint64_t x = 0;
            for (const auto& p : parts) x ^= g(p);
            seen.insert(x);
        }
        std::uint64_t m = 0;
        while (seen.count(m)) ++m;
        return values_[c] = m;
    }

    // The sums one move away from s.
    std::vector<std::vector<C>> options(const std::vector<C>& s) {
        std::vector<std::vector<C>> out;
        for (std::size_t i = 0; i < s.size(); ++i)
            for (const auto& parts : moves(s[i])) {
                std::vector<C> next;
                for (std::size_t j = 0; j < s.size(); ++j)
                    if (j != i) next.push_back(s[j]);
                next.insert(next.end(), parts.begin(), parts.end());
                out.push_back(next);
            }
        return out;
    }

    // Outcome and remoteness: won if some move leaves a lost sum (the quickest
    // such), else lost (resisting as long as the longest move lasts); a sum
    // without a move is lost in normal play and won in misère play.
    solved solve(std::vector<C> s) {
        std::sort(s.begin(), s.end());
        if (auto it = memo_.find(s); it != memo_.end()) return it->second;
        auto next = options(s);
        solved r;
        if (next.empty()) {
            r.win = misere;
        } else {
            std::uint64_t quickest = UINT64_MAX, longest = 0;
            for (const auto& n : next) {
                solved c = solve(n);
                if (!c.win) quickest = std::min(quickest, c.remoteness);
                longest = std::max(longest, c.remoteness);
            }
            r.win = quickest != UINT64_MAX;
            r.remoteness = 1 + (r.win ? quickest : longest);
        }
        return memo_[s] = r;
    }
    bool wins(const std::vector<C>& s) { return solve(s).win; }

    // Every-SG, played as it is defined: a move picks one move in every
    // component that has one (the others stay), every combination. `steps`
    // is the sum's own step count by its definition over these moves: 0 with
    // no move; 1 + the largest over moves to lost sums when there is one;
    // else 1 + the least over all moves.
    struct every_solved {
        bool win = false;
        std::uint64_t steps = 0;
    };
    every_solved every(std::vector<C> s) {
        std::sort(s.begin(), s.end());
        if (auto it = every_memo_.find(s); it != every_memo_.end()) return it->second;
        std::vector<std::vector<std::vector<C>>> choices;  // per live component: its moves
        for (const auto& c : s) {
            auto ms = moves(c);
            if (!ms.empty()) choices.push_back(std::move(ms));
        }
        every_solved r;
        if (!choices.empty()) {
            std::vector<std::size_t> pick(choices.size(), 0);
            std::uint64_t least = UINT64_MAX;
            std::int64_t longest_lost = -1;
            for (bool more = true; more;) {
                std::vector<C> next;
                for (std::size_t i = 0; i < choices.size(); ++i)
                    next.insert(next.end(), choices[i][pick[i]].begin(), choices[i][pick[i]].end());
                every_solved n = every(next);
                least = std::min(least, n.steps);
                if (!n.win) longest_lost = std::max(longest_lost, std::int64_t(n.steps));
                std::size_t i = 0;
                while (i < pick.size() && ++pick[i] == choices[i].size()) pick[i++] = 0;
                more = i < pick.size();
            }
            r.win = longest_lost >= 0;
            r.steps = 1 + (r.win ? std::uint64_t(longest_lost) : least);
        }
        return every_memo_[s] = r;
    }

    // The Anti-SG condition on every position reachable from start, moves
    // that split included (src/core/sums/anti_sg.cpp states it and its
    // proof), written here from its statement: a move's parts are small when
    // every value is at most 1; a position of value 0 with a move can move to
    // small parts of nim-sum 1, one of value 1 to small parts of nim-sum 0,
    // one of value >= 2 to small parts of nim-sum 1 or others of nim-sum 0,
    // and to small parts of nim-sum 0 or others of nim-sum 1; no position of
    // value v <= 1 moves to parts not all small of nim-sum v ^ 1.
    bool anti_sg_condition(const std::vector<C>& start) {
        std::set<C> seen(start.begin(), start.end());
        std::vector<C> todo(start.begin(), start.end());
        while (!todo.empty()) {
            C c = todo.back();
            todo.pop_back();
            const std::uint64_t v = g(c);
            bool small_to[2] = {false, false}, other_to[2] = {false, false};
            auto ms = moves(c);
            for (const auto& parts : ms) {
                std::uint64_t x = 0;
                bool small = true;
                for (const auto& p : parts) {
                    x ^= g(p);
                    small = small && g(p) <= 1;
                    if (seen.insert(p).second) todo.push_back(p);
                }
                if (x <= 1) (small ? small_to : other_to)[x] = true;
            }
            bool ok = v == 0   ? ms.empty() || (small_to[1] && !other_to[1])
                      : v == 1 ? small_to[0] && !other_to[0]
                               : (small_to[1] || other_to[0]) && (small_to[0] || other_to[1]);
            if (!ok) return false;
        }
        return true;
    }

    // The classical condition alone (no move leaves two parts that can still
    // move, a position of value 0 with a move can move to value 1), which the
    // one above extends.
    bool anti_sg_classical(const std::vector<C>& start) {
        std::set<C> seen(start.begin(), start.end());
        std::vector<C> todo(start.begin(), start.end());
        while (!todo.empty()) {
            C c = todo.back();
            todo.pop_back();
            auto ms = moves(c);
            bool to_one = false;
            for (const auto& parts : ms) {
                int live = 0;
                std::uint64_t x = 0;
                for (const auto& p : parts) {
                    x ^= g(p);
                    if (!has_moves(p)) continue;
                    ++live;
                    if (seen.insert(p).second) todo.push_back(p);
                }
                if (live > 1) return false;
                to_one = to_one || x == 1;
            }
            if (g(c) == 0 && !ms.empty() && !to_one) return false;
        }
        return true;
    }

    // What the Anti-SG rule says: the player to move wins.
    bool anti_sg_wins(const std::vector<C>& s) {
        std::uint64_t x = 0, big = 0;
        for (const auto& c : s) {
            x ^= g(c);
            big += g(c) >= 2;
        }
        return big ? x != 0 : x == 0;
    }

private:
    bool has_moves(const C& c) {
        auto it = has_moves_.find(c);
        return it != has_moves_.end() ? it->second : has_moves_[c] = !moves(c).empty();
    }
    std::map<C, bool> has_moves_;
    std::map<C, std::uint64_t> values_;
    std::map<std::vector<C>, solved> memo_;
    std::map<std::vector<C>, every_solved> every_memo_;
};

}  // namespace brute
