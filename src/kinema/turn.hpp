// kinema — closed-form UI physics.
// turn.hpp: where an elementary motion turns back, and where it first leaves
// an interval. Below composite.hpp and clamp.hpp, which both use it (a
// composite's exact settle time, the clamp's first crossing), so neither
// includes the other.
#pragma once

#include "kinema/motion.hpp"

namespace kinema {

/// The first time > after (after >= 0) at which the motion's velocity
/// changes sign (an end of a piece on which x is monotone: a spring's
/// extremum, a gravity's apex, a bouncing body's apexes and impacts), or
/// +inf (friction, exponential-rate and Android motions are monotone).
double next_turn(const Motion& motion, double after) noexcept;

/// The first time in [from, to] (to may be +inf) at which `motion` is at or
/// beyond `min` or `max` (min <= max), or +inf if it stays strictly inside.
double first_time_outside(const Motion& motion, double min, double max, double from,
                          double to) noexcept;

}  // namespace kinema
