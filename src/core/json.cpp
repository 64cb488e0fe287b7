// The result objects as JSON: schema/results.schema.json describes them, and
// the tests check what this file writes against it.
#include "sg/json.hpp"

#include <cstdio>
#include <string_view>

#include "utf8.hpp"

namespace sg {
namespace {

// Builds one JSON object or array; fields are added in order.
class writer {
public:
    writer& key(const char* k) {
        sep();
        out_ += '"';
        out_ += k;
        out_ += "\":";
        fresh_ = true;
        return *this;
    }
    writer& raw(const std::string& v) { sep(); out_ += v; return *this; }
    writer& num(std::uint64_t v) { return raw(std::to_string(v)); }
    writer& snum(std::int64_t v) { return raw(std::to_string(v)); }
    writer& str(const std::string& v) { return raw(json_string(v)); }
    writer& boolean(bool v) { return raw(v ? "true" : "false"); }
    writer& open(char c) { sep(); out_ += c; fresh_ = true; return *this; }
    writer& close(char c) { out_ += c; fresh_ = false; return *this; }
    template <class It, class F>
    writer& list(It b, It e, F f) {
        open('[');
        for (; b != e; ++b) f(*b);
        return close(']');
    }
    template <class C>
    writer& nums(const C& c) {
        return list(c.begin(), c.end(), [&](auto x) { num(x); });
    }
    std::string str() const { return out_; }

private:
    void sep() {
        if (!fresh_) out_ += ',';
        fresh_ = false;
    }
    std::string out_;
    bool fresh_ = true;
};

const char* status_name(period_status s) {
    switch (s) {
        case period_status::proved: return "proved";
        case period_status::observed: return "observed";
        default: return "none";
    }
}

void put_period(writer& w, const period_info& p) {
    w.open('{');
    w.key("status").str(status_name(p.status));
    w.key("preperiod").num(p.preperiod);
    w.key("period").num(p.period);
    w.key("saltus").snum(p.saltus);
    w.key("checkedUpto").num(p.checked_upto);
    w.key("closedForm").str(p.closed_form);
    w.key("reason").str(p.reason);
    w.key("proof").str(p.proof);
    w.key("proofT").num(p.proof_t);
    w.key("repeats").num(p.repeats);
    w.key("form").str(p.form);
    w.key("formParam").num(p.form_param);
    w.close('}');
}

void put_move(writer& w, const move_detail& m) {
    w.key("taken").num(m.taken);
    w.key("leaves").nums(m.leaves);
    w.key("leaveValues").nums(m.leave_values);
    w.key("value").num(m.value);
    w.key("text").str(m.text);
}

std::string binary(std::uint64_t v, int width) {
    std::string s;
    for (int i = width - 1; i >= 0; --i) s += (v >> i) & 1 ? '1' : '0';
    return s;
}

int bit_width(std::uint64_t v) {
    int b = 1;
    while (b < 64 && (v >> b)) ++b;
    return b;
}

// Components, nim-sum (also in binary, column by column) and outcome.
void put_sum_head(writer& w, const sum_analysis& a) {
    int width = 1;
    for (const auto& c : a.components) width = std::max(width, bit_width(c.sg));
    w.key("components").list(a.components.begin(), a.components.end(), [&](const component& c) {
        w.open('{');
        w.key("rule").str(c.rule);
        w.key("heap").num(c.heap);
        w.key("sg").num(c.sg);
        w.key("binary").str(binary(c.sg, width));
        w.close('}');
    });
    w.key("nimSum").num(a.nim_sum);
    w.key("nimSumBinary").str(binary(a.nim_sum, width));
}

void put_winning(writer& w, const std::vector<winning_move>& moves) {
    w.key("winningMoves").list(moves.begin(), moves.end(), [&](const winning_move& m) {
        w.open('{');
        w.key("component").num(m.component);
        w.key("heap").num(m.from_heap);
        put_move(w, m.move);
        w.close('}');
    });
}

using detail::utf8_next;

}  // namespace

// Every string in a result is written as valid UTF-8, whatever bytes it
// holds (vertex names and error messages come from the user): each ill-formed
// part becomes U+FFFD, as a browser's TextDecoder would read it.
std::string json_string(const std::string& s) {
    std::string out = "\"";
    for (std::size_t i = 0; i < s.size();) {
        unsigned char c = s[i];
        if (c >= 0x80) {
            auto [length, valid] = utf8_next(s, i);
            if (valid) out.append(s, i, length);
            else out += "\xEF\xBF\xBD";  // U+FFFD REPLACEMENT CHARACTER
            i += length;
            continue;
        }
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\t': out += "\\t"; break;
            default:
                if (c < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", c);
                    out += buf;
                } else {
                    out += static_cast<char>(c);
                }
        }
        ++i;
    }
    return out + "\"";
}

