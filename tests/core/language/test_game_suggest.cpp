// Formula suggestions for game tables: each shape the library gained (golden
// ratio thresholds, Beatty pairs, nim products, 1-based tables, arithmetic
// periods) is found on a table whose game is known to have it, and every
// suggestion holds on the whole table it was drawn from.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>

#include "language/game_program.hpp"  // a formula evaluated at one position
#include "sg/game.hpp"

namespace {

struct suggested {
    std::shared_ptr<const sg::game_definition> def;
    std::vector<sg::suggestion> list;
    sg::game_table table;
};

suggested suggest(const std::string& text, const std::string& box, std::size_t limit = 40) {
    suggested s;
    s.def = std::make_shared<const sg::game_definition>(text);
    sg::game_evaluator ev(s.def);
    s.table = sg::compute_game_table(ev, sg::parse_box(*s.def, 0, box));
    s.list = sg::suggest_formulas(*s.def, s.table, limit);
    for (const auto& f : s.list) REQUIRE(sg::check_formula(*s.def, s.table, f.formula, f.p_positions).matches);
    return s;
}

bool has(const suggested& s, const std::string& formula, bool p_positions) {
    for (const auto& f : s.list)
        if (f.formula == formula && f.p_positions == p_positions) return true;
    return false;
}

// A formula's value at (x, y), or nullopt when it cannot be evaluated (an overflow).
struct formula {
    formula(const std::string& text, const std::vector<std::string>& names)
        : e(sg::detail::compile_formula(text, names)) {}
    std::optional<std::int64_t> operator()(std::int64_t x, std::int64_t y) const;
    sg::detail::expr e;
};

std::optional<std::int64_t> formula::operator()(std::int64_t x, std::int64_t y) const {
    std::int64_t vars[sg::max_game_coords + sg::max_loop_vars] = {x, y};
    std::int64_t out = 0;
    sg::detail::eval_fault fault = sg::detail::eval_fault::none;
    std::size_t at = 0;
    if (!sg::detail::eval(e, vars, out, fault, at)) return std::nullopt;
    return out;
}

// Euclid's game by its rule: from (a, b), a >= b > 0, take a multiple of the
// smaller from the larger; the player to move wins at once with a >= 2b (one
// of the two moves leaves a lost position), and otherwise has one move.
bool euclid_wins(std::uint64_t a, std::uint64_t b) {
    bool flipped = false;  // an odd number of forced moves so far
    while (true) {
        if (a < b) std::swap(a, b);
        if (b == 0) return flipped;  // no move: lost
        if (a >= 2 * b) return !flipped;
        a -= b;  // the one move
        flipped = !flipped;
    }
}

// floor(d phi) in 128 bits: (d + isqrt(5 d^2)) / 2.
std::uint64_t floor_phi(std::uint64_t d) {
    const unsigned __int128 n = 5 * (unsigned __int128)d * d;
    unsigned __int128 r = (unsigned __int128)std::sqrt((long double)n);
    while (r * r > n) --r;
    while ((r + 1) * (r + 1) <= n) ++r;
    return std::uint64_t((d + r) / 2);
}

}  // namespace

TEST_CASE("suggested formulas stay inside 64 bits over the coordinates they claim: Euclid's and Wythoff's past 2^31",
          "[game][suggest]") {
    const std::string euclid_text =
        "game euclid(a, b)\n  move (a - k * b, b) for k in 1..a / b where a >= b && b > 0\n"
        "  move (a, b - k * a) for k in 1..b / a where b > a && a > 0\n";
    auto euclid = suggest(euclid_text, "0..40, 0..40");
    REQUIRE(!euclid.list.empty());
    const sg::suggestion& golden = euclid.list[0];
    CAPTURE(golden.formula, golden.exact_upto);
    const formula p_at(golden.formula, {"a", "b"});
    CHECK(golden.p_positions);
    CHECK(golden.exact_upto == 3037000499);  // the square root of 2^63
    // The rule against the formula: every position up to 300, and around 2^31
    // and the claimed edge (the larger at least phi times the smaller wins).
    for (std::uint64_t a = 0; a <= 300; ++a)
        for (std::uint64_t b = 0; b <= 300; ++b) {
            CAPTURE(a, b);
            REQUIRE(p_at(std::int64_t(a), std::int64_t(b)).value_or(-1) == !euclid_wins(a, b));
        }
    std::mt19937_64 rng(31);
    const std::uint64_t two31 = std::uint64_t(1) << 31;
    for (std::uint64_t centre : {two31 - 1, two31, golden.exact_upto - 2}) {
        for (int i = 0; i < 2000; ++i) {
            // The larger near the centre, the smaller near it divided by phi,
            // or anything below it.
            const std::uint64_t big = centre - rng() % 3 + (centre < golden.exact_upto - 2 ? 2 : 0);
            const std::uint64_t small =
                i % 2 ? rng() % big : std::uint64_t((long double)big / 1.6180339887498948482L) + rng() % 5 - 2;
            CAPTURE(big, small);
            const auto v = p_at(std::int64_t(big), std::int64_t(small));
            REQUIRE(v);
            const bool p = small > 0 && (unsigned __int128)big * (big - small) < (unsigned __int128)small * small;
            CHECK(*v == (small == 0 || p));
            CHECK(*v == !euclid_wins(big, small));
        }
    }
    // Past its claim the engine refuses rather than answers: 2^53 overflows.
    CHECK_FALSE(p_at(std::int64_t(golden.exact_upto + 2), 1));
    CHECK_FALSE(p_at(std::int64_t(1) << 53, std::int64_t(1) << 52));

    auto wythoff = suggest(
        "game w(x, y)\n  move (x - k, y) for k in 1..x\n  move (x, y - k) for k in 1..y\n"
        "  move (x - k, y - k) for k in 1..min(x, y)\n",
        "0..30, 0..30");
    REQUIRE(!wythoff.list.empty());
    const sg::suggestion& beatty = wythoff.list[0];
    CAPTURE(beatty.formula);
    CHECK(beatty.exact_upto == 3037000498);
    const formula pair_at(beatty.formula, {"x", "y"});
    for (int i = 0; i < 4000; ++i) {
        // The larger, m + d = floor(d phi^2), near 2^31 or near the claim's edge.
        const std::uint64_t top = i % 2 ? two31 : beatty.exact_upto;
        const std::uint64_t d = std::uint64_t((long double)top / 2.6180339887498948482L) - rng() % 1000000;
        const std::uint64_t m = floor_phi(d) - 1 + rng() % 3;
        CAPTURE(d, m);
        REQUIRE(m + d <= beatty.exact_upto);
        const auto v = pair_at(std::int64_t(m), std::int64_t(m + d));
        REQUIRE(v);
        CHECK(*v == (m == floor_phi(d)));
    }
    // Every suggestion of these tables evaluates without a fault anywhere up
    // to its claim (the corners are where products are largest).
    for (const auto* s : {&euclid, &wythoff}) {
        for (const auto& f : s->list) {
            const formula at(f.formula, s->def->games()[0].coords);
            const std::int64_t top = std::int64_t(f.exact_upto);
            for (std::int64_t x : {std::int64_t(0), top / 2, top - 1, top})
                for (std::int64_t y : {std::int64_t(0), top / 3, top - 1, top}) {
                    CAPTURE(f.formula, x, y);
                    CHECK(at(x, y));
                }
        }
    }
}

