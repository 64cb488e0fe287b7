// Playing a sum (sg/play.hpp): every move with what it leaves, from the one
// sum search's outcomes and remoteness.
#include "sg/play.hpp"

#include <algorithm>
#include <limits>
#include <memory>
#include <unordered_map>

#include "sg/analysis.hpp"
#include "sg/loopy.hpp"
#include "sums/search.hpp"

namespace sg {
namespace {

// Smith's values of game positions whose moves loop: the graph of every
// position reachable from the sum's game components, labelled.
struct smith_values {
    std::unordered_map<component, std::size_t, component_hash> index;
    graph g;
    loopy_labels labels;
};

smith_values label_positions(universe& u, const position& p, std::size_t max_positions) {
    smith_values s;
    s.g.loopy = true;
    std::vector<component> found;
    auto vertex = [&](const component& c) {
        auto [it, fresh] = s.index.emplace(c, found.size());
        if (fresh) {
            if (found.size() >= max_positions)
                throw error("game.loopy_too_large",
                            "this game's moves loop, and more than " + std::to_string(max_positions) +
                                " positions are reachable (the limit here)",
                            {{"max", std::to_string(max_positions)}});
            found.push_back(c);
            s.g.vertices.push_back({});
            s.g.vertices.back().name = u.text(c);
        }
        return it->second;
    };
    for (const auto& c : p)
        if (c.kind == component_kind::game) vertex(c);
    for (std::size_t v = 0; v < found.size(); ++v) {
        std::vector<std::size_t> succ;
        u.for_each_move(
            found[v],
            [&](component_move&& m) {
                if (m.parts.size() != 1)
                    throw error("game.loopy_sum",
                                "this game's moves loop, so each move must lead to one position; line " +
                                    std::to_string(m.game.line) + " leads to a sum",
                                {{"line", std::to_string(m.game.line)}}, 1, m.game.line);
                succ.push_back(vertex(m.parts[0]));
                return true;
            },
            false);
        std::sort(succ.begin(), succ.end());
        succ.erase(std::unique(succ.begin(), succ.end()), succ.end());
        s.g.vertices[v].successors = std::move(succ);
    }
    s.labels = label_loopy(s.g, double(max_positions) * 200);
    return s;
}

// Whether evaluating the game components meets a cycle.
bool loops(universe& u, const position& p) {
    for (const auto& c : p) {
        if (u.infinite(c) || (c.kind == component_kind::vertex && u.token_graph()->loopy)) return true;
        if (c.kind != component_kind::game) continue;
        try {
            u.value(c);
        } catch (const error& e) {
            if (e.code != "game.cycle") throw;
            u.games()->cancel();
            return true;
        }
    }
    return false;
}

}  // namespace

struct play_job::state {
    state(universe& u, const position& p, bool misere, std::size_t max_sums)
        : u(u),
          p(p),
          max_sums(max_sums),
          search(u, misere ? detail::sum_rule::misere : detail::sum_rule::normal,
                 {max_sums, 100.0 * double(max_sums)}) {}
    universe& u;
    position p;
    std::size_t max_sums;
    play_analysis a;
    smith_values smith;
    detail::sum_search search;
    bool searching = false, expanded = false, finished = false;

