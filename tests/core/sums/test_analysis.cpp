#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <map>
#include <random>
#include <set>

#include "brute_force.hpp"
#include "sg/analysis.hpp"
#include "sg/json.hpp"

namespace {

// A sum read by the engine's one reader, analysed in a universe of its own.
struct sum_of {
    sg::universe u;
    sg::reading p;
    explicit sum_of(const std::string& text, const std::string& rule = "") : p(u.read(text, rule)) {}
    sg::sum_analysis normal() { return sg::analyze(u, p); }
    const sg::rule& rule(std::size_t i) { return u.rule_at(p.parts[i].id); }
    std::uint64_t heap(std::size_t i) { return p.parts[i].size(); }
};

// Every move of every component that brings the nim-sum to 0, found the slow way.
std::set<std::pair<std::size_t, std::vector<std::uint64_t>>> brute_winning(sum_of& p) {
    std::vector<std::vector<std::uint32_t>> tables;
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < p.p.parts.size(); ++i) {
        tables.push_back(sg::detail::plain_table(p.rule(i), p.heap(i)));
        total ^= tables.back()[p.heap(i)];
    }
    std::set<std::pair<std::size_t, std::vector<std::uint64_t>>> out;
    for (std::size_t i = 0; i < p.p.parts.size(); ++i) {
        std::uint64_t rest = total ^ tables[i][p.heap(i)];
        sg::for_each_move(p.rule(i), p.heap(i), [&](const sg::move& m) {
            std::uint64_t x = 0;
            std::vector<std::uint64_t> parts;
            for (int k = 0; k < m.part_count; ++k) {
                x ^= tables[i][m.parts[k]];
                parts.push_back(m.parts[k]);
            }
            parts.push_back(m.taken);
            if ((x ^ rest) == 0) out.insert({i, parts});
            return true;
        });
    }
    return out;
}

}  // namespace

TEST_CASE("the classic compound game: values, nim-sum and a winning move") {
    auto a = sum_of("1..3:5 odd:7 nim:3 nim:9").normal();
    REQUIRE(a.components.size() == 4);
    CHECK(a.components[0].sg == 1);  // 5 mod 4
    CHECK(a.components[1].sg == 1);  // 7 mod 2
    CHECK(a.components[2].sg == 3);
    CHECK(a.components[3].sg == 9);
    CHECK(a.nim_sum == (1 ^ 1 ^ 3 ^ 9));
    CHECK(!a.p_position);
    REQUIRE(!a.winning_moves.empty());
    for (const auto& w : a.winning_moves) CHECK(w.component == 3);  // only heap 4 (value 9) has the top bit
}

TEST_CASE("sums: every listed winning move reaches nim-sum 0, none from a P-position, none missed") {
    std::mt19937 rng(12345);
    const char* rules[] = {"nim",    "1..3",   "odd",  "1,3,4", "kayles", "dawson",
                           "grundy", "lasker", "!{2}", "0.137", "pow2"};
    for (int trial = 0; trial < 300; ++trial) {
        std::string text;
        int count = 1 + int(rng() % 4);
        for (int c = 0; c < count; ++c)
            text += std::string(rules[rng() % (sizeof rules / sizeof *rules)]) + ":" + std::to_string(rng() % 25) + " ";
        CAPTURE(text);
        sum_of p(text);
        auto a = p.normal();
        auto expected = brute_winning(p);
        std::set<std::pair<std::size_t, std::vector<std::uint64_t>>> listed;
        for (const auto& w : a.winning_moves) {
            auto parts = w.move.heap.leaves;
            parts.push_back(w.move.heap.taken);
            listed.insert({w.component, parts});
        }
        CHECK(a.p_position == expected.empty());
        CHECK(listed == expected);
        CHECK(listed.size() == a.winning_moves.size());
    }
}

TEST_CASE("a heap of 2^31 - 1 in Lasker's Nim is answered at once") {
    auto a = sum_of("2147483647", "lasker").normal();
    CHECK(a.components[0].sg == 2147483648ULL);
    REQUIRE(!a.winning_moves.empty());
    CHECK(a.winning_moves[0].move.heap.leaves.empty());  // take everything
}

