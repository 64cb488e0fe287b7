// Misère sums of Green Hackenbush boards. A board is the sum of the pieces
// that stand apart on the ground (universe::board_pieces), and the Anti-SG
// condition is checked piece by piece. Held against a brute force written
// here the obvious way: a board as an edge list, a cut keeping the edges
// still joined to the ground, the pieces as the parts left joined once the
// ground is taken away, and the misère outcome by recursion over sums of
// texts (brute_force.hpp).
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "brute_force.hpp"
#include "sg/analysis.hpp"
#include "sg/limits.hpp"
#include "sums/anti_sg.hpp"
#include "sums/search.hpp"
#include "text_moves.hpp"

namespace {

using edge_list = std::vector<std::array<int, 2>>;
const char* const names[] = {"ground", "a", "b", "c", "d", "e"};

bool is_board(const std::string& c) { return c.rfind("hackenbush{", 0) == 0; }

// A board's text as the brute force writes it: its edges and vertex names.
struct board {
    edge_list edges;
    std::vector<std::string> vertex{"ground"};
};

board read_board(const std::string& c) {
    board b;
    const std::string inner = c.substr(11, c.size() - 12);
    for (std::size_t at = 0; at < inner.size();) {
        const std::size_t end = std::min(inner.find("; ", at), inner.size());
        const std::string e = inner.substr(at, end - at);
        auto index = [&](const std::string& n) {
            auto it = std::find(b.vertex.begin(), b.vertex.end(), n);
            if (it != b.vertex.end()) return int(it - b.vertex.begin());
            b.vertex.push_back(n);
            return int(b.vertex.size() - 1);
        };
        const int u = index(e.substr(0, e.find(' ')));
        b.edges.push_back({u, index(e.substr(e.find(' ') + 1))});
        at = end + 2;
    }
    return b;
}

// The edges of `mask` still joined to the ground through edges of `mask`.
unsigned joined(const edge_list& edges, unsigned mask) {
    unsigned reached = 1;  // vertices, as bits
    for (bool grew = true; grew;) {
        grew = false;
        for (std::size_t e = 0; e < edges.size(); ++e) {
            if (!(mask >> e & 1)) continue;
            unsigned a = 1u << edges[e][0], b = 1u << edges[e][1];
            if ((reached & (a | b)) && (reached & (a | b)) != (a | b)) reached |= a | b, grew = true;
        }
    }
    unsigned out = 0;
    for (std::size_t e = 0; e < edges.size(); ++e)
        if ((mask >> e & 1) && (reached >> edges[e][0] & 1)) out |= 1u << e;
    return out;
}

std::string text_of(const board& b, unsigned mask) {
    std::string s;
    for (std::size_t e = 0; e < b.edges.size(); ++e)
        if (mask >> e & 1) s += (s.empty() ? "" : "; ") + b.vertex[b.edges[e][0]] + " " + b.vertex[b.edges[e][1]];
    return "hackenbush{" + s + "}";
}

// The pieces of the edges of `mask` (all joined to the ground): the edges
// joined to each other without passing through the ground; a loop at the
// ground alone.
std::vector<std::string> pieces_of(const board& b, unsigned mask) {
    std::vector<unsigned> pieces;
    unsigned left = mask;
    while (left) {
        unsigned e = unsigned(__builtin_ctz(left)), piece = 1u << e;
        left &= ~piece;
        bool grown = b.edges[e][0] != 0 || b.edges[e][1] != 0;  // a loop at the ground stays alone
        while (grown) {
            grown = false;
            for (unsigned f = 0; f < b.edges.size(); ++f) {
                if (!(left >> f & 1)) continue;
                bool touches = false;
                for (unsigned g = 0; g < b.edges.size(); ++g)
                    if (piece >> g & 1)
                        for (int x : b.edges[g])
                            for (int y : b.edges[f]) touches = touches || (x == y && x != 0);
                if (touches) piece |= 1u << f, left &= ~(1u << f), grown = true;
            }
        }
        pieces.push_back(piece);
    }
    std::vector<std::string> out;
    for (unsigned p : pieces) out.push_back(text_of(b, p));
    return out;
}

// Each cut of a board: the board left, whole.
std::vector<std::vector<std::string>> whole_moves(const std::string& c) {
    if (!is_board(c)) return heap_text_moves(c);
    const board b = read_board(c);
    const unsigned all = (1u << b.edges.size()) - 1;
    std::vector<std::vector<std::string>> out;
    for (std::size_t e = 0; e < b.edges.size(); ++e) {
        const unsigned left = joined(b.edges, all & ~(1u << e));
        out.push_back(left ? std::vector<std::string>{text_of(b, left)} : std::vector<std::string>{});
    }
    return out;
}

// Each cut of a board: the pieces of the board left.
std::vector<std::vector<std::string>> piece_moves(const std::string& c) {
    if (!is_board(c)) return heap_text_moves(c);
    const board b = read_board(c);
    const unsigned all = (1u << b.edges.size()) - 1;
    std::vector<std::vector<std::string>> out;
    for (std::size_t e = 0; e < b.edges.size(); ++e) out.push_back(pieces_of(b, joined(b.edges, all & ~(1u << e))));
    return out;
}

// A sum with each board replaced by its pieces.
std::vector<std::string> in_pieces(const std::vector<std::string>& sum) {
    std::vector<std::string> out;
    for (const auto& c : sum) {
        if (!is_board(c)) {
            out.push_back(c);
            continue;
        }
        const board b = read_board(c);
        for (const auto& p : pieces_of(b, (1u << b.edges.size()) - 1)) out.push_back(p);
    }
    return out;
}

struct tally {
    int anti_sg = 0, search = 0, formula_wrong = 0;
    std::vector<std::string> failing;  // boards whose pieces fail the condition
};

// One sum against the brute force: the engine's method is the Anti-SG rule
// exactly when the condition holds on the pieces (heaps: every size up to
// the largest), the outcome and the winning moves are the game's, and the
// board is the sum of its pieces.
struct checker {
    sg::universe u;
    brute::oracle<std::string> whole, split;
    tally t;
    checker() {
        whole.misere = split.misere = true;
        whole.moves = whole_moves;
        split.moves = piece_moves;
    }
    void check(const std::vector<std::string>& sum) {
        std::string text;
        for (const auto& c : sum) text += (text.empty() ? "" : " ") + c;
        CAPTURE(text);
        const std::vector<std::string> pieces = in_pieces(sum);
        std::vector<std::string> start;
        std::map<std::string, std::uint64_t> largest;  // a heap rule is checked up to its largest heap
        for (const auto& c : pieces) {
            if (is_board(c)) {
                start.push_back(c);
                continue;
            }
            const auto colon = c.rfind(':');
            std::uint64_t& n = largest[c.substr(0, colon)];
            n = std::max<std::uint64_t>(n, std::stoull(c.substr(colon + 1)));
        }
        for (const auto& [rule, n] : largest)
            for (std::uint64_t k = 0; k <= n; ++k) start.push_back(rule + ":" + std::to_string(k));
        const bool condition = split.anti_sg_condition(start);
        const bool win = whole.wins(sum);
        CHECK(split.wins(pieces) == win);  // a board is exactly the sum of its pieces
        if (condition) CHECK(split.anti_sg_wins(pieces) == win);

        sg::reading r = u.read(text);
        sg::sum_analysis got = sg::analyze_misere(u, r);
        REQUIRE(got.status == sg::misere_status::exact);
        CHECK(got.method == (condition ? "anti_sg" : "search"));
        CHECK(got.p_position == !win);
        // Every winning move listed leaves a lost sum, and all are listed.
        std::uint64_t winning = 0;
        for (std::size_t i = 0; i < sum.size(); ++i)
            for (const auto& left : whole_moves(sum[i])) {
                std::vector<std::string> next;
                for (std::size_t j = 0; j < sum.size(); ++j)
                    if (j != i) next.push_back(sum[j]);
                next.insert(next.end(), left.begin(), left.end());
                winning += !whole.wins(next);
            }
        CHECK(got.winning_move_count == winning);
        CHECK_FALSE(got.truncated);
        for (const auto& w : got.winning_moves) {
            std::vector<std::string> next;
            for (const auto& c : u.apply(r.parts, w.component, w.move)) next.push_back(u.text(c));
            CHECK_FALSE(whole.wins(next));
        }
        if (got.method == "anti_sg") ++t.anti_sg;
        if (got.method == "search") {
            ++t.search;
            t.formula_wrong += split.anti_sg_wins(pieces) != win;
            if (sum.size() == 1 && t.failing.size() < 20) t.failing.push_back(sum[0]);
        }
    }
};

// Every board of `size` edges or fewer on the first `vertices` vertices
// (loops and repeated edges included) whose edges all stand on the ground,
// as text.
std::vector<std::string> boards_upto(std::size_t size, int vertices) {
    std::vector<std::array<int, 2>> kinds;
    for (int a = 0; a < vertices; ++a)
        for (int b = a; b < vertices; ++b) kinds.push_back({a, b});
    std::vector<std::string> out;
    for (std::size_t n = 1; n <= size; ++n) {
        std::vector<std::size_t> pick(n, 0);
        for (bool more = true; more;) {
            board b;
            for (int v = 1; v < vertices; ++v) b.vertex.push_back(names[v]);
            for (std::size_t k : pick) b.edges.push_back(kinds[k]);
            const unsigned all = (1u << n) - 1;
            if (joined(b.edges, all) == all) out.push_back(text_of(b, all));
            std::size_t i = n;
            while (i > 0 && pick[i - 1] == kinds.size() - 1) --i;
            if (i == 0) {
                more = false;
            } else {
                ++pick[i - 1];
                for (std::size_t j = i; j < n; ++j) pick[j] = pick[i - 1];
            }
        }
    }
    return out;
}

}  // namespace

