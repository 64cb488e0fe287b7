// Tables computed in steps, periods found and proved while computing, and
// single values answered from closed forms or periods.
#include "sg/table.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <type_traits>
#include <unordered_map>

#include "sg/steps.hpp"
#include "tables/kernels.hpp"
#include "tables/proofs.hpp"

namespace sg {

// ---- period detection -------------------------------------------------------------

namespace detail {
namespace {

// z[i] = length of the longest common prefix of s and s[i..], for s(0..n).
template <class S>
std::vector<std::uint32_t> z_function(const S& s, std::size_t n) {
    std::vector<std::uint32_t> z(n, 0);
    if (n) z[0] = static_cast<std::uint32_t>(n);
    for (std::size_t i = 1, l = 0, r = 0; i < n; ++i) {
        if (i < r) z[i] = static_cast<std::uint32_t>(std::min<std::size_t>(r - i, z[i - l]));
        while (i + z[i] < n && s(z[i]) == s(i + z[i])) ++z[i];
        if (i + z[i] > r) {
            l = i;
            r = i + z[i];
        }
    }
    return z;
}

struct tail_period {
    std::uint64_t n0, p;
    std::int64_t saltus;
};

// How many values past the end of the window are looked at: enough for every
// period the engine proves in practice, small enough to stay cheap.
constexpr std::size_t kWindow = std::size_t(1) << 22;

// The smallest p such that g(n + p) - g(n) is the same for every n from n0 to
// the end of v[0..count) (the same 0 when !arithmetic), with n0 least, and
// accept(n0, p) true. Looks at the last kWindow values, then extends n0 back.
std::optional<tail_period> find_tail_period(const value_array& v, std::size_t count, bool arithmetic,
                                            const std::function<bool(std::uint64_t, std::uint64_t)>& accept) {
    if (count < 3) return std::nullopt;
    std::size_t w = std::min(count, kWindow);
    // Periodic: compare values. Arithmetic: compare differences g(n+1) - g(n).
    std::vector<std::int64_t> s;
    s.reserve(w);
    for (std::size_t i = 0; i + (arithmetic ? 1 : 0) < w; ++i) {
        std::size_t n = count - 1 - i;
        s.push_back(arithmetic ? std::int64_t(v[n]) - std::int64_t(v[n - 1]) : std::int64_t(v[n]));
    }
    auto z = z_function([&](std::size_t i) { return s[i]; }, s.size());
    // Does the pattern with period p extend back from n0 to n0 - 1?
    auto extends = [&](std::uint64_t n0, std::size_t p) {
        if (!arithmetic) return v[n0 - 1] == v[n0 - 1 + p];
        return std::int64_t(v[n0 - 1 + p]) - std::int64_t(v[n0 - 1]) == std::int64_t(v[n0 + p]) - std::int64_t(v[n0]);
    };
    // Candidates accept refused, by period: a multiple of one of them with a
    // start no earlier is the same pattern read with a longer period, so it is
    // not tried (a long run of equal differences would otherwise cost a pass
    // over the table for each period up to the run's length).
    std::unordered_map<std::size_t, std::uint64_t> refused;
    auto implied = [&](std::size_t p, std::uint64_t n0) {
        for (std::size_t d = 1; d * d <= p; ++d) {
            if (p % d) continue;
            for (std::size_t q : {d, p / d}) {
                auto it = q < p ? refused.find(q) : refused.end();
                if (it != refused.end() && it->second <= n0) return true;
            }
        }
        return false;
    };
    for (std::size_t p = 1; p < s.size(); ++p) {
        std::size_t covered = z[p] + p;  // entries of s in the periodic tail
        std::uint64_t n0 = count - covered - (arithmetic ? 1 : 0);
        bool whole = covered == s.size();
        if (whole)
            while (n0 > 0 && extends(n0, p)) --n0;
        if (n0 + p >= count) continue;
        if (implied(p, n0)) {
            if (whole) break;
            continue;
        }
        refused[p] = n0;
        if (accept(n0, p)) {
            std::int64_t saltus = arithmetic ? std::int64_t(v[n0 + p]) - std::int64_t(v[n0]) : 0;
            return tail_period{n0, p, saltus};
        }
        if (whole) break;  // larger periods need longer tails than this one had
    }
    return std::nullopt;
}

// The smallest p, with its least start n0, such that x(i + p) == x(i) for
// every i from n0 to len - 1 - p, among p <= most with n0 <= limit(p), where
// limit falls as p grows (the standard of an observed pattern: it depends on
// n0 and p alone, so nothing needs proving for each candidate). A period
// refused because its repeats start too late rules out its multiples: they
// start at the same place (the values after it repeat with a multiple too,
// and the one before it differs from them). A period is checked by reading
// back from the end, which stops at the first difference or at limit(p);
// when that has read more than a few times len values, the rest come from a
// Z-array (every period's repeating tail at once), so the search costs O(len)
// whatever the values. A table's row of period 2 costs one pass.
template <class X, class Limit>
std::optional<tail_period> smallest_period(const X& x, std::size_t len, std::size_t most, const Limit& limit) {
    std::vector<char> ruled_out(most + 1, 0);
    std::vector<std::uint32_t> z;
    std::size_t read = 0;
    for (std::size_t p = 1; p <= most && p < len; ++p) {
        // (Most candidates differ at the end already: no more to do.)
        if (ruled_out[p] || x(len - 1 - p) != x(len - 1)) continue;
        const std::size_t lim = limit(p);
        std::size_t start = len - p;  // [start, len) repeats with period p
        if (!z.empty()) {
            start -= z[p];
        } else {
            while (start > lim && x(start - 1) == x(start - 1 + p)) --start;
            if (start <= lim)
                while (start > 0 && x(start - 1) == x(start - 1 + p)) --start;
            read += len - p - start;
            if (read > 4 * len) z = z_function([&](std::size_t i) { return x(len - 1 - i); }, len);
        }
        if (start <= lim) return tail_period{start, p, 0};
        for (std::size_t q = 2 * p; q <= most && start + q <= len; q += p) ruled_out[q] = 1;
    }
    return std::nullopt;
}

// smallest_period of at(0..n), periodic or rising (the saltus filled in).
template <class At, class Limit>
std::optional<tail_period> observed_tail(const At& at, std::size_t n, bool arithmetic, const Limit& limit) {
    auto value = [&](std::size_t i) { return std::int64_t(at(i)); };
    auto step = [&](std::size_t i) { return std::int64_t(at(i + 1)) - std::int64_t(at(i)); };
    auto tp = arithmetic ? smallest_period(step, n ? n - 1 : 0, n / 4, limit) : smallest_period(value, n, n / 4, limit);
    if (tp) tp->saltus = value(tp->n0 + tp->p) - value(tp->n0);
    return tp;
}

}  // namespace
}  // namespace detail

namespace {

using detail::closed_form;

// A rough count of the option look-ups in a table g(0..n): what budgets and
// horizons are measured in (about 1.4 ns each natively, measured on the
// subtraction and sparse kernels).
}  // namespace

double estimated_table_work(const rule& r, std::uint64_t n) {
    double x = double(n) + 1;
    switch (r.kind) {
        case rule_kind::subtraction: {
            // Amounts above n are never looked at.
            auto used = std::upper_bound(r.amounts.begin(), r.amounts.end(), n) - r.amounts.begin();
            return x * std::max(1.0, double(used));
        }
        case rule_kind::all_but: return x * (1.0 + 2.0 * double(r.amounts.size()));
        case rule_kind::family:
            switch (r.fam) {
                case family::squares: return x * std::sqrt(x);
                case family::primes: return x * x / std::max(1.0, std::log(x));
                default: return x * 64.0;
            }
        case rule_kind::lasker: return x;  // closed form
        case rule_kind::grundy: return std::min(x * x / 4, x * 2500.0);
        case rule_kind::take_break: {
            double one = 0, two = 0, three = 0;
            for (std::uint8_t d : r.digits) {
                one += (d & 3) ? 1 : 0;
                two += (d & 4) ? 1 : 0;
                three += (d & 8) ? 1 : 0;
            }
            // Two-heap splits: the plain method's n/2 per value while that is
            // cheaper, then the sparse method's measured ~2,500 look-ups per value.
            double splits = two * std::min(x * x / 4, x * 2500.0);
            return x * (1.0 + one) + splits + three * x * x * x / 36;
        }
    }
    return x;
}

namespace {}  // namespace

namespace detail {

// How far to compute when looking for a period: far enough for the periods the
// engine proves in practice, cut back to what period_search_work pays for.
std::uint64_t default_horizon(const rule& r) {
    std::uint64_t want = 1000, cap = std::uint64_t(1) << 22;
    switch (r.kind) {
        case rule_kind::subtraction:
            want = std::clamp<std::uint64_t>(16 * r.amounts.back(), 4096, std::uint64_t(1) << 24);
            cap = std::uint64_t(1) << 24;
            break;
        case rule_kind::all_but:
            // Arithmetic periods of all-but sets run to thousands (!{3,17,25,28}:
            // 1678 from 1342); each value costs a few steps, and a proof stops
            // the search early and fills the rest by the equation.
            want = std::max<std::uint64_t>(
                std::uint64_t(1) << 17,
                1000 + 4 * std::min<std::uint64_t>(r.amounts.empty() ? 0 : r.amounts.back(), cap));
            break;
        case rule_kind::take_break: {
            // Three-heap splits cost O(n^2) per value and have no theorem to prove a period.
            bool three = std::any_of(r.digits.begin(), r.digits.end(), [](std::uint8_t d) { return d & 8; });
            want = three ? 300 : std::max<std::uint64_t>(4096, 8 * r.digits.size());
            break;
        }
        default: break;
    }
    want = std::min(want, cap);
    if (estimated_table_work(r, want) <= period_search_work) return want;
    // The largest horizon the budget pays for (work grows with n).
    std::uint64_t lo = 0, hi = want;
    while (lo < hi) {
        std::uint64_t mid = lo + (hi - lo + 1) / 2;
        if (estimated_table_work(r, mid) <= period_search_work) lo = mid;
        else hi = mid - 1;
    }
    return lo;
}

}  // namespace detail

namespace {

using detail::proof_rule;

// The standard an unproved pattern g(n + p) = g(n) + s from n0 on must meet
// before it is reported or offered for trust (observed_evidence): it holds on
// all of g(0..count-1) with count >= kStartTimes n0 + kMinObservedPeriods p.
// The evidence grows with the period and with the preperiod, because a
// pattern can be made by the values before it and end once it is fed by its
// own values alone. A move that splits n into parts of at least a third of n
// reaches parts all inside the pattern only from about 3 n0 on (Guy and
// Smith's theorem for octal games, two parts of any size, asks for 2 n0 + p +
// t values), and patterns found in the first 2048 values of such games broke
// at 2.99, 3.00 and 4.97 times their start: g(n) splitting n - 1 into parts
// of at least (n - 1) / 3, period 4 from 914 in g(0..2047), broken at 2736;
// splitting n or n - 1 into a part that divides it and the rest, period 3
// from 730, broken at 2187 (tests/core/tables/test_patterns.cpp). Six times the
// start puts such a break in the first half of the values that establish the
// pattern, so the last values computed never decide alone; and four full
// periods as before (0.16 looks like period 3 near n = 4,000 and is really
// 149459 from 105351). An observation is still not a proof: a game whose
// moves change at a power of two can break a pattern just past 2048.
constexpr std::uint64_t kStartTimes = 6;
constexpr std::uint64_t kMinObservedPeriods = 4;
constexpr const char* kEvidenceRule =
    "none holds on 6 x its preperiod + 4 x its period values, what an unproved pattern needs";

// The largest amount a move takes: before the table passes it, some moves
// have not yet begun to apply, so nothing seen earlier says anything. A
// family's amounts go on past any table, so none of its patterns is observed
// (factorials showed period 25 from 0, 40 times in g(0..1000), and the amount
// 5040 breaks it at 5050).
std::uint64_t reach(const rule& r) {
    if (r.kind == rule_kind::family) return UINT64_MAX;
    if (!r.amounts.empty()) return r.amounts.back();
    if (r.kind == rule_kind::take_break) return r.digits.size();
    return 0;
}

// Rules whose values may grow without bound, so that an arithmetic period
// (saltus > 0) is worth looking for.
bool grows(const rule& r) {
    if (r.kind == rule_kind::all_but || r.kind == rule_kind::family || r.kind == rule_kind::lasker) return true;
    return r.kind == rule_kind::take_break &&
           std::any_of(r.digits.begin(), r.digits.end(), [](std::uint8_t d) { return d & 8; });
}

bool observed_enough(const rule& r, std::uint64_t count, std::uint64_t n0, std::uint64_t p) {
    std::uint64_t tail = count - n0;
    return count >= observed_evidence(n0, p) && tail >= 16 && tail > reach(r);
}

// reached: where computing stopped without a proved period (0: refused before starting).
error too_long(const rule& r, std::uint64_t upto, double work, double limit, std::uint64_t reached = 0) {
    std::string million = std::to_string(static_cast<long long>(work / 1e6));
    std::string limit_million = std::to_string(static_cast<long long>(limit / 1e6));
    std::string text = "a table of " + r.text + " up to " + std::to_string(upto) + " would take too long (about " +
                       million + " million steps; the limit here is " + limit_million +
                       " million); ask for fewer values";
    if (reached) text += " (no period was proved by n = " + std::to_string(reached) + ")";
    return error(reached ? "table.too_long_unproved" : "table.too_long", text,
                 {{"rule", r.text},
                  {"upto", std::to_string(upto)},
                  {"million", million},
                  {"limit", limit_million},
                  {"reached", std::to_string(reached)}});
}

std::string observed_reason(std::uint64_t count, std::uint64_t n0, std::uint64_t p) {
    return "observed, not proved: the pattern repeats " + std::to_string((count - n0) / p) + " full times in g(" +
           std::to_string(n0) + ".." + std::to_string(count - 1) + "); a longer table could change it";
}

}  // namespace

std::uint64_t observed_evidence(std::uint64_t preperiod, std::uint64_t period) {
    return kStartTimes * preperiod + kMinObservedPeriods * period;
}

// ---- table_job ------------------------------------------------------------------

struct table_job::state {
    rule r;
    table_options opt;
    std::uint64_t upto = 0;
    std::uint64_t target = 0;  // computing stops at target unless a period is proved first
    std::uint64_t next = 0;    // g(0..next-1) are known
    std::uint64_t next_check = 0;
    std::optional<closed_form> closed;
    proof_rule proof;
    std::unique_ptr<detail::kernel> kern;
    value_array values;
    period_info period;
    bool finished = false;
    bool taken = false;
    double work = 0;  // steps spent so far

