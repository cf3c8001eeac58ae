// kinema — closed-form UI physics.
// solver_checks.hpp: small numeric helpers shared by the per-solver tests
// (test_hex, test_lambert_w, test_friction, test_gravity,
// test_bouncing_gravity, test_exponential_rate).
#pragma once

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <sstream>
#include <string>

namespace kinema_solver_tests {

constexpr double kEps = std::numeric_limits<double>::epsilon();  // 2^-52
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// Full round-trip formatting of a double for failure messages.
inline std::string fmt(double v) {
  std::ostringstream s;
  s.precision(17);
  s << v;
  return s.str();
}

/// Distance in units in the last place between two finite doubles of any sign
/// (0 for a == b, including +0 vs -0). Huge for NaN or different infinities.
inline double ulps(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<double>::max();
  if (a == b) return 0.0;
  if (std::isinf(a) || std::isinf(b)) return std::numeric_limits<double>::max();
  auto ordered = [](double v) {
    std::int64_t i;
    std::memcpy(&i, &v, sizeof v);
    // Map the sign-magnitude bit pattern onto a monotone integer line.
    return i < 0 ? std::numeric_limits<std::int64_t>::min() - i : i;
  };
  const double d = static_cast<double>(ordered(a)) - static_cast<double>(ordered(b));
  return std::fabs(d);
}

/// |got - want| <= rel * |want| (exact equality also passes, so +-inf match).
inline bool within_rel(double got, double want, double rel) {
  if (got == want) return true;
  return std::fabs(got - want) <= rel * std::fabs(want);
}

/// Richardson-extrapolated central difference of f at t with step h:
/// (4 D(h/2) - D(h)) / 3, error O(h^4).
template <class F>
double richardson(const F& f, double t, double h) {
  const double d1 = (f(t + h) - f(t - h)) / (2.0 * h);
  const double d2 = (f(t + h / 2) - f(t - h / 2)) / h;
  return (4.0 * d2 - d1) / 3.0;
}

}  // namespace kinema_solver_tests

/// CHECK that `got` is within `n` ulps of `want`, printing both on failure.
#define KT_CHECK_ULPS(got, want, n)                                                      \
  do {                                                                                   \
    const double kt_g_ = (got);                                                          \
    const double kt_w_ = (want);                                                         \
    INFO(#got " = " << ::kinema_solver_tests::fmt(kt_g_) << ", want "                    \
                    << ::kinema_solver_tests::fmt(kt_w_) << " (ulps "                    \
                    << ::kinema_solver_tests::ulps(kt_g_, kt_w_) << ", allowed " << (n) << ")"); \
    CHECK(::kinema_solver_tests::ulps(kt_g_, kt_w_) <= (n));                             \
  } while (0)

/// CHECK |got - want| <= rel * |want|, printing both on failure.
#define KT_CHECK_REL(got, want, rel)                                                     \
  do {                                                                                   \
    const double kt_g_ = (got);                                                          \
    const double kt_w_ = (want);                                                         \
    INFO(#got " = " << ::kinema_solver_tests::fmt(kt_g_) << ", want "                    \
                    << ::kinema_solver_tests::fmt(kt_w_) << " (rel err "                 \
                    << ::kinema_solver_tests::fmt(std::fabs(kt_g_ - kt_w_) / std::fabs(kt_w_)) \
                    << ", allowed " << (rel) << ")");                                    \
    CHECK(::kinema_solver_tests::within_rel(kt_g_, kt_w_, (rel)));                       \
  } while (0)

/// CHECK |got - want| <= tol, printing both on failure.
#define KT_CHECK_ABS(got, want, tol)                                                     \
  do {                                                                                   \
    const double kt_g_ = (got);                                                          \
    const double kt_w_ = (want);                                                         \
    const double kt_t_ = (tol);                                                          \
    INFO(#got " = " << ::kinema_solver_tests::fmt(kt_g_) << ", want "                    \
                    << ::kinema_solver_tests::fmt(kt_w_) << " (abs err "                 \
                    << ::kinema_solver_tests::fmt(std::fabs(kt_g_ - kt_w_)) << ", allowed " \
                    << ::kinema_solver_tests::fmt(kt_t_) << ")");                        \
    CHECK((kt_g_ == kt_w_ || std::fabs(kt_g_ - kt_w_) <= kt_t_));                        \
  } while (0)
