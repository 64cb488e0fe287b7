// The sparse-space method against the plain one and against published runs.
#include <catch2/catch.hpp>

#include <regex>

#include "reference.hpp"
#include "sg/table.hpp"

namespace {

sg::table run(const std::string& text, std::uint64_t upto, bool sparse, std::uint64_t horizon = 0) {
    sg::table_options opt;
    opt.sparse = sparse;
    opt.horizon = horizon;
    return sg::compute_table(sg::parse_rule(text), upto, opt);
}

std::string hex8(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%08x", v);
    return buf;
}

}  // namespace

TEST_CASE("sparse agrees with plain for every octal code with up to three digits, n up to 2000") {
    const std::string digits = "01234567";
    int codes = 0;
    for (char a : digits)
        for (char b : digits)
            for (char c : digits) {
                std::string text = std::string("0.") + a + b + c;
                sg::table_options opt;
                opt.use_period = false;  // compare every value, not a period copy
                opt.sparse = true;
                auto sparse = sg::compute_table(sg::parse_rule(text), 2000, opt);
                opt.sparse = false;
                auto plain = sg::compute_table(sg::parse_rule(text), 2000, opt);
                CAPTURE(text);
                REQUIRE(sparse.values.to_vector() == plain.values.to_vector());
                ++codes;
            }
    CHECK(codes == 512);
    for (const char* text : {"4.07", "4.7", "4.337", "grundy"}) {
        CAPTURE(text);
        CHECK(run(text, 3000, true).values.to_vector() == sg::detail::plain_table(sg::parse_rule(text), 3000));
    }
}

TEST_CASE("checksums of long tables match the published runs in the reference README") {
    // Rows like "| Kayles 0.77 | 100000 | e740f9df | ...": the game, n, checksum.
    std::regex row(R"(^\|\s*([^|]*?)\s*\|\s*([0-9 /]+?)\s*\|\s*([0-9a-f /]+?)\s*\|)");
    int checked = 0;
    for (const auto& line : sgtest::read_lines("README.md")) {
        std::smatch m;
        if (!std::regex_search(line, m, row)) continue;
        std::string game = m[1], ns = m[2], sums = m[3];
        std::string rule = game.find("Grundy") != std::string::npos ? "grundy" : game.substr(game.rfind(' ') + 1);
        std::istringstream nin(ns), sin(sums);
        std::string n, sum, slash;
        while (nin >> n && sin >> sum) {
            if (n == "/") {
                sin >> sum;
                continue;
            }
            if (std::stoull(n) > 100000) continue;  // the benchmark runs the long ones
            CAPTURE(game, n);
            CHECK(hex8(sg::checksum(run(rule, std::stoull(n), true).values)) == sum);
            ++checked;
        }
    }
    CHECK(checked >= 8);
}

TEST_CASE("published pre-periods and periods of solved octal games are found and proved") {
    // SolvedGames.md rows: "| .16 | 105351 | 149459 | ...".
    std::regex row(R"(^(\.[0-7]+)\s*\|\s*([0-9]+)\s*\|\s*([0-9]+)\s*\|)");
    int checked = 0;
    for (const auto& line : sgtest::read_lines("octal-tables/SolvedGames.md")) {
        std::smatch m;
        if (!std::regex_search(line, m, row)) continue;
        std::uint64_t prefix = std::stoull(m[2]), period = std::stoull(m[3]);
        // The theorem needs values up to 2 * prefix + 2 * period + t; keep the test short.
        if (2 * prefix + 2 * period > 800000) continue;
        std::string code = "0" + std::string(m[1]);
        CAPTURE(code);
        auto t = run(code, 10, true, 4 * (prefix + period) + 64);
        INFO(t.period.reason);
        CHECK(t.period.status == sg::period_status::proved);
        CHECK(t.period.preperiod == prefix);
        CHECK(t.period.period == period);
        ++checked;
    }
    CHECK(checked >= 6);
}

TEST_CASE("Grundy's game is never called proved: it is outside the octal theorem") {
    auto t = run("grundy", 20000, true);
    CHECK(t.period.status != sg::period_status::proved);
}

TEST_CASE("a cancelled sparse job leaves the engine consistent for the next one") {
    {
        sg::table_job job(sg::parse_rule("grundy"), 100000);
        for (int i = 0; i < 5; ++i) job.step(1000000);
        CHECK(!job.done());
    }
    CHECK(hex8(sg::checksum(run("grundy", 100000, true).values)) == "4f00f3cc");
}
