// `sgbench --games`: each game-language workload of issue 20 against the
// hand-written contest program (contest.cpp), as a ratio measured in the same
// run (medians of alternating runs; values compared), then the exported
// program against the same contest program run as a process with the same
// input, analyze against table, refusals and the dense sum.
#include "games.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#ifndef __EMSCRIPTEN__
#include <sys/resource.h>
#include <unistd.h>
#endif

#include "sg/analysis.hpp"
#include "sg/export.hpp"
#include "sg/game.hpp"
#include "sg/position.hpp"
#include "workloads.hpp"

namespace bench {
namespace {

// CPU seconds of this process (and of the children it waited for): on a
// machine others share, a workload's time without the time it spent
// descheduled, so that ratios measured in one run hold still.
// (WebAssembly has no process clock: node's, from bench/cpu_time.js.)
#ifdef __EMSCRIPTEN__
extern "C" double sg_bench_cpu_seconds();
double cpu_now() { return sg_bench_cpu_seconds(); }
#else
double cpu_now() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}
#endif
struct cpu_clock {
    double start = cpu_now();
};
double seconds_since(const cpu_clock& t0) { return cpu_now() - t0.start; }

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

// The largest corner of what is asked: the box's upper ends, or the position.
std::vector<std::int64_t> corner(const sg::game_definition& def, const workload& w) {
    if (!w.box) return w.position;
    sg::game_box b = sg::parse_box(def, 0, w.box);
    std::vector<std::int64_t> hi(def.games()[0].coords.size());
    for (std::size_t i = 0; i < hi.size(); ++i) hi[i] = b.at[i];
    for (int a = 0; a < 2; ++a)
        if (b.axes[a] >= 0) hi[std::size_t(b.axes[a])] = b.hi[a];
    return hi;
}

std::string position_text(const std::vector<std::int64_t>& p) {
    std::string s = "(";
    for (std::size_t i = 0; i < p.size(); ++i) s += (i ? ", " : "") + std::to_string(p[i]);
    return s + ")";
}

// Row-major index of p in the box [0..hi].
std::uint64_t index_in(const std::vector<std::int64_t>& hi, const std::vector<std::int64_t>& p) {
    std::uint64_t i = 0;
    for (std::size_t c = 0; c < hi.size(); ++c) i = i * std::uint64_t(hi[c] + 1) + std::uint64_t(p[c]);
    return i;
}

// The engine's answer: the table's values, or the one position's value, and
// the time it took from the definition's text (a table's periods, which the
// contest program does not look for, are left out).
std::vector<std::uint64_t> engine(const workload& w, double& secs, std::size_t* states = nullptr) {
    cpu_clock t0;
    auto def = std::make_shared<const sg::game_definition>(w.text);
    if (w.box) {
        sg::game_evaluator ev(def, sg::game_limits{sg::cli_limits().game_memory, sg::cli_limits().game_work});
        sg::game_table_job job(ev, sg::parse_box(*def, 0, w.box));
        while (!job.step(1e18)) {
        }
        secs = seconds_since(t0);
        if (states) *states = ev.states();
        const auto values = job.take().values;
        return std::vector<std::uint64_t>(values.begin(), values.end());
    }
    sg::universe u(sg::cli_limits());
    u.use_games(def);
    sg::sum_analysis a = sg::analyze(u, u.read(position_text(w.position)));
    secs = seconds_since(t0);
    if (states) *states = u.evaluator().states();
    return {a.components.at(0).sg};
}

// Whether the contest program's values agree with the engine's.
bool same_values(const workload& w, const std::vector<std::uint64_t>& mine, const contest::values& theirs) {
    auto def = std::make_shared<const sg::game_definition>(w.text);
    const auto hi = corner(*def, w);
    if (!w.box) return theirs.size() >= 1 && mine.size() == 1 && mine[0] == (w.single ? theirs[0] : theirs.back());
    sg::game_box b = sg::parse_box(*def, 0, w.box);
    for (std::uint64_t i = 0; i < mine.size(); ++i) {
        sg::game_position p = sg::box_cell(b, i);
        std::vector<std::int64_t> at(p.c.begin(), p.c.begin() + std::ptrdiff_t(hi.size()));
        std::uint64_t j = index_in(hi, at);
        if (j >= theirs.size() || theirs[j] != mine[i]) return false;
    }
    return true;
}

void print_row(const std::string& name, double mine, double theirs, const std::string& what, const char* target) {
    std::printf("%-40s %9.4f s %9.4f s  %6.2f  %-22s target: %s\n", name.c_str(), mine, theirs,
                theirs > 0 ? mine / theirs : 0.0, what.c_str(), target);
    std::printf("RESULT game: %s %.6f\n", name.c_str(), mine);
    std::fflush(stdout);
}

#ifndef __EMSCRIPTEN__
std::string self_path() {
    char buf[4096];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    return n > 0 ? std::string(buf, std::size_t(n)) : std::string("sgbench");
}

double children_cpu() {
    rusage u{};
    getrusage(RUSAGE_CHILDREN, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1e-6;
}

// The CPU time of a command (the shell's included, the same for every command).
double time_command(const std::string& cmd) {
    const double before = children_cpu();
    int status = std::system(cmd.c_str());
    double s = children_cpu() - before;
    return status == 0 ? s : -1;
}

std::string read_all(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// The exported program against the contest program, both as processes on
// the same input: the corner and 200 cells of the box.
void export_row(const workload& w, int repeats) {
    const std::string dir = SG_BENCH_EXPORT_DIR;
    const std::string program = dir + "/export_" + w.key;
    if (std::ifstream(program).fail()) {
        std::printf("%-40s (no exported program at %s)\n", w.name, program.c_str());
        return;
    }
    auto def = std::make_shared<const sg::game_definition>(w.text);
    const auto hi = corner(*def, w);
    const std::string in = dir + "/in_" + w.key + ".txt";
    {
        std::ofstream o(in);
        o << position_text(hi) << "\n";
        std::uint64_t seed = 12345;
        for (int q = 0; q < (w.box ? 200 : 0); ++q) {
            std::vector<std::int64_t> p(hi.size());
            sg::game_box b = sg::parse_box(*def, 0, w.box);
            for (std::size_t c = 0; c < hi.size(); ++c) {
                seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
                std::int64_t lo = 0;
                for (int a = 0; a < 2; ++a)
                    if (b.axes[a] == int(c)) lo = b.lo[a];
                p[c] = lo + std::int64_t((seed >> 33) % std::uint64_t(hi[c] - lo + 1));
            }
            o << position_text(p) << "\n";
        }
    }
    std::vector<double> e, c;
    const std::string out_e = dir + "/out_export_" + w.key + ".txt", out_c = dir + "/out_contest_" + w.key + ".txt";
    for (int r = 0; r < repeats; ++r) {
        e.push_back(time_command("'" + program + "' < '" + in + "' > '" + out_e + "'"));
        c.push_back(time_command("'" + self_path() + "' --contest " + w.key + " < '" + in + "' > '" + out_c + "'"));
    }
    bool same = read_all(out_e) == read_all(out_c) && !read_all(out_e).empty();
    std::string name = std::string("export: ") + w.name;
    std::printf("%-40s %9.4f s %9.4f s  %6.2f  %-22s target: <= 1.5\n", name.c_str(), median(e), median(c),
                median(c) > 0 ? median(e) / median(c) : 0.0, same ? "same values" : "VALUES DIFFER");
}

long peak_kb() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}
#endif

// A definition for the dense-sum workload: 50 components, each a game of
// about 10^6 positions (the first coordinate picks the rules).
const char* const dense_text =
    "game g(s, x, y)\n  move (s, x - k, y) for k in 1..min(x, s % 3 + 1)\n"
    "  move (s, x, y - k) for k in 1..min(y, s % 5 + 1)\n  move (s, x - 1, y - 1) where x > 0 && y > 0 && s % 2 == 0\n";

// One engine-only workload, by key: its time and what happened.
std::string run_one(const std::string& key, double& secs) {
    cpu_clock t0;
    std::string what;
    try {
        if (key == "wythoff2000") {
            workload w{"", "", wythoff_text, "0..1999, 0..1999", {}, nullptr};
            what = std::to_string(engine(w, secs).size()) + " values";
        } else if (key == "euclidbig") {
            workload w{"", "", euclid_text, nullptr, {2147483647, 1}, nullptr};
            what = "value " + std::to_string(engine(w, secs)[0]);
        } else if (key == "dense") {
            auto def = std::make_shared<const sg::game_definition>(dense_text);
            sg::universe u(sg::cli_limits());
            u.use_games(def);
            std::string sum;
            for (int s = 0; s < 50; ++s) sum += "(" + std::to_string(s) + ", 999, 999) ";
            sg::sum_analysis a = sg::analyze(u, u.read(sum));
            what = "nim-sum " + std::to_string(a.nim_sum) + ", " + std::to_string(u.evaluator().states()) + " states";
        }
    } catch (const sg::error& e) {
        what = std::string("refused: ") + e.code;
    }
    secs = seconds_since(t0);
    return what;
}

}  // namespace

int contest_driver(const std::string& key) {
    for (const auto& w : workloads()) {
        if (w.key != key) continue;
        std::vector<std::vector<std::int64_t>> queries;
        std::string line;
        while (std::getline(std::cin, line)) {
            std::vector<std::int64_t> p;
            for (std::size_t i = 0; i < line.size();) {
                if (line[i] < '0' || line[i] > '9') {
                    ++i;
                    continue;
                }
                std::int64_t v = 0;
                while (i < line.size() && line[i] >= '0' && line[i] <= '9') v = v * 10 + (line[i++] - '0');
                p.push_back(v);
            }
            if (!p.empty()) queries.push_back(p);
        }
        if (queries.empty()) return 0;
        std::vector<std::int64_t> hi = queries[0];
        for (const auto& q : queries)
            for (std::size_t c = 0; c < hi.size(); ++c) hi[c] = std::max(hi[c], q[c]);
        contest::values table = w.single ? contest::values{} : w.contest(hi);
        for (const auto& q : queries)
            std::printf("%u\n", unsigned(w.single ? w.contest(q)[0] : table[index_in(hi, q)]));
        return 0;
    }
    std::fprintf(stderr, "no workload %s\n", key.c_str());
    return 2;
}

int print_export(const std::string& key) {
    for (const auto& w : workloads())
        if (w.key == key) {
            std::cout << sg::export_cpp(sg::game_definition(w.text));
            return 0;
        }
    std::fprintf(stderr, "no workload %s\n", key.c_str());
    return 2;
}

int one_workload(const std::string& key) {
    double secs = 0;
    std::string what = run_one(key, secs);
#ifndef __EMSCRIPTEN__
    std::printf("%.4f %ld %s\n", secs, peak_kb(), what.c_str());
#else
    std::printf("%.4f 0 %s\n", secs, what.c_str());
#endif
    return 0;
}

void game_benchmarks(bool native, bool quick, const std::string& only) {
    // Alternating runs after one of each not counted (the first pays for
    // the process's fresh pages, the later ones reuse freed memory). As
    // WebAssembly, at least three and at least a second of them: node first
    // runs each function from a quick baseline compile and compiles it again,
    // optimised, once it has run enough (on another thread, counted in the
    // process's CPU time), so a workload of a few milliseconds needs many
    // runs before its figures are of the optimised code, as in a page that
    // has been used for a second. Counted: at least 5 runs and at least
    // 0.3 s of them (at most 201 runs), so that the median of a workload of
    // a millisecond or two is not one run's luck on a shared machine.
    const int repeats = quick ? 1 : 5, max_repeats = quick ? 1 : 201;
    const int warmups = native || quick ? 1 : 3;
    const double warm_seconds = 1.0, counted_seconds = quick ? 0 : 0.3;
    auto chosen = [&](const char* key) {
        return only.empty() || ("," + only + ",").find("," + std::string(key) + ",") != std::string::npos;
    };
    std::printf("%-40s %11s %11s  %6s\n", "game language (engine / hand-written)", "engine", "contest", "ratio");
    std::map<std::string, double> times;
    for (const auto& w : workloads()) {
        if (!chosen(w.key)) continue;
        std::vector<double> mine, theirs;
        std::vector<std::uint64_t> values;
        contest::values contest_values;
        std::size_t states = 0;
        double warm = 0, counted = 0;
        for (int r = -warmups; r < repeats || (counted < counted_seconds && r < max_repeats); ++r) {
            double secs = 0;
            values = engine(w, secs, &states);
            if (r >= 0) mine.push_back(secs), counted += secs;
            warm += secs;
            if (!native && !quick && r == -1 && warm < warm_seconds) --r;
            cpu_clock t0;
            // The contest programs run natively only (their recursion is
            // deeper than node's stack; WebAssembly is held against native).
            if (!native) continue;
            auto def = sg::game_definition(w.text);
            contest_values = w.contest(corner(def, w));
            if (r >= 0) theirs.push_back(seconds_since(t0));
        }
        bool same = !native || same_values(w, values, contest_values);
        print_row(w.name, median(mine), median(theirs),
                  std::to_string(states) + " states" + (same ? "" : ", VALUES DIFFER"), "<= 1.5");
        times[w.key] = median(mine);
    }
    // analyze of one position against the table over what it reaches.
    if (times.count("kingone") && times.count("king"))
        std::printf("%-40s %9.4f s %9.4f s  %6.2f  %-22s target: <= 1.2\n", "analyze (1999, 1999) / table",
                    times["kingone"], times["king"], times["kingone"] / times["king"], "");
#ifndef __EMSCRIPTEN__
    if (native) {
        std::printf("\n%-40s %11s %11s  %6s\n", "exported program (as processes)", "export", "contest", "ratio");
        for (const auto& w : workloads())
            if (chosen(w.key) && !std::getenv("SG_BENCH_NO_EXPORT")) export_row(w, repeats);
        std::printf("\n");
        for (const char* key : {"wythoff2000", "euclidbig", "dense"}) {
            if (!chosen(key)) continue;
            FILE* p = popen(("'" + self_path() + "' --workload " + key).c_str(), "r");
            char buf[512] = {0};
            if (p && std::fgets(buf, sizeof buf, p)) {
                double secs = 0;
                long kb = 0;
                int used = 0;
                std::sscanf(buf, "%lf %ld %n", &secs, &kb, &used);
                std::string what = std::string(buf + used);
                if (!what.empty() && what.back() == '\n') what.pop_back();
                std::printf("%-40s %9.4f s %8.0f MB  %s  target: %s\n", key, secs, double(kb) / 1024, what.c_str(),
                            std::string(key) == "dense" ? "<= 10 s, <= 2 GB" : "answer, or refuse within 1 s");
                std::printf("RESULT game: %s %.6f\n", key, secs);
            }
            if (p) pclose(p);
        }
        return;
    }
#endif
    (void)native;
    for (const char* key : {"wythoff2000", "euclidbig", "dense"}) {
        if (!chosen(key)) continue;
        double secs = 0;
        std::string what = run_one(key, secs);
        std::printf("%-40s %9.4f s  %s\n", key, secs, what.c_str());
        std::printf("RESULT game: %s %.6f\n", key, secs);
    }
}

}  // namespace bench
