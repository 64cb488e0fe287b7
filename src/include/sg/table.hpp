// Grundy-value tables g(0..N), their periods, and single values of any heap.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "sg/limits.hpp"
#include "sg/rule.hpp"

namespace sg {

// Grundy values stored compactly: 1, 2 or 4 bytes each. The width grows when a
// value does not fit; reading costs one switch on the width.
class value_array {
public:
    std::size_t size() const { return count_; }
    int width() const { return width_; }
    std::uint32_t operator[](std::size_t i) const;
    const std::uint8_t* bytes() const { return bytes_.data(); }
    std::uint8_t* bytes() { return bytes_.data(); }
    // Allocates n values of the given width (1, 2 or 4); throws sg::error when
    // that exceeds max_bytes, before allocating.
    void reset(std::size_t n, int width, std::size_t max_bytes);
    // Copies into wider storage; throws sg::error past max_bytes.
    void widen(int width, std::size_t max_bytes);
    void truncate(std::size_t n);  // keeps the first n values
    std::vector<std::uint32_t> to_vector() const;
    std::uint32_t max() const;  // the largest value (0 when empty)

private:
    std::vector<std::uint8_t> bytes_;
    std::size_t count_ = 0;
    int width_ = 1;
};

enum class period_status { none, observed, proved };

// g(n + period) = g(n) + saltus for every n >= preperiod. When status is
// proved the equation holds for every n, however large; when observed it holds
// for every n up to checked_upto; when none, no period was seen up to there.
struct period_info {
    period_status status = period_status::none;
    std::uint64_t preperiod = 0;
    std::uint64_t period = 0;
    std::int64_t saltus = 0;
    std::uint64_t checked_upto = 0;
    std::string reason;       // one sentence: the closed form or the argument
    std::string closed_form;  // "n mod 4", "n", ... when one is known
    // Which closed form, for pages that say it in their own words: "nim" (n),
    // "lasker", "odd" (n mod 2), "even" (floor(n/2)), "pow2" (n mod 3),
    // "take-up-to" (n mod (m+1), form_param = m), or "" when none.
    std::string form;
    std::uint64_t form_param = 0;
    // Which argument proved it: "closed-form", "window" (a finite subtraction
    // set: proof_t consecutive repeats), "octal" (Guy and Smith, t = proof_t), or "".
    std::string proof;
    std::uint64_t proof_t = 0;
    // How many full periods the table showed (from preperiod to its end). An
    // unproved period is reported only when the table's values number at
    // least observed_evidence(preperiod, period).
    std::uint64_t repeats = 0;
};

struct table {
    std::string rule;        // canonical rule text
    std::uint64_t upto = 0;  // values hold g(0..upto)
    value_array values;
    period_info period;
    std::uint32_t max_value = 0;
    // checksum(values), the published tables' own: when the table was asked
    // for it (table_options::checksum), 0 otherwise.
    std::uint32_t checksum = 0;
};

struct table_options {
    // Look for a period while computing, and once proved fill the rest by
    // copying. Off only for benchmarks of the raw computation.
    bool use_period = true;
    // Take-and-break rules: the sparse-space method (false: the plain O(n^2) one).
    bool sparse = true;
    // Refuse a table whose values would need more memory than this.
    std::size_t max_bytes = max_table_bytes;
    // Compute at least this far when looking for a period (the table shown
    // still stops at upto). 0 chooses a default for the rule, bounded so the
    // search costs at most about period_search_work steps past upto.
    std::uint64_t horizon = 0;
    // Compute the checksum of the values (a pass over them) for the result.
    bool checksum = false;
    // Refuse, before any work, a table whose estimated cost (estimated_table_work
    // up to upto) exceeds this many steps. 0: no limit (stepped jobs, which a
    // page can cancel).
    double max_work = 0;
};

// A rough count of the elementary steps (option look-ups, about 1.4 ns each
// natively) that a table g(0..n) of rule r costs without a period. Cheap: O(1)
// or O(log |set|).
double estimated_table_work(const rule& r, std::uint64_t n);

// A table computed in steps, so that a page can show progress and cancel:
// construct it, call step() until it returns true, then take(). Dropping the
// job cancels it; no state is shared between jobs.
class table_job {
public:
    table_job(const rule& r, std::uint64_t upto, const table_options& opt = {});
    ~table_job();
    table_job(table_job&&) noexcept;
    table_job& operator=(table_job&&) noexcept;
    // Computes for about `work` elementary operations (option look-ups).
    // Returns true when the table is complete.
    bool step(std::uint64_t work);
    bool done() const;
    double progress() const;         // 0 to 1
    std::uint64_t computed() const;  // values known so far
    table take();                    // the finished table (once)

