// The sg command's arguments, files and standard input (args.hpp).
#include "args.hpp"

#include <fstream>
#include <sstream>

namespace sg::cli {

const char* const usage =
    "usage:\n"
    "  sg table RULE [--upto N] [--json] [--checksum]   g(0..N) as rows \"x\" and \"sg[x]\", then the period\n"
    "  sg explain RULE X [--json]                       the derivation of g(X)\n"
    "  sg analyze [--rule RULE] [--misere | --every] [--no-moves] [--trust-pattern] [--json] [COMPONENT...]\n"
    "                                                   a sum of heaps; COMPONENT is RULE:HEAP or HEAP;\n"
    "                                                   none: one position per line on standard input;\n"
    "                                                   --no-moves: values and outcome only;\n"
    "                                                   --every: Every-SG (every component moves each turn);\n"
    "                                                   --trust-pattern: answer past the tables from an\n"
    "                                                   observed (unproved) pattern too\n"
    "  sg graph FILE [--tokens V,V,...] [--every] [--no-moves] [--json]\n"
    "                                                   a game on a DAG (FILE '-' reads standard input);\n"
    "                                                   without --tokens: one token list per line on stdin\n"
    "  sg hackenbush FILE [--json]                      a Green Hackenbush board (graph text with the vertex\n"
    "                                                   ground; FILE '-' reads standard input): its value and cuts\n"
    "  sg table --game FILE [--upto N | --box SPEC] [--check FORMULA [--p]] [--suggest] [--json]\n"
    "                                                   a game-language table: one coordinate as rows x / sg[x],\n"
    "                                                   two as a grid; SPEC like 0..30,0..30; --game-name picks a "
    "game\n"
    "  sg explain --game FILE POSITION [--json]         the derivation of a position, e.g. 'cut(4,7)'\n"
    "  sg analyze --game FILE [--misere | --every] [--trust-pattern] [--json] [COMPONENT...]\n"
    "                                                   sums of positions and heap components\n"
    "  sg analyze --game FILE --formula FORMULA [--p] [--box SPEC] [--json] [POSITION...]\n"
    "                                                   FORMULA checked on the table over SPEC (default\n"
    "                                                   0..30 each), then each position answered from it\n"
    "                                                   (--p: non-zero means a P-position): observed, not proved\n"
    "  sg export --game FILE                            the definition as a standalone C++17 program\n"
    "  sg export --rule RULE [--style loop|memo]        the rule's getSG program (C++17): reads N, prints sg[0..N]\n"
    "  sg limits [--json]                               every size limit and budget, for this command and the pages\n";

args parse_args(int argc, char** argv) {
    args a;
    for (int i = 2; i < argc; ++i) {
        std::string s = argv[i];
        auto value = [&](std::string& out) {
            if (i + 1 >= argc) throw usage_error(s + " needs a value");
            out = argv[++i];
        };
        if (s == "--json") a.json = true;
        else if (s == "--checksum") a.checksum = true;
        else if (s == "--misere") a.misere = true;
        else if (s == "--every") a.every = true;
        else if (s == "--trust-pattern") a.trust_pattern = true;
        else if (s == "--no-moves") a.moves = false;
        else if (s == "--upto") value(a.upto);
        else if (s == "--rule") value(a.rule);
        else if (s == "--tokens") {
            value(a.tokens);
            a.has_tokens = true;
        } else if (s == "--game") value(a.game_file);
        else if (s == "--game-name") value(a.game_name);
        else if (s == "--box") value(a.box);
        else if (s == "--check") value(a.check);
        else if (s == "--formula") value(a.formula);
        else if (s == "--style") value(a.style);
        else if (s == "--p") a.p_positions = true;
        else if (s == "--suggest") a.suggest = true;
        else if (s.size() > 2 && s.rfind("--", 0) == 0) throw usage_error("unknown option " + s);
        else a.positional.push_back(s);
    }
    return a;
}

std::uint64_t parse_number(std::string s, const char* what) {
    if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos)
        throw error("number.not_whole", std::string(what) + " must be a whole number, not '" + s + "'",
                    {{"what", what}, {"text", s}});
    s.erase(0, std::min(s.find_first_not_of('0'), s.size() - 1));  // leading zeros, as in rule amounts
    if (s.size() > 16 || std::stoull(s) > max_number)
        throw error("number.too_large",
                    std::string(what) + " " + s + " is too large (the largest is " + std::to_string(max_number) + ")",
                    {{"number", s}, {"max", std::to_string(max_number)}});
    return std::stoull(s);
}

std::string read_file(const std::string& name) {
    std::stringstream text;
    if (name == "-") {
        text << std::cin.rdbuf();
    } else {
        std::ifstream in(name);
        if (!in) throw error("cli.cannot_read", "cannot read " + name, {{"file", name}});
        text << in.rdbuf();
    }
    return text.str();
}

std::string joined(const std::vector<std::string>& words) {
    std::string s;
    for (const auto& w : words) s += (s.empty() ? "" : " ") + w;
    return s;
}

}  // namespace sg::cli
