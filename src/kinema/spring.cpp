#include "kinema/spring.hpp"

#include <cfloat>
#include <cmath>
#include <string_view>

#include "kinema/detail/validate.hpp"

namespace kinema {

const char* to_string(Regime regime) noexcept {
  switch (regime) {
    case Regime::underdamped: return "underdamped";
    case Regime::critical: return "critical";
    case Regime::overdamped: return "overdamped";
  }
  return "unknown";
}

Result<Spring> Spring::create(const SpringParams& p, const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"from", p.from}, {"to", p.to}, {"velocity", p.velocity},
                       {"mass", p.mass}, {"stiffness", p.stiffness}, {"damping", p.damping}}))
    return *e;
  if (auto e = positive("mass", p.mass)) return *e;
  if (auto e = positive("stiffness", p.stiffness)) return *e;
  if (auto e = non_negative("damping", p.damping)) return *e;
  if (auto e = detail::tolerance(tolerance)) return *e;
  // The displacement must be representable (to - from could overflow).
  if (!std::isfinite(p.from - p.to)) return fail(Status::not_finite, "to", p.to);

  // The rates must be representable: k/m is w0^2 (1/s^2), c/2m the decay
  // rate (1/s). Outside, the period is below 1e-154 s or above 1e154 s, or
  // the damping acts faster than 1e-308 s: nothing a double can evaluate.
  Oscillator osc = Oscillator::make(p.mass, p.stiffness, p.damping);
  if (!(osc.omega0_sq >= DBL_MIN && osc.omega0_sq <= DBL_MAX))
    return fail(Status::out_of_range, "stiffness", p.stiffness);
  if (!(osc.alpha <= DBL_MAX)) return fail(Status::out_of_range, "damping", p.damping);
  // Damped, but with a decay time beyond 1e307 s: damping so light (use 0
  // for an undamped spring) or so heavy (the slow overdamped creep) that its
  // rate is below DBL_MIN.
  if (p.damping > 0.0 && !(osc.slow >= DBL_MIN)) return fail(Status::out_of_range, "damping", p.damping);

  Spring s;
  s.p_ = p;
  s.tol_ = tolerance;
  s.osc_ = osc;
  // The label only: the formulas do not depend on it. Within a few rounding
  // errors of c^2 = 4mk the three regimes are indistinguishable in double
  // precision, and users who write c = 2 sqrt(k m) mean "critical".
  const double d = critical_discriminant(p.mass, p.stiffness, p.damping);
  bool critical;
  if (std::isnan(d)) {  // products out of range: compare the rates
    const double w0 = std::sqrt(osc.omega0_sq);
    critical = std::fabs(osc.alpha - w0) <= 8.0 * DBL_EPSILON * (osc.alpha + w0);
  } else {
    critical = std::fabs(d) <= 16.0 * DBL_EPSILON * std::fmax(p.damping * p.damping, 4.0 * p.mass * p.stiffness);
  }
  if (critical)
    s.regime_ = Regime::critical;
  else
    s.regime_ = osc.oscillating ? Regime::underdamped : Regime::overdamped;
  s.settle_time_ = s.exact_settle_time();
  return s;
}

