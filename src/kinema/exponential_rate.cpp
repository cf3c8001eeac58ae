#include "kinema/exponential_rate.hpp"

#include <cfloat>
#include <cmath>
#include <string_view>

#include "kinema/detail/elementary.hpp"
#include "kinema/detail/exact.hpp"
#include "kinema/detail/settle.hpp"
#include "kinema/detail/validate.hpp"
#include "kinema/hex.hpp"
#include "kinema/lambert_w.hpp"

namespace kinema {

namespace {
// Where an open-ended decaying motion settles, from the closed form: its
// speed |V0| e^(-lambda t) and its distance to rest |V0| e^(-lambda t) /
// lambda reach their tolerances at ln(|V0| / tol_v) / lambda and ln(|V0| /
// (lambda tol_d)) / lambda; the later. An estimate for detail::first_inside.
double settle_estimate(const ExponentialRateParams& p, const Tolerance& tol) noexcept {
  const double speed = std::fabs(p.velocity);
  const double tv = detail::log_ratio(speed, tol.velocity) / p.lambda;
  const double td = (std::log(speed) - std::log(p.lambda) - std::log(tol.distance)) / p.lambda;
  return std::fmax(std::fmax(tv, td), 0.0);
}
}  // namespace

Result<ExponentialRate> ExponentialRate::create(const ExponentialRateParams& p,
                                                const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"from", p.from}, {"velocity", p.velocity}, {"lambda", p.lambda}})) return *e;
  if (std::isnan(p.duration)) return fail(Status::not_finite, "duration", p.duration);
  if (auto e = positive("duration", p.duration)) return *e;
  if (auto e = detail::tolerance(tolerance)) return *e;
  ExponentialRate m;
  m.p_ = p;
  m.tol_ = tolerance;
  if (std::isfinite(p.duration)) {
    m.settle_time_ = p.duration;  // it ends there, by definition
  } else if (p.velocity == 0.0) {
    m.settle_time_ = 0.0;
  } else if (!(p.lambda > 0.0) || !std::isfinite(p.velocity / p.lambda)) {
    m.settle_time_ = kInfinity;  // it never slows to rest (or its rest is not a double)
  } else {
    // Both criteria fall monotonically (x approaches from + V0 / lambda from
    // one side, see at()): exact on the curve.
    const double rest = p.from + p.velocity / p.lambda;
    const detail::Curve curve = [](const void* e, double t) { return static_cast<const ExponentialRate*>(e)->at(t); };
    m.settle_time_ = detail::first_inside(curve, &m, {rest, tolerance.distance, tolerance.velocity},
                                          settle_estimate(p, tolerance));
  }
  return m;
}

Result<ExponentialRateSolution> ExponentialRate::solve_rate(double distance, double final_velocity,
                                                            double duration) {
  using namespace detail;
  if (auto e = finite({{"distance", distance}, {"finalVelocity", final_velocity}, {"duration", duration}}))
    return *e;
  if (auto e = positive("duration", duration)) return *e;
  if (distance == 0.0 && final_velocity == 0.0) return ExponentialRateSolution{0.0, 0.0};
  // An exponential never changes the sign of its velocity nor reaches 0.
  if (final_velocity == 0.0 || distance == 0.0 || (distance > 0.0) != (final_velocity > 0.0))
    return fail(Status::unreachable, "finalVelocity", final_velocity);

  // With y = lambda T: V0 = VT e^y and distance = VT T hex(y), so hex(y) = r.
  const double vt_t = final_velocity * duration;
  const double r = distance / vt_t;
  // r - 1 without cancellation.
  // distance - VT T: the product's rounding error is known exactly, and the
  // subtraction is exact next to r = 1 (Sterbenz).
  const auto [vt_t_rounded, vt_t_error] = detail::two_product(final_velocity, duration);
  const double r_minus_1 = ((distance - vt_t_rounded) - vt_t_error) / vt_t;
  if (!std::isfinite(r) || !(r > 0.0) || !std::isfinite(r_minus_1))
    return fail(Status::unreachable, "finalVelocity", final_velocity);

  // Lambert W: hex(y) = r  <=>  y = -W(-e^(-1/r) / r) - 1/r; the branch that
  // does not give the trivial root y = 0 is W-1 for r > 1 and W0 for r < 1.
  const double z = -detail::exp_kernel(-1.0 / r) / r;
  const auto w = lambert_w(z < -detail::exp_kernel(-1.0) ? -detail::exp_kernel(-1.0) : z, r_minus_1 > 0.0 ? -1 : 0);
  double y = w.ok() ? -*w - 1.0 / r : 0.0;
  // Next to r = 1 the W argument sits on the branch point, where its last
  // rounding costs half the digits; Newton on the exact residual restores
  // them (elsewhere it is already converged and stops after one step). The
  // residual is hex(y) - 1 - (r - 1) for r >= 1/2, hex(y) - r below.
  const bool near_one = r >= 0.5;
  for (int i = 0; i < 8; ++i) {
    const double f = near_one ? hexm1(y) - r_minus_1 : hex(y) - r;
    const double step = f / hex_derivative(y);
    if (!std::isfinite(step)) break;
    y -= step;
    if (std::fabs(step) <= 1e-17 * std::fabs(y)) break;
  }
  const double lambda = y / duration;
  const double v0 = detail::mul_exp(final_velocity, y);
  if (!std::isfinite(lambda) || !std::isfinite(v0))
    return fail(Status::unreachable, "finalVelocity", final_velocity);
  // A final velocity so far above the mean that the start velocity
  // VT e^(lambda T) underflows: the motion would sit still, then jump.
  if (!(std::fabs(v0) >= DBL_MIN)) return fail(Status::out_of_range, "finalVelocity", final_velocity);
  return ExponentialRateSolution{v0, lambda};
}

