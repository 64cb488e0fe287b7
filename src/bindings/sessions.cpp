// Sessions for JavaScript (what web/js/engine/engine.js calls GameSession): a
// universe of its own for sums of any parts, reading once the graph tokens
// stand on and, in the full engine, a game-language definition
// (language.cpp compiles it); and the play analysis in slices, of session 0's
// heaps or of a session's positions and tokens.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <map>
#include <memory>

#include "sg/graph.hpp"
#include "sg/json.hpp"
#include "sg/play.hpp"
#include "sg/position.hpp"

#include "from_js.hpp"
#include "shared.hpp"

using emscripten::val;
using namespace sgjs;

namespace {

const sg::limits& budget = sg::page_limits();

// A session is a universe with what it has found so far (a compiled
// definition's values among them); JS names it by number and frees it
// (GameSession.free). Synchronous calls refuse work past game_work steps.
std::map<int, std::unique_ptr<sg::universe>> sessions;
int next_session = 1;

std::size_t count_sessions() { return sessions.size(); }

// {definition, edges, graph}: a session for sums of heaps and boards,
// positions of the definition's games (the full engine) and tokens on the
// graph of `edges` (with graph: true, even an empty one), each read once;
// {id, info} (info.games: the definition's games).
val session_open(val what) {
    return guarded([&] {
        if (sessions.size() >= budget.open_sessions)
            throw sg::error("job.too_many", "too many game sessions are open; close one first",
                            {{"max", std::to_string(budget.open_sessions)}});
        const std::string definition =
            is_object(what) && what["definition"].isString() ? text_of(what["definition"], "definition") : "";
        const std::string edges = is_object(what) && what["edges"].isString() ? text_of(what["edges"], "edges") : "";
        auto u = std::make_unique<sg::universe>(budget);
        if (!edges.empty() || what["graph"].isTrue()) {
            check_graph_text(edges);
            u->use_graph(std::make_shared<const sg::graph>(sg::parse_graph(edges, true)));
        }
        val info = parse_json("{\"games\":[]}");
        if (!definition.empty()) {
            if (!use_definition)
                throw sg::error("engine.not_loaded", "this engine module does not hold the game language",
                                {{"what", "the game language"}});
            use_definition(*u, definition);
            info = parse_json(sg::to_json(*u->definition()));
        }
        int id = next_session++;
        sessions[id] = std::move(u);
        val o = val::object();
        o.set("id", id);
        o.set("info", info);
        return o;
    });
}

void session_close(int id) {
    forget_jobs_of(id);
    sessions.erase(id);
}

// ---- play in slices ----------------------------------------------------------------
// The play analysis of a sum as a job the page steps through, as a table
// job: it never blocks the page for long, whatever the search costs.
// {kind: 'play', session, position, rule, misere, history}.
struct play_job : job {
    std::unique_ptr<sg::play_job> p;
    sg::universe* u;
    val history;
    play_job(int s, sg::universe& universe, const sg::position& parts, bool misere, val past)
        : u(&universe), history(std::move(past)) {
        session = s;
        p = std::make_unique<sg::play_job>(universe, parts, misere, play_budget(parts));
        if (session == 0) ++heap_play_jobs;
    }
    ~play_job() override {
        if (session == 0) --heap_play_jobs;
    }
    bool step(double work) override { return p->step(work); }
    double progress() const override { return p->progress(); }
    double computed() const override { return double(p->computed()); }
    bool done() const override { return p->done(); }
    val result() override {
        sg::play_analysis a = p->take();
        judge_end(*u, a, history);
        return parse_json(sg::to_json(*u, a));
    }
};

std::unique_ptr<job> start_play(const val& request) {
    const int s = int(number_of(request["session"], "session"));
    sg::universe& u = sync(s);
    const std::string rule = request["rule"].isString() ? text_of(request["rule"], "rule") : "";
    return std::make_unique<play_job>(s, u, position_of(u, request["position"], rule).parts, request["misere"].isTrue(),
                                      request["history"]);
}

}  // namespace

namespace sgjs {

// Graph text (a graph's or a Hackenbush board's) past what a page reads at once.
void check_graph_text(const std::string& text) {
    if (budget.graph_text && text.size() > budget.graph_text)
        throw sg::error("graph.too_large_here",
                        "this graph's text is " + std::to_string(text.size()) + " bytes; the page takes at most " +
                            std::to_string(budget.graph_text) + " (use the sg command for larger graphs)",
                        {{"bytes", std::to_string(text.size())}, {"max", std::to_string(budget.graph_text)}});
}

sg::universe& universe_of(int id) {
    if (id == 0) return heap_universe();
    auto it = sessions.find(id);
    if (it == sessions.end()) throw sg::error("game.unknown_session", "no such game session (it was freed)");
    return *it->second;
}

sg::universe& sync(int id) {
    if (id == 0) return heap_universe();  // (its budget is each call's own)
    sg::universe& u = universe_of(id);
    u.trust_patterns(false);  // as heap_universe()
    u.new_question();         // its budget: the pages' (the session's universe was made with it)
    return u;
}

// A sum of tokens alone is searched as far as token_sums; any other, play_sums.
std::size_t play_budget(const sg::position& parts) {
    for (const sg::component& c : parts)
        if (c.kind != sg::component_kind::vertex) return budget.play_sums;
    return parts.empty() ? budget.play_sums : budget.token_sums;
}

void judge_end(sg::universe& u, sg::play_analysis& a, const val& history) {
    if (!history.isArray()) return;  // a question, not a game in play
    a.end = sg::end_of(a.misere, !a.options.empty(), times_seen(u.text(a.parts), history));
}

}  // namespace sgjs

EMSCRIPTEN_BINDINGS(sg_sessions) {
    session_count = &count_sessions;
    add_job_kind("play", &start_play);
    emscripten::function("sessionOpen", &session_open);
    emscripten::function("sessionClose", &session_close);
}
