// Green Hackenbush against the game itself: every board of up to 6 edges on
// up to 5 vertices (loops and repeated edges included), and a sample of 7
// and 8 edges, played by brute force (cut an edge, drop what no longer
// reaches the ground, mex over every cut); the fusion and colon principles
// must give the same value, and each cut the same remaining board.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <vector>

#include "brute_force.hpp"
#include "sg/analysis.hpp"
#include "sg/every.hpp"
#include "sg/hackenbush.hpp"
#include "text_moves.hpp"

namespace {

using edge_list = std::vector<std::array<int, 2>>;
const char* const names[] = {"ground", "a", "b", "c", "d", "e"};

// The edges of `mask` still joined to vertex 0 through edges of `mask`.
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

// The game itself: the value of the edges in `mask`, by the mex over every cut.
struct brute_board {
    edge_list edges;
    std::vector<int> memo;
    explicit brute_board(edge_list e) : edges(std::move(e)), memo(std::size_t(1) << edges.size(), -1) {}
    int value(unsigned mask) {
        if (memo[mask] >= 0) return memo[mask];
        std::vector<char> seen(edges.size() + 2, 0);
        for (std::size_t e = 0; e < edges.size(); ++e)
            if (mask >> e & 1) seen[std::size_t(value(joined(edges, mask & ~(1u << e))))] = 1;
        int m = 0;
        while (seen[std::size_t(m)]) ++m;
        return memo[mask] = m;
    }
};

std::string text_of(const edge_list& edges) {
    std::string s;
    for (const auto& e : edges) s += std::string(names[e[0]]) + " " + names[e[1]] + "\n";
    return s;
}

// Holds one board against the brute force: the value, its text, every cut.
// False when the board is refused (something on it would fall at once).
bool check_board(const edge_list& edges) {
    const std::string text = text_of(edges);
    CAPTURE(text);
    const unsigned all = (1u << edges.size()) - 1;
    if (joined(edges, all) != all) {
        // Something would fall before the first move: refused, not played.
        try {
            sg::parse_hackenbush(text);
            FAIL("a floating edge was accepted");
        } catch (const sg::error& e) {
            const bool ground = text.find("ground") != std::string::npos;
            CHECK(e.code == (ground ? "hackenbush.floating" : "hackenbush.no_ground"));
            CHECK((e.line > 0) == ground);  // a floating edge is named where it was written
        }
        return false;
    }
    brute_board b(edges);
    sg::hackenbush h = sg::parse_hackenbush(text);
    REQUIRE(h.edges.size() == edges.size());
    sg::hackenbush_analysis a = sg::analyze_hackenbush(h);
    CHECK(a.fusion.value() == std::uint64_t(b.value(all)));
    // A tree exactly when the joined board has one edge fewer than its vertices.
    unsigned vertices = 1;
    for (const auto& e : edges) vertices |= 1u << e[0] | 1u << e[1];
    CHECK(a.fusion.tree == (edges.size() + 1 == std::size_t(__builtin_popcount(vertices))));
    CHECK(sg::hackenbush_text(sg::parse_hackenbush(sg::hackenbush_text(h))) == sg::hackenbush_text(h));
    REQUIRE(a.cuts.size() == edges.size());
    for (std::uint32_t e = 0; e < edges.size(); ++e) {
        unsigned left = joined(edges, all & ~(1u << e)), got = 0;
        for (std::uint32_t r : a.cuts[e].remaining) got |= 1u << r;
        CHECK(got == left);
        CHECK(a.cuts[e].value == std::uint64_t(b.value(left)));
        CHECK(sg::hackenbush_value(sg::hackenbush_subgraph(h, a.cuts[e].remaining)) == a.cuts[e].value);
    }
    return true;
}

}  // namespace

