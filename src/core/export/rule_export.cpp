// A heap rule as the getSG program students write for contests: short names
// (sg[], vis[], f[]), one loop over the heap sizes with the mex through vis[]
// (or the memoised recursion SG(x)), the move amounts listed or generated.
// The program must give the engine's values for every N it accepts
// (tests/core/export/test_rule_export.cpp compiles and runs it), so each rule kind
// is written move for move as for_each_move in rule.cpp generates them.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "sg/export.hpp"

namespace sg {
namespace {

// The work the program may do for one N (moves looked at plus vis[] cleared,
// export_program_work: about a second compiled with -O2), and the most values
// it keeps in memory (export_program_values); its limit is at least 100.
constexpr std::uint64_t kProgramLeast = 100;

// About how many moves the program looks at to fill sg[0..n].
double program_work(const rule& r, double n) {
    switch (r.kind) {
        case rule_kind::subtraction: {
            double w = n;
            for (std::uint64_t a : r.amounts) {
                if (double(a) > n) break;
                w += n - double(a) + 1;
            }
            return w;
        }
        case rule_kind::all_but: return n * n / 2 + n;
        case rule_kind::family:
            switch (r.fam) {
                case family::odd:
                case family::even: return n * n / 4 + n;
                case family::pow2: return n * (std::log2(n + 1) + 1);
                case family::fib: return n * (std::log2(n + 1) * 1.5 + 1);
                case family::squares: return n * (std::sqrt(n) + 1);
                case family::primes: return n * n / (2 * std::log(n + 2)) + 2 * n;
                case family::factorials: return n * 12;
            }
            return n * n;
        case rule_kind::take_break: {
            double w = n;
            for (std::size_t k = 0; k < r.digits.size() && double(k) <= n; ++k) {
                unsigned d = r.digits[k];
                if (!d) continue;
                double rest = n - double(k);  // the positions with k or more tokens
                w += rest + 1;
                if (d & 4) w += rest * rest / 4;
                if (d & 8) w += rest * rest * rest / 36;
            }
            return w;
        }
        case rule_kind::grundy: return n * n / 4 + n;
        case rule_kind::lasker: return n * n * 3 / 4 + n;
    }
    return n * n;
}

// The largest round N (1, 2 or 5 times a power of ten) within the budgets.
std::uint64_t program_limit(const rule& r) {
    std::uint64_t best = kProgramLeast;
    for (std::uint64_t p = 100; p <= export_program_values; p *= 10)
        for (std::uint64_t m : {1, 2, 5})
            if (p * m <= export_program_values && program_work(r, double(p * m)) <= export_program_work)
                best = std::max(best, p * m);
    return best;
}

// "{1, 3, 4}", wrapped after every 16 numbers.
std::string number_list(const std::vector<std::uint64_t>& xs) {
    std::string s = "{";
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (i) s += (i % 16 == 0) ? ",\n    " : ", ";
        s += std::to_string(xs[i]);
    }
    return s + "}";
}

// The rule's text for a comment line, cut when very long.
std::string shown_text(const rule& r) {
    if (r.text.size() <= 120) return r.text;
    return r.text.substr(0, 100) + "... (" + std::to_string(r.text.size()) + " characters)";
}

// What a move does, a few comment lines in each language.
void describe_rule(const rule& r, std::string& en, std::string& zh) {
    switch (r.kind) {
        case rule_kind::subtraction:
            en = "// A move takes exactly f[j] tokens from the heap, for one of the amounts in f[].\n";
            zh = "// 每一步从堆中恰好取走 f[] 中某个数目的石子。\n";
            return;
        case rule_kind::all_but:
            if (r.is_nim()) {
                en = "// A move takes any positive number of tokens (Nim).\n";
                zh = "// 每一步取走任意正数个石子（Nim）。\n";
            } else {
                en = "// A move takes any positive number of tokens except the amounts in ex[].\n";
                zh = "// 每一步取走任意正数个石子，但不能是 ex[] 中的数目。\n";
            }
            return;
        case rule_kind::family: {
            const char* e = "";
            const char* z = "";
            switch (r.fam) {
                case family::odd: e = "an odd number", z = "奇数"; break;
                case family::even: e = "an even number", z = "偶数"; break;
                case family::pow2: e = "a power of two (1, 2, 4, 8, ...)", z = "2 的幂（1、2、4、8……）"; break;
                case family::fib:
                    e = "a Fibonacci number (1, 2, 3, 5, 8, ...)", z = "斐波那契数（1、2、3、5、8……）";
                    break;
                case family::squares: e = "a square (1, 4, 9, 16, ...)", z = "平方数（1、4、9、16……）"; break;
                case family::primes: e = "a prime (2, 3, 5, 7, 11, ...)", z = "质数（2、3、5、7、11……）"; break;
                case family::factorials: e = "a factorial (1, 2, 6, 24, ...)", z = "阶乘数（1、2、6、24……）"; break;
            }
            en = std::string("// A move takes ") + e + " of tokens; f[] lists those up to N.\n";
            zh = std::string("// 每一步取走") + z + "个石子；f[] 列出不超过 N 的这些数。\n";
            return;
        }
        case rule_kind::take_break:
            en = "// A take-and-break game: code[j] is the code digit for taking take[j] tokens.\n"
                 "// Its bit 1: take them when that empties the heap; bit 2: take them and leave\n"
                 "// one heap; bit 4: take them and split the rest into two heaps; bit 8: into\n"
                 "// three heaps. (Taking 0 with bit 4 splits a heap in two without taking.)\n";
            zh = "// 取走并分堆的游戏：code[j] 是取走 take[j] 个石子时的编码数字。\n"
                 "// 位 1：取走后堆恰好变空；位 2：取走后留下一堆；位 4：取走后把剩下的分成两堆；\n"
                 "// 位 8：分成三堆。（取 0 个且有位 4：不取，只把一堆分成两堆。）\n";
            return;
        case rule_kind::grundy:
            en = "// Grundy's game: a move splits a heap into two non-empty heaps of different sizes.\n";
            zh = "// Grundy 游戏：每一步把一堆分成大小不同的两个非空堆。\n";
            return;
        case rule_kind::lasker:
            en = "// Lasker's Nim: a move takes any positive number of tokens, or splits a heap\n"
                 "// into two non-empty heaps.\n";
            zh = "// Lasker 的 Nim：每一步取走任意正数个石子，或把一堆分成两个非空堆。\n";
            return;
    }
}

// The lines that generate f[] for a family, indented by four spaces, for a
// function with the heap limit in `n`.
std::string family_loop(family fam) {
    switch (fam) {
        case family::odd: return "    for (int x = 1; x <= n; x += 2) f.push_back(x);\n";
        case family::even: return "    for (int x = 2; x <= n; x += 2) f.push_back(x);\n";
        case family::pow2: return "    for (int x = 1; x <= n; x *= 2) f.push_back(x);\n";
        case family::fib:
            return "    for (int a = 1, b = 2; a <= n; b += a, a = b - a) f.push_back(a);  // 1, 2, 3, 5, 8, ...\n";
        case family::squares: return "    for (int x = 1; x * x <= n; x++) f.push_back(x * x);\n";
        case family::factorials:
            return "    for (int k = 1, x = 1; x <= n; k++, x *= k) f.push_back(x);  // 1, 2, 6, 24, ...\n";
        case family::primes:
            return "    std::vector<char> composite(n + 1, 0);  // 埃氏筛 / the sieve of Eratosthenes\n"
                   "    for (int p = 2; p <= n; p++) {\n"
                   "        if (composite[p]) continue;\n"
                   "        f.push_back(p);\n"
                   "        for (long long q = (long long)p * p; q <= n; q += p) composite[q] = 1;\n"
                   "    }\n";
    }
    return "";
}

// The non-zero digits of a take-and-break code: (amount taken, digit).
std::vector<std::pair<std::uint64_t, unsigned>> code_digits(const rule& r) {
    std::vector<std::pair<std::uint64_t, unsigned>> out;
    for (std::size_t k = 0; k < r.digits.size(); ++k)
        if (r.digits[k]) out.push_back({k, r.digits[k]});
    return out;
}

// The moves of a splitting rule (take_break, grundy, lasker) from a heap of
// `x`, each reached value marked ("vis[v] = 1;", or "mark(v);" when memoised,
// where vis[] grows as needed) and each heap's value read as sg[h] or SG(h).
// Indented by `in`.
std::string split_moves(const rule& r, const std::string& x, const std::string& in, bool memo) {
    auto value = [&](const std::string& h) { return memo ? "SG(" + h + ")" : "sg[" + h + "]"; };
    auto mark = [&](const std::string& v) { return memo ? "mark(" + v + ");" : "vis[" + v + "] = 1;"; };
    std::string s;
    if (r.kind == rule_kind::grundy) {
        s += in + "// 分成 a 和 " + x + " - a 两堆（a < " + x + " - a）/ split into a and " + x + " - a, a < " + x +
             " - a\n";
        s += in + "for (int a = 1; 2 * a < " + x + "; a++) " + mark(value("a") + " ^ " + value(x + " - a")) + "\n";
        return s;
    }
    if (r.kind == rule_kind::lasker) {
        s += in + "// 取走 y 个 / take y\n";
        s += in + "for (int y = 1; y <= " + x + "; y++) " + mark(value(x + " - y")) + "\n";
        s += in + "// 分成 a 和 " + x + " - a 两堆 / split into a and " + x + " - a\n";
        s += in + "for (int a = 1; 2 * a <= " + x + "; a++) " + mark(value("a") + " ^ " + value(x + " - a")) + "\n";
        return s;
    }
    unsigned bits = 0;
    for (unsigned d : r.digits) bits |= d;
    if (!bits) return in + "// 没有走法 / no moves\n";
    s += in + "for (int j = 0; j < K && take[j] <= " + x + "; j++) {\n";
    s += in + "    int d = code[j], r = " + x + " - take[j];  // r：剩下的石子数 / r: the tokens left\n";
    if (bits & 1) s += in + "    if ((d & 1) && r == 0) " + mark("0") + "  // 取完 / the heap is emptied\n";
    if (bits & 2) s += in + "    if ((d & 2) && r >= 1) " + mark(value("r")) + "  // 留下一堆 / one heap left\n";
    if (bits & 4) {
        s += in + "    if (d & 4)  // 分成 a 和 r - a 两堆 / two heaps, a and r - a\n";
        s += in + "        for (int a = 1; 2 * a <= r; a++) " + mark(value("a") + " ^ " + value("r - a")) + "\n";
    }
    if (bits & 8) {
        s += in + "    if (d & 8)  // 分成 a、b、r - a - b 三堆 / three heaps, a <= b <= r - a - b\n";
        s += in + "        for (int a = 1; 3 * a <= r; a++)\n";
        s += in + "            for (int b = a; a + 2 * b <= r; b++) " +
             mark(value("a") + " ^ " + value("b") + " ^ " + value("r - a - b")) + "\n";
    }
    s += in + "}\n";
    return s;
}

}  // namespace

