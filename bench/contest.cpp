// The hand-written contest programs the benchmark holds the engine against
// (contest.hpp). Written the way a strong student writes them in a contest:
// a table filled bottom-up in an order where every move's target comes first,
// a vis[] array marked with the current cell's number (so it never needs
// clearing), and the mex by counting up; nothing clever about the games.
#include "contest.hpp"

#include <set>
#include <unordered_map>

namespace contest {
namespace {

// vis[v] == stamp: value v is reached from the current position. A new stamp
// per position clears it at once.
struct visited {
    std::vector<int> vis;
    int stamp = 0;
    explicit visited(std::size_t size) : vis(size, 0) {}
    void next() { ++stamp; }
    void mark(std::uint32_t v) {
        if (v >= vis.size()) vis.resize(2 * std::size_t(v) + 2, 0);
        vis[v] = stamp;
    }
    std::uint32_t mex() const {
        std::uint32_t g = 0;
        while (g < vis.size() && vis[g] == stamp) ++g;
        return g;
    }
};

}  // namespace

values king(int X, int Y) {
    const int W = Y + 1;
    values sg(std::size_t(X + 1) * std::size_t(W));
    for (int x = 0; x <= X; ++x)
        for (int y = 0; y <= Y; ++y) {
            bool vis[4] = {false, false, false, false};
            if (x > 0) vis[sg[(x - 1) * W + y]] = true;
            if (y > 0) vis[sg[x * W + y - 1]] = true;
            if (x > 0 && y > 0) vis[sg[(x - 1) * W + y - 1]] = true;
            std::uint32_t g = 0;
            while (vis[g]) ++g;
            sg[x * W + y] = g;
        }
    return sg;
}

values wythoff(int X, int Y) {
    const int W = Y + 1;
    values sg(std::size_t(X + 1) * std::size_t(W));
    visited v(std::size_t(X + Y + 2));
    for (int x = 0; x <= X; ++x)
        for (int y = 0; y <= Y; ++y) {
            v.next();
            for (int k = 1; k <= x; ++k) v.mark(sg[(x - k) * W + y]);
            for (int k = 1; k <= y; ++k) v.mark(sg[x * W + y - k]);
            for (int k = 1; k <= x && k <= y; ++k) v.mark(sg[(x - k) * W + y - k]);
            sg[x * W + y] = v.mex();
        }
    return sg;
}

values cut(int W, int H) {
    const int S = H + 1;
    values sg(std::size_t(W + 1) * std::size_t(S));
    visited v(1024);
    for (int w = 0; w <= W; ++w)
        for (int h = 0; h <= H; ++h) {
            v.next();
            for (int i = 1; i <= w - 1; ++i) v.mark(sg[i * S + h] ^ sg[(w - i) * S + h]);
            for (int j = 1; j <= h - 1; ++j) v.mark(sg[w * S + j] ^ sg[w * S + h - j]);
            sg[w * S + h] = v.mex();
        }
    return sg;
}

values pair_game(int A, int B) {
    // (a, b) moves to (i, a - i) and (i, b - i): positions of smaller sum, so
    // the table is filled by increasing a + b; it is as wide as the largest
    // coordinate either way.
    const int N = (A > B ? A : B) + 1;
    values sg(std::size_t(N) * std::size_t(N));
    visited v(1024);
    for (int s = 0; s <= 2 * N - 2; ++s)
        for (int a = (s < N ? 0 : s - N + 1); a <= s && a < N; ++a) {
            const int b = s - a;
            v.next();
            for (int i = 1; i <= a - 1; ++i) v.mark(sg[i * N + a - i]);
            for (int i = 1; i <= b - 1; ++i) v.mark(sg[i * N + b - i]);
            sg[a * N + b] = v.mex();
        }
    values out;
    for (int a = 0; a <= A; ++a)
        for (int b = 0; b <= B; ++b) out.push_back(sg[a * N + b]);
    return out;
}

values half(int N) {
    // The moves from n reach the window [n - n/2, n - 1]: both ends only move
    // up, so a count per value and the set of values missing from the window
    // give each mex in O(log n).
    values sg(std::size_t(N) + 1);
    std::vector<int> cnt(std::size_t(N) + 2, 0);
    std::set<std::uint32_t> missing;
    for (std::uint32_t v = 0; v <= std::uint32_t(N) + 1; ++v) missing.insert(v);
    int lo = 0, hi = -1;  // the window [lo, hi]
    auto add = [&](std::uint32_t v) {
        if (cnt[v]++ == 0) missing.erase(v);
    };
    auto remove = [&](std::uint32_t v) {
        if (--cnt[v] == 0) missing.insert(v);
    };
    for (int n = 0; n <= N; ++n) {
        while (hi < n - 1) add(sg[++hi]);
        while (lo < n - n / 2) remove(sg[lo++]);
        sg[n] = lo <= hi ? *missing.begin() : 0;
    }
    return sg;
}

values split3(int N) {
    values sg(std::size_t(N) + 1);
    visited v(4096);
    for (int n = 0; n <= N; ++n) {
        v.next();
        for (int k = 1; k <= n; ++k) v.mark(sg[n - k]);
        for (int a = 1; a <= n / 3; ++a)
            for (int b = a; b <= (n - a) / 2; ++b) v.mark(sg[a] ^ sg[b] ^ sg[n - a - b]);
        sg[n] = v.mex();
    }
    return sg;
}

values cuboid(int A, int B, int C) {
    const int SB = B + 1, SC = C + 1;
    auto at = [&](int a, int b, int c) { return (std::size_t(a) * SB + b) * SC + c; };
    values sg(std::size_t(A + 1) * SB * SC);
    visited v(1024);
    for (int a = 0; a <= A; ++a)
        for (int b = 0; b <= B; ++b)
            for (int c = 0; c <= C; ++c) {
                v.next();
                for (int i = 1; i <= a - 1; ++i) v.mark(sg[at(i, b, c)] ^ sg[at(a - i, b, c)]);
                for (int j = 1; j <= b - 1; ++j) v.mark(sg[at(a, j, c)] ^ sg[at(a, b - j, c)]);
                for (int l = 1; l <= c - 1; ++l) v.mark(sg[at(a, b, l)] ^ sg[at(a, b, c - l)]);
                sg[at(a, b, c)] = v.mex();
            }
    return sg;
}

namespace {

std::unordered_map<unsigned long long, std::uint32_t> euclid_memo;

std::uint32_t euclid_sg(long long a, long long b) {
    unsigned long long key = (unsigned long long)a << 32 | (unsigned long long)b;
    auto it = euclid_memo.find(key);
    if (it != euclid_memo.end()) return it->second;
    std::vector<std::uint32_t> reached;
    if (a >= b && b > 0)
        for (long long k = 1; k <= a / b; ++k) reached.push_back(euclid_sg(a - k * b, b));
    if (b > a && a > 0)
        for (long long k = 1; k <= b / a; ++k) reached.push_back(euclid_sg(a, b - k * a));
    std::vector<char> vis(reached.size() + 1, 0);
    for (std::uint32_t r : reached)
        if (r < vis.size()) vis[r] = 1;
    std::uint32_t g = 0;
    while (vis[g]) ++g;
    return euclid_memo[key] = g;
}

}  // namespace

std::uint32_t euclid(long long a, long long b) {
    euclid_memo.clear();
    return euclid_sg(a, b);
}

}  // namespace contest
