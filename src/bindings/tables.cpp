// Heap rules and their tables for JavaScript: what every page and widget
// loads first (web/dist/sg-tables.*, the lightest engine module), with the
// pages' budgets (sg::page_limits()). Results cross as plain JS objects built
// from the same JSON the CLI prints (sg/json.hpp), long value lists as typed
// arrays. No C++ object outlives a call, except running table jobs, which JS
// names by number. The other binding files add sums, graphs and sessions
// (sums.cpp, sessions.cpp: the core module) and the game language
// (language.cpp: the full engine); the state they share is in shared.hpp.
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

// Long heap tables computed in slices (below), named by number.
std::map<int, std::unique_ptr<sg::table_job>> jobs;
int next_job = 1;

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

val table(std::string rule, double upto) {
    return guarded([&] {
        sg::table_options opt;
        opt.max_work = budget.table_work;
        opt.checksum = true;
        return table_object(sg::compute_table(sg::parse_rule(rule), whole(upto, "upto"), opt));
    });
}

val explain(std::string rule, double x) {
    return guarded([&] {
        sg::universe& u = heap_universe();
        sg::component c = u.heap(rule, whole(x, "heap"));
        return parse_json(sg::to_json(sg::explain(u.rule_at(c.id), c.size(), u.values(c.id))));
    });
}

// ---- table jobs: long tables in slices -------------------------------------------

int new_job_id() { return next_job++; }
std::size_t table_job_count() { return jobs.size(); }

double slice(double work) { return std::isfinite(work) ? std::clamp(work, 1.0, 1e12) : 1e6; }

val progress_of(bool done, double progress, double computed) {
    val o = val::object();
    o.set("done", done);
    o.set("progress", progress);
    o.set("computed", computed);
    return o;
}

val job_start(std::string rule, double upto, bool sparse) {
    return guarded([&] {
        sg::table_options opt;
        opt.sparse = sparse;
        opt.checksum = true;
        // Each job holds its table: a page that never cancels must not fill memory.
        if (jobs.size() >= budget.open_jobs)
            throw sg::error("job.too_many", "too many tables are being computed at once; cancel one first",
                            {{"max", std::to_string(budget.open_jobs)}});
        int id = new_job_id();
        jobs[id] = std::make_unique<sg::table_job>(sg::parse_rule(rule), whole(upto, "upto"), opt);
        return val(id);
    });
}

val job_step(int id, double work) {
    return guarded([&] {
        auto it = jobs.find(id);
        if (it == jobs.end()) throw sg::error("job.unknown", "no such table job (finished or cancelled)");
        bool done;
        try {
            done = it->second->step(static_cast<std::uint64_t>(slice(work)));
        } catch (...) {
            jobs.erase(it);  // a job that failed is over; the engine stays usable
            throw;
        }
        return progress_of(done, it->second->progress(), double(it->second->computed()));
    });
}

val job_result(int id) {
    return guarded([&] {
        auto it = jobs.find(id);
        if (it == jobs.end() || !it->second->done())
            throw sg::error("job.not_finished", "the table job is not finished");
        sg::table t = it->second->take();
        jobs.erase(it);
        val out = table_object(t);
        sg::universe& u = heap_universe();
        u.values(u.rule_id(sg::parse_rule(t.rule))).adopt(std::move(t));
        return out;
    });
}

void job_cancel(int id) { jobs.erase(id); }

// The steps counted since the previous call, by kind (sg/steps.hpp): the
// facade's step log reads them after every call into the module.
val steps() {
    const sg::step_counts s = sg::take_steps();
    val o = val::object();
    o.set("table", s.table);
    o.set("game", s.game);
    o.set("search", s.search);
    o.set("graph", s.graph);
    return o;
}

// Bytes malloc has handed out and not had back: a test watches it for leaks.
double memory_in_use() { return double(mallinfo().uordblks); }

std::size_t (*other_jobs)() = nullptr;

// Table jobs and the jobs of the other binding files alive (0 when nothing runs): for tests.
int job_count() { return static_cast<int>(jobs.size() + (other_jobs ? other_jobs() : 0)); }

}  // namespace sgjs

EMSCRIPTEN_BINDINGS(sg_tables) {
    emscripten::function("limits", &limits);
    emscripten::function("ruleInfo", &rule_info);
    emscripten::function("table", &table);
    emscripten::function("explain", &explain);
    emscripten::function("mex", &mex);
    emscripten::function("jobStart", &job_start);
    emscripten::function("jobStep", &job_step);
    emscripten::function("jobResult", &job_result);
    emscripten::function("jobCancel", &job_cancel);
    emscripten::function("memoryInUse", &memory_in_use);
    emscripten::function("steps", &steps);
    emscripten::function("jobCount", &job_count);
}
