// What the two binding files share (bindings.cpp and sessions.cpp): the
// universe of the heap rules the page asks about, a graph's universe, and the
// numbering and slicing of jobs.
#pragma once

#include <emscripten/val.h>

#include <cstddef>
#include <memory>
#include <string>

#include "sg/position.hpp"

namespace sgjs {

// The heap rules' universe, forgetting old rules when no play job holds them.
sg::universe& heap_universe();
extern std::size_t heap_play_jobs;  // running play jobs that hold components of heap_universe()

// A universe of its own for tokens on the graph of `edges` (checked first).
std::unique_ptr<sg::universe> graph_universe(const std::string& edges);

// analyze (normal or misère), Every-SG and apply of a position in a universe.
emscripten::val analyze_in(sg::universe& u, const emscripten::val& position, const std::string& default_rule,
                           bool misere, bool list_moves, bool trust);
emscripten::val every_in(sg::universe& u, const emscripten::val& position, const std::string& default_rule);
emscripten::val apply_in(sg::universe& u, const emscripten::val& position, const emscripten::val& option);

int new_job_id();  // one numbering for every kind of job
std::size_t table_job_count();
double slice(double work);  // a step's work as JS asked it, made sane
emscripten::val progress_of(bool done, double progress, double computed);

}  // namespace sgjs
