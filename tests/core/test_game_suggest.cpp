// Formula suggestions for game tables: each shape the library gained (golden
// ratio thresholds, Beatty pairs, nim products, 1-based tables, arithmetic
// periods) is found on a table whose game is known to have it, and every
// suggestion holds on the whole table it was drawn from.
#include <catch2/catch.hpp>

#include <memory>
#include <string>

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

}  // namespace

TEST_CASE("suggestions: Euclid's golden-ratio threshold and Wythoff's Beatty pairs, written 0- and 1-based",
          "[game][suggest]") {
    auto euclid = suggest(
        "game euclid(a, b)\n  move (a - k * b, b) for k in 1..a / b where a >= b && b > 0\n"
        "  move (a, b - k * a) for k in 1..b / a where b > a && a > 0\n",
        "0..40, 0..40");
    CAPTURE(euclid.list.size());
    CHECK(
        has(euclid,
            "min(a, b) == 0 || (max(a, b) != min(a, b) && (2 * max(a, b) - min(a, b)) * (2 * max(a, b) - min(a, b)) < "
            "5 * min(a, b) * min(a, b))",
            true));
    auto wythoff = suggest(
        "game w(x, y)\n  move (x - k, y) for k in 1..x-1\n  move (x, y - k) for k in 1..y-1\n"
        "  move (x - k, y - k) for k in 1..min(x, y)-1\n",
        "1..30, 1..30");
    CHECK(has(
        wythoff,
        "min((x - 1), (y - 1)) == (abs((x - 1) - (y - 1)) + isqrt(5 * ((x - 1) - (y - 1)) * ((x - 1) - (y - 1)))) / 2",
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
