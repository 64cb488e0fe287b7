// Heap rules and their tables for JavaScript: what every page and widget
// loads first (web/dist/sg-tables.*, the lightest engine module), with the
// pages' budgets (sg::page_limits()). Results cross as plain JS objects built
// from the same JSON the CLI prints (sg/json.hpp), long value lists as typed
// arrays. No C++ object outlives a call, except sessions and running jobs,
// which JS names by number. This file holds the door's shared parts
// (shared.hpp): the sliced jobs of every kind, the engine's state, and the
// questions (table, explain) a later module answers for its sessions.
//
// Errors come back as {error: {...}}; web/js/engine/engine.js turns them into
// a thrown JS Error. Returning them (rather than throwing through wasm frames)
// lets every C++ destructor run, so a bad input leaks nothing.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <malloc.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

#include "sg/json.hpp"
#include "sg/position.hpp"
#include "sg/steps.hpp"
#include "sg/table.hpp"

#include "from_js.hpp"
#include "shared.hpp"

using emscripten::val;
using namespace sgjs;

namespace {

const sg::limits& budget = sg::page_limits();

// The rules the page asked about and their values: stepping through a table of
// 10^6 explains each x from it instead of computing again. Past 8 rules it
// starts over, so memory stays flat.
sg::universe heaps(sg::page_limits());

// Every running job, named by number.
std::map<int, std::unique_ptr<sgjs::job>> jobs;
int next_job = 1;

// Each kind's starter, registered as each binding file's bindings are (in
// static initialisation, hence a map made on first use).
std::map<std::string, sgjs::job_starter>& job_kinds() {
    static std::map<std::string, sgjs::job_starter> kinds;
    return kinds;
}

}  // namespace

