// Compiling the game language's syntax tree to postfix code.
#include "language/compile.hpp"

#include <map>

namespace sg::detail {
namespace {

op binary_op(const std::string& s) {
    static const std::map<std::string, op> m = {{"+", op::add},  {"-", op::sub},  {"*", op::mul},  {"/", op::div},
                                                {"%", op::mod},  {"^", op::bxor}, {"&", op::band}, {"|", op::bor},
                                                {"<<", op::shl}, {">>", op::shr}, {"==", op::eq},  {"!=", op::ne},
                                                {"<", op::lt},   {"<=", op::le},  {">", op::gt},   {">=", op::ge}};
    return m.at(s);
}

op call_op(const std::string& s) {
    static const std::map<std::string, op> m = {
        {"min", op::min}, {"max", op::max},     {"abs", op::abs},     {"gcd", op::gcd},      {"popcount", op::popcount},
        {"ctz", op::ctz}, {"isqrt", op::isqrt}, {"nimsum", op::bxor}, {"nimmul", op::nimmul}};
    return m.at(s);
}

// Emits n's code; returns the stack depth it needs.
int emit(const node& n, const scope& sc, expr& e) {
    auto put = [&](op c, std::int64_t arg = 0) { e.code.push_back({c, arg, n.line, n.column}); };
    switch (n.kind) {
        case node::number: put(op::num, n.value); return 1;
        case node::name: {
            for (std::size_t i = 0; i < sc.visible; ++i)
                if ((*sc.names)[i] == n.text) {
                    put(op::var, std::int64_t(i));
                    return 1;
                }
            bool later = false;
            for (std::size_t i = sc.visible; i < sc.names->size(); ++i) later |= (*sc.names)[i] == n.text;
            if (later)
                throw syntax("game.name_too_early", "'" + n.text + "' is used before its range is given",
                             {{"name", n.text}}, n.line, n.column);
            throw syntax("game.unknown_name", "unknown name '" + n.text + "'", {{"name", n.text}}, n.line, n.column);
        }
        case node::unary: {
            int d = emit(*n.kids[0], sc, e);
            put(n.text == "-" ? op::neg : n.text == "!" ? op::lnot : op::bnot);
            return d;
        }
        case node::call: {
            int d = 0;
            for (std::size_t k = 0; k < n.kids.size(); ++k) d = std::max(d, int(k) + emit(*n.kids[k], sc, e));
            put(call_op(n.text));
            return d;
        }
        case node::binary: {
            if (n.text == "&&" || n.text == "||") {
                int d = emit(*n.kids[0], sc, e);
                std::size_t jump = e.code.size();
                put(n.text == "&&" ? op::and_jump : op::or_jump);
                d = std::max(d, emit(*n.kids[1], sc, e));
                put(op::to_bool);
                e.code[jump].arg = std::int64_t(e.code.size());
                return d;
            }
            int d = emit(*n.kids[0], sc, e);
            d = std::max(d, 1 + emit(*n.kids[1], sc, e));
            put(binary_op(n.text));
            return d;
        }
    }
    return 1;
}

// Canonical source text (fully parenthesised where it matters), for exports.
std::string source_of(const node& n, const std::vector<std::string>& names) {
    switch (n.kind) {
        case node::number: return n.text;
        case node::name: return n.text;
        case node::unary: return "(" + n.text + source_of(*n.kids[0], names) + ")";
        case node::call: {
            std::string s = n.text + "(";
            for (std::size_t k = 0; k < n.kids.size(); ++k) s += (k ? ", " : "") + source_of(*n.kids[k], names);
            return s + ")";
        }
        case node::binary:
            return "(" + source_of(*n.kids[0], names) + " " + n.text + " " + source_of(*n.kids[1], names) + ")";
    }
    return "";
}

// A linear form's parts (linear_form) for a node: its value is c0 + sum
// coef[slot] v[slot], and its size at most f M + c when every variable is at
// most M in size; `most` collects the largest f and c over every node.
struct linear_parts {
    std::map<int, __int128> coef;
    __int128 c0 = 0, f = 0, c = 0;
};

constexpr __int128 too_big = __int128(1) << 100;

bool linear_node(const node& n, const scope& sc, linear_parts& out, __int128& most_f, __int128& most_c) {
    out = linear_parts{};
    switch (n.kind) {
        case node::number:
            out.c0 = n.value;
            out.c = n.value < 0 ? -__int128(n.value) : n.value;
            break;
        case node::name:
            for (std::size_t i = 0; i < sc.visible; ++i)
                if ((*sc.names)[i] == n.text) out.coef[int(i)] = 1;
            if (out.coef.empty()) return false;
            out.f = 1;
            break;
        case node::unary:
            if (n.text != "-" || !linear_node(*n.kids[0], sc, out, most_f, most_c)) return false;
            out.c0 = -out.c0;
            for (auto& [slot, k] : out.coef) k = -k;
            break;
        case node::binary: {
            linear_parts a, b;
            if (n.text == "+" || n.text == "-") {
                if (!linear_node(*n.kids[0], sc, a, most_f, most_c) || !linear_node(*n.kids[1], sc, b, most_f, most_c))
                    return false;
                const int sign = n.text == "+" ? 1 : -1;
                out = a;
                for (const auto& [slot, k] : b.coef) out.coef[slot] += sign * k;
                out.c0 += sign * b.c0;
                out.f = a.f + b.f, out.c = a.c + b.c;
                break;
            }
            if (n.text != "*") return false;
            const node* num = n.kids[0]->kind == node::number ? n.kids[0].get() : n.kids[1].get();
            const node* other = num == n.kids[0].get() ? n.kids[1].get() : n.kids[0].get();
            if (num->kind != node::number || !linear_node(*other, sc, out, most_f, most_c)) return false;
            const __int128 k = num->value, size = k < 0 ? -k : k;
            for (auto& [slot, v] : out.coef) v *= k;
            out.c0 *= k, out.f *= size, out.c *= size;
            break;
        }
        default: return false;
    }
    if (out.f > too_big || out.c > too_big || out.c0 > too_big || out.c0 < -too_big) return false;
    most_f = std::max(most_f, out.f), most_c = std::max(most_c, out.c);
    return true;
}

// The linear form of an expression (max_var stays -1 when it has none).
linear_form linear_of(const node& n, const scope& sc) {
    linear_form l;
    const node* top = &n;
    std::int64_t divisor = 0;
    bool modulo = false;
    if (n.kind == node::binary && (n.text == "/" || n.text == "%") && n.kids[1]->kind == node::number &&
        n.kids[1]->value > 0) {
        top = n.kids[0].get();
        divisor = n.kids[1]->value;
        modulo = n.text == "%";
    }
    linear_parts p;
    __int128 most_f = 0, most_c = 0;
    if (!linear_node(*top, sc, p, most_f, most_c)) return l;
    const __int128 room = __int128(INT64_MAX) - most_c;
    if (room <= 0) return l;
    for (const auto& [slot, k] : p.coef) {
        if (k == 0) continue;
        if (k > INT64_MAX || k < -INT64_MAX) return l;
        l.slot[l.n] = std::uint8_t(slot);
        l.coef[l.n++] = std::int64_t(k);
    }
    l.c0 = std::int64_t(p.c0);
    l.max_var = most_f == 0 ? INT64_MAX : std::int64_t(std::min<__int128>(room / most_f, INT64_MAX));
    l.divisor = divisor;
    l.modulo = modulo;
    return l;
}

}  // namespace

expr compile(const node& n, const scope& sc) {
    expr e;
    if (emit(n, sc, e) > max_eval_stack)
        throw syntax("game.too_deep", "an expression is nested too deeply", {}, n.line, n.column);
    e.source = source_of(n, *sc.names);
    const auto& k = e.code;
    using F = expr::form;
    if (k.size() == 1) {
        e.shape = k[0].code == op::var ? F::var : F::num;
        (k[0].code == op::var ? e.a : e.b) = int(k[0].arg);
        e.c = k[0].arg;
    } else if (k.size() == 3 && k[0].code == op::var && (k[2].code == op::add || k[2].code == op::sub)) {
        bool add = k[2].code == op::add;
        e.a = int(k[0].arg);
        if (k[1].code == op::num) {
            e.shape = add ? F::var_add_num : F::var_sub_num;
            e.c = k[1].arg;
        } else if (k[1].code == op::var) {
            e.shape = add ? F::var_add_var : F::var_sub_var;
            e.b = int(k[1].arg);
        }
    } else if (k.size() == 3 && k[0].code == op::var && k[1].code == op::var && k[2].code == op::mul) {
        e.shape = F::var_mul_var;  // p * k: a multiplication game's move
        e.a = int(k[0].arg), e.b = int(k[1].arg);
    }
    if (e.shape == F::general) {
        e.lin = linear_of(n, sc);
        if (e.lin.max_var >= 0) e.shape = F::linear;
    }
    return e;
}

bool uses(const node& n, const std::string& var) {
    if (n.kind == node::name) return n.text == var;
    for (auto& k : n.kids)
        if (uses(*k, var)) return true;
    return false;
}

namespace {

// A number of the text, negated or not: its value.
std::optional<std::int64_t> constant(const node& n) {
    if (n.kind == node::number) return n.value;
    if (n.kind == node::unary && n.text == "-") {
        auto c = constant(*n.kids[0]);
        if (c && *c != INT64_MIN) return -*c;
    }
    return std::nullopt;
}

}  // namespace

affinity affine_in(const node& n, const std::string& var) {
    affinity r;
    if (!uses(n, var)) return {true, true, 0};
    if (n.kind == node::name) return {true, true, 1};
    if (n.kind == node::unary && n.text == "-") {
        r = affine_in(*n.kids[0], var);
        if (r.known && r.coef == INT64_MIN) r.known = false;
        r.coef = r.known ? -r.coef : 0;
        return r;
    }
    if (n.kind != node::binary) return r;
    if (n.text == "+" || n.text == "-") {
        affinity a = affine_in(*n.kids[0], var), b = affine_in(*n.kids[1], var);
        if (!a.affine || !b.affine) return r;
        r.affine = true;
        std::int64_t c = 0;
        r.known =
            a.known && b.known &&
            !(n.text == "+" ? __builtin_add_overflow(a.coef, b.coef, &c) : __builtin_sub_overflow(a.coef, b.coef, &c));
        r.coef = r.known ? c : 0;
        return r;
    }
    if (n.text == "*") {
        for (int side = 0; side < 2; ++side) {
            const node& free = *n.kids[std::size_t(side)];
            if (uses(free, var)) continue;
            affinity other = affine_in(*n.kids[std::size_t(1 - side)], var);
            if (!other.affine) return r;
            r.affine = true;
            auto c = constant(free);
            std::int64_t product = 0;
            r.known = other.known && c && !__builtin_mul_overflow(*c, other.coef, &product);
            r.coef = r.known ? product : 0;
            return r;
        }
    }
    return r;
}

std::optional<std::int64_t> offset_of(const node& n, const std::string& name) {
    if (n.kind == node::name) return n.text == name ? std::optional<std::int64_t>(0) : std::nullopt;
    if (n.kind != node::binary || (n.text != "+" && n.text != "-")) return std::nullopt;
    const node& a = *n.kids[0];
    const node& b = *n.kids[1];
    if (a.kind == node::name && a.text == name && b.kind == node::number) return n.text == "+" ? b.value : -b.value;
    if (n.text == "+" && b.kind == node::name && b.text == name && a.kind == node::number) return a.value;
    return std::nullopt;
}

}  // namespace sg::detail
