// What the fuzz targets do with one input, shared by the libFuzzer entry points
// (tests/fuzz/fuzz_*.cpp) and the corpus replay in the Catch2 suite
// (tests/core/test_fuzz_corpus.cpp): an input that once crashed stays a test in
// the native, sanitizer and WebAssembly suites.
//
// Bad input is expected: sg::error is caught and the input counts as refused.
// Everything else is a finding: a failed check throws sgfuzz::finding, and any
// other exception (std::bad_alloc, std::length_error, ...) passes through, so
// libFuzzer reports it as a crash and Catch2 as a failure.
//
// An input is a main text, optionally followed by a secondary one after its
// first NUL byte or, failing that, its first line "---":
//   run_rule      rule text        --- the table's end n (digits; at most max_table_end)
//   run_graph     graph text       --- the tokens (default: one on every vertex);
//                                      the text is also read as a Hackenbush board
//   run_position  position text    --- the rule for bare heaps (default: nim); heaps
//                                      and Hackenbush boards
//   run_game      game definition  --- a box ("0..5, 2") or a sum of positions
//                                      (default: its first game over 0..5 each way)
#pragma once
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "../core/brute_force.hpp"
#include "sg/analysis.hpp"
#include "sg/game.hpp"
#include "sg/json.hpp"
#include "sg/loopy.hpp"
#include "sg/play.hpp"
#include "sg/position.hpp"
#include "sg/table.hpp"

namespace sgfuzz {

struct finding : std::logic_error {
    using std::logic_error::logic_error;
};

inline void check(bool ok, const char* what) {
    if (!ok) throw finding(what);
}

enum class outcome { accepted, refused };

// The engine's budget for one value (table.hpp) is a few seconds natively and
// ten times that under sanitizers: a fuzzer would spend its time there. The
// fuzz entries run with this one; the refusal path is exercised all the same.
inline constexpr double fuzz_work_limit = 1e8;

// A small budget for the game language: the fuzzer should explore the
// language, not wait on it.
inline constexpr std::uint64_t game_memory = 2000000;  // bytes: about 20,000 positions outside a box
inline constexpr double game_work = 3e6;

// The sg command's profile with the fuzz targets' smaller budgets.
inline const sg::limits& fuzz_limits() {
    static const sg::limits l = [] {
        sg::limits x = sg::cli_limits();
        x.value_work = fuzz_work_limit;
        x.game_memory = game_memory;
        x.game_work = game_work;
        return x;
    }();
    return l;
}

// Tables are checked against the slow definition, so they stay short.
inline constexpr std::uint64_t max_table_end = 300;
inline constexpr std::uint64_t default_table_end = 120;

// The most moves detail::plain_table may visit for one check: about 50 ms
// under AddressSanitizer.
inline constexpr double plain_budget = 3e5;

// ---- helpers ----------------------------------------------------------------------

inline std::pair<std::string_view, std::optional<std::string_view>> split_input(std::string_view in) {
    if (auto nul = in.find('\0'); nul != std::string_view::npos) return {in.substr(0, nul), in.substr(nul + 1)};
    for (std::size_t start = 0; start < in.size();) {
        std::size_t end = std::min(in.find('\n', start), in.size());
        std::string_view line = in.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line == "---") return {in.substr(0, start), in.substr(std::min(end + 1, in.size()))};
        start = end + 1;
    }
    return {in, std::nullopt};
}

// Well-formed UTF-8 (no overlong forms, surrogates or code points past U+10FFFF).
inline bool valid_utf8(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        unsigned char c = static_cast<unsigned char>(s[i]);
        int len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
        if (len == 0 || i + len > s.size()) return false;
        std::uint32_t cp = len == 1 ? c : c & (0x7F >> len);
        for (int k = 1; k < len; ++k) {
            unsigned char cc = static_cast<unsigned char>(s[i + k]);
            if ((cc >> 6) != 0x2) return false;
            cp = (cp << 6) | (cc & 0x3F);
        }
        static const std::uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < least[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
        i += len;
    }
    return true;
}

