// The game language's statements: games and move lines compiled into a
// program (game_program.hpp), formulas, and game_definition (its positions
// are read and written in boxes.cpp).
#include <map>

#include "language/compile.hpp"

namespace sg {
namespace detail {
namespace {

// ---- statements -------------------------------------------------------------------

struct pending_target {
    std::string game;  // empty: the game being defined
    std::vector<node_ptr> coords;
    std::uint32_t line = 0, column = 0;
};

struct pending_move {
    std::uint32_t line = 0;
    std::string text;
    std::vector<pending_target> targets;
    struct loop {
        std::string name;
        node_ptr lo, hi;
        std::uint32_t line, column;
    };
    std::vector<loop> loops;
    node_ptr cond;
};

struct pending_game {
    game_info info;
    std::uint32_t column = 0;
    std::vector<pending_move> moves;
    // A product of two coin-turning games: `= NAME(c) * NAME(c)`.
    struct factor {
        token game, coord;
    };
    std::vector<factor> factors;
};

bool starts_target_list_end(const parser& p) {
    const token& t = p.peek();
    return t.kind == tk::newline || t.kind == tk::end || p.is("+") ||
           (t.kind == tk::ident && (t.text == "for" || t.text == "where"));
}

// How a target coordinate reads (coord_shape): `coord - e` (left-nested
// subtractions from the coordinate itself) lowers it; an xor chain with the
// coordinate itself as one of its terms flips bits of it.
bool xor_has(const node& n, const std::string& coord) {
    if (n.kind == node::name) return n.text == coord;
    return n.kind == node::binary && n.text == "^" && (xor_has(*n.kids[0], coord) || xor_has(*n.kids[1], coord));
}

coord_shape reading_shape(const node& n, const std::string& coord) {
    if (n.kind != node::binary) return coord_shape::other;
    if (n.text == "^") return xor_has(n, coord) ? coord_shape::flips : coord_shape::other;
    if (n.text != "-") return coord_shape::other;
    const node* left = n.kids[0].get();
    while (left->kind == node::binary && left->text == "-") left = left->kids[0].get();
    return left->kind == node::name && left->text == coord ? coord_shape::lowers : coord_shape::other;
}

class program_parser {
public:
    program_parser(std::string_view text) : text_(text), p_(tokenize(text, true)) {}

    std::unique_ptr<game_program> run() {
        while (p_.peek().kind != tk::end) {
            if (p_.peek().kind == tk::newline) {
                p_.next();
                continue;
            }
            if (p_.is_word("game")) game_line();
            else if (p_.is_word("move")) move_line();
            else p_.fail_here("statement");
        }
        if (games_.empty())
            throw syntax("game.no_game", "the text defines no game (start with: game NAME(x))", {}, 1, 1);
        return link();
    }

private:
    std::string line_text(std::uint32_t line) const {
        std::size_t start = 0;
        for (std::uint32_t l = 1; l < line && start != std::string_view::npos; ++l) {
            start = text_.find('\n', start);
            if (start != std::string_view::npos) ++start;
        }
        if (start == std::string_view::npos) return "";
        std::size_t end = std::min(text_.find('\n', start), text_.size());
        std::string s(text_.substr(start, end - start));
        if (auto hash = s.find('#'); hash != std::string::npos) s.erase(hash);
        while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
        std::size_t lead = 0;
        while (lead < s.size() && std::isspace(static_cast<unsigned char>(s[lead]))) ++lead;
        return s.substr(lead);
    }

    void end_of_statement() {
        if (p_.peek().kind != tk::newline && p_.peek().kind != tk::end) p_.fail_here("end_of_line");
        if (p_.peek().kind == tk::newline) p_.next();
    }

    void check_new_name(const token& t, const char* what) {
        if (is_keyword(t.text) || is_function(t.text))
            throw syntax("game.reserved_name", "'" + t.text + "' is a reserved word and cannot name " + what,
                         {{"name", t.text}}, t.line, t.column);
    }

