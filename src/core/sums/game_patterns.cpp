// Positions of a game of one coordinate too far out for its evaluator,
// answered from the pattern its first values show. Such a pattern is only
// ever observed: nothing about a definition's moves gives a theorem, so it
// answers only when the caller trusts it (sg/position.hpp).
#include "sums/game_patterns.hpp"

#include <algorithm>

namespace sg {
namespace {

// The evaluator's refusals of work past its budget (spent or estimated).
bool out_of_budget(const error& e) {
    return e.code == "game.too_much_memory" || e.code == "game.too_much_work" || e.code == "game.estimated_steps" ||
           e.code == "game.estimated_positions" || e.code == "game.no_estimate";
}

}  // namespace

std::uint64_t universe::game_value(const component& c) {
    game_evaluator& ev = evaluator();
    const game_position p = c.game();
    if (def_->games()[c.id].coords.size() != 1 || std::uint64_t(c.c[0]) < max_pattern_values) return ev.value(p);
    if (std::uint64_t v = 0; ev.known(p, &v)) return v;
    auto [it, fresh] = patterns_->by_game.try_emplace(c.id);
    game_patterns::entry& e = it->second;
    if (fresh) {
        // The first values, for at most a quarter of the evaluation budget
        // (the position itself may still need the rest): as many as that
        // reaches, in order. A game too costly for a few shows no pattern.
        game_box box;
        box.game = c.id;
        box.hi[0] = std::int64_t(max_pattern_values - 1);
        // (A table's rows may be filled in one step: the quarter is the
        // evaluator's limit while they are.)
        const game_limits whole = ev.limits();
        game_limits quarter = whole;
        quarter.max_work = std::min(whole.max_work, ev.work() + budget_.game_work / 4);
        ev.set_limits(quarter);
        game_table_job job(ev, box, true);
        try {
            while (!job.step(1e6)) {
            }
        } catch (const error& err) {
            if (!out_of_budget(err)) {
                ev.cancel();
                ev.set_limits(whole);
                throw;
            }
        }
        ev.cancel();
        ev.set_limits(whole);
        const auto first = job.prefix();
        e.values.assign(first.begin(), first.end());
        e.period = sequence_period(e.values);
    }
    const period_info& pat = e.period;
    const bool seen = pat.status == period_status::observed && std::uint64_t(c.c[0]) >= pat.preperiod + pat.period;
    // The exact value first, as for heaps: the pattern answers only what the
    // budgets refuse, and only when trusted.
    try {
        return ev.value(p);
    } catch (const error& err) {
        if (!seen || !out_of_budget(err)) throw;
        ev.cancel();
        if (trust_) return detail::from_pattern(pat, e.values, 0, std::uint64_t(c.c[0]));
        throw detail::observed_only(pat, def_->format(p));
    }
}

const period_info* universe::game_pattern_of(const component& c) const {
    auto it = patterns_->by_game.find(c.id);
    if (it == patterns_->by_game.end() || std::uint64_t(c.c[0]) < it->second.values.size()) return nullptr;
    const period_info& pat = it->second.period;
    if (pat.status != period_status::observed || !trust_ || (ev_ && ev_->known(c.game()))) return nullptr;
    return &pat;
}

}  // namespace sg
