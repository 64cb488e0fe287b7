// Positions as data. A position is a sum of components; a component is a heap
// of a rule, a position of the game language, a token on a vertex of a
// graph, or a Green Hackenbush board. One reader turns text into a position
// (the CLI, links, saved games) and one writer turns it back; everything else
// works on the data: the sums (sg/analysis.hpp), play (sg/play.hpp), the
// facade and the pages.
//
// A component names its rule, game, vertex or board by an index into a
// universe: the rules, definition, graph and boards that a batch of questions
// shares, with what is known about them (each rule's values are learned once,
// each game position is evaluated once).
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
#include "sg/hackenbush.hpp"
#include "sg/limits.hpp"
#include "sg/rule.hpp"
#include "sg/table.hpp"

namespace sg {

enum class component_kind : std::uint8_t { heap, game, vertex, hackenbush };

struct component {
    component_kind kind = component_kind::heap;
    std::uint32_t id = 0;                           // heap: its rule; game: its game; vertex: 0; hackenbush: its board
    std::array<std::int64_t, max_game_coords> c{};  // heap: {size}; game: the coordinates; vertex: {the vertex}

    std::uint64_t size() const { return std::uint64_t(c[0]); }  // a heap's size, a vertex's index
    game_position game() const { return {id, c}; }

