// A game-language definition as the standalone C++17 program a strong
// contestant would write: per game an array over the box from the origin to
// the largest position asked (a map beyond it), filled bottom-up before the
// questions are answered; each move line as loops whose targets are read from
// the array, a run of targets that moves by a fixed step read by index, a
// long run along one coordinate answered by its line (each value's last
// position under a tree of minima), and the mex through a stamped vis[].
// When a target is not known yet (an order the bottom-up loop does not
// follow), the position falls back to the memoised recursion of the classic
// template. The expressions are written back from their compiled code, so the
// program does exactly what the evaluator does: / and % through fdiv and
// fmod, the condition tested as soon as its variables are bound, and where SG
// Lab refuses a position (a cycle, a negative coordinate, a division by zero,
// a bad shift or argument) the program stops with a message instead of
// printing a value; a cell of the table the questions never reach that has no
// value only stops the filling. Overflow of + - * is the one check it leaves out.
#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "export/cpp_text.hpp"

namespace sg {

using namespace detail;

namespace {

class game_writer {
public:
    game_writer(const game_program& prog, const namer& fn) : prog_(prog), fn_(fn) {}

    // A product of coin-turning games: its value and peek from its factors'.
    void product(std::size_t gi, const game_names& n) {
        const product_code& p = prog_.games[gi].product;
        const std::string a = fn_(prog_.games[p.game[0]].info.name), b = fn_(prog_.games[p.game[1]].info.name);
        const std::string x = n.coords[p.coord[0]], y = n.coords[p.coord[1]];
        w_.use("nimmul");
        o_ << "// " << p.text << "\n"
           << "// A product of coin-turning games: the nim product of the factors' values (Lenstra's\n"
           << "// Tartan theorem).  两个翻硬币游戏的积：SG 值是两个因子 SG 值的尼姆积。\n"
           << "int sg_" << a << "(ll);\n"
           << (b == a ? "" : "int sg_" + b + "(ll);\n") << "int peek_" << a << "(ll);\n"
           << (b == a ? "" : "int peek_" + b + "(ll);\n") << "int sg_" << n.name << "(" << n.params << ") {\n"
           << "    return (int)nimmul(sg_" << a << "(" << x << "), sg_" << b << "(" << y << "));\n}\n"
           << "int peek_" << n.name << "(" << n.params << ") {\n"
           << "    const int run_a = peek_" << a << "(" << x << "), run_b = peek_" << b << "(" << y << ");\n"
           << "    return run_a < 0 || run_b < 0 ? -1 : (int)nimmul(run_a, run_b);\n}\n\n";
    }

    // The C++ names of a game's coordinates and loop variables.
    static namer variables(const game_code& g) {
        std::vector<std::string> all = g.info.coords;
        for (const auto& m : g.moves)
            for (const auto& l : m.loops) all.push_back(l.name);
        return namer(all, false);
    }

    // Game g's table: its box, the map beyond it, at and peek.
    void tables(std::size_t gi) {
        const game_code& g = prog_.games[gi];
        const namer var = variables(g);
        game_names n = names_of(gi, &var);
        if (g.kind == game_kind::nim_product) return product(gi, n);
        std::string written, bounds, index;
        const std::size_t k = n.coords.size();
        for (std::size_t i = 0; i < k; ++i) {
            written += (i ? ", " : "") + g.info.coords[i];
            bounds += std::string(i ? " || " : "") + n.coords[i] + " < 0 || " + n.coords[i] + " >= dim_" + n.name +
                      "[" + std::to_string(i) + "]";
            index = i ? (i > 1 ? "(" + index + ")" : index) + " * dim_" + n.name + "[" + std::to_string(i) + "] + " +
                            n.coords[i]
                      : n.coords[0];
        }
        const std::string kk = std::to_string(k), head = g.info.name + "(" + written + ")";
        o_ << "// The values of " << head << ": an array over the box 0 <= coordinate < dim (row-major), a\n"
           << "// map beyond it; -1: not known yet, -2: being computed.\n"
           << "// " << head
           << " 的 SG 值：表内存在数组里（按行存放），表外存在 map 里；-1 表示还没算，-2 表示正在算。\n"
           << "ll dim_" << n.name << "[" << kk << "];\n"
           << "std::vector<int> box_" << n.name << ";\n"
           << "std::map<std::array<ll, " << kk << ">, int> far_" << n.name << ";\n\n"
           << "// Where a position's value is in the array, or -1 outside it.  局面在数组里的下标（表外为 -1）。\n"
           << "inline ll at_" << n.name << "(" << n.params << ") {\n"
           << "    if (" << bounds << ") return -1;\n"
           << "    return " << index << ";\n}\n\n"
           << "// A position's value when it is known, else a negative number.  已知时返回 SG 值，否则返回负数。\n"
           << "int peek_far_" << n.name << "(" << n.params << ") {\n"
           << "    auto run_it = far_" << n.name << ".find({" << n.list << "});\n"
           << "    return run_it == far_" << n.name << ".end() ? -1 : run_it->second;\n}\n"
           << "inline int peek_" << n.name << "(" << n.params << ") {\n"
           << "    const ll run_i = at_" << n.name << "(" << n.list << ");\n"
           << "    return run_i >= 0 ? box_" << n.name << "[run_i] : peek_far_" << n.name << "(" << n.list
           << ");\n}\n\n";
    }

