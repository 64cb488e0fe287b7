// Table kernels for subtraction-type rules and the closed forms.
#include <utility>

#include "tables/kernels.hpp"

#include <algorithm>
#include <vector>

namespace sg::detail {
namespace {

// g(n) straight from a formula.
class closed_form_kernel final : public kernel {
public:
    explicit closed_form_kernel(closed_form cf) : cf_(cf) {}
    std::uint64_t run(value_array& v, std::uint64_t from, std::uint64_t to) override {
        return with_width(v, [&](auto* g) -> std::uint64_t {
            using T = std::remove_pointer_t<decltype(g)>;
            for (std::uint64_t n = from; n < to; ++n) {
                std::uint64_t x = cf_.g(n, cf_.param);
                if (x > width_max(sizeof(T))) return n;
                g[n] = static_cast<T>(x);
            }
            return to;
        });
    }
    double cost(std::uint64_t) const override { return 1; }

private:
    closed_form cf_;
};

// A finite subtraction set with fewer than 64 amounts: every value is at most
// |S| < 64, so the reached values fit one 64-bit mask and the mex is one
// count-trailing-zeros. The inner loop has no branches once n >= max(S).
class small_set_kernel final : public kernel {
    // n >= max(S): every amount is a move. K is |S| when known at compile
    // time, so that the look-ups unroll, or 0 for any size. (Defined before
    // run(): clang must see it before the generic lambda there instantiates it.)
    template <std::size_t K, class T>
    std::uint64_t steady(T* g, std::uint64_t from, std::uint64_t to) const {
        std::uint32_t local[K ? K : 1];
        const std::uint32_t* s = s_.data();
        if constexpr (K > 0) {
            for (std::size_t j = 0; j < K; ++j) local[j] = s_[j];
            s = local;
        }
        const std::size_t k = K ? K : s_.size();
        // size_t, not uint64_t: on wasm32 a 64-bit index costs a conversion per access.
        std::size_t n = static_cast<std::size_t>(from), end = static_cast<std::size_t>(to);
        for (; n < end; ++n) {
            std::uint64_t seen = 0;
            const T* base = g + n;
            for (std::size_t j = 0; j < k; ++j) seen |= std::uint64_t(1) << *(base - s[j]);
            g[n] = static_cast<T>(mex_of_mask(seen));
        }
        return n;
    }

