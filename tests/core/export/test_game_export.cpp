// The exported C++ program: compiled with g++, run on positions, and every
// value it prints compared with the engine's evaluator; where the evaluator
// refuses a position, the program must stop with an error too. Skipped (with
// a warning) where no g++ can be run, as under WebAssembly.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "sg/game.hpp"

namespace {

namespace fs = std::filesystem;

bool have_compiler() {
#if defined(__EMSCRIPTEN__)
    return false;
#else
    static const bool found = std::system("command -v g++ >/dev/null 2>&1") == 0;
    return found;
#endif
}

std::string read(const fs::path& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::shared_ptr<const sg::game_definition> define(const std::string& text) {
    return std::make_shared<const sg::game_definition>(text);
}

// The export of a definition, compiled in a fresh temporary directory that
// goes away with it.
class exported {
public:
    explicit exported(const sg::game_definition& def) : program_(sg::export_cpp(def)) {
        static int count = 0;
        dir_ = fs::temp_directory_path() /
               ("sg-export-test-" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()) + "-" +
                std::to_string(++count));
        fs::create_directories(dir_);
        std::ofstream(dir_ / "game.cpp") << program_;
        // -Wall -Wextra -Werror: a student compiling with warnings on sees none.
        std::string cmd = "g++ -std=c++17 -O2 -Wall -Wextra -Werror -o '" + (dir_ / "game").string() + "' '" +
                          (dir_ / "game.cpp").string() + "' 2>'" + (dir_ / "errors.txt").string() + "'";
        built_ = std::system(cmd.c_str()) == 0;
        errors_ = read(dir_ / "errors.txt");
    }
    ~exported() {
        std::error_code ec;
        fs::remove_all(dir_, ec);
    }
    exported(const exported&) = delete;
    exported& operator=(const exported&) = delete;

    bool built() const { return built_; }
    const std::string& errors() const { return errors_; }
    const std::string& program() const { return program_; }

    struct run_result {
        bool ok = false;                 // exit status 0
        std::vector<std::string> lines;  // standard output
        std::string err;                 // standard error
    };
    // Runs the program with `positions` as its input, one per line.
    run_result run(const std::vector<std::string>& positions) const {
        {
            std::ofstream in(dir_ / "in.txt");
            for (const auto& p : positions) in << p << "\n";
        }
        std::string cmd = "'" + (dir_ / "game").string() + "' <'" + (dir_ / "in.txt").string() + "' >'" +
                          (dir_ / "out.txt").string() + "' 2>'" + (dir_ / "err.txt").string() + "'";
        run_result r;
        r.ok = std::system(cmd.c_str()) == 0;
        std::istringstream out(read(dir_ / "out.txt"));
        for (std::string line; std::getline(out, line);) r.lines.push_back(line);
        r.err = read(dir_ / "err.txt");
        return r;
    }

private:
    std::string program_, errors_;
    fs::path dir_;
    bool built_ = false;
};

// Compiles the export of `text`, runs it on `positions` and checks each
// printed value against the evaluator.
void check_values(const std::string& text, const std::vector<std::string>& positions) {
    auto def = define(text);
    exported prog(*def);
    INFO(prog.errors());
    REQUIRE(prog.built());
    auto r = prog.run(positions);
    INFO(r.err);
    REQUIRE(r.ok);
    REQUIRE(r.lines.size() == positions.size());
    sg::game_evaluator ev(def);
    for (std::size_t i = 0; i < positions.size(); ++i) {
        CAPTURE(text, positions[i]);
        CHECK(r.lines[i] == std::to_string(ev.value(def->parse_position(positions[i]))));
    }
}

// Every position of a box: "name(a, b)" for a in lo..hi and b in lo2..hi2.
std::vector<std::string> grid(const std::string& name, int lo, int hi, int lo2, int hi2) {
    std::vector<std::string> out;
    for (int a = lo; a <= hi; ++a)
        for (int b = lo2; b <= hi2; ++b) out.push_back(name + "(" + std::to_string(a) + ", " + std::to_string(b) + ")");
    return out;
}

std::vector<std::string> line(const std::string& name, int lo, int hi) {
    std::vector<std::string> out;
    for (int a = lo; a <= hi; ++a) out.push_back(name + "(" + std::to_string(a) + ")");
    return out;
}

const char* kWythoff =
    "game wythoff(x, y)\n"
    "  move (x - k, y)     for k in 1..x\n"
    "  move (x, y - k)     for k in 1..y\n"
    "  move (x - k, y - k) for k in 1..min(x, y)\n";

}  // namespace

