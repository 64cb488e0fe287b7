// Products of coin-turning games (game_kind::nim_product): a position's value
// is the nim product of its factors' values (Lenstra's Tartan theorem), its
// moves are the pairs of the factors' moves. Everything the evaluator does
// for a product is here; the search, the walk of moves and the value look-up
// ask by the game's kind.
#include <algorithm>

#include "language/search.hpp"
#include "sg/nimber.hpp"

namespace sg {

std::vector<std::vector<std::int64_t>> game_evaluator_state::coin_moves(const game_position& f) {
    std::vector<std::vector<std::int64_t>> out;
    frame fr = frame::at(f);
    const bool checked = products.coins_checked.count(f) != 0;
    for (const move_code& m : code(f).moves) {
        fr.fresh = true;
        while (advance(fr, m, m.loops.size())) {
            std::vector<std::int64_t> coins{f.c[0]};
            for (std::size_t t = 0; t < m.targets.size(); ++t) {
                const game_position q = target(fr, m, t, fr.vars);
                if (!checked && (q.game != f.game || q.c[0] >= f.c[0])) {
                    const std::string pos = def->format(f), to = def->format(q);
                    throw error("game.not_coin_turning",
                                code(f).info.name + " is not a coin-turning game: its move from " + pos + " leads to " +
                                    to + ", not to coins left of it (a product needs coin-turning factors)",
                                {{"name", code(f).info.name}, {"position", pos}, {"target", to}}, m.targets[t].column,
                                m.targets[t].line);
                }
                coins.push_back(q.c[0]);
            }
            out.push_back(std::move(coins));
        }
    }
    products.coins_checked.insert(f);
    return out;
}

void game_evaluator_state::check_coins(const game_position& f) {
    if (!products.coins_checked.count(f)) coin_moves(f);
}

bool game_evaluator_state::product_value(const game_position& p, std::uint64_t& v) {
    std::uint64_t a = 0, b = 0;
    if (!memo.get(factor(p, 0), a) || !memo.get(factor(p, 1), b)) return false;
    check_coins(factor(p, 0));
    check_coins(factor(p, 1));
    v = nim_multiply(a, b);
    return true;
}

bool game_evaluator_state::factors_known() {
    const game_position p = stack.back().pos;
    for (int i = 0; i < 2; ++i) {
        const game_position f = factor(p, i);
        if (!memo.has(f)) return push(f);
    }
    return true;
}

void game_evaluator_state::evaluate_product(const game_position& p) {
    // Each factor evaluated as a position of its own (its own box), then p.
    drop();
    for (int i = 0; i < 2; ++i) {
        const game_position f = factor(p, i);
        if (memo.has(f)) continue;
        push(f);
        evaluate(f);
    }
    push(p);
    step(1e300);
}

std::uint64_t game_evaluator_state::known_value(const game_position& p) {
    if (code(p).kind == detail::game_kind::moves) return memo.at(p);
    return nim_multiply(memo.at(factor(p, 0)), memo.at(factor(p, 1)));
}

namespace {

// The targets of the product move turning coins A x B but (x, y) itself
// (a's and b's first coins), which turns to tails.
std::vector<game_position> turned(const game_position& p, const detail::product_code& pc,
                                  const std::vector<std::int64_t>& a, const std::vector<std::int64_t>& b) {
    std::vector<game_position> targets;
    for (std::size_t i = 0; i < a.size(); ++i)
        for (std::size_t j = 0; j < b.size(); ++j) {
            if (i == 0 && j == 0) continue;
            game_position q = p;
            q.c[pc.coord[0]] = a[i], q.c[pc.coord[1]] = b[j];
            targets.push_back(q);
        }
    return targets;
}

}  // namespace

void game_evaluator_state::each_product_move(const game_position& p,
                                             const std::function<bool(std::vector<game_position>)>& visit) {
    const std::vector<std::vector<std::int64_t>> a = coin_moves(factor(p, 0)), b = coin_moves(factor(p, 1));
    for (const auto& x : a)
        for (const auto& y : b) {
            std::vector<game_position> targets = turned(p, code(p).product, x, y);
            spend(double(targets.size()));
            if (!visit(std::move(targets))) return;
        }
}

// The move turning A x B has value (G0 + vA) (x) (G1 + vB) + G0 (x) G1 (nim
// arithmetic; G the factors' values, vA the value of what A's move leaves),
// so each A needs the B with G1 + vB = T (x) (G0 + vA)^-1, T = want + G0 (x)
// G1, found among the second factor's moves by that key: the moves of each
// factor are walked once, not every pair.
std::vector<std::vector<game_position>> game_evaluator_state::product_moves_to(const game_position& p,
                                                                               std::uint64_t want, std::size_t limit,
                                                                               double stop, std::uint64_t& n, bool& cut,
                                                                               std::uint64_t& looked) {
    std::vector<std::vector<std::int64_t>> coins[2];
    std::vector<std::uint64_t> v[2];  // each move's value: the coins it turns besides its own
    std::uint64_t g[2];
    for (int i = 0; i < 2; ++i) {
        const game_position f = factor(p, i);
        g[i] = memo.at(f);
        coins[i] = coin_moves(f);
        for (const auto& c : coins[i]) {
            std::uint64_t x = 0;
            game_position q = f;
            for (std::size_t k = 1; k < c.size(); ++k) q.c[0] = c[k], x ^= memo.at(q);
            v[i].push_back(x);
        }
        if ((cut = work > stop)) return {};
    }
    std::vector<std::vector<game_position>> out;
    const std::uint64_t t = want ^ nim_multiply(g[0], g[1]);
    if (t == 0) return out;  // no move keeps a value
    // The second factor's moves by their key G1 + vB, sorted.
    std::vector<std::pair<std::uint64_t, std::size_t>> by_key;
    by_key.reserve(v[1].size());
    for (std::size_t j = 0; j < v[1].size(); ++j) by_key.emplace_back(g[1] ^ v[1][j], j);
    std::sort(by_key.begin(), by_key.end());
    spend(double(by_key.size()));
    const detail::product_code& pc = code(p).product;
    for (std::size_t i = 0; i < v[0].size(); ++i) {
        if (work > stop) {
            cut = true;
            break;
        }
        spend(16);  // an inverse: a few nim products per halving of the field
        looked += by_key.size();
        const std::uint64_t key = nim_multiply(t, nim_inverse(g[0] ^ v[0][i]));
        auto at = std::lower_bound(by_key.begin(), by_key.end(), std::make_pair(key, std::size_t(0)));
        for (; at != by_key.end() && at->first == key; ++at) {
            ++n;
            if (out.size() < limit) out.push_back(turned(p, pc, coins[0][i], coins[1][at->second]));
        }
    }
    return out;
}

}  // namespace sg
