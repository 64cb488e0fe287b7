// Nim multiplication (sg/nimber.hpp).
//
// Why the byte decomposition is exact: 2^8, 2^16 and 2^32 are Fermat
// 2-powers F (2^(2^k)), and for x < F, x (x) F is the ordinary product x * F.
// Every byte place 2^(8i) is a nim product of distinct Fermat 2-powers of at
// least 2^8, so a byte a_i at place i is a_i (x) 2^(8i), and a is the nim-sum
// of its bytes so placed. By distributivity,
//   a (x) b = (+)_{i,j} (a_i (x) b_j) (x) (2^(8i) (x) 2^(8j)),
// where a_i (x) b_j < 2^8 comes from a table, and multiplying a byte c by the
// fixed nimber P_ij = 2^(8i) (x) 2^(8j) is linear over GF(2) in c, so it is
// the XOR of c's bits times P_ij, tabulated per byte value.
#include "sg/nimber.hpp"

#include <array>
#include <vector>

namespace sg {
namespace {

// The recursive definition over halves: with F = 2^h a Fermat 2-power and
// a = a1 F + a0, b = b1 F + b0 (a0, a1, b0, b1 < F),
//   a (x) b = ((a1 + a0)(b1 + b0) + a0 b0) F + a0 b0 + (a1 b1)(F / 2),
// all operations nim operations, since F (x) F = F (+) F/2. Slow (exponential
// in the number of halvings); used only to build the tables.
std::uint64_t slow_multiply(std::uint64_t a, std::uint64_t b, unsigned bits = 64) {
    if (a < 2 || b < 2) return a * b;
    unsigned h = bits / 2;
    while (h >= 1 && (a >> h) == 0 && (b >> h) == 0) bits = h, h = bits / 2;
    const std::uint64_t mask = (std::uint64_t(1) << h) - 1;
    const std::uint64_t a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
    const std::uint64_t low = slow_multiply(a0, b0, h);
    const std::uint64_t high = slow_multiply(a1 ^ a0, b1 ^ b0, h) ^ low;
    const std::uint64_t carry = slow_multiply(slow_multiply(a1, b1, h), std::uint64_t(1) << (h - 1), h);
    return (high << h) ^ low ^ carry;
}

struct tables {
    std::array<std::array<std::uint8_t, 256>, 256> bytes{};  // byte (x) byte
    // place[i][j][c] = c (x) 2^(8i) (x) 2^(8j), for i <= j.
    std::vector<std::array<std::uint64_t, 256>> place;

    tables() : place(64) {
        for (unsigned x = 0; x < 256; ++x)
            for (unsigned y = x; y < 256; ++y) bytes[x][y] = bytes[y][x] = std::uint8_t(slow_multiply(x, y, 8));
        for (unsigned i = 0; i < 8; ++i)
            for (unsigned j = i; j < 8; ++j) {
                const std::uint64_t p = slow_multiply(std::uint64_t(1) << (8 * i), std::uint64_t(1) << (8 * j));
                auto& row = place[8 * i + j];
                std::array<std::uint64_t, 8> bit{};
                for (unsigned k = 0; k < 8; ++k) bit[k] = slow_multiply(std::uint64_t(1) << k, p);
                for (unsigned c = 1; c < 256; ++c) {
                    unsigned low = 0;
                    while (!((c >> low) & 1)) ++low;
                    row[c] = row[c & (c - 1)] ^ bit[low];
                }
            }
    }
};

const tables& nim_tables() {
    static const tables t;
    return t;
}

}  // namespace

std::uint64_t nim_multiply(std::uint64_t a, std::uint64_t b) {
    if (a < 2 || b < 2) return a * b;
    const tables& t = nim_tables();
    if (a < 256 && b < 256) return t.bytes[a][b];
    std::uint64_t out = 0;
    for (unsigned i = 0; i < 8; ++i) {
        const unsigned ai = unsigned(a >> (8 * i)) & 255;
        if (!ai) continue;
        for (unsigned j = 0; j < 8; ++j) {
            const unsigned bj = unsigned(b >> (8 * j)) & 255;
            if (!bj) continue;
            out ^= t.place[i <= j ? 8 * i + j : 8 * j + i][t.bytes[ai][bj]];
        }
    }
    return out;
}

// In the field of 2h-bit nimbers, with F = 2^h and x = aF + b (a, b < F):
// since F (x) F = F + F/2, (aF + b)(aF + a + b) = a (x) a (x) F/2 + a (x) b + b (x) b
// =: N, a nimber below F. So x^-1 = (aF + a + b) (x) N^-1, N^-1 found in the
// field of h-bit nimbers the same way.
std::uint64_t nim_inverse(std::uint64_t x) {
    if (x < 2) return x;
    unsigned bits = 64;
    while (bits > 1 && (x >> (bits / 2)) == 0) bits /= 2;
    const unsigned h = bits / 2;
    const std::uint64_t a = x >> h, b = x & ((std::uint64_t(1) << h) - 1);
    const std::uint64_t n =
        nim_multiply(nim_multiply(a, a), std::uint64_t(1) << (h - 1)) ^ nim_multiply(a, b) ^ nim_multiply(b, b);
    return nim_multiply((a << h) ^ a ^ b, nim_inverse(n));
}

}  // namespace sg