    void fill_periodic(std::uint64_t n0, std::uint64_t p, std::uint64_t end) {
        // Copy whole periods, doubling the block each time (memcpy of bytes).
        std::size_t w = static_cast<std::size_t>(values.width());
        std::uint8_t* b = values.bytes();
        std::uint64_t i = next;
        while (i < end) {
            std::uint64_t span = (i - n0) / p * p;  // periodic values available before i, whole periods
            std::uint64_t len = std::min(span, end - i);
            std::memcpy(b + i * w, b + (i - span) * w, len * w);
            i += len;
        }
        next = end;
    }

    // g(i) = g(i - p) + saltus from next to end, widening the values as they grow.
    void fill_arithmetic(std::uint64_t p, std::int64_t saltus, std::uint64_t end) {
        while (next < end) {
            next = detail::with_width(values, [&](auto* g) {
                using T = std::remove_pointer_t<decltype(g)>;
                std::uint64_t i = next;
                for (; i < end; ++i) {
                    std::uint64_t x = std::uint64_t(std::int64_t(g[i - p]) + saltus);
                    if (x > detail::width_max(sizeof(T))) break;
                    g[i] = static_cast<T>(x);
                }
                return i;
            });
            if (next < end) values.widen(values.width() * 2, opt.max_bytes);
        }
    }

