// Internal: C++ text for the game language's export (game_export.cpp): names
// that C++ allows, expressions written back from their compiled code with as
// few parentheses as C++ needs, and the arithmetic helpers they call.
#pragma once
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "language/game_program.hpp"

namespace sg::detail {

// A string built with <<, without <sstream> (whose locale machinery would
// double the WebAssembly module's size).
struct text_out {
    std::string s;
    text_out& operator<<(const std::string& x) {
        s += x;
        return *this;
    }
    text_out& operator<<(const char* x) {
        s += x;
        return *this;
    }
    text_out& operator<<(std::size_t x) {
        s += std::to_string(x);
        return *this;
    }
    std::string str() const { return s; }
};

// Names a variable of the program must not take: C++ keywords, the program's
// own names, and the object-like macros of the headers it includes.
inline const std::set<std::string>& taken_words() {
    static const std::set<std::string> words = {
        // C++ keywords and alternative tokens (C++20's too, for newer compilers)
        "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case", "catch",
        "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "const", "consteval", "constexpr",
        "constinit", "const_cast", "continue", "co_await", "co_return", "co_yield", "decltype", "default", "delete",
        "do", "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "float", "for",
        "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq",
        "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register", "reinterpret_cast",
        "requires", "return", "short", "signed", "sizeof", "static", "static_assert", "static_cast", "struct", "switch",
        "template", "this", "thread_local", "throw", "true", "try", "typedef", "typeid", "typename", "union",
        "unsigned", "using", "virtual", "void", "volatile", "wchar_t", "while", "xor", "xor_eq",
        // the program's own names
        "ll", "fail", "fdiv", "fmod", "shl", "shr", "min", "max", "abs", "gcd", "popcount", "ctz", "isqrt", "nimmul",
        "key", "it", "reached", "vis", "g", "solve", "game", "main", "std", "stamp", "mark", "mex", "start", "asked",
        "line", "query", "read", "answer", "prepare", "game_error", "unfinished", "grow",
        // macros (and GNU mode's predefined ones)
        "EOF", "WEOF", "NULL", "BUFSIZ", "L_tmpnam", "errno", "stdin", "stdout", "stderr", "linux", "unix", "i386"};
    return words;
}

// Whether s can be a variable's name (or, `prefixed`, follow sg_ and memo_
// in a game's function and memo) in a scope where `taken` are in use.
inline bool acceptable(const std::string& s, const std::set<std::string>& taken, bool prefixed) {
    if (taken.count(s)) return false;
    if (s[0] == '_' || s.find("__") != std::string::npos) return false;  // reserved to the implementation
    if (prefixed) return true;
    if (taken_words().count(s)) return false;
    // The games' functions and tables, and the program's own locals.
    for (const char* prefix :
         {"sg_", "memo_", "box_", "dim_", "far_", "at_", "peek_", "quick_", "need_", "fill_", "lines_", "run_"})
        if (s.rfind(prefix, 0) == 0) return false;
    bool caps = s.find('_') != std::string::npos;  // INT_MAX, SEEK_SET: macros
    for (char ch : s) caps = caps && !std::islower(static_cast<unsigned char>(ch));
    return !caps;
}

// Gives each name a C++ name: itself when it can, otherwise a near variant
// that no other name of the same scope has.
class namer {
public:
    namer(const std::vector<std::string>& names, bool prefixed) : prefixed_(prefixed) {
        for (const auto& n : names) taken_.insert(n);
        for (const auto& n : names) add(n);
    }
    void add(const std::string& n) {
        if (map_.count(n)) return;
        std::string c = n;
        if (!acceptable(n, own(n), prefixed_)) {
            std::string base;  // no leading, trailing or doubled underscores
            for (char ch : n)
                if (ch != '_' || (!base.empty() && base.back() != '_')) base += ch;
            while (!base.empty() && base.back() == '_') base.pop_back();
            c = base + "_";
            for (int k = 1; !acceptable(c, taken_, prefixed_); ++k)
                c = "v_" + base + (k > 1 ? "_" + std::to_string(k) : "");
            taken_.insert(c);
        }
        map_[n] = c;
    }
    const std::string& operator()(const std::string& n) const { return map_.at(n); }

private:
    std::set<std::string> own(const std::string& n) const {  // the taken names but n itself
        std::set<std::string> t = taken_;
        t.erase(n);
        return t;
    }
    bool prefixed_ = false;
    std::set<std::string> taken_;
    std::map<std::string, std::string> map_;
};

// A piece of C++ text for a subexpression. `prec` is the rank of its
// outermost operator (0: a name, number or call; 3: unary; 5: *; 6: + -;
// 9: < <= > >=; 10: == !=; 11: &; 12: ^; 13: |; 14: &&; 15: ||); every piece
// with prec > 0 is wrapped in one pair of parentheses.
struct piece {
    std::string text;
    enum kind_t { wide, narrow, boolean } kind = wide;  // long long, int (a small literal), bool
    int prec = 0;
};

inline std::string bare(const piece& p) { return p.prec ? p.text.substr(1, p.text.size() - 2) : p.text; }

// The text of an operand of a binary operator of rank `parent`: without its
// parentheses where C++ reads it the same way and g++ -Wall does not ask for
// them (a + b * c, i + j > 0, x > 0 && y > 0; but (x & 3) == 0 and
// (a && b) || c keep theirs).
inline std::string operand(const piece& c, int parent, bool left) {
    bool drop = c.prec == 3;  // unary operators bind tighter than any binary one
    if (parent == 5 || parent == 6)
        drop |= (c.prec == 5 || c.prec == 6) && (c.prec < parent || (c.prec == parent && left));
    else if (parent == 9 || parent == 10) drop |= c.prec == 5 || c.prec == 6;
    else if (parent >= 11 && parent <= 13) drop |= c.prec == parent && left;
    else if (parent == 14 || parent == 15) drop |= c.prec <= 10 || (c.prec == parent && left);
    return drop ? bare(c) : c.text;
}

// The piece as an operand of arithmetic or a comparison: a bool becomes a
// number (~ and == on bools read oddly and draw compiler warnings).
inline piece number(const piece& p) {
    return p.kind == piece::boolean ? piece{"ll(" + bare(p) + ")", piece::wide, 0} : p;
}

// The piece as a truth value (where, && || !): a number is compared with 0.
inline piece truth(const piece& p) {
    return p.kind == piece::boolean ? p : piece{"(" + operand(p, 10, true) + " != 0)", piece::boolean, 10};
}

class writer {
public:
    // The expression as C++ text (a piece) over the variables `names` (by slot).
    piece expr(const detail::expr& e, const std::vector<std::string>& names) {
        std::vector<piece> st;
        std::vector<op> logic;  // pending && / ||, closed by their to_bool
        auto pop = [&] {
            piece p = st.back();
            st.pop_back();
            return p;
        };
        auto call = [&](const char* fn, const std::vector<piece>& args) {
            helpers_.insert(fn);
            std::string s = std::string(fn) + "(";
            for (std::size_t i = 0; i < args.size(); ++i) s += (i ? ", " : "") + bare(args[i]);
            st.push_back({s + ")", piece::wide, 0});
        };
        for (const auto& in : e.code) {
            switch (in.code) {
                case op::num:
                    if (in.arg >= 0 && in.arg <= 2147483647) st.push_back({std::to_string(in.arg), piece::narrow, 0});
                    else if (in.arg >= 0) st.push_back({std::to_string(in.arg) + "LL", piece::wide, 0});
                    else st.push_back({"(" + std::to_string(in.arg) + "LL)", piece::wide, 3});
                    continue;
                case op::var: st.push_back({names[std::size_t(in.arg)], piece::wide, 0}); continue;
                case op::neg:
                case op::bnot: {
                    piece a = number(pop());
                    st.push_back({std::string("(") + (in.code == op::neg ? "-" : "~") + a.text + ")", a.kind, 3});
                    continue;
                }
                case op::lnot: {  // !x on a number reads as x == 0
                    piece a = pop();
                    if (a.kind == piece::boolean) st.push_back({"(!" + a.text + ")", piece::boolean, 3});
                    else st.push_back({"(" + operand(a, 10, true) + " == 0)", piece::boolean, 10});
                    continue;
                }
                case op::abs: call("abs", {pop()}); continue;
                case op::popcount: call("popcount", {pop()}); continue;
                case op::ctz: call("ctz", {pop()}); continue;
                case op::isqrt: call("isqrt", {pop()}); continue;
                case op::and_jump:
                case op::or_jump: logic.push_back(in.code); continue;
                case op::to_bool: {
                    piece b = truth(pop()), a = truth(pop());
                    bool conj = logic.back() == op::and_jump;
                    logic.pop_back();
                    const int prec = conj ? 14 : 15;
                    std::string text = operand(a, prec, true) + (conj ? " && " : " || ") + operand(b, prec, false);
                    st.push_back({"(" + text + ")", piece::boolean, prec});
                    continue;
                }
                default: break;
            }
            piece b = pop(), a = pop();
            // How each binary operator is written: a helper's call, or a
            // symbol with its C++ precedence (grouped by precedence).
            struct form {
                const char* fn;
                const char* sym;
                int prec;
            };
            static const std::map<op, form> forms = {
                {op::div, {"fdiv", "", 0}},     {op::mod, {"fmod", "", 0}},      {op::shl, {"shl", "", 0}},
                {op::shr, {"shr", "", 0}},      {op::min, {"min", "", 0}},       {op::max, {"max", "", 0}},
                {op::gcd, {"gcd", "", 0}},      {op::nimmul, {"nimmul", "", 0}}, {op::mul, {nullptr, "*", 5}},
                {op::add, {nullptr, "+", 6}},   {op::sub, {nullptr, "-", 6}},    {op::lt, {nullptr, "<", 9}},
                {op::le, {nullptr, "<=", 9}},   {op::gt, {nullptr, ">", 9}},     {op::ge, {nullptr, ">=", 9}},
                {op::eq, {nullptr, "==", 10}},  {op::ne, {nullptr, "!=", 10}},   {op::band, {nullptr, "&", 11}},
                {op::bxor, {nullptr, "^", 12}}, {op::bor, {nullptr, "|", 13}}};
            const form& f = forms.at(in.code);
            const char* fn = f.fn;
            const char* sym = f.sym;
            const int prec = f.prec;
            if (fn) {
                call(fn, {a, b});
                continue;
            }
            a = number(a), b = number(b);
            bool compare = prec == 9 || prec == 10;
            // Two int literals would be computed in int: make it long long.
            if (!compare && a.kind == piece::narrow && b.kind == piece::narrow) a = {"(ll)" + a.text, piece::wide, 0};
            st.push_back({"(" + operand(a, prec, true) + " " + sym + " " + operand(b, prec, false) + ")",
                          compare ? piece::boolean : piece::wide, prec});
        }
        return st.empty() ? piece{"0", piece::narrow, 0} : st.back();
    }
    const std::set<std::string>& helpers() const { return helpers_; }
    void use(const char* helper) { helpers_.insert(helper); }

private:
    std::set<std::string> helpers_;  // the helper functions the expressions call
};

// The arithmetic helpers, each with the comment a reader needs.
inline const std::pair<const char*, const char*> kHelpers[] = {
    {"fdiv", R"(// a / b rounded down, as in the game language (C++'s / rounds toward 0):
// fdiv(-7, 2) = -4.  向下取整的除法（C++ 的 / 向 0 取整）。
ll fdiv(ll a, ll b) {
    if (b == 0) fail("division by zero / 除以 0");
    ll q = a / b;
    if (a % b != 0 && (a < 0) != (b < 0)) --q;
    return q;
}
)"},
    {"fmod", R"(// The remainder with the divisor's sign: fmod(-7, 3) = 2, fmod(7, -3) = -2.
// 余数的符号与除数相同。
ll fmod(ll a, ll b) {
    if (b == 0) fail("division by zero / 除以 0");
    ll r = a % b;
    if (r != 0 && (r < 0) != (b < 0)) r += b;
    return r;
}
)"},
    {"shl", R"(// a << b, for 0 <= b <= 62 and a result that fits.  左移。
ll shl(ll a, ll b) {
    if (b < 0 || b > 62 || a < 0 || a > (LLONG_MAX >> b)) fail("a << b out of range / 左移越界");
    return a << b;
}
)"},
    {"shr", R"(// a >> b, for b >= 0 (past 63 every bit is gone).  右移。
ll shr(ll a, ll b) {
    if (b < 0) fail("a >> b with b < 0 / 右移的位数是负数");
    return b > 63 ? (a < 0 ? -1 : 0) : a >> b;
}
)"},
    {"min", "ll min(ll a, ll b) { return a < b ? a : b; }\n"},
    {"max", "ll max(ll a, ll b) { return a > b ? a : b; }\n"},
    {"abs", "ll abs(ll a) { return a < 0 ? -a : a; }\n"},
    {"gcd", R"(// The greatest common divisor of |a| and |b|.  最大公约数。
ll gcd(ll a, ll b) {
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b != 0) { ll t = a % b; a = b; b = t; }
    return a;
}
)"},
    {"popcount", R"(// The number of 1 bits of x >= 0.  二进制中 1 的个数。
ll popcount(ll x) {
    if (x < 0) fail("popcount of a negative number / 对负数求 popcount");
    return __builtin_popcountll(x);
}
)"},
    {"ctz", R"(// The number of trailing 0 bits of x != 0.  二进制末尾 0 的个数。
ll ctz(ll x) {
    if (x == 0) fail("ctz(0) / 对 0 求 ctz");
    return __builtin_ctzll(x);
}
)"},
    {"nimmul", R"(// The nim product of a, b >= 0 (Conway): with F = 2^h the largest
// Fermat 2-power not above both, a = a1 F + a0 and b = b1 F + b0, and
// F (x) F = F ^ F / 2.  尼姆积：把两数按费马 2 次幂拆开递归计算。
unsigned long long nim_mul(unsigned long long a, unsigned long long b, int h = 32) {
    if (a < 2 || b < 2) return a * b;
    while (h > 1 && (a >> h) == 0 && (b >> h) == 0) h /= 2;
    unsigned long long m = (1ULL << h) - 1, a1 = a >> h, a0 = a & m, b1 = b >> h, b0 = b & m;
    unsigned long long low = nim_mul(a0, b0, h / 2), high = nim_mul(a1, b1, h / 2);
    unsigned long long mid = nim_mul(a1 ^ a0, b1 ^ b0, h / 2) ^ low;
    return (mid << h) ^ low ^ nim_mul(high, 1ULL << (h - 1), h / 2);
}
ll nimmul(ll a, ll b) {
    if (a < 0 || b < 0) fail("nimmul of a negative number / 对负数求 nimmul");
    unsigned long long p = nim_mul(a, b);
    if (p > (unsigned long long)LLONG_MAX) fail("nimmul overflows / nimmul 溢出");
    return (ll)p;
}
)"},
    {"isqrt", R"(// The largest r with r * r <= x, for x >= 0.  整数平方根（向下取整）。
ll isqrt(ll x) {
    if (x < 0) fail("isqrt of a negative number / 对负数求 isqrt");
    ll r = (ll)std::sqrt((long double)x);
    while (r > 0 && r > x / r) --r;
    while (r + 1 <= x / (r + 1)) ++r;
    return r;
}
)"},
};

