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
}  // namespace

Result<double> lambert_w(double z, int branch) noexcept {
  if (branch != 0 && branch != -1) return detail::fail(Status::out_of_range, "branch", branch);
  if (std::isnan(z) || z == -detail::kInfinity) return detail::fail(Status::not_finite, "z", z);
  if (z < kBranchPoint) return detail::fail(Status::out_of_domain, "z", z);
  if (!(z > kBranchPoint)) return -1.0;  // the branch point itself, both branches
  if (branch == 0) {
    if (z == detail::kInfinity) return z;
    return boost::math::lambert_w0(z, Policy());
  }
  if (!(z < 0.0)) return detail::fail(Status::out_of_domain, "z", z);
  return boost::math::lambert_wm1(z, Policy());
}

}  // namespace kinema
