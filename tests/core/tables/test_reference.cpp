// The engine against published values (tests/fixtures/reference), read from disk so
// that native and WebAssembly runs check the same files.
#include <catch2/catch.hpp>

#include <map>
#include <sstream>

#include "reference.hpp"
#include "sg/table.hpp"

TEST_CASE("every reference sequence the rule language can express matches the engine") {
    auto files = sgtest::read_fixture("reference_sequences.tsv");
    REQUIRE(files.size() >= 20);
    for (const auto& row : files) {
        const std::string& file = row.at(0);
        const std::string& text = row.at(1);
        CAPTURE(file, text);
        auto seq = sgtest::read_sequence("sequences/" + file);
        REQUIRE(seq.size() > 40);
        std::uint64_t last = seq.back().first;
        auto t = sg::compute_table(sg::parse_rule(text), last);
        for (const auto& [n, v] : seq) {
            CAPTURE(n);
            REQUIRE(t.values[n] == v);
        }
    }
}

TEST_CASE("Grundy's game has value 0 exactly at the published P-positions") {
    auto seq = sgtest::read_sequence("sequences/grundys_game_p_positions.txt");
    REQUIRE(seq.size() > 30);
    std::uint64_t last = seq.back().second;
    auto t = sg::compute_table(sg::parse_rule("grundy"), last);
    std::vector<std::uint64_t> zeros;
    for (std::uint64_t n = 0; n <= last; ++n)
        if (t.values[n] == 0) zeros.push_back(n);
    std::vector<std::uint64_t> published;
    for (const auto& [k, n] : seq) published.push_back(n);
    CHECK(zeros == published);
}

TEST_CASE("every trivial octal game matches its published values for n up to 999 and its period") {
    auto lines = sgtest::read_lines("octal-tables/trivial_games_values_0_999.tsv");
    int games = 0;
    for (const auto& line : lines) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream in(line);
        std::string code, values;
        std::uint64_t prefix, period;
        in >> code >> prefix >> period >> values;
        std::string text = code.find('.') == std::string::npos ? code + "." : code[0] == '.' ? "0" + code : code;
        CAPTURE(text);
        auto t = sg::compute_table(sg::parse_rule(text), 999);
        std::istringstream vs(values);
        std::string cell;
        for (std::uint64_t n = 0; std::getline(vs, cell, ','); ++n) {
            CAPTURE(n);
            REQUIRE(t.values[n] == std::stoul(cell));
        }
        // The published prefix counts the values before the period starts.
        CHECK(t.period.period == period);
        CHECK(t.period.preperiod == prefix);
        CHECK(t.period.status == sg::period_status::proved);
        ++games;
    }
    CHECK(games > 70);
}

TEST_CASE("published pre-periods and periods of solved octal games small enough for a test are found and proved") {
    struct solved {
        const char* code;
        std::uint64_t prefix, period;
    };
    const solved cases[] = {{"0.45", 498, 20}, {"0.156", 3479, 349}, {"0.356", 7315, 142}, {"0.644", 3256, 442}};
    for (const solved& s : cases) {
        CAPTURE(s.code);
        sg::table_options opt;
        opt.horizon = 40000;
        auto t = sg::compute_table(sg::parse_rule(s.code), 100, opt);
        INFO(t.period.reason);
        CHECK(t.period.status == sg::period_status::proved);
        CHECK(t.period.preperiod == s.prefix);
        CHECK(t.period.period == s.period);
    }
}
