// Derivations, sums of heap games, and misère play.
#include "sg/analysis.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <tuple>
#include <unordered_map>

#include "kernels.hpp"

namespace sg {
namespace {

move_detail detail_of(const move& m, std::uint64_t heap, value_oracle& g) {
    move_detail d;
    d.taken = m.taken;
    for (int i = 0; i < m.part_count; ++i) {
        d.leaves.push_back(m.parts[i]);
        d.leave_values.push_back(g(m.parts[i]));
        d.value ^= d.leave_values.back();
    }
    d.text = describe(m, heap);
    return d;
}

}  // namespace

// ---- sums -------------------------------------------------------------------------

value_oracle& oracle_cache::operator()(const rule& r) {
    auto& slot = by_text_[r.text];
    if (!slot) slot = std::make_unique<value_oracle>(r);
    return *slot;
}

namespace {

// Collects the moves to one value: the first ones in full, all of them counted.
struct move_sink {
    std::vector<move_detail> listed;
    std::size_t room = 0;     // how many more may be listed
    std::uint64_t count = 0;  // found so far
    bool truncated = false;   // a search stopped early

    void add(const move& m, std::uint64_t heap, value_oracle& g) {
        ++count;
        if (listed.size() < room) listed.push_back(detail_of(m, heap, g));
    }
    bool full() const { return listed.size() >= room; }
};

move take_move(std::uint64_t heap, std::uint64_t left) {
    move m;
    m.taken = heap - left;
    m.part_count = left ? 1 : 0;
    m.parts[0] = left;
    return m;
}

// Calls f for the moves of r from h one by one, at most `limit` of them;
// sets truncated when moves were left unexamined.
template <class F>
void search(const rule& r, std::uint64_t h, std::uint64_t limit, move_sink& out, F f) {
    std::uint64_t searched = 0;
    for_each_move(r, h, [&](const move& m) {
        if (++searched > limit) {
            out.truncated = true;
            return false;
        }
        f(m);
        return true;
    });
}

// Which splits a + b = rest match value t, for a rule with a proved period p
// (no saltus) from heap n0: the heaps a < n0 one by one, and the residue
// classes c of a >= n0, each matching for all its members or none. It depends
// on rest only through rest mod p once rest >= 2 n0 + p, so a batch of big
// heaps shares it.
struct split_pattern {
    std::vector<std::uint64_t> direct;   // a < n0 that match
    std::vector<std::uint64_t> classes;  // c in [0, p) whose members a = n0 + c + j p match
};

// Patterns already found in one analysis, by oracle, rest mod p, t and equality rule.
using pattern_memo = std::map<std::tuple<const value_oracle*, std::uint64_t, std::uint64_t, bool>, split_pattern>;

split_pattern find_pattern(std::uint64_t rest, std::uint64_t last, std::uint64_t t, value_oracle& g) {
    const period_info& p = g.period();
    std::uint64_t n0 = std::max<std::uint64_t>(p.preperiod, 1), per = p.period;
    auto value = [&](std::uint64_t x) { return x < n0 + per ? g(x) : g(p.preperiod + (x - p.preperiod) % per); };
    split_pattern sp;
    for (std::uint64_t a = 1; a <= std::min(last, n0 - 1); ++a)
        if ((value(a) ^ value(rest - a)) == t) sp.direct.push_back(a);
    // a >= n0, so b = rest - a >= a >= n0: both in the periodic part.
    for (std::uint64_t c = 0; c < per && n0 + c <= last; ++c)
        if ((value(n0 + c) ^ value(rest - n0 - c)) == t) sp.classes.push_back(c);
    return sp;
}

// Splits of `rest` into two heaps a <= b (a < b when unequal), a >= 1, with
// g(a) ^ g(b) == t, after taking k: by their pattern when the period is proved
// (O(n0 + p) once per rest mod p, counted exactly), else one by one up to a limit.
void splits_to_value(std::uint64_t h, std::uint64_t k, std::uint64_t rest, bool unequal, std::uint64_t t,
                     value_oracle& g, bool from_table, pattern_memo& memo, move_sink& out) {
    if (rest < 2) return;
    std::uint64_t last = unequal ? (rest - 1) / 2 : rest / 2;  // the largest a
    move m;
    m.taken = k;
    m.part_count = 2;
    auto emit = [&](std::uint64_t a) {
        m.parts[0] = a;
        m.parts[1] = rest - a;
        out.add(m, h, g);
    };
    const period_info& p = g.period();
    bool periodic = p.status == period_status::proved && p.saltus == 0 && p.period > 0 &&
                    p.preperiod + p.period <= 2000000;
    if (!periodic) {
        // One by one: as cheap as answering when the values came from a table.
        std::uint64_t limit = from_table ? max_options_searched : max_splits_probed;
        std::uint64_t stop = std::min(last, limit);
        for (std::uint64_t a = 1; a <= stop; ++a)
            if ((g(a) ^ g(rest - a)) == t) emit(a);
        if (stop < last) out.truncated = true;
        return;
    }
    std::uint64_t n0 = std::max<std::uint64_t>(p.preperiod, 1), per = p.period;
    split_pattern local;
    const split_pattern* sp = &local;
    if (rest >= 2 * n0 + per) {
        auto key = std::make_tuple(&g, rest % per, t, unequal);
        auto it = memo.find(key);
        if (it == memo.end()) it = memo.emplace(key, find_pattern(rest, last, t, g)).first;
        sp = &it->second;
    } else {
        local = find_pattern(rest, last, t, g);
    }
    for (std::uint64_t a : sp->direct) emit(a);
    if (last < n0 || sp->classes.empty()) return;
    for (std::uint64_t c : sp->classes)
        if (n0 + c <= last) out.count += (last - n0 - c) / per + 1;
    // List in order of a: period by period, the matching classes in each.
    for (std::uint64_t base = n0; base <= last && !out.full(); base += per)
        for (std::uint64_t c : sp->classes) {
            if (base + c > last || out.full()) break;
            m.parts[0] = base + c;
            m.parts[1] = rest - base - c;
            out.listed.push_back(detail_of(m, h, g));
        }
}

// The moves of r from heap h that leave value t, in for_each_move order.
void moves_to_value(const rule& r, std::uint64_t h, std::uint64_t t, value_oracle& g, pattern_memo& memo,
                    move_sink& out) {
    const period_info& p = g.period();
    // Values past the proved period or from a closed form cost O(1); otherwise
    // answering g(h) built a table up to h, which pays for a search up to h.
    bool from_table = p.status != period_status::proved;
    switch (r.kind) {
        case rule_kind::subtraction:
            search(r, h, max_options_searched, out, [&](const move& m) {
                if (g(m.part_count ? m.parts[0] : 0) == t) out.add(m, h, g);
            });
            return;
        case rule_kind::all_but:
            if (r.is_nim()) {  // g(m) = m
                if (t < h) out.add(take_move(h, t), h, g);
                return;
            }
            search(r, h, max_options_searched, out, [&](const move& m) {
                if (g(m.part_count ? m.parts[0] : 0) == t) out.add(m, h, g);
            });
            return;
        case rule_kind::family:
            if (r.fam == family::odd) {  // g(m) = m mod 2; the take h - m must be odd
                if (t > 1 || h == 0 || (h - 1 - t) % 2 != 0) return;
                std::uint64_t total = (h - 1 - t) / 2 + 1;  // m = h-1, h-3, ..., t
                for (std::uint64_t i = 0; i < total && !out.full(); ++i) out.add(take_move(h, h - 1 - 2 * i), h, g);
                if (out.full()) out.count += total - std::min<std::uint64_t>(total, out.room);
                return;
            }
            if (r.fam == family::even) {  // g(m) = floor(m / 2); the take h - m must be even
                for (std::uint64_t m : {2 * t + 1, 2 * t})
                    if (m + 2 <= h && (h - m) % 2 == 0) out.add(take_move(h, m), h, g);
                return;
            }
            search(r, h, max_options_searched, out, [&](const move& m) {
                if (g(m.part_count ? m.parts[0] : 0) == t) out.add(m, h, g);
            });
            return;
        case rule_kind::lasker:
            for (std::uint64_t m : {t + 1, t, t > 0 ? t - 1 : t + 2})  // g(m) is m, m + 1 or m - 1
                if (m < h && g(m) == t) out.add(take_move(h, m), h, g);
            splits_to_value(h, 0, h, false, t, g, false, memo, out);
            return;
        case rule_kind::grundy:
            splits_to_value(h, 0, h, true, t, g, from_table, memo, out);
            return;
        case rule_kind::take_break:
            for (std::uint64_t k = 0; k < r.digits.size() && k <= h; ++k) {
                unsigned d = r.digits[k];
                std::uint64_t rest = h - k;
                if ((d & 1) && rest == 0 && t == 0) out.add(take_move(h, 0), h, g);
                if ((d & 2) && rest >= 1 && k > 0 && g(rest) == t) out.add(take_move(h, rest), h, g);
                if (d & 4) splits_to_value(h, k, rest, false, t, g, from_table, memo, out);
                if ((d & 8) && rest >= 3) {
                    // Three heaps: no inversion; one by one, as cheap as the table was.
                    std::uint64_t searched = 0;
                    move m;
                    m.taken = k;
                    m.part_count = 3;
                    for (std::uint64_t a = 1; 3 * a <= rest && !out.truncated; ++a)
                        for (std::uint64_t b = a; a + 2 * b <= rest; ++b) {
                            if (++searched > max_options_searched) {
                                out.truncated = true;
                                break;
                            }
                            if ((g(a) ^ g(b) ^ g(rest - a - b)) == t) {
                                m.parts[0] = a;
                                m.parts[1] = b;
                                m.parts[2] = rest - a - b;
                                out.add(m, h, g);
                            }
                        }
                }
            }
            return;
    }
}

}  // namespace

derivation explain(const rule& r, std::uint64_t x) {
    value_oracle g(r);
    return explain(r, x, g);
}

derivation explain(const rule& r, std::uint64_t x, value_oracle& g) {
    if (x > max_number)
        throw error("number.too_large", "the heap " + std::to_string(x) + " is too large",
                    {{"number", std::to_string(x)}, {"max", std::to_string(max_number)}});
    derivation d;
    d.rule = r.text;
    d.heap = x;
    d.mex = g(x);
    std::set<std::uint64_t> reached;
    for_each_move(r, x, [&](const move& m) {
        if (d.moves.size() == max_listed_moves) {
            d.truncated = true;
            return false;
        }
        d.moves.push_back(detail_of(m, x, g));
        reached.insert(d.moves.back().value);
        return true;
    });
    d.total_moves = d.moves.size();
    if (d.truncated) {
        // The listed moves do not reach every value. With a proved period (no
        // saltus) each value's moves are found by their pattern, so the set
        // is still exact; otherwise say it is not.
        const period_info& p = g.period();
        d.reached_complete = false;
        if (p.status == period_status::proved && p.saltus == 0 && p.preperiod + p.period <= 2000000) {
            std::uint32_t top = 0;
            for (std::uint64_t n = 0; n < p.preperiod + p.period; ++n) top = std::max<std::uint32_t>(top, std::uint32_t(g(n)));
            std::uint64_t bound = 1;
            while (bound <= top) bound *= 2;  // XORs of values stay below it
            pattern_memo memo;
            bool exact = true;
            for (std::uint64_t t = 0; t < bound; ++t) {
                move_sink found;
                moves_to_value(r, x, t, g, memo, found);
                if (found.count) reached.insert(t);
                exact = exact && !found.truncated;
            }
            d.reached_complete = exact;
        }
    }
    d.reached.assign(reached.begin(), reached.end());
    return d;
}

sum_analysis analyze(const std::vector<heap_spec>& position, const analyze_options& opt, oracle_cache* cache) {
    sum_analysis a;
    oracle_cache own;
    oracle_cache& pick = cache ? *cache : own;
    for (const heap_spec& c : position) {
        std::uint64_t v = pick(c.r)(c.heap);
        a.components.push_back({c.r.text, c.heap, v});
        a.nim_sum ^= v;
    }
    a.p_position = a.nim_sum == 0;
    a.moves_listed = opt.list_moves;
    if (a.p_position || !opt.list_moves) return a;
    pattern_memo memo;
    for (std::size_t i = 0; i < position.size(); ++i) {
        // t > v can be reachable too (only Nim-like rules never move up).
        std::uint64_t t = a.components[i].sg ^ a.nim_sum;
        move_sink found;
        found.room = max_listed_winning_moves - a.winning_moves.size();
        moves_to_value(position[i].r, position[i].heap, t, pick(position[i].r), memo, found);
        a.winning_move_count += found.count;
        a.truncated = a.truncated || found.truncated;
        for (auto& m : found.listed) a.winning_moves.push_back({i, position[i].heap, std::move(m)});
    }
    return a;
}

std::vector<heap_spec> parse_position(std::string_view text, std::string_view default_rule) {
    std::vector<heap_spec> out;
    std::map<std::string_view, rule> parsed;
    std::optional<rule> default_parsed;
    std::uint64_t stored = 0;  // amounts and digits held by all components' rules
    // Bare heaps may also be separated by commas ("3,4,5") when no component
    // names a rule (a rule's own commas sit before its colon).
    const bool commas = text.find(':') == std::string_view::npos;
    auto separator = [&](char c) { return std::isspace(static_cast<unsigned char>(c)) || (commas && c == ','); };
    std::size_t i = 0;
    while (i < text.size()) {
        if (separator(text[i])) {
            ++i;
            continue;
        }
        std::size_t start = i;
        int depth = 0;
        while (i < text.size() && (depth > 0 || !separator(text[i]))) {
            if (text[i] == '{') ++depth;
            if (text[i] == '}') --depth;
            ++i;
        }
        std::string_view item = text.substr(start, i - start);
        std::size_t colon = item.rfind(':');
        heap_spec h;
        std::string_view heap_text = item;
        std::size_t heap_col = start;
        if (colon == std::string_view::npos) {
            if (default_rule.empty())
                throw error("position.needs_rule",
                            "'" + std::string(item) + "' needs a rule, as RULE:HEAP (e.g. nim:" + std::string(item) + ")",
                            {{"item", std::string(item)}}, start + 1);
            if (!default_parsed) default_parsed = parse_rule(default_rule);
            h.r = *default_parsed;
        } else if (auto seen = parsed.find(item.substr(0, colon)); seen != parsed.end()) {
            h.r = seen->second;  // a batch repeats its rules: parse each text once
            heap_text = item.substr(colon + 1);
            heap_col = start + colon + 1;
        } else {
            h.r = parse_rule(item.substr(0, colon), start);
            parsed.emplace(item.substr(0, colon), h.r);
            heap_text = item.substr(colon + 1);
            heap_col = start + colon + 1;
        }
        if (heap_text.empty() || !std::all_of(heap_text.begin(), heap_text.end(), [](char c) { return c >= '0' && c <= '9'; }))
            throw error("position.bad_heap", "'" + std::string(heap_text) + "' is not a heap size (a whole number)",
                        {{"text", std::string(heap_text)}}, heap_col + 1);
        // Leading zeros are allowed, as in rule amounts.
        heap_text.remove_prefix(std::min(heap_text.find_first_not_of('0'), heap_text.size() - 1));
        if (heap_text.size() > 16 || std::stoull(std::string(heap_text)) > max_number)
            throw error("number.too_large",
                        std::string(heap_text) + " is too large (the largest heap is " + std::to_string(max_number) + ")",
                        {{"number", std::string(heap_text)}, {"max", std::to_string(max_number)}}, heap_col + 1);
        h.heap = std::stoull(std::string(heap_text));
        h.column = start + 1;
        // Each component holds its own copy of its rule: bound the total, so a
        // short line repeating a huge set cannot fill memory.
        stored += h.r.amounts.size() + h.r.digits.size() + 1;
        if (out.size() >= max_components || stored > max_position_rule_size)
            throw error("position.too_large",
                        "the position is too large (at most " + std::to_string(max_components) +
                            " components, and at most " + std::to_string(max_position_rule_size) +
                            " amounts and code digits in all their rules together)",
                        {{"components", std::to_string(max_components)}, {"amounts", std::to_string(max_position_rule_size)}},
                        start + 1);
        out.push_back(std::move(h));
    }
    return out;
}

// ---- misère ---------------------------------------------------------------------

namespace {

bool all_nim(const std::vector<heap_spec>& p) {
    return std::all_of(p.begin(), p.end(), [](const heap_spec& h) { return h.r.is_nim(); });
}

// Memoised search over positions written as sorted (rule, heap) lists, with an
// explicit stack (a chain of 30,000 moves must not overflow the call stack)
// and a budget on positions and on heap entries copied (a position of 20,000
// heaps must not copy itself 200,000 times).
class misere_search {
public:
    using state = std::vector<std::pair<std::uint32_t, std::uint64_t>>;

