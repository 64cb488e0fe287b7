// Derivations of single heap values, and sums of any components (heaps, game
// positions, graph tokens) in normal and misère play.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sg/position.hpp"
#include "sg/reason.hpp"
#include "sg/rule.hpp"
#include "sg/table.hpp"

namespace sg {

// ---- Derivation of g(x) ------------------------------------------------------

struct derivation {
    std::string rule;
    std::uint64_t heap = 0;
    std::vector<move_detail> moves;
    std::vector<std::uint64_t> reached;  // the distinct values reached, ascending
    std::uint64_t mex = 0;               // = g(heap)
    std::uint64_t total_moves = 0;
    bool truncated = false;  // more than max_listed_moves: moves lists the first ones
    // reached holds every value an option reaches (always when not truncated;
    // when truncated, only if a proved period let the engine find them all).
    bool reached_complete = true;
};

// Every move from heap x, what it leaves and the values, and the mex, with
// the values of g (so that stepping through a long table reuses what it
// knows). Listing stops after max_listed_moves (truncated = true); mex is exact.
derivation explain(const rule& r, std::uint64_t x, value_oracle& g);

// ---- Sums ----------------------------------------------------------------------

// A component of an analysed sum: itself, where it was written (1-based
// column; 0 when it came as data), and its normal-play value.
struct summand {
    component part;
    std::size_t column = 0;
    std::uint64_t sg = 0;
    // When sg came from a pattern past the values computed: the pattern, proved
    // (its theorem in proof) or observed and trusted (its evidence in repeats
    // and checked_upto).
    std::optional<period_info> pattern;
};

// A move of a sum: the component it is made in (an index) and the move.
struct sum_move {
    std::size_t component = 0;
    component_move move;
};

enum class misere_status { exact, unavailable };

struct sum_analysis {
    std::vector<summand> components;
    std::uint64_t nim_sum = 0;
    bool p_position = true;    // the player to move loses
    bool moves_listed = true;  // false when the caller asked for values only
    // The first max_listed_winning_moves winning moves, by component, then in
    // each component's order of moves.
    std::vector<sum_move> winning_moves;
    // How many winning moves there are: exact unless truncated, then the number found.
    std::uint64_t winning_move_count = 0;
    bool truncated = false;  // a search stopped before every move was looked at
    // The moves of game positions a search looked at before its budget
    // stopped it (0: none was stopped so).
    std::uint64_t moves_looked_at = 0;

    // Misère play (the player who cannot move wins): whether the outcome is
    // known, the argument that decided it ("bouton", misère Nim; "anti_sg",
    // the Anti-SG rule with its condition verified; "search", exact search;
    // "budget", unavailable: the search would pass its budget), and the
    // reason as data (reason.hpp). p_position and the winning moves are then misère's;
    // each component's sg stays its normal-play value.
    bool misere = false;
    misere_status status = misere_status::exact;
    std::string method;
    sg::reason reason;
    // "bouton" and "anti_sg": which case of the rule decided, some value of 2
    // or more (true) or none; a board's values are its pieces', one by one.
    bool misere_big = false;
};

struct analyze_options {
    bool list_moves = true;  // false: values and outcome only, no move search at all
};

// Each component's value, the nim-sum, the outcome and the winning moves (the
// moves of one component to the value that makes the nim-sum 0). Finding the
// moves of a heap costs about what its value cost: closed forms and proved
// periods are inverted (moves counted exactly, listed up to
// max_listed_winning_moves); other searches stop at max_options_searched
// (max_splits_probed for Lasker's splits) and set truncated.
sum_analysis analyze(universe& u, const reading& position, const analyze_options& opt = {});

// The same sum in misère play, by the first of:
//  - Bouton's rule, when every component is a heap of Nim;
//  - the Anti-SG rule (the player to move wins exactly when some value is 2
//    or more and the nim-sum is not 0, or every value is at most 1 and the
//    nim-sum is 0), when its condition is verified on every position
//    reachable from a component (anti_sg.cpp; without moves that split: every
//    such position of value 0 that has a move can move to value 1). Heaps:
//    every size up to the rule's largest heap; a Hackenbush board: each of
//    its pieces (board_pieces), whose values count one by one; other
//    components: every position reachable, at most misere_sums of them. The
//    check costs at most misere_work steps, then the next argument decides;
//  - exact search over the sums reachable (the one sum search, a board as
//    the sum of its pieces), within misere_sums sums and misere_work
//    components copied, about a second natively; past it, status unavailable.
// Listing winning moves has a budget of misere_work steps of its own; with
// opt.list_moves false none are looked for (moves_listed false).
sum_analysis analyze_misere(universe& u, const reading& position, const analyze_options& opt = {});

// ---- Two classics the course checks through the engine -------------------------

// mex(S): the least non-negative integer not in S.
std::uint64_t mex(std::vector<std::uint64_t> values);

// Staircase Nim: coins[i] coins on step i + 1 of a staircase; a move takes
// some coins from a step down one step (from step 1 off the stairs); who
// cannot move loses. It plays exactly as Nim on the odd steps (the proof is in
// classics.cpp): the heaps of that Nim, coins[0], coins[2], ...
std::vector<std::uint64_t> staircase_heaps(const std::vector<std::uint64_t>& coins);

namespace detail {
enum class anti_sg_check { holds, fails, too_long };
// Whether every heap of r from 0 to upto meets the Anti-SG condition (moves
// that split included; the conditions and their proof are in anti_sg.cpp):
// a heap of value 0 with a move can move to heaps of values at most 1 and
// nim-sum 1, one of value 1 to such heaps of nim-sum 0, one of value 2 or
// more to either nim-sum as the proof needs, and no heap of value v <= 1
// moves to heaps with a value of 2 or more and nim-sum v ^ 1. For a rule whose
// moves leave one heap this is the classical condition (a heap of value 0
// with a move can move to value 1). Adds the sizes and moves looked at to
// work; too_long (nothing decided) once work would pass misere_work. Sets
// *splits when a move leaves two or more heaps that can move (or may: moves
// past the point where the verdict was settled are not looked at).
// g(upto) may throw as the oracle does.
anti_sg_check check_anti_sg(const rule& r, std::uint64_t upto, value_oracle& g, std::uint64_t& work,
                            bool* splits = nullptr);
}  // namespace detail

}  // namespace sg
