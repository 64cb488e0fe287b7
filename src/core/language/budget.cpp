// The game language's budgets (search.hpp): the caps spend() and
// check_memory() refuse by, the trial that bounds what an evaluation may
// spend before something measured says it ends, and the estimates that
// refuse before the work: from a position's own moves, and from smaller
// boxes of the same game filled first.
#include <cmath>

#include "language/search.hpp"

namespace sg {

namespace {

std::string whole(double x) { return std::to_string(static_cast<long long>(std::min(std::max(x, 0.0), 9e18))); }

}  // namespace

bool budget_refusal(const error& e) {
    return e.code == "game.too_much_work" || e.code == "game.too_much_memory" || e.code == "game.no_estimate";
}

namespace {}  // namespace

void game_evaluator_state::set_caps() {
    budget.cap = limits.max_work;
    budget.byte_cap = limits.max_bytes;
    budget.nominal_cap = ~std::uint64_t(0);
    memo.set_room(limits.max_bytes);
}

void game_evaluator_state::set_trial_bytes(std::uint64_t n) {
    budget.nominal_cap = n;
    // Boxes widen toward the positions met only within the trial (past it,
    // a position goes to the map): a batch's many positions must not let one
    // question lay out a box past it.
    memo.set_room(std::min<std::uint64_t>(limits.max_bytes, bytes() + (n > nominal() ? n - nominal() : 0)));
}

void game_evaluator_state::begin_trial(const game_position& root) {
    set_caps();
    budget.trial = {};
    budget.meter.on = false;
    if (limits.trial_work <= 0) return;
    budget.trial.on = true;
    budget.trial.root = root;
    budget.trial.work0 = work;
    budget.trial.states0 = memo.size();
    budget.cap = std::min(limits.max_work, work + limits.trial_work);
    if (limits.trial_bytes) set_trial_bytes(nominal() + limits.trial_bytes);
}

void game_evaluator_state::start_meter(double cells, const game_position& far) {
    if (!budget.trial.on) return;
    budget.meter = {true, work, memo.size(), cells, far, work, memo.size(), std::max(0.0, budget.cap - work)};
    budget.cap = std::min(limits.max_work, work + limits.trial_work / 2);
}

void game_evaluator_state::licence(double more_work, std::uint64_t more_bytes) {
    if (!budget.trial.on) return;
    budget.cap = std::min(limits.max_work, std::max(budget.cap, work + more_work));
    if (limits.trial_bytes) set_trial_bytes(std::max(budget.nominal_cap, nominal() + more_bytes));
}

void game_evaluator_state::over_budget() {
    const std::string million = whole((limits.max_work - budget.from) / 1e6);
    throw error("game.too_much_work",
                "the evaluation would take more than " + million +
                    " million steps (the limit here); ask for a smaller position",
                {{"million", million}});
}

void game_evaluator_state::past_cap() {
    if (work > limits.max_work || !budget.trial.on) over_budget();
    if (budget.meter.on) {
        // What the fill has cost per position so far, and in the last
        // stretch (a cost that jumps, as when the values outgrow the mex's
        // table, shows there first), times the cells left.
        const double done = std::max(1.0, double(memo.size() - budget.meter.states0));
        const double recent = std::max(1.0, double(memo.size() - budget.meter.window_states));
        const double left = std::max(0.0, budget.meter.cells - done);
        const double average = (work - budget.meter.work0) / done, lately = (work - budget.meter.window_work) / recent;
        const double rest = left * std::max(average, lately / 2);
        if (work + rest <= limits.max_work) {
            budget.meter.window_work = work;
            budget.meter.window_states = memo.size();
            budget.cap = std::min(limits.max_work, std::max(budget.cap, work + limits.trial_work / 2));
            return;
        }
        refuse_estimate(true, work - budget.meter.work0 + rest, def->format(budget.meter.far),
                        "measured while filling its box: " + whole(work - budget.meter.work0) +
                            " steps for the first " + whole(done) + " of " + whole(budget.meter.cells) + " cells");
    }
    // The trial is spent and nothing measured says the rest fits: say how far it got.
    const std::string pos = def->format(budget.trial.root);
    const std::string steps = whole(work - budget.trial.work0),
                      found = whole(double(memo.size() - budget.trial.states0));
    throw error("game.no_estimate",
                "evaluating " + pos + " took " + steps + " steps and reached " + found +
                    " positions without finishing, and no smaller box of the game measured says it ends within "
                    "the limit here (" +
                    whole(limits.max_work - budget.from) + " steps); ask for less",
                {{"position", pos},
                 {"steps", steps},
                 {"positions", found},
                 {"limit", whole(limits.max_work - budget.from)},
                 {"what", "steps"}});
}

void game_evaluator_state::past_byte_cap() {
    if (bytes() > limits.max_bytes || !budget.trial.on) {
        const std::string mb = std::to_string(limits.max_bytes >> 20);
        throw error("game.too_much_memory",
                    "the evaluation would need more than " + mb +
                        " MB to remember the positions it reaches (the limit here); ask for a smaller position",
                    {{"megabytes", mb}});
    }
    const std::string pos = def->format(budget.trial.root);
    const std::string steps = whole(work - budget.trial.work0),
                      found = whole(double(memo.size() - budget.trial.states0));
    throw error("game.no_estimate",
                "evaluating " + pos + " took " + std::to_string(limits.trial_bytes >> 20) + " MB and reached " + found +
                    " positions without finishing, and no smaller box of the game measured says it ends within "
                    "the limit here (" +
                    std::to_string(limits.max_bytes >> 20) + " MB); ask for less",
                {{"position", pos},
                 {"steps", steps},
                 {"positions", found},
                 {"limit", std::to_string(limits.max_bytes >> 20)},
                 {"what", "megabytes"}});
}

void game_evaluator_state::refuse_estimate(bool steps, double estimate, const std::string& where,
                                           const std::string& basis) {
    // Said before the work: what was estimated, for what, and the limit it passes.
    const double limit = steps ? limits.max_work - budget.from : double(limits.max_bytes) / 4;
    throw error(steps ? "game.estimated_steps" : "game.estimated_positions",
                "evaluating " + where + " needs at least " + whole(estimate) + (steps ? " steps" : " positions") +
                    " (estimated before starting" + (basis.empty() ? "" : ", " + basis) + "; the limit here is " +
                    whole(limit) + "); ask for less",
                {{"position", where}, {"estimate", whole(estimate)}, {"limit", whole(limit)}});
}

void game_evaluator_state::estimate_root(const game_position& p) {
    const game_code& g = code(p);
    const std::size_t k = g.info.coords.size();
    const double max_cells = double(limits.max_bytes) / 4;
    double steps = 0;                // at least this many steps
    double positions = 0, held = 0;  // the distinct positions of one run, and the bytes they take at least
    std::string where;
    frame f = frame::at(p);
    for (const move_code& m : g.moves) {
        if (m.kind != detail::family::run) {
            if (m.loops.empty()) steps += 1;
            continue;
        }
        f.fresh = true;
        f.inner = false;
        std::uint64_t outer = 0;
        while (advance(f, m, m.loops.size() - 1)) {
            // Counting the bindings of the outer loops is itself work: past
            // 2^16 of them, what was counted stands as the lower bound.
            if (++outer > (1u << 16)) break;
            run_view& r = reader.bufs[0];
            // (A run whose far end faults is walked, and measured, apart: refuse_long_walk.)
            if (!run_of(f, m, r) || !r.exact) continue;
            const double count = double(r.count());
            // A run of several targets is read target by target (a mirrored
            // pair half-way); one of one long target asks its line instead.
            if (r.n > 1) steps += count / 16;
            for (std::size_t t = 0; t < r.n; ++t) {
                std::size_t moving = 0;
                double fixed_cells = 1;
                for (std::size_t c = 0; c < k; ++c) {
                    if (r.d[t][c] != 0) ++moving;
                    else fixed_cells *= double(r.first[t].c[c]) + 1;
                }
                if (!moving || count <= positions) continue;
                // The store keeps positions in a box from the origin: one that
                // fits holds at most this many of the run's, the rest cost a
                // hash map's entry each.
                const double inside = std::pow(max_cells / fixed_cells, 1.0 / double(moving));
                positions = count;
                held = 4 * std::min(count, inside) +
                       double(detail::value_store::sparse_bytes) * std::max(0.0, count - inside);
            }
        }
    }
    if (steps > limits.max_work - work) refuse_estimate(true, steps, def->format(p), "from its own moves");
    if (held > double(limits.max_bytes) - double(bytes()))
        throw error("game.estimated_positions",
                    "evaluating " + def->format(p) + " needs at least " + whole(positions) + " positions (" +
                        whole(held / 1048576) +
                        " MB; estimated before starting, from its own moves: one move line "
                        "leads to that many positions, too far apart to share a box; the limit here is " +
                        std::to_string(limits.max_bytes >> 20) + " MB); ask for less",
                    {{"position", def->format(p)},
                     {"estimate", whole(positions)},
                     {"limit", whole(double(limits.max_bytes) / double(detail::value_store::sparse_bytes))}});
}

bool game_evaluator_state::reach_box(const game_position& p, std::array<std::int64_t, max_game_coords>& hi) {
    const game_code& g = code(p);
    const std::size_t k = g.info.coords.size();
    hi = p.c;
    constexpr std::uint64_t most = 4096;  // bindings looked at per move line and round
    for (int round = 0; round < 16; ++round) {
        game_position corner{p.game, hi};
        frame f = frame::at(corner);
        bool grew = false, unbounded = false;
        auto take = [&](const game_position& q) {
            if (q.game != p.game) return unbounded = true, false;
            for (std::size_t c = 0; c < k; ++c)
                if (q.c[c] > hi[c]) hi[c] = q.c[c], grew = true;
            return true;
        };
        for (const move_code& m : g.moves) {
            f.fresh = true;
            f.inner = false;
            const bool runs = m.kind == detail::family::run;
            std::uint64_t seen = 0;
            while (!unbounded && advance(f, m, runs ? m.loops.size() - 1 : m.loops.size())) {
                if (++seen > most) {
                    // Too many to look at: bounded only if what was seen stayed inside.
                    unbounded = grew;
                    break;
                }
                if (!runs) {
                    for (std::size_t t = 0; t < m.targets.size(); ++t) {
                        game_position q;
                        if (!try_target(f, m, t, f.vars, q) || !take(q)) return false;
                    }
                    continue;
                }
                run_view& r = reader.bufs[0];
                if (!run_of(f, m, r)) continue;
                if (!r.exact) return false;
                for (std::size_t t = 0; t < r.n; ++t)
                    if (!take(r.first[t]) || !take(r.at(t, r.count() - 1))) return false;
            }
            if (unbounded) return false;
        }
        if (!grew) return true;
    }
    return false;
}

bool game_evaluator_state::measure_box(std::uint32_t game, const std::array<std::int64_t, max_game_coords>& lo,
                                       const std::array<std::int64_t, max_game_coords>& hi, double cells) {
    const std::size_t k = code(game_position{game, {}}).info.coords.size();
    double costs[2] = {0, 0}, sizes[2] = {0, 0};
    const double before = work;
    for (int i = 0; i < 2; ++i) {
        // The longest side halved until the box has about a 64th of the
        // cells, then a sixteenth: a thin side (Euclid's box is two cells
        // wide) stays whole, so the small boxes hold the same kinds of cells.
        // (Smaller boxes measured too little: their rows' fixed costs.)
        std::array<double, max_game_coords> side{};
        double n = 1;
        for (std::size_t c = 0; c < k; ++c) n *= side[c] = double(hi[c] - lo[c]) + 1;
        while (n > cells / (i == 0 ? 64 : 16)) {
            std::size_t longest = 0;
            for (std::size_t c = 0; c < k; ++c)
                if (side[c] >= side[longest]) longest = c;
            if (side[longest] < 2) break;
            n /= side[longest];
            side[longest] = std::ceil(side[longest] / 2);
            n *= side[longest];
        }
        std::array<std::int64_t, max_game_coords> top = lo;
        for (std::size_t c = 0; c < k; ++c) top[c] = lo[c] + std::int64_t(side[c]) - 1;
        // The game's box grows to hold the small box, keeping its extents
        // where they are larger (a first look along a far row): a box the
        // trial's memory cannot hold is not measured (the search goes on
        // under the trial's meter, which refuses it if it runs long).
        if (!memo.reserve(game, top, limits.trial_bytes ? limits.trial_bytes : limits.max_bytes)) return false;
        spend_moved();
        try {
            fill_box(game, lo, top);
        } catch (const error& e) {
            if (budget_refusal(e)) throw;
            drop();
            work = before;
            return false;
        }
        costs[i] = work - before;
        sizes[i] = n;
    }
    // The cost of the whole box grows as its cells to a power measured from
    // the small box to the larger (at least 1: every cell is at least as
    // dear as the small boxes' were on average; at most 3).
    double power = 1;
    if (costs[0] > 1e4 && costs[1] > costs[0] && sizes[1] > sizes[0])
        power = std::log(costs[1] / costs[0]) / std::log(sizes[1] / sizes[0]);
    power = std::min(3.0, std::max(1.0, power));
    const double predicted = std::max(costs[1], 1.0) * std::pow(cells / std::max(sizes[1], 1.0), power);
    if (work + predicted - costs[1] > limits.max_work) {
        game_position far;
        far.game = game;
        far.c = hi;
        refuse_estimate(true, predicted, def->format(far),
                        "measured on the boxes of " + whole(sizes[0]) + " and " + whole(sizes[1]) +
                            " cells up to it: " + whole(costs[0]) + " and " + whole(costs[1]) + " steps");
    }
    // The box's cells (its steps are licensed as it fills: start_meter).
    licence(0, std::uint64_t(4 * cells) + (1u << 20));
    return true;
}

}  // namespace sg
