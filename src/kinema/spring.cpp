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
  s.settle_time_ = s.osc_.settle_time(p.from - p.to, p.velocity, tolerance.distance, tolerance.velocity);
  return s;
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

}  // namespace kinema
