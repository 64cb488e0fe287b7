// Internal: UTF-8 decoding, one step at a time, for the places that must not
// pass ill-formed text on (graph names, every JSON string).
#pragma once
#include <cstddef>
#include <string_view>

namespace sg::detail {

// One step of UTF-8 decoding at s[i] (Unicode table 3-7: no overlong forms, no
// surrogates, nothing past U+10FFFF). When ill-formed, length is the maximal
// ill-formed part, the unit a browser's decoder replaces with one U+FFFD.
struct utf8_step {
    std::size_t length;
    bool valid;
};

inline utf8_step utf8_next(std::string_view s, std::size_t i) {
    unsigned char c = s[i];
    if (c < 0x80) return {1, true};
    if (c < 0xC2 || c > 0xF4) return {1, false};
    std::size_t n = c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    unsigned char lo = c == 0xE0 ? 0xA0 : c == 0xF0 ? 0x90 : 0x80;
    unsigned char hi = c == 0xED ? 0x9F : c == 0xF4 ? 0x8F : 0xBF;
    for (std::size_t k = 1; k < n; ++k, lo = 0x80, hi = 0xBF) {
        unsigned char b = i + k < s.size() ? s[i + k] : 0;
        if (b < lo || b > hi) return {k, false};
    }
    return {n, true};
}

}  // namespace sg::detail
