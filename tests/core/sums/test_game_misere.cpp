// Misère sums mixing game-language positions and heaps, against a brute-force
// solver written here the obvious way (recursion over sorted lists of heap
// sizes), and against Bouton's rule for Nim written in the language.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "brute_force.hpp"
#include "sg/analysis.hpp"
#include "sg/game.hpp"

namespace {

std::string sum_text(const std::string& game, const std::vector<int>& s) {
    std::string t;
    for (int n : s) t += (t.empty() ? "" : " ") + game + "(" + std::to_string(n) + ")";
    return t;
}

}  // namespace

TEST_CASE("misère sums of game-language positions agree with brute force", "[game][misere]") {
    // Take 1 or 2, or split a heap of at least 3 into two non-empty heaps.
    auto def = std::make_shared<const sg::game_definition>(
        "game g(n)\n"
        "  move n - k for k in 1..min(n, 2)\n"
        "  move g(i) + g(n - i) for i in 1..n-1 where n >= 3\n");
    auto options = [](int n) {
        std::vector<std::vector<int>> out;
        for (int k = 1; k <= std::min(n, 2); ++k) out.push_back(n - k ? std::vector<int>{n - k} : std::vector<int>{});
        if (n >= 3)
            for (int i = 1; i < n; ++i) out.push_back({i, n - i});
        return out;
    };
    brute::oracle<int> brute;
    brute.misere = true;
    brute.moves = options;
    sg::universe u;
    u.use_games(def);
    int checked = 0;
    for (int a = 0; a <= 6; ++a)
        for (int b = a; b <= 6; ++b)
            for (int c = b; c <= 6; ++c) {
                std::vector<int> s{a, b, c};
                // Positions of value 0 with no moves are dropped by the brute force's
                // rule "n - k" leaving nothing at 0; the engine keeps g(0) as a component
                // without moves, which changes nothing.
                auto got = sg::analyze_misere(u, u.read(sum_text("g", s)));
                REQUIRE(got.status == sg::misere_status::exact);
                std::vector<int> nonzero;
                for (int n : s)
                    if (n) nonzero.push_back(n);
                CAPTURE(a, b, c);
                CHECK(got.p_position == !brute.wins(nonzero));
                // N with no move at all is the end of the game: the player to move has won.
                if (!got.p_position && !nonzero.empty()) CHECK(!got.winning_moves.empty());
                for (const auto& w : got.winning_moves) {
                    // A listed winning move leaves a sum the brute force calls lost.
                    std::vector<int> next;
                    for (std::size_t i = 0; i < s.size(); ++i)
                        if (i != w.component && s[i]) next.push_back(s[i]);
                    for (const auto& t : w.move.game.targets)
                        if (t.c[0]) next.push_back(int(t.c[0]));
                    CHECK_FALSE(brute.wins(next));
                }
                ++checked;
            }
    CHECK(checked == 84);
}

TEST_CASE("Nim written in the language follows Bouton's misère rule, mixed with heaps", "[game][misere]") {
    auto def = std::make_shared<const sg::game_definition>("game nim(n)\n  move n - k for k in 1..n\n");
    sg::universe u;
    u.use_games(def);
    for (int a = 0; a <= 4; ++a)
        for (int b = 0; b <= 4; ++b)
            for (int c = 0; c <= 4; ++c) {
                std::string text =
                    "nim(" + std::to_string(a) + ") nim(" + std::to_string(b) + ") nim:" + std::to_string(c);
                auto got = sg::analyze_misere(u, u.read(text));
                int big = (a >= 2) + (b >= 2) + (c >= 2), ones = (a == 1) + (b == 1) + (c == 1);
                bool p = big ? (a ^ b ^ c) == 0 : ones % 2 == 1;
                CAPTURE(text);
                REQUIRE(got.status == sg::misere_status::exact);
                // Nim meets the Anti-SG condition (value 0 only at 0, which has no move).
                CHECK(got.method == "anti_sg");
                CHECK(got.p_position == p);
            }
    // Heaps alone go to the heap analysis (Bouton's rule for Nim).
    auto heaps = sg::analyze_misere(u, u.read("nim:3 nim:2"));  // 3 ^ 2 != 0 with big heaps: N
    CHECK(heaps.method == "bouton");
    CHECK(heaps.p_position == false);
}

TEST_CASE("a misère sum past the budget says so instead of guessing", "[game][misere]") {
    // Cutting a bar in two, along either side, and Kayles.
    auto def = std::make_shared<const sg::game_definition>(
        "game cut(w, h)\n  move cut(i, h) + cut(w - i, h) for i in 1..w-1\n  move cut(w, j) + cut(w, h - j) for j in "
        "1..h-1\n"
        "game k(n)\n  move n - 1 where n >= 1\n  move n - 2 where n >= 2\n"
        "  move k(i) + k(n - 1 - i) for i in 1..n-2 where n >= 3\n"
        "  move k(i) + k(n - 2 - i) for i in 1..n-3 where n >= 4\n");
    sg::universe u;
    u.use_games(def);
    // Every cut adds a piece, so a bar of w x h lasts w h - 1 moves whatever
    // is played, and every value is that number's parity: the Anti-SG
    // condition holds (moves that split included), and 399 + 2 moves are odd.
    auto cuts = sg::analyze_misere(u, u.read("cut(20, 20) cut(3, 1)"));
    CHECK(cuts.method == "anti_sg");
    CHECK(cuts.p_position);
    // Kayles fails the condition at 5, and its sums are too many to search.
    auto got = sg::analyze_misere(u, u.read("cut(20, 20) k(40) k(33)"));
    CHECK(got.status == sg::misere_status::unavailable);
    CHECK(got.method == "budget");
    CHECK(got.winning_moves.empty());
    // The evaluator keeps answering.
    CHECK(u.evaluator().value(def->parse_position("cut(2, 1)")) == 1);
}
