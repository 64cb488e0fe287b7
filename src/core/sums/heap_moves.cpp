// Heap moves found by their value: the derivation of g(x) (every move, the
// values reached, the mex) and the moves to one value, found without walking
// every move when a closed form or a proved period allows.
#include "sums/heap_moves.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace sg {
namespace detail {

move_detail detail_of(const move& m, std::uint64_t heap, value_oracle& g) {
    move_detail d;
    d.taken = m.taken;
    for (int i = 0; i < m.part_count; ++i) {
        d.leaves.push_back(m.parts[i]);
        d.leave_values.push_back(g(m.parts[i]));
        d.value ^= d.leave_values.back();
    }
    d.text = describe(m, heap);
    return d;
}

namespace {

// Collects the moves to one value: the first ones in full, all of them counted.
struct move_sink {
    std::vector<move_detail> listed;
    std::size_t room = 0;     // how many more may be listed
    std::uint64_t count = 0;  // found so far
    bool truncated = false;   // a search stopped early

    void add(const move& m, std::uint64_t heap, value_oracle& g) {
        ++count;
        if (listed.size() < room) listed.push_back(detail_of(m, heap, g));
    }
    bool full() const { return listed.size() >= room; }
};

move take_move(std::uint64_t heap, std::uint64_t left) {
    move m;
    m.taken = heap - left;
    m.part_count = left ? 1 : 0;
    m.parts[0] = left;
    return m;
}

// Calls f for the moves of r from h one by one, at most `limit` of them;
// sets truncated when moves were left unexamined.
template <class F>
void search(const rule& r, std::uint64_t h, std::uint64_t limit, move_sink& out, F f) {
    std::uint64_t searched = 0;
    for_each_move(r, h, [&](const move& m) {
        if (++searched > limit) {
            out.truncated = true;
            return false;
        }
        f(m);
        return true;
    });
}

split_pattern find_pattern(std::uint64_t rest, std::uint64_t last, std::uint64_t t, value_oracle& g) {
    const period_info& p = g.period();
    std::uint64_t n0 = std::max<std::uint64_t>(p.preperiod, 1), per = p.period;
    auto value = [&](std::uint64_t x) { return x < n0 + per ? g(x) : g(p.preperiod + (x - p.preperiod) % per); };
    split_pattern sp;
    for (std::uint64_t a = 1; a <= std::min(last, n0 - 1); ++a)
        if ((value(a) ^ value(rest - a)) == t) sp.direct.push_back(a);
    // a >= n0, so b = rest - a >= a >= n0: both in the periodic part.
    for (std::uint64_t c = 0; c < per && n0 + c <= last; ++c)
        if ((value(n0 + c) ^ value(rest - n0 - c)) == t) sp.classes.push_back(c);
    return sp;
}

// Splits of `rest` into two heaps a <= b (a < b when unequal), a >= 1, with
// g(a) ^ g(b) == t, after taking k: by their pattern when the period is proved
// (O(n0 + p) once per rest mod p, counted exactly), else one by one up to a limit.
void splits_to_value(std::uint64_t h, std::uint64_t k, std::uint64_t rest, bool unequal, std::uint64_t t,
                     value_oracle& g, bool from_table, pattern_memo& memo, move_sink& out) {
    if (rest < 2) return;
    std::uint64_t last = unequal ? (rest - 1) / 2 : rest / 2;  // the largest a
    move m;
    m.taken = k;
    m.part_count = 2;
    auto emit = [&](std::uint64_t a) {
        m.parts[0] = a;
        m.parts[1] = rest - a;
        out.add(m, h, g);
    };
    const period_info& p = g.period();
    bool periodic = p.status == period_status::proved && p.saltus == 0 && p.period > 0 &&
                    p.preperiod + p.period <= max_split_pattern;
    if (!periodic) {
        // One by one: as cheap as answering when the values came from a table.
        std::uint64_t limit = from_table ? max_options_searched : max_splits_probed;
        std::uint64_t stop = std::min(last, limit);
        for (std::uint64_t a = 1; a <= stop; ++a)
            if ((g(a) ^ g(rest - a)) == t) emit(a);
        if (stop < last) out.truncated = true;
        return;
    }
    std::uint64_t n0 = std::max<std::uint64_t>(p.preperiod, 1), per = p.period;
    split_pattern local;
    const split_pattern* sp = &local;
    if (rest >= 2 * n0 + per) {
        auto key = std::make_tuple(&g, rest % per, t, unequal);
        auto it = memo.find(key);
        if (it == memo.end()) it = memo.emplace(key, find_pattern(rest, last, t, g)).first;
        sp = &it->second;
    } else {
        local = find_pattern(rest, last, t, g);
    }
    for (std::uint64_t a : sp->direct) emit(a);
    if (last < n0 || sp->classes.empty()) return;
    for (std::uint64_t c : sp->classes)
        if (n0 + c <= last) out.count += (last - n0 - c) / per + 1;
    // List in order of a: period by period, the matching classes in each.
    for (std::uint64_t base = n0; base <= last && !out.full(); base += per)
        for (std::uint64_t c : sp->classes) {
            if (base + c > last || out.full()) break;
            m.parts[0] = base + c;
            m.parts[1] = rest - base - c;
            out.listed.push_back(detail_of(m, h, g));
        }
}

// An all-but rule with a proved arithmetic period (g(m + p) = g(m) + s from
// n0 on): the heaps m < h of value t are those below n0 + p found one by one,
// and in each residue class n0 + c + k p the one k with g(n0 + c) + k s = t.
// A move to m takes h - m, which must not be an excluded amount. In
// for_each_move's order: the least taken (the largest m) first.
void all_but_to_value(const rule& r, std::uint64_t h, std::uint64_t t, const period_info& p, value_oracle& g,
                      move_sink& out) {
    const std::uint64_t s = std::uint64_t(p.saltus), head = std::min(h, p.preperiod + p.period);
    std::vector<std::uint64_t> found;
    for (std::uint64_t m = 0; m < head; ++m)
        if (g(m) == t) found.push_back(m);
    for (std::uint64_t c = 0; c < p.period && h > p.preperiod + p.period; ++c) {
        const std::uint64_t first = g(p.preperiod + c);
        if (t < first + s || (t - first) % s) continue;  // k >= 1: the class's heaps past the head
        const std::uint64_t k = (t - first) / s;
        if (k > (h - p.preperiod - c) / p.period) continue;  // past h (and no overflow below)
        const std::uint64_t m = p.preperiod + c + k * p.period;
        if (m < h && g(m) == t) found.push_back(m);
    }
    std::sort(found.rbegin(), found.rend());
    for (std::uint64_t m : found)
        if (!std::binary_search(r.amounts.begin(), r.amounts.end(), h - m)) out.add(take_move(h, m), h, g);
}

void moves_to_value(const rule& r, std::uint64_t h, std::uint64_t t, value_oracle& g, pattern_memo& memo,
                    move_sink& out) {
    const period_info& p = g.period();
    // Values past the proved period or from a closed form cost O(1); otherwise
    // answering g(h) built a table up to h, which pays for a search up to h.
    bool from_table = p.status != period_status::proved;
    switch (r.kind) {
        case rule_kind::subtraction:
            search(r, h, max_options_searched, out, [&](const move& m) {
                if (g(m.part_count ? m.parts[0] : 0) == t) out.add(m, h, g);
            });
            return;
        case rule_kind::all_but:
            if (r.is_nim()) {  // g(m) = m
                if (t < h) out.add(take_move(h, t), h, g);
                return;
            }
            if (p.status == period_status::proved && p.saltus > 0) {
                all_but_to_value(r, h, t, p, g, out);
                return;
            }
            search(r, h, max_options_searched, out, [&](const move& m) {
                if (g(m.part_count ? m.parts[0] : 0) == t) out.add(m, h, g);
            });
            return;
        case rule_kind::family:
            if (r.fam == family::odd) {  // g(m) = m mod 2; the take h - m must be odd
                if (t > 1 || h == 0 || (h - 1 - t) % 2 != 0) return;
                std::uint64_t total = (h - 1 - t) / 2 + 1;  // m = h-1, h-3, ..., t
                for (std::uint64_t i = 0; i < total && !out.full(); ++i) out.add(take_move(h, h - 1 - 2 * i), h, g);
                if (out.full()) out.count += total - std::min<std::uint64_t>(total, out.room);
                return;
            }
            if (r.fam == family::even) {  // g(m) = floor(m / 2); the take h - m must be even
                for (std::uint64_t m : {2 * t + 1, 2 * t})
                    if (m + 2 <= h && (h - m) % 2 == 0) out.add(take_move(h, m), h, g);
                return;
            }
            search(r, h, max_options_searched, out, [&](const move& m) {
                if (g(m.part_count ? m.parts[0] : 0) == t) out.add(m, h, g);
            });
            return;
        case rule_kind::lasker:
            for (std::uint64_t m : {t + 1, t, t > 0 ? t - 1 : t + 2})  // g(m) is m, m + 1 or m - 1
                if (m < h && g(m) == t) out.add(take_move(h, m), h, g);
            splits_to_value(h, 0, h, false, t, g, false, memo, out);
            return;
        case rule_kind::grundy: splits_to_value(h, 0, h, true, t, g, from_table, memo, out); return;
        case rule_kind::take_break:
            for (std::uint64_t k = 0; k < r.digits.size() && k <= h; ++k) {
                unsigned d = r.digits[k];
                std::uint64_t rest = h - k;
                if ((d & 1) && rest == 0 && t == 0) out.add(take_move(h, 0), h, g);
                if ((d & 2) && rest >= 1 && k > 0 && g(rest) == t) out.add(take_move(h, rest), h, g);
                if (d & 4) splits_to_value(h, k, rest, false, t, g, from_table, memo, out);
                if ((d & 8) && rest >= 3) {
                    // Three heaps: no inversion; one by one, as cheap as the table was.
                    std::uint64_t searched = 0;
                    move m;
                    m.taken = k;
                    m.part_count = 3;
                    for (std::uint64_t a = 1; 3 * a <= rest && !out.truncated; ++a)
                        for (std::uint64_t b = a; a + 2 * b <= rest; ++b) {
                            if (++searched > max_options_searched) {
                                out.truncated = true;
                                break;
                            }
                            if ((g(a) ^ g(b) ^ g(rest - a - b)) == t) {
                                m.parts[0] = a;
                                m.parts[1] = b;
                                m.parts[2] = rest - a - b;
                                out.add(m, h, g);
                            }
                        }
                }
            }
            return;
    }
}

}  // namespace

heap_moves heap_moves_to_value(const rule& r, std::uint64_t h, std::uint64_t t, std::size_t room, value_oracle& g,
                               pattern_memo& memo) {
    move_sink out;
    out.room = room;
    moves_to_value(r, h, t, g, memo, out);
    return {std::move(out.listed), out.count, out.truncated};
}

}  // namespace detail

