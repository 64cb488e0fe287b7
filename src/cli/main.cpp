// The `sg` command: parse arguments, call the engine, print. Bad input prints
// "error: ..." on stderr and exits with status 2.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "sg/analysis.hpp"
#include "sg/export.hpp"
#include "sg/game.hpp"
#include "sg/json.hpp"
#include "sg/play.hpp"
#include "sg/rule.hpp"
#include "sg/table.hpp"

namespace {

const char* const kUsage =
    "usage:\n"
    "  sg table RULE [--upto N] [--json] [--checksum]   g(0..N) as rows \"x\" and \"sg[x]\", then the period\n"
    "  sg explain RULE X [--json]                       the derivation of g(X)\n"
    "  sg analyze [--rule RULE] [--misere] [--no-moves] [--json] [COMPONENT...]\n"
    "                                                   a sum of heaps; COMPONENT is RULE:HEAP or HEAP;\n"
    "                                                   none: one position per line on standard input;\n"
    "                                                   --no-moves: values and outcome only\n"
    "  sg graph FILE [--tokens V,V,...] [--json]        a game on a DAG (FILE '-' reads standard input);\n"
    "                                                   without --tokens: one token list per line on stdin\n"
    "  sg table --game FILE [--upto N | --box SPEC] [--check FORMULA [--p]] [--suggest] [--json]\n"
    "                                                   a game-language table: one coordinate as rows x / sg[x],\n"
    "                                                   two as a grid; SPEC like 0..30,0..30; --game-name picks a game\n"
    "  sg explain --game FILE POSITION [--json]         the derivation of a position, e.g. 'cut(4,7)'\n"
    "  sg analyze --game FILE [--json] [COMPONENT...]   sums of positions and heap components\n"
    "  sg export --game FILE                            the definition as a standalone C++17 program\n"
    "  sg export --rule RULE [--style loop|memo]        the rule's getSG program (C++17): reads N, prints sg[0..N]\n";

// The CLI's budget for one table: about a minute natively (steps of ~1.4 ns;
// see estimated_table_work). Larger tables are refused with a message.
constexpr double kTableWork = 5e10;

struct usage_error : sg::error {
    explicit usage_error(const std::string& message) : sg::error("cli.usage", message) {}
};

struct args {
    std::vector<std::string> positional;
    bool json = false, checksum = false, misere = false, moves = true;
    std::string upto, rule, tokens, game_file, game_name, box, check, style;
    bool has_tokens = false, p_positions = false, suggest = false;
};

args parse_args(int argc, char** argv) {
    args a;
    for (int i = 2; i < argc; ++i) {
        std::string s = argv[i];
        auto value = [&](std::string& out) {
            if (i + 1 >= argc) throw usage_error(s + " needs a value");
            out = argv[++i];
        };
        if (s == "--json") a.json = true;
        else if (s == "--checksum") a.checksum = true;
        else if (s == "--misere") a.misere = true;
        else if (s == "--no-moves") a.moves = false;
        else if (s == "--upto") value(a.upto);
        else if (s == "--rule") value(a.rule);
        else if (s == "--tokens") { value(a.tokens); a.has_tokens = true; }
        else if (s == "--game") value(a.game_file);
        else if (s == "--game-name") value(a.game_name);
        else if (s == "--box") value(a.box);
        else if (s == "--check") value(a.check);
        else if (s == "--style") value(a.style);
        else if (s == "--p") a.p_positions = true;
        else if (s == "--suggest") a.suggest = true;
        else if (s.size() > 2 && s.rfind("--", 0) == 0) throw usage_error("unknown option " + s);
        else a.positional.push_back(s);
    }
    return a;
}

std::uint64_t parse_number(std::string s, const char* what) {
    if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos)
        throw sg::error("number.not_whole", std::string(what) + " must be a whole number, not '" + s + "'",
                        {{"what", what}, {"text", s}});
    s.erase(0, std::min(s.find_first_not_of('0'), s.size() - 1));  // leading zeros, as in rule amounts
    if (s.size() > 16 || std::stoull(s) > sg::max_number)
        throw sg::error("number.too_large",
                        std::string(what) + " " + s + " is too large (the largest is " + std::to_string(sg::max_number) + ")",
                        {{"number", s}, {"max", std::to_string(sg::max_number)}});
    return std::stoull(s);
}

std::string hex8(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%08x", v);
    return buf;
}

