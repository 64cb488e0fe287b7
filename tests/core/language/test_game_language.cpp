// The game language against the outside world's answers and a plain
// evaluator written here the obvious way (recursion over a std::map, moves
// listed by C++ lambdas), never the engine's evaluator.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "sg/game.hpp"
#include "sg/table.hpp"

namespace {

using tuple = std::vector<long long>;
using sum = std::vector<tuple>;  // a move: the positions it leaves (one game, so positions are tuples)

// sg by the definition: mex over the moves, each the XOR of its parts.
struct plain {
    std::function<std::vector<sum>(const tuple&)> moves;
    std::map<tuple, unsigned> memo = {};
    unsigned operator()(const tuple& p) {
        if (auto it = memo.find(p); it != memo.end()) return it->second;
        std::set<unsigned> reached;
        for (const auto& m : moves(p)) {
            unsigned x = 0;
            for (const auto& part : m) x ^= (*this)(part);
            reached.insert(x);
        }
        unsigned g = 0;
        while (reached.count(g)) ++g;
        return memo[p] = g;
    }
};

std::shared_ptr<const sg::game_definition> define(const std::string& text) {
    return std::make_shared<const sg::game_definition>(text);
}

sg::game_position at(long long a, long long b = 0, long long c = 0) {
    sg::game_position p;
    p.c = {a, b, c, 0};
    return p;
}

const char* const wythoff_text =
    "# a queen moves toward the corner\n"
    "game wythoff(x, y)\n"
    "  move (x - k, y)     for k in 1..x\n"
    "  move (x, y - k)     for k in 1..y\n"
    "  move (x - k, y - k) for k in 1..min(x, y)\n";

const char* const cut_text =
    "game cut(w, h)\n"
    "  move cut(i, h) + cut(w - i, h)  for i in 1..w-1\n"
    "  move cut(w, j) + cut(w, h - j)  for j in 1..h-1\n";

// Remove one heap and split the other into two non-empty heaps.
const char* const pair_text =
    "game pair(a, b)\n"
    "  move (i, a - i) for i in 1..a-1\n"
    "  move (i, b - i) for i in 1..b-1\n";

}  // namespace

TEST_CASE("Wythoff, cut, half and the pair game agree with the plain evaluator", "[game]") {
    SECTION("wythoff: ranged moves along rows, columns and diagonals") {
        auto def = define(wythoff_text);
        sg::game_evaluator ev(def);
        plain p{[](const tuple& t) {
            std::vector<sum> out;
            for (long long k = 1; k <= t[0]; ++k) out.push_back({{t[0] - k, t[1]}});
            for (long long k = 1; k <= t[1]; ++k) out.push_back({{t[0], t[1] - k}});
            for (long long k = 1; k <= std::min(t[0], t[1]); ++k) out.push_back({{t[0] - k, t[1] - k}});
            return out;
        }};
        // Asked top-down first (the evaluator's own order), then every cell.
        CHECK(ev.value(at(40, 37)) == p({40, 37}));
        for (long long x = 0; x <= 40; ++x)
            for (long long y = 0; y <= 40; ++y) REQUIRE(ev.value(at(x, y)) == p({x, y}));
    }
    SECTION("cut: sums of two games") {
        auto def = define(cut_text);
        sg::game_evaluator ev(def);
        plain p{[](const tuple& t) {
            std::vector<sum> out;
            for (long long i = 1; i < t[0]; ++i) out.push_back({{i, t[1]}, {t[0] - i, t[1]}});
            for (long long j = 1; j < t[1]; ++j) out.push_back({{t[0], j}, {t[0], t[1] - j}});
            return out;
        }};
        for (long long w = 1; w <= 25; ++w)
            for (long long h = 1; h <= 25; ++h) REQUIRE(ev.value(at(w, h)) == p({w, h}));
    }
    SECTION("half: a ranged move whose values grow, asked from the top") {
        auto def = define("game half(n)\n  move n - k for k in 1..n/2\n");
        sg::game_evaluator ev(def);
        plain p{[](const tuple& t) {
            std::vector<sum> out;
            for (long long k = 1; k <= t[0] / 2; ++k) out.push_back({{t[0] - k}});
            return out;
        }};
        // The plain evaluator recurses: warm it bottom-up so that its depth
        // stays small (WebAssembly's call stack is short); the engine is
        // asked from the top.
        for (long long n = 0; n <= 3000; ++n) p({n});
        CHECK(ev.value(at(3000)) == p({3000}));
        for (long long n = 0; n <= 3000; n += 7) REQUIRE(ev.value(at(n)) == p({n}));
    }
    SECTION("a ranged move that runs upward (the other coordinate goes down)") {
        auto def =
            define("game up(x, y)\n  move (x - 1, y + k) for k in 0..3 where x > 0\n  move (x, y - k) for k in 1..y\n");
        sg::game_evaluator ev(def);
        plain p{[](const tuple& t) {
            std::vector<sum> out;
            if (t[0] > 0)
                for (long long k = 0; k <= 3; ++k) out.push_back({{t[0] - 1, t[1] + k}});
            for (long long k = 1; k <= t[1]; ++k) out.push_back({{t[0], t[1] - k}});
            return out;
        }};
        for (long long x = 0; x <= 12; ++x)
            for (long long y = 0; y <= 12; ++y) REQUIRE(ev.value(at(x, y)) == p({x, y}));
    }
    SECTION("two loops, the second bounded by the first, and a condition") {
        auto def =
            define("game two(a, b)\n  move (a - i, b - j) for i in 1..a, j in 0..min(i, b) where (i + j) % 3 != 1\n");
        sg::game_evaluator ev(def);
        plain p{[](const tuple& t) {
            std::vector<sum> out;
            for (long long i = 1; i <= t[0]; ++i)
                for (long long j = 0; j <= std::min(i, t[1]); ++j)
                    if ((i + j) % 3 != 1) out.push_back({{t[0] - i, t[1] - j}});
            return out;
        }};
        for (long long a = 0; a <= 15; ++a)
            for (long long b = 0; b <= 15; ++b) REQUIRE(ev.value(at(a, b)) == p({a, b}));
    }
}

