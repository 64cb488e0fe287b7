// The game language's evaluator (game.hpp): starting, running in slices and
// answering; every move of a position with its targets' values, the moves to a
// value, and the moves of a game whose moves loop.
#include <algorithm>

#include "language/search.hpp"
#include "sg/nimber.hpp"

namespace sg {

game_evaluator::game_evaluator(std::shared_ptr<const game_definition> def, game_limits limits)
    : def_(std::move(def)), s_(std::make_unique<game_evaluator_state>()) {
    s_->prog = &def_->program();
    s_->def = def_.get();
    s_->limits = limits;
    s_->budget.top = limits.max_work;
    s_->memo.init(s_->def->program());
    s_->set_caps();
}

game_evaluator::~game_evaluator() = default;

void game_evaluator::start(const game_position& p) {
    s_->drop();
    const auto& g = s_->prog->games.at(p.game);
    for (std::size_t i = 0; i < max_game_coords; ++i) {
        std::int64_t c = i < g.info.coords.size() ? p.c[i] : 0;
        if (c < 0 || std::uint64_t(c) > max_number || (i >= g.info.coords.size() && p.c[i] != 0))
            throw error("game.bad_position", "a coordinate is out of range", {{"text", def_->format(p)}});
    }
    if (s_->memo.has(p)) return;
    s_->push(p);
}

bool game_evaluator::run(std::uint64_t work) {
    return dropping(*s_, [&] { return s_->step(double(work)); });
}

void game_evaluator::cancel() { s_->drop(); }
const game_limits& game_evaluator::limits() const { return s_->limits; }

void game_evaluator::set_limits(const game_limits& limits) {
    // A new budget (a new question) is named in refusals by its own size; a
    // budget lowered and restored around a part of a question is not.
    if (limits.max_work > s_->budget.top) {
        s_->budget.from = s_->work;
        s_->budget.top = limits.max_work;
    }
    s_->limits = limits;
    s_->set_caps();
}

std::uint64_t game_evaluator::value(const game_position& p) {
    start(p);
    if (s_->stack.empty()) return s_->memo.at(p);  // known
    dropping(*s_, [&] {
        s_->begin_trial(p);
        s_->evaluate(p);
        s_->end_trial();
    });
    return s_->memo.at(p);
}

bool game_evaluator::known(const game_position& p, std::uint64_t* value) const {
    std::uint64_t v = 0;
    if (!s_->memo.get(p, v)) return false;
    if (value) *value = v;
    return true;
}

std::size_t game_evaluator::states() const { return s_->memo.size(); }
std::uint64_t game_evaluator::bytes() const { return s_->bytes(); }
std::uint64_t game_evaluator::peak_bytes() const { return s_->memo.peak(); }
void game_evaluator::forget() {
    s_->drop();
    s_->forget();
}
double game_evaluator::work() const { return s_->work; }

namespace {

// Every move of p's move lines (p not a product), visit(m, f, targets)
// until it returns false.
template <class Visit>
void each_line_move(game_evaluator_state& s, const game_position& p, Visit visit) {
    frame f = frame::at(p);
    const game_code& g = s.code(p);
    for (f.move = 0; f.move < g.moves.size(); ++f.move) {
        const move_code& m = g.moves[f.move];
        f.fresh = true;
        while (s.advance(f, m, m.loops.size())) {
            std::vector<game_position> targets;
            for (std::size_t t = 0; t < m.targets.size(); ++t) targets.push_back(s.target(f, m, t, f.vars));
            if (!visit(m, f, std::move(targets))) return;
        }
    }
}

// Walks every move of p in definition order, calling visit(m, f, targets)
// until it returns false; a product's moves are each pair of a move of the
// first factor (turning coins A: its coin and those the move leads to) and
// one of the second (B), turning every coin of A x B but (x, y) itself.
template <class Visit>
void each_move(game_evaluator_state& s, const game_position& p, Visit visit) {
    const frame f = frame::at(p);
    const game_code& g = s.code(p);
    if (g.kind == detail::game_kind::nim_product)
        return s.each_product_move(
            p, [&](std::vector<game_position> t) { return visit(g.product.move, f, std::move(t)); });
    each_line_move(s, p, visit);
}

// Every move of p (values known) with its targets' values.
template <class Visit>
void walk_moves(game_evaluator_state& s, const game_position& p, Visit visit) {
    each_move(s, p, [&](const move_code& m, const frame& f, std::vector<game_position> targets) {
        std::vector<std::uint64_t> values;
        for (const auto& t : targets) values.push_back(s.known_value(t));
        return visit(m, f, std::move(targets), std::move(values));
    });
}

// How a player says the move (move_reading): from the move line's shape and
// what changed between the position and its one target.
move_reading read_move(const game_code& g, const move_code& m, const game_position& from,
                       const std::vector<game_position>& targets) {
    move_reading r;
    if (targets.size() != 1 || targets[0].game != from.game) return r;
    r.kind = move_reading::kind_t::to;
    const game_position& to = targets[0];
    const std::size_t k = g.info.coords.size();
    std::size_t changed = 0, n = 0;
    for (std::size_t i = 0; i < k; ++i)
        if (to.c[i] != from.c[i]) changed = i, ++n;
    if (n != 1) return r;
    const detail::coord_shape shape = m.targets[0].shapes[changed];
    if (shape == detail::coord_shape::flips) {
        r.kind = move_reading::kind_t::turn;
        r.coord = g.info.coords[changed];
        std::uint64_t bits = std::uint64_t(from.c[changed] ^ to.c[changed]);
        for (int b = 63; b >= 0; --b)
            if ((bits >> b) & 1) r.turned.push_back(b);
    } else if (shape == detail::coord_shape::lowers && k == 1 && to.c[0] < from.c[0]) {
        r.kind = move_reading::kind_t::take;
        r.coord = g.info.coords[0];
        r.from = from.c[0];
        r.taken = from.c[0] - to.c[0];
    }
    return r;
}

game_move make_move(const game_code& g, const move_code& m, const frame& f, std::vector<game_position> targets,
                    std::vector<std::uint64_t> values) {
    game_move mv;
    mv.reads = read_move(g, m, f.pos, targets);
    mv.line = m.line;
    mv.source = m.text;
    for (std::size_t i = 0; i < m.loops.size(); ++i)
        mv.vars.emplace_back(m.loops[i].name, f.vars[g.info.coords.size() + i]);
    mv.targets = std::move(targets);
    mv.target_values = std::move(values);
    for (auto v : mv.target_values) mv.value ^= v;
    return mv;
}

// What a search for the moves to one value finds: every move looked at is
// counted, and those of value `want` too, the first `limit` of them kept.
struct found_moves {
    std::uint64_t want = 0;
    std::size_t limit = 0;
    std::vector<game_move> out;
    std::uint64_t n = 0, seen = 0;

