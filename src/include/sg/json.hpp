// The result schema: every result as JSON text. The CLI prints these and the
// WebAssembly facade parses them, so both speak exactly the same objects
// (documented in README.md, "Result objects"; schema/results.schema.json).
#pragma once
#include <string>
#include <string_view>

#include "sg/analysis.hpp"
#include "sg/every.hpp"
#include "sg/game.hpp"
#include "sg/graph.hpp"
#include "sg/hackenbush.hpp"
#include "sg/limits.hpp"
#include "sg/play.hpp"
#include "sg/position.hpp"
#include "sg/table.hpp"

namespace sg {

// include_values=false leaves "values" out (the facade passes them as a typed
// array); include_checksum adds the table's checksum (8 hexadecimal digits).
std::string to_json(const table& t, bool include_values = true, bool include_checksum = false);
std::string to_json(const period_info& p);
std::string to_json(const derivation& d);
// {text, name, kind, singleHeap, moveShapes, amounts?, family?, digits?, hexadecimal?}.
std::string to_json(const rule& r);
// Every limit: [{name, what, budget, cli, page}] (schema: limits).
std::string to_json(const std::vector<limit_row>& rows);

// Positions and sums: components as data (schema: component, analyze, play).
std::string to_json(const universe& u, const reading& r);   // [component with column]
std::string to_json(const universe& u, const position& p);  // [component]
std::string to_json(const universe& u, const sum_analysis& a);
std::string to_json(const universe& u, const play_analysis& a);
std::string to_json(const universe& u, const every_analysis& a);  // schema: every

// A graph with its labels and the tokens as a sum (schema: graph).
// with_graph false: the tokens' answer only, without every vertex (a batch's lines).
std::string to_json(const graph& g, const graph_analysis& a, bool with_graph = true);

// A Green Hackenbush board, its value and every cut (schema: hackenbush).
std::string to_json(const hackenbush_analysis& a);

// The game language (schema: gameInfo, gameTable, gameExplain, formulaCheck,
// gameSuggest, formulaAnswer).
std::string to_json(const game_definition& def);
std::string to_json(const game_definition& def, const game_table& t, std::size_t states);
std::string to_json(const game_definition& def, const game_derivation& d);
std::string to_json(const game_definition& def, const formula_check& c, std::string_view formula, bool p_positions,
                    std::uint64_t total);
std::string to_json(const std::vector<suggestion>& s);
std::string to_json(const game_definition& def, const formula_answer& a);  // schema: formulaAnswer

// {"error":{"code","message","line","column","params":{name: text},"items"}}:
// how the CLI's JSON lines and the WebAssembly facade report a refusal.
std::string to_json(const error& e);

// A JSON string literal (quoted and escaped), always valid UTF-8.
std::string json_string(const std::string& s);

}  // namespace sg
