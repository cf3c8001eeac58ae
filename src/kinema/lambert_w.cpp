#include "kinema/lambert_w.hpp"
#include "kinema/detail/validate.hpp"

#include <cmath>

#include <boost/math/policies/policy.hpp>
#include <boost/math/special_functions/lambert_w.hpp>

namespace kinema {

namespace {
// Report problems through the return value, never through exceptions (the
// WebAssembly build has none) or errno: the domain is checked before calling.
using Policy = boost::math::policies::policy<
    boost::math::policies::domain_error<boost::math::policies::ignore_error>,
    boost::math::policies::overflow_error<boost::math::policies::ignore_error>,
    boost::math::policies::evaluation_error<boost::math::policies::ignore_error>,
    boost::math::policies::pole_error<boost::math::policies::ignore_error>,
    boost::math::policies::promote_double<false>>;

// The double nearest -1/e lies below -1/e; accept it as the branch point.
const double kBranchPoint = -std::exp(-1.0);

// Taylor coefficients of W around the branch point in p = sqrt(2 (1 + e z)):
// W0 = sum mu_k p^k, W-1 = sum mu_k (-p)^k (Corless et al., "On the Lambert W
// function", 1996, eq. 4.22; computed with the recurrence there at 40 digits).
constexpr double kMu[] = {
    -1.0, 1.0, -0.3333333333333333, 0.1527777777777778, -0.07962962962962963,
    0.044502314814814814, -0.02598471487360376, 0.01563563253233392, -0.009616892024299432,
    0.006014543252956118, -0.0038112980348919993, 0.0024408779911439826,
    -0.0015769303446867841, 0.0010262633205076071, -0.0006720616311561362,
    0.0004424730618146209, -0.00029267722472962746, 0.00019438727605453933,
    -0.00012957426685274883, 8.665035805208128e-05, -5.811360750441382e-05,
    3.907668486743905e-05, -2.63380647472311e-05, 1.7790345805079586e-05,
    -1.2040352739559977e-05, 8.163531982496613e-06, -5.544203208567359e-06,
    3.7710949611072535e-06, -2.5687050390550955e-06, 1.7520067268263412e-06};

// e = kEHi + kELo to ~32 digits.
constexpr double kEHi = 2.718281828459045;
constexpr double kELo = 1.4456468917292502e-16;

// 1 + e z for z next to -1/e, to ~1e-32 absolute: e_hi z is split exactly
// by an fma and 1 + e_hi z is exact there (Sterbenz). Any double-only
// evaluation loses everything below 1e-16 of it, which near the branch point
// is all of it (W moves like its square root).
double distance_to_branch_point(double z) noexcept {
  const double prod = kEHi * z;
  const double err = std::fma(kEHi, z, -prod);
  return (1.0 + prod) + (err + kELo * z);
}

// Series near the branch point; used for p < 0.3 (30 terms: truncation below
// 1e-20). branch_sign is +1 for W0 and -1 for W-1.
double branch_point_series(double q, double branch_sign) noexcept {
  const double p = branch_sign * std::sqrt(2.0 * q);
  double sum = 0.0;
  for (int k = static_cast<int>(sizeof kMu / sizeof kMu[0]) - 1; k >= 0; --k) sum = sum * p + kMu[k];
  return sum;
}

// W-1 for tiny negative z (Boost refuses subnormals): solve w + ln(-w) =
// ln(-z) by Newton from the asymptotic start ln(-z) - ln(-ln(-z)).
double wm1_tiny(double z) noexcept {
  const double L = std::log(-z);
  double w = L - std::log(-L);
  for (int i = 0; i < 6; ++i) w -= (w + std::log(-w) - L) / (1.0 + 1.0 / w);
  return w;
}
}  // namespace

Result<double> lambert_w(double z, int branch) noexcept {
  if (branch != 0 && branch != -1) return detail::fail(Status::out_of_range, "branch", branch);
  if (std::isnan(z) || z == -detail::kInfinity) return detail::fail(Status::not_finite, "z", z);
  if (z < kBranchPoint) return detail::fail(Status::out_of_domain, "z", z);
  if (!(z > kBranchPoint)) return -1.0;  // the branch point itself, both branches
  if (z < -0.3) {
    const double q = distance_to_branch_point(z);
    if (q < 0.045) return branch_point_series(q > 0.0 ? q : 0.0, branch == 0 ? 1.0 : -1.0);
  }
  if (branch == 0) {
    if (z == detail::kInfinity) return z;
    return boost::math::lambert_w0(z, Policy());
  }
  if (!(z < 0.0)) return detail::fail(Status::out_of_domain, "z", z);
  if (z > -1e-290) return wm1_tiny(z);
  return boost::math::lambert_wm1(z, Policy());
}

}  // namespace kinema
