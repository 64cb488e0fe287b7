// The rule parser: the one place that knows what rule text means.
#include "sg/rule.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace sg {
namespace {

// col is 0-based here; errors report it 1-based.
[[noreturn]] void fail(const char* code, const std::string& what, std::size_t col, error_params params = {}) {
    throw error(code, what, std::move(params), col + 1);
}

std::string utf8_char_at(std::string_view text, std::size_t i) {
    std::size_t n = 1;
    while (i + n < text.size() && (static_cast<unsigned char>(text[i + n]) & 0xC0) == 0x80 && n < 4) ++n;
    return std::string(text.substr(i, n));
}

const char* const kKnownRules =
    "nim, 1,3,4, 1..3, !{2,5}, odd, even, pow2, fib, squares, primes, factorials, "
    "kayles, dawson, dawson-chess, grundy, lasker, or a code such as 0.77";

// Reads the rule text with whitespace removed and letters lowered, keeping the
// original column of every character for messages.
class cursor {
public:
    explicit cursor(std::string_view text, std::size_t offset = 0) : text_(text), offset_(offset) {
        for (std::size_t i = 0; i < text.size(); ++i) {
            unsigned char c = static_cast<unsigned char>(text[i]);
            if (std::isspace(c)) continue;
            chars_.push_back(static_cast<char>(std::tolower(c)));
            cols_.push_back(offset + i);
        }
        end_col_ = offset + text.size();
    }
    bool done() const { return pos_ >= chars_.size(); }
    char peek(std::size_t ahead = 0) const { return pos_ + ahead < chars_.size() ? chars_[pos_ + ahead] : '\0'; }
    std::size_t col() const { return pos_ < cols_.size() ? cols_[pos_] : end_col_; }
    void next(std::size_t n = 1) { pos_ += n; }
    std::string_view rest() const { return std::string_view(chars_).substr(std::min(pos_, chars_.size())); }
    bool eat(std::string_view s) {
        if (rest().substr(0, s.size()) != s) return false;
        next(s.size());
        return true;
    }
    const std::string& all() const { return chars_; }
    // The character at the cursor as typed (a whole UTF-8 character, case kept).
    std::string found() const { return done() ? "" : utf8_char_at(text_, cols_[pos_] - offset_); }

    std::uint64_t number() {
        std::size_t start = col();
        if (peek() == '-') {
            std::size_t p = pos_ + 1;
            while (p < chars_.size() && std::isdigit(static_cast<unsigned char>(chars_[p]))) ++p;
            std::string shown(chars_.begin() + static_cast<long>(pos_), chars_.begin() + static_cast<long>(p));
            fail("rule.negative", shown + " is not a move (amounts are positive whole numbers)", start,
                 {{"text", shown}});
        }
        if (!std::isdigit(static_cast<unsigned char>(peek()))) {
            if (done()) fail("rule.expected_amount_end", "expected an amount but the rule ends", start);
            fail("rule.expected_amount", "expected an amount, found '" + found() + "'", start, {{"found", found()}});
        }
        std::string digits;
        while (std::isdigit(static_cast<unsigned char>(peek()))) {
            digits += peek();
            next();
        }
        digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size() - 1));
        if (digits.size() > 16 || std::stoull(digits) > max_number)
            fail("number.too_large",
                 digits + " is too large (the largest allowed is " + std::to_string(max_number) + ")", start,
                 {{"number", digits}, {"max", std::to_string(max_number)}});
        return std::stoull(digits);
    }

private:
    std::string chars_;
    std::vector<std::size_t> cols_;
    std::size_t pos_ = 0;
    std::size_t end_col_ = 0;
    std::string_view text_;
    std::size_t offset_ = 0;
};

std::uint64_t amount(cursor& c) {
    std::size_t col = c.col();
    std::uint64_t v = c.number();
    if (v == 0) fail("rule.zero_move", "0 is not a move (a move takes at least one token)", col);
    return v;
}

