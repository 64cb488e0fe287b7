// The parts of an exported game program that do not depend on the moves
// (game_export.cpp writes the rest): the line helper, reading the questions,
// the tables filled ahead, and main().
#include "export/cpp_text.hpp"

namespace sg::detail {

// The line helper, written only when some move line uses it.
const char* const line_helper = R"(// A line of positions along one coordinate that a long move line walks (take 1..n/2
// from n: n - 1 down to n - n/2). It holds the values of positions start..built, added
// in order, and for each value the last position holding it under a tree of minima:
// the least value missing from positions lo..built is one walk down the tree.
// 一条沿某个坐标的局面线：按顺序加入 start..built 的值，记下每个值最后出现的位置，
// 用最小值线段树求“lo..built 中没有出现的最小值”。
struct line {
    ll start = 0, built = -1;
    int asked = 0;  // the stamp of the last position that asked it
    std::size_t cap = 0;
    std::vector<ll> tree;  // tree[cap + v]: the last position with value v (-1: none); minima above
    // Whether it can answer for positions lo..hi, starting again at lo when it must.
    bool ready(ll lo, ll hi) {
        if (built < start || lo < start || built < lo - 1) {
            start = lo;
            built = lo - 1;
            std::fill(tree.begin(), tree.end(), -1);
        }
        return built <= hi;
    }
    void add(int v) {
        ++built;
        if ((std::size_t)v >= cap) {
            std::size_t c = cap ? cap : 16;
            while (c <= (std::size_t)v) c *= 2;
            std::vector<ll> t(2 * c, -1);
            for (std::size_t i = 0; i < cap; ++i) t[c + i] = tree[cap + i];
            for (std::size_t i = c - 1; i >= 1; --i) t[i] = std::min(t[2 * i], t[2 * i + 1]);
            tree.swap(t);
            cap = c;
        }
        std::size_t i = cap + (std::size_t)v;
        tree[i] = built;
        for (i /= 2; i >= 1; i /= 2) tree[i] = std::min(tree[2 * i], tree[2 * i + 1]);
    }
    // The least value >= v0 that no position lo..built holds.
    int missing(ll lo, int v0) const {
        if ((std::size_t)v0 >= cap) return v0;
        const long f = find(1, 0, cap, (std::size_t)v0, lo);
        return f < 0 ? (int)cap : (int)f;
    }
    long find(std::size_t node, std::size_t nl, std::size_t nr, std::size_t v0, ll lo) const {
        if (nr <= v0 || tree[node] >= lo) return -1;
        if (nr - nl == 1) return (long)nl;
        const std::size_t mid = (nl + nr) / 2;
        const long r = find(2 * node, nl, mid, v0, lo);
        return r >= 0 ? r : find(2 * node + 1, mid, nr, v0, lo);
    }
};
)";