    explicit misere_search(const std::vector<heap_spec>& p) {
        for (const auto& h : p) {
            std::uint32_t id = 0;
            while (id < rules_.size() && rules_[id].text != h.r.text) ++id;
            if (id == rules_.size()) rules_.push_back(h.r);
            start_.push_back({id, h.heap});
        }
        start_ = normal(start_);
    }

    bool overflow = false;
    // After wins(s) returned true: a position one move from s that the
    // opponent loses (so at least one winning move is known, whatever the
    // budget left for listing the others).
    state winning_child;
    const state& start() const { return start_; }

    // True when the player to move wins (misère: whoever cannot move wins).
    // Undefined (false) once overflow is set.
    bool wins(const state& s) {
        if (auto it = memo_.find(s); it != memo_.end()) return it->second;
        struct frame {
            state s;
            std::vector<state> next;  // the distinct positions one move away
            std::size_t i = 0;
        };
        std::vector<frame> stack;
        stack.push_back({s, options(s), 0});
        while (!stack.empty() && !overflow) {
            frame& f = stack.back();
            bool win = false, pushed = false;
            for (; f.i < f.next.size(); ++f.i) {
                auto it = memo_.find(f.next[f.i]);
                if (it == memo_.end()) {
                    // The open positions count against the budget too: a
                    // chain of 10^15 moves must not grow the stack unbounded.
                    if (stack.size() + memo_.size() >= max_misere_states) {
                        overflow = true;
                        break;
                    }
                    state child = f.next[f.i];
                    auto more = options(child);
                    stack.push_back({std::move(child), std::move(more), 0});
                    pushed = true;
                    break;
                }
                if (!it->second) {  // a move to a position the opponent loses
                    win = true;
                    if (stack.size() == 1) winning_child = f.next[f.i];
                    break;
                }
            }
            if (pushed) continue;
            if (overflow) break;  // f was not fully searched: remember nothing about it
            if (f.next.empty()) win = true;  // no move: the opponent moved last and lost
            remember(f.s, win);
            stack.pop_back();
        }
        if (overflow) return false;
        return memo_.at(s);
    }

