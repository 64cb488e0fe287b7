// The universe of components (sg/position.hpp): rules kept once each, the
// definition and graph in use, the one reader and writer of positions, and
// each kind's values and moves.
#include <algorithm>
#include <cctype>
#include <deque>
#include <map>

#include "sg/position.hpp"
#include "sums/boards.hpp"
#include "sums/heap_moves.hpp"

namespace sg {

std::size_t component_hash::operator()(const component& p) const {
    std::uint64_t h = (std::uint64_t(p.kind) << 32 | p.id) * 0x9E3779B97F4A7C15ULL;
    for (std::int64_t c : p.c) {
        h ^= std::uint64_t(c) + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
        h *= 0xBF58476D1CE4E5B9ULL;
    }
    return std::size_t(h ^ (h >> 31));
}

// Each rule once, with its values (made when first asked), the rule ids by
// the text they were read from and by their canonical text, and the split
// patterns that answer winning moves of big heaps.
struct universe::rules {
    struct entry {
        rule r;
        std::unique_ptr<value_oracle> values;
    };
    std::deque<entry> all;  // a deque: a rule's address stays while more are added
    std::map<std::string, std::uint32_t, std::less<>> by_text;
    detail::pattern_memo patterns;
};

universe::universe(const limits& budget)
    : budget_(budget), rules_(std::make_unique<rules>()), boards_(std::make_unique<boards>()) {}
universe::~universe() = default;

void universe::new_question() {
    if (games_) games_->new_question();
}

void universe::use_graph(std::shared_ptr<const graph> g) { graph_ = std::move(g); }

game_components& universe::in_use() const {
    if (!games_) throw error("game.no_game", "no game of the game language is in use here");
    return *games_;
}

game_evaluator& universe::evaluator() { return in_use().evaluator(); }

std::uint32_t universe::rule_id(const rule& r) {
    auto it = rules_->by_text.find(r.text);
    if (it != rules_->by_text.end()) return it->second;
    std::uint32_t id = std::uint32_t(rules_->all.size());
    rules_->all.push_back({r, nullptr});
    rules_->by_text.emplace(r.text, id);
    return id;
}

const rule& universe::rule_at(std::uint32_t id) const { return rules_->all.at(id).r; }
std::size_t universe::rule_count() const { return rules_->all.size(); }

value_oracle& universe::values(std::uint32_t id) {
    auto& e = rules_->all.at(id);
    if (!e.values) e.values = std::make_unique<value_oracle>(e.r, budget_.value_work);
    e.values->trust_observed(trust_);
    return *e.values;
}

void universe::forget_rules() {
    rules_ = std::make_unique<rules>();
    boards_ = std::make_unique<boards>();
}

// ---- components from their fields ------------------------------------------------

component universe::heap(std::uint32_t rule, std::uint64_t size) const {
    if (size > max_number)
        throw error("number.too_large",
                    std::to_string(size) + " is too large (the largest heap is " + std::to_string(max_number) + ")",
                    {{"number", std::to_string(size)}, {"max", std::to_string(max_number)}});
    component c;
    c.kind = component_kind::heap;
    c.id = rule;
    c.c[0] = std::int64_t(size);
    return c;
}

component universe::heap(std::string_view rule_text, std::uint64_t size) {
    auto& index = rules_->by_text;
    auto it = index.find(rule_text);
    std::uint32_t id = it != index.end() ? it->second : rule_id(parse_rule(rule_text));
    if (it == index.end()) index.emplace(std::string(rule_text), id);
    return heap(id, size);
}

component universe::game(std::string_view name, const std::vector<std::int64_t>& coords) const {
    return in_use().make(name, coords);
}

component universe::vertex(std::string_view name) const {
    std::size_t v = graph_ ? graph_->find(name) : std::string::npos;
    if (v == std::string::npos)
        throw error("graph.no_vertex", "there is no vertex '" + std::string(name) + "' for a token",
                    {{"name", std::string(name)}});
    component c;
    c.kind = component_kind::vertex;
    c.c[0] = std::int64_t(v);
    return c;
}

// ---- the one reader and writer --------------------------------------------------

namespace {

bool digits_only(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The name of a game position as written, NAME(...) (a name starts with a
// letter or _), or "" for any other item.
std::string_view called_name(std::string_view item) {
    if (item.empty() || std::isdigit(static_cast<unsigned char>(item[0]))) return {};
    std::size_t n = 0;
    while (n < item.size() && (std::isalnum(static_cast<unsigned char>(item[n])) || item[n] == '_')) ++n;
    return n > 0 && n < item.size() && item[n] == '(' ? item.substr(0, n) : std::string_view();
}

// A heap size as written ("007" is 7), checked.
std::uint64_t heap_size(std::string_view text, std::size_t column) {
    if (!digits_only(text))
        throw error("position.bad_heap", "'" + std::string(text) + "' is not a heap size (a whole number)",
                    {{"text", std::string(text)}}, column);
    text.remove_prefix(std::min(text.find_first_not_of('0'), text.size() - 1));
    if (text.size() > 16 || std::stoull(std::string(text)) > max_number)
        throw error("number.too_large",
                    std::string(text) + " is too large (the largest heap is " + std::to_string(max_number) + ")",
                    {{"number", std::string(text)}, {"max", std::to_string(max_number)}}, column);
    return std::stoull(std::string(text));
}

}  // namespace

reading universe::read(std::string_view text, std::string_view default_rule) {
    reading out;
    // Bare heaps and tokens may be separated by commas ("3,4,5", "a,b") when
    // no component names a rule (a rule's own commas sit before its colon).
    const bool commas = text.find(':') == std::string_view::npos;
    auto separator = [&](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' || (commas && c == ',');
    };
    std::uint64_t stored = 0;  // amounts and digits held by the components' rules
    std::size_t i = 0;
    while (i < text.size()) {
        if (separator(text[i])) {
            ++i;
            continue;
        }
        const std::size_t start = i;
        int depth = 0;
        while (i < text.size() && (depth > 0 || !separator(text[i]))) {
            if (text[i] == '(' || text[i] == '{') ++depth;
            if (text[i] == ')' || text[i] == '}') --depth;
            ++i;
        }
        const std::string_view item = text.substr(start, i - start);
        const std::size_t column = start + 1;
        if (out.parts.size() >= max_components) {
            if (graph_)
                throw error("graph.too_many_tokens",
                            "a position may have at most " + std::to_string(max_tokens) + " tokens",
                            {{"max", std::to_string(max_tokens)}}, column);
            throw error("position.too_many",
                        "a position may have at most " + std::to_string(max_components) + " components",
                        {{"max", std::to_string(max_components)}}, column);
        }
        const std::size_t colon = item.rfind(':');
        component c;
        constexpr std::string_view board_open = "hackenbush{";
        if (item.substr(0, board_open.size()) == board_open) {
            if (item.back() != '}')
                throw error("position.bad_board", "a Hackenbush board is written hackenbush{ground a; a b}",
                            {{"text", std::string(item)}}, column);
            try {
                c = board(item.substr(board_open.size(), item.size() - board_open.size() - 1));
            } catch (const error& e) {
                // Its place in this line: the board's text starts after the brace.
                throw error(e.code, e.what(), e.params, e.column ? column + board_open.size() + e.column - 1 : column);
            }
        } else if (games_ && games_->read(item, column, default_rule.empty(), c)) {
            // a position of the definition in use
        } else if (const std::string_view name = called_name(item); !name.empty()) {
            // A game's position with no definition in use: no rule, heap or
            // vertex is written NAME(...) (a vertex name has no parenthesis).
            throw error("game.unknown_game", "unknown game '" + std::string(name) + "'", {{"name", std::string(name)}},
                        column);
        } else if (colon == std::string_view::npos && graph_ &&
                   (!digits_only(item) || default_rule.empty() || graph_->find(item) != std::string::npos)) {
            // With a graph in use, a bare word is a token: contest graphs
            // name their vertices 0..n-1 or 1..n. A bare number is a heap
            // only when a default rule is given and no vertex has that name;
            // a heap beside tokens is written RULE:HEAP.
            try {
                c = vertex(item);
            } catch (error& e) {
                throw error(e.code, e.what(), e.params, column);
            }
        } else {
            std::string_view heap_text = item, rule_text = default_rule;
            std::size_t heap_column = column, rule_column = 0;
            if (colon != std::string_view::npos) {
                rule_text = item.substr(0, colon);
                heap_text = item.substr(colon + 1);
                heap_column = column + colon + 1;
                rule_column = start;
            } else if (default_rule.empty()) {
                throw error(
                    "position.needs_rule",
                    "'" + std::string(item) + "' needs a rule, as RULE:HEAP (e.g. nim:" + std::string(item) + ")",
                    {{"item", std::string(item)}}, column);
            }
            auto& index = rules_->by_text;
            auto known = index.find(rule_text);
            std::uint32_t id = 0;
            if (known != index.end()) {
                id = known->second;  // a batch repeats its rules: each text is read once
            } else {
                // A default rule's errors have no column in this text.
                id = rule_id(colon != std::string_view::npos ? parse_rule(rule_text, rule_column)
                                                             : parse_rule(rule_text));
                index.emplace(std::string(rule_text), id);
            }
            c = heap(id, heap_size(heap_text, heap_column));
            // Each component counts its rule again: a short line repeating a
            // huge set must not pass for a small position.
            const rule& r = rule_at(id);
            stored += r.amounts.size() + r.digits.size() + 1;
            if (stored > max_position_rule_size)
                throw error("position.too_large",
                            "the position is too large (at most " + std::to_string(max_components) +
                                " components, and at most " + std::to_string(max_position_rule_size) +
                                " amounts and code digits in all their rules together)",
                            {{"components", std::to_string(max_components)},
                             {"amounts", std::to_string(max_position_rule_size)}},
                            column);
        }
        out.parts.push_back(c);
        out.columns.push_back(column);
    }
    return out;
}

std::vector<std::size_t> universe::vertices(const reading& r) const {
    std::vector<std::size_t> at;
    for (std::size_t i = 0; i < r.parts.size(); ++i) {
        if (r.parts[i].kind != component_kind::vertex) {
            std::string name = text(r.parts[i]);
            throw error("graph.no_vertex", "there is no vertex '" + name + "' for a token", {{"name", name}},
                        i < r.columns.size() ? r.columns[i] : 0);
        }
        at.push_back(r.parts[i].size());
    }
    return at;
}

std::string universe::text(const component& c) const {
    switch (c.kind) {
        case component_kind::heap: return rule_at(c.id).text + ":" + std::to_string(c.c[0]);
        case component_kind::game: return in_use().text(c);
        case component_kind::vertex: return graph_->vertices[c.size()].name;
        case component_kind::hackenbush: return "hackenbush{" + boards_->all.at(c.id).text + "}";
    }
    return "";
}

std::string universe::text(const position& p) const {
    std::string s;
    for (const auto& c : p) s += (s.empty() ? "" : " ") + text(c);
    return s;
}

// ---- values and moves ----------------------------------------------------------------

std::uint64_t universe::value(const component& c) {
    switch (c.kind) {
        case component_kind::heap: return values(c.id)(c.size());
        case component_kind::game: return in_use().value(c, trust_);
        case component_kind::vertex: return graph_->vertices[c.size()].sg;
        case component_kind::hackenbush: return board_value(c.id);
    }
    return 0;
}

const period_info* universe::pattern_of(const component& c) {
    if (c.kind == component_kind::heap) return values(c.id).pattern_for(c.size());
    if (c.kind == component_kind::game) return in_use().pattern_of(c, trust_);
    return nullptr;
}

bool universe::infinite(const component& c) const {
    return c.kind == component_kind::vertex && graph_->vertices[c.size()].infinite;
}

bool universe::for_each_move(const component& c, const std::function<bool(component_move&&)>& f, bool with_values) {
    switch (c.kind) {
        case component_kind::heap: {
            const rule& r = rule_at(c.id);
            sg::for_each_move(r, c.size(), [&](const move& m) {
                component_move cm;
                cm.heap = with_values ? detail::detail_of(m, c.size(), values(c.id)) : move_detail{};
                if (!with_values) {
                    cm.heap.taken = m.taken;
                    for (int k = 0; k < m.part_count; ++k) cm.heap.leaves.push_back(m.parts[k]);
                    cm.heap.text = describe(m, c.size());
                }
                cm.value = cm.heap.value;
                for (int k = 0; k < m.part_count; ++k) cm.parts.push_back(heap(c.id, m.parts[k]));
                return f(std::move(cm));
            });
            return true;
        }
        case component_kind::game: return in_use().moves(c, f, with_values);
        case component_kind::vertex: {
            for (std::size_t w : graph_->vertices[c.size()].successors) {
                component_move cm;
                cm.to = w;
                component part = c;
                part.c[0] = std::int64_t(w);
                cm.parts.push_back(part);
                cm.value = graph_->vertices[w].sg;
                if (!f(std::move(cm))) break;
            }
            return true;
        }
        case component_kind::hackenbush: board_moves(c, f); return true;
    }
    return true;
}

bool universe::for_each_option(const component& c, std::size_t limit,
                               const std::function<void(const component* parts, std::size_t count)>& f) {
    std::size_t seen = 0;
    bool all = true;
    // A move's parts: a heap splits in at most 3, a game's move may lead to
    // more than max_targets games (a product's move turns |A| x |B| - 1 coins).
    std::vector<component> parts(3);
    switch (c.kind) {
        case component_kind::heap:
            sg::for_each_move(rule_at(c.id), c.size(), [&](const move& m) {
                if (seen++ == limit) return all = false;
                for (int k = 0; k < m.part_count; ++k) parts[std::size_t(k)] = heap(c.id, m.parts[k]);
                f(parts.data(), std::size_t(m.part_count));
                return true;
            });
            break;
        case component_kind::game: return in_use().options(c, limit, f);
        case component_kind::vertex:
            for (std::size_t w : graph_->vertices[c.size()].successors) {
                if (seen++ == limit) return false;
                parts[0] = c;
                parts[0].c[0] = std::int64_t(w);
                f(parts.data(), 1);
            }
            break;
        case component_kind::hackenbush:
            // Each cut is a pass over the board: E cuts cost about E * E steps.
            if (const std::size_t e = board_at(c.id).edges.size(); e > max_hackenbush_listed || e * e > limit)
                return false;
            board_moves(c, [&](component_move&& m) {
                if (seen++ == limit) return all = false;
                f(m.parts.data(), m.parts.size());
                return true;
            });
            break;
    }
    return all;
}

bool universe::can_move(const component& c) {
    bool any = false;
    bool all = for_each_option(c, 1, [&](const component*, std::size_t) { any = true; });
    return any || !all;
}

std::vector<component_move> universe::moves_to_value(const component& c, std::uint64_t target, std::size_t room,
                                                     std::uint64_t* count, bool* truncated, std::uint64_t* looked) {
    std::vector<component_move> out;
    *count = 0;
    switch (c.kind) {
        case component_kind::heap: {
            auto found =
                detail::heap_moves_to_value(rule_at(c.id), c.size(), target, room, values(c.id), rules_->patterns);
            *count = found.count;
            *truncated = *truncated || found.truncated;
            for (auto& d : found.listed) {
                component_move m;
                for (auto h : d.leaves) m.parts.push_back(heap(c.id, h));
                m.value = d.value;
                m.heap = std::move(d);
                out.push_back(std::move(m));
            }
            break;
        }
        case component_kind::game: return in_use().moves_to_value(c, target, room, count, truncated, looked);
        case component_kind::hackenbush:
            if (board_at(c.id).edges.size() > max_hackenbush_listed) {
                *truncated = true;  // valued by fusion, too large to cut one by one
                break;
            }
            [[fallthrough]];
        case component_kind::vertex:
            for_each_move(c, [&](component_move&& m) {
                if (m.value != target || (c.kind == component_kind::vertex && graph_->vertices[m.to].infinite))
                    return true;
                ++*count;
                if (out.size() < room) out.push_back(std::move(m));
                return true;
            });
            break;
    }
    return out;
}

position universe::apply(const position& p, std::size_t i, const component_move& m) const {
    position next;
    next.reserve(p.size() + m.parts.size());
    for (std::size_t j = 0; j < p.size(); ++j) {
        if (j != i) {
            next.push_back(p[j]);
            continue;
        }
        next.insert(next.end(), m.parts.begin(), m.parts.end());
        if (m.parts.empty() && p[j].kind == component_kind::heap) next.push_back(heap(p[j].id, 0));
        if (m.parts.empty() && p[j].kind == component_kind::hackenbush)
            next.push_back({component_kind::hackenbush, 0, {}});
    }
    return next;
}

}  // namespace sg
