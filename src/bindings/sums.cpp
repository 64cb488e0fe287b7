// Sums, graphs and Green Hackenbush for JavaScript: with sessions.cpp, what
// the core engine module (web/dist/sg-core.*) adds to the heap rules and
// tables of tables.cpp. Positions come in as text (what a person typed) or as
// data ([{kind: 'heap', rule, heap} | {kind: 'game', game, coords} | {kind:
// 'vertex', vertex} | {kind: 'hackenbush', board}]); errors come back as
// {error: {...}}, as tables.cpp's.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <memory>

#include "sg/analysis.hpp"
#include "sg/every.hpp"
#include "sg/hackenbush.hpp"
#include "sg/json.hpp"
#include "sg/play.hpp"
#include "sg/position.hpp"

#include "from_js.hpp"
#include "shared.hpp"

using emscripten::val;
using namespace sgjs;

namespace {

const sg::limits& budget = sg::page_limits();

}  // namespace

namespace sgjs {

val parse_position(val position, std::string default_rule) {
    return guarded([&] {
        sg::universe& u = heap_universe();
        return parse_json(sg::to_json(u, position_of(u, position, default_rule)));
    });
}

// The one writer: a position's text, for links and for fields a person edits.
val text(val position, std::string default_rule) {
    return guarded([&] {
        sg::universe& u = heap_universe();
        return val(u.text(position_of(u, position, default_rule).parts));
    });
}

// g(n) of a heap, from a table or a proved period; trust: an observed
// (unproved) pattern may answer past the tables.
val value(std::string rule, double n, bool trust) {
    return guarded([&] {
        sg::universe& u = heap_universe();
        trusting scope(u, trust);
        return val(double(u.value(u.heap(rule, whole(n, "heap")))));
    });
}

// Staircase Nim (coins on steps 1, 2, ...) as the Nim of its odd steps.
val staircase(val coins) {
    return guarded([&] {
        sg::universe& u = heap_universe();
        sg::reading r;
        for (std::uint64_t h : sg::staircase_heaps(numbers_of(coins, "coins"))) r.parts.push_back(u.heap("nim", h));
        sg::analyze_options opt;
        opt.list_moves = false;
        return parse_json(sg::to_json(u, sg::analyze(u, r, opt)));
    });
}

// A sum of anything the universe holds, in normal or misère play.
val analyze_in(sg::universe& u, const val& position, const std::string& default_rule, bool misere, bool list_moves,
               bool trust) {
    trusting scope(u, trust);
    sg::reading r = position_of(u, position, default_rule);
    sg::analyze_options opt;
    opt.list_moves = list_moves && !misere;
    return parse_json(sg::to_json(u, misere ? sg::analyze_misere(u, r) : sg::analyze(u, r, opt)));
}

val analyze(val position, std::string default_rule, bool misere, bool list_moves, bool trust) {
    return guarded([&] { return analyze_in(heap_universe(), position, default_rule, misere, list_moves, trust); });
}

// The same sum under the Every-SG rule (every component moves each turn).
val every_in(sg::universe& u, const val& position, const std::string& default_rule) {
    return parse_json(sg::to_json(u, sg::analyze_every(u, position_of(u, position, default_rule))));
}

val analyze_every(val position, std::string default_rule) {
    return guarded([&] { return every_in(heap_universe(), position, default_rule); });
}

val play(val position, std::string default_rule, bool misere) {
    return guarded([&] {
        sg::universe& u = heap_universe();
        return parse_json(sg::to_json(
            u, sg::analyze_play(u, position_of(u, position, default_rule).parts, misere, budget.play_sums)));
    });
}

// The position after a move: option is one of play's options ({component, parts}).
val apply_in(sg::universe& u, const val& position, const val& option) {
    sg::position p = position_of(u, position, "").parts;
    if (!is_object(option) || !option["component"].isNumber())
        throw sg::error("position.bad_data", "a move names its component and the parts it leaves", {{"what", "move"}});
    std::size_t i = std::size_t(whole(option["component"].as<double>(), "component"));
    if (i >= p.size())
        throw sg::error("position.bad_data", "the move's component is not in the position", {{"what", "move"}});
    sg::component_move m;
    m.parts = position_of(u, option["parts"], "").parts;
    return parse_json(sg::to_json(u, u.apply(p, i, m)));
}

val apply(val position, val option) {
    return guarded([&] { return apply_in(heap_universe(), position, option); });
}

// ---- graphs -----------------------------------------------------------------------

// Graph text (a graph's or a Hackenbush board's) past what a page reads at once.
void check_graph_text(const std::string& text) {
    if (budget.graph_text && text.size() > budget.graph_text)
        throw sg::error("graph.too_large_here",
                        "this graph's text is " + std::to_string(text.size()) + " bytes; the page takes at most " +
                            std::to_string(budget.graph_text) + " (use the sg command for larger graphs)",
                        {{"bytes", std::to_string(text.size())}, {"max", std::to_string(budget.graph_text)}});
}

std::unique_ptr<sg::universe> graph_universe(const std::string& edges) {
    check_graph_text(edges);
    auto u = std::make_unique<sg::universe>(budget);
    u->use_graph(std::make_shared<const sg::graph>(sg::parse_graph(edges, true)));
    return u;
}

val graph(std::string edges, val tokens) {
    return guarded([&] {
        auto u = graph_universe(edges);
        const sg::graph& g = *u->token_graph();
        return parse_json(sg::to_json(g, sg::analyze_tokens(g, u->vertices(position_of(*u, tokens, "")))));
    });
}

// Exact play of the tokens: the computer's choice and the review come from it.
val graph_play(std::string edges, val tokens) {
    return guarded([&] {
        auto u = graph_universe(edges);
        return parse_json(
            sg::to_json(*u, sg::analyze_play(*u, position_of(*u, tokens, "").parts, false, budget.token_sums)));
    });
}

// Every-SG of the tokens: each token's step count, the outcome, the moves kept.
val graph_every(std::string edges, val tokens) {
    return guarded([&] {
        auto u = graph_universe(edges);
        sg::reading r = position_of(*u, tokens, "");
        u->vertices(r);  // tokens only
        return parse_json(sg::to_json(*u, sg::analyze_every(*u, r)));
    });
}

val graph_apply(std::string edges, val tokens, val option) {
    return guarded([&] {
        auto u = graph_universe(edges);
        return apply_in(*u, tokens, option);
    });
}

// ---- Green Hackenbush --------------------------------------------------------------

// A board: its value by fusion, and what each cut leaves (the page plays it by
// calling again with the board a cut leaves).
val hackenbush(std::string text) {
    return guarded([&] {
        check_graph_text(text);
        return parse_json(sg::to_json(sg::analyze_hackenbush(sg::parse_hackenbush(text))));
    });
}

}  // namespace sgjs

