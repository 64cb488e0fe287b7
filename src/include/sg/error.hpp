// Errors the engine reports. Every refusal of bad input is an sg::error whose
// message is the text a person reads (the CLI prints "error: " + what(); the
// WebAssembly facade throws a JS Error with the same text).
#pragma once
#include <stdexcept>
#include <string>

namespace sg {

struct error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The largest heap size or amount the engine accepts: 2^53 - 1, so that every
// number crosses into JavaScript exactly.
inline constexpr unsigned long long max_number = 9007199254740991ULL;

}  // namespace sg