    void finish_with(const period_info& info) {
        period = info;
        period.checked_upto = next ? next - 1 : 0;
        finished = true;
    }

    bool try_prove() {
        std::uint64_t counted = 0;  // where the all-but test took its counts, for the accepted candidate
        auto tp = detail::find_tail_period(values, next, proof.arithmetic(), [&](std::uint64_t n0, std::uint64_t p) {
            counted = n0;
            return detail::proof_holds(proof, values, next, n0, p, &counted);
        });
        if (!tp) return false;
        period_info info = proved_info(tp->n0, tp->p, tp->saltus, counted);
        std::uint64_t checked = next - 1;
        if (next < upto + 1 && proof.arithmetic()) fill_arithmetic(tp->p, tp->saltus, upto + 1);
        else if (next < upto + 1) fill_periodic(tp->n0, tp->p, upto + 1);
        finish_with(info);
        period.checked_upto = checked;
        return true;
    }

    // counted: where the all-but test took its counts (proof_holds says).
    period_info proved_info(std::uint64_t n0, std::uint64_t p, std::int64_t saltus, std::uint64_t counted) const {
        period_info info;
        info.status = period_status::proved;
        info.preperiod = n0;
        info.period = p;
        info.saltus = saltus;
        info.reason = detail::proof_reason(proof, n0, p, saltus, counted);
        info.proof = detail::proof_name(proof);
        info.proof_t = proof.t;
        info.repeats = (next - n0) / p;
        return info;
    }

