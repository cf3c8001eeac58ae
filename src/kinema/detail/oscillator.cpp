#include "kinema/detail/oscillator.hpp"
#include "kinema/detail/validate.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "kinema/detail/exact.hpp"
#include "kinema/detail/elementary.hpp"
#include "kinema/detail/hex.hpp"
#include "kinema/detail/lambert_w.hpp"

namespace kinema::detail {

namespace {

// sin(x)/x with its limit 1 at 0; the series is exact to double precision
// below 1e-3 (first omitted term x^6/5040 < 2e-22).
double sinc(double x) noexcept {
  if (std::fabs(x) < 1e-3) {
    const double x2 = x * x;
    return 1.0 - x2 / 6.0 * (1.0 - x2 / 20.0);
  }
  return sin_cos(x).sin / x;
}

// Near the start (rate t <= 1/20, rate = max(alpha, w0)) the first row of the
// transition comes from the Taylor series of u'' + 2 alpha u' + w0^2 u = 0:
// pp from u(0) = 1, u'(0) = 0, and pv from u(0) = 0, u'(0) = 1. The terms
// d_n = c_n t^n of either obey (n+2)(n+1) d_(n+2) = -2 alpha t (n+1)
// d_(n+1) - w0^2 t^2 d_n. With alpha t and w0 t at most 1/20, each term is
// below a tenth of the one before and d_12 below 1e-18 of the sum, so the
// terms up to d_12 give 1 - pp and pv to a few ulps of themselves, with no
// exp or sin (and no rounding of pp near 1).

struct FirstRow {
  double q;   // 1 - pp
  double pv;
};

FirstRow first_row_series(double alpha, double omega0_sq, double t) noexcept {
  // 1 / ((n+2)(n+1)) for n = 0..10, so that the loop has no division.
  constexpr double kInv[] = {1.0 / 2,  1.0 / 6,  1.0 / 12, 1.0 / 20,  1.0 / 30, 1.0 / 42,
                             1.0 / 56, 1.0 / 72, 1.0 / 90, 1.0 / 110, 1.0 / 132};
  const double a2 = 2.0 * alpha * t, b = omega0_sq * t * t;
  double p0 = 1.0, p1 = 0.0, q = 0.0;  // pp's terms (without d_0 = 1)
  double v0 = 0.0, v1 = t, pv = t;     // pv's terms
  for (int n = 0; n < 11; ++n) {
    const double p2 = -(a2 * (n + 1) * p1 + b * p0) * kInv[n];
    const double v2 = -(a2 * (n + 1) * v1 + b * v0) * kInv[n];
    q -= p2;
    pv += v2;
    p0 = p1;
    p1 = p2;
    v0 = v1;
    v1 = v2;
  }
  return {q, pv};
}

// Beyond Oscillator::kDecayed decay times every term has underflowed: e^-1400
// is far below the smallest subnormal, so the transition matrix is exactly
// zero and no inf * 0 can appear.

// The last time t >= 0 at which e^(-s t) (A + B t) equals tol, or 0 if it
// never exceeds tol (A, B >= 0, s > 0, tol > 0).
//
// With tau = t + A/B the equation is (-s tau) e^(-s tau) = -(s tol / B)
// e^(-s A / B), whose larger root is on the W-1 branch. Written as
// t = ln(-w B / (s tol)) / s (which follows from w + ln(-w) = ln(...)), it
// needs no subtraction of the large terms tau and A/B.
double linear_exp_time(double A, double B, double s, double tol) noexcept {
  if (!(B > 0.0)) return A > tol ? log_ratio(A, tol) / s : 0.0;
  if (s * A >= B) {  // decreasing from t = 0
    if (A <= tol) return 0.0;
    if (s * A > 700.0 * B) {
      // The linear factor barely matters and e^(-sA/B) would underflow:
      // t = ln((A + B t)/tol)/s is a contraction (rate B/(sA) < 1/700).
      double t = log_ratio(A, tol) / s;
      for (int i = 0; i < 8; ++i) t = log_ratio(A + B * t, tol) / s;
      return t;
    }
  }
  const double L = std::log(s * tol / B) - s * A / B;  // ln of -(W argument)
  if (L >= -1.0) return 0.0;  // the peak B e^(sA/B) / (s e) is at most tol
  const auto w = lambert_w(-exp_kernel(L), -1);
  if (!w.ok()) return kInfinity;
  const double t = std::log(-*w * B / (s * tol)) / s;
  return t > 0.0 ? t : 0.0;
}

// Last time e^(-s t) (A + B min(t, L)) = tol (L may be +inf).
double envelope_time(double A, double B, double L, double s, double tol) noexcept {
  if (std::isfinite(L)) {
    const double flat = std::log((A + B * L) / tol) / s;
    if (flat >= L) return flat;
  }
  return linear_exp_time(A, B, s, tol);
}

// Last time M e^(-s t) = tol.
double exp_time(double M, double s, double tol) noexcept {
  return M > tol ? log_ratio(M, tol) / s : 0.0;
}

}  // namespace

double critical_discriminant(double mass, double stiffness, double damping) noexcept {
  // c^2 = p1 + e1 and m k = p2 + e2 exactly (see two_product) while the
  // factors are at most 1e150 and the products far from the subnormals;
  // p1 - 4 p2 is exact whenever the two are close (Sterbenz), which is the
  // only case where it could cancel.
  constexpr double kTiny = 0x1p-960;  // products above this keep an exact error term
  if (!(mass <= 1e150 && stiffness <= 1e150 && damping <= 1e150)) return kNaN;
  const auto [p1, e1] = two_product(damping, damping);
  const auto [p2, e2] = two_product(mass, stiffness);
  if (!(p2 >= kTiny) || (damping > 0.0 && !(p1 >= kTiny))) return kNaN;
  return (p1 - 4.0 * p2) + (e1 - 4.0 * e2);
}

Oscillator Oscillator::make(double mass, double stiffness, double damping) noexcept {
  Oscillator o;
  // c / 2m: 2m would overflow for a mass near DBL_MAX, and 0.5 c underflow
  // for a subnormal c (to 0 at the smallest: an undamped spring).
  const double c_over_m = damping / mass;
  o.alpha = std::isfinite(c_over_m) ? 0.5 * c_over_m : (0.5 * damping) / mass;
  o.omega0_sq = stiffness / mass;
  const double d = critical_discriminant(mass, stiffness, damping);
  if (!std::isnan(d)) {
    o.oscillating = d < 0.0;
    // sqrt(|D|) / 2m, with 2m computed first: |D| = 4 m^2 gap^2 cannot overflow twice.
    o.gap = std::sqrt(std::fabs(d)) / (2.0 * mass);
  }
  if (std::isnan(d) || !std::isfinite(o.gap)) {
    // Products out of the exact range: |alpha^2 - w0^2|^(1/2) from the rates,
    // as sqrt(|alpha - w0|) sqrt(alpha + w0), which cannot overflow (alpha^2
    // could: heavy damping) and rounds only in alpha and w0 themselves.
    const double w0 = std::sqrt(o.omega0_sq);
    o.oscillating = o.alpha < w0;
    o.gap = std::sqrt(std::fabs(o.alpha - w0)) * std::sqrt(o.alpha + w0);
  }
  // Slow root of the overdamped case without cancellation: r2 = -w0^2/(alpha+beta).
  o.slow = o.oscillating ? o.alpha : o.omega0_sq / (o.alpha + o.gap);
  o.inv_gap = 1.0 / o.gap;
  o.rate = std::fmax(o.alpha, std::sqrt(o.omega0_sq));
  return o;
}

Transition Oscillator::at(double t) const noexcept { return basis(t).m; }

Transition Oscillator::transition(double t) const noexcept {
  // The limit of any damped oscillator, also when its slow rate underflowed
  // to 0 (k/m subnormal: 0 * inf would be NaN below).
  if (slow * t > kDecayed || (std::isinf(t) && alpha > 0.0)) return {0.0, 0.0, 0.0, 0.0};
  // Undamped, or every rate underflowed to 0 (a mass near DBL_MAX): the
  // largest finite t stands for +inf, which would make 0 * inf = NaN.
  if (std::isinf(t)) t = DBL_MAX;
  if (oscillating) {
    // e^(-alpha t) [cos(wt), sin(wt)/w]: sin(wt)/w = t sinc(wt) stays exact as
    // w -> 0 (critical damping from below).
    // Undamped, absurd t (or +inf): keep the phase finite. 1e300 / gap overflows
    // for gap < 1e-8, and 0 * inf would be NaN below.
    if (gap * t > 1e300) t = std::fmin(1e300 / gap, DBL_MAX);
    const double e = exp_kernel(-alpha * t);
    const double wt = gap * t;
    const SinCos sc = sin_cos(wt);
    const double F = e * sc.cos;
    const double E = e * (wt < 1e-3 ? t * sinc(wt) : sc.sin * inv_gap);
    return {F + alpha * E, E, -omega0_sq * E, F - alpha * E};
  }
  // Roots r2 = -slow (slow) and r1 = r2 - 2 beta (fast). Factor e^(r2 t) out
  // of both exponentials; (1 - e^(-2 beta t)) / (2 beta) = t hex(-2 beta t)
  // tends to t as beta -> 0 (critical damping from above).
  const double b2t = 2.0 * gap * t;
  const double e2 = exp_kernel(-slow * t);
  const double th = integrated_exp(-2.0 * gap, t);
  const double E = e2 * th;
  const double pp = e2 * (1.0 + slow * th);
  double vv;
  if (b2t < 1.0) {
    vv = e2 * (1.0 - (alpha + gap) * th);
  } else {
    // For large beta t the form above cancels (it tends to r2 / 2 beta, tiny
    // for heavy damping); here 1 / (2 beta) is harmless.
    vv = e2 * ((alpha + gap) * exp_kernel(-b2t) - slow) / (2.0 * gap);
  }
  return {pp, E, -omega0_sq * E, vv};
}

Basis Oscillator::basis(double t) const noexcept {
  Basis b{transition(t)};
  if (rate * t <= kNearStart) {
    // pp is 1 minus a sum of a few tiny terms: rounded once, from the series.
    const FirstRow r = first_row_series(alpha, omega0_sq, t);
    b.q = r.q;
    b.m.pp = 1.0 - r.q;
    b.m.pv = r.pv;
    b.near = true;
  } else if (!oscillating) {
    // 1 - e^(r2 t) (1 + slow t hex(-2 beta t)) as slow t (hex(-slow t) -
    // e^(r2 t) hex(-2 beta t)): the bracket cancels only while both rates
    // times t are small, which is the series' range above. A heavily
    // overdamped spring creeps, and stays in this form for a long time.
    const double q = slow * t * (hex(-slow * t) - exp_kernel(-slow * t) * hex(-2.0 * gap * t));
    if (q < 0.5) {
      b.q = q;
      b.near = true;
    }
  }
  return b;
}

// flatten: the kernels are too large for -O3's inliner to take on their own,
// and each call would cost several percent of one x(t). The plain case only
// (away from the start, not decayed, sinc not needed, a phase within the
// short reduction), with no call and no branch left to an edge case: every
// value stays in a register, so the function needs no stack frame.
// Everything else is position_slow, out of line; both give the same bits
// there (to + (pp u0 + pv v0), with pp and pv as transition() computes them),
// which is also what the batch computes two springs at a time.
//
// The test is plain_at(t) && wt <= kSinCosRange, written with fewer
// operations: oscillating, slow is alpha, whose product with t the exp
// needs anyway (-(alpha t) is -alpha t: rounding is symmetric); wt <=
// kSinCosRange implies wt <= 1e300, and t <= DBL_MAX too (t = +inf makes wt
// +inf, or NaN for gap = 0).
[[gnu::flatten]] double Oscillator::position(double from, double to, double v0, double t) const noexcept {
  const double at = alpha * t, wt = gap * t;
  if (oscillating && rate * t > kNearStart && !(at > kDecayed) && wt >= 1e-3 && wt <= kSinCosRange) {
    const double e = exp_kernel(-at);
    const SinCos sc = sin_cos_in_range(wt);
    const double es = e * (sc.sin * inv_gap);
    return to + ((e * sc.cos + alpha * es) * (from - to) + es * v0);
  }
  return position_slow(from, to, v0, t);
}

double Oscillator::position_slow(double from, double to, double v0, double t) const noexcept {
  double x, v;
  apply(basis(t), from, to, v0, x, v);
  return x;
}

double Oscillator::settle_time(double u0, double v0, double tol_u, double tol_v) const noexcept {
  const Envelope e = envelope(u0, v0, tol_u, tol_v);
  return std::max(e.u, e.v);
}

Oscillator::Envelope Oscillator::envelope(double u0, double v0, double tol_u, double tol_v) const noexcept {
  // u(t) = e^(-alpha t) [u0 C(t) + b S(t)],  v(t) = e^(-alpha t) [v0 C(t) - b' S(t)]
  // with |C| <= 1 and |S| <= min(t, L) in both regimes (L = 1/omega_d, or
  // 1/(2 beta) once e^(-alpha t) is folded into e^(r2 t)).
  const double b = v0 + alpha * u0;
  const double bv = omega0_sq * u0 + alpha * v0;
  if (!(slow > 0.0)) {  // undamped: it keeps its amplitude for ever
    const double amp_u = hypot2(u0, b / gap), amp_v = hypot2(v0, bv / gap);
    return {amp_u <= tol_u ? 0.0 : kInfinity, amp_v <= tol_v ? 0.0 : kInfinity};
  }
  const double L = oscillating ? 1.0 / gap : 1.0 / (2.0 * gap);
  auto one = [&](double a0, double bb, double tol) {
    double t = envelope_time(std::fabs(a0), std::fabs(bb), L, slow, tol);
    if (gap > 0.0) {
      // A second, tighter envelope away from critical damping: the exact
      // amplitude of the oscillation, or the two exponentials bounded by the
      // slow one (|p| + |q| = max(|a0|, |bb|/beta)).
      const double M = oscillating ? hypot2(a0, bb / gap) : std::max(std::fabs(a0), std::fabs(bb) / gap);
      t = std::min(t, exp_time(M, slow, tol));
    }
    return t;
  };
  return {one(u0, b, tol_u), one(v0, bv, tol_v)};
}

double Oscillator::extremum(double u0, double v0, int order, double after) const noexcept {
  // w and its first two derivatives at 0 (u, v, a, or v, a, jerk).
  const double a0 = -2.0 * alpha * v0 - omega0_sq * u0;
  const double w1 = order == 0 ? v0 : a0;
  const double w2 = order == 0 ? a0 : -2.0 * alpha * a0 - omega0_sq * v0;
  if (!std::isfinite(w1) || !std::isfinite(w2)) return kNaN;
  if (oscillating) {
    // w'(t) = e^(-alpha t) [w1 cos(wt) + (w2 + alpha w1)/w sin(wt)]: zeros
    // at wt = theta + k pi with theta = atan2(-w1, (w2 + alpha w1)/w).
    const double B = (w2 + alpha * w1) * inv_gap;
    if (!std::isfinite(B)) return kNaN;
    double theta = std::atan2(-w1, B);
    if (theta <= 0.0) theta += M_PI;  // the first zero after 0, in (0, pi]
    const double first = theta * inv_gap;
    if (!(after >= first)) return first;
    // The first zero strictly after `after`.
    const double k = std::floor((after - first) * gap / M_PI) + 1.0;
    double t = (theta + k * M_PI) * inv_gap;
    if (!(t > after)) t = (theta + (k + 1.0) * M_PI) * inv_gap;
    return t;
  }
  // w(t) = P e^(-fast t) + Q e^(-slow t) (fast = alpha + beta): w' = 0 at
  // most once, where e^(-2 beta t) = y. Next to critical damping (y near 1)
  // t = (-w1/D) log1p(z)/z with z = y - 1 = 2 beta w1 / D, D = w2 + slow w1
  // (the critical limit -w1/D). Elsewhere y itself, free of cancellation:
  // y = (slow/fast) (fast u0 + v0)/(slow u0 + v0) for u, (slow/fast) times
  // that for v. (1 + z rounds to 0 for a heavily overdamped spring, whose
  // extremum is still at a finite time.)
  if (after > 0.0) return kInfinity;
  const double D = w2 + slow * w1;
  if (!std::isfinite(D)) return kNaN;
  if (D == 0.0 || w1 == 0.0) return kInfinity;
  const double lead = -w1 / D;
  if (!(lead > 0.0)) return kInfinity;
  const double z = 2.0 * gap * w1 / D;
  double t;
  if (std::fabs(z) < 0.5) {
    const double q = std::fabs(z) < 1e-8 ? 1.0 - z * (0.5 - z / 3.0) : std::log1p(z) / z;
    t = lead * q;
  } else {
    const double fast = alpha + gap, ratio = slow / fast;
    double y = ratio * ((fast * u0 + v0) / (slow * u0 + v0));
    if (order == 1) y *= ratio;
    if (!(y > 0.0 && y < 1.0)) return kInfinity;
    t = -std::log(y) / (2.0 * gap);
  }
  return t > 0.0 ? t : kInfinity;
}

}  // namespace kinema::detail
