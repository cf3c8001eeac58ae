// kinema — closed-form UI physics.
// spring2d.hpp: an isotropic damped spring in the plane, exact at any time.
#pragma once

#include "kinema/defaults.hpp"

#include "kinema/motion2d.hpp"
#include "kinema/spring.hpp"

namespace kinema {

/// Physical description of a spring in the plane and its initial state.
struct Spring2DParams {
  Vec2 from;               ///< initial position (px)
  Vec2 to;                 ///< rest position, the target (px)
  Vec2 velocity;           ///< initial velocity (px/s)
  double mass = 1.0;       ///< > 0
  double stiffness = defaults::kSpringStiffness;  ///< k (mass/s^2), > 0
  double damping = 20;     ///< c (mass/s), >= 0
};

/// A mass pulled towards a point by an isotropic damped spring:
///   m p'' + c p' + k (p - to) = 0   for the position vector p = (x, y).
///
/// Model: the equation separates into one 1D Spring per axis with the same
/// mass, stiffness and damping, so each axis is exactly the 1D closed form
/// (see Spring), with its own start, target and initial velocity. The two
/// axes share the oscillator constants, and at(t) computes the transition
/// matrix once for both: x and y are bit for bit the values of
/// axis_x().at(t) and axis_y().at(t). The path is straight when the initial
/// velocity is parallel to to - from (or zero), curved otherwise.
///
/// Time: t < 0 and NaN mean 0; t = +inf gives the limit (the target for any
/// damped spring).
///
/// Done: when both axes are done (each within tolerance.distance of its
/// target and tolerance.velocity of rest, per axis, from then on):
/// settle_time() is the larger of the two axes' settle times, +inf for an
/// undamped spring that moves.
class Spring2D {
 public:
  /// Validates and builds. Errors as Spring::create, with the vector
  /// parameters named per axis: "from.x", "from.y", "to.x", "to.y",
  /// "velocity.x", "velocity.y" (x checked first).
  static Result<Spring2D> create(const Spring2DParams& params, const Tolerance& tolerance = {});
  /// Damping as a ratio of critical damping (see Spring::with_damping_ratio).
  static Result<Spring2D> with_damping_ratio(Vec2 from, Vec2 to, Vec2 velocity, double mass,
                                             double stiffness, double damping_ratio,
                                             const Tolerance& tolerance = {});
  /// SwiftUI's duration and bounce (see Spring::with_duration).
  static Result<Spring2D> with_duration(Vec2 from, Vec2 to, Vec2 velocity, double duration,
                                        double bounce, const Tolerance& tolerance = {});

  State2D at(double t) const noexcept;
  Vec2 position(double t) const noexcept;  ///< (px)
  Vec2 velocity(double t) const noexcept;  ///< (px/s)
  bool done(double t) const noexcept { return detail::done_at(t, settle_time_); }
  double settle_time() const noexcept { return settle_time_; }
  /// The target.
  Vec2 rest_position() const noexcept { return {x_.params().to, y_.params().to}; }

  /// The 1D spring of each axis (same mass, stiffness, damping, tolerance).
  const Spring& axis_x() const noexcept { return x_; }
  const Spring& axis_y() const noexcept { return y_; }
  /// Both axes as a MotionPair (same values, evaluated axis by axis).
  MotionPair pair() const noexcept { return MotionPair(x_, y_); }
  Regime regime() const noexcept { return x_.regime(); }

 private:
  Spring2D(const Spring& x, const Spring& y) noexcept;
  Spring x_;
  Spring y_;
  double settle_time_;
};

}  // namespace kinema
