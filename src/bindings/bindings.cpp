// The one file that includes Emscripten: the engine's operations for
// JavaScript. Results cross as plain JS objects built from the same JSON the
// CLI prints (sg/json.hpp), long value lists as typed arrays. No C++ object
// outlives a call, except running table jobs, which JS names by number and
// which end when finished or cancelled.
//
// Errors come back as {error: message}; web/js/engine.js turns them into a
// thrown JS Error. Returning them (rather than throwing through wasm frames)
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
#include "sg/export.hpp"
#include "sg/game.hpp"
#include "sg/json.hpp"
#include "sg/play.hpp"
#include "sg/rule.hpp"
#include "sg/table.hpp"

using emscripten::val;

namespace {

val parse_json(const std::string& json) { return val::global("JSON").call<val>("parse", json); }

val error_object(const sg::error& e) { return parse_json(sg::to_json(e)); }

template <class F>
val guarded(F f) {
    try {
        return f();
    } catch (const sg::error& e) {
        return error_object(e);
    } catch (const std::bad_alloc&) {
        return error_object(sg::error("memory.out", "out of memory: ask for a smaller table"));
    } catch (const std::length_error&) {
        return error_object(sg::error("memory.out", "out of memory: ask for a smaller table"));
    }
}

// JS numbers arrive as doubles: accept whole numbers 0..2^53-1 only. what is
// "heap" or "upto", a word pages translate.
std::uint64_t whole(double x, const char* what) {
    if (!(x >= 0) || x != std::floor(x) || x > double(sg::max_number))
        throw sg::error("number.not_whole",
                        std::string(what) + " must be a whole number from 0 to " + std::to_string(sg::max_number),
                        {{"what", what}, {"max", std::to_string(sg::max_number)}});
    return static_cast<std::uint64_t>(x);
}

val values_array(const sg::value_array& v) {
    // slice() copies out of wasm memory, so the array stays valid after the call.
    switch (v.width()) {
        case 1:
            return val(emscripten::typed_memory_view(v.size(), v.bytes())).call<val>("slice");
        case 2:
            return val(emscripten::typed_memory_view(v.size(), reinterpret_cast<const std::uint16_t*>(v.bytes())))
                .call<val>("slice");
        default:
            return val(emscripten::typed_memory_view(v.size(), reinterpret_cast<const std::uint32_t*>(v.bytes())))
                .call<val>("slice");
    }
}

val table_object(const sg::table& t) {
    val o = parse_json(sg::to_json(t, false));
    o.set("values", values_array(t.values));
    char buf[16];
    std::snprintf(buf, sizeof buf, "%08x", sg::checksum(t.values));
    o.set("checksum", std::string(buf));
    return o;
}

val rule_info(std::string text) {
    return guarded([&] { return parse_json(sg::to_json(sg::parse_rule(text))); });
}

val parse_position(std::string text, std::string default_rule) {
    return guarded([&] { return parse_json(sg::to_json(sg::parse_position(text, default_rule))); });
}

// The synchronous calls (table, value, explain, analyze) run on the page's
// thread: each refuses, before working, what would take over about a second.
// Long tables go through the stepped jobs instead.
constexpr double kSyncWork = 4e8;
const bool value_limit_set = (sg::set_value_work_limit(kSyncWork), true);

val table(std::string rule, double upto) {
    return guarded([&] {
        sg::table_options opt;
        opt.max_work = kSyncWork;
        return table_object(sg::compute_table(sg::parse_rule(rule), whole(upto, "upto"), opt));
    });
}

val value(std::string rule, double n) {
    return guarded([&] { return val(double(sg::grundy_value(sg::parse_rule(rule), whole(n, "heap")))); });
}

// Values the page already asked for, by rule: stepping through a table of 10^6
// explains each x from it instead of computing again. A cache, invisible to JS.
sg::oracle_cache oracles;

// A small cache: past 8 rules it starts over, so memory stays flat.
sg::oracle_cache& cache() {
    if (oracles.size() > 8) oracles.clear();
    return oracles;
}

sg::value_oracle& oracle_for(const sg::rule& r) { return cache()(r); }

val explain(std::string rule, double x) {
    return guarded([&] {
        sg::rule r = sg::parse_rule(rule);
        return parse_json(sg::to_json(sg::explain(r, whole(x, "heap"), oracle_for(r))));
    });
}

val analyze(std::string position, std::string default_rule, bool misere, bool list_moves) {
    return guarded([&] {
        auto p = sg::parse_position(position, default_rule);
        sg::analyze_options opt;
        opt.list_moves = list_moves && !misere;
        auto normal = sg::analyze(p, opt, &cache());
        if (!misere) return parse_json(sg::to_json(normal));
        return parse_json(sg::to_json(normal, sg::analyze_misere(p)));
    });
}

// A graph of 10^6 edges takes about 2 s to load here: the page's synchronous
// call takes graphs of up to about a quarter of that.
constexpr std::size_t kSyncGraphBytes = 3000000;

val graph(std::string edges, std::string tokens) {
    return guarded([&] {
        if (edges.size() > kSyncGraphBytes)
            throw sg::error("graph.too_large_here",
                            "this graph's text is " + std::to_string(edges.size()) + " bytes; the page takes at most " +
                                std::to_string(kSyncGraphBytes) + " (use the sg command for larger graphs)",
                            {{"bytes", std::to_string(edges.size())}, {"max", std::to_string(kSyncGraphBytes)}});
        sg::graph g = sg::parse_graph(edges, true);
        return parse_json(sg::to_json(g, sg::analyze_tokens(g, tokens)));
    });
}

// Exact play of the tokens (retrograde analysis with remoteness): the
// computer's choice and the review come from it.
constexpr std::size_t kTokenStates = 50000;  // about half a second here

val graph_play(std::string edges, std::string tokens) {
    return guarded([&] {
        if (edges.size() > kSyncGraphBytes) return graph(std::move(edges), std::move(tokens));  // refused there
        sg::graph g = sg::parse_graph(edges, true);
        std::vector<std::size_t> at;
        for (const auto& name : sg::analyze_tokens(g, tokens).tokens) at.push_back(g.find(name));
        return parse_json(sg::to_json(g, sg::play_tokens(g, at, kTokenStates)));
    });
}

// ---- table jobs: long tables in steps ------------------------------------------

std::map<int, std::unique_ptr<sg::table_job>> jobs;
int next_job = 1;

val job_start(std::string rule, double upto, bool sparse) {
    return guarded([&] {
        sg::table_options opt;
        opt.sparse = sparse;
        // Each job holds its table: a page that never cancels must not fill memory.
        if (jobs.size() >= 16)
            throw sg::error("job.too_many", "too many tables are being computed at once; cancel one first");
        auto job = std::make_unique<sg::table_job>(sg::parse_rule(rule), whole(upto, "upto"), opt);
        int id = next_job++;
        jobs[id] = std::move(job);
        return val(id);
    });
}

// Computes about `work` operations; returns {done, progress, computed}.
val job_step(int id, double work) {
    return guarded([&] {
        auto it = jobs.find(id);
        if (it == jobs.end()) throw sg::error("job.unknown", "no such table job (finished or cancelled)");
        bool done;
        try {
            // NaN or Infinity from JS must not reach the cast (undefined behaviour).
            double w = std::isfinite(work) ? std::clamp(work, 1.0, 1e12) : 1e6;
            done = it->second->step(static_cast<std::uint64_t>(w));
        } catch (...) {
            jobs.erase(it);  // a job that failed is over; the engine stays usable
            throw;
        }
        val o = val::object();
        o.set("done", done);
        o.set("progress", it->second->progress());
        o.set("computed", double(it->second->computed()));
        return o;
    });
}

val job_result(int id) {
    return guarded([&] {
        auto it = jobs.find(id);
        if (it == jobs.end() || !it->second->done()) throw sg::error("job.not_finished", "the table job is not finished");
        sg::table t = it->second->take();
        jobs.erase(it);
        val out = table_object(t);
        oracle_for(sg::parse_rule(t.rule)).adopt(std::move(t));
        return out;
    });
}

void job_cancel(int id) { jobs.erase(id); }
int job_count() { return static_cast<int>(jobs.size()); }

// ---- the game language: sessions -------------------------------------------------
// A session is a compiled definition and the values found so far; JS names it
// by number and frees it (GameSession.free). Synchronous calls refuse work
// past kGameSyncWork steps; the stepped table job has no work limit (the page can
// cancel it) but the same cap on positions remembered.

constexpr std::size_t kGameStates = 2000000;
// About half a second of the game language's steps here (10-20 ns each).
constexpr double kGameSyncWork = 5e7;

struct game_session {
    std::shared_ptr<const sg::game_definition> def;
    std::unique_ptr<sg::game_evaluator> ev;
};

struct game_job {
    int session = 0;
    sg::game_box box;
    std::uint64_t next = 0, cells = 0;
    bool started = false;
    std::vector<std::uint64_t> values;
};

std::map<int, game_session> sessions;
std::map<int, game_job> game_jobs;
int next_session = 1;

game_session& session(int id) {
    auto it = sessions.find(id);
    if (it == sessions.end()) throw sg::error("game.unknown_session", "no such game session (it was freed)");
    return it->second;
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

// Runs f with the session's evaluator limited to about kGameSyncWork more steps.
template <class F>
auto with_budget(game_session& s, F f) {
    sg::game_limits lim;
    lim.max_states = kGameStates;
    lim.max_work = s.ev->work() + kGameSyncWork;
    s.ev->set_limits(lim);
    return f(*s.ev);
}

val game_open(std::string text) {
    return guarded([&] {
        if (sessions.size() >= 16)
            throw sg::error("job.too_many", "too many game sessions are open; close one first");
        game_session s;
        s.def = std::make_shared<const sg::game_definition>(text);
        sg::game_limits lim;
        lim.max_states = kGameStates;
        s.ev = std::make_unique<sg::game_evaluator>(s.def, lim);
        int id = next_session++;
        val o = val::object();
        o.set("id", id);
        o.set("info", parse_json(sg::to_json(*s.def)));
        sessions[id] = std::move(s);
        return o;
    });
}

void game_close(int id) {
    for (auto it = game_jobs.begin(); it != game_jobs.end();)
        it = it->second.session == id ? game_jobs.erase(it) : std::next(it);
    sessions.erase(id);
}
int game_count() { return static_cast<int>(sessions.size()); }

sg::game_table table_of(game_session& s, const std::string& game, const std::string& box) {
    sg::game_box b = sg::parse_box(*s.def, game_index(*s.def, game), box);
    return with_budget(s, [&](sg::game_evaluator& ev) { return sg::compute_game_table(ev, b); });
}

val game_table(int id, std::string game, std::string box) {
    return guarded([&] {
        game_session& s = session(id);
        sg::game_table t = table_of(s, game, box);
        return parse_json(sg::to_json(*s.def, t, s.ev->states()));
    });
}

val game_explain(int id, std::string position) {
    return guarded([&] {
        game_session& s = session(id);
        sg::game_position p = s.def->parse_position(position);
        return with_budget(s, [&](sg::game_evaluator& ev) { return parse_json(sg::to_json(*s.def, ev.explain(p))); });
    });
}

val game_check(int id, std::string game, std::string box, std::string formula, bool p_positions) {
    return guarded([&] {
        game_session& s = session(id);
        sg::game_table t = table_of(s, game, box);
        sg::formula_check c = sg::check_formula(*s.def, t, formula, p_positions);
        return parse_json(sg::to_json(*s.def, c, formula, p_positions, t.values.size()));
    });
}

val game_suggest(int id, std::string game, std::string box) {
    return guarded([&] {
        game_session& s = session(id);
        sg::game_table t = table_of(s, game, box);
        return parse_json(sg::to_json(sg::suggest_formulas(*s.def, t)));
    });
}

val game_analyze(int id, std::string position, bool list_moves, bool misere) {
    return guarded([&] {
        game_session& s = session(id);
        return with_budget(s, [&](sg::game_evaluator& ev) {
            auto a = misere ? sg::analyze_game_sum_misere(ev, position, "", &cache())
                            : sg::analyze_game_sum(ev, position, "", list_moves, &cache());
            return parse_json(sg::to_json(*s.def, a));
        });
    });
}

// A sum in play: every move with the outcome and remoteness it leaves.
constexpr std::size_t kPlayStates = 6000;

val game_play(int id, std::string position, bool misere) {
    return guarded([&] {
        game_session& s = session(id);
        return with_budget(s, [&](sg::game_evaluator& ev) {
            return parse_json(sg::to_json(sg::analyze_play(&ev, position, "", misere, kPlayStates, &cache()), s.def.get()));
        });
    });
}

val play(std::string position, std::string default_rule, bool misere) {
    return guarded([&] {
        return parse_json(sg::to_json(sg::analyze_play(nullptr, position, default_rule, misere, kPlayStates, &cache()), nullptr));
    });
}

val game_export(int id) {
    return guarded([&] {
        val o = val::object();
        o.set("program", sg::export_cpp(*session(id).def));
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
        game_session& s = session(id);
        if (game_jobs.size() >= 16)
            throw sg::error("job.too_many", "too many tables are being computed at once; cancel one first");
        game_job j;
        j.session = id;
        j.box = sg::parse_box(*s.def, game_index(*s.def, game), box);
        j.cells = sg::box_cells(j.box);
        int job = next_job++;
        game_jobs[job] = std::move(j);
        return val(job);
    });
}

val game_job_step(int job, double work) {
    return guarded([&] {
        auto it = game_jobs.find(job);
        if (it == game_jobs.end()) throw sg::error("job.unknown", "no such table job (finished or cancelled)");
        game_job& j = it->second;
        try {
            game_session& s = session(j.session);
            sg::game_limits lim;
            lim.max_states = kGameStates;
            lim.max_work = 1e18;
            s.ev->set_limits(lim);
            double budget = std::isfinite(work) ? std::clamp(work, 1.0, 1e12) : 1e6;
            double stop = s.ev->work() + budget;
            while (j.next < j.cells && s.ev->work() < stop) {
                sg::game_position p = sg::box_cell(j.box, j.next);
                std::uint64_t v = 0;
                if (s.ev->known(p, &v)) {
                    j.values.push_back(v);
                    j.started = false;
                    ++j.next;
                    continue;
                }
                // (A synchronous call between slices drops the evaluation in
                // progress: then it starts again from what is known.)
                if (!j.started) {
                    s.ev->start(p);
                    j.started = true;
                }
                if (!s.ev->run(std::uint64_t(std::max(1.0, stop - s.ev->work())))) break;
                if (!s.ev->known(p)) j.started = false;
            }
        } catch (...) {
            game_jobs.erase(it);
            throw;
        }
        val o = val::object();
        o.set("done", j.next == j.cells);
        o.set("progress", j.cells ? double(j.next) / double(j.cells) : 1.0);
        o.set("computed", double(j.next));
        return o;
    });
}

val game_job_result(int job) {
    return guarded([&] {
        auto it = game_jobs.find(job);
        if (it == game_jobs.end() || it->second.next < it->second.cells)
            throw sg::error("job.not_finished", "the table job is not finished");
        game_session& s = session(it->second.session);
        sg::game_table t;
        t.box = it->second.box;
        t.values = std::move(it->second.values);
        game_jobs.erase(it);
        return parse_json(sg::to_json(*s.def, t, s.ev->states()));
    });
}

void game_job_cancel(int job) {
    auto it = game_jobs.find(job);
    if (it == game_jobs.end()) return;
    if (auto s = sessions.find(it->second.session); s != sessions.end()) s->second.ev->cancel();
    game_jobs.erase(it);
}

// Bytes malloc has handed out and not had back: a test watches it for leaks.
double memory_in_use() { return double(mallinfo().uordblks); }

}  // namespace

EMSCRIPTEN_BINDINGS(sg_engine) {
    emscripten::function("ruleInfo", &rule_info);
    emscripten::function("parsePosition", &parse_position);
    emscripten::function("table", &table);
    emscripten::function("value", &value);
    emscripten::function("explain", &explain);
    emscripten::function("analyze", &analyze);
    emscripten::function("graph", &graph);
    emscripten::function("graphPlay", &graph_play);
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
    emscripten::function("gameExport", &game_export);
    emscripten::function("ruleExport", &rule_export);
    emscripten::function("gamePlay", &game_play);
    emscripten::function("play", &play);
    emscripten::function("gameJobStart", &game_job_start);
    emscripten::function("gameJobStep", &game_job_step);
    emscripten::function("gameJobResult", &game_job_result);
    emscripten::function("gameJobCancel", &game_job_cancel);
}