std::string period_line(const sg::period_info& p) {
    if (p.status == sg::period_status::none) return "period: none (" + p.reason + ")";
    std::string s = "period " + std::to_string(p.period);
    if (p.saltus) s += " with saltus " + std::to_string(p.saltus);
    s += " from n = " + std::to_string(p.preperiod) + ", ";
    s += p.status == sg::period_status::proved ? "proved" : "observed";
    if (!p.closed_form.empty()) s += ": g(n) = " + p.closed_form;
    return s + " (" + p.reason + ")";
}

// The two tutorial rows, wrapped to 80 columns.
void print_rows(const sg::table& t) {
    std::size_t width = std::to_string(t.upto).size();
    width = std::max(width, std::to_string(t.max_value).size());
    std::size_t per_line = std::max<std::size_t>(1, (80 - 7) / (width + 1));
    for (std::size_t start = 0; start < t.values.size(); start += per_line) {
        std::size_t end = std::min(t.values.size(), start + per_line);
        std::string xs = "    x: ", gs = "sg[x]: ";
        for (std::size_t i = start; i < end; ++i) {
            std::string a = std::to_string(i), b = std::to_string(t.values[i]);
            xs += std::string(width - a.size(), ' ') + a + (i + 1 < end ? " " : "");
            gs += std::string(width - b.size(), ' ') + b + (i + 1 < end ? " " : "");
        }
        if (start) std::cout << '\n';
        std::cout << xs << '\n' << gs << '\n';
    }
}

int cmd_table(const args& a) {
    if (a.positional.size() != 1) throw usage_error("table needs one RULE");
    sg::rule r = sg::parse_rule(a.positional[0]);
    std::uint64_t upto = a.upto.empty() ? 30 : parse_number(a.upto, "--upto");
    sg::table_options opt;
    opt.max_work = kTableWork;
    sg::table t = sg::compute_table(r, upto, opt);
    if (a.json) {
        std::string j = sg::to_json(t, !a.checksum);
        if (a.checksum) j.insert(j.size() - 1, ",\"checksum\":\"" + hex8(sg::checksum(t.values)) + "\"");
        std::cout << j << '\n';
        return 0;
    }
    std::cout << "rule " << t.rule << (r.name.empty() ? "" : " (" + r.name + ")") << '\n';
    if (a.checksum) {
        std::cout << "values: g(0.." << t.upto << "), largest " << t.max_value << ", g(" << t.upto
                  << ") = " << t.values[t.values.size() - 1] << '\n'
                  << "checksum: " << hex8(sg::checksum(t.values)) << '\n';
    } else {
        print_rows(t);
    }
    std::cout << period_line(t.period) << '\n';
    return 0;
}

std::string join(const std::vector<std::uint64_t>& v, const char* sep, const char* prefix = "", const char* suffix = "") {
    std::string s;
    for (std::size_t i = 0; i < v.size(); ++i) s += (i ? sep : "") + std::string(prefix) + std::to_string(v[i]) + suffix;
    return s;
}

int cmd_explain(const args& a) {
    if (a.positional.size() != 2) throw usage_error("explain needs RULE and X");
    sg::rule r = sg::parse_rule(a.positional[0]);
    sg::derivation d = sg::explain(r, parse_number(a.positional[1], "X"));
    if (a.json) {
        std::cout << sg::to_json(d) << '\n';
        return 0;
    }
    std::cout << "g(" << d.heap << ") for " << d.rule << ": " << d.moves.size() << " move(s)"
              << (d.truncated ? " listed (more not shown)" : "") << '\n';
    std::vector<std::string> terms, values;
    for (const auto& m : d.moves) {
        std::string leaves = join(m.leaves, " + ");
        std::string term;
        for (std::size_t i = 0; i < m.leaves.size(); ++i)
            term += (i ? " XOR " : "") + std::string("sg[") + std::to_string(m.leaves[i]) + "]";
        if (m.leaves.empty()) term = "sg[0]";
        terms.push_back(term);
        values.push_back(std::to_string(m.value));
        std::cout << "  " << m.text << (m.leaves.size() == 1 ? ", leaving " + leaves : "") << ": " << term << " = "
                  << m.value << '\n';
    }
    if (d.truncated) {
        // Too many moves to write the mex out term by term: give the values.
        std::vector<std::uint64_t> shown(d.reached.begin(), d.reached.begin() + std::min<std::size_t>(d.reached.size(), 40));
        std::cout << "  ... more moves not listed\n"
                  << "values reached: {" << join(shown, ", ")
                  << (shown.size() < d.reached.size() ? ", ... (" + std::to_string(d.reached.size()) + " values)" : "") << "}"
                  << (d.reached_complete ? " (all of them, found through the proved period)"
                                         : " (from the listed moves only; the value itself is exact)")
                  << "\nsg[" << d.heap << "] = " << d.mex << '\n';
        return 0;
    }
    std::string t, v;
    for (std::size_t i = 0; i < terms.size(); ++i) {
        t += (i ? ", " : "") + terms[i];
        v += (i ? ", " : "") + values[i];
    }
    std::cout << "mex{" << t << "} = mex{" << v << "} = " << d.mex << ", so sg[" << d.heap << "] = " << d.mex << '\n';
    return 0;
}