TEST_CASE("heap rules written in the language give the built-in rules' values", "[game]") {
    struct pair_of {
        const char* rule;
        const char* text;
    };
    const pair_of rules[] = {
        {"nim", "game nim(n)\n  move n - k for k in 1..n\n"},
        {"1..3", "game s(n)\n  move n - k for k in 1..min(n, 3)\n"},
        {"{1,3,4}", "game s(n)\n  move n - k for k in 1..4 where k != 2 && k <= n\n"},
        {"kayles",
         "game kayles(n)\n  move kayles(i) + kayles(n - 1 - i) for i in 0..n-1\n"
         "  move kayles(i) + kayles(n - 2 - i) for i in 0..n-2\n"},
        {"grundy", "game grundy(n)\n  move grundy(i) + grundy(n - i) for i in 1..(n - 1) / 2\n"},
        {"0.137",
         "game dawson(n)\n  move n - 1 where n == 1\n"
         "  move n - 2 where n >= 2\n"
         "  move dawson(i) + dawson(n - 3 - i) for i in 0..n-3\n"},
    };
    for (const auto& r : rules) {
        CAPTURE(r.rule);
        sg::table t = sg::compute_table(sg::parse_rule(r.rule), 300);
        auto def = define(r.text);
        sg::game_evaluator ev(def);
        for (long long n = 0; n <= 300; ++n) REQUIRE(ev.value(at(n)) == t.values[std::size_t(n)]);
    }
}

