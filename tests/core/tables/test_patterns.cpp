// Patterns that answer huge positions, honestly: the arithmetic-periodicity
// test for all-but subtraction games against the games' own tables far past
// where it proved them, its hypotheses refused one by one, arithmetic periods
// detected on Lasker's Nim and on a take-any-or-split game built here, and
// observations answering only when trusted, never reported as proofs.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "sg/analysis.hpp"
#include "sg/game.hpp"
#include "sg/table.hpp"
#include "tables/proofs.hpp"  // the theorems' hypotheses, checked on made-up tables

namespace {

// Take any number, or split a heap into three non-empty heaps: a game of the
// language with no rule of its own, built for this test.
const char* take_or_split3 = R"(
game g(n)
  move n - k for k in 1..n
  move (a) + (b) + (n - a - b) for a in 1..n, b in a..n where n - a - b >= b
)";

// Its values by the definition, written here: mex over taking any amount and
// over every split into three heaps.
std::vector<std::uint64_t> take_or_split3_values(std::uint64_t upto) {
    std::vector<std::uint64_t> g(upto + 1, 0);
    for (std::uint64_t n = 1; n <= upto; ++n) {
        std::set<std::uint64_t> seen(g.begin(), g.begin() + std::ptrdiff_t(n));
        for (std::uint64_t a = 1; 3 * a <= n; ++a)
            for (std::uint64_t b = a; a + 2 * b <= n; ++b) seen.insert(g[a] ^ g[b] ^ g[n - a - b]);
        while (seen.count(g[n])) ++g[n];
    }
    return g;
}

sg::value_array array_of(const std::vector<std::uint32_t>& v) {
    sg::value_array a;
    a.reset(v.size(), 4, sg::max_table_bytes);
    for (std::size_t i = 0; i < v.size(); ++i) std::memcpy(a.bytes() + 4 * i, &v[i], 4);
    return a;
}

}  // namespace

TEST_CASE("all-but subtraction games: the arithmetic-periodicity test proves only what the game does", "[patterns]") {
    std::mt19937 rng(18);
    int proved = 0, filled = 0;
    const int games = 300;
    for (int n = 0; n < games; ++n) {
        std::set<int> excluded;
        const int k = 1 + int(rng() % 6);
        const int largest = k + 2 + int(rng() % 60);
        while (int(excluded.size()) < k) excluded.insert(1 + int(rng() % std::uint32_t(largest)));
        std::string text = "!{";
        for (int x : excluded) text += std::to_string(x) + ",";
        text.back() = '}';
        CAPTURE(text);
        const sg::rule r = sg::parse_rule(text);
        sg::table_options plain;
        plain.use_period = false;
        const std::uint64_t upto = 30000;
        const sg::table direct = sg::compute_table(r, upto, plain);
        const sg::table t = sg::compute_table(r, upto);
        const sg::period_info& p = t.period;
        INFO(p.reason);
        CHECK(p.status != sg::period_status::observed);  // proved or nothing seen, at these sizes
        if (p.status != sg::period_status::proved) continue;
        ++proved;
        CHECK(p.proof == "all-but");
        CHECK(p.saltus > 0);
        // Proved where it was seen (usually a few thousand values in), filled in
        // by the equation past it: the game's own table agrees to the end.
        filled += p.checked_upto < upto;
        std::uint64_t differ = 0;  // the first x where they differ (upto + 1: none)
        while (differ <= upto && t.values[differ] == direct.values[differ]) ++differ;
        CHECK(differ == upto + 1);
        // And a heap of 2^53 - 1 comes from the same equation.
        const std::uint64_t big = sg::max_number, far = p.preperiod + (big - p.preperiod) % p.period;
        CHECK(sg::grundy_value(r, big) == direct.values[far] + (big - far) / p.period * std::uint64_t(p.saltus));
    }
    CHECK(proved > games * 9 / 10);
    CHECK(filled > proved * 8 / 10);
    // A closed form where one is known: taking anything but 1 gives floor(n / 2).
    CHECK(sg::grundy_value(sg::parse_rule("!{1}"), sg::max_number) == sg::max_number / 2);
}

