// The getSG program of a heap rule (sg::export_rule_cpp), in both styles:
// compiled with g++ -Wall -Wextra -Werror, run for N = 200 and N = 0, and its
// one line of values compared with the engine's table (and, for Kayles and
// Dawson's Kayles, with the published values in tests/fixtures/reference).
// Skipped (with a warning) where no g++ can be run, as under WebAssembly.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "reference.hpp"
#include "sg/export.hpp"
#include "sg/table.hpp"

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

// Every rule kind: sets and ranges, nim and all-but sets, each family, octal
// and hexadecimal codes (4.xx splits, codes by digit, an all-zero code), huge
// amounts, Grundy's game and Lasker's Nim.
const char* const kRules[] = {
    "1,3,4",
    "1..3",
    "{2,5..7,13}",
    "{1,9007199254740991}",
    "nim",
    "!{2,5}",
    "!{1,9007199254740991}",
    "odd",
    "even",
    "pow2",
    "fib",
    "squares",
    "primes",
    "factorials",
    "kayles",
    "dawson",
    "0.137",
    "0.16",
    "4.07",
    "0.1F",
    "0.F",
    "0.0",
    "7@{3,5,30}",
    "3@1+6@4",
    "grundy",
    "lasker",
};

// A rule's program in one style, compiled in a fresh temporary directory that
// goes away with it.
class program {
public:
    program(const std::string& text, sg::export_style style) : text_(sg::export_rule_cpp(sg::parse_rule(text), style)) {
        static int count = 0;
        dir_ = fs::temp_directory_path() /
               ("sg-rule-export-" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()) + "-" +
                std::to_string(++count));
        fs::create_directories(dir_);
        std::ofstream(dir_ / "sg.cpp") << text_;
        std::string cmd = "g++ -std=c++17 -O2 -Wall -Wextra -Werror -o '" + (dir_ / "sg").string() + "' '" +
                          (dir_ / "sg.cpp").string() + "' 2>'" + (dir_ / "errors.txt").string() + "'";
        built_ = std::system(cmd.c_str()) == 0;
        errors_ = read(dir_ / "errors.txt");
    }
    ~program() {
        std::error_code ec;
        fs::remove_all(dir_, ec);
    }
    program(const program&) = delete;
    program& operator=(const program&) = delete;

    bool built() const { return built_; }
    const std::string& errors() const { return errors_; }
    const std::string& text() const { return text_; }

    struct run_result {
        bool ok = false;
        std::string out, err;
    };
    run_result run(const std::string& input) const {
        std::ofstream(dir_ / "in.txt") << input;
        std::string cmd = "'" + (dir_ / "sg").string() + "' <'" + (dir_ / "in.txt").string() + "' >'" +
                          (dir_ / "out.txt").string() + "' 2>'" + (dir_ / "err.txt").string() + "'";
        run_result r;
        r.ok = std::system(cmd.c_str()) == 0;
        r.out = read(dir_ / "out.txt");
        r.err = read(dir_ / "err.txt");
        return r;
    }

private:
    std::string text_, errors_;
    fs::path dir_;
    bool built_ = false;
};

// The line the program prints for N: the engine's values, spaced.
std::string expected_line(const std::string& text, std::uint64_t n) {
    auto t = sg::compute_table(sg::parse_rule(text), n);
    std::string s;
    for (std::uint64_t i = 0; i <= n; ++i) s += (i ? " " : "") + std::to_string(t.values[i]);
    return s + "\n";
}

// The largest N the program accepts, read from its "const int MAXN = ...;".
std::uint64_t program_maxn(const std::string& text) {
    auto at = text.find("const int MAXN = ");
    REQUIRE(at != std::string::npos);
    return std::stoull(text.substr(at + 17));
}

}  // namespace

TEST_CASE("a rule's program reads like the tutorial's getSG and says what it computes in two languages",
          "[rule][export]") {
    std::string loop = sg::export_rule_cpp(sg::parse_rule("1,3,4"), sg::export_style::loop);
    for (const char* part : {"heap rule \"1,3,4\"", "堆规则 \"1,3,4\"", "const int f[] = {1, 3, 4};",
                             "void getSG(int n) {", "vis[sg[i - f[j]]] = 1;", "if (!vis[g]) { sg[i] = g; break; }",
                             "echo 20 | ./sg", "const int MAXN = 10000000;", "超过了本程序的上限"}) {
        CAPTURE(part);
        CHECK(loop.find(part) != std::string::npos);
    }
    std::string memo = sg::export_rule_cpp(sg::parse_rule("kayles"), sg::export_style::memo);
    for (const char* part : {"(Kayles)", "int SG(int x) {", "if (sg[x] != -1) return sg[x];",
                             "const int take[] = {1, 2};", "const int code[] = {7, 7};", "mark(SG(a) ^ SG(r - a));"}) {
        CAPTURE(part);
        CHECK(memo.find(part) != std::string::npos);
    }
    // Families generate their amounts up to N; the amounts of a code are listed by digit.
    CHECK(sg::export_rule_cpp(sg::parse_rule("pow2"), sg::export_style::loop)
              .find("for (int x = 1; x <= n; x *= 2) f.push_back(x);") != std::string::npos);
    CHECK(sg::export_rule_cpp(sg::parse_rule("7@1000"), sg::export_style::loop).find("const int take[] = {1000};") !=
          std::string::npos);
    // The limit follows the work: Nim's O(N^2) and a three-heap split's O(N^3) stop earlier.
    CHECK(program_maxn(sg::export_rule_cpp(sg::parse_rule("nim"), sg::export_style::loop)) == 20000);
    CHECK(program_maxn(sg::export_rule_cpp(sg::parse_rule("0.F"), sg::export_style::loop)) < 5000);
    CHECK(sg::parse_export_style("") == sg::export_style::loop);
    CHECK(sg::parse_export_style("memo") == sg::export_style::memo);
    try {
        sg::parse_export_style("fast");
        FAIL("accepted");
    } catch (const sg::error& e) {
        CHECK(e.code == "export.style");
    }
}

