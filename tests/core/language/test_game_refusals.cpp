// The game language refuses by estimate, early: what the sg command cannot
// answer is refused within a trial's steps (game_trial_work, well under a
// second natively; the benchmark prints the steps each path runs per
// second), whatever the game, and before its memory passes the trial's. Each
// case here is one a contest student met: before, each ran for seconds to
// minutes, and up to a gigabyte, before its refusal. Counted in the
// evaluator's own steps, not by a clock.
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "sg/analysis.hpp"
#include "sg/game.hpp"
#include "sg/nimber.hpp"
#include "sg/position.hpp"

namespace {

std::shared_ptr<const sg::game_definition> define(const std::string& text) {
    return std::make_shared<const sg::game_definition>(text);
}

// The sg command's budgets, trial included.
sg::game_limits command() {
    const sg::limits& l = sg::cli_limits();
    return {l.game_memory, l.game_work, l.game_trial_work, l.game_trial_memory};
}

// Steps an early refusal may take: the trial, and what ends the step in
// which it ran out (a row's piece, a position's moves).
const double within_trial = 1.2 * sg::cli_limits().game_trial_work;

struct refusal {
    std::string code;
    double steps = 0;
    std::uint64_t bytes = 0;
};

refusal refuse_value(const std::string& text, const std::string& position) {
    auto def = define(text);
    sg::game_evaluator ev(def, command());
    try {
        ev.value(def->parse_position(position));
    } catch (const sg::error& e) {
        return {e.code, ev.work(), ev.bytes()};
    }
    return {"answered", ev.work(), ev.bytes()};
}

refusal refuse_table(const std::string& text, const std::string& box) {
    auto def = define(text);
    sg::game_evaluator ev(def, command());
    try {
        sg::compute_game_table(ev, sg::parse_box(*def, 0, box));
    } catch (const sg::error& e) {
        return {e.code, ev.work(), ev.bytes()};
    }
    return {"answered", ev.work(), ev.bytes()};
}

const char* const pair_game = "game pair(a, b)\n  move (i, a - i) for i in 1..a-1\n  move (i, b - i) for i in 1..b-1\n";
const char* const corners_moves = "game corners(x, y)\n  move (a, y) + (x, b) + (a, b) for a in 0..x-1, b in 0..y-1\n";
const char* const wythoff =
    "game wythoff(x, y)\n  move (x - k, y) for k in 1..x\n  move (x, y - k) for k in 1..y\n"
    "  move (x - k, y - k) for k in 1..min(x, y)\n";
const char* const twice_the_last = "game take(n, m)\n  move (n - k, 2 * k) for k in 1..min(n, m)\n";
const char* const cuboid =
    "game cub(a, b, c)\n  move cub(i, b, c) + cub(a - i, b, c) for i in 1..a-1\n"
    "  move cub(a, i, c) + cub(a, b - i, c) for i in 1..b-1\n  move cub(a, b, i) + cub(a, b, c - i) for i in 1..c-1\n";

}  // namespace

TEST_CASE("what a position's own moves put past the budgets is refused before anything is evaluated",
          "[game][budget][refusals]") {
    // The pair game at (123456789, 5): 123456788 positions on one
    // anti-diagonal, too far apart to share a box (before: 11 s and 1.2 GB).
    auto r = refuse_value(pair_game, "(123456789, 5)");
    CHECK(r.code == "game.estimated_positions");
    CHECK(r.steps < 1000);
    // Turning Corners written as moves: 10^12 moves of three targets each
    // (before: 14.5 s).
    r = refuse_value(corners_moves, "(1000000, 999999)");
    CHECK(r.code == "game.estimated_steps");
    CHECK(r.steps < 1e6);  // the outer loop's first 65536 bindings counted
}

TEST_CASE("a box whose smaller boxes cost too much is refused from them, within a trial's steps",
          "[game][budget][refusals]") {
    // Wythoff's game from (6000, 6000): 36 million cells, about 16 steps each
    // (before: refused at the budget after 9-21 s).
    auto r = refuse_value(wythoff, "(6000, 6000)");
    CHECK(r.code == "game.estimated_steps");
    CHECK(r.steps < within_trial);
    CHECK(r.bytes < sg::cli_limits().game_trial_memory);
    // The same game from (1000, 1000) fits, and is answered.
    auto def = define(wythoff);
    sg::game_evaluator ev(def, command());
    CHECK(ev.value(def->parse_position("(1000, 1000)")) == 1499);
}

TEST_CASE("what neither answers nor can be estimated is refused when its trial is spent", "[game][budget][refusals]") {
    // Stones and the largest take allowed, a take bounded by twice the last
    // (before: (100000, 99999) ran 480 s to 956 MB with no answer; (10000,
    // 9999) was refused after 61 s).
    for (const char* at : {"(100000, 99999)", "(10000, 9999)"}) {
        CAPTURE(at);
        auto r = refuse_value(twice_the_last, at);
        CHECK(r.code == "game.no_estimate");
        CHECK(r.steps < within_trial);
        CHECK(r.bytes < 2 * sg::cli_limits().game_trial_memory);
    }
    // A table whose cells each search a triangle outside it (before: 26 s and 1.26 GB).
    auto r = refuse_table("game tri(a, b)\n  move (i, b - i) for i in 1..b - 1 where a > 0\n", "0..3, 0..999999");
    CHECK((r.code == "game.no_estimate" || r.code == "game.estimated_steps"));
    CHECK(r.steps < 2 * within_trial);  // the far corner's trial, then the table's
}

