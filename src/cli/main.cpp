// The `sg` command: parse arguments, call the engine, print. Bad input prints
// "error: ..." on stderr and exits with status 2.
#include <unistd.h>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>

#include "args.hpp"
#include "print.hpp"
#include "sg/analysis.hpp"
#include "sg/every.hpp"
#include "sg/export.hpp"
#include "sg/game.hpp"
#include "sg/json.hpp"
#include "sg/play.hpp"

namespace sg::cli {
namespace {

// Runs a sliced job to the end; past a second, and when standard error is a
// terminal, a progress line says how far it is.
template <class Job>
void run_with_progress(Job& job) {
    using clock = std::chrono::steady_clock;
    const auto start = clock::now();
    auto shown = start;
    const bool terminal = isatty(2);
    bool said = false;
    while (!job.step(2e7)) {
        auto now = clock::now();
        if (!terminal || now - start < std::chrono::seconds(1) || now - shown < std::chrono::milliseconds(500))
            continue;
        std::fprintf(stderr, "\rcomputing: %3.0f%%", 100 * job.progress());
        shown = now;
        said = true;
    }
    if (said) std::fprintf(stderr, "\r               \r");
}

int cmd_table(const args& a) {
    if (a.positional.size() != 1) throw usage_error("table needs one RULE");
    rule r = parse_rule(a.positional[0]);
    std::uint64_t upto = a.upto.empty() ? 30 : parse_number(a.upto, "--upto");
    table_options opt;
    opt.max_work = cli_limits().table_work;
    opt.checksum = a.checksum;
    table_job job(r, upto, opt);
    run_with_progress(job);
    table t = job.take();
    if (a.json) std::cout << to_json(t, !a.checksum, a.checksum) << '\n';
    else print_table(t, r, a.checksum);
    return 0;
}

int cmd_explain(const args& a) {
    if (a.positional.size() != 2) throw usage_error("explain needs RULE and X");
    rule r = parse_rule(a.positional[0]);
    value_oracle values(r, cli_limits().value_work);
    derivation d = explain(r, parse_number(a.positional[1], "X"), values);
    if (a.json) std::cout << to_json(d) << '\n';
    else print_derivation(d);
    return 0;
}

// The sg command's budgets for one evaluation of the game language.
game_limits evaluation_limits() {
    const limits& l = cli_limits();
    return {l.game_memory, l.game_work, l.game_trial_work, l.game_trial_memory};
}

// The game language's definition named by --game, when there is one.
std::shared_ptr<const game_definition> load_game(const args& a) {
    if (a.game_file.empty()) return nullptr;
    return std::make_shared<const game_definition>(read_file(a.game_file));
}

// A sum, with or without game positions: analysed in normal or misère play;
// positions whose moves loop are played on the graph of positions reachable.
void print_every_result(const universe& u, const every_analysis& e, bool json) {
    if (json) std::cout << to_json(u, e) << '\n';
    else print_every(u, e);
}

int cmd_formula(const args& a);

int cmd_analyze(const args& a) {
    if (!a.formula.empty()) {
        if (a.game_file.empty()) throw usage_error("--formula needs --game FILE: it is over a game's coordinates");
        return cmd_formula(a);
    }
    if (a.every && a.misere) throw usage_error("--every and --misere are two different games: choose one");
    universe u(cli_limits());  // one per batch: each rule's values are learned once
    u.use_games(load_game(a));
    u.trust_patterns(a.trust_pattern);
    auto one = [&](const std::string& text) {
        u.new_question();  // each line its own step budget
        reading r = u.read(text, a.rule);
        if (a.every) {
            print_every_result(u, analyze_every(u, r), a.json);
            return;
        }
        analyze_options opt;
        opt.list_moves = a.moves;
        // (Moves that loop: Smith's values and outcomes with draws, from the play analysis.)
        const sum_answer s = analyze_any(u, r, a.misere, opt, cli_limits().play_sums);
        if (a.json) std::cout << (s.loops ? to_json(u, s.play) : to_json(u, s.values)) << '\n';
        else if (s.loops) print_loopy(u, s.play);
        else print_sum(u, s.values);
    };
    return per_question(a.positional, one, a.json);
}

int cmd_graph(const args& a) {
    if (a.positional.size() != 1) throw usage_error("graph needs one FILE");
    universe u(cli_limits());
    u.use_graph(std::make_shared<const graph>(parse_graph(read_file(a.positional[0]), true)));
    const graph& g = *u.token_graph();
    // One token list: the graph's values with the answer. A batch (one list
    // a line): the values once, before the first answer (not in JSON Lines,
    // where the n-th line is the n-th answer), and each line's answer alone.
    const bool batch = !a.has_tokens && a.positional[0] != "-";
    auto answer = [&](const std::string& tokens) {
        reading r = u.read(tokens);
        if (a.every) {
            u.vertices(r);  // only tokens here
            print_every_result(u, analyze_every(u, r), a.json);
            return;
        }
        graph_analysis an = analyze_tokens(g, u.vertices(r), a.moves);
        if (a.json) std::cout << to_json(g, an, !batch) << '\n';
        else print_graph(g, an, !batch);
    };
    if (!batch) {
        answer(a.tokens);
        return 0;
    }
    if (!a.json && !a.every) print_labels(g);
    return per_line(answer, a.json);
}

// A Green Hackenbush board: its value by fusion and what each cut leaves.
int cmd_hackenbush(const args& a) {
    if (a.positional.size() != 1) throw usage_error("hackenbush needs one FILE");
    hackenbush_analysis h = analyze_hackenbush(parse_hackenbush(read_file(a.positional[0])));
    if (a.json) std::cout << to_json(h) << '\n';
    else print_hackenbush(h);
    return 0;
}

std::uint32_t pick_game(const game_definition& def, const args& a) {
    if (a.game_name.empty()) {
        if (def.games().size() == 1) return 0;
        throw usage_error("the file defines several games: choose one with --game-name NAME");
    }
    std::size_t g = def.find(a.game_name);
    if (g == std::string::npos)
        throw error("game.unknown_game", "unknown game '" + a.game_name + "'", {{"name", a.game_name}});
    return std::uint32_t(g);
}

int cmd_game_table(const args& a) {
    auto def = load_game(a);
    std::uint32_t g = pick_game(*def, a);
    const auto& info = def->games()[g];
    std::string box = a.box;
    if (box.empty()) {
        if (info.coords.size() != 1 && a.upto.empty())
            throw usage_error("a game of " + std::to_string(info.coords.size()) +
                              " coordinates needs --box, e.g. --box 0..20,0..20");
        std::string upto = a.upto.empty() ? "30" : std::to_string(parse_number(a.upto, "--upto"));
        for (std::size_t i = 0; i < info.coords.size(); ++i) box += (i ? "," : "") + std::string("0..") + upto;
    }
    game_evaluator ev(def, evaluation_limits());
    game_table_job job(ev, parse_box(*def, g, box));
    run_with_progress(job);
    game_table t = job.take();
    const std::uint64_t total = t.values.size();
    if (!a.check.empty()) {
        formula_check c = check_formula(*def, t, a.check, a.p_positions);
        if (a.json) std::cout << to_json(*def, c, a.check, a.p_positions, total) << '\n';
        else print_formula_check(*def, c, a.check, a.p_positions, total);
        return c.matches ? 0 : 1;
    }
    if (a.suggest) {
        auto s = suggest_formulas(*def, t);
        if (a.json) std::cout << to_json(s) << '\n';
        else print_suggestions(s, total);
        return 0;
    }
    if (a.json) std::cout << to_json(*def, t, ev.states()) << '\n';
    else print_game_table(*def, t);
    return 0;
}

// Positions answered from a formula, once it matches the table over a box:
// a student's pattern, used past what can be computed, said to be observed.
int cmd_formula(const args& a) {
    if (a.every || a.misere || a.trust_pattern)
        throw usage_error(
            "--formula answers normal play from the formula alone: it takes neither --every, --misere "
            "nor --trust-pattern");
    auto def = load_game(a);
    const std::uint32_t g = pick_game(*def, a);
    const game_formula f(*def, g, a.formula);
    std::string box = a.box;
    if (box.empty())
        for (std::size_t i = 0; i < def->games()[g].coords.size(); ++i) box += (i ? "," : "") + std::string("0..30");
    game_evaluator ev(def, evaluation_limits());
    game_table_job job(ev, parse_box(*def, g, box));
    run_with_progress(job);
    const game_table t = job.take();
    const formula_check c = check_formula(*def, t, a.formula, a.p_positions);
    if (!c.matches) {
        if (a.json) std::cout << to_json(*def, c, a.formula, a.p_positions, t.values.size()) << '\n';
        else print_formula_check(*def, c, a.formula, a.p_positions, t.values.size());
        return 1;
    }
    auto one = [&](const std::string& text) {
        formula_answer r;
        r.formula = a.formula;
        r.box = box;
        r.p_positions = a.p_positions;
        r.checked = t.values.size();
        // Positions of the game, separated as the one reader separates components.
        universe u(cli_limits());
        u.use_games(def);
        const reading in = u.read(text);
        for (std::size_t i = 0; i < in.parts.size(); ++i) {
            const component& part = in.parts[i];
            if (part.kind != component_kind::game || part.id != g)
                throw error("formula.not_a_position",
                            "'" + u.text(part) + "' is not a position of " + def->games()[g].name +
                                ": a formula answers that game's positions only",
                            {{"text", u.text(part)}, {"name", def->games()[g].name}}, in.columns[i]);
            r.positions.push_back(part.game());
            r.values.push_back(f.at(part.game()));
            if (!a.p_positions && r.values.back() < 0)
                throw error("formula.negative",
                            "the formula gives " + std::to_string(r.values.back()) + " at " + def->format(part.game()) +
                                ", which is no value",
                            {{"position", def->format(part.game())}, {"value", std::to_string(r.values.back())}},
                            in.columns[i]);
        }
        if (a.p_positions && r.positions.size() != 1)
            throw error("formula.one_position",
                        "with --p a formula says only whether one position is lost: write one "
                        "position a line");
        if (a.json) std::cout << to_json(*def, r) << '\n';
        else print_formula_answer(*def, r);
    };
    return per_question(a.positional, one, a.json);
}

int cmd_game_explain(const args& a) {
    if (a.positional.size() != 1) throw usage_error("explain --game needs one POSITION, e.g. 'cut(4,7)'");
    auto def = load_game(a);
    game_evaluator ev(def, evaluation_limits());
    game_derivation d = ev.explain(def->parse_position(a.positional[0]));
    if (a.json) std::cout << to_json(*def, d) << '\n';
    else print_game_derivation(*def, d);
    return 0;
}

int cmd_export(const args& a) {
    if (!a.positional.empty())
        throw usage_error("export takes --game FILE or --rule RULE, not '" + a.positional[0] + "'");
    if (!a.game_file.empty()) {
        if (!a.rule.empty() || !a.style.empty()) throw usage_error("export --game takes neither --rule nor --style");
        std::cout << export_cpp(*load_game(a));
        return 0;
    }
    if (a.rule.empty()) throw usage_error("export needs --game FILE or --rule RULE");
    std::cout << export_rule_cpp(parse_rule(a.rule), parse_export_style(a.style));
    return 0;
}

int cmd_limits(const args& a) {
    if (a.json) std::cout << to_json(limit_table()) << '\n';
    else print_limits(limit_table());
    return 0;
}

int run(const std::string& cmd, const args& a) {
    if (!a.game_file.empty()) {
        if (cmd == "table") return cmd_game_table(a);
        if (cmd == "explain") return cmd_game_explain(a);
    }
    if (cmd == "export") return cmd_export(a);
    if (cmd == "table") return cmd_table(a);
    if (cmd == "explain") return cmd_explain(a);
    if (cmd == "analyze") return cmd_analyze(a);
    if (cmd == "graph") return cmd_graph(a);
    if (cmd == "hackenbush") return cmd_hackenbush(a);
    if (cmd == "limits") return cmd_limits(a);
    throw usage_error("unknown command '" + cmd + "'");
}

}  // namespace
}  // namespace sg::cli

int main(int argc, char** argv) {
    using namespace sg::cli;
    std::ios::sync_with_stdio(false);
    if (argc < 2 || std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h") {
        std::cout << usage;
        return argc < 2 ? 2 : 0;
    }
    try {
        return run(argv[1], parse_args(argc, argv));
    } catch (const usage_error& e) {
        std::cerr << "error: " << e.what() << '\n' << usage;
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