TEST_CASE("a long run of equal differences is one candidate, not one per period", "[patterns]") {
    // Found by fuzz_rule (corpus: crash-all-but-long-run, a timeout): g(n) = n up
    // to 20000 made every period below the run's length a candidate, each
    // tested with a pass over the table (18 s natively). The pattern is proved,
    // and the table agrees with the plain definition.
    const sg::rule r = sg::parse_rule("!{20000}");
    const sg::table t = sg::compute_table(r, 90000);
    CHECK(t.period.status == sg::period_status::proved);
    CHECK(t.period.period == 40000);
    CHECK(t.period.saltus == 20000);
    sg::table_options plain;
    plain.use_period = false;
    const sg::table direct = sg::compute_table(r, 90000, plain);
    std::uint64_t differ = 0;  // the first x where they differ
    while (differ <= 90000 && t.values[differ] == direct.values[differ]) ++differ;
    CHECK(differ == 90001);
}

TEST_CASE("the all-but test refuses a table whose counts or values below the saltus are missing", "[patterns]") {
    const sg::detail::proof_rule pr = sg::detail::proof_for(sg::parse_rule("!{1}"));
    REQUIRE(pr.kind == sg::detail::proof_rule::all_but);
    std::vector<std::uint32_t> v;
    for (std::uint32_t x = 0; x < 200; ++x) v.push_back(x / 2);  // the game's own: 0 0 1 1 2 2 ...
    CHECK(sg::detail::proof_holds(pr, array_of(v), v.size(), 0, 2));
    auto changed = v;
    changed[0] = 7;  // (H3): a 7 before the pattern that the pattern never counts
    CHECK(sg::detail::proof_holds(pr, array_of(changed), changed.size(), 2, 2) == false);
    auto shifted = v;
    for (auto& x : shifted) x += 5;  // (H2): 0 .. 4 never occur
    CHECK_FALSE(sg::detail::proof_holds(pr, array_of(shifted), shifted.size(), 0, 2));
    auto flat = v;
    for (auto& x : flat) x = 3;  // (H1): no saltus
    CHECK_FALSE(sg::detail::proof_holds(pr, array_of(flat), flat.size(), 0, 1));
    // (H1): the equation must be seen for the largest excluded amount's worth of n.
    const sg::detail::proof_rule wide = sg::detail::proof_for(sg::parse_rule("!{1,40}"));
    CHECK_FALSE(sg::detail::proof_holds(wide, array_of(v), 30, 0, 2));
}

TEST_CASE("Lasker's Nim: arithmetic periodicity detected from its values, period 4 and saltus 4", "[patterns]") {
    // From the plain definition's values (the rule's closed form plays no part).
    std::vector<std::uint64_t> plain;
    for (std::uint32_t x : sg::detail::plain_table(sg::parse_rule("lasker"), 400)) plain.push_back(x);
    sg::period_info p = sg::sequence_period(plain);
    CHECK(p.status == sg::period_status::observed);
    CHECK(p.period == 4);
    CHECK(p.saltus == 4);
    CHECK(p.preperiod == 1);
    // The same game written in the language: its table shows the same pattern.
    auto def = std::make_shared<const sg::game_definition>(
        "game lasker(n)\n  move n - k for k in 1..n\n  move (a) + (n - a) for a in 1..n/2\n");
    sg::game_evaluator ev(def);
    sg::game_box box;
    box.hi[0] = 400;
    sg::game_table t = sg::compute_game_table(ev, box);
    REQUIRE(t.periods.size() == 1);
    CHECK(t.periods[0].period.status == sg::period_status::observed);
    CHECK(t.periods[0].period.period == 4);
    CHECK(t.periods[0].period.saltus == 4);
    // Huge heaps of the rule follow the closed form (proved by its argument).
    for (std::uint64_t n : {sg::max_number, sg::max_number - 1, sg::max_number - 2, sg::max_number - 3}) {
        const std::uint64_t want = n % 4 == 3 ? n + 1 : n % 4 == 0 ? n - 1 : n;
        CHECK(sg::grundy_value(sg::parse_rule("lasker"), n) == want);
    }
}