TEST_CASE("published facts: Wythoff's P-positions, the pair game's trailing ones, Mock Turtles' odious numbers",
          "[game]") {
    SECTION("Wythoff: sg = 0 exactly at (floor(k phi), floor(k phi^2)) and mirror images") {
        // The pairs by their defining recurrence: a_k is the least number not
        // yet used, b_k = a_k + k (exact integers, no floating point).
        std::set<std::pair<long long, long long>> p_positions;
        std::set<long long> used;
        for (long long k = 0, a = 0; a <= 60; ++k) {
            while (used.count(a)) ++a;
            long long b = a + k;
            used.insert(a);
            used.insert(b);
            p_positions.insert({a, b});
            p_positions.insert({b, a});
        }
        auto def = define(wythoff_text);
        sg::game_evaluator ev(def);
        for (long long x = 0; x <= 60; ++x)
            for (long long y = 0; y <= 60; ++y) REQUIRE((ev.value(at(x, y)) == 0) == (p_positions.count({x, y}) == 1));
        // And the formula checker finds the same with the closed form of the pairs.
        sg::game_table t = sg::compute_game_table(ev, sg::parse_box(*def, 0, "0..60, 0..60"));
        auto c = sg::check_formula(*def, t, "min(x, y) == (abs(x - y) + isqrt(5 * (x - y) * (x - y))) / 2", true);
        CHECK(c.matches);
        CHECK(c.checked == 61 * 61);
    }
    SECTION("pair game: sg(a, b) = the number of trailing 1 bits of (a - 1) | (b - 1)") {
        auto def = define(pair_text);
        sg::game_evaluator ev(def);
        for (long long a = 1; a <= 40; ++a)
            for (long long b = 1; b <= 40; ++b) {
                unsigned long long x = static_cast<unsigned long long>((a - 1) | (b - 1));
                unsigned ones = 0;
                while (x & 1) ++ones, x >>= 1;
                REQUIRE(ev.value(at(a, b)) == ones);
            }
        sg::game_table t = sg::compute_game_table(ev, sg::parse_box(*def, 0, "1..30, 1..30"));
        CHECK(sg::check_formula(*def, t, "ctz(~((a - 1) | (b - 1)))").matches);
        bool suggested = false;
        for (const auto& s : sg::suggest_formulas(*def, t)) suggested |= s.formula == "ctz(~((a - 1) | (b - 1)))";
        CHECK(suggested);
    }
    SECTION("Mock Turtles: a single head at position n (from 0) is worth the n-th odious number") {
        // Turning one to three coins, the rightmost heads to tails, splits into
        // single heads: a head at n moves to nothing, to one head at i < n, or
        // to two heads at i < j < n. "Nothing" is written as the position
        // none(0), a game with no moves (value 0).
        auto def = define(
            "game none(z)\n"
            "game turtle(n)\n"
            "  move none(0)\n"
            "  move turtle(i) for i in 0..n-1\n"
            "  move turtle(i) + turtle(j) for i in 0..n-1, j in i+1..n-1\n");
        sg::game_evaluator ev(def);
        std::vector<unsigned> odious;
        for (unsigned v = 0; odious.size() < 60; ++v)
            if (__builtin_popcount(v) % 2 == 1) odious.push_back(v);
        sg::game_position p;
        p.game = std::uint32_t(def->find("turtle"));
        for (long long n = 0; n < 60; ++n) {
            p.c[0] = n;
            REQUIRE(ev.value(p) == odious[std::size_t(n)]);
        }
    }
}

TEST_CASE("every mistake in a definition is named with its line and column", "[game]") {
    struct bad {
        const char* text;
        const char* code;
        std::size_t line, column;
    };
    const bad cases[] = {
        {"game g(x)\n  move (x - y) for k in 1..x\n", "game.unknown_name", 2, 13},
        {"game g(x)\n  move h(x - 1)\n", "game.unknown_game", 2, 8},
        {"game g(x, y)\n  move (x - 1) where x > 0\n", "game.wrong_coordinates", 2, 8},
        {"game g(x)\n  move x - k for k in 1 x\n", "game.expected", 2, 25},
        {"game g(x)\n  move x - k for k 1..x\n", "game.expected", 2, 20},
        {"  move x - 1\n", "game.move_outside_game", 1, 3},
        {"game g(x)\ngame g(y)\n", "game.duplicate_game", 2, 6},
        {"game for(x)\n", "game.reserved_name", 1, 6},
        {"game g(x)\n  move x - 1 @\n", "game.bad_character", 2, 14},
        {"game g(x)\n  move x - 99999999999999999\n", "game.number_too_large", 2, 12},
        {"game g(x, y)\n  move x - 1\n", "game.bare_target", 2, 8},
        {"game g(x)\n  move (x - k) for j in 0..k, k in 1..x\n", "game.name_too_early", 2, 28},
        {"game g(a, b, c, d, e)\n", "game.too_many_coordinates", 1, 20},
        {"game g(x)\n  move (x - 1\n", "game.expected", 3, 1},
        {"", "game.no_game", 1, 1},
        {"game g(x)\n  move min(x) - 1\n", "game.arity", 2, 8},
    };
    for (const auto& c : cases) {
        CAPTURE(c.text);
        try {
            sg::game_definition def(c.text);
            FAIL("accepted");
        } catch (const sg::error& e) {
            CHECK(e.code == c.code);
            CHECK(e.line == c.line);
            CHECK(e.column == c.column);
        }
    }
    // Positions typed by a person.
    auto cut = define(cut_text);
    auto position_error = [&](const char* text) {
        try {
            cut->parse_position(text);
        } catch (const sg::error& e) {
            return e;
        }
        return sg::error("none", "accepted");
    };
    CHECK(position_error("cut(1, 2, 3)").params.back().second == "3");
    CHECK(position_error("cut(1)").code == "game.wrong_coordinates");
    CHECK(position_error("cat(1, 2)").code == "game.unknown_game");
    CHECK(position_error("cut(1, -2)").code == "game.bad_position");
    CHECK(cut->format(cut->parse_position(" (4,7) ")) == "cut(4, 7)");
    std::string deep = "game g(x)\n  move " + std::string(200, '(') + "x" + std::string(200, ')') + " - 1\n";
    CHECK_THROWS_MATCHES(sg::game_definition(deep), sg::error,
                         Catch::Predicate<sg::error>([](const sg::error& e) { return e.code == "game.too_deep"; }));
}

