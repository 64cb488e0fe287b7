// Every fast path of the game language's evaluator (moves of fixed shapes read
// at fixed distances, runs read by index, long runs asked of their lines,
// rows planned at once, tables filled bottom-up, boxes filled for one
// position, the dense store and the map beyond it) against a plain memoised
// evaluation of the same definition: its moves listed one binding at a time
// (the evaluator's moves_of, which walks the loops plainly) and the value by
// the brute-force oracle's mex over them (brute_force.hpp). On every cell of
// small boxes, for the classic games and for random definitions.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "brute_force.hpp"
#include "language/lines.hpp"
#include "language/search.hpp"
#include "sg/game.hpp"

namespace {

using cell = std::vector<long long>;  // a position of the game: its coordinates

// The plain evaluation: every move from moves_of, every value by recursion.
// A cell is a game's index, then its coordinates.
struct plain {
    std::shared_ptr<const sg::game_definition> def;
    sg::game_evaluator lister;
    brute::oracle<cell> oracle;
    explicit plain(std::shared_ptr<const sg::game_definition> d) : def(d), lister(d) {
        oracle.moves = [this](const cell& c) {
            sg::game_position p;
            p.game = std::uint32_t(c[0]);
            for (std::size_t i = 1; i < c.size(); ++i) p.c[i - 1] = c[i];
            std::vector<std::vector<cell>> out;
            for (const auto& m : lister.moves_of(p, 100000)) {
                std::vector<cell> parts;
                for (const auto& t : m.targets) parts.push_back(of(t));
                out.push_back(parts);
            }
            return out;
        };
    }
    cell of(const sg::game_position& p) const {
        cell c{static_cast<long long>(p.game)};
        const std::size_t k = def->games()[p.game].coords.size();
        c.insert(c.end(), p.c.begin(), p.c.begin() + std::ptrdiff_t(k));
        return c;
    }
};

// The table of the box, bottom-up (the row kernels), and each value asked
// again top-down of a fresh evaluator, against the plain evaluation.
void check(const std::string& text, const std::string& box) {
    CAPTURE(text, box);
    auto def = std::make_shared<const sg::game_definition>(text);
    sg::game_evaluator table_ev(def);
    sg::game_box b = sg::parse_box(*def, 0, box);
    sg::game_table t = sg::compute_game_table(table_ev, b);
    plain ref(def);
    // Warm the plain recursion bottom-up so that its depth stays small.
    for (std::uint64_t i = 0; i < t.values.size(); ++i) ref.oracle.g(ref.of(sg::box_cell(b, i)));
    sg::game_evaluator top_down(def);
    for (std::uint64_t n = t.values.size(); n-- > 0;) {
        sg::game_position p = sg::box_cell(b, n);
        const std::uint64_t want = ref.oracle.g(ref.of(p));
        CAPTURE(def->format(p));
        REQUIRE(t.values[n] == want);
        REQUIRE(top_down.value(p) == want);
    }
}

// A random definition of one or two coordinates from templates of the
// shapes the evaluator treats apart: fixed moves, runs with constant and
// per-position steps, sums, two loops, conditions on coordinates and on
// loop variables, moves that leave the box, moves into a second game
// (whose box is not the row's), and runs affine along a row only once its
// other coordinates are numbers.
std::string random_definition(std::mt19937& rng, bool two) {
    auto pick = [&](int n) { return int(rng() % unsigned(n)); };
    auto num = [&](int lo, int hi) { return std::to_string(lo + pick(hi - lo + 1)); };
    std::string text = two ? "game r(x, y)\n" : "game r(x)\n";
    const int lines = 1 + pick(3);
    for (int l = 0; l < lines; ++l) {
        if (!two) {
            switch (pick(6)) {
                case 0: text += "  move x - " + num(1, 3) + " where x >= " + num(3, 5) + "\n"; break;
                case 1: text += "  move x - k for k in 1..x / " + num(1, 3) + "\n"; break;
                case 2:
                    text += "  move x - " + num(1, 2) + " * k for k in 1..x / 2 where x % " + num(2, 3) + " != 0\n";
                    break;
                case 3: text += "  move (a) + (x - 1 - a) for a in 0..x - 1 where x > 0\n"; break;
                case 4:
                    text += "  move (a) + (b) for a in 1..x - 1, b in 1..min(a, x - a) where (a + b) % 3 != 1\n";
                    break;
                default: text += "  move x - k for k in " + num(1, 2) + "..min(x, " + num(2, 9) + ")\n"; break;
            }
            continue;
        }
        switch (pick(18)) {
            case 0: text += "  move (x - 1, y) where x > 0\n"; break;
            case 1: text += "  move (x - " + num(1, 2) + ", y - 1) where x > 1 && y > 0\n"; break;
            case 2: text += "  move (x - k, y) for k in 1..x\n"; break;
            case 3: text += "  move (x, y - k) for k in 1..min(y, " + num(2, 20) + ")\n"; break;
            case 4: text += "  move (x - k, y - k) for k in 1..min(x, y)\n"; break;
            case 5: text += "  move (x, k) + (x, y - k) for k in 1..y - 1\n"; break;
            case 6: text += "  move (i, x - i) for i in 1..x - 1 where y > " + num(0, 3) + "\n"; break;
            case 7: text += "  move (x - k * (y + 1), y) for k in 1..x / (y + 1)\n"; break;
            // Sums whose parts walk the same cells in opposite directions (read half-way).
            case 8: text += "  move (x - 1, k) + (x - 1, y - k) for k in 0..y where x > 0\n"; break;
            case 9: text += "  move (k, y - 1) + (x - k, y - 1) for k in " + num(0, 1) + "..x where y > 0\n"; break;
            // Into the second game h: a sum run, a run of one target, a fixed move.
            case 10: text += "  move h(k, y) + h(x - k, y) for k in 1..x - 1\n"; break;
            case 11: text += "  move h(x - k, y) for k in 1..x\n"; break;
            case 12: text += "  move h(x, y - 1) where y > 0\n"; break;
            // Affine only once a row's other coordinate is a number (the row
            // y = 1 of Euclid's game; x's parity along a column).
            case 13: text += "  move (x - k * y, y) for k in 1..x / y where x >= y && y > 0\n"; break;
            case 14: text += "  move (x, y - k * x) for k in 1..y / x where y > x && x > 0\n"; break;
            case 15: text += "  move (x - k, y - k * (x % 2)) for k in 1..min(x, 1) * y where x >= y\n"; break;
            // To a later row, on a lower diagonal (the pair game's move):
            // the box is filled by coordinate sums first.
            case 16: text += "  move (i, y - i) for i in 1..y - 1 where x > 0\n"; break;
            default: text += "  move (x - 1, y + 1) where x > 0 && y < " + num(3, 9) + "\n"; break;
        }
    }
    if (two)
        text +=
            "game h(x, y)\n  move (x - 1, y) where x > 0\n  move (x, y - k) for k in 1..min(y, " + num(1, 3) + ")\n";
    return text;
}

}  // namespace

