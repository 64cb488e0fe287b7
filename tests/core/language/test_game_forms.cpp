// The evaluator's shortcuts for expressions against its interpreter: every
// linear form (a sum of multiples of variables, perhaps divided by a number)
// must give the interpreter's value, and fault exactly where it faults, on
// random values from tiny to the edge of overflow.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "language/game_program.hpp"

namespace {

using sg::detail::eval_fault;

// A random expression over x, y, z built from + - * by numbers, unary minus,
// and at the top perhaps / or % by a number.
std::string random_linear(std::mt19937_64& rng, int depth) {
    auto pick = [&](int n) { return int(rng() % std::uint64_t(n)); };
    if (depth == 0 || pick(3) == 0) {
        const char* leaves[] = {"x", "y", "z"};
        if (pick(3) == 0) {
            static const long long numbers[] = {0, 1, 2, 3, 7, 1000, 4294967296LL, 9007199254740991LL};
            return std::to_string(numbers[pick(8)]);
        }
        return leaves[pick(3)];
    }
    switch (pick(5)) {
        case 0: return "(" + random_linear(rng, depth - 1) + " + " + random_linear(rng, depth - 1) + ")";
        case 1: return "(" + random_linear(rng, depth - 1) + " - " + random_linear(rng, depth - 1) + ")";
        case 2: return "(" + std::to_string(pick(2000) - 1000) + " * " + random_linear(rng, depth - 1) + ")";
        case 3: return "(" + random_linear(rng, depth - 1) + " * " + std::to_string(pick(7) + 1) + ")";
        default: return "(-" + random_linear(rng, depth - 1) + ")";
    }
}

}  // namespace

TEST_CASE("linear forms of expressions give the interpreter's value, and fault where it faults", "[game][forms]") {
    std::mt19937_64 rng(20);
    const std::vector<std::string> names = {"x", "y", "z"};
    int linear = 0;
    for (int i = 0; i < 3000; ++i) {
        std::string text = random_linear(rng, 1 + int(rng() % 5));
        if (rng() % 3 == 0) text += (rng() % 2 ? " / " : " % ") + std::to_string(1 + rng() % 9);
        sg::detail::expr e = sg::detail::compile_formula(text, names);
        linear += e.shape == sg::detail::expr::form::linear;
        for (int v = 0; v < 20; ++v) {
            std::int64_t vars[8] = {};
            for (int k = 0; k < 3; ++k) {
                const int bits = int(rng() % 64);
                std::int64_t x = std::int64_t(rng() >> (64 - std::max(bits, 1)));
                vars[k] = rng() % 2 ? -x : x;
            }
            std::int64_t slow = 0, fast = 0;
            eval_fault fs = eval_fault::none, ff = eval_fault::none;
            std::size_t as = 0, af = 0;
            const bool ok_slow = sg::detail::eval(e, vars, slow, fs, as);
            const bool ok_fast = sg::detail::eval_fast(e, vars, fast, ff, af);
            CAPTURE(text, vars[0], vars[1], vars[2]);
            REQUIRE(ok_slow == ok_fast);
            if (ok_slow) REQUIRE(slow == fast);
            else REQUIRE((fs == ff && as == af));
        }
    }
    CHECK(linear > 1000);  // the shortcut is taken, not only the interpreter
}