TEST_CASE("a take-any-or-split game: an observed arithmetic period answers huge positions only when trusted",
          "[patterns]") {
    const auto truth = take_or_split3_values(120);
    // Small evaluation budgets: a refusal comes sooner. Each part has a
    // universe of its own (an evaluator's budget counts all its work).
    sg::limits budget = sg::cli_limits();
    budget.game_work = 5e7;
    auto definition = std::make_shared<const sg::game_definition>(take_or_split3);
    sg::universe u(budget);
    u.use_games(definition);
    sg::game_box box;
    box.hi[0] = 120;
    sg::game_table t = sg::compute_game_table(u.evaluator(), box);
    for (std::uint64_t n = 0; n <= 120; ++n) CHECK(t.values[n] == truth[n]);
    REQUIRE(t.periods.size() == 1);
    const sg::period_info& seen = t.periods[0].period;
    CHECK(seen.status == sg::period_status::observed);  // a game of the language is never proved
    CHECK(seen.period == 8);
    CHECK(seen.saltus == 8);
    CHECK(seen.preperiod == 1);

    const std::string huge = "g(1000000000000)";
    try {
        sg::analyze(u, u.read(huge));
        FAIL("an observed pattern answered without being trusted");
    } catch (const sg::error& e) {
        CHECK(e.code == "pattern.observed");
        CHECK(e.params.size() == 6);
    }
    sg::universe trusting(budget);
    trusting.use_games(definition);
    trusting.trust_patterns(true);
    sg::sum_analysis a = sg::analyze(trusting, trusting.read(huge + " g(7)"));
    REQUIRE(a.components[0].pattern);
    const sg::period_info& used = *a.components[0].pattern;
    CHECK(used.status == sg::period_status::observed);
    CHECK(used.proof.empty());
    CHECK(used.repeats >= 4);
    const std::uint64_t n = 1000000000000, base = 1 + (n - 1) % 8;
    CHECK(a.components[0].sg == truth[base] + (n - base) / 8 * 8);
    CHECK_FALSE(a.components[1].pattern);  // g(7) is computed
    CHECK(a.components[1].sg == truth[7]);
}

TEST_CASE("a position valued by a trusted pattern: its winning moves looked for from the far end, each one right",
          "[patterns]") {
    const std::uint64_t small = 200;
    const auto truth = take_or_split3_values(small);
    sg::limits budget = sg::cli_limits();
    budget.game_work = 5e7;
    auto definition = std::make_shared<const sg::game_definition>(take_or_split3);
    for (std::uint64_t other : {0, 5, 7, 100, 150}) {
        CAPTURE(other);
        sg::universe u(budget);
        u.use_games(definition);
        u.trust_patterns(true);
        const std::string text = "g(1000000000000)" + (other ? " g(" + std::to_string(other) + ")" : std::string());
        sg::sum_analysis a = sg::analyze(u, u.read(text));
        REQUIRE(a.components[0].pattern);
        REQUIRE_FALSE(a.p_position);
        CHECK(a.truncated);  // a pattern's position: never every move
        // Every move listed leaves a sum of value 0, by the values of the
        // definition written here (each target is small: the far end).
        const std::uint64_t want = a.components[0].sg ^ a.nim_sum;
        std::size_t found = 0;
        for (const sg::sum_move& w : a.winning_moves) {
            if (w.component != 0) continue;
            ++found;
            std::uint64_t x = 0;
            for (const sg::game_position& q : w.move.game.targets) {
                REQUIRE(std::uint64_t(q.c[0]) <= small);
                x ^= truth[std::size_t(q.c[0])];
            }
            CHECK(x == want);
        }
        // At least taking the heap down to the one of that value.
        CHECK(found >= 1);
        CHECK(a.winning_move_count >= found);
    }
}