// Items "a" or "a..b", comma separated, up to a closing brace or the end.
std::vector<std::uint64_t> amount_list(cursor& c, bool braced) {
    std::vector<std::uint64_t> out;
    while (true) {
        if (braced && c.peek() == '}' && out.empty()) break;  // "{}": the empty set
        std::size_t col = c.col();
        std::uint64_t lo = amount(c);
        std::uint64_t hi = lo;
        if (c.eat("..")) {
            hi = amount(c);
            if (hi < lo)
                fail("rule.empty_range", "the range " + std::to_string(lo) + ".." + std::to_string(hi) + " is empty",
                     col, {{"low", std::to_string(lo)}, {"high", std::to_string(hi)}});
        }
        if (hi - lo >= max_set_size || out.size() + (hi - lo) >= max_set_size)
            fail("rule.too_many_amounts",
                 "too many amounts (a set may list at most " + std::to_string(max_set_size) + ")", col,
                 {{"max", std::to_string(max_set_size)}});
        for (std::uint64_t v = lo; v <= hi; ++v) out.push_back(v);
        if (!c.eat(",")) break;
    }
    if (braced) {
        if (!c.eat("}")) {
            if (c.done()) fail("rule.missing_brace", "missing '}'", c.col());
            fail("rule.expected_comma", "expected ',' or '}', found '" + c.found() + "'", c.col(),
                 {{"found", c.found()}});
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::string set_text(const std::vector<std::uint64_t>& s) {
    // Runs of three or more consecutive amounts are written as ranges.
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        std::size_t j = i;
        while (j + 1 < s.size() && s[j + 1] == s[j] + 1) ++j;
        if (!out.empty()) out += ',';
        if (j >= i + 2) {
            out += std::to_string(s[i]) + ".." + std::to_string(s[j]);
        } else {
            out += std::to_string(s[i]);
            if (j == i + 1) out += "," + std::to_string(s[j]);
        }
        i = j + 1;
    }
    return out;
}

int digit_value(char ch) {
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    return -1;
}

// Trims trailing zero digits and writes the canonical text: the dotted code,
// or the digit-set form when that is shorter (long codes such as "take exactly
// 1000": 0.000...07 is 1,002 characters, 7@1000 is 6).
void finish_code(rule& r) {
    while (!r.digits.empty() && r.digits.back() == 0) r.digits.pop_back();
    if (r.digits.empty()) r.digits.push_back(0);
    r.hexadecimal =
        std::any_of(r.digits.begin(), r.digits.end(), [](std::uint8_t d) { return d >= 8; }) || r.hexadecimal;
    const char* hex = "0123456789ABCDEF";
    std::string dotted = r.digits[0] == 4 ? "4." : "0.";
    for (std::size_t k = 1; k < r.digits.size(); ++k) dotted += hex[r.digits[k]];
    if (dotted.size() == 2) dotted += "0";
    std::string sets;
    for (int d = 1; d < 16; ++d) {
        std::vector<std::uint64_t> at;
        for (std::size_t k = 0; k < r.digits.size(); ++k)
            if (r.digits[k] == d) at.push_back(k);
        if (at.empty()) continue;
        if (!sets.empty()) sets += '+';
        sets += std::string(1, hex[d]) + "@" + (at.size() == 1 ? std::to_string(at[0]) : "{" + set_text(at) + "}");
    }
    // A hexadecimal code without a letter digit (digits 8 and 9 only) would
    // read back as octal: write it by digit.
    bool reads_back =
        !r.hexadecimal || std::any_of(r.digits.begin(), r.digits.end(), [](std::uint8_t d) { return d >= 10; });
    r.text = sets.empty() || (reads_back && dotted.size() <= std::max<std::size_t>(sets.size(), 18)) ? dotted : sets;
    if (r.digits.size() == 1 && r.digits[0] == 0) r.digits.clear();
}

rule parse_code(cursor& c) {
    rule r;
    r.kind = rule_kind::take_break;
    std::string_view s = c.rest();
    std::size_t dot = s.find('.');
    r.hexadecimal = std::any_of(s.begin(), s.end(), [](char ch) { return ch >= 'a' && ch <= 'f'; });
    int base = r.hexadecimal ? 16 : 8;
    // The digit before the point: nothing, 0, or 4 (split a heap in two without taking).
    std::size_t col0 = c.col();
    if (dot > 1) fail("code.point_digits", "a code has one digit before the point (0 or 4)", col0);
    int d0 = 0;
    if (dot == 1) {
        d0 = digit_value(s[0]);
        if (d0 != 0 && d0 != 4)
            fail("code.first_digit",
                 "the digit before the point must be 0 or 4 (4 splits a heap in two without taking), not " + c.found(),
                 col0, {{"digit", c.found()}});
        c.next();
    }
    c.next();  // the point
    r.digits.push_back(static_cast<std::uint8_t>(d0));
    while (!c.done()) {
        char ch = c.peek();
        int d = digit_value(ch);
        if (d < 0 || d >= base) {
            if (base == 8 && d >= 8 && d <= 9)
                fail("code.not_octal",
                     c.found() + " is not an octal digit (0-7); a hexadecimal code needs a letter digit A-F", c.col(),
                     {{"digit", c.found()}});
            fail("code.bad_digit", "'" + c.found() + "' is not a digit of a take-and-break code", c.col(),
                 {{"found", c.found()}});
        }
        if (r.digits.size() >= max_code_digits)
            fail("code.too_long",
                 "the code is too long (at most " + std::to_string(max_code_digits - 1) + " digits after the point)",
                 c.col(), {{"max", std::to_string(max_code_digits - 1)}});
        r.digits.push_back(static_cast<std::uint8_t>(d));
        c.next();
    }
    finish_code(r);
    return r;
}

// "7@{3,5,1000}": the code digit 7 for each amount listed; terms joined by '+'
// ("3@1+7@{3,5}"). An amount given twice gets the OR of its digits.
rule parse_digit_sets(cursor& c) {
    rule r;
    r.kind = rule_kind::take_break;
    while (true) {
        std::size_t col = c.col();
        int d = digit_value(c.peek());
        if (d < 0) fail("code.expected_digit", "expected a code digit (0-9, A-F) before '@'", col);
        c.next();
        if (!c.eat("@") && !c.eat("at")) fail("code.expected_at", "expected '@' after the code digit", c.col());
        std::size_t set_col = c.col();
        bool braced = c.eat("{");
        std::vector<std::uint64_t> amounts;
        if (!braced && c.peek() == '0') {  // "4@0": split without taking
            c.next();
            amounts.push_back(0);
        } else if (braced && c.peek() == '0' && (c.peek(1) == '}' || c.peek(1) == ',')) {
            c.next();
            amounts.push_back(0);
            if (c.eat(",")) {
                auto more = amount_list(c, true);
                amounts.insert(amounts.end(), more.begin(), more.end());
            } else {
                c.eat("}");
            }
        } else {
            amounts = amount_list(c, braced);
        }
        for (std::uint64_t k : amounts) {
            if (k >= max_code_digits)
                fail("code.amount_too_large",
                     "the amount " + std::to_string(k) + " is too large for a code (at most " +
                         std::to_string(max_code_digits - 1) + ")",
                     set_col, {{"amount", std::to_string(k)}, {"max", std::to_string(max_code_digits - 1)}});
            if (k == 0 && d != 0 && d != 4)
                fail("code.zero_digit", "taking 0 allows only the digit 4 (split a heap in two without taking)", col);
            if (r.digits.size() <= k) r.digits.resize(k + 1, 0);
            r.digits[k] |= static_cast<std::uint8_t>(d);
        }
        if (!c.eat("+")) break;
    }
    if (!c.done()) fail("rule.unexpected", "unexpected '" + c.found() + "'", c.col(), {{"found", c.found()}});
    if (r.digits.empty()) r.digits.push_back(0);
    finish_code(r);
    return r;
}

}  // namespace

const char* kind_name(rule_kind k) {
    switch (k) {
        case rule_kind::subtraction: return "subtraction";
        case rule_kind::all_but: return "allBut";
        case rule_kind::family: return "family";
        case rule_kind::take_break: return "takeBreak";
        case rule_kind::grundy: return "grundy";
        case rule_kind::lasker: return "lasker";
    }
    return "";
}

const char* family_name(family f) {
    switch (f) {
        case family::odd: return "odd";
        case family::even: return "even";
        case family::pow2: return "pow2";
        case family::fib: return "fib";
        case family::squares: return "squares";
        case family::primes: return "primes";
        case family::factorials: return "factorials";
    }
    return "";
}

rule parse_rule(std::string_view text, std::size_t column_offset) {
    cursor c(text, column_offset);
    if (c.done()) fail("rule.empty", "the rule is empty (try " + std::string(kKnownRules) + ")", c.col());
    rule r;
    const std::string& all = c.all();

    struct named {
        const char* word;
        const char* code;  // take-and-break code, or nullptr
        const char* title;
    };
    static const named names[] = {
        {"kayles", "0.77", "Kayles"},
        {"dawson-chess", "0.137", "Dawson's Chess"},
        {"dawson", "0.07", "Dawson's Kayles"},
    };
    for (const named& n : names) {
        if (all == n.word) {
            cursor code(n.code);
            r = parse_code(code);
            r.name = n.title;
            return r;
        }
    }
    if (all == "nim" || all == "any") {
        r.kind = rule_kind::all_but;
        r.text = "nim";
        r.name = "Nim";
        return r;
    }
    if (all == "grundy") {
        r.kind = rule_kind::grundy;
        r.text = "grundy";
        r.name = "Grundy's game";
        return r;
    }
    if (all == "lasker") {
        r.kind = rule_kind::lasker;
        r.text = "lasker";
        r.name = "Lasker's Nim";
        return r;
    }
    static const std::pair<const char*, family> families[] = {
        {"odd", family::odd},
        {"even", family::even},
        {"pow2", family::pow2},
        {"fib", family::fib},
        {"squares", family::squares},
        {"primes", family::primes},
        {"factorials", family::factorials},
    };
    for (const auto& [word, fam] : families) {
        if (all == word) {
            r.kind = rule_kind::family;
            r.fam = fam;
            r.text = word;
            return r;
        }
    }
    // The digit-set form of a code: "7@{3,5,1000}".
    if (digit_value(c.peek()) >= 0 && (c.peek(1) == '@' || (c.peek(1) == 'a' && c.peek(2) == 't')))
        return parse_digit_sets(c);
    // A take-and-break code: digits, then the point.
    std::size_t point = all.find('.');
    bool code_like = point != std::string::npos && std::all_of(all.begin(), all.begin() + static_cast<long>(point),
                                                               [](char ch) { return digit_value(ch) >= 0; });
    if (code_like && all.find("..") == std::string::npos) return parse_code(c);

    if (c.eat("!")) {
        r.kind = rule_kind::all_but;
        bool braced = c.eat("{");
        r.amounts = amount_list(c, braced);
        r.text = r.amounts.empty() ? "nim" : "!{" + set_text(r.amounts) + "}";
        if (r.amounts.empty()) r.name = "Nim";
    } else if (std::isdigit(static_cast<unsigned char>(c.peek())) || c.peek() == '{' || c.peek() == '-') {
        r.kind = rule_kind::subtraction;
        bool braced = c.eat("{");
        r.amounts = amount_list(c, braced);
        if (r.amounts.empty()) fail("rule.empty_set", "the set is empty: list at least one amount", c.col());
        r.text = set_text(r.amounts);
    } else {
        // Quote the first word as it was typed (at most 20 characters).
        std::size_t start = text.find_first_not_of(" \t\r\n");
        std::size_t end = text.find_first_of(" \t\r\n,{", start);
        std::size_t len = std::min<std::size_t>(20, (end == std::string_view::npos ? text.size() : end) - start);
        // Never cut inside a UTF-8 character: back off from continuation bytes.
        while (len > 0 && start + len < text.size() && (static_cast<unsigned char>(text[start + len]) & 0xC0) == 0x80)
            --len;
        std::string word(text.substr(start, len));
        fail("rule.unknown", "unknown rule '" + word + "' (try " + kKnownRules + ")", c.col(), {{"word", word}});
    }
    if (!c.done()) fail("rule.unexpected", "unexpected '" + c.found() + "'", c.col(), {{"found", c.found()}});
    return r;
}

}  // namespace sg
