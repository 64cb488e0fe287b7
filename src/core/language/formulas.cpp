// Formulas checked against a table of the game language, and the library of
// shapes that suggestions are drawn from (each checked on the whole table).
#include <algorithm>
#include <optional>
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

// ---- the coordinates a formula is exact for -----------------------------------------

// Every value a step can take, in 128 bits so that a step past 64 bits shows.
struct span {
    __int128 lo, hi;
};

constexpr __int128 int64_lo = INT64_MIN, int64_hi = INT64_MAX;

// The least power of 2 above m >= 0.
__int128 power_above(__int128 m) {
    __int128 p = 1;
    while (p <= m) p *= 2;
    return p;
}

// Whether e runs without a fault (a step past 64 bits, a division by 0, a
// negative or zero argument, a bad shift) for every choice of the variables
// in their spans: each step's span holds every value it can take (&& and ||
// count both sides), so a yes is sure and a no may be too careful.
bool never_faults(const detail::expr& e, const span* vars) {
    using detail::op;
    std::vector<span> st;
    auto pop = [&] {
        const span v = st.back();
        st.pop_back();
        return v;
    };
    auto floor_div = [](__int128 p, __int128 q) { return p / q - ((p % q != 0) && ((p < 0) != (q < 0))); };
    auto root = [](__int128 v) {
        __int128 r = __int128(__builtin_sqrtl(static_cast<long double>(v)));
        while (r * r > v) --r;
        while ((r + 1) * (r + 1) <= v) ++r;
        return r;
    };
    for (const detail::instr& in : e.code) {
        if (in.code == op::and_jump || in.code == op::or_jump) {
            pop();  // the right side is counted as run
            continue;
        }
        const bool one = in.code == op::neg || in.code == op::lnot || in.code == op::bnot || in.code == op::abs ||
                         in.code == op::popcount || in.code == op::ctz || in.code == op::isqrt ||
                         in.code == op::to_bool;
        const bool none = in.code == op::num || in.code == op::var;
        const span b = none || one ? span{0, 0} : pop(), a = none ? span{0, 0} : pop();
        // 2^k with a and b inside [-2^k, 2^k): where bitwise results fall.
        const __int128 bits = power_above(std::max({a.hi, b.hi, -a.lo - 1, -b.lo - 1, __int128(0)}));
        auto corners = [&](auto f) {
            const __int128 c[4] = {f(a.lo, b.lo), f(a.lo, b.hi), f(a.hi, b.lo), f(a.hi, b.hi)};
            return span{*std::min_element(c, c + 4), *std::max_element(c, c + 4)};
        };
        span r{0, 1};  // comparisons and logic
        switch (in.code) {
            case op::num: r = {in.arg, in.arg}; break;
            case op::var: r = vars[in.arg]; break;
            case op::neg: r = {-a.hi, -a.lo}; break;
            case op::bnot: r = {-a.hi - 1, -a.lo - 1}; break;
            case op::abs: r = a.lo >= 0 ? a : a.hi <= 0 ? span{-a.hi, -a.lo} : span{0, std::max(-a.lo, a.hi)}; break;
            case op::popcount:
                if (a.lo < 0) return false;
                r = {0, 64};
                break;
            case op::ctz:
                if (a.lo <= 0 && a.hi >= 0) return false;
                r = {0, 63};
                break;
            case op::isqrt:
                if (a.lo < 0) return false;
                r = {root(a.lo), root(a.hi)};
                break;
            case op::add: r = {a.lo + b.lo, a.hi + b.hi}; break;
            case op::sub: r = {a.lo - b.hi, a.hi - b.lo}; break;
            case op::mul: r = corners([](__int128 p, __int128 q) { return p * q; }); break;
            case op::div:
                if (b.lo <= 0 && b.hi >= 0) return false;
                r = corners(floor_div);
                break;
            case op::mod:
                if (b.lo <= 0 && b.hi >= 0) return false;
                r = b.lo > 0 ? span{0, b.hi - 1} : span{b.lo + 1, 0};
                break;
            case op::band:
                r = a.lo >= 0 && b.lo >= 0 ? span{0, std::min(a.hi, b.hi)}
                    : a.lo >= 0            ? span{0, a.hi}
                    : b.lo >= 0            ? span{0, b.hi}
                                           : span{-bits, bits - 1};
                break;
            case op::bxor:
            case op::bor: r = a.lo >= 0 && b.lo >= 0 ? span{0, bits - 1} : span{-bits, bits - 1}; break;
            case op::shl:
                if (b.lo < 0 || b.hi > 62 || a.lo < 0) return false;
                r = {a.lo << int(b.lo), a.hi << int(b.hi)};
                break;
            case op::shr:
                if (b.lo < 0) return false;
                r = {std::min(a.lo, __int128(0)), std::max(a.hi, __int128(0))};
                break;
            case op::min: r = {std::min(a.lo, b.lo), std::min(a.hi, b.hi)}; break;
            case op::max: r = {std::max(a.lo, b.lo), std::max(a.hi, b.hi)}; break;
            case op::gcd:
                if (a.lo == int64_lo || b.lo == int64_lo) return false;
                r = {0, std::max({a.hi, -a.lo, b.hi, -b.lo})};
                break;
            case op::nimmul: {
                // A nim product stays in the field of 2^(2^k) numbers that holds both.
                if (a.lo < 0 || b.lo < 0) return false;
                __int128 field = 2;
                while (field <= std::max(a.hi, b.hi)) field *= field;
                r = {0, field - 1};
                break;
            }
            default: break;
        }
        if (r.lo < int64_lo || r.hi > int64_hi) return false;
        st.push_back(r);
    }
    return true;
}

