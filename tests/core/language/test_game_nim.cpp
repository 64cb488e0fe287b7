// Nim arithmetic in the game language: nimmul and nimsum against the library's
// nim product (itself tested against the mex definition in test_nimber.cpp),
// and Turning Corners, whose values are nim products of its coordinates
// (Lenstra's Tartan theorem), against a brute force of the game written here.
#include <catch2/catch.hpp>

#include <cstdint>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <utility>

#include "sg/game.hpp"
#include "sg/nimber.hpp"

namespace {

std::shared_ptr<const sg::game_definition> define(const std::string& text) {
    return std::make_shared<const sg::game_definition>(text);
}

// A table of one cell, (x, y), of a game without moves (value 0), checked
// against `formula`: the formula's value there is what check_formula reports.
sg::formula_check at_one_cell(std::uint64_t x, std::uint64_t y, const std::string& formula) {
    auto def = define("game none(x, y)\n  move (x - 1, y) where x < 0\n");
    sg::game_evaluator ev(def);
    sg::game_table t = sg::compute_game_table(
        ev, sg::parse_box(*def, 0, std::to_string(x) + ".." + std::to_string(x) + ", " + std::to_string(y)));
    return sg::check_formula(*def, t, formula);
}

}  // namespace

TEST_CASE("nimmul and nimsum in the language are the library's nim product and XOR, exact on 62-bit values",
          "[game][nim]") {
    std::mt19937_64 rng(18);
    for (int i = 0; i < 300; ++i) {
        const int bits = 1 + int(rng() % 53);  // coordinates reach 2^53 - 1
        std::uint64_t x = rng() >> (64 - bits), y = rng() >> (64 - bits);
        std::uint64_t p = sg::nim_multiply(x, y);
        CAPTURE(x, y, p);
        if (p > std::uint64_t(INT64_MAX)) {
            sg::formula_check c = at_one_cell(x, y, "nimmul(x, y)");
            CHECK(c.error_code == "game.overflow");
            continue;
        }
        // The formula minus the library's product is 0, the cell's value
        // (in two halves: a number in the text is at most 2^53 - 1).
        CHECK(at_one_cell(x, y, "(nimmul(x, y) >> 31) - " + std::to_string(p >> 31)).matches);
        CHECK(at_one_cell(x, y, "(nimmul(x, y) & 2147483647) - " + std::to_string(p & 2147483647)).matches);
        CHECK(at_one_cell(x, y, "nimsum(x, y) - (x ^ y)").matches);
        CHECK(at_one_cell(x, y, "nimmul(x, y) - nimmul(y, x)").matches);
    }
    CHECK(at_one_cell(3, 0, "nimmul(x - 4, y)").error_code == "game.negative_argument");
    CHECK(at_one_cell(2, 2, "nimmul(x, y)").formula_value == 3);     // 2 (x) 2 = 3
    CHECK(at_one_cell(4, 4, "nimmul(x, y)").formula_value == 6);     // 4 (x) 4 = 6
    CHECK(at_one_cell(16, 16, "nimmul(x, y)").formula_value == 24);  // F (x) F = 3F/2 for a Fermat 2-power F
}

TEST_CASE("Turning Corners written plainly has the values nimmul(x, y), and those of its plain recursion",
          "[game][nim]") {
    auto def = define("game corners(x, y)\n  move (a, y) + (x, b) + (a, b) for a in 0..x-1, b in 0..y-1\n");
    sg::game_evaluator ev(def);
    sg::game_table t = sg::compute_game_table(ev, sg::parse_box(*def, 0, "0..15, 0..15"));
    CHECK(sg::check_formula(*def, t, "nimmul(x, y)").matches);
    // One head at (x, y); a move turns the corners (a, b), (a, y), (x, b),
    // (x, y) of a rectangle whose far corner is that head: the value by the
    // mex of the heads' values it leaves, counted here.
    std::map<std::pair<int, int>, std::uint64_t> value;
    for (int x = 0; x < 8; ++x)
        for (int y = 0; y < 8; ++y) {
            std::set<std::uint64_t> reached;
            for (int a = 0; a < x; ++a)
                for (int b = 0; b < y; ++b) reached.insert(value[{a, y}] ^ value[{x, b}] ^ value[{a, b}]);
            std::uint64_t m = 0;
            while (reached.count(m)) ++m;
            value[{x, y}] = m;
            CAPTURE(x, y);
            CHECK(t.value_at(x, y) == m);
        }
}
