// Take-and-break kernels: octal and hexadecimal codes, Grundy's game and
// Lasker's Nim (whose tables use the closed form; the kernel is its oracle).
#include <algorithm>
#include <vector>

#include "tables/kernels.hpp"

namespace sg::detail {
namespace {

// The moves of a take-and-break rule, grouped by what they leave.
struct split_moves {
    std::vector<std::uint32_t> empty;  // k: taking k from a heap of exactly k is a move
    std::vector<std::uint32_t> one;    // k: take k, leave one heap
    std::vector<std::uint32_t> two;    // k: take k, leave two heaps
    std::vector<std::uint32_t> three;  // k: take k, leave three heaps
    bool unequal = false;              // Grundy's game: the two heaps must differ
    bool take_any = false;             // Lasker's Nim: take any amount too
    std::uint32_t max_taken = 0;       // t in the octal periodicity theorem

    explicit split_moves(const rule& r) {
        if (r.kind == rule_kind::grundy) {
            two.push_back(0);
            unequal = true;
        } else if (r.kind == rule_kind::lasker) {
            two.push_back(0);
            take_any = true;
        } else {
            for (std::uint32_t k = 0; k < r.digits.size(); ++k) {
                unsigned d = r.digits[k];
                if (d & 1) empty.push_back(k);
                if ((d & 2) && k > 0) one.push_back(k);
                if (d & 4) two.push_back(k);
                if (d & 8) three.push_back(k);
                if (d) max_taken = k;
            }
        }
    }
};

// Marks values in a stamp array; mex is the least unmarked value.
struct mex_set {
    std::vector<std::uint32_t> stamp;
    std::uint32_t gen = 0;
    void clear() { ++gen; }
    void add(std::uint32_t x) {
        if (x >= stamp.size()) stamp.resize(std::max<std::size_t>(2 * stamp.size(), x + 64), 0);
        stamp[x] = gen;
    }
    std::uint32_t mex() const {
        std::uint32_t m = 0;
        while (m < stamp.size() && stamp[m] == gen) ++m;
        return m;
    }
};

// The plain method: every option of every heap, O(n) per value (O(n^2) for
// three-heap splits). Kept as the reference the sparse method is checked against.
class plain_split_kernel final : public kernel {
public:
    explicit plain_split_kernel(const rule& r) : m_(r) {}
    std::uint64_t run(value_array& v, std::uint64_t from, std::uint64_t to) override {
        return with_width(v, [&](auto* g) -> std::uint64_t {
            using T = std::remove_pointer_t<decltype(g)>;
            for (std::uint64_t n = from; n < to; ++n) {
                seen_.clear();
                for (auto k : m_.empty)
                    if (k == n) seen_.add(0);
                for (auto k : m_.one)
                    if (k < n) seen_.add(g[n - k]);
                if (m_.take_any)
                    for (std::uint64_t k = 1; k <= n; ++k) seen_.add(g[n - k]);
                for (auto k : m_.two) {
                    if (n < k + 2) continue;
                    std::uint64_t rest = n - k;
                    for (std::uint64_t a = 1; 2 * a <= rest; ++a) {
                        if (m_.unequal && 2 * a == rest) break;
                        seen_.add(g[a] ^ g[rest - a]);
                    }
                }
                for (auto k : m_.three) {
                    if (n < k + 3) continue;
                    std::uint64_t rest = n - k;
                    for (std::uint64_t a = 1; 3 * a <= rest; ++a)
                        for (std::uint64_t b = a; a + 2 * b <= rest; ++b) seen_.add(g[a] ^ g[b] ^ g[rest - a - b]);
                }
                std::uint32_t x = seen_.mex();
                if (x > width_max(sizeof(T))) return n;
                g[n] = static_cast<T>(x);
            }
            return to;
        });
    }
    double cost(std::uint64_t n) const override {
        double c =
            1.0 + double(m_.one.size()) + (m_.take_any ? double(n) : 0.0) + double(m_.two.size()) * double(n) / 2;
        c += double(m_.three.size()) * double(n) * double(n) / 12;
        return c;
    }

private:
    split_moves m_;
    mex_set seen_;
};

inline int parity(std::uint32_t x) { return __builtin_parity(x); }

// The sparse-space method (Winning Ways ch. 4; Flammenkamp, Gangolli and
// Plambeck). With a mask m, a heap i is rare when parity(g(i) & m) equals
// rho (xor the heap's own parity in the position-parity variant). A split's
// value lands in the populous (common) class only when exactly one part is
// rare, so
//   pass 1: the one-heap moves and every split with a rare part give every
//           common value reachable; c = the least common value not among them;
//   pass 2: only rare values below c may still be missing: scan the splits
//           until each is seen (usually long before the end).
// g(n) is exact for every mask; the mask, chosen from the value counts by a
// Walsh-Hadamard transform, only decides the speed.
class sparse_split_kernel final : public kernel {
public:
    explicit sparse_split_kernel(const rule& r) : m_(r) {
        // The position-parity variant needs every split to take an odd number.
        pos_allowed_ =
            !m_.two.empty() && std::all_of(m_.two.begin(), m_.two.end(), [](std::uint32_t k) { return k % 2 == 1; });
    }

