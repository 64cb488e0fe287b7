// Positions and tables of the game language: reading and writing a
// position, reading a box of positions, computing it in slices, and its rows'
// and columns' periods.

#include "language/game_program.hpp"
#include "language/search.hpp"
#include "language/syntax.hpp"
#include "sg/game.hpp"

namespace sg {

// ---- positions ----------------------------------------------------------------------

std::string game_definition::format(const game_position& p) const {
    const auto& g = p_->games[p.game];
    std::string s = g.info.name + "(";
    for (std::size_t i = 0; i < g.info.coords.size(); ++i) s += (i ? ", " : "") + std::to_string(p.c[i]);
    return s + ")";
}

game_position game_definition::parse_position(std::string_view text, std::size_t column) const {
    std::vector<detail::token> t;
    t = detail::tokenize(text, false, std::uint32_t(column));
    std::size_t i = 0;
    auto fail = [&](const std::string& what) -> error {
        const auto& k = t[std::min(i, t.size() - 1)];
        return error("game.bad_position",
                     "expected " + detail::expected_text(what) + " in the position '" + std::string(text) + "'",
                     {{"expected", what}, {"text", std::string(text)}}, k.column);
    };
    game_position p;
    if (t[i].kind == detail::tk::ident) {
        std::size_t g = find(t[i].text);
        if (g == std::string::npos)
            throw error("game.unknown_game", "unknown game '" + t[i].text + "'", {{"name", t[i].text}}, t[i].column);
        p.game = std::uint32_t(g);
        ++i;
    } else if (p_->games.size() != 1) {
        throw error("game.position_needs_name",
                    "the text defines several games: write the game's name before its coordinates, e.g. " +
                        p_->games[0].info.name + "(...)",
                    {{"example", p_->games[0].info.name}}, t[0].column);
    }
    const auto& info = p_->games[p.game].info;
    bool paren = t[i].kind == detail::tk::punct && t[i].text == "(";
    if (paren) ++i;
    else if (info.coords.size() != 1 || i > 0) throw fail("(");
    std::size_t n = 0;
    while (true) {
        if (t[i].kind != detail::tk::number) throw fail("number");
        if (n == info.coords.size()) {
            std::size_t given = n;
            for (std::size_t j = i; j < t.size(); ++j) given += t[j].kind == detail::tk::number;
            throw error("game.wrong_coordinates",
                        info.name + " has " + std::to_string(info.coords.size()) + " coordinate" +
                            (info.coords.size() == 1 ? "" : "s") + ", not " + std::to_string(given),
                        {{"name", info.name},
                         {"expected", std::to_string(info.coords.size())},
                         {"found", std::to_string(given)}},
                        t[i].column);
        }
        p.c[n++] = t[i].value;
        ++i;
        if (t[i].kind == detail::tk::punct && t[i].text == ",") {
            ++i;
            continue;
        }
        break;
    }
    if (paren) {
        if (!(t[i].kind == detail::tk::punct && t[i].text == ")")) throw fail(")");
        ++i;
    }
    if (n != info.coords.size())
        throw error(
            "game.wrong_coordinates",
            info.name + " has " + std::to_string(info.coords.size()) + " coordinate" +
                (info.coords.size() == 1 ? "" : "s") + ", not " + std::to_string(n),
            {{"name", info.name}, {"expected", std::to_string(info.coords.size())}, {"found", std::to_string(n)}},
            t[0].column);
    if (t[i].kind != detail::tk::end) throw fail("end_of_position");
    return p;
}

// ---- tables -----------------------------------------------------------------------

game_box parse_box(const game_definition& def, std::uint32_t g, std::string_view text) {
    const auto& info = def.games().at(g);
    game_box b;
    b.game = g;
    b.axes[0] = b.axes[1] = -1;
    std::size_t i = 0, coord = 0;
    // Each refusal names its reason, so that a page can say which rule of the box was broken.
    const error_params too_large{{"reason", "number_too_large"}, {"max", std::to_string(max_number)}};
    auto num = [&](std::int64_t& out) {
        std::size_t start = i;
        std::uint64_t v = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            if (v > max_number / 10)
                throw error("game.bad_box", "a number in the box is too large", too_large, start + 1);
            v = v * 10 + std::uint64_t(text[i++] - '0');
        }
        if (i == start)
            throw error("game.bad_box", "expected a number or a range A..B in the box", {{"reason", "expected_number"}},
                        i + 1);
        if (v > max_number) throw error("game.bad_box", "a number in the box is too large", too_large, start + 1);
        out = std::int64_t(v);
    };
    auto spaces = [&] {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n')) ++i;
    };
    spaces();
    while (true) {
        if (coord == info.coords.size())
            throw error("game.bad_box",
                        info.name + " has " + std::to_string(info.coords.size()) + " coordinates; the box names more",
                        {{"reason", "names_more"}, {"name", info.name}, {"count", std::to_string(info.coords.size())}},
                        i + 1);
        std::int64_t lo = 0, hi = 0;
        std::size_t at = i + 1;
        num(lo);
        spaces();
        if (text.substr(i, 2) == "..") {
            i += 2;
            spaces();
            num(hi);
            if (hi < lo)
                throw error("game.bad_box", "a range in the box runs backwards",
                            {{"reason", "backwards"}, {"lo", std::to_string(lo)}, {"hi", std::to_string(hi)}}, at);
            int slot = b.axes[0] < 0 ? 0 : b.axes[1] < 0 ? 1 : 2;
            if (slot == 2)
                throw error("game.bad_box", "a box varies at most two coordinates", {{"reason", "three_ranges"}}, at);
            b.axes[slot] = int(coord);
            b.lo[slot] = lo, b.hi[slot] = hi;
        } else {
            b.at[coord] = lo;
        }
        ++coord;
        spaces();
        if (i == text.size()) break;
        if (text[i] != ',')
            throw error("game.bad_box", "expected ',' between the box's coordinates", {{"reason", "expected_comma"}},
                        i + 1);
        ++i;
        spaces();
    }
    if (coord != info.coords.size())
        throw error("game.bad_box",
                    info.name + " has " + std::to_string(info.coords.size()) + " coordinates; the box names " +
                        std::to_string(coord),
                    {{"reason", "coordinates"},
                     {"name", info.name},
                     {"count", std::to_string(info.coords.size())},
                     {"named", std::to_string(coord)}},
                    1);
    if (b.axes[0] < 0)
        throw error("game.bad_box", "the box needs a range A..B for at least one coordinate", {{"reason", "no_range"}},
                    1);
    std::uint64_t cells = std::uint64_t(b.hi[0] - b.lo[0]) + 1;
    if (b.axes[1] >= 0) {
        std::uint64_t w = std::uint64_t(b.hi[1] - b.lo[1]) + 1;
        cells = cells > max_box_cells || w > max_box_cells ? max_box_cells + 1 : cells * w;
    }
    if (cells > max_box_cells)
        throw error("game.box_too_large", "a table may have at most " + std::to_string(max_box_cells) + " cells",
                    {{"limit", std::to_string(max_box_cells)}});
    return b;
}

