// What the binding files share: the one door into the engine. Every question
// names its session (0: the page's heap rules; else a universe of its own,
// opened with a definition and a graph, sessions.cpp) and one sliced-job
// mechanism runs every long computation (tables.cpp). The tables module
// (tables.cpp) answers heap rules; the core module adds sums, graphs, Green
// Hackenbush and play (sums.cpp, sessions.cpp); the full engine the game
// language and the exporters (language.cpp). What a module lacks, a later one
// plugs in through the hooks below, set as its bindings register.
#pragma once

#include <emscripten/val.h>

#include <cstddef>
#include <memory>
#include <string>

#include "sg/play.hpp"
#include "sg/position.hpp"

namespace sgjs {

// The heap rules' universe (session 0), forgetting old rules when no play job holds them.
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

// ---- sliced jobs --------------------------------------------------------------------
// A long computation the page steps through (jobStart, jobStep, jobResult,
// jobCancel): a heap table, a game table, a play analysis.
struct job {
    int session = 0;  // the session it reads (closed with it), or 0
    virtual ~job() = default;
    virtual bool step(double work) = 0;  // about `work` steps; true when done
    virtual double progress() const = 0;
    virtual double computed() const = 0;
    virtual bool done() const = 0;
    virtual emscripten::val result() = 0;  // once done; the job is then dropped
    virtual void cancel() {}               // before it is dropped unfinished
};
// Each kind of job is started from the request's fields ({kind, ...}).
using job_starter = std::unique_ptr<job> (*)(const emscripten::val& request);
void add_job_kind(const std::string& kind, job_starter start);
void forget_jobs_of(int session);  // a session closes: its jobs end
double slice(double work);         // a step's work as JS asked it, made sane

// ---- sessions -----------------------------------------------------------------------
// 0 is the heap rules' universe; the others are opened by sessionOpen.
sg::universe& universe_of(int session);
// The same, its budget set for one synchronous call (game_work more steps).
sg::universe& sync(int session);
extern std::size_t (*session_count)();
// Refuses graph text (a graph's or a board's) past what a page reads at once.
void check_graph_text(const std::string& text);
// A play search's budget: token_sums for tokens alone, else play_sums.
std::size_t play_budget(const sg::position& parts);  // open sessions, 0 not counted (set by sessions.cpp)
// Sets a.end for a game in play: whether it ends at a's sum, given the texts
// of its earlier positions with the same player to move (history: an array;
// anything else is a question, not a game, and gets no end).
void judge_end(sg::universe& u, sg::play_analysis& a, const emscripten::val& history);

// ---- hooks: what the core module and the full engine add ------------------------------
// The core module: a Green Hackenbush board explained, {kind: 'hackenbush', board}.
extern emscripten::val (*explain_board)(const emscripten::val& board);
// The full engine: a universe for a definition; a session's game table and
// a position of its games explained.
extern void (*use_definition)(sg::universe& u, const std::string& text);
extern emscripten::val (*session_table)(int session, const std::string& game, const std::string& box);
extern emscripten::val (*session_explain)(int session, const emscripten::val& position);

}  // namespace sgjs
