// The game language for JavaScript: sessions with a definition, their
// tables (at once or in slices), derivations, formula checks and suggestions,
// and the exporters. Linked only into the full engine (web/dist/sg-engine.*):
// the core engine the pages load first has sessions without a definition
// (sessions.cpp) and none of the language.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <map>
#include <memory>

#include "sg/export.hpp"
#include "sg/game.hpp"
#include "sg/json.hpp"
#include "sg/position.hpp"

#include "from_js.hpp"
#include "shared.hpp"

using emscripten::val;
using namespace sgjs;

namespace {

const sg::limits& budget = sg::page_limits();

// Table jobs of a session's games: no step limit (the page can cancel them)
// but the session's cap on positions. A session's are closed with it.
struct game_job {
    int session = 0;
    std::unique_ptr<sg::game_table_job> job;
};
std::map<int, game_job> game_jobs;

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

sg::game_table table_of(sg::universe& u, const std::string& game, const std::string& box) {
    return sg::compute_game_table(u.evaluator(), sg::parse_box(defined(u), game_index(defined(u), game), box));
}

void forget_jobs_of(int session) {
    for (auto it = game_jobs.begin(); it != game_jobs.end();)
        it = it->second.session == session ? game_jobs.erase(it) : std::next(it);
}

// A session with a definition, and the graph whose vertices tokens stand on
// when `edges` is not empty, for sums of any parts.
val game_open(std::string text, std::string edges) {
    return guarded([&] {
        auto u = edges.empty() ? std::make_unique<sg::universe>(budget) : graph_universe(edges);
        u->use_games(std::make_shared<const sg::game_definition>(text));
        val info = parse_json(sg::to_json(*u->definition()));
        return open_session(std::move(u), info);
    });
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
    session(it->second.session).evaluator().cancel();  // the session is open: closing it ends its jobs
    game_jobs.erase(it);
}

}  // namespace

EMSCRIPTEN_BINDINGS(sg_language) {
    forget_session_jobs = &forget_jobs_of;
    emscripten::function("gameOpen", &game_open);
    emscripten::function("gameTable", &game_table);
    emscripten::function("gameExplain", &game_explain);
    emscripten::function("gameCheck", &game_check);
    emscripten::function("gameSuggest", &game_suggest);
    emscripten::function("gameExport", &game_export);
    emscripten::function("ruleExport", &rule_export);
    emscripten::function("gameJobStart", &game_job_start);
    emscripten::function("gameJobStep", &game_job_step);
    emscripten::function("gameJobResult", &game_job_result);
    emscripten::function("gameJobCancel", &game_job_cancel);
}
