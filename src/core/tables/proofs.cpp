// The theorems that prove a period or an arithmetic period from a finite
// stretch of a table (proofs.hpp).
//
// Finite subtraction sets (window): g(n) depends only on the max(S) values
// before it, so max(S) consecutive repeats g(n + p) = g(n) repeat forever.
//
// Octal codes (Guy and Smith, Winning Ways ch. 4): if g(n + p) = g(n) for
// every n with n0 <= n < 2 n0 + p + t, t the most a move takes, then for all
// n >= n0.
//
// All-but subtraction sets: a move takes any positive amount except those of
// a finite set E (largest M). Austin showed that these games are ultimately
// arithmetic-periodic; the test below proves a given period p and saltus s.
// Hypotheses, each checked on the table:
//  (H1) s > 0, and g(n + p) = g(n) + s for every n with n0 <= n < n0 + M;
//  (H2) every value below s occurs in g(0 .. n0 + p - 1);
//  (H3) for every u >= 0, with a(u) = #{m < n0 : g(m) = u} and
//       b(u) = #{m < n0 + p : g(m) = u + s}: a(u) = b(u) when u occurs from
//       n0 on (u = g(n0 + i) + k s for some 0 <= i < p, k >= 0), else a(u)
//       and b(u) are both 0 or both positive.
// Then g(n + p) = g(n) + s for every n >= n0.
// Proof, by induction on n >= n0 + M (with the equation known on [n0, n)).
// The options of n + p are the heaps m < n + p except n + p - e, e in E; as
// n >= n0 + M those lie at or past n0 + p, so no heap below n0 + p is ever
// excluded, and heaps from n0 + p on are n0 .. n - 1 shifted by p with their
// values raised by s (the induction). So:
//  - a value v < s: it occurs below n0 + p (H2), never excluded: reachable;
//  - v = u + s: its count among the heaps below n + p is b(u) plus the count
//    of u in [n0, n), and its count among the excluded heaps is that of u
//    among n - e (the window shifted), the same as at n. When u occurs from
//    n0 on, a(u) = b(u) (H3): the counts match those of u at n exactly; when
//    it does not, u never occurs in [n0, n) nor among the excluded heaps of n
//    or n + p, and u + s is reachable from n + p exactly when b(u) > 0, u
//    from n exactly when a(u) > 0 (H3).
// So u + s is reachable from n + p exactly when u is from n: the least value
// not reached from n + p is g(n) + s. (H1) starts the induction at n0 + M.
#include "tables/proofs.hpp"

#include <algorithm>
#include <vector>

namespace sg::detail {
namespace {

// (H2) and (H3) for the all-but test.
bool all_but_counts(const value_array& v, std::uint64_t n0, std::uint64_t p, std::uint64_t s) {
    std::uint64_t top = 0;
    for (std::uint64_t m = 0; m < n0 + p; ++m) top = std::max<std::uint64_t>(top, v[m]);
    std::vector<std::uint64_t> a(top + 1, 0), b(top + 1, 0);
    for (std::uint64_t m = 0; m < n0 + p; ++m) {
        if (m < n0) ++a[v[m]];
        if (v[m] >= s) ++b[v[m] - s];
    }
    // (H2): every value below s occurs before n0 + p.
    std::vector<char> seen(std::min<std::uint64_t>(s, top + 1), 0);
    for (std::uint64_t m = 0; m < n0 + p; ++m)
        if (v[m] < s) seen[v[m]] = 1;
    if (s > top + 1 || std::find(seen.begin(), seen.end(), 0) != seen.end()) return false;
    // (H3). u occurs from n0 on exactly when u >= the least tail value of its residue mod s.
    std::vector<std::uint64_t> least(s, UINT64_MAX);
    for (std::uint64_t i = 0; i < p; ++i)
        least[v[n0 + i] % s] = std::min<std::uint64_t>(least[v[n0 + i] % s], v[n0 + i]);
    for (std::uint64_t u = 0; u <= top; ++u) {
        const bool later = u >= least[u % s];
        if (later ? a[u] != b[u] : (a[u] > 0) != (b[u] > 0)) return false;
    }
    return true;
}

}  // namespace

proof_rule proof_for(const rule& r) {
    if (r.kind == rule_kind::subtraction) return {proof_rule::window, r.amounts.back()};
    if (r.kind == rule_kind::take_break &&
        std::none_of(r.digits.begin(), r.digits.end(), [](std::uint8_t d) { return d & 8; }))
        return {proof_rule::octal, r.digits.empty() ? 0 : r.digits.size() - 1};
    if (r.kind == rule_kind::all_but && !r.amounts.empty()) return {proof_rule::all_but, r.amounts.back()};
    return {};
}

bool proof_holds(const proof_rule& pr, const value_array& v, std::uint64_t count, std::uint64_t n0, std::uint64_t p,
                 std::uint64_t* counted) {
    if (count < n0 + p) return false;
    const std::uint64_t matches = count - n0 - p;  // n with the equation, n0 <= n < count - p
    switch (pr.kind) {
        case proof_rule::window: return matches >= pr.t;
        case proof_rule::octal: return matches >= n0 + p + pr.t;
        case proof_rule::all_but: {
            if (v[n0 + p] <= v[n0]) return false;  // (H1): s > 0
            // The counts may settle a few periods after the pattern starts: as the
            // equation is seen from n0, proving it from a later start proves it from n0.
            for (std::uint64_t start = n0; start <= n0 + 4 * p; start += p) {
                // (H1), and at least one whole period seen (not needed by the proof: it keeps
                // the counts, a pass over the table, for real candidates).
                if (count - start - p < std::max(pr.t, p)) return false;
                if (all_but_counts(v, start, p, std::uint64_t(v[n0 + p]) - v[n0])) {
                    if (counted) *counted = start;
                    return true;
                }
            }
            return false;
        }
        default: return false;
    }
}

std::string proof_reason(const proof_rule& pr, std::uint64_t n0, std::uint64_t p, std::int64_t saltus,
                         std::uint64_t counted) {
    std::string ps = std::to_string(p), ns = std::to_string(n0), ts = std::to_string(pr.t);
    switch (pr.kind) {
        case proof_rule::window:
            return "proved: g(n + " + ps + ") = g(n) for " + ts + " consecutive n (the largest move) from n = " + ns +
                   ", and each value depends only on the " + ts + " before it";
        case proof_rule::octal:
            return "proved by the octal periodicity theorem (Guy and Smith): g(n + " + ps +
                   ") = g(n) for every n from " + ns + " to 2*" + ns + " + " + ps + " + " + ts + " (t = " + ts +
                   ", the most a move takes)";
        case proof_rule::all_but:
            return "proved by the arithmetic-periodicity test for all-but subtraction games: g(n + " + ps +
                   ") = g(n) + " + std::to_string(saltus) + " for " + ts + " consecutive n (the largest excluded " +
                   "amount) from n = " + ns + ", every value below " + std::to_string(saltus) +
                   " occurs before n = " + std::to_string(counted + p) +
                   ", and the values before n = " + std::to_string(counted) +
                   " are counted as the pattern repeats them";
        default: return "";
    }
}

const char* proof_name(const proof_rule& pr) {
    switch (pr.kind) {
        case proof_rule::window: return "window";
        case proof_rule::octal: return "octal";
        case proof_rule::all_but: return "all-but";
        default: return "";
    }
}

}  // namespace sg::detail