    // Game g's moves: quick (one pass reading the tables), need (the
    // memoised recursion's walk), sg and fill.
    void functions(std::size_t gi) {
        const game_code& g = prog_.games[gi];
        if (g.kind == game_kind::nim_product) return;  // written with its table
        const namer var = variables(g);
        game_names n = names_of(gi, &var);
        std::string written, negative;
        const std::size_t k = n.coords.size();
        for (std::size_t i = 0; i < k; ++i) {
            written += (i ? ", " : "") + g.info.coords[i];
            negative += std::string(i ? " || " : "") + n.coords[i] + " < 0";
        }
        const std::string kk = std::to_string(k), head = g.info.name + "(" + written + ")";
        o_ << "// ---- " << head << " " << std::string(std::max<std::size_t>(4, 70 - head.size()), '-') << "\n\n"
           << "// Every move of " << head << " in one pass, marking the values reached; false at the\n"
           << "// first target not known yet (inline: the table's fill calls it for every cell).\n"
           << "// 一次扫描所有走法并标记到达的值；遇到还没算出的目标时返回 false（inline：填表时每格都调用）。\n"
           << "inline bool quick_" << n.name << "(" << n.params << ") {\n";
        for (const auto& m : g.moves) quick_move(g, m, n, var);
        o_ << "    return true;\n}\n\n"
           << "// Every target of " << head << " computed (the classic memoised recursion's walk).\n"
           << "// 计算所有目标的 SG 值（经典的记忆化递归）。\n"
           << "void need_" << n.name << "(" << n.params << ") {\n";
        for (const auto& m : g.moves) need_move(m, n, var);
        o_ << "}\n\n"
           << "// The SG value of " << head << ".  " << head << " 的 SG 值。\n"
           << "int sg_" << n.name << "(" << n.params << ") {\n"
           << "    if (" << negative << ") fail("
           << position_message("a negative coordinate / 坐标是负数", g.info.name, n.coords) << ");\n"
           << "    const ll run_i = at_" << n.name << "(" << n.list << ");\n"
           << "    int& run_v = run_i >= 0 ? box_" << n.name << "[run_i] : far_" << n.name << ".emplace(std::array<ll, "
           << kk << ">{" << n.list << "}, -1).first->second;\n"
           << "    if (run_v >= 0) return run_v;\n"
           << "    if (run_v == -2) fail("
           << position_message("a cycle, back to / 有环，又回到了", g.info.name, n.coords) << ");\n"
           << "    run_v = -2;  // 正在算（再遇到就是环）/ being computed (met again: a cycle)\n"
           << "    unfinished run_guard{run_v};\n"
           << "    start();\n"
           << "    if (!quick_" << n.name << "(" << n.list << ")) {\n"
           << "        // A target is not known yet: compute them all, then read again.  "
              "有目标还没算：先算出来再扫描。\n"
           << "        need_" << n.name << "(" << n.list << ");\n"
           << "        start();\n"
           << "        quick_" << n.name << "(" << n.list << ");\n"
           << "    }\n"
           << "    return run_v = mex();\n}\n\n"
           << "// The whole box, bottom-up in row-major order (run_i: the cell's index in the box): a\n"
           << "// cell whose targets are all known takes one pass, the others the recursion (and a cell\n"
           << "// the recursion found on the way is not computed again).\n"
           << "// 按行优先顺序自底向上填满整张表（run_i 是格子的下标）：目标都已算出的格子扫描一次即可，\n"
           << "// 其余的用递归（递归途中已算出的格子不再重算）。\n"
           << "void fill_" << n.name << "() {\n"
           << "    ll run_i = 0;\n";
        std::string indent = "    ";
        for (std::size_t i = 0; i < k; ++i) {
            o_ << indent << "for (ll " << n.coords[i] << " = 0; " << n.coords[i] << " < dim_" << n.name << "[" << i
               << "]; ++" << n.coords[i] << (i + 1 == k ? ", ++run_i) {" : ")") << "\n";
            indent += "    ";
        }
        o_ << indent << "if (box_" << n.name
           << "[run_i] >= 0) continue;  // 递归时已算出 / found by the recursion before\n"
           << indent << "start();\n"
           << indent << "if (quick_" << n.name << "(" << n.list << ")) box_" << n.name << "[run_i] = mex();\n"
           << indent << "else sg_" << n.name << "(" << n.list << ");\n"
           << indent.substr(4) << "}\n}\n\n";
    }

