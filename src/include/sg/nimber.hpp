// Nim arithmetic on 64-bit nimbers: the field in which the Sprague-Grundy
// value of a sum is the nim-sum (XOR) of the parts' values, and the value of
// a product of coin-turning games is the nim product of the factors' values
// (Lenstra's Tartan theorem).
#pragma once
#include <cstdint>

namespace sg {

// a (+) b: the nim-sum, bitwise XOR.
constexpr std::uint64_t nim_sum(std::uint64_t a, std::uint64_t b) { return a ^ b; }

// a (x) b: the nim product, exact for every pair of 64-bit values (nimbers
// below 2^64 form a field). By definition
//   a (x) b = mex { a' (x) b (+) a (x) b' (+) a' (x) b' : a' < a, b' < b };
// computed by the byte decomposition of both factors: 64 products of bytes
// from a 256 x 256 table and 64 look-ups of a byte times a product of two
// byte places. The tables (about 140 KB) are built on first use, in well
// under a millisecond natively. Thread-safe after C++11 static initialisation.
std::uint64_t nim_multiply(std::uint64_t a, std::uint64_t b);

// The nim product's inverse: nim_multiply(a, nim_inverse(a)) == 1 for every
// a != 0 (0 has none: returns 0). By halves of the smallest field holding a,
// a few nim products per halving.
std::uint64_t nim_inverse(std::uint64_t a);

}  // namespace sg
