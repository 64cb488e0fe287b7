// libFuzzer target: position text -> parse_position -> analyze and analyze_misere -> JSON, sums and moves checked.
// The work and the checks are in entries.hpp, shared with the corpus replay test.
#include "entries.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    sgfuzz::run_position(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