TEST_CASE("errors while playing name the position, and the evaluator keeps answering", "[game]") {
    auto def = define(
        "game g(n)\n"
        "  move n - 1 where n > 0\n"
        "  move n * 4294967296 * 4294967296 where n == 5\n"
        "  move n / (n - 6) where n == 6\n"
        "  move n - 10 where n == 7\n");
    sg::game_evaluator ev(def);
    auto fails = [&](long long n, const char* code, std::size_t line, const char* position) {
        try {
            ev.value(at(n));
            FAIL("accepted");
        } catch (const sg::error& e) {
            CHECK(e.code == code);
            CHECK(e.line == line);
            CHECK(e.params.at(0).second == position);
        }
    };
    fails(5, "game.overflow", 3, "g(5)");
    fails(6, "game.overflow", 3, "g(5)");  // g(6) needs g(5) first
    CHECK(ev.value(at(4)) == 0);           // 0 1 0 1 0: the chain below g(5)
    auto def2 = define("game g(n)\n  move n / (n - 6) where n == 6\n  move n - 10 where n == 7\n");
    sg::game_evaluator ev2(def2);
    try {
        ev2.value(at(6));
        FAIL("accepted");
    } catch (const sg::error& e) {
        CHECK(e.code == "game.division_by_zero");
        CHECK(e.line == 2);
    }
    try {
        ev2.value(at(7));
        FAIL("accepted");
    } catch (const sg::error& e) {
        CHECK(e.code == "game.negative_coordinate");
        CHECK(e.params.at(0).second == "g(7)");
    }
    CHECK(ev2.value(at(3)) == 0);
}