    void game_line() {
        const token& kw = p_.next();
        const token name = p_.peek();
        p_.expect_name("game_name");
        check_new_name(name, "a game");
        for (auto& g : games_)
            if (g.info.name == name.text)
                throw syntax(
                    "game.duplicate_game",
                    "the game '" + name.text + "' is defined twice (first on line " + std::to_string(g.info.line) + ")",
                    {{"name", name.text}, {"first", std::to_string(g.info.line)}}, name.line, name.column);
        if (games_.size() >= max_games)
            throw syntax("game.too_many_games", "a text may define at most " + std::to_string(max_games) + " games",
                         {{"limit", std::to_string(max_games)}}, kw.line, kw.column);
        pending_game g;
        g.info.name = name.text;
        g.info.line = kw.line;
        g.column = name.column;
        p_.expect("(");
        do {
            if (p_.is(",")) p_.next();
            const token c = p_.peek();
            p_.expect_name("coordinate_name");
            check_new_name(c, "a coordinate");
            if (std::find(g.info.coords.begin(), g.info.coords.end(), c.text) != g.info.coords.end())
                throw syntax("game.duplicate_name", "the name '" + c.text + "' is used twice", {{"name", c.text}},
                             c.line, c.column);
            if (int(g.info.coords.size()) == max_game_coords)
                throw syntax("game.too_many_coordinates",
                             "a game has at most " + std::to_string(max_game_coords) + " coordinates",
                             {{"limit", std::to_string(max_game_coords)}}, c.line, c.column);
            g.info.coords.push_back(c.text);
        } while (p_.is(","));
        p_.expect(")");
        if (p_.is("=")) {
            // game corners(x, y) = twins(x) * twins(y)
            p_.next();
            for (int i = 0; i < 2; ++i) {
                if (i) p_.expect("*");
                pending_game::factor f;
                f.game = p_.peek();
                p_.expect_name("game_name");
                p_.expect("(");
                f.coord = p_.peek();
                p_.expect_name("coordinate_name");
                p_.expect(")");
                g.factors.push_back(f);
            }
        }
        end_of_statement();
        games_.push_back(std::move(g));
    }

    pending_target target(std::size_t coords) {
        pending_target t;
        t.line = p_.peek().line, t.column = p_.peek().column;
        const token& first = p_.peek();
        if (first.kind == tk::ident && !is_function(first.text) && !is_keyword(first.text) && p_.is("(", 1)) {
            t.game = first.text;
            p_.next();
            p_.next();
            t.coords.push_back(p_.expression());
            while (p_.is(",")) {
                p_.next();
                t.coords.push_back(p_.expression());
            }
            p_.expect(")");
            return t;
        }
        if (p_.is("(")) {
            std::size_t m = p_.mark();
            p_.next();
            t.coords.push_back(p_.expression());
            while (p_.is(",")) {
                p_.next();
                t.coords.push_back(p_.expression());
            }
            if (p_.is(")")) {
                p_.next();
                if (t.coords.size() > 1 || starts_target_list_end(p_)) return t;
            }
            p_.reset(m);  // a parenthesised start of a longer expression
            t.coords.clear();
        }
        if (coords != 1)
            throw syntax("game.bare_target",
                         "a move of a game with " + std::to_string(coords) + " coordinates names its target as (" +
                             "a, b, ...) or GAME(a, b, ...)",
                         {{"count", std::to_string(coords)}}, t.line, t.column);
        t.coords.push_back(p_.expression());
        return t;
    }

    void move_line() {
        const token kw = p_.next();
        if (games_.empty())
            throw syntax("game.move_outside_game", "a move line must follow a 'game NAME(...)' line", {}, kw.line,
                         kw.column);
        pending_game& g = games_.back();
        if (!g.factors.empty())
            throw syntax(
                "game.product_moves",
                "'" + g.info.name + "' is a product of two games: its moves come from theirs, not from move lines",
                {{"name", g.info.name}}, kw.line, kw.column);
        if (++move_count_ > max_move_lines)
            throw syntax("game.too_many_moves",
                         "a text may have at most " + std::to_string(max_move_lines) + " move lines",
                         {{"limit", std::to_string(max_move_lines)}}, kw.line, kw.column);
        pending_move m;
        m.line = kw.line;
        m.text = line_text(kw.line);
        if (starts_target_list_end(p_)) p_.fail_here("target");
        m.targets.push_back(target(g.info.coords.size()));
        while (p_.is("+")) {
            p_.next();
            m.targets.push_back(target(g.info.coords.size()));
        }
        if (m.targets.size() > max_targets)
            throw syntax("game.too_many_targets",
                         "a move goes to a sum of at most " + std::to_string(max_targets) + " games",
                         {{"limit", std::to_string(max_targets)}}, kw.line, kw.column);
        if (p_.is_word("for")) {
            p_.next();
            do {
                if (p_.is(",")) p_.next();
                const token v = p_.peek();
                p_.expect_name("loop_name");
                check_new_name(v, "a variable");
                bool taken = std::find(g.info.coords.begin(), g.info.coords.end(), v.text) != g.info.coords.end();
                for (auto& l : m.loops) taken |= l.name == v.text;
                for (auto& o : games_) taken |= o.info.name == v.text;
                if (taken)
                    throw syntax("game.duplicate_name", "the name '" + v.text + "' is already used", {{"name", v.text}},
                                 v.line, v.column);
                if (int(m.loops.size()) == max_loop_vars)
                    throw syntax("game.too_many_loops",
                                 "a move has at most " + std::to_string(max_loop_vars) + " loop variables",
                                 {{"limit", std::to_string(max_loop_vars)}}, v.line, v.column);
                if (!p_.is_word("in")) p_.fail_here("in");
                p_.next();
                pending_move::loop l;
                l.name = v.text, l.line = v.line, l.column = v.column;
                l.lo = p_.expression();
                if (!p_.is("..")) p_.fail_here("range");
                p_.next();
                l.hi = p_.expression();
                m.loops.push_back(std::move(l));
            } while (p_.is(","));
        }
        if (p_.is_word("where")) {
            p_.next();
            m.cond = p_.expression();
        }
        end_of_statement();
        g.moves.push_back(std::move(m));
    }