TEST_CASE("walked from the far end, a position's moves are every move, once each", "[patterns]") {
    auto definition = std::make_shared<const sg::game_definition>(take_or_split3);
    sg::universe u(sg::cli_limits());
    u.use_games(definition);
    sg::game_evaluator& ev = u.evaluator();
    for (std::int64_t n : {0, 1, 6, 17, 40}) {
        CAPTURE(n);
        sg::game_position p;
        p.c[0] = n;
        const std::uint64_t v = ev.value(p);
        for (std::uint64_t want = 0; want <= v + 2; ++want) {
            std::uint64_t in_order = 0, from_end = 0, looked = 0;
            bool cut = true, cut_end = true;
            auto a = ev.moves_to_value(p, want, 100000, &in_order, &cut);
            auto b = ev.moves_to_value_from_end(p, want, 100000, &from_end, &cut_end, &looked);
            CHECK_FALSE(cut);
            CHECK_FALSE(cut_end);
            CHECK(in_order == from_end);
            std::multiset<std::vector<std::int64_t>> ta, tb;
            for (const auto& m : a) {
                std::vector<std::int64_t> t;
                for (const auto& q : m.targets) t.push_back(q.c[0]);
                ta.insert(t);
            }
            for (const auto& m : b) {
                std::vector<std::int64_t> t;
                for (const auto& q : m.targets) t.push_back(q.c[0]);
                tb.insert(t);
            }
            CHECK(ta == tb);
        }
        // Every move looked at once: n takes, and the splits into three.
        std::uint64_t splits = 0;
        for (std::int64_t a = 1; 3 * a <= n; ++a)
            for (std::int64_t b = a; a + 2 * b <= n; ++b) ++splits;
        std::uint64_t count = 0, looked = 0;
        bool cut = true;
        ev.moves_to_value_from_end(p, 0, 0, &count, &cut, &looked);
        CHECK(looked == std::uint64_t(n) + splits);
    }
}

TEST_CASE("a trusted pattern answers only what the exact evaluation refuses, and never a falling one", "[patterns]") {
    // Found by a review: g(n) = 4999 - n over the first values read as period 1
    // with saltus -1, and trusted it answered g(1000000) = 2^64 - 995385
    // (wrapped below 0), where the game has no move there: 0.
    auto def = std::make_shared<const sg::game_definition>("game down(n)\n  move n + k for k in 1..4999-n\n");
    sg::universe u(sg::cli_limits());
    u.use_games(def);
    u.trust_patterns(true);
    sg::sum_analysis a = sg::analyze(u, u.read("down(1000000) down(4990)"));
    CHECK(a.components[0].sg == 0);
    CHECK_FALSE(a.components[0].pattern);  // computed, not read from a pattern
    CHECK(a.components[1].sg == 9);
    std::vector<std::uint64_t> falling;
    for (std::uint64_t n = 0; n < 100; ++n) falling.push_back(1000 - n);
    CHECK(sg::sequence_period(falling).status == sg::period_status::none);
}