game_position box_cell(const game_box& b, std::uint64_t index) {
    game_position p;
    p.game = b.game;
    p.c = b.at;
    std::uint64_t w = b.axes[1] < 0 ? 1 : std::uint64_t(b.hi[1] - b.lo[1]) + 1;
    p.c[std::size_t(b.axes[0])] = b.lo[0] + std::int64_t(index / w);
    if (b.axes[1] >= 0) p.c[std::size_t(b.axes[1])] = b.lo[1] + std::int64_t(index % w);
    return p;
}

std::uint64_t box_cells(const game_box& b) {
    std::uint64_t n = std::uint64_t(b.hi[0] - b.lo[0]) + 1;
    if (b.axes[1] >= 0) n *= std::uint64_t(b.hi[1] - b.lo[1]) + 1;
    return n;
}

std::vector<game_period> table_periods(const game_definition& def, const game_table& t) {
    // Each line costs a pass or two over its values (sequence_period), so
    // that the search costs about what filling the table did.
    const auto& names = def.games().at(t.box.game).coords;
    std::vector<game_period> out;
    const std::string a = names[std::size_t(t.box.axes[0])];
    if (t.box.axes[1] < 0) {
        out.push_back({a, {}, sequence_period(t.values.data(), t.values.size(), std::uint64_t(t.box.lo[0]))});
        return out;
    }
    const std::string b = names[std::size_t(t.box.axes[1])];
    const std::uint64_t w = t.width(), rows = t.values.size() / w;
    for (std::uint64_t r = 0; r < rows; ++r) {
        game_period p{b,
                      {{a, t.box.lo[0] + std::int64_t(r)}},
                      sequence_period(t.values.data() + r * w, w, std::uint64_t(t.box.lo[1]))};
        if (p.period.status != period_status::none) out.push_back(std::move(p));
    }
    // Columns are copied out 16 at a time: one pass over the table's memory
    // rather than one per column.
    constexpr std::uint64_t block = 16;
    std::vector<std::uint32_t> cols(block * rows);
    for (std::uint64_t c0 = 0; c0 < w; c0 += block) {
        const std::uint64_t n = std::min(block, w - c0);
        for (std::uint64_t r = 0; r < rows; ++r)
            for (std::uint64_t i = 0; i < n; ++i) cols[i * rows + r] = t.values[r * w + c0 + i];
        for (std::uint64_t i = 0; i < n; ++i) {
            game_period p{a,
                          {{b, t.box.lo[1] + std::int64_t(c0 + i)}},
                          sequence_period(cols.data() + i * rows, rows, std::uint64_t(t.box.lo[0]))};
            if (p.period.status != period_status::none) out.push_back(std::move(p));
        }
    }
    return out;
}

}  // namespace sg