TEST_CASE(
    "misère play of every board of up to 6 edges is the brute force's, by the Anti-SG rule exactly where its "
    "condition holds on the board's pieces",
    "[misere][hackenbush]") {
    checker c;
    const std::vector<std::string> boards = boards_upto(6, 5);  // the ground and 4 more vertices
    for (const auto& b : boards) c.check({b});
    CHECK(boards.size() == 23148);
    CHECK(c.t.anti_sg + c.t.search == int(boards.size()));
    CHECK(c.t.anti_sg > 20000);
    CHECK(c.t.search > 1000);      // a square through the ground, for one, fails the condition
    CHECK(c.t.formula_wrong > 0);  // and there the rule would be wrong for some
}

TEST_CASE(
    "misère sums of small boards and heaps are the brute force's, by the Anti-SG rule exactly where its "
    "condition holds on every piece and heap",
    "[misere][hackenbush]") {
    checker c;
    const std::vector<std::string> three = boards_upto(3, 4), two = boards_upto(2, 3);
    const std::vector<std::string> heaps = {"nim:1", "nim:2", "0.77:3", "0.77:5", "1,2:2"};
    for (std::size_t i = 0; i < three.size(); ++i)
        for (std::size_t j = i; j < three.size(); ++j) c.check({three[i], three[j]});
    std::vector<std::string> pool = two;
    pool.insert(pool.end(), heaps.begin(), heaps.end());
    for (std::size_t i = 0; i < pool.size(); ++i)
        for (std::size_t j = i; j < pool.size(); ++j)
            for (std::size_t k = j; k < pool.size(); ++k)
                if (is_board(pool[i])) c.check({pool[i], pool[j], pool[k]});
    CHECK(three.size() == 106);
    CHECK(two.size() == 13);
    CHECK(c.t.anti_sg > 6000);
    CHECK(c.t.search > 100);
    CHECK(c.t.formula_wrong > 0);
}

