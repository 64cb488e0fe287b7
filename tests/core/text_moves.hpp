// A heap written as text ("1,3,4:7") and its moves, each as the texts of the
// heaps it leaves, from the rule's own move list: how the brute-force tests
// write heaps beside other components.
#pragma once
#include <string>
#include <vector>

#include "sg/rule.hpp"

inline std::vector<std::vector<std::string>> heap_text_moves(const std::string& heap) {
    std::vector<std::vector<std::string>> out;
    const auto colon = heap.rfind(':');
    sg::rule r = sg::parse_rule(heap.substr(0, colon));
    sg::for_each_move(r, std::stoull(heap.substr(colon + 1)), [&](const sg::move& m) {
        std::vector<std::string> left;
        for (int k = 0; k < m.part_count; ++k) left.push_back(r.text + ":" + std::to_string(m.parts[k]));
        out.push_back(left);
        return true;
    });
    return out;
}
