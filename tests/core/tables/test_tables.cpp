#include <catch2/catch.hpp>

#include "sg/table.hpp"

namespace {

std::vector<std::uint32_t> fast(const std::string& text, std::uint64_t upto) {
    return sg::compute_table(sg::parse_rule(text), upto).values.to_vector();
}

}  // namespace

TEST_CASE("every rule family agrees with the plain definition for every n up to 500") {
    const char* rules[] = {"nim",
                           "1,3,4",
                           "1..3",
                           "{1..3,7}",
                           "{2,5,6}",
                           "{3,7,11,12,20}",
                           "!{2,5}",
                           "!{1}",
                           "!{1,2,3,10}",
                           "odd",
                           "even",
                           "pow2",
                           "fib",
                           "squares",
                           "primes",
                           "factorials",
                           "{1,2,4,8,16,32,64}",
                           "kayles",
                           "dawson",
                           "dawson-chess",
                           "0.6",
                           "0.16",
                           "4.07",
                           "0.137",
                           "0.F",
                           "0.1F",
                           "0.C",
                           "grundy",
                           "lasker"};
    for (const char* text : rules) {
        CAPTURE(text);
        auto r = sg::parse_rule(text);
        std::uint64_t upto = r.kind == sg::rule_kind::take_break && r.hexadecimal ? 150 : 500;
        auto plain = sg::detail::plain_table(r, upto);
        auto values = sg::compute_table(r, upto).values.to_vector();
        REQUIRE(values.size() == plain.size());
        for (std::size_t n = 0; n < plain.size(); ++n) {
            CAPTURE(n);
            REQUIRE(values[n] == plain[n]);
        }
    }
}

TEST_CASE("a set of 64 or more amounts, beyond the bitmask kernel, still agrees with the plain definition") {
    std::string text = "{1..70,99}";
    auto r = sg::parse_rule(text);
    auto plain = sg::detail::plain_table(r, 500);
    CHECK(sg::compute_table(r, 500).values.to_vector() == plain);
}

TEST_CASE("the closed forms hold") {
    auto nim = fast("nim", 300), odd = fast("odd", 300), pow2 = fast("pow2", 300), lasker = fast("lasker", 300);
    auto even = fast("even", 300), m5 = fast("1..5", 300);
    for (std::uint32_t n = 0; n <= 300; ++n) {
        CAPTURE(n);
        CHECK(nim[n] == n);
        CHECK(odd[n] == n % 2);
        CHECK(pow2[n] == n % 3);
        CHECK(even[n] == n / 2);
        CHECK(m5[n] == n % 6);
        std::uint32_t l = n == 0 ? 0 : n % 4 == 3 ? n + 1 : n % 4 == 0 ? n - 1 : n;
        CHECK(lasker[n] == l);
    }
}

TEST_CASE("the {1,3,4} table is 0 1 0 1 2 3 2 0 1 with period 7, proved") {
    auto t = sg::compute_table(sg::parse_rule("1,3,4"), 8);
    CHECK(t.values.to_vector() == std::vector<std::uint32_t>{0, 1, 0, 1, 2, 3, 2, 0, 1});
    CHECK(t.period.status == sg::period_status::proved);
    CHECK(t.period.period == 7);
    CHECK(t.period.preperiod == 0);
}

TEST_CASE("periods are minimal, pre-periods least, and proofs only where a theorem applies") {
    struct expect {
        const char* rule;
        std::uint64_t pre, p;
        std::int64_t saltus;
        sg::period_status status;
    };
    using S = sg::period_status;
    const expect cases[] = {
        {"1..3", 0, 4, 0, S::proved},     {"odd", 0, 2, 0, S::proved},
        {"pow2", 0, 3, 0, S::proved},     {"nim", 0, 1, 1, S::proved},
        {"even", 0, 2, 1, S::proved},     {"lasker", 1, 4, 4, S::proved},
        {"kayles", 71, 12, 0, S::proved}, {"dawson-chess", 52, 34, 0, S::proved},
        {"dawson", 53, 34, 0, S::proved}, {"{2,5,6}", 0, 11, 0, S::proved},
        {"!{1}", 0, 2, 1, S::proved},  // 0 0 1 1 2 2 ...: the all-but test (test_patterns.cpp)
    };
    for (const expect& e : cases) {
        CAPTURE(e.rule);
        auto r = sg::parse_rule(e.rule);
        auto t = sg::compute_table(r, 200);
        auto plain = sg::detail::plain_table(r, 2000);
        INFO(t.period.reason);
        CHECK(t.period.status == e.status);
        CHECK(t.period.period == e.p);
        CHECK(t.period.saltus == e.saltus);
        CHECK(t.period.preperiod == e.pre);
        // The claimed period really holds on the plain values, and not from one step earlier.
        for (std::uint64_t n = e.pre; n + e.p < plain.size(); ++n) {
            CAPTURE(n);
            REQUIRE(std::int64_t(plain[n + e.p]) - std::int64_t(plain[n]) == e.saltus);
        }
        if (e.pre > 0) CHECK(std::int64_t(plain[e.pre - 1 + e.p]) - std::int64_t(plain[e.pre - 1]) != e.saltus);
    }
}