std::string to_json(const period_info& p) {
    writer w;
    put_period(w, p);
    return w.str();
}

std::string to_json(const table& t, bool include_values) {
    writer w;
    w.open('{');
    w.key("rule").str(t.rule);
    w.key("upto").num(t.upto);
    if (include_values) {
        w.key("values").open('[');
        for (std::size_t i = 0; i < t.values.size(); ++i) w.num(t.values[i]);
        w.close(']');
    }
    w.key("maxValue").num(t.max_value);
    w.key("period");
    put_period(w, t.period);
    w.close('}');
    return w.str();
}

std::string to_json(const derivation& d) {
    writer w;
    w.open('{');
    w.key("rule").str(d.rule);
    w.key("heap").num(d.heap);
    w.key("sg").num(d.mex);
    w.key("moves").list(d.moves.begin(), d.moves.end(), [&](const move_detail& m) {
        w.open('{');
        put_move(w, m);
        w.close('}');
    });
    w.key("reached").nums(d.reached);
    w.key("reachedComplete").boolean(d.reached_complete);
    w.key("mex").num(d.mex);
    w.key("truncated").boolean(d.truncated);
    w.close('}');
    return w.str();
}

std::string to_json(const sum_analysis& a) {
    writer w;
    w.open('{');
    w.key("play").str("normal");
    put_sum_head(w, a);
    w.key("outcome").str(a.p_position ? "P" : "N");
    w.key("movesListed").boolean(a.moves_listed);
    put_winning(w, a.winning_moves);
    w.key("winningMovesTotal").num(a.winning_move_count);
    w.key("truncated").boolean(a.truncated);
    w.close('}');
    return w.str();
}

std::string to_json(const sum_analysis& normal, const misere_analysis& m) {
    writer w;
    w.open('{');
    w.key("play").str("misere");
    put_sum_head(w, normal);
    w.key("status").str(m.status == misere_status::exact ? "exact" : "unavailable");
    if (m.status == misere_status::exact) w.key("outcome").str(m.p_position ? "P" : "N");
    put_winning(w, m.winning_moves);
    w.key("truncated").boolean(m.truncated);
    w.key("method").str(m.method);
    w.key("reason").str(m.reason);
    w.close('}');
    return w.str();
}

std::string to_json(const graph& g, const graph_analysis& a) {
    writer w;
    w.open('{');
    w.key("vertices").list(g.vertices.begin(), g.vertices.end(), [&](const graph_vertex& v) {
        w.open('{');
        w.key("name").str(v.name);
        w.key("sg").num(v.sg);
        if (g.loopy) {
            w.key("infinite").boolean(v.infinite);
            if (v.infinite) w.key("reach").nums(v.reach);
        }
        w.key("layer").num(v.layer);
        w.key("successors").list(v.successors.begin(), v.successors.end(),
                                 [&](std::size_t s) { w.str(g.vertices[s].name); });
        w.close('}');
    });
    w.key("order").list(g.order.begin(), g.order.end(), [&](std::size_t v) { w.str(g.vertices[v].name); });
    int width = 1;
    for (auto v : a.token_values) width = std::max(width, bit_width(v));
    w.key("components").open('[');
    for (std::size_t i = 0; i < a.tokens.size(); ++i) {
        w.open('{');
        w.key("vertex").str(a.tokens[i]);
        w.key("sg").num(a.token_values[i]);
        if (g.loopy) w.key("infinite").boolean(g.vertices[g.find(a.tokens[i])].infinite);
        w.key("binary").str(binary(a.token_values[i], width));
        w.close('}');
    }
    w.close(']');
    w.key("nimSum").num(a.nim_sum);
    w.key("nimSumBinary").str(binary(a.nim_sum, width));
    w.key("loopy").boolean(g.loopy);
    w.key("outcome").str(std::string(1, a.outcome));
    w.key("winningMoves").list(a.winning_moves.begin(), a.winning_moves.end(), [&](const token_move& m) {
        w.open('{');
        w.key("token").num(m.token);
        w.key("from").str(m.from);
        w.key("to").str(m.to);
        w.key("value").num(m.to_value);
        w.close('}');
    });
    w.key("truncated").boolean(a.truncated);
    w.close('}');
    return w.str();
}

