// The game language: tokens, a recursive-descent parser to a small syntax
// tree, and compilation to postfix code (game_program.hpp). Errors are
// sg::error with code "game.*", the line and the column (in characters).
#include <algorithm>
#include <cstring>
#include <map>
#include <memory>
#include <optional>

#include "game_program.hpp"

namespace sg {
namespace detail {
namespace {

// ---- tokens -----------------------------------------------------------------------

enum class tk { ident, number, punct, newline, end };

struct token {
    tk kind = tk::end;
    std::string text;
    std::int64_t value = 0;
    std::uint32_t line = 1, column = 1;
};

error syntax(const std::string& code, const std::string& message, error_params params, std::uint32_t line,
             std::uint32_t column) {
    return error(code, message, std::move(params), column, line);
}

const char* const puncts[] = {"..", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "(", ")", ",", "+", "-",
                              "*", "/", "%", "^", "&", "|", "~", "<", ">", "!", ";"};

// Splits text into tokens. Newlines end statements only outside parentheses.
// line_no / column_no: where text starts (a formula typed in a one-line box).
std::vector<token> tokenize(std::string_view text, bool statements, std::uint32_t column_no = 1) {
    std::vector<token> out;
    std::uint32_t line = 1, col = column_no;
    int depth = 0;
    std::size_t i = 0;
    auto advance = [&](std::size_t n) {
        for (std::size_t k = 0; k < n; ++k, ++i)
            if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++col;
    };
    while (i < text.size()) {
        char c = text[i];
        if (c == '\n') {
            if (statements && depth == 0 && !out.empty() && out.back().kind != tk::newline)
                out.push_back({tk::newline, "", 0, line, col});
            ++i, ++line, col = 1;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r') { advance(1); continue; }
        if (c == '#') {
            while (i < text.size() && text[i] != '\n') advance(1);
            continue;
        }
        token t;
        t.line = line, t.column = col;
        if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
            std::size_t j = i;
            while (j < text.size() && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_')) ++j;
            t.kind = tk::ident;
            t.text = std::string(text.substr(i, j - i));
            if (t.text.size() > 64)
                throw syntax("game.name_too_long", "a name is longer than 64 characters", {}, line, col);
            advance(j - i);
        } else if (c >= '0' && c <= '9') {
            std::size_t j = i;
            std::uint64_t v = 0;
            bool big = false;
            while (j < text.size() && text[j] >= '0' && text[j] <= '9') {
                if (v > (max_number - std::uint64_t(text[j] - '0')) / 10) big = true;
                else v = v * 10 + std::uint64_t(text[j] - '0');
                ++j;
            }
            if (big)
                throw syntax("game.number_too_large", "a number is larger than 2^53 - 1", {}, line, col);
            if (j < text.size() && (std::isalpha(static_cast<unsigned char>(text[j])) || text[j] == '_'))
                throw syntax("game.bad_number", "a number runs into a name (write an operator between them)", {},
                             line, col);
            t.kind = tk::number;
            t.value = std::int64_t(v);
            t.text = std::string(text.substr(i, j - i));
            advance(j - i);
        } else {
            for (const char* p : puncts) {
                std::size_t n = std::strlen(p);
                if (text.substr(i, n) == p) {
                    t.kind = tk::punct;
                    t.text = p;
                    break;
                }
            }
            if (t.kind != tk::punct) {
                std::size_t n = 1;
                while (i + n < text.size() && (static_cast<unsigned char>(text[i + n]) & 0xC0) == 0x80) ++n;
                throw syntax("game.bad_character", "unexpected character '" + std::string(text.substr(i, n)) + "'",
                             {{"char", std::string(text.substr(i, n))}}, line, col);
            }
            if (t.text == "(") ++depth;
            if (t.text == ")" && depth > 0) --depth;
            if (t.text == ";" && statements) {
                advance(1);
                if (depth == 0 && !out.empty() && out.back().kind != tk::newline)
                    out.push_back({tk::newline, "", 0, t.line, t.column});
                continue;
            }
            advance(t.text.size());
        }
        out.push_back(std::move(t));
    }
    if (statements && !out.empty() && out.back().kind != tk::newline) out.push_back({tk::newline, "", 0, line, col});
    out.push_back({tk::end, "", 0, line, col});
    return out;
}

// ---- syntax tree ------------------------------------------------------------------

struct node {
    enum kind_t { number, name, unary, binary, call } kind = number;
    std::string text;  // name, operator or function
    std::int64_t value = 0;
    std::vector<std::unique_ptr<node>> kids;
    std::uint32_t line = 0, column = 0;
};
using node_ptr = std::unique_ptr<node>;

const char* const functions[] = {"min", "max", "abs", "gcd", "popcount", "ctz", "isqrt"};
int arity(const std::string& f) { return f == "min" || f == "max" || f == "gcd" ? 2 : 1; }
bool is_function(const std::string& s) {
    return std::find_if(std::begin(functions), std::end(functions), [&](const char* f) { return s == f; }) !=
           std::end(functions);
}
bool is_keyword(const std::string& s) { return s == "game" || s == "move" || s == "for" || s == "in" || s == "where"; }

// Binary operators by precedence, loosest first.
const std::vector<std::vector<std::string>> levels = {
    {"||"}, {"&&"}, {"==", "!=", "<", "<=", ">", ">="}, {"|"}, {"^"}, {"&"}, {"<<", ">>"}, {"+", "-"},
    {"*", "/", "%"}};

constexpr int max_depth = 100;

// What a parser expected, by key (error params carry the key; pages translate it).
std::string expected_text(const std::string& key) {
    static const std::map<std::string, std::string> words = {
        {"operand", "a number, a name or '('"},
        {"statement", "'game' or 'move' at the start of a line"},
        {"end_of_line", "the end of the line"},
        {"target", "a target after 'move'"},
        {"game_name", "a game name after 'game'"},
        {"coordinate_name", "a coordinate name"},
        {"loop_name", "a loop variable name"},
        {"in", "'in' after the loop variable"},
        {"range", "'..' in the loop's range"},
        {"function_paren", "'(' after the function's name"},
        {"end_of_formula", "an operator or the end of the formula"},
        {"number", "a number"},
        {"end_of_position", "the end of the position"}};
    auto it = words.find(key);
    return it != words.end() ? it->second : "'" + key + "'";
}

class parser {
public:
    explicit parser(std::vector<token> t) : t_(std::move(t)) {}

    const token& peek(std::size_t ahead = 0) const { return t_[std::min(i_ + ahead, t_.size() - 1)]; }
    const token& next() { return t_[std::min(i_++, t_.size() - 1)]; }
    bool is(const char* p, std::size_t ahead = 0) const {
        const token& t = peek(ahead);
        return t.kind == tk::punct && t.text == p;
    }
    bool is_word(const char* w) const { return peek().kind == tk::ident && peek().text == w; }
    std::size_t mark() const { return i_; }
    void reset(std::size_t m) { i_ = m; }

    // expected is a key pages translate: a symbol ("(", "..", ...) or one of
    // the words in expected_text.
    [[noreturn]] void fail_here(const std::string& expected) const {
        const token& t = peek();
        std::string found = t.kind == tk::newline ? "the end of the line"
                            : t.kind == tk::end   ? "the end of the text"
                                                  : "'" + t.text + "'";
        throw syntax("game.expected", "expected " + expected_text(expected) + ", found " + found,
                     {{"expected", expected}, {"found", t.kind == tk::newline || t.kind == tk::end ? "" : t.text}},
                     t.line, t.column);
    }
    void expect(const char* p) {
        if (!is(p)) fail_here(p);
        next();
    }
    std::string expect_name(const char* what) {
        if (peek().kind != tk::ident) fail_here(what);
        return next().text;
    }

    node_ptr expression(int depth = 0) { return binary(0, depth); }

private:
    node_ptr binary(std::size_t level, int depth) {
        if (level == levels.size()) return unary(depth);
        node_ptr lhs = binary(level + 1, depth);
        while (peek().kind == tk::punct &&
               std::find(levels[level].begin(), levels[level].end(), peek().text) != levels[level].end()) {
            const token& op = next();
            auto n = std::make_unique<node>();
            n->kind = node::binary, n->text = op.text, n->line = op.line, n->column = op.column;
            n->kids.push_back(std::move(lhs));
            n->kids.push_back(binary(level + 1, depth));
            lhs = std::move(n);
        }
        return lhs;
    }
    node_ptr unary(int depth) {
        if (depth > max_depth) {
            const token& t = peek();
            throw syntax("game.too_deep", "an expression is nested too deeply", {}, t.line, t.column);
        }
        if (is("-") || is("!") || is("~")) {
            const token& op = next();
            auto n = std::make_unique<node>();
            n->kind = node::unary, n->text = op.text, n->line = op.line, n->column = op.column;
            n->kids.push_back(unary(depth + 1));
            return n;
        }
        return primary(depth);
    }
    node_ptr primary(int depth) {
        const token& t = peek();
        auto n = std::make_unique<node>();
        n->line = t.line, n->column = t.column;
        if (t.kind == tk::number) {
            n->kind = node::number, n->value = t.value, n->text = t.text;
            next();
            return n;
        }
        if (is("(")) {
            next();
            node_ptr inner = expression(depth + 1);
            expect(")");
            return inner;
        }
        if (t.kind == tk::ident && !is_keyword(t.text)) {
            next();
            n->text = t.text;
            if (is_function(t.text)) {
                n->kind = node::call;
                if (!is("(")) fail_here("function_paren");
                next();
                n->kids.push_back(expression(depth + 1));
                while (is(",")) {
                    next();
                    n->kids.push_back(expression(depth + 1));
                }
                expect(")");
                if (int(n->kids.size()) != arity(t.text))
                    throw syntax("game.arity", t.text + " takes " + std::to_string(arity(t.text)) + " argument" +
                                                   (arity(t.text) == 1 ? "" : "s"),
                                 {{"name", t.text}, {"count", std::to_string(arity(t.text))}}, t.line, t.column);
                return n;
            }
            if (is("("))
                throw syntax("game.not_a_function", "'" + t.text + "' is not a function or a game",
                             {{"name", t.text}}, t.line, t.column);
            n->kind = node::name;
            return n;
        }
        fail_here("operand");
    }

    std::vector<token> t_;
    std::size_t i_ = 0;
};

// ---- compilation ------------------------------------------------------------------

struct scope {
    const std::vector<std::string>* names;  // slot i is names[i]
    std::size_t visible;                    // slots 0..visible-1 may be used
    const std::vector<std::string>* later = nullptr;  // names bound after this expression (for messages)
};

op binary_op(const std::string& s) {
    static const std::map<std::string, op> m = {
        {"+", op::add}, {"-", op::sub}, {"*", op::mul}, {"/", op::div}, {"%", op::mod}, {"^", op::bxor},
        {"&", op::band}, {"|", op::bor}, {"<<", op::shl}, {">>", op::shr}, {"==", op::eq}, {"!=", op::ne},
        {"<", op::lt}, {"<=", op::le}, {">", op::gt}, {">=", op::ge}};
    return m.at(s);
}

op call_op(const std::string& s) {
    static const std::map<std::string, op> m = {{"min", op::min}, {"max", op::max}, {"abs", op::abs},
                                                {"gcd", op::gcd}, {"popcount", op::popcount}, {"ctz", op::ctz},
                                                {"isqrt", op::isqrt}};
    return m.at(s);
}

// Emits n's code; returns the stack depth it needs.
int emit(const node& n, const scope& sc, expr& e) {
    auto put = [&](op c, std::int64_t arg = 0) { e.code.push_back({c, arg, n.line, n.column}); };
    switch (n.kind) {
        case node::number: put(op::num, n.value); return 1;
        case node::name: {
            for (std::size_t i = 0; i < sc.visible; ++i)
                if ((*sc.names)[i] == n.text) {
                    put(op::var, std::int64_t(i));
                    return 1;
                }
            bool later = false;
            for (std::size_t i = sc.visible; i < sc.names->size(); ++i) later |= (*sc.names)[i] == n.text;
            if (later)
                throw syntax("game.name_too_early", "'" + n.text + "' is used before its range is given",
                             {{"name", n.text}}, n.line, n.column);
            throw syntax("game.unknown_name", "unknown name '" + n.text + "'", {{"name", n.text}}, n.line, n.column);
        }
        case node::unary: {
            int d = emit(*n.kids[0], sc, e);
            put(n.text == "-" ? op::neg : n.text == "!" ? op::lnot : op::bnot);
            return d;
        }
        case node::call: {
            int d = 0;
            for (std::size_t k = 0; k < n.kids.size(); ++k) d = std::max(d, int(k) + emit(*n.kids[k], sc, e));
            put(call_op(n.text));
            return d;
        }
        case node::binary: {
            if (n.text == "&&" || n.text == "||") {
                int d = emit(*n.kids[0], sc, e);
                std::size_t jump = e.code.size();
                put(n.text == "&&" ? op::and_jump : op::or_jump);
                d = std::max(d, emit(*n.kids[1], sc, e));
                put(op::to_bool);
                e.code[jump].arg = std::int64_t(e.code.size());
                return d;
            }
            int d = emit(*n.kids[0], sc, e);
            d = std::max(d, 1 + emit(*n.kids[1], sc, e));
            put(binary_op(n.text));
            return d;
        }
    }
    return 1;
}

// Canonical source text (fully parenthesised where it matters), for exports.
std::string source_of(const node& n, const std::vector<std::string>& names) {
    switch (n.kind) {
        case node::number: return n.text;
        case node::name: return n.text;
        case node::unary: return "(" + n.text + source_of(*n.kids[0], names) + ")";
        case node::call: {
            std::string s = n.text + "(";
            for (std::size_t k = 0; k < n.kids.size(); ++k) s += (k ? ", " : "") + source_of(*n.kids[k], names);
            return s + ")";
        }
        case node::binary:
            return "(" + source_of(*n.kids[0], names) + " " + n.text + " " + source_of(*n.kids[1], names) + ")";
    }
    return "";
}

expr compile(const node& n, const scope& sc) {
    expr e;
    if (emit(n, sc, e) > max_eval_stack)
        throw syntax("game.too_deep", "an expression is nested too deeply", {}, n.line, n.column);
    e.source = source_of(n, *sc.names);
    const auto& k = e.code;
    using F = expr::form;
    if (k.size() == 1) {
        e.shape = k[0].code == op::var ? F::var : F::num;
        (k[0].code == op::var ? e.a : e.b) = int(k[0].arg);
        e.c = k[0].arg;
    } else if (k.size() == 3 && k[0].code == op::var && (k[2].code == op::add || k[2].code == op::sub)) {
        bool add = k[2].code == op::add;
        e.a = int(k[0].arg);
        if (k[1].code == op::num) {
            e.shape = add ? F::var_add_num : F::var_sub_num;
            e.c = k[1].arg;
        } else if (k[1].code == op::var) {
            e.shape = add ? F::var_add_var : F::var_sub_var;
            e.b = int(k[1].arg);
        }
    }
    return e;
}

bool uses(const node& n, const std::string& var) {
    if (n.kind == node::name) return n.text == var;
    for (auto& k : n.kids)
        if (uses(*k, var)) return true;
    return false;
}

// The coefficient of var in n when n is var times -1, 0 or 1 plus terms free
// of var, built only from + and - (so every part of it is monotone in var).
std::optional<int> linear(const node& n, const std::string& var) {
    if (!uses(n, var)) return 0;
    if (n.kind == node::name) return 1;
    if (n.kind == node::unary && n.text == "-") {
        auto c = linear(*n.kids[0], var);
        if (!c) return std::nullopt;
        return -*c;
    }
    if (n.kind == node::binary && (n.text == "+" || n.text == "-")) {
        auto a = linear(*n.kids[0], var), b = linear(*n.kids[1], var);
        if (!a || !b) return std::nullopt;
        int c = n.text == "+" ? *a + *b : *a - *b;
        if (c < -1 || c > 1) return std::nullopt;
        return c;
    }
    return std::nullopt;
}

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
};

bool starts_target_list_end(const parser& p) {
    const token& t = p.peek();
    return t.kind == tk::newline || t.kind == tk::end || p.is("+") ||
           (t.kind == tk::ident && (t.text == "for" || t.text == "where"));
}

class program_parser {
public:
    program_parser(std::string_view text) : text_(text), p_(tokenize(text, true)) {}

