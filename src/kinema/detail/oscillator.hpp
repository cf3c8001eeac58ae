// kinema — closed-form UI physics.
// detail/oscillator.hpp: the damped oscillator u'' + 2 alpha u' + w0^2 u = 0
// written so that one set of formulas is exact in all three regimes.
// Internal: used by Spring and by the batch stepper.
#pragma once

#include <cfloat>

namespace kinema::detail {

/// The state-transition matrix of the oscillator over a time t:
///   u(t) = pp u0 + pv v0,   v(t) = vp u0 + vv v0.
struct Transition {
  double pp, pv, vp, vv;
};

/// What a position and velocity need at one time t, independent of the
/// initial state (springs with the same constants at the same t share it):
/// the transition matrix, whose decay sits inside every entry (in the
/// oscillating case e^(-alpha t) (cos wt +- alpha sin(wt)/w), e^(-alpha t)
/// sin(wt)/w and -w0^2 e^(-alpha t) sin(wt)/w), so no initial state, however
/// large, meets e^(-alpha t) = 0 as inf * 0; and, while the motion is still
/// near its start, q = 1 - pp to full relative precision.
struct Basis {
  Transition m;
  /// 1 - m.pp, accurate to a few ulps of itself, where `near` is set.
  double q = 0;
  /// pp is above 1/2 and q is accurate: the displacement is best written as
  /// its change from the start, u0 + (v0 pv - u0 q), so that the position
  /// leaves `from` exactly and moves by amounts far below an ulp of the
  /// target without rounding noise (it is monotone to the bit from rest).
  bool near = false;
};

/// Constants of m u'' + c u' + k u = 0 (m > 0, k > 0, c >= 0).
///
/// With alpha = c/2m, w0^2 = k/m and D = c^2 - 4mk (computed exactly with fma):
/// - D <  0: gap = omega_d = sqrt(-D)/2m, trigonometric form with sinc();
/// - D >= 0: gap = beta = sqrt(D)/2m, slow root r2 = -w0^2/(alpha + beta)
///   (cancellation-free), and every e^(r1 t) written as e^(r2 t) e^(-2 beta t)
///   with hex(), which tends to the critical solution as beta -> 0.
/// Both forms meet at D = 0 (t e^(-alpha t)), so the sign of D only picks
/// between two formulas that agree there; nothing depends on D being exactly 0.
struct Oscillator {
  double alpha = 0;      // c / 2m (1/s)
  double omega0_sq = 0;  // k / m (1/s^2)
  double gap = 0;        // omega_d (oscillating) or beta (not) (1/s)
  double slow = 0;       // decay rate of the envelope: alpha, or -r2 (1/s)
  double inv_gap = 0;    // 1 / gap (s), +inf at gap = 0
  double rate = 0;       // max(alpha, w0) (1/s): below rate t = 1/20 the motion is near its start
  bool oscillating = false;

  /// Below rate t = kNearStart the motion is near its start (series form).
  static constexpr double kNearStart = 1.0 / 20.0;
  /// Beyond this many decay times (slow t) every term has underflowed.
  static constexpr double kDecayed = 1400.0;

  static Oscillator make(double mass, double stiffness, double damping) noexcept;
  /// Whether t (> 0) is in the plain oscillating case: away from the start,
  /// not decayed, a finite phase w t >= 1e-3 (no sinc series). There the
  /// transition is e^(-alpha t) [cos, sin/w] from one exp and one sincos with
  /// no other branch, which the batch sampler evaluates two springs at a time.
  bool plain_at(double t) const noexcept {
    const double wt = gap * t;
    return oscillating && rate * t > kNearStart && t <= DBL_MAX && !(slow * t > kDecayed) &&
           !(wt > 1e300) && wt >= 1e-3;
  }
  /// Transition matrix over t >= 0 (basis(t).m).
  Transition at(double t) const noexcept;
  Basis basis(double t) const noexcept;
  /// The matrix from the closed forms, before basis() rounds pp from q near
  /// the start.
  Transition transition(double t) const noexcept;
  /// Position x(t) and velocity of a mass that starts at `from` with
  /// velocity v0 and rests at `to`, from the basis at t > 0. Inline: the
  /// batch sampler runs it once per spring.
  static void apply(const Basis& b, double from, double to, double v0, double& x, double& v) noexcept {
    const double u0 = from - to;
    x = b.near ? from + (v0 * b.m.pv - u0 * b.q) : to + (b.m.pp * u0 + b.m.pv * v0);
    v = b.m.vp * u0 + b.m.vv * v0;
  }
  /// The position alone at t > 0 (the path of a single x(t) call): the same
  /// value as apply(basis(t)), with one exp and one sincos and no matrix
  /// once the oscillating case is away from its start.
  double position(double from, double to, double v0, double t) const noexcept;
  /// position() from the whole basis (every other case), out of line so
  /// that the oscillating path needs no stack frame.
  [[gnu::noinline]] double position_slow(double from, double to, double v0, double t) const noexcept;
  /// Time after which |u| <= tol_u and |v| <= tol_v for ever, from envelopes.
  double settle_time(double u0, double v0, double tol_u, double tol_v) const noexcept;
  /// The envelope bounds of each: after `u`, |u| <= tol_u for ever; after
  /// `v`, |v| <= tol_v. Upper bounds of the exact last exits (never early).
  struct Envelope {
    double u, v;
  };
  Envelope envelope(double u0, double v0, double tol_u, double tol_v) const noexcept;
  /// For the motion u(0) = u0, u'(0) = v0, and w = u (order 0) or w = u'
  /// (order 1): the first time > after (after >= 0) at which w' = 0 (an
  /// extremum of w; between two of them w is monotone). +inf when there is
  /// none (at most one when not oscillating), NaN when the figures overflow.
  double extremum(double u0, double v0, int order, double after) const noexcept;
};

/// c^2 - 4 m k without cancellation (error ~1 ulp of the result), or NaN
/// where the products leave the range in which that holds (a factor above
/// 1e150, or m k or c^2 near the subnormals): callers then use the rates.
double critical_discriminant(double mass, double stiffness, double damping) noexcept;

}  // namespace kinema::detail
