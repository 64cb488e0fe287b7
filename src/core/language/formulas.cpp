// Formulas checked against a table of the game language, and the library of
// shapes that suggestions are drawn from (each checked on the whole table).
#include <set>

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

game_formula::game_formula(const game_definition& def, std::uint32_t g, std::string_view text)
    : def_(&def), game_(g), e_(std::make_unique<expr>(detail::compile_formula(text, def.games().at(g).coords))) {}
game_formula::~game_formula() = default;
game_formula::game_formula(game_formula&&) noexcept = default;

std::int64_t game_formula::at(const game_position& p) const {
    std::int64_t vars[max_game_coords + max_loop_vars] = {};
    std::copy(p.c.begin(), p.c.end(), vars);
    std::int64_t out = 0;
    eval_fault f = eval_fault::none;
    std::size_t at = 0;
    if (!detail::eval(*e_, vars, out, f, at)) {
        const std::string pos = def_->format(p);
        throw error(detail::fault_code(f), "evaluating the formula at " + pos + ": " + detail::fault_text(f),
                    {{"position", pos}}, e_->code[at].column);
    }
    return out;
}

namespace {

// The library's shapes for a table of one coordinate (X) or two (X, Y), each
// with whether it describes the P-positions only.
std::vector<std::pair<std::string, bool>> library(bool two) {
    std::vector<std::pair<std::string, bool>> shapes;
    if (!two) {
        shapes.push_back({"X", false});
        for (int m = 2; m <= 12; ++m) shapes.push_back({"X % " + std::to_string(m), false});
        for (int m = 2; m <= 4; ++m) shapes.push_back({"X / " + std::to_string(m), false});
        shapes.push_back({"popcount(X)", false});
        shapes.push_back({"popcount(X) % 2", false});
        shapes.push_back({"ctz(X + 1)", false});
        shapes.push_back({"X & -X", false});  // the ruler's values: the largest power of 2 dividing X
        shapes.push_back({"isqrt(X)", false});
        shapes.push_back({"2 * X + (popcount(X) + 1) % 2", false});  // the odious numbers (Mock Turtles)
        for (int m = 2; m <= 12; ++m) shapes.push_back({"X % " + std::to_string(m) + " == 0", true});
        return shapes;
    }
    shapes = {{"X ^ Y", false},
              {"X + Y", false},
              {"min(X, Y)", false},
              {"max(X, Y)", false},
              {"abs(X - Y)", false},
              {"ctz(~(X | Y))", false},
              {"popcount(X ^ Y)", false},
              {"(X * Y - 1) % 2", false},
              {"X * Y % 2", false},
              {"(X + Y) / 2", false},
              // Nim products (Lenstra's Tartan theorem): of the coordinates, and of
              // the 1-D values of the ruler and of Mock Turtles.
              {"nimmul(X, Y)", false},
              {"nimmul(X & -X, Y & -Y)", false},
              {"nimmul(X, Y & -Y)", false},
              {"nimmul(X & -X, Y)", false},
              {"nimmul(2 * X + (popcount(X) + 1) % 2, 2 * Y + (popcount(Y) + 1) % 2)", false}};
    for (int m = 2; m <= 6; ++m) {
        std::string ms = std::to_string(m);
        shapes.push_back({"(X + Y) % " + ms, false});
        shapes.push_back({"(X % " + ms + ") ^ (Y % " + ms + ")", false});
        shapes.push_back({"(X - Y) % " + ms + " == 0", true});
    }
    shapes.push_back({"(X + Y) % 2 == 0", true});
    shapes.push_back({"(X % 2 == 0) && (Y % 2 == 0)", true});
    shapes.push_back({"X == Y", true});
    // Wythoff's pairs: the smaller is floor(d phi) for d the difference (Beatty).
    shapes.push_back({"min(X, Y) == (abs(X - Y) + isqrt(5 * (X - Y) * (X - Y))) / 2", true});
    // Euclid's game: the larger is less than phi times the smaller; in integers,
    // 2 max - min < min sqrt(5), exactly (squares, sqrt(5) being irrational).
    const std::string lo = "min(X, Y)", hi = "max(X, Y)";
    const std::string golden = "(2 * " + hi + " - " + lo + ") * (2 * " + hi + " - " + lo + ") < 5 * " + lo + " * " + lo;
    // (A position with equal numbers moves to 0 at once.)
    shapes.push_back({lo + " == 0 || (" + hi + " != " + lo + " && " + golden + ")", true});
    shapes.push_back({hi + " != " + lo + " && " + golden, true});
    shapes.push_back({lo + " > 0 && " + golden, true});
    // Ratios of the coordinates.
    for (int k = 2; k <= 3; ++k) {
        shapes.push_back({hi + " < " + std::to_string(k) + " * " + lo, true});
        shapes.push_back({hi + " >= " + std::to_string(k) + " * " + lo, true});
    }
    return shapes;
}

// The shape written with X and Y one less (a table written 1-based).
std::string shifted(const std::string& shape) {
    std::string out;
    for (char c : shape) out += c == 'X' ? "(X - 1)" : c == 'Y' ? "(Y - 1)" : std::string(1, c);
    return out;
}

// A table of one coordinate that is arithmetic-periodic after a few values,
// v(X + p) = v(X) + s for X >= q (q < 8), with p at most a third of what
// follows q: the formula X / p * s + each residue class's value (comparisons
// are 0 or 1), for X >= q, and the first values one by one.
std::string arithmetic_periodic(const game_table& t) {
    const std::vector<std::uint32_t>& v = t.values;
    const std::int64_t lo = t.box.lo[0], n = std::int64_t(v.size());
    for (std::int64_t q = 0; q < 8 && q < n; ++q)
        for (std::int64_t p = 1; p <= std::min<std::int64_t>(24, (n - q) / 3); ++p) {
            const std::int64_t s = std::int64_t(v[std::size_t(q + p)]) - std::int64_t(v[std::size_t(q)]);
            bool ok = s >= 0 && !(s == 0 && p == 1);
            for (std::int64_t i = q; ok && i + p < n; ++i)
                ok = std::int64_t(v[std::size_t(i + p)]) - v[std::size_t(i)] == s;
            if (!ok) continue;
            auto add = [](std::string& f, std::int64_t c, const std::string& term) {
                if (c == 0) return;
                const std::string size = std::to_string(c < 0 ? -c : c);
                f += f.empty() ? (c < 0 ? "-" : "") : (c < 0 ? " - " : " + ");
                f += term + " * " + size;
            };
            std::string f = s ? "X / " + std::to_string(p) + " * " + std::to_string(s) : "";
            for (std::int64_t r = 0; r < p; ++r) {
                const std::int64_t from = lo + q;  // the first X >= lo + q with X % p == r
                const std::int64_t x = from + ((r - from % p) % p + p) % p;
                add(f, std::int64_t(v[std::size_t(x - lo)]) - x / p * s,
                    "(X % " + std::to_string(p) + " == " + std::to_string(r) + ")");
            }
            if (f.empty()) f = "0";
            if (q == 0) return f == "0" ? "0 * X" : f;
            std::string out = "(X >= " + std::to_string(lo + q) + ") * (" + f + ")";
            for (std::int64_t i = 0; i < q; ++i) {
                std::string one;
                add(one, std::int64_t(v[std::size_t(i)]), "(X == " + std::to_string(lo + i) + ")");
                if (!one.empty()) out += " + " + one;
            }
            return out;
        }
    return "";
}

}  // namespace

