// A Green Hackenbush board as JSON (schema: hackenbush): its edges by id, the
// value and how fusion found it, and what each cut leaves.
#include "json/writer.hpp"

namespace sg {

std::string to_json(const hackenbush_analysis& a) {
    const hackenbush& b = a.board;
    auto names = [&](const hackenbush_fusion::node& n) {
        std::vector<std::string> out;
        for (std::uint32_t i = 0; i < n.size; ++i) out.push_back(b.names[a.fusion.member(n, i)]);
        return out;
    };
    return detail::object([&](detail::json_writer& w) {
        w.key("board").str(hackenbush_text(b));
        w.key("vertices").list(b.names.begin(), b.names.end(), [&](const std::string& n) { w.str(n); });
        w.key("edges").list(b.edges.begin(), b.edges.end(),
                            [&](const auto& e) { w.open('[').str(b.names[e[0]]).str(b.names[e[1]]).close(']'); });
        w.key("value").num(a.fusion.value());
        w.key("outcome").str(a.fusion.value() ? "N" : "P");
        w.key("method").str(a.fusion.tree ? "colon" : "fusion");
        w.key("fused").objects(a.fusion.nodes, [&](const hackenbush_fusion::node& n) {
            auto vs = names(n);
            w.key("vertices").list(vs.begin(), vs.end(), [&](const std::string& s) { w.str(s); });
            w.key("loops").num(n.loops);
            w.key("parent").snum(n.parent);
            w.key("stalk").snum(n.stalk);
            w.key("value").num(n.value);
        });
        w.key("cutsListed").boolean(a.cuts_listed);
        w.key("cuts").objects(a.cuts, [&](const hackenbush_cut& c) {
            w.key("edge").num(c.edge);
            w.key("remaining").nums(c.remaining);
            w.key("fallen").nums(c.fallen);
            w.key("board").str(c.board);
            w.key("value").num(c.value);
        });
        w.key("winningCuts").open('[');
        for (const auto& c : a.cuts)
            if (c.value == 0 && a.fusion.value() != 0) w.num(c.edge);
        w.close(']');
    });
}

}  // namespace sg
