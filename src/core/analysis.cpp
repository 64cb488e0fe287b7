// Derivations, sums of heap games, and misère play.
#include "sg/analysis.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <memory>
#include <set>

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

derivation explain(const rule& r, std::uint64_t x) {
    value_oracle g(r);
    return explain(r, x, g);
}

derivation explain(const rule& r, std::uint64_t x, value_oracle& g) {
    if (x > max_number) throw error("the heap " + std::to_string(x) + " is too large");
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
    d.reached.assign(reached.begin(), reached.end());
    return d;
}

// ---- sums -------------------------------------------------------------------------

namespace {

// One oracle per distinct rule, shared by the components that use it.
class oracles {
public:
    value_oracle& operator()(const rule& r) {
        auto& slot = by_text_[r.text];
        if (!slot) slot = std::make_unique<value_oracle>(r);
        return *slot;
    }

private:
    std::map<std::string, std::unique_ptr<value_oracle>> by_text_;
};

// Moves from heap h whose result has value t. Rules whose values grow with the
// heap (Nim, Lasker's Nim, even) answer the one-heap moves by inverting g, so
// that a heap of 2^40 costs nothing; the rest are searched move by move, up to
// max_options_searched options.
bool moves_to_value(const rule& r, std::uint64_t h, std::uint64_t t, value_oracle& g, std::vector<move_detail>& out) {
    bool inverted = r.is_nim() || r.kind == rule_kind::lasker || (r.kind == rule_kind::family && r.fam == family::even);
    if (inverted) {
        std::uint64_t lo = r.kind == rule_kind::family ? 2 * t : (t > 0 ? t - 1 : 0);
        std::uint64_t hi = r.kind == rule_kind::family ? 2 * t + 1 : t + 1;
        for (std::uint64_t left = lo; left <= hi && left < h; ++left) {
            std::uint64_t k = h - left;
            if (r.kind == rule_kind::family && k % 2) continue;
            if (g(left) != t) continue;
            move m;
            m.taken = k;
            m.part_count = left ? 1 : 0;
            m.parts[0] = left;
            out.push_back(detail_of(m, h, g));
        }
        if (r.kind != rule_kind::lasker) return false;
    }
    std::uint64_t searched = 0;
    bool truncated = false;
    for_each_move(r, h, [&](const move& m) {
        if (++searched > max_options_searched) {
            truncated = true;
            return false;
        }
        if (inverted && m.part_count < 2) return true;  // done above
        std::uint64_t x = 0;
        for (int i = 0; i < m.part_count; ++i) x ^= g(m.parts[i]);
        if (x == t) out.push_back(detail_of(m, h, g));
        return true;
    });
    return truncated;
}

}  // namespace

sum_analysis analyze(const std::vector<heap_spec>& position) {
    sum_analysis a;
    oracles pick;
    for (const heap_spec& c : position) {
        std::uint64_t v = pick(c.r)(c.heap);
        a.components.push_back({c.r.text, c.heap, v});
        a.nim_sum ^= v;
    }
    a.p_position = a.nim_sum == 0;
    if (a.p_position) return a;
    for (std::size_t i = 0; i < position.size(); ++i) {
        std::uint64_t t = a.components[i].sg ^ a.nim_sum;
        // t > v can be reachable too (only Nim-like rules never move up).
        std::vector<move_detail> found;
        if (moves_to_value(position[i].r, position[i].heap, t, pick(position[i].r), found)) a.truncated = true;
        for (auto& m : found) a.winning_moves.push_back({i, position[i].heap, std::move(m)});
    }
    return a;
}

std::vector<heap_spec> parse_position(std::string_view text, std::string_view default_rule) {
    std::vector<heap_spec> out;
    std::size_t i = 0;
    while (i < text.size()) {
        if (std::isspace(static_cast<unsigned char>(text[i]))) {
            ++i;
            continue;
        }
        std::size_t start = i;
        int depth = 0;
        while (i < text.size() && (depth > 0 || !std::isspace(static_cast<unsigned char>(text[i])))) {
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
                throw error("'" + std::string(item) + "' needs a rule, as RULE:HEAP (e.g. nim:" + std::string(item) +
                            "), at column " + std::to_string(start + 1));
            h.r = parse_rule(default_rule);
        } else {
            h.r = parse_rule(item.substr(0, colon), start);
            heap_text = item.substr(colon + 1);
            heap_col = start + colon + 1;
        }
        if (heap_text.empty() || !std::all_of(heap_text.begin(), heap_text.end(), [](char c) { return c >= '0' && c <= '9'; }))
            throw error("'" + std::string(heap_text) + "' is not a heap size (a whole number) at column " +
                        std::to_string(heap_col + 1));
        if (heap_text.size() > 16 || std::stoull(std::string(heap_text)) > max_number)
            throw error(std::string(heap_text) + " is too large (the largest heap is " + std::to_string(max_number) +
                        ") at column " + std::to_string(heap_col + 1));
        h.heap = std::stoull(std::string(heap_text));
        out.push_back(std::move(h));
    }
    return out;
}

// ---- misère ---------------------------------------------------------------------

