// The game language's budgets: each question of a batch gets its own steps,
// memory is counted in bytes, and what cannot fit is refused before the work.
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "sg/analysis.hpp"
#include "sg/game.hpp"
#include "sg/position.hpp"

namespace {

std::shared_ptr<const sg::game_definition> define(const std::string& text) {
    return std::make_shared<const sg::game_definition>(text);
}

}  // namespace

TEST_CASE("each question of a batch has its own step budget, and what is known stays known", "[game][budget]") {
    // Two chains of the same length that share nothing: each costs the same.
    auto def = define("game chain(s, n)\n  move (s, n - 1) where n > 0\n");
    double one = 0;
    {
        sg::universe u;
        u.use_games(def);
        u.evaluator().value(def->parse_position("(0, 20000)"));
        one = u.evaluator().work();
    }
    sg::limits room = sg::cli_limits();
    room.game_work = 1.5 * one;  // one chain fits, two do not
    auto ask = [&](sg::universe& u, const char* p) {
        try {
            return std::to_string(sg::analyze(u, u.read(p)).nim_sum);
        } catch (const sg::error& e) {
            return e.code;
        }
    };
    sg::universe shared(room);
    shared.use_games(def);
    CHECK(ask(shared, "(0, 20000)") == "0");
    // The first question spent the budget: the second is refused, by the
    // budget or by the estimate that it would pass it.
    CHECK_THAT(ask(shared, "(1, 20000)"), Catch::Matchers::Matches("game\\.(too_much_work|estimated_steps)"));
    sg::universe fresh(room);
    fresh.use_games(def);
    fresh.new_question();
    CHECK(ask(fresh, "(0, 20000)") == "0");
    fresh.new_question();
    CHECK(ask(fresh, "(1, 20001)") == "1");
    fresh.new_question();
    CHECK(ask(fresh, "(0, 20001)") == "1");  // one step past what the first question learned
}

TEST_CASE("a move family longer than the memory allows is refused before the work, saying what was estimated",
          "[game][budget]") {
    auto def = define(
        "game euclid(a, b)\n  move (a - k * b, b) for k in 1..a / b where a >= b && b > 0\n"
        "  move (a, b - k * a) for k in 1..b / a where b > a && a > 0\n");
    sg::game_limits small;
    small.max_bytes = 16 << 20;  // 4 million positions in a box
    sg::game_evaluator ev(def, small);
    try {
        ev.value(def->parse_position("(2147483647, 1)"));
        FAIL("accepted");
    } catch (const sg::error& e) {
        CHECK(e.code == "game.estimated_positions");
        CHECK(e.params.at(1).second == "2147483647");  // the family's moves, each to its own position
    }
    CHECK(ev.states() == 0);  // nothing was evaluated
    CHECK(ev.value(def->parse_position("(999999, 1)")) == 999999);
}

TEST_CASE("a move family whose far end leaves the coordinates' range is refused before its walk when it is too long",
          "[game][budget]") {
    // Its moves are walked one at a time (the first fault is the one to
    // report); before, g(3, 2) reached 1 GB and 4 s before it was refused.
    auto def = define("game g(a, b)\n  move (a + k, b - 1) for k in 1..9007199254740991 where b > 0\n");
    sg::game_limits small;
    small.max_bytes = 16 << 20;
    sg::game_evaluator ev(def, small);
    try {
        ev.value(def->parse_position("(3, 2)"));
        FAIL("accepted");
    } catch (const sg::error& e) {
        CHECK(e.code == "game.estimated_positions");
        // From (3, 2) to (4, 1) .. (9007199254740991, 1): the targets before the range ends.
        CHECK(e.params.at(1).second == "9007199254740988");
    }
    CHECK(ev.states() <= 12);  // at most the box below (3, 2), tried first
    // Near the end of the range the walk is short, and its fault is reported.
    try {
        ev.value(def->parse_position("(9007199254740980, 1)"));
        FAIL("accepted");
    } catch (const sg::error& e) {
        CHECK(e.code == "game.coordinate_too_large");
    }
    // Kept inside the range, the family is answered: (x, 0) has no moves, so
    // (9007199254740000, 1) moves to 991 positions of value 0.
    auto fits = define("game g(a, b)\n  move (a + k, b - 1) for k in 1..9007199254740991 - a where b > 0\n");
    sg::game_evaluator ev2(fits, small);
    CHECK(ev2.value(fits->parse_position("(9007199254740000, 1)")) == 1);
}

TEST_CASE("a position whose box does not fit the memory budget is searched without one", "[game][budget]") {
    // Found by fuzz_game (corpus: crash-box-over-budget, a timeout): the box of h(900000)
    // is 3.6 MB against 2 MB, and the search waited for it forever.
    auto def = define("game h(n)\n");
    sg::game_limits small;
    small.max_bytes = 2000000;
    sg::game_evaluator ev(def, small);
    CHECK(ev.value(def->parse_position("(900000)")) == 0);
    auto moves = define("game t(n)\n  move (n - 1) where n >= 1 && n >= 899990\n");
    sg::game_evaluator ev2(moves, small);
    CHECK(ev2.value(moves->parse_position("(900000)")) == 1);  // 11 moves down to one with none
    CHECK(ev2.value(moves->parse_position("(899995)")) == 0);
}
