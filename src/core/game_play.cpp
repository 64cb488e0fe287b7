// Playing a sum (sg/play.hpp): every move with what it leaves, and an exact
// search of the sums reachable that gives outcomes and remoteness.
#include "sg/play.hpp"

#include <algorithm>
#include <map>
#include <unordered_map>

#include "sg/loopy.hpp"
#include "sg/rule.hpp"

namespace sg {
namespace {

// In a search, a heap of rules[k] is the position (heap_base + k, size).
constexpr std::uint32_t heap_base = 1u << 20;

std::uint64_t mix(std::uint64_t h, const game_position& p) {
    h = (h ^ p.game) * 1099511628211ull;
    for (auto c : p.c) h = (h ^ std::uint64_t(c)) * 1099511628211ull;
    return h;
}

struct position_hash {
    std::size_t operator()(const game_position& p) const { return std::size_t(mix(1469598103934665603ull, p)); }
};

struct sum_hash {
    std::size_t operator()(const std::vector<game_position>& v) const {
        std::uint64_t h = 1469598103934665603ull ^ v.size();
        for (const auto& p : v) h = mix(h, p);
        return std::size_t(h ^ (h >> 31));
    }
};

bool before(const game_position& a, const game_position& b) {
    return a.game != b.game ? a.game < b.game : a.c < b.c;
}

// Every sum reachable from a root, each with whether the player to move wins
// and its remoteness. A sum is its components without a move, sorted.
class sum_search {
public:
    struct result {
        bool win = false;
        std::uint64_t remoteness = 0;
    };

    // Past max_states sums, or about 100 component copies per allowed sum (a
    // sum of many components costs in proportion to its size), the search stops.
    sum_search(game_evaluator* ev, const std::vector<rule>& rules, bool misere, std::size_t max_states)
        : ev_(ev), rules_(rules), misere_(misere), max_states_(max_states), max_work_(100.0 * double(max_states)) {}

    bool overflow = false;
    std::size_t size() const { return memo_.size(); }

    const result* find(const std::vector<game_position>& s) const {
        auto it = memo_.find(s);
        return it == memo_.end() ? nullptr : &it->second;
    }

    // The sum as searched: components that can still move, sorted.
    std::vector<game_position> normalised(std::vector<game_position> s) {
        s.erase(std::remove_if(s.begin(), s.end(), [&](const game_position& p) { return moves(p).empty(); }), s.end());
        std::sort(s.begin(), s.end(), before);
        return s;
    }

    // Solves every sum reachable from root, depth first without recursion;
    // stops (overflow) past max_states sums.
    void solve(const std::vector<game_position>& root) {
        struct frame {
            std::vector<game_position> s;
            std::vector<std::vector<game_position>> options;
            std::size_t next = 0;
        };
        if (memo_.count(root)) return;
        std::vector<frame> stack;
        auto first = options(root);
        if (overflow) return;
        stack.push_back({root, std::move(first), 0});
        while (!stack.empty() && !overflow) {
            std::size_t top = stack.size() - 1;
            frame& f = stack[top];
            while (f.next < f.options.size() && memo_.count(f.options[f.next])) ++f.next;
            if (f.next < f.options.size()) {
                if (memo_.size() + stack.size() >= max_states_) {
                    overflow = true;
                    break;
                }
                std::vector<game_position> child = f.options[f.next];
                auto child_options = options(child);
                if (overflow) break;
                stack.push_back({std::move(child), std::move(child_options), 0});
                continue;
            }
            // Every option is known: won if one leaves a lost sum (the quickest
            // such), else lost (resisting as long as the longest option lasts).
            result r;
            if (f.options.empty()) {
                r.win = misere_;
            } else {
                std::uint64_t quickest = UINT64_MAX, longest = 0;
                for (const auto& o : f.options) {
                    const result& c = memo_.at(o);
                    if (!c.win) quickest = std::min(quickest, c.remoteness);
                    longest = std::max(longest, c.remoteness);
                }
                r.win = quickest != UINT64_MAX;
                r.remoteness = 1 + (r.win ? quickest : longest);
            }
            memo_.emplace(std::move(f.s), r);
            stack.pop_back();
        }
    }

