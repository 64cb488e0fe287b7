// Green Hackenbush boards as components of sums (sg/position.hpp): kept once
// each by their text; a cut leaves the board of the edges still joined to the
// ground.
#include "sums/boards.hpp"

namespace sg {

component universe::board(const sg::hackenbush& b) {
    std::string text = hackenbush_text(b);
    auto [it, fresh] = boards_->by_text.try_emplace(text, std::uint32_t(boards_->all.size()));
    if (fresh) boards_->all.push_back({b, std::move(text), false, 0});
    component c;
    c.kind = component_kind::hackenbush;
    c.id = it->second;
    return c;
}

component universe::board(std::string_view text) {
    if (auto it = boards_->by_text.find(std::string(text)); it != boards_->by_text.end()) {
        component c;
        c.kind = component_kind::hackenbush;
        c.id = it->second;
        return c;
    }
    return board(parse_hackenbush(text));
}

const sg::hackenbush& universe::board_at(std::uint32_t id) const { return boards_->all.at(id).board; }
std::size_t universe::board_count() const { return boards_->all.size(); }

std::uint64_t universe::board_value(std::uint32_t id) {
    auto& e = boards_->all.at(id);
    if (!e.valued) {
        e.value = hackenbush_value(e.board);
        e.valued = true;
    }
    return e.value;
}

void universe::board_moves(const component& c, const std::function<bool(component_move&&)>& f) {
    // Boards live in a deque: adding the boards a cut leaves keeps this reference valid.
    const sg::hackenbush& from = board_at(c.id);
    if (from.edges.size() > max_hackenbush_listed)
        throw error("hackenbush.too_many_cuts",
                    "a Hackenbush board of more than " + std::to_string(max_hackenbush_listed) +
                        " edges is valued, but its cuts are not played one by one",
                    {{"max", std::to_string(max_hackenbush_listed)}});
    for (std::uint32_t e = 0; e < from.edges.size(); ++e) {
        option_work_ += double(from.edges.size());
        std::vector<std::uint32_t> left = hackenbush_remaining(from, e);
        component_move m;
        m.cut.edge = e;
        m.cut.fallen = hackenbush_fallen(from, e, left);
        if (!left.empty()) {
            component part = board(hackenbush_subgraph(from, left));
            m.value = board_value(part.id);
            m.parts.push_back(part);
        }
        if (!f(std::move(m))) return;
    }
}

}  // namespace sg
