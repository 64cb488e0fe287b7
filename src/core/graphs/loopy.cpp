// Games on graphs that may have cycles: the generalised Sprague-Grundy
// function of Smith (as computed by Fraenkel and Yesha), outcomes with draws,
// and sums of tokens.
//
// Round m = 0, 1, 2, ...: a vertex that is not labelled yet gets the value m
// when none of its successors has the value m and every successor that is not
// labelled with a number (unlabelled, or infinite) has a successor with value
// m. When no more vertex can get m, every unlabelled vertex without a
// successor of value m is infinite. The rounds end when every vertex is
// labelled. Each label also records a counter (the order of labelling), which
// tells a player how to win without looping: move to a successor of value 0
// with a smaller counter.
#include "sg/loopy.hpp"

#include <algorithm>
#include <deque>
#include <unordered_map>

#include "sg/steps.hpp"

namespace sg {

loopy_labels label_loopy(const graph& g, double max_work) {
    const std::size_t n = g.vertices.size();
    loopy_labels out;
    out.value.assign(n, 0);
    out.infinite.assign(n, false);
    out.counter.assign(n, 0);
    std::vector<char> done(n, false);  // labelled, with a number or infinite
    std::vector<std::vector<std::size_t>> pred(n);
    for (std::size_t v = 0; v < n; ++v)
        for (std::size_t w : g.vertices[v].successors) pred[w].push_back(v);
    std::size_t left = n;
    std::uint64_t counter = 0;
    double work = 0, counted = 0;
    // Adds the work since the last call to the step count (sg/steps.hpp).
    auto count = [&] {
        detail::steps_counted.graph += work - counted;
        counted = work;
    };
    std::vector<char> has_m(n);       // some successor has the value m (this round)
    std::vector<std::size_t> bad(n);  // successors not numbered and without a successor of value m
    std::deque<std::size_t> ready;
    for (std::uint64_t m = 0; left > 0; ++m) {
        work += double(n) + double(g.vertices.size());
        count();
        if (work > max_work)
            throw error("graph.too_much_work",
                        "labelling this graph with cycles would take more than " +
                            std::to_string(static_cast<long long>(max_work / 1e6)) + " million steps",
                        {{"million", std::to_string(static_cast<long long>(max_work / 1e6))}});
        std::fill(has_m.begin(), has_m.end(), false);
        auto numbered = [&](std::size_t w) { return done[w] && !out.infinite[w]; };
        for (std::size_t v = 0; v < n; ++v) {
            if (done[v]) continue;
            bad[v] = 0;
            for (std::size_t w : g.vertices[v].successors) bad[v] += !numbered(w);
            work += double(g.vertices[v].successors.size());
            if (bad[v] == 0) ready.push_back(v);
        }
        // A vertex w that gains a successor of value m stops counting as bad
        // for its predecessors.
        auto gains_m = [&](std::size_t w) {
            if (has_m[w]) return;
            has_m[w] = true;
            if (numbered(w)) return;
            for (std::size_t p : pred[w]) {
                if (done[p]) continue;
                if (--bad[p] == 0 && !has_m[p]) ready.push_back(p);
            }
        };
        while (!ready.empty()) {
            std::size_t v = ready.front();
            ready.pop_front();
            if (done[v] || has_m[v] || bad[v] != 0) continue;
            done[v] = true;
            out.value[v] = m;
            out.counter[v] = counter++;
            --left;
            // v was unlabelled without a successor of value m: it counted as
            // bad for its predecessors, and now it is numbered.
            for (std::size_t p : pred[v]) {
                ++work;
                if (!done[p] && --bad[p] == 0 && !has_m[p]) ready.push_back(p);
            }
            for (std::size_t p : pred[v]) gains_m(p);
        }
        for (std::size_t v = 0; v < n; ++v) {
            if (done[v] || has_m[v]) continue;
            done[v] = true;
            out.infinite[v] = true;
            out.counter[v] = counter++;
            --left;
        }
    }
    count();
    // An infinite vertex's set: the values of its numbered successors.
    out.reach.assign(n, {});
    for (std::size_t v = 0; v < n; ++v) {
        if (!out.infinite[v]) continue;
        for (std::size_t w : g.vertices[v].successors)
            if (!out.infinite[w]) out.reach[v].push_back(out.value[w]);
        std::sort(out.reach[v].begin(), out.reach[v].end());
        out.reach[v].erase(std::unique(out.reach[v].begin(), out.reach[v].end()), out.reach[v].end());
    }
    return out;
}

char loopy_outcome(const loopy_labels& l, const std::vector<std::size_t>& tokens) {
    std::uint64_t x = 0;
    std::size_t infinite = 0, which = 0;
    for (std::size_t t : tokens) {
        if (l.infinite[t]) {
            ++infinite;
            which = t;
        } else {
            x ^= l.value[t];
        }
    }
    if (infinite == 0) return x ? 'N' : 'P';
    if (infinite > 1) return 'D';
    return std::binary_search(l.reach[which].begin(), l.reach[which].end(), x) ? 'N' : 'D';
}

}  // namespace sg
