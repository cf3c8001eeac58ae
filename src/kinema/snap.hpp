// kinema — closed-form UI physics.
// snap.hpp: choosing a snap point for a fling, and landing on it exactly.
#pragma once

#include "kinema/defaults.hpp"

#include <cstddef>

#include "kinema/motion.hpp"
#include "kinema/status.hpp"
#include "kinema/tolerance.hpp"

namespace kinema {

/// Which snap point a fling may choose.
enum class SnapMode {
  /// The point nearest to where the fling would come to rest on its own.
  nearest = 0,
  /// The same, but at most one point away from the point nearest to where the
  /// gesture started (one page per fling, as in a pager or carousel).
  one_page = 1,
};

/// The index of the snap point for a release at `position` (px) with
/// `velocity` (px/s): the natural rest position is projected with friction
/// `drag` (the fraction of velocity kept per second, in (0, 1]) and the
/// nearest point to it is chosen (see SnapMode; `start` is where the gesture
/// began, used by one_page). `points` are sorted ascending, n >= 1.
/// Returns n (no choice) when n is 0 or an input is NaN.
std::size_t choose_snap(const double* points, std::size_t n, double position, double velocity,
                        double drag, SnapMode mode, double start) noexcept;

/// How snap_motion lands.
struct SnapOptions {
  /// Stiffness of the critically damped fallback spring (mass 1, 1/s^2), > 0.
  double stiffness = defaults::kSnapStiffness;
  /// A friction landing whose time constant 1/|ln drag| (s: the time to
  /// cover 63% of the remaining distance) exceeds this is replaced by the
  /// spring: a weak fling far from its target would otherwise creep. The
  /// default 0.5 s is iOS's normal deceleration (drag 0.135). > 0.
  double max_time_constant = defaults::kSnapMaxTimeConstant;
};

/// The motion from a release at `position` (px) with `velocity` (px/s) that
/// comes to rest exactly on `target` (px):
/// - a Friction whose drag is solved so that it rests on `target` while
///   keeping the release velocity (dx(0) == velocity), when the velocity
///   points at the target and that landing's time constant is at most
///   max_time_constant;
/// - otherwise (velocity away from the target, zero, or too weak) a
///   critically damped Spring from the release state to the target.
/// Errors: not_finite (also "target" when target - position overflows);
/// out_of_range for stiffness or max_time_constant <= 0.
Result<Motion> snap_motion(double position, double velocity, double target,
                           const SnapOptions& options = {}, const Tolerance& tolerance = {});

}  // namespace kinema