TEST_CASE("a proved period answers heaps of 2^31 and beyond without a table") {
    CHECK(sg::grundy_value(sg::parse_rule("1,3,4"), 2147483648ULL) ==
          std::vector<std::uint64_t>{0, 1, 0, 1, 2, 3, 2}[2147483648ULL % 7]);
    CHECK(sg::grundy_value(sg::parse_rule("lasker"), 2147483647ULL) == 2147483648ULL);
    CHECK(sg::grundy_value(sg::parse_rule("nim"), 9007199254740991ULL) == 9007199254740991ULL);
    auto kayles = sg::compute_table(sg::parse_rule("kayles"), 200);
    std::uint64_t big = (std::uint64_t(1) << 40) + 5;
    CHECK(sg::grundy_value(sg::parse_rule("kayles"), big) == kayles.values[71 + (big - 71) % 12]);
}

TEST_CASE("a heap with no proved period and no affordable table is refused, not computed forever") {
    CHECK_THROWS_WITH(sg::grundy_value(sg::parse_rule("squares"), 1ULL << 40),
                      Catch::Matchers::Contains("out of reach"));
    // Within the size limit but hours of work: refused too, at once.
    CHECK_THROWS_WITH(sg::grundy_value(sg::parse_rule("squares"), 100000000),
                      Catch::Matchers::Contains("would take too long"));
    // A period seen but not proved: the refusal says so, and how to trust it.
    CHECK_THROWS_WITH(
        sg::grundy_value(sg::parse_rule("0.F"), 100000),
        Catch::Matchers::Contains("observed, not proved") && Catch::Matchers::Contains("--trust-pattern"));
    CHECK(sg::grundy_value(sg::parse_rule("squares"), 20000) ==
          sg::detail::plain_table(sg::parse_rule("squares"), 20000)[20000]);
}

TEST_CASE("large subtraction tables store one byte per value and fill by period") {
    auto t = sg::compute_table(sg::parse_rule("{3,7,11,12,20,25,31,40,41,50}"), 10000000);
    CHECK(t.values.width() == 1);
    CHECK(t.values.size() == 10000001);
    CHECK(t.period.status == sg::period_status::proved);
    sg::table_options raw;
    raw.use_period = false;
    auto plain = sg::compute_table(sg::parse_rule("{3,7,11,12,20,25,31,40,41,50}"), 10000000, raw);
    CHECK(sg::checksum(plain.values) == sg::checksum(t.values));
}

TEST_CASE("values widen from one byte when they grow") {
    auto t = sg::compute_table(sg::parse_rule("!{3}"), 1000);
    CHECK(t.values.width() == 2);
    CHECK(t.values.to_vector() == sg::detail::plain_table(sg::parse_rule("!{3}"), 1000));
}

TEST_CASE("a table beyond the memory limit is refused before allocating") {
    sg::table_options opt;
    opt.max_bytes = 1 << 20;
    CHECK_THROWS_WITH(sg::compute_table(sg::parse_rule("1,3,4"), 5000000, opt),
                      Catch::Matchers::Contains("MiB allowed"));
    CHECK_THROWS_WITH(sg::compute_table(sg::parse_rule("nim"), 4000000000ULL),
                      Catch::Matchers::Contains("MiB allowed"));
}

TEST_CASE("a table computed in steps reports progress, can be dropped midway, and matches the whole computation") {
    auto r = sg::parse_rule("grundy");
    {
        sg::table_job dropped(r, 20000);
        dropped.step(100000);
        CHECK(!dropped.done());
        CHECK(dropped.progress() > 0);
        CHECK(dropped.progress() < 1);
    }  // cancelled: nothing of it survives
    sg::table_job job(r, 3000);
    double last = 0;
    int steps = 0;
    while (!job.step(20000)) {
        CHECK(job.progress() >= last);
        last = job.progress();
        ++steps;
    }
    CHECK(steps > 3);
    CHECK(job.take().values.to_vector() == sg::compute_table(r, 3000).values.to_vector());
}

TEST_CASE("the checksum follows the reference README's definition") {
    // a = sum mod 65536, b = sum of running a; for 0 1 0 1 2 3 2 0 1: a = 10, b = 0+1+1+2+4+7+9+9+10 = 43.
    auto t = sg::compute_table(sg::parse_rule("1,3,4"), 8);
    CHECK(sg::checksum(t.values) == ((43u << 16) | 10u));
}
