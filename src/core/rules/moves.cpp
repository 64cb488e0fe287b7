// A rule's moves: the members of its family, every move from a heap in a
// fixed order, and a move in words.
#include <algorithm>
#include <cmath>

#include "sg/rule.hpp"

namespace sg {

void for_each_member(family fam, std::uint64_t limit, const std::function<bool(std::uint64_t)>& f) {
    switch (fam) {
        case family::odd:
            for (std::uint64_t k = 1; k <= limit; k += 2)
                if (!f(k)) return;
            return;
        case family::even:
            for (std::uint64_t k = 2; k <= limit; k += 2)
                if (!f(k)) return;
            return;
        case family::pow2:
            for (std::uint64_t k = 1; k <= limit && k <= max_number; k *= 2)
                if (!f(k)) return;
            return;
        case family::fib:
            for (std::uint64_t a = 1, b = 2; a <= limit && a <= max_number; b += a, a = b - a)
                if (!f(a)) return;
            return;
        case family::squares:
            for (std::uint64_t k = 1; k * k <= limit; ++k)
                if (!f(k * k)) return;
            return;
        case family::factorials:
            for (std::uint64_t k = 1, x = 1; x <= limit && x <= max_number; ++k, x *= k)
                if (!f(x)) return;
            return;
        case family::primes: {
            // Trial division by the primes found so far: lazy, so a caller that
            // stops early never pays for a sieve up to a huge limit.
            std::vector<std::uint64_t> found;
            for (std::uint64_t p = 2; p <= limit; p += (p == 2 ? 1 : 2)) {
                bool prime = true;
                for (std::uint64_t q : found) {
                    if (q * q > p) break;
                    if (p % q == 0) {
                        prime = false;
                        break;
                    }
                }
                if (!prime) continue;
                found.push_back(p);
                if (!f(p)) return;
            }
            return;
        }
    }
}

std::vector<std::uint64_t> family_members(family fam, std::uint64_t limit) {
    std::vector<std::uint64_t> out;
    if (fam == family::primes) {  // a sieve: tables ask for every prime up to their end
        if (limit < 2) return out;
        std::vector<bool> composite(limit + 1, false);
        for (std::uint64_t p = 2; p <= limit; ++p) {
            if (composite[p]) continue;
            out.push_back(p);
            for (std::uint64_t q = p * p; q <= limit; q += p) composite[q] = true;
        }
        return out;
    }
    for_each_member(fam, limit, [&](std::uint64_t k) {
        out.push_back(k);
        return true;
    });
    return out;
}

void for_each_move(const rule& r, std::uint64_t n, const std::function<bool(const move&)>& f) {
    move m;
    auto take_one = [&](std::uint64_t k) {  // take k, leaving one heap (or none)
        m.taken = k;
        m.part_count = k < n ? 1 : 0;
        m.parts[0] = n - k;
        return f(m);
    };
    switch (r.kind) {
        case rule_kind::subtraction:
            for (std::uint64_t k : r.amounts) {
                if (k > n) break;
                if (!take_one(k)) return;
            }
            return;
        case rule_kind::all_but:
            for (std::uint64_t k = 1; k <= n; ++k)
                if (!std::binary_search(r.amounts.begin(), r.amounts.end(), k) && !take_one(k)) return;
            return;
        case rule_kind::family: for_each_member(r.fam, n, take_one); return;
        case rule_kind::grundy:
            m.taken = 0;
            m.part_count = 2;
            for (std::uint64_t a = 1; 2 * a < n; ++a) {
                m.parts[0] = a;
                m.parts[1] = n - a;
                if (!f(m)) return;
            }
            return;
        case rule_kind::lasker:
            for (std::uint64_t k = 1; k <= n; ++k)
                if (!take_one(k)) return;
            m.taken = 0;
            m.part_count = 2;
            for (std::uint64_t a = 1; 2 * a <= n; ++a) {
                m.parts[0] = a;
                m.parts[1] = n - a;
                if (!f(m)) return;
            }
            return;
        case rule_kind::take_break:
            for (std::uint64_t k = 0; k < r.digits.size() && k <= n; ++k) {
                unsigned d = r.digits[k];
                std::uint64_t rest = n - k;
                m.taken = k;
                if ((d & 1) && rest == 0) {
                    m.part_count = 0;
                    if (!f(m)) return;
                }
                if ((d & 2) && rest >= 1 && k > 0) {
                    m.part_count = 1;
                    m.parts[0] = rest;
                    if (!f(m)) return;
                }
                if ((d & 4) && rest >= 2) {
                    m.part_count = 2;
                    for (std::uint64_t a = 1; 2 * a <= rest; ++a) {
                        m.parts[0] = a;
                        m.parts[1] = rest - a;
                        if (!f(m)) return;
                    }
                }
                if ((d & 8) && rest >= 3) {
                    m.part_count = 3;
                    for (std::uint64_t a = 1; 3 * a <= rest; ++a)
                        for (std::uint64_t b = a; a + 2 * b <= rest; ++b) {
                            m.parts[0] = a;
                            m.parts[1] = b;
                            m.parts[2] = rest - a - b;
                            if (!f(m)) return;
                        }
                }
            }
            return;
    }
}

std::string describe(const move& m, std::uint64_t heap) {
    auto list = [&](int from) {
        std::string s;
        for (int i = from; i < m.part_count; ++i) {
            if (i > from) s += i + 1 == m.part_count ? " and " : ", ";
            s += std::to_string(m.parts[i]);
        }
        return s;
    };
    if (m.part_count == 0) return "take all " + std::to_string(heap);
    if (m.part_count == 1) return "take " + std::to_string(m.taken);
    if (m.taken == 0) return "split into heaps of " + list(0);
    return "take " + std::to_string(m.taken) + " and leave heaps of " + list(0);
}

}  // namespace sg
