// The one search over sums (search.hpp).
#include "sums/search.hpp"

#include <algorithm>
#include <limits>
#include <unordered_set>

#include "sg/steps.hpp"

namespace sg::detail {

std::size_t sum_search::sum_hash::operator()(const sum& s) const {
    std::uint64_t h = 1469598103934665603ull ^ s.size();
    for (std::uint32_t x : s) h = (h ^ x) * 1099511628211ull;
    return std::size_t(h ^ (h >> 31));
}

sum_search::sum_search(universe& u, sum_rule rule, search_budget budget)
    : u_(u), rule_(rule), budget_(budget), pieces_(rule == sum_rule::misere) {}

bool sum_search::spend(double w) {
    work_ += w;
    steps_counted.search += w;
    if (work_ > budget_.work) over_ = true;
    return !over_;
}

std::uint32_t sum_search::component_id(const component& c) {
    if (2 * (components_.size() + 1) > slots_.size()) {
        // Grow to twice the size, keeping at most half the slots in use.
        slots_.assign(std::max<std::size_t>(64, 2 * slots_.size()), 0);
        for (std::uint32_t id = 0; id < components_.size(); ++id) {
            std::size_t at = component_hash()(components_[id]) & (slots_.size() - 1);
            while (slots_[at]) at = (at + 1) & (slots_.size() - 1);
            slots_[at] = id + 1;
        }
    }
    std::size_t at = component_hash()(c) & (slots_.size() - 1);
    for (; slots_[at]; at = (at + 1) & (slots_.size() - 1))
        if (components_[slots_[at] - 1] == c) return slots_[at] - 1;
    std::uint32_t id = std::uint32_t(components_.size());
    slots_[at] = id + 1;
    components_.push_back(c);
    component_moves_.emplace_back();
    moves_known_.push_back(0);
    live_.push_back(0);
    return id;
}

bool sum_search::find_live(std::uint32_t id) {
    live_[id] = (moves_known_[id] ? component_moves_[id].size() > 0 : u_.can_move(components_[id])) ? 2 : 1;
    return live_[id] == 2;
}

// The parts each move of a component leaves, as found (a part without a move
// of its own is dropped when a sum is built, not here: finding whether it can
// move looks one level further, and no further).
const sum_search::moves_list& sum_search::find_moves(std::uint32_t id) {
    // More moves than the sums or the work left allow would be refused anyway:
    // stop listing there.
    double left = std::min(std::max(0.0, budget_.work - work_), double(budget_.sums));
    moves_list out;
    const component c = components_[id];     // a copy: the parts found are added to components_
    const double before = u_.option_work();  // what finding the moves costs beyond one per move
    bool all = u_.for_each_option(c, std::size_t(left) + 1, [&](const component* parts, std::size_t n) {
        for (std::size_t k = 0; k < n; ++k) add_parts(parts[k], out.parts);
        out.start.push_back(std::uint32_t(out.parts.size()));
    });
    if (!all || !spend(double(out.size()) + u_.option_work() - before)) over_ = true;
    component_moves_[id] = std::move(out);
    moves_known_[id] = 1;
    return component_moves_[id];
}

void sum_search::add_parts(const component& c, std::vector<std::uint32_t>& to) {
    if (!pieces_ || c.kind != component_kind::hackenbush) {
        to.push_back(component_id(c));
        return;
    }
    for (const auto& piece : u_.board_pieces(c)) to.push_back(component_id(piece));
}

sum_search::sum sum_search::normalised(const position& p) {
    sum s, parts;
    for (const auto& c : p) add_parts(c, parts);
    for (std::uint32_t id : parts)
        if (live(id)) s.push_back(id);
    std::sort(s.begin(), s.end());
    return s;
}

std::vector<sum_search::sum> sum_search::next_sums(const sum& here) {
    // The budget counts the sums whose moves were looked at.
    if (++expanded_ > budget_.sums) over_ = true;
    if (rule_ == sum_rule::every) return next_every_sums(here);
    std::vector<sum> out;
    const std::size_t n = here.size();
    for (std::size_t i = 0; i < n && !over_; ++i) {
        std::uint32_t c = here[i];
        if (i > 0 && here[i - 1] == c) continue;  // the same component again: the same moves
        const std::size_t count = moves_of(c).size();
        for (std::size_t k = 0; k < count && !over_; ++k) {
            // By index: finding whether a part can move adds components.
            const std::uint32_t from = component_moves_[c].start[k], to = component_moves_[c].start[k + 1];
            sum next;
            next.reserve(n - 1 + (to - from));
            for (std::size_t j = 0; j < n; ++j)
                if (j != i) next.push_back(here[j]);
            for (std::uint32_t q = from; q < to; ++q) {
                std::uint32_t part = component_moves_[c].parts[q];
                if (live(part)) next.push_back(part);
            }
            std::sort(next.begin(), next.end());
            if (!spend(double(next.size()) + 1)) break;
            out.push_back(std::move(next));
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

// Every-SG: one move in every component (each copy of a component moves on
// its own), every combination of them, counted against the work budget.
std::vector<sum_search::sum> sum_search::next_every_sums(const sum& here) {
    const std::size_t n = here.size();
    std::vector<sum> out;
    for (std::size_t i = 0; i < n && !over_; ++i)
        if (moves_of(here[i]).size() == 0) over_ = true;  // a live component whose moves were cut short
    if (over_ || n == 0) return out;
    std::vector<std::size_t> pick(n, 0);  // the move chosen in each component, counted like an odometer
    while (!over_) {
        sum next;
        for (std::size_t i = 0; i < n; ++i) {
            const moves_list& m = component_moves_[here[i]];
            for (std::uint32_t q = m.start[pick[i]]; q < m.start[pick[i] + 1]; ++q)
                if (live(m.parts[q])) next.push_back(m.parts[q]);
        }
        std::sort(next.begin(), next.end());
        if (!spend(double(next.size()) + 1)) break;
        out.push_back(std::move(next));
        std::size_t i = 0;
        while (i < n && ++pick[i] == component_moves_[here[i]].size()) pick[i++] = 0;
        if (i == n) break;
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

char sum_search::outcome(const position& p) {
    const char no_move = rule_ == sum_rule::misere ? 'N' : 'P';
    auto known = [&](const sum& s) {
        auto it = decided_.find(s);
        if (it != decided_.end()) return it->second;
        if (!state_ids_.empty()) {  // solved: draws included
            auto st = state_ids_.find(s);
            if (st != state_ids_.end() && outcome_[st->second] != '?') return outcome_[st->second];
        }
        return '?';
    };
    sum root = normalised(p);
    if (char k = known(root); k != '?') return k;
    if (over_) return '?';
    // Depth first, each frame with the sums one move away; only decided sums
    // are kept, so a search that stops at its first winning move stays small.
    struct frame {
        sum s;
        std::vector<sum> options;
        std::size_t next = 0;
    };
    std::vector<frame> stack;
    std::unordered_set<sum, sum_hash> open;
    auto push = [&](sum s) {
        auto options = next_sums(s);
        open.insert(s);
        stack.push_back({std::move(s), std::move(options), 0});
    };
    push(root);
    while (!stack.empty()) {
        if (over_) return '?';
        frame& f = stack.back();
        char result = f.options.empty() ? no_move : '?';
        while (result == '?' && f.next < f.options.size()) {
            char c = known(f.options[f.next]);
            if (c == 'P') result = 'N';  // a move the opponent loses from
            else if (c == 'N') ++f.next;
            else break;
        }
        if (result == '?' && f.next == f.options.size()) result = 'P';
        if (result != '?') {
            open.erase(f.s);
            decided_.emplace(std::move(f.s), result);
            stack.pop_back();
            continue;
        }
        const sum& child = f.options[f.next];
        if (open.count(child) || known(child) == 'D') {
            // The moves come back: only the whole graph of sums decides (draws).
            if (!solve(p)) return '?';
            return at(p).outcome;
        }
        push(child);
    }
    return known(root);
}

std::uint32_t sum_search::sum_id(const sum& s) {
    auto it = state_ids_.find(s);
    if (it != state_ids_.end()) return it->second;
    std::uint32_t id = std::uint32_t(states_.size());
    state_ids_.emplace(s, id);
    states_.push_back(s);
    options_.emplace_back();
    outcome_.push_back('?');
    remoteness_.push_back(0);
    return id;
}

bool sum_search::solve(const position& p) {
    begin(p);
    expand(std::numeric_limits<double>::infinity());
    return finish();
}

void sum_search::begin(const position& p) {
    std::uint32_t root = sum_id(normalised(p));
    order_.assign(1, root);
    seen_.assign(states_.size(), 0);
    seen_[root] = 1;
    next_ = 0;
}

// Every sum reachable, breadth first, each with the sums one move away; stops
// after about `work` more work (the budget's unit) so that it can go on later.
bool sum_search::expand(double work) {
    const double until = work_ + work;
    for (; next_ < order_.size() && !over_ && work_ < until; ++next_) {
        std::vector<std::uint32_t> ids;
        for (const auto& next : next_sums(states_[order_[next_]])) {
            std::uint32_t c = sum_id(next);
            if (seen_.size() < states_.size()) seen_.resize(states_.size(), 0);
            if (!seen_[c]) {
                seen_[c] = 1;
                order_.push_back(c);
            }
            ids.push_back(c);
        }
        options_[order_[next_]] = std::move(ids);
    }
    return over_ || next_ == order_.size();
}

bool sum_search::finish() {
    if (over_ || next_ < order_.size()) return false;
    // Retrograde: a sum without a move is decided by the rule; a sum with a
    // move to a lost sum is won; a sum whose moves all reach won sums is lost;
    // the rest are draws. First in, first out: remoteness never decreases
    // along the queue, so a won sum gets 1 + the least remoteness of a lost
    // option, and a lost sum, decided by its last option, 1 + the greatest.
    // The sums each sum is reached from, as one array in slices (first[s] ..
    // first[s + 1]), counted first: no list per sum.
    const std::size_t n = states_.size();
    std::vector<std::uint32_t> first(n + 1, 0), from;
    for (std::uint32_t s : order_)
        for (std::uint32_t c : options_[s]) ++first[c + 1];
    for (std::size_t i = 0; i < n; ++i) first[i + 1] += first[i];
    from.resize(first[n]);
    {
        std::vector<std::uint32_t> at(first.begin(), first.end() - 1);
        for (std::uint32_t s : order_)
            for (std::uint32_t c : options_[s]) from[at[c]++] = s;
    }
    std::vector<std::size_t> undecided(n, 0);
    std::vector<std::uint32_t> queue;
    for (std::uint32_t s : order_) {
        outcome_[s] = '?';
        undecided[s] = options_[s].size();
        if (options_[s].empty()) {
            outcome_[s] = rule_ == sum_rule::misere ? 'N' : 'P';
            remoteness_[s] = 0;
            queue.push_back(s);
        }
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        std::uint32_t s = queue[head];
        for (std::uint32_t k = first[s]; k < first[s + 1]; ++k) {
            std::uint32_t q = from[k];
            if (outcome_[q] != '?') continue;
            if (outcome_[s] == 'P') outcome_[q] = 'N';
            else if (--undecided[q] == 0) outcome_[q] = 'P';
            else continue;
            remoteness_[q] = remoteness_[s] + 1;
            queue.push_back(q);
        }
    }
    for (std::uint32_t s : order_)
        if (outcome_[s] == '?') outcome_[s] = 'D', remoteness_[s] = 0;
    return true;
}

sum_search::result sum_search::at(const position& p) {
    auto it = state_ids_.find(normalised(p));
    if (it == state_ids_.end() || outcome_[it->second] == '?') return {};
    return {outcome_[it->second], remoteness_[it->second]};
}

}  // namespace sg::detail
