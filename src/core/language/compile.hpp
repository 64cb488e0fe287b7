// Internal: compiling the game language's syntax tree to postfix code
// (game_program.hpp).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "language/syntax.hpp"

namespace sg::detail {

struct scope {
    const std::vector<std::string>* names;            // slot i is names[i]
    std::size_t visible;                              // slots 0..visible-1 may be used
    const std::vector<std::string>* later = nullptr;  // names bound after this expression (for messages)
};

// The expression as postfix code over the visible names; errors name the place.
expr compile(const node& n, const scope& sc);
// Whether the expression uses the name.
bool uses(const node& n, const std::string& var);
// The coefficient s of var when n is v + s * var (s in -1, 0, 1, built from +
// and - only, so monotone in var); nothing otherwise.
std::optional<int> linear(const node& n, const std::string& var);

}  // namespace sg::detail
