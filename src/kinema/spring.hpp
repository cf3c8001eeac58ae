// kinema — closed-form UI physics.
// spring.hpp: the damped harmonic oscillator, exact at any time.
#pragma once

#include "kinema/defaults.hpp"

#include "kinema/detail/oscillator.hpp"
#include "kinema/detail/time.hpp"
#include "kinema/state.hpp"
#include "kinema/status.hpp"
#include "kinema/tolerance.hpp"

namespace kinema {

/// The three behaviours of a damped spring.
enum class Regime {
  /// Oscillates around the target with a decaying amplitude (damping ratio < 1).
  underdamped,
  /// Returns as fast as possible without overshooting more than once (ratio = 1).
  critical,
  /// Creeps back without oscillating (damping ratio > 1).
  overdamped,
};
const char* to_string(Regime regime) noexcept;

/// Physical description of a spring and its initial state.
struct SpringParams {
  double from = 0.0;       ///< initial position (px)
  double to = 0.0;         ///< rest position, the spring's target (px)
  double velocity = 0.0;   ///< initial velocity (px/s)
  double mass = 1.0;       ///< mass (kg, or any unit of inertia); > 0
  double stiffness = defaults::kSpringStiffness;  ///< spring constant k (N/m, i.e. mass/s^2); > 0
  double damping = 20;     ///< damping coefficient c (mass/s); >= 0
};

/// A mass on a damped spring:  m x'' + c (x') + k (x - to) = 0.
///
/// Model: x(t) and dx(t) are evaluated in closed form at any t >= 0 (seconds
/// since the motion started), so sampling at 30 Hz or 240 Hz, or once after a
/// paused tab resumes, gives the same values. One formula covers all three
/// regimes continuously: the solution is written with hex() and sinc() of the
/// small root difference, so damping ratios 1 - 1e-15 and 1 + 1e-15 give the
/// critically damped curve to full precision, the slow overdamped root is
/// computed without cancellation, and damping ratios up to 1e4 and beyond
/// neither overflow nor lose digits.
///
/// Time: t < 0 and NaN mean 0; t = +inf gives the limit. x(+inf) is the target for
/// any damped spring.
///
/// Done: `done(t)` is `t >= settle_time()`, where the settle time is the
/// earliest time after which |x(t) - to| <= tolerance.distance and |dx(t)|
/// <= tolerance.velocity for ever, on the motion's own curve: the last exit
/// from the tolerance band. It is bracketed by closed-form envelopes (never
/// early), located between two extrema of the curve (closed form: the
/// extrema of an oscillating spring are half a period apart and shrink
/// geometrically), and refined by bisection on the curve to adjacent
/// doubles, returning the end of the bracket inside the band: never early,
/// and late only by the rounding of the curve itself. An undamped spring (damping 0)
/// never settles unless it starts within tolerance: settle_time() is +inf.
class Spring {
 public:
  /// Validates and builds. Errors: not_finite for NaN/inf in any parameter;
  /// out_of_range for mass <= 0, stiffness <= 0 or damping < 0, and for
  /// rates a double cannot carry: "stiffness" when k/m (w0^2, 1/s^2) is
  /// outside [DBL_MIN, DBL_MAX] (a period under 1e-154 s or over 1e154 s);
  /// "damping" when c/2m (1/s) overflows, or when a damped spring's decay
  /// rate (c/2m, or about k/c when overdamped) is below DBL_MIN: a decay
  /// lasting over 1e307 s (damping 0 is the undamped spring).
  static Result<Spring> create(const SpringParams& params, const Tolerance& tolerance = {});

  /// Damping given as a ratio of critical damping: c = ratio * 2 sqrt(k m).
  /// ratio 0 = undamped, < 1 bouncy, 1 critical, > 1 overdamped; >= 0.
  /// Errors as create(), with "dampingRatio" where create() names "damping".
  static Result<Spring> with_damping_ratio(double from, double to, double velocity, double mass,
                                           double stiffness, double damping_ratio,
                                           const Tolerance& tolerance = {});