TEST_CASE(
    "a pattern is offered for trust only on evidence that grows with its period and its start, never at the "
    "window's edge",
    "[patterns]") {
    // Found by a search over splitting games: g(0..2047) shows period 4 from
    // n = 914, seen 283 full times, and it breaks at g(2736); trusted, it
    // answered huge positions from it. A move of n splits n - 1 into two
    // parts of at least a third of it, so only from about 3 x 914 on are both
    // parts inside the pattern.
    auto def = std::make_shared<const sg::game_definition>(
        "game g(n)\n  move n - k for k in 2..3 where k <= n\n"
        "  move (a) + (n - 1 - a) for a in 1..(n - 1) / 2 where 3 * a >= n - 1\n");
    sg::game_evaluator ev(def);
    sg::game_box box;
    box.hi[0] = 6143;
    const std::vector<std::uint32_t> truth = sg::compute_game_table(ev, box).values;
    auto first = [&](std::size_t count) { return std::vector<std::uint64_t>(truth.begin(), truth.begin() + count); };
    const sg::period_info weak = sg::detail::seen_period(first(2048));  // what was trusted
    CHECK(weak.status == sg::period_status::observed);
    CHECK(weak.period == 4);
    CHECK(weak.preperiod == 914);
    CHECK(truth[2736] != truth[2732]);
    CHECK(sg::observed_evidence(914, 4) == 5500);  // 6 x 914 + 4 x 4 values
    // Whatever the first values establish holds on every value computed here.
    for (std::size_t count : {2048, 4096, 6144}) {
        CAPTURE(count);
        const sg::period_info p = sg::sequence_period(first(count));
        if (count == 2048) CHECK(p.status == sg::period_status::none);
        if (p.status == sg::period_status::none) continue;
        CHECK(count >= sg::observed_evidence(p.preperiod, p.period));
        for (std::uint64_t n = p.preperiod; n + p.period < truth.size(); ++n) {
            CAPTURE(n);
            REQUIRE(std::int64_t(truth[n + p.period]) == std::int64_t(truth[n]) + p.saltus);
        }
    }
    // A universe whose budget computes g(0..2047) in its quarter, and not much
    // more, refuses a position past them, naming the pattern and how far it
    // must hold; it never answers a wrong value.
    sg::limits budget = sg::cli_limits();
    budget.game_work = 1e7;
    sg::universe u(budget);
    u.use_games(def);
    u.trust_patterns(true);
    std::uint64_t n = 6000;  // the first position from 6000 where the pattern is wrong
    while (truth[n] == truth[914 + (n - 914) % 4]) ++n;
    CAPTURE(n);
    try {
        const sg::sum_analysis a = sg::analyze(u, u.read("g(" + std::to_string(n) + ")"));
        CHECK(a.components[0].sg == truth[n]);
        FAIL("answered past the budget");
    } catch (const sg::error& e) {
        CHECK(e.code == "pattern.not_established");
        CHECK(e.params.size() == 7);
        CHECK_THAT(e.what(), Catch::Contains("period 4 with saltus 0 from n = 914") &&
                                 Catch::Contains("must hold up to n = 5499"));
    }
}

TEST_CASE("the first values of a game double until its pattern has the evidence to be trusted", "[patterns]") {
    // Period 4 from n = 630: 6 x 630 + 4 x 4 = 3796 values establish it, so
    // the first 2048 do not and 4096 do.
    auto def = std::make_shared<const sg::game_definition>(
        "game g(n)\n  move n - 2 where n >= 2\n"
        "  move (a) + (n - t - a) for t in 0..3, a in 1..(n - t) / 2 where t != 2 && a % 3 == 0\n");
    sg::game_evaluator ev(def);
    sg::game_box box;
    box.hi[0] = 4095;
    const std::vector<std::uint32_t> truth = sg::compute_game_table(ev, box).values;
    CHECK(sg::sequence_period(truth.data(), 2048).status == sg::period_status::none);
    const sg::period_info seen = sg::sequence_period(truth.data(), 4096);
    REQUIRE(seen.status == sg::period_status::observed);
    CHECK(seen.period == 4);
    CHECK(seen.preperiod == 630);
    // (Small budgets: g(10^12) itself is refused sooner.)
    sg::limits budget = sg::cli_limits();
    budget.game_work = 2e8;
    budget.game_memory = std::size_t(1) << 24;
    sg::universe u(budget);
    u.use_games(def);
    u.trust_patterns(true);
    const std::uint64_t huge = 1000000000000;
    const sg::sum_analysis a = sg::analyze(u, u.read("g(" + std::to_string(huge) + ")"));
    REQUIRE(a.components[0].pattern);
    const sg::period_info& used = *a.components[0].pattern;
    CHECK(used.status == sg::period_status::observed);
    CHECK(used.period == 4);
    CHECK(used.preperiod == 630);
    CHECK(used.checked_upto == 4095);
    CHECK(a.components[0].sg == truth[630 + (huge - 630) % 4]);
}