TEST_CASE("the classic games' tables, bottom-up and top-down, are the plain evaluation's", "[game][paths]") {
    check(
        "game king(x, y)\n  move (x - 1, y) where x > 0\n  move (x, y - 1) where y > 0\n"
        "  move (x - 1, y - 1) where x > 0 && y > 0\n",
        "0..14, 0..14");
    check(
        "game w(x, y)\n  move (x - k, y) for k in 1..x\n  move (x, y - k) for k in 1..y\n"
        "  move (x - k, y - k) for k in 1..min(x, y)\n",
        "0..40, 0..40");  // rows past 32: their lines answer
    check(
        "game cut(w, h)\n  move cut(i, h) + cut(w - i, h) for i in 1..w-1\n"
        "  move cut(w, j) + cut(w, h - j) for j in 1..h-1\n",
        "1..20, 1..20");
    check("game pair(a, b)\n  move (i, a - i) for i in 1..a-1\n  move (i, b - i) for i in 1..b-1\n", "1..40, 1..40");
    // Filled by coordinate sums (every move lowers a + b; some lead to a
    // later row), with a move off the box's edge.
    check("game p2(a, b)\n  move (i, b - i) for i in 1..b - 1 where a > 0\n  move (a - 2, b + 1) where a > 1\n",
          "0..30, 0..30");
    check("game half(n)\n  move n - k for k in 1..n/2\n", "0..500");
    check(
        "game euclid(a, b)\n  move (a - k * b, b) for k in 1..a / b where a >= b && b > 0\n"
        "  move (a, b - k * a) for k in 1..b / a where b > a && a > 0\n",
        "0..60, 0..12");
    check("game s3(n)\n  move n - k for k in 1..n\n  move (a) + (b) + (n - a - b) for a in 1..n/3, b in a..(n - a)/2\n",
          "0..80");
    check(
        "game c(a, b, c)\n  move (i, b, c) + (a - i, b, c) for i in 1..a-1\n"
        "  move (a, j, c) + (a, b - j, c) for j in 1..b-1\n  move (a, b, l) + (a, b, c - l) for l in 1..c-1\n",
        "1..8, 1..8, 6");
    // Boxes that do not start at the origin, and a fixed coordinate past them.
    check("game w(x, y)\n  move (x - k, y) for k in 1..x\n  move (x, y - k) for k in 1..y\n", "30..45, 7");
    // A row's run into another game's box: its cells are read in that box,
    // not in the row's (f(3, 2) was shown as 1: its value is a's parity's mex).
    check(
        "game f(a, b)\n  move g(i, b) + g(a - i, b) for i in 1..a-1\n"
        "game g(a, b)\n  move (a - 1, b) where a > 0\n  move (a, b - 1) where b > 0\n",
        "0..12, 0..9");
    // A run's start that is not affine along y, though the row's ends agree
    // with a line (0 at y = 0, 5120 at y = 80): the rows are walked cell by
    // cell (planned from the ends, (1, 8) would have no move to row 0).
    check(
        "game q(x, y)\n  move (x - 1, y - k) for k in y * y - 16 * y..y where x > 0\n"
        "  move (x, y - k) for k in 1..y\n",
        "0..5, 0..80");
}

