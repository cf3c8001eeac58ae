// kinema — closed-form UI physics.
// detail/time.hpp: how every motion reads its time argument.
#pragma once

#include <cmath>

namespace kinema::detail {

/// Time as every motion reads it: NaN and t < 0 are 0; +inf stays +inf and
/// each motion returns its limit there.
inline double clamp_time(double t) noexcept { return t > 0.0 ? t : 0.0; }

/// done(t) for a motion that settles at `settle` (s, possibly +inf = never).
inline bool done_at(double t, double settle) noexcept {
  return std::isfinite(settle) && clamp_time(t) >= settle;
}

}  // namespace kinema::detail
