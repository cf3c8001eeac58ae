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
  double count = 0, newest = from - 1.0;
  for (std::size_t i = 0; i < n; ++i) {
    if (!usable(i)) continue;
    count += 1.0;
    if (t[i] > newest) newest = t[i];
  }
  if (count < 2.0 || now - newest > o.stop_gap) return 0.0;  // too few, or held still

  // The slope with positions scaled by sx and times by st (powers of two, so
  // exact), scaled back. Means (times relative to the release, which keeps
  // the sums small), then centred sums: the slope has no cancellation.
  auto fit = [&](double sx, double st) {
    double t_mean = 0, x_mean = 0;
    for (std::size_t i = 0; i < n; ++i) {
      if (!usable(i)) continue;
      t_mean += t[i] * st - now * st;
      x_mean += x[i] * sx;
    }
    t_mean /= count;
    x_mean /= count;
    double stt = 0, stx = 0;
    for (std::size_t i = 0; i < n; ++i) {
      if (!usable(i)) continue;
      const double dt = (t[i] * st - now * st) - t_mean;
      stt += dt * dt;
      stx += dt * (x[i] * sx - x_mean);
    }
    if (!std::isfinite(stt) || !std::isfinite(stx)) return std::nan("");  // rescale
    return stt > 0.0 ? stx / stt * (st / sx) : 0.0;
  };
  // Unscaled first; positions or times near DBL_MAX overflow the sums, and
  // then scaled sums give the same slope. A slope no double can hold is 0.
  constexpr double kDown = 0x1p-520;
  double r = fit(1.0, 1.0);
  if (!std::isfinite(r)) r = fit(kDown, 1.0);
  if (!std::isfinite(r)) r = fit(kDown, kDown);
  return std::isnan(r) ? 0.0 : r;
}

}  // namespace kinema