TEST_CASE(
    "a refusal is the same however often the question is asked, and memory left by earlier questions "
    "does not refuse a later one",
    "[game][budget][refusals]") {
    auto def = define(cuboid);
    sg::universe u(sg::cli_limits());
    u.use_games(def);
    std::string first, second;
    for (std::string* code : {&first, &second}) {
        u.new_question();
        try {
            sg::analyze(u, u.read("(300, 300, 300)"), {false});
            *code = "answered";
        } catch (const sg::error& e) {
            *code = e.code;
        }
    }
    CHECK(first != "answered");
    CHECK(second == first);  // before: refused, then answered from what the refusal left
    // Its trial kept within the trial's memory: the smaller boxes measured
    // did not widen the game's box to the far row first looked at (before:
    // 160 MB of cells laid out for a box of 3.5 MB).
    CHECK(u.evaluator().peak_bytes() <= sg::cli_limits().game_trial_memory);

    // Two games of ten million positions each, in a 64 MB budget: the first
    // holds 40 MB; the second question gets the memory back.
    sg::limits small = sg::cli_limits();
    small.game_memory = 64 << 20;
    auto chains = define("game c(n)\n  move n - 1 where n > 0\ngame e(n)\n  move n - 1 where n > 0\n");
    sg::universe v(small);
    v.use_games(chains);
    v.new_question();
    CHECK(sg::analyze(v, v.read("c(10000000)"), {false}).nim_sum == 0);
    v.new_question();
    CHECK(sg::analyze(v, v.read("e(9999999)"), {false}).nim_sum == 1);  // before: game.too_much_memory
}

TEST_CASE("a chain of five million positions is answered without a stack five million frames deep",
          "[game][budget][refusals]") {
    // Before: the search went down the chain before it knew any position,
    // a frame each (about 150 bytes), and passed the memory budget.
    auto def = define("game chain(n)\n  move n - 1 where n > 0\n");
    sg::game_limits l = command();
    l.max_bytes = 64 << 20;
    sg::game_evaluator ev(def, l);
    CHECK(ev.value(def->parse_position("5000001")) == 1);
    CHECK(ev.bytes() < 40 << 20);  // the box, 4 bytes a position
}

TEST_CASE("a batch of lines costs steps in proportion to its lines, laying out the box included",
          "[game][budget][refusals]") {
    // mul(1, n) for n = 2, 3, ...: each line reaches its own positions, and
    // the box that holds them grows with n. Before, the box was laid out
    // anew (and copied) for every line. (Each line reaches a few more
    // positions as n grows: about 2.2 times as many steps a line at the end.)
    auto def = define("game mul(p, n)\n  move (p * k, n) for k in 2..9 where p < n\n");
    sg::universe u(sg::cli_limits());
    u.use_games(def);
    double at400 = 0;
    for (int n = 2; n <= 2001; ++n) {
        u.new_question();
        sg::analyze(u, u.read("(1, " + std::to_string(n) + ")"), {false});
        if (n == 401) at400 = u.evaluator().work();
    }
    const double all = u.evaluator().work();
    CAPTURE(at400, all);
    CHECK(all < 5 * 2.5 * at400);
}

TEST_CASE("a product's winning moves are found by its factors' moves, and its value stays when the search is cut",
          "[game][budget][refusals]") {
    auto def = define("game twins(n)\n  move a for a in 0..n-1\ngame corners(x, y) = twins(x) * twins(y)\n");
    // Against every move listed one by one (explain), on small products.
    sg::game_evaluator ev(def, command());
    for (std::int64_t x = 0; x <= 9; ++x)
        for (std::int64_t y = 0; y <= 9; ++y) {
            sg::game_position p{1, {x, y}};
            const sg::game_derivation d = ev.explain(p);
            for (std::uint64_t want = 0; want < 16; ++want) {
                CAPTURE(x, y, want);
                std::uint64_t plain = 0;
                for (const auto& m : d.moves) plain += m.value == want;
                std::uint64_t count = 0;
                bool cut = true;
                auto found = ev.moves_to_value(p, want, 1000, &count, &cut);
                CHECK(!cut);
                CHECK(count == plain);
                CHECK(found.size() == plain);
                for (const auto& m : found) CHECK(m.value == want);
            }
        }
    // At (10^6, 999999) every one of its 10^12 moves is decided (before:
    // 34 s, then only "more than 500 million steps", the value lost).
    sg::universe u(sg::cli_limits());
    u.use_games(def);
    u.new_question();
    sg::sum_analysis a = sg::analyze(u, u.read("corners(1000000, 999999)"));
    const std::uint64_t x = 1000000, y = 999999, g = sg::nim_multiply(x, y);  // twins(n) has value n
    CHECK(a.nim_sum == g);
    CHECK(!a.p_position);
    // The winning moves turn (a, b) with (x + a)(y + b) = xy in nim
    // arithmetic: one b for each a, when it is below y.
    std::uint64_t winning = 0;
    for (std::uint64_t c = 0; c < x; ++c) winning += (y ^ sg::nim_multiply(g, sg::nim_inverse(x ^ c))) < y;
    CHECK(a.winning_move_count == winning);
    CHECK(!a.truncated);
    CHECK(u.evaluator().work() < within_trial);

    // With a trial too short for the search, it stops, says how far it
    // looked, and the value and outcome stand.
    sg::limits brief = sg::cli_limits();
    brief.game_trial_work = 1e7;
    sg::universe w(brief);
    w.use_games(def);
    w.new_question();
    a = sg::analyze(w, w.read("corners(1000000, 999999)"));
    CHECK(a.nim_sum == g);
    CHECK(!a.p_position);
    CHECK(a.truncated);
    CHECK(a.moves_looked_at > 0);
    CHECK(a.moves_looked_at < x * y);
    CHECK(a.winning_move_count < winning);
}
