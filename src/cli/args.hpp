// The sg command's arguments, files and standard input.
#pragma once
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

#include "sg/error.hpp"
#include "sg/json.hpp"

namespace sg::cli {

extern const char* const usage;

struct usage_error : error {
    explicit usage_error(const std::string& message) : error("cli.usage", message) {}
};

struct args {
    std::vector<std::string> positional;
    bool json = false, checksum = false, misere = false, moves = true, every = false;
    std::string upto, rule, tokens, game_file, game_name, box, check, style, formula;
    bool has_tokens = false, p_positions = false, suggest = false, trust_pattern = false;
};

args parse_args(int argc, char** argv);

// A whole number 0..max_number written in decimal (leading zeros allowed).
std::uint64_t parse_number(std::string s, const char* what);

// A file's text ("-": standard input).
std::string read_file(const std::string& name);

// Answers one question per line of standard input, so that the n-th answer
// on standard output is always the n-th line's: a bad or blank line is
// answered there with its error (a JSON error object with --json, else
// "error: ..."; the message also goes to stderr) and the rest go on.
// Returns the exit status: 2 when some line was refused.
template <class F>
int per_line(F answer, bool json) {
    std::string line;
    int status = 0;
    auto refuse = [&](const error& e) {
        std::cerr << "error: " << e.what() << '\n';
        if (json) std::cout << to_json(e) << '\n';
        else std::cout << "error: " << e.what() << '\n';
        status = 2;
    };
    while (std::getline(std::cin, line)) {
        try {
            if (line.find_first_not_of(" \t\r") == std::string::npos)
                throw error("position.empty", "the line is empty: write a position");
            answer(line);
        } catch (const error& e) {
            refuse(e);
        } catch (const std::bad_alloc&) {
            refuse(error("memory.out", "out of memory"));
        }
        // Flushed before waiting for input: at once for a person typing, in
        // large writes for a file piped in (a write per line cost as much
        // as the answers in a batch of small ones).
        if (std::cin.rdbuf()->in_avail() <= 0) std::cout.flush();
    }
    return status;
}

// The positional arguments as one text ("1..3:5 nim:3").
std::string joined(const std::vector<std::string>& words);

// Answers the position the arguments write, or else each line of standard
// input (per_line); returns the exit status.
template <class F>
int per_question(const std::vector<std::string>& positional, F answer, bool json) {
    if (positional.empty()) return per_line(answer, json);
    answer(joined(positional));
    return 0;
}

}  // namespace sg::cli