    // Listing winning moves searches more positions: it gets a budget of its own.
    void renew_budget() { work_ = 0; }

    // Where a component of the original position sits in start() (size() when absent).
    std::size_t index_of(const heap_spec& h) const {
        for (std::size_t i = 0; i < start_.size(); ++i)
            if (rules_[start_[i].first].text == h.r.text && start_[i].second == h.heap) return i;
        return start_.size();
    }

    // The position after move m in component i of s; counted against the
    // budget unless count is false (re-reading moves already counted once).
    state after(const state& s, std::size_t i, const move& m, bool count = true) {
        if (count) {
            work_ += s.size() + 3;
            if (work_ > max_misere_work) overflow = true;
        }
        state t;
        t.reserve(s.size() + 2);
        for (std::size_t j = 0; j < s.size(); ++j)
            if (j != i) t.push_back(s[j]);
        for (int k = 0; k < m.part_count; ++k) t.push_back({s[i].first, m.parts[k]});
        return normal(std::move(t));
    }

private:
    std::vector<state> options(const state& s) {
        std::vector<state> out;
        for (std::size_t i = 0; i < s.size() && !overflow; ++i) {
            if (i > 0 && s[i] == s[i - 1]) continue;  // the same heap again: the same moves
            for_each_move(rules_[s[i].first], s[i].second, [&](const move& m) {
                out.push_back(after(s, i, m));
                // More options than positions the budget allows: give up before sorting them.
                if (out.size() >= max_misere_states) overflow = true;
                return !overflow;
            });
        }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }

