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

// A position's components as the session reads it, and its text as the
// engine writes it (for links and for fields a person edits): {components, text}.
val parse(int session, val position, std::string rule) {
    return guarded([&] {
        sg::universe& u = universe_of(session);
        sg::reading r = position_of(u, position, rule);
        val o = val::object();
        o.set("components", parse_json(sg::to_json(u, r)));
        o.set("text", val(u.text(r.parts)));
        return o;
    });
}

// A sum of anything the session holds: {rule, misere, moves, every, trust}.
// Normal or misère play (moves: false, values and outcome only), or Every-SG
// (every component moves each turn); trust: an observed pattern may answer a
// heap or a game of one coordinate past what a table reaches.
val analyze(int session, val position, val options) {
    return guarded([&] {
        sg::universe& u = sync(session);
        const bool every = options["every"].isTrue(), misere = options["misere"].isTrue();
        trusting scope(u, options["trust"].isTrue());
        sg::reading r = position_of(u, position, options["rule"].isString() ? text_of(options["rule"], "rule") : "");
        if (every) return parse_json(sg::to_json(u, sg::analyze_every(u, r)));
        sg::analyze_options opt;
        opt.list_moves = !options["moves"].isFalse() && !misere;
        // (A game whose moves loop is answered in play, with draws, as the sg command does.)
        const sg::sum_answer a =
            sg::analyze_any(u, r, misere, misere ? sg::analyze_options{} : opt, play_budget(r.parts));
        return parse_json(a.loops ? sg::to_json(u, a.play) : sg::to_json(u, a.values));
    });
}

// The sum in play: every move with the outcome it leaves, and, for a game in
// play ({rule, misere, history}: history as times_seen's), whether it ends here.
val play(int session, val position, val options) {
    return guarded([&] {
        sg::universe& u = sync(session);
        sg::position parts =
            position_of(u, position, options["rule"].isString() ? text_of(options["rule"], "rule") : "").parts;
        sg::play_analysis a = sg::analyze_play(u, parts, options["misere"].isTrue(), play_budget(parts));
        judge_end(u, a, options["history"]);
        return parse_json(sg::to_json(u, a));
    });
}

// The position after a move: option is one of play's options ({component, parts}).
val apply(int session, val position, val option) {
    return guarded([&] {
        sg::universe& u = universe_of(session);
        sg::position p = position_of(u, position, "").parts;
        if (!is_object(option) || !option["component"].isNumber())
            throw sg::error("position.bad_data", "a move names its component and the parts it leaves",
                            {{"what", "move"}});
        std::size_t i = std::size_t(whole(option["component"].as<double>(), "component"));
        if (i >= p.size())
            throw sg::error("position.bad_data", "the move's component is not in the position", {{"what", "move"}});
        sg::component_move m;
        m.parts = position_of(u, option["parts"], "").parts;
        return parse_json(sg::to_json(u, u.apply(p, i, m)));
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

// The tokens on the session's graph: every vertex's value and layer, the
// tokens' nim-sum, outcome and winning moves, and, for a game in play
// ({history} as times_seen's), whether it ends here.
val graph(int session, val tokens, val options) {
    return guarded([&] {
        sg::universe& u = sync(session);
        if (!u.token_graph()) throw sg::error("graph.no_graph", "the session holds no graph", {{"what", "graph"}});
        const sg::graph& g = *u.token_graph();
        const sg::reading r = position_of(u, tokens, "");
        const std::vector<std::size_t> on = u.vertices(r);
        sg::graph_analysis a = sg::analyze_tokens(g, on);
        bool moves_left = false;
        for (std::size_t v : on) moves_left = moves_left || !g.vertices[v].successors.empty();
        if (options["history"].isArray())  // a game in play
            a.end = sg::end_of(false, moves_left, times_seen(u.text(r.parts), options["history"]));
        return parse_json(sg::to_json(g, a));
    });
}

// A Green Hackenbush board ({kind: 'hackenbush', board}): its value by
// fusion, and what each cut leaves (the page plays it by asking again about
// the board a cut leaves).
val hackenbush(const val& board) {
    const std::string text = text_of(board["board"], "board");
    check_graph_text(text);
    return parse_json(sg::to_json(sg::analyze_hackenbush(sg::parse_hackenbush(text))));
}

}  // namespace

EMSCRIPTEN_BINDINGS(sg_sums) {
    // A position of the session read, asked about, played and moved in.
    emscripten::function("parse", &parse);
    emscripten::function("analyze", &analyze);
    emscripten::function("play", &play);
    emscripten::function("apply", &apply);
    // A Green Hackenbush board is explained through the one explain(): explain(0, {kind: 'hackenbush', board}).
    explain_board = &hackenbush;
    // Two classics with results of their own: Staircase Nim, and tokens on the session's graph.
    emscripten::function("staircase", &staircase);
    emscripten::function("graph", &graph);
}