TEST_CASE("cycles are named, budgets are refused, and a chain of a million positions needs no call stack", "[game]") {
    SECTION("a cycle through three positions, and a position that moves to itself") {
        auto def = define("game loop(n)\n  move n + 1 where n < 2\n  move n - 2 where n == 2\n");
        sg::game_evaluator ev(def);
        try {
            ev.value(at(0));
            FAIL("accepted");
        } catch (const sg::error& e) {
            CHECK(e.code == "game.cycle");
            CHECK(e.items == std::vector<std::string>{"loop(0)", "loop(1)", "loop(2)"});
        }
        // A sum that contains the position itself (found by the fuzzer: the
        // stepping fast path once read the mark of a position on the stack
        // as a value and answered).
        auto kayles = define("game kayles(n)\n  move kayles(i) + kayles(n - 0 - i) for i in 0..n-1\n");
        sg::game_evaluator evk(kayles);
        CHECK(evk.value(at(0)) == 0);
        for (long long n = 1; n <= 3; ++n) {
            try {
                evk.value(at(n));
                FAIL("accepted");
            } catch (const sg::error& e) {
                CHECK(e.code == "game.cycle");
            }
        }
        auto self = define("game s(n)\n  move (n) where n == 3\n");
        sg::game_evaluator ev2(self);
        CHECK(ev2.value(at(2)) == 0);
        CHECK_THROWS_AS(ev2.value(at(3)), sg::error);
        CHECK(ev2.value(at(1)) == 0);
    }
    SECTION("budgets") {
        auto def = define(cut_text);
        sg::game_limits few;
        few.max_bytes = 40000;  // a box of 10,000 cells, or about 600 positions outside one
        sg::game_evaluator ev(def, few);
        try {
            ev.value(at(200, 200));
            FAIL("accepted");
        } catch (const sg::error& e) {
            CHECK(e.code == "game.too_much_memory");
        }
        CHECK(ev.value(at(3, 3)) == 0);  // it starts afresh
        sg::game_limits slow;
        slow.max_work = 1e5;
        sg::game_evaluator ev2(def, slow);
        try {
            ev2.value(at(200, 200));
            FAIL("accepted");
        } catch (const sg::error& e) {
            CHECK(e.code == "game.too_much_work");
        }
        // A loop of 10^15 bindings is refused by the budget before it runs.
        auto huge = define("game h(n)\n  move (n - 1) for k in 1..1000000000000000 where n > 0\n");
        sg::game_limits some;
        some.max_work = 1e6;
        sg::game_evaluator ev3(huge, some);
        CHECK_THROWS_AS(ev3.value(at(1)), sg::error);
    }
    SECTION("a chain of 10^6 positions") {
        auto def = define("game chain(n)\n  move n - 1 where n > 0\n");
        sg::game_evaluator ev(def);
        CHECK(ev.value(at(1000000)) == 0);  // even: a P-position
        CHECK(ev.value(at(999999)) == 1);
    }
}

TEST_CASE("derivations list every move with its targets' values, and moves to a value are counted", "[game]") {
    auto def = define(cut_text);
    sg::game_evaluator ev(def);
    sg::game_derivation d = ev.explain(at(4, 7));
    CHECK(d.total_moves == 3 + 6);
    CHECK(d.moves.size() == 9);
    std::set<std::uint64_t> reached;
    for (const auto& m : d.moves) {
        REQUIRE(m.targets.size() == 2);
        CHECK(m.value == (ev.value(m.targets[0]) ^ ev.value(m.targets[1])));
        reached.insert(m.value);
    }
    CHECK(std::vector<std::uint64_t>(reached.begin(), reached.end()) == d.reached);
    std::uint64_t mex = 0;
    while (reached.count(mex)) ++mex;
    CHECK(d.mex == mex);
    CHECK(d.moves[0].source == "move cut(i, h) + cut(w - i, h)  for i in 1..w-1");
    CHECK(d.moves[0].vars == std::vector<std::pair<std::string, std::int64_t>>{{"i", 1}});
    // Ranged moves: counted from the line's record, listed one by one.
    auto w = define(wythoff_text);
    sg::game_evaluator ew(w);
    std::uint64_t count = 0;
    auto to_zero = ew.moves_to_value(at(10, 7), 0, 100, &count);
    std::uint64_t brute = 0;
    for (const auto& m : ew.explain(at(10, 7)).moves) brute += m.value == 0;
    CHECK(count == brute);
    CHECK(to_zero.size() == count);
    for (const auto& m : to_zero) CHECK(ew.value(m.targets[0]) == 0);
}

