// The positions of a game-language definition as components of a universe
// (sg/position.hpp's game_components): read, written, valued and moved by
// the definition and its evaluator. Positions of a game of one coordinate too
// far out for the evaluator are answered from the pattern their first values
// show. Such a pattern is only ever observed: nothing about a definition's
// moves gives a theorem, so it answers only when the caller trusts it.
#include <algorithm>
#include <cctype>
#include <map>

#include "json/writer.hpp"
#include "sg/position.hpp"

namespace sg {
namespace {

// The evaluator's refusals of work past its budget (spent or estimated).
bool out_of_budget(const error& e) {
    return e.code == "game.too_much_memory" || e.code == "game.too_much_work" || e.code == "game.estimated_steps" ||
           e.code == "game.estimated_positions" || e.code == "game.no_estimate";
}

component as_component(const game_position& p) { return component{component_kind::game, p.game, p.c}; }

class language_games final : public game_components {
public:
    language_games(std::shared_ptr<const game_definition> def, const limits& budget)
        : def_(std::move(def)),
          budget_(budget),
          ev_(std::make_unique<game_evaluator>(def_, game_limits{budget.game_memory, budget.game_work,
                                                                 budget.game_trial_work, budget.game_trial_memory})) {}

    const game_definition& definition() const override { return *def_; }
    game_evaluator& evaluator() override { return *ev_; }
    void cancel() override { ev_->cancel(); }

    void new_question() override {
        // Each question its own steps, and at least half the memory: past
        // that, what earlier questions learned is forgotten rather than let
        // it refuse this one.
        if (ev_->bytes() > budget_.game_memory / 2) ev_->forget();
        ev_->set_limits(
            {budget_.game_memory, ev_->work() + budget_.game_work, budget_.game_trial_work, budget_.game_trial_memory});
    }

    component make(std::string_view name, const std::vector<std::int64_t>& coords) const override {
        std::size_t g = def_->find(name);
        if (g == std::string::npos)
            throw error("game.unknown_game", "unknown game '" + std::string(name) + "'", {{"name", std::string(name)}});
        const auto& info = def_->games()[g];
        if (coords.size() != info.coords.size())
            throw error("game.wrong_coordinates",
                        info.name + " has " + std::to_string(info.coords.size()) +
                            (info.coords.size() == 1 ? " coordinate, not " : " coordinates, not ") +
                            std::to_string(coords.size()),
                        {{"name", info.name},
                         {"expected", std::to_string(info.coords.size())},
                         {"found", std::to_string(coords.size())}});
        component c;
        c.kind = component_kind::game;
        c.id = std::uint32_t(g);
        for (std::size_t i = 0; i < coords.size(); ++i) {
            if (coords[i] < 0 || std::uint64_t(coords[i]) > max_number)
                throw error("game.bad_position", "a coordinate is out of range", {{"text", text(c)}});
            c.c[i] = coords[i];
        }
        return c;
    }

