// Results as JSON, the pieces every result shares: strings, errors, periods,
// tables, derivations, rules and the limits.
#include <cstdio>

#include "base/utf8.hpp"
#include "json/writer.hpp"

namespace sg {
namespace detail {

std::string binary(std::uint64_t v, int width) {
    std::string s;
    for (int i = width - 1; i >= 0; --i) s += (v >> i) & 1 ? '1' : '0';
    return s;
}

int bit_width(std::uint64_t v) {
    int b = 1;
    while (b < 64 && (v >> b)) ++b;
    return b;
}

namespace {
const char* status_name(period_status s) {
    switch (s) {
        case period_status::proved: return "proved";
        case period_status::observed: return "observed";
        default: return "none";
    }
}
}  // namespace

void put_period(json_writer& w, const period_info& p) {
    w.open('{');
    w.key("status").str(status_name(p.status));
    w.key("preperiod").num(p.preperiod);
    w.key("period").num(p.period);
    w.key("saltus").snum(p.saltus);
    w.key("checkedUpto").num(p.checked_upto);
    w.key("closedForm").str(p.closed_form);
    w.key("reason").str(p.reason);
    w.key("proof").str(p.proof);
    w.key("proofT").num(p.proof_t);
    w.key("repeats").num(p.repeats);
    w.key("form").str(p.form);
    w.key("formParam").num(p.form_param);
    w.close('}');
}

void put_heap_move(json_writer& w, const move_detail& m) {
    w.key("taken").num(m.taken).key("leaves").nums(m.leaves).key("leaveValues").nums(m.leave_values);
    w.key("value").num(m.value).key("text").str(m.text);
}

}  // namespace detail

using detail::json_writer;
using detail::utf8_next;

namespace {
// A limit as a JSON number: whole numbers written out in full (5e10 is 50000000000).
std::string json_number(double v) {
    if (v == double(std::int64_t(v))) return std::to_string(std::int64_t(v));
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.17g", v);
    return buf;
}
}  // namespace

// Every string in a result is written as valid UTF-8, whatever bytes it
// holds (vertex names and error messages come from the user): each ill-formed
// part becomes U+FFFD, as a browser's TextDecoder would read it.
std::string json_string(const std::string& s) {
    std::string out = "\"";
    for (std::size_t i = 0; i < s.size();) {
        unsigned char c = s[i];
        if (c >= 0x80) {
            auto [length, valid] = utf8_next(s, i);
            if (valid) out.append(s, i, length);
            else out += "\xEF\xBF\xBD";  // U+FFFD REPLACEMENT CHARACTER
            i += length;
            continue;
        }
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\t': out += "\\t"; break;
            default:
                if (c < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", c);
                    out += buf;
                } else {
                    out += static_cast<char>(c);
                }
        }
        ++i;
    }
    return out + "\"";
}

std::string to_json(const period_info& p) {
    json_writer w;
    detail::put_period(w, p);
    return w.str();
}

std::string to_json(const table& t, bool include_values, bool include_checksum) {
    return detail::object([&](json_writer& w) {
        w.key("rule").str(t.rule);
        w.key("upto").num(t.upto);
        if (include_values) {
            w.key("values").open('[');
            for (std::size_t i = 0; i < t.values.size(); ++i) w.num(t.values[i]);
            w.close(']');
        }
        w.key("maxValue").num(t.max_value);
        w.key("period");
        detail::put_period(w, t.period);
        if (include_checksum) {
            char hex[16];
            std::snprintf(hex, sizeof hex, "%08x", t.checksum);
            w.key("checksum").str(hex);
        }
    });
}

std::string to_json(const derivation& d) {
    return detail::object([&](json_writer& w) {
        w.key("rule").str(d.rule);
        w.key("heap").num(d.heap);
        w.key("sg").num(d.mex);
        w.key("moves").objects(d.moves, [&](const move_detail& m) { detail::put_heap_move(w, m); });
        w.key("reached").nums(d.reached);
        w.key("reachedComplete").boolean(d.reached_complete);
        w.key("mex").num(d.mex);
        w.key("truncated").boolean(d.truncated);
    });
}

namespace {
void put_rule(json_writer& w, const rule& r) {
    w.open('{');
    w.key("text").str(r.text);
    w.key("name").str(r.name);
    w.key("kind").str(kind_name(r.kind));
    w.key("singleHeap").boolean(r.single_heap());
    if (r.kind == rule_kind::subtraction || r.kind == rule_kind::all_but) {
        // A set of 2^20 amounts is 8 MB of JSON: pages only need the first ones.
        std::size_t shown = std::min<std::size_t>(r.amounts.size(), 1000);
        w.key("amounts").nums(
            std::vector<std::uint64_t>(r.amounts.begin(), r.amounts.begin() + static_cast<long>(shown)));
        w.key("amountCount").num(r.amounts.size());
    }
    if (r.kind == rule_kind::family) w.key("family").str(family_name(r.fam));
    // The ways a person points at a heap to move (pages draw them): take from
    // the end, knock `amount` stones out anywhere (a code's digit), or split.
    auto shape = [&](const char* name, std::uint64_t amount) {
        w.open('{');
        w.key("shape").str(name);
        if (amount) w.key("amount").num(amount);
        w.close('}');
    };
    w.key("moveShapes").open('[');
    if (r.kind == rule_kind::take_break) {
        for (std::size_t k = 1; k < r.digits.size(); ++k)
            if (r.digits[k]) shape("knock", k);
        if (!r.digits.empty() && (r.digits[0] & 4)) shape("split", 0);
    } else {
        if (r.kind != rule_kind::grundy) shape("take", 0);
        if (r.kind == rule_kind::grundy || r.kind == rule_kind::lasker) shape("split", 0);
    }
    w.close(']');
    if (r.kind == rule_kind::take_break) {
        w.key("digits").nums(r.digits);
        w.key("hexadecimal").boolean(r.hexadecimal);
    }
    w.close('}');
}
}  // namespace

std::string to_json(const rule& r) {
    json_writer w;
    put_rule(w, r);
    return w.str();
}

std::string to_json(const std::vector<limit_row>& rows) {
    json_writer w;
    w.objects(rows, [&](const limit_row& l) {
        w.key("name").str(l.name);
        w.key("what").str(l.what);
        w.key("budget").boolean(l.budget);
        w.key("cli").raw(json_number(l.cli));
        w.key("page").raw(json_number(l.page));
    });
    return w.str();
}

std::string to_json(const error& e) {
    return detail::object([&](json_writer& w) {
        w.key("error").open('{');
        w.key("code").str(e.code);
        w.key("message").str(e.what());
        w.key("line").num(e.line);
        w.key("column").num(e.column);
        w.key("params").open('{');
        for (const auto& [name, value] : e.params) w.key(name.c_str()).str(value);
        w.close('}');
        w.key("items").list(e.items.begin(), e.items.end(), [&](const std::string& item) { w.str(item); });
        w.close('}');
    });
}

}  // namespace sg