    std::unique_ptr<game_program> link() {
        auto prog = std::make_unique<game_program>();
        for (auto& g : games_) {
            game_code gc;
            gc.info = g.info;
            prog->games.push_back(std::move(gc));
        }
        std::size_t move_index = 0;
        for (std::size_t gi = 0; gi < games_.size(); ++gi) {
            pending_game& g = games_[gi];
            if (!g.factors.empty()) link_product(g, prog->games[gi]);
            for (auto& m : g.moves) {
                move_code mc;
                mc.line = m.line;
                mc.index = std::uint32_t(move_index++);
                mc.text = m.text;
                std::vector<std::string> names = g.info.coords;
                for (auto& l : m.loops) names.push_back(l.name);
                std::size_t k = g.info.coords.size();
                for (std::size_t li = 0; li < m.loops.size(); ++li) {
                    loop_code lc;
                    lc.name = m.loops[li].name;
                    lc.slot = int(k + li);
                    scope sc{&names, k + li};
                    lc.lo = compile(*m.loops[li].lo, sc);
                    lc.hi = compile(*m.loops[li].hi, sc);
                    mc.loops.push_back(std::move(lc));
                }
                scope all{&names, names.size()};
                for (auto& t : m.targets) {
                    target_code tc;
                    tc.line = t.line, tc.column = t.column;
                    tc.game = std::uint32_t(gi);
                    if (!t.game.empty()) {
                        auto it = std::find_if(games_.begin(), games_.end(),
                                               [&](const pending_game& o) { return o.info.name == t.game; });
                        if (it == games_.end())
                            throw syntax("game.unknown_game", "unknown game '" + t.game + "'", {{"name", t.game}},
                                         t.line, t.column);
                        tc.game = std::uint32_t(it - games_.begin());
                    }
                    const game_info& target_info = games_[tc.game].info;
                    if (t.coords.size() != target_info.coords.size())
                        throw syntax("game.wrong_coordinates",
                                     target_info.name + " has " + std::to_string(target_info.coords.size()) +
                                         " coordinate" + (target_info.coords.size() == 1 ? "" : "s") + ", not " +
                                         std::to_string(t.coords.size()),
                                     {{"name", target_info.name},
                                      {"expected", std::to_string(target_info.coords.size())},
                                      {"found", std::to_string(t.coords.size())}},
                                     t.line, t.column);
                    for (auto& c : t.coords) tc.coords.push_back(compile(*c, all));
                    if (tc.game == gi)
                        for (std::size_t i = 0; i < t.coords.size(); ++i)
                            tc.shapes[i] = reading_shape(*t.coords[i], g.info.coords[i]);
                    if (!m.loops.empty()) {
                        tc.affine = true;
                        for (std::size_t i = 0; i < t.coords.size(); ++i) {
                            affinity a = affine_in(*t.coords[i], m.loops.back().name);
                            tc.affine = tc.affine && a.affine;
                            tc.coef_known[i] = a.known;
                            tc.coef[i] = a.coef;
                        }
                    }
                    if (tc.game == gi) {
                        tc.offset = true;
                        for (std::size_t i = 0; i < t.coords.size(); ++i) {
                            auto c = offset_of(*t.coords[i], g.info.coords[i]);
                            tc.offset = tc.offset && c.has_value();
                            tc.shift[i] = c.value_or(0);
                        }
                    }
                    mc.targets.push_back(std::move(tc));
                }
                if (m.cond) {
                    mc.cond = compile(*m.cond, all);
                    for (const auto& in : mc.cond.code)
                        if (in.code == op::var && std::size_t(in.arg) >= k)
                            mc.cond_depth = std::max(mc.cond_depth, std::size_t(in.arg) - k + 1);
                }
                mc.kind = family_of(m, mc);
                plan_rows(m, g.info.coords, all, std::uint32_t(gi), mc);
                prog->games[gi].moves.push_back(std::move(mc));
            }
            if (prog->games[gi].kind == game_kind::moves) keep_coordinates(g, gi, prog->games[gi]);
        }
        return prog;
    }

