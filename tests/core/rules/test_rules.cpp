#include <catch2/catch.hpp>

#include "reference.hpp"
#include "sg/rule.hpp"

using sg::parse_rule;

TEST_CASE("rule text of every kind parses to the rule it names") {
    CHECK(parse_rule("nim").is_nim());
    CHECK(parse_rule(" ANY ").is_nim());
    CHECK(parse_rule("1,3,4").amounts == std::vector<std::uint64_t>{1, 3, 4});
    CHECK(parse_rule("{ 4, 1, 3 }").amounts == std::vector<std::uint64_t>{1, 3, 4});
    CHECK(parse_rule("{1..3,7}").amounts == std::vector<std::uint64_t>{1, 2, 3, 7});
    CHECK(parse_rule("1..3").amounts == std::vector<std::uint64_t>{1, 2, 3});
    CHECK(parse_rule("!{2,5}").kind == sg::rule_kind::all_but);
    CHECK(parse_rule("!{2,5}").amounts == std::vector<std::uint64_t>{2, 5});
    CHECK(parse_rule("Kayles").text == "0.77");
    CHECK(parse_rule("dawson").text == "0.07");
    CHECK(parse_rule("dawson-chess").text == "0.137");
    CHECK(parse_rule("4.07").digits == std::vector<std::uint8_t>{4, 0, 7});
    CHECK(parse_rule("0.f").hexadecimal);
    CHECK(parse_rule("0.F").text == "0.F");
    CHECK(parse_rule(".6").text == "0.6");
    CHECK(parse_rule("0.160").text == "0.16");
    CHECK(parse_rule("grundy").kind == sg::rule_kind::grundy);
    CHECK(parse_rule("lasker").kind == sg::rule_kind::lasker);
    for (const char* f : {"odd", "even", "pow2", "fib", "squares", "primes", "factorials"})
        CHECK(parse_rule(f).kind == sg::rule_kind::family);
}

TEST_CASE("canonical text parses back to the same rule") {
    for (const char* text : {"1,3,4", "{1..3,7}", "!{2,5}", "nim", "0.77", "4.07", "0.1F", "{1,2,3,5,6,7}", "grundy"}) {
        CAPTURE(text);
        auto r = parse_rule(text);
        auto again = parse_rule(r.text);
        CHECK(again.text == r.text);
        CHECK(again.amounts == r.amounts);
        CHECK(again.digits == r.digits);
    }
}

TEST_CASE("bad rule text is refused with what is wrong and the column") {
    auto cases = sgtest::read_fixture("bad_rules.tsv");
    REQUIRE(cases.size() >= 10);
    for (const auto& row : cases) {
        CAPTURE(row.at(0));
        try {
            parse_rule(row.at(0));
            FAIL("accepted " << row.at(0));
        } catch (const sg::error& e) {
            CHECK_THAT(e.what(), Catch::Matchers::Contains(row.at(1)));
        }
    }
}

TEST_CASE("moves are described the way a person says them") {
    sg::move m;
    m.taken = 3;
    m.part_count = 1;
    m.parts[0] = 2;
    CHECK(sg::describe(m, 5) == "take 3");
    m.part_count = 0;
    CHECK(sg::describe(m, 3) == "take all 3");
    m.taken = 2;
    m.part_count = 2;
    m.parts[0] = 1;
    m.parts[1] = 4;
    CHECK(sg::describe(m, 7) == "take 2 and leave heaps of 1 and 4");
    m.taken = 0;
    CHECK(sg::describe(m, 5) == "split into heaps of 1 and 4");
}

TEST_CASE("family members are the ones their names promise") {
    using sg::family;
    CHECK(sg::family_members(family::pow2, 20) == std::vector<std::uint64_t>{1, 2, 4, 8, 16});
    CHECK(sg::family_members(family::fib, 20) == std::vector<std::uint64_t>{1, 2, 3, 5, 8, 13});
    CHECK(sg::family_members(family::squares, 20) == std::vector<std::uint64_t>{1, 4, 9, 16});
    CHECK(sg::family_members(family::primes, 20) == std::vector<std::uint64_t>{2, 3, 5, 7, 11, 13, 17, 19});
    CHECK(sg::family_members(family::factorials, 200) == std::vector<std::uint64_t>{1, 2, 6, 24, 120});
    std::vector<std::uint64_t> lazy;
    sg::for_each_member(family::primes, 100, [&](std::uint64_t p) {
        lazy.push_back(p);
        return true;
    });
    CHECK(lazy == sg::family_members(family::primes, 100));
}

TEST_CASE("a hexadecimal code whose digits are all 9 or less is written so that it reads back", "[rules]") {
    // Found by fuzz_rule: "8@3" was written "0.008", which reads as a bad octal code.
    for (const char* text : {"8@3", "9@{1,2}", "8@1+3@2", "0.F8", "0.1F"}) {
        CAPTURE(text);
        sg::rule r = sg::parse_rule(text);
        sg::rule again = sg::parse_rule(r.text);
        CHECK(again.digits == r.digits);
        CHECK(again.text == r.text);
    }
    CHECK(sg::parse_rule("8@3").text == "8@3");
}
