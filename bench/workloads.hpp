// The game-language workloads of `sgbench --games` (issue 20's table): each
// definition, what is asked (a table over a box, or one position), and the
// hand-written contest program that computes the same values (contest.hpp).
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "contest.hpp"

namespace bench {

struct workload {
    const char* key;                     // a short name: the export program and the contest driver go by it
    const char* name;                    // as printed
    const char* text;                    // the definition
    const char* box;                     // a table over this box, or nullptr
    std::vector<std::int64_t> position;  // else one position's analysis
    // The hand-written program: the values of the box [0..hi] (row-major);
    // `single`: only the value at hi (a memoised search, not a table).
    std::function<contest::values(const std::vector<std::int64_t>& hi)> contest;
    bool single = false;
};

inline const char* const king_text =
    "game king(x, y)\n  move (x - 1, y) where x > 0\n  move (x, y - 1) where y > 0\n"
    "  move (x - 1, y - 1) where x > 0 && y > 0\n";
inline const char* const wythoff_text =
    "game wythoff(x, y)\n  move (x - k, y) for k in 1..x\n  move (x, y - k) for k in 1..y\n"
    "  move (x - k, y - k) for k in 1..min(x, y)\n";
inline const char* const cut_text =
    "game cut(w, h)\n  move cut(i, h) + cut(w - i, h) for i in 1..w-1\n"
    "  move cut(w, j) + cut(w, h - j) for j in 1..h-1\n";
inline const char* const pair_text =
    "game pair(a, b)\n  move (i, a - i) for i in 1..a-1\n  move (i, b - i) for i in 1..b-1\n";
inline const char* const half_text = "game half(n)\n  move n - k for k in 1..n/2\n";
inline const char* const split3_text =
    "game split3(n)\n  move n - k for k in 1..n\n  move (a) + (b) + (n - a - b) for a in 1..n/3, b in a..(n - a)/2\n";
inline const char* const cuboid_text =
    "game cuboid(a, b, c)\n  move (i, b, c) + (a - i, b, c) for i in 1..a-1\n"
    "  move (a, j, c) + (a, b - j, c) for j in 1..b-1\n  move (a, b, l) + (a, b, c - l) for l in 1..c-1\n";
inline const char* const euclid_text =
    "game euclid(a, b)\n  move (a - k * b, b) for k in 1..a / b where a >= b && b > 0\n"
    "  move (a, b - k * a) for k in 1..b / a where b > a && a > 0\n";

inline std::vector<workload> workloads() {
    auto two = [](contest::values (*f)(int, int)) {
        return [f](const std::vector<std::int64_t>& hi) { return f(int(hi[0]), int(hi[1])); };
    };
    auto one = [](contest::values (*f)(int)) {
        return [f](const std::vector<std::int64_t>& hi) { return f(int(hi[0])); };
    };
    auto cube = [](const std::vector<std::int64_t>& hi) { return contest::cuboid(int(hi[0]), int(hi[1]), int(hi[2])); };
    auto euclid = [](const std::vector<std::int64_t>& hi) { return contest::values{contest::euclid(hi[0], hi[1])}; };
    return {
        {"half", "take at most half, to 10^6", half_text, "0..1000000", {}, one(contest::half)},
        {"pair", "pair game, 300 x 300", pair_text, "1..300, 1..300", {}, two(contest::pair_game)},
        {"cut", "cut a rectangle, 200 x 200", cut_text, "1..200, 1..200", {}, two(contest::cut)},
        {"wythoff1000", "Wythoff 1000 x 1000", wythoff_text, "0..999, 0..999", {}, two(contest::wythoff)},
        {"cuboid", "cut a cuboid, (30, 30, 30)", cuboid_text, nullptr, {30, 30, 30}, cube},
        {"euclid10000", "Euclid's game, (10000, 1)", euclid_text, nullptr, {10000, 1}, euclid, true},
        {"euclid14000", "Euclid's game, (14000, 1)", euclid_text, nullptr, {14000, 1}, euclid, true},
        {"wythoff500", "Wythoff 500 x 500", wythoff_text, "0..499, 0..499", {}, two(contest::wythoff)},
        {"king", "king moves, 2000 x 2000 table", king_text, "0..1999, 0..1999", {}, two(contest::king)},
        {"kingone", "king moves, (1999, 1999)", king_text, nullptr, {1999, 1999}, two(contest::king)},
        {"split3", "take any or split in three, to 2000", split3_text, "0..2000", {}, one(contest::split3)},
    };
}

}  // namespace bench