void print_sum(const sg::sum_analysis& s, const sg::misere_analysis* m) {
    for (std::size_t i = 0; i < s.components.size(); ++i) {
        const auto& c = s.components[i];
        std::cout << "  heap " << i + 1 << ": " << c.rule << " at " << c.heap << ", sg = " << c.sg << '\n';
    }
    std::cout << "nim-sum = " << s.nim_sum << '\n';
    bool p = m ? m->p_position : s.p_position;
    const auto& moves = m ? m->winning_moves : s.winning_moves;
    if (m && m->status == sg::misere_status::unavailable) {
        std::cout << "misère: unavailable (" << m->reason << ")\n";
        return;
    }
    std::cout << (p ? "P: the player to move loses" : "N: the player to move wins")
              << (m ? " (misère play: " + m->reason + ")" : "") << '\n';
    for (const auto& w : moves)
        std::cout << "  winning move: heap " << w.component + 1 << ", " << w.move.text << " (leaves value "
                  << w.move.value << ")\n";
    if (!m && s.winning_move_count > moves.size())
        std::cout << "  (" << s.winning_move_count - moves.size() << " more winning move(s) not listed)\n";
    if (m ? m->truncated : s.truncated)
        std::cout << "  (a search stopped before looking at every move: more winning moves may exist)\n";
}

int analyze_one(const std::string& text, const args& a, sg::oracle_cache& cache) {
    auto position = sg::parse_position(text, a.rule);
    sg::analyze_options opt;
    opt.list_moves = a.moves && !a.misere;
    sg::sum_analysis s = sg::analyze(position, opt, &cache);
    if (a.misere) {
        sg::misere_analysis m = sg::analyze_misere(position, &cache);
        if (a.json) std::cout << sg::to_json(s, m) << '\n';
        else print_sum(s, &m);
    } else {
        if (a.json) std::cout << sg::to_json(s) << '\n';
        else print_sum(s, nullptr);
    }
    return 0;
}

// One position per line of standard input; a bad line is reported and the rest go on.
template <class F>
int per_line(F answer, bool json) {
    std::string line;
    int status = 0;
    while (std::getline(std::cin, line)) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        try {
            answer(line);
        } catch (const sg::error& e) {
            std::cerr << "error: " << e.what() << '\n';
            if (json) std::cout << sg::to_json(e) << '\n';
            status = 2;
        } catch (const std::bad_alloc&) {
            std::cerr << "error: out of memory\n";
            if (json) std::cout << sg::to_json(sg::error("memory.out", "out of memory")) << '\n';
            status = 2;
        }
        std::cout.flush();
    }
    return status;
}

int cmd_analyze(const args& a) {
    sg::oracle_cache cache;  // one per batch: each rule's values are learned once
    if (!a.positional.empty()) {
        std::string joined;
        for (const auto& p : a.positional) joined += (joined.empty() ? "" : " ") + p;
        return analyze_one(joined, a, cache);
    }
    return per_line([&](const std::string& line) { analyze_one(line, a, cache); }, a.json);
}

