// The sg command's text output: each result as people read it. The results
// carry everything printed here; nothing is computed while printing.
#pragma once
#include <string>

#include "sg/analysis.hpp"
#include "sg/every.hpp"
#include "sg/game.hpp"
#include "sg/graph.hpp"
#include "sg/hackenbush.hpp"
#include "sg/limits.hpp"
#include "sg/play.hpp"
#include "sg/table.hpp"

namespace sg::cli {

std::string hex8(std::uint32_t v);
std::string period_line(const period_info& p);

void print_table(const table& t, const rule& r, bool checksum_only);
void print_derivation(const derivation& d);
void print_sum(const universe& u, const sum_analysis& a);
// A sum whose moves loop: Smith's values, the outcome (P, N or D), and the
// moves that win or keep a draw.
void print_loopy(const universe& u, const play_analysis& p);
// An Every-SG sum: each component's step count, the outcome, and the moves
// the strategy plays (every component to its step count - 1).
void print_every(const universe& u, const every_analysis& a);
// with_labels false: the tokens' answer only (a batch's lines; print_labels
// says the graph's values once).
void print_graph(const graph& g, const graph_analysis& a, bool with_labels = true);
void print_labels(const graph& g);
// A Hackenbush board: its edges, how fusion and the colon principle value it,
// the outcome, and the cuts that win.
void print_hackenbush(const hackenbush_analysis& a);
void print_game_table(const game_definition& def, const game_table& t);
void print_game_derivation(const game_definition& def, const game_derivation& d);
void print_formula_check(const game_definition& def, const formula_check& c, const std::string& formula, bool p,
                         std::uint64_t total);
void print_formula_answer(const game_definition& def, const formula_answer& a);
void print_suggestions(const std::vector<suggestion>& s, std::uint64_t total);
void print_limits(const std::vector<limit_row>& rows);

}  // namespace sg::cli
