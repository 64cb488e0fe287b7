// The result schema: every result as JSON text. The CLI prints these and the
// WebAssembly facade parses them, so both speak exactly the same objects
// (documented in README.md, "Result objects").
#pragma once
#include <string>

#include "sg/analysis.hpp"
#include "sg/game.hpp"
#include "sg/loopy.hpp"
#include "sg/play.hpp"
#include "sg/table.hpp"

namespace sg {

// include_values=false leaves "values" out (the facade passes them as a typed array).
std::string to_json(const table& t, bool include_values = true);
std::string to_json(const period_info& p);
std::string to_json(const derivation& d);
std::string to_json(const sum_analysis& a);
std::string to_json(const sum_analysis& normal, const misere_analysis& m);
std::string to_json(const graph& g, const graph_analysis& a);
std::string to_json(const graph& g, const token_play& p);
// A sum in play; def names the game moves (null for heaps only).
std::string to_json(const play_analysis& a, const game_definition* def);

// {text, name, kind, singleHeap, amounts?, family?, digits?, hexadecimal}.
std::string to_json(const rule& r);
// [{rule: {...as above}, heap, column}]: a parsed position.
std::string to_json(const std::vector<heap_spec>& position);

// The game language (schema: gameInfo, gameTable, gameExplain, formulaCheck,
// gameSuggest, gameAnalyze).
std::string to_json(const game_definition& def);
std::string to_json(const game_definition& def, const game_table& t, std::size_t states);
std::string to_json(const game_definition& def, const game_derivation& d);
std::string to_json(const game_definition& def, const formula_check& c, std::string_view formula, bool p_positions,
                    std::uint64_t total);
std::string to_json(const std::vector<suggestion>& s);
std::string to_json(const game_definition& def, const game_sum_analysis& a);

// {"error":{"code","message","line","column","params":{name: text}}}: how the
// CLI's JSON lines and the WebAssembly facade report a refusal.
std::string to_json(const error& e);

// A JSON string literal (quoted and escaped).
std::string json_string(const std::string& s);

}  // namespace sg