int cmd_graph(const args& a) {
    if (a.positional.size() != 1) throw usage_error("graph needs one FILE");
    std::stringstream text;
    if (a.positional[0] == "-") {
        text << std::cin.rdbuf();
    } else {
        std::ifstream in(a.positional[0]);
        if (!in) throw sg::error("cli.cannot_read", "cannot read " + a.positional[0], {{"file", a.positional[0]}});
        text << in.rdbuf();
    }
    sg::graph g = sg::parse_graph(text.str(), true);
    auto answer = [&](const std::string& tokens) {
        sg::graph_analysis an = sg::analyze_tokens(g, tokens);
        if (a.json) {
            std::cout << sg::to_json(g, an) << '\n';
            return;
        }
        if (g.loopy) {
            // Smith's values, in the order they were found.
            std::cout << "the graph has cycles: values are Smith's (a number, or infinity with the numbers its "
                         "successors have)\n";
            for (std::size_t v : g.order) {
                const auto& gv = g.vertices[v];
                std::cout << "  sg(" << gv.name << ") = ";
                if (gv.infinite) {
                    std::cout << "infinity{";
                    for (std::size_t i = 0; i < gv.reach.size(); ++i) std::cout << (i ? ", " : "") << gv.reach[i];
                    std::cout << "}";
                } else {
                    std::cout << gv.sg;
                }
                std::cout << '\n';
            }
            std::cout << "tokens:";
            for (std::size_t i = 0; i < an.tokens.size(); ++i) {
                const auto& gv = g.vertices[g.find(an.tokens[i])];
                std::cout << ' ' << an.tokens[i] << " (" << (gv.infinite ? std::string("infinity") : std::to_string(gv.sg)) << ')';
            }
            std::cout << '\n'
                      << (an.outcome == 'P'   ? "P: the player to move loses"
                          : an.outcome == 'N' ? "N: the player to move wins"
                                              : "D: a draw (neither player can force a win)")
                      << '\n';
            for (const auto& m : an.winning_moves)
                std::cout << "  winning move: token " << m.token + 1 << " from " << m.from << " to " << m.to << '\n';
            return;
        }
        // Bottom-up, each vertex's value as the mex of its successors'.
        for (std::size_t v : g.order) {
            const auto& gv = g.vertices[v];
            std::string names, values;
            for (std::size_t i = 0; i < gv.successors.size(); ++i) {
                const auto& w = g.vertices[gv.successors[i]];
                names += (i ? ", sg(" : "sg(") + w.name + ")";
                values += (i ? ", " : "") + std::to_string(w.sg);
            }
            std::cout << "  sg(" << gv.name << ") = mex{" << names << "} = mex{" << values << "} = " << gv.sg << '\n';
        }
        std::cout << "tokens:";
        for (std::size_t i = 0; i < an.tokens.size(); ++i) std::cout << ' ' << an.tokens[i] << " (" << an.token_values[i] << ')';
        std::cout << "\nnim-sum = " << an.nim_sum << '\n'
                  << (an.p_position ? "P: the player to move loses" : "N: the player to move wins") << '\n';
        for (const auto& m : an.winning_moves)
            std::cout << "  winning move: token " << m.token + 1 << " from " << m.from << " to " << m.to << '\n';
    };
    if (a.has_tokens || a.positional[0] == "-") {
        answer(a.tokens);
        return 0;
    }
    return per_line(answer, a.json);
}


// ---- the game language ------------------------------------------------------------

std::string read_file(const std::string& name) {
    std::stringstream text;
    if (name == "-") {
        text << std::cin.rdbuf();
    } else {
        std::ifstream in(name);
        if (!in) throw sg::error("cli.cannot_read", "cannot read " + name, {{"file", name}});
        text << in.rdbuf();
    }
    return text.str();
}

std::shared_ptr<const sg::game_definition> load_game(const args& a) {
    return std::make_shared<const sg::game_definition>(read_file(a.game_file));
}

std::uint32_t pick_game(const sg::game_definition& def, const args& a) {
    if (a.game_name.empty()) {
        if (def.games().size() == 1) return 0;
        throw usage_error("the file defines several games: choose one with --game-name NAME");
    }
    std::size_t g = def.find(a.game_name);
    if (g == std::string::npos) throw sg::error("game.unknown_game", "unknown game '" + a.game_name + "'", {{"name", a.game_name}});
    return std::uint32_t(g);
}