TEST_CASE("an observed period is the smallest the evidence standard accepts, as a plain search finds it",
          "[patterns]") {
    // The plain search: every period from 1, its start read back from the
    // end, the first that count >= 6 start + 4 period accepts (a rising
    // pattern after the repeating ones; a falling one is no pattern).
    auto plain = [](const std::vector<std::uint64_t>& v) {
        sg::period_info out;
        const std::size_t n = v.size();
        for (bool arithmetic : {false, true})
            for (std::size_t p = 1; 4 * p <= n; ++p) {
                const std::int64_t s = std::int64_t(v[n - 1]) - std::int64_t(v[n - 1 - p]);
                if (!arithmetic && s != 0) continue;
                std::size_t n0 = n - p;
                while (n0 > 0 && std::int64_t(v[n0 - 1 + p]) - std::int64_t(v[n0 - 1]) == s) --n0;
                if (n < sg::observed_evidence(n0, p)) continue;
                if (arithmetic && s <= 0) return out;
                out.status = sg::period_status::observed;
                out.preperiod = n0;
                out.period = p;
                out.saltus = s;
                return out;
            }
        return out;
    };
    std::mt19937_64 rng(7);
    int seen = 0;
    for (int trial = 0; trial < 4000; ++trial) {
        // A start of random values, then a repeating part (rising or not),
        // sometimes with a stray value; sparse ones read long runs of equal values.
        const std::size_t n = 1 + rng() % 400, start = rng() % (n + 1), p = 1 + rng() % 40;
        const std::uint64_t kinds = 1 + rng() % 4, rise = rng() % 3 == 0 ? rng() % 3 : 0;
        const bool sparse = rng() % 4 == 0;
        std::vector<std::uint64_t> v(n);
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint64_t r = sparse ? (rng() % 50 == 0) : rng() % kinds;
            v[i] = i < start + p ? r + 200 : v[i - p] + rise;
        }
        if (n > 2 && rng() % 5 == 0) v[rng() % n] ^= 1;
        CAPTURE(trial, v);
        const sg::period_info want = plain(v), got = sg::sequence_period(v);
        CHECK(got.status == want.status);
        CHECK(got.period == want.period);
        CHECK(got.preperiod == want.preperiod);
        CHECK(got.saltus == want.saltus);
        seen += got.status == sg::period_status::observed;
    }
    CHECK(seen > 500);
}

TEST_CASE("a game table's periods are its rows' and columns' own, each line searched once", "[patterns]") {
    // King moves: row x repeats 1 2 or 0 3 ... then, from about y = x, 3 2 or
    // 0 1; a width that is no multiple of 16 (columns are read 16 at a time).
    auto def = std::make_shared<const sg::game_definition>(
        "game king(x, y)\n  move (x - 1, y) where x > 0\n  move (x, y - 1) where y > 0\n"
        "  move (x - 1, y - 1) where x > 0 && y > 0\n");
    sg::game_evaluator ev(def);
    const sg::game_table t = sg::compute_game_table(ev, sg::parse_box(*def, 0, "3..402, 5..41"));
    const std::size_t w = 37, rows = 400;
    std::vector<sg::period_info> want;
    for (std::size_t r = 0; r < rows; ++r)
        want.push_back(sg::sequence_period(std::vector<std::uint64_t>(t.values.begin() + std::ptrdiff_t(r * w),
                                                                      t.values.begin() + std::ptrdiff_t(r * w + w)),
                                           5));
    for (std::size_t c = 0; c < w; ++c) {
        std::vector<std::uint64_t> col;
        for (std::size_t r = 0; r < rows; ++r) col.push_back(t.values[r * w + c]);
        want.push_back(sg::sequence_period(col, 3));
    }
    std::size_t i = 0;
    for (const auto& p : want) {
        if (p.status == sg::period_status::none) continue;
        REQUIRE(i < t.periods.size());
        CAPTURE(i, t.periods[i].along);
        CHECK(t.periods[i].period.preperiod == p.preperiod);
        CHECK(t.periods[i].period.period == p.period);
        CHECK(t.periods[i].period.reason == p.reason);
        ++i;
    }
    CHECK(i == t.periods.size());
    CHECK(i == 406);  // every column, and every row but x = 10..40, where the change comes too late
}