TEST_CASE("Green Hackenbush values by fusion agree with the game itself on every board of up to 6 edges",
          "[hackenbush]") {
    std::vector<std::array<int, 2>> kinds;  // every edge on 5 vertices, loops included
    for (int u = 0; u < 5; ++u)
        for (int v = u; v < 5; ++v) kinds.push_back({u, v});
    std::size_t boards = 0, played = 0;
    // Every multiset of edge kinds, as a non-decreasing list of kind indices.
    for (std::size_t size = 0; size <= 6; ++size) {
        std::vector<std::size_t> pick(size, 0);
        for (bool more = true; more;) {
            edge_list edges;
            for (std::size_t k : pick) edges.push_back(kinds[k]);
            played += check_board(edges);
            ++boards;
            std::size_t i = size;
            while (i > 0 && pick[i - 1] == kinds.size() - 1) --i;
            if (i == 0) {
                more = false;
            } else {
                ++pick[i - 1];
                for (std::size_t j = i; j < size; ++j) pick[j] = pick[i - 1];
            }
        }
    }
    CHECK(boards > 50000);
    CHECK(played > 10000);
}

TEST_CASE("Green Hackenbush values agree with the game itself on boards of 7 and 8 edges", "[hackenbush]") {
    std::mt19937 rng(18);
    std::size_t played = 0;
    for (int n = 0; n < 4000; ++n) {
        const std::size_t size = 7 + std::size_t(n % 2);
        const int vertices = 3 + int(rng() % 4);
        edge_list edges;
        for (std::size_t k = 0; k < size; ++k) {
            // Grow from what is joined mostly, so that most boards stand.
            int u = int(rng() % std::uint32_t(vertices)), v = int(rng() % std::uint32_t(vertices));
            if (k == 0) u = 0;
            edges.push_back({u, v});
        }
        played += check_board(edges);
    }
    CHECK(played > 1000);
}

TEST_CASE("Hackenbush text: loops, repeated edges, a lone ground, and coded refusals with their place",
          "[hackenbush]") {
    CHECK(sg::hackenbush_value(sg::parse_hackenbush("")) == 0);
    CHECK(sg::hackenbush_value(sg::parse_hackenbush("ground")) == 0);
    CHECK(sg::hackenbush_value(sg::parse_hackenbush("ground ground")) == 1);        // a loop: one edge
    CHECK(sg::hackenbush_value(sg::parse_hackenbush("ground a\nground a")) == 0);   // two edges in a circuit
    CHECK(sg::hackenbush_value(sg::parse_hackenbush("ground a; a b; a c")) == 1);   // the tree
    CHECK(sg::hackenbush_value(sg::parse_hackenbush("ground -> 树; 树 叶")) == 2);  // names in any script
    auto refused = [](const char* text, const char* code, std::size_t line) {
        CAPTURE(text);
        try {
            sg::parse_hackenbush(text);
            FAIL("accepted");
        } catch (const sg::error& e) {
            CHECK(e.code == code);
            CHECK(e.line == line);
        }
    };
    refused("a b", "hackenbush.no_ground", 0);
    refused("ground a\nb c", "hackenbush.floating", 2);
    refused("ground a\nz", "hackenbush.floating", 2);
    refused("ground a b", "graph.too_many_names", 1);
    refused("ground a\na $", "graph.bad_character", 2);
}

TEST_CASE("Hackenbush on long paths and big boards: linear, without recursion", "[hackenbush]") {
    std::string path = "ground v0\n";
    for (int i = 0; i < 300000; ++i) path += "v" + std::to_string(i) + " v" + std::to_string(i + 1) + "\n";
    sg::hackenbush h = sg::parse_hackenbush(path);
    CHECK(sg::hackenbush_value(h) == 300001);  // a stalk of n edges is worth n
    sg::hackenbush_analysis a = sg::analyze_hackenbush(h);
    CHECK_FALSE(a.cuts_listed);  // past max_hackenbush_listed edges
    // A cycle of 100,001 edges through the ground: all fused, an even number of loops.
    std::string cycle = "ground w0\n";
    for (int i = 0; i < 99999; ++i) cycle += "w" + std::to_string(i) + " w" + std::to_string(i + 1) + "\n";
    cycle += "w99999 ground\n";
    CHECK(sg::hackenbush_value(sg::parse_hackenbush(cycle)) == 1);  // 100001 edges, odd
    // Past max_hackenbush_edges: refused where the first edge too many was written.
    std::string loops;
    for (std::size_t i = 0; i <= sg::max_hackenbush_edges; ++i) loops += "ground ground\n";
    try {
        sg::parse_hackenbush(loops);
        FAIL("accepted");
    } catch (const sg::error& e) {
        CHECK(e.code == "hackenbush.too_many_edges");
        CHECK(e.line == sg::max_hackenbush_edges + 1);
    }
}

