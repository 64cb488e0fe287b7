// The heap-rule language: what one move does to one heap.
//
//   nim | any                  take any positive number
//   1,3,4 | {1,3,4} | {1..3,7} take exactly one of the listed amounts
//   1..3                       take 1 to 3
//   !{2,5}                     take any positive number except those listed
//   odd even pow2 fib squares primes factorials
//                              take an amount from that family
//   0.77 4.07 0.F ...          take-and-break code (octal; hexadecimal when a
//                              digit is a letter A-F), up to max_code_digits
//   7@{3,5,1000} 3@1+7@{2,4}   the same codes by digit: code digit 7 for each
//                              listed amount (terms joined by '+'; "4@0"
//                              splits without taking)
//   kayles dawson dawson-chess grundy lasker
//                              named games
//
// Whitespace and case are ignored. parse_rule is the only parser; everything
// that accepts rule text (CLI, pages, widgets, links) goes through it.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "sg/error.hpp"

namespace sg {

enum class rule_kind {
    subtraction,  // take one amount from a finite set
    all_but,      // take any positive amount except a finite set (nim: none excluded)
    family,       // take an amount from an infinite family
    take_break,   // octal or hexadecimal code
    grundy,       // split a heap into two unequal non-empty heaps
    lasker,       // take any positive amount, or split into two non-empty heaps
};

enum class family { odd, even, pow2, fib, squares, primes, factorials };

struct rule {
    rule_kind kind = rule_kind::subtraction;
    std::vector<std::uint64_t> amounts;  // subtraction: the set; all_but: the exclusions; sorted, unique
    family fam = family::odd;
    std::vector<std::uint8_t> digits;  // take_break: digits[k] for k = 0..t, digits[t] != 0 (or empty)
    bool hexadecimal = false;
    std::string text;  // canonical text, parses back to the same rule
    std::string name;  // "Kayles", "Nim", ... or empty

    bool is_nim() const { return kind == rule_kind::all_but && amounts.empty(); }
    // True when every move leaves at most one heap (a subtraction-type rule).
    bool single_heap() const {
        return kind == rule_kind::subtraction || kind == rule_kind::all_but || kind == rule_kind::family;
    }
};

// Stable names for pages and JSON: "subtraction", "allBut", "family",
// "takeBreak", "grundy", "lasker"; "odd", "even", "pow2", "fib", "squares",
// "primes", "factorials".
const char* kind_name(rule_kind k);
const char* family_name(family f);

// Parses rule text. Throws sg::error naming what is wrong and the column
// (1-based, in the text as given), e.g.
// "0 is not a move (a move takes at least one token) at column 2".
// column_offset is added to every reported column (for rule text cut out of a
// longer line).
rule parse_rule(std::string_view text, std::size_t column_offset = 0);

// One move from one heap: the amount taken and the heaps left (0 to 3 of them,
// each non-empty).
struct move {
    std::uint64_t taken = 0;
    std::uint64_t parts[3] = {0, 0, 0};
    int part_count = 0;
};

// Calls f for every move from a heap of n, in a fixed order: by amount taken,
// then by the size of the first heap left. Cost: the number of moves (O(n) for
// nim-like rules, O(n^2) for three-heap splits). Stops early when f returns false.
void for_each_move(const rule& r, std::uint64_t n, const std::function<bool(const move&)>& f);

// The members of a family that are at most limit, ascending: all at once, or
// one at a time until f returns false (never allocating for the whole range).
std::vector<std::uint64_t> family_members(family fam, std::uint64_t limit);
void for_each_member(family fam, std::uint64_t limit, const std::function<bool(std::uint64_t)>& f);

// A move in words, e.g. "take 3", "take 2 and leave heaps of 1 and 4",
// "split into heaps of 2 and 5", "take all 3".
std::string describe(const move& m, std::uint64_t heap);

}  // namespace sg
