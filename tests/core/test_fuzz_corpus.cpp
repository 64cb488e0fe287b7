// The fuzz targets' seed corpus (tests/fuzz/corpus/TARGET/) replayed through
// the entry functions libFuzzer calls, so every input that once crashed stays a
// test in the native, sanitizer and WebAssembly suites. A file named bad-* must
// be refused with sg::error; crash-* and report-* files (inputs that broke the
// engine) may be either; every other file must be accepted.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

#include <unistd.h>

#include "../fuzz/entries.hpp"

#if !defined(__EMSCRIPTEN__)
#include <csignal>
#endif
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/common_interface_defs.h>
#endif

namespace {

namespace fs = std::filesystem;

// The file being replayed, so that a hang or a sanitizer report names it
// (neither returns to Catch2, which would print the CAPTURE).
char current_file[1024];

[[maybe_unused]] void say_current_file(const char* what) {
    ssize_t ignored = write(2, what, std::strlen(what));
    ignored = write(2, current_file, std::strlen(current_file));
    ignored = write(2, "\n", 1);
    (void)ignored;
}

#if !defined(__EMSCRIPTEN__)
// An input the engine still cannot handle quickly must fail the suite, not
// hang it. (WebAssembly under node has no alarm: ctest's timeout is the limit there.)
constexpr unsigned seconds_per_input = 30;

extern "C" void on_alarm(int) {
    say_current_file("fuzz corpus: more than 30 s on ");
    _exit(1);
}
#endif

std::vector<fs::path> corpus(const std::string& target) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(fs::path(SG_FUZZ_CORPUS_DIR) / target))
        if (entry.is_regular_file()) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string contents(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

void replay(const std::string& target, sgfuzz::outcome (*run)(std::string_view)) {
#if defined(__SANITIZE_ADDRESS__)
    __sanitizer_set_death_callback([] { say_current_file("fuzz corpus: the sanitizer report above is for "); });
#endif
#if !defined(__EMSCRIPTEN__)
    std::signal(SIGALRM, on_alarm);
#endif
    auto files = corpus(target);
    REQUIRE(files.size() >= 10);
    for (const fs::path& file : files) {
        std::string name = file.filename().string();
        CAPTURE(name);
        std::snprintf(current_file, sizeof current_file, "%s", file.string().c_str());
#if !defined(__EMSCRIPTEN__)
        alarm(seconds_per_input);
#endif
        sgfuzz::outcome got = sgfuzz::outcome::refused;
        CHECK_NOTHROW(got = run(contents(file)));
#if !defined(__EMSCRIPTEN__)
        alarm(0);
#endif
        if (starts_with(name, "bad-")) CHECK(got == sgfuzz::outcome::refused);
        else if (!starts_with(name, "crash-") && !starts_with(name, "report-")) CHECK(got == sgfuzz::outcome::accepted);
    }
#if defined(__SANITIZE_ADDRESS__)
    __sanitizer_set_death_callback(nullptr);
#endif
}

}  // namespace

TEST_CASE("every rule in the fuzz corpus is refused or gives the plain definition's table") {
    replay("rule", sgfuzz::run_rule);
}

TEST_CASE("every graph in the fuzz corpus is refused or labelled and analysed consistently") {
    replay("graph", sgfuzz::run_graph);
}

TEST_CASE("every position in the fuzz corpus is refused or analysed consistently in normal and misere play") {
    replay("position", sgfuzz::run_position);
}

TEST_CASE("every game definition in the fuzz corpus is refused or evaluated consistently with its own moves") {
    replay("game", sgfuzz::run_game);
}
