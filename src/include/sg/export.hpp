// A heap rule as the getSG program contest students write
// (src/core/rule_export.cpp). The game language's export is export_cpp in
// sg/game.hpp.
#pragma once
#include <string>
#include <string_view>

#include "sg/rule.hpp"

namespace sg {

enum class export_style {
    loop,  // void getSG(int n): sg[0..n] in one loop, the mex through vis[] (the classic tutorial)
    memo,  // int SG(int x): memoised recursion with a local vis[]
};

// "loop" or "memo"; "" is loop. Anything else throws sg::error "export.style".
export_style parse_export_style(std::string_view text);

// A standalone C++17 program for the rule: it reads N from standard input and
// prints sg[0..N] on one line, separated by single spaces (the values
// `sg table RULE --upto N` prints in its "sg[x]" rows). Every rule kind is
// written: subtraction sets and ranges, nim and all-but sets, families,
// take-and-break codes (octal and hexadecimal, 4.xx splits), Grundy's game and
// Lasker's Nim. The program does O(N * moves) work like the tutorial code; it
// refuses an N whose work would pass about 3*10^8 moves (or 10^7 values), a
// limit it states in its header, with a message in English and Chinese. It
// compiles with g++ -std=c++17 -O2 -Wall -Wextra -Werror. The text grows with
// the rule: one number per listed amount or non-zero code digit.
std::string export_rule_cpp(const rule& r, export_style style);

}  // namespace sg
