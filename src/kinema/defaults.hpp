// kinema — closed-form UI physics.
// defaults.hpp: the one named default of each physical constant kinema's
// C++ uses, at the bottom of the include graph (no includes) so that every
// option struct and function default reads it from here.
#pragma once

namespace kinema::defaults {

/// Fraction of velocity a fling keeps per second: UIScrollView's normal
/// deceleration rate, 0.998 per ms, is 0.998^1000 = 0.135 per second.
inline constexpr double kFlingDrag = 0.135;
/// AOSP's scroll friction (ViewConfiguration.getScrollFriction()), for the
/// Android fling curve.
inline constexpr double kAndroidFriction = 0.015;
/// Pixels per inch of a CSS px / Android dp (the Android fling's unit).
inline constexpr double kAndroidPpi = 160.0;
/// The scroll bounce-back spring (mass 1): stiffness (1/s²) and damping
/// ratio (critical: no second overshoot).
inline constexpr double kScrollStiffness = 170.0;
inline constexpr double kScrollDampingRatio = 1.0;
/// The critically damped fallback spring of a snap landing (1/s²).
inline constexpr double kSnapStiffness = 300.0;
/// A snap landing's longest friction time constant (s): 1/|ln kFlingDrag|,
/// rounded (iOS's normal deceleration).
inline constexpr double kSnapMaxTimeConstant = 0.5;
/// A spring's stiffness when none is given (mass/s²).
inline constexpr double kSpringStiffness = 100.0;
/// What "done" means (Flutter's physics library: 0.001 of each unit, px,
/// px/s and s), see Tolerance.
inline constexpr double kToleranceDistance = 1e-3;
inline constexpr double kToleranceVelocity = 1e-3;
inline constexpr double kToleranceTime = 1e-3;

}  // namespace kinema::defaults
