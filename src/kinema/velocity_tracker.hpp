// kinema — closed-form UI physics.
// velocity_tracker.hpp: release velocity from pointer samples.
#pragma once

#include <cstddef>
#include <limits>

#include "kinema/status.hpp"

namespace kinema {

/// How the samples are fitted.
enum class VelocityStrategy {
  /// The platforms' strategy (Flutter's VelocityTracker, Jetpack Compose's
  /// VelocityTracker1D "Lsq2", Android's "lsq2"): walking back from the
  /// newest sample, take at most 20 samples, none older than `window` before
  /// the newest, and stop at the first gap of more than `stop_gap` between
  /// two consecutive samples (the pointer had stopped: what came before is
  /// another movement). Fit a quadratic by least squares (unweighted) and
  /// take its slope at the newest sample. Fewer than 3 samples give 0.
  /// One guard the platforms do not have: with exactly 3 samples (the
  /// parabola interpolates them, nothing is averaged) that move one way only
  /// (every step between consecutive samples has the sign of the whole
  /// movement, or is 0), a slope of the other sign at the newest sample (the
  /// parabola turning round where no sample shows it) is replaced by the
  /// slope of the straight line through the same 3 samples.
  quadratic = 0,
  /// kinema's earlier strategy: the slope of the least-squares straight line
  /// through every sample within `window` before `now` (no sample limit, no
  /// gap rule); fewer than 2 samples give 0. It is the mean velocity of the
  /// window, about half a window before the release: for an accelerating
  /// flick it is about half the platforms' figure.
  linear = 1,
};

/// How a release velocity is estimated from pointer samples.
struct VelocityEstimate {
  /// The horizon (s, > 0): linear counts samples within this before `now`;
  /// quadratic within this before the newest sample.
  double window = 0.1;
  /// If the newest sample is older than this at `now`, the pointer was held
  /// still: the velocity is 0 (s, > 0). quadratic also drops every sample
  /// before a gap longer than this between two consecutive samples.
  double stop_gap = 0.04;
  VelocityStrategy strategy = VelocityStrategy::quadratic;
  /// The result is clamped to [-max_velocity, max_velocity] (px/s, > 0;
  /// +infinity for no limit). 8000 px/s is Flutter's kMaxFlingVelocity.
  double max_velocity = 8000.0;
};

/// Least-squares velocity (px/s) of samples (time t[i] in s, position x[i]
/// in px, in any order, distinct times: merge coalesced or duplicated events
/// first; of equal times one is used) as seen at time `now` (s, the release),
/// by the strategy of `options` (see VelocityStrategy). Samples after `now`
/// and non-finite samples are skipped. The velocity is 0 if the newest usable
/// sample is older than `stop_gap` at `now`, or with too few samples.
///
/// Exact for samples on a line (and, for quadratic, on a parabola): known
/// velocities are recovered to rounding. Never NaN: times are taken relative
/// to the newest sample, positions relative to its position, both scaled to
/// unit range before fitting; positions or times near DBL_MAX are fitted in
/// scaled units; a slope beyond any double is clamped (to +-max_velocity,
/// +-infinity when that is infinite), or 0 where even its sign is lost.
/// Ages and gaps equal to `window` or `stop_gap` within 1e-9 of them count
/// as within (times from whole milliseconds round when converted to s).
/// Options are not validated here (see check_velocity_estimate): a NaN or
/// non-positive window or stop gap gives 0, a NaN max_velocity no clamp.
double estimate_velocity(const double* t, const double* x, std::size_t n, double now,
                         const VelocityEstimate& options = {}) noexcept;

/// Validates options: not_finite for a NaN or infinite `window` / `stopGap`
/// or a NaN `maxVelocity`; out_of_range for window, stop gap or max velocity
/// <= 0, and ("strategy") for an unknown strategy.
Result<VelocityEstimate> check_velocity_estimate(const VelocityEstimate& options) noexcept;

/// The checked form for a recorded stream: the samples must be in time
/// order. Errors: those of check_velocity_estimate; not_finite ("t", "x",
/// "now") for a NaN or infinite sample or release time; out_of_range ("t")
/// when a time is not greater than the one before it (non-increasing).
Result<double> release_velocity(const double* t, const double* x, std::size_t n, double now,
                                const VelocityEstimate& options = {}) noexcept;

}  // namespace kinema