EMSCRIPTEN_BINDINGS(sg_sums) {
    other_jobs = &play_job_count;
    emscripten::function("parsePosition", &parse_position);
    emscripten::function("value", &value);
    emscripten::function("analyze", &analyze);
    emscripten::function("analyzeEvery", &analyze_every);
    emscripten::function("play", &play);
    emscripten::function("apply", &apply);
    emscripten::function("text", &text);
    emscripten::function("staircase", &staircase);
    emscripten::function("graphApply", &graph_apply);
    emscripten::function("graph", &graph);
    emscripten::function("graphPlay", &graph_play);
    emscripten::function("graphEvery", &graph_every);
    emscripten::function("hackenbush", &hackenbush);
    emscripten::function("sumOpen", &sum_open);
    emscripten::function("gameClose", &game_close);
    emscripten::function("gameCount", &game_count);
    emscripten::function("gameAnalyze", &game_analyze);
    emscripten::function("gameEvery", &game_every);
    emscripten::function("gamePlay", &game_play);
    emscripten::function("gameApply", &game_apply);
    emscripten::function("gameText", &game_text);
    emscripten::function("gameParse", &game_parse);
    emscripten::function("playStart", &play_start);
    emscripten::function("gamePlayStart", &game_play_start);
    emscripten::function("graphPlayStart", &graph_play_start);
    emscripten::function("playStep", &play_step);
    emscripten::function("playResult", &play_result);
    emscripten::function("playCancel", &play_cancel);
}
