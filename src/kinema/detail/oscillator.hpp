// kinema — closed-form UI physics.
// detail/oscillator.hpp: the damped oscillator u'' + 2 alpha u' + w0^2 u = 0
// written so that one set of formulas is exact in all three regimes.
// Internal: used by Spring and by the batch stepper.
#pragma once

namespace kinema::detail {

/// The state-transition matrix of the oscillator over a time t:
///   u(t) = pp u0 + pv v0,   v(t) = vp u0 + vv v0.
struct Transition {
  double pp, pv, vp, vv;
};

/// What evolve() needs at one time t, independent of the initial state: the
/// transition matrix itself (springs with the same constants at the same t
/// share it). In the oscillating case its entries are e^(-alpha t) (cos wt
/// +- alpha sin(wt)/w), e^(-alpha t) sin(wt)/w and -w0^2 e^(-alpha t)
/// sin(wt)/w: the decay sits inside every entry, so no initial state,
/// however large, meets e^(-alpha t) = 0 as inf * 0, and applying it is four
/// multiply-adds.
using Basis = Transition;

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
  bool oscillating = false;

  static Oscillator make(double mass, double stiffness, double damping) noexcept;
  /// Transition matrix over t >= 0 (t finite).
  Transition at(double t) const noexcept;
  /// u(t), v(t) from u(0) = u0, v(0) = v0: apply(basis(t)). Equal to the
  /// transition at(t) up to rounding, with one exp, sin and cos and no
  /// matrix in the oscillating case.
  void evolve(double u0, double v0, double t, double& u, double& v) const noexcept {
    apply(basis(t), u0, v0, u, v);
  }
  /// u(t) alone (the position path of a single x(t) call): the same
  /// arithmetic as evolve(), without the velocity.
  double displacement(double u0, double v0, double t) const noexcept;
  /// The same from the whole transition matrix (every other case), out of
  /// line so that the oscillating path above needs no stack frame.
  [[gnu::noinline]] double displacement_at(double u0, double v0, double t) const noexcept;
  Basis basis(double t) const noexcept;
  void apply(const Basis& b, double u0, double v0, double& u, double& v) const noexcept;
  /// Time after which |u| <= tol_u and |v| <= tol_v for ever, from envelopes.
  double settle_time(double u0, double v0, double tol_u, double tol_v) const noexcept;
};

/// c^2 - 4 m k without cancellation (error ~1 ulp of the result), or NaN
/// where the products leave the range in which that holds (a factor above
/// 1e150, or m k or c^2 near the subnormals): callers then use the rates.
double critical_discriminant(double mass, double stiffness, double damping) noexcept;

}  // namespace kinema::detail