std::vector<suggestion> suggest_formulas(const game_definition& def, const game_table& t, std::size_t limit) {
    const auto& info = def.games().at(t.box.game);
    const bool two = t.box.axes[1] >= 0;
    std::vector<std::pair<std::string, bool>> shapes = library(two);
    // The same shapes for a table written 1-based, after every 0-based one.
    const std::size_t base = shapes.size();
    for (std::size_t i = 0; i < base; ++i) shapes.push_back({shifted(shapes[i].first), shapes[i].second});
    if (!two) {
        std::string ap = arithmetic_periodic(t);
        if (!ap.empty()) shapes.push_back({ap, false});
    }
    std::string a = info.coords[std::size_t(t.box.axes[0])];
    std::string b = two ? info.coords[std::size_t(t.box.axes[1])] : "";
    std::vector<suggestion> out;
    std::set<std::string> seen;
    for (auto& [shape, p_only] : shapes) {
        std::string f;
        for (char c : shape) {
            if (c == 'X') f += a;
            else if (c == 'Y') f += b;
            else f += c;
        }
        if (!seen.insert(f).second) continue;
        formula_check r = check_formula(def, t, f, p_only);
        if (!r.matches) continue;
        out.push_back({f, p_only});
        if (out.size() >= limit) break;
    }
    return out;
}

}  // namespace sg
