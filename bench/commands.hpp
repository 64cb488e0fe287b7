// `sgbench --commands` and the student's programs it runs as processes
// (bench/commands.cpp). Native only.
#pragma once
#include <string>

namespace bench {

// Whole sg commands against the hand-written programs, as processes.
int commands_benchmark(bool quick);
// `sgbench --contest-print KEY`: a table workload's hand-written program,
// printing the whole table a row a line.
int contest_print(const std::string& key);
// `sgbench --contest-graph FILE`: tokens on a graph (vertices 0..n-1), one
// list a line on standard input, WIN or LOSE each.
int contest_graph(const std::string& file);
// `sgbench --contest-hackenbush FILE`: a Green Hackenbush tree's value.
int contest_hackenbush(const std::string& file);

}  // namespace bench