    game_names names_of(std::size_t gi, const namer* var) const {
        game_names n;
        const game_code& g = prog_.games[gi];
        n.name = fn_(g.info.name);
        for (std::size_t i = 0; i < g.info.coords.size(); ++i) {
            std::string c = var ? (*var)(g.info.coords[i]) : "c" + std::to_string(i);
            n.coords.push_back(c);
            n.params += (i ? ", ll " : "ll ") + c;
            n.list += (i ? ", " : "") + c;
        }
        return n;
    }

    std::string str() const { return o_.str(); }
    std::string take() {
        std::string s = o_.str();
        o_ = text_out{};
        return s;
    }
    const std::set<std::string>& helpers() const { return w_.helpers(); }
    const std::set<std::pair<std::size_t, std::size_t>>& line_games() const { return line_games_; }

    // The lines along coordinate `axis` of game gi: by the other coordinates
    // in the table, a map beyond it.
    std::string line_table(std::size_t gi, std::size_t axis) const {
        const game_names n = names_of(gi, nullptr);
        const std::string name = n.name + "_" + std::to_string(axis), k = std::to_string(n.coords.size());
        std::string params, inside, index = "0", size, key;
        for (std::size_t c = 0; c < n.coords.size(); ++c) {
            const std::string d = "dim_" + n.name + "[" + std::to_string(c) + "]";
            params += std::string(c ? ", ll" : "ll") + (c == axis ? "" : " " + n.coords[c]);
            key += (c ? ", " : "") + (c == axis ? std::string("0") : n.coords[c]);
            if (c == axis) continue;
            inside += std::string(inside.empty() ? "" : " && ") + n.coords[c] + " >= 0 && " + n.coords[c] + " < " + d;
            index = index == "0" ? n.coords[c] : "(" + index + ") * " + d + " + " + n.coords[c];
            size += (size.empty() ? "" : " * ") + d;
        }
        text_out o;
        o << "// The lines along coordinate " << axis << " of " << prog_.games[gi].info.name
          << ": one per place of the others in the table, a map\n// beyond it.  沿第 " << axis
          << " 个坐标的线：表内按其他坐标编号，表外用 map。\n"
          << "std::vector<line> lines_" << name << ";\n"
          << "std::map<std::array<ll, " << k << ">, line> far_lines_" << name << ";\n"
          << "line& line_" << name << "(" << params << ") {\n";
        if (size.empty()) size = "1";
        std::string body = "if (lines_" + name + ".empty()) lines_" + name + ".resize((std::size_t)(" + size +
                           "));\n        return lines_" + name + "[(std::size_t)(" + index + ")];\n";
        if (inside.empty())
            o << "    " << body.substr(0, body.find('\n') + 1) << "    return lines_" << name << "[0];\n";
        else
            o << "    if (" << inside << ") {\n        " << body << "    }\n    return far_lines_" << name << "[{"
              << key << "}];\n";
        o << "}\n\n";
        return o.str();
    }

private:
    // The loops of move line m up to `levels` of them, with the condition
    // where the evaluator tests it (right after the last loop whose variable
    // it uses); returns how many blocks were opened.
    std::size_t open_loops(const move_code& m, const std::vector<std::string>& names, std::size_t levels,
                           std::string& indent) {
        std::size_t closes = 0;
        auto condition = [&] {
            o_ << indent << "if (" << bare(truth(w_.expr(m.cond, names))) << ") {\n";
            indent += "    ", ++closes;
        };
        const std::size_t depth = std::min(m.cond_depth, m.loops.size());
        for (std::size_t li = 0; li < levels; ++li) {
            if (!m.cond.empty() && li == depth) condition();
            const std::string& v = names[std::size_t(m.loops[li].slot)];
            piece hi = w_.expr(m.loops[li].hi, names);
            o_ << indent << "for (ll " << v << " = " << bare(w_.expr(m.loops[li].lo, names)) << "; " << v
               << " <= " << (hi.prec >= 9 ? hi.text : bare(hi)) << "; ++" << v << ") {\n";
            indent += "    ", ++closes;
        }
        if (!m.cond.empty() && depth == levels) condition();
        return closes;
    }
    void close(std::size_t closes, std::string& indent) {
        for (; closes > 0; --closes) {
            indent.resize(indent.size() - 4);
            o_ << indent << "}\n";
        }
    }
    std::vector<std::string> names_for(const move_code& m, const game_names& n, const namer& var) {
        std::vector<std::string> names = n.coords;  // by slot: coordinates, then the loops
        for (const auto& l : m.loops) names.push_back(var(l.name));
        return names;
    }
    // "g(e1, e2)" for target t, with `fn` the function's prefix.
    std::string call(const std::string& fn, const target_code& tc, const std::vector<std::string>& names) {
        std::string s = fn + fn_(prog_.games[tc.game].info.name) + "(";
        for (std::size_t c = 0; c < tc.coords.size(); ++c) s += (c ? ", " : "") + bare(w_.expr(tc.coords[c], names));
        return s + ")";
    }
    // Whether every coordinate of a run's target has the step 0 (it does not move with the run).
    static bool stays_put(const target_code& tc) {
        for (std::size_t c = 0; c < tc.coords.size(); ++c)
            if (!tc.coef_known[c] || tc.coef[c] != 0) return false;
        return true;
    }
    // Reads every target of a move by peek and marks the XOR (false when one is not known).
    void read_move(const move_code& m, const std::vector<std::string>& names, const std::string& indent) {
        std::string xs, any, sum;
        for (std::size_t t = 0; t < m.targets.size(); ++t) {
            const std::string x = "run_x" + std::to_string(t);
            o_ << indent << (t ? "          " : "const int ") << x << " = " << call("peek_", m.targets[t], names)
               << (t + 1 < m.targets.size() ? ",\n" : ";\n");
            any += (t ? " | " : "") + x;
            sum += (t ? " ^ " : "") + x;
        }
        o_ << indent << "if ((" << any << ") < 0) return false;\n" << indent << "mark(" << sum << ");\n";
    }

