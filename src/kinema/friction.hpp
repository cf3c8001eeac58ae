// kinema — closed-form UI physics.
// friction.hpp: a fling that slows down by a constant factor every second.
#pragma once

#include "kinema/detail/time.hpp"
#include "kinema/state.hpp"
#include "kinema/status.hpp"
#include "kinema/tolerance.hpp"

namespace kinema {

struct FrictionParams {
  double from = 0.0;      ///< initial position (px)
  double velocity = 0.0;  ///< initial velocity (px/s)
  /// Fraction of the velocity left after one second, in (0, 1]
  /// (0.135 is a typical fling; 1 means no friction, constant velocity).
  double drag = 0.135;
};

/// Exponential friction (the Gravitas and Flutter model): dx(t) = v0 drag^t,
/// x(t) = from + v0 t hex(t ln drag). Written with hex() it stays exact as drag
/// approaches 1, and drag = 1 is plain constant velocity.
///
/// Time: t < 0 and NaN mean 0; t = +inf gives the limit.
/// Done: when |dx(t)| < tolerance.velocity; settle_time() is when that happens
/// (+inf for drag = 1 and a moving start).
class Friction {
 public:
  /// Errors: not_finite for NaN/inf; out_of_range for drag outside (0, 1].
  static Result<Friction> create(const FrictionParams& params, const Tolerance& tolerance = {});

  /// The fling that starts at `from` with `velocity` and comes to rest exactly
  /// at `to`: solves the drag, drag = exp(-velocity / (to - from)).
  /// The motion keeps ln(drag) as solved, so a very short stop for a fast
  /// fling (drag below 1e-308, reported by drag() as 0) still works exactly.
  /// Errors: not_finite; unreachable when `to` lies behind the fling, when the
  /// velocity is 0 and to != from, or when the distance is so short that
  /// ln(drag) overflows. velocity = 0 with to == from gives a motion at rest.
  static Result<Friction> to_stop_at(double from, double velocity, double to,
                                     const Tolerance& tolerance = {});

  double x(double t) const noexcept;
  double dx(double t) const noexcept;
  State at(double t) const noexcept;
  bool done(double t) const noexcept { return detail::done_at(t, settle_time_); }
  double settle_time() const noexcept { return settle_time_; }

  /// Where it comes to rest: from + v0 / -ln(drag) (exactly `to` for
  /// to_stop_at); +-inf for drag = 1 with a moving start. x(t) never passes it.
  double rest_position() const noexcept;
  /// The first time (s) it reaches `position`: 0 for the start, +inf when it
  /// never does (behind the start, at or beyond the rest position, NaN).
  double time_at(double position) const noexcept;

  const FrictionParams& params() const noexcept { return p_; }
  const Tolerance& tolerance() const noexcept { return tol_; }
  double drag() const noexcept { return p_.drag; }
  /// ln(drag) (1/s), <= 0: the decay rate the motion actually uses.
  double log_drag() const noexcept { return log_drag_; }

 private:
  Friction() = default;
  double velocity_rest() const noexcept;  // from - v0 / ln(drag)
  FrictionParams p_{};
  Tolerance tol_{};
  double log_drag_ = 0.0;  // ln(drag) <= 0, kept exactly as solved by to_stop_at
  double rest_ = 0.0;      // rest position: `to` itself for to_stop_at
  double settle_time_ = 0.0;
};

}  // namespace kinema