namespace {

std::string star(int edges) {
    std::string s;
    for (int i = 1; i <= edges; ++i) s += "ground s" + std::to_string(i) + "; ";
    return s;
}

}  // namespace

TEST_CASE("a star of 22 edges beside a stalk of 3 is misère Nim of 22 heaps of 1 and a heap of 3, answered at once",
          "[misere][hackenbush]") {
    const std::string board = "hackenbush{" + star(22) + "ground t1; t1 t2; t2 t3}";
    std::string nims, apart;
    for (int i = 1; i <= 22; ++i) {
        nims += "nim:1 ";
        apart += "hackenbush{ground s" + std::to_string(i) + "} ";
    }
    nims += "nim:3";
    apart += "hackenbush{ground t1; t1 t2; t2 t3}";
    for (const sg::limits* profile : {&sg::cli_limits(), &sg::page_limits()}) {
        sg::universe u(*profile);
        sg::reading r = u.read(board);
        // The pieces: 22 single edges and the stalk, each standing on one
        // edge, so each meets the condition unsearched: no position is
        // searched, a step per edge looked at.
        sg::detail::anti_sg_result check = sg::detail::anti_sg_condition(u, r.parts);
        CHECK(check.holds);
        CHECK_FALSE(check.splits);
        CHECK(check.reached == 0);
        CHECK(check.work < 100);
        sg::sum_analysis got = sg::analyze_misere(u, r);
        REQUIRE(got.status == sg::misere_status::exact);
        CHECK(got.method == "anti_sg");
        CHECK(got.misere_big);
        CHECK(got.components[0].sg == 3);
        sg::sum_analysis nim = sg::analyze_misere(u, u.read(nims));
        CHECK(nim.method == "bouton");
        sg::sum_analysis separate = sg::analyze_misere(u, u.read(apart));
        CHECK(separate.method == "anti_sg");
        CHECK_FALSE(got.p_position);
        CHECK(nim.p_position == got.p_position);
        CHECK(separate.p_position == got.p_position);
        // The one winning move, as in Nim (3 -> 1): cut the stalk's second edge.
        REQUIRE(got.winning_move_count == 1);
        CHECK(nim.winning_move_count == 1);
        CHECK(separate.winning_move_count == 1);
        CHECK(got.winning_moves[0].move.cut.edge == 23);
        CHECK(nim.winning_moves[0].move.heap.leaves == std::vector<std::uint64_t>{1});
    }
    // A star of 500 edges: no position to search, and 503 cuts to list.
    sg::universe u;
    sg::reading r = u.read("hackenbush{" + star(500) + "ground t1; t1 t2; t2 t3}");
    sg::detail::anti_sg_result check = sg::detail::anti_sg_condition(u, r.parts);
    CHECK(check.holds);
    CHECK(check.reached == 0);
    CHECK(check.work <= 2 * 503 + 10);  // the pass that finds the pieces, and a look at each piece's edges
    sg::sum_analysis got = sg::analyze_misere(u, r);
    CHECK(got.method == "anti_sg");
    CHECK_FALSE(got.p_position);  // 500 ones and a 3: the nim-sum is 3, with a value of 2 or more
    CHECK(got.winning_move_count == 1);
    CHECK_FALSE(got.truncated);
}

