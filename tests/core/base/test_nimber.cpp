// Nim multiplication against its definition and the field's laws.
#include <catch2/catch.hpp>

#include <random>
#include <vector>

#include "sg/nimber.hpp"

using sg::nim_multiply;

TEST_CASE("the nim product equals the mex of the smaller products for every a, b < 64") {
    // The definition, computed the slow obvious way from the smaller products.
    const unsigned n = 64;
    std::vector<std::vector<std::uint64_t>> def(n, std::vector<std::uint64_t>(n));
    for (unsigned a = 0; a < n; ++a)
        for (unsigned b = 0; b < n; ++b) {
            std::vector<char> seen(n * n, 0);
            for (unsigned x = 0; x < a; ++x)
                for (unsigned y = 0; y < b; ++y) seen[def[x][b] ^ def[a][y] ^ def[x][y]] = 1;
            std::uint64_t m = 0;
            while (seen[m]) ++m;
            def[a][b] = m;
        }
    for (unsigned a = 0; a < n; ++a)
        for (unsigned b = 0; b < n; ++b) {
            CAPTURE(a, b);
            CHECK(nim_multiply(a, b) == def[a][b]);
        }
}

TEST_CASE("nim products of Fermat 2-powers and of the largest nimbers are the known ones") {
    CHECK(nim_multiply(2, 2) == 3);
    CHECK(nim_multiply(4, 4) == 6);
    CHECK(nim_multiply(16, 16) == 24);
    // F (x) F = 3F/2 for every Fermat 2-power F = 2^(2^k).
    for (unsigned k = 0; k <= 5; ++k) {
        const std::uint64_t f = std::uint64_t(1) << (1u << k);
        CAPTURE(k);
        CHECK(nim_multiply(f, f) == f + f / 2);
        // x (x) F = x * F for x < F (for k = 5, F = 2^32 and x below it).
        for (std::uint64_t x : {std::uint64_t(1), f / 2, f - 1}) CHECK(nim_multiply(x, f) == x * f);
    }
    // The nimbers below 2^64 are closed under the product.
    CHECK(nim_multiply(~std::uint64_t(0), ~std::uint64_t(0)) != 0);
}

TEST_CASE("nim multiplication is commutative, associative, distributes over XOR, and has inverses") {
    std::mt19937_64 rng(20261126);
    for (int i = 0; i < 2000; ++i) {
        const int bits = 1 + i % 64;
        auto draw = [&] { return bits == 64 ? rng() : rng() & ((std::uint64_t(1) << bits) - 1); };
        const std::uint64_t a = draw(), b = draw(), c = draw();
        CAPTURE(a, b, c);
        CHECK(nim_multiply(a, b) == nim_multiply(b, a));
        CHECK(nim_multiply(nim_multiply(a, b), c) == nim_multiply(a, nim_multiply(b, c)));
        CHECK(nim_multiply(a, b ^ c) == (nim_multiply(a, b) ^ nim_multiply(a, c)));
        CHECK(nim_multiply(a, 1) == a);
        // A field has no zero divisors.
        if (a && b) CHECK(nim_multiply(a, b) != 0);
    }
    // Every non-zero nimber below 2^8 has an inverse below 2^8 (a subfield).
    for (std::uint64_t a = 1; a < 256; ++a) {
        std::uint64_t inverse = 0;
        for (std::uint64_t b = 1; b < 256; ++b)
            if (nim_multiply(a, b) == 1) inverse = b;
        CAPTURE(a);
        CHECK(inverse != 0);
    }
}

TEST_CASE("every nimber but 0 has a nim inverse", "[nimber]") {
    CHECK(sg::nim_inverse(0) == 0);
    CHECK(sg::nim_inverse(1) == 1);
    CHECK(sg::nim_inverse(2) == 3);  // 2 (x) 3 = 1
    for (std::uint64_t a = 1; a < 4096; ++a) {
        CAPTURE(a);
        REQUIRE(nim_multiply(a, sg::nim_inverse(a)) == 1);
    }
    std::uint64_t x = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < 20000; ++i) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        const std::uint64_t a = x >> (i % 64);
        if (!a) continue;
        CAPTURE(a);
        REQUIRE(nim_multiply(a, sg::nim_inverse(a)) == 1);
    }
}