export_style parse_export_style(std::string_view text) {
    if (text.empty() || text == "loop") return export_style::loop;
    if (text == "memo") return export_style::memo;
    throw error("export.style", "the style of a program is loop or memo, not '" + std::string(text) + "'",
                {{"style", std::string(text)}});
}

std::string export_rule_cpp(const rule& r, export_style style) {
    const bool memo = style == export_style::memo;
    const std::uint64_t limit = program_limit(r);
    const std::string maxn = std::to_string(limit);
    const std::string text = shown_text(r);
    const bool big = std::any_of(r.amounts.begin(), r.amounts.end(), [](std::uint64_t a) { return a > 2147483647; });
    const std::string amount_type = big ? "long long" : "int";
    std::string en, zh;
    describe_rule(r, en, zh);
    const bool splits = !r.single_heap();
    const bool has_moves = r.kind != rule_kind::take_break || !code_digits(r).empty();

    std::string o;
    o += "// SG values of the heap rule \"" + text + "\"" + (r.name.empty() ? "" : " (" + r.name + ")") +
         ", written in SG Lab's rule language.\n";
    o += en;
    o += "// 堆规则 \"" + text + "\"" + (r.name.empty() ? "" : "（" + r.name + "）") +
         "（SG Lab 的规则语言）的 SG 值。\n";
    o += zh;
    o += "//\n"
         "// Input: N (0 <= N <= " +
         maxn +
         "). Output: sg[0] sg[1] ... sg[N] on one line,\n"
         "// separated by spaces: the values `sg table '" +
         text +
         "' --upto N` shows in\n"
         "// its \"sg[x]\" rows.\n"
         "// 输入：N（0 <= N <= " +
         maxn +
         "）。输出：一行 sg[0] sg[1] ... sg[N]，用空格分隔，\n"
         "// 与 `sg table '" +
         text +
         "' --upto N` 的 \"sg[x]\" 行相同。\n"
         "//   g++ -std=c++17 -O2 sg.cpp -o sg && echo 20 | ./sg\n"
         "//\n";
    if (memo)
        o += "// SG(x) is the memoised recursion with a local vis[]; main asks for x = 0, 1, ..., N\n"
             "// in order, so every SG(y) it calls is known and the recursion stays shallow.\n"
             "// O(N * moves) work; a larger N is refused (a few seconds of work at most).\n"
             "// SG(x) 是带记忆化的递归，用局部的 vis[] 求 mex；main 按 x = 0, 1, ..., N 的顺序调用，\n"
             "// 所以递归很浅。复杂度 O(N × 走法数)；N 超过上限时程序拒绝计算（最多几秒）。\n";
    else
        o += "// getSG(n) fills sg[0..n] in one loop, the mex through vis[], as in the classic\n"
             "// tutorial. O(N * moves) work; a larger N is refused (about a second of work at most).\n"
             "// getSG(n) 像经典教程一样用一个循环求出 sg[0..n]，用 vis[] 求 mex。\n"
             "// 复杂度 O(N × 走法数)；N 超过上限时程序拒绝计算（最多约一秒）。\n";
    o += "\n#include <algorithm>\n#include <cstdio>\n#include <iostream>\n#include <vector>\n\n";
    o += "const int MAXN = " + maxn + ";  // 本程序允许的最大 N / the largest N this program computes\n\n";

    // The data: listed amounts, exclusions or code digits.
    if (r.kind == rule_kind::subtraction) {
        o += "// 可以取走的数目（从小到大）/ the amounts a move may take, ascending\n";
        o += "const " + amount_type + " f[] = " + number_list(r.amounts) + ";\n";
        o += "const int K = sizeof(f) / sizeof(f[0]);\n\n";
    } else if (r.kind == rule_kind::all_but && !r.is_nim()) {
        o += "// 不能取走的数目（其余正数都可以）/ the amounts a move may not take (any other may)\n";
        o += "const " + amount_type + " ex[] = " + number_list(r.amounts) + ";\n";
        o += "const int E = sizeof(ex) / sizeof(ex[0]);\n\n";
    } else if (r.kind == rule_kind::take_break) {
        auto cd = code_digits(r);
        std::vector<std::uint64_t> takes, codes;
        for (const auto& [k, d] : cd) takes.push_back(k), codes.push_back(d);
        if (cd.empty()) {
            o += "// 这个编码的数字全是 0：没有走法 / every digit of this code is 0: there is no move\n\n";
        } else {
            o += "// 编码中非 0 的数字：取走 take[j] 个时的数字是 code[j]\n"
                 "// the code's non-zero digits: code[j] is the digit for taking take[j]\n";
            o += "const int take[] = " + number_list(takes) + ";\n";
            o += "const int code[] = " + number_list(codes) + ";\n";
            o += "const int K = sizeof(take) / sizeof(take[0]);\n\n";
        }
    }
    if (r.kind == rule_kind::family) {
        o += "std::vector<int> f;  // 可以取走的数目（不超过 N）/ the amounts a move may take, up to N\n\n";
        o += "// 生成 f[]：不超过 n 的所有可取数目 / f[]: every amount up to n\n";
        o += "void makeF(int n) {\n    f.clear();\n" + family_loop(r.fam) + "}\n\n";
    }
    if (memo)
        o += "std::vector<int> sg;  // sg[x]：大小为 x 的堆的 SG 值，-1 表示还没算 / the value of a heap of x, -1: not "
             "yet known\n";
    else
        o += "std::vector<int> sg;    // sg[i]：大小为 i 的堆的 SG 值 / the SG value of a heap of i\n"
             "std::vector<char> vis;  // vis[g] = 1：某个走法到达 SG 值 g / some move reaches value g\n";
    if (r.kind == rule_kind::all_but && !r.is_nim())
        o += "std::vector<char> banned;  // banned[y] = 1：不能取走 y 个 / taking y is not allowed\n";
    o += "\n";

    const bool listed = r.kind == rule_kind::subtraction || r.kind == rule_kind::family;
    const std::string count = r.kind == rule_kind::family ? "(int)f.size()" : "K";
    const std::string set_banned =
        "    for (int j = 0; j < E; j++)\n"
        "        if (ex[j] <= n) banned[ex[j]] = 1;\n";

    if (!memo) {
        o += "void getSG(int n) {\n";
        if (r.kind == rule_kind::family) o += "    makeF(n);\n    int K = (int)f.size();\n";
        o += "    sg.assign(n + 1, 0);\n";
        if (r.kind == rule_kind::all_but) o += "    vis.assign(n + 2, 0);\n";
        if (r.kind == rule_kind::all_but && !r.is_nim()) o += "    banned.assign(n + 1, 0);\n" + set_banned;
        if (listed)
            o += "    vis.assign(K + 1, 0);\n    int m = 0;  // m：能取的数目个数 f[0..m-1] <= i / the amounts that "
                 "fit\n";
        if (splits) o += "    int top = 0;  // 目前最大的 SG 值 / the largest value so far\n";
        o += "    sg[0] = 0;\n"
             "    for (int i = 1; i <= n; i++) {\n";
        if (listed) {
            o += "        while (m < K && f[m] <= i) m++;\n"
                 "        // 最多 m 种走法，所以 mex <= m / at most m moves, so the mex is at most m\n"
                 "        std::fill(vis.begin(), vis.begin() + m + 1, 0);\n"
                 "        for (int j = 0; j < m; j++) vis[sg[i - f[j]]] = 1;\n";
        } else if (r.kind == rule_kind::all_but) {
            o += "        // 最多 i 种走法，所以 mex <= i / at most i moves, so the mex is at most i\n"
                 "        std::fill(vis.begin(), vis.begin() + i + 1, 0);\n";
            if (r.is_nim()) o += "        for (int y = 1; y <= i; y++) vis[sg[i - y]] = 1;\n";
            else o += "        for (int y = 1; y <= i; y++)\n            if (!banned[y]) vis[sg[i - y]] = 1;\n";
        } else {
            o += "        // 到达的值都是 <= top 的值的异或，小于 2 * top + 1，所以 vis[] 有 2 * top + 2 个位置就够了\n"
                 "        // every value reached is an XOR of values <= top, below 2 * top + 1: vis[] needs 2 * top + "
                 "2 places\n"
                 "        vis.assign(2 * top + 2, 0);\n";
            o += split_moves(r, "i", "        ", false);
        }
        o += "        for (int g = 0; ; g++)\n"
             "            if (!vis[g]) { sg[i] = g; break; }\n";
        if (splits) o += "        top = std::max(top, sg[i]);\n";
        o += "    }\n}\n\n";
    } else {
        if (r.kind == rule_kind::all_but && !r.is_nim()) {
            o += "// banned[y] = 1 for each amount in ex[] up to n / 标记不能取的数目\n"
                 "void makeBanned(int n) {\n"
                 "    banned.assign(n + 1, 0);\n" +
                 set_banned + "}\n\n";
        }
        o += "int SG(int x) {\n"
             "    if (sg[x] != -1) return sg[x];\n";
        if (listed) {
            o += "    int m = 0;  // f[0..m-1] <= x：能取的数目 / the amounts that fit\n"
                 "    while (m < " +
                 count +
                 " && f[m] <= x) m++;\n"
                 "    std::vector<char> vis(m + 1, 0);  // 最多 m 种走法，mex <= m / at most m moves, mex <= m\n"
                 "    for (int j = 0; j < m; j++) vis[SG(x - f[j])] = 1;\n";
        } else if (r.kind == rule_kind::all_but) {
            o += "    std::vector<char> vis(x + 1, 0);  // 最多 x 种走法，mex <= x / at most x moves, mex <= x\n";
            if (r.is_nim()) o += "    for (int y = 1; y <= x; y++) vis[SG(x - y)] = 1;\n";
            else o += "    for (int y = 1; y <= x; y++)\n        if (!banned[y]) vis[SG(x - y)] = 1;\n";
        } else {
            o += "    std::vector<char> vis;  // vis[v] = 1：某个走法到达 v（按需变长）/ some move reaches v (grows as "
                 "needed)\n";
            if (has_moves)
                o += "    auto mark = [&](int v) {\n"
                     "        if (v >= (int)vis.size()) vis.resize(v + 1, 0);\n"
                     "        vis[v] = 1;\n"
                     "    };\n";
            o += split_moves(r, "x", "    ", true);
        }
        o += "    int g = 0;\n";
        o += splits ? "    while (g < (int)vis.size() && vis[g]) g++;\n" : "    while (vis[g]) g++;\n";
        o += "    return sg[x] = g;\n"
             "}\n\n";
    }

    o += "int main() {\n"
         "    long long n;\n"
         "    if (!(std::cin >> n) || n < 0) {\n"
         "        std::fprintf(stderr, \"error: expected N, a whole number >= 0 / 错误：请输入一个非负整数 N\\n\");\n"
         "        return 1;\n"
         "    }\n"
         "    if (n > MAXN) {\n"
         "        std::fprintf(stderr, \"error: N = %lld is more than %d, the most this program computes\"\n"
         "                     \" / 错误：N = %lld 超过了本程序的上限 %d\\n\", n, MAXN, n, MAXN);\n"
         "        return 1;\n"
         "    }\n";
    if (memo) {
        if (r.kind == rule_kind::family) o += "    makeF((int)n);\n";
        if (r.kind == rule_kind::all_but && !r.is_nim()) o += "    makeBanned((int)n);\n";
        o += "    sg.assign(n + 1, -1);\n"
             "    for (int i = 0; i <= n; i++) std::printf(\"%d%c\", SG(i), i == n ? '\\n' : ' ');\n";
    } else {
        o += "    getSG((int)n);\n"
             "    for (int i = 0; i <= n; i++) std::printf(\"%d%c\", sg[i], i == n ? '\\n' : ' ');\n";
    }
    o += "    return 0;\n}\n";
    return o;
}

}  // namespace sg
