// The reasons of the sums' analyses in English (the sg command's words; the
// pages have their own, in web/js/text).
#include "sg/reason.hpp"

namespace sg {
namespace {

std::string n(std::uint64_t v) { return std::to_string(v); }

// Where the Anti-SG condition was checked, and how boards count.
std::string anti_sg_where(const reason& r) {
    std::string where;
    if (!r.has("positions")) {
        where = "checked for sizes up to " + n(r.param("heaps"));
    } else {
        where = "checked over the " + n(r.param("positions")) + " positions reachable from the game components";
        if (r.has("heaps")) where += " and for heap sizes up to " + n(r.param("heaps"));
        if (r.param("onOneEdge"))
            where += "; " + n(r.param("onOneEdge")) +
                     " pieces of boards stand on one edge, so they meet it unsearched (each is worth what it holds up "
                     "plus 1 by the colon principle, and no cut splits it)";
    }
    if (r.param("boards"))
        where += "; a Hackenbush board is the sum of its pieces that meet only at the ground, each a component";
    return where;
}

}  // namespace

std::string reason_words(const reason& r) {
    const std::string& c = r.code;
    if (c == "misere.bouton")
        return "misère Nim (Bouton): play as in normal Nim while a heap of 2 or more remains, then leave an odd number "
               "of 1-heaps";
    if (c == "misere.anti_sg" || c == "misere.anti_sg_splits") {
        const bool heaps_only = !r.has("positions");
        const std::string what = heaps_only ? "heap" : "position";
        const std::string rule =
            "; so the player to move wins exactly when some value is 2 or more and the nim-sum is not 0, or every "
            "value is at most 1 and the nim-sum is 0";
        if (c == "misere.anti_sg")
            return "Anti-SG rule: no move splits " +
                   std::string(heaps_only ? "a heap into two or more heaps" : "a component into two or more parts") +
                   " that can still move, and every " + what + " of value 0 that has a move can move to value 1, " +
                   anti_sg_where(r) + rule;
        return "Anti-SG rule with moves that split (a move's parts are small when every value is at most 1): every " +
               what +
               " of value 0 that has a move can move to small parts of nim-sum 1, every one of value 1 to small parts "
               "of nim-sum 0, every one of value 2 or more to small parts of nim-sum 1 or other parts of nim-sum 0 "
               "and to small parts of nim-sum 0 or other parts of nim-sum 1, and none of value v at most 1 moves to "
               "parts that are not small of nim-sum v XOR 1, " +
               anti_sg_where(r) + rule;
    }
    if (c == "misere.search")
        return "exact search over the sums reachable from this one (" + n(r.param("positions")) + " looked at)";
    if (c == "misere.budget")
        return "misère play is exact only for Nim or for small positions, and this one needs more than " +
               n(r.param("positions")) + " positions or " + n(r.param("steps")) + " steps to search";
    if (c == "every.steps") {
        const std::uint64_t steps = r.param("steps");
        return "the largest step count is " + n(steps) + " (component " + n(r.param("component")) + "), and it is " +
               (steps % 2 ? "odd" : "even");
    }
    if (c == "every.no_moves") return "no component can move";
    if (c == "every.search")
        return "the moves loop, so there are no step counts: exact search over the " + n(r.param("positions")) +
               " sums reachable, moving every component each turn";
    if (c == "play.sprague_grundy") return "the nim-sum of the components' values";
    if (c == "play.search") return "exact search over the " + n(r.param("positions")) + " sums reachable from this one";
    if (c == "play.loopy")
        return "Smith's generalised values and retrograde analysis of the " + n(r.param("positions")) +
               " sums reachable (the moves loop)";
    return c;  // a code without words yet: said as it is
}

}  // namespace sg