// Reading the questions, the tables, the answers and main().
void main_part(text_out& o, const game_program& prog, const std::vector<game_names>& names, bool single) {
    o << "// A question: a line of input read as a game and its coordinates.  一行输入：游戏和坐标。\n"
         "struct query {\n"
         "    std::string line;\n"
         "    int game = -1;  // -1: not a position of these games\n"
         "    bool negative = false;\n"
         "    std::vector<ll> c;\n"
         "};\n\n"
         "// \"NAME(3, 4)\""
      << (single ? ", \"(3, 4)\" or \"3 4\"" : "")
      << ".  读一行局面。\n"
         "query read(const std::string& line) {\n"
         "    query q;\n"
         "    q.line = line;\n"
         "    std::size_t i = 0;\n"
         "    while (i < line.size() && std::isspace((unsigned char)line[i])) ++i;\n"
         "    std::string name;  // 游戏名 / the game's name\n"
         "    while (i < line.size() && (std::isalpha((unsigned char)line[i]) || line[i] == '_' ||\n"
         "                               (!name.empty() && std::isdigit((unsigned char)line[i]))))\n"
         "        name += line[i++];\n"
         "    while (i < line.size()) {\n"
         "        if (line[i] == '-') q.negative = true;\n"
         "        if (!std::isdigit((unsigned char)line[i])) {\n"
         "            ++i;\n"
         "            continue;\n"
         "        }\n"
         "        ll v = 0;\n"
         "        while (i < line.size() && std::isdigit((unsigned char)line[i])) v = v * 10 + (line[i++] - '0');\n"
         "        q.c.push_back(v);\n"
         "    }\n";
    for (std::size_t gi = 0; gi < prog.games.size(); ++gi) {
        const std::string named = "name == \"" + prog.games[gi].info.name + "\"";
        o << "    if (" << (single ? "(" + named + " || name.empty())" : named)
          << " && q.c.size() == " << prog.games[gi].info.coords.size() << ") q.game = " << gi << ";\n";
    }
    o << "    return q;\n"
         "}\n\n"
         "int answer(const query& q) {\n"
         "    if (q.negative) fail(\"a negative coordinate / 坐标是负数: \" + q.line);\n";
    for (std::size_t gi = 0; gi < prog.games.size(); ++gi) {
        o << "    if (q.game == " << gi << ") return sg_" << names[gi].name << "(";
        for (std::size_t i = 0; i < prog.games[gi].info.coords.size(); ++i) o << (i ? ", " : "") << "q.c[" << i << "]";
        o << ");\n";
    }
    o << "    fail(\"not a position of these games / 不是这些游戏的局面: \" + q.line);\n"
         "    return -1;\n"
         "}\n\n"
         "// Each game's table spans 0 to the largest coordinates asked about (none past 2^24\n"
         "// cells) and is filled bottom-up when it has at most 2^22 cells.\n"
         "// 每个游戏的表从 0 到问到的最大坐标（超过 2^24 格就不用表）；不超过 2^22 格时自底向上预先填好。\n"
         "void prepare(const std::vector<query>& qs) {\n";
    for (std::size_t gi = 0; gi < prog.games.size(); ++gi) {
        if (prog.games[gi].kind == detail::game_kind::nim_product) continue;  // no table: its values are its factors'
        const game_names& n = names[gi];
        const std::size_t k = n.coords.size();
        o << "    {\n"
             "        std::vector<ll> dim("
          << k
          << ", 0);\n"
             "        for (const auto& q : qs)\n"
             "            if (q.game == "
          << gi
          << " && !q.negative)\n"
             "                for (std::size_t j = 0; j < dim.size(); ++j) dim[j] = std::max(dim[j], q.c[j] + 1);\n"
             "        double cells = 1;\n"
             "        for (ll d : dim) cells *= (double)d;\n"
             "        if (cells > (double)(1 << 24)) std::fill(dim.begin(), dim.end(), 0), cells = 0;\n"
             "        std::copy(dim.begin(), dim.end(), dim_"
          << n.name
          << ");\n"
             "        box_"
          << n.name
          << ".assign((std::size_t)cells, -1);\n"
             "        if (cells > 0 && cells <= (double)(1 << 22)) {\n"
             "            try {\n"
             "                fill_"
          << n.name
          << "();\n"
             "            } catch (const game_error&) {\n"
             "                // A cell no question reaches has no value: the rest by recursion.\n"
             "                // 有问题问不到的格子没有值：其余的用递归算。\n"
             "            }\n"
             "        }\n"
             "    }\n";
    }
    o << "}\n\n"
         "}  // namespace game\n\n"
         "int main() {\n"
         "    std::vector<game::query> qs;\n"
         "    for (std::string line; std::getline(std::cin, line);)  // 每行一个局面 / one position per line\n"
         "        if (line.find_first_not_of(\" \\t\\r\") != std::string::npos) qs.push_back(game::read(line));\n"
         "    game::prepare(qs);\n"
         "    for (const auto& q : qs) {\n"
         "        try {\n"
         "            std::printf(\"%d\\n\", game::answer(q));\n"
         "        } catch (const game::game_error& e) {\n"
         "            std::fflush(stdout);\n"
         "            std::fprintf(stderr, \"error / 错误: %s\\n\", e.what());\n"
         "            return 1;\n"
         "        }\n"
         "    }\n"
         "    return 0;\n"
         "}\n";
}

}  // namespace sg::detail
