// Internal: the lines of graph text, read the same way for directed graphs
// (graph.cpp) and Hackenbush boards (hackenbush.cpp).
#pragma once
#include <cstddef>
#include <functional>
#include <string_view>

namespace sg::detail {

struct graph_name {
    std::string_view text;
    std::size_t column = 0;  // 0-based, in its line
};

// Calls f(names, count, line) for each line of text that names one vertex or
// two (an edge), in order; count is 1 or 2, line is 1-based. Lines end at '\n'
// or ';', '#' starts a comment, and names are separated by spaces, commas,
// "->" and their full-width forms. Throws graph.bad_character,
// graph.not_utf8 and graph.too_many_names, naming the line and column.
void for_each_graph_line(std::string_view text,
                         const std::function<void(const graph_name* names, std::size_t count, std::size_t line)>& f);

}  // namespace sg::detail