// A move line's text for a // comment (one line; a statement continued on
// the next lines of the definition is marked so).
inline std::string comment_text(const std::string& text) {
    std::string s;
    int open = 0;
    for (char ch : text) {
        if (ch == '\n' || ch == '\r') ch = ' ';
        open += ch == '(' ? 1 : ch == ')' ? -1 : 0;
        s += ch;
    }
    while (!s.empty() && (s.back() == ' ' || s.back() == '\\')) s.pop_back();
    return open > 0 ? s + " ..." : s;
}

// "why: cut(" + std::to_string(w) + ", " + std::to_string(h) + ")": a message
// naming the position, as C++ text.
inline std::string position_message(const std::string& why, const std::string& game,
                                    const std::vector<std::string>& coords) {
    std::string s = "\"" + why + ": " + game + "(\"";
    for (std::size_t i = 0; i < coords.size(); ++i)
        s += std::string(i ? " + \", \"" : "") + " + std::to_string(" + coords[i] + ")";
    return s + " + \")\"";
}

// How one game is named in the program.
struct game_names {
    std::string name;                 // NAME in sg_NAME, box_NAME, ...
    std::vector<std::string> coords;  // its coordinates' C++ names
    std::string params, list;         // "ll w, ll h" and "w, h"
};

// The line helper of exported programs (game_main.cpp).
extern const char* const line_helper;
// Reading the questions, the tables, the answers and main() of an exported
// program (game_main.cpp).
void main_part(text_out& o, const game_program& prog, const std::vector<game_names>& names, bool single);

}  // namespace sg::detail