    // The parts each move of one component leaves (those that can still move
    // are kept by normalised()).
    const std::vector<std::vector<game_position>>& moves(const game_position& c) {
        auto it = moves_.find(c);
        if (it != moves_.end()) return it->second;
        std::vector<std::vector<game_position>> out;
        if (c.game >= heap_base) {
            for_each_move(rules_[c.game - heap_base], std::uint64_t(c.c[0]), [&](const move& m) {
                std::vector<game_position> left;
                for (int k = 0; k < m.part_count; ++k) left.push_back(heap(c.game - heap_base, m.parts[k]));
                out.push_back(std::move(left));
                return true;
            });
        } else {
            game_derivation d = ev_->explain(c);
            if (d.truncated) overflow = true;
            for (auto& m : d.moves) out.push_back(std::move(m.targets));
        }
        return moves_.emplace(c, std::move(out)).first->second;
    }

    static game_position heap(std::size_t rule_index, std::uint64_t n) {
        game_position p;
        p.game = heap_base + std::uint32_t(rule_index);
        p.c[0] = std::int64_t(n);
        return p;
    }

private:
    // The sums one move away from s (s normalised).
    std::vector<std::vector<game_position>> options(const std::vector<game_position>& s) {
        std::vector<std::vector<game_position>> out;
        for (std::size_t i = 0; i < s.size() && !overflow; ++i) {
            if (i && s[i] == s[i - 1]) continue;  // the same component again: the same options
            for (const auto& parts : moves(s[i])) {
                std::vector<game_position> next;
                for (std::size_t j = 0; j < s.size(); ++j)
                    if (j != i) next.push_back(s[j]);
                next.insert(next.end(), parts.begin(), parts.end());
                work_ += double(next.size());
                if (work_ > max_work_) {
                    overflow = true;
                    return out;
                }
                out.push_back(normalised(std::move(next)));
            }
        }
        std::sort(out.begin(), out.end(), [](const auto& x, const auto& y) {
            return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end(), before);
        });
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }

    game_evaluator* ev_;
    const std::vector<rule>& rules_;
    bool misere_;
    std::size_t max_states_;
    double max_work_, work_ = 0;
    std::unordered_map<game_position, std::vector<std::vector<game_position>>, position_hash> moves_;
    std::unordered_map<std::vector<game_position>, result, sum_hash> memo_;
};

// A sum of positions whose moves loop: the graph of every position reachable,
// Smith's values on it, and exact play of the components as tokens.
play_analysis loopy_play(game_evaluator& ev, std::string_view text, bool misere, std::size_t max_states) {
    const game_definition& def = ev.definition();
    if (misere)
        throw error("game.loopy_misere", "misère play of a game whose moves loop is not supported (normal play is)");
    play_analysis a;
    a.loopy = true;
    graph g;
    g.loopy = true;
    std::unordered_map<game_position, std::size_t, position_hash> index;
    std::vector<game_position> positions;
    std::vector<std::vector<game_move>> moves;  // of the positions in the sum
    auto vertex = [&](const game_position& p) {
        auto [it, fresh] = index.emplace(p, positions.size());
        if (fresh) {
            if (positions.size() >= max_states)
                throw error("game.loopy_too_large",
                            "this game's moves loop, and more than " + std::to_string(max_states) +
                                " positions are reachable (the limit here)",
                            {{"max", std::to_string(max_states)}});
            positions.push_back(p);
            g.vertices.push_back({});
            g.vertices.back().name = def.format(p);
        }
        return it->second;
    };
    std::vector<std::size_t> tokens;
    for (auto [piece, column] : detail::split_components(text)) tokens.push_back(vertex(def.parse_position(piece, column)));
    if (tokens.empty()) throw error("position.empty", "the position is empty");
    for (std::size_t v = 0; v < positions.size(); ++v) {
        auto list = ev.moves_of(positions[v]);
        for (const auto& m : list) {
            if (m.targets.size() != 1)
                throw error("game.loopy_sum",
                            "this game's moves loop, so each move must lead to one position; line " +
                                std::to_string(m.line) + " leads to a sum",
                            {{"line", std::to_string(m.line)}}, 1, m.line);
            std::size_t w = vertex(m.targets[0]);
            g.vertices[v].successors.push_back(w);
        }
        auto& succ = g.vertices[v].successors;
        std::sort(succ.begin(), succ.end());
        succ.erase(std::unique(succ.begin(), succ.end()), succ.end());
        if (std::find(tokens.begin(), tokens.end(), v) != tokens.end()) {
            moves.resize(positions.size());
            moves[v] = std::move(list);
        }
    }
    loopy_labels l = label_loopy(g, double(max_states) * 200);
    token_play play = play_tokens(g, tokens, max_states);
    a.method = "loopy";
    a.reason = "Smith's generalised values and retrograde analysis of the " + std::to_string(play.states) +
               " sums reachable (the moves loop)";
    a.searched = play.states;
    a.outcome = play.outcome;
    a.remoteness = play.outcome == 'D' ? -1 : std::int64_t(play.remoteness);
    for (std::size_t t : tokens) {
        a.components.push_back(g.vertices[t].name);
        a.values.push_back(l.infinite[t] ? 0 : l.value[t]);
        a.infinite.push_back(l.infinite[t]);
        a.reach.push_back(l.reach[t]);
        if (!l.infinite[t]) a.nim_sum ^= l.value[t];
    }
    // Every move of every component, judged by the token play.
    std::map<std::pair<std::size_t, std::size_t>, const token_play_move*> judged;
    for (const auto& m : play.moves) judged[{m.from, m.to}] = &m;
    for (std::size_t i = 0; i < tokens.size() && !a.truncated; ++i) {
        for (const auto& m : moves[tokens[i]]) {
            if (a.options.size() >= max_play_options) {
                a.truncated = true;
                break;
            }
            std::size_t to = index.at(m.targets[0]);
            play_option o;
            o.component = i;
            o.is_game = true;
            o.game = m;
            o.parts = {g.vertices[to].name};
            for (std::size_t j = 0; j < tokens.size(); ++j)
                o.after += (j ? " " : "") + (j == i ? g.vertices[to].name : a.components[j]);
            o.nim_sum = a.nim_sum ^ (l.infinite[tokens[i]] ? 0 : l.value[tokens[i]]) ^ (l.infinite[to] ? 0 : l.value[to]);
            const token_play_move* j = judged.at({tokens[i], to});
            o.outcome = j->outcome;
            o.remoteness = j->outcome == 'D' ? -1 : std::int64_t(j->remoteness);
            a.options.push_back(std::move(o));
        }
    }
    return a;
}

}  // namespace

