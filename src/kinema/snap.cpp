#include "kinema/snap.hpp"

#include <algorithm>
#include <cmath>

#include "kinema/detail/validate.hpp"

namespace kinema {

namespace {
// Index of the point nearest to x (points sorted ascending, n >= 1).
std::size_t nearest(const double* points, std::size_t n, double x) noexcept {
  const double* it = std::lower_bound(points, points + n, x);
  if (it == points) return 0;
  if (it == points + n) return n - 1;
  const std::size_t i = static_cast<std::size_t>(it - points);
  return (x - points[i - 1] <= points[i] - x) ? i - 1 : i;
}
}  // namespace

std::size_t choose_snap(const double* points, std::size_t n, double position, double velocity,
                        double drag, SnapMode mode, double start) noexcept {
  if (n == 0 || std::isnan(position) || std::isnan(velocity) || std::isnan(start) ||
      std::isnan(drag))
    return n;
  // An infinite fling goes to the far end in its direction; otherwise the
  // friction's rest position (+-inf for drag 1, also the far end).
  double rest = velocity > 0.0 ? points[n - 1] : points[0];
  if (std::isfinite(velocity)) {
    auto friction = Friction::create({position, velocity, drag > 0.0 && drag <= 1.0 ? drag : defaults::kFlingDrag});
    rest = friction ? friction->rest_position() : position;
  }
  std::size_t i = nearest(points, n, rest);
  if (mode == SnapMode::one_page) {
    const std::size_t home = nearest(points, n, start);
    const std::size_t lo = home > 0 ? home - 1 : 0, hi = std::min(home + 1, n - 1);
    i = std::clamp(i, lo, hi);
  }
  return i;
}

Result<Motion> snap_motion(double position, double velocity, double target,
                           const SnapOptions& options, const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"position", position}, {"velocity", velocity}, {"target", target},
                       {"stiffness", options.stiffness},
                       {"maxTimeConstant", options.max_time_constant}}))
    return *e;
  if (auto e = positive("stiffness", options.stiffness)) return *e;
  if (auto e = positive("maxTimeConstant", options.max_time_constant)) return *e;
  if (auto e = detail::tolerance(tolerance)) return *e;
  const double distance = target - position;
  // Finite, but too far apart for a double (the spring would name it "to").
  if (!std::isfinite(distance)) return fail(Status::not_finite, "target", target);
  if (velocity * distance > 0.0) {
    // Lands exactly on the target with the release velocity, if it is brisk:
    // 1/|ln drag| = distance / velocity.
    auto fling = Friction::to_stop_at(position, velocity, target, tolerance);
    if (fling && -1.0 / fling->log_drag() <= options.max_time_constant) return Motion(*fling);
  }
  auto spring = Spring::with_damping_ratio(position, target, velocity, 1.0, options.stiffness, 1.0,
                                           tolerance);
  if (!spring) return spring.error();
  return Motion(*spring);
}

}  // namespace kinema