    double cost(std::uint64_t n) const override {
        // Pass 1 dominates: one look-up per rare heap and split digit, plus a
        // share of pass 2 that grows slowly with n.
        return 4.0 + double(m_.two.size()) * (double(rare_.size()) + 16.0 + double(n) / 4096.0);
    }

    std::size_t rare_count() const { return rare_.size(); }
    std::uint32_t mask() const { return mask_; }

private:
    bool rare_value_at(std::uint32_t v, std::uint64_t n) const {
        return (parity(v & mask_) ^ (pos_ ? int(n & 1) : 0)) == rho_;
    }

    template <class T>
    std::uint32_t value_at(const T* g, std::uint64_t n) {
        seen_.clear();
        for (auto k : m_.empty)
            if (k == n) seen_.add(0);
        for (auto k : m_.one)
            if (k < n) seen_.add(g[n - k]);
        // Pass 1: splits with a rare part. Values stay below the power-of-two
        // domain, so XORs do too and the stamp array needs no bounds check.
        std::size_t domain = std::max<std::size_t>(counts_[0].size(), 2);
        if (seen_.stamp.size() < domain) seen_.stamp.resize(domain, 0);
        std::uint32_t* stamp = seen_.stamp.data();
        const std::uint32_t gen = seen_.gen;
        for (auto k : m_.two) {
            if (n < k + 2) continue;
            const std::size_t rest = static_cast<std::size_t>(n - k);
            const std::size_t* r = rare_.data() + (!rare_.empty() && rare_[0] == 0);  // a heap of 0 is no part
            const std::size_t* end = rare_.data() + rare_.size();
            if (m_.unequal) {
                for (; r < end && *r < rest; ++r)
                    if (2 * *r != rest) stamp[g[*r] ^ g[rest - *r]] = gen;
            } else {
                for (; r < end && *r < rest; ++r) stamp[g[*r] ^ g[rest - *r]] = gen;
            }
        }
        // Before a mask is chosen every heap counts as rare: pass 1 saw every split.
        if (mask_ == 0) return seen_.mex();
        // c: the least common value not seen.
        std::uint32_t c = 0;
        while (rare_value_at(c, n) || seen_.has(c)) ++c;
        // The rare values below c not seen yet, as a byte table indexed by value.
        // c may pass the domain (g(n) can be a new, larger value): size for both.
        if (need_.size() < std::max<std::size_t>(domain, c)) need_.resize(std::max<std::size_t>(domain, c), 0);
        std::uint32_t missing = 0;
        for (std::uint32_t x = 0; x < c; ++x)
            if (rare_value_at(x, n) && !seen_.has(x)) {
                need_[x] = 1;
                ++missing;
            }
        // Pass 2: scan the splits until every one of them is seen, in blocks
        // whose test is branch-free (OR of table look-ups).
        std::uint8_t* need = need_.data();
        for (auto k : m_.two) {
            if (missing == 0) break;
            if (n < k + 2) continue;
            const std::size_t rest = static_cast<std::size_t>(n - k);
            const std::size_t last = m_.unequal ? (rest - 1) / 2 : rest / 2;
            const T* hi = g + rest;
            for (std::size_t a = 1; a <= last && missing; a += kBlock) {
                std::size_t stop = std::min<std::size_t>(last + 1, a + kBlock);
                // Unrolled by hand with two accumulators: wasm engines do not unroll.
                std::uint32_t hit0 = 0, hit1 = 0;
                std::size_t b = a;
                for (; b + 8 <= stop; b += 8) {
                    hit0 |= need[g[b] ^ hi[-std::ptrdiff_t(b)]] | need[g[b + 1] ^ hi[-std::ptrdiff_t(b + 1)]] |
                            need[g[b + 2] ^ hi[-std::ptrdiff_t(b + 2)]] | need[g[b + 3] ^ hi[-std::ptrdiff_t(b + 3)]];
                    hit1 |= need[g[b + 4] ^ hi[-std::ptrdiff_t(b + 4)]] | need[g[b + 5] ^ hi[-std::ptrdiff_t(b + 5)]] |
                            need[g[b + 6] ^ hi[-std::ptrdiff_t(b + 6)]] | need[g[b + 7] ^ hi[-std::ptrdiff_t(b + 7)]];
                }
                for (; b < stop; ++b) hit0 |= need[g[b] ^ hi[-std::ptrdiff_t(b)]];
                if (!(hit0 | hit1)) continue;
                for (b = a; b < stop && missing; ++b) {
                    std::uint32_t x = g[b] ^ *(hi - b);
                    if (need[x]) {
                        need[x] = 0;
                        seen_.add(x);
                        --missing;
                    }
                }
            }
        }
        for (std::uint32_t x = 0; x < c; ++x) need[x] = 0;
        std::uint32_t mex = 0;
        while (mex < c && seen_.has(mex)) ++mex;
        return mex;
    }

