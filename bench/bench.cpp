// SG Lab benchmark: prints each workload's time, its target and, for long
// tables, the checksum next to the published one (tests/fixtures/reference/README.md).
// Built natively and as WebAssembly (run under node); scripts/bench.sh runs both.
// A benchmark, not a test: it prints figures and never fails on time.
#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <random>

#include "commands.hpp"
#include "games.hpp"
#include "sg/analysis.hpp"
#include "sg/game.hpp"
#include "sg/position.hpp"
#include "sg/table.hpp"

namespace {

using clock_type = std::chrono::steady_clock;

double seconds_since(clock_type::time_point t0) {
    return std::chrono::duration<double>(clock_type::now() - t0).count();
}

// The way the classic tutorials compute a subtraction table: a std::set of the
// reachable values per x, then count up to the first missing one.
std::vector<int> tutorial_table(const std::vector<int>& s, int n) {
    std::vector<int> sg(n + 1, 0);
    for (int x = 0; x <= n; ++x) {
        std::set<int> seen;
        for (int k : s)
            if (k <= x) seen.insert(sg[x - k]);
        int m = 0;
        while (seen.count(m)) ++m;
        sg[x] = m;
    }
    return sg;
}

std::string hex8(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%08x", v);
    return buf;
}

// One line per figure; "RESULT name seconds" lines are for scripts/bench.sh.
void report(const char* name, double secs, const std::string& detail, const std::string& target) {
    std::printf("%-44s %10.4f s  %-34s target: %s\n", name, secs, detail.c_str(), target.c_str());
    std::printf("RESULT %s %.6f\n", name, secs);
    std::fflush(stdout);
}

sg::table timed_table(const char* text, std::uint64_t n, const sg::table_options& opt, double& secs) {
    auto r = sg::parse_rule(text);
    auto t0 = clock_type::now();
    sg::table t = sg::compute_table(r, n, opt);
    secs = seconds_since(t0);
    return t;
}

void checksum_line(const char* name, const char* rule, std::uint64_t n, const char* published,
                   const std::string& target, bool sparse = true) {
    sg::table_options opt;
    opt.sparse = sparse;
    double secs;
    sg::table t = timed_table(rule, n, opt, secs);
    std::string sum = hex8(sg::checksum(t.values));
    std::string detail =
        "checksum " + sum + (sum == published ? " = published" : " != published " + std::string(published));
    report(name, secs, detail, target);
}

}  // namespace

