// Products of coin-turning games (game corners(x, y) = twins(x) * twins(y))
// against a brute force of the product game itself, written here: a position
// is a set of heads on a small board; a move picks a head (x, y), a move of the
// first factor from x turning the coins A and a move of the second from y
// turning B (each factor's moves written here again as C++, mirroring the
// definitions), and turns over every coin of A x B. The value of every set of
// heads is the mex over its moves, computed over all 2^16 sets of a 4 x 4 board.
#include <catch2/catch.hpp>

#include <functional>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "sg/analysis.hpp"
#include "sg/every.hpp"
#include "sg/game.hpp"
#include "sg/position.hpp"

namespace {

using coin_moves = std::function<std::vector<std::vector<int>>(int)>;  // the coin sets a move from n turns

// Turn n and one coin a < n (Turning Corners' factor: its values are n).
const char* const twins_text = "game twins(n)\n  move a for a in 0..n-1\n";
std::vector<std::vector<int>> twins(int n) {
    std::vector<std::vector<int>> out;
    for (int a = 0; a < n; ++a) out.push_back({n, a});
    return out;
}

// Turn n and up to two coins just left of it, coins from 1 (coin 0 stands for
// "no other coin": it has no moves, so its value is 0).
const char* const ruler_text =
    "game ruler(n)\n  move (0) where n > 0\n  move (n - 1) where n >= 2\n  move (n - 1) + (n - 2) where n >= 3\n";
std::vector<std::vector<int>> ruler(int n) {
    std::vector<std::vector<int>> out;
    if (n > 0) out.push_back({n, 0});
    if (n >= 2) out.push_back({n, n - 1});
    if (n >= 3) out.push_back({n, n - 1, n - 2});
    return out;
}

// Turn n and up to two coins anywhere left of it (a Mock Turtles of coins from 1).
const char* const turtles_text =
    "game turtles(n)\n  move (0) where n > 0\n  move a for a in 1..n-1\n"
    "  move (a) + (b) for a in 1..n-1, b in 1..a-1\n";
std::vector<std::vector<int>> turtles(int n) {
    std::vector<std::vector<int>> out;
    if (n > 0) out.push_back({n, 0});
    for (int a = 1; a < n; ++a) out.push_back({n, a});
    for (int a = 1; a < n; ++a)
        for (int b = 1; b < a; ++b) out.push_back({n, a, b});
    return out;
}

constexpr int side = 4;  // a 4 x 4 board: 2^16 sets of heads

// The value of every set of heads (bit x * side + y: a head at (x, y)).
std::vector<int> brute_force(const coin_moves& g, const coin_moves& h) {
    std::vector<int> sg(1 << (side * side), 0);
    std::vector<int> seen(1 << (side * side), -1);
    // Every move turns its highest coin from heads to tails and only lower
    // coins otherwise, so it lowers the set's number: increasing order works.
    for (int heads = 1; heads < int(sg.size()); ++heads) {
        for (int x = 0; x < side; ++x)
            for (int y = 0; y < side; ++y) {
                if (!((heads >> (x * side + y)) & 1)) continue;
                for (const auto& a : g(x))
                    for (const auto& b : h(y)) {
                        int next = heads;
                        for (int i : a)
                            for (int j : b) next ^= 1 << (i * side + j);
                        seen[std::size_t(sg[std::size_t(next)])] = heads;
                    }
            }
        int m = 0;
        while (seen[std::size_t(m)] == heads) ++m;
        sg[std::size_t(heads)] = m;
    }
    return sg;
}

}  // namespace