void print_game_table(const sg::game_definition& def, const sg::game_table& t) {
    const auto& info = def.games()[t.box.game];
    std::cout << "game " << info.name << '\n';
    if (t.box.axes[1] < 0) {
        std::string name = info.coords[std::size_t(t.box.axes[0])];
        std::uint64_t top = 0;
        for (auto v : t.values) top = std::max(top, v);
        std::size_t width = std::max(std::to_string(t.box.hi[0]).size(), std::to_string(top).size());
        std::size_t label = std::max<std::size_t>(name.size(), 1) + 4;
        std::size_t per_line = std::max<std::size_t>(1, (80 - label - 2) / (width + 1));
        for (std::size_t start = 0; start < t.values.size(); start += per_line) {
            std::size_t end = std::min(t.values.size(), start + per_line);
            std::string xs = std::string(label - name.size(), ' ') + name + ": ";
            std::string gs = std::string(label - name.size() - 4, ' ') + "sg[" + name + "]: ";
            for (std::size_t i = start; i < end; ++i) {
                std::string x = std::to_string(t.box.lo[0] + std::int64_t(i)), v = std::to_string(t.values[i]);
                xs += std::string(width - x.size(), ' ') + x + (i + 1 < end ? " " : "");
                gs += std::string(width - v.size(), ' ') + v + (i + 1 < end ? " " : "");
            }
            if (start) std::cout << '\n';
            std::cout << xs << '\n' << gs << '\n';
        }
    } else {
        std::string a = info.coords[std::size_t(t.box.axes[0])], b = info.coords[std::size_t(t.box.axes[1])];
        std::uint64_t top = 0;
        for (auto v : t.values) top = std::max(top, v);
        std::size_t width = std::max({std::to_string(t.box.hi[1]).size(), std::to_string(top).size(), std::size_t(1)});
        std::size_t label = std::max(std::to_string(t.box.hi[0]).size(), a.size() + b.size() + 1);
        std::cout << "rows: " << a << " = " << t.box.lo[0] << ".." << t.box.hi[0] << ", columns: " << b << " = "
                  << t.box.lo[1] << ".." << t.box.hi[1] << "; '.' marks sg = 0 (a P-position)\n";
        std::string head = std::string(label - a.size() - b.size() - 1, ' ') + a + "\\" + b + " |";
        for (std::int64_t j = t.box.lo[1]; j <= t.box.hi[1]; ++j) {
            std::string x = std::to_string(j);
            head += " " + std::string(width - x.size(), ' ') + x;
        }
        std::cout << head << '\n' << std::string(head.size(), '-') << '\n';
        for (std::int64_t i = t.box.lo[0]; i <= t.box.hi[0]; ++i) {
            std::string row = std::to_string(i);
            row = std::string(label - row.size(), ' ') + row + " |";
            for (std::int64_t j = t.box.lo[1]; j <= t.box.hi[1]; ++j) {
                std::uint64_t v = t.value_at(i, j);
                std::string x = v ? std::to_string(v) : ".";
                row += " " + std::string(width - x.size(), ' ') + x;
            }
            std::cout << row << '\n';
        }
    }
    for (const auto& p : sg::table_periods(def, t)) {
        std::string at;
        for (const auto& [name, value] : p.at) at += " at " + name + " = " + std::to_string(value);
        std::cout << "along " << p.along << at << ": " << period_line(p.period) << '\n';
    }
}

int cmd_game_table(const args& a) {
    auto def = load_game(a);
    std::uint32_t g = pick_game(*def, a);
    const auto& info = def->games()[g];
    std::string box = a.box;
    if (box.empty()) {
        if (info.coords.size() != 1 && a.upto.empty())
            throw usage_error("a game of " + std::to_string(info.coords.size()) + " coordinates needs --box, e.g. --box 0..20,0..20");
        std::string upto = a.upto.empty() ? "30" : std::to_string(parse_number(a.upto, "--upto"));
        for (std::size_t i = 0; i < info.coords.size(); ++i) box += (i ? "," : "") + std::string("0..") + upto;
    }
    sg::game_evaluator ev(def);
    sg::game_table t = sg::compute_game_table(ev, sg::parse_box(*def, g, box));
    if (!a.check.empty()) {
        sg::formula_check c = sg::check_formula(*def, t, a.check, a.p_positions);
        if (a.json) {
            std::cout << sg::to_json(*def, c, a.check, a.p_positions, t.values.size()) << '\n';
            return c.matches ? 0 : 1;
        }
        std::string claim = a.p_positions ? "P-positions exactly where " + a.check + " is non-zero" : "sg = " + a.check;
        if (c.matches) std::cout << claim << ": matches all " << t.values.size() << " positions of the table\n";
        else if (!c.error_code.empty())
            std::cout << claim << ": cannot be evaluated at " << def->format(c.at) << " (" << c.error_text << ")\n";
        else
            std::cout << claim << ": first counterexample " << def->format(c.at) << ": the formula gives " << c.formula_value
                      << ", sg = " << c.value << " (" << c.checked << " positions matched before it)\n";
        return c.matches ? 0 : 1;
    }
    if (a.suggest) {
        auto s = sg::suggest_formulas(*def, t);
        if (a.json) {
            std::cout << sg::to_json(s) << '\n';
            return 0;
        }
        if (s.empty()) std::cout << "no formula from the library matches this table\n";
        for (const auto& x : s)
            std::cout << (x.p_positions ? "P-positions exactly where " + x.formula + " is non-zero" : "sg = " + x.formula)
                      << " (checked on all " << t.values.size() << " positions of the table)\n";
        return 0;
    }
    if (a.json) {
        std::cout << sg::to_json(*def, t, ev.states()) << '\n';
        return 0;
    }
    print_game_table(*def, t);
    return 0;
}