TEST_CASE("a board's pieces are what stands apart on the ground, each tree shape one board however it is written",
          "[hackenbush]") {
    sg::universe u;
    auto pieces = [&](const std::string& text) {
        std::vector<std::string> out;
        for (const auto& c : u.board_pieces(u.board(text))) out.push_back(u.text(c));
        return out;
    };
    // Two stalks of 2, a loop at the ground, a triangle through the ground,
    // and two edges from the ground to one vertex (a cycle too).
    auto all = pieces("ground a; ground b; a c; b d; ground ground; ground e; e f; f ground; ground g; g ground");
    CHECK(all == std::vector<std::string>{"hackenbush{ground a; a b}", "hackenbush{ground a; a b}",
                                          "hackenbush{ground ground}", "hackenbush{ground a; ground b; a b}",
                                          "hackenbush{ground a; ground a}"});
    // A tree's branches in any order, with any names, are one board; its
    // loops count where they stand.
    CHECK(pieces("ground x; x y; x z; z w") == pieces("ground p; p q; q r; p s"));
    CHECK(pieces("ground a; a a; a b") != pieces("ground a; a b; b b"));
    CHECK(pieces("ground a; a a; a b") == pieces("ground k; k m; k k"));
    // A piece is its own one piece; the bare board has none.
    for (const char* text : {"ground a; a b; a c; c c", "ground a; a b; b ground; b c", "ground ground"}) {
        CAPTURE(text);
        auto once = u.board_pieces(u.board(text));
        REQUIRE(once.size() == 1);
        CHECK(u.board_pieces(once[0]) == once);
        CHECK(u.value(once[0]) == u.value(u.board(text)));  // the same game
    }
    CHECK(u.board_pieces(u.board("")).empty());
    // Each cut of a board is a cut of one edge of one piece: the pieces left
    // are the others and those of that piece cut.
    for (const char* text :
         {"ground a; ground b; a c; b d; ground ground; ground e; e f; f ground; ground g; g ground",
          "ground a; a b; b b; a c; c d; c e; ground f; f g; g ground; g h; h h", "ground ground; ground a; a a"}) {
        CAPTURE(text);
        const sg::component c = u.board(text);
        const sg::position whole = u.board_pieces(c);
        u.for_each_move(c, [&](sg::component_move&& m) {
            CAPTURE(m.cut.edge);
            // (Copied: a lambda cannot capture a structured binding.)
            const auto at = u.piece_edge(c, m.cut.edge);
            const std::size_t j = at[0], edge = at[1];
            REQUIRE(j < whole.size());
            std::vector<sg::component> want, got;
            for (std::size_t k = 0; k < whole.size(); ++k)
                if (k != j) want.push_back(whole[k]);
            std::size_t seen = 0;
            u.for_each_move(whole[j], [&](sg::component_move&& cut) {
                if (seen++ == edge)
                    for (const auto& part : cut.parts)
                        for (const auto& p : u.board_pieces(part)) want.push_back(p);
                return true;
            });
            for (const auto& part : m.parts)
                for (const auto& p : u.board_pieces(part)) got.push_back(p);
            std::sort(want.begin(), want.end());
            std::sort(got.begin(), got.end());
            CHECK(got == want);
            return true;
        });
    }
    // A board's value is the XOR of its pieces' (they only meet at the ground).
    const std::string mixed = "ground a; a b; ground c; c d; d ground; ground e; e e; ground ground; ground f; f g";
    std::uint64_t x = 0;
    for (const auto& c : u.board_pieces(u.board(mixed))) x ^= u.value(c);
    CHECK(x == u.value(u.board(mixed)));
    // A star of 100,000 edges is 100,000 copies of one board, in one pass.
    std::string star;
    for (int i = 0; i < 100000; ++i) star += "ground s" + std::to_string(i) + "\n";
    const sg::component big = u.board(star);
    const double before = u.option_work();
    auto many = u.board_pieces(big);
    CHECK(many.size() == 100000);
    CHECK(std::all_of(many.begin(), many.end(), [&](const sg::component& c) { return c == many[0]; }));
    CHECK(u.option_work() - before == 100001);
    CHECK(u.board_pieces(big).size() == 100000);  // kept: no second pass
    CHECK(u.option_work() - before == 100001);
}

