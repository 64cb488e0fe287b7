// Every-SG against the game itself: the brute-force oracle plays every small
// sum as Every-SG is defined (a move picks one move in every component that
// can move, every combination), for heaps of several rules (splits
// included), game-language positions whose moves leave sums, tokens on a
// graph, and all of them mixed; the engine's step counts, outcome and kept
// moves must agree. Graphs whose moves loop go to the search with the
// Every-SG rule, held against retrograde analysis written here.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "brute_force.hpp"
#include "sg/every.hpp"
#include "sg/rule.hpp"
#include "text_moves.hpp"

namespace {

const char* cut_text = R"(
game cut(w, h)
  move cut(i, h) + cut(w - i, h) for i in 1..w-1
  move cut(w, j) + cut(w, h - j) for j in 1..h-1
)";

// One component's moves, each as the texts of the parts it leaves: heaps by
// the rule's own move list, game positions by the definition's, tokens by the
// graph's edges. Never through the engine's sums.
std::vector<std::vector<std::string>> moves_of(sg::universe& u, const std::string& c) {
    std::vector<std::vector<std::string>> out;
    if (c.rfind(':') != std::string::npos) {
        out = heap_text_moves(c);
    } else if (c.find('(') != std::string::npos) {
        auto& ev = u.evaluator();
        for (const auto& m : ev.moves_of(ev.definition().parse_position(c))) {
            std::vector<std::string> left;
            for (const auto& t : m.targets) left.push_back(ev.definition().format(t));
            out.push_back(left);
        }
    } else {
        const sg::graph& g = *u.token_graph();
        for (std::size_t w : g.vertices[g.find(c)].successors) out.push_back({g.vertices[w].name});
    }
    return out;
}

std::string joined(const std::vector<std::string>& parts) {
    std::string s;
    for (const auto& p : parts) s += (s.empty() ? "" : " ") + p;
    return s;
}

}  // namespace

TEST_CASE("Every-SG step counts, outcomes and kept moves agree with the game itself on every small sum", "[every]") {
    sg::universe u;
    u.use_games(std::make_shared<const sg::game_definition>(cut_text));
    u.use_graph(std::make_shared<const sg::graph>(sg::parse_graph("a b; a c; b c; c d; b d; d e; a e")));
    brute::oracle<std::string> b;
    b.moves = [&](const std::string& c) { return moves_of(u, c); };

    std::vector<std::string> pool;
    for (const char* rule : {"1,2", "1,3,4", "0.77", "4.07"})
        for (int h = 0; h <= 6; ++h) pool.push_back(std::string(rule) + ":" + std::to_string(h));
    for (int w = 1; w <= 3; ++w)
        for (int h = 1; h <= 3; ++h) pool.push_back("cut(" + std::to_string(w) + ", " + std::to_string(h) + ")");
    for (const char* v : {"a", "b", "c", "d", "e"}) pool.push_back(v);

    std::vector<std::vector<std::string>> sums;
    for (std::size_t i = 0; i < pool.size(); ++i) {
        sums.push_back({pool[i]});
        for (std::size_t j = i; j < pool.size(); ++j) {
            sums.push_back({pool[i], pool[j]});
            for (std::size_t k = j; k < pool.size(); ++k) sums.push_back({pool[i], pool[j], pool[k]});
        }
    }
    std::size_t won = 0;
    for (const auto& parts : sums) {
        const std::string text = joined(parts);
        CAPTURE(text);
        sg::reading r = u.read(text);
        sg::every_analysis a = sg::analyze_every(u, r);
        auto truth = b.every(parts);
        REQUIRE(truth.win == (truth.steps % 2 == 1));  // the oracle's own consistency
        CHECK(a.method == "steps");
        CHECK(a.outcome == (truth.win ? 'N' : 'P'));
        CHECK(a.steps == truth.steps);  // the theorem: the sum's count is the largest component's
        REQUIRE(a.components.size() == parts.size());
        std::vector<std::string> after;  // one kept move in every component that can move
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const auto& c = a.components[i];
            CHECK(c.steps == b.every({parts[i]}).steps);
            std::uint64_t keep = 0;
            for (const auto& m : moves_of(u, parts[i])) keep += b.every(m).steps + 1 == c.steps;
            CHECK(c.keep_count == keep);
            CHECK(c.keep.size() == c.keep_count);
            for (std::size_t k = 0; k < c.keep.size(); ++k) {
                std::vector<std::string> left;
                for (const auto& p : c.keep[k].parts) left.push_back(u.text(p));
                CHECK(b.every(left).steps == c.keep_steps[k]);
                CHECK(c.keep_steps[k] + 1 == c.steps);
            }
            if (c.keep.empty()) {
                if (c.steps == 0) after.push_back(parts[i]);  // a component that cannot move stays
                continue;
            }
            for (const auto& p : c.keep[0].parts) after.push_back(u.text(p));
        }
        // The strategy: every component to its count - 1 leaves the opponent a lost sum.
        if (truth.win) {
            ++won;
            CHECK_FALSE(b.every(after).win);
        }
    }
    CHECK(won > sums.size() / 4);  // both outcomes were seen, often
    CHECK(won < sums.size());
}