  /// The perceptual parametrisation of SwiftUI and Flutter: `duration` (s, > 0)
  /// is the period of the undamped spring, 2 pi sqrt(m/k) with m = 1, and
  /// `bounce` in (-1, 1) sets the damping ratio: 1 - bounce for bounce >= 0
  /// (0 = critical, towards 1 = bouncier), 1 / (1 + bounce) for bounce < 0
  /// (overdamped, flatter). Errors as with_damping_ratio(), with "duration"
  /// where that names "stiffness" (a period over 1e154 s).
  static Result<Spring> with_duration(double from, double to, double velocity, double duration,
                                      double bounce, const Tolerance& tolerance = {});

  /// The spring that settles in `settling_duration` (s, > 0), with damping
  /// ratio `damping_ratio` (> 0) and mass 1. "Settles" is defined without
  /// reference to the start, so that the stiffness depends on the three
  /// figures alone (as SwiftUI's Spring(settlingDuration:dampingRatio:epsilon:)):
  /// the same spring released at rest at any distance d from its target
  /// stays within `epsilon` d of it (0 < epsilon < 1, default 0.001) from
  /// `settling_duration` on, and not earlier (the exact last exit, as
  /// settle_time() computes it with the distance criterion alone). That time
  /// is tau(ratio, epsilon) / w0 for a dimensionless tau, so the natural
  /// frequency w0 = tau / settling_duration is solved exactly, stiffness =
  /// w0^2 (tau to 5e-12 of itself, taken on the late side: the last exit is
  /// at most that much before settling_duration, never after). The motion itself starts at `from` with
  /// `velocity`: its own settle_time() follows `tolerance` and that start.
  /// Errors: not_finite; out_of_range for settling_duration <= 0 (or a
  /// stiffness a double cannot carry: "settlingDuration"), damping_ratio <= 0
  /// ("dampingRatio": an undamped spring never settles), epsilon outside
  /// (0, 1).
  static Result<Spring> with_settling_duration(double from, double to, double velocity,
                                               double settling_duration, double damping_ratio,
                                               double epsilon = 1e-3,
                                               const Tolerance& tolerance = {});

  double x(double t) const noexcept;   ///< position at t (px)
  double dx(double t) const noexcept;  ///< velocity at t (px/s)
  State at(double t) const noexcept;   ///< both at once (cheaper than x and dx)
  bool done(double t) const noexcept { return detail::done_at(t, settle_time_); }

  /// See the class comment. 0 when it starts at rest within tolerance.
  double settle_time() const noexcept { return settle_time_; }
  Regime regime() const noexcept { return regime_; }

  const SpringParams& params() const noexcept { return p_; }
  const Tolerance& tolerance() const noexcept { return tol_; }
  double damping_ratio() const noexcept;     ///< c / (2 sqrt(k m))
  double natural_frequency() const noexcept; ///< sqrt(k / m) (rad/s)
  /// SwiftUI's perceptual duration (Spring.duration): the period of the
  /// undamped spring, 2 pi sqrt(m / k) (s). with_duration() inverts it.
  double perceptual_duration() const noexcept;
  /// SwiftUI's bounce (Spring.bounce): 1 - damping ratio when the ratio is
  /// at most 1 (0 critical, towards 1 bouncier), 1 / ratio - 1 above
  /// (overdamped: towards -1). with_duration() inverts it.
  double bounce() const noexcept;
  /// The oscillator constants (internal: used by the batch sampler).
  const detail::Oscillator& oscillator() const noexcept { return osc_; }

 private:
  Spring() = default;
  double exact_settle_time() const noexcept;

  SpringParams p_{};
  Tolerance tol_{};
  Regime regime_ = Regime::critical;
  double settle_time_ = 0.0;
  detail::Oscillator osc_{};
};

}  // namespace kinema
