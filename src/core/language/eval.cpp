// Running the game language's postfix code: 64-bit integers, floor division,
// and every fault (overflow, division by zero, a bad shift) caught and named.
#include "language/game_program.hpp"
#include "sg/nimber.hpp"

namespace sg::detail {
namespace {

// ---- evaluation helpers -------------------------------------------------------------

std::int64_t floor_div(std::int64_t a, std::int64_t b) {
    std::int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
    return q;
}
std::int64_t floor_mod(std::int64_t a, std::int64_t b) {
    std::int64_t r = a % b;
    if (r != 0 && ((r < 0) != (b < 0))) r += b;
    return r;
}
std::int64_t isqrt64(std::int64_t x) {
    auto r = std::int64_t(__builtin_sqrtl(static_cast<long double>(x)));
    while (r > 0 && (r > x / r)) --r;    // r * r > x
    while ((r + 1) <= x / (r + 1)) ++r;  // (r + 1)^2 <= x
    return r;
}

}  // namespace

bool eval(const expr& e, const std::int64_t* vars, std::int64_t& out, eval_fault& fault, std::size_t& at) {
    std::int64_t st[max_eval_stack + 1];
    int sp = 0;
    const std::size_t n = e.code.size();
    for (std::size_t pc = 0; pc < n; ++pc) {
        const instr& in = e.code[pc];
        auto fail = [&](eval_fault f) {
            fault = f;
            at = pc;
            return false;
        };
        switch (in.code) {
            case op::num: st[sp++] = in.arg; continue;
            case op::var: st[sp++] = vars[in.arg]; continue;
            case op::neg:
                if (st[sp - 1] == INT64_MIN) return fail(eval_fault::overflow);
                st[sp - 1] = -st[sp - 1];
                continue;
            case op::lnot: st[sp - 1] = !st[sp - 1]; continue;
            case op::bnot: st[sp - 1] = ~st[sp - 1]; continue;
            case op::abs:
                if (st[sp - 1] == INT64_MIN) return fail(eval_fault::overflow);
                st[sp - 1] = st[sp - 1] < 0 ? -st[sp - 1] : st[sp - 1];
                continue;
            case op::popcount:
                if (st[sp - 1] < 0) return fail(eval_fault::negative_arg);
                st[sp - 1] = __builtin_popcountll(std::uint64_t(st[sp - 1]));
                continue;
            case op::ctz:
                if (st[sp - 1] == 0) return fail(eval_fault::zero_arg);
                st[sp - 1] = __builtin_ctzll(std::uint64_t(st[sp - 1]));
                continue;
            case op::isqrt:
                if (st[sp - 1] < 0) return fail(eval_fault::negative_arg);
                st[sp - 1] = isqrt64(st[sp - 1]);
                continue;
            case op::to_bool: st[sp - 1] = st[sp - 1] != 0; continue;
            case op::and_jump:
                if (st[sp - 1] == 0) {
                    pc = std::size_t(in.arg) - 1;
                } else {
                    --sp;
                }
                continue;
            case op::or_jump:
                if (st[sp - 1] != 0) {
                    st[sp - 1] = 1;
                    pc = std::size_t(in.arg) - 1;
                } else {
                    --sp;
                }
                continue;
            default: break;
        }
        std::int64_t b = st[--sp], a = st[sp - 1], r = 0;
        switch (in.code) {
            case op::add:
                if (__builtin_add_overflow(a, b, &r)) return fail(eval_fault::overflow);
                break;
            case op::sub:
                if (__builtin_sub_overflow(a, b, &r)) return fail(eval_fault::overflow);
                break;
            case op::mul:
                if (__builtin_mul_overflow(a, b, &r)) return fail(eval_fault::overflow);
                break;
            case op::div:
                if (b == 0) return fail(eval_fault::div_zero);
                if (a == INT64_MIN && b == -1) return fail(eval_fault::overflow);
                r = floor_div(a, b);
                break;
            case op::mod:
                if (b == 0) return fail(eval_fault::div_zero);
                r = b == -1 ? 0 : floor_mod(a, b);
                break;
            case op::bxor: r = a ^ b; break;
            case op::band: r = a & b; break;
            case op::bor: r = a | b; break;
            case op::shl:
                if (b < 0 || b > 62) return fail(eval_fault::shift);
                if (a < 0 || a > (INT64_MAX >> b)) return fail(eval_fault::overflow);
                r = a << b;
                break;
            case op::shr:
                if (b < 0) return fail(eval_fault::shift);
                r = b > 63 ? (a < 0 ? -1 : 0) : (a >> b);
                break;
            case op::eq: r = a == b; break;
            case op::ne: r = a != b; break;
            case op::lt: r = a < b; break;
            case op::le: r = a <= b; break;
            case op::gt: r = a > b; break;
            case op::ge: r = a >= b; break;
            case op::min: r = std::min(a, b); break;
            case op::max: r = std::max(a, b); break;
            case op::nimmul: {
                if (a < 0 || b < 0) return fail(eval_fault::negative_arg);
                std::uint64_t p = nim_multiply(std::uint64_t(a), std::uint64_t(b));
                if (p > std::uint64_t(INT64_MAX)) return fail(eval_fault::overflow);
                r = std::int64_t(p);
                break;
            }
            case op::gcd: {
                if (a == INT64_MIN || b == INT64_MIN) return fail(eval_fault::overflow);
                std::int64_t x = a < 0 ? -a : a, y = b < 0 ? -b : b;
                while (y) {
                    std::int64_t t = x % y;
                    x = y;
                    y = t;
                }
                r = x;
                break;
            }
            default: break;
        }
        st[sp - 1] = r;
    }
    out = st[0];
    return true;
}

const char* fault_code(eval_fault f) {
    switch (f) {
        case eval_fault::overflow: return "game.overflow";
        case eval_fault::div_zero: return "game.division_by_zero";
        case eval_fault::shift: return "game.bad_shift";
        case eval_fault::negative_arg: return "game.negative_argument";
        case eval_fault::zero_arg: return "game.zero_argument";
        default: return "game.error";
    }
}

std::string fault_text(eval_fault f) {
    switch (f) {
        case eval_fault::overflow: return "integer overflow";
        case eval_fault::div_zero: return "division by zero";
        case eval_fault::shift: return "a shift by a negative amount or by more than 62";
        case eval_fault::negative_arg: return "popcount, isqrt or nimmul of a negative number";
        case eval_fault::zero_arg: return "ctz of 0";
        default: return "an error";
    }
}

}  // namespace sg::detail
