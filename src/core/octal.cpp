// Take-and-break kernels: octal and hexadecimal codes, Grundy's game and
// Lasker's Nim (whose tables use the closed form; the kernel is its oracle).
#include <algorithm>
#include <vector>

#include "kernels.hpp"

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

template <class F>
decltype(auto) typed(value_array& v, F&& f) {
    switch (v.width()) {
        case 1: return f(reinterpret_cast<std::uint8_t*>(v.bytes()));
        case 2: return f(reinterpret_cast<std::uint16_t*>(v.bytes()));
        default: return f(reinterpret_cast<std::uint32_t*>(v.bytes()));
    }
}

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
        return typed(v, [&](auto* g) -> std::uint64_t {
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
        double c = 1.0 + double(m_.one.size()) + (m_.take_any ? double(n) : 0.0) + double(m_.two.size()) * double(n) / 2;
        c += double(m_.three.size()) * double(n) * double(n) / 12;
        return c;
    }

private:
    split_moves m_;
    mex_set seen_;
};

}  // namespace

std::unique_ptr<kernel> make_plain_split_kernel(const rule& r) { return std::make_unique<plain_split_kernel>(r); }
std::unique_ptr<kernel> make_sparse_split_kernel(const rule& r) { return std::make_unique<plain_split_kernel>(r); }

}  // namespace sg::detail
