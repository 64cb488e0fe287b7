// Internal: the theorems that turn a period seen in a table into a proved one
// (proofs.cpp). Each checks its own hypotheses on the values computed; when
// one fails, the period stays an observation.
#pragma once
#include <cstdint>
#include <string>

#include "sg/table.hpp"

namespace sg::detail {

struct proof_rule {
    enum kind_t {
        none,
        window,   // a finite subtraction set: max(S) consecutive repeats
        octal,    // an octal code: Guy and Smith's periodicity theorem
        all_but,  // an all-but subtraction set: the arithmetic-periodicity test in proofs.cpp
    } kind = none;
    std::uint64_t t = 0;  // window: max(S); octal: the most a move takes; all_but: the largest excluded amount
    bool arithmetic() const { return kind == all_but; }
};

// The theorem that applies to r, if any (none for closed forms: they need none).
proof_rule proof_for(const rule& r);

// Whether the theorem proves g(n + p) = g(n) + s for every n >= n0, where s
// is g(n0 + p) - g(n0) (0 for periods), given g(0..count-1) in v and that
// the equation holds for every n with n0 <= n < count - p. For the all-but
// test, *counted (when given) is where its counts were taken: n0 or a whole
// number of periods later.
bool proof_holds(const proof_rule& pr, const value_array& v, std::uint64_t count, std::uint64_t n0, std::uint64_t p,
                 std::uint64_t* counted = nullptr);

// The argument in one sentence (counted: as proof_holds gave it), and its
// stable name ("window", "octal", "all-but").
std::string proof_reason(const proof_rule& pr, std::uint64_t n0, std::uint64_t p, std::int64_t saltus,
                         std::uint64_t counted);
const char* proof_name(const proof_rule& pr);

}  // namespace sg::detail
