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
        // (the position itself may still need the rest), in order: first
        // max_pattern_values of them, then twice as many each time until a
        // pattern has the evidence an unproved one needs (observed_evidence),
        // the quarter is spent, the next window would reach the position
        // (which is then computed) or a table's largest box. A game too
        // costly for a few shows no pattern.
        // (A table's rows may be filled in one step: the quarter is the
        // evaluator's limit while they are.)
        const game_limits whole = ev.limits();
        // (At most two trials' steps, so that with the position's own trial a
        // refusal still comes within a second.)
        game_limits quarter = whole;
        const double room =
            whole.trial_work > 0 ? std::min(budget_.game_work / 4, 2 * whole.trial_work) : budget_.game_work / 4;
        quarter.max_work = std::min(whole.max_work, ev.work() + room);
        ev.set_limits(quarter);
        for (std::uint64_t window = max_pattern_values;; window *= 2) {
            game_box box;
            box.game = c.id;
            box.hi[0] = std::int64_t(window - 1);
            // As many values as the budget allows, in order (a refusal keeps them).
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
            const auto first = job.prefix();
            if (first.size() > e.values.size()) e.values.assign(first.begin(), first.end());
            e.period = sequence_period(e.values);
            if (e.period.status != period_status::none || e.values.size() < window ||
                2 * window > std::uint64_t(c.c[0]) || 2 * window > max_box_cells)
                break;
        }
        ev.set_limits(whole);
    }
    const period_info& pat = e.period;
    const bool seen = pat.status == period_status::observed && std::uint64_t(c.c[0]) >= pat.preperiod + pat.period;
    // The exact value first, as for heaps: the pattern answers only what the
    // budgets refuse, and only when trusted.
    try {
        return ev.value(p);
    } catch (const error& err) {
        if (!out_of_budget(err)) throw;
        if (!seen) {
            // A pattern the values show without the evidence to trust it is
            // named, with how far it must hold; otherwise the budget's refusal.
            const period_info shown = detail::seen_period(e.values);
            if (shown.status == period_status::none) throw;
            ev.cancel();
            throw detail::not_established(shown, def_->format(p));
        }
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