namespace {

// A board component's moves for the brute-force oracle, written from the
// board's text with this file's own pruning: each cut leaves the text of the
// edges still joined, in their order.
std::vector<std::vector<std::string>> board_moves(const std::string& c) {
    std::vector<std::vector<std::string>> out;
    if (c.rfind("hackenbush{", 0) != 0) return heap_text_moves(c);  // a heap "rule:n"
    std::vector<std::pair<std::string, std::string>> named;
    std::vector<std::string> vertex{"ground"};
    edge_list edges;
    std::string inner = c.substr(11, c.size() - 12);
    for (std::size_t at = 0; at < inner.size();) {
        std::size_t end = std::min(inner.find("; ", at), inner.size());
        std::string e = inner.substr(at, end - at);
        std::string u = e.substr(0, e.find(' ')), v = e.substr(e.find(' ') + 1);
        auto index = [&](const std::string& n) {
            auto it = std::find(vertex.begin(), vertex.end(), n);
            if (it != vertex.end()) return int(it - vertex.begin());
            vertex.push_back(n);
            return int(vertex.size() - 1);
        };
        edges.push_back({index(u), index(v)});
        named.push_back({u, v});
        at = end + 2;
    }
    const unsigned all = (1u << edges.size()) - 1;
    for (std::size_t e = 0; e < edges.size(); ++e) {
        unsigned left = joined(edges, all & ~(1u << e));
        std::string text;
        for (std::size_t k = 0; k < edges.size(); ++k)
            if (left >> k & 1) text += (text.empty() ? "" : "; ") + named[k].first + " " + named[k].second;
        out.push_back(left ? std::vector<std::string>{"hackenbush{" + text + "}"} : std::vector<std::string>{});
    }
    return out;
}

}  // namespace

TEST_CASE("Hackenbush boards in sums with heaps: normal, misère and Every-SG play agree with the game itself",
          "[hackenbush]") {
    const std::vector<std::string> pool = {"hackenbush{ground a}",
                                           "hackenbush{ground a; a b; a c}",
                                           "hackenbush{ground a; ground a}",
                                           "hackenbush{ground ground; ground a; a a}",
                                           "hackenbush{ground a; a b; b ground; b c}",
                                           "1,2:2",
                                           "1,2:4",
                                           "0.77:3",
                                           "nim:2"};
    brute::oracle<std::string> normal, misere;
    normal.moves = misere.moves = board_moves;
    misere.misere = true;
    sg::universe u;
    std::size_t sums = 0;
    for (std::size_t i = 0; i < pool.size(); ++i)
        for (std::size_t j = i; j < pool.size(); ++j)
            for (std::size_t k = j; k < pool.size(); ++k) {
                std::vector<std::string> parts{pool[i], pool[j], pool[k]};
                const std::string text = pool[i] + " " + pool[j] + " " + pool[k];
                CAPTURE(text);
                sg::reading r = u.read(text);
                sg::sum_analysis a = sg::analyze(u, r);
                CHECK(a.p_position == !normal.wins(parts));
                for (std::size_t c = 0; c < 3; ++c) CHECK(a.components[c].sg == normal.g(parts[c]));
                for (const auto& w : a.winning_moves)
                    CHECK_FALSE(normal.wins([&] {
                        std::vector<std::string> next;
                        for (const auto& p : u.apply(r.parts, w.component, w.move)) next.push_back(u.text(p));
                        next.erase(std::remove(next.begin(), next.end(), "hackenbush{}"), next.end());
                        return next;
                    }()));
                sg::sum_analysis m = sg::analyze_misere(u, r);
                REQUIRE(m.status == sg::misere_status::exact);
                CHECK(m.p_position == !misere.wins(parts));
                sg::every_analysis e = sg::analyze_every(u, r);
                CHECK(e.outcome == (normal.every(parts).win ? 'N' : 'P'));
                CHECK(e.steps == normal.every(parts).steps);
                ++sums;
            }
    CHECK(sums == 165);
    // A board inside a position is refused with its column in the line.
    try {
        u.read("nim:3 hackenbush{ground a; b c}");
        FAIL("accepted");
    } catch (const sg::error& e) {
        CHECK(e.code == "hackenbush.floating");
        CHECK(e.column == 7 + 11 + 10);  // "b c" starts at column 11 of the board's text, after "hackenbush{"
    }
}
