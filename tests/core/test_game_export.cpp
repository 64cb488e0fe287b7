// The exported C++ program: compiled with g++, run on positions, and its
// values compared with the engine's. Skipped (with a warning) where no g++ can
// be run, as in WebAssembly.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "sg/game.hpp"

namespace {

bool have_compiler() {
#if defined(__EMSCRIPTEN__)
    return false;
#else
    return std::system("command -v g++ >/dev/null 2>&1") == 0;
#endif
}

std::string read(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// Compiles the export of `text`, runs it on `positions` (one per line) and
// checks each printed value against the evaluator.
void check_export(const std::string& name, const std::string& text, const std::vector<std::string>& positions) {
    auto def = std::make_shared<const sg::game_definition>(text);
    std::string program = sg::export_cpp(*def);
    CHECK(program.find("vis[") != std::string::npos);  // the template's mex
    std::string dir = (std::filesystem::temp_directory_path() / ("sg-export-test-" + name)).string();
    std::system(("rm -rf " + dir + " && mkdir -p " + dir).c_str());
    std::ofstream(dir + "/game.cpp") << program;
    std::ofstream in(dir + "/in.txt");
    for (const auto& p : positions) in << p << "\n";
    in.close();
    int built = std::system(("g++ -std=c++17 -O2 -Wall -Werror -o " + dir + "/game " + dir + "/game.cpp 2>" + dir +
                             "/errors.txt").c_str());
    INFO(read(dir + "/errors.txt"));
    REQUIRE(built == 0);
    REQUIRE(std::system((dir + "/game < " + dir + "/in.txt > " + dir + "/out.txt").c_str()) == 0);
    std::istringstream out(read(dir + "/out.txt"));
    sg::game_evaluator ev(def);
    for (const auto& p : positions) {
        long long got = -2;
        out >> got;
        CAPTURE(name, p);
        CHECK(got == static_cast<long long>(ev.value(def->parse_position(p))));
    }
    std::system(("rm -rf " + dir).c_str());
}

}  // namespace

TEST_CASE("the exported C++ program computes the engine's values", "[game][export]") {
    if (!have_compiler()) {
        WARN("no g++ to run here: the export is not compiled");
        return;
    }
    check_export("wythoff",
                 "game wythoff(x, y)\n  move (x - k, y) for k in 1..x\n  move (x, y - k) for k in 1..y\n"
                 "  move (x - k, y - k) for k in 1..min(x, y)\n",
                 {"(0, 0)", "(3, 5)", "(5, 3)", "wythoff(10, 7)", "(12, 20)", "(4, 4)"});
    check_export("cut",
                 "game cut(w, h)\n  move cut(i, h) + cut(w - i, h) for i in 1..w-1\n"
                 "  move cut(w, j) + cut(w, h - j) for j in 1..h-1\n",
                 {"(1, 1)", "(4, 7)", "(10, 3)", "cut(8, 8)"});
    check_export("half", "game half(n)\n  move n - k for k in 1..n/2\n", {"0", "1", "7", "100", "999"});
    // Two games referring to each other, conditions with && and %, a move without a loop.
    check_export("mutual",
                 "game a(x)\n  move b(x - 1, 0) where x > 0\n"
                 "game b(p, q)\n  move a(p) + a(q)\n  move (p, q - k) for k in 1..q where p % 2 == 0 && q / 2 >= 1\n",
                 {"a(5)", "b(3, 4)", "a(7)", "b(6, 6)", "b(0, 9)"});
    // Floor division and remainder of negative numbers, xor, shifts, the functions, || and !.
    check_export("operators",
                 "game ops(n)\n"
                 "  move (n + (k - 7) / 2 - (k - 7) % 3 + 10) % n for k in 1..n where (k - 7) / 2 < 0 || !(k % 2)\n"
                 "  move (n ^ k) % n for k in 1..n where popcount(k) <= 2 && ctz(k) < 3 && gcd(n, k) >= 1\n"
                 "  move isqrt(n) - 1 where n >= 4 && abs(-n) == n && (n >> 1) + (1 << 2) > max(0, min(n, 3))\n",
                 {"0", "1", "5", "12", "30"});
    check_export("cut3",
                 "game cut3(x, y, z)\n  move cut3(i, y, z) + cut3(x - i, y, z) for i in 1..x-1\n"
                 "  move cut3(x, j, z) + cut3(x, y - j, z) for j in 1..y-1\n"
                 "  move cut3(x, y, k) + cut3(x, y, z - k) for k in 1..z-1\n",
                 {"(2, 3, 4)", "(1, 1, 1)", "(3, 3, 3)"});
}
