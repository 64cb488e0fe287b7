// The engine's operations for JavaScript (this file and from_js.* are the
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

#include "from_js.hpp"

using emscripten::val;
using namespace sgjs;

namespace {

const sg::limits& budget = sg::page_limits();

// ---- heap rules -------------------------------------------------------------------

// The rules the page asked about and their values: stepping through a table of
// 10^6 explains each x from it instead of computing again. Past 8 rules it
// starts over, so memory stays flat.
sg::universe heaps(budget);

std::size_t heap_play_jobs = 0;  // running play jobs that hold components of `heaps`

// Each call starts without trusting observed patterns: only the calls that
// take trustPattern turn it on, for themselves.
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
        u.trust_patterns(trust);
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
    u.trust_patterns(trust);
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

std::map<int, std::unique_ptr<sg::table_job>> jobs;
int next_job = 1;

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
        int id = next_job++;
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

// ---- the game language: sessions -------------------------------------------------
// A session is a compiled definition with the values found so far (its own
// universe); JS names it by number and frees it (GameSession.free).
// Synchronous calls refuse work past game_work steps; the sliced table job
// has no step limit (the page can cancel it) but the same cap on positions.

std::map<int, std::unique_ptr<sg::universe>> sessions;
// Play analyses in slices (below); a session's are closed with it.
struct play_run {
    std::unique_ptr<sg::universe> own;  // a graph's universe; else null
    sg::universe* u = nullptr;
    int session = 0;  // the game session it belongs to, or 0
    std::unique_ptr<sg::play_job> job;
};
std::map<int, play_run> play_jobs;

struct game_job {
    int session = 0;
    std::unique_ptr<sg::game_table_job> job;
};
std::map<int, game_job> game_jobs;
int next_session = 1;

sg::universe& session(int id) {
    auto it = sessions.find(id);
    if (it == sessions.end()) throw sg::error("game.unknown_session", "no such game session (it was freed)");
    return *it->second;
}

// The session's definition; a session for sums without one refuses what needs it.
const sg::game_definition& defined(sg::universe& u) {
    if (!u.definition()) throw sg::error("game.no_game", "the text defines no game (start with: game NAME(x))");
    return *u.definition();
}

std::uint32_t game_index(const sg::game_definition& def, const std::string& name) {
    if (name.empty()) {
        if (def.games().size() == 1) return 0;
        throw sg::error("game.position_needs_name", "the text defines several games: say which one",
                        {{"example", def.games()[0].name}});
    }
    std::size_t g = def.find(name);
    if (g == std::string::npos) throw sg::error("game.unknown_game", "unknown game '" + name + "'", {{"name", name}});
    return std::uint32_t(g);
}

// The session's evaluator limited to about game_work more steps (a synchronous call).
sg::universe& sync(int id) {
    sg::universe& u = session(id);
    u.trust_patterns(false);  // as heap_universe()
    if (u.definition()) u.evaluator().set_limits({budget.game_memory, u.evaluator().work() + budget.game_work});
    return u;
}

// A session: the definition (when `games` is set) and the graph whose
// vertices tokens stand on (when `edges` is not empty), for sums of any parts.
val game_open(std::string text, bool games, std::string edges) {
    return guarded([&] {
        if (sessions.size() >= budget.open_sessions)
            throw sg::error("job.too_many", "too many game sessions are open; close one first",
                            {{"max", std::to_string(budget.open_sessions)}});
        auto u = edges.empty() ? std::make_unique<sg::universe>(budget) : graph_universe(edges);
        if (games) u->use_games(std::make_shared<const sg::game_definition>(text));
        int id = next_session++;
        val o = val::object();
        o.set("id", id);
        o.set("info", u->definition() ? parse_json(sg::to_json(*u->definition())) : parse_json("{\"games\":[]}"));
        sessions[id] = std::move(u);
        return o;
    });
}

void game_close(int id) {
    for (auto it = game_jobs.begin(); it != game_jobs.end();)
        it = it->second.session == id ? game_jobs.erase(it) : std::next(it);
    for (auto it = play_jobs.begin(); it != play_jobs.end();)
        it = it->second.session == id ? play_jobs.erase(it) : std::next(it);
    sessions.erase(id);
}
int game_count() { return static_cast<int>(sessions.size()); }

sg::game_table table_of(sg::universe& u, const std::string& game, const std::string& box) {
    return sg::compute_game_table(u.evaluator(), sg::parse_box(defined(u), game_index(defined(u), game), box));
}

val game_table(int id, std::string game, std::string box) {
    return guarded([&] {
        sg::universe& u = sync(id);
        return parse_json(sg::to_json(defined(u), table_of(u, game, box), u.evaluator().states()));
    });
}

// A position of the definition, as text ("cut(4, 7)") or as data ({game, coords}).
val game_explain(int id, val position) {
    return guarded([&] {
        sg::universe& u = sync(id);
        sg::game_position p;
        if (position.isString()) {
            p = defined(u).parse_position(position.as<std::string>());
        } else {
            if (!is_object(position))
                throw sg::error("position.bad_data", "a position is text or {game, coords}", {{"what", "position"}});
            val c = val::object();
            c.set("kind", val("game"));
            c.set("game", position["game"]);
            c.set("coords", position["coords"]);
            val list = val::array();
            list.call<void>("push", c);
            p = position_of(u, list, "").parts.at(0).game();
        }
        return parse_json(sg::to_json(defined(u), u.evaluator().explain(p)));
    });
}

val game_check(int id, std::string game, std::string box, std::string formula, bool p_positions) {
    return guarded([&] {
        sg::universe& u = sync(id);
        sg::game_table t = table_of(u, game, box);
        sg::formula_check c = sg::check_formula(defined(u), t, formula, p_positions);
        return parse_json(sg::to_json(defined(u), c, formula, p_positions, t.values.size()));
    });
}

val game_suggest(int id, std::string game, std::string box) {
    return guarded([&] {
        sg::universe& u = sync(id);
        return parse_json(sg::to_json(sg::suggest_formulas(defined(u), table_of(u, game, box))));
    });
}

val game_analyze(int id, val position, bool list_moves, bool misere, bool trust) {
    return guarded([&] { return analyze_in(sync(id), position, "", misere, list_moves, trust); });
}

val game_every(int id, val position) {
    return guarded([&] { return every_in(sync(id), position, ""); });
}

val game_play(int id, val position, bool misere) {
    return guarded([&] {
        sg::universe& u = sync(id);
        return parse_json(
            sg::to_json(u, sg::analyze_play(u, position_of(u, position, "").parts, misere, budget.play_sums)));
    });
}

// A position as this session's engine reads it: its components as data.
val game_parse(int id, val position) {
    return guarded([&] {
        sg::universe& u = session(id);
        return parse_json(sg::to_json(u, position_of(u, position, "")));
    });
}

// A position's text as this session's engine writes it (for fields and links).
val game_text(int id, val position) {
    return guarded([&] {
        sg::universe& u = session(id);
        return val(u.text(position_of(u, position, "").parts));
    });
}

val game_apply(int id, val position, val option) {
    return guarded([&] { return apply_in(session(id), position, option); });
}

val game_export(int id) {
    return guarded([&] {
        val o = val::object();
        o.set("program", sg::export_cpp(defined(session(id))));
        return o;
    });
}

// The rule's getSG program (style "loop" or "memo"), as `sg export --rule`.
val rule_export(std::string rule, std::string style) {
    return guarded([&] {
        val o = val::object();
        o.set("program", sg::export_rule_cpp(sg::parse_rule(rule), sg::parse_export_style(style)));
        return o;
    });
}

val game_job_start(int id, std::string game, std::string box) {
    return guarded([&] {
        sg::universe& u = session(id);
        if (game_jobs.size() >= budget.open_jobs)
            throw sg::error("job.too_many", "too many tables are being computed at once; cancel one first",
                            {{"max", std::to_string(budget.open_jobs)}});
        sg::game_box b = sg::parse_box(defined(u), game_index(defined(u), game), box);
        int job = next_job++;
        game_jobs[job] = {id, std::make_unique<sg::game_table_job>(u.evaluator(), b)};
        return val(job);
    });
}

val game_job_step(int job, double work) {
    return guarded([&] {
        auto it = game_jobs.find(job);
        if (it == game_jobs.end()) throw sg::error("job.unknown", "no such table job (finished or cancelled)");
        sg::game_table_job& j = *it->second.job;
        try {
            // No step limit for a job the page can cancel; the cap on positions stays.
            session(it->second.session).evaluator().set_limits({budget.game_memory, 1e18});
            j.step(slice(work));
        } catch (...) {
            game_jobs.erase(it);
            throw;
        }
        return progress_of(j.done(), j.progress(), double(j.computed()));
    });
}

val game_job_result(int job) {
    return guarded([&] {
        auto it = game_jobs.find(job);
        if (it == game_jobs.end() || !it->second.job->done())
            throw sg::error("job.not_finished", "the table job is not finished");
        sg::universe& u = session(it->second.session);
        sg::game_table t = it->second.job->take();
        game_jobs.erase(it);
        return parse_json(sg::to_json(defined(u), t, u.evaluator().states()));
    });
}

void game_job_cancel(int job) {
    auto it = game_jobs.find(job);
    if (it == game_jobs.end()) return;
    if (auto s = sessions.find(it->second.session); s != sessions.end()) s->second->evaluator().cancel();
    game_jobs.erase(it);
}

// ---- play in slices ------------------------------------------------------------------
// The play analysis of a sum (heaps, a session's positions, or tokens on a
// graph) as a job the page steps through, as a table job: it never blocks the
// page for long, whatever the search costs. A job on a graph owns its universe.

int play_register(play_run run) {
    if (play_jobs.size() >= budget.open_jobs)
        throw sg::error("job.too_many", "too many analyses are running at once; cancel one first",
                        {{"max", std::to_string(budget.open_jobs)}});
    if (!run.own && !run.session) ++heap_play_jobs;
    int id = next_job++;
    play_jobs[id] = std::move(run);
    return id;
}

void play_forget(std::map<int, play_run>::iterator it) {
    if (!it->second.own && !it->second.session) --heap_play_jobs;
    play_jobs.erase(it);
}

val play_start(val position, std::string default_rule, bool misere) {
    return guarded([&] {
        play_run run;
        run.u = &heap_universe();
        run.job = std::make_unique<sg::play_job>(*run.u, position_of(*run.u, position, default_rule).parts, misere,
                                                 budget.play_sums);
        return val(play_register(std::move(run)));
    });
}

val game_play_start(int id, val position, bool misere) {
    return guarded([&] {
        play_run run;
        run.u = &sync(id);
        run.session = id;
        run.job =
            std::make_unique<sg::play_job>(*run.u, position_of(*run.u, position, "").parts, misere, budget.play_sums);
        return val(play_register(std::move(run)));
    });
}

val graph_play_start(std::string edges, val tokens) {
    return guarded([&] {
        play_run run;
        run.own = graph_universe(edges);
        run.u = run.own.get();
        run.job =
            std::make_unique<sg::play_job>(*run.u, position_of(*run.u, tokens, "").parts, false, budget.token_sums);
        return val(play_register(std::move(run)));
    });
}

val play_step(int id, double work) {
    return guarded([&] {
        auto it = play_jobs.find(id);
        if (it == play_jobs.end()) throw sg::error("job.unknown", "no such analysis (finished or cancelled)");
        sg::play_job& j = *it->second.job;
        bool done;
        try {
            done = j.step(slice(work));
        } catch (...) {
            play_forget(it);  // a job that failed is over; the engine stays usable
            throw;
        }
        return progress_of(done, j.progress(), double(j.computed()));
    });
}

val play_result(int id) {
    return guarded([&] {
        auto it = play_jobs.find(id);
        if (it == play_jobs.end() || !it->second.job->done())
            throw sg::error("job.not_finished", "the analysis is not finished");
        val out = parse_json(sg::to_json(*it->second.u, it->second.job->take()));
        play_forget(it);
        return out;
    });
}

void play_cancel(int id) {
    if (auto it = play_jobs.find(id); it != play_jobs.end()) play_forget(it);
}

// Table and play jobs alive (0 when nothing runs): for tests.
int job_count() { return static_cast<int>(jobs.size() + play_jobs.size()); }

// Bytes malloc has handed out and not had back: a test watches it for leaks.
double memory_in_use() { return double(mallinfo().uordblks); }

}  // namespace

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
    emscripten::function("jobCount", &job_count);
    emscripten::function("memoryInUse", &memory_in_use);
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