int main(int argc, char** argv) {
    bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
#ifdef __EMSCRIPTEN__
    const bool native = false;
#else
    const bool native = true;
#endif
    if (argc > 2 && std::strcmp(argv[1], "--contest") == 0) return bench::contest_driver(argv[2]);
    if (argc > 2 && std::strcmp(argv[1], "--export") == 0) return bench::print_export(argv[2]);
    if (argc > 2 && std::strcmp(argv[1], "--workload") == 0) return bench::one_workload(argv[2]);
#ifndef __EMSCRIPTEN__
    if (argc > 2 && std::strcmp(argv[1], "--contest-print") == 0) return bench::contest_print(argv[2]);
    if (argc > 2 && std::strcmp(argv[1], "--contest-graph") == 0) return bench::contest_graph(argv[2]);
    if (argc > 2 && std::strcmp(argv[1], "--contest-hackenbush") == 0) return bench::contest_hackenbush(argv[2]);
    if (argc > 1 && std::strcmp(argv[1], "--commands") == 0)
        return bench::commands_benchmark(argc > 2 && std::strcmp(argv[2], "--quick") == 0);
#endif
    std::printf("SG Lab benchmark (%s)\n\n", native ? "native" : "WebAssembly");
    bool games = false;
    std::string only;
    for (int i = 1; i < argc; ++i) games |= std::strcmp(argv[i], "--games") == 0;
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], "--only") == 0) only = argv[i + 1];
    for (int i = 1; i < argc; ++i) quick |= std::strcmp(argv[i], "--quick") == 0;
    if (games) {  // the game language only
        bench::game_benchmarks(native, quick, only);
        return 0;
    }

    // ---- issue 2: subtraction tables ------------------------------------------
    const char* set10 = "{3,7,11,12,20,25,31,40,41,50}";
    std::vector<int> s10 = {3, 7, 11, 12, 20, 25, 31, 40, 41, 50};
    const std::uint64_t n7 = quick ? 1000000 : 10000000;
    auto t0 = clock_type::now();
    auto plain = tutorial_table(s10, int(n7));
    double plain_secs = seconds_since(t0);
    report("subtraction |S|=10, std::set per x", plain_secs,
           std::to_string(plain_secs * 1e9 / double(n7 + 1)).substr(0, 6) + " ns/value", "(the baseline)");

    sg::table_options raw;
    raw.use_period = false;
    double raw_secs;
    sg::table fast = timed_table(set10, n7, raw, raw_secs);
    bool same = true;
    for (std::uint64_t i = 0; i <= n7; ++i) same &= fast.values[i] == std::uint32_t(plain[i]);
    report("subtraction |S|=10, engine, no period", raw_secs,
           std::to_string(raw_secs * 1e9 / double(n7 + 1)).substr(0, 5) + " ns/value, " +
               std::to_string(int(plain_secs / raw_secs)) + "x faster" + (same ? "" : " MISMATCH"),
           "< 5 ns/value, >= 20x");

    double period_secs;
    sg::table big = timed_table(set10, quick ? 10000000 : 100000000, sg::table_options{}, period_secs);
    report("subtraction |S|=10 to 10^8, period copied", period_secs,
           "period " + std::to_string(big.period.period) + ", " +
               (big.period.status == sg::period_status::proved ? "proved" : "NOT proved"),
           "< 0.1 s");

    // ---- issue 3: take-and-break tables ----------------------------------------
    checksum_line("Grundy's game to 10^6", "grundy", 1000000, "d83493c2", native ? "<= 5 s" : "<= 10 s");
    if (native && !quick) checksum_line("Grundy's game to 10^7", "grundy", 10000000, "c459bb58", "works natively");
    checksum_line("Officers 0.6 to 10^6", "0.6", 1000000, "28309550", native ? "<= 5 s" : "(native target 5 s)");
    {
        double secs;
        sg::table t = timed_table("0.16", 1000000, sg::table_options{}, secs);
        std::string sum = hex8(sg::checksum(t.values));
        report("0.16 to 10^6", secs,
               "pre-period " + std::to_string(t.period.preperiod) + ", period " + std::to_string(t.period.period) +
                   (t.period.status == sg::period_status::proved ? " proved" : " NOT proved") + ", checksum " + sum +
                   (sum == "5dd3ef50" ? " = published" : " != published"),
               "105351 / 149459 proved, < 1 s");
    }
    for (const char* k : {"0.77", "0.07", "0.137"}) {
        double secs;
        sg::table t = timed_table(k, 1000000, sg::table_options{}, secs);
        std::string name = std::string(k) + " to 10^6";
        report(name.c_str(), secs,
               "period " + std::to_string(t.period.period) + " proved at n = " + std::to_string(t.period.checked_upto),
               "< 10 ms, proved within a few hundred");
    }
    {
        sg::table_options sparse, plain_opt;
        plain_opt.sparse = false;
        double s_secs, p_secs;
        sg::table a = timed_table("grundy", 100000, sparse, s_secs);
        sg::table b = timed_table("grundy", 100000, plain_opt, p_secs);
        std::string sa = hex8(sg::checksum(a.values)), sb = hex8(sg::checksum(b.values));
        report("Grundy's game to 10^5, sparse", s_secs,
               "checksum " + sa + (sa == "4f00f3cc" ? " = published" : " != published"), "");
        report("Grundy's game to 10^5, plain", p_secs,
               "checksum " + sb + ", sparse is " + std::to_string(p_secs / s_secs).substr(0, 5) + "x faster", ">= 5x");
    }

    // ---- issue 9: contest-size batches -----------------------------------------
    // 100 positions of 500 heaps up to 2^31 - 2, parsed from text as the CLI
    // reads them, answered with and without the winning-move listing.
    for (const char* rule : {"lasker", "nim", "1..3", "kayles", "0.137"}) {
        std::mt19937_64 rng(2026);
        std::vector<std::string> lines;
        for (int p = 0; p < 100; ++p) {
            std::string line;
            for (int h = 0; h < 500; ++h)
                line += std::string(rule) + ":" + std::to_string(1 + rng() % 2147483646) + " ";
            lines.push_back(line);
        }
        for (bool moves : {true, false}) {
            sg::analyze_options opt;
            opt.list_moves = moves;
            sg::universe u;  // one per batch, as the CLI reads standard input
            std::uint64_t listed = 0, total = 0, n_positions = 0;
            auto start = clock_type::now();
            for (const auto& line : lines) {
                auto a = sg::analyze(u, u.read(line), opt);
                listed += a.winning_moves.size();
                total += a.winning_move_count;
                n_positions += a.p_position ? 0 : 1;
            }
            double secs = seconds_since(start);
            std::string name = std::string("100 x 500 heaps, ") + rule + (moves ? ", moves" : ", no moves");
            report(name.c_str(), secs,
                   std::to_string(n_positions) + " N-positions" +
                       (moves ? ", " + std::to_string(listed) + " listed of " + std::to_string(total) : ""),
                   native ? "< 0.1 s" : "(native target 0.1 s)");
        }
    }

    // A graph of 10^6 edges: a chain, loaded and labelled, then 10^4 tokens.
    {
        std::string text;
        const int n = 1000000;
        text.reserve(std::size_t(n) * 16);
        for (int i = 0; i < n; ++i) text += "v" + std::to_string(i) + " v" + std::to_string(i + 1) + "\n";
        std::string tokens;
        for (int i = 0; i < 10000; ++i) tokens += "v" + std::to_string(i * 97) + ",";
        tokens.pop_back();
        auto start = clock_type::now();
        auto shared = std::make_shared<const sg::graph>(sg::parse_graph(text));
        const sg::graph& g = *shared;
        double load = seconds_since(start);
        start = clock_type::now();
        sg::universe u;
        u.use_graph(shared);
        auto a = sg::analyze_tokens(g, u.vertices(u.read(tokens)));
        double look = seconds_since(start);
        report("graph: chain of 10^6 edges, load + label", load, std::to_string(g.vertices.size()) + " vertices",
               "about 1 s");
        report("graph: 10^4 tokens on it", look, "nim-sum " + std::to_string(a.nim_sum), "< 0.1 s");
    }

    std::printf("\n");
    bench::game_benchmarks(native, quick);
    return 0;
}
