// What the binding files share (tables.cpp; sums.cpp and sessions.cpp in the
// core module; language.cpp in the full engine): the universe of the heap rules the page asks about,
// a graph's universe, the sessions, and the numbering and slicing of jobs.
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

// Trusts observed patterns in u (or not) for one call, and stops trusting
// them when the call ends, even by an error.
struct trusting {
    sg::universe& u;
    trusting(sg::universe& universe, bool on) : u(universe) { u.trust_patterns(on); }
    ~trusting() { u.trust_patterns(false); }
    trusting(const trusting&) = delete;
    trusting& operator=(const trusting&) = delete;
};

// A universe of its own for tokens on the graph of `edges` (checked first).
std::unique_ptr<sg::universe> graph_universe(const std::string& edges);

// analyze (normal or misère), Every-SG and apply of a position in a universe.
emscripten::val analyze_in(sg::universe& u, const emscripten::val& position, const std::string& default_rule,
                           bool misere, bool list_moves, bool trust);
emscripten::val every_in(sg::universe& u, const emscripten::val& position, const std::string& default_rule);
emscripten::val apply_in(sg::universe& u, const emscripten::val& position, const emscripten::val& option);

int new_job_id();           // one numbering for every kind of job
double slice(double work);  // a step's work as JS asked it, made sane
emscripten::val progress_of(bool done, double progress, double computed);

// Sessions (sessions.cpp): each a universe of its own, named by number.
// language.cpp opens those with a definition and, as a session closes,
// forgets its table jobs (through forget_session_jobs, set when it is linked).
sg::universe& session(int id);
sg::universe& sync(int id);  // the session, its evaluator limited to about game_work more steps (a synchronous call)
emscripten::val open_session(std::unique_ptr<sg::universe> u, emscripten::val info);
extern void (*forget_session_jobs)(int session);
emscripten::val sum_open(std::string edges);
void game_close(int id);
int game_count();
emscripten::val game_analyze(int id, emscripten::val position, bool list_moves, bool misere, bool trust);
emscripten::val game_every(int id, emscripten::val position);
emscripten::val game_play(int id, emscripten::val position, bool misere);
emscripten::val game_parse(int id, emscripten::val position);
emscripten::val game_text(int id, emscripten::val position);
emscripten::val game_apply(int id, emscripten::val position, emscripten::val option);
emscripten::val play_start(emscripten::val position, std::string default_rule, bool misere);
emscripten::val game_play_start(int id, emscripten::val position, bool misere);
emscripten::val graph_play_start(std::string edges, emscripten::val tokens);
emscripten::val play_step(int id, double work);
emscripten::val play_result(int id);
void play_cancel(int id);
std::size_t play_job_count();
// The jobs of the binding files beyond tables.cpp, counted by jobCount (set by sums.cpp when it is linked).
extern std::size_t (*other_jobs)();

}  // namespace sgjs