namespace sgjs {

// ---- heap rules -------------------------------------------------------------------

std::size_t heap_play_jobs = 0;

// Each call starts without trusting observed patterns: only the calls that
// take trustPattern turn it on, for themselves (trusting), and off again as
// they end, so that a play job stepped later never reads one.
sg::universe& heap_universe() {
    if ((heaps.rule_count() > 8 || heaps.board_count() > 20000) && heap_play_jobs == 0) heaps.forget_rules();
    heaps.trust_patterns(false);
    return heaps;
}

val values_array(const sg::value_array& v) {
    // slice() copies out of wasm memory, so the array stays valid after the call.
    switch (v.width()) {
        case 1: return val(emscripten::typed_memory_view(v.size(), v.bytes())).call<val>("slice");
        case 2:
            return val(emscripten::typed_memory_view(v.size(), reinterpret_cast<const std::uint16_t*>(v.bytes())))
                .call<val>("slice");
        default:
            return val(emscripten::typed_memory_view(v.size(), reinterpret_cast<const std::uint32_t*>(v.bytes())))
                .call<val>("slice");
    }
}

val table_object(const sg::table& t) {
    val o = parse_json(sg::to_json(t, false, true));
    o.set("values", values_array(t.values));
    return o;
}

val limits() { return parse_json(sg::to_json(sg::limit_table())); }

val rule_info(std::string text) {
    return guarded([&] { return parse_json(sg::to_json(sg::parse_rule(text))); });
}

val mex(val values) {
    return guarded([&] { return val(double(sg::mex(numbers_of(values, "value")))); });
}

std::size_t (*session_count)() = nullptr;
val (*explain_board)(const val& board) = nullptr;
void (*use_definition)(sg::universe& u, const std::string& text) = nullptr;
val (*session_table)(int session, const std::string& game, const std::string& box) = nullptr;
val (*session_explain)(int session, const val& position) = nullptr;

namespace {

sg::error not_here(const char* what) {
    return sg::error("engine.not_loaded", std::string("this engine module does not hold ") + what, {{"what", what}});
}

sg::error no_game() { return sg::error("game.no_game", "the text defines no game (start with: game NAME(x))"); }

}  // namespace

// A table: of a heap rule in session 0 (what: the rule, extent: N), else of
// one of the session's games over a box (what: the game, extent: "0..30, 0..30").
val table(int session, std::string what, val extent) {
    return guarded([&] {
        if (session != 0) {
            // (A session opened without the game language has no definition.)
            if (!session_table) throw no_game();
            return session_table(session, what, text_of(extent, "box"));
        }
        sg::table_options opt;
        opt.max_work = budget.table_work;
        opt.checksum = true;
        return table_object(sg::compute_table(sg::parse_rule(what), whole(number_of(extent, "upto"), "upto"), opt));
    });
}

// A position explained: its moves with their values, what they reach, the
// mex. In session 0 a heap (subject: the rule, x: the heap) or a Green
// Hackenbush board ({kind: 'hackenbush', board}: its value by fusion, and
// what each cut leaves); else a position of the session's games.
val explain(int session, val subject, double x) {
    return guarded([&] {
        if (session != 0) {
            if (!session_explain) throw no_game();
            return session_explain(session, subject);
        }
        if (is_object(subject)) {
            if (!explain_board) throw not_here("Green Hackenbush");
            return explain_board(subject);
        }
        sg::universe& u = heap_universe();
        sg::component c = u.heap(text_of(subject, "rule"), whole(x, "heap"));
        return parse_json(sg::to_json(sg::explain(u.rule_at(c.id), c.size(), u.values(c.id))));
    });
}

// ---- sliced jobs ----------------------------------------------------------------------

void add_job_kind(const std::string& kind, job_starter start) { job_kinds()[kind] = start; }

void forget_jobs_of(int session) {
    for (auto it = jobs.begin(); it != jobs.end();)
        it = it->second->session == session ? jobs.erase(it) : std::next(it);
}

double slice(double work) { return std::isfinite(work) ? std::clamp(work, 1.0, 1e12) : 1e6; }

namespace {

// A heap rule's table: {kind: 'table', rule, upto, sparse}. Its values join
// the heap rules' universe when it is taken, so that stepping through it
// explains each x from them.
struct heap_table_job : job {
    sg::table_job t;
    heap_table_job(const std::string& rule, std::uint64_t upto, const sg::table_options& opt)
        : t(sg::parse_rule(rule), upto, opt) {}
    bool step(double work) override { return t.step(static_cast<std::uint64_t>(work)); }
    double progress() const override { return t.progress(); }
    double computed() const override { return double(t.computed()); }
    bool done() const override { return t.done(); }
    val result() override {
        sg::table taken = t.take();
        val out = table_object(taken);
        sg::universe& u = heap_universe();
        u.values(u.rule_id(sg::parse_rule(taken.rule))).adopt(std::move(taken));
        return out;
    }
};

std::unique_ptr<job> start_heap_table(const val& request) {
    sg::table_options opt;
    opt.sparse = !request["sparse"].isFalse();
    opt.checksum = true;
    return std::make_unique<heap_table_job>(text_of(request["rule"], "rule"),
                                            whole(number_of(request["upto"], "upto"), "upto"), opt);
}

val progress_of(bool done, double progress, double computed) {
    val o = val::object();
    o.set("done", done);
    o.set("progress", progress);
    o.set("computed", computed);
    return o;
}

}  // namespace

// {kind, ...}: a job of that kind started; its number. Each job holds what it
// computes: a page that never cancels must not fill memory.
val job_start(val request) {
    return guarded([&] {
        const std::string kind = is_object(request) ? text_of(request["kind"], "kind") : "";
        auto k = job_kinds().find(kind);
        if (k == job_kinds().end()) throw not_here(kind.empty() ? "jobs of no kind" : ("jobs of kind " + kind).c_str());
        if (jobs.size() >= budget.open_jobs)
            throw sg::error("job.too_many", "too many computations are running at once; cancel one first",
                            {{"max", std::to_string(budget.open_jobs)}});
        std::unique_ptr<job> j = k->second(request);
        int id = next_job++;
        jobs[id] = std::move(j);
        return val(id);
    });
}

val job_step(int id, double work) {
    return guarded([&] {
        auto it = jobs.find(id);
        if (it == jobs.end()) throw sg::error("job.unknown", "no such job (finished or cancelled)");
        job& j = *it->second;
        bool done;
        try {
            done = j.step(slice(work));
        } catch (...) {
            jobs.erase(it);  // a job that failed is over; the engine stays usable
            throw;
        }
        return progress_of(done, j.progress(), j.computed());
    });
}

val job_result(int id) {
    return guarded([&] {
        auto it = jobs.find(id);
        if (it == jobs.end() || !it->second->done()) throw sg::error("job.not_finished", "the job is not finished");
        std::unique_ptr<job> j = std::move(it->second);
        jobs.erase(it);
        return j->result();
    });
}

void job_cancel(int id) {
    auto it = jobs.find(id);
    if (it == jobs.end()) return;
    it->second->cancel();
    jobs.erase(it);
}

// The engine's state, for tests: the steps counted since the previous call,
// by kind (sg/steps.hpp; the facade's step log reads them after every call
// into the module), the jobs and sessions alive, and with `memory` the bytes
// malloc has handed out and not had back (a test watches them for leaks;
// counting them walks the heap).
val state(bool memory) {
    const sg::step_counts s = sg::take_steps();
    val steps = val::object();
    steps.set("table", s.table);
    steps.set("game", s.game);
    steps.set("search", s.search);
    steps.set("graph", s.graph);
    val o = val::object();
    o.set("steps", steps);
    o.set("jobs", double(jobs.size()));
    o.set("sessions", double(session_count ? session_count() : 0));
    if (memory) o.set("memory", double(mallinfo().uordblks));
    return o;
}

}  // namespace sgjs

EMSCRIPTEN_BINDINGS(sg_tables) {
    add_job_kind("table", &start_heap_table);
    // What needs no session: the limits, a rule read, a mex.
    emscripten::function("limits", &limits);
    emscripten::function("ruleInfo", &rule_info);
    emscripten::function("mex", &mex);
    // What every session answers (session 0 here; the others through the hooks).
    emscripten::function("table", &table);
    emscripten::function("explain", &explain);
    // Every long computation, of every kind, in slices.
    emscripten::function("jobStart", &job_start);
    emscripten::function("jobStep", &job_step);
    emscripten::function("jobResult", &job_result);
    emscripten::function("jobCancel", &job_cancel);
    emscripten::function("state", &state);
}
