#include "kinema/friction.hpp"

#include <cfloat>
#include <cmath>

#include "kinema/detail/elementary.hpp"
#include "kinema/detail/exact.hpp"
#include "kinema/detail/settle.hpp"
#include "kinema/detail/validate.hpp"
#include "kinema/hex.hpp"
#include "kinema/lambert_w.hpp"

namespace kinema {

namespace {
// log1p(z)/z with its limit 1 at 0 (z > -1).
double log1p_quotient(double z) noexcept {
  if (std::fabs(z) < 1e-8) return 1.0 - z * (0.5 - z / 3.0);
  return std::log1p(z) / z;
}

// Where a pure exponential friction settles, from the closed form: its speed
// |v0| e^(Lt) and its distance to rest |v0| e^(Lt) / -L both fall, reaching
// the velocity and the distance tolerance at ln(tol_v / |v0|) / L and
// ln(tol_d (-L) / |v0|) / L; the later of the two. An estimate for
// detail::first_inside, which makes it exact on the curve.
double settle_estimate(double v0, double log_drag, const Tolerance& tol) noexcept {
  const double speed = std::fabs(v0);
  if (!(log_drag < 0.0)) return speed > 0.0 ? detail::kInfinity : 0.0;
  const double tv = detail::log_ratio(tol.velocity, speed) / log_drag;
  const double td = (std::log(tol.distance) + std::log(-log_drag) - std::log(speed)) / log_drag;
  return std::fmax(std::fmax(tv, td), 0.0);
}
}  // namespace

namespace {
// The stop time of v e^(-lambda t) = c t (V = |v| > 0, c > 0, lambda >= 0):
// lambda T e^(lambda T) = z = lambda V / c, so T = W0(z) / lambda, written
// T = (V / c) e^(-W0(z)) for z <= 1 (W0(z)/z = e^(-W0(z)): exact as lambda
// -> 0, where T = V / c), and from ln z when z overflows.
double stop_after(double V, double c, double lambda) noexcept {
  if (!(lambda > 0.0)) return V / c;
  const double z = lambda * V / c;
  if (std::isfinite(z)) {
    const auto w = lambert_w(z, 0);
    if (!w.ok()) return detail::kInfinity;
    return z <= 1.0 ? (V / c) * detail::exp_kernel(-*w) : *w / lambda;
  }
  // W + ln W = ln z, by Newton from W = ln z (converges in a few steps).
  const double lz = std::log(lambda) + std::log(V) - std::log(c);
  double w = lz;
  for (int i = 0; i < 8; ++i) w -= (w + std::log(w) - lz) / (1.0 + 1.0 / w);
  return w / lambda;
}

// The earliest t in [lo, hi] with done(t), for a `done` that is false before
// some instant and true from it on (done(hi) true): bisection to adjacent
// doubles.
template <class Done>
double first_true(const Done& done, double lo, double hi) noexcept {
  if (done(lo)) return lo;
  for (int i = 0; i < 2200; ++i) {
    const double mid = lo + 0.5 * (hi - lo);
    if (!(mid > lo && mid < hi)) break;
    (done(mid) ? hi : lo) = mid;
  }
  return hi;
}
}  // namespace

Result<Friction> Friction::create(const FrictionParams& p, const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"from", p.from}, {"velocity", p.velocity}, {"drag", p.drag},
                       {"deceleration", p.deceleration}}))
    return *e;
  if (!(p.drag > 0.0 && p.drag <= 1.0)) return fail(Status::out_of_range, "drag", p.drag);
  if (!(p.deceleration >= 0.0)) return fail(Status::out_of_range, "deceleration", p.deceleration);
  if (auto e = detail::tolerance(tolerance)) return *e;
  Friction f;
  f.p_ = p;
  f.tol_ = tolerance;
  f.log_drag_ = std::log(p.drag);
  if (p.deceleration > 0.0) {
    f.decel_ = p.velocity > 0.0 ? p.deceleration : p.velocity < 0.0 ? -p.deceleration : 0.0;
    f.stop_ = p.velocity == 0.0 ? 0.0 : stop_after(std::fabs(p.velocity), p.deceleration, -f.log_drag_);
    if (!std::isfinite(f.stop_)) return fail(Status::out_of_range, "deceleration", p.deceleration);
    const double t = f.stop_;
    f.rest_ = p.from + (p.velocity * integrated_exp(f.log_drag_, t) - 0.5 * f.decel_ * t * t);
    if (!std::isfinite(f.rest_)) return fail(Status::out_of_range, "deceleration", p.deceleration);
    // |dx| and the distance to rest fall monotonically to 0 at the stop:
    // the first time both are within tolerance, on the curve.
    f.settle_time_ = f.exact_settle(f.stop_);
    return f;
  }
  f.rest_ = f.velocity_rest();
  f.settle_time_ = f.exact_settle(settle_estimate(p.velocity, f.log_drag_, tolerance));
  return f;
}

