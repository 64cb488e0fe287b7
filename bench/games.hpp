// `sgbench --games` and its helper modes (bench/games.cpp).
#pragma once
#include <string>

namespace bench {

// The game-language workloads against the hand-written programs, the exports,
// analyze against table, refusals and the dense sum.
// `only`: a comma-separated list of workload keys (empty: all).
void game_benchmarks(bool native, bool quick, const std::string& only = "");
// `sgbench --contest KEY`: the hand-written program of a workload as a process:
// positions on standard input, one value per line on standard output.
int contest_driver(const std::string& key);
// `sgbench --export KEY`: the export of a workload's definition (the build
// compiles it for the benchmark).
int print_export(const std::string& key);
// `sgbench --workload KEY`: one engine-only workload; prints seconds, peak
// memory (KB) and what happened.
int one_workload(const std::string& key);

}  // namespace bench