    void remember(const state& s, bool win) {
        if (memo_.size() >= max_misere_states) overflow = true;
        memo_.emplace(s, win);
    }

    static state normal(state s) {
        s.erase(std::remove_if(s.begin(), s.end(), [](const auto& c) { return c.second == 0; }), s.end());
        std::sort(s.begin(), s.end());
        return s;
    }

    struct state_hash {
        std::size_t operator()(const state& s) const {
            std::uint64_t h = 0x9E3779B97F4A7C15ull;
            for (const auto& [rule_id, heap] : s) h = (h ^ (heap * 31 + rule_id)) * 0x100000001B3ull;
            return static_cast<std::size_t>(h ^ (h >> 29));
        }
    };
    std::vector<rule> rules_;
    state start_;
    std::unordered_map<state, bool, state_hash> memo_;
    std::uint64_t work_ = 0;
};

}  // namespace

// The Anti-SG rule. In misère play a sum is decided by its components'
// normal-play values when every component C meets two conditions:
//  (1) no move of a position reachable from C leaves two or more parts that
//      can still move (a part with no move is the empty game, so it is
//      ignored): each component stays one game, and its value after a move is
//      the value of the part the move leaves (0 when it leaves none);
//  (2) every position reachable from C (C included) of value 0 that has a
//      move has a move to a position of value exactly 1.
// Claim: the P-positions (the player to move loses) are the sums A with all
// values <= 1 and an odd number of 1s, or some value >= 2 and nim-sum 0.
// From A, every move leaves A: a move changes one value v to some v' != v.
//  - all <= 1, odd 1s: if v' >= 2 the nim-sum becomes 1 ^ v ^ v' >= 2, not 0;
//    if v' <= 1 the number of 1s becomes even.
//  - some >= 2, nim-sum 0: there are two values >= 2 (one alone would be the
//    nim-sum of values <= 1), so one stays, and the nim-sum becomes v ^ v' != 0.
// From a sum outside A with a move, some move enters A:
//  - exactly one value v >= 2, the others' nim-sum x <= 1: by the mex, that
//    component can move to value 0 and to value 1; move it to x ^ 1;
//  - two or more values >= 2, nim-sum != 0: the Nim move to nim-sum 0 changes
//    one of them, so another value >= 2 remains;
//  - all <= 1, an even non-zero number of 1s: move a 1 to 0;
//  - all 0, some component with a move: (2) moves it to 1.
// A sum without moves is won by the player to move (misère) and lies outside
// A (all values 0). By induction on the length of play, A is the set of
// P-positions: the player to move wins exactly when (some value >= 2 and
// nim-sum != 0) or (every value <= 1 and nim-sum == 0). Without (1) a move
// changes a component into a sum and the argument says nothing, and without
// (2) a sum of value-0 components can be lost by the player to move.
namespace detail {

anti_sg_check check_anti_sg(const rule& r, std::uint64_t upto, value_oracle& g, std::uint64_t& work) {
    // Every size costs a step: refuse before building anything.
    if (upto >= max_misere_work || work + upto + 1 > max_misere_work) return anti_sg_check::too_long;
    bool over = false;
    auto step = [&](std::uint64_t n) {
        work += n;
        over = over || work > max_misere_work;
        return !over;
    };
    // A take-and-break rule reads each of its digits up to the heap, move or not.
    auto cost = [&](std::uint64_t s) {
        return 1 + (r.kind == rule_kind::take_break ? std::min<std::uint64_t>(r.digits.size(), s + 1) : 0);
    };
    if (!r.single_heap()) {
        // (1): every move leaves at most one heap that can move. The parts are
        // smaller than the heap, so whether they can move is known already.
        std::vector<bool> terminal(upto + 1, true);
        for (std::uint64_t s = 0; s <= upto; ++s) {
            if (!step(cost(s))) return anti_sg_check::too_long;
            bool split = false;
            for_each_move(r, s, [&](const move& m) {
                terminal[s] = false;
                int live = 0;
                for (int k = 0; k < m.part_count; ++k) live += m.parts[k] >= s || !terminal[m.parts[k]];
                if (live > 1) {
                    split = true;
                    return false;
                }
                return step(1);
            });
            if (over) return anti_sg_check::too_long;
            if (split) return anti_sg_check::fails;
        }
    }
    g(upto);  // the values up to the largest heap, at once
    // (2): a heap of value 0 with a move can move to value 1 (under (1), a
    // move's value is the value of the one part left that can move).
    for (std::uint64_t s = 0; s <= upto; ++s) {
        if (!step(cost(s))) return anti_sg_check::too_long;
        if (g(s) != 0) continue;
        bool any = false, one = false;
        for_each_move(r, s, [&](const move& m) {
            any = true;
            std::uint64_t v = 0;
            for (int k = 0; k < m.part_count; ++k) v ^= g(m.parts[k]);
            one = v == 1;
            return !one && step(1);
        });
        if (over) return anti_sg_check::too_long;
        if (any && !one) return anti_sg_check::fails;
    }
    return anti_sg_check::holds;
}

}  // namespace detail

namespace {

// The Anti-SG rule for a sum of heaps, when its condition holds for every
// rule up to its largest heap (see check_anti_sg); false when it does not, or
// when checking would pass the budget.
bool anti_sg_heaps(const std::vector<heap_spec>& position, oracle_cache& values, misere_analysis& a) {
    std::map<std::string, std::pair<const rule*, std::uint64_t>> largest;
    for (const auto& h : position) {
        auto [it, fresh] = largest.emplace(h.r.text, std::make_pair(&h.r, h.heap));
        if (!fresh) it->second.second = std::max(it->second.second, h.heap);
    }
    std::uint64_t work = 0, upto = 0;
    std::vector<std::uint64_t> v;
    try {
        for (const auto& [text, rh] : largest) {
            if (detail::check_anti_sg(*rh.first, rh.second, values(*rh.first), work) != detail::anti_sg_check::holds)
                return false;
            upto = std::max(upto, rh.second);
        }
        for (const auto& h : position) v.push_back(values(h.r)(h.heap));
    } catch (const error&) {
        return false;  // a value out of reach: the search decides, or says it cannot
    }
    std::uint64_t x = 0, big = 0;
    for (std::uint64_t g : v) {
        x ^= g;
        big += g >= 2;
    }
    // P-positions: some value >= 2 and nim-sum 0, or all values <= 1 and an odd number of 1s.
    auto lost = [](std::uint64_t bigs, std::uint64_t nim_sum) { return bigs ? nim_sum == 0 : nim_sum == 1; };
    a.p_position = lost(big, x);
    a.method = "anti_sg";
    a.reason = "Anti-SG rule: no move splits a heap into two or more heaps that can still move, and every heap of value 0 that has a "
               "move can move to value 1, checked for sizes up to " +
               std::to_string(upto) +
               "; so the player to move wins exactly when some value is 2 or more and the nim-sum is not 0, or every "
               "value is at most 1 and the nim-sum is 0";
    if (a.p_position) return true;
    // The winning moves: those to a P-position by the same rule (every
    // position reachable meets the condition too), in for_each_move order.
    std::uint64_t steps = 0;
    bool out_of_budget = false;
    for (std::size_t i = 0; i < position.size() && !a.truncated && !out_of_budget; ++i) {
        const heap_spec& h = position[i];
        value_oracle& g = values(h.r);
        for_each_move(h.r, h.heap, [&](const move& m) {
            if (++steps > max_misere_work) {
                out_of_budget = true;
                return false;
            }
            std::uint64_t after = 0;
            for (int k = 0; k < m.part_count; ++k) after ^= g(m.parts[k]);
            if (!lost(big - (v[i] >= 2) + (after >= 2), x ^ v[i] ^ after)) return true;
            if (a.winning_moves.size() < max_listed_winning_moves) {
                a.winning_moves.push_back({i, h.heap, detail_of(m, h.heap, g)});
                return true;
            }
            a.truncated = true;  // more winning moves than are listed
            return false;
        });
    }
    if (out_of_budget) {
        a.truncated = true;
        a.reason += "; the budget ran out while listing winning moves, so more may exist";
    }
    return true;
}

}  // namespace

misere_analysis analyze_misere(const std::vector<heap_spec>& position, oracle_cache* cache) {
    misere_analysis a;
    oracle_cache own;
    oracle_cache& values = cache ? *cache : own;  // normal-play values, as in every move
    auto add = [&](const winning_move& w) {
        if (a.winning_moves.size() < max_listed_winning_moves) a.winning_moves.push_back(w);
        else a.truncated = true;
    };
    if (all_nim(position)) {
        std::uint64_t x = 0, big = 0, ones = 0;
        for (const auto& h : position) {
            x ^= h.heap;
            big += h.heap >= 2;
            ones += h.heap == 1;
        }
        a.p_position = big ? x == 0 : ones % 2 == 1;
        a.method = "bouton";
        a.reason = "misère Nim (Bouton): play as in normal Nim while a heap of 2 or more remains, then leave an odd number of 1-heaps";
        if (a.p_position) return a;
        // A winning move either leaves nim-sum 0 with a heap of 2 or more, or
        // leaves only 0- and 1-heaps, an odd number of 1s: new size h^x, 0 or 1.
        for (std::size_t i = 0; i < position.size(); ++i) {
            std::uint64_t h = position[i].heap;
            for (std::uint64_t left : std::set<std::uint64_t>{h ^ x, 0, 1}) {
                if (left >= h) continue;
                std::uint64_t nx = x ^ h ^ left, nbig = big - (h >= 2) + (left >= 2), nones = ones - (h == 1) + (left == 1);
                if (!(nbig ? nx == 0 : nones % 2 == 1)) continue;
                move_detail d;
                d.taken = h - left;
                if (left) d.leaves = {left};
                if (left) d.leave_values = {left};
                d.value = left;
                d.text = left ? "take " + std::to_string(d.taken) : "take all " + std::to_string(h);
                add({i, h, d});
            }
        }
        return a;
    }
    if (anti_sg_heaps(position, values, a)) return a;
    misere_search search(position);
    bool win = search.wins(search.start());
    if (search.overflow) {
        a.status = misere_status::unavailable;
        a.method = "budget";
        a.reason = "misère play is exact only for Nim or for small positions, and this one needs more than " +
                   std::to_string(max_misere_states) + " positions or " + std::to_string(max_misere_work) +
                   " steps to search";
        return a;
    }
    a.p_position = !win;
    a.method = "search";
    a.reason = "exact search over every position reachable from this one";
    if (!win) return a;
    // The winning moves, named by the component they are made in. The move
    // wins() found is known to win; the others are searched while the budget
    // (renewed for this) lasts.
    search.renew_budget();
    const auto start = search.start();
    const auto known = search.winning_child;
    bool searching = true;
    for (std::size_t i = 0; i < position.size(); ++i) {
        std::size_t at = search.index_of(position[i]);
        if (at == start.size()) continue;  // an empty heap
        for_each_move(position[i].r, position[i].heap, [&](const move& m) {
            auto next = search.after(start, at, m, false);
            bool winning = next == known;
            if (!winning && searching) {
                winning = !search.wins(next);
                if (search.overflow) searching = winning = false;
            }
            if (winning) {
                move_detail d;
                d.taken = m.taken;
                for (int k = 0; k < m.part_count; ++k) {
                    d.leaves.push_back(m.parts[k]);
                    d.leave_values.push_back(values(position[i].r)(m.parts[k]));
                    d.value ^= d.leave_values.back();
                }
                d.text = describe(m, position[i].heap);
                add({i, position[i].heap, d});
            }
            return true;
        });
    }
    if (!searching) {
        a.truncated = true;
        a.reason += "; the search budget ran out while listing winning moves, so more may exist";
    }
    return a;
}

}  // namespace sg
