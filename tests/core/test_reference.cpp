// The engine against published values (../shared/reference), read from disk so
// that native and WebAssembly runs check the same files.
#include <catch2/catch.hpp>

#include <map>
#include <sstream>

#include "reference.hpp"
#include "sg/table.hpp"

TEST_CASE("every reference sequence the rule language can express matches the engine") {
    const std::map<std::string, std::string> files = {
        {"S_1_2_3_mod4.txt", "1..3"},           {"S_1_3_4_period7.txt", "1,3,4"},
        {"dawsons_chess_0.137.txt", "0.137"},   {"dawsons_kayles_0.07.txt", "dawson"},
        {"grundys_game.txt", "grundy"},         {"kayles_0.77.txt", "kayles"},
        {"lasker_nim.txt", "lasker"},           {"octal.11377_A071452.txt", "0.11377"},
        {"octal.117_A071453.txt", "0.117"},     {"octal.127_A071464.txt", "0.127"},
        {"octal.1377_A071434.txt", "0.1377"},   {"octal.176_A125920.txt", "0.176"},
        {"octal.177_A071435.txt", "0.177"},     {"octal.56_A071436.txt", "0.56"},
        {"octal.7777_A071074.txt", "0.7777"},   {"powers_of_two_mod3.txt", "pow2"},
        {"take_a_factorial.txt", "factorials"}, {"take_a_fibonacci.txt", "fib"},
        {"take_a_prime.txt", "primes"},         {"take_a_square.txt", "squares"},
        {"take_odd_mod2.txt", "odd"},
    };
    for (const auto& [file, text] : files) {
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
    struct solved { const char* code; std::uint64_t prefix, period; };
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