TEST_CASE("products of coin-turning games have the values of the product game itself, by brute force",
          "[game][nim][products]") {
    struct product_case {
        const char* g_text;
        coin_moves g;
        const char* h_text;
        coin_moves h;
        const char* g_name;
        const char* h_name;
    };
    const product_case cases[] = {{twins_text, twins, twins_text, twins, "twins", "twins"},
                                  {ruler_text, ruler, twins_text, twins, "ruler", "twins"},
                                  {turtles_text, turtles, ruler_text, ruler, "turtles", "ruler"}};
    std::mt19937 rng(18);
    for (const auto& c : cases) {
        std::string text = c.g_text;
        if (std::string(c.h_text) != c.g_text) text += c.h_text;
        text += std::string("game p(x, y) = ") + c.g_name + "(x) * " + c.h_name + "(y)\n";
        CAPTURE(text);
        auto def = std::make_shared<const sg::game_definition>(text);
        sg::game_evaluator ev(def);
        const auto p = std::uint32_t(def->find("p"));
        const std::vector<int> sg = brute_force(c.g, c.h);
        auto at = [&](int x, int y) {
            sg::game_position q;
            q.game = p;
            q.c[0] = x, q.c[1] = y;
            return ev.value(q);
        };
        for (int x = 0; x < side; ++x)
            for (int y = 0; y < side; ++y) {
                CAPTURE(x, y);
                REQUIRE(at(x, y) == std::uint64_t(sg[std::size_t(1) << (x * side + y)]));
            }
        // Any set of heads: the XOR of its heads' values (a coin-turning game is the sum of its heads).
        for (int r = 0; r < 300; ++r) {
            const int heads = int(rng() % sg.size());
            std::uint64_t x = 0;
            for (int i = 0; i < side * side; ++i)
                if ((heads >> i) & 1) x ^= at(i / side, i % side);
            CAPTURE(heads);
            REQUIRE(x == std::uint64_t(sg[std::size_t(heads)]));
        }
        // The moves the engine lists are the brute force's, coin for coin.
        sg::game_position q;
        q.game = p;
        q.c[0] = 3, q.c[1] = 2;
        sg::game_derivation d = ev.explain(q);
        std::multiset<int> listed, expected;
        for (const auto& m : d.moves) {
            int flipped = 1 << (3 * side + 2);
            for (const auto& t : m.targets) flipped ^= 1 << (t.c[0] * side + t.c[1]);
            listed.insert(flipped);
        }
        for (const auto& a : c.g(3))
            for (const auto& b : c.h(2)) {
                int flipped = 0;
                for (int i : a)
                    for (int j : b) flipped ^= 1 << (i * side + j);
                expected.insert(flipped);
            }
        CHECK(listed == expected);
        CHECK(d.mex == at(3, 2));
    }
}

TEST_CASE("a product's declaration is checked, and a factor that is not coin-turning is refused", "[game][products]") {
    auto refused = [](const std::string& text) {
        try {
            sg::game_definition d(text);
            return std::string("accepted");
        } catch (const sg::error& e) {
            return e.code;
        }
    };
    CHECK(refused(std::string(twins_text) + "game p(x, y) = twins(x) * nothere(y)\n") == "game.unknown_game");
    CHECK(refused(std::string(twins_text) + "game p(x, y) = twins(x) * twins(x)\n") == "game.product_shape");
    CHECK(refused(std::string(twins_text) + "game p(x, y, z) = twins(x) * twins(y)\n") == "game.product_shape");
    CHECK(refused(std::string(twins_text) + "game p(x, y) = twins(x) * twins(w)\n") == "game.unknown_name");
    CHECK(refused(std::string(twins_text) + "game q(a, b)\ngame p(x, y) = twins(x) * q(y)\n") == "game.product_factor");
    CHECK(refused(std::string(twins_text) + "game p(x, y) = twins(x) * twins(y)\n  move (x - 1, y)\n") ==
          "game.product_moves");
    CHECK(refused(std::string(twins_text) + "game p(x, y) = twins(x) twins(y)\n") == "game.expected");
    // A factor whose move leads right of its coin: the Tartan theorem does not hold.
    auto def = std::make_shared<const sg::game_definition>(
        "game up(n)\n  move n + 1 where n < 3\ngame p(x, y) = up(x) * up(y)\n");
    sg::game_evaluator ev(def);
    sg::game_position q = def->parse_position("p(1, 1)");
    try {
        ev.value(q);
        FAIL("accepted");
    } catch (const sg::error& e) {
        CHECK(e.code == "game.not_coin_turning");
    }
}

TEST_CASE("a product's move may turn more coins than a move of the language leads to games", "[game][products]") {
    // Found by a review: a factor move turning 3 coins times one turning 4 turns
    // 3 x 4 - 1 = 11 coins, past the 8 parts a listed option had room for (a
    // stack overflow under misère play and Every-SG).
    auto def = std::make_shared<const sg::game_definition>(
        "game a(x)\n  move (x - 1) + (x - 2) where x >= 2\n"
        "game b(y)\n  move (y - 1) + (y - 2) + (y - 3) where y >= 3\n"
        "game p(x, y) = a(x) * b(y)\n");
    sg::universe u(sg::cli_limits());
    u.use_games(def);
    const sg::component c = u.game("p", {2, 3});
    std::vector<std::size_t> sizes;
    CHECK(u.for_each_option(c, 100, [&](const sg::component* parts, std::size_t n) {
        sizes.push_back(n);
        for (std::size_t i = 0; i < n; ++i) CHECK(parts[i].kind == sg::component_kind::game);
    }));
    REQUIRE(sizes.size() == 1);  // a(2) has one move, b(3) has one move
    CHECK(sizes[0] == 11);
    CHECK(u.can_move(c));
    // Misère play and Every-SG list the same options.
    const sg::reading r = u.read("p(2, 3)");
    CHECK(sg::analyze_misere(u, r).components.size() == 1);
    CHECK(sg::analyze_every(u, r).components.size() == 1);
}