namespace {

bool all_nim(const std::vector<heap_spec>& p) {
    return std::all_of(p.begin(), p.end(), [](const heap_spec& h) { return h.r.is_nim(); });
}

// Misère Nim (Bouton): while some heap is 2 or more, the P-positions are those
// of normal Nim; when none is, they are those with an odd number of 1-heaps.
bool misere_nim_is_p(const std::vector<std::uint64_t>& heaps) {
    std::uint64_t x = 0, big = 0, ones = 0;
    for (auto h : heaps) {
        x ^= h;
        big += h >= 2;
        ones += h == 1;
    }
    return big ? x == 0 : ones % 2 == 1;
}

// Memoised search over positions written as sorted (rule, heap) lists.
class misere_search {
public:
    explicit misere_search(const std::vector<heap_spec>& p) {
        for (const auto& h : p) {
            std::size_t id = 0;
            while (id < rules_.size() && rules_[id].text != h.r.text) ++id;
            if (id == rules_.size()) rules_.push_back(h.r);
            start_.push_back({id, h.heap});
        }
        start_ = normal(start_);
    }
    using state = std::vector<std::pair<std::size_t, std::uint64_t>>;

    bool overflow = false;
    const state& start() const { return start_; }
    const std::vector<rule>& rules() const { return rules_; }

    // True when the player to move wins (misère: whoever cannot move wins).
    bool wins(const state& s) {
        auto it = memo_.find(s);
        if (it != memo_.end()) return it->second;
        if (memo_.size() >= max_misere_states) {
            overflow = true;
            return false;
        }
        bool win = true;  // no move at all: the opponent moved last and lost
        bool any = false;
        for (std::size_t i = 0; i < s.size() && !overflow; ++i) {
            if (i > 0 && s[i] == s[i - 1]) continue;
            for_each_move(rules_[s[i].first], s[i].second, [&](const move& m) {
                if (!any) { any = true; win = false; }
                if (!wins(after(s, i, m))) {
                    win = true;
                    return false;
                }
                return !overflow;
            });
            if (win && any) break;
        }
        memo_.emplace(s, win);
        return win;
    }

    // Where a component of the original position sits in start() (size() when absent).
    std::size_t index_of(const heap_spec& h) const {
        for (std::size_t i = 0; i < start_.size(); ++i)
            if (rules_[start_[i].first].text == h.r.text && start_[i].second == h.heap) return i;
        return start_.size();
    }

    state after(const state& s, std::size_t i, const move& m) const {
        state t = s;
        t.erase(t.begin() + static_cast<long>(i));
        for (int k = 0; k < m.part_count; ++k) t.push_back({s[i].first, m.parts[k]});
        return normal(t);
    }

private:
    state normal(state s) const {
        s.erase(std::remove_if(s.begin(), s.end(), [](const auto& c) { return c.second == 0; }), s.end());
        std::sort(s.begin(), s.end());
        return s;
    }
    std::vector<rule> rules_;
    state start_;
    std::map<state, bool> memo_;
};

}  // namespace

misere_analysis analyze_misere(const std::vector<heap_spec>& position) {
    misere_analysis a;
    if (all_nim(position)) {
        std::vector<std::uint64_t> heaps;
        for (const auto& h : position) heaps.push_back(h.heap);
        a.p_position = misere_nim_is_p(heaps);
        a.reason = "misère Nim (Bouton): play as in normal Nim while a heap of 2 or more remains, then leave an odd number of 1-heaps";
        if (a.p_position) return a;
        // A winning move either leaves nim-sum 0 with a heap of 2 or more, or
        // leaves only 0- and 1-heaps, an odd number of 1s: new size h^x, 0 or 1.
        std::uint64_t x = 0;
        for (auto h : heaps) x ^= h;
        for (std::size_t i = 0; i < heaps.size(); ++i) {
            std::set<std::uint64_t> sizes = {heaps[i] ^ x, 0, 1};
            for (std::uint64_t left : sizes) {
                if (left >= heaps[i]) continue;
                auto next = heaps;
                next[i] = left;
                if (!misere_nim_is_p(next)) continue;
                move_detail d;
                d.taken = heaps[i] - left;
                if (left) d.leaves = {left};
                if (left) d.leave_values = {left};
                d.value = left;
                d.text = left ? "take " + std::to_string(d.taken) : "take all " + std::to_string(heaps[i]);
                a.winning_moves.push_back({i, heaps[i], d});
            }
        }
        return a;
    }
    misere_search search(position);
    bool win = search.wins(search.start());
    if (search.overflow) {
        a.status = misere_status::unavailable;
        a.reason = "misère play is exact only for Nim or for small positions, and this one has more than " +
                   std::to_string(max_misere_states) + " positions to search";
        return a;
    }
    a.p_position = !win;
    a.reason = "exact search over every position reachable from this one";
    if (!win) return a;
    // The winning moves, named by the component they are made in.
    for (std::size_t i = 0; i < position.size(); ++i) {
        const auto& s = search.start();
        std::size_t at = search.index_of(position[i]);
        if (at == s.size()) continue;  // an empty heap
        for_each_move(position[i].r, position[i].heap, [&](const move& m) {
            if (!search.wins(search.after(s, at, m))) {
                move_detail d;
                d.taken = m.taken;
                for (int k = 0; k < m.part_count; ++k) d.leaves.push_back(m.parts[k]);
                d.text = describe(m, position[i].heap);
                a.winning_moves.push_back({i, position[i].heap, d});
            }
            return true;
        });
    }
    return a;
}

}  // namespace sg