// Strict JSON syntax (RFC 8259): the facade JSON.parse()s every result, so a
// result that is not JSON breaks the page that asked for it.
class json_checker {
public:
    explicit json_checker(std::string_view s) : s_(s) {}
    bool ok() { return value(0) && (ws(), i_ == s_.size()); }

private:
    void ws() {
        while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\n' || s_[i_] == '\r' || s_[i_] == '\t')) ++i_;
    }
    bool eat(char c) { return ws(), i_ < s_.size() && s_[i_] == c ? (++i_, true) : false; }
    bool digits() {
        std::size_t start = i_;
        while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9') ++i_;
        return i_ > start;
    }
    bool string() {
        if (!eat('"')) return false;
        while (i_ < s_.size() && s_[i_] != '"') {
            unsigned char c = static_cast<unsigned char>(s_[i_++]);
            if (c < 0x20) return false;
            if (c != '\\') continue;
            if (i_ >= s_.size()) return false;
            char e = s_[i_++];
            if (e == 'u') {
                for (int k = 0; k < 4; ++k, ++i_)
                    if (i_ >= s_.size() || !std::isxdigit(static_cast<unsigned char>(s_[i_]))) return false;
            } else if (std::string_view("\"\\/bfnrt").find(e) == std::string_view::npos) {
                return false;
            }
        }
        return i_++ < s_.size();
    }
    bool number() {
        if (i_ < s_.size() && s_[i_] == '-') ++i_;
        if (i_ < s_.size() && s_[i_] == '0') ++i_;
        else if (!digits()) return false;
        if (i_ < s_.size() && s_[i_] == '.' && (++i_, !digits())) return false;
        if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
            ++i_;
            if (i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-')) ++i_;
            if (!digits()) return false;
        }
        return true;
    }
    bool value(int depth) {
        if (depth > 64) return false;
        ws();
        if (i_ >= s_.size()) return false;
        char c = s_[i_];
        if (c == '{' || c == '[') {
            ++i_;
            char close = c == '{' ? '}' : ']';
            if (eat(close)) return true;
            do {
                if (c == '{' && !(string() && eat(':'))) return false;
                if (!value(depth + 1)) return false;
            } while (eat(','));
            return eat(close);
        }
        if (c == '"') return string();
        for (std::string_view word : {"true", "false", "null"})
            if (s_.substr(i_, word.size()) == word) return i_ += word.size(), true;
        return number();
    }

    std::string_view s_;
    std::size_t i_ = 0;
};

inline void check_json(const std::string& json, const char* what) {
    if (!valid_utf8(json)) throw finding(std::string(what) + " is not valid UTF-8: " + json.substr(0, 300));
    if (!json_checker(json).ok()) throw finding(std::string(what) + " is not valid JSON: " + json.substr(0, 300));
}

// Whether detail::plain_table(r, n) costs at most plain_budget moves: (n + 1)
// times the moves from n bounds it, since no rule has fewer moves from a larger heap.
inline bool plain_is_cheap(const sg::rule& r, std::uint64_t n) {
    double limit = plain_budget / double(n + 1), moves = 0;
    sg::for_each_move(r, n, [&](const sg::move&) { return ++moves <= limit; });
    return moves <= limit;
}

inline std::uint64_t move_total(const sg::move_detail& m) {
    std::uint64_t total = m.taken;
    for (auto h : m.leaves) total += h;
    return total;
}

// A move's value is the XOR of the values it leaves, and it leaves what the heap had less what it took.
inline void check_move(const sg::move_detail& m, std::uint64_t heap) {
    check(m.leaves.size() == m.leave_values.size(), "a move lists a value for every heap it leaves");
    std::uint64_t x = 0;
    for (auto v : m.leave_values) x ^= v;
    check(x == m.value, "a move's value is the XOR of the values it leaves");
    check(move_total(m) == heap, "a move takes and leaves exactly the heap it starts from");
    check(!m.text.empty() && valid_utf8(m.text), "a move is described in words");
}

