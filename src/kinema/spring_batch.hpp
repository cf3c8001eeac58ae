// kinema — closed-form UI physics.
// spring_batch.hpp: thousands of springs advanced per frame, and batch sampling.
#pragma once

#include <cstddef>

#include "kinema/motion.hpp"
#include "kinema/status.hpp"

namespace kinema {

/// The exact transition of a spring over one fixed time step (Juckett's cached
/// coefficients): for displacement u = x - target and velocity v,
///   u' = pp u + pv v,   v' = vp u + vv v.
/// Computed once per (dt, angular frequency, damping ratio) from the same
/// closed form as Spring, so stepping n times by dt equals Spring::at(n dt) up
/// to rounding, in every regime.
struct StepCoefficients {
  double pp = 1, pv = 0, vp = 0, vv = 1;

  /// dt: time step (s), >= 0, finite. angular_frequency: sqrt(k/m) (rad/s),
  /// > 0. damping_ratio: c / (2 sqrt(k m)), >= 0.
  /// Errors: not_finite; out_of_range.
  static Result<StepCoefficients> create(double dt, double angular_frequency,
                                         double damping_ratio);
};

/// Advances n springs that share `c` by one step, in place:
/// x[i] = target[i] + pp (x[i] - target[i]) + pv v[i], and likewise v[i].
/// Arrays are contiguous, of length n, and may not overlap except x/v with
/// themselves. Four multiply-adds per spring; vectorises.
void step_springs(const StepCoefficients& c, double* x, double* v, const double* target,
                  std::size_t n) noexcept;

/// Samples n independent motions at one instant into output arrays: motion i
/// is evaluated at (now - start[i]) (or at `now` if start is null). x and dx
/// may be null to skip them.
void sample_motions(const Motion* motions, const double* start, std::size_t n, double now,
                    double* x, double* dx) noexcept;

}  // namespace kinema