    void look(const game_code& g, const move_code& m, const frame& f, std::vector<game_position> targets,
              std::vector<std::uint64_t> values) {
        ++seen;
        std::uint64_t x = 0;
        for (auto v : values) x ^= v;
        if (x != want) return;
        ++n;
        if (out.size() < limit) out.push_back(make_move(g, m, f, std::move(targets), std::move(values)));
    }
    std::vector<game_move> answer(std::uint64_t* count, std::uint64_t* looked) {
        if (count) *count = n;
        if (looked) *looked = seen;
        return std::move(out);
    }
};

}  // namespace

game_derivation game_evaluator::explain(const game_position& p) {
    game_derivation d;
    d.position = p;
    d.mex = value(p);
    auto& s = *s_;
    const game_code& g = s.code(p);
    std::vector<std::uint64_t> reached;
    walk_moves(s, p,
               [&](const move_code& m, const frame& f, std::vector<game_position> t, std::vector<std::uint64_t> v) {
                   std::uint64_t x = 0;
                   for (auto y : v) x ^= y;
                   reached.push_back(x);
                   ++d.total_moves;
                   if (d.moves.size() < max_listed_moves)
                       d.moves.push_back(make_move(g, m, f, std::move(t), std::move(v)));
                   else d.truncated = true;
                   return true;
               });
    std::sort(reached.begin(), reached.end());
    reached.erase(std::unique(reached.begin(), reached.end()), reached.end());
    d.reached = std::move(reached);
    return d;
}

std::vector<game_move> game_evaluator::moves_of(const game_position& p, std::size_t limit, bool* more) {
    if (more) *more = false;
    auto& s = *s_;
    const game_code& g = s.code(p);
    std::vector<game_move> out;
    bool past = false;
    each_move(s, p, [&](const move_code& m, const frame& f, std::vector<game_position> targets) {
        if (out.size() >= limit) return !(past = true);
        out.push_back(make_move(g, m, f, std::move(targets), {}));
        return true;
    });
    if (past && !more)
        throw error("game.position_moves", "a position has more than " + std::to_string(limit) + " moves",
                    {{"max", std::to_string(limit)}, {"position", def_->format(p)}});
    if (more) *more = past;
    return out;
}

std::vector<game_move> game_evaluator::moves_to_value(const game_position& p, std::uint64_t want, std::size_t limit,
                                                      std::uint64_t* count, bool* cut, std::uint64_t* looked) {
    value(p);
    auto& s = *s_;
    const game_code& g = s.code(p);
    // The search spends at most a trial's steps (or what the budget has
    // left): past them it stops, and the value stays known.
    const double room = s.limits.max_work - s.work;
    const double stop = s.work + (s.limits.trial_work > 0 ? std::min(s.limits.trial_work, room) : room);
    found_moves found{want, limit};
    bool stopped = false;
    // (A budget met on the way only stops the search: what is known stays.)
    try {
        if (g.kind == detail::game_kind::nim_product) {
            const frame f = frame::at(p);
            for (auto& t : s.product_moves_to(p, want, limit, stop, found.n, stopped, found.seen)) {
                std::vector<std::uint64_t> v;
                for (const auto& q : t) v.push_back(s.known_value(q));
                found.out.push_back(make_move(g, g.product.move, f, std::move(t), std::move(v)));
            }
        } else {
            walk_moves(
                s, p,
                [&](const move_code& m, const frame& f, std::vector<game_position> t, std::vector<std::uint64_t> v) {
                    if (s.work > stop) return !(stopped = true);
                    found.look(g, m, f, std::move(t), std::move(v));
                    return true;
                });
        }
    } catch (const error& e) {
        if (!budget_refusal(e)) throw;
        s.drop();
        stopped = true;
    }
    if (cut) *cut = stopped;
    return found.answer(count, looked);
}

std::vector<game_move> game_evaluator::moves_to_value_from_end(const game_position& p, std::uint64_t want,
                                                               std::size_t limit, std::uint64_t* count, bool* cut,
                                                               std::uint64_t* looked) {
    auto& s = *s_;
    const game_code& g = s.code(p);
    found_moves found{want, limit};
    bool all = true;                                 // every line walked to its end
    if (g.kind == detail::game_kind::nim_product) {  // a product's moves are not walked so
        if (cut) *cut = true;
        return found.answer(count, looked);
    }
    // A 32nd of a trial's steps (the value itself came from the pattern:
    // the question has spent most of its budget finding that out), or what
    // the budget has left, shared by the lines. Each line's share is the
    // budget while it is walked: a line whose bindings the condition keeps
    // refusing (splits walked from their far end) spends only its share.
    const game_limits whole = s.limits;
    struct restore {
        game_evaluator& ev;
        const game_limits& limits;
        ~restore() { ev.set_limits(limits); }
    } restored{*this, whole};
    const double share = whole.trial_work > 0 ? whole.trial_work / 32 : whole.max_work / 32;
    const double stop = s.work + std::min(share, whole.max_work - s.work);
    for (std::uint32_t line = 0; line < g.moves.size(); ++line) {
        const move_code& m = g.moves[line];
        game_limits part = whole;
        part.max_work = s.work + (stop - s.work) / double(g.moves.size() - line);
        set_limits(part);
        frame f = frame::at(p);
        f.move = line;
        try {
            while (s.advance(f, m, m.loops.size(), true)) {
                std::vector<game_position> targets;
                std::vector<std::uint64_t> values;
                for (std::size_t t = 0; t < m.targets.size(); ++t) targets.push_back(s.target(f, m, t, f.vars));
                for (const auto& q : targets) values.push_back(value(q));
                found.look(g, m, f, std::move(targets), std::move(values));
            }
        } catch (const error&) {
            // The line's share spent, or a target whose moves fault: the
            // walk of this line ends there, and what it found stands.
            s.drop();
            all = false;
        }
    }
    if (cut) *cut = !all;
    return found.answer(count, looked);
}

}  // namespace sg