// ---- rule: parse, table, compare with the plain definition ------------------------

inline std::uint64_t table_end(std::optional<std::string_view> text) {
    if (!text) return default_table_end;
    std::uint64_t n = 0;
    for (std::size_t i = 0; i < text->size() && i < 6 && std::isdigit(static_cast<unsigned char>((*text)[i])); ++i)
        n = 10 * n + std::uint64_t((*text)[i] - '0');
    return std::min(n, max_table_end);
}

// The table again, in small steps and with the period search stopping at n:
// the values must not depend on either.
inline sg::table table_in_steps(const sg::rule& r, std::uint64_t n) {
    sg::table_options opt;
    opt.horizon = std::max<std::uint64_t>(n, 1);
    // The job is given a copy that dies at once: table.hpp ties no lifetime to
    // the rule, and the WebAssembly facade builds its jobs from a temporary too.
    sg::table_job job(sg::rule(r), n, opt);
    double last = -1;
    while (!job.step(4096)) {
        check(job.progress() >= last && job.progress() <= 1, "a job's progress only grows, up to 1");
        last = job.progress();
    }
    return job.take();
}

inline outcome run_rule(std::string_view input) {
    auto [text, rest] = split_input(input);
    sg::rule r;
    try {
        r = sg::parse_rule(text);
    } catch (const sg::error&) {
        return outcome::refused;
    }
    // Past the parser nothing may refuse: a table of at most max_table_end + 1
    // values is always possible, since the engine bounds its own defaults
    // (the period search's horizon, the value width).
    try {
        sg::rule again = sg::parse_rule(r.text);
        check(again.text == r.text && again.kind == r.kind && again.amounts == r.amounts && again.digits == r.digits &&
                  again.fam == r.fam,
              "a rule's canonical text parses back to the same rule");
        std::uint64_t n = table_end(rest);
        sg::table t = sg::compute_table(r, n);
        check(t.upto == n && t.values.size() == n + 1, "a table holds g(0..upto)");
        check(t.rule == r.text, "a table names its rule by the canonical text");
        std::vector<std::uint32_t> g = t.values.to_vector();
        check(t.max_value == *std::max_element(g.begin(), g.end()), "maxValue is the largest value");
        check(table_in_steps(r, n).values.to_vector() == g,
              "a table computed in small steps, searching no further, has the same values");
        const sg::period_info& p = t.period;
        if (p.status != sg::period_status::none) {
            check(p.period > 0, "a period is positive");
            for (std::uint64_t i = p.preperiod; i + p.period <= n; ++i)
                if (std::int64_t(g[i + p.period]) != std::int64_t(g[i]) + p.saltus)
                    throw finding("g(n + " + std::to_string(p.period) +
                                  ") != g(n) + saltus at n = " + std::to_string(i) + " (" + p.reason + ")");
        }
        if (plain_is_cheap(r, n)) {
            auto plain = sg::detail::plain_table(r, n);
            for (std::uint64_t i = 0; i <= n; ++i)
                if (plain[i] != g[i])
                    throw finding("g(" + std::to_string(i) + ") = " + std::to_string(g[i]) +
                                  " but the plain definition gives " + std::to_string(plain[i]));
        }
        // An oracle that adopts the table, as the facade's does, answers the rest.
        sg::value_oracle oracle(r);
        oracle.adopt(t);
        sg::derivation d = sg::explain(r, n, oracle);
        check(d.mex == g[n], "explain's mex is the table's value");
        for (const auto& m : d.moves) {
            check_move(m, n);
            for (std::size_t k = 0; k < m.leaves.size(); ++k)
                check(m.leave_values[k] == g[m.leaves[k]], "explain's values of the heaps left are the table's");
        }
        if (!d.truncated) {
            std::uint64_t mex = 0;
            while (std::binary_search(d.reached.begin(), d.reached.end(), mex)) ++mex;
            check(mex == d.mex, "g(n) is the mex of the values its moves reach");
        }
        check_json(sg::to_json(t), "a table's JSON");
        check_json(sg::to_json(d), "a derivation's JSON");
        if (p.status == sg::period_status::proved && p.saltus >= 0) {
            // A proved period answers any heap: the largest allowed one here.
            std::uint64_t x = sg::max_number, k = (x - p.preperiod) / p.period;
            std::uint64_t base = p.preperiod + (x - p.preperiod) % p.period;
            if (base <= n)
                check(oracle(x) == g[base] + k * std::uint64_t(p.saltus), "a proved period answers the largest heap");
        }
    } catch (const sg::error& e) {
        throw finding(std::string("a parsed rule's short table was refused: ") + e.what());
    }
    return outcome::accepted;
}

}  // namespace sgfuzz