derivation explain(const rule& r, std::uint64_t x, value_oracle& g) {
    if (x > max_number)
        throw error("number.too_large", "the heap " + std::to_string(x) + " is too large",
                    {{"number", std::to_string(x)}, {"max", std::to_string(max_number)}});
    derivation d;
    d.rule = r.text;
    d.heap = x;
    d.mex = g(x);
    std::set<std::uint64_t> reached;
    for_each_move(r, x, [&](const move& m) {
        if (d.moves.size() == max_listed_moves) {
            d.truncated = true;
            return false;
        }
        d.moves.push_back(detail::detail_of(m, x, g));
        reached.insert(d.moves.back().value);
        return true;
    });
    d.total_moves = d.moves.size();
    if (d.truncated) {
        // The listed moves do not reach every value. With a proved period (no
        // saltus) each value's moves are found by their pattern, so the set
        // is still exact; otherwise say it is not.
        const period_info& p = g.period();
        d.reached_complete = false;
        if (p.status == period_status::proved && p.saltus == 0 && p.preperiod + p.period <= max_split_pattern) {
            std::uint32_t top = 0;
            for (std::uint64_t n = 0; n < p.preperiod + p.period; ++n)
                top = std::max<std::uint32_t>(top, std::uint32_t(g(n)));
            std::uint64_t bound = 1;
            while (bound <= top) bound *= 2;  // XORs of values stay below it
            detail::pattern_memo memo;
            bool exact = true;
            for (std::uint64_t t = 0; t < bound; ++t) {
                detail::heap_moves found = detail::heap_moves_to_value(r, x, t, 0, g, memo);
                if (found.count) reached.insert(t);
                exact = exact && !found.truncated;
            }
            d.reached_complete = exact;
        }
    }
    d.reached.assign(reached.begin(), reached.end());
    return d;
}

}  // namespace sg
