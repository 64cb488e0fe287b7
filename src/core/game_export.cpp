// A game-language definition as a standalone C++17 program in the style of
// the contest templates: per game a memoised recursive sg() over the state,
// each move line as nested loops, and the mex through a vis[] array. The
// expressions are written back from their compiled form, with the language's
// floor division and remainder as functions.
#include <set>
#include <type_traits>

#include "game_program.hpp"

namespace sg {
namespace {

using detail::op;

// A string built with <<, without <sstream> (whose locale machinery would
// double the WebAssembly module's size).
struct text_out {
    std::string s;
    text_out& operator<<(const std::string& x) { s += x; return *this; }
    text_out& operator<<(const char* x) { s += x; return *this; }
    text_out& operator<<(char x) { s += x; return *this; }
    template <class N, class = std::enable_if_t<std::is_integral_v<N>>>
    text_out& operator<<(N x) { s += std::to_string(x); return *this; }
    std::string str() const { return s; }
};

const std::set<std::string>& reserved() {
    static const std::set<std::string> words = {
        "alignas", "alignof", "and", "asm", "auto", "bool", "break", "case", "catch", "char", "class", "const",
        "constexpr", "continue", "default", "delete", "do", "double", "else", "enum", "explicit", "export",
        "extern", "false", "float", "for", "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace",
        "new", "noexcept", "not", "nullptr", "operator", "or", "private", "protected", "public", "register",
        "return", "short", "signed", "sizeof", "static", "struct", "switch", "template", "this", "throw", "true",
        "try", "typedef", "typename", "union", "unsigned", "using", "virtual", "void", "volatile", "while", "xor",
        "ll", "fdiv", "fmod", "shl", "shr", "gcd", "popcount", "ctz", "isqrt", "min", "max", "abs", "main", "std",
        "key", "it", "reached", "vis", "g", "memo", "line", "in", "out", "read_position"};
    return words;
}

// The C++ name of a variable or game: itself, unless C++ or this program
// already uses it.
std::string cpp_name(const std::string& name) { return reserved().count(name) ? name + "_" : name; }

// The expression as C++ text over the named variables.
std::string cpp_expr(const detail::expr& e, const std::vector<std::string>& names) {
    std::vector<std::string> st;
    std::vector<op> logic;  // pending && / ||, closed by to_bool
    auto pop = [&] {
        std::string s = st.back();
        st.pop_back();
        return s;
    };
    for (const auto& in : e.code) {
        switch (in.code) {
            case op::num: st.push_back(std::to_string(in.arg) + "LL"); continue;
            case op::var: st.push_back(cpp_name(names[std::size_t(in.arg)])); continue;
            case op::neg: st.push_back("(-" + pop() + ")"); continue;
            case op::lnot: st.push_back("ll(!" + pop() + ")"); continue;
            case op::bnot: st.push_back("(~" + pop() + ")"); continue;
            case op::abs: st.push_back("abs(" + pop() + ")"); continue;
            case op::popcount: st.push_back("popcount(" + pop() + ")"); continue;
            case op::ctz: st.push_back("ctz(" + pop() + ")"); continue;
            case op::isqrt: st.push_back("isqrt(" + pop() + ")"); continue;
            case op::and_jump:
            case op::or_jump: logic.push_back(in.code); continue;
            case op::to_bool: {
                std::string b = pop(), a = pop();
                op l = logic.back();
                logic.pop_back();
                st.push_back("ll(" + a + (l == op::and_jump ? " && " : " || ") + b + ")");
                continue;
            }
            default: break;
        }
        std::string b = pop(), a = pop();
        const char* sym = nullptr;
        const char* fn = nullptr;
        switch (in.code) {
            case op::add: sym = "+"; break;
            case op::sub: sym = "-"; break;
            case op::mul: sym = "*"; break;
            case op::div: fn = "fdiv"; break;
            case op::mod: fn = "fmod"; break;
            case op::bxor: sym = "^"; break;
            case op::band: sym = "&"; break;
            case op::bor: sym = "|"; break;
            case op::shl: fn = "shl"; break;
            case op::shr: fn = "shr"; break;
            case op::eq: sym = "=="; break;
            case op::ne: sym = "!="; break;
            case op::lt: sym = "<"; break;
            case op::le: sym = "<="; break;
            case op::gt: sym = ">"; break;
            case op::ge: sym = ">="; break;
            case op::min: fn = "min"; break;
            case op::max: fn = "max"; break;
            case op::gcd: fn = "gcd"; break;
            default: break;
        }
        if (fn) st.push_back(std::string(fn) + "(" + a + ", " + b + ")");
        else if (in.code >= op::eq && in.code <= op::ge) st.push_back("ll(" + a + " " + sym + " " + b + ")");
        else st.push_back("(" + a + " " + sym + " " + b + ")");
    }
    return st.empty() ? "0LL" : st.back();
}

const char* kIncludes = R"(#include <array>
#include <cctype>
#include <cstdio>
#include <iostream>
#include <map>
#include <string>
#include <vector>
)";

const char* kPrelude = R"(typedef long long ll;

// The game language's arithmetic: / rounds down and % takes the divisor's sign.
// 游戏语言的运算：/ 向下取整，% 的符号与除数相同。
ll fdiv(ll a, ll b) { ll q = a / b; if ((a % b != 0) && ((a < 0) != (b < 0))) --q; return q; }
ll fmod(ll a, ll b) { ll r = a % b; if (r != 0 && ((r < 0) != (b < 0))) r += b; return r; }
ll shl(ll a, ll b) { return (ll)((unsigned long long)a << b); }
ll shr(ll a, ll b) { return b > 63 ? (a < 0 ? -1 : 0) : (a >> b); }
ll min(ll a, ll b) { return a < b ? a : b; }
ll max(ll a, ll b) { return a > b ? a : b; }
ll abs(ll a) { return a < 0 ? -a : a; }
ll gcd(ll a, ll b) { a = abs(a); b = abs(b); while (b) { ll t = a % b; a = b; b = t; } return a; }
ll popcount(ll x) { return __builtin_popcountll((unsigned long long)x); }
ll ctz(ll x) { return __builtin_ctzll((unsigned long long)x); }
ll isqrt(ll x) { ll r = 0; while ((r + 1) <= x / (r + 1)) ++r; return r; }
)";

}  // namespace

