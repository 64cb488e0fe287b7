// Writes the export of one benchmark workload's definition (the build compiles
// it for `sgbench --games`): sgbench_writer KEY > export_KEY.cpp.
#include "games.hpp"

int main(int argc, char** argv) { return argc == 2 ? bench::print_export(argv[1]) : 2; }