    std::unique_ptr<game_program> run() {
        while (p_.peek().kind != tk::end) {
            if (p_.peek().kind == tk::newline) { p_.next(); continue; }
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
                throw syntax("game.duplicate_game", "the game '" + name.text + "' is defined twice (first on line " +
                                                        std::to_string(g.info.line) + ")",
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
                throw syntax("game.duplicate_name", "the name '" + c.text + "' is used twice",
                             {{"name", c.text}}, c.line, c.column);
            if (int(g.info.coords.size()) == max_game_coords)
                throw syntax("game.too_many_coordinates",
                             "a game has at most " + std::to_string(max_game_coords) + " coordinates",
                             {{"limit", std::to_string(max_game_coords)}}, c.line, c.column);
            g.info.coords.push_back(c.text);
        } while (p_.is(","));
        p_.expect(")");
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
                         "a move of a game with " + std::to_string(coords) +
                             " coordinates names its target as (" + "a, b, ...) or GAME(a, b, ...)",
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
        if (++move_count_ > max_move_lines)
            throw syntax("game.too_many_moves", "a text may have at most " + std::to_string(max_move_lines) +
                                                    " move lines",
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
            throw syntax("game.too_many_targets", "a move goes to a sum of at most " + std::to_string(max_targets) +
                                                      " games",
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
                    throw syntax("game.duplicate_name", "the name '" + v.text + "' is already used",
                                 {{"name", v.text}}, v.line, v.column);
                if (int(m.loops.size()) == max_loop_vars)
                    throw syntax("game.too_many_loops", "a move has at most " + std::to_string(max_loop_vars) +
                                                            " loop variables",
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
        for (std::size_t gi = 0; gi < games_.size(); ++gi) {
            pending_game& g = games_[gi];
            for (auto& m : g.moves) {
                move_code mc;
                mc.line = m.line;
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
                    if (!m.loops.empty()) {
                        tc.affine = true;
                        for (std::size_t i = 0; i < t.coords.size(); ++i) {
                            auto c = linear(*t.coords[i], m.loops.back().name);
                            if (!c) tc.affine = false;
                            else tc.coef[i] = *c;
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
                mc.range = shape(m, *prog, mc);
                prog->games[gi].moves.push_back(std::move(mc));
            }
        }
        return prog;
    }

    // Whether the move's targets are a segment of a line (see range_shape).
    range_shape shape(const pending_move& m, game_program& prog, const move_code& mc) {
        range_shape r;
        if (m.targets.size() != 1 || m.loops.empty()) return r;
        const std::string& k = m.loops.back().name;
        if (m.cond && uses(*m.cond, k)) return r;
        std::array<int, max_game_coords> dir{};
        const auto& t = m.targets[0];
        int axis = -1;
        for (std::size_t i = 0; i < t.coords.size(); ++i) {
            auto c = linear(*t.coords[i], k);
            if (!c) return r;
            dir[i] = *c;
            if (*c && axis < 0) axis = int(i);
        }
        if (axis < 0) return r;
        r.sign = dir[axis];
        if (r.sign < 0)
            for (int& d : dir) d = -d;
        auto& dirs = prog.games[mc.targets[0].game].directions;
        auto it = std::find(dirs.begin(), dirs.end(), dir);
        if (it == dirs.end()) it = dirs.insert(dirs.end(), dir);
        r.ranged = true;
        r.dir_id = int(it - dirs.begin());
        r.axis = axis;
        return r;
    }

    std::string_view text_;
    parser p_;
    std::vector<pending_game> games_;
    std::size_t move_count_ = 0;
};

// ---- evaluation helpers -------------------------------------------------------------

std::int64_t floor_div(std::int64_t a, std::int64_t b) {
    std::int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
    return q;
}
std::int64_t floor_mod(std::int64_t a, std::int64_t b) {
    std::int64_t r = a % b;
    if (r != 0 && ((r < 0) != (b < 0))) r += b;
    return r;
}
std::int64_t isqrt64(std::int64_t x) {
    auto r = std::int64_t(__builtin_sqrtl(static_cast<long double>(x)));
    while (r > 0 && (r > x / r)) --r;                       // r * r > x
    while ((r + 1) <= x / (r + 1)) ++r;                     // (r + 1)^2 <= x
    return r;
}

}  // namespace

bool eval(const expr& e, const std::int64_t* vars, std::int64_t& out, eval_fault& fault, std::size_t& at) {
    std::int64_t st[max_eval_stack + 1];
    int sp = 0;
    const std::size_t n = e.code.size();
    for (std::size_t pc = 0; pc < n; ++pc) {
        const instr& in = e.code[pc];
        auto fail = [&](eval_fault f) {
            fault = f;
            at = pc;
            return false;
        };
        switch (in.code) {
            case op::num: st[sp++] = in.arg; continue;
            case op::var: st[sp++] = vars[in.arg]; continue;
            case op::neg:
                if (st[sp - 1] == INT64_MIN) return fail(eval_fault::overflow);
                st[sp - 1] = -st[sp - 1];
                continue;
            case op::lnot: st[sp - 1] = !st[sp - 1]; continue;
            case op::bnot: st[sp - 1] = ~st[sp - 1]; continue;
            case op::abs:
                if (st[sp - 1] == INT64_MIN) return fail(eval_fault::overflow);
                st[sp - 1] = st[sp - 1] < 0 ? -st[sp - 1] : st[sp - 1];
                continue;
            case op::popcount:
                if (st[sp - 1] < 0) return fail(eval_fault::negative_arg);
                st[sp - 1] = __builtin_popcountll(std::uint64_t(st[sp - 1]));
                continue;
            case op::ctz:
                if (st[sp - 1] == 0) return fail(eval_fault::zero_arg);
                st[sp - 1] = __builtin_ctzll(std::uint64_t(st[sp - 1]));
                continue;
            case op::isqrt:
                if (st[sp - 1] < 0) return fail(eval_fault::negative_arg);
                st[sp - 1] = isqrt64(st[sp - 1]);
                continue;
            case op::to_bool: st[sp - 1] = st[sp - 1] != 0; continue;
            case op::and_jump:
                if (st[sp - 1] == 0) {
                    pc = std::size_t(in.arg) - 1;
                } else {
                    --sp;
                }
                continue;
            case op::or_jump:
                if (st[sp - 1] != 0) {
                    st[sp - 1] = 1;
                    pc = std::size_t(in.arg) - 1;
                } else {
                    --sp;
                }
                continue;
            default: break;
        }
        std::int64_t b = st[--sp], a = st[sp - 1], r = 0;
        switch (in.code) {
            case op::add: if (__builtin_add_overflow(a, b, &r)) return fail(eval_fault::overflow); break;
            case op::sub: if (__builtin_sub_overflow(a, b, &r)) return fail(eval_fault::overflow); break;
            case op::mul: if (__builtin_mul_overflow(a, b, &r)) return fail(eval_fault::overflow); break;
            case op::div:
                if (b == 0) return fail(eval_fault::div_zero);
                if (a == INT64_MIN && b == -1) return fail(eval_fault::overflow);
                r = floor_div(a, b);
                break;
            case op::mod:
                if (b == 0) return fail(eval_fault::div_zero);
                r = b == -1 ? 0 : floor_mod(a, b);
                break;
            case op::bxor: r = a ^ b; break;
            case op::band: r = a & b; break;
            case op::bor: r = a | b; break;
            case op::shl:
                if (b < 0 || b > 62) return fail(eval_fault::shift);
                if (a < 0 || a > (INT64_MAX >> b)) return fail(eval_fault::overflow);
                r = a << b;
                break;
            case op::shr:
                if (b < 0) return fail(eval_fault::shift);
                r = b > 63 ? (a < 0 ? -1 : 0) : (a >> b);
                break;
            case op::eq: r = a == b; break;
            case op::ne: r = a != b; break;
            case op::lt: r = a < b; break;
            case op::le: r = a <= b; break;
            case op::gt: r = a > b; break;
            case op::ge: r = a >= b; break;
            case op::min: r = std::min(a, b); break;
            case op::max: r = std::max(a, b); break;
            case op::gcd: {
                if (a == INT64_MIN || b == INT64_MIN) return fail(eval_fault::overflow);
                std::int64_t x = a < 0 ? -a : a, y = b < 0 ? -b : b;
                while (y) {
                    std::int64_t t = x % y;
                    x = y;
                    y = t;
                }
                r = x;
                break;
            }
            default: break;
        }
        st[sp - 1] = r;
    }
    out = st[0];
    return true;
}

const char* fault_code(eval_fault f) {
    switch (f) {
        case eval_fault::overflow: return "game.overflow";
        case eval_fault::div_zero: return "game.division_by_zero";
        case eval_fault::shift: return "game.bad_shift";
        case eval_fault::negative_arg: return "game.negative_argument";
        case eval_fault::zero_arg: return "game.zero_argument";
        default: return "game.error";
    }
}

std::string fault_text(eval_fault f) {
    switch (f) {
        case eval_fault::overflow: return "integer overflow";
        case eval_fault::div_zero: return "division by zero";
        case eval_fault::shift: return "a shift by a negative amount or by more than 62";
        case eval_fault::negative_arg: return "popcount or isqrt of a negative number";
        case eval_fault::zero_arg: return "ctz of 0";
        default: return "an error";
    }
}

expr compile_formula(std::string_view text, const std::vector<std::string>& names) {
    if (text.size() > 4096)
        throw error("game.formula_too_long", "a formula may have at most 4096 characters", {{"limit", "4096"}});
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

std::string game_definition::format(const game_position& p) const {
    const auto& g = p_->games[p.game];
    std::string s = g.info.name + "(";
    for (std::size_t i = 0; i < g.info.coords.size(); ++i) s += (i ? ", " : "") + std::to_string(p.c[i]);
    return s + ")";
}

game_position game_definition::parse_position(std::string_view text, std::size_t column) const {
    std::vector<detail::token> t;
    t = detail::tokenize(text, false, std::uint32_t(column));
    std::size_t i = 0;
    auto fail = [&](const std::string& what) -> error {
        const auto& k = t[std::min(i, t.size() - 1)];
        return error("game.bad_position", "expected " + detail::expected_text(what) + " in the position '" + std::string(text) + "'",
                     {{"expected", what}, {"text", std::string(text)}}, k.column);
    };
    game_position p;
    if (t[i].kind == detail::tk::ident) {
        std::size_t g = find(t[i].text);
        if (g == std::string::npos)
            throw error("game.unknown_game", "unknown game '" + t[i].text + "'", {{"name", t[i].text}}, t[i].column);
        p.game = std::uint32_t(g);
        ++i;
    } else if (p_->games.size() != 1) {
        throw error("game.position_needs_name",
                    "the text defines several games: write the game's name before its coordinates, e.g. " +
                        p_->games[0].info.name + "(...)",
                    {{"example", p_->games[0].info.name}}, t[0].column);
    }
    const auto& info = p_->games[p.game].info;
    bool paren = t[i].kind == detail::tk::punct && t[i].text == "(";
    if (paren) ++i;
    else if (info.coords.size() != 1 || i > 0) throw fail("(");
    std::size_t n = 0;
    while (true) {
        if (t[i].kind != detail::tk::number) throw fail("number");
        if (n == info.coords.size()) {
            std::size_t given = n;
            for (std::size_t j = i; j < t.size(); ++j) given += t[j].kind == detail::tk::number;
            throw error("game.wrong_coordinates",
                        info.name + " has " + std::to_string(info.coords.size()) + " coordinate" +
                            (info.coords.size() == 1 ? "" : "s") + ", not " + std::to_string(given),
                        {{"name", info.name}, {"expected", std::to_string(info.coords.size())},
                         {"found", std::to_string(given)}},
                        t[i].column);
        }
        p.c[n++] = t[i].value;
        ++i;
        if (t[i].kind == detail::tk::punct && t[i].text == ",") { ++i; continue; }
        break;
    }
    if (paren) {
        if (!(t[i].kind == detail::tk::punct && t[i].text == ")")) throw fail(")");
        ++i;
    }
    if (n != info.coords.size())
        throw error("game.wrong_coordinates",
                    info.name + " has " + std::to_string(info.coords.size()) + " coordinate" +
                        (info.coords.size() == 1 ? "" : "s") + ", not " + std::to_string(n),
                    {{"name", info.name}, {"expected", std::to_string(info.coords.size())}, {"found", std::to_string(n)}},
                    t[0].column);
    if (t[i].kind != detail::tk::end) throw fail("end_of_position");
    return p;
}

}  // namespace sg