namespace {

// out(lo) is true, out(hi) false, and out is true on [lo, c) and false on
// [c, hi] (one crossing): bisection down to adjacent doubles (at most 1100
// halvings: from any double interval). Returns the upper end, where out is
// false: never early.
template <class Out>
double refine(const Out& out, double lo, double hi) noexcept {
  for (int i = 0; i < 1100; ++i) {
    const double mid = lo + 0.5 * (hi - lo);
    if (!(mid > lo && mid < hi)) break;
    (out(mid) ? lo : hi) = mid;
  }
  return hi;
}

// The last exit of |w(t)| from [0, tol] for one component w of the spring
// (the displacement x - to, or the velocity), a solution of the oscillator
// with w(0) = w0, w'(0) = w1; `size(t)` is |w(t)| on the motion's own curve
// and `bound` the envelope time after which |w| <= tol for ever.
//
// Between two extrema of w (zeros of w', Oscillator::extremum) w is
// monotone, so |w| exceeds tol on each such piece only next to its ends,
// and the last exit lies in the piece after the last extremum above tol.
// Oscillating, the extrema are half a period apart and their sizes fall by
// e^(-alpha pi / omega_d) each: the last one above tol is found from a
// logarithm and checked on the curve. Otherwise there is at most one
// extremum. Then bisection on the curve in that piece. Anything that
// overflows returns the envelope time (late, never early).
template <class Size>
double last_exit(const detail::Oscillator& o, double u0, double v0, int order, double tol,
                 double bound, const Size& size) noexcept {
  if (!(bound > 0.0)) return 0.0;
  if (!std::isfinite(bound)) return bound;
  auto out = [&](double t) { return size(t) > tol; };
  const double t0 = o.extremum(u0, v0, order, 0.0);
  if (std::isnan(t0)) return bound;
  double left = 0.0, right = bound;  // the piece that holds the last exit
  if (t0 < bound) {
    const double p0 = size(t0);
    if (!(p0 > tol)) {
      right = t0;  // every later extremum is smaller still
    } else if (!o.oscillating) {
      left = t0;  // |w| falls monotonically after its only extremum
    } else {
      const double half = M_PI * o.inv_gap;  // half a period (s)
      const double step = o.alpha * half;    // ln of the fall per half period
      double k = std::floor(std::log(p0 / tol) / step);
      if (!(k >= 0.0 && k < 1e15) || !std::isfinite(half)) return bound;
      auto at = [&](double j) { return t0 + j * half; };
      for (int i = 0; i < 4 && k > 0.0 && !out(at(k)); ++i) k -= 1.0;
      for (int i = 0; i < 4 && at(k + 1.0) < bound && out(at(k + 1.0)); ++i) k += 1.0;
      left = at(k);
      right = std::fmin(at(k + 1.0), bound);
    }
  }
  if (!out(left)) return left;  // 0: inside the band from the start
  // Where an envelope is tight (an overdamped spring's slow exponential
  // alone), the curve may still be outside it by rounding at the envelope's
  // own exit: step past it (never early).
  double step = std::fmax(right, 1e-300) * 0x1p-50;
  for (int i = 0; i < 64 && out(right); ++i, step *= 2.0) right += step;
  if (out(right)) return bound;  // not the expected shape: the envelope
  return refine(out, left, right);
}

}  // namespace

double Spring::exact_settle_time() const noexcept {
  const double u0 = p_.from - p_.to, v0 = p_.velocity;
  const auto env = osc_.envelope(u0, v0, tol_.distance, tol_.velocity);
  const double tu = last_exit(osc_, u0, v0, 0, tol_.distance, env.u,
                              [this](double t) { return std::fabs(at(t).x - p_.to); });
  const double tv = last_exit(osc_, u0, v0, 1, tol_.velocity, env.v,
                              [this](double t) { return std::fabs(at(t).dx); });
  return std::fmax(tu, tv);
}

Result<Spring> Spring::with_damping_ratio(double from, double to, double velocity, double mass,
                                          double stiffness, double damping_ratio,
                                          const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"mass", mass}, {"stiffness", stiffness}, {"dampingRatio", damping_ratio}}))
    return *e;
  if (auto e = positive("mass", mass)) return *e;
  if (auto e = positive("stiffness", stiffness)) return *e;
  if (auto e = non_negative("dampingRatio", damping_ratio)) return *e;
  // sqrt(k) sqrt(m): k m alone can overflow or underflow.
  const double damping = damping_ratio * 2.0 * std::sqrt(stiffness) * std::sqrt(mass);
  if (!std::isfinite(damping)) return fail(Status::not_finite, "dampingRatio", damping_ratio);
  auto s = create({from, to, velocity, mass, stiffness, damping}, tolerance);
  // The damping was derived from the ratio: name what the caller gave.
  if (!s && s.error().parameter == std::string_view("damping"))
    return fail(s.error().status, "dampingRatio", damping_ratio);
  return s;
}