std::string to_json(const graph& g, const token_play& p) {
    writer w;
    w.open('{');
    w.key("outcome").str(std::string(1, p.outcome));
    w.key("remoteness").num(p.remoteness);
    w.key("states").num(p.states);
    w.key("moves").list(p.moves.begin(), p.moves.end(), [&](const token_play_move& m) {
        w.open('{');
        w.key("token").num(m.token);
        w.key("from").str(g.vertices[m.from].name);
        w.key("to").str(g.vertices[m.to].name);
        w.key("outcome").str(std::string(1, m.outcome));
        w.key("remoteness").num(m.remoteness);
        w.close('}');
    });
    w.close('}');
    return w.str();
}

namespace {
void put_rule(writer& w, const rule& r) {
    w.open('{');
    w.key("text").str(r.text);
    w.key("name").str(r.name);
    w.key("kind").str(kind_name(r.kind));
    w.key("singleHeap").boolean(r.single_heap());
    if (r.kind == rule_kind::subtraction || r.kind == rule_kind::all_but) {
        // A set of 2^20 amounts is 8 MB of JSON: pages only need the first ones.
        std::size_t shown = std::min<std::size_t>(r.amounts.size(), 1000);
        w.key("amounts").nums(std::vector<std::uint64_t>(r.amounts.begin(), r.amounts.begin() + static_cast<long>(shown)));
        w.key("amountCount").num(r.amounts.size());
    }
    if (r.kind == rule_kind::family) w.key("family").str(family_name(r.fam));
    if (r.kind == rule_kind::take_break) {
        w.key("digits").nums(r.digits);
        w.key("hexadecimal").boolean(r.hexadecimal);
    }
    w.close('}');
}
}  // namespace

std::string to_json(const rule& r) {
    writer w;
    put_rule(w, r);
    return w.str();
}

std::string to_json(const std::vector<heap_spec>& position) {
    writer w;
    w.list(position.begin(), position.end(), [&](const heap_spec& h) {
        w.open('{');
        w.key("rule");
        put_rule(w, h.r);
        w.key("heap").num(h.heap);
        w.key("column").num(h.column);
        w.close('}');
    });
    return w.str();
}

// ---- the game language ----------------------------------------------------------------

