// Loopy games: Smith's values and the outcomes they give, single tokens and
// sums of up to three, against plain retrograde analysis of the sum's own
// graph (win, lose, or draw when neither is forced).
#include <catch2/catch.hpp>

#include <deque>
#include <random>

#include "sg/loopy.hpp"
#include "sg/play.hpp"
#include "tokens.hpp"

namespace {

sg::graph random_graph(std::mt19937& rng, std::size_t n, double p) {
    sg::graph g;
    g.vertices.resize(n);
    std::bernoulli_distribution edge(p);
    for (std::size_t v = 0; v < n; ++v) {
        g.vertices[v].name = "v" + std::to_string(v);
        for (std::size_t w = 0; w < n; ++w)
            if (edge(rng)) g.vertices[v].successors.push_back(w);
    }
    return g;
}

// Outcomes of every tuple of k tokens (index = base-n digits) by retrograde
// analysis: no move loses; a move to a lost position wins; all moves to won
// positions lose; the rest are draws.
std::vector<char> retrograde(const sg::graph& g, int k) {
    const std::size_t n = g.vertices.size();
    std::size_t total = 1;
    for (int i = 0; i < k; ++i) total *= n;
    auto digit = [&](std::size_t s, int i) {
        for (int j = 0; j < i; ++j) s /= n;
        return s % n;
    };
    auto with = [&](std::size_t s, int i, std::size_t v) {
        std::size_t mul = 1;
        for (int j = 0; j < i; ++j) mul *= n;
        return s - digit(s, i) * mul + v * mul;
    };
    std::vector<std::vector<std::size_t>> pred(total);
    std::vector<std::size_t> moves(total, 0);
    for (std::size_t s = 0; s < total; ++s)
        for (int i = 0; i < k; ++i)
            for (std::size_t w : g.vertices[digit(s, i)].successors) {
                pred[with(s, i, w)].push_back(s);
                ++moves[s];
            }
    std::vector<char> out(total, 'D');
    std::deque<std::size_t> q;
    for (std::size_t s = 0; s < total; ++s)
        if (moves[s] == 0) {
            out[s] = 'P';
            q.push_back(s);
        }
    while (!q.empty()) {
        std::size_t s = q.front();
        q.pop_front();
        for (std::size_t p : pred[s]) {
            if (out[p] != 'D') continue;
            if (out[s] == 'P') {
                out[p] = 'N';
                q.push_back(p);
            } else if (--moves[p] == 0) {
                out[p] = 'P';
                q.push_back(p);
            }
        }
    }
    return out;
}

}  // namespace

TEST_CASE("loopy values give the outcomes retrograde analysis finds, for sums of up to three tokens", "[loopy]") {
    std::mt19937 rng(20261123);
    int graphs = 0, draws = 0;
    std::size_t compared = 0;
    for (int round = 0; round < 500; ++round) {
        std::size_t n = 1 + rng() % 12;
        double p = 0.05 + 0.3 * double(rng() % 100) / 100.0;
        sg::graph g = random_graph(rng, n, p);
        sg::loopy_labels l = sg::label_loopy(g);
        for (int k = 1; k <= 3; ++k) {
            if (k == 3 && n > 9) continue;
            auto want = retrograde(g, k);
            for (std::size_t s = 0; s < want.size(); ++s) {
                std::vector<std::size_t> tokens;
                std::size_t t = s;
                for (int i = 0; i < k; ++i, t /= n) tokens.push_back(t % n);
                char got = sg::loopy_outcome(l, tokens);
                if (got != want[s]) {
                    CAPTURE(round, n, k, s);
                    REQUIRE(got == want[s]);
                }
                draws += got == 'D';
                ++compared;
            }
        }
        ++graphs;
    }
    CHECK(graphs == 500);
    CHECK(draws > 0);  // the random graphs do have draws
    CHECK(compared > 100000);
}

TEST_CASE("on a graph without cycles, loopy values are the ordinary mex values", "[loopy]") {
    std::mt19937 rng(7);
    for (int round = 0; round < 200; ++round) {
        std::size_t n = 1 + rng() % 20;
        sg::graph g;
        g.vertices.resize(n);
        for (std::size_t v = 0; v < n; ++v)
            for (std::size_t w = 0; w < v; ++w)
                if (rng() % 3 == 0) g.vertices[v].successors.push_back(w);
        sg::loopy_labels l = sg::label_loopy(g);
        for (std::size_t v = 0; v < n; ++v) {
            std::vector<bool> seen(n + 1, false);
            for (std::size_t w : g.vertices[v].successors) seen[l.value[w]] = true;
            std::uint64_t mex = 0;
            while (seen[mex]) ++mex;
            REQUIRE_FALSE(l.infinite[v]);
            REQUIRE(l.value[v] == mex);
        }
    }
}

TEST_CASE("a two-cycle with an exit: the textbook values", "[loopy]") {
    // a <-> b, b -> c (a sink): c = 0, b = 1 (it reaches 0), a: its only
    // successor b is numbered 1 and has no successor of value... a gets 0.
    sg::graph g;
    g.vertices.resize(3);
    g.vertices[0].successors = {1};
    g.vertices[1].successors = {0, 2};
    sg::loopy_labels l = sg::label_loopy(g);
    CHECK((!l.infinite[2] && l.value[2] == 0));
    CHECK((!l.infinite[1] && l.value[1] == 1));
    CHECK((!l.infinite[0] && l.value[0] == 0));
    // A pure two-cycle is a draw: both infinite with empty sets.
    sg::graph d;
    d.vertices.resize(2);
    d.vertices[0].successors = {1};
    d.vertices[1].successors = {0};
    sg::loopy_labels m = sg::label_loopy(d);
    CHECK((m.infinite[0] && m.infinite[1] && m.reach[0].empty()));
    CHECK(sg::loopy_outcome(m, {0}) == 'D');
}

