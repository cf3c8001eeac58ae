// kinema — closed-form UI physics.
// bouncing_gravity.hpp: a body falling onto a floor and bouncing to rest.
#pragma once

#include "kinema/detail/time.hpp"
#include "kinema/state.hpp"
#include "kinema/status.hpp"
#include "kinema/tolerance.hpp"

namespace kinema {

struct BouncingGravityParams {
  double from = 0.0;          ///< initial position (px)
  double velocity = 0.0;      ///< initial velocity (px/s)
  double acceleration = 0.0;  ///< constant acceleration towards the floor (px/s^2), != 0
  double floor = 0.0;         ///< position of the floor (px), in the direction of acceleration
  /// Coefficient of restitution in [0, 1): the speed kept at each impact
  /// (0 = no bounce, 0.5 = half the speed).
  double restitution = 0.5;
};

/// Gravity with bounces on a floor (a lock screen dropped to the bottom of the
/// screen). Every impact time is computed exactly in closed form: the first
/// from the quadratic, the next ones as a geometric series (each flight lasts
/// `restitution` times the previous one), so x(t) for any t finds its bounce in
/// O(1) with a logarithm, without detecting impacts on frames.
///
/// The bounces end once a bounce would leave the floor slower than
/// tolerance.velocity or last less than tolerance.time; from the last impact
/// on the body rests on the floor. settle_time() is the earliest time after
/// which |x - floor| <= tolerance.distance and |dx| <= tolerance.velocity for
/// ever: the last impact when it lands faster than tolerance.velocity (it
/// always does after a bounce), else found on the curve of the last flight
/// (a slow drop from just above the floor). done(t) is t >= settle_time().
///
/// Time: t < 0 and NaN mean 0; t = +inf gives the limit.
class BouncingGravity {
 public:
  /// Errors: not_finite for NaN/inf; out_of_range for acceleration == 0, for
  /// restitution outside [0, 1), and ("floor") for a floor that lies against
  /// the direction of acceleration from the start (it would never be reached).
  static Result<BouncingGravity> create(const BouncingGravityParams& params,
                                        const Tolerance& tolerance = {});

  double x(double t) const noexcept;
  double dx(double t) const noexcept;
  State at(double t) const noexcept;
  bool done(double t) const noexcept { return detail::done_at(t, settle_time_); }
  double settle_time() const noexcept { return settle_time_; }

  /// Time of the first impact (s); 0 if it starts on the floor moving into it.
  double first_impact() const noexcept { return t1_; }
  /// Number of bounces (flights after the first impact) before it rests.
  int bounces() const noexcept { return bounces_; }
  /// Time of impact number n (n = 0 is the first impact); +inf past the last.
  double impact_time(int n) const noexcept;

  const BouncingGravityParams& params() const noexcept { return p_; }
  const Tolerance& tolerance() const noexcept { return tol_; }

 private:
  BouncingGravity() = default;
  BouncingGravityParams p_{};
  Tolerance tol_{};
  double t1_ = 0.0;        // first impact
  double speed1_ = 0.0;    // launch speed after the first impact (= e |v_impact|)
  double flight1_ = 0.0;   // duration of the first bounce flight
  int bounces_ = 0;
  double end_ = 0.0;  // the last impact: on the floor from here on
  double settle_time_ = 0.0;
};

}  // namespace kinema
