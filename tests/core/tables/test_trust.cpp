// Regression tests for the defects of "nothing silently wrong": each case
// here gave a wrong answer, crashed, hung or over-claimed before.
#include <catch2/catch.hpp>

#include <random>
#include <set>
#include <string>

#include "sg/analysis.hpp"
#include "sg/json.hpp"
#include "sg/table.hpp"

namespace {

using Catch::Matchers::Contains;

std::vector<std::uint32_t> values(const sg::table& t) { return t.values.to_vector(); }

// The moves from heap h of rule r that leave value t, counted the slow way.
std::uint64_t brute_count(const sg::rule& r, std::uint64_t h, std::uint64_t t, sg::value_oracle& g) {
    std::uint64_t n = 0;
    sg::for_each_move(r, h, [&](const sg::move& m) {
        std::uint64_t x = 0;
        for (int i = 0; i < m.part_count; ++i) x ^= g(m.parts[i]);
        n += x == t;
        return true;
    });
    return n;
}

bool valid_utf8(const std::string& s) {
    for (std::size_t i = 0; i < s.size();) {
        unsigned char c = s[i];
        std::size_t n = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
        if (n == 0 || i + n > s.size()) return false;
        for (std::size_t k = 1; k < n; ++k)
            if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
        i += n;
    }
    return true;
}

}  // namespace

TEST_CASE("a stepped table is right for rules whose kernel reads the rule while stepping", "[trust]") {
    // The job outlives the rule object it was built from (the page's path).
    for (const char* text : {"squares", "fib", "primes", "factorials", "{1..70}",
                             "{2,3,5,7,11,13,17,19,23,29,31,37,41,43,47,53,59,61,67,71,73,79,83,89,97,101,103,107,109,"
                             "113,127,131,137,139,149,151,157,163,167,173,179,181,191,193,197,199,211,223,227,229,233,"
                             "239,241,251,257,263,269,271,277,281,283,293,307,311}"}) {
        CAPTURE(text);
        std::unique_ptr<sg::table_job> job;
        {
            sg::rule temporary = sg::parse_rule(text);
            job = std::make_unique<sg::table_job>(temporary, 2500);
        }
        while (!job->step(5000)) {
        }
        auto t = job->take();
        CHECK(values(t) == sg::detail::plain_table(sg::parse_rule(text), 2500));
    }
}

TEST_CASE("take-and-break tables whose new values outgrow the sparse domain match the plain definition", "[trust]") {
    // Each of these once wrote past the sparse kernel's buffers.
    for (auto [text, upto] :
         {std::pair<const char*, int>{"grundy", 300}, {"0.6", 400}, {"0.16", 400}, {"0.414", 1200}, {"4.026", 1200}}) {
        CAPTURE(text);
        auto r = sg::parse_rule(text);
        CHECK(values(sg::compute_table(r, upto)) == sg::detail::plain_table(r, upto));
    }
}

TEST_CASE("a period is claimed only when proved or seen over enough of the table", "[trust]") {
    SECTION("0.16 near n = 4,000 looks like period 3 and is not") {
        auto t = sg::compute_table(sg::parse_rule("0.16"), 20);
        CHECK(t.period.status == sg::period_status::none);
        CHECK_THAT(t.period.reason, Contains("no period found yet"));
    }
    SECTION("take a Fibonacci number: no period to 1,000") {
        CHECK(sg::compute_table(sg::parse_rule("fib"), 20).period.status == sg::period_status::none);
    }
    SECTION("an all-but rule says nothing before its largest exclusion applies") {
        CHECK(sg::compute_table(sg::parse_rule("!{1..100000}"), 30).period.status == sg::period_status::none);
        CHECK(sg::compute_table(sg::parse_rule("!{200000000}"), 3).period.status == sg::period_status::none);
        // 1000 + 4 x this once wrapped to 32 bits in WebAssembly.
        CHECK(values(sg::compute_table(sg::parse_rule("!{1073741825}"), 5)) ==
              std::vector<std::uint32_t>{0, 1, 2, 3, 4, 5});
        auto far = sg::compute_table(sg::parse_rule("!{9000000000000}"), 5);
        CHECK(values(far) == std::vector<std::uint32_t>{0, 1, 2, 3, 4, 5});
    }
    SECTION("an observed period says how often it repeated, and repeated at least 4 times over most of the table") {
        for (const char* text : {"!{2,5}", "!{1,3}", "!{4}", "squares", "primes"}) {
            CAPTURE(text);
            auto t = sg::compute_table(sg::parse_rule(text), 30);
            if (t.period.status != sg::period_status::observed) continue;
            std::uint64_t end = t.period.checked_upto + 1;
            CHECK(t.period.repeats >= 4);
            CHECK(t.period.repeats == (end - t.period.preperiod) / t.period.period);
            CHECK(end - t.period.preperiod >= t.period.preperiod);
            CHECK_THAT(t.period.reason, Contains(std::to_string(t.period.repeats) + " full times"));
        }
    }
    SECTION("a proved period still is") {
        auto t = sg::compute_table(sg::parse_rule("kayles"), 100);
        CHECK(t.period.status == sg::period_status::proved);
        CHECK(t.period.period == 12);
        CHECK(t.period.repeats >= 1);
    }
}