    bool read(std::string_view item, std::size_t column, bool bare_numbers, component& out) const override {
        std::size_t name_end = 0;
        while (name_end < item.size() &&
               (std::isalnum(static_cast<unsigned char>(item[name_end])) || item[name_end] == '_'))
            ++name_end;
        const bool call = name_end > 0 && name_end < item.size() && item[name_end] == '(';
        const bool number = name_end == item.size() &&
                            std::all_of(item.begin(), item.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
        const bool one_counter = def_->games().size() == 1 && def_->games()[0].coords.size() == 1;
        if (item.empty() || !(item.front() == '(' || call || (number && one_counter && bare_numbers))) return false;
        if (call && def_->find(item.substr(0, name_end)) == std::string::npos)
            throw error("game.unknown_game", "unknown game '" + std::string(item.substr(0, name_end)) + "'",
                        {{"name", std::string(item.substr(0, name_end))}}, column);
        out = as_component(def_->parse_position(item, column));
        return true;
    }

    std::string text(const component& c) const override { return def_->format(c.game()); }

    std::uint64_t value(const component& c, bool trusted) override;

    const period_info* pattern_of(const component& c, bool trusted) const override {
        auto it = patterns_.find(c.id);
        if (it == patterns_.end() || std::uint64_t(c.c[0]) < it->second.values.size()) return nullptr;
        const period_info& pat = it->second.period;
        if (pat.status != period_status::observed || !trusted || ev_->known(c.game())) return nullptr;
        return &pat;
    }

    bool moves(const component& c, const std::function<bool(component_move&&)>& f, bool with_values) override {
        bool complete = true;
        std::vector<game_move> moves;
        if (with_values) {
            game_derivation d = ev_->explain(c.game());
            complete = !d.truncated;
            moves = std::move(d.moves);
        } else {
            try {
                moves = ev_->moves_of(c.game(), max_listed_moves);
            } catch (const error& e) {
                if (e.code != "game.position_moves") throw;
                return false;
            }
        }
        for (auto& m : moves) {
            component_move cm;
            for (const auto& t : m.targets) cm.parts.push_back(as_component(t));
            cm.value = m.value;
            cm.game = std::move(m);
            if (!f(std::move(cm))) break;
        }
        return complete;
    }

    bool options(const component& c, std::size_t limit,
                 const std::function<void(const component* parts, std::size_t count)>& f) override {
        // A position with more than max_listed_moves moves is past any search.
        // A move may lead to many games (a product's move turns |A| x |B| - 1 coins).
        bool past = false;
        std::vector<component> parts;
        for (auto& m : ev_->moves_of(c.game(), std::min(limit, max_listed_moves), &past)) {
            parts.resize(std::max(parts.size(), m.targets.size()));
            for (std::size_t k = 0; k < m.targets.size(); ++k) parts[k] = as_component(m.targets[k]);
            f(parts.data(), m.targets.size());
        }
        return !past;
    }

    std::vector<component_move> moves_to_value(const component& c, std::uint64_t target, std::size_t room,
                                               std::uint64_t* count, bool* truncated, std::uint64_t* looked) override {
        bool cut = false;
        std::uint64_t seen = 0;
        std::vector<component_move> out;
        // A position valued by its pattern is past what the evaluator walks
        // in order: its moves are looked for from the far end of each line.
        const bool past = !ev_->known(c.game());
        for (auto& g : past ? ev_->moves_to_value_from_end(c.game(), target, room, count, &cut, &seen)
                            : ev_->moves_to_value(c.game(), target, room, count, &cut, &seen)) {
            component_move m;
            for (const auto& t : g.targets) m.parts.push_back(as_component(t));
            m.value = g.value;
            m.game = std::move(g);
            out.push_back(std::move(m));
        }
        if (cut || past) {
            *truncated = true;  // (a pattern's position: never every move)
            if (looked) *looked += seen;
        }
        return out;
    }

    void put(detail::json_writer& w, const component& c) const override {
        detail::put_game_position(w, *def_, c.game());
    }
    void put(detail::json_writer& w, const game_move& m) const override { detail::put_game_move(w, *def_, m); }

private:
    // The pattern of a game of one coordinate's first values, once looked for.
    struct pattern {
        period_info period;  // observed, or none
        // g(0 ..): max_pattern_values of them or a power of 2 times it, or fewer when the budget stopped them
        std::vector<std::uint64_t> values;
    };
    std::shared_ptr<const game_definition> def_;
    limits budget_;
    std::unique_ptr<game_evaluator> ev_;
    std::map<std::uint32_t, pattern> patterns_;
};

}  // namespace

void universe::use_games(std::shared_ptr<const game_definition> def) {
    games_ = def ? std::make_unique<language_games>(std::move(def), budget_) : nullptr;
}

std::uint64_t language_games::value(const component& c, bool trusted) {
    game_evaluator& ev = *ev_;
    const game_position p = c.game();
    if (def_->games()[c.id].coords.size() != 1 || std::uint64_t(c.c[0]) < max_pattern_values) return ev.value(p);
    if (std::uint64_t v = 0; ev.known(p, &v)) return v;
    auto [it, fresh] = patterns_.try_emplace(c.id);
    pattern& e = it->second;
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
        if (trusted) return detail::from_pattern(pat, e.values, 0, std::uint64_t(c.c[0]));
        throw detail::observed_only(pat, def_->format(p));
    }
}

}  // namespace sg