    // steady<k> for k in 1..sizeof...(K), else steady<0>.
    template <class T, std::size_t... K>
    std::uint64_t steady_for(std::size_t k, T* g, std::uint64_t from, std::uint64_t to,
                             std::index_sequence<K...>) const {
        std::uint64_t n = from;
        bool unrolled = ((k == K + 1 && (n = steady<K + 1>(g, from, to), true)) || ...);
        return unrolled ? n : steady<0>(g, from, to);
    }

public:
    explicit small_set_kernel(const std::vector<std::uint64_t>& s) {
        for (auto k : s) s_.push_back(static_cast<std::uint32_t>(k));
    }
    std::uint64_t run(value_array& v, std::uint64_t from, std::uint64_t to) override {
        return with_width(v, [&](auto* g) -> std::uint64_t {
            using T = std::remove_pointer_t<decltype(g)>;
            const std::uint32_t* s = s_.data();
            const std::size_t k = s_.size();
            std::uint64_t n = from;
            for (; n < to && n < s_.back(); ++n) {
                std::uint64_t seen = 0;
                for (std::size_t j = 0; j < k && s[j] <= n; ++j) seen |= std::uint64_t(1) << g[n - s[j]];
                g[n] = static_cast<T>(mex_of_mask(seen));
            }
            if (n < to) {
                // A compile-time count (1 to 12) lets the compiler unroll the look-ups.
                n = steady_for(k, g, n, to, std::make_index_sequence<12>{});
            }
            return to;
        });
    }
    double cost(std::uint64_t) const override { return double(s_.size()); }

private:
    std::vector<std::uint32_t> s_;
};

// Any set of amounts given as a list (a large finite set, or the members of a
// family up to the table's end): mex by generation stamps.
class member_kernel final : public kernel {
public:
    // The rule is copied: a kernel may outlive the rule object it was made from.
    explicit member_kernel(const rule& r) : r_(r) {
        if (r.kind == rule_kind::subtraction) members_ = r.amounts;
    }
    std::uint64_t run(value_array& v, std::uint64_t from, std::uint64_t to) override {
        if (r_.kind == rule_kind::family && (members_.empty() || members_limit_ < to)) {
            members_limit_ = std::max<std::uint64_t>(to, 2 * members_limit_);
            members_ = family_members(r_.fam, members_limit_);
        }
        return with_width(v, [&](auto* g) -> std::uint64_t {
            using T = std::remove_pointer_t<decltype(g)>;
            for (std::uint64_t n = from; n < to; ++n) {
                ++gen_;
                std::size_t options = 0;
                for (std::uint64_t k : members_) {
                    if (k > n) break;
                    ++options;
                    std::uint32_t x = g[n - k];
                    if (x >= stamp_.size()) stamp_.resize(std::max<std::size_t>(x + 1, 2 * stamp_.size()), 0);
                    stamp_[x] = gen_;
                }
                std::uint32_t m = 0;
                while (m < stamp_.size() && stamp_[m] == gen_) ++m;
                if (m > width_max(sizeof(T))) return n;
                g[n] = static_cast<T>(m);
            }
            return to;
        });
    }
    double cost(std::uint64_t n) const override {
        auto it = std::upper_bound(members_.begin(), members_.end(), n);
        return 1.0 + double(it - members_.begin());
    }

private:
    rule r_;
    std::vector<std::uint64_t> members_;
    std::uint64_t members_limit_ = 0;
    std::vector<std::uint32_t> stamp_;
    std::uint32_t gen_ = 0;
};

// Take any amount except a few: every smaller heap is reachable but the
// excluded ones, so g(n) is the least value whose count among g(0..n-1), less
// the excluded positions, is zero. Counts make that O(|excluded|) per value.
class all_but_kernel final : public kernel {
public:
    explicit all_but_kernel(const std::vector<std::uint64_t>& excluded) : ex_(excluded) {}
    std::uint64_t run(value_array& v, std::uint64_t from, std::uint64_t to) override {
        return with_width(v, [&](auto* g) -> std::uint64_t {
            using T = std::remove_pointer_t<decltype(g)>;
            if (count_.size() < to + 2) count_.resize(to + 2, 0);
            for (std::uint64_t n = from; n < to; ++n) {
                std::uint64_t best = global_mex_;
                for (std::uint64_t e : ex_) {
                    if (e > n) break;
                    std::uint32_t x = g[n - e];
                    if (--count_[x] == 0 && x < best) best = x;
                }
                for (std::uint64_t e : ex_) {
                    if (e > n) break;
                    ++count_[g[n - e]];
                }
                if (best > width_max(sizeof(T))) return n;
                g[n] = static_cast<T>(best);
                ++count_[best];
                while (count_[global_mex_] > 0) ++global_mex_;
            }
            return to;
        });
    }
    double cost(std::uint64_t) const override { return 1.0 + 2.0 * double(ex_.size()); }

private:
    std::vector<std::uint64_t> ex_;
    std::vector<std::uint32_t> count_;
    std::uint64_t global_mex_ = 0;
};

std::uint64_t g_identity(std::uint64_t n, std::uint64_t) { return n; }
std::uint64_t g_mod(std::uint64_t n, std::uint64_t m) { return n % m; }
std::uint64_t g_half(std::uint64_t n, std::uint64_t) { return n / 2; }
std::uint64_t g_lasker(std::uint64_t n, std::uint64_t) {
    if (n == 0) return 0;
    switch (n % 4) {
        case 3: return n + 1;
        case 0: return n - 1;
        default: return n;
    }
}

period_info proved(std::uint64_t pre, std::uint64_t p, std::int64_t saltus, std::string form, std::string why,
                   const char* kind, std::uint64_t param = 0) {
    period_info info;
    info.form = kind;
    info.form_param = param;
    info.status = period_status::proved;
    info.preperiod = pre;
    info.period = p;
    info.saltus = saltus;
    info.closed_form = std::move(form);
    info.reason = std::move(why);
    info.proof = "closed-form";
    return info;
}

}  // namespace

std::optional<closed_form> find_closed_form(const rule& r) {
    if (r.is_nim())
        return closed_form{g_identity, 0,
                           proved(0, 1, 1, "n", "closed form: every smaller heap can be reached, so g(n) = n", "nim")};
    if (r.kind == rule_kind::lasker)
        return closed_form{
            g_lasker, 0,
            proved(1, 4, 4, "n for n = 1, 2 (mod 4); n + 1 for n = 3; n - 1 for n = 0",
                   "closed form (Lasker's Nim): g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3",
                   "lasker")};
    if (r.kind == rule_kind::family) {
        switch (r.fam) {
            case family::odd:
                return closed_form{
                    g_mod, 2,
                    proved(0, 2, 0, "n mod 2", "closed form: an odd move always changes the parity, so g(n) = n mod 2",
                           "odd")};
            case family::even:
                return closed_form{g_half, 0,
                                   proved(0, 2, 1, "floor(n / 2)",
                                          "closed form: even moves keep the parity and reach every smaller heap of it, "
                                          "so g(n) = floor(n/2)",
                                          "even")};
            case family::pow2:
                return closed_form{
                    g_mod, 3,
                    proved(
                        0, 3, 0, "n mod 3",
                        "closed form: no power of two is a multiple of 3, and 1 or 2 always is one, so g(n) = n mod 3",
                        "pow2")};
            default: return std::nullopt;
        }
    }
    if (r.kind == rule_kind::subtraction && r.amounts.back() == r.amounts.size()) {
        std::uint64_t m = r.amounts.size();
        return closed_form{
            g_mod, m + 1,
            proved(0, m + 1, 0, "n mod " + std::to_string(m + 1),
                   "closed form: taking 1 to " + std::to_string(m) + " gives g(n) = n mod " + std::to_string(m + 1),
                   "take-up-to", m)};
    }
    return std::nullopt;
}

std::unique_ptr<kernel> make_kernel(const rule& r, const table_options& opt) {
    if (auto cf = find_closed_form(r)) return std::make_unique<closed_form_kernel>(*cf);
    switch (r.kind) {
        case rule_kind::subtraction:
            if (r.amounts.size() < 64 && r.amounts.back() < (1u << 31))
                return std::make_unique<small_set_kernel>(r.amounts);
            return std::make_unique<member_kernel>(r);
        case rule_kind::family: return std::make_unique<member_kernel>(r);
        case rule_kind::all_but: return std::make_unique<all_but_kernel>(r.amounts);
        default: return opt.sparse ? make_sparse_split_kernel(r) : make_plain_split_kernel(r);
    }
}

}  // namespace sg::detail
