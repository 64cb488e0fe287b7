// Playing sums: every move listed with the sum it leaves, and the search's
// outcomes and remoteness against a solver written here from the definitions
// (plain recursion over sums written as sorted text, nothing left out).
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "brute_force.hpp"
#include "sg/analysis.hpp"
#include "sg/loopy.hpp"
#include "sg/play.hpp"
#include "sg/rule.hpp"
#include "text_moves.hpp"
#include "tokens.hpp"

namespace {

// The components of a sum as text, sorted: the solver's key.
std::vector<std::string> split(const std::string& text) {
    std::vector<std::string> out;
    int depth = 0;
    std::string cur;
    for (char c : text + " ") {
        if (c == '(') ++depth;
        if (c == ')') --depth;
        if (c == ' ' && depth == 0) {
            if (!cur.empty()) out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

// The moves of one component as text, from the definition (game positions)
// and the rule (heaps "rule:n"): what the brute-force oracle plays with.
brute::oracle<std::string> brute_of(sg::game_evaluator* ev, bool misere) {
    brute::oracle<std::string> b;
    b.misere = misere;
    b.moves = [ev](const std::string& c) {
        std::vector<std::vector<std::string>> out;
        auto colon = c.rfind(':');
        if (colon != std::string::npos && c.find('(') == std::string::npos) return heap_text_moves(c);
        auto d = ev->explain(ev->definition().parse_position(c));
        for (const auto& m : d.moves) {
            std::vector<std::string> left;
            for (const auto& t : m.targets) left.push_back(ev->definition().format(t));
            out.push_back(left);
        }
        return out;
    };
    return b;
}

const char* definitions = R"(
game wythoff(x, y)
  move (x - k, y) for k in 1..x
  move (x, y - k) for k in 1..y
  move (x - k, y - k) for k in 1..min(x, y)
game cut(w, h)
  move cut(i, h) + cut(w - i, h) for i in 1..w-1
  move cut(w, j) + cut(w, h - j) for j in 1..h-1
)";

}  // namespace

TEST_CASE("every move of a sum is listed with the sum it leaves, and the search agrees with the definitions",
          "[play]") {
    auto def = std::make_shared<const sg::game_definition>(definitions);
    sg::universe u;
    u.use_games(def);
    const std::vector<std::string> sums = {
        "wythoff(2, 3)",          "wythoff(3, 5) wythoff(1, 2)",   "cut(2, 3) cut(3, 3)", "cut(4, 1) 1,3,4:6",
        "wythoff(2, 2) kayles:5", "1,3,4:7 1,3,4:4 nim:3",         "kayles:6 kayles:3",   "cut(1, 1)",
        "nim:0 wythoff(0, 0)",    "cut(3, 2) wythoff(2, 1) 1..3:5"};
    std::size_t options = 0, wins = 0, losses = 0;
    for (bool misere : {false, true}) {
        auto b = brute_of(&u.evaluator(), misere);
        for (const auto& text : sums) {
            CAPTURE(text, misere);
            sg::position p = u.read(text).parts;
            sg::play_analysis a = sg::analyze_play(u, p, misere, 100000);
            REQUIRE(a.remoteness >= 0);
            brute::solved want = b.solve(split(text));
            CHECK(a.outcome == (want.win ? 'N' : 'P'));
            CHECK(std::uint64_t(a.remoteness) == want.remoteness);
            CHECK(a.method == (misere ? "search" : "sprague_grundy"));
            // The moves: as many as the components have, each leaving the sum the definition says.
            std::size_t expected = 0;
            for (const auto& c : split(text)) expected += b.moves(c).size();
            REQUIRE(a.options.size() == expected);
            for (const auto& o : a.options) {
                const sg::position next = u.apply(p, o.component, o.move);
                const std::string after = u.text(next);
                CAPTURE(after);
                brute::solved left = b.solve(split(after));
                CHECK(o.outcome == (left.win ? 'N' : 'P'));
                CHECK(std::uint64_t(o.remoteness) == left.remoteness);
                if (!misere) {
                    // Normal play: the nim-sum of the sum left, as its own analysis reads it.
                    sg::analyze_options values;
                    values.list_moves = false;
                    std::uint64_t x = sg::analyze(u, {next, {}}, values).nim_sum;
                    CHECK(o.nim_sum == x);
                    CHECK((o.outcome == 'P') == (x == 0));
                }
                ++options;
            }
            (a.outcome == 'N' ? wins : losses)++;
        }
    }
    CHECK(options > 100);
    CHECK(wins > 3);
    CHECK(losses > 3);
}

TEST_CASE("sums of heaps alone are played without a definition", "[play]") {
    for (bool misere : {false, true}) {
        auto b = brute_of(nullptr, misere);
        sg::universe u;
        for (const char* text : {"nim:3 nim:4 nim:5", "1,3,4:9 odd:4", "kayles:7 nim:2", "nim:1 nim:1", "grundy:9"}) {
            CAPTURE(text, misere);
            sg::play_analysis a = sg::analyze_play(u, u.read(text, "nim").parts, misere, 100000);
            brute::solved want = b.solve(split(text));
            CHECK(a.outcome == (want.win ? 'N' : 'P'));
            CHECK(std::uint64_t(a.remoteness) == want.remoteness);
        }
    }
}

TEST_CASE("past the search budget: normal play still decides every move, misère says what it can", "[play]") {
    auto def = std::make_shared<const sg::game_definition>(definitions);
    sg::universe u;
    u.use_games(def);
    const char* big = "wythoff(30, 41) wythoff(12, 50) cut(6, 7)";
    sg::play_analysis a = sg::analyze_play(u, u.read(big).parts, false, 50);
    CHECK(a.remoteness == -1);
    CHECK(a.method == "sprague_grundy");
    CHECK(a.outcome == (a.nim_sum ? 'N' : 'P'));
    std::size_t winning = 0;
    for (const auto& o : a.options) {
        CHECK(o.remoteness == -1);
        CHECK(o.outcome == (o.nim_sum ? 'N' : 'P'));
        winning += o.outcome == 'P';
    }
    CHECK(winning == sg::analyze(u, u.read(big)).winning_move_count);
    // Misère Nim past the budget: Bouton's rule, for the sum and for every move.
    sg::play_analysis m = sg::analyze_play(u, u.read("nim:30 nim:41 nim:12 nim:1").parts, true, 50);
    CHECK(m.remoteness == -1);
    CHECK(m.method == "bouton");
    CHECK(m.outcome == 'N');
    for (const auto& o : m.options) CHECK(o.outcome != '?');
}

TEST_CASE("a game whose moves loop is played on its graph of positions, with Smith's values and draws",
          "[play][loopy]") {
    // Around a ring of five, and back two from an even number.
    auto def = std::make_shared<const sg::game_definition>(
        "game ring(n)\n  move (n + 1) % 5\n  move n - 2 where n >= 2 && n % 2 == 0\n  move 5 where n == 0\ngame "
        "stop(z)\n");
    sg::universe u;
    u.use_games(def);
    // The same graph written by hand (5 is ring(5), whose only move is to ring(1)).
    sg::graph g = sg::parse_graph("0 1\n1 2\n2 3\n3 4\n4 0\n2 0\n4 2\n0 5\n5 1\n", true);
    auto tokens_universe = universe_of(g);
    auto vertex = [&](int n) { return g.find(std::to_string(n)); };
    sg::loopy_labels l = sg::label_loopy(g);
    std::size_t draws = 0;
    for (int a = 0; a <= 5; ++a)
        for (int b = -1; b <= 5; ++b) {
            std::string text = "ring(" + std::to_string(a) + ")" + (b >= 0 ? " ring(" + std::to_string(b) + ")" : "");
            CAPTURE(text);
            std::vector<std::size_t> tokens{vertex(a)};
            if (b >= 0) tokens.push_back(vertex(b));
            sg::play_analysis p = sg::analyze_play(u, u.read(text).parts, false, 10000);
            sg::play_analysis want = sg::analyze_play(*tokens_universe, token_position(tokens), false, 10000);
            CHECK(p.loopy);
            CHECK(p.method == "loopy");
            CHECK(p.outcome == want.outcome);
            CHECK(p.outcome == sg::loopy_outcome(l, tokens));
            CHECK(p.remoteness == want.remoteness);
            CHECK(bool(p.infinite[0]) == bool(l.infinite[vertex(a)]));
            if (!l.infinite[vertex(a)]) CHECK(p.values[0] == l.value[vertex(a)]);
            else CHECK(p.reach[0] == l.reach[vertex(a)]);
            std::size_t moves = 0;
            for (auto t : tokens) moves += g.vertices[t].successors.size();
            REQUIRE(p.options.size() == moves);
            for (const auto& o : p.options) {
                std::vector<std::size_t> after = tokens;
                after[o.component] = vertex(int(o.move.game.targets[0].c[0]));
                CHECK(o.outcome == sg::loopy_outcome(l, after));
            }
            draws += p.outcome == 'D';
        }
    CHECK(draws > 3);
    // What it cannot play is refused with its own code.
    sg::limits small = sg::cli_limits();
    small.game_memory = 32 << 20;  // a game that never ends is refused at 32 MB, not at the command's budget
    auto refused = [&](const char* text, const char* definition, bool misere) {
        sg::universe e(small);
        e.use_games(std::make_shared<const sg::game_definition>(definition));
        try {
            sg::analyze_play(e, e.read(text).parts, misere, 10000);
            return std::string("accepted");
        } catch (const sg::error& err) {
            return err.code;
        }
    };
    CHECK(refused("ring(1)", "game ring(n)\n  move (n + 1) % 3\n", true) == "game.loopy_misere");
    CHECK(refused("ring(1)", "game ring(n)\n  move ring((n + 1) % 3) + ring(0)\n", false) == "game.loopy_sum");
    CHECK(refused("big(1)", "game big(n)\n  move (n + 1) % 20000\n", false) == "game.loopy_too_large");
    // Moves that never come back but never end run into the evaluator's own budget.
    CHECK(refused("up(0)", "game up(n)\n  move n + 1\n", false) == "game.too_much_memory");
}

TEST_CASE("a game in play ends by the engine's rule: no move left, or a position come up three times", "[play]") {
    // No move left: the player to move loses in normal play and wins in misère play.
    const sg::game_end normal = sg::end_of(false, false, 0), misere = sg::end_of(true, false, 0);
    CHECK(normal.by == sg::game_end::kind::no_moves);
    CHECK_FALSE(normal.mover_wins);
    CHECK(misere.by == sg::game_end::kind::no_moves);
    CHECK(misere.mover_wins);
    // With moves left it goes on until the position has come up draw_repeats times.
    CHECK(sg::end_of(false, true, 0).by == sg::game_end::kind::goes_on);
    CHECK(sg::end_of(true, true, sg::draw_repeats - 2).by == sg::game_end::kind::goes_on);
    const sg::game_end drawn = sg::end_of(false, true, sg::draw_repeats - 1);
    CHECK(drawn.by == sg::game_end::kind::repetition);
    CHECK(drawn.times == 3);
    // Checked against the play analysis: a terminal sum's outcome says the same.
    sg::universe u;
    const sg::position empty = u.read("nim:0").parts;
    for (bool m : {false, true}) {
        const sg::play_analysis a = sg::analyze_play(u, empty, m, 1000);
        REQUIRE(a.options.empty());
        CHECK(sg::end_of(m, !a.options.empty(), 0).mover_wins == (a.outcome == 'N'));
    }
}
