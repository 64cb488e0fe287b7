// Reads tests/fixtures/reference: published values the engine is checked against.
#pragma once
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace sgtest {

inline std::string reference_path(const std::string& rel) { return std::string(SG_REFERENCE_DIR) + "/" + rel; }

// "n value" pairs after '#' comment lines.
inline std::vector<std::pair<std::uint64_t, std::uint64_t>> read_sequence(const std::string& rel) {
    std::ifstream in(reference_path(rel));
    std::vector<std::pair<std::uint64_t, std::uint64_t>> out;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream ls(line);
        std::uint64_t n, v;
        if (ls >> n >> v) out.push_back({n, v});
    }
    return out;
}

// Tab-separated rows of a file in tests/fixtures, '#' lines skipped.
inline std::vector<std::vector<std::string>> read_fixture(const std::string& name) {
    std::ifstream in(std::string(SG_FIXTURE_DIR) + "/" + name);
    std::vector<std::vector<std::string>> rows;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::vector<std::string> cells;
        std::size_t start = 0, tab;
        while ((tab = line.find('\t', start)) != std::string::npos) {
            cells.push_back(line.substr(start, tab - start));
            start = tab + 1;
        }
        cells.push_back(line.substr(start));
        rows.push_back(cells);
    }
    return rows;
}

inline std::vector<std::string> read_lines(const std::string& rel) {
    std::ifstream in(reference_path(rel));
    std::vector<std::string> out;
    std::string line;
    while (std::getline(in, line)) out.push_back(line);
    return out;
}

}  // namespace sgtest