TEST_CASE("suggestions: Euclid's golden-ratio threshold and Wythoff's Beatty pairs, written 0- and 1-based",
          "[game][suggest]") {
    auto euclid = suggest(
        "game euclid(a, b)\n  move (a - k * b, b) for k in 1..a / b where a >= b && b > 0\n"
        "  move (a, b - k * a) for k in 1..b / a where b > a && a > 0\n",
        "0..40, 0..40");
    CAPTURE(euclid.list.size());
    CHECK(
        has(euclid,
            "min(a, b) == 0 || (max(a, b) != min(a, b) && max(a, b) * (max(a, b) - min(a, b)) < min(a, b) * min(a, b))",
            true));
    auto wythoff = suggest(
        "game w(x, y)\n  move (x - k, y) for k in 1..x-1\n  move (x, y - k) for k in 1..y-1\n"
        "  move (x - k, y - k) for k in 1..min(x, y)-1\n",
        "1..30, 1..30");
    CHECK(has(wythoff,
              "min((x - 1), (y - 1)) * (min((x - 1), (y - 1)) - abs((x - 1) - (y - 1))) <= abs((x - 1) - (y - 1)) * "
              "abs((x - 1) - (y - 1)) && (min((x - 1), (y - 1)) + 1) * (min((x - 1), (y - 1)) + 1 - abs((x - 1) - (y - "
              "1))) > abs((x - 1) - (y - 1)) * abs((x - 1) - (y - 1))",
              true));
}

TEST_CASE("suggestions: nim products of the coordinates, 0- and 1-based", "[game][suggest][nim]") {
    auto corners =
        suggest("game c(x, y)\n  move (a, y) + (x, b) + (a, b) for a in 0..x-1, b in 0..y-1\n", "0..15, 0..15");
    CHECK(has(corners, "nimmul(x, y)", false));
    auto one_based =
        suggest("game c(x, y)\n  move (a, y) + (x, b) + (a, b) for a in 1..x-1, b in 1..y-1\n", "1..16, 1..16");
    CHECK(has(one_based, "nimmul((x - 1), (y - 1))", false));
}

TEST_CASE("suggestions: an arithmetic-periodic table gets its formula, which holds far past the table",
          "[game][suggest]") {
    // Lasker's Nim (take any, or split a heap in two): period 4, saltus 4.
    const std::string lasker = "game lasker(n)\n  move n - k for k in 1..n\n  move (a) + (n - a) for a in 1..n-1\n";
    auto s = suggest(lasker, "0..40");
    std::string found;
    for (const auto& f : s.list)
        if (f.formula.find("n / 4 * 4") != std::string::npos) found = f.formula;
    CAPTURE(s.list.size(), found);
    REQUIRE(!found.empty());
    sg::game_evaluator ev(s.def);
    sg::game_table longer = sg::compute_game_table(ev, sg::parse_box(*s.def, 0, "0..400"));
    CHECK(sg::check_formula(*s.def, longer, found).matches);
    // A table that is not arithmetic-periodic gets no such formula.
    auto half = suggest("game half(n)\n  move n - k for k in 1..n/2\n", "0..60");
    for (const auto& f : half.list) CHECK(f.formula.find(" == 0) * ") == std::string::npos);
}

TEST_CASE("a formula answers positions far past a table, and refuses what it cannot evaluate", "[game][formula]") {
    auto def = std::make_shared<const sg::game_definition>(
        "game nim2(x, y)\n  move (x - k, y) for k in 1..x\n  move (x, y - k) for k in 1..y\n");
    sg::game_formula f(*def, 0, "x ^ y");
    CHECK(f.at({0, {1000000000000, 5}}) == (1000000000000LL ^ 5));
    CHECK_THROWS_WITH(sg::game_formula(*def, 0, "x ^ z"), Catch::Matchers::Contains("unknown name 'z'"));
    sg::game_formula big(*def, 0, "x * y");
    CHECK_THROWS_WITH(
        big.at({0, {4000000000, 4000000000}}),
        Catch::Matchers::Contains("evaluating the formula at nim2(4000000000, 4000000000): integer overflow"));
}
