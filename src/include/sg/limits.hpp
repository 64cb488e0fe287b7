// Every budget and size limit of the engine, defined once.
//
// Sizes are the same wherever the engine runs (the largest number, the most
// components of a position, ...). Budgets bound how much work one answer may
// take, and come in two profiles: the `sg` command's (about a minute for a
// table) and the pages' (a synchronous call answers within about a second;
// long tables run in slices that the reader can cancel). Callers pass the
// profile down as an option: no budget is a global.
//
// src/include/sg/limits.json is the single source: the build writes the
// lists below from it, scripts/schema-doc.mjs the README's table of limits,
// and every refusal names the number it met in its params.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace sg {

// SG_SIZE_LIMITS(X) calls X(name, type, value, what) for each size, and
// SG_BUDGETS(X) X(name, type, sg command, pages, what) for each budget (0:
// no limit in that profile), from src/include/sg/limits.json.
#include "sg/limits.inc"

#define SG_DECLARE_SIZE_LIMIT(name, type, value, what) inline constexpr type name = value;
SG_SIZE_LIMITS(SG_DECLARE_SIZE_LIMIT)
#undef SG_DECLARE_SIZE_LIMIT

// One profile of budgets.
struct limits {
#define SG_DECLARE_BUDGET(name, type, cli, page, what) type name;
    SG_BUDGETS(SG_DECLARE_BUDGET)
#undef SG_DECLARE_BUDGET
};

// The `sg` command's budgets, and the pages'.
const limits& cli_limits();
const limits& page_limits();

// Every limit as a row, for the README's table and the facade: a size has the
// same value in both profiles.
struct limit_row {
    const char* name;
    const char* what;
    bool budget;  // false: a size, the same everywhere
    double cli, page;
};
std::vector<limit_row> limit_table();

}  // namespace sg
