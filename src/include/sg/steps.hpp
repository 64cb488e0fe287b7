// Steps of work, counted where the budgets count them (sg/limits.hpp), so
// that a caller can say how much work one call made without a clock: the
// pages' tests hold every call into the engine to its budget this way, on a
// busy machine as on an idle one.
//
// Each kind counts in the unit of its budgets, so kinds are not added up: a
// table's look-up costs a nanosecond or two, a search step hundreds.
#pragma once

namespace sg {

struct step_counts {
    double table = 0;   // heap tables (table_work, value_work): option look-ups, as table_job::step counts them
    double game = 0;    // the game language's evaluator (game_work): move bindings, runs read by index, mex steps
    double search = 0;  // sums (misere_work, every_work, play): components copied and moves looked at, the
                        // Anti-SG check's sizes and positions, Every-SG's moves looked at
    double graph = 0;   // labelling a graph whose moves loop (loopy_label_work): a pass's vertices and edges
};

// The steps counted since the previous call, which starts the count again.
// One count for the whole program: the engine runs on one thread.
step_counts take_steps();

namespace detail {
extern step_counts steps_counted;  // added to by every budgeted loop
}  // namespace detail

}  // namespace sg