    void quick_move(const game_code& g, const move_code& m, const game_names& n, const namer& var) {
        const std::vector<std::string> names = names_for(m, n, var);
        o_ << (&m == &g.moves[0] ? "" : "\n") << "    // " << comment_text(m.text) << "\n";
        std::string indent = "    ";
        const bool runs = m.kind == detail::family::run;
        std::size_t closes = open_loops(m, names, runs ? m.loops.size() - 1 : m.loops.size(), indent);
        if (!runs) {
            o_ << indent << "{\n";
            read_move(m, names, indent + "    ");
            o_ << indent << "}\n";
        } else {
            run(m, names, indent);
        }
        close(closes, indent);
    }

    // The last loop of a run: its targets move by a fixed step, so when
    // both ends of the run are in the table every target between is too.
    void run(const move_code& m, const std::vector<std::string>& names, std::string indent) {
        const loop_code& last = m.loops.back();
        const std::string& k = names[std::size_t(last.slot)];
        const std::size_t n = m.targets.size();
        o_ << indent << "{\n";
        indent += "    ";
        o_ << indent << "const ll run_lo = " << bare(w_.expr(last.lo, names))
           << ", run_hi = " << bare(w_.expr(last.hi, names)) << ";\n"
           << indent << "if (run_lo <= run_hi) {\n";
        indent += "    ";
        o_ << indent << "// The run's targets move by a fixed step: when both ends are in the table,\n"
           << indent << "// every one between is, and each is read by index.\n"
           << indent << "// 这些目标等距移动：两端都在表内时中间的也在，按下标直接读。\n"
           << indent << "ll " << k << " = run_lo;\n"
           << indent << "(void)" << k << ";\n";
        std::string ends = "", from, to;
        for (std::size_t t = 0; t < n; ++t)
            from += (t ? ", " : "") + ("run_first" + std::to_string(t)) + " = " + call("at_", m.targets[t], names);
        o_ << indent << "const ll " << from << ";\n" << indent << k << " = run_hi;\n";
        for (std::size_t t = 0; t < n; ++t)
            to += (t ? ", " : "") + ("run_last" + std::to_string(t)) + " = " + call("at_", m.targets[t], names);
        o_ << indent << "const ll " << to << ";\n";
        for (std::size_t t = 0; t < n; ++t)
            ends += (t ? " && " : "") + std::string("run_first") + std::to_string(t) + " >= 0 && run_last" +
                    std::to_string(t) + " >= 0";
        const bool lines = line_path(m, names, k, indent);
        o_ << indent << "if (" << (lines ? "!run_done && " : "") << ends << ") {\n";
        o_ << indent << "    const ll run_n = run_hi - run_lo;\n";
        // A target that stays put over the loop (every coordinate's step 0) is read once, before it.
        std::string steps, xs, any, sum;
        for (std::size_t t = 0; t < n; ++t) {
            const std::string ts = std::to_string(t), box = "box_" + fn_(prog_.games[m.targets[t].game].info.name);
            sum += (t ? " ^ " : "") + ("run_x" + ts);
            if (stays_put(m.targets[t])) {
                o_ << indent << "    const int run_x" << ts << " = " << box << "[run_first" << ts
                   << "];  // 不随循环变化：只读一次 / stays put: read once\n"
                   << indent << "    if (run_x" << ts << " < 0) return false;\n";
                continue;
            }
            steps += std::string(steps.empty() ? "" : ", ") + "run_step" + ts + " = run_n ? (run_last" + ts +
                     " - run_first" + ts + ") / run_n : 0";
            xs += std::string(xs.empty() ? "" : ",\n" + indent + "                  ") + "run_x" + ts + " = " + box +
                  "[run_first" + ts + " + run_t * run_step" + ts + "]";
            any += std::string(any.empty() ? "" : " | ") + "run_x" + ts;
        }
        if (!steps.empty()) o_ << indent << "    const ll " << steps << ";\n";
        o_ << indent << "    for (ll run_t = 0; run_t <= run_n; ++run_t) {\n";
        if (!xs.empty())
            o_ << indent << "        const int " << xs << ";\n"
               << indent << "        if ((" << any << ") < 0) return false;\n";
        o_ << indent << "        mark(" << sum << ");\n"
           << indent << "    }\n"
           << indent << (lines ? "} else if (!run_done) {\n" : "} else {\n") << indent << "    for (" << k
           << " = run_lo; " << k << " <= run_hi; ++" << k << ") {\n";
        read_move(m, names, indent + "        ");
        o_ << indent << "    }\n" << indent << "}\n";
        indent.resize(indent.size() - 4);
        o_ << indent << "}\n";
        indent.resize(indent.size() - 4);
        o_ << indent << "}\n";
    }

