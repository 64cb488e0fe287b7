// Internal: the game language's syntax: tokens and a recursive-descent
// parser to a small syntax tree. Errors are sg::error with code "game.*",
// the line and the column (in characters).
#pragma once
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "language/game_program.hpp"

namespace sg::detail {

enum class tk { ident, number, punct, newline, end };

struct token {
    tk kind = tk::end;
    std::string text;
    std::int64_t value = 0;
    std::uint32_t line = 1, column = 1;
};

inline error syntax(const std::string& code, const std::string& message, error_params params, std::uint32_t line,
                    std::uint32_t column) {
    return error(code, message, std::move(params), column, line);
}

// Splits text into tokens. Newlines end statements only outside parentheses.
// column_no: where text starts (a formula typed in a one-line box).
std::vector<token> tokenize(std::string_view text, bool statements, std::uint32_t column_no = 1);

// ---- syntax tree ------------------------------------------------------------------

struct node {
    enum kind_t { number, name, unary, binary, call } kind = number;
    std::string text;  // name, operator or function
    std::int64_t value = 0;
    std::vector<std::unique_ptr<node>> kids;
    std::uint32_t line = 0, column = 0;
};
using node_ptr = std::unique_ptr<node>;

inline const char* const functions[] = {"min", "max", "abs", "gcd", "popcount", "ctz", "isqrt", "nimsum", "nimmul"};
inline int arity(const std::string& f) {
    return f == "min" || f == "max" || f == "gcd" || f == "nimsum" || f == "nimmul" ? 2 : 1;
}
inline bool is_function(const std::string& s) {
    return std::find_if(std::begin(functions), std::end(functions), [&](const char* f) { return s == f; }) !=
           std::end(functions);
}
inline bool is_keyword(const std::string& s) {
    return s == "game" || s == "move" || s == "for" || s == "in" || s == "where";
}

// Binary operators by precedence, loosest first.
inline const std::vector<std::vector<std::string>> levels = {
    {"||"}, {"&&"}, {"==", "!=", "<", "<=", ">", ">="}, {"|"}, {"^"}, {"&"}, {"<<", ">>"}, {"+", "-"}, {"*", "/", "%"}};

// What a parser expected, by key (error params carry the key; pages translate it).

// What a parser expected, by key (error params carry the key; pages translate it).
std::string expected_text(const std::string& key);

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
        if (std::size_t(depth) > max_expression_depth) {
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
                    throw syntax("game.arity",
                                 t.text + " takes " + std::to_string(arity(t.text)) + " argument" +
                                     (arity(t.text) == 1 ? "" : "s"),
                                 {{"name", t.text}, {"count", std::to_string(arity(t.text))}}, t.line, t.column);
                return n;
            }
            if (is("("))
                throw syntax("game.not_a_function", "'" + t.text + "' is not a function or a game", {{"name", t.text}},
                             t.line, t.column);
            n->kind = node::name;
            return n;
        }
        fail_here("operand");
    }

    std::vector<token> t_;
    std::size_t i_ = 0;
};

}  // namespace sg::detail
