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
// Whether n is v + s * var with v and s free of var, built from + - * and
// unary - only (so each part of it is monotone in var); s when it is a
// constant of the text.
struct affinity {
    bool affine = false;
    bool known = false;  // s is the constant `coef`
    std::int64_t coef = 0;
};
affinity affine_in(const node& n, const std::string& var);
// c when n is `name + c`, `name - c`, `c + name` or `name` (c a number).
std::optional<std::int64_t> offset_of(const node& n, const std::string& name);

}  // namespace sg::detail