TEST_CASE("a huge Nim heap's winning move is found by inverting g") {
    auto a = sum_of("1000000000000 5", "nim").normal();
    REQUIRE(a.winning_moves.size() == 1);
    CHECK(a.winning_moves[0].move.heap.leaves == std::vector<std::uint64_t>{5});
    CHECK(!a.truncated);
}

TEST_CASE("positions with errors say where") {
    sg::universe u;
    CHECK_THROWS_WITH(u.read("nim:3 foo:4", ""),
                      Catch::Matchers::Contains("unknown rule 'foo'") && Catch::Matchers::Contains("at column 7"));
    CHECK_THROWS_WITH(u.read("nim:x", ""),
                      Catch::Matchers::Contains("not a heap size") && Catch::Matchers::Contains("column 5"));
    CHECK_THROWS_WITH(u.read("7", ""), Catch::Matchers::Contains("needs a rule"));
    // A game's position with no definition in use names its game, with or
    // without a graph (no vertex name has a parenthesis).
    CHECK_THROWS_WITH(u.read("nim:3 cut(2, 3)", ""),
                      Catch::Matchers::Contains("unknown game 'cut'") && Catch::Matchers::Contains("at column 7"));
    // (A name starts with a letter: a number before a parenthesis is no game.)
    CHECK_THROWS_WITH(u.read("4294967296(2)", ""), Catch::Matchers::Contains("needs a rule"));
    u.use_graph(std::make_shared<const sg::graph>(sg::parse_graph("a b")));
    CHECK_THROWS_WITH(u.read("a cut(2, 3)", ""),
                      Catch::Matchers::Contains("unknown game 'cut'") && Catch::Matchers::Contains("at column 3"));
    try {
        u.read("wythoff(3, 5)", "");
        FAIL("read a game's position with no definition");
    } catch (const sg::error& e) {
        CHECK(e.code == "game.unknown_game");
        CHECK(e.params == sg::error_params{{"name", "wythoff"}});
    }
}

TEST_CASE("explain lists every move with the heaps it leaves, their values and the mex") {
    auto explain = [](const char* rule, std::uint64_t x) {
        sg::rule r = sg::parse_rule(rule);
        sg::value_oracle g(r);
        return sg::explain(r, x, g);
    };
    auto d = explain("1,3,4", 4);
    REQUIRE(d.moves.size() == 3);
    CHECK(d.moves[0].leaves == std::vector<std::uint64_t>{3});
    CHECK(d.moves[0].value == 1);
    CHECK(d.moves[1].leaves == std::vector<std::uint64_t>{1});
    CHECK(d.moves[2].leaves.empty());
    CHECK(d.moves[2].value == 0);
    CHECK(d.reached == std::vector<std::uint64_t>{0, 1});
    CHECK(d.mex == 2);

    auto k = explain("kayles", 4);
    auto has = [&](const std::string& text) {
        return std::any_of(k.moves.begin(), k.moves.end(), [&](const sg::move_detail& m) { return m.text == text; });
    };
    CHECK(has("take 1 and leave heaps of 1 and 2"));
    CHECK(has("take 2 and leave heaps of 1 and 1"));
    CHECK(k.mex == 1);

    auto big = explain("nim", 1ULL << 40);
    CHECK(big.truncated);
    CHECK(big.moves.size() == sg::max_listed_moves);
    CHECK(big.mex == 1ULL << 40);
}

TEST_CASE("graph games: values bottom-up, tokens as a sum, winning token moves") {
    auto g = sg::parse_graph("# a small game\na -> b\na c\nb c; c d\ne\n");
    REQUIRE(g.vertices.size() == 5);
    auto sg_of = [&](const char* n) { return g.vertices[g.find(n)].sg; };
    CHECK(sg_of("d") == 0);
    CHECK(sg_of("e") == 0);
    CHECK(sg_of("c") == 1);
    CHECK(sg_of("b") == 0);
    CHECK(sg_of("a") == 2);
    CHECK(g.vertices[g.find("a")].layer == 3);
    CHECK(g.order.front() == g.find("d"));
    auto a = sg::analyze_tokens(g, {g.find("a"), g.find("c")});
    CHECK(a.nim_sum == 3);
    REQUIRE(a.winning_moves.size() == 1);
    CHECK(a.winning_moves[0].from == "a");
    CHECK(a.winning_moves[0].to == "c");
    auto p = sg::analyze_tokens(g, {g.find("c"), g.find("c")});
    CHECK(p.p_position);
    CHECK(p.winning_moves.empty());
}