TEST_CASE("the export reads like a contest template and quotes every move line", "[game][export]") {
    std::string program = sg::export_cpp(*define(std::string(kWythoff) +
                                                 "game cut(w, h)\n"
                                                 "  move cut(i, h) + cut(w - i, h)  for i in 1..w-1\n"
                                                 "  move cut(w, j) + cut(w, h - j)  for j in 1..h-1  # a comment\n"));
    for (const char* part :
         {"std::vector<int> box_wythoff;", "std::map<std::array<ll, 2>, int> far_cut;", "int sg_wythoff(ll x, ll y)",
          "int sg_cut(ll w, ll h)", "ll min(ll a, ll b)", "// move (x - k, y - k) for k in 1..min(x, y)\n",
          "    // move cut(w, j) + cut(w, h - j)  for j in 1..h-1\n", "for (ll k = 1; k <= min(x, y); ++k) {",
          "sg_wythoff(x - k, y - k);", "const ll run_first0 = at_cut(i, h), run_first1 = at_cut(w - i, h);",
          "mark(run_x0 ^ run_x1);", "line& run_line = line_wythoff_1(", "void fill_wythoff() {", "int mex() {",
          "vis[v] = stamp;", "自底向上"}) {
        CAPTURE(part);
        CHECK(program.find(part) != std::string::npos);
    }
    // Only the helpers the games use.
    CHECK(program.find("ll popcount(") == std::string::npos);
    CHECK(program.find("ll fdiv(") == std::string::npos);
}