TEST_CASE("a board of value 1 whose pieces are worth 2 and 3 is played as misère Nim of 2 and 3, not of 1",
          "[misere][hackenbush]") {
    sg::universe u;
    sg::reading r = u.read("hackenbush{ground a; a b; ground c; c d; d e}");
    sg::sum_analysis got = sg::analyze_misere(u, r);
    CHECK(got.components[0].sg == 1);
    CHECK(got.method == "anti_sg");
    CHECK(got.misere_big);  // the case of values of 2 or more: play the nim-sum
    CHECK_FALSE(got.p_position);
    CHECK(got.reason.param("boards") == 1);
    CHECK(sg::reason_words(got.reason).find("sum of its pieces") != std::string::npos);
    sg::sum_analysis nim = sg::analyze_misere(u, u.read("nim:2 nim:3"));
    CHECK(nim.p_position == got.p_position);
    CHECK(nim.winning_move_count == got.winning_move_count);  // 3 -> 2 (cut d e)
}

TEST_CASE("where the Anti-SG condition fails, the search plays a board as the sum of its pieces",
          "[misere][hackenbush]") {
    // A square through the ground (value 0) fails (a): each cut leaves parts
    // of nim-sum 2 or 3. Beside a star of 22 edges, the search sees 22 copies
    // of one edge, not 2^22 sets of them.
    const std::string square = "ground q1; q1 q2; q2 q3; q3 ground";
    std::string nims;
    for (int i = 1; i <= 22; ++i) nims += "nim:1 ";
    sg::universe u;
    sg::reading r = u.read("hackenbush{" + star(22) + square + "}");
    CHECK_FALSE(sg::detail::anti_sg_condition(u, r.parts).holds);
    sg::sum_analysis got = sg::analyze_misere(u, r);
    REQUIRE(got.status == sg::misere_status::exact);
    CHECK(got.method == "search");
    sg::detail::sum_search search(u, sg::detail::sum_rule::misere, {u.budget().misere_sums, u.budget().misere_work});
    CHECK(search.outcome(r.parts) == (got.p_position ? 'P' : 'N'));
    CHECK(search.sums() < 200);
    // The same game written as 22 boards of one edge, or as heaps of 1, beside the square.
    sg::sum_analysis nim = sg::analyze_misere(u, u.read(nims + "hackenbush{" + square + "}"));
    CHECK(nim.method == "search");
    CHECK(nim.p_position == got.p_position);
    CHECK(nim.winning_move_count == got.winning_move_count);
    // A smaller star against the brute force.
    checker c;
    c.check({"hackenbush{ground s1; ground s2; ground s3; " + square + "}"});
    c.check({"hackenbush{ground s1; ground s2; " + square + "}", "nim:1"});
    CHECK(c.t.search == 2);
}

