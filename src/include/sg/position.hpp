// Positions as data. A position is a sum of components; a component is a heap
// of a rule, a position of the game language, or a token on a vertex of a
// graph. One reader turns text into a position (the CLI, links, saved games)
// and one writer turns it back; everything else works on the data: the sums
// (sg/analysis.hpp), play (sg/play.hpp), the facade and the pages.
//
// A component names its rule, game or vertex by an index into a universe: the
// rules, definition and graph that a batch of questions shares, with what is
// known about them (each rule's values are learned once, each game position
// is evaluated once).
#pragma once
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "sg/game.hpp"
#include "sg/graph.hpp"
#include "sg/limits.hpp"
#include "sg/rule.hpp"
#include "sg/table.hpp"

namespace sg {

enum class component_kind : std::uint8_t { heap, game, vertex };

struct component {
    component_kind kind = component_kind::heap;
    std::uint32_t id = 0;                           // heap: its rule; game: its game; vertex: 0
    std::array<std::int64_t, max_game_coords> c{};  // heap: {size}; game: the coordinates; vertex: {the vertex}

    std::uint64_t size() const { return std::uint64_t(c[0]); }  // a heap's size, a vertex's index
    game_position game() const { return {id, c}; }

    friend bool operator==(const component& a, const component& b) {
        return a.kind == b.kind && a.id == b.id && a.c == b.c;
    }
    friend bool operator!=(const component& a, const component& b) { return !(a == b); }
    friend bool operator<(const component& a, const component& b) {
        if (a.kind != b.kind) return a.kind < b.kind;
        return a.id != b.id ? a.id < b.id : a.c < b.c;
    }
};

struct component_hash {
    std::size_t operator()(const component& p) const;
};

using position = std::vector<component>;

// A heap move as it is shown: the amount taken, the heaps left and their
// values, the value of what is left (their XOR), and the move in words.
struct move_detail {
    std::uint64_t taken = 0;
    std::vector<std::uint64_t> leaves;        // heaps left (empty when the heap is emptied)
    std::vector<std::uint64_t> leave_values;  // g of each heap left
    std::uint64_t value = 0;                  // XOR of leave_values
    std::string text;                         // "take 2 and leave heaps of 1 and 4"
};

// One move of one component: what the component becomes (its parts; none when
// a heap is emptied or a game move leads to the empty sum) and the move in the
// terms of its kind. Values are filled when known (not in games whose moves loop).
struct component_move {
    position parts;
    std::uint64_t value = 0;  // the parts' normal-play value (XOR)
    move_detail heap;         // heap: taken, leaves, their values, words
    game_move game;           // game: the move line, its variables, the targets
    std::size_t to = 0;       // vertex: the vertex moved to
};

// Text read as a position: the components and where each starts (1-based).
struct reading {
    position parts;
    std::vector<std::size_t> columns;
};

class universe {
public:
    explicit universe(const limits& budget = cli_limits());
    ~universe();
    universe(const universe&) = delete;
    universe& operator=(const universe&) = delete;

    const limits& budget() const { return budget_; }

    // The definition of the game language whose positions may appear, with
    // its evaluator (budgets from this universe's profile), and the graph
    // whose vertices tokens may stand on. At most one of each.
    void use_games(std::shared_ptr<const game_definition> def);
    void use_graph(std::shared_ptr<const graph> g);
    const game_definition* definition() const { return def_.get(); }
    game_evaluator& evaluator();  // throws unless a definition is in use
    // A new question (a line of a batch, a call from a page): the game
    // evaluator gets a fresh step budget; what it knows stays known.
    void new_question();
    const graph* token_graph() const { return graph_.get(); }

    // Rules, kept once each by their canonical text.
    std::uint32_t rule_id(const rule& r);
    const rule& rule_at(std::uint32_t id) const;
    value_oracle& values(std::uint32_t id);
    std::size_t rule_count() const;
    // Forgets every rule and what was learned about them (positions read
    // before become meaningless): a long-lived page bounds its memory so.
    void forget_rules();

    // Components from their fields, checked (the facade hands these over).
    component heap(std::string_view rule_text, std::uint64_t size);
    component heap(std::uint32_t rule, std::uint64_t size) const;
    component game(std::string_view name, const std::vector<std::int64_t>& coords) const;
    component vertex(std::string_view name) const;

    // The one reader. Components are separated by spaces (parentheses and
    // braces are kept together), or by commas when the text has no ':':
    //   RULE:HEAP         a heap of a rule ("1..3:5", "{1,3}:9");
    //   HEAP              a bare heap of default_rule ("3,4,5" with nim);
    //   NAME(a, b), (a, b), or a bare number for a game of one coordinate
    //                     a position of the definition in use;
    //   NAME              a token on the vertex NAME of the graph in use.
    // Errors name the column: position.*, rule.*, game.*, graph.no_vertex.
    // A position holds at most max_components components, whose rules hold at
    // most max_position_rule_size amounts and code digits together.
    reading read(std::string_view text, std::string_view default_rule = "");

    // A position of tokens as the vertices they stand on; a component that is
    // not a token is refused ("graph.no_vertex", naming it and its column).
    std::vector<std::size_t> vertices(const reading& r) const;

    // The one writer: "1..3:5", "cut(4, 7)", "a"; a position's components
    // separated by spaces.
    std::string text(const component& c) const;
    std::string text(const position& p) const;

    // The normal-play value of a component (its Sprague-Grundy value). For a
    // vertex of a graph with cycles that Smith labels infinite: 0, with
    // infinite() true.
    std::uint64_t value(const component& c);
    bool infinite(const component& c) const;

    // Every move of c in its kind's order (heaps: for_each_move's; games: the
    // definition's; vertices: their edges), until f returns false. with_values
    // fills the values (a game whose moves loop has none: pass false). False
    // when a game position had more than max_listed_moves moves (the first
    // ones were walked).
    bool for_each_move(const component& c, const std::function<bool(component_move&&)>& f, bool with_values = true);
    // Only what each move leaves (cheaper; for searches): f(parts, count) for
    // each move, at most `limit` of them. False when there were more.
    bool for_each_option(const component& c, std::size_t limit,
                         const std::function<void(const component* parts, std::size_t count)>& f);
    // Whether c has a move at all.
    bool can_move(const component& c);

    // The moves of c to a component of value `target`: the first `room`
    // listed, *count set to how many there are; *truncated set when a search
    // stopped before looking at every move.
    std::vector<component_move> moves_to_value(const component& c, std::uint64_t target, std::size_t room,
                                               std::uint64_t* count, bool* truncated);

    // The position after a move of component i: the component replaced, in
    // place, by the parts the move leaves; a heap emptied stays as a heap of
    // size 0, so that the other components keep their places.
    position apply(const position& p, std::size_t i, const component_move& m) const;

private:
    struct rules;  // the rules, their values, and where each was read from
    limits budget_;
    std::unique_ptr<rules> rules_;
    std::shared_ptr<const game_definition> def_;
    std::unique_ptr<game_evaluator> ev_;
    std::shared_ptr<const graph> graph_;
};

}  // namespace sg