namespace {

// Every rule kind in one style: each style is a test of its own, so that
// ctest compiles the two sets of programs at the same time.
void check_every_rule(sg::export_style style) {
    // (None passes without compiling: where no g++ runs, as under WebAssembly,
    // scripts/test.sh leaves these tests out by name.)
    REQUIRE(have_compiler());
    for (const char* text : kRules) {
        CAPTURE(text, style == sg::export_style::memo ? "memo" : "loop");
        program prog(text, style);
        INFO(prog.errors());
        REQUIRE(prog.built());
        REQUIRE(program_maxn(prog.text()) >= 200);
        auto r = prog.run("200\n");
        INFO(r.err);
        REQUIRE(r.ok);
        CHECK(r.out == expected_line(text, 200));
        auto zero = prog.run("0");
        REQUIRE(zero.ok);
        CHECK(zero.out == "0\n");
    }
}

}  // namespace

TEST_CASE("every rule kind's program prints the engine's values, in the loop style", "[rule][export]") {
    check_every_rule(sg::export_style::loop);
}

TEST_CASE("every rule kind's program prints the engine's values, in the memo style", "[rule][export]") {
    check_every_rule(sg::export_style::memo);
}

TEST_CASE("a rule's program refuses an N past its limit and input that is not a number", "[rule][export]") {
    // (None passes without compiling: where no g++ runs, as under WebAssembly,
    // scripts/test.sh leaves these tests out by name.)
    REQUIRE(have_compiler());
    program prog("grundy", sg::export_style::loop);
    INFO(prog.errors());
    REQUIRE(prog.built());
    const std::uint64_t maxn = program_maxn(prog.text());
    auto over = prog.run(std::to_string(maxn + 1) + "\n");
    CHECK_FALSE(over.ok);
    CHECK(over.out.empty());
    CHECK(over.err.find("N = " + std::to_string(maxn + 1) + " is more than " + std::to_string(maxn)) !=
          std::string::npos);
    CHECK(over.err.find("上限") != std::string::npos);
    for (const char* bad : {"x\n", "-3\n", ""}) {
        CAPTURE(bad);
        auto r = prog.run(bad);
        CHECK_FALSE(r.ok);
        CHECK(r.err.find("非负整数") != std::string::npos);
    }
    // At the limit itself it answers (a second or so).
    auto at = prog.run(std::to_string(maxn) + "\n");
    CHECK(at.ok);
    CHECK(at.out == expected_line("grundy", maxn));
}

TEST_CASE("the programs for Kayles and Dawson's Kayles print the published values", "[rule][export][reference]") {
    // (None passes without compiling: where no g++ runs, as under WebAssembly,
    // scripts/test.sh leaves these tests out by name.)
    REQUIRE(have_compiler());
    for (auto [file, text] :
         {std::pair{"sequences/kayles_0.77.txt", "kayles"}, std::pair{"sequences/dawsons_kayles_0.07.txt", "dawson"}}) {
        auto seq = sgtest::read_sequence(file);
        REQUIRE(seq.size() > 40);
        for (auto style : {sg::export_style::loop, sg::export_style::memo}) {
            CAPTURE(file, style == sg::export_style::memo ? "memo" : "loop");
            program prog(text, style);
            INFO(prog.errors());
            REQUIRE(prog.built());
            const std::uint64_t last = seq.back().first;
            REQUIRE(last <= program_maxn(prog.text()));
            auto r = prog.run(std::to_string(last) + "\n");
            REQUIRE(r.ok);
            std::istringstream values(r.out);
            std::vector<std::uint64_t> printed;
            for (std::uint64_t v; values >> v;) printed.push_back(v);
            REQUIRE(printed.size() == last + 1);
            for (const auto& [n, v] : seq) {
                CAPTURE(n);
                CHECK(printed[n] == v);
            }
        }
    }
}
