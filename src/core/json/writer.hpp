// Internal: builds the JSON text of one result object, and the pieces that
// several results share (periods, heap moves, components, game moves).
#pragma once
#include <string>

#include "sg/json.hpp"

namespace sg::detail {

// Builds one JSON object or array; fields are added in order.
class json_writer {
public:
    json_writer& key(const char* k) {
        sep();
        out_ += '"';
        out_ += k;
        out_ += "\":";
        fresh_ = true;
        return *this;
    }
    json_writer& raw(const std::string& v) {
        sep();
        out_ += v;
        return *this;
    }
    json_writer& num(std::uint64_t v) { return raw(std::to_string(v)); }
    json_writer& snum(std::int64_t v) { return raw(std::to_string(v)); }
    json_writer& str(const std::string& v) { return raw(json_string(v)); }
    json_writer& boolean(bool v) { return raw(v ? "true" : "false"); }
    json_writer& open(char c) {
        sep();
        out_ += c;
        fresh_ = true;
        return *this;
    }
    json_writer& close(char c) {
        out_ += c;
        fresh_ = false;
        return *this;
    }
    template <class It, class F>
    json_writer& list(It b, It e, F f) {
        open('[');
        for (; b != e; ++b) f(*b);
        return close(']');
    }
    template <class C>
    json_writer& nums(const C& c) {
        return list(c.begin(), c.end(), [&](auto x) { num(x); });
    }
    // An array of objects, f(item) writing each one's fields.
    template <class C, class F>
    json_writer& objects(const C& c, F f) {
        open('[');
        for (const auto& x : c) {
            open('{');
            f(x);
            close('}');
        }
        return close(']');
    }
    std::string str() const { return out_; }

private:
    void sep() {
        if (!fresh_) out_ += ',';
        fresh_ = false;
    }
    std::string out_;
    bool fresh_ = true;
};

// One object as text, f(w) writing its fields.
template <class F>
std::string object(F f) {
    json_writer w;
    w.open('{');
    f(w);
    w.close('}');
    return w.str();
}

// v in binary, at least `width` digits; the digits a value needs.
std::string binary(std::uint64_t v, int width);
int bit_width(std::uint64_t v);

void put_period(json_writer& w, const period_info& p);
// A heap move's fields: taken, leaves, leaveValues, value, text.
void put_heap_move(json_writer& w, const move_detail& m);
// A position of the game language's fields: position (its text), game, coords.
void put_game_position(json_writer& w, const game_definition& def, const game_position& p);
// A game move's fields: line, source, vars, targets (with their values when known), value.
void put_game_move(json_writer& w, const game_definition& def, const game_move& m);
// The field "reason": {"code": ..., "params": {name: count, ...}} (reason.hpp).
void put_reason(json_writer& w, const reason& r);
// A component's fields: kind, then rule and heap, game and coords (and
// position), or vertex; and text, as the writer writes it.
void put_component(json_writer& w, const universe& u, const component& c);
// A move of component c: kind, its kind's fields, and the parts it leaves.
void put_component_move(json_writer& w, const universe& u, const component& c, const component_move& m);

}  // namespace sg::detail
