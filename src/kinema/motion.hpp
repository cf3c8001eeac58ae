// kinema — closed-form UI physics.
// motion.hpp: any single motion, as a value.
#pragma once

#include <variant>

#include "kinema/android_fling.hpp"
#include "kinema/bouncing_gravity.hpp"
#include "kinema/exponential_rate.hpp"
#include "kinema/friction.hpp"
#include "kinema/gravity.hpp"
#include "kinema/spring.hpp"

namespace kinema {

/// Any of the elementary motions, held by value (no allocation).
using Motion = std::variant<Spring, Friction, Gravity, BouncingGravity, ExponentialRate, AndroidFling>;

/// Position and velocity of any motion at t seconds since it started.
State sample(const Motion& motion, double t) noexcept;
double settle_time(const Motion& motion) noexcept;
/// The target or resting position of a motion, if it has one (spring target,
/// friction rest position, floor of a bouncing body); otherwise x(+inf).
double rest_position(const Motion& motion) noexcept;

}  // namespace kinema