TEST_CASE("graph text with cycles is labelled when the caller allows them, and refused otherwise", "[loopy][graph]") {
    const char* text = "a b\nb a\nb c\nd e\ne d\n";
    CHECK_THROWS_AS(sg::parse_graph(text), sg::error);
    sg::graph g = sg::parse_graph(text, true);
    REQUIRE(g.loopy);
    auto at = [&](const char* name) { return g.vertices[g.find(name)]; };
    CHECK((!at("a").infinite && at("a").sg == 0));
    CHECK((!at("b").infinite && at("b").sg == 1));
    CHECK((at("d").infinite && at("d").reach.empty()));
    CHECK(sg::analyze_tokens(g, tokens_of(g, "a")).outcome == 'P');
    CHECK(sg::analyze_tokens(g, tokens_of(g, "b")).outcome == 'N');
    CHECK(sg::analyze_tokens(g, tokens_of(g, "a,d")).outcome == 'D');
    auto win = sg::analyze_tokens(g, tokens_of(g, "b"));
    REQUIRE(win.winning_moves.size() == 2);                     // b -> a and b -> c both reach a P-vertex of value 0
    CHECK(sg::parse_graph("x y\ny z\n", true).loopy == false);  // no cycle: the ordinary labels
}

// The engine's play of tokens (the one sum search, by retrograde analysis of
// the sums reachable from a position) against Smith's values, and its
// remoteness against the definition: a won sum is 1 + the least remoteness of
// its lost successors, a lost one 1 + the greatest of its successors.
TEST_CASE("playing tokens: outcomes agree with Smith's values, and remoteness follows its definition",
          "[loopy][play]") {
    std::mt19937 rng(11232026);
    std::size_t checked = 0, draws = 0, long_games = 0;
    for (int round = 0; round < 500; ++round) {
        std::size_t n = 1 + rng() % 12;
        double p = 0.05 + 0.3 * double(rng() % 100) / 100.0;
        sg::graph g = random_graph(rng, n, p);
        g.loopy = true;  // played with Smith's values, cycles or not
        sg::loopy_labels l = sg::label_loopy(g);
        for (std::size_t v = 0; v < n; ++v) {
            g.vertices[v].infinite = l.infinite[v];
            g.vertices[v].sg = l.infinite[v] ? 0 : l.value[v];
            g.vertices[v].reach = l.reach[v];
        }
        auto u = universe_of(g);
        for (int sample = 0; sample < 6; ++sample) {
            std::vector<std::size_t> tokens;
            for (std::size_t k = 1 + rng() % 3; k > 0; --k) tokens.push_back(rng() % n);
            sg::play_analysis play = sg::analyze_play(*u, token_position(tokens), false, 200000);
            CAPTURE(round, n, tokens);
            REQUIRE(play.outcome == sg::loopy_outcome(l, tokens));
            // Every move of every token is listed, with the outcome of the sum it leaves.
            std::size_t moves = 0;
            for (std::size_t t : tokens) moves += g.vertices[t].successors.size();
            REQUIRE(play.options.size() == moves);
            std::int64_t least_p = INT64_MAX, greatest = 0;
            bool any_p = false, any_d = false;
            for (const auto& m : play.options) {
                std::vector<std::size_t> after = tokens;
                after[m.component] = m.move.to;
                REQUIRE(m.outcome == sg::loopy_outcome(l, after));
                REQUIRE((m.outcome == 'D') == (m.remoteness < 0));
                if (m.outcome == 'P') {
                    any_p = true;
                    least_p = std::min(least_p, m.remoteness);
                }
                if (m.outcome == 'D') any_d = true;
                greatest = std::max(greatest, m.remoteness);
            }
            if (play.options.empty()) REQUIRE((play.outcome == 'P' && play.remoteness == 0));
            else if (play.outcome == 'N') REQUIRE(play.remoteness == least_p + 1);
            else if (play.outcome == 'P') REQUIRE((!any_p && !any_d && play.remoteness == greatest + 1));
            else REQUIRE((!any_p && any_d && play.remoteness == -1));
            draws += play.outcome == 'D';
            long_games += play.remoteness >= 3;
            ++checked;
        }
    }
    CHECK(checked == 3000);
    CHECK(draws > 100);
    CHECK(long_games > 100);
}

TEST_CASE("playing tokens past the budget is refused with its own code", "[loopy][play]") {
    sg::graph g = sg::parse_graph("a b\nb c\nc a\na d\nd e\ne a\nb e\n", true);
    auto u = universe_of(g);
    sg::position tokens = token_position({0, 1, 2, 3});
    try {
        sg::analyze_play(*u, tokens, false, 20);
        FAIL("not refused");
    } catch (const sg::error& e) {
        CHECK(e.code == "graph.play_too_large");
    }
    CHECK(sg::analyze_play(*u, tokens, false, 200000).searched > 20);
}
