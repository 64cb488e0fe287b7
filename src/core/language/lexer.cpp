// The game language's tokens, and the words for what a parser expected.
#include <cstring>
#include <map>

#include "language/syntax.hpp"

namespace sg::detail {
namespace {

const char* const puncts[] = {"..", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "(", ")", ",", "+",
                              "-",  "*",  "/",  "%",  "^",  "&",  "|",  "~",  "<",  ">", "!", ";", "="};

}  // namespace

std::vector<token> tokenize(std::string_view text, bool statements, std::uint32_t column_no) {
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
        if (c == ' ' || c == '\t' || c == '\r') {
            advance(1);
            continue;
        }
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
            if (t.text.size() > max_name_length)
                throw syntax("game.name_too_long",
                             "a name is longer than " + std::to_string(max_name_length) + " characters",
                             {{"max", std::to_string(max_name_length)}}, line, col);
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
            if (big) throw syntax("game.number_too_large", "a number is larger than 2^53 - 1", {}, line, col);
            if (j < text.size() && (std::isalpha(static_cast<unsigned char>(text[j])) || text[j] == '_'))
                throw syntax("game.bad_number", "a number runs into a name (write an operator between them)", {}, line,
                             col);
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

}  // namespace sg::detail
