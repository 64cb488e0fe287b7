// The reasons of the sums' analyses as data: each analysis gives its code and
// the numbers behind it (reason.hpp), the JSON writes them as an object, and
// the sg command's English words are made from them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>

#include "sg/every.hpp"
#include "sg/json.hpp"
#include "sg/play.hpp"
#include "sums/search.hpp"

namespace {

bool has_text(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("misère Nim's reason is Bouton's rule, with no numbers", "[reason][misere]") {
    sg::universe u;
    sg::sum_analysis a = sg::analyze_misere(u, u.read("nim:1 nim:2 nim:3"));
    CHECK(a.method == "bouton");
    CHECK(a.reason.code == "misere.bouton");
    CHECK(a.reason.params.empty());
    CHECK(has_text(sg::reason_words(a.reason), "misère Nim (Bouton)"));
    CHECK(has_text(sg::to_json(u, a), R"("reason":{"code":"misere.bouton","params":{}})"));
}

TEST_CASE("a small misère Kayles sum is searched, and its reason counts the sums looked at", "[reason][misere]") {
    sg::universe u;
    const std::string text = "kayles:3 kayles:4 kayles:5";
    sg::sum_analysis a = sg::analyze_misere(u, u.read(text));
    REQUIRE(a.status == sg::misere_status::exact);
    CHECK(a.method == "search");
    REQUIRE(a.reason.code == "misere.search");
    // The same search run here: the count is the sums it looked at.
    sg::universe v;
    const sg::limits& budget = v.budget();
    sg::detail::sum_search search(v, sg::detail::sum_rule::misere, {budget.misere_sums, budget.misere_work});
    const char outcome = search.outcome(v.read(text).parts);
    CHECK(outcome == (a.p_position ? 'P' : 'N'));
    const std::uint64_t looked_at = search.sums();
    CHECK(looked_at > 1);
    CHECK(a.reason.param("positions") == looked_at);
    CHECK(sg::reason_words(a.reason) ==
          "exact search over the sums reachable from this one (" + std::to_string(looked_at) + " looked at)");
    CHECK(has_text(sg::to_json(u, a),
                   R"("reason":{"code":"misere.search","params":{"positions":)" + std::to_string(looked_at) + "}}"));
}

TEST_CASE("a misère sum past the budget names the budget it passed", "[reason][misere]") {
    sg::universe u;
    sg::sum_analysis a = sg::analyze_misere(u, u.read("kayles:60 kayles:55 kayles:50 kayles:40"));
    REQUIRE(a.status == sg::misere_status::unavailable);
    CHECK(a.method == "budget");
    CHECK(a.reason.code == "misere.budget");
    CHECK(a.reason.param("positions") == u.budget().misere_sums);
    CHECK(a.reason.param("steps") == std::uint64_t(u.budget().misere_work));
    CHECK(has_text(sg::reason_words(a.reason),
                   "needs more than " + std::to_string(u.budget().misere_sums) + " positions"));
}

TEST_CASE("the Anti-SG rule's reason says where its condition was checked", "[reason][misere][anti_sg]") {
    sg::universe u;
    sg::sum_analysis heaps = sg::analyze_misere(u, u.read("1,3,4:20 1,3,4:7"));
    REQUIRE(heaps.method == "anti_sg");
    CHECK(heaps.reason.code == "misere.anti_sg");
    CHECK(heaps.reason.param("heaps") == 20);  // the largest heap of the sum
    CHECK_FALSE(heaps.reason.has("positions"));
    CHECK(has_text(sg::reason_words(heaps.reason), "every heap of value 0 that has a move can move to value 1"));
    sg::sum_analysis board = sg::analyze_misere(u, u.read("hackenbush{ground a; a b; ground c; c d; d e}"));
    REQUIRE(board.method == "anti_sg");
    CHECK(board.reason.param("boards") == 1);
    CHECK(board.reason.has("positions"));
    CHECK_FALSE(board.reason.has("heaps"));
}

TEST_CASE("Every-SG's reason is the largest step count and the component that has it", "[reason][every]") {
    sg::universe u;
    sg::every_analysis a = sg::analyze_every(u, u.read("1,2:3 1,2:5 1,2:7 1,2:6"));
    REQUIRE(a.method == "steps");
    REQUIRE(a.reason.code == "every.steps");
    // The largest of the components' counts, and the first component with it (from 1).
    std::uint64_t largest = 0;
    std::size_t first = 0;
    for (std::size_t i = 0; i < a.components.size(); ++i)
        if (a.components[i].steps > largest) largest = a.components[i].steps, first = i + 1;
    CHECK(largest > 0);
    CHECK(a.reason.param("steps") == largest);
    CHECK(a.reason.param("component") == first);
    CHECK(sg::reason_words(a.reason) == "the largest step count is " + std::to_string(largest) + " (component " +
                                            std::to_string(first) + "), and it is " + (largest % 2 ? "odd" : "even"));
    CHECK(has_text(sg::to_json(u, a), R"("reason":{"code":"every.steps","params":{"steps":)" + std::to_string(largest) +
                                          R"(,"component":)" + std::to_string(first) + "}}"));
    sg::every_analysis none = sg::analyze_every(u, u.read("1,2:0 1,2:0"));
    CHECK(none.reason.code == "every.no_moves");
    CHECK(sg::reason_words(none.reason) == "no component can move");
}

TEST_CASE("play's reasons: the nim-sum, Bouton's rule, its search, and Smith's values", "[reason][play]") {
    sg::universe u;
    sg::play_analysis normal = sg::analyze_play(u, u.read("kayles:3 kayles:4").parts, false, 100000);
    CHECK(normal.reason.code == "play.sprague_grundy");
    sg::play_analysis nim = sg::analyze_play(u, u.read("nim:2 nim:3").parts, true, 100000);
    CHECK(nim.method == "bouton");
    CHECK(nim.reason.code == "misere.bouton");
    sg::play_analysis kayles = sg::analyze_play(u, u.read("kayles:3 kayles:4 kayles:5").parts, true, 100000);
    CHECK(kayles.method == "search");
    CHECK(kayles.reason.code == "play.search");
    CHECK(kayles.searched > 1);
    CHECK(kayles.reason.param("positions") == kayles.searched);
    sg::universe g;
    g.use_games(std::make_shared<const sg::game_definition>("game ring(n)\n  move (n + 1) % 3\n"));
    sg::play_analysis ring = sg::analyze_play(g, g.read("ring(1) ring(2)").parts, false, 10000);
    REQUIRE(ring.loopy);
    CHECK(ring.reason.code == "play.loopy");
    CHECK(ring.reason.param("positions") == ring.searched);
    CHECK(has_text(sg::reason_words(ring.reason), "retrograde analysis of the " + std::to_string(ring.searched)));
}
