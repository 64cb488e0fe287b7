#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "sg/analysis.hpp"
#include "sg/error.hpp"
#include "sg/json.hpp"
#include "tokens.hpp"

namespace {

using Catch::Matchers::Contains;

// UTF-8 as its definition reads: decode each code point, then refuse overlong
// forms, surrogates and anything past U+10FFFF.
bool valid_utf8(const std::string& s) {
    for (std::size_t i = 0; i < s.size();) {
        unsigned char c = s[i];
        std::size_t n;
        std::uint32_t cp;
        if (c < 0x80) {
            ++i;
            continue;
        }
        if ((c & 0xE0) == 0xC0) {
            n = 2;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            n = 3;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            n = 4;
            cp = c & 0x07;
        } else return false;
        if (i + n > s.size()) return false;
        for (std::size_t k = 1; k < n; ++k) {
            unsigned char b = s[i + k];
            if ((b & 0xC0) != 0x80) return false;
            cp = cp << 6 | (b & 0x3F);
        }
        const std::uint32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < smallest[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
        i += n;
    }
    return true;
}

// A JSON string literal as RFC 8259 allows it: quoted, no raw control
// characters, every backslash starting a known escape, and UTF-8 throughout.
bool valid_json_string(const std::string& j) {
    if (j.size() < 2 || j.front() != '"' || j.back() != '"' || !valid_utf8(j)) return false;
    for (std::size_t i = 1; i + 1 < j.size(); ++i) {
        unsigned char c = j[i];
        if (c < 0x20 || c == '"') return false;
        if (c == '\\') {
            ++i;
            if (i + 1 >= j.size()) return false;
            if (j[i] == 'u') {
                if (i + 4 >= j.size()) return false;
                i += 4;
            } else if (std::string("\"\\/bfnrt").find(j[i]) == std::string::npos) {
                return false;
            }
        }
    }
    return true;
}

std::string name(std::size_t i) { return "v" + std::to_string(i); }

std::string chain_text(std::size_t edges) {
    std::string text;
    for (std::size_t i = 0; i < edges; ++i) text += name(i) + " " + name(i + 1) + "\n";
    return text;
}

}  // namespace

TEST_CASE("A star of 200000 edges keeps each leaf once, in order of first mention", "[graph]") {
    const std::size_t leaves = 200000;
    std::string text;
    for (std::size_t i = 1; i <= leaves; ++i) text += "hub " + name(i) + "\n";
    text += "hub v1\nhub v" + std::to_string(leaves) + "\n";  // repeats change nothing
    auto g = sg::parse_graph(text);
    REQUIRE(g.vertices.size() == leaves + 1);
    const auto& hub = g.vertices[g.find("hub")];
    REQUIRE(hub.successors.size() == leaves);
    for (std::size_t i = 0; i < leaves; ++i) REQUIRE(g.vertices[hub.successors[i]].name == name(i + 1));
    CHECK(hub.sg == 1);
    CHECK(hub.layer == 1);
    for (std::size_t i = 1; i <= leaves; ++i) REQUIRE(g.vertices[g.find(name(i))].sg == 0);
    CHECK(g.order.back() == g.find("hub"));
}

TEST_CASE("A chain of 200000 edges is labelled without recursion, values alternating from the sink", "[graph]") {
    const std::size_t edges = 200000;
    auto g = sg::parse_graph(chain_text(edges));
    REQUIRE(g.vertices.size() == edges + 1);
    for (std::size_t i = 0; i <= edges; ++i) {
        const auto& v = g.vertices[i];
        REQUIRE(v.name == name(i));
        REQUIRE(v.layer == edges - i);
        REQUIRE(v.sg == (edges - i) % 2);
        REQUIRE(g.order[i] == edges - i);
    }
    // The JSON writer does not recurse on the depth either.
    auto j = sg::to_json(g, sg::analyze_tokens(g, tokens_of(g, "v0")));
    CHECK_THAT(j, Contains("{\"name\":\"v0\",\"sg\":0,\"layer\":200000,\"successors\":[\"v1\"]}"));
}

TEST_CASE("Repeated edges count once, and values match a plain mex over a random DAG", "[graph]") {
    std::mt19937 rng(12345);
    for (int round = 0; round < 50; ++round) {
        CAPTURE(round);
        // Vertex k of the hidden topological order is named v<perm[k]>; edges
        // only go forward in that order, many of them more than once.
        std::size_t n = 2 + rng() % 40;
        std::vector<std::size_t> perm(n);
        for (std::size_t k = 0; k < n; ++k) perm[k] = k;
        std::shuffle(perm.begin(), perm.end(), rng);
        std::vector<std::pair<std::size_t, std::size_t>> edges;  // topological positions
        std::size_t m = rng() % (3 * n);
        for (std::size_t e = 0; e < m; ++e) {
            std::size_t a = rng() % n, b = rng() % n;
            if (a == b) continue;
            edges.push_back({std::min(a, b), std::max(a, b)});
            if (rng() % 3 == 0) edges.push_back(edges[rng() % edges.size()]);
        }
        std::string text;
        for (auto [a, b] : edges) text += name(perm[a]) + (rng() % 2 ? " -> " : " ") + name(perm[b]) + "\n";
        for (std::size_t k = 0; k < n; ++k) text += name(perm[k]) + "\n";  // isolated ones too
        CAPTURE(text);

        // The plain computation: successors by linear search, values from the
        // last vertex of the order back, each the smallest value not reached.
        std::vector<std::vector<std::size_t>> succ(n);
        for (auto [a, b] : edges)
            if (std::find(succ[a].begin(), succ[a].end(), b) == succ[a].end()) succ[a].push_back(b);
        std::vector<std::uint64_t> value(n);
        std::vector<std::size_t> layer(n);
        for (std::size_t k = n; k-- > 0;) {
            std::set<std::uint64_t> reached;
            for (auto b : succ[k]) {
                reached.insert(value[b]);
                layer[k] = std::max(layer[k], layer[b] + 1);
            }
            while (reached.count(value[k])) ++value[k];
        }

        auto g = sg::parse_graph(text);
        REQUIRE(g.vertices.size() == n);
        for (std::size_t k = 0; k < n; ++k) {
            const auto& v = g.vertices[g.find(name(perm[k]))];
            CHECK(v.sg == value[k]);
            CHECK(v.layer == layer[k]);
            std::vector<std::string> got, want;
            for (auto w : v.successors) got.push_back(g.vertices[w].name);
            for (auto b : succ[k]) want.push_back(name(perm[b]));
            CHECK(got == want);
        }
    }
}

TEST_CASE("Tokens are found by name in the index, and their moves match a plain search", "[graph]") {
    const std::size_t edges = 200000;
    auto g = sg::parse_graph(chain_text(edges));
    for (std::size_t i = 0; i <= edges; ++i) REQUIRE(g.find(name(i)) == i);
    CHECK(g.find("v") == std::string::npos);
    CHECK(g.find("") == std::string::npos);
    CHECK(g.find("v200001") == std::string::npos);
    sg::graph copy = g;  // the index holds positions, so a copy finds the same
    CHECK(copy.find("v777") == 777);

    std::mt19937 rng(7);
    std::string tokens;
    std::vector<std::size_t> at;
    for (int t = 0; t < 10000; ++t) {
        at.push_back(rng() % (edges + 1));
        tokens += name(at.back()) + (t % 2 ? ", " : " ");
    }
    auto a = sg::analyze_tokens(g, tokens_of(g, tokens));
    std::uint64_t nim_sum = 0;
    for (auto v : at) nim_sum ^= (edges - v) % 2;
    CHECK(a.nim_sum == nim_sum);
    CHECK(a.p_position == (nim_sum == 0));
    std::vector<std::pair<std::size_t, std::string>> want, got;
    for (std::size_t t = 0; t < at.size() && nim_sum; ++t)
        if (at[t] < edges && (edges - at[t] - 1) % 2 == (((edges - at[t]) % 2) ^ nim_sum))
            want.push_back({t, name(at[t] + 1)});
    if (want.size() > sg::max_listed_moves) want.resize(sg::max_listed_moves);
    for (const auto& m : a.winning_moves) got.push_back({m.token, m.to});
    CHECK(got == want);
    CHECK_THROWS_WITH(sg::analyze_tokens(g, tokens_of(g, "v1 v200001")),
                      Contains("no vertex 'v200001' for a token at column 4"));
}

TEST_CASE("Many tokens on a vertex with many moves list the first winning moves and say so", "[graph]") {
    std::string text;
    for (int i = 0; i < 3001; ++i) text += "hub " + name(i) + "\n";
    auto g = sg::parse_graph(text);
    std::string tokens;
    for (int t = 0; t < 999; ++t) tokens += "hub ";  // odd: the nim-sum is 1, and every leaf wins
    auto a = sg::analyze_tokens(g, tokens_of(g, tokens));
    CHECK(a.nim_sum == 1);
    CHECK(a.truncated);
    REQUIRE(a.winning_moves.size() == sg::max_listed_moves);
    for (std::size_t k = 0; k < a.winning_moves.size(); ++k) {
        REQUIRE(a.winning_moves[k].token == k / 3001);
        REQUIRE(a.winning_moves[k].to == name(k % 3001));
    }
    CHECK_FALSE(sg::analyze_tokens(g, tokens_of(g, "hub")).truncated);
    CHECK(sg::analyze_tokens(g, tokens_of(g, "hub")).winning_moves.size() == 3001);
}

TEST_CASE("A vertex name that is not valid UTF-8 is refused with its line and column", "[graph]") {
    CHECK_THROWS_WITH(sg::parse_graph("a \xff"),
                      "byte 0xFF in a vertex name is not valid UTF-8 text at line 1, column 3");
    CHECK_THROWS_WITH(sg::parse_graph("a b\nb c\xC3 d"),
                      Contains("byte 0xC3 in a vertex name is not valid UTF-8 text at line 2, column 4"));
    CHECK_THROWS_WITH(
        sg::parse_graph("x\xC0\xAF"),
        Contains("byte 0xC0 in a vertex name is not valid UTF-8 text at line 1, column 2"));            // overlong '/'
    CHECK_THROWS_WITH(sg::parse_graph("\xED\xA0\x80"), Contains("byte 0xED") && Contains("column 1"));  // a surrogate
    CHECK_THROWS_WITH(sg::parse_graph("\xF4\x90\x80\x80"), Contains("byte 0xF4"));                      // past U+10FFFF
    CHECK_THROWS_WITH(sg::parse_graph("\xE4\xB8\xAD\x80"),
                      Contains("byte 0x80") && Contains("column 4"));  // a stray continuation
    try {
        sg::parse_graph("a b\n\n  b c\xC3 d");
        FAIL("accepted");
    } catch (const sg::error& e) {
        CHECK(e.code == "graph.not_utf8");
        CHECK(e.line == 3);
        CHECK(e.column == 6);
        CHECK(e.params == sg::error_params{{"byte", "0xC3"}});
    }
    for (const char* bad : {"a \xff", "q\xE2\x82", "\xC0\xAF", "\xED\xA0\x80", "\xF8\x88\x80\x80\x80"}) {
        CAPTURE(bad);
        try {
            sg::parse_graph(bad);
            FAIL("accepted");
        } catch (const sg::error& e) {
            CHECK(valid_utf8(e.what()));
        }
    }

    auto g = sg::parse_graph("甲 -> 乙\n乙 Ωmega\nΩmega 🎲\n");
    REQUIRE(g.vertices.size() == 4);
    CHECK(g.vertices[g.find("🎲")].sg == 0);
    CHECK(g.vertices[g.find("甲")].sg == 1);
    auto j = sg::to_json(g, sg::analyze_tokens(g, tokens_of(g, "甲, 🎲")));
    CHECK(valid_utf8(j));
    CHECK_THAT(j, Contains("{\"name\":\"甲\",\"sg\":1,\"layer\":3,\"successors\":[\"乙\"]}"));
}

TEST_CASE("json_string writes valid UTF-8 JSON for any bytes, each ill-formed part as U+FFFD", "[graph]") {
    const std::string fffd = "\xEF\xBF\xBD";
    CHECK(sg::json_string("a\xff") == "\"a" + fffd + "\"");
    CHECK(sg::json_string("\xE2\x82") == "\"" + fffd + "\"");  // a truncated euro sign: one part
    CHECK(sg::json_string("\xE2\x82x") == "\"" + fffd + "x\"");
    CHECK(sg::json_string("\xC0\xAF") == "\"" + fffd + fffd + "\"");             // overlong: nothing starts well
    CHECK(sg::json_string("\xED\xA0\x80") == "\"" + fffd + fffd + fffd + "\"");  // a surrogate
    CHECK(sg::json_string("\xF0\x9F\x8E") == "\"" + fffd + "\"");
    CHECK(sg::json_string("\xF4\x90\x80\x80") == "\"" + fffd + fffd + fffd + fffd + "\"");
    CHECK(sg::json_string("中文 \xF0\x9F\x8E\xB2 \"q\"\n\x01") == "\"中文 \xF0\x9F\x8E\xB2 \\\"q\\\"\\n\\u0001\"");

    // Every string of up to two bytes, then random strings rich in high bytes:
    // the result is always valid, and valid text without specials passes unchanged.
    std::vector<std::string> inputs;
    for (int a = 0; a < 256; ++a) {
        inputs.push_back(std::string(1, char(a)));
        for (int b = 0; b < 256; ++b) inputs.push_back({char(a), char(b)});
    }
    std::mt19937 rng(99);
    const unsigned char pool[] = {'a',  '"',  '\\', 0x01, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1,
                                  0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFF};
    for (int i = 0; i < 100000; ++i) {
        std::string s(1 + rng() % 8, ' ');
        for (auto& c : s) c = rng() % 4 ? char(pool[rng() % sizeof pool]) : char(rng() % 256);
        inputs.push_back(s);
    }
    for (const auto& s : inputs) {
        std::string j = sg::json_string(s);
        if (!valid_json_string(j)) FAIL_CHECK("invalid JSON for input bytes of size " << s.size() << ": " << j);
        bool plain =
            std::none_of(s.begin(), s.end(), [](char c) { return (unsigned char)c < 0x20 || c == '"' || c == '\\'; });
        if (plain && valid_utf8(s) && j != "\"" + s + "\"") FAIL_CHECK("valid text was changed: " << s);
    }

    // The CLI writes an error's message with json_string, and a token may be any bytes.
    auto g = sg::parse_graph("a b");
    try {
        sg::analyze_tokens(g, tokens_of(g, "a \xC3("));
        FAIL("accepted");
    } catch (const sg::error& e) {
        CHECK(valid_json_string(sg::json_string(e.what())));
    }
}

TEST_CASE("A long cycle is named by its first 20 vertices, how many more, and where it closes", "[graph]") {
    const std::size_t n = 100000;
    std::string text = chain_text(n - 1) + name(n - 1) + " v0\n";
    std::string message;
    try {
        sg::parse_graph(text);
    } catch (const sg::error& e) {
        message = e.what();
    }
    std::string listed;
    for (std::size_t i = 0; i < sg::max_cycle_listed; ++i) listed += name(i) + " -> ";
    CHECK(message ==
          "the graph has a cycle: " + listed + "... and 99980 more -> v0 (a game must end, so moves may not loop)");

    // At the boundary, and a cycle that does not start at the first vertex.
    CHECK_THROWS_WITH(sg::parse_graph(chain_text(19) + "v19 v0"),
                      "the graph has a cycle: " + listed + "v0 (a game must end, so moves may not loop)");
    CHECK_THROWS_WITH(sg::parse_graph(chain_text(20) + "v20 v0"), Contains(listed + "... and 1 more -> v0 ("));
    CHECK_THROWS_WITH(sg::parse_graph("r a\na b\nb c\nc a\n"), Contains("cycle: a -> b -> c -> a ("));
}

TEST_CASE("Graphs past the vertex or edge limit and token lists past the token limit are refused", "[graph]") {
    // One vertex too many, then one edge too many (among 4001 vertices, with
    // repeats, which do not count: the refusal comes on the very last line).
    std::string text;
    for (std::size_t i = 0; i <= sg::max_graph_vertices; ++i) text.append(std::to_string(i)).append("\n");
    CHECK_THROWS_WITH(sg::parse_graph(text), "a graph may have at most 2000000 vertices at line 2000001, column 1");
    text.clear();
    for (int a = 0; a < 2000; ++a)
        for (int b = 0; b < 2000; ++b)
            text.append("a").append(std::to_string(a)).append(" b").append(std::to_string(b)).append("\n");
    for (int b = 0; b < 2000; ++b) text.append("a0 b").append(std::to_string(b)).append("\n");
    CHECK_THROWS_WITH(sg::parse_graph(text + "b0 c\n"),
                      "a graph may have at most 4000000 edges at line 4002001, column 1");

    auto g = sg::parse_graph("a b");
    std::string tokens;
    for (std::size_t i = 0; i < sg::max_tokens; ++i) tokens += "a ";
    CHECK(sg::analyze_tokens(g, tokens_of(g, tokens)).tokens.size() == sg::max_tokens);
    CHECK_THROWS_WITH(sg::analyze_tokens(g, tokens_of(g, tokens + "b")),
                      "a position may have at most 100000 tokens at column 200001");
}

TEST_CASE("names typed on a Chinese keyboard are separated by the full-width comma, space and arrow", "[graph]") {
    auto g = sg::parse_graph("甲\u2192乙\n乙\uFF0C丙\n丙\u3000丁");
    REQUIRE(g.vertices.size() == 4);
    CHECK(g.vertices[0].name == "甲");
    CHECK(g.vertices[g.find("甲")].successors == std::vector<std::size_t>{g.find("乙")});
    CHECK(g.vertices[g.find("丙")].successors == std::vector<std::size_t>{g.find("丁")});
    CHECK(g.vertices[g.find("甲")].sg == 1);  // 甲 -> 乙 -> 丙 -> 丁
}

TEST_CASE("a token list that names a heap is refused, not read as a vertex (found by fuzz_graph)", "[graph]") {
    auto g = sg::parse_graph("cc");
    CHECK_THROWS_WITH(sg::analyze_tokens(g, tokens_of(g, ".:6")),
                      Contains("no vertex '0.0:6' for a token at column 1"));
    CHECK_THROWS_WITH(tokens_of(g, "cc nim:3"), Contains("no vertex 'nim:3' for a token at column 4"));
}

TEST_CASE("vertices named by numbers, as contest inputs number them, hold tokens", "[graph]") {
    // 0 -> 1 -> 2 -> 3 and 0 -> 2: g(3) = 0, g(2) = 1, g(1) = 0, g(0) = 2.
    auto g = sg::parse_graph("0 1\n0 2\n1 2\n2 3\n");
    auto a = sg::analyze_tokens(g, tokens_of(g, "0,1"));
    CHECK(a.nim_sum == 2);
    CHECK(!a.p_position);
    a = sg::analyze_tokens(g, tokens_of(g, "1 3 3"));
    CHECK(a.nim_sum == 0);
    CHECK(a.p_position);
    // A number that names no vertex is refused as a missing vertex, with its column.
    CHECK_THROWS_WITH(tokens_of(g, "0 7"), Contains("no vertex '7' for a token at column 3"));

    // With a default rule, a bare number that names a vertex is a token and
    // one that names none is a heap of that rule.
    sg::universe u;
    u.use_graph(std::make_shared<const sg::graph>(g));
    auto r = u.read("2 9 nim:4", "nim");
    REQUIRE(r.parts.size() == 3);
    CHECK(r.parts[0].kind == sg::component_kind::vertex);
    CHECK(r.parts[1].kind == sg::component_kind::heap);
    CHECK(r.parts[1].size() == 9);
    CHECK(r.parts[2].kind == sg::component_kind::heap);
}

TEST_CASE("names that are numbers are found by number, and look-alikes stay distinct vertices", "[graph]") {
    // Numbers near the names' count go in the index's array, far ones and
    // numbers written otherwise (a leading zero, ten digits) in its table.
    std::string text;
    std::vector<std::string> names;
    for (int v = 0; v < 3000; ++v) names.push_back(std::to_string(v));
    for (const char* odd : {"007", "0000", "00", "4294967296", "999999999", "123456789", "12a", "v1"})
        names.push_back(odd);
    for (std::size_t i = 0; i + 1 < names.size(); ++i) text += names[i] + " " + names[i + 1] + "\n";
    auto g = sg::parse_graph(text);
    std::set<std::string> distinct(names.begin(), names.end());
    REQUIRE(g.vertices.size() == distinct.size());
    for (std::size_t v = 0; v < g.vertices.size(); ++v) CHECK(g.find(g.vertices[v].name) == v);
    CHECK(g.vertices[g.find("007")].name == "007");
    CHECK(g.find("7") != g.find("007"));
    CHECK(g.find("3000") == std::string::npos);
    CHECK(g.find("99999999") == std::string::npos);
    CHECK(g.find("-1") == std::string::npos);
    sg::graph copy = g;
    CHECK(copy.find("2999") == g.find("2999"));
    // Values along the chain: the last vertex is a sink.
    CHECK(g.vertices[g.find("v1")].sg == 0);
    CHECK(g.vertices[g.find("12a")].sg == 1);
}