TEST_CASE("heaps past their tables: proved patterns answer, observed ones only when trusted, and say so",
          "[patterns]") {
    sg::universe u;
    sg::sum_analysis proved = sg::analyze(u, u.read("!{2,5}:9007199254740991 nim:3"));
    REQUIRE(proved.components[0].pattern);
    CHECK(proved.components[0].pattern->status == sg::period_status::proved);
    CHECK(proved.components[0].pattern->proof == "all-but");
    CHECK_FALSE(proved.components[1].pattern);                               // a closed form is not a pattern
    CHECK_FALSE(sg::analyze(u, u.read("!{2,5}:30")).components[0].pattern);  // inside the table
    const std::string observed = "0.3F:1000000000000";
    try {
        sg::analyze(u, u.read(observed));
        FAIL("answered without trust");
    } catch (const sg::error& e) {
        CHECK(e.code == "pattern.observed");
    }
    u.trust_patterns(true);
    sg::sum_analysis a = sg::analyze(u, u.read(observed));
    REQUIRE(a.components[0].pattern);
    CHECK(a.components[0].pattern->status == sg::period_status::observed);
    // A family's amounts go on past any table: factorials showed period 25
    // from 0, 40 times in g(0..1000), and the amount 5040 breaks it at 5050.
    sg::table_options plain;
    plain.use_period = false;
    const sg::table far = sg::compute_table(sg::parse_rule("factorials"), 5050, plain);
    CHECK(far.values[5050] != far.values[5025]);
    try {
        sg::analyze(u, u.read("factorials:1000000000000"));
        FAIL("a family's pattern was trusted");
    } catch (const sg::error& e) {
        CHECK(e.code == "value.out_of_reach");
    }
    u.trust_patterns(false);
    // Observations never pass for proofs: in tables of rules no theorem covers.
    for (const char* rule : {"factorials", "0.3F", "0.F", "grundy", "squares"}) {
        CAPTURE(rule);
        CHECK(sg::compute_table(sg::parse_rule(rule), 500).period.status != sg::period_status::proved);
    }
}

TEST_CASE("all-but heaps past the proof: winning moves found by inverting the pattern, all of them", "[patterns]") {
    std::mt19937_64 rng(5);
    for (const char* text : {"!{2,5}", "!{1}", "!{3,17,25,28}", "!{1,4,6}", "!{5,9,10,23}"}) {
        const sg::rule r = sg::parse_rule(text);
        sg::table_options plain;
        plain.use_period = false;
        const std::uint64_t upto = 20000;
        const sg::table direct = sg::compute_table(r, upto, plain);
        for (int trial = 0; trial < 8; ++trial) {
            const std::uint64_t h = 2000 + rng() % (upto - 2000), other = rng() % 5000;
            CAPTURE(text, h, other);
            sg::universe u;
            sg::sum_analysis a = sg::analyze(u, {{u.heap(text, h), u.heap("nim", other)}, {}});
            if (a.p_position) continue;
            const std::uint64_t t = direct.values[h] ^ a.nim_sum;
            std::uint64_t expected = other > (other ^ a.nim_sum);  // the Nim heap's move
            for (std::uint64_t m = 0; m < h; ++m)
                expected += direct.values[m] == t && !std::binary_search(r.amounts.begin(), r.amounts.end(), h - m);
            CHECK_FALSE(a.truncated);
            CHECK(a.winning_move_count == expected);
            for (const auto& w : a.winning_moves) CHECK((w.move.value ^ a.components[w.component].sg ^ a.nim_sum) == 0);
        }
    }
}