TEST_CASE("graph games with a cycle are refused, naming the cycle's vertices") {
    CHECK_THROWS_WITH(sg::parse_graph("x y\ny z\nz x\n"), Catch::Matchers::Contains("cycle: x -> y -> z -> x"));
    CHECK_THROWS_WITH(sg::parse_graph("a a"), Catch::Matchers::Contains("cycle: a -> a"));
    CHECK_THROWS_WITH(sg::parse_graph("a b c"), Catch::Matchers::Contains("line 1, column 5"));
    CHECK_THROWS_WITH(sg::parse_graph("a b\nb $"),
                      Catch::Matchers::Contains("'$' cannot be part of a vertex name at line 2, column 3"));
    sg::universe u;
    u.use_graph(std::make_shared<const sg::graph>(sg::parse_graph("a b")));
    CHECK_THROWS_WITH(u.read("a, q"),
                      Catch::Matchers::Contains("no vertex 'q'") && Catch::Matchers::Contains("column 4"));
}

TEST_CASE("misère answers agree with brute force on every position of at most 4 heaps of at most 7") {
    for (const char* text : {"nim", "kayles", "1..3", "lasker"}) {
        auto r = sg::parse_rule(text);
        // Misère outcome by plain recursion over sorted heap lists: who cannot move wins.
        brute::oracle<std::uint64_t> b;
        b.misere = true;
        b.moves = [&](std::uint64_t n) {
            std::vector<std::vector<std::uint64_t>> out;
            sg::for_each_move(r, n, [&](const sg::move& m) {
                out.push_back({m.parts, m.parts + m.part_count});
                return true;
            });
            return out;
        };
        std::vector<std::uint64_t> heaps;
        sg::universe u;
        std::function<void(std::size_t, std::uint64_t)> each = [&](std::size_t left, std::uint64_t min) {
            if (!heaps.empty()) {
                sg::reading p;
                for (auto h : heaps) p.parts.push_back(u.heap(text, h));
                auto m = sg::analyze_misere(u, p);
                CAPTURE(text, heaps);
                REQUIRE(m.status == sg::misere_status::exact);
                bool win = b.wins(heaps);
                CHECK(m.p_position == !win);
                CHECK(m.winning_moves.empty() == (!win || heaps == std::vector<std::uint64_t>(heaps.size(), 0)));
                for (const auto& w : m.winning_moves) {
                    auto next = heaps;
                    next[w.component] = 0;
                    for (auto l : w.move.heap.leaves) next.push_back(l);
                    CHECK(!b.wins(next));
                }
            }
            if (left == 0) return;
            for (std::uint64_t h = min; h <= 7; ++h) {
                heaps.push_back(h);
                each(left - 1, h);
                heaps.pop_back();
            }
        };
        each(4, 0);
    }
}

TEST_CASE("JSON results carry the documented fields") {
    auto t = sg::compute_table(sg::parse_rule("1,3,4"), 8);
    auto j = sg::to_json(t);
    CHECK_THAT(j, Catch::Matchers::StartsWith("{\"rule\":\"1,3,4\",\"upto\":8,\"values\":[0,1,0,1,2,3,2,0,1]"));
    CHECK_THAT(
        j, Catch::Matchers::Contains("\"period\":{\"status\":\"proved\",\"preperiod\":0,\"period\":7,\"saltus\":0"));
    sum_of p("nim:3 nim:4 nim:5");
    auto a = sg::to_json(p.u, p.normal());
    CHECK_THAT(a, Catch::Matchers::Contains("\"nimSum\":2"));
    CHECK_THAT(a, Catch::Matchers::Contains("\"outcome\":\"N\""));
    CHECK_THAT(
        a, Catch::Matchers::Contains("\"winningMoves\":[{\"component\":0,\"kind\":\"heap\",\"heap\":3,\"taken\":2"));
    CHECK(sg::json_string("a\"b\\c\n") == "\"a\\\"b\\\\c\\n\"");
}