    // The smallest period observed_enough accepts, for a rule no theorem
    // covers: the standard alone decides, and it only grows stricter with the
    // period, so the search costs a pass or two over the values.
    std::optional<detail::tail_period> observed_by_standard(bool arithmetic) const {
        if (next < 16 || next <= reach(r)) return std::nullopt;
        auto latest = [&](std::size_t p) {
            // (A table's length fits a size_t: it is in memory.)
            return std::size_t(std::min<std::uint64_t>(
                {(next - kMinObservedPeriods * p) / kStartTimes, next - 16, next - 1 - reach(r)}));
        };
        return detail::observed_tail([&](std::size_t i) { return values[i]; }, next, arithmetic, latest);
    }

    void observe() {
        period_info info;
        for (bool arithmetic : {false, true}) {
            // Values that grow: an arithmetic period (finite sets and octal codes stay bounded).
            if (arithmetic && !grows(r)) break;
            std::uint64_t counted = 0;
            auto holds = [&](std::uint64_t n0, std::uint64_t p) {
                counted = n0;
                return proof.arithmetic() == arithmetic && detail::proof_holds(proof, values, next, n0, p, &counted);
            };
            auto tp = proof.kind == proof_rule::none
                          ? observed_by_standard(arithmetic)
                          : detail::find_tail_period(values, next, arithmetic, [&](std::uint64_t n0, std::uint64_t p) {
                                return observed_enough(r, next, n0, p) || holds(n0, p);
                            });
            // Values never fall below 0, so a falling pattern cannot go on.
            if (!tp || (arithmetic && tp->saltus <= 0)) continue;
            if (holds(tp->n0, tp->p)) {
                info = proved_info(tp->n0, tp->p, tp->saltus, counted);
                break;
            }
            info.status = period_status::observed;
            info.preperiod = tp->n0;
            info.period = tp->p;
            info.saltus = tp->saltus;
            info.reason = observed_reason(next, tp->n0, tp->p);
            info.repeats = (next - tp->n0) / tp->p;
            break;
        }
        if (info.status == period_status::none)
            info.reason = "no period found yet: none is proved in g(0.." + std::to_string(next - 1) + "), and " +
                          (r.kind == rule_kind::family ? "a family's amounts go on past any table" : kEvidenceRule);
        finish_with(info);
    }
};

table_job::table_job(const rule& r, std::uint64_t upto, const table_options& opt) : s_(std::make_unique<state>()) {
    state& s = *s_;
    if (upto > max_number)
        throw error("number.too_large", "the table end " + std::to_string(upto) + " is too large",
                    {{"number", std::to_string(upto)}, {"max", std::to_string(max_number)}});
    s.r = r;
    s.opt = opt;
    s.upto = upto;
    s.closed = detail::find_closed_form(r);
    s.proof = detail::proof_for(r);
    // Rules with a periodicity theorem usually prove a period early and copy
    // the rest, so their budget is checked while computing (step); the others
    // are refused here, before any work.
    if (opt.max_work > 0 && !s.closed && s.proof.kind == proof_rule::none &&
        estimated_table_work(r, upto) > opt.max_work)
        throw too_long(r, upto, estimated_table_work(r, upto), opt.max_work);
    bool search = opt.use_period && !s.closed;
    std::uint64_t horizon = opt.horizon ? opt.horizon : detail::default_horizon(r);
    s.target = search ? std::max(upto, horizon) : upto;
    // Checked in 64 bits: on wasm32 size_t is 32 bits and target + 1 could wrap.
    if (s.target + 1 > opt.max_bytes) detail::check_bytes(s.target + 1, 1, opt.max_bytes);
    // The width the values need at the start: enough for a closed form's
    // largest value, and for a finite set's (at most |S|); others widen as they grow.
    std::uint64_t top = 0;
    if (s.closed) top = s.closed->g(upto, s.closed->param) + 1;  // these forms grow at most like n + 1
    if (r.kind == rule_kind::subtraction) top = r.amounts.size();
    int width = top > 0xFFFF ? 4 : top > 0xFF ? 2 : 1;
    s.values.reset(static_cast<std::size_t>(s.target + 1), width, opt.max_bytes);
    s.kern = detail::make_kernel(r, opt);
    s.next_check = 64;  // then doubling: a short period is proved within a few hundred values
}

table_job::~table_job() = default;
table_job::table_job(table_job&&) noexcept = default;
table_job& table_job::operator=(table_job&&) noexcept = default;

bool table_job::done() const { return s_->finished; }
std::uint64_t table_job::computed() const { return s_->next; }
double table_job::progress() const {
    if (s_->finished) return 1.0;
    return double(s_->next) / double(s_->target + 1);
}

bool table_job::step(std::uint64_t work) {
    state& s = *s_;
    if (s.finished) return true;
    std::uint64_t end = s.target + 1;
    const double asked = double(std::max<std::uint64_t>(work, 1));
    double budget = asked;
    while (budget > 0 && s.next < end) {
        // Size the chunk from the cost of the values at its start.
        double per = s.kern->cost(s.next);
        // A step ends before a value its work does not cover, once it has made
        // progress: it counts at most `work` steps (sg/steps.hpp).
        if (per > budget && budget < asked) break;
        std::uint64_t chunk = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(budget / per));
        while (chunk > 1 && s.kern->cost(s.next + chunk) * double(chunk) > 2 * budget) chunk /= 2;
        std::uint64_t stop = std::min(end, s.next + chunk);
        if (s.opt.use_period && s.proof.kind != proof_rule::none)
            stop = std::min(stop, std::max(s.next_check, s.next + 1));
        std::uint64_t reached = s.kern->run(s.values, s.next, stop);
        const double spent = per * double(reached - s.next);
        budget -= spent;
        s.work += spent;
        detail::steps_counted.table += spent;
        if (s.opt.max_work > 0 && s.work > s.opt.max_work && reached < s.upto)
            throw too_long(s.r, s.upto, s.work + estimated_table_work(s.r, s.upto) - estimated_table_work(s.r, reached),
                           s.opt.max_work, reached);
        s.next = reached;
        if (reached < stop) {
            s.values.widen(s.values.width() * 2, s.opt.max_bytes);
            continue;
        }
        if (s.opt.use_period && s.proof.kind != proof_rule::none && s.next >= s.next_check) {
            s.next_check *= 2;
            if (s.try_prove()) break;
        }
    }
    if (!s.finished && s.next >= end) {
        if (s.closed) {
            s.finish_with(s.closed->period);
        } else if (s.opt.use_period) {
            s.observe();
        } else {
            s.finish_with(period_info{});
            s.period.reason = "no period search";
        }
    }
    return s.finished;
}