    // A long run of one target along one coordinate (it moves by 1 per
    // move, the others stay): asked of the coordinate's line.
    bool line_path(const move_code& m, const std::vector<std::string>& names, const std::string& k,
                   const std::string& indent) {
        if (m.targets.size() != 1) return false;
        const target_code& tc = m.targets[0];
        std::size_t axis = tc.coords.size(), moving = 0;
        for (std::size_t c = 0; c < tc.coords.size(); ++c) {
            if (!tc.coef_known[c]) return false;
            if (tc.coef[c] != 0) axis = c, ++moving;
            if (tc.coef[c] != 0 && tc.coef[c] != 1 && tc.coef[c] != -1) return false;
        }
        if (moving != 1) return false;
        line_games_.insert({tc.game, axis});
        const std::string g = fn_(prog_.games[tc.game].info.name);
        std::string key, args;
        o_ << indent << "bool run_done = false;\n"
           << indent << "if (run_first0 >= 0 && run_last0 >= 0 && run_hi - run_lo >= 63) {\n"
           << indent << "    // A long run along one coordinate: ask its line (about a logarithm per value).\n"
           << indent << "    // 沿一个坐标的长走法：问这条线（每个值约对数时间）。\n"
           << indent << "    " << k << " = run_lo;\n";
        for (std::size_t c = 0; c < tc.coords.size(); ++c) {
            o_ << indent << "    const ll run_p" << c << " = " << bare(w_.expr(tc.coords[c], names)) << ";\n";
            key += (c ? ", " : "") + (c == axis ? std::string("0") : "run_p" + std::to_string(c));
            args += (c ? ", " : "") + (c == axis ? std::string("run_line.built + 1") : "run_p" + std::to_string(c));
        }
        o_ << indent << "    " << k << " = run_hi;\n"
           << indent << "    const ll run_q = " << bare(w_.expr(tc.coords[axis], names)) << ";\n"
           << indent << "    line& run_line = line_" << g << "_" << axis << "(" << key << ");\n"
           << indent << "    const ll run_from = std::min(run_p" << axis << ", run_q), run_to = std::max(run_p" << axis
           << ", run_q);\n"
           << indent << "    if (run_line.asked != stamp && run_line.ready(run_from, run_to)) {\n"
           << indent << "        while (run_line.built < run_to) {\n"
           << indent << "            const int run_v = peek_" << g << "(" << args << ");\n"
           << indent << "            if (run_v < 0) return false;\n"
           << indent << "            run_line.add(run_v);\n"
           << indent << "        }\n"
           << indent << "        run_line.asked = stamp;\n"
           << indent << "        asked.push_back({&run_line, run_from});\n"
           << indent << "        run_done = true;\n"
           << indent << "    }\n"
           << indent << "}\n";
        return true;
    }

