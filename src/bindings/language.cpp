// The game language for JavaScript: a session's definition, its tables (at
// once, through table(), or in slices, a job of kind gameTable), its
// positions explained, formula checks and suggestions, and the exporters. Linked only into the full engine
// (web/dist/sg-engine.*): the core engine the pages load first has sessions without a definition (sessions.cpp) and
// none of the language.
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

sg::game_box box_of(sg::universe& u, const std::string& game, const std::string& box) {
    return sg::parse_box(defined(u), game_index(defined(u), game), box);
}

// A session's universe reads the definition's positions (sessionOpen).
void read_definition(sg::universe& u, const std::string& text) {
    u.use_games(std::make_shared<const sg::game_definition>(text));
}

// table(session, game, box): synchronous, within game_work steps.
val session_game_table(int id, const std::string& game, const std::string& box) {
    sg::universe& u = sync(id);
    sg::game_table t = sg::compute_game_table(u.evaluator(), box_of(u, game, box));
    return parse_json(sg::to_json(defined(u), t, u.evaluator().states()));
}

// explain(session, position): a position of the definition, as text
// ("cut(4, 7)") or as data ({game, coords}).
val session_game_explain(int id, const val& position) {
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
}

// Formulas over a game's table on a box: with a formula, its check (sg =
// formula everywhere, or with pPositions non-zero exactly at the
// P-positions); without one, the library's formulas that match.
val formulas(int id, std::string game, std::string box, val options) {
    return guarded([&] {
        sg::universe& u = sync(id);
        sg::game_table t = sg::compute_game_table(u.evaluator(), box_of(u, game, box));
        if (!options["formula"].isString()) return parse_json(sg::to_json(sg::suggest_formulas(defined(u), t)));
        const std::string formula = text_of(options["formula"], "formula");
        const bool p_positions = options["pPositions"].isTrue();
        sg::formula_check c = sg::check_formula(defined(u), t, formula, p_positions);
        return parse_json(sg::to_json(defined(u), c, formula, p_positions, t.values.size()));
    });
}

// A C++17 program: of the session's definition (session > 0), as `sg export
// --game`, or of a heap rule (session 0, style "loop" or "memo"), as `sg
// export --rule`.
val export_cpp(int id, std::string rule, std::string style) {
    return guarded([&] {
        val o = val::object();
        o.set("program", id != 0 ? sg::export_cpp(defined(universe_of(id)))
                                 : sg::export_rule_cpp(sg::parse_rule(rule), sg::parse_export_style(style)));
        return o;
    });
}

// A game table in slices: {kind: 'gameTable', session, game, box}. No step
// limit (the page can cancel it) but the session's cap on positions.
struct table_in_slices : job {
    std::unique_ptr<sg::game_table_job> t;
    table_in_slices(int s, sg::universe& u, const sg::game_box& b) {
        session = s;
        t = std::make_unique<sg::game_table_job>(u.evaluator(), b);
    }
    bool step(double work) override {
        universe_of(session).evaluator().set_limits({budget.game_memory, 1e18});
        return t->step(work);
    }
    double progress() const override { return t->progress(); }
    double computed() const override { return double(t->computed()); }
    bool done() const override { return t->done(); }
    val result() override {
        sg::universe& u = universe_of(session);
        return parse_json(sg::to_json(defined(u), t->take(), u.evaluator().states()));
    }
    void cancel() override { universe_of(session).evaluator().cancel(); }  // (closing the session ends its jobs)
};

std::unique_ptr<job> start_game_table(const val& request) {
    const int id = int(number_of(request["session"], "session"));
    sg::universe& u = universe_of(id);
    return std::make_unique<table_in_slices>(
        id, u, box_of(u, text_of(request["game"], "game"), text_of(request["box"], "box")));
}

}  // namespace

EMSCRIPTEN_BINDINGS(sg_language) {
    use_definition = &read_definition;
    session_table = &session_game_table;
    session_explain = &session_game_explain;
    add_job_kind("gameTable", &start_game_table);
    emscripten::function("formulas", &formulas);
    emscripten::function("exportCpp", &export_cpp);
}
