// libFuzzer target: game text -> game definition -> tables, derivations, sums -> JSON, each value checked against its
// own moves. The work and the checks are in entries.hpp, shared with the corpus replay test.
#include "entries.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    sgfuzz::run_game(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
