// kinema — closed-form UI physics.
// clamp.hpp: any motion, stopped exactly where it first reaches a bound.
#pragma once

#include "kinema/composite.hpp"
#include "kinema/turn.hpp"

namespace kinema {

/// `motion` held within [min, max], like Flutter's ClampedSimulation but
/// exact: it runs unchanged until the first time t* it reaches `min` or
/// `max`, and from t* on it rests on that bound (dx = 0). t* is solved on the
/// motion's own curve, not found by sampling frames: each motion's curve is
/// split where its velocity changes sign (closed forms: a spring's extrema,
/// a gravity's apex, a bouncing body's apexes and impacts; friction and
/// exponential-rate motions are monotone), the first piece that ends beyond
/// a bound is found, and on it (x is monotone there) bisection to adjacent
/// doubles gives the first double at which x reaches the bound.
///
/// Released outside [min, max], or on a bound moving out, it rests at once on
/// the nearest bound (released on a bound moving in, it runs). If it
/// never reaches a bound the result is the motion itself. Done: when the
/// motion is, or at t* (the rest's settle time is 0).
/// Errors: not_finite ("min", "max"), out_of_range ("max") for max < min.
Result<Composite> clamp_motion(const Composite& motion, double min, double max,
                               const Tolerance& tolerance = {});

}  // namespace kinema