std::string export_cpp(const game_definition& def) {
    const game_program& prog = def.program();
    text_out o;
    o << "// SG values of the games below, computed the way contest templates do:\n"
         "// a memoised recursive sg() per game, each move line as loops, and the\n"
         "// mex through a vis[] array. Exported by SG Lab from this definition:\n"
         "// 按下面的定义计算 SG 值：每个游戏一个记忆化的递归 sg() 函数，每行 move\n"
         "// 写成循环，用 vis[] 数组求 mex。由 SG Lab 导出。\n"
         "//\n";
    for (const auto& g : prog.games) {
        o << "//   game " << g.info.name << "(";
        for (std::size_t i = 0; i < g.info.coords.size(); ++i) o << (i ? ", " : "") << g.info.coords[i];
        o << ")\n";
        for (const auto& m : g.moves) o << "//     " << m.text << "\n";
    }
    o << "//\n// Input: one position per line, e.g. " << prog.games[0].info.name << "(";
    for (std::size_t i = 0; i < prog.games[0].info.coords.size(); ++i) o << (i ? ", " : "") << (i + 3);
    o << "). Output: its SG value.\n// 输入：每行一个局面；输出：它的 SG 值。\n";
    o << "// (Deep games may need a larger stack: the recursion is as deep as the game is long.)\n\n";
    o << kIncludes << "\nnamespace game {\n\n" << kPrelude << "\n";
    // Declarations first: games may refer to each other in any order.
    for (const auto& g : prog.games) {
        o << "int sg_" << cpp_name(g.info.name) << "(";
        for (std::size_t i = 0; i < g.info.coords.size(); ++i) o << (i ? ", " : "") << "ll " << cpp_name(g.info.coords[i]);
        o << ");\n";
    }
    o << "\n";
    for (const auto& g : prog.games) {
        const std::string name = cpp_name(g.info.name);
        const std::size_t k = g.info.coords.size();
        o << "std::map<std::array<ll, " << k << ">, int> memo_" << name << ";  // 记忆化 / memo\n\n";
        o << "int sg_" << name << "(";
        for (std::size_t i = 0; i < k; ++i) o << (i ? ", " : "") << "ll " << cpp_name(g.info.coords[i]);
        o << ") {\n    std::array<ll, " << k << "> key = {";
        for (std::size_t i = 0; i < k; ++i) o << (i ? ", " : "") << cpp_name(g.info.coords[i]);
        o << "};\n    auto it = memo_" << name << ".find(key);\n"
          << "    if (it != memo_" << name << ".end()) return it->second;\n"
          << "    std::vector<int> reached;  // 每个走法到达的 SG 值 / the value each move reaches\n";
        for (const auto& m : g.moves) {
            std::vector<std::string> names = g.info.coords;
            for (const auto& l : m.loops) names.push_back(l.name);
            o << "    // " << m.text << "\n";
            std::string indent = "    ";
            for (std::size_t li = 0; li < m.loops.size(); ++li) {
                const auto& l = m.loops[li];
                std::string v = cpp_name(l.name);
                o << indent << "for (ll " << v << " = " << cpp_expr(l.lo, names) << ", " << v << "_end = "
                  << cpp_expr(l.hi, names) << "; " << v << " <= " << v << "_end; ++" << v << ") {\n";
                indent += "    ";
            }
            if (!m.cond.empty()) {
                o << indent << "if (" << cpp_expr(m.cond, names) << ") {\n";
                indent += "    ";
            }
            o << indent << "reached.push_back(";
            for (std::size_t t = 0; t < m.targets.size(); ++t) {
                const auto& tc = m.targets[t];
                o << (t ? " ^ " : "") << "sg_" << cpp_name(prog.games[tc.game].info.name) << "(";
                for (std::size_t c = 0; c < tc.coords.size(); ++c) o << (c ? ", " : "") << cpp_expr(tc.coords[c], names);
                o << ")";
            }
            o << ");\n";
            std::size_t closes = m.loops.size() + (m.cond.empty() ? 0 : 1);
            for (std::size_t c = 0; c < closes; ++c) {
                indent.resize(indent.size() - 4);
                o << indent << "}\n";
            }
        }
        o << "    // mex: the least value no move reaches / 求 mex：最小的没有到达的值\n"
          << "    std::vector<char> vis(reached.size() + 1, 0);\n"
          << "    for (int v : reached)\n"
          << "        if (v < (int)vis.size()) vis[v] = 1;\n"
          << "    int g = 0;\n"
          << "    while (vis[g]) ++g;\n"
          << "    return memo_" << name << "[key] = g;\n}\n\n";
    }
    // Reading positions: "name(1, 2)", "(1, 2)" or "9" for the first game.
    o << "// Reads \"name(a, b)\", \"(a, b)\" or \"a\" (the first game): its SG value, or -1.\n"
         "int read_position(const std::string& line) {\n"
         "    std::string name;\n"
         "    std::vector<ll> c;\n"
         "    std::size_t i = 0;\n"
         "    while (i < line.size() && (isalnum((unsigned char)line[i]) || line[i] == '_') && !isdigit((unsigned char)line[i]))\n"
         "        while (i < line.size() && (isalnum((unsigned char)line[i]) || line[i] == '_')) name += line[i++];\n"
         "    for (; i < line.size(); ++i) {\n"
         "        if (!isdigit((unsigned char)line[i])) continue;\n"
         "        ll v = 0;\n"
         "        while (i < line.size() && isdigit((unsigned char)line[i])) v = v * 10 + (line[i++] - '0');\n"
         "        c.push_back(v);\n"
         "    }\n";
    for (std::size_t gi = 0; gi < prog.games.size(); ++gi) {
        const auto& g = prog.games[gi];
        o << "    if ((name == \"" << g.info.name << "\"" << (gi == 0 ? " || name.empty()" : "") << ") && c.size() == "
          << g.info.coords.size() << ") return sg_" << cpp_name(g.info.name) << "(";
        for (std::size_t i = 0; i < g.info.coords.size(); ++i) o << (i ? ", " : "") << "c[" << i << "]";
        o << ");\n";
    }
    o << "    return -1;\n}\n\n}  // namespace game\n\n"
         "int main() {\n"
         "    std::string line;\n"
         "    while (std::getline(std::cin, line)) {\n"
         "        if (line.find_first_not_of(\" \\t\\r\") == std::string::npos) continue;\n"
         "        std::printf(\"%d\\n\", game::read_position(line));\n"
         "    }\n"
         "    return 0;\n"
         "}\n";
    return o.str();
}

}  // namespace sg