TEST_CASE("the exported program computes the engine's values", "[game][export]") {
    // (None passes without compiling: where no g++ runs, as under WebAssembly,
    // scripts/test.sh leaves these tests out by name.)
    REQUIRE(have_compiler());
    SECTION("wythoff") { check_values(kWythoff, grid("wythoff", 0, 8, 0, 8)); }
    SECTION("cutting a chocolate bar, a sum after every move") {
        check_values(
            "game cut(w, h)\n"
            "  move cut(i, h) + cut(w - i, h)  for i in 1..w-1\n"
            "  move cut(w, j) + cut(w, h - j)  for j in 1..h-1\n",
            grid("cut", 1, 7, 1, 7));
    }
    SECTION("half, one coordinate, positions written three ways") {
        auto positions = line("half", 0, 150);
        for (const char* p : {"0", "17", "999", "(64)", "  half(31)  "}) positions.push_back(p);
        check_values("game half(n)\n  move n - k for k in 1..n/2\n", positions);
    }
    SECTION("three coordinates") {
        check_values(
            "game cut3(x, y, z)\n"
            "  move cut3(i, y, z) + cut3(x - i, y, z) for i in 1..x-1\n"
            "  move cut3(x, j, z) + cut3(x, y - j, z) for j in 1..y-1\n"
            "  move cut3(x, y, k) + cut3(x, y, z - k) for k in 1..z-1\n",
            {"cut3(1, 1, 1)", "cut3(2, 3, 4)", "cut3(3, 3, 3)", "cut3(4, 1, 5)"});
    }
    SECTION("games that refer to each other, before and after their definitions") {
        auto positions = line("a", 0, 12);
        auto more = grid("b", 0, 6, 0, 6);
        positions.insert(positions.end(), more.begin(), more.end());
        check_values(
            "game a(x)\n"
            "  move b(x - 1, 0) where x > 0\n"
            "  move a(x - 2) + heap(x / 2) where x >= 2\n"
            "game b(p, q)\n"
            "  move a(p) + a(q)\n"
            "  move (p, q - k) for k in 1..q where p % 2 == 0 && q / 2 >= 1\n"
            "game heap(n)\n"
            "  move heap(n - k) for k in 1..n\n",
            positions);
    }
    SECTION("conditions, tested as soon as their variables are bound") {
        // d = 0 and n % 3 == 0 would divide by zero in a bound: the
        // condition, tested first, skips them (in the engine and the program).
        check_values(
            "game guarded(n)\n"
            "  move n - k for d in 0..2, k in 1..n / d where d > 0\n"
            "  move n - k for k in 1..n / (n % 3) where n % 3 != 0\n"
            "  move n - i - j for i in 0..n, j in 1..(n - i) / 2 where (i + j) % 3 != 1 || !(i & 1)\n",
            line("guarded", 0, 60));
        check_values(
            "game box(x, y)\n"
            "  move (x - i, y - j) for i in 0..x, j in 0..y / max(i, 1) where i + j > 0 && (i ^ j) != 3\n"
            "  move (x - 1, y) where x\n",
            grid("box", 0, 7, 0, 7));
    }
    SECTION("floor division and remainders of negative numbers, xor, shifts and the functions") {
        check_values(
            "game ops(n)\n"
            "  move (n + (k - 7) / 2 - (k - 7) % 3 + 10) % n for k in 1..n where (k - 7) / 2 < 0 || !(k % 2)\n"
            "  move (n ^ k) % n for k in 1..n where popcount(k) <= 2 && ctz(k) < 3 && gcd(n, -k) >= 1\n"
            "  move isqrt(n) - 1 where n >= 4 && abs(-n) == n && (n >> 1) + (1 << 2) > max(0, min(n, 3))\n"
            "  move n - 1 - (100000 * 100000 / 10000000000) where n >= 2 && ~n & 1\n",
            line("ops", 0, 40));
        // In C++, (y - 10) % 4 and (x + y) % -3 would have the other sign
        // and -7 / 2 would be -3: the targets would differ or go negative.
        check_values(
            "game neg(x, y)\n"
            "  move (x - 1, (y - 7) / 2 + 4) where x > 0\n"
            "  move (x - 1, (y - 10) % 4 + y / 2) where x > 0\n"
            "  move (x - 1, (x + y) % -3 + 2) where x > 0 && -7 / 2 == -4\n"
            "  move (x, y - 1 - (x > 3) - (y < 2 && x == 0)) where y > 2\n"
            "  move (x / 2, isqrt(y) ^ (x & 3)) where x > 1 && ((x << 2) >> 1) == 2 * x\n",
            grid("neg", 0, 9, 0, 9));
        // Operators of every rank mixed, printed with as few parentheses as C++ allows.
        check_values(
            "game prec(a, b)\n"
            "  move (a - 1, (b * (a + 1) - (b - (a - 3)) * 2 - -(a - b) + a % (b + 2) * 3) % 7)"
            " where a > 0 && a - (b - 1) != 2 - 3 - a\n"
            "  move (a, (b ^ a & 6 | 1) % b)"
            " where b > 0 && ((a | b) ^ 5) != 3 && !(a < b) == (a > b) || ~a & 1 | b & 2 && a * b\n",
            grid("prec", 0, 8, 0, 8));
    }
    SECTION("long runs asked of their lines, runs in two loops, and tables filled ahead") {
        // Rows and columns of Wythoff's game longer than 64 go through the
        // program's lines; positions far apart make tables of different sizes.
        check_values(kWythoff, {"wythoff(150, 97)", "wythoff(97, 150)", "wythoff(0, 140)", "wythoff(3, 5)"});
        check_values(
            "game split3(n)\n  move n - k for k in 1..n\n"
            "  move (a) + (b) + (n - a - b) for a in 1..n/3, b in a..(n - a)/2\n",
            line("split3", 0, 130));
        // A move that leaves the table (n + 1 for n odd): read from the map beyond it.
        check_values("game up(n)\n  move n + 1 where n % 2 == 1\n  move n - k for k in 2..n\n", line("up", 0, 90));
    }
    SECTION("nim products and sums, exact on large values") {
        check_values(
            "game nm(n)\n"
            "  move (nimmul(n, k) ^ nimsum(k, 3)) % n for k in 1..n where n > 1\n"
            "  move n - 1 where n > 0 && nimmul(n + 4294967296, n + 4294967297) % 3 != 1\n",
            line("nm", 0, 60));
        // A product of coin-turning games: nim products of its factors' values.
        check_values(
            "game corners(x, y) = twins(x) * ruler(y)\ngame twins(n)\n  move a for a in 0..n-1\n"
            "game ruler(n)\n  move (0) where n > 0\n  move (n - 1) + (n - 2) where n >= 3\n",
            grid("corners", 0, 9, 0, 9));
    }
    SECTION("names that C++ or the program itself uses") {
        check_values(
            "game int(key, EOF)\n"
            "  move int(key - vis, EOF) for vis in 1..key\n"
            "  move g(EOF) + sg_x(key) + _hidden(key) where EOF > 0\n"
            "game g(new)\n"
            "  move new - it for it in 1..new\n"
            "game sg_x(INT_MAX)\n"
            "  move INT_MAX - 1 - reached for reached in 0..INT_MAX / 2 - 1\n"
            "game _hidden(n__m)\n"
            "  move _hidden(n__m - 2) where n__m >= 2\n"
            "game q(i, v, line, run_lo)\n"
            "  move q(i - 1, v, line, run_lo) + _hidden(v) where i > 0\n"
            "  move q(i, v - k, line, run_lo) for k in 1..v\n",
            {"int(0, 0)", "int(3, 4)", "int(5, 2)", "g(7)", "sg_x(9)", "_hidden(5)", "int(6, 6)", "q(3, 70, 1, 2)",
             "q(0, 5, 0, 0)"});
    }
}

