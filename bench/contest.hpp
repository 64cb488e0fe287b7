// The programs a contest student would write for the game-language workloads
// of `sgbench --games` (bench/contest.cpp, compiled with -O2 as g++ -O2 would
// build a submission): arrays over the box filled bottom-up, or a memoised
// recursion where the coordinates are too large for arrays, and the mex
// through a vis[] array. Each returns the values of the box [0..X] x [0..Y]
// (row-major), so that the benchmark compares them with the engine's.
#pragma once
#include <cstdint>
#include <vector>

namespace contest {

using values = std::vector<std::uint32_t>;

values king(int X, int Y);           // a king moves left, down or diagonally down-left by one square
values wythoff(int X, int Y);        // a queen moves left, down or diagonally down-left
values cut(int W, int H);            // cut a rectangle along a grid line into two (a sum)
values pair_game(int A, int B);      // remove one heap, split the other into two non-empty heaps
values half(int N);                  // take at most half of the heap
values split3(int N);                // take any amount, or split the heap into three a <= b <= c
values cuboid(int A, int B, int C);  // cut a cuboid into two (a sum); [0..A] x [0..B] x [0..C]
// Euclid's game: subtract a positive multiple of the smaller number from the
// larger, leaving it non-negative; memoised over a hash map.
std::uint32_t euclid(long long a, long long b);

}  // namespace contest
