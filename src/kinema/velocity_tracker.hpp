// kinema — closed-form UI physics.
// velocity_tracker.hpp: release velocity from pointer samples.
#pragma once

#include <cstddef>

namespace kinema {

/// How a release velocity is estimated from pointer samples.
struct VelocityEstimate {
  /// Samples older than this before the release count for nothing (s).
  double window = 0.1;
  /// If the newest sample is older than this at release, the pointer was
  /// held still: the velocity is 0 (s).
  double stop_gap = 0.04;
};

/// Least-squares velocity (px/s) of samples (time t[i] in s, position x[i]
/// in px, in any order, distinct times: merge coalesced or duplicated events
/// first) as seen at time `now` (s, the release): the slope of the straight
/// line that fits the samples within `window` before `now`. With fewer than
/// two samples left, or if the newest sample is older than `stop_gap`, the
/// velocity is 0. Non-finite samples are skipped. Exact for samples that lie
/// on a line: known velocities are recovered to rounding. Never NaN:
/// positions or times near DBL_MAX are fitted in scaled units; a slope
/// beyond any double is +-infinity, or 0 where even its sign is lost.
double estimate_velocity(const double* t, const double* x, std::size_t n, double now,
                         const VelocityEstimate& options = {}) noexcept;

}  // namespace kinema