Result<ExponentialRate> ExponentialRate::solve(double from, double to, double final_velocity,
                                               double duration, const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"from", from}, {"to", to}})) return *e;
  const double distance = to - from;
  if (!std::isfinite(distance)) return fail(Status::not_finite, "to", to);
  auto s = solve_rate(distance, final_velocity, duration);
  if (!s) {
    Error e = s.error();
    if (e.parameter == std::string_view("distance")) e.parameter = "to";
    return e;
  }
  return create({from, s->velocity, s->lambda, duration}, tolerance);
}

State ExponentialRate::at(double t) const noexcept {
  t = detail::clamp_time(t);
  if (p_.velocity == 0.0) return {p_.from, 0.0};  // avoids 0 * inf for lambda < 0
  const double reach = p_.velocity / p_.lambda;  // the rest, when decaying
  const bool decays = p_.lambda > 0.0 && std::isfinite(reach);
  if (std::isinf(t)) {  // the limits: rest at from + V0/lambda, or runaway
    if (decays) return {p_.from + reach, 0.0};  // the same sum as every finite t
    const double v_end = p_.lambda > 0.0   ? 0.0
                         : p_.lambda < 0.0 ? p_.velocity * detail::kInfinity
                                           : p_.velocity;
    return {p_.from + p_.velocity * integrated_exp(-p_.lambda, t), v_end};
  }
  const double y = -p_.lambda * t;
  // e^y alone overflows past y = 709 while V0 e^y may not (a solved V0 can be
  // as small as DBL_MIN): two half-steps then, each at most e^709. There the
  // -1 of (e^y - 1) / mu is far below rounding.
  if (y > 700.0) {
    const double h = detail::exp_kernel(0.5 * y);
    const double vh = p_.velocity * h;
    return {p_.from + vh / -p_.lambda * h, vh * h};
  }
  // Decaying: from + (V0 / lambda)(1 - e^y), monotone in t to the bit
  // (detail::decay_state, as Friction::at; there x never passes
  // from + V0 / lambda, so its clamp to that rest changes nothing);
  // growing or constant: V0 t hex(y).
  if (decays && detail::decay_applies(y)) return detail::decay_state(decay(), y);
  const double x = p_.from + p_.velocity * integrated_exp(-p_.lambda, t);
  return {x, detail::mul_exp(p_.velocity, y)};
}
detail::Decay ExponentialRate::decay() const noexcept {
  const double reach = p_.velocity / p_.lambda;
  if (p_.velocity == 0.0 || !(p_.lambda > 0.0) || !std::isfinite(reach)) return {};
  return {p_.from, reach, p_.from + reach, p_.velocity, -p_.lambda};
}
double ExponentialRate::x(double t) const noexcept { return at(t).x; }
double ExponentialRate::dx(double t) const noexcept { return at(t).dx; }

}  // namespace kinema