int cmd_game_explain(const args& a) {
    if (a.positional.size() != 1) throw usage_error("explain --game needs one POSITION, e.g. 'cut(4,7)'");
    auto def = load_game(a);
    sg::game_evaluator ev(def);
    sg::game_derivation d = ev.explain(def->parse_position(a.positional[0]));
    if (a.json) {
        std::cout << sg::to_json(*def, d) << '\n';
        return 0;
    }
    std::string pos = def->format(d.position);
    std::cout << pos << ": " << d.total_moves << " move(s)" << (d.truncated ? ", the first " + std::to_string(d.moves.size()) + " listed" : "") << '\n';
    std::size_t line = 0;
    for (const auto& m : d.moves) {
        if (m.line != line) {
            line = m.line;
            std::cout << "  line " << line << ": " << m.source << '\n';
        }
        std::string vars, targets, values;
        for (const auto& [name, value] : m.vars) vars += (vars.empty() ? "" : ", ") + name + " = " + std::to_string(value);
        for (std::size_t i = 0; i < m.targets.size(); ++i) {
            targets += (i ? " + " : "") + def->format(m.targets[i]);
            values += (i ? " XOR " : "") + std::to_string(m.target_values[i]);
        }
        std::cout << "    " << (vars.empty() ? "" : vars + ": ") << targets << " -> " << values;
        if (m.targets.size() > 1) std::cout << " = " << m.value;
        std::cout << '\n';
    }
    std::vector<std::uint64_t> shown(d.reached.begin(), d.reached.begin() + std::ptrdiff_t(std::min<std::size_t>(d.reached.size(), 60)));
    std::cout << "values reached: {" << join(shown, ", ") << (shown.size() < d.reached.size() ? ", ..." : "") << "}\n"
              << "sg[" << pos << "] = mex of them = " << d.mex << '\n';
    return 0;
}

// A sum of positions whose moves loop: each component's value (a number, or
// infinity with the numbers its options have), the outcome (P, N or D), and
// the moves that win (or, from a draw, keep it).
void print_loopy(const sg::play_analysis& p, const sg::game_definition& def, bool json) {
    if (json) {
        std::cout << sg::to_json(p, &def) << '\n';
        return;
    }
    for (std::size_t i = 0; i < p.components.size(); ++i) {
        std::cout << "  component " << i + 1 << ": " << p.components[i] << ", sg = ";
        if (p.infinite[i]) std::cout << "infinity {" << join(p.reach[i], ", ") << "}\n";
        else std::cout << p.values[i] << '\n';
    }
    const char* said = p.outcome == 'P' ? "P: the player to move loses" : p.outcome == 'N' ? "N: the player to move wins"
                                                                                            : "D: a draw (neither player can force a win)";
    std::cout << said << " (" << p.reason << ")\n";
    char want = p.outcome == 'N' ? 'P' : 'D';
    if (p.outcome == 'P') return;
    for (const auto& o : p.options)
        if (o.outcome == want)
            std::cout << "  " << (want == 'P' ? "winning" : "drawing") << " move: component " << o.component + 1 << ", to "
                      << o.after << '\n';
}