TEST_CASE("the period search of a costly rule stops within its budget", "[trust]") {
    // 2..100000 once searched 1.6 million values at 100,000 look-ups each.
    for (const char* text : {"2..100000", "!{1..100000}", "{1..1048575,1048577}"}) {
        CAPTURE(text);
        auto r = sg::parse_rule(text);
        auto t = sg::compute_table(r, 30);
        CHECK(t.upto == 30);
        CHECK(sg::estimated_table_work(r, t.period.checked_upto) <= 2.5e8);
    }
}

TEST_CASE("tables past a work or memory budget are refused before the work", "[trust]") {
    sg::table_options opt;
    opt.max_work = 5e10;
    CHECK_THROWS_WITH(sg::compute_table(sg::parse_rule("grundy"), 1000000000, opt), Contains("would take too long"));
    CHECK_THROWS_WITH(sg::compute_table(sg::parse_rule("0.FFFF"), 100000, opt), Contains("would take too long"));
    // 2^32 + 1 values: on wasm32 a size_t would wrap to 1.
    CHECK_THROWS_WITH(sg::compute_table(sg::parse_rule("1,3,4"), 4294967296ULL), Contains("MiB allowed"));
    CHECK_THROWS_WITH(sg::compute_table(sg::parse_rule("1,3,4"), sg::max_number), Contains("MiB allowed"));
    // A single value refuses a table it cannot afford, quickly, with the reason.
    std::string code = "0." + std::string(63, 'F');
    sg::value_oracle costly(sg::parse_rule(code));
    CHECK_THROWS_WITH(sg::explain(sg::parse_rule(code), 3000, costly), Contains("observed, not proved"));
    // With a proved period the budget is no obstacle: the rest is copied.
    auto big = sg::compute_table(sg::parse_rule("kayles"), 100000000, opt);
    CHECK(big.values[100000000] == big.values[71 + (100000000 - 71) % 12]);
}

TEST_CASE("winning moves are counted exactly and listed up to the cap, against the slow count", "[trust]") {
    std::mt19937_64 rng(7);
    for (const char* text : {"kayles", "dawson", "0.137", "4.07", "0.16", "odd", "even", "nim", "1,3,4", "!{2,5}",
                             "squares", "lasker", "grundy", "7@{3,5,40}"}) {
        auto r = sg::parse_rule(text);
        sg::value_oracle g(r);
        for (int trial = 0; trial < 6; ++trial) {
            std::uint64_t h = 1 + rng() % 700, other = rng() % 40;
            CAPTURE(text, h, other);
            sg::universe u;
            auto a = sg::analyze(u, {{u.heap(text, h), u.heap("nim", other)}, {}});
            if (a.p_position) continue;
            std::uint64_t t = g(h) ^ a.nim_sum;
            std::uint64_t expected = brute_count(r, h, t, g) + (other > (other ^ a.nim_sum) ? 1 : 0);
            if (std::string(text) == "lasker" && h > 2 * sg::max_splits_probed) {
                CHECK(a.truncated);  // the splits past the probe were not searched
                CHECK(a.winning_move_count <= expected);
            } else {
                CHECK(!a.truncated);
                CHECK(a.winning_move_count == expected);
            }
            CHECK(a.winning_moves.size() ==
                  std::min<std::uint64_t>(a.winning_move_count, sg::max_listed_winning_moves));
            for (const auto& w : a.winning_moves) CHECK((w.move.value ^ a.components[w.component].sg ^ a.nim_sum) == 0);
        }
    }
}

TEST_CASE("Kayles at a million lists 100 winning moves and counts all of them", "[trust]") {
    auto r = sg::parse_rule("kayles");
    sg::value_oracle g(r);
    sg::universe u;
    auto a = sg::analyze(u, u.read("kayles:1000000"));
    CHECK(a.winning_move_count == brute_count(r, 1000000, 0, g));
    CHECK(a.winning_moves.size() == sg::max_listed_winning_moves);
    // At 2^53 - 1 the count comes from the period, and the JSON stays small.
    auto huge = sg::analyze(u, u.read("kayles:9007199254740991"));
    CHECK(huge.winning_move_count > 1000000000000000ULL);
    auto json = sg::to_json(
        u, sg::analyze(u, u.read("4.07:9007199254740991 4.07:9007199254740991 4.07:9007199254740991 nim:1")));
    CHECK(json.size() < 100000);
}

