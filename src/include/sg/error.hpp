// Errors the engine reports. Every refusal of bad input is an sg::error that
// carries what a page needs to say it in any language:
//   code     a stable name, e.g. "rule.zero_move" (README.md lists them all);
//   params   the values the message names, by name, as text;
//   items    a list it names, when it names one (a cycle's first vertices);
//   line, column  where in the input (1-based; 0 when not about a place);
//   what()   the English sentence the CLI prints ("error: " + what()).
// The WebAssembly facade hands JS {code, params, items, line, column, message}.
#pragma once
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "sg/limits.hpp"

namespace sg {

using error_params = std::vector<std::pair<std::string, std::string>>;

struct error : std::runtime_error {
    // message is the English text without the place; the place is appended.
    error(std::string code, const std::string& message, error_params params = {}, std::size_t column = 0,
          std::size_t line = 0)
        : std::runtime_error(message + place(line, column)),
          code(std::move(code)),
          params(std::move(params)),
          line(line),
          column(column) {}

    std::string code;
    error_params params;
    std::vector<std::string> items;  // a list the message names (a cycle's vertices, in order)
    std::size_t line = 0;
    std::size_t column = 0;

    static std::string place(std::size_t line, std::size_t column) {
        if (line) return " at line " + std::to_string(line) + ", column " + std::to_string(column);
        if (column) return " at column " + std::to_string(column);
        return "";
    }
};

}  // namespace sg
