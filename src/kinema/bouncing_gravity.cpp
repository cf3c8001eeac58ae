#include "kinema/bouncing_gravity.hpp"

#include <algorithm>
#include <climits>
#include <cmath>

#include "kinema/detail/elementary.hpp"
#include "kinema/detail/exact.hpp"
#include "kinema/detail/settle.hpp"
#include "kinema/detail/validate.hpp"
#include "kinema/gravity.hpp"

namespace kinema {

namespace {
// Duration of the first n bounce flights: f1 (1 + e + ... + e^(n-1)).
double flights(double f1, double e, double n) noexcept {
  if (!(n > 0.0)) return 0.0;
  if (!(e > 0.0)) return f1;  // restitution 0 has no flights; n is 0 then
  return f1 * (-detail::expm1_kernel(n * std::log(e)) / (1.0 - e));
}
// e^n for a whole n >= 0 by repeated squaring: within about log2(n) roundings
// of exact, and without std::pow, whose tables would cost the wasm 4 KB.
double power(double e, int n) noexcept {
  double result = 1.0;
  for (; n > 0; n >>= 1, e *= e)
    if (n & 1) result *= e;
  return result;
}
}  // namespace

Result<BouncingGravity> BouncingGravity::create(const BouncingGravityParams& p,
                                                const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"from", p.from}, {"velocity", p.velocity}, {"acceleration", p.acceleration},
                       {"floor", p.floor}, {"restitution", p.restitution}}))
    return *e;
  if (p.acceleration == 0.0) return fail(Status::out_of_range, "acceleration", p.acceleration);
  if (!(p.restitution >= 0.0 && p.restitution < 1.0))
    return fail(Status::out_of_range, "restitution", p.restitution);
  const double dir = p.acceleration > 0.0 ? 1.0 : -1.0;  // towards the floor
  const double height = (p.floor - p.from) * dir;          // >= 0: above the floor
  if (!(height >= 0.0) || !std::isfinite(height)) return fail(Status::out_of_range, "floor", p.floor);
  if (auto e = detail::tolerance(tolerance)) return *e;

  BouncingGravity b;
  b.p_ = p;
  b.tol_ = tolerance;
  const double g = std::fabs(p.acceleration);
  // Height above the floor: h(t) = h0 - w0 t - g t^2 / 2 with w0 the speed
  // towards the floor. Its positive root, without cancellation; a body on
  // the floor moving away flies up and comes back at 2|w0|/g.
  const double w0 = p.velocity * dir;
  // Speed at impact (energy): sqrt(w0^2 + 2 g h), as hypot(w0, sqrt(2g) sqrt(h))
  // so that neither w0^2 nor g h underflows or overflows on its own.
  const double impact = detail::hypot2(w0, std::sqrt(2.0 * g) * std::sqrt(height));
  b.t1_ = w0 > 0.0 ? 2.0 * height / (w0 + impact) : (impact - w0) / g;
  // A drop so high that its impact speed or time is not a double.
  if (!std::isfinite(impact) || !std::isfinite(b.t1_)) return fail(Status::out_of_range, "from", p.from);
  b.speed1_ = p.restitution * impact;
  b.flight1_ = 2.0 * b.speed1_ / g;
  // Flight k (k >= 1) leaves at speed1 e^(k-1) and lasts flight1 e^(k-1); it
  // still counts while the speed is >= tolerance.velocity and the flight
  // lasts >= tolerance.time.
  const double threshold = std::max(tolerance.velocity, 0.5 * g * tolerance.time);
  if (b.speed1_ >= threshold && b.speed1_ > 0.0) {
    const double n = std::floor(std::log(threshold / b.speed1_) / std::log(p.restitution)) + 1.0;
    b.bounces_ = n < 1e9 ? static_cast<int>(n) : 1000000000;
  }
  // From the last impact on it rests on the floor. Before it, the last
  // flight: rising to its apex (speed falling, height rising), then falling
  // (speed rising, height falling), each criterion monotone on each half.
  // If it is outside just before the last impact (the usual case: an impact
  // faster than tolerance.velocity) it settles there; otherwise the exit is
  // found on the curve, or it is inside for the whole flight, which then
  // starts at an impact faster than the band (or at 0).
  const double end = b.t1_ + flights(b.flight1_, p.restitution, b.bounces_);
  b.end_ = end;
  const double start = b.bounces_ > 0 ? b.impact_time(b.bounces_ - 1) : 0.0;
  const double apex = b.bounces_ > 0 ? 0.5 * (start + end) : -p.velocity / p.acceleration;
  double pieces[3] = {start, apex, end};
  int n = 3;
  if (!(apex > start && apex < end)) {
    pieces[1] = end;
    n = 2;
  }
  const detail::Curve curve = [](const void* m, double t) { return static_cast<const BouncingGravity*>(m)->at(t); };
  const double exit = detail::last_exit(curve, &b, {p.floor, tolerance.distance, tolerance.velocity}, pieces, n);
  b.settle_time_ = std::isnan(exit) ? start : exit;
  return b;
}

double BouncingGravity::impact_time(int n) const noexcept {
  if (n < 0 || n > bounces_) return detail::kInfinity;
  return t1_ + flights(flight1_, p_.restitution, n);
}

State BouncingGravity::at(double t) const noexcept {
  t = detail::clamp_time(t);
  if (t < t1_) {
    return {p_.from + t * (p_.velocity + 0.5 * p_.acceleration * t), p_.velocity + p_.acceleration * t};
  }
  if (!(t < end_)) return {p_.floor, 0.0};
  // Which flight: the largest n with flights(n) <= t - t1, from
  // 1 - e^n = tau (1 - e) / f1, then nudged against rounding.
  const double e = p_.restitution, tau = t - t1_;
  // The estimate is NaN or +inf where rounding puts tau at or past the sum of
  // all flights (a restitution within an ulp or two of 1): the last flight
  // then, before any conversion to int (out of range is undefined).
  const double guess = std::floor(std::log1p(-tau * (1.0 - e) / flight1_) / std::log(e));
  int n = bounces_ - 1;
  if (guess < 0.0) n = 0;
  else if (guess < static_cast<double>(bounces_ - 1)) n = static_cast<int>(guess);
  while (n > 0 && flights(flight1_, e, n) > tau) --n;
  while (n + 1 < bounces_ && flights(flight1_, e, n + 1) <= tau) ++n;
  const double s = tau - flights(flight1_, e, n);  // time into flight n+1
  const double speed = speed1_ * power(e, n);
  const double g = std::fabs(p_.acceleration), dir = p_.acceleration > 0.0 ? 1.0 : -1.0;
  const double height = std::max(0.0, s * (speed - 0.5 * g * s));
  return {p_.floor - dir * height, -dir * (speed - g * s)};
}
double BouncingGravity::x(double t) const noexcept { return at(t).x; }
double BouncingGravity::dx(double t) const noexcept { return at(t).dx; }

}  // namespace kinema
