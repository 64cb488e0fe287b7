// Internal: the plans of a box's rows (rows.cpp, row_plans.cpp). Each move
// line is planned once over a row, in pieces whose targets move by a fixed
// number of cells from one cell to the next, or whose lines move along it;
// the row's cells are then filled each in one pass.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "language/runs.hpp"

namespace sg::detail {

// One move line's plan over a piece [from, to] of a row (row_plans.cpp).
struct row_piece {
    enum class mode_t : std::uint8_t { none, offsets, stepped, lined, generic } mode = mode_t::none;
    std::int64_t from = 0, to = 0;
    std::int64_t off[max_targets] = {};  // offsets: each target's distance in cells
    // stepped: at t, count0 + dcount (t - from) moves, target j's first cell
    // start0[j] + dstart[j] (t - from), then stride[j] cells per move.
    std::int64_t count0 = 0, dcount = 0;
    std::int64_t start0[max_targets] = {}, dstart[max_targets] = {}, stride[max_targets] = {};
    std::uint32_t part = 0;  // lined: its line_part among the move line's
};

// A lined piece's line (a long run of one target, asked of its line): at t,
// the line of line0 with its point moved by dbase (t - from) and the run's
// stretch of it by djlo and djhi (t - from). Kept apart from the pieces,
// which are copied and made by the hundred per row.
struct line_part {
    line_run line0;
    std::int64_t dbase[max_game_coords] = {}, djlo = 0, djhi = 0;
    std::int64_t from = 0, to = -1;
    // Each cell's line once looked up (at t - from), kept while a row's new
    // plan has the same part (the pair game's rows ask the same lines).
    std::vector<line_state*> lines;
    // The run of cell from + dt: line0 moved (its line, s.line, not set).
    // Field by field: a copy of the whole line_run is a memcpy call in WebAssembly.
    void cell(std::int64_t dt, line_run& s) const {
        s.key.game = line0.key.game;
        s.key.step = line0.key.step;
        s.key.residue = line0.key.residue;
        for (std::size_t c = 0; c < max_game_coords; ++c) {
            s.key.dir[c] = line0.key.dir[c];
            s.key.base[c] = line0.key.base[c] + dt * dbase[c];
        }
        stretch(dt, s);
    }
    // Its stretch only (s.key not set).
    void stretch(std::int64_t dt, line_run& s) const {
        s.jlo = line0.jlo + dt * djlo;
        s.jhi = line0.jhi + dt * djhi;
        s.sign = line0.sign;
    }
    // The number of cells d by which o's lines are this part's: cell dt's
    // line is o's cell dt + d's (the next row of a box, or the next
    // diagonal); false when they are other lines.
    bool shifted_from(const line_part& o, std::int64_t& d) const {
        const line_key &a = line0.key, &b = o.line0.key;
        if (a.game != b.game || a.step != b.step || a.residue != b.residue || !same_coords(a.dir, b.dir) ||
            !std::equal(std::begin(dbase), std::end(dbase), std::begin(o.dbase)))
            return false;
        bool set = false;
        d = 0;
        for (std::size_t c = 0; c < max_game_coords; ++c) {
            const std::int64_t diff = a.base[c] - b.base[c];
            if (dbase[c] == 0 || diff % dbase[c] != 0) {
                if (diff != 0) return false;
                continue;
            }
            if (set && diff / dbase[c] != d) return false;
            d = diff / dbase[c], set = true;
        }
        return true;
    }
};

// The direction of a row of a box: one coordinate (d = e_axis), or a
// diagonal that raises one and lowers another (d = e_a - e_b: the cells of
// one coordinate sum, in the order of a pair game's moves).
struct row_dir {
    std::array<std::int64_t, max_game_coords> d{};
    int axis = -1;  // the coordinate of d = e_axis; -1 for a diagonal
    static row_dir along(std::size_t axis) {
        row_dir r;
        r.d[axis] = 1;
        r.axis = int(axis);
        return r;
    }
    static row_dir diagonal(std::size_t up, std::size_t down) {
        row_dir r;
        r.d[up] = 1;
        r.d[down] = -1;
        return r;
    }
    // The row's cell t from first.
    game_position at(const game_position& first, std::int64_t t) const {
        game_position p = first;
        for (std::size_t c = 0; c < max_game_coords; ++c) p.c[c] += d[c] * t;
        return p;
    }
    bool operator==(const row_dir& o) const { return d == o.d; }
};

// Rows of fewer cells are walked cell by cell, not planned.
inline constexpr std::int64_t min_planned_row = 4;

// The most move lines a row's fixed-shape loop reads at once (more: the general loop).
inline constexpr std::size_t max_move_lines_in_row = 16;

// The plans of a row's move lines and the row's fill (rows.cpp, row_plans.cpp).
struct row_planner {
    std::vector<std::int64_t> cuts;  // where the row's pieces start and end
    std::vector<std::size_t> next;
    std::vector<const row_piece*> active;
    std::vector<std::vector<row_piece>> plans;       // per move line, reused
    std::vector<std::vector<line_part>> plan_lines;  // their lined pieces' lines
    std::vector<line_part> old_parts;                // a move line's parts while it is planned again
    // What each move line's plan was made for: a row that differs only in
    // coordinates the move keeps takes the plan with its cells moved.
    struct plan_origin {
        bool valid = false;
        game_position first;
        row_dir dir;
        std::int64_t last = -1;
        const std::uint32_t* cells = nullptr;  // the box as it was laid out then
        std::array<std::int64_t, max_game_coords> ext{}, mult{};
    };
    std::vector<plan_origin> origins;
};

}  // namespace sg::detail
