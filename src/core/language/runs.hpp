// Internal: the game language's runs (runs.cpp). A run family's targets
// under one binding of its outer loops move by fixed steps: inside the dense
// box they are read by index, a tight loop per run; a long run of one target
// asks its line instead (lines.hpp), at about a logarithm per value.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "language/lines.hpp"
#include "language/mex.hpp"
#include "language/store.hpp"

namespace sg::detail {

// The targets of a run family under one binding of its outer loops: target
// t at k = lo + i is first[t] + i * d[t], for i in 0..hi-lo.
struct run_view {
    std::int64_t lo = 0, hi = 0;
    std::size_t n = 0;
    bool exact = false;  // every target at both ends is a valid position (so every one between is)
    // Set by run_of for t < n only (a run_view is made per binding: no
    // clearing of what is not used).
    game_position first[max_targets];
    std::int64_t d[max_targets][max_game_coords];
    bool dense = false;  // every target lies in its game's box: read by index
    const std::uint32_t* cells[max_targets];
    std::uint64_t start[max_targets];
    std::int64_t stride[max_targets];
    std::uint64_t count() const { return std::uint64_t(hi - lo) + 1; }
    game_position at(std::size_t t, std::uint64_t i) const {
        game_position p = first[t];
        for (std::size_t c = 0; c < max_game_coords; ++c) p.c[c] += std::int64_t(i) * d[t][c];
        return p;
    }
};

// A long run of one target, as a stretch of its line.
struct line_run {
    line_key key;
    std::int64_t jlo = 0, jhi = 0;  // the run's positions on the line
    std::int64_t sign = 1;          // j grows with k (+1) or falls (-1)
    line_state* line = nullptr;
    game_position at(std::int64_t j) const;
};

// Runs shorter than this are read one by one; longer ones of one target ask their line.
inline constexpr std::uint64_t min_line_run = 32;

// The values of `count` moves of n targets read by index, target j's cell
// at first[j] and then `step[j]` cells on per move (N: n known here, 0: any
// number); false at the first target not known. Pointers and steps are
// locals, so the loop keeps them in registers.
template <std::size_t N>
inline bool read_run(std::uint64_t count, std::size_t n, const std::uint32_t* const* first, const std::int64_t* steps,
                     mex_scratch& scratch, std::uint32_t base = 0) {
    constexpr std::size_t M = N ? N : max_targets;
    if (N) n = N;
    // Pointer-sized steps (a box fits in memory, so they do): 32-bit
    // arithmetic in WebAssembly.
    const std::uint32_t* at[M];
    std::ptrdiff_t step[M];
    for (std::size_t t = 0; t < n; ++t) at[t] = first[t], step[t] = std::ptrdiff_t(steps[t]);
    std::uint32_t* vis = scratch.vis.data();
    std::size_t size = scratch.vis.size();
    const std::uint32_t gen = scratch.generation;
    scratch.touched |= count > 0;
    // The loop makes no call: a value past the table's end leaves it for
    // mark_far and comes back (a call inside made node's compiler keep the
    // loop's pointers in memory, 2.5 times slower).
    std::size_t i = std::size_t(count);
    for (;;) {
        std::uint32_t v = 0;
        for (; i > 0; --i) {
            // A target not known holds busy or more: the OR of the values is
            // then too (and, rarely, when none is: then each is looked at).
            std::uint32_t any = 0, x[M];
            v = base;
            for (std::size_t t = 0; t < n; ++t) {
                x[t] = *at[t];
                any |= x[t];
                v ^= x[t];
            }
            if (__builtin_expect(any >= value_store::busy, 0))
                for (std::size_t t = 0; t < n; ++t)
                    if (x[t] >= value_store::busy) return false;
            if (__builtin_expect(v >= size, 0)) break;
            vis[v] = gen;
            for (std::size_t t = 0; t < n; ++t) at[t] += step[t];
        }
        if (i == 0) return true;
        for (std::size_t t = 0; t < n; ++t) at[t] += step[t];
        scratch.mark_far(v);
        vis = scratch.vis.data();
        size = scratch.vis.size();
        --i;
    }
}

// A sum of two parts that walk the same cells in opposite directions (a cut
// into two, i and w - i): the second half of the run repeats the first's sums
// in reverse, so only the first half is read.
inline std::uint64_t unmirrored(std::uint64_t count, const std::uint32_t* const* at, const std::int64_t* step) {
    if (count > 1 && step[1] == -step[0] && at[1] == at[0] + std::ptrdiff_t(count - 1) * std::ptrdiff_t(step[0]))
        return (count + 1) / 2;
    return count;
}

// read_run of two targets that both move.
[[gnu::always_inline]] inline bool read_pair_run(std::uint64_t count, const std::uint32_t* const* first,
                                                 const std::int64_t* steps, mex_scratch& scratch) {
    return read_run<2>(unmirrored(count, first, steps), 2, first, steps, scratch);
}

// read_run for any number of targets. Not inlined: in a caller as large as
// a row's fill, the loop's pointers and counter were kept on the stack.
[[gnu::noinline]] inline bool read_any_run(std::uint64_t count, std::size_t n, const std::uint32_t* const* first,
                                           const std::int64_t* steps, mex_scratch& scratch) {
    if (n == 2 && steps[0] != 0 && steps[1] != 0) return read_pair_run(count, first, steps, scratch);
    // A part that stays put ((a) + (b) + (n - a - b) over b) is read once.
    const std::uint32_t* moving[max_targets];
    std::int64_t moving_steps[max_targets];
    std::uint32_t base = 0;
    std::size_t m = 0;
    for (std::size_t t = 0; t < n; ++t) {
        if (steps[t] != 0 || count == 1) {
            moving[m] = first[t];
            moving_steps[m++] = steps[t];
        } else if (*first[t] >= value_store::busy) {
            return false;
        } else {
            base ^= *first[t];
        }
    }
    if (m == 0) {
        if (count > 0) scratch.mark(base);
        return true;
    }
    if (m == 2) count = unmirrored(count, moving, moving_steps);
    return m == 1   ? read_run<1>(count, m, moving, moving_steps, scratch, base)
           : m == 2 ? read_run<2>(count, m, moving, moving_steps, scratch, base)
           : m == 3 ? read_run<3>(count, m, moving, moving_steps, scratch, base)
                    : read_run<0>(count, m, moving, moving_steps, scratch, base);
}

// A run's targets read by index.
inline bool read_any_run(const run_view& r, mex_scratch& scratch) {
    const std::uint32_t* first[max_targets];
    for (std::size_t t = 0; t < r.n; ++t) first[t] = r.cells[t] + r.start[t];
    return read_any_run(r.count(), r.n, first, r.stride, scratch);
}

// A run's targets, made once and reused by each binding (made fresh, each
// would be zeroed: a few hundred bytes a binding). Two runs: a row's plan
// compares the runs at its ends (runs.cpp).
struct run_reader {
    run_view bufs[2];
    bool tried_at_once = false;  // at_once's mex failed (its position, pushed next, skips that try)
};

// The lines of long runs (runs.cpp): every line made, the bytes they take,
// the lines each move line asked recently, and those the mex under way asked.
struct line_index {
    line_table table;
    std::uint64_t bytes = 0;
    // recent_lines slots a move line, by its index.
    static constexpr std::size_t recent_lines = 2048;
    std::vector<line_state*> recent;
    std::vector<const line_state*> sets;                               // set-mode lines of the mex under way
    std::vector<std::pair<const line_state*, std::int64_t>> suffixes;  // suffix-mode lines and where they start
    line_run buf;  // a run's line, made once and reused by each binding
};

}  // namespace sg::detail
