// The game language's results as JSON: definitions, tables, derivations,
// formula checks and suggestions.
#include "json/writer.hpp"

namespace sg {
namespace detail {

void put_game_position(json_writer& w, const game_definition& def, const game_position& p) {
    w.key("position").str(def.format(p));
    w.key("game").str(def.games()[p.game].name);
    std::size_t k = def.games()[p.game].coords.size();
    w.key("coords").open('[');
    for (std::size_t i = 0; i < k; ++i) w.snum(p.c[i]);
    w.close(']');
}

void put_game_move(json_writer& w, const game_definition& def, const game_move& m) {
    w.key("line").num(m.line);
    w.key("source").str(m.source);
    w.key("vars").objects(m.vars, [&](const auto& v) {
        w.key("name").str(v.first);
        w.key("value").snum(v.second);
    });
    w.key("targets").open('[');
    for (std::size_t i = 0; i < m.targets.size(); ++i) {
        w.open('{');
        put_game_position(w, def, m.targets[i]);
        if (i < m.target_values.size()) w.key("sg").num(m.target_values[i]);  // none in a game with cycles
        w.close('}');
    }
    w.close(']');
    w.key("value").num(m.value);
    const move_reading& r = m.reads;
    w.key("reads").open('{');
    using k = move_reading::kind_t;
    w.key("kind").str(r.kind == k::take ? "take" : r.kind == k::turn ? "turn" : r.kind == k::to ? "to" : "parts");
    if (r.kind == k::take || r.kind == k::turn) w.key("coord").str(r.coord);
    if (r.kind == k::take) {
        w.key("from").snum(r.from);
        w.key("taken").snum(r.taken);
    }
    if (r.kind == k::turn)
        w.key("turned").list(r.turned.begin(), r.turned.end(), [&](int b) { w.num(std::uint64_t(b)); });
    w.close('}');
}

}  // namespace detail

using detail::json_writer;

std::string to_json(const game_definition& def) {
    return detail::object([&](json_writer& w) {
        w.key("games").objects(def.games(), [&](const game_info& g) {
            w.key("name").str(g.name);
            w.key("coords").list(g.coords.begin(), g.coords.end(), [&](const std::string& c) { w.str(c); });
            w.key("line").num(g.line);
        });
    });
}

std::string to_json(const game_definition& def, const game_table& t, std::size_t states) {
    const auto& info = def.games()[t.box.game];
    json_writer w;
    w.open('{');
    w.key("game").str(info.name);
    w.key("coords").list(info.coords.begin(), info.coords.end(), [&](const std::string& c) { w.str(c); });
    w.key("axes").open('[');
    for (int a = 0; a < 2 && t.box.axes[a] >= 0; ++a) {
        w.open('{');
        w.key("coord").str(info.coords[std::size_t(t.box.axes[a])]);
        w.key("index").num(std::uint64_t(t.box.axes[a]));
        w.key("lo").snum(t.box.lo[a]);
        w.key("hi").snum(t.box.hi[a]);
        w.close('}');
    }
    w.close(']');
    w.key("at").open('[');
    for (std::size_t i = 0; i < info.coords.size(); ++i) w.snum(t.box.at[i]);
    w.close(']');
    w.key("rows").num(t.values.size() / t.width());
    w.key("width").num(t.width());
    w.key("values").nums(t.values);
    w.key("maxValue").num(t.max_value);
    w.key("states").num(states);
    w.key("periods").objects(t.periods, [&](const game_period& p) {
        w.key("along").str(p.along);
        w.key("at").open('{');
        for (const auto& [name, value] : p.at) w.key(name.c_str()).snum(value);
        w.close('}');
        w.key("period");
        detail::put_period(w, p.period);
    });
    w.close('}');
    return w.str();
}

std::string to_json(const game_definition& def, const game_derivation& d) {
    return detail::object([&](json_writer& w) {
        detail::put_game_position(w, def, d.position);
        w.key("sg").num(d.mex);
        w.key("moves").objects(d.moves, [&](const game_move& m) { detail::put_game_move(w, def, m); });
        w.key("totalMoves").num(d.total_moves);
        w.key("truncated").boolean(d.truncated);
        w.key("reached").nums(d.reached);
        w.key("mex").num(d.mex);
    });
}

std::string to_json(const game_definition& def, const formula_check& c, std::string_view formula, bool p_positions,
                    std::uint64_t total) {
    return detail::object([&](json_writer& w) {
        w.key("formula").str(std::string(formula));
        w.key("pPositions").boolean(p_positions);
        w.key("matches").boolean(c.matches);
        w.key("checked").num(c.checked);
        w.key("total").num(total);
        if (c.matches) {
            w.key("at").raw("null");
        } else {
            w.key("at").open('{');
            detail::put_game_position(w, def, c.at);
            w.close('}');
        }
        w.key("formulaValue").snum(c.formula_value);
        w.key("sg").num(c.value);
        if (c.error_code.empty()) {
            w.key("error").raw("null");
        } else {
            w.key("error").open('{');
            w.key("code").str(c.error_code);
            w.key("message").str(c.error_text);
            w.close('}');
        }
    });
}

std::string to_json(const game_definition& def, const formula_answer& a) {
    return detail::object([&](json_writer& w) {
        w.key("formula").str(a.formula);
        w.key("pPositions").boolean(a.p_positions);
        w.key("box").str(a.box);
        w.key("checked").num(a.checked);
        w.key("basis").str("observed");
        std::uint64_t sum = 0;
        w.key("components").open('[');
        for (std::size_t i = 0; i < a.positions.size(); ++i) {
            w.open('{');
            detail::put_game_position(w, def, a.positions[i]);
            w.key("formulaValue").snum(a.values[i]);
            if (!a.p_positions) w.key("sg").num(std::uint64_t(a.values[i]));
            w.close('}');
            sum ^= std::uint64_t(a.values[i]);
        }
        w.close(']');
        if (!a.p_positions) w.key("nimSum").num(sum);
        const bool p = a.p_positions ? a.values[0] != 0 : sum == 0;
        w.key("outcome").str(p ? "P" : "N");
    });
}

std::string to_json(const std::vector<suggestion>& s) {
    return detail::object([&](json_writer& w) {
        w.key("suggestions").objects(s, [&](const suggestion& x) {
            w.key("formula").str(x.formula);
            w.key("pPositions").boolean(x.p_positions);
            w.key("exactUpto").num(x.exact_upto);
        });
    });
}

}  // namespace sg
