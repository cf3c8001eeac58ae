// kinema — closed-form UI physics.
// gravity.hpp: constant acceleration.
#pragma once

#include "kinema/detail/time.hpp"
#include "kinema/state.hpp"
#include "kinema/status.hpp"
#include "kinema/tolerance.hpp"

namespace kinema {

struct GravityParams {
  double from = 0.0;          ///< initial position (px)
  double velocity = 0.0;      ///< initial velocity (px/s)
  double acceleration = 0.0;  ///< constant acceleration (px/s^2), any sign
};

/// Constant acceleration: x(t) = from + t (v0 + a t / 2), dx(t) = v0 + a t.
///
/// Time: t < 0 and NaN mean 0; x(+inf) is +-inf (from for a body at rest),
/// never NaN.
/// Done: gravity alone never comes to rest, so done() is false and
/// settle_time() +inf (any velocity or acceleration, however small, leaves
/// every band around x(+inf) in the end), except for a body at rest (v0 = 0
/// and a = 0), which is done at once. End it with a BouncingGravity or
/// hand it over to a spring with a Composite (see composite.hpp).
class Gravity {
 public:
  /// Errors: not_finite for NaN/inf.
  static Result<Gravity> create(const GravityParams& params, const Tolerance& tolerance = {});

  double x(double t) const noexcept;
  double dx(double t) const noexcept;
  State at(double t) const noexcept;
  bool done(double t) const noexcept { return detail::done_at(t, settle_time_); }
  double settle_time() const noexcept { return settle_time_; }

  /// The first time t >= 0 at which x(t) == position: the smallest
  /// non-negative root of a t^2/2 + v0 t + (from - position) = 0, computed
  /// without cancellation; +inf when it never gets there.
  double time_at(double position) const noexcept;

  const GravityParams& params() const noexcept { return p_; }
  const Tolerance& tolerance() const noexcept { return tol_; }

 private:
  Gravity() = default;
  GravityParams p_{};
  Tolerance tol_{};
  double settle_time_ = 0.0;
};

/// Smallest root t >= 0 of x0 + v0 t + a t^2 / 2 = x; +inf if none.
/// Cancellation-free (the "q" form of the quadratic formula).
double first_time_at(double x0, double v0, double a, double x) noexcept;

}  // namespace kinema