// Green Hackenbush boards: check_board_text, check_board_position.
#include "boards.hpp"

namespace sgfuzz {

// ---- graph: parse, label, analyse tokens ---------------------------------------------

// The same graph with cycles allowed: the exact play of the tokens (a few
// thousand sums at most) agrees with Smith's values, move by move, and
// remoteness follows its definition.
inline void check_loopy(std::string_view text, std::string tokens) {
    sg::universe u(fuzz_limits());
    u.use_graph(std::make_shared<const sg::graph>(sg::parse_graph(text, true)));
    const sg::graph& g = *u.token_graph();
    if (g.vertices.empty()) return;
    if (tokens.empty()) tokens = g.vertices[0].name;
    sg::reading r = u.read(tokens);
    std::vector<std::size_t> at = u.vertices(r);
    const sg::position& p = r.parts;
    sg::graph_analysis a = sg::analyze_tokens(g, at);
    if (a.tokens.size() > 3) return;  // keep a run short
    sg::loopy_labels l = sg::label_loopy(g);
    sg::play_analysis play = sg::analyze_play(u, p, false, 5000);
    check(play.outcome == sg::loopy_outcome(l, at) && play.outcome == a.outcome,
          "exact play agrees with Smith's outcome");
    std::int64_t quickest = INT64_MAX, longest = 0;
    bool draw = false;
    for (const auto& m : play.options) {
        std::vector<std::size_t> after = at;
        check(m.component < after.size(), "a move names its token");
        after[m.component] = m.move.to;
        check(m.outcome == sg::loopy_outcome(l, after), "a move's outcome is Smith's");
        if (m.outcome == 'P') quickest = std::min(quickest, m.remoteness);
        if (m.outcome == 'D') draw = true;
        longest = std::max(longest, m.remoteness);
    }
    if (play.outcome == 'N') check(play.remoteness == quickest + 1, "a win takes the quickest lost option");
    if (play.outcome == 'P')
        check(!draw && (play.options.empty() ? play.remoteness == 0 : play.remoteness == longest + 1),
              "a loss resists longest");
    if (play.outcome == 'D') check(draw && quickest == INT64_MAX, "a draw has a drawing move and no winning one");
    check_json(sg::to_json(u, play), "a token play's JSON");
}

inline outcome run_graph(std::string_view input) {
    auto [text, tokens] = split_input(input);
    check_board_text(text);  // the same text read as a Hackenbush board
    try {
        auto shared = std::make_shared<const sg::graph>(sg::parse_graph(text));
        const sg::graph& g = *shared;
        std::string all;
        std::vector<std::size_t> place(g.vertices.size(), g.vertices.size());
        for (std::size_t k = 0; k < g.order.size(); ++k) {
            check(g.order[k] < g.vertices.size() && place[g.order[k]] == g.vertices.size(),
                  "order lists every vertex once");
            place[g.order[k]] = k;
        }
        check(g.order.size() == g.vertices.size(), "order lists every vertex once");
        for (std::size_t v = 0; v < g.vertices.size(); ++v) {
            const sg::graph_vertex& gv = g.vertices[v];
            check(valid_utf8(gv.name) && !gv.name.empty(), "a vertex name is non-empty UTF-8");
            check(g.find(gv.name) == v, "find returns the vertex of that name");
            std::vector<std::uint64_t> seen;
            std::size_t layer = 0;
            for (std::size_t w : gv.successors) {
                check(w < g.vertices.size() && place[w] < place[v], "order labels successors first");
                seen.push_back(g.vertices[w].sg);
                layer = std::max(layer, g.vertices[w].layer + 1);
            }
            std::sort(seen.begin(), seen.end());
            std::uint64_t mex = 0;
            while (std::binary_search(seen.begin(), seen.end(), mex)) ++mex;
            check(gv.sg == mex, "a vertex's value is the mex of its successors' values");
            check(gv.layer == layer, "a vertex's layer is its longest path to a sink");
            if (!tokens) all += (v ? "," : "") + gv.name;
        }
        sg::universe u(fuzz_limits());
        u.use_graph(shared);
        sg::graph_analysis a = sg::analyze_tokens(g, u.vertices(u.read(tokens ? *tokens : all)));
        std::uint64_t x = 0;
        for (std::size_t i = 0; i < a.tokens.size(); ++i) {
            std::size_t v = g.find(a.tokens[i]);
            check(v < g.vertices.size() && a.token_values[i] == g.vertices[v].sg, "a token's value is its vertex's");
            x ^= a.token_values[i];
        }
        check(a.nim_sum == x && a.p_position == (x == 0), "the nim-sum is the XOR of the tokens' values");
        for (const auto& m : a.winning_moves) {
            check(m.token < a.tokens.size() && m.from == a.tokens[m.token], "a winning move starts at its token");
            const auto& succ = g.vertices[g.find(m.from)].successors;
            std::size_t to = g.find(m.to);
            check(std::find(succ.begin(), succ.end(), to) != succ.end(), "a winning move follows an edge");
            check(m.to_value == g.vertices[to].sg && (m.to_value ^ a.token_values[m.token] ^ a.nim_sum) == 0,
                  "a winning move leaves nim-sum 0");
        }
        check(a.p_position || !a.winning_moves.empty(), "an N-position has a winning move");
        check_json(sg::to_json(g, a), "a graph's JSON");
        check_loopy(text, tokens ? std::string(*tokens) : all);
    } catch (const sg::error& e) {
        // A cycle is refused by the DAG parser (the outcome stays "refused"); the
        // pages play such graphs with Smith's values, checked here all the same.
        if (e.code == "graph.cycle") {
            try {
                check_loopy(text, tokens ? std::string(*tokens) : std::string());
            } catch (const sg::error&) {
            }
        }
        return outcome::refused;
    }
    return outcome::accepted;
}

// ---- position: analyse in normal and misère play -------------------------------------

// A winning move as (component, taken, heaps left), to compare lists.
using listed = std::tuple<std::size_t, std::uint64_t, std::vector<std::uint64_t>>;

// A heap as (rule id, size), for the brute-force misère check.
using heap = std::pair<std::uint32_t, std::uint64_t>;

inline void check_misere(sg::universe& u, const sg::position& p, const sg::sum_analysis& m) {
    for (const auto& w : m.winning_moves) {
        check(w.component < p.size(), "a misère move names its component");
        check(move_total(w.move.heap) == p[w.component].size(), "a misère move takes and leaves exactly its heap");
    }
    if (m.status != sg::misere_status::exact) return;
    bool can_move = false;  // with no move at all, the player to move has already won
    for (const auto& h : p)
        sg::for_each_move(u.rule_at(h.id), h.size(), [&](const sg::move&) { return !(can_move = true); });
    // The move the search found is always listed, whatever the listing's budget.
    check(m.p_position || !can_move || !m.winning_moves.empty(), "a misère N-position with moves has a winning move");
    std::uint64_t total = 0;
    for (const auto& h : p) total += h.size();
    if (p.size() > 6 || total > 12) return;
    // Whether the player to move wins in misère play (whoever cannot move wins),
    // by trying everything: tiny positions only.
    brute::oracle<heap> b;
    b.misere = true;
    b.moves = [&](const heap& h) {
        std::vector<std::vector<heap>> out;
        sg::for_each_move(u.rule_at(h.first), h.second, [&](const sg::move& mv) {
            std::vector<heap> left;
            for (int k = 0; k < mv.part_count; ++k) left.push_back({h.first, mv.parts[k]});
            out.push_back(left);
            return true;
        });
        return out;
    };
    std::vector<heap> start;
    for (const auto& h : p) start.push_back({h.id, h.size()});
    check(m.p_position == !b.wins(start), "misère outcome agrees with brute force");
    std::vector<listed> want, got;
    for (std::size_t c = 0; c < p.size(); ++c) {
        sg::for_each_move(u.rule_at(p[c].id), p[c].size(), [&](const sg::move& mv) {
            std::vector<heap> next = start;
            next.erase(next.begin() + std::ptrdiff_t(c));
            for (int k = 0; k < mv.part_count; ++k) next.push_back({p[c].id, mv.parts[k]});
            if (!b.wins(next))
                want.push_back({c, mv.taken, std::vector<std::uint64_t>(mv.parts, mv.parts + mv.part_count)});
            return true;
        });
    }
    if (m.truncated || want.size() > sg::max_listed_winning_moves) return;
    for (const auto& w : m.winning_moves) got.push_back({w.component, w.move.heap.taken, w.move.heap.leaves});
    std::sort(want.begin(), want.end());
    std::sort(got.begin(), got.end());
    check(got == want, "misère winning moves agree with brute force");
}

inline outcome run_position(std::string_view input) {
    auto [text, default_rule] = split_input(input);
    try {
        sg::universe u(fuzz_limits());
        sg::reading r = u.read(text, default_rule ? *default_rule : "nim");
        const sg::position& p = r.parts;
        if (std::any_of(p.begin(), p.end(),
                        [](const sg::component& c) { return c.kind != sg::component_kind::heap; })) {
            check_board_position(u, r);
            return outcome::accepted;
        }
        auto rule_of = [&](std::size_t i) -> const sg::rule& { return u.rule_at(p[i].id); };
        sg::sum_analysis a = sg::analyze(u, r);
        check(a.components.size() == p.size(), "one component per heap");
        std::uint64_t x = 0;
        for (std::size_t i = 0; i < p.size(); ++i) {
            check(a.components[i].part == p[i], "components keep their order");
            x ^= a.components[i].sg;
        }
        check(a.nim_sum == x, "the nim-sum is the XOR of the components' values");
        check(a.p_position == (x == 0), "a position is P exactly when its nim-sum is 0");
        check(a.winning_moves.size() <= a.winning_move_count, "winningMoveCount counts at least the moves listed");
        check(a.p_position || a.truncated || !a.winning_moves.empty(), "an N-position has a winning move");
        for (const auto& w : a.winning_moves) {
            check(w.component < p.size(), "a winning move names its component");
            check_move(w.move.heap, p[w.component].size());
            check(w.move.value == (a.components[w.component].sg ^ a.nim_sum), "a winning move leaves nim-sum 0");
        }
        // Small heaps against the plain definition (one table per rule), then
        // every winning move found by trying each move.
        std::map<std::string, std::vector<std::uint32_t>> plain;
        double budget = 10 * plain_budget;
        bool all_plain = true;
        for (std::size_t i = 0; i < p.size(); ++i) {
            auto& g = plain[rule_of(i).text];
            if (g.size() <= p[i].size()) {
                if (p[i].size() > max_table_end || budget < plain_budget || !plain_is_cheap(rule_of(i), p[i].size())) {
                    all_plain = false;
                    continue;
                }
                budget -= plain_budget;
                g = sg::detail::plain_table(rule_of(i), p[i].size());
            }
            check(a.components[i].sg == g[p[i].size()], "a component's value is the plain definition's");
        }
        if (all_plain && !a.truncated) {
            std::vector<listed> want, got;
            for (std::size_t c = 0; c < p.size(); ++c) {
                const auto& g = plain[rule_of(c).text];
                sg::for_each_move(rule_of(c), p[c].size(), [&](const sg::move& mv) {
                    std::uint64_t value = 0;
                    for (int k = 0; k < mv.part_count; ++k) value ^= g[mv.parts[k]];
                    if ((value ^ a.components[c].sg ^ a.nim_sum) == 0)
                        want.push_back({c, mv.taken, std::vector<std::uint64_t>(mv.parts, mv.parts + mv.part_count)});
                    return true;
                });
            }
            check(a.winning_move_count == want.size(), "winningMoveCount counts every winning move");
            want.resize(std::min(want.size(), sg::max_listed_winning_moves));
            for (const auto& w : a.winning_moves) got.push_back({w.component, w.move.heap.taken, w.move.heap.leaves});
            check(got == want, "the first winning moves are listed by component, then in for_each_move order");
        }
        sg::sum_analysis m = sg::analyze_misere(u, r);
        check_misere(u, p, m);
        check_json(sg::to_json(u, a), "a sum's JSON");
        check_json(sg::to_json(u, m), "a misère sum's JSON");
    } catch (const sg::error&) {
        return outcome::refused;
    }
    return outcome::accepted;
}

// ---- the game language ---------------------------------------------------------------

// Checks one evaluated position against its own moves: every listed move's
// value is the XOR of its targets' values (each the evaluator's value), and
// the value is the mex of the values reached; moves_to_value agrees.
inline void check_game_position(sg::game_evaluator& ev, const sg::game_position& p) {
    std::uint64_t v = ev.value(p);
    sg::game_derivation d = ev.explain(p);
    check(d.mex == v, "explain's mex is the value");
    std::vector<std::uint64_t> listed;
    for (const auto& m : d.moves) {
        std::uint64_t x = 0;
        check(m.targets.size() == m.target_values.size() && !m.targets.empty(), "a move has targets and their values");
        for (std::size_t t = 0; t < m.targets.size(); ++t) {
            std::uint64_t tv = 0;
            check(ev.known(m.targets[t], &tv) && tv == m.target_values[t], "a target's listed value is its value");
            x ^= tv;
        }
        check(x == m.value, "a move's value is the XOR of its targets' values");
        listed.push_back(x);
    }
    std::sort(listed.begin(), listed.end());
    listed.erase(std::unique(listed.begin(), listed.end()), listed.end());
    if (!d.truncated) {
        check(listed == d.reached, "the values reached are those of the listed moves");
        check(d.total_moves == d.moves.size(), "every move is listed");
    }
    std::uint64_t mex = 0;
    while (std::binary_search(d.reached.begin(), d.reached.end(), mex)) ++mex;
    check(mex == v, "the value is the mex of the values reached (each move looked at one by one)");
    check_json(sg::to_json(ev.definition(), d), "a game derivation's JSON");
    if (!d.truncated && !d.moves.empty()) {
        std::uint64_t want = d.moves[0].value, count = 0, expected = 0;
        for (const auto& m : d.moves) expected += m.value == want;
        auto found = ev.moves_to_value(p, want, 1000, &count);
        check(count == expected, "moves_to_value counts the moves to that value");
        for (const auto& m : found) check(m.value == want, "moves_to_value lists moves to that value");
    }
}

inline outcome run_game(std::string_view input) {
    auto [text, second] = split_input(input);
    try {
        auto def = std::make_shared<const sg::game_definition>(text);
        sg::universe u(fuzz_limits());
        u.use_games(def);
        sg::game_evaluator& ev = u.evaluator();
        check_json(sg::to_json(*def), "a definition's JSON");
        for (const auto& g : def->games()) {
            check(def->find(g.name) < def->games().size(), "find returns each game");
            check(!g.coords.empty() && g.coords.size() <= std::size_t(sg::max_game_coords), "1 to 4 coordinates");
        }
        std::string box;
        // A box has ranges and no parentheses or rules: "0..5, 3".
        if (second && second->find("..") != std::string_view::npos &&
            second->find_first_of("(:") == std::string_view::npos)
            box = std::string(*second);
        if (second && box.empty()) {
            sg::reading r = u.read(*second);
            sg::sum_analysis a = sg::analyze(u, r);
            std::uint64_t x = 0;
            for (const auto& c : a.components) x ^= c.sg;
            check(a.nim_sum == x && a.p_position == (x == 0), "a mixed sum's nim-sum is the XOR of its parts");
            check(a.winning_move_count >= a.winning_moves.size(), "winning moves are counted");
            for (const auto& c : a.components)
                if (c.part.kind == sg::component_kind::game) check_game_position(ev, c.part.game());
            check_json(sg::to_json(u, a), "a mixed sum's JSON");
            if (r.parts.empty()) return outcome::accepted;
            // The play analysis: every move's outcome follows its nim-sum, and a searched
            // sum's remoteness follows its definition.
            sg::play_analysis p = sg::analyze_play(u, r.parts, false, 2000);
            check(p.parts.size() == a.components.size() && p.nim_sum == a.nim_sum,
                  "play reads the sum as analyze does");
            check(p.outcome == (p.nim_sum ? 'N' : 'P'), "play's outcome is the nim-sum's");
            std::int64_t quickest = -1, longest = -1;
            for (const auto& o : p.options) {
                check(o.outcome == (o.nim_sum ? 'N' : 'P'), "a move's outcome follows its nim-sum");
                if (p.remoteness >= 0 && o.remoteness >= 0) {
                    if (o.outcome == 'P' && (quickest < 0 || o.remoteness < quickest)) quickest = o.remoteness;
                    longest = std::max(longest, o.remoteness);
                }
            }
            if (p.remoteness >= 0 && !p.truncated && !p.options.empty())
                check(p.remoteness == 1 + (p.outcome == 'N' ? quickest : longest), "remoteness follows its definition");
            check_json(sg::to_json(u, p), "a play analysis's JSON");
            check_json(sg::to_json(u, sg::analyze_play(u, r.parts, true, 2000)), "a misère play analysis's JSON");
            return outcome::accepted;
        }
        if (box.empty())
            for (std::size_t i = 0; i < def->games()[0].coords.size(); ++i) box += i ? ", 0..5" : "0..5";
        sg::game_box b = sg::parse_box(*def, 0, box);
        check(sg::box_cells(b) <= sg::max_box_cells, "a box has at most max_box_cells cells");
        if (sg::box_cells(b) > 2000) return outcome::refused;  // keep a run short
        sg::game_table t = sg::compute_game_table(ev, b);
        check(t.values.size() == sg::box_cells(b), "a table has a value per cell");
        for (std::uint64_t i = 0; i < t.values.size(); ++i) {
            sg::game_position p = sg::box_cell(b, i);
            check(ev.value(p) == t.values[i], "a table's value is the position's");
            if (i < 64) check_game_position(ev, p);
        }
        check_json(sg::to_json(*def, t, ev.states()), "a game table's JSON");
        for (const auto& s : sg::suggest_formulas(*def, t))
            check(sg::check_formula(*def, t, s.formula, s.p_positions).matches, "a suggested formula matches");
    } catch (const sg::error&) {
        return outcome::refused;
    }
    return outcome::accepted;
}

}  // namespace sgfuzz