TEST_CASE("analysis without the move listing gives values and outcome only", "[trust]") {
    sg::analyze_options opt;
    opt.list_moves = false;
    sg::universe u;
    auto a = sg::analyze(u, u.read("kayles:1000000 nim:3"), opt);
    CHECK(!a.moves_listed);
    CHECK(a.winning_moves.empty());
    CHECK(!a.p_position);
    CHECK_THAT(sg::to_json(u, a), Contains("\"movesListed\":false"));
}

TEST_CASE("take-and-break codes may be long, and have a readable form by digit", "[trust]") {
    // Remove exactly 1000 consecutive tokens, leaving 0, 1 or 2 rows.
    std::string dotted = "0." + std::string(999, '0') + "7";
    auto a = sg::parse_rule(dotted), b = sg::parse_rule("7@1000");
    CHECK(a.digits == b.digits);
    CHECK(a.text == "7@1000");
    CHECK(sg::parse_rule(a.text).digits == a.digits);
    CHECK(sg::parse_rule("0." + std::string(9999, '0') + "4").digits.size() == 10001);
    CHECK_THROWS_WITH(sg::parse_rule("0." + std::string(sg::max_code_digits, '1')), Contains("too long"));
    CHECK_THROWS_WITH(sg::parse_rule("7@20000"), Contains("too large for a code"));
    CHECK_THROWS_WITH(sg::parse_rule("5@0"), Contains("only the digit 4"));
    CHECK(sg::parse_rule("3@1+7@{2,4}").text == "0.3707");
    CHECK(sg::parse_rule("7 at {1,2}").text == "0.77");
    CHECK(sg::parse_rule("4@0+3@2").text == "4.03");
    for (const char* text : {"7@{3,5,40}", "3@1+7@{2,9}", "F@{1,3}", "4@0+1@7"}) {
        CAPTURE(text);
        auto r = sg::parse_rule(text);
        CHECK(values(sg::compute_table(r, 150)) == sg::detail::plain_table(r, 150));
        CHECK(sg::parse_rule(r.text).digits == r.digits);
    }
    auto t = sg::compute_table(b, 2100);
    CHECK(values(t) == sg::detail::plain_table(b, 2100));
}

TEST_CASE("misère search needs no deep recursion and stops within its budget", "[trust]") {
    sg::universe u;
    auto misere = [&](const std::string& text) { return sg::analyze_misere(u, u.read(text)); };
    // A chain of 30,000 moves: the first player makes the odd ones and wins.
    auto chain = misere("1:30000");
    REQUIRE(chain.status == sg::misere_status::exact);
    CHECK(!chain.p_position);
    CHECK(misere("1:29999").p_position);
    // The last: a chain of 2.5 * 10^14 moves, whose open positions alone would fill memory.
    for (const char* text :
         {"grundy:405", "lasker:5000 even:5000", "1:500 1:500 1:500 kayles:300", "36:9007199254740991"}) {
        CAPTURE(text);
        CHECK(misere(text).status == sg::misere_status::unavailable);
    }
    std::string many;
    for (int i = 0; i < 20000; ++i) many += "kayles:5 ";
    CHECK(misere(many).status == sg::misere_status::unavailable);
    // The same number of 1..3 heaps is decided by the Anti-SG rule, whose condition holds for 1..3.
    std::string subtraction;
    for (int i = 0; i < 20000; ++i) subtraction += "1..3:5 ";
    auto anti = misere(subtraction);
    CHECK(anti.status == sg::misere_status::exact);
    CHECK(anti.method == "anti_sg");
    // Misère Nim of many heaps is linear, and its move list is capped.
    std::string nims;
    for (int i = 0; i < 20000; ++i) nims += "nim:" + std::to_string(2 + i % 7) + " ";
    auto nim = misere(nims + "nim:1");
    CHECK(nim.winning_moves.size() <= sg::max_listed_winning_moves);
}

TEST_CASE("numbers may have leading zeros everywhere, and messages stay valid UTF-8", "[trust]") {
    sg::universe u;
    CHECK(u.read("nim:00000000000000001").parts[0].size() == 1);
    CHECK(u.read("0000000000000000000000007", "nim").parts[0].size() == 7);
    try {
        sg::parse_rule("中文中文中文中文中文");
        FAIL("an unknown rule was accepted");
    } catch (const sg::error& e) {
        CHECK(valid_utf8(e.what()));
        CHECK(valid_utf8(sg::json_string(e.what())));
    }
}

TEST_CASE("bare heaps may be separated by commas when no component names a rule", "[trust]") {
    sg::universe u;
    auto p = u.read("3,4, 5", "nim");
    REQUIRE(p.parts.size() == 3);
    CHECK(p.parts[2].size() == 5);
    CHECK(p.columns[2] == 6);
    auto q = u.read("{1, 3}:5 kayles:7");
    REQUIRE(q.parts.size() == 2);
    CHECK(u.rule_at(q.parts[0].id).text == "1,3");
    CHECK(q.columns[1] == 10);
}
