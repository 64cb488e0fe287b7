// The game language's sessions for JavaScript, their table jobs, and the
// play analyses in slices (of heaps, a session's positions or tokens on a
// graph): what web/js/engine/engine.js calls GameSession and playSliced.
// The heap rules, graphs and long heap tables are in bindings.cpp; the state
// both files use, and the declarations bindings.cpp registers, are in shared.hpp.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <map>
#include <memory>

#include "sg/analysis.hpp"
#include "sg/every.hpp"
#include "sg/export.hpp"
#include "sg/game.hpp"
#include "sg/json.hpp"
#include "sg/play.hpp"
#include "sg/position.hpp"

#include "from_js.hpp"
#include "shared.hpp"

using emscripten::val;
using namespace sgjs;

namespace {

const sg::limits& budget = sg::page_limits();

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
    u.new_question();         // its budget: the pages' (the session's universe was made with it)
    return u;
}

sg::game_table table_of(sg::universe& u, const std::string& game, const std::string& box) {
    return sg::compute_game_table(u.evaluator(), sg::parse_box(defined(u), game_index(defined(u), game), box));
}

int play_register(play_run run) {
    if (play_jobs.size() >= budget.open_jobs)
        throw sg::error("job.too_many", "too many analyses are running at once; cancel one first",
                        {{"max", std::to_string(budget.open_jobs)}});
    if (!run.own && !run.session) ++heap_play_jobs;
    int id = new_job_id();
    play_jobs[id] = std::move(run);
    return id;
}

void play_forget(std::map<int, play_run>::iterator it) {
    if (!it->second.own && !it->second.session) --heap_play_jobs;
    play_jobs.erase(it);
}

}  // namespace

namespace sgjs {

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
        int job = new_job_id();
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
int job_count() { return static_cast<int>(table_job_count() + play_jobs.size()); }

}  // namespace sgjs
