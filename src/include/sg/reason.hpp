// How an analysis knows its outcome, as data: a code and the numbers it
// needs ("misere.search" with positions = 1234). The sums' analyses (misère,
// Every-SG, play) share it; JSON writes it as {"code": ..., "params": {...}},
// the pages word it in their language (web/js/text: "reason.CODE"), and
// reason_words says it in English for the sg command.
//
// The codes and their params (every param a count):
//   misere.bouton            misère Nim, Bouton's rule
//   misere.anti_sg           the Anti-SG rule, no move splits a component;
//   misere.anti_sg_splits    the same with moves that split. Both with
//                            heaps (the largest heap size checked, when some
//                            component is a heap), positions (the positions
//                            checked from the other components, when there
//                            are any), onOneEdge (pieces of boards valued
//                            without a search, when some) and boards (the
//                            Hackenbush boards, when some)
//   misere.search            exact search: positions (sums looked at)
//   misere.budget            unknown: the search needs more than positions
//                            sums or steps steps
//   every.steps              Every-SG by step counts: steps (the largest),
//                            component (the first that has it, from 1)
//   every.no_moves           Every-SG: no component can move
//   every.search             Every-SG by search (moves loop): positions
//   play.sprague_grundy      normal play, the nim-sum of the values
//   play.search              play's exact search: positions (sums searched)
//   play.loopy               Smith's values and retrograde analysis: positions
// (play also gives misère's codes when misère's own argument decided.)
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sg {

struct reason {
    std::string code;
    std::vector<std::pair<std::string, std::uint64_t>> params;  // in the order added

    reason() = default;
    explicit reason(std::string c) : code(std::move(c)) {}
    reason& with(std::string name, std::uint64_t value) {
        params.emplace_back(std::move(name), value);
        return *this;
    }
    bool has(std::string_view name) const {
        for (const auto& p : params)
            if (p.first == name) return true;
        return false;
    }
    std::uint64_t param(std::string_view name) const {  // 0 when absent
        for (const auto& p : params)
            if (p.first == name) return p.second;
        return 0;
    }
};

// The reason in English, as the sg command prints it (no full stop).
std::string reason_words(const reason& r);

}  // namespace sg
