// Internal: the one search over sums. Normal play, misère play and the play
// analysis of heaps, game positions and graph tokens all go through it.
//
// A sum is the sorted list of its components that can still move (a component
// without a move changes nothing). Sums are kept once each, by number, with
// the sums one move away; each component's moves are found once. Two ways to
// search, both iterative (a chain of a million moves needs no call stack):
//  - outcome(): depth first, stopping at the first winning move, for one
//    outcome (misère analysis);
//  - solve(): every sum reachable, then retrograde analysis from the sums
//    without a move, for every sum's outcome and remoteness (play). It also
//    handles sums whose moves come back (draws, outcome 'D').
// A new way of combining games (Every-SG, say) is a new rule: what a sum with
// no move is worth, and which sums one move reaches. In misère play a
// Hackenbush board is searched as the sum of its pieces (universe::board_pieces):
// the same game, with fewer sums when branches repeat. (Not in Every-SG:
// there every component moves, and the pieces would each have to.)
#pragma once
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "sg/position.hpp"

namespace sg::detail {

enum class sum_rule {
    normal,  // the player who cannot move loses
    misere,  // the player who cannot move wins
    every,   // Every-SG: a move moves every component that can move; who cannot move loses
};

// How far a search may go: sums kept, and work (components copied into new
// sums and moves looked at).
struct search_budget {
    std::size_t sums = 0;
    double work = 0;
};

class sum_search {
public:
    sum_search(universe& u, sum_rule rule, search_budget budget);

    // 'N' when the player to move wins p, 'P' when they lose, 'D' a draw,
    // '?' when the budget ran out first.
    char outcome(const position& p);

    // Solves every sum reachable from p; false when the budget ran out.
    bool solve(const position& p);
    // The same in slices, for a page that must not block: begin(p), then
    // expand(work) until it returns true (every sum reachable listed, or the
    // budget ran out), then finish() (false when the budget ran out).
    void begin(const position& p);
    bool expand(double work);
    bool finish();
    // How far expand() has come: sums listed, and sums listed but not expanded yet.
    std::size_t listed() const { return order_.size(); }
    std::size_t waiting() const { return order_.size() - next_; }
    struct result {
        char outcome = '?';            // for the player to move: 'P', 'N' or 'D'
        std::uint64_t remoteness = 0;  // moves left when the winner hurries and the loser resists (0 for a draw)
    };
    // After solve(root): the result of any sum reachable from root.
    result at(const position& p);

    std::size_t sums() const { return expanded_; }  // sums whose moves were looked at
    bool over_budget() const { return over_; }
    // Listing every winning move searches more: it gets a work budget of its own.
    void renew_work() { work_ = 0; }

private:
    using sum = std::vector<std::uint32_t>;  // component ids, sorted
    struct sum_hash {
        std::size_t operator()(const sum& s) const;
    };
    std::uint32_t component_id(const component& c);
    // What each move of a component leaves (every part, as found): move k
    // leaves parts[start[k]] .. parts[start[k + 1] - 1].
    struct moves_list {
        std::vector<std::uint32_t> parts, start{0};
        std::size_t size() const { return start.size() - 1; }
    };
    // Known answers inline, the rest out of line: in WebAssembly every call
    // that may throw costs a trip through JavaScript, so the cached paths of
    // the search's inner loop make no call at all.
    const moves_list& moves_of(std::uint32_t id) { return moves_known_[id] ? component_moves_[id] : find_moves(id); }
    bool live(std::uint32_t id) { return live_[id] ? live_[id] == 2 : find_live(id); }  // whether it has a move
    const moves_list& find_moves(std::uint32_t id);
    bool find_live(std::uint32_t id);
    // c's components, as numbers: itself, or a board's pieces when pieces_.
    void add_parts(const component& c, std::vector<std::uint32_t>& to);
    sum normalised(const position& p);
    std::vector<sum> next_sums(const sum& s);        // the distinct sums one move away
    std::vector<sum> next_every_sums(const sum& s);  // sum_rule::every's: one move in each component
    bool spend(double w);
    std::uint32_t sum_id(const sum& s);

    universe& u_;
    sum_rule rule_;
    search_budget budget_;
    double work_ = 0;
    std::size_t expanded_ = 0;
    bool over_ = false;
    bool pieces_ = false;  // a board is the sum of its pieces

    // Components by number, found again through an open-addressing table of
    // their numbers (millions of look-ups in a large search).
    std::vector<component> components_;
    std::vector<std::uint32_t> slots_;  // number + 1, or 0 when free
    std::vector<moves_list> component_moves_;
    std::vector<char> moves_known_;
    std::vector<char> live_;  // 0 unknown, 1 no move, 2 a move

    // outcome(): the sums decided so far ('P' or 'N').
    std::unordered_map<sum, char, sum_hash> decided_;
    // solve(): every sum reachable, by number, with its options, outcome and remoteness.
    std::vector<sum> states_;
    std::unordered_map<sum, std::uint32_t, sum_hash> state_ids_;
    std::vector<std::vector<std::uint32_t>> options_;
    std::vector<char> outcome_;
    std::vector<std::uint64_t> remoteness_;
    // solve() in slices: the sums in breadth-first order, the next to expand.
    std::vector<std::uint32_t> order_;
    std::vector<char> seen_;
    std::size_t next_ = 0;
};

}  // namespace sg::detail
