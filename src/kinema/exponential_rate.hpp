// kinema — closed-form UI physics.
// exponential_rate.hpp: motion whose velocity decays in proportion to itself.
#pragma once

#include <limits>

#include "kinema/detail/decay.hpp"
#include "kinema/detail/time.hpp"
#include "kinema/state.hpp"
#include "kinema/status.hpp"
#include "kinema/tolerance.hpp"

namespace kinema {

struct ExponentialRateParams {
  double from = 0.0;      ///< initial position X0 (px)
  double velocity = 0.0;  ///< initial velocity V0 (px/s)
  /// Decay rate lambda (1/s): dV/dt = -lambda V. > 0 slows down, < 0 speeds
  /// up, 0 is constant velocity.
  double lambda = 0.0;
  /// Optional end of the motion (s, > 0); +inf when open-ended.
  double duration = std::numeric_limits<double>::infinity();
};

/// The initial velocity and decay rate that make an exponential-rate motion
/// cover `distance` in `duration` and end with `final_velocity`.
struct ExponentialRateSolution {
  double velocity = 0.0;  ///< V0 (px/s)
  double lambda = 0.0;    ///< decay rate (1/s)
};

/// Exponential-rate motion (an explosion's expanding ring):
///   dx(t) = V0 e^(-lambda t),   x(t) = X0 + V0 t hex(-lambda t),
/// exact for every lambda including 0 and its neighbourhood.
///
/// Time: t < 0 and NaN mean 0; t = +inf gives the limit. With lambda < 0 the motion
/// grows without bound and overflows to +-inf (never NaN) for large t.
/// Done: at `duration` if it is finite (the motion ends there by definition);
/// otherwise, for lambda > 0, the earliest time after which |x - rest| <=
/// tolerance.distance (rest = from + V0 / lambda) and |dx| <=
/// tolerance.velocity for ever: the later closed-form crossing, refined on
/// the curve (never early, late by at most an ulp); never (+inf) for
/// lambda <= 0 with a moving start, or when V0 / lambda overflows.
class ExponentialRate {
 public:
  /// Errors: not_finite for NaN/inf (duration may be +inf); out_of_range for
  /// duration <= 0.
  static Result<ExponentialRate> create(const ExponentialRateParams& params,
                                        const Tolerance& tolerance = {});

  /// The inverse problem: from `from` to `to` in `duration` seconds, ending
  /// with `final_velocity`. Writes y = lambda T and r = (to - from) /
  /// (final_velocity T); then hex(y) = r, solved with Lambert W
  /// (y = -W(-e^(-1/r)/r) - 1/r on branch -1 for r > 1, branch 0 for r < 1,
  /// y = 0 for r = 1) and polished by Newton on hex(y) - 1 = r - 1 with
  /// r - 1 computed exactly, so r next to 1 keeps every digit.
  /// The returned motion has the given duration.
  ///
  /// Errors: not_finite; out_of_range ("duration") for duration <= 0;
  /// unreachable ("finalVelocity") when final_velocity is 0 or has the opposite
  /// sign of to - from (an exponential never reverses or reaches zero speed),
  /// or when the required initial velocity overflows; out_of_range
  /// ("finalVelocity") when that initial velocity VT e^(lambda T) would
  /// underflow below DBL_MIN (a final speed some e^700 times the mean
  /// speed (to - from) / T: the motion would sit still, then jump). to == from with
  /// final_velocity == 0 is a motion at rest.
  static Result<ExponentialRate> solve(double from, double to, double final_velocity,
                                       double duration, const Tolerance& tolerance = {});

  /// Only the two solved numbers (same rules as solve()).
  static Result<ExponentialRateSolution> solve_rate(double distance, double final_velocity,
                                                    double duration);

  double x(double t) const noexcept;
  double dx(double t) const noexcept;
  State at(double t) const noexcept;
  bool done(double t) const noexcept { return detail::done_at(t, settle_time_); }
  double settle_time() const noexcept { return settle_time_; }

  const ExponentialRateParams& params() const noexcept { return p_; }
  /// The motion as an exponential approach (lambda > 0, V0 != 0, V0 / lambda
  /// finite): rate = -lambda, rest = from + V0 / lambda; rate = 0 otherwise.
  /// What at() and the batch sampler evaluate.
  detail::Decay decay() const noexcept;
  const Tolerance& tolerance() const noexcept { return tol_; }

 private:
  ExponentialRate() = default;
  ExponentialRateParams p_{};
  Tolerance tol_{};
  double settle_time_ = 0.0;
};

}  // namespace kinema