play_analysis analyze_play(game_evaluator* ev, std::string_view text, std::string_view default_rule, bool misere,
                           std::size_t max_states, oracle_cache* cache) {
    oracle_cache local;
    oracle_cache& oracles = cache ? *cache : local;
    play_analysis a;
    a.misere = misere;
    // The components, read as the analysis reads them.
    std::vector<game_component> components;
    if (ev) {
        try {
            components = analyze_game_sum(*ev, text, default_rule, false, &oracles).components;
        } catch (const error& e) {
            if (e.code != "game.cycle") throw;
            ev->cancel();
            return loopy_play(*ev, text, misere, max_states);
        }
    } else {
        for (auto& spec : parse_position(text, default_rule)) {
            game_component c;
            c.heap = std::move(spec);
            c.sg = oracles(c.heap.r)(c.heap.heap);
            components.push_back(std::move(c));
        }
    }
    if (components.empty()) throw error("position.empty", "the position is empty");
    std::vector<rule> rules;
    std::map<std::string, std::size_t> rule_index;
    std::vector<game_position> keys;
    auto heap_text = [](const rule& r, std::uint64_t n) { return r.text + ":" + std::to_string(n); };
    for (const auto& c : components) {
        if (c.is_game) {
            keys.push_back(c.position);
            a.components.push_back(ev->definition().format(c.position));
        } else {
            auto [it, fresh] = rule_index.emplace(c.heap.r.text, rules.size());
            if (fresh) rules.push_back(c.heap.r);
            keys.push_back(sum_search::heap(it->second, c.heap.heap));
            a.components.push_back(heap_text(c.heap.r, c.heap.heap));
        }
        a.values.push_back(c.sg);
        a.nim_sum ^= c.sg;
    }
    // Every move, component by component, with the sum it leaves (its search
    // key is built only when it is looked up: a sum of many heaps has many moves).
    std::vector<std::vector<game_position>> option_parts;
    auto add = [&](play_option o, std::vector<game_position> parts) {
        if (a.options.size() >= max_play_options) {
            a.truncated = true;
            return false;
        }
        std::string after;
        for (std::size_t j = 0; j < components.size(); ++j) {
            if (j == o.component)
                for (const auto& p : o.parts) after += (after.empty() ? "" : " ") + p;
            else
                after += (after.empty() ? "" : " ") + a.components[j];
        }
        o.after = std::move(after);
        option_parts.push_back(std::move(parts));
        a.options.push_back(std::move(o));
        return true;
    };
    auto after_key = [&](std::size_t k) {
        std::vector<game_position> next;
        for (std::size_t j = 0; j < components.size(); ++j) {
            if (j == a.options[k].component) next.insert(next.end(), option_parts[k].begin(), option_parts[k].end());
            else next.push_back(keys[j]);
        }
        return next;
    };
    for (std::size_t i = 0; i < components.size() && !a.truncated; ++i) {
        const game_component& c = components[i];
        if (c.is_game) {
            game_derivation d = ev->explain(c.position);
            a.truncated |= d.truncated;
            for (auto& m : d.moves) {
                play_option o;
                o.component = i;
                o.is_game = true;
                for (const auto& t : m.targets) o.parts.push_back(ev->definition().format(t));
                o.nim_sum = a.nim_sum ^ c.sg ^ m.value;
                std::vector<game_position> parts = m.targets;
                o.game = std::move(m);
                if (!add(std::move(o), std::move(parts))) break;
            }
        } else {
            const rule& r = c.heap.r;
            auto& values = oracles(r);
            std::size_t k = rule_index.at(r.text);
            for_each_move(r, c.heap.heap, [&](const move& m) {
                play_option o;
                o.component = i;
                o.heap.taken = m.taken;
                std::vector<game_position> parts;
                for (int p = 0; p < m.part_count; ++p) {
                    o.heap.leaves.push_back(m.parts[p]);
                    o.heap.leave_values.push_back(values(m.parts[p]));
                    o.heap.value ^= o.heap.leave_values.back();
                    o.parts.push_back(heap_text(r, m.parts[p]));
                    parts.push_back(sum_search::heap(k, m.parts[p]));
                }
                o.heap.text = describe(m, c.heap.heap);
                o.nim_sum = a.nim_sum ^ c.sg ^ o.heap.value;
                return add(std::move(o), std::move(parts));
            });
        }
    }
    // The exact search, within its budget.
    sum_search search(ev, rules, misere, max_states);
    auto root = search.normalised(keys);
    search.solve(root);
    a.searched = search.size();
    if (!search.overflow) {
        const auto* r = search.find(root);
        a.outcome = r->win ? 'N' : 'P';
        a.remoteness = std::int64_t(r->remoteness);
        for (std::size_t k = 0; k < a.options.size(); ++k) {
            const auto* o = search.find(search.normalised(after_key(k)));
            a.options[k].outcome = o->win ? 'N' : 'P';
            a.options[k].remoteness = std::int64_t(o->remoteness);
        }
    }
    if (!misere) {
        // Normal play: the Sprague-Grundy theorem decides every outcome.
        a.method = "sprague_grundy";
        a.reason = "the nim-sum of the components' values";
        a.outcome = a.nim_sum ? 'N' : 'P';
        for (auto& o : a.options) o.outcome = o.nim_sum ? 'N' : 'P';
        return a;
    }
    if (!search.overflow) {
        a.method = "search";
        a.reason = "exact search over the " + std::to_string(a.searched) + " sums reachable from this one";
        return a;
    }
    // Misère past the search: what the misère analysis can decide.
    auto decide = [&](const std::string& sum, std::string* method, std::string* reason) {
        if (ev) {
            game_sum_analysis m = analyze_game_sum_misere(*ev, sum, default_rule, &oracles);
            if (method) *method = m.method, *reason = m.reason;
            return m.status == "exact" ? (m.p_position ? 'P' : 'N') : '?';
        }
        misere_analysis m = analyze_misere(parse_position(sum, default_rule));
        if (method) *method = m.method, *reason = m.reason;
        return m.status == misere_status::exact ? (m.p_position ? 'P' : 'N') : '?';
    };
    std::string all;
    for (const auto& c : a.components) all += (all.empty() ? "" : " ") + c;
    a.outcome = decide(all, &a.method, &a.reason);
    // Each move by the same argument when it is a rule, not a search (cheap).
    if (a.method != "search" && a.method != "budget")
        for (auto& o : a.options) o.outcome = o.after.empty() ? 'N' : decide(o.after, nullptr, nullptr);
    return a;
}

}  // namespace sg