    friend bool operator==(const component& a, const component& b) {
        return a.kind == b.kind && a.id == b.id && same_coords(a.c, b.c);
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

// A cut of a Hackenbush board: the edge cut and the edges that fell with it
// (ids of the board cut; the board left keeps the others in their order).
struct board_cut {
    std::uint32_t edge = 0;
    std::vector<std::uint32_t> fallen;
};

// One move of one component: what the component becomes (its parts; none when
// a heap is emptied, a game move leads to the empty sum or a board is cut
// bare) and the move in the terms of its kind. Values are filled when known
// (not in games whose moves loop).
struct component_move {
    position parts;
    std::uint64_t value = 0;  // the parts' normal-play value (XOR)
    move_detail heap;         // heap: taken, leaves, their values, words
    game_move game;           // game: the move line, its variables, the targets
    std::size_t to = 0;       // vertex: the vertex moved to
    board_cut cut;            // hackenbush: the edge cut and what fell
};

namespace detail {
class json_writer;
}

// The positions of a game-language definition as components: how a universe
// reads, writes, values and moves them. The game language makes it
// (universe::use_games, in src/core/sums/games.cpp), and the universe reaches
// the language only through it: a program that never calls use_games (the
// pages' core engine) links none of the language.
class game_components {
public:
    virtual ~game_components() = default;
    virtual const game_definition& definition() const = 0;
    virtual game_evaluator& evaluator() = 0;
    virtual void new_question() = 0;  // as universe::new_question
    virtual void cancel() = 0;        // ends the evaluator's unfinished work
    // universe::game: a position from its game's name and coordinates, checked.
    virtual component make(std::string_view name, const std::vector<std::int64_t>& coords) const = 0;
    // Reads item (at column) into out when it is written as a position of the
    // definition: "(a, b)", "NAME(...)", or a bare number when the definition
    // has one game of one coordinate and bare_numbers; false when it is not.
    virtual bool read(std::string_view item, std::size_t column, bool bare_numbers, component& out) const = 0;
    virtual std::string text(const component& c) const = 0;
    // universe::value, pattern_of, for_each_move, for_each_option and
    // moves_to_value for a game position; trusted: observed patterns may answer.
    virtual std::uint64_t value(const component& c, bool trusted) = 0;
    virtual const period_info* pattern_of(const component& c, bool trusted) const = 0;
    virtual bool moves(const component& c, const std::function<bool(component_move&&)>& f, bool with_values) = 0;
    virtual bool options(const component& c, std::size_t limit,
                         const std::function<void(const component* parts, std::size_t count)>& f) = 0;
    virtual std::vector<component_move> moves_to_value(const component& c, std::uint64_t target, std::size_t room,
                                                       std::uint64_t* count, bool* truncated,
                                                       std::uint64_t* looked) = 0;
    // The JSON fields of a position and of a move (results.schema.json).
    virtual void put(detail::json_writer& w, const component& c) const = 0;
    virtual void put(detail::json_writer& w, const game_move& m) const = 0;
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
    const game_definition* definition() const { return games_ ? &games_->definition() : nullptr; }
    game_components* games() { return games_.get(); }
    const game_components* games() const { return games_.get(); }
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
    // Forgets every rule and board and what was learned about them (positions
    // read before become meaningless): a long-lived page bounds its memory so.
    void forget_rules();

    // Components from their fields, checked (the facade hands these over).
    component heap(std::string_view rule_text, std::uint64_t size);
    component heap(std::uint32_t rule, std::uint64_t size) const;
    component game(std::string_view name, const std::vector<std::int64_t>& coords) const;
    component vertex(std::string_view name) const;
    // A Hackenbush board from its graph text (parse_hackenbush's rules and
    // errors; "" is the bare board), or as read. Boards are kept once each,
    // by their text, with their values.
    component board(std::string_view text);
    component board(const sg::hackenbush& b);
    const sg::hackenbush& board_at(std::uint32_t id) const;
    std::size_t board_count() const;
    // The pieces of a board: what stands on the ground apart (each branch at
    // the ground with all it holds up, and each loop at the ground alone), as
    // boards of their own; none for the bare board. They meet only at the
    // ground, so a cut changes one piece and the board is exactly their sum
    // (in normal and misère play; fusion is not used: it keeps normal-play
    // values only). A piece without a cycle is kept in one form per shape, so
    // equal trees, however written, are one board; a piece with a cycle is its
    // edges renamed from the ground. Found once per board, in about one pass
    // over it (a piece of more than max_hackenbush_listed edges is kept as it
    // is), the pass added to option_work().
    position board_pieces(const component& c);
    // Where an edge of board c stands among its pieces: {its piece's index in
    // board_pieces(c), its id in that piece's board}. Cutting it cuts that
    // edge of that piece, and leaves the other pieces as they are.
    std::array<std::uint32_t, 2> piece_edge(const component& c, std::uint32_t edge);

    // The one reader. Components are separated by spaces (parentheses and
    // braces are kept together), or by commas when the text has no ':':
    //   RULE:HEAP         a heap of a rule ("1..3:5", "{1,3}:9");
    //   HEAP              a bare heap of default_rule ("3,4,5" with nim);
    //   NAME(a, b), (a, b), or a bare number for a game of one coordinate
    //                     a position of the definition in use;
    //   NAME              a token on the vertex NAME of the graph in use; with a
    //                     graph in use a bare number is a token too ("0", "17"),
    //                     a heap only when default_rule is given and no vertex
    //                     has that name (a heap beside tokens: RULE:HEAP);
    //   hackenbush{ground a; a b}
    //                     a Green Hackenbush board (graph text, ';' between edges).
    // Errors name the column: position.*, rule.*, game.*, graph.*, hackenbush.*.
    // A position holds at most max_components components, whose rules hold at
    // most max_position_rule_size amounts and code digits together.
    reading read(std::string_view text, std::string_view default_rule = "");

    // A position of tokens as the vertices they stand on; a component that is
    // not a token is refused ("graph.no_vertex", naming it and its column).
    std::vector<std::size_t> vertices(const reading& r) const;

    // The one writer: "1..3:5", "cut(4, 7)", "a", "hackenbush{ground a}"; a
    // position's components separated by spaces.
    std::string text(const component& c) const;
    std::string text(const position& p) const;

    // The normal-play value of a component (its Sprague-Grundy value). For a
    // vertex of a graph with cycles that Smith labels infinite: 0, with
    // infinite() true. A heap past what a table can reach is answered from a
    // proved period; a position of a game of one coordinate past
    // max_pattern_values, whose evaluation would pass the budgets, from the
    // pattern its first values show. An observed (unproved) pattern answers
    // only when trusted; otherwise "pattern.observed" says what was seen.
    std::uint64_t value(const component& c);
    bool infinite(const component& c) const;
    // Whether observed patterns may answer (--trust-pattern; trustPattern).
    void trust_patterns(bool on) { trust_ = on; }
    bool trusts_patterns() const { return trust_; }
    // The pattern c's value came from when it came from one, past the values
    // computed (proved by a theorem, or observed and trusted); else nullptr.
    const period_info* pattern_of(const component& c);

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
    // Steps spent finding moves beyond one per move, as they are spent (a cut
    // of a Hackenbush board is a pass over the board): searches add them to
    // their work. A board of more than max_hackenbush_listed edges is valued
    // but not played: for_each_option stops at once (false), for_each_move
    // refuses ("hackenbush.too_many_cuts"), moves_to_value sets truncated.
    double option_work() const { return option_work_; }

    // The moves of c to a component of value `target`: the first `room`
    // listed, *count set to how many there are; *truncated set when a search
    // stopped before looking at every move.
    // *looked adds the moves a search looked at before it stopped early.
    std::vector<component_move> moves_to_value(const component& c, std::uint64_t target, std::size_t room,
                                               std::uint64_t* count, bool* truncated, std::uint64_t* looked = nullptr);

    // The position after a move of component i: the component replaced, in
    // place, by the parts the move leaves; a heap emptied stays as a heap of
    // size 0 and a board cut bare as the bare board, so that the other
    // components keep their places.
    position apply(const position& p, std::size_t i, const component_move& m) const;

private:
    struct rules;   // the rules, their values, and where each was read from
    struct boards;  // the Hackenbush boards, their texts and values
    limits budget_;
    std::unique_ptr<rules> rules_;
    std::unique_ptr<boards> boards_;
    // A board's moves (each cut, with the board it leaves), until f returns false.
    void board_moves(const component& c, const std::function<bool(component_move&&)>& f);
    std::uint64_t board_value(std::uint32_t id);
    // A piece in its one form (boards.cpp); where[k]: the id there of the piece's edge k.
    std::uint32_t piece_board(sg::hackenbush&& piece, std::vector<std::uint32_t>& where);
    bool trust_ = false;
    double option_work_ = 0;
    game_components& in_use() const;  // the games, or the refusal game.no_game
    std::unique_ptr<game_components> games_;
    std::shared_ptr<const graph> graph_;
};

}  // namespace sg
