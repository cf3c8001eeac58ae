#include "kinema/friction.hpp"

#include <cfloat>
#include <cmath>

#include "kinema/detail/elementary.hpp"
#include "kinema/detail/exact.hpp"
#include "kinema/detail/validate.hpp"
#include "kinema/hex.hpp"

namespace kinema {

namespace {
// log1p(z)/z with its limit 1 at 0 (z > -1).
double log1p_quotient(double z) noexcept {
  if (std::fabs(z) < 1e-8) return 1.0 - z * (0.5 - z / 3.0);
  return std::log1p(z) / z;
}

double settle(double v0, double log_drag, const Tolerance& tol) noexcept {
  const double speed = std::fabs(v0);
  if (speed <= tol.velocity) return 0.0;
  if (!(log_drag < 0.0)) return detail::kInfinity;
  // The quotient itself is subnormal for a speed near DBL_MAX and a tiny tolerance.
  return detail::log_ratio(tol.velocity, speed) / log_drag;
}
}  // namespace

Result<Friction> Friction::create(const FrictionParams& p, const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"from", p.from}, {"velocity", p.velocity}, {"drag", p.drag}})) return *e;
  if (!(p.drag > 0.0 && p.drag <= 1.0)) return fail(Status::out_of_range, "drag", p.drag);
  if (auto e = detail::tolerance(tolerance)) return *e;
  Friction f;
  f.p_ = p;
  f.tol_ = tolerance;
  f.log_drag_ = std::log(p.drag);
  f.rest_ = f.velocity_rest();
  f.settle_time_ = settle(p.velocity, f.log_drag_, tolerance);
  return f;
}

Result<Friction> Friction::to_stop_at(double from, double velocity, double to,
                                      const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"from", from}, {"velocity", velocity}, {"to", to}})) return *e;
  if (auto e = detail::tolerance(tolerance)) return *e;
  const double distance = to - from;
  if (!std::isfinite(distance)) return fail(Status::not_finite, "to", to);
  // Rest position from - v / ln(drag) = to  <=>  ln(drag) = -v / (to - from).
  double log_drag = 0.0;
  if (velocity == 0.0 || distance == 0.0) {
    // At rest it stays where it is; a moving fling cannot stop where it is.
    if (velocity != 0.0 || distance != 0.0) return fail(Status::unreachable, "to", to);
  } else {
    if ((velocity > 0.0) != (distance > 0.0)) return fail(Status::unreachable, "to", to);
    log_drag = -velocity / distance;
    if (!std::isfinite(log_drag)) return fail(Status::unreachable, "to", to);
  }
  Friction f;
  f.p_ = {from, velocity, detail::exp_kernel(log_drag)};  // may underflow to 0; log_drag is what counts
  f.tol_ = tolerance;
  f.log_drag_ = log_drag;  // kept as solved
  f.rest_ = to;            // the point of the exercise: exactly `to`
  f.settle_time_ = settle(velocity, log_drag, tolerance);
  return f;
}

State Friction::at(double t) const noexcept {
  t = detail::clamp_time(t);
  if (std::isinf(t)) return {rest_, log_drag_ < 0.0 ? 0.0 : p_.velocity};
  const double rt = t * log_drag_;
  // (drag^t - 1) / ln(drag) = t hex(t ln drag): exact as drag -> 1. It
  // approaches the rest position from one side; rounding may not cross it.
  const double reach = p_.velocity / -log_drag_;  // rest - from, finite unless drag is 1
  double x;
  if (log_drag_ < 0.0 && std::isfinite(reach) && rt < -1e-300) {
    // The same value as from + v t hex(rt), written as from + D (1 - e^rt)
    // so that it can never step back: -expm1(rt) rises monotonically to
    // exactly 1 (from rt < -38 on), and rounding a monotone product and sum
    // keeps it monotone. Past that it is the rest position itself, to the
    // bit. (For a subnormal rt the product would keep only rt's few digits;
    // there v t hex(rt) = v t is exact.)
    x = rt < -40.0 ? rest_ : p_.from + reach * -std::expm1(rt);
  } else {
    x = p_.from + p_.velocity * integrated_exp(log_drag_, t);
  }
  if (p_.velocity > 0.0 ? x > rest_ : x < rest_) x = rest_;
  // v0 e^rt: below e^-708 the exponential alone is subnormal while the
  // product may still be an ordinary number (v0 up to 1e308).
  return {x, detail::mul_exp(p_.velocity, rt)};
}
double Friction::x(double t) const noexcept { return at(t).x; }
double Friction::dx(double t) const noexcept { return at(t).dx; }

double Friction::rest_position() const noexcept { return rest_; }

double Friction::velocity_rest() const noexcept {
  if (p_.velocity == 0.0) return p_.from;
  return p_.from + p_.velocity / std::fabs(log_drag_);  // +-inf when drag = 1
}

double Friction::time_at(double position) const noexcept {
  // from + v (e^(tL) - 1)/L = x  <=>  t = log1p(y L) / L with y = (x - from)/v.
  if (position == p_.from) return 0.0;
  // Behind the start, at or beyond the rest position (reached only as
  // t -> inf), v = 0, NaN: never.
  const double rest = rest_position();
  if (!(p_.velocity > 0.0 ? position > p_.from && position < rest
                          : position < p_.from && position > rest))
    return detail::kInfinity;
  const double y = (position - p_.from) / p_.velocity;
  const double z = y * log_drag_;
  if (!(z > -1.0)) return detail::kInfinity;  // rounding right next to the rest position
  return y * log1p_quotient(z);
}

}  // namespace kinema
