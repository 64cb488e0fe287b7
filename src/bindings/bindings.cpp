// The engine's operations for JavaScript (the files of src/bindings/ are the
// only ones that include Emscripten), with the pages' budgets
// (sg::page_limits()). Results cross as plain JS objects built from the same
// JSON the CLI prints (sg/json.hpp),
// long value lists as typed arrays. Positions come in as text (what a person
// typed) or as data ([{kind: 'heap', rule, heap} | {kind: 'game', game,
// coords} | {kind: 'vertex', vertex} | {kind: 'hackenbush', board}]). No C++ object outlives a call, except
// running table jobs and open game sessions, which JS names by number.
//
// Errors come back as {error: {...}}; web/js/engine/engine.js turns them into
// a thrown JS Error. Returning them (rather than throwing through wasm frames)
// lets every C++ destructor run, so a bad input leaks nothing.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <malloc.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <new>

#include "sg/analysis.hpp"
#include "sg/every.hpp"
#include "sg/export.hpp"
#include "sg/game.hpp"
#include "sg/hackenbush.hpp"
#include "sg/json.hpp"
#include "sg/play.hpp"
#include "sg/position.hpp"
#include "sg/steps.hpp"

#include "from_js.hpp"
#include "shared.hpp"

using emscripten::val;
using namespace sgjs;

namespace {

const sg::limits& budget = sg::page_limits();

// The rules the page asked about and their values: stepping through a table of
// 10^6 explains each x from it instead of computing again. Past 8 rules it
// starts over, so memory stays flat.
sg::universe heaps(sg::page_limits());

// Long heap tables computed in slices (below), named by number.
std::map<int, std::unique_ptr<sg::table_job>> jobs;
int next_job = 1;

}  // namespace