    struct state;

private:
    std::unique_ptr<state> s_;
};

// Computes the whole table at once (a table_job run to the end).
table compute_table(const rule& r, std::uint64_t upto, const table_options& opt = {});

// The period of a rule, computing as far as needed up to its default horizon.
period_info find_period(const rule& r);

// g(n) for any n <= max_number: a closed form or a proved period answers
// without a table; otherwise a table up to n is computed when it costs at most
// value_work steps (a profile's budget). Throws sg::error when neither is possible.
std::uint64_t grundy_value(const rule& r, std::uint64_t n, double value_work = cli_limits().value_work);

// A Grundy-value oracle for one rule, caching what it has learned: answers
// small heaps from a table and large ones from the period or closed form. A
// value that neither answers costs a table up to it, refused past value_work
// steps or max_direct_table values: "pattern.observed" when a period was seen
// but not proved (naming it and its evidence), "value.out_of_reach" otherwise.
// With trust_observed(true), such a value is answered from the observed period
// instead (a table is still computed when it is affordable: exact first).
class value_oracle {
public:
    explicit value_oracle(const rule& r, double value_work = cli_limits().value_work);
    std::uint64_t operator()(std::uint64_t n);
    const rule& get_rule() const { return r_; }
    const period_info& period();
    // Takes a table computed elsewhere for this rule when it reaches further.
    void adopt(table t);
    void trust_observed(bool on) { trust_ = on; }
    // The period g(n) was (or would be) answered from, past the values
    // computed: proved by a theorem, or observed and trusted; nullptr when a
    // table or a closed form answers it.
    const period_info* pattern_for(std::uint64_t n) const;

private:
    rule r_;
    table t_;
    bool have_table_ = false;
    bool have_period_ = false;
    period_info period_;
    // The rule's closed form, found once: look-ups are the hot path of sums.
    std::uint64_t (*closed_g_)(std::uint64_t, std::uint64_t) = nullptr;
    std::uint64_t closed_param_ = 0;
    double value_work_;
    bool trust_ = false;
};

// How many values an unproved pattern from n = preperiod must hold on,
// counted from the first, before it is reported or answers for a trusting
// caller: 6 preperiod + 4 period (four full periods, and five times as many
// values after the preperiod as before it; src/core/tables/table.cpp says why).
std::uint64_t observed_evidence(std::uint64_t preperiod, std::uint64_t period);

// An observed period of any sequence of values (values[i] is the value at
// first + i), by the same standard as tables' (observed_evidence, with the
// preperiod counted from the sequence's start), however short the sequence
// (none: reason says what was searched). Never proved: the caller knows
// nothing about where the values come from. O(count) time and memory.
period_info sequence_period(const std::vector<std::uint64_t>& values, std::uint64_t first = 0);
period_info sequence_period(const std::uint32_t* values, std::size_t count, std::uint64_t first = 0);

// The published tables' checksum (tests/fixtures/reference: Fletcher-style over g(0..n)).
std::uint32_t checksum(const value_array& v);

namespace detail {
// The plain definition: mex over every option, computed the slow obvious way
// from for_each_move. The oracle every fast method is tested against.
std::vector<std::uint32_t> plain_table(const rule& r, std::uint64_t upto);

// The refusal of a value only an observed period could give ("pattern.observed"):
// item names it ("g(10^9) for !{2,5}", "half(1000000000)"), p is the period seen.
error observed_only(const period_info& p, const std::string& item);

// A period the values show by a weaker standard than observed_evidence (4
// full periods after values no longer than the repeating part): status
// observed, or none. What a refusal names when no pattern is established.
period_info seen_period(const std::vector<std::uint64_t>& values);

// The refusal of a value that only a pattern without the evidence to trust
// it could give ("pattern.not_established"): item as for observed_only, p the
// period seen (seen_period), with how far it must hold (observed_evidence).
error not_established(const period_info& p, const std::string& item);

// The value at n >= p.preperiod from a period of the values g(first..) held in
// `values` (values[i] = g(first + i)), with its saltus.
std::uint64_t from_pattern(const period_info& p, const std::vector<std::uint64_t>& values, std::uint64_t first,
                           std::uint64_t n);
}  // namespace detail

}  // namespace sg
