// The two profiles of budgets and the table of every limit (sg/limits.hpp).
#include "sg/limits.hpp"

namespace sg {

const limits& cli_limits() {
#define SG_CLI_VALUE(name, type, cli, page, what) cli,
    static const limits l{SG_BUDGETS(SG_CLI_VALUE)};
#undef SG_CLI_VALUE
    return l;
}

const limits& page_limits() {
#define SG_PAGE_VALUE(name, type, cli, page, what) page,
    static const limits l{SG_BUDGETS(SG_PAGE_VALUE)};
#undef SG_PAGE_VALUE
    return l;
}

std::vector<limit_row> limit_table() {
    return {
#define SG_SIZE_ROW(name, type, value, what) {#name, what, false, double(value), double(value)},
        SG_SIZE_LIMITS(SG_SIZE_ROW)
#undef SG_SIZE_ROW
#define SG_BUDGET_ROW(name, type, cli, page, what) {#name, what, true, double(cli), double(page)},
            SG_BUDGETS(SG_BUDGET_ROW)
#undef SG_BUDGET_ROW
    };
}

}  // namespace sg
