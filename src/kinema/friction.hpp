// kinema — closed-form UI physics.
// friction.hpp: a fling that slows down by a constant factor every second.
#pragma once

#include "kinema/defaults.hpp"

#include <limits>

#include "kinema/detail/decay.hpp"
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
  double drag = defaults::kFlingDrag;
  /// Constant deceleration (px/s^2, >= 0) on top of the drag, against the
  /// motion: 0 (the default) is pure exponential friction; > 0 makes it
  /// stop at a finite time (Flutter's FrictionSimulation constantDeceleration).
  double deceleration = 0.0;
};

/// Exponential friction (the Gravitas and Flutter model): dx(t) = v0 drag^t,
/// x(t) = from + v0 t hex(t ln drag). Written with hex() it stays exact as drag
/// approaches 1, and drag = 1 is plain constant velocity.
///
/// With a constant deceleration c > 0 (with_deceleration, or
/// FrictionParams::deceleration) the velocity also loses c every second:
/// dx(t) = v0 drag^t - sign(v0) c t, x(t) = from + v0 t hex(t ln drag) -
/// sign(v0) c t^2 / 2, until it stops at the finite time T where dx(T) = 0,
/// solved exactly with Lambert W: T = W0(z) / -ln(drag) with z = -ln(drag)
/// |v0| / c (|v0| / c for drag = 1); then it rests at x(T).
///
/// Time: t < 0 and NaN mean 0; t = +inf gives the limit.
/// Done: settle_time() is the earliest time after which |x - rest| <=
/// tolerance.distance and |dx| <= tolerance.velocity for ever. Both fall
/// monotonically, so it is the later of the two closed-form crossings
/// (ln(tol_v / |v0|) / ln(drag) for the speed, ln(tol_d (-ln drag) / |v0|) /
/// ln(drag) for the distance |dx| / -ln(drag)), refined on the curve to the
/// first double inside both: never early, late by at most one ulp. +inf for
/// drag = 1 with a moving start (it never stops); 0 at rest.
class Friction {
 public:
  /// Errors: not_finite for NaN/inf; out_of_range for drag outside (0, 1],
  /// for a negative deceleration, and ("deceleration") for one so small
  /// that the stop time or the distance overflows.
  static Result<Friction> create(const FrictionParams& params, const Tolerance& tolerance = {});

  /// Constant deceleration (px/s^2, > 0), with optional drag (default 1:
  /// none): a fling that stops at a finite time, stop_time().
  /// Errors: as create(), and out_of_range ("deceleration") for <= 0.
  static Result<Friction> with_deceleration(double from, double velocity, double deceleration,
                                            double drag = 1.0, const Tolerance& tolerance = {});

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
  /// The constant deceleration (px/s^2, >= 0).
  double deceleration() const noexcept { return p_.deceleration; }
  /// When it stops dead (s): finite with a deceleration (0 from rest),
  /// +inf without.
  double stop_time() const noexcept { return stop_; }
  /// The motion as an exponential approach (pure friction, drag < 1, a
  /// finite rest): rate = ln(drag); rate = 0 otherwise (with a deceleration,
  /// or drag = 1). What at() and the batch sampler evaluate.
  detail::Decay decay() const noexcept;

 private:
  Friction() = default;
  double velocity_rest() const noexcept;  // from - v0 / ln(drag)
  FrictionParams p_{};
  Tolerance tol_{};
  double log_drag_ = 0.0;  // ln(drag) <= 0, kept exactly as solved by to_stop_at
  double rest_ = 0.0;      // rest position: `to` itself for to_stop_at
  double settle_time_ = 0.0;
  double decel_ = 0.0;  // sign(v0) * deceleration
  double stop_ = std::numeric_limits<double>::infinity();
  State decelerated(double t) const noexcept;
  double exact_settle(double estimate) const noexcept;
};

}  // namespace kinema
