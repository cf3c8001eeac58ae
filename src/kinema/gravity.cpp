#include "kinema/gravity.hpp"

#include <cmath>

#include "kinema/detail/exact.hpp"
#include "kinema/detail/validate.hpp"

namespace kinema {

double first_time_at(double x0, double v0, double a, double x) noexcept {
  if (x == x0) return 0.0;  // already there (also when the formula below would round)
  // (a/2) t^2 + v0 t - d = 0 with d = x - x0, solved in units scaled by
  // sigma (a power of two, so exact): v0 sigma, a sigma, d sigma. sigma = 1
  // unless d or the discriminant overflows (then 2^-520 brings every term
  // into range; what underflows there is negligible beside what overflowed)
  // or the discriminant falls among the subnormals, where it has lost its
  // digits (then 2^500, kept only if nothing overflows).
  double sigma = 1.0, d = 0.0, disc = 0.0;
  auto solve = [&](double scale, double& ds, double& discs) {
    const double vs = v0 * scale;
    ds = x * scale - x0 * scale;
    // Discriminant v0^2 + 2 a d with one rounding.
    const auto [v0_sq, v0_sq_error] = detail::two_product(vs, vs);
    discs = (v0_sq + 2.0 * (a * scale) * ds) + v0_sq_error;
  };
  solve(1.0, d, disc);
  if (!std::isfinite(d) || !std::isfinite(disc)) {
    sigma = 0x1p-520;
    solve(sigma, d, disc);
  } else if (std::fabs(disc) < 0x1p-900) {
    double d_up, disc_up;
    solve(0x1p500, d_up, disc_up);
    if (std::isfinite(d_up) && std::isfinite(disc_up)) {
      sigma = 0x1p500;
      d = d_up;
      disc = disc_up;
    }
  }
  const double vs = v0 * sigma;
  if (!std::isfinite(d) || !(disc >= 0.0)) return detail::kInfinity;
  // q = -(B + sign(B) sqrt(disc)) / 2 has no cancellation; the roots are
  // q / A and C / q. Here q and C = -d carry one factor sigma each, so the
  // first root is (q / A) / sigma and the second needs no correction.
  const double q = -0.5 * (vs + std::copysign(std::sqrt(disc), vs));
  const double A = 0.5 * a, C = -d;
  double best = detail::kInfinity;
  auto consider = [&best](double r) {
    if (r >= 0.0 && r < best) best = r;
  };
  if (A != 0.0) consider(q / A / sigma);
  if (q != 0.0) consider(C / q);
  return best;
}

Result<Gravity> Gravity::create(const GravityParams& p, const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"from", p.from}, {"velocity", p.velocity}, {"acceleration", p.acceleration}}))
    return *e;
  if (auto e = detail::tolerance(tolerance)) return *e;
  Gravity g;
  g.p_ = p;
  g.tol_ = tolerance;
  // Any acceleration or velocity, however small, carries it out of every
  // band around its rest position (x(+inf)) in the end: only a body at
  // rest is ever settled. (Exactly zero is the definition here, not a
  // rounding-sensitive branch: x(t) = from for all t only then.)
  const bool at_rest = p.velocity == 0.0 && p.acceleration == 0.0;
  g.settle_time_ = at_rest ? 0.0 : detail::kInfinity;
  return g;
}

State Gravity::at(double t) const noexcept {
  t = detail::clamp_time(t);
  if (std::isinf(t)) {
    // The direction it ends up going: the acceleration's, else the velocity's.
    const double a = p_.acceleration, v = p_.velocity;
    const double sign = a > 0.0 ? 1.0 : a < 0.0 ? -1.0 : v > 0.0 ? 1.0 : v < 0.0 ? -1.0 : 0.0;
    if (sign == 0.0) return {p_.from, 0.0};
    return {sign * detail::kInfinity, a != 0.0 ? sign * detail::kInfinity : v};
  }
  // x0 + t (v0 + a t / 2): the factored form cannot produce inf - inf.
  return {p_.from + t * (p_.velocity + 0.5 * p_.acceleration * t), p_.velocity + p_.acceleration * t};
}
double Gravity::x(double t) const noexcept { return at(t).x; }
double Gravity::dx(double t) const noexcept { return at(t).dx; }

double Gravity::time_at(double position) const noexcept {
  return first_time_at(p_.from, p_.velocity, p_.acceleration, position);
}

}  // namespace kinema
