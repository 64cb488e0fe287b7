// Values from JavaScript, checked as they cross into the engine: whole
// numbers, text, lists and positions (text or data). Every refusal is an
// sg::error with a code the pages translate; guarded() turns it, or running
// out of memory, into the {error} object a binding returns.
#pragma once

#include <emscripten/val.h>

#include <cstdint>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>

#include "sg/error.hpp"
#include "sg/json.hpp"
#include "sg/position.hpp"

namespace sgjs {

using emscripten::val;

inline val parse_json(const std::string& json) { return val::global("JSON").call<val>("parse", json); }

template <class F>
val guarded(F f) {
    try {
        return f();
    } catch (const sg::error& e) {
        return parse_json(sg::to_json(e));
    } catch (const std::bad_alloc&) {
        return parse_json(sg::to_json(sg::error("memory.out", "out of memory: ask for a smaller table")));
    } catch (const std::length_error&) {
        return parse_json(sg::to_json(sg::error("memory.out", "out of memory: ask for a smaller table")));
    }
}

// JS numbers arrive as doubles: accept whole numbers 0..2^53-1 only. what is
// "heap" or "upto", a word pages translate.
std::uint64_t whole(double x, const char* what);

bool is_object(const val& v);

// A component's field that must be text or a number.
std::string text_of(const val& v, const char* what);
double number_of(const val& v, const char* what);

// A list of whole numbers from JS.
std::vector<std::uint64_t> numbers_of(const val& list, const char* what);

// How many of a game's earlier positions (history: a list of the texts the
// engine wrote for them, with the same player to move) are `text`: the
// repetitions sg::end_of counts.
std::size_t times_seen(const std::string& text, const val& history);

// A position as text (read by the one reader) or as data (each component
// checked by the universe).
sg::reading position_of(sg::universe& u, const val& p, const std::string& default_rule);

}  // namespace sgjs