namespace {

void put_game_position(writer& w, const game_definition& def, const game_position& p) {
    w.key("position").str(def.format(p));
    w.key("game").str(def.games()[p.game].name);
    std::size_t k = def.games()[p.game].coords.size();
    w.key("coords").open('[');
    for (std::size_t i = 0; i < k; ++i) w.snum(p.c[i]);
    w.close(']');
}

void put_game_move(writer& w, const game_definition& def, const game_move& m) {
    w.key("line").num(m.line);
    w.key("source").str(m.source);
    w.key("vars").list(m.vars.begin(), m.vars.end(), [&](const auto& v) {
        w.open('{');
        w.key("name").str(v.first);
        w.key("value").snum(v.second);
        w.close('}');
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
}

}  // namespace

std::string to_json(const play_analysis& a, const game_definition* def) {
    writer w;
    w.open('{');
    w.key("misere").boolean(a.misere);
    w.key("components").open('[');
    for (std::size_t i = 0; i < a.components.size(); ++i) {
        w.open('{');
        w.key("text").str(a.components[i]);
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
    w.key("reason").str(a.reason);
    if (a.remoteness >= 0) w.key("remoteness").snum(a.remoteness);
    w.key("searched").num(a.searched);
    w.key("loopy").boolean(a.loopy);
    w.key("options").list(a.options.begin(), a.options.end(), [&](const play_option& o) {
        w.open('{');
        w.key("component").num(o.component);
        w.key("after").str(o.after);
        w.key("parts").list(o.parts.begin(), o.parts.end(), [&](const std::string& p) { w.str(p); });
        w.key("nimSum").num(o.nim_sum);
        w.key("outcome").str(std::string(1, o.outcome));
        if (o.remoteness >= 0) w.key("remoteness").snum(o.remoteness);
        if (o.is_game && def) put_game_move(w, *def, o.game);
        else put_move(w, o.heap);
        w.close('}');
    });
    w.key("truncated").boolean(a.truncated);
    w.close('}');
    return w.str();
}

std::string to_json(const game_definition& def) {
    writer w;
    w.open('{');
    w.key("games").list(def.games().begin(), def.games().end(), [&](const game_info& g) {
        w.open('{');
        w.key("name").str(g.name);
        w.key("coords").list(g.coords.begin(), g.coords.end(), [&](const std::string& c) { w.str(c); });
        w.key("line").num(g.line);
        w.close('}');
    });
    w.close('}');
    return w.str();
}

std::string to_json(const game_definition& def, const game_table& t, std::size_t states) {
    const auto& info = def.games()[t.box.game];
    writer w;
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
    std::uint64_t top = 0;
    for (auto v : t.values) top = std::max(top, v);
    w.key("maxValue").num(top);
    w.key("states").num(states);
    auto periods = table_periods(def, t);
    w.key("periods").list(periods.begin(), periods.end(), [&](const game_period& p) {
        w.open('{');
        w.key("along").str(p.along);
        w.key("at").open('{');
        for (const auto& [name, value] : p.at) w.key(name.c_str()).snum(value);
        w.close('}');
        w.key("period");
        put_period(w, p.period);
        w.close('}');
    });
    w.close('}');
    return w.str();
}

std::string to_json(const game_definition& def, const game_derivation& d) {
    writer w;
    w.open('{');
    put_game_position(w, def, d.position);
    w.key("sg").num(d.mex);
    w.key("moves").list(d.moves.begin(), d.moves.end(), [&](const game_move& m) {
        w.open('{');
        put_game_move(w, def, m);
        w.close('}');
    });
    w.key("totalMoves").num(d.total_moves);
    w.key("truncated").boolean(d.truncated);
    w.key("reached").nums(d.reached);
    w.key("mex").num(d.mex);
    w.close('}');
    return w.str();
}

std::string to_json(const game_definition& def, const formula_check& c, std::string_view formula, bool p_positions,
                    std::uint64_t total) {
    writer w;
    w.open('{');
    w.key("formula").str(std::string(formula));
    w.key("pPositions").boolean(p_positions);
    w.key("matches").boolean(c.matches);
    w.key("checked").num(c.checked);
    w.key("total").num(total);
    if (c.matches) {
        w.key("at").raw("null");
    } else {
        w.key("at").open('{');
        put_game_position(w, def, c.at);
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
    w.close('}');
    return w.str();
}

std::string to_json(const std::vector<suggestion>& s) {
    writer w;
    w.open('{');
    w.key("suggestions").list(s.begin(), s.end(), [&](const suggestion& x) {
        w.open('{');
        w.key("formula").str(x.formula);
        w.key("pPositions").boolean(x.p_positions);
        w.close('}');
    });
    w.close('}');
    return w.str();
}

std::string to_json(const game_definition& def, const game_sum_analysis& a) {
    int width = 1;
    for (const auto& c : a.components) width = std::max(width, bit_width(c.sg));
    writer w;
    w.open('{');
    w.key("components").list(a.components.begin(), a.components.end(), [&](const game_component& c) {
        w.open('{');
        w.key("kind").str(c.is_game ? "game" : "heap");
        if (c.is_game) {
            put_game_position(w, def, c.position);
        } else {
            w.key("rule").str(c.heap.r.text);
            w.key("heap").num(c.heap.heap);
        }
        w.key("column").num(c.column);
        w.key("sg").num(c.sg);
        w.key("binary").str(binary(c.sg, width));
        w.close('}');
    });
    w.key("nimSum").num(a.nim_sum);
    w.key("nimSumBinary").str(binary(a.nim_sum, width));
    w.key("play").str(a.misere ? "misere" : "normal");
    if (a.misere) {
        w.key("status").str(a.status);
        w.key("method").str(a.method);
        w.key("reason").str(a.reason);
    }
    if (!a.misere || a.status == "exact") w.key("outcome").str(a.p_position ? "P" : "N");
    w.key("movesListed").boolean(a.moves_listed);
    w.key("winningMoves").list(a.winning_moves.begin(), a.winning_moves.end(), [&](const game_sum_move& m) {
        w.open('{');
        w.key("component").num(m.component);
        w.key("kind").str(m.is_game ? "game" : "heap");
        if (m.is_game) {
            put_game_move(w, def, m.game);
        } else {
            w.key("heap").num(m.heap.from_heap);
            put_move(w, m.heap.move);
        }
        w.close('}');
    });
    w.key("winningMovesTotal").num(a.winning_move_count);
    w.key("truncated").boolean(a.truncated);
    w.close('}');
    return w.str();
}

std::string to_json(const error& e) {
    writer w;
    w.open('{');
    w.key("error").open('{');
    w.key("code").str(e.code);
    w.key("message").str(e.what());
    w.key("line").num(e.line);
    w.key("column").num(e.column);
    w.key("params").open('{');
    for (const auto& [name, value] : e.params) w.key(name.c_str()).str(value);
    w.close('}');
    w.key("items").list(e.items.begin(), e.items.end(), [&](const std::string& item) { w.str(item); });
    w.close('}');
    w.close('}');
    return w.str();
}

}  // namespace sg
