// `sgbench --commands`: the sg command as a user runs it, whole (reading,
// evaluating, the period search, printing), against the program a strong
// student would write and run on the same input, both as processes, CPU time
// of each (medians of alternating runs). What sg prints is more (a grid with
// its rows' and columns' periods, the outcome and the winning moves); what the
// student's program prints is its answer: that difference is part of the
// figure, as it is of the user's wait.
#include "commands.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "contest.hpp"
#include "sg/game.hpp"
#include "workloads.hpp"

namespace bench {
namespace {

double children_cpu() {
    rusage u{};
    getrusage(RUSAGE_CHILDREN, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1e-6;
}

// The CPU time of a command run by the shell (the shell's own time, the same
// for both commands, included); negative when it failed.
double cpu_of(const std::string& cmd) {
    const double before = children_cpu();
    const int status = std::system(cmd.c_str());
    const double s = children_cpu() - before;
    return status == 0 ? s : -1;
}

std::string self_path() {
    char buf[4096];
    const ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    return n > 0 ? std::string(buf, std::size_t(n)) : std::string("sgbench");
}

std::string sg_path() {
    std::string self = self_path();
    return self.substr(0, self.rfind('/') + 1) + "sg";
}

std::string quote(const std::string& s) { return "'" + s + "'"; }

void write(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

// Runs a and b in turn (one of each first, not counted), at least `least`
// times and at least half a second of a; prints their medians and ratio.
void pair(const std::string& name, const std::string& a, const std::string& b, const char* target, bool quick) {
    std::vector<double> ta, tb;
    cpu_of(a);
    cpu_of(b);
    double spent = 0;
    const int least = quick ? 1 : 5;
    for (int r = 0; r < least || (!quick && spent < 0.5 && r < 41); ++r) {
        const double x = cpu_of(a), y = cpu_of(b);
        if (x < 0 || y < 0) {
            std::printf("%-46s FAILED: %s\n", name.c_str(), x < 0 ? a.c_str() : b.c_str());
            return;
        }
        ta.push_back(x), tb.push_back(y), spent += x;
    }
    const double ma = median(ta), mb = median(tb);
    std::printf("%-46s %9.3f s %9.3f s  %6.2f  target: %s\n", name.c_str(), ma, mb, mb > 0 ? ma / mb : 0.0, target);
    std::printf("RESULT command: %s %.6f\n", name.c_str(), ma);
    std::fflush(stdout);
}

// A random graph without cycles on n vertices named 0..n-1, each edge from a
// lower number to a higher one, and `lines` lists of tokens.
void graph_files(const std::string& dir, int n, int m, int lines) {
    std::mt19937 rng(2026);
    std::ostringstream g, t;
    std::vector<int> tails;
    for (int i = 0; i < m; ++i) {
        int u = int(rng() % unsigned(n - 1));
        int v = u + 1 + int(rng() % unsigned(std::min(n - 1 - u, 1000)));
        g << u << ' ' << v << '\n';
        tails.push_back(u);
    }
    for (int l = 0; l < lines; ++l) {  // tokens on vertices the edges name
        for (int k = 0; k < 10; ++k) t << (k ? " " : "") << tails[rng() % tails.size()];
        t << '\n';
    }
    write(dir + "/graph.txt", g.str());
    write(dir + "/tokens.txt", t.str());
}

// A random tree of `edges` edges standing on the ground (vertex 0 is `ground`).
void tree_file(const std::string& dir, int edges) {
    std::mt19937 rng(7);
    std::ostringstream b;
    auto name = [](int v) { return v == 0 ? std::string("ground") : "v" + std::to_string(v); };
    for (int v = 1; v <= edges; ++v) b << name(int(rng() % unsigned(v))) << ' ' << name(v) << '\n';
    write(dir + "/tree.txt", b.str());
}

}  // namespace

int commands_benchmark(bool quick) {
    char tmpl[] = "/tmp/sgbench-XXXXXX";
    const std::string dir = mkdtemp(tmpl) ? tmpl : "/tmp";
    const std::string sg = quote(sg_path()), self = quote(self_path());
    std::printf("%-46s %11s %11s  %6s\n", "whole commands (sg / hand-written)", "sg", "student", "ratio");
    for (const auto& w : workloads()) {
        const std::string def = dir + "/" + w.key + ".txt";
        write(def, w.text);
        const std::string out = " > " + dir + "/out 2>&1";
        if (w.box) {
            pair(std::string("sg table --game: ") + w.name,
                 sg + " table --game " + quote(def) + " --box '" + w.box + "'" + out,
                 self + " --contest-print " + w.key + out, "<= 1.5", quick);
        } else {
            std::string at;
            for (std::size_t i = 0; i < w.position.size(); ++i) at += (i ? "," : "") + std::to_string(w.position[i]);
            pair(std::string("sg analyze --game: ") + w.name,
                 sg + " analyze --game " + quote(def) + " '(" + at + ")'" + out,
                 "echo '(" + at + ")' | " + self + " --contest " + w.key + out, "<= 1.5", quick);
        }
    }
    // A judge's file: 2000 positions of Wythoff's game below (1000, 1000), one a line.
    {
        std::mt19937 rng(11);
        std::ostringstream in;
        for (int i = 0; i < 2000; ++i) in << '(' << rng() % 1000 << ',' << rng() % 1000 << ")\n";
        write(dir + "/batch.txt", in.str());
        write(dir + "/wythoff.txt", wythoff_text);
        pair("sg analyze --game, 2000 lines of Wythoff",
             sg + " analyze --game " + quote(dir + "/wythoff.txt") + " --no-moves < " + quote(dir + "/batch.txt") +
                 " > " + dir + "/out",
             self + " --contest wythoff1000 < " + quote(dir + "/batch.txt") + " > " + dir + "/out", "<= 1.5", quick);
    }
    // A judge's file of tokens on a graph: 10^4 vertices, 10^5 edges, 10^4
    // lists of 10 tokens, each answered win or lose (--no-moves, as the
    // judge asks; the student's program prints WIN or LOSE).
    graph_files(dir, 10000, 100000, quick ? 1000 : 10000);
    pair("sg graph --no-moves, 10^4 token lists",
         sg + " graph " + quote(dir + "/graph.txt") + " --no-moves < " + quote(dir + "/tokens.txt") + " > " + dir +
             "/out",
         self + " --contest-graph " + quote(dir + "/graph.txt") + " < " + quote(dir + "/tokens.txt") + " > " + dir +
             "/out",
         "<= 1.5", quick);
    // A Green Hackenbush tree of 10^5 edges.
    tree_file(dir, quick ? 10000 : 100000);
    pair("sg hackenbush, a tree of 10^5 edges", sg + " hackenbush " + quote(dir + "/tree.txt") + " > " + dir + "/out",
         self + " --contest-hackenbush " + quote(dir + "/tree.txt") + " > " + dir + "/out", "<= 1.5", quick);
    std::system(("rm -rf " + quote(dir)).c_str());
    return 0;
}

// ---- the student's programs ----------------------------------------------------------

int contest_print(const std::string& key) {
    for (const auto& w : workloads()) {
        if (w.key != key || !w.box) continue;
        const sg::game_definition def(w.text);
        const sg::game_box b = sg::parse_box(def, 0, w.box);
        std::vector<std::int64_t> hi(def.games()[0].coords.size());
        for (std::size_t i = 0; i < hi.size(); ++i) hi[i] = b.at[i];
        for (int a = 0; a < 2; ++a)
            if (b.axes[a] >= 0) hi[std::size_t(b.axes[a])] = b.hi[a];
        // What the student's program does: fill the table, print it a row a line.
        const contest::values t = w.contest(hi);
        const std::uint64_t width = b.axes[1] < 0 ? 1 : std::uint64_t(hi[std::size_t(b.axes[1])] + 1);
        for (std::int64_t x = b.lo[0]; x <= b.hi[0]; ++x) {
            if (b.axes[1] < 0) {
                std::printf("%u\n", t[std::size_t(x)]);
                continue;
            }
            for (std::int64_t y = b.lo[1]; y <= b.hi[1]; ++y)
                std::printf("%u%c", t[std::size_t(std::uint64_t(x) * width + std::uint64_t(y))],
                            y == b.hi[1] ? '\n' : ' ');
        }
        return 0;
    }
    std::fprintf(stderr, "no table workload %s\n", key.c_str());
    return 2;
}

int contest_graph(const std::string& file) {
    // Vertices 0..n-1, edges "u v"; values by a depth-first search from each
    // vertex (an explicit stack), then each line's tokens XORed.
    std::ifstream in(file);
    std::vector<std::vector<int>> succ;
    int u = 0, v = 0;
    while (in >> u >> v) {
        const int need = std::max(u, v) + 1;
        if (int(succ.size()) < need) succ.resize(std::size_t(need));
        succ[std::size_t(u)].push_back(v);
    }
    const int n = int(succ.size());
    std::vector<int> sg(std::size_t(n), -1), stack, vis(std::size_t(n) + 2, -1);
    for (int s = 0; s < n; ++s) {
        if (sg[std::size_t(s)] >= 0) continue;
        stack.push_back(s);
        while (!stack.empty()) {
            const int x = stack.back();
            bool ready = true;
            for (int y : succ[std::size_t(x)])
                if (sg[std::size_t(y)] < 0) ready = false, stack.push_back(y);
            if (!ready) continue;
            stack.pop_back();
            if (sg[std::size_t(x)] >= 0) continue;
            for (int y : succ[std::size_t(x)])
                if (sg[std::size_t(y)] < int(vis.size())) vis[std::size_t(sg[std::size_t(y)])] = x;
            int g = 0;
            while (vis[std::size_t(g)] == x) ++g;
            sg[std::size_t(x)] = g;
        }
    }
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream l(line);
        int x = 0, t = 0;
        while (l >> t) x ^= sg[std::size_t(t)];
        std::puts(x ? "WIN" : "LOSE");
    }
    return 0;
}

int contest_hackenbush(const std::string& file) {
    // A tree standing on `ground`: the colon principle, children before parents.
    std::ifstream in(file);
    std::vector<std::string> names{"ground"};
    std::vector<std::pair<int, int>> edges;
    auto id = [&](const std::string& s) {
        if (s == "ground") return 0;
        return std::stoi(s.substr(1));
    };
    std::string a, b;
    int n = 1;
    while (in >> a >> b) {
        edges.push_back({id(a), id(b)});
        n = std::max({n, edges.back().first + 1, edges.back().second + 1});
    }
    const std::size_t vertices = std::size_t(n);
    std::vector<std::vector<int>> adj(vertices);
    for (auto [x, y] : edges) adj[std::size_t(x)].push_back(y), adj[std::size_t(y)].push_back(x);
    std::vector<int> order, parent(std::size_t(n), -1), stack{0};
    parent[0] = 0;
    while (!stack.empty()) {
        const int x = stack.back();
        stack.pop_back();
        order.push_back(x);
        for (int y : adj[std::size_t(x)])
            if (parent[std::size_t(y)] < 0) parent[std::size_t(y)] = x, stack.push_back(y);
    }
    std::vector<long long> sg(std::size_t(n), 0);
    for (auto it = order.rbegin(); it != order.rend(); ++it)
        if (*it != 0) sg[std::size_t(parent[std::size_t(*it)])] ^= sg[std::size_t(*it)] + 1;
    std::printf("%lld\n", sg[0]);
    return 0;
}

}  // namespace bench
