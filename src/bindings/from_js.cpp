// Values from JavaScript, checked as they cross into the engine (from_js.hpp).
#include "from_js.hpp"

#include <cmath>

namespace sgjs {

namespace {
void check_components(std::size_t n) {
    if (n > sg::max_components)
        throw sg::error("position.too_many",
                        "a position may have at most " + std::to_string(sg::max_components) + " components",
                        {{"max", std::to_string(sg::max_components)}});
}
}  // namespace

// JS numbers arrive as doubles: accept whole numbers 0..2^53-1 only. what is
// "heap" or "upto", a word pages translate.
std::uint64_t whole(double x, const char* what) {
    if (!(x >= 0) || x != std::floor(x) || x > double(sg::max_number))
        throw sg::error("number.not_whole",
                        std::string(what) + " must be a whole number from 0 to " + std::to_string(sg::max_number),
                        {{"what", what}, {"max", std::to_string(sg::max_number)}});
    return static_cast<std::uint64_t>(x);
}

bool is_object(const val& v) { return !v.isNull() && v.typeOf().as<std::string>() == "object"; }

std::string text_of(const val& v, const char* what) {
    if (!v.isString())
        throw sg::error("position.bad_data", std::string("a component's ") + what + " is not text", {{"what", what}});
    return v.as<std::string>();
}

double number_of(const val& v, const char* what) {
    if (!v.isNumber())
        throw sg::error("number.not_whole", std::string(what) + " must be a whole number",
                        {{"what", what}, {"max", std::to_string(sg::max_number)}});
    return v.as<double>();
}

// A list of whole numbers from JS.
std::vector<std::uint64_t> numbers_of(const val& list, const char* what) {
    if (!list.isArray())
        throw sg::error("position.bad_data", std::string(what) + " is not a list of numbers", {{"what", what}});
    const std::size_t n = list["length"].as<std::size_t>();
    check_components(n);
    std::vector<std::uint64_t> out;
    for (std::size_t i = 0; i < n; ++i) out.push_back(whole(number_of(list[i], what), what));
    return out;
}

std::size_t times_seen(const std::string& text, const val& history) {
    if (!history.isArray()) return 0;
    const std::size_t n = history["length"].as<std::size_t>();
    std::size_t seen = 0;
    for (std::size_t i = 0; i < n; ++i) seen += text_of(history[i], "history") == text;
    return seen;
}

// A position as text (read by the one reader) or as data (each component
// checked by the universe).
sg::reading position_of(sg::universe& u, const val& p, const std::string& default_rule) {
    if (p.isString()) return u.read(p.as<std::string>(), default_rule);
    if (!p.isArray())
        throw sg::error("position.bad_data", "a position is text or a list of components", {{"what", "position"}});
    const std::size_t n = p["length"].as<std::size_t>();
    check_components(n);
    sg::reading r;
    for (std::size_t i = 0; i < n; ++i) {
        val c = p[i];
        if (c.isNumber()) {  // a bare heap of the default rule
            if (default_rule.empty())
                throw sg::error("position.needs_rule", "a bare heap needs a rule",
                                {{"item", std::to_string(c.as<double>())}});
            r.parts.push_back(u.heap(default_rule, whole(c.as<double>(), "heap")));
            continue;
        }
        if (c.isString()) {  // one component written as text
            sg::reading one = u.read(c.as<std::string>(), default_rule);
            if (one.parts.size() != 1)
                throw sg::error("position.bad_data", "a component's text names one component", {{"what", "component"}});
            r.parts.push_back(one.parts[0]);
            continue;
        }
        if (!is_object(c))
            throw sg::error("position.bad_data", "a component is not an object", {{"what", "component"}});
        std::string kind = c["kind"].isUndefined() ? "heap" : text_of(c["kind"], "kind");
        if (kind == "heap") {
            r.parts.push_back(u.heap(text_of(c["rule"], "rule"), whole(number_of(c["heap"], "heap"), "heap")));
        } else if (kind == "game") {
            std::vector<std::int64_t> coords;
            val cs = c["coords"];
            if (!cs.isArray())
                throw sg::error("position.bad_data", "a game's coords are not a list", {{"what", "coords"}});
            const std::size_t k = cs["length"].as<std::size_t>();
            if (k > std::size_t(sg::max_game_coords))
                throw sg::error("position.bad_data", "too many coordinates", {{"what", "coords"}});
            for (std::size_t j = 0; j < k; ++j)
                coords.push_back(std::int64_t(whole(number_of(cs[j], "coordinate"), "coordinate")));
            r.parts.push_back(u.game(text_of(c["game"], "game"), coords));
        } else if (kind == "vertex") {
            r.parts.push_back(u.vertex(text_of(c["vertex"], "vertex")));
        } else if (kind == "hackenbush") {
            r.parts.push_back(u.board(text_of(c["board"], "board")));
        } else {
            throw sg::error("position.bad_data", "a component's kind is heap, game, vertex or hackenbush",
                            {{"what", "kind"}});
        }
    }
    return r;
}

}  // namespace sgjs
