// Formulas checked against a table of the game language, and the library of
// shapes that suggestions are drawn from (each checked on the whole table).
#include "language/game_program.hpp"
#include "sg/game.hpp"

namespace sg {

using detail::eval_fault;
using detail::expr;

// ---- formulas -----------------------------------------------------------------------

formula_check check_formula(const game_definition& def, const game_table& t, std::string_view formula,
                            bool p_positions) {
    const auto& info = def.games().at(t.box.game);
    expr e = detail::compile_formula(formula, info.coords);
    formula_check r;
    std::int64_t vars[max_game_coords + max_loop_vars] = {};
    for (std::uint64_t i = 0; i < t.values.size(); ++i) {
        game_position p = box_cell(t.box, i);
        std::copy(p.c.begin(), p.c.end(), vars);
        std::int64_t out = 0;
        eval_fault f = eval_fault::none;
        std::size_t at = 0;
        r.at = p;
        r.value = t.values[i];
        if (!detail::eval(e, vars, out, f, at)) {
            r.error_code = detail::fault_code(f);
            r.error_text = detail::fault_text(f);
            r.checked = i;
            return r;
        }
        r.formula_value = out;
        bool ok = p_positions ? ((out != 0) == (t.values[i] == 0)) : (out >= 0 && std::uint64_t(out) == t.values[i]);
        if (!ok) {
            r.checked = i;
            return r;
        }
    }
    r.matches = true;
    r.checked = t.values.size();
    return r;
}

std::vector<suggestion> suggest_formulas(const game_definition& def, const game_table& t, std::size_t limit) {
    const auto& info = def.games().at(t.box.game);
    std::vector<std::pair<std::string, bool>> shapes;  // formula over X, Y; P-positions only?
    const bool two = t.box.axes[1] >= 0;
    if (!two) {
        shapes.push_back({"X", false});
        for (int m = 2; m <= 12; ++m) shapes.push_back({"X % " + std::to_string(m), false});
        for (int m = 2; m <= 4; ++m) shapes.push_back({"X / " + std::to_string(m), false});
        shapes.push_back({"popcount(X)", false});
        shapes.push_back({"popcount(X) % 2", false});
        shapes.push_back({"ctz(X + 1)", false});
        shapes.push_back({"isqrt(X)", false});
        shapes.push_back({"2 * X + (popcount(X) + 1) % 2", false});  // the odious numbers (Mock Turtles)
        for (int m = 2; m <= 12; ++m) shapes.push_back({"X % " + std::to_string(m) + " == 0", true});
    } else {
        shapes = {{"X ^ Y", false},
                  {"X + Y", false},
                  {"min(X, Y)", false},
                  {"max(X, Y)", false},
                  {"abs(X - Y)", false},
                  {"(X - 1) ^ (Y - 1)", false},
                  {"ctz(~((X - 1) | (Y - 1)))", false},
                  {"ctz(~(X | Y))", false},
                  {"popcount(X ^ Y)", false},
                  {"(X * Y - 1) % 2", false},
                  {"X * Y % 2", false},
                  {"(X + Y) / 2", false}};
        for (int m = 2; m <= 6; ++m) {
            std::string ms = std::to_string(m);
            shapes.push_back({"(X + Y) % " + ms, false});
            shapes.push_back({"(X % " + ms + ") ^ (Y % " + ms + ")", false});
            shapes.push_back({"(X - Y) % " + ms + " == 0", true});
        }
        shapes.push_back({"(X + Y) % 2 == 0", true});
        shapes.push_back({"(X % 2 == 0) && (Y % 2 == 0)", true});
        shapes.push_back({"X == Y", true});
        shapes.push_back({"min(X, Y) == (abs(X - Y) + isqrt(5 * (X - Y) * (X - Y))) / 2", true});
    }
    std::string a = info.coords[std::size_t(t.box.axes[0])];
    std::string b = two ? info.coords[std::size_t(t.box.axes[1])] : "";
    std::vector<suggestion> out;
    for (auto& [shape, p_only] : shapes) {
        std::string f;
        for (char c : shape) {
            if (c == 'X') f += a;
            else if (c == 'Y') f += b;
            else f += c;
        }
        formula_check r = check_formula(def, t, f, p_only);
        if (!r.matches) continue;
        out.push_back({f, p_only});
        if (out.size() >= limit) break;
    }
    return out;
}

}  // namespace sg