namespace {

// A spider on two edges to the ground (a cycle through it, so that its
// condition is searched, not known from one stalk): legs of 1, 2, ..., legs
// edges from one vertex above the ground. Its positions are the legs'
// lengths, each at most its own, on two edges or one: many shapes (one board
// each).
std::string spider(int legs) {
    std::string s = "ground r; ground r";
    int n = 0;
    for (int length = 1; length <= legs; ++length) {
        std::string at = "r";
        for (int k = 0; k < length; ++k) {
            const std::string next = "x" + std::to_string(++n);
            s += "; " + at + " " + next;
            at = next;
        }
    }
    return "hackenbush{" + s + "}";
}

}  // namespace

TEST_CASE(
    "past its budgets the Anti-SG check of a board stops within them, and the answer falls back to the "
    "search, then to unavailable",
    "[misere][hackenbush]") {
    // The sg command's budgets: a spider of 6 legs meets the condition on
    // every position reachable.
    {
        sg::universe u;
        sg::reading r = u.read(spider(6));
        sg::detail::anti_sg_result check = sg::detail::anti_sg_condition(u, r.parts);
        CHECK(check.holds);
        // The legs' lengths, each at most its own, on two edges: a piece
        // with a cycle is kept as written, not by shape, so 1957 boards (on
        // one edge, 429 shapes, which need no search).
        CHECK(check.reached == 1957);
        CHECK(check.work < 1000000);
        CHECK(sg::analyze_misere(u, r).method == "anti_sg");
    }
    // The pages' budgets: a spider of 8 legs has more positions than they
    // allow. The check stops within misere_work (a cut's pass over the piece
    // past it at most), the search within its own, and the answer is unavailable.
    const sg::limits& page = sg::page_limits();
    sg::universe u(page);
    sg::reading r = u.read(spider(8));
    sg::detail::anti_sg_result check = sg::detail::anti_sg_condition(u, r.parts);
    CHECK_FALSE(check.holds);
    CHECK(check.work <= std::uint64_t(page.misere_work) + 100);
    sg::detail::sum_search search(u, sg::detail::sum_rule::misere, {page.misere_sums, page.misere_work});
    CHECK(search.outcome(r.parts) == '?');
    CHECK(search.sums() <= page.misere_sums);
    sg::sum_analysis got = sg::analyze_misere(u, r);
    CHECK(got.status == sg::misere_status::unavailable);
    CHECK(got.method == "budget");
}

TEST_CASE("trees at a judge's size (HDU 3590: 100 trees of 99 vertices) meet the Anti-SG condition unsearched",
          "[misere][hackenbush]") {
    // Each tree's root on the ground: its branches are pieces on one edge,
    // worth their subtree + 1 by the colon principle (computed here apart),
    // and the Anti-SG rule decides from those values alone.
    std::mt19937 rng(3590);
    for (int round = 0; round < 5; ++round) {
        std::string text;
        std::vector<std::uint64_t> pieces;
        for (int t = 0; t < 100; ++t) {
            const int n = 99;
            std::vector<int> parent(n, -1);
            for (int v = 1; v < n; ++v) parent[std::size_t(v)] = int(rng() % unsigned(v));
            std::vector<std::uint64_t> value(n, 0);
            for (int v = n - 1; v >= 1; --v)
                if (parent[std::size_t(v)] != 0)
                    value[std::size_t(parent[std::size_t(v)])] ^= value[std::size_t(v)] + 1;
            std::string board;
            for (int v = 1; v < n; ++v) {
                const int p = parent[std::size_t(v)];
                board += std::string(board.empty() ? "" : "; ") + (p == 0 ? "ground" : "t" + std::to_string(p)) + " t" +
                         std::to_string(v);
                if (p == 0) pieces.push_back(value[std::size_t(v)] + 1);
            }
            text += "hackenbush{" + board + "} ";
        }
        std::uint64_t x = 0;
        bool big = false;
        for (std::uint64_t v : pieces) x ^= v, big = big || v >= 2;
        const bool first_wins = big ? x != 0 : x == 0;
        CAPTURE(round);
        sg::universe u;
        sg::reading r = u.read(text);
        sg::detail::anti_sg_result check = sg::detail::anti_sg_condition(u, r.parts);
        CHECK(check.holds);
        CHECK(check.reached == 0);
        CHECK(check.work <= 2 * 100 * 98 + 100);  // the pass that finds the pieces, and their edges looked at
        sg::sum_analysis got = sg::analyze_misere(u, r);
        REQUIRE(got.status == sg::misere_status::exact);
        CHECK(got.method == "anti_sg");
        CHECK(got.p_position == !first_wins);
    }
}
