// kinema — closed-form UI physics.
// detail/lambert_w.hpp: the real branches of the Lambert W function.
// In detail (below every motion, which uses it: detail/oscillator.cpp,
// friction.cpp, exponential_rate.cpp); kinema/lambert_w.hpp makes it public.
#pragma once

#include "kinema/status.hpp"

namespace kinema::detail {


/// The Lambert W function: the w with w e^w = z.
///
/// - branch 0 (W0, the principal branch): z in [-1/e, +inf), result in [-1, +inf).
/// - branch -1 (W-1): z in [-1/e, 0), result in (-inf, -1].
///
/// Full double precision over the whole domain, including the branch point,
/// subnormal and huge arguments: the branch-point series in an exactly
/// computed 1 + e z next to -1/e, elsewhere Fritsch's iteration in log form
/// from asymptotic starting points. The double nearest -1/e
/// (-0.36787944117144233, which lies a hair below -1/e) is accepted as the
/// branch point and gives -1 on both branches, so `-exp(-1)` works as users
/// write it. W-1(-0) is -infinity only as a limit; z = 0 on branch -1 is out of
/// the domain.
///
/// Errors: Status::not_finite for NaN (and for -inf; +inf on branch 0 gives
/// +inf); Status::out_of_domain for z below -1/e, or z >= 0 on branch -1;
/// Status::out_of_range (parameter "branch") for a branch other than 0 or -1.
Result<double> lambert_w(double z, int branch = 0) noexcept;

}  // namespace kinema::detail