    // How the evaluator walks the move line (family).
    static family family_of(const pending_move& m, const move_code& mc) {
        if (m.loops.empty()) return family::fixed;
        if (m.cond && uses(*m.cond, m.loops.back().name)) return family::general;
        for (const auto& t : mc.targets)
            if (!t.affine) return family::general;
        return family::run;
    }

    // A product's factors: two games of one coordinate, one per coordinate.
    void link_product(const pending_game& g, game_code& gc) {
        gc.kind = game_kind::nim_product;
        product_code& p = gc.product;
        p.text = line_text(std::uint32_t(g.info.line));
        if (g.info.coords.size() != 2)
            throw syntax("game.product_shape",
                         "a product of two games has two coordinates, one for the coin of each factor",
                         {{"name", g.info.name}}, std::uint32_t(g.info.line), g.column);
        for (int i = 0; i < 2; ++i) {
            const auto& f = g.factors[std::size_t(i)];
            auto it = std::find_if(games_.begin(), games_.end(),
                                   [&](const pending_game& o) { return o.info.name == f.game.text; });
            if (it == games_.end())
                throw syntax("game.unknown_game", "unknown game '" + f.game.text + "'", {{"name", f.game.text}},
                             f.game.line, f.game.column);
            if (it->info.coords.size() != 1 || !it->factors.empty())
                throw syntax(
                    "game.product_factor",
                    "'" + f.game.text + "' must be a game of one coordinate (a coin-turning game) to be a factor",
                    {{"name", f.game.text}}, f.game.line, f.game.column);
            auto c = std::find(g.info.coords.begin(), g.info.coords.end(), f.coord.text);
            if (c == g.info.coords.end())
                throw syntax("game.unknown_name", "unknown name '" + f.coord.text + "'", {{"name", f.coord.text}},
                             f.coord.line, f.coord.column);
            p.game[i] = std::uint32_t(it - games_.begin());
            p.coord[i] = std::size_t(c - g.info.coords.begin());
        }
        // The move line its moves are listed under (one target's shape for readings).
        p.move.line = std::uint32_t(g.info.line);
        p.move.text = p.text;
        p.move.targets.resize(1);
        if (p.coord[0] == p.coord[1])
            throw syntax("game.product_shape",
                         "a product of two games has two coordinates, one for the coin of each factor",
                         {{"name", g.info.name}}, g.factors[1].coord.line, g.factors[1].coord.column);
    }

    // The condition's predicate; `leaves` gets each comparison's two sides.
    static std::size_t predicate(const node& n, const scope& sc, std::vector<pred_node>& out,
                                 std::vector<const node*>& leaves) {
        pred_node p;
        if (n.kind == node::binary && (n.text == "&&" || n.text == "||")) {
            p.kind = n.text == "&&" ? pred_node::kind_t::all : pred_node::kind_t::any;
            p.kids = {predicate(*n.kids[0], sc, out, leaves), predicate(*n.kids[1], sc, out, leaves)};
        } else if (n.kind == node::unary && n.text == "!") {
            p.kind = pred_node::kind_t::negate;
            p.kids = {predicate(*n.kids[0], sc, out, leaves)};
        } else if (n.kind == node::binary && (n.text == "==" || n.text == "!=" || n.text == "<" || n.text == "<=" ||
                                              n.text == ">" || n.text == ">=")) {
            p.cmp = n.text == "=="   ? op::eq
                    : n.text == "!=" ? op::ne
                    : n.text == "<"  ? op::lt
                    : n.text == "<=" ? op::le
                    : n.text == ">"  ? op::gt
                                     : op::ge;
            p.lhs = compile(*n.kids[0], sc);
            p.rhs = compile(*n.kids[1], sc);
            leaves.push_back(n.kids[0].get());
            leaves.push_back(n.kids[1].get());
        } else {
            node zero;
            zero.kind = node::number;
            zero.text = "0";
            p.lhs = compile(n, sc);
            p.rhs = compile(zero, sc);
            leaves.push_back(&n);
        }
        out.push_back(std::move(p));
        return out.size() - 1;
    }