Result<Spring> Spring::with_duration(double from, double to, double velocity, double duration,
                                     double bounce, const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"duration", duration}, {"bounce", bounce}})) return *e;
  if (auto e = positive("duration", duration)) return *e;
  if (!(bounce > -1.0 && bounce < 1.0)) return fail(Status::out_of_range, "bounce", bounce);
  const double omega = 2.0 * M_PI / duration;
  const double stiffness = omega * omega;
  if (!(std::isfinite(stiffness) && stiffness > 0.0))
    return fail(Status::out_of_range, "duration", duration);
  const double ratio = bounce >= 0.0 ? 1.0 - bounce : 1.0 / (1.0 + bounce);
  auto s = with_damping_ratio(from, to, velocity, 1.0, stiffness, ratio, tolerance);
  // A period too long for the rate contract (stiffness below DBL_MIN).
  if (!s && s.error().parameter == std::string_view("stiffness"))
    return fail(s.error().status, "duration", duration);
  return s;
}

State Spring::at(double t) const noexcept {
  // The start is the initial state itself; below, t > 0 (NaN and t <= 0 are
  // the start), so no clamp_time.
  if (!(t > 0.0)) return {p_.from, p_.velocity};
  State s;
  osc_.apply(osc_.basis(t), p_.from, p_.to, p_.velocity, s.x, s.dx);
  return s;
}
double Spring::x(double t) const noexcept {
  if (!(t > 0.0)) return p_.from;
  return osc_.position(p_.from, p_.to, p_.velocity, t);
}
double Spring::dx(double t) const noexcept { return at(t).dx; }

double Spring::damping_ratio() const noexcept {
  // alpha / w0: k m itself can underflow or overflow.
  return osc_.alpha / std::sqrt(osc_.omega0_sq);
}
double Spring::natural_frequency() const noexcept { return std::sqrt(p_.stiffness / p_.mass); }

double Spring::perceptual_duration() const noexcept {
  return 2.0 * M_PI / std::sqrt(osc_.omega0_sq);
}

double Spring::bounce() const noexcept {
  const double ratio = damping_ratio();
  return ratio <= 1.0 ? 1.0 - ratio : 1.0 / ratio - 1.0;
}

Result<Spring> Spring::with_settling_duration(double from, double to, double velocity,
                                              double settling_duration, double damping_ratio,
                                              double epsilon, const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"settlingDuration", settling_duration}, {"dampingRatio", damping_ratio},
                       {"epsilon", epsilon}}))
    return *e;
  if (auto e = positive("settlingDuration", settling_duration)) return *e;
  if (auto e = positive("dampingRatio", damping_ratio)) return *e;
  if (!(epsilon > 0.0 && epsilon < 1.0)) return fail(Status::out_of_range, "epsilon", epsilon);
  // The dimensionless settling time: w0 = 1, from 1 to 0 at rest, distance
  // band epsilon, the velocity band out of the way.
  auto unit = with_damping_ratio(1.0, 0.0, 0.0, 1.0, 1.0, damping_ratio, {epsilon, DBL_MAX, defaults::kToleranceTime});
  if (!unit) return fail(unit.error().status, "dampingRatio", damping_ratio);
  // Never late: settle_time() is at most 1e-12 after the exact exit, and
  // the margin keeps the rounding of w0 and of the curve on the early side.
  const double tau = unit->settle_time() * (1.0 + 4e-12);
  if (!(tau > 0.0 && std::isfinite(tau))) return fail(Status::out_of_range, "dampingRatio", damping_ratio);
  const double w0 = tau / settling_duration;
  const double stiffness = w0 * w0;
  if (!(std::isfinite(stiffness) && stiffness >= DBL_MIN))
    return fail(Status::out_of_range, "settlingDuration", settling_duration);
  auto s = with_damping_ratio(from, to, velocity, 1.0, stiffness, damping_ratio, tolerance);
  if (!s && s.error().parameter == std::string_view("stiffness"))
    return fail(s.error().status, "settlingDuration", settling_duration);
  return s;
}

}  // namespace kinema
