// The sg command's text output (print.hpp).
#include "print.hpp"

#include <charconv>

#include <cstdio>
#include <iostream>

namespace sg::cli {
namespace {

// "1 move", "3 moves".
std::string count_of(std::size_t n, const char* one, const char* many) {
    return std::to_string(n) + ' ' + (n == 1 ? one : many);
}

std::string join(const std::vector<std::uint64_t>& v, const char* sep) {
    std::string s;
    for (std::size_t i = 0; i < v.size(); ++i) s += (i ? sep : "") + std::to_string(v[i]);
    return s;
}

// Numbers padded to one width, after a label: one line of a tutorial table.
std::string padded(std::size_t width, const std::string& x) { return std::string(width - x.size(), ' ') + x; }

// Two rows (x and its value), wrapped to 80 columns: the tutorials' table.
void print_rows(const std::string& name, std::int64_t first, const std::vector<std::uint64_t>& values,
                std::size_t width) {
    const std::size_t label = std::max<std::size_t>(name.size(), 1) + 4;
    const std::size_t per_line = std::max<std::size_t>(1, (80 - label - 2) / (width + 1));
    for (std::size_t start = 0; start < values.size(); start += per_line) {
        std::size_t end = std::min(values.size(), start + per_line);
        std::string xs = std::string(label - name.size(), ' ') + name + ": ";
        std::string gs = std::string(label - name.size() - 4, ' ') + "sg[" + name + "]: ";
        for (std::size_t i = start; i < end; ++i) {
            xs += padded(width, std::to_string(first + std::int64_t(i))) + (i + 1 < end ? " " : "");
            gs += padded(width, std::to_string(values[i])) + (i + 1 < end ? " " : "");
        }
        if (start) std::cout << '\n';
        std::cout << xs << '\n' << gs << '\n';
    }
}

const char* outcome_words(char outcome) {
    return outcome == 'P'   ? "P: the player to move loses"
           : outcome == 'N' ? "N: the player to move wins"
                            : "D: a draw (neither player can force a win)";
}

// A game move as a player says it (move_reading), before where it goes:
// "turn coins 9, 1 and 0, " or "take 3 from the heap of 7, "; empty when the
// position it goes to says it.
std::string reading_words(const move_reading& r) {
    using k = move_reading::kind_t;
    if (r.kind == k::take)
        return "take " + std::to_string(r.taken) + " from the heap of " + std::to_string(r.from) + ", ";
    if (r.kind != k::turn) return "";
    std::string coins;
    for (std::size_t i = 0; i < r.turned.size(); ++i)
        coins += (i == 0 ? "" : i + 1 == r.turned.size() ? " and " : ", ") + std::to_string(r.turned[i]);
    return (r.turned.size() == 1 ? "turn coin " : "turn coins ") + coins + ", ";
}

}  // namespace

std::string hex8(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%08x", v);
    return buf;
}

std::string period_line(const period_info& p) {
    if (p.status == period_status::none)
        return "period: none seen" +
               (p.reason.empty() ? " up to n = " + std::to_string(p.checked_upto) : " (" + p.reason + ")");
    std::string s = "period " + std::to_string(p.period);
    if (p.saltus) s += " with saltus " + std::to_string(p.saltus);
    s += " from n = " + std::to_string(p.preperiod) + ", ";
    s += p.status == period_status::proved ? "proved" : "observed";
    if (!p.closed_form.empty()) s += ": g(n) = " + p.closed_form;
    return s + " (" + p.reason + ")";
}

void print_table(const table& t, const rule& r, bool checksum_only) {
    std::cout << "rule " << t.rule << (r.name.empty() ? "" : " (" + r.name + ")") << '\n';
    if (checksum_only) {
        std::cout << "values: g(0.." << t.upto << "), largest " << t.max_value << ", g(" << t.upto
                  << ") = " << t.values[t.values.size() - 1] << '\n'
                  << "checksum: " << hex8(t.checksum) << '\n';
    } else {
        std::vector<std::uint64_t> values(t.values.size());
        for (std::size_t i = 0; i < values.size(); ++i) values[i] = t.values[i];
        std::size_t width = std::max(std::to_string(t.upto).size(), std::to_string(t.max_value).size());
        print_rows("x", 0, values, width);
    }
    std::cout << period_line(t.period) << '\n';
}

void print_derivation(const derivation& d) {
    std::cout << "g(" << d.heap << ") for " << d.rule << ": " << count_of(d.moves.size(), "move", "moves")
              << (d.truncated ? " listed (more not shown)" : "") << '\n';
    std::string terms, values;
    for (const auto& m : d.moves) {
        std::string term;
        for (std::size_t i = 0; i < m.leaves.size(); ++i)
            term += (i ? " XOR " : "") + std::string("sg[") + std::to_string(m.leaves[i]) + "]";
        if (m.leaves.empty()) term = "sg[0]";
        terms += (terms.empty() ? "" : ", ") + term;
        values += (values.empty() ? "" : ", ") + std::to_string(m.value);
        std::cout << "  " << m.text << (m.leaves.size() == 1 ? ", leaving " + join(m.leaves, " + ") : "") << ": "
                  << term << " = " << m.value << '\n';
    }
    if (d.truncated) {
        // Too many moves to write the mex out term by term: give the values.
        std::vector<std::uint64_t> shown(
            d.reached.begin(), d.reached.begin() + std::ptrdiff_t(std::min<std::size_t>(d.reached.size(), 40)));
        std::cout << "  ... more moves not listed\n"
                  << "values reached: {" << join(shown, ", ")
                  << (shown.size() < d.reached.size() ? ", ... (" + std::to_string(d.reached.size()) + " values)" : "")
                  << "}"
                  << (d.reached_complete ? " (all of them, found through the proved period)"
                                         : " (from the listed moves only; the value itself is exact)")
                  << "\nsg[" << d.heap << "] = " << d.mex << '\n';
        return;
    }
    // No move: mex{} = 0, said once.
    std::cout << "mex{" << terms << "} = " << (d.moves.empty() ? "" : "mex{" + values + "} = ") << d.mex << ", so sg["
              << d.heap << "] = " << d.mex << '\n';
}

namespace {

// "heap 2: 1..3 at 5" or "component 2: cut(4, 7)".
std::string component_words(const universe& u, const component& c, std::size_t i) {
    if (c.kind == component_kind::heap)
        return "heap " + std::to_string(i + 1) + ": " + u.rule_at(c.id).text + " at " + std::to_string(c.size());
    return "component " + std::to_string(i + 1) + ": " + u.text(c);
}

// One component's move: "heap 2, take 3" or "component 1, to cut(1, 7) + cut(3, 7)".
std::string move_words(const universe& u, const component& c, std::size_t i, const component_move& m) {
    if (c.kind == component_kind::heap) return "heap " + std::to_string(i + 1) + ", " + m.heap.text;
    if (c.kind == component_kind::hackenbush) {
        const hackenbush& b = u.board_at(c.id);
        const auto& e = b.edges[m.cut.edge];
        return "component " + std::to_string(i + 1) + ", cut edge " + std::to_string(m.cut.edge) + " (" +
               b.names[e[0]] + " " + b.names[e[1]] + ")" +
               (m.cut.fallen.empty() ? "" : ", " + count_of(m.cut.fallen.size(), "edge falls", "edges fall")) +
               ", to " + (m.parts.empty() ? "nothing" : u.text(m.parts));
    }
    return "component " + std::to_string(i + 1) + ", " + reading_words(m.game.reads) + "to " +
           (m.parts.empty() ? "nothing" : u.text(m.parts));
}

}  // namespace

void print_sum(const universe& u, const sum_analysis& a) {
    for (std::size_t i = 0; i < a.components.size(); ++i) {
        const summand& c = a.components[i];
        std::cout << "  " << component_words(u, c.part, i) << ", sg = " << c.sg << '\n';
        if (c.pattern) std::cout << "    from the pattern: " << period_line(*c.pattern) << '\n';
    }
    std::cout << "nim-sum = " << a.nim_sum << '\n';
    if (a.misere && a.status == misere_status::unavailable) {
        std::cout << "misère: unavailable (" << reason_words(a.reason) << ")\n";
        return;
    }
    std::cout << outcome_words(a.p_position ? 'P' : 'N')
              << (a.misere ? " (misère play: " + reason_words(a.reason) + ")" : "") << '\n';
    for (const auto& w : a.winning_moves) {
        const component& c = a.components[w.component].part;
        std::cout << "  winning move: " << move_words(u, c, w.component, w.move)
                  << (c.kind == component_kind::heap ? " (leaves value " : " (value ") << w.move.value << ")\n";
    }
    if (a.winning_move_count > a.winning_moves.size())
        std::cout << "  ("
                  << count_of(a.winning_move_count - a.winning_moves.size(), "more winning move", "more winning moves")
                  << " not listed)\n";
    if (a.truncated)
        std::cout << "  (a search stopped before looking at every move"
                  << (a.moves_looked_at
                          ? ", after " + count_of(a.moves_looked_at, "move", "moves") + " of a game position"
                          : std::string())
                  << ": more winning moves may exist)\n";
}

void print_every(const universe& u, const every_analysis& a) {
    for (std::size_t i = 0; i < a.components.size(); ++i) {
        const every_part& c = a.components[i];
        std::cout << "  " << component_words(u, c.part, i);
        if (c.known) std::cout << ", steps = " << c.steps << (c.steps % 2 ? " (won alone)" : " (lost alone)");
        std::cout << '\n';
    }
    std::cout << outcome_words(a.outcome) << " (Every-SG, every component moves each turn: " << reason_words(a.reason)
              << ")\n";
    for (std::size_t i = 0; i < a.components.size(); ++i) {
        const every_part& c = a.components[i];
        for (std::size_t k = 0; k < c.keep.size(); ++k)
            std::cout << "  " << (c.steps % 2 ? "longest win: " : "shortest loss: ")
                      << move_words(u, c.part, i, c.keep[k]) << " (leaves steps " << c.keep_steps[k] << ")\n";
        if (c.keep_count > c.keep.size())
            std::cout << "  (" << count_of(c.keep_count - c.keep.size(), "more such move", "more such moves")
                      << " in component " << i + 1 << " not listed)\n";
    }
}

void print_loopy(const universe& u, const play_analysis& p) {
    for (std::size_t i = 0; i < p.parts.size(); ++i) {
        std::cout << "  component " << i + 1 << ": " << u.text(p.parts[i]) << ", sg = ";
        if (p.infinite[i]) std::cout << "infinity {" << join(p.reach[i], ", ") << "}\n";
        else std::cout << p.values[i] << '\n';
    }
    std::cout << outcome_words(p.outcome) << " (" << reason_words(p.reason) << ")\n";
    if (p.outcome == 'P') return;
    const char want = p.outcome == 'N' ? 'P' : 'D';
    for (const auto& o : p.options)
        if (o.outcome == want)
            std::cout << "  " << (want == 'P' ? "winning" : "drawing") << " move: component " << o.component + 1
                      << ", to " << u.text(u.apply(p.parts, o.component, o.move)) << '\n';
}

void print_labels(const graph& g) {
    // A derivation a person reads: the first vertices of a large graph, then
    // how many more (--json lists every vertex).
    constexpr std::size_t shown = 1000;
    const auto rest = [&] {
        if (g.order.size() > shown)
            std::cout << "  ... and " << g.order.size() - shown << " more vertices (--json lists them all)\n";
    };
    if (g.loopy) {
        // Smith's values, in the order they were found.
        std::cout << "the graph has cycles: values are Smith's (a number, or infinity with the numbers its "
                     "successors have)\n";
        for (std::size_t k = 0; k < g.order.size() && k < shown; ++k) {
            const auto& gv = g.vertices[g.order[k]];
            std::cout << "  sg(" << gv.name << ") = ";
            if (gv.infinite) std::cout << "infinity{" << join(gv.reach, ", ") << "}";
            else std::cout << gv.sg;
            std::cout << '\n';
        }
        rest();
        return;
    }
    // Bottom-up, each vertex's value as the mex of its successors'.
    for (std::size_t k = 0; k < g.order.size() && k < shown; ++k) {
        const auto& gv = g.vertices[g.order[k]];
        std::string names, values;
        for (std::size_t i = 0; i < gv.successors.size(); ++i) {
            const auto& w = g.vertices[gv.successors[i]];
            names += (i ? ", sg(" : "sg(") + w.name + ")";
            values += (i ? ", " : "") + std::to_string(w.sg);
        }
        std::cout << "  sg(" << gv.name << ") = mex{" << names
                  << "} = " << (gv.successors.empty() ? "" : "mex{" + values + "} = ") << gv.sg << '\n';
    }
    rest();
}

void print_graph(const graph& g, const graph_analysis& an, bool with_labels) {
    if (with_labels) print_labels(g);
    if (g.loopy) {
        std::cout << "tokens:";
        for (const auto& name : an.tokens) {
            const auto& gv = g.vertices[g.find(name)];
            std::cout << ' ' << name << " (" << (gv.infinite ? std::string("infinity") : std::to_string(gv.sg)) << ')';
        }
    } else {
        // (One write for the line: a batch prints thousands.)
        std::string line = "tokens:";
        for (std::size_t i = 0; i < an.tokens.size(); ++i)
            line.append(" ").append(an.tokens[i]).append(" (").append(std::to_string(an.token_values[i])).append(")");
        std::cout << line << "\nnim-sum = " << an.nim_sum;
    }
    std::cout << '\n' << outcome_words(an.outcome) << '\n';
    for (const auto& m : an.winning_moves)
        std::cout << "  winning move: token " << m.token + 1 << " from " << m.from << " to " << m.to << '\n';
}

void print_hackenbush(const hackenbush_analysis& a) {
    const hackenbush& b = a.board;
    const auto edge = [&](std::int64_t e) {
        return std::to_string(e) + " (" + b.names[b.edges[std::size_t(e)][0]] + " " +
               b.names[b.edges[std::size_t(e)][1]] + ")";
    };
    std::cout << "board: " << count_of(b.edges.size(), "edge", "edges") << '\n';
    for (std::size_t e = 0; e < b.edges.size() && e < max_listed_winning_moves; ++e)
        std::cout << "  edge " << edge(std::int64_t(e)) << '\n';
    if (b.edges.size() > max_listed_winning_moves) std::cout << "  ... (the rest not listed)\n";
    std::cout << (a.fusion.tree ? "no cycle: the colon principle (one edge with a tree of value v on top is worth "
                                  "v + 1; branches add by XOR)\n"
                                : "cycles fused into single vertices (the fusion principle; each edge on a cycle "
                                  "becomes a loop, worth one edge), then the colon principle on the tree left\n");
    // Each vertex of the tree left, from the top (the first 1000 of a large one).
    constexpr std::size_t shown = 1000;
    for (std::size_t k = a.fusion.nodes.size(); k-- > 0;) {
        if (a.fusion.nodes.size() - k > shown) {
            std::cout << "  ... and " << k + 1 << " more (--json lists them all)\n";
            break;
        }
        const auto& n = a.fusion.nodes[k];
        std::string names;
        for (std::size_t i = 0; i < n.size && i < 20; ++i) names += (i ? ", " : "") + b.names[a.fusion.member(n, i)];
        if (n.size > 20) names += ", ...";
        std::cout << "  " << (n.size > 1 ? "{" + names + "}" : names);
        if (n.loops) std::cout << ", " << count_of(n.loops, "loop", "loops");
        if (n.parent >= 0) std::cout << ", on edge " << edge(n.stalk);
        std::cout << ": worth " << n.value << '\n';
    }
    std::cout << "value = " << a.fusion.value() << '\n' << outcome_words(a.fusion.value() ? 'N' : 'P') << '\n';
    for (const auto& c : a.cuts)
        if (c.value == 0 && a.fusion.value())
            std::cout << "  winning cut: edge " << edge(c.edge)
                      << (c.fallen.empty() ? "" : ", " + count_of(c.fallen.size(), "edge falls", "edges fall")) << '\n';
    if (!a.cuts_listed) std::cout << "  (a board this large: cuts not listed)\n";
}

void print_game_table(const game_definition& def, const game_table& t) {
    const auto& info = def.games()[t.box.game];
    std::cout << "game " << info.name << '\n';
    if (t.box.axes[1] < 0) {
        std::size_t width = std::max(std::to_string(t.box.hi[0]).size(), std::to_string(t.max_value).size());
        print_rows(info.coords[std::size_t(t.box.axes[0])], t.box.lo[0],
                   std::vector<std::uint64_t>(t.values.begin(), t.values.end()), width);
    } else {
        std::string a = info.coords[std::size_t(t.box.axes[0])], b = info.coords[std::size_t(t.box.axes[1])];
        std::size_t width =
            std::max({std::to_string(t.box.hi[1]).size(), std::to_string(t.max_value).size(), std::size_t(1)});
        std::size_t label = std::max(std::to_string(t.box.hi[0]).size(), a.size() + b.size() + 1);
        std::cout << "rows: " << a << " = " << t.box.lo[0] << ".." << t.box.hi[0] << ", columns: " << b << " = "
                  << t.box.lo[1] << ".." << t.box.hi[1] << "; '.' marks sg = 0 (a P-position)\n";
        std::string head = std::string(label - a.size() - b.size() - 1, ' ') + a + "\\" + b + " |";
        for (std::int64_t j = t.box.lo[1]; j <= t.box.hi[1]; ++j) head += " " + padded(width, std::to_string(j));
        std::cout << head << '\n' << std::string(head.size(), '-') << '\n';
        // Each row written into one buffer, each cell right-aligned in its
        // column (a table of millions of cells: no string made per cell).
        std::string row;
        for (std::int64_t i = t.box.lo[0]; i <= t.box.hi[0]; ++i) {
            row = padded(label, std::to_string(i)) + " |";
            for (std::int64_t j = t.box.lo[1]; j <= t.box.hi[1]; ++j) {
                const std::uint64_t v = t.value_at(i, j);
                char digits[24];
                char* end = v ? std::to_chars(digits, digits + sizeof digits, v).ptr : digits + 1;
                if (!v) digits[0] = '.';
                const std::size_t n = std::size_t(end - digits);
                row.append(width + 1 - std::min(n, width), ' ').append(digits, n);
            }
            row += '\n';
            std::cout << row;
        }
    }
    for (const auto& p : t.periods) {
        std::string at;
        for (const auto& [name, value] : p.at) at += " at " + name + " = " + std::to_string(value);
        std::cout << "along " << p.along << at << ": " << period_line(p.period) << '\n';
    }
}

void print_game_derivation(const game_definition& def, const game_derivation& d) {
    std::string pos = def.format(d.position);
    std::cout << pos << ": " << count_of(d.total_moves, "move", "moves")
              << (d.truncated ? ", the first " + std::to_string(d.moves.size()) + " listed" : "") << '\n';
    std::size_t line = 0;
    for (const auto& m : d.moves) {
        if (m.line != line) {
            line = m.line;
            std::cout << "  line " << line << ": " << m.source << '\n';
        }
        std::string vars, targets, values;
        for (const auto& [name, value] : m.vars)
            vars += (vars.empty() ? "" : ", ") + name + " = " + std::to_string(value);
        for (std::size_t i = 0; i < m.targets.size(); ++i) {
            targets += (i ? " + " : "") + def.format(m.targets[i]);
            values += (i ? " XOR " : "") + std::to_string(m.target_values[i]);
        }
        std::cout << "    " << (vars.empty() ? "" : vars + ": ") << targets << " -> " << values;
        if (m.targets.size() > 1) std::cout << " = " << m.value;
        std::cout << '\n';
    }
    std::vector<std::uint64_t> shown(d.reached.begin(),
                                     d.reached.begin() + std::ptrdiff_t(std::min<std::size_t>(d.reached.size(), 60)));
    std::cout << "values reached: {" << join(shown, ", ") << (shown.size() < d.reached.size() ? ", ..." : "") << "}\n"
              << "sg[" << pos << "] = mex of them = " << d.mex << '\n';
}

void print_formula_check(const game_definition& def, const formula_check& c, const std::string& formula, bool p,
                         std::uint64_t total) {
    std::string claim = p ? "P-positions exactly where " + formula + " is non-zero" : "sg = " + formula;
    if (c.matches) std::cout << claim << ": matches all " << total << " positions of the table\n";
    else if (!c.error_code.empty())
        std::cout << claim << ": cannot be evaluated at " << def.format(c.at) << " (" << c.error_text << ")\n";
    else
        std::cout << claim << ": first counterexample " << def.format(c.at) << ": the formula gives " << c.formula_value
                  << ", sg = " << c.value << " (" << c.checked << " positions matched before it)\n";
}

void print_formula_answer(const game_definition& def, const formula_answer& a) {
    const std::string basis = "from the formula " + a.formula + ", which matches all " + std::to_string(a.checked) +
                              " positions of the table on " + a.box + ": observed, not proved";
    if (a.p_positions) {
        const bool p = a.values[0] != 0;
        std::cout << def.format(a.positions[0]) << ": " << (p ? "P" : "N") << " (the formula is "
                  << (p ? "non-zero" : "0") << ")\n"
                  << outcome_words(p ? 'P' : 'N') << " (" << basis << ")\n";
        return;
    }
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < a.positions.size(); ++i) {
        std::cout << "  " << def.format(a.positions[i]) << ", sg = " << a.values[i] << '\n';
        sum ^= std::uint64_t(a.values[i]);
    }
    std::cout << "nim-sum = " << sum << '\n' << outcome_words(sum == 0 ? 'P' : 'N') << " (" << basis << ")\n";
}

void print_suggestions(const std::vector<suggestion>& s, std::uint64_t total) {
    if (s.empty()) std::cout << "no formula from the library matches this table\n";
    for (const auto& x : s)
        std::cout << (x.p_positions ? "P-positions exactly where " + x.formula + " is non-zero" : "sg = " + x.formula)
                  << " (checked on all " << total
                  << " positions of the table; exact in 64-bit integers for coordinates up to " << x.exact_upto
                  << ")\n";
}

void print_limits(const std::vector<limit_row>& rows) {
    auto number = [](double v) {
        if (v == 0) return std::string("none");
        char buf[32];
        std::snprintf(buf, sizeof buf, v == double(std::int64_t(v)) && v < 1e16 ? "%.0f" : "%.3g", v);
        return std::string(buf);
    };
    std::cout << "limit: this command / the pages: what it bounds\n";
    for (const auto& r : rows)
        std::cout << "  " << r.name << ": " << number(r.cli) << (r.budget ? " / " + number(r.page) : "") << ": "
                  << r.what << '\n';
}

}  // namespace sg::cli
