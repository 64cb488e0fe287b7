// Tokens named in text, read for a graph by the engine's one reader of positions.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "sg/position.hpp"

inline std::vector<std::size_t> tokens_of(const sg::graph& g, const std::string& text) {
    sg::universe u;
    u.use_graph(std::shared_ptr<const sg::graph>(&g, [](const sg::graph*) {}));  // the caller keeps g
    return u.vertices(u.read(text));
}

// Tokens on these vertices as a position of a universe that uses g.
inline sg::position token_position(const std::vector<std::size_t>& tokens) {
    sg::position p;
    for (std::size_t t : tokens) {
        sg::component c;
        c.kind = sg::component_kind::vertex;
        c.c[0] = std::int64_t(t);
        p.push_back(c);
    }
    return p;
}

// A universe that plays on g (which the caller keeps).
inline std::unique_ptr<sg::universe> universe_of(const sg::graph& g) {
    auto u = std::make_unique<sg::universe>();
    u->use_graph(std::shared_ptr<const sg::graph>(&g, [](const sg::graph*) {}));
    return u;
}