TEST_CASE(
    "every move reads as a player says it: taking from a heap, turning coins, moving to a square, leaving a sum") {
    using kind = sg::move_reading::kind_t;
    // Taking: a game of one coordinate whose line lowers it.
    auto half = define("game half(n)\n  move n - k for k in 1..n/2\n");
    sg::game_evaluator eh(half);
    sg::game_position h7;
    h7.c[0] = 7;
    for (const auto& m : eh.explain(h7).moves) {
        CAPTURE(m.targets[0].c[0]);
        CHECK(m.reads.kind == kind::take);
        CHECK(m.reads.coord == "n");
        CHECK(m.reads.from == 7);
        CHECK(m.reads.taken == 7 - m.targets[0].c[0]);
    }
    // Turning coins: the line flips bits of b; the coins turned, highest first.
    auto coins = define(
        "game coins(n, b)\n"
        "  move (n, b ^ (1 << i)) for i in 0..n-1 where (b >> i) & 1\n"
        "  move (n, b ^ (1 << i) ^ (1 << j)) for i in 0..n-1, j in 0..i-1 where (b >> i) & 1\n"
        "  move (n, b ^ (1 << i) ^ (1 << j) ^ (1 << k)) for i in 0..n-1, j in 0..i-1, k in 0..j-1 where (b >> i) & "
        "1\n");
    sg::game_evaluator ec(coins);
    sg::game_position c{0, {10, 618}};
    bool seen = false;
    for (const auto& m : ec.explain(c).moves) {
        CAPTURE(m.targets[0].c[1]);
        REQUIRE(m.reads.kind == kind::turn);
        CHECK(m.reads.coord == "b");
        std::int64_t flipped = 0;
        for (int b : m.reads.turned) flipped |= std::int64_t(1) << b;
        CHECK((618 ^ flipped) == m.targets[0].c[1]);
        CHECK(std::is_sorted(m.reads.turned.rbegin(), m.reads.turned.rend()));
        if (m.targets[0].c[1] == 105) {
            seen = true;
            CHECK(m.reads.turned == std::vector<int>{9, 1, 0});
        }
    }
    CHECK(seen);
    // A square: Wythoff's queen moves to one position of the same game, two coordinates.
    auto w = define(wythoff_text);
    sg::game_evaluator ew(w);
    for (const auto& m : ew.explain(at(7, 9)).moves) CHECK(m.reads.kind == kind::to);
    // The same move read from moves_of and moves_to_value (the pages' play).
    for (const auto& m : ew.moves_of(at(7, 9))) CHECK(m.reads.kind == kind::to);
    std::uint64_t count = 0;
    for (const auto& m : ec.moves_to_value(c, 0, 10, &count)) CHECK(m.reads.kind == kind::turn);
    // A sum of two positions: the targets are the parts it leaves.
    auto cut = define("game cut(w, h)\n  move cut(i, h) + cut(w - i, h) for i in 1..w-1\n");
    sg::game_evaluator eu(cut);
    for (const auto& m : eu.explain(at(4, 7)).moves) CHECK(m.reads.kind == kind::parts);
    // Another game's position, and a line that sets a coordinate (not lowering it itself): a move to it.
    auto turtles = define("game none(z)\ngame turtle(n)\n  move none(0)\n  move turtle(i) for i in 0..n-1\n");
    sg::game_evaluator et(turtles);
    sg::game_position t3{1, {3}};
    auto tm = et.explain(t3).moves;
    REQUIRE(tm.size() == 4);
    CHECK(tm[0].reads.kind == kind::parts);
    for (std::size_t i = 1; i < tm.size(); ++i) CHECK(tm[i].reads.kind == kind::to);
}

TEST_CASE("a short row of a game table is searched for its period: ten values repeating five times are seen") {
    std::vector<std::uint64_t> row;
    for (int y = 0; y < 10; ++y) row.push_back(std::uint64_t(y % 2));
    auto p = sg::sequence_period(row);
    CHECK(p.status == sg::period_status::observed);
    CHECK(p.period == 2);
    CHECK(p.preperiod == 0);
    CHECK(p.repeats == 5);
    // Three repeats are not enough, and a row with no period says what was searched.
    auto short_row = sg::sequence_period({0, 1, 0, 1, 0, 1});
    CHECK(short_row.status == sg::period_status::none);
    CHECK(short_row.reason ==
          "no period seen in the values at 0..5: none holds on 6 x its preperiod + 4 x its period values, what an "
          "unproved pattern needs");
    // The grid's rows: every row of a 10 x 10 box is listed with its period.
    auto g = define("game g(x, y)\n  move (x, y - 1) where y > 0\n");
    sg::game_evaluator ev(g);
    auto t = sg::compute_game_table(ev, sg::parse_box(*g, 0, "0..9, 0..9"));
    int rows = 0;
    for (const auto& p : t.periods)
        if (p.along == "y") {
            ++rows;
            CHECK(p.period.period == 2);
            CHECK(p.period.repeats == 5);
        }
    CHECK(rows == 10);
}
