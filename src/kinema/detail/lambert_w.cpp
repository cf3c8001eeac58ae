#include "kinema/detail/lambert_w.hpp"

#include <cfloat>
#include <cmath>

#include "kinema/detail/elementary.hpp"
#include "kinema/detail/exact.hpp"
#include "kinema/detail/validate.hpp"

namespace kinema::detail {

namespace {
// The double nearest -1/e lies below -1/e; accept it as the branch point.
const double kBranchPoint = -detail::exp_kernel(-1.0);

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
// (two_product) and 1 + e_hi z is exact there (Sterbenz). Any double-only
// evaluation loses everything below 1e-16 of it, which near the branch point
// is all of it (W moves like its square root).
double distance_to_branch_point(double z) noexcept {
  const auto [prod, err] = detail::two_product(kEHi, z);
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

// One Fritsch step (Fritsch, Shafer and Crowley 1973; as in Veberic,
// "Lambert W function for applications in physics", 2012): from w with
// sign(w) = sign(z), zn = ln(z/w) - w measures the error in log form, which
// stays well conditioned for huge and tiny |z| alike; the update is
// third-order, so one or two steps from a fair guess reach full precision.
double fritsch(double z, double w) noexcept {
  // z / w underflows for subnormal z; the logs apart are then exact enough.
  const double zn = (std::fabs(z) < 1e-290 ? std::log(std::fabs(z)) - std::log(std::fabs(w)) : std::log(z / w)) - w;
  const double t = 1.0 + w;
  const double q = 2.0 * t * (t + (2.0 / 3.0) * zn);
  return w * (1.0 + zn / t * (q - zn) / (q - 2.0 * zn));
}

double refine(double z, double w) noexcept {
  for (int i = 0; i < 6; ++i) {
    const double next = fritsch(z, w);
    if (!std::isfinite(next)) break;
    const bool settled = std::fabs(next - w) <= 4.0 * DBL_EPSILON * std::fabs(next);
    w = next;
    if (settled) break;
  }
  return w;
}

// Starting points: the branch-point series (z < -0.25 here, both branches),
// the asymptotic ln z - ln ln z + ln ln z / ln z for large |ln|z||, and
// Winitzki's log1p form for moderate z >= 0.
double guess(double z, int branch) noexcept {
  if (z < -0.25) return branch_point_series(std::fmax(distance_to_branch_point(z), 0.0), branch == 0 ? 1.0 : -1.0);
  if (branch == -1) {
    const double L1 = std::log(-z), L2 = std::log(-L1);
    return L1 - L2 + L2 / L1;
  }
  if (z < 3.0) {
    const double l = std::log1p(z);
    return l * (1.0 - std::log1p(l) / (2.0 + l));
  }
  const double L1 = std::log(z), L2 = std::log(L1);
  return L1 - L2 + L2 / L1;
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
    // W0(z) = z - z^2 + 3/2 z^3 - ...: two terms are exact below 1e-8, and
    // there the log form would divide 0 by 0.
    if (std::fabs(z) < 1e-8) return z * (1.0 - z * (1.0 - 1.5 * z));
  } else if (!(z < 0.0)) {
    return detail::fail(Status::out_of_domain, "z", z);
  }
  return refine(z, guess(z, branch));
}

}  // namespace kinema::detail