    void record(std::uint64_t n, std::uint32_t x) {
        if (x >= counts_[0].size()) {
            std::size_t size = counts_[0].size() ? counts_[0].size() : 16;
            while (size <= x) size *= 2;
            counts_[0].resize(size, 0);
            counts_[1].resize(size, 0);
            next_rechoose_ = n + 1;  // values outgrew the mask's domain
        }
        ++counts_[n & 1][x];
        if (rare_value_at(x, n)) rare_.push_back(n);
    }

    // Picks the mask (and variant) with the fewest rare heaps among g(0..n-1)
    // and rebuilds the rare list. Re-run when n doubles or values outgrow it.
    template <class T>
    void choose_mask(const T* g, std::uint64_t n) {
        std::size_t size = counts_[0].size();
        next_rechoose_ = std::max<std::uint64_t>(2 * n, 1024);
        if (size == 0) return;
        // Walsh-Hadamard: w[m] = sum over v of count[v] * (-1)^parity(v & m).
        auto wht = [&](const std::vector<std::uint64_t>& c) {
            std::vector<std::int64_t> w(c.begin(), c.end());
            for (std::size_t len = 1; len < size; len *= 2)
                for (std::size_t i = 0; i < size; i += 2 * len)
                    for (std::size_t j = i; j < i + len; ++j) {
                        std::int64_t a = w[j], b = w[j + len];
                        w[j] = a + b;
                        w[j + len] = a - b;
                    }
            return w;
        };
        auto we = wht(counts_[0]), wo = wht(counts_[1]);
        std::int64_t even = we[0], odd = wo[0];
        std::int64_t best = -1;
        std::uint32_t best_mask = mask_;
        bool best_pos = pos_;
        for (std::size_t m = 1; m < size; ++m) {
            // Plain: rare = parity 0 at every heap. Position parity: rare =
            // parity 1 at even heaps and parity 0 at odd ones.
            std::int64_t plain = (even + we[m]) / 2 + (odd + wo[m]) / 2;
            if (best < 0 || plain < best) {
                best = plain;
                best_mask = std::uint32_t(m);
                best_pos = false;
            }
            if (pos_allowed_) {
                std::int64_t pos = (even - we[m]) / 2 + (odd + wo[m]) / 2;
                if (pos < best) {
                    best = pos;
                    best_mask = std::uint32_t(m);
                    best_pos = true;
                }
            }
        }
        if (best < 0 || (best_mask == mask_ && best_pos == pos_ && !rare_.empty())) return;
        mask_ = best_mask;
        pos_ = best_pos;
        rho_ = pos_ ? 1 : 0;
        rare_.clear();
        for (std::uint64_t i = 0; i < n; ++i)
            if (rare_value_at(g[i], i)) rare_.push_back(i);
    }

public:
    // After the member templates it calls, so that every compiler instantiates them.
    std::uint64_t run(value_array& v, std::uint64_t from, std::uint64_t to) override {
        return with_width(v, [&](auto* g) -> std::uint64_t {
            using T = std::remove_pointer_t<decltype(g)>;
            for (std::uint64_t n = from; n < to; ++n) {
                if (n >= next_rechoose_) choose_mask(g, n);
                std::uint32_t x = value_at(g, n);
                if (x > width_max(sizeof(T))) return n;
                g[n] = static_cast<T>(x);
                record(n, x);
            }
            return to;
        });
    }

private:
    static constexpr std::uint64_t kBlock = 64;

    struct stamp_set : mex_set {
        bool has(std::uint32_t x) const { return x < stamp.size() && stamp[x] == gen; }
    };

    split_moves m_;
    bool pos_allowed_ = false;
    bool pos_ = false;
    int rho_ = 0;
    std::uint32_t mask_ = 0;                // 0 until chosen: every heap is rare, i.e. the plain method
    std::vector<std::size_t> rare_;         // heaps with a rare value, ascending
    std::vector<std::uint64_t> counts_[2];  // value counts at even and odd heaps
    std::uint64_t next_rechoose_ = 0;
    stamp_set seen_;
    std::vector<std::uint8_t> need_;
};

}  // namespace

std::unique_ptr<kernel> make_plain_split_kernel(const rule& r) { return std::make_unique<plain_split_kernel>(r); }

std::unique_ptr<kernel> make_sparse_split_kernel(const rule& r) {
    split_moves m(r);
    // Three-heap splits and Lasker's take-any moves are outside the method.
    if (!m.three.empty() || m.take_any || m.two.empty()) return std::make_unique<plain_split_kernel>(r);
    return std::make_unique<sparse_split_kernel>(r);
}

}  // namespace sg::detail