TEST_CASE("random definitions' tables, bottom-up and top-down, are the plain evaluation's", "[game][paths]") {
    std::mt19937 rng(20);
    for (int i = 0; i < 60; ++i) {
        const bool two = i % 2 == 0;
        check(random_definition(rng, two), two ? "0..16, 0..16" : "0..120");
    }
}

TEST_CASE("one position of a large box (filled from the origin) has the plain evaluation's value", "[game][paths]") {
    // analyze's box fill (past 2^16 cells) against the table of the same box.
    auto def = std::make_shared<const sg::game_definition>(
        "game g(x, y)\n  move (x - 1, y) where x > 0\n  move (x, y - k) for k in 1..min(y, 3)\n"
        "  move (x - 2, y + 1) where x > 1\n");
    sg::game_evaluator one(def), table(def);
    sg::game_table t = sg::compute_game_table(table, sg::parse_box(*def, 0, "0..300, 0..300"));
    CHECK(one.value(def->parse_position("(300, 300)")) == t.value_at(300, 300));
    for (long long x = 0; x <= 300; x += 37)
        for (long long y = 0; y <= 300; y += 41)
            REQUIRE(one.value(def->parse_position("(" + std::to_string(x) + ", " + std::to_string(y) + ")")) ==
                    t.value_at(x, y));
}

TEST_CASE("a line's least missing value after an index is the plain scan's", "[game][paths]") {
    // The suffix tree's search (up to the first subtree holding one, then
    // down), against looking at every value of the line from lo on.
    std::mt19937 rng(5);
    for (int round = 0; round < 200; ++round) {
        const std::uint64_t range = 1 + rng() % 70;
        sg::detail::line_state line;
        line.restart(0, true);
        std::vector<std::uint64_t> values;
        for (int j = 0, n = int(rng() % 120); j < n; ++j) {
            values.push_back(rng() % range);
            REQUIRE(line.add(values.back()));
        }
        for (int q = 0; q < 40; ++q) {
            const std::int64_t lo = std::int64_t(rng() % (values.size() + 1));
            const std::uint64_t v0 = rng() % (range + 3);
            std::uint64_t plain = v0;
            auto present = [&](std::uint64_t v) {
                for (std::size_t j = std::size_t(lo); j < values.size(); ++j)
                    if (values[j] == v) return true;
                return false;
            };
            while (present(plain)) ++plain;
            CAPTURE(round, lo, v0);
            REQUIRE(line.next_missing(v0, lo) == plain);
        }
    }
}

TEST_CASE("runs read by index mark every sum, past the mex table's end too", "[game][paths]") {
    // Values far past the scratch table's size leave the read's inner loop
    // and come back: every sum is marked, once each, whatever the targets.
    std::mt19937 rng(9);
    for (int round = 0; round < 300; ++round) {
        const std::size_t n = 1 + rng() % 5;
        const std::size_t count = rng() % 40;
        std::vector<std::uint32_t> cells(200);
        for (auto& c : cells) c = rng() % 4 == 0 ? std::uint32_t(rng() % 5000) : std::uint32_t(rng() % 8);
        const std::uint32_t* first[sg::max_targets];
        std::int64_t steps[sg::max_targets];
        for (std::size_t t = 0; t < n; ++t) {
            steps[t] = std::int64_t(rng() % 5) - 2;
            const std::int64_t lo = steps[t] < 0 ? -steps[t] * std::int64_t(count) : 0;
            first[t] = cells.data() + lo + std::int64_t(rng() % 40);
        }
        if (n == 2 && round % 3 == 0) {  // a mirrored pair, as a cut into two reads it
            steps[0] = 1, steps[1] = -1;
            first[0] = cells.data() + 50;
            first[1] = first[0] + (count ? count - 1 : 0);
        }
        sg::detail::mex_scratch scratch;
        scratch.begin();
        REQUIRE(sg::detail::read_any_run(count, n, first, steps, scratch));
        std::vector<std::uint32_t> sums;
        for (std::size_t i = 0; i < count; ++i) {
            std::uint32_t v = 0;
            for (std::size_t t = 0; t < n; ++t) v ^= first[t][std::ptrdiff_t(i) * steps[t]];
            sums.push_back(v);
        }
        CAPTURE(round, n, count);
        for (std::uint32_t v = 0; v < 8192; ++v)
            REQUIRE(scratch.marked(v) == (std::find(sums.begin(), sums.end(), v) != sums.end()));
    }
}