    void list_moves();
    void finish(bool solved);
};

play_job::play_job(universe& u, const position& p, bool misere, std::size_t max_sums)
    : s_(std::make_unique<state>(u, p, misere, max_sums)) {
    if (p.empty()) throw error("position.empty", "the position is empty");
    s_->a.misere = misere;
    s_->list_moves();
    // The exact search, within its budget (and the page's cap on components).
    const std::size_t cap = u.budget().play_components;
    s_->searching = !cap || p.size() <= cap;
    if (s_->searching) s_->search.begin(p);
}

play_job::~play_job() = default;

// The values of the parts and every move with the nim-sum it leaves.
void play_job::state::list_moves() {
    a.parts = p;
    a.loopy = loops(u, p);
    if (a.loopy && a.misere)
        throw error("game.loopy_misere", "misère play of a game whose moves loop is not supported (normal play is)");
    // Each component's value: Smith's in a game whose moves loop.
    if (a.loopy) smith = label_positions(u, p, max_sums);
    auto value_of = [&](const component& c, std::uint64_t& v, std::vector<std::uint64_t>* reach) {
        if (c.kind == component_kind::game && a.loopy) {
            std::size_t i = smith.index.at(c);
            v = smith.labels.infinite[i] ? 0 : smith.labels.value[i];
            if (reach) *reach = smith.labels.reach[i];
            return bool(smith.labels.infinite[i]);
        }
        v = u.value(c);
        if (reach && u.infinite(c)) *reach = u.token_graph()->vertices[c.size()].reach;
        return u.infinite(c);
    };
    for (const auto& c : p) {
        std::uint64_t v = 0;
        std::vector<std::uint64_t> reach;
        bool inf = value_of(c, v, &reach);
        a.values.push_back(v);
        a.infinite.push_back(inf);
        a.reach.push_back(std::move(reach));
        if (!inf) a.nim_sum ^= v;
    }
    // Every move, component by component.
    for (std::size_t i = 0; i < p.size() && !a.truncated; ++i) {
        u.for_each_move(
            p[i],
            [&](component_move&& m) {
                if (a.options.size() >= max_play_options) {
                    a.truncated = true;
                    return false;
                }
                play_option o;
                o.component = i;
                o.nim_sum = a.nim_sum ^ (a.infinite[i] ? 0 : a.values[i]);
                for (const auto& part : m.parts) {
                    std::uint64_t v = 0;
                    if (!value_of(part, v, nullptr)) o.nim_sum ^= v;
                }
                o.move = std::move(m);
                a.options.push_back(std::move(o));
                return true;
            },
            !a.loopy);
    }
}

bool play_job::step(double work) {
    state& s = *s_;
    if (s.finished) return true;
    // Finishing takes a step of its own: what it says of the sum and of each
    // move may cost misère analyses, as much as a slice of the search.
    if (s.searching && !s.expanded) {
        s.expanded = s.search.expand(work);
        return false;
    }
    s.finish(s.searching && s.search.finish());
    return true;
}

bool play_job::done() const { return s_->finished; }

std::size_t play_job::computed() const { return s_->search.sums(); }

double play_job::progress() const {
    if (s_->finished) return 1;
    // Sums expanded against the most the budget allows: the search often ends sooner.
    return std::min(0.99, double(s_->search.sums()) / double(std::max<std::size_t>(1, s_->max_sums)));
}

play_analysis play_job::take() {
    if (!s_->finished) throw error("job.not_finished", "the play analysis is not finished");
    return std::move(s_->a);
}

// What the search (or, past its budget, the theory) says of the sum and of each move.
void play_job::state::finish(bool solved) {
    finished = true;
    a.searched = search.sums();
    const bool tokens =
        std::any_of(p.begin(), p.end(), [](const component& c) { return c.kind == component_kind::vertex; });
    if (!solved && (a.loopy || tokens))
        throw error("graph.play_too_large",
                    "playing these tokens exactly needs more than " + std::to_string(max_sums) + " sums",
                    {{"states", std::to_string(max_sums)}});
    if (solved) {
        auto r = search.at(p);
        a.outcome = r.outcome;
        a.remoteness = r.outcome == 'D' ? -1 : std::int64_t(r.remoteness);
        for (auto& o : a.options) {
            auto after = search.at(u.apply(p, o.component, o.move));
            o.outcome = after.outcome;
            o.remoteness = after.outcome == 'D' ? -1 : std::int64_t(after.remoteness);
        }
    }
    if (a.loopy) {
        a.method = "loopy";
        a.reason = reason("play.loopy").with("positions", a.searched);
        return;
    }
    if (!a.misere) {
        // Normal play: the Sprague-Grundy theorem decides every outcome.
        a.method = "sprague_grundy";
        a.reason = reason("play.sprague_grundy");
        a.outcome = a.nim_sum ? 'N' : 'P';
        for (auto& o : a.options) o.outcome = o.nim_sum ? 'N' : 'P';
        return;
    }
    // Misère: what the misère analysis decides (a rule such as Bouton's, or its own search).
    auto decide = [&](const position& q, std::string* method, reason* why) {
        sum_analysis m = analyze_misere(u, {q, {}});
        if (method) *method = m.method, *why = m.reason;
        return m.status == misere_status::exact ? (m.p_position ? 'P' : 'N') : '?';
    };
    if (solved) {
        // The search's outcomes stand; the argument said is Bouton's rule when
        // the sum is misère Nim (the hints cite it too: one argument for the
        // whole game), else the search.
        std::string method;
        reason why;
        if (decide(p, &method, &why) == a.outcome && method == "bouton") {
            a.method = method;
            a.reason = why;
            return;
        }
        a.method = "search";
        a.reason = reason("play.search").with("positions", a.searched);
        return;
    }
    a.outcome = decide(p, &a.method, &a.reason);
    // Each move by the same argument when it is a rule, not a search (cheap).
    if (a.method != "search" && a.method != "budget")
        for (auto& o : a.options) o.outcome = decide(u.apply(p, o.component, o.move), nullptr, nullptr);
}

play_analysis analyze_play(universe& u, const position& p, bool misere, std::size_t max_sums) {
    play_job job(u, p, misere, max_sums);
    while (!job.step(std::numeric_limits<double>::infinity())) {
    }
    return job.take();
}

sum_answer analyze_any(universe& u, const reading& r, bool misere, const analyze_options& opt, std::size_t max_sums) {
    sum_answer a;
    try {
        a.values = misere ? analyze_misere(u, r, opt) : analyze(u, r, opt);
    } catch (const error& e) {
        if (e.code != "game.cycle") throw;
        u.evaluator().cancel();
        a.loops = true;
        a.play = analyze_play(u, r.parts, misere, max_sums);
    }
    return a;
}

}  // namespace sg
