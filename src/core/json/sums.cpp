// Positions, sums, play and graphs as JSON: every component as data.
#include <algorithm>

#include "json/writer.hpp"

namespace sg {
namespace detail {

// The end of a game in play, when it is over here: {winner: "toMove" |
// "other" | "none", by: "noMoves" | "repetition", times}.
void put_end(json_writer& w, const game_end& e) {
    if (e.by == game_end::kind::goes_on) return;
    w.key("end").open('{');
    if (e.by == game_end::kind::no_moves)
        w.key("by").str("noMoves").key("winner").str(e.mover_wins ? "toMove" : "other");
    else w.key("by").str("repetition").key("winner").str("none").key("times").num(e.times);
    w.close('}');
}

// A reason as data: {"code": "misere.search", "params": {"positions": 1234}}.
void put_reason(json_writer& w, const reason& r) {
    w.key("reason").open('{');
    w.key("code").str(r.code);
    w.key("params").open('{');
    for (const auto& [name, value] : r.params) w.key(name.c_str()).num(value);
    w.close('}').close('}');
}

void put_component(json_writer& w, const universe& u, const component& c) {
    switch (c.kind) {
        case component_kind::heap:
            w.key("kind").str("heap");
            w.key("rule").str(u.rule_at(c.id).text);
            w.key("heap").num(c.size());
            break;
        case component_kind::game:
            w.key("kind").str("game");
            u.games()->put(w, c);
            break;
        case component_kind::vertex:
            w.key("kind").str("vertex");
            w.key("vertex").str(u.text(c));
            break;
        case component_kind::hackenbush: {
            const hackenbush& b = u.board_at(c.id);
            w.key("kind").str("hackenbush");
            w.key("board").str(hackenbush_text(b));
            w.key("edges").list(b.edges.begin(), b.edges.end(),
                                [&](const auto& e) { w.open('[').str(b.names[e[0]]).str(b.names[e[1]]).close(']'); });
            break;
        }
    }
    w.key("text").str(u.text(c));
}

void put_component_move(json_writer& w, const universe& u, const component& c, const component_move& m) {
    switch (c.kind) {
        case component_kind::heap:
            w.key("kind").str("heap");
            w.key("heap").num(c.size());
            put_heap_move(w, m.heap);
            break;
        case component_kind::game:
            w.key("kind").str("game");
            u.games()->put(w, m.game);
            break;
        case component_kind::vertex:
            w.key("kind").str("vertex");
            w.key("from").str(u.text(c));
            w.key("to").str(u.token_graph()->vertices[m.to].name);
            w.key("value").num(m.value);
            break;
        case component_kind::hackenbush: {
            const hackenbush& b = u.board_at(c.id);
            w.key("kind").str("hackenbush");
            w.key("edge").num(m.cut.edge);
            w.key("cut").open('[').str(b.names[b.edges[m.cut.edge][0]]).str(b.names[b.edges[m.cut.edge][1]]).close(']');
            w.key("fallen").nums(m.cut.fallen);
            w.key("value").num(m.value);
            break;
        }
    }
    w.key("parts").objects(m.parts, [&](const component& part) { put_component(w, u, part); });
}

}  // namespace detail

using detail::json_writer;

std::string to_json(const universe& u, const reading& r) {
    json_writer w;
    w.open('[');
    for (std::size_t i = 0; i < r.parts.size(); ++i) {
        w.open('{');
        detail::put_component(w, u, r.parts[i]);
        w.key("column").num(i < r.columns.size() ? r.columns[i] : 0);
        w.close('}');
    }
    w.close(']');
    return w.str();
}

std::string to_json(const universe& u, const position& p) {
    json_writer w;
    w.objects(p, [&](const component& c) { detail::put_component(w, u, c); });
    return w.str();
}

std::string to_json(const universe& u, const sum_analysis& a) {
    int width = 1;
    for (const auto& c : a.components) width = std::max(width, detail::bit_width(c.sg));
    width = std::max(width, detail::bit_width(a.nim_sum));
    json_writer w;
    w.open('{');
    w.key("play").str(a.misere ? "misere" : "normal");
    w.key("components").objects(a.components, [&](const summand& c) {
        detail::put_component(w, u, c.part);
        w.key("sg").num(c.sg);
        w.key("binary").str(detail::binary(c.sg, width));
        if (c.pattern) {
            w.key("pattern");
            detail::put_period(w, *c.pattern);
        }
    });
    w.key("nimSum").num(a.nim_sum);
    w.key("nimSumBinary").str(detail::binary(a.nim_sum, width));
    const bool known = !a.misere || a.status == misere_status::exact;
    if (a.misere) {
        w.key("status").str(known ? "exact" : "unavailable");
        w.key("method").str(a.method);
        detail::put_reason(w, a.reason);
        // Which case of misère Nim's rule (and the Anti-SG rule's) applies:
        // some value of 2 or more (play the nim-sum), or all at most 1.
        if (a.method == "bouton" || a.method == "anti_sg") w.key("misereCase").str(a.misere_big ? "big" : "small");
    }
    if (known) w.key("outcome").str(a.p_position ? "P" : "N");
    w.key("movesListed").boolean(a.moves_listed);
    w.key("winningMoves").objects(a.winning_moves, [&](const sum_move& m) {
        w.key("component").num(m.component);
        detail::put_component_move(w, u, a.components[m.component].part, m.move);
    });
    w.key("winningMovesTotal").num(a.winning_move_count);
    w.key("truncated").boolean(a.truncated);
    if (a.moves_looked_at) w.key("movesLookedAt").num(a.moves_looked_at);
    w.close('}');
    return w.str();
}

std::string to_json(const universe& u, const play_analysis& a) {
    return detail::object([&](json_writer& w) {
        w.key("misere").boolean(a.misere);
        w.key("text").str(u.text(a.parts));
        w.key("components").open('[');
        for (std::size_t i = 0; i < a.parts.size(); ++i) {
            w.open('{');
            detail::put_component(w, u, a.parts[i]);
            w.key("sg").num(a.values[i]);
            if (a.loopy) {
                w.key("infinite").boolean(a.infinite[i]);
                if (a.infinite[i]) w.key("reach").nums(a.reach[i]);
            }
            w.close('}');
        }
        w.close(']');
        w.key("nimSum").num(a.nim_sum);
        w.key("outcome").str(std::string(1, a.outcome));
        w.key("method").str(a.method);
        detail::put_reason(w, a.reason);
        if (a.remoteness >= 0) w.key("remoteness").snum(a.remoteness);
        w.key("searched").num(a.searched);
        w.key("loopy").boolean(a.loopy);
        w.key("options").objects(a.options, [&](const play_option& o) {
            w.key("component").num(o.component);
            detail::put_component_move(w, u, a.parts[o.component], o.move);
            w.key("nimSum").num(o.nim_sum);
            w.key("outcome").str(std::string(1, o.outcome));
            if (o.remoteness >= 0) w.key("remoteness").snum(o.remoteness);
        });
        w.key("truncated").boolean(a.truncated);
        detail::put_end(w, a.end);
    });
}

std::string to_json(const universe& u, const every_analysis& a) {
    return detail::object([&](json_writer& w) {
        w.key("play").str("every");
        w.key("components").objects(a.components, [&](const every_part& c) {
            detail::put_component(w, u, c.part);
            if (!c.known) return;
            w.key("steps").num(c.steps);
            w.key("outcome").str(c.steps % 2 ? "N" : "P");
            w.key("keepMoves").open('[');
            for (std::size_t k = 0; k < c.keep.size(); ++k) {
                w.open('{');
                detail::put_component_move(w, u, c.part, c.keep[k]);
                w.key("steps").num(c.keep_steps[k]);
                w.close('}');
            }
            w.close(']');
            w.key("keepMovesTotal").num(c.keep_count);
        });
        if (a.method == "steps") w.key("steps").num(a.steps).key("longest").num(a.longest);
        w.key("outcome").str(std::string(1, a.outcome));
        w.key("method").str(a.method);
        detail::put_reason(w, a.reason);
        w.key("positions").num(a.positions);
    });
}

namespace {

// Every vertex's value, layer and successors, and the order they were found in.
void put_graph(json_writer& w, const graph& g) {
    w.key("vertices").objects(g.vertices, [&](const graph_vertex& v) {
        w.key("name").str(v.name);
        w.key("sg").num(v.sg);
        if (g.loopy) {
            w.key("infinite").boolean(v.infinite);
            if (v.infinite) w.key("reach").nums(v.reach);
        }
        w.key("layer").num(v.layer);
        w.key("successors").list(v.successors.begin(), v.successors.end(), [&](std::size_t s) {
            w.str(g.vertices[s].name);
        });
    });
    w.key("order").list(g.order.begin(), g.order.end(), [&](std::size_t v) { w.str(g.vertices[v].name); });
}

}  // namespace

std::string to_json(const graph& g, const graph_analysis& a, bool with_graph) {
    return detail::object([&](json_writer& w) {
        if (with_graph) put_graph(w, g);
        int width = 1;
        for (auto v : a.token_values) width = std::max(width, detail::bit_width(v));
        width = std::max(width, detail::bit_width(a.nim_sum));
        w.key("components").open('[');
        for (std::size_t i = 0; i < a.tokens.size(); ++i) {
            w.open('{');
            w.key("vertex").str(a.tokens[i]);
            w.key("sg").num(a.token_values[i]);
            if (g.loopy) w.key("infinite").boolean(g.vertices[g.find(a.tokens[i])].infinite);
            w.key("binary").str(detail::binary(a.token_values[i], width));
            w.close('}');
        }
        w.close(']');
        w.key("nimSum").num(a.nim_sum);
        w.key("nimSumBinary").str(detail::binary(a.nim_sum, width));
        w.key("loopy").boolean(g.loopy);
        std::string text;  // as the universe writes the tokens (the key of a game's history)
        for (const auto& t : a.tokens) text += (text.empty() ? "" : " ") + t;
        w.key("text").str(text);
        w.key("outcome").str(std::string(1, a.outcome));
        w.key("winningMoves").objects(a.winning_moves, [&](const token_move& m) {
            w.key("token").num(m.token).key("from").str(m.from).key("to").str(m.to).key("value").num(m.to_value);
        });
        w.key("truncated").boolean(a.truncated);
        detail::put_end(w, a.end);
    });
}

}  // namespace sg