    void need_move(const move_code& m, const game_names& n, const namer& var) {
        const std::vector<std::string> names = names_for(m, n, var);
        o_ << "    // " << comment_text(m.text) << "\n";
        std::string indent = "    ";
        std::size_t closes = open_loops(m, names, m.loops.size(), indent);
        for (const auto& t : m.targets) o_ << indent << call("sg_", t, names) << ";\n";
        close(closes, indent);
    }

    const game_program& prog_;
    const namer& fn_;
    writer w_;
    text_out o_;
    std::set<std::pair<std::size_t, std::size_t>> line_games_;  // (game, the coordinate that moves)
};

}  // namespace

std::string export_cpp(const game_definition& def) {
    const game_program& prog = def.program();
    const bool single = prog.games.size() == 1;
    std::vector<std::string> titles;
    for (const auto& g : prog.games) titles.push_back(g.info.name);
    namer fn(titles, true);  // sg_NAME, box_NAME, ...: only reserved spellings (_X, a__b) change
    game_writer gw(prog, fn);
    for (std::size_t gi = 0; gi < prog.games.size(); ++gi) gw.tables(gi);
    const std::string tables = gw.take();
    for (std::size_t gi = 0; gi < prog.games.size(); ++gi) gw.functions(gi);
    const bool lines = !gw.line_games().empty();

    text_out o;
    const auto& first = prog.games[0];
    std::string numbers;  // "3, 4"
    for (std::size_t i = 0; i < first.info.coords.size(); ++i) numbers += (i ? ", " : "") + std::to_string(i + 3);
    const std::string example = first.info.name + "(" + numbers + ")";
    o << "// SG values of the games below, computed the way a strong contestant does: a table\n"
         "// over the positions asked about, filled bottom-up; a run of targets read by index;\n"
         "// the mex through vis[].\n"
         "// 按下面的定义计算 SG 值：把问到的局面所在的整张表自底向上填好；等距的一串目标\n"
         "// 按下标直接读；用 vis[] 数组求 mex。\n"
         "//\n";
    for (const auto& g : prog.games) {
        o << "//   game " << g.info.name << "(";
        for (std::size_t i = 0; i < g.info.coords.size(); ++i) o << (i ? ", " : "") << g.info.coords[i];
        o << ")\n";
        for (const auto& m : g.moves) o << "//     " << comment_text(m.text) << "\n";
    }
    o << "//\n"
         "// Input: one position per line, like "
      << example << (single ? " (or just the numbers)" : "")
      << ". Output: its SG value.\n"
         "// 输入：每行一个局面，例如 "
      << example << (single ? "（也可以只写数字）" : "")
      << "；输出：它的 SG 值。\n"
         "//   g++ -std=c++17 -O2 game.cpp -o game && echo \""
      << example
      << "\" | ./game\n"
         "// Each game's table spans 0 to the largest coordinates asked (at most 2^24 cells;\n"
         "// filled ahead when it has at most 2^22). Where SG Lab would refuse a position (a\n"
         "// cycle, a negative coordinate, a division by zero) the program stops with a message;\n"
         "// unlike SG Lab it does not check + - * for overflow. A position outside the table is\n"
         "// found by recursion, as deep as the longest game from it (ulimit -s).\n"
         "// 每个游戏的表从 0 到问到的最大坐标（最多 2^24 格；不超过 2^22 格时预先填好）。遇到 SG Lab\n"
         "// 会拒绝的局面（有环、负坐标、除以 0）时程序报错退出；但不检查 + - * 的溢出。表外的局面\n"
         "// 用递归计算，深度等于从它开始的最长对局（太深时需要 ulimit -s）。\n\n"
         "#include <algorithm>\n#include <array>\n";
    const auto& used = gw.helpers();
    if (used.count("shl") || used.count("nimmul")) o << "#include <climits>\n";
    if (used.count("isqrt")) o << "#include <cmath>\n";
    o << "#include <cctype>\n#include <cstdio>\n#include <iostream>\n#include <map>\n#include <stdexcept>\n"
         "#include <string>\n#include <utility>\n#include <vector>\n\n"
         "namespace game {\n\n"
         "typedef long long ll;\n\n"
         "// Where SG Lab would report an error.  SG Lab 会报错的地方。\n"
         "struct game_error : std::runtime_error {\n"
         "    using std::runtime_error::runtime_error;\n"
         "};\n"
         "void fail(const std::string& why) { throw game_error(why); }\n\n";
    for (const auto& h : kHelpers)
        if (used.count(h.first)) o << h.second << "\n";
    if (lines) o << line_helper << "\n";
    o << "// vis[v] == stamp: value v is reached from the position being finished (a new stamp per\n"
         "// position, so vis is never cleared).  vis[v] == stamp 表示当前局面能走到 SG 值 v。\n"
         "std::vector<int> vis(1024, 0);\n"
         "int stamp = 0;\n";
    if (lines) o << "std::vector<std::pair<const line*, ll>> asked;  // lines asked, each from a position on\n";
    o << "inline void start() {\n    ++stamp;\n"
      << (lines ? "    asked.clear();\n" : "") << "}\n"
      << "void grow(int v) { vis.resize(2 * (std::size_t)v + 2, 0); }\n"
         "inline void mark(int v) {\n"
         "    if (v >= (int)vis.size()) grow(v);\n"
         "    vis[v] = stamp;\n"
         "}\n"
         "// The least value no move reaches.  mex：最小的没有出现的值。\n"
         "int mex() {\n"
         "    int g = 0;\n"
      << (lines ? "    for (bool moved = true; moved;) {\n"
                  "        while (g < (int)vis.size() && vis[g] == stamp) ++g;\n"
                  "        moved = false;\n"
                  "        for (const auto& a : asked) {\n"
                  "            const int h = a.first->missing(a.second, g);\n"
                  "            if (h != g) g = h, moved = true;\n"
                  "        }\n"
                  "    }\n"
                : "    while (g < (int)vis.size() && vis[g] == stamp) ++g;\n")
      << "    return g;\n"
         "}\n\n"
         "// A value being computed goes back to \"not known\" when its computation fails\n"
         "// (a table filled ahead gives up quietly).  计算失败时把“正在算”恢复为“还没算”。\n"
         "struct unfinished {\n"
         "    int& v;\n"
         "    ~unfinished() {\n"
         "        if (v == -2) v = -1;\n"
         "    }\n"
         "};\n\n";
    o << tables;
    for (const auto& [gi, axis] : gw.line_games()) o << gw.line_table(gi, axis);
    o << "// Every game first: games may refer to each other in any order.  先声明所有游戏。\n";
    for (std::size_t gi = 0; gi < prog.games.size(); ++gi) {
        const game_names n = gw.names_of(gi, nullptr);
        o << "int sg_" << n.name << "(" << n.params << ");\n";
    }
    o << "\n" << gw.str();
    std::vector<game_names> names;
    for (std::size_t gi = 0; gi < prog.games.size(); ++gi) names.push_back(gw.names_of(gi, nullptr));
    main_part(o, prog, names, single);
    return o.str();
}

}  // namespace sg
