// Single values: answered from a closed form or a proved period when there is
// one, else from a table computed up to them within the value budget; and the
// plain definition every fast method is tested against.
#include <algorithm>

#include "sg/table.hpp"
#include "tables/kernels.hpp"

namespace sg {

namespace {

std::uint64_t from_period(const table& t, std::uint64_t n) {
    const period_info& p = t.period;
    std::uint64_t k = (n - p.preperiod) / p.period;
    std::uint64_t base = p.preperiod + (n - p.preperiod) % p.period;
    return std::uint64_t(std::int64_t(t.values[base]) + std::int64_t(k) * p.saltus);
}

// What a refusal about a pattern says of it, as parameters for the pages' words.
error_params pattern_params(const period_info& p, const std::string& item, error_params more = {}) {
    error_params out{{"item", item},
                     {"period", std::to_string(p.period)},
                     {"saltus", std::to_string(p.saltus)},
                     {"preperiod", std::to_string(p.preperiod)},
                     {"repeats", std::to_string(p.repeats)},
                     {"upto", std::to_string(p.checked_upto)}};
    out.insert(out.end(), more.begin(), more.end());
    return out;
}

}  // namespace

// A value past the table's end that only an observed period could answer.
error detail::observed_only(const period_info& p, const std::string& item) {
    return error("pattern.observed",
                 item + " is past what can be computed here, and its pattern was observed, not proved: period " +
                     std::to_string(p.period) + " with saltus " + std::to_string(p.saltus) +
                     " from n = " + std::to_string(p.preperiod) + ", seen " + std::to_string(p.repeats) +
                     " full times up to n = " + std::to_string(p.checked_upto) +
                     "; answer from it anyway with --trust-pattern (the pages: trust the pattern)",
                 pattern_params(p, item));
}

error detail::not_established(const period_info& p, const std::string& item) {
    const std::string needed = std::to_string(observed_evidence(p.preperiod, p.period) - 1);
    return error("pattern.not_established",
                 item + " is past what can be computed here, and the pattern its first values show is not " +
                     "established: period " + std::to_string(p.period) + " with saltus " + std::to_string(p.saltus) +
                     " from n = " + std::to_string(p.preperiod) + ", seen " + std::to_string(p.repeats) +
                     " full times up to n = " + std::to_string(p.checked_upto) +
                     "; an unproved pattern must hold up to n = " + needed +
                     " (6 x its preperiod + 4 x its period values) before it is trusted, further than the budget " +
                     "computes here",
                 pattern_params(p, item, {{"needed", needed}}));
}

std::uint64_t detail::from_pattern(const period_info& p, const std::vector<std::uint64_t>& values, std::uint64_t first,
                                   std::uint64_t n) {
    std::uint64_t k = (n - p.preperiod) / p.period;
    std::uint64_t base = p.preperiod + (n - p.preperiod) % p.period;
    return std::uint64_t(std::int64_t(values[base - first]) + std::int64_t(k) * p.saltus);
}

value_oracle::value_oracle(const rule& r, double value_work) : r_(r), value_work_(value_work) {
    if (auto cf = detail::find_closed_form(r_)) {
        closed_g_ = cf->g;
        closed_param_ = cf->param;
    }
}

const period_info& value_oracle::period() {
    if (!have_period_) {
        if (auto cf = detail::find_closed_form(r_)) {
            period_ = cf->period;
        } else {
            // Keep the table the search computed: it answers the small heaps.
            table_options opt;
            std::uint64_t horizon = detail::default_horizon(r_);
            t_ = compute_table(r_, horizon, opt);
            have_table_ = true;
            period_ = t_.period;
        }
        have_period_ = true;
    }
    return period_;
}

const period_info* value_oracle::pattern_for(std::uint64_t n) const {
    if (closed_g_ || !have_period_ || n < t_.values.size()) return nullptr;
    const period_info& p = period_;
    if (p.status == period_status::proved || (trust_ && p.status == period_status::observed)) return &period_;
    return nullptr;
}

std::uint64_t value_oracle::operator()(std::uint64_t n) {
    if (closed_g_) return closed_g_(n, closed_param_);
    if (have_table_ && n < t_.values.size()) return t_.values[n];
    const period_info& p = period();
    if (n < t_.values.size()) return t_.values[n];
    if (p.status == period_status::proved && n >= p.preperiod + p.period) return from_period(t_, n);
    if (n > max_direct_table || estimated_table_work(r_, n) > value_work_) {
        // Only an observation could answer: when the caller trusts it, it does;
        // otherwise the refusal says what was seen and how to trust it.
        if (p.status == period_status::observed && n >= p.preperiod + p.period) {
            if (trust_) return from_period(t_, n);
            throw detail::observed_only(p, "g(" + std::to_string(n) + ") for " + r_.text);
        }
        throw error("value.out_of_reach",
                    "g(" + std::to_string(n) + ") for " + r_.text + " is out of reach: no period is proved (" +
                        p.reason + ") and a table up to " + std::to_string(n) +
                        " would take too long; try a smaller heap",
                    {{"heap", std::to_string(n)}, {"rule", r_.text}});
    }
    // Grow the cached table geometrically so that a run of look-ups costs little.
    std::uint64_t upto = std::min<std::uint64_t>(max_direct_table, std::max<std::uint64_t>(n, 2 * t_.values.size()));
    if (estimated_table_work(r_, upto) > value_work_) upto = n;
    table_options opt;
    opt.horizon = upto;
    t_ = compute_table(r_, upto, opt);
    period_ = t_.period;
    have_table_ = true;
    return t_.values[n];
}

void value_oracle::adopt(table t) {
    if (t.rule != r_.text || t.values.size() <= t_.values.size()) return;
    t_ = std::move(t);
    have_table_ = true;
    if (!have_period_ || t_.period.status == period_status::proved) {
        period_ = t_.period;
        have_period_ = true;
    }
}

std::uint64_t grundy_value(const rule& r, std::uint64_t n, double value_work) {
    value_oracle oracle(r, value_work);
    return oracle(n);
}

namespace detail {

std::vector<std::uint32_t> plain_table(const rule& r, std::uint64_t upto) {
    std::vector<std::uint32_t> g(upto + 1, 0);
    std::vector<std::uint32_t> seen;
    for (std::uint64_t n = 0; n <= upto; ++n) {
        seen.clear();
        for_each_move(r, n, [&](const move& m) {
            std::uint32_t x = 0;
            for (int i = 0; i < m.part_count; ++i) x ^= g[m.parts[i]];
            seen.push_back(x);
            return true;
        });
        std::sort(seen.begin(), seen.end());
        std::uint32_t mex = 0;
        for (std::uint32_t x : seen)
            if (x == mex) ++mex;
            else if (x > mex) break;
        g[n] = mex;
    }
    return g;
}

}  // namespace detail
}  // namespace sg
