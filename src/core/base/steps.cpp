// The one count of steps (sg/steps.hpp).
#include "sg/steps.hpp"

namespace sg {

namespace detail {
step_counts steps_counted;
}  // namespace detail

step_counts take_steps() {
    step_counts out = detail::steps_counted;
    detail::steps_counted = {};
    return out;
}

}  // namespace sg
