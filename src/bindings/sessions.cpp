// Sessions for JavaScript (what web/js/engine/engine.js calls GameSession):
// a universe of its own for sums of any parts, with the graph tokens stand on
// and, in the full engine, a game-language definition (language.cpp opens
// those); and the play analyses in slices (of heaps, a session's positions or
// tokens on a graph, what engine.js calls playSliced). Heap rules and
// their tables are in tables.cpp, sums and graphs in sums.cpp; the state the
// files share is in shared.hpp.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <map>
#include <memory>

#include "sg/analysis.hpp"
#include "sg/every.hpp"
#include "sg/json.hpp"
#include "sg/play.hpp"
#include "sg/position.hpp"

#include "from_js.hpp"
#include "shared.hpp"

using emscripten::val;
using namespace sgjs;

namespace {

const sg::limits& budget = sg::page_limits();

// ---- sessions -------------------------------------------------------------------
// A session is a universe with what it has found so far (a compiled
// definition's values among them); JS names it by number and frees it
// (GameSession.free). Synchronous calls refuse work past game_work steps.

std::map<int, std::unique_ptr<sg::universe>> sessions;
// Play analyses in slices (below); a session's are closed with it.
struct play_run {
    std::unique_ptr<sg::universe> own;  // a graph's universe; else null
    sg::universe* u = nullptr;
    int session = 0;  // the game session it belongs to, or 0
    std::unique_ptr<sg::play_job> job;
};
std::map<int, play_run> play_jobs;

int next_session = 1;

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

void (*forget_session_jobs)(int session) = nullptr;

sg::universe& session(int id) {
    auto it = sessions.find(id);
    if (it == sessions.end()) throw sg::error("game.unknown_session", "no such game session (it was freed)");
    return *it->second;
}

sg::universe& sync(int id) {
    sg::universe& u = session(id);
    u.trust_patterns(false);  // as heap_universe()
    u.new_question();         // its budget: the pages' (the session's universe was made with it)
    return u;
}

val open_session(std::unique_ptr<sg::universe> u, val info) {
    if (sessions.size() >= budget.open_sessions)
        throw sg::error("job.too_many", "too many game sessions are open; close one first",
                        {{"max", std::to_string(budget.open_sessions)}});
    int id = next_session++;
    sessions[id] = std::move(u);
    val o = val::object();
    o.set("id", id);
    o.set("info", info);
    return o;
}

// A session for sums without a definition: heaps, boards, and tokens on the
// graph of `edges` when it is not empty.
val sum_open(std::string edges) {
    return guarded([&] {
        return open_session(edges.empty() ? std::make_unique<sg::universe>(budget) : graph_universe(edges),
                            parse_json("{\"games\":[]}"));
    });
}

void game_close(int id) {
    if (forget_session_jobs) forget_session_jobs(id);
    for (auto it = play_jobs.begin(); it != play_jobs.end();)
        it = it->second.session == id ? play_jobs.erase(it) : std::next(it);
    sessions.erase(id);
}
int game_count() { return static_cast<int>(sessions.size()); }

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

std::size_t play_job_count() { return play_jobs.size(); }

}  // namespace sgjs
