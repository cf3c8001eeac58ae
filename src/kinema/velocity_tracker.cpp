#include "kinema/velocity_tracker.hpp"

#include <cmath>

namespace kinema {

double estimate_velocity(const double* t, const double* x, std::size_t n, double now,
                         const VelocityEstimate& o) noexcept {
  if (!std::isfinite(now)) return 0.0;
  const double from = now - o.window;
  auto usable = [&](std::size_t i) {
    return std::isfinite(t[i]) && std::isfinite(x[i]) && t[i] <= now && t[i] >= from;
  };
  // Means (times relative to the release, which keeps the sums small), then
  // centred sums: the slope has no cancellation.
  double count = 0, t_mean = 0, x_mean = 0, newest = from - 1.0;
  for (std::size_t i = 0; i < n; ++i) {
    if (!usable(i)) continue;
    count += 1.0;
    t_mean += t[i] - now;
    x_mean += x[i];
    if (t[i] > newest) newest = t[i];
  }
  if (count < 2.0 || now - newest > o.stop_gap) return 0.0;  // too few, or held still
  t_mean /= count;
  x_mean /= count;
  double stt = 0, stx = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (!usable(i)) continue;
    const double dt = (t[i] - now) - t_mean;
    stt += dt * dt;
    stx += dt * (x[i] - x_mean);
  }
  return stt > 0.0 ? stx / stt : 0.0;
}

}  // namespace kinema