table table_job::take() {
    state& s = *s_;
    if (!s.finished) throw error("job.not_finished", "the table is not finished");
    if (s.taken) throw error("job.not_finished", "the table was already taken");
    s.taken = true;
    table t;
    t.rule = s.r.text;
    t.upto = s.upto;
    t.values = std::move(s.values);
    t.values.truncate(static_cast<std::size_t>(s.upto + 1));
    t.period = s.period;
    t.max_value = t.values.max();
    if (s.opt.checksum) t.checksum = checksum(t.values);
    return t;
}

table compute_table(const rule& r, std::uint64_t upto, const table_options& opt) {
    table_job job(r, upto, opt);
    // Moderate steps, not one huge one: WebAssembly engines move a function to
    // optimised code only on a later call (there is no on-stack replacement).
    while (!job.step(std::uint64_t(1) << 24)) {
    }
    return job.take();
}

period_info find_period(const rule& r) {
    if (auto cf = detail::find_closed_form(r)) return cf->period;
    return compute_table(r, 0).period;
}

namespace {

// sequence_period of values[0..n), which are the values at first.. (4 bytes
// each in a game table's lines, 8 in a sequence).
template <class T, class Limit>
period_info line_period(const T* values, std::size_t n, std::uint64_t first, const Limit& limit) {
    period_info info;
    info.checked_upto = first + (n ? n - 1 : 0);
    // Short sequences are searched too (a 10-value row repeating 5 times is
    // seen); only the standard below decides what is reported.
    info.reason = "no period seen in the values at " + std::to_string(first) + ".." +
                  std::to_string(info.checked_upto) + ": " + kEvidenceRule;
    // A rising pattern seen 4 times ends 3 saltus above a value before it:
    // a line whose last value is not 3 above its least has none.
    const bool may_rise = n && values[n - 1] >= *std::min_element(values, values + n) + kMinObservedPeriods - 1;
    for (bool arithmetic : {false, true}) {
        if (arithmetic && !may_rise) break;
        auto tp = detail::observed_tail([&](std::size_t i) { return values[i]; }, n, arithmetic, limit);
        // Values never fall below 0, so a falling pattern cannot go on.
        if (!tp || (arithmetic && tp->saltus <= 0)) continue;
        info.status = period_status::observed;
        info.preperiod = first + tp->n0;
        info.period = tp->p;
        info.saltus = tp->saltus;
        info.repeats = (n - tp->n0) / tp->p;
        info.reason = "observed, not proved: the pattern repeats " + std::to_string(info.repeats) + " full times in " +
                      (first ? "the values at " : "g(") + std::to_string(info.preperiod) + ".." +
                      std::to_string(info.checked_upto) + (first ? "" : ")") + "; a longer table could change it";
        return info;
    }
    return info;
}

// The largest start of a period p that the evidence standard accepts in n values.
auto evidence_limit(std::size_t n) {
    return [n](std::size_t p) { return (n - kMinObservedPeriods * p) / kStartTimes; };
}

}  // namespace

period_info sequence_period(const std::vector<std::uint64_t>& values, std::uint64_t first) {
    return line_period(values.data(), values.size(), first, evidence_limit(values.size()));
}

period_info sequence_period(const std::uint32_t* values, std::size_t count, std::uint64_t first) {
    return line_period(values, count, first, evidence_limit(count));
}

period_info detail::seen_period(const std::vector<std::uint64_t>& values) {
    // 4 full periods after values no longer than the repeating part.
    const std::size_t n = values.size();
    return line_period(values.data(), n, 0, [n](std::size_t p) {
        return std::min<std::size_t>(n / 2, n - std::size_t(kMinObservedPeriods) * p);
    });
}

}  // namespace sg