Result<Friction> Friction::with_deceleration(double from, double velocity, double deceleration,
                                             double drag, const Tolerance& tolerance) {
  if (!(deceleration > 0.0) && !std::isnan(deceleration))
    return detail::fail(Status::out_of_range, "deceleration", deceleration);
  return create({from, velocity, drag, deceleration}, tolerance);
}

double Friction::exact_settle(double estimate) const noexcept {
  // Both criteria fall monotonically (x approaches the rest position from
  // one side to the bit, see at()): the exit is where `out` turns false.
  const detail::Curve curve = [](const void* m, double t) { return static_cast<const Friction*>(m)->at(t); };
  return detail::first_inside(curve, this, {rest_, tol_.distance, tol_.velocity}, estimate);
}

State Friction::decelerated(double t) const noexcept {
  if (!(t < stop_)) return {rest_, 0.0};
  double v, x;
  if (t > 0.5 * stop_) {
    // Next to the stop both forward sums cancel (v0 e^(Lt) against c t, x
    // against rest). Written from the stop instead, with tau = T - t and
    // v0 e^(LT) = c T (the stop's definition), every term is >= 0:
    //   dx = c (T expm1(-L tau) + tau),
    //   rest - x = c tau (T hexm1(-L tau) + tau / 2),
    // so both fall to 0 monotonically, to the bit, as the stop nears.
    const double tau = stop_ - t, y = -log_drag_ * tau;
    v = decel_ * (stop_ * detail::expm1_kernel(y) + tau);
    x = rest_ - decel_ * tau * (stop_ * hexm1(y) + 0.5 * tau);
    return {x, v};
  }
  // v0 e^(Lt) - c t keeps the sign of v0 before the stop; rounding may not flip it.
  v = detail::mul_exp(p_.velocity, t * log_drag_) - decel_ * t;
  if (p_.velocity > 0.0 ? v < 0.0 : v > 0.0) v = 0.0;
  x = p_.from + (p_.velocity * integrated_exp(log_drag_, t) - 0.5 * decel_ * t * t);
  if (p_.velocity > 0.0 ? x > rest_ : x < rest_) x = rest_;
  return {x, v};
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
  f.settle_time_ = f.exact_settle(settle_estimate(velocity, log_drag, tolerance));
  return f;
}

State Friction::at(double t) const noexcept {
  t = detail::clamp_time(t);
  if (decel_ != 0.0 || p_.deceleration > 0.0) return decelerated(t);
  if (std::isinf(t)) return {rest_, log_drag_ < 0.0 ? 0.0 : p_.velocity};
  const double rt = t * log_drag_;
  // From + D (1 - e^rt) (detail::decay_state): monotone to the bit, and
  // exactly the rest position from rt < -40 on.
  const detail::Decay d = decay();
  if (d.rate < 0.0 && detail::decay_applies(rt)) return detail::decay_state(d, rt);
  // drag = 1, an infinite reach, or a subnormal rt: (drag^t - 1) / ln(drag)
  // = t hex(t ln drag), exact as drag -> 1 (and v t for a subnormal rt). It
  // approaches the rest position from one side; rounding may not cross it.
  double x = p_.from + p_.velocity * integrated_exp(log_drag_, t);
  if (p_.velocity > 0.0 ? x > rest_ : x < rest_) x = rest_;
  return {x, detail::mul_exp(p_.velocity, rt)};
}
detail::Decay Friction::decay() const noexcept {
  const double reach = p_.velocity / -log_drag_;  // rest - from, finite unless drag is 1
  if (decel_ != 0.0 || p_.deceleration > 0.0 || !(log_drag_ < 0.0) || !std::isfinite(reach)) return {};
  return {p_.from, reach, rest_, p_.velocity, log_drag_};
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
  if (p_.deceleration > 0.0) {
    // x rises monotonically to the rest position, reached at the stop time:
    // the first time it gets there, by bisection to adjacent doubles.
    if (!(p_.velocity > 0.0 ? position > p_.from && position <= rest_
                            : position < p_.from && position >= rest_))
      return detail::kInfinity;
    const bool up = p_.velocity > 0.0;
    return first_true([&](double s) { const double x = decelerated(s).x; return up ? x >= position : x <= position; },
                      0.0, stop_);
  }
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
