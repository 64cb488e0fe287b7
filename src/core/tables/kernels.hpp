// Internal: the methods that fill a table, one per kind of rule.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>

#include "sg/table.hpp"

namespace sg::detail {

// Fills g(n) for n in [from, to), given g(0..from-1). Returns the first n it
// did not fill: `to`, or earlier when g(n) does not fit the array's width (the
// caller widens the array and calls again).
class kernel {
public:
    virtual ~kernel() = default;
    virtual std::uint64_t run(value_array& v, std::uint64_t from, std::uint64_t to) = 0;
    // Rough number of elementary operations to compute g(n), for step sizing.
    virtual double cost(std::uint64_t n) const = 0;
};

std::unique_ptr<kernel> make_kernel(const rule& r, const table_options& opt);

// Refuses (sg::error "table.memory") n values of `width` bytes past max_bytes,
// before anything is allocated (n is checked before it is narrowed to size_t).
void check_bytes(std::uint64_t n, int width, std::size_t max_bytes);

// How far to compute when looking for a period: far enough for the periods
// the engine proves in practice, cut back to what period_search_work pays for.
std::uint64_t default_horizon(const rule& r);

// The take-and-break kernels (octal.cpp).
std::unique_ptr<kernel> make_plain_split_kernel(const rule& r);
std::unique_ptr<kernel> make_sparse_split_kernel(const rule& r);

// A closed form g(n) with its period, when the rule has one.
struct closed_form {
    std::uint64_t (*g)(std::uint64_t n, std::uint64_t param);
    std::uint64_t param;
    period_info period;
};
std::optional<closed_form> find_closed_form(const rule& r);

// Calls f with the array's storage as uint8_t*, uint16_t* or uint32_t*, so a
// kernel's loop is compiled once per width and reads values without a switch.
template <class F>
decltype(auto) with_width(value_array& v, F&& f) {
    switch (v.width()) {
        case 1: return f(reinterpret_cast<std::uint8_t*>(v.bytes()));
        case 2: return f(reinterpret_cast<std::uint16_t*>(v.bytes()));
        default: return f(reinterpret_cast<std::uint32_t*>(v.bytes()));
    }
}

inline std::uint32_t width_max(int width) { return width == 1 ? 0xFFu : width == 2 ? 0xFFFFu : 0xFFFFFFFFu; }

// Smallest-bit-clear: the mex of a set of values below 64 given as a bitmask.
inline std::uint32_t mex_of_mask(std::uint64_t seen) { return static_cast<std::uint32_t>(__builtin_ctzll(~seen)); }

}  // namespace sg::detail