    // Which coordinates a row can be planned along (move_code::rows).
    static void plan_rows(const pending_move& m, const std::vector<std::string>& coords, const scope& sc,
                          std::uint32_t game, move_code& mc) {
        std::vector<const node*> leaves;
        if (m.cond) predicate(*m.cond, sc, mc.pred, leaves);
        for (std::size_t c = 0; c < coords.size(); ++c) {
            auto affine = [&](const node& n) { return affine_in(n, coords[c]).affine; };
            bool ok = std::all_of(leaves.begin(), leaves.end(), [&](const node* n) { return affine(*n); });
            if (mc.kind == family::fixed) {
                for (const auto& t : mc.targets) ok = ok && t.offset;
            } else if (mc.kind == family::run && m.loops.size() == 1) {
                ok = ok && affine(*m.loops[0].lo) && affine(*m.loops[0].hi);
                // (A row reads its runs' cells in its own game's box: a run
                // into another game is walked cell by cell.)
                for (std::size_t t = 0; t < m.targets.size(); ++t) {
                    ok = ok && mc.targets[t].game == game;
                    for (std::size_t i = 0; i < m.targets[t].coords.size(); ++i)
                        ok = ok && affine(*m.targets[t].coords[i]) && mc.targets[t].coef_known[i];
                }
            } else {
                ok = false;
            }
            mc.rows[c] = ok;
            // (A loop named as the coordinate would hide it: not kept then.)
            bool keeps = std::none_of(m.loops.begin(), m.loops.end(),
                                      [&](const pending_move::loop& l) { return l.name == coords[c]; });
            keeps = keeps && !(m.cond && uses(*m.cond, coords[c]));
            for (const auto& l : m.loops) keeps = keeps && !uses(*l.lo, coords[c]) && !uses(*l.hi, coords[c]);
            for (std::size_t t = 0; t < m.targets.size(); ++t) {
                const auto& tc = m.targets[t].coords;
                keeps = keeps && mc.targets[t].game == game && tc.size() == coords.size() &&
                        tc[c]->kind == node::name && tc[c]->text == coords[c];
                for (std::size_t i = 0; keeps && i < tc.size(); ++i) keeps = i == c || !uses(*tc[i], coords[c]);
            }
            mc.keeps[c] = keeps;
        }
    }

    // The coordinates that every move of the game writes as themselves.
    static void keep_coordinates(const pending_game& g, std::size_t gi, game_code& gc) {
        const std::size_t k = g.info.coords.size();
        for (std::size_t i = 0; i < k; ++i) gc.kept[i] = true;
        for (std::size_t mi = 0; mi < g.moves.size(); ++mi)
            for (std::size_t t = 0; t < g.moves[mi].targets.size(); ++t) {
                const auto& coords = g.moves[mi].targets[t].coords;
                bool own = gc.moves[mi].targets[t].game == gi && coords.size() == k;
                for (std::size_t i = 0; i < k; ++i)
                    gc.kept[i] =
                        gc.kept[i] && own && coords[i]->kind == node::name && coords[i]->text == g.info.coords[i];
            }
    }

    std::string_view text_;
    parser p_;
    std::vector<pending_game> games_;
    std::size_t move_count_ = 0;
};

}  // namespace

expr compile_formula(std::string_view text, const std::vector<std::string>& names) {
    if (text.size() > max_formula_length)
        throw error("game.formula_too_long",
                    "a formula may have at most " + std::to_string(max_formula_length) + " characters",
                    {{"limit", std::to_string(max_formula_length)}});
    parser p(tokenize(text, false));
    if (p.peek().kind == tk::end) throw error("game.empty_formula", "the formula is empty");
    node_ptr n = p.expression();
    if (p.peek().kind != tk::end) p.fail_here("end_of_formula");
    scope sc{&names, names.size()};
    return compile(*n, sc);
}

}  // namespace detail

// ---- game_definition ----------------------------------------------------------------

game_definition::game_definition(std::string_view text) {
    if (text.size() > max_game_text)
        throw error("game.too_long", "a definition may have at most " + std::to_string(max_game_text) + " bytes",
                    {{"limit", std::to_string(max_game_text)}});
    p_ = detail::program_parser(text).run();
    for (auto& g : p_->games) infos_.push_back(g.info);
}

game_definition::~game_definition() = default;

const std::vector<game_info>& game_definition::games() const { return infos_; }

std::size_t game_definition::find(std::string_view name) const {
    for (std::size_t i = 0; i < p_->games.size(); ++i)
        if (p_->games[i].info.name == name) return i;
    return std::string::npos;
}

}  // namespace sg