namespace sgjs {

// ---- heap rules -------------------------------------------------------------------

std::size_t heap_play_jobs = 0;

// Each call starts without trusting observed patterns: only the calls that
// take trustPattern turn it on, for themselves (trusting), and off again as
// they end, so that a play job stepped later never reads one.
sg::universe& heap_universe() {
    if ((heaps.rule_count() > 8 || heaps.board_count() > 20000) && heap_play_jobs == 0) heaps.forget_rules();
    heaps.trust_patterns(false);
    return heaps;
}

val values_array(const sg::value_array& v) {
    // slice() copies out of wasm memory, so the array stays valid after the call.
    switch (v.width()) {
        case 1: return val(emscripten::typed_memory_view(v.size(), v.bytes())).call<val>("slice");
        case 2:
            return val(emscripten::typed_memory_view(v.size(), reinterpret_cast<const std::uint16_t*>(v.bytes())))
                .call<val>("slice");
        default:
            return val(emscripten::typed_memory_view(v.size(), reinterpret_cast<const std::uint32_t*>(v.bytes())))
                .call<val>("slice");
    }
}

val table_object(const sg::table& t) {
    val o = parse_json(sg::to_json(t, false, true));
    o.set("values", values_array(t.values));
    return o;
}

val limits() { return parse_json(sg::to_json(sg::limit_table())); }

val rule_info(std::string text) {
    return guarded([&] { return parse_json(sg::to_json(sg::parse_rule(text))); });
}

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

val mex(val values) {
    return guarded([&] { return val(double(sg::mex(numbers_of(values, "value")))); });
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

val table(std::string rule, double upto) {
    return guarded([&] {
        sg::table_options opt;
        opt.max_work = budget.table_work;
        opt.checksum = true;
        return table_object(sg::compute_table(sg::parse_rule(rule), whole(upto, "upto"), opt));
    });
}

// trust: an observed (unproved) pattern may answer past the tables.
val value(std::string rule, double n, bool trust) {
    return guarded([&] {
        sg::universe& u = heap_universe();
        trusting scope(u, trust);
        return val(double(u.value(u.heap(rule, whole(n, "heap")))));
    });
}

val explain(std::string rule, double x) {
    return guarded([&] {
        sg::universe& u = heap_universe();
        sg::component c = u.heap(rule, whole(x, "heap"));
        return parse_json(sg::to_json(sg::explain(u.rule_at(c.id), c.size(), u.values(c.id))));
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

// ---- table jobs: long tables in slices -------------------------------------------

int new_job_id() { return next_job++; }
std::size_t table_job_count() { return jobs.size(); }

double slice(double work) { return std::isfinite(work) ? std::clamp(work, 1.0, 1e12) : 1e6; }

val progress_of(bool done, double progress, double computed) {
    val o = val::object();
    o.set("done", done);
    o.set("progress", progress);
    o.set("computed", computed);
    return o;
}

val job_start(std::string rule, double upto, bool sparse) {
    return guarded([&] {
        sg::table_options opt;
        opt.sparse = sparse;
        opt.checksum = true;
        // Each job holds its table: a page that never cancels must not fill memory.
        if (jobs.size() >= budget.open_jobs)
            throw sg::error("job.too_many", "too many tables are being computed at once; cancel one first",
                            {{"max", std::to_string(budget.open_jobs)}});
        int id = new_job_id();
        jobs[id] = std::make_unique<sg::table_job>(sg::parse_rule(rule), whole(upto, "upto"), opt);
        return val(id);
    });
}

val job_step(int id, double work) {
    return guarded([&] {
        auto it = jobs.find(id);
        if (it == jobs.end()) throw sg::error("job.unknown", "no such table job (finished or cancelled)");
        bool done;
        try {
            done = it->second->step(static_cast<std::uint64_t>(slice(work)));
        } catch (...) {
            jobs.erase(it);  // a job that failed is over; the engine stays usable
            throw;
        }
        return progress_of(done, it->second->progress(), double(it->second->computed()));
    });
}

val job_result(int id) {
    return guarded([&] {
        auto it = jobs.find(id);
        if (it == jobs.end() || !it->second->done())
            throw sg::error("job.not_finished", "the table job is not finished");
        sg::table t = it->second->take();
        jobs.erase(it);
        val out = table_object(t);
        sg::universe& u = heap_universe();
        u.values(u.rule_id(sg::parse_rule(t.rule))).adopt(std::move(t));
        return out;
    });
}

void job_cancel(int id) { jobs.erase(id); }

// The steps counted since the previous call, by kind (sg/steps.hpp): the
// facade's step log reads them after every call into the module.
val steps() {
    const sg::step_counts s = sg::take_steps();
    val o = val::object();
    o.set("table", s.table);
    o.set("game", s.game);
    o.set("search", s.search);
    o.set("graph", s.graph);
    return o;
}

// Bytes malloc has handed out and not had back: a test watches it for leaks.
double memory_in_use() { return double(mallinfo().uordblks); }

}  // namespace sgjs

EMSCRIPTEN_BINDINGS(sg_engine) {
    emscripten::function("limits", &limits);
    emscripten::function("ruleInfo", &rule_info);
    emscripten::function("parsePosition", &parse_position);
    emscripten::function("table", &table);
    emscripten::function("value", &value);
    emscripten::function("explain", &explain);
    emscripten::function("analyze", &analyze);
    emscripten::function("analyzeEvery", &analyze_every);
    emscripten::function("play", &play);
    emscripten::function("apply", &apply);
    emscripten::function("text", &text);
    emscripten::function("mex", &mex);
    emscripten::function("staircase", &staircase);
    emscripten::function("graphApply", &graph_apply);
    emscripten::function("graph", &graph);
    emscripten::function("graphPlay", &graph_play);
    emscripten::function("graphEvery", &graph_every);
    emscripten::function("hackenbush", &hackenbush);
    emscripten::function("jobStart", &job_start);
    emscripten::function("jobStep", &job_step);
    emscripten::function("jobResult", &job_result);
    emscripten::function("jobCancel", &job_cancel);
    emscripten::function("memoryInUse", &memory_in_use);
    emscripten::function("steps", &steps);
    emscripten::function("jobCount", &job_count);
    emscripten::function("gameOpen", &game_open);
    emscripten::function("gameClose", &game_close);
    emscripten::function("gameCount", &game_count);
    emscripten::function("gameTable", &game_table);
    emscripten::function("gameExplain", &game_explain);
    emscripten::function("gameCheck", &game_check);
    emscripten::function("gameSuggest", &game_suggest);
    emscripten::function("gameAnalyze", &game_analyze);
    emscripten::function("gameEvery", &game_every);
    emscripten::function("gamePlay", &game_play);
    emscripten::function("gameApply", &game_apply);
    emscripten::function("gameText", &game_text);
    emscripten::function("gameParse", &game_parse);
    emscripten::function("gameExport", &game_export);
    emscripten::function("ruleExport", &rule_export);
    emscripten::function("gameJobStart", &game_job_start);
    emscripten::function("gameJobStep", &game_job_step);
    emscripten::function("gameJobResult", &game_job_result);
    emscripten::function("gameJobCancel", &game_job_cancel);
    emscripten::function("playStart", &play_start);
    emscripten::function("gamePlayStart", &game_play_start);
    emscripten::function("graphPlayStart", &graph_play_start);
    emscripten::function("playStep", &play_step);
    emscripten::function("playResult", &play_result);
    emscripten::function("playCancel", &play_cancel);
}