// The largest B (up to max_number) such that formula e, which matched table
// t, runs without a fault (exactly, in 64-bit integers) while each varying
// coordinate runs from the table's least to B, the others staying put; none
// when that is not sure even over the table.
std::optional<std::uint64_t> exact_upto(const game_table& t, const detail::expr& e) {
    span vars[max_game_coords + max_loop_vars] = {};
    auto holds = [&](std::uint64_t b) {
        for (std::size_t i = 0; i < max_game_coords; ++i) vars[i] = {t.box.at[i], t.box.at[i]};
        for (int a = 0; a < 2 && t.box.axes[a] >= 0; ++a) vars[t.box.axes[a]] = {t.box.lo[a], b};
        return never_faults(e, vars);
    };
    std::uint64_t lo = std::uint64_t(std::max(t.box.hi[0], t.box.axes[1] >= 0 ? t.box.hi[1] : 0));
    if (!holds(lo)) return std::nullopt;
    std::uint64_t hi = max_number;  // holds(lo); the answer is in lo..hi
    while (lo < hi) {
        const std::uint64_t mid = lo + (hi - lo + 1) / 2;
        if (holds(mid)) lo = mid;
        else hi = mid - 1;
    }
    return lo;
}

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
              // The parity of X * Y without forming it (exact for every coordinate).
              {"1 - X % 2 * (Y % 2)", false},
              {"X % 2 * (Y % 2)", false},
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
    // Comparisons with the golden ratio phi in integers, with no product
    // larger than the square of a coordinate: for x, y >= 0, x < y phi exactly
    // when x (x - y) < y^2 (phi is the positive root of t^2 - t - 1, and y phi
    // is irrational for y > 0), so each is exact for coordinates up to
    // 3037000499 (the square root of 2^63), past the contests' 2^31. (The
    // textbook forms square 2 max - min, or 5 d^2 inside an isqrt, and overflow
    // from about 1.36 x 10^9.)
    const std::string lo = "min(X, Y)", hi = "max(X, Y)", d = "abs(X - Y)";
    // Wythoff's pairs: the smaller is floor(d phi) for d the difference (Beatty),
    // that is lo <= d phi < lo + 1.
    shapes.push_back({lo + " * (" + lo + " - " + d + ") <= " + d + " * " + d + " && (" + lo + " + 1) * (" + lo +
                          " + 1 - " + d + ") > " + d + " * " + d,
                      true});
    // Euclid's game: the larger is less than phi times the smaller.
    const std::string golden = hi + " * (" + hi + " - " + lo + ") < " + lo + " * " + lo;
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
        // Offered only over coordinates where it is exact in 64-bit integers.
        const std::optional<std::uint64_t> upto = exact_upto(t, detail::compile_formula(f, info.coords));
        if (!upto) continue;
        out.push_back({f, p_only, *upto});
        if (out.size() >= limit) break;
    }
    return out;
}

}  // namespace sg