TEST_CASE("Every-SG on a graph whose moves loop goes to the search with the Every-SG rule, draws included", "[every]") {
    const char* edges = "a b; b a; b c; c d; d c; d e; a e; e f; c f";
    sg::universe u;
    u.use_graph(std::make_shared<const sg::graph>(sg::parse_graph(edges, true)));
    const sg::graph& g = *u.token_graph();
    // Retrograde analysis over every sum reachable (sorted lists of vertices),
    // moving every token that can move: won when some move leaves a lost sum,
    // lost when all moves leave won sums (or none exists), the rest draws.
    auto succ = [&](const std::string& v) {
        std::vector<std::string> out;
        for (std::size_t w : g.vertices[g.find(v)].successors) out.push_back(g.vertices[w].name);
        return out;
    };
    auto options = [&](const std::vector<std::string>& s) {
        std::vector<std::vector<std::string>> out{{}};
        for (const auto& v : s) {
            auto next = succ(v);
            std::vector<std::vector<std::string>> grown;
            for (const auto& o : out)
                for (const auto& w : next.empty() ? std::vector<std::string>{v} : next) {
                    auto x = o;
                    x.push_back(w);
                    grown.push_back(x);
                }
            out = grown;
        }
        bool any = std::any_of(s.begin(), s.end(), [&](const std::string& v) { return !succ(v).empty(); });
        if (!any) return std::vector<std::vector<std::string>>{};
        for (auto& o : out) std::sort(o.begin(), o.end());
        return out;
    };
    std::vector<std::string> names;
    for (const auto& v : g.vertices) names.push_back(v.name);
    std::size_t draws = 0;
    for (std::size_t i = 0; i < names.size(); ++i)
        for (std::size_t j = i; j < names.size(); ++j) {
            std::vector<std::string> start{names[i], names[j]};
            std::sort(start.begin(), start.end());
            std::map<std::vector<std::string>, char> outcome;
            std::vector<std::vector<std::string>> todo{start};
            outcome[start] = '?';
            for (std::size_t k = 0; k < todo.size(); ++k)
                for (auto& o : options(todo[k]))
                    if (outcome.emplace(o, '?').second) todo.push_back(o);
            for (bool changed = true; changed;) {
                changed = false;
                for (auto& [s, out] : outcome) {
                    if (out != '?') continue;
                    bool win = false, all_won = true;
                    for (const auto& o : options(s)) {
                        win = win || outcome[o] == 'P';
                        all_won = all_won && outcome[o] == 'N';
                    }
                    if (win || all_won) {
                        out = win ? 'N' : 'P';
                        changed = true;
                    }
                }
            }
            const char expected = outcome[start] == '?' ? 'D' : outcome[start];
            draws += expected == 'D';
            CAPTURE(names[i], names[j]);
            sg::every_analysis a = sg::analyze_every(u, u.read(names[i] + " " + names[j]));
            CHECK(a.outcome == expected);
            if (a.method == "search") CHECK_FALSE(a.components[0].known);
        }
    CHECK(draws > 0);
}

TEST_CASE("Every-SG refuses a position past its budgets with a coded error, and answers the next one", "[every]") {
    sg::universe u(sg::page_limits());
    try {
        sg::analyze_every(u, u.read("nim:100000"));
        FAIL("accepted");
    } catch (const sg::error& e) {
        CHECK(e.code == "every.too_large");
        CHECK(e.params.size() == 2);
    }
    // A take-and-break heap of 2^32 has 2^32 options: refused before they are
    // listed (they once were, all of them, in gigabytes).
    sg::universe cli(sg::cli_limits());
    CHECK_THROWS_WITH(sg::analyze_every(cli, cli.read("kayles:4294967296")),
                      Catch::Matchers::Contains("needs more than"));
    sg::every_analysis a = sg::analyze_every(u, u.read("nim:3 1..3:5"));
    CHECK(a.outcome == 'N');
    // nim at 3 ends in one move; 1..3 at 5 takes 1 and leaves 4, lost in 2 more.
    CHECK(a.steps == 3);
}
