// libFuzzer target: graph text -> parse_graph -> analyze_tokens -> JSON, labels and moves checked.
// The work and the checks are in entries.hpp, shared with the corpus replay test.
#include "entries.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    sgfuzz::run_graph(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