TEST_CASE("where the engine refuses a position, the exported program stops with an error", "[game][export]") {
    // (None passes without compiling: where no g++ runs, as under WebAssembly,
    // scripts/test.sh leaves these tests out by name.)
    REQUIRE(have_compiler());
    struct refusal {
        const char* text;
        const char* good;  // a position both evaluate
        const char* bad;   // one the engine refuses
    };
    const refusal cases[] = {
        {"game loop(n)\n  move (n + 1) % 3 where n < 3\n", "loop(5)", "loop(0)"},               // a cycle
        {"game neg(n)\n  move n - 2 where n != 0\n", "neg(4)", "neg(3)"},                       // a negative coordinate
        {"game dz(n)\n  move n - 1 for k in 1..10 / (n - 3) where n > 0\n", "dz(2)", "dz(5)"},  // division by zero
        {"game sh(n)\n  move n - 1 where n > 0 && (1 << n) > 0\n", "sh(20)", "sh(70)"},         // a shift past 62
        {"game pc(n)\n  move n - 1 where n % 2 == 0 && n > 0 && popcount(n - 3) >= 0\n", "pc(6)",
         "pc(2)"},  // popcount(-1)
    };
    for (const auto& c : cases) {
        CAPTURE(c.text);
        auto def = define(c.text);
        sg::game_evaluator ev(def);
        CHECK_THROWS_AS(ev.value(def->parse_position(c.bad)), sg::error);
        exported prog(*def);
        INFO(prog.errors());
        REQUIRE(prog.built());
        auto good = prog.run({c.good});
        REQUIRE(good.ok);
        REQUIRE(good.lines.size() == 1);
        CHECK(good.lines[0] == std::to_string(sg::game_evaluator(def).value(def->parse_position(c.good))));
        auto bad = prog.run({c.good, c.bad, c.good});
        CHECK_FALSE(bad.ok);
        CHECK(bad.lines.size() == 1);  // the value before the refusal, then nothing
        CHECK(bad.err.find("error") != std::string::npos);
    }
}