int cmd_game_analyze(const args& a) {
    auto def = load_game(a);
    sg::game_evaluator ev(def);
    sg::oracle_cache cache;
    auto one = [&](const std::string& text) {
        sg::game_sum_analysis s;
        try {
            s = a.misere ? sg::analyze_game_sum_misere(ev, text, a.rule, &cache)
                         : sg::analyze_game_sum(ev, text, a.rule, a.moves, &cache);
        } catch (const sg::error& e) {
            // Moves that loop: Smith's values and outcomes with draws, from the play analysis.
            if (e.code != "game.cycle") throw;
            ev.cancel();
            print_loopy(sg::analyze_play(&ev, text, a.rule, a.misere, 200000, &cache), *def, a.json);
            return;
        }
        if (a.json) {
            std::cout << sg::to_json(*def, s) << '\n';
            return;
        }
        for (std::size_t i = 0; i < s.components.size(); ++i) {
            const auto& c = s.components[i];
            std::cout << "  component " << i + 1 << ": "
                      << (c.is_game ? def->format(c.position) : c.heap.r.text + ":" + std::to_string(c.heap.heap))
                      << ", sg = " << c.sg << '\n';
        }
        std::cout << "nim-sum = " << s.nim_sum << '\n';
        if (s.misere && s.status != "exact") {
            std::cout << "misère: unavailable (" << s.reason << ")\n";
            return;
        }
        std::cout << (s.p_position ? "P: the player to move loses" : "N: the player to move wins")
                  << (s.misere ? " (misère play: " + s.reason + ")" : "") << '\n';
        for (const auto& w : s.winning_moves) {
            std::cout << "  winning move: component " << w.component + 1 << ", ";
            if (w.is_game) {
                std::string targets;
                for (const auto& t : w.game.targets) targets += (targets.empty() ? "" : " + ") + def->format(t);
                std::cout << "to " << targets << " (value " << w.game.value << ")\n";
            } else {
                std::cout << w.heap.move.text << " (value " << w.heap.move.value << ")\n";
            }
        }
        if (s.winning_move_count > s.winning_moves.size())
            std::cout << "  (" << s.winning_move_count - s.winning_moves.size() << " more winning move(s) not listed)\n";
        if (s.truncated) std::cout << "  (a search stopped before looking at every move: more winning moves may exist)\n";
    };
    if (!a.positional.empty()) {
        std::string joined;
        for (const auto& p : a.positional) joined += (joined.empty() ? "" : " ") + p;
        one(joined);
        return 0;
    }
    return per_line(one, a.json);
}

int cmd_export(const args& a) {
    if (!a.positional.empty()) throw usage_error("export takes --game FILE or --rule RULE, not '" + a.positional[0] + "'");
    if (!a.game_file.empty()) {
        if (!a.rule.empty() || !a.style.empty()) throw usage_error("export --game takes neither --rule nor --style");
        std::cout << sg::export_cpp(*load_game(a));
        return 0;
    }
    if (a.rule.empty()) throw usage_error("export needs --game FILE or --rule RULE");
    std::cout << sg::export_rule_cpp(sg::parse_rule(a.rule), sg::parse_export_style(a.style));
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    if (argc < 2 || std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h") {
        std::cout << kUsage;
        return argc < 2 ? 2 : 0;
    }
    std::string cmd = argv[1];
    try {
        args a = parse_args(argc, argv);
        if (!a.game_file.empty()) {
            if (cmd == "table") return cmd_game_table(a);
            if (cmd == "explain") return cmd_game_explain(a);
            if (cmd == "analyze") return cmd_game_analyze(a);
        }
        if (cmd == "export") return cmd_export(a);
        if (cmd == "table") return cmd_table(a);
        if (cmd == "explain") return cmd_explain(a);
        if (cmd == "analyze") return cmd_analyze(a);
        if (cmd == "graph") return cmd_graph(a);
        throw usage_error("unknown command '" + cmd + "'");
    } catch (const usage_error& e) {
        std::cerr << "error: " << e.what() << '\n' << kUsage;
        return 2;
    } catch (const sg::error& e) {
        // With --json the refusal is also a JSON object on standard output.
        for (int i = 2; i < argc; ++i)
            if (std::string(argv[i]) == "--json") std::cout << sg::to_json(e) << '\n';
        std::cerr << "error: " << e.what() << '\n';
        return 2;
    } catch (const std::bad_alloc&) {
        std::cerr << "error: out of memory\n";
        return 2;
    }
}
