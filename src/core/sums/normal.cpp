// Sums in normal play: the nim-sum of the components' values decides, and a
// winning move takes one component to the value that makes it 0.
#include "sg/analysis.hpp"

namespace sg {

sum_analysis analyze(universe& u, const reading& position, const analyze_options& opt) {
    sum_analysis a;
    a.moves_listed = opt.list_moves;
    for (std::size_t i = 0; i < position.parts.size(); ++i) {
        summand s;
        s.part = position.parts[i];
        s.column = i < position.columns.size() ? position.columns[i] : 0;
        s.sg = u.value(s.part);
        if (const period_info* p = u.pattern_of(s.part)) s.pattern = *p;
        a.nim_sum ^= s.sg;
        a.components.push_back(s);
    }
    a.p_position = a.nim_sum == 0;
    if (a.p_position || !opt.list_moves) return a;
    for (std::size_t i = 0; i < a.components.size(); ++i) {
        // A heap answered by an observed pattern is past what a table reaches
        // (its options' values would need tables of their own): its moves
        // are not searched. A game position answered by its pattern is past
        // what the evaluator walks in order: its moves are looked for from
        // the far end of each move line (never all of them).
        const auto& pattern = a.components[i].pattern;
        if (pattern && a.components[i].part.kind != component_kind::game &&
            pattern->status == period_status::observed) {
            a.truncated = true;
            continue;
        }
        // A move may also raise a value (only Nim-like rules never do).
        std::uint64_t target = a.components[i].sg ^ a.nim_sum;
        std::size_t room = max_listed_winning_moves - std::min(max_listed_winning_moves, a.winning_moves.size());
        std::uint64_t count = 0;
        auto moves = u.moves_to_value(a.components[i].part, target, room, &count, &a.truncated, &a.moves_looked_at);
        a.winning_move_count += count;
        for (auto& m : moves) a.winning_moves.push_back({i, std::move(m)});
    }
    return a;
}

}  // namespace sg
