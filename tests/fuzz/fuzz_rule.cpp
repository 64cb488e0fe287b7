// libFuzzer target: rule text -> parse_rule -> tables (at once and in steps), checked against the plain definition.
// The work and the checks are in entries.hpp, shared with the corpus replay test.
#include "entries.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    sgfuzz::run_rule(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
