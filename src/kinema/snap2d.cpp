#include "kinema/snap2d.hpp"

#include <cmath>
#include <cstring>

#include "kinema/detail/exact.hpp"
#include "kinema/detail/validate.hpp"

namespace kinema {

namespace {
// The friction rest position of one axis, for input already validated.
double rest_of(double position, double velocity, double drag) noexcept {
  return Friction::create({position, velocity, drag})->rest_position();
}
Error on_axis(Error e, const char* target) {
  if (std::strcmp(e.parameter, "target") == 0) e.parameter = target;
  return e;
}
bool valid(Vec2 position, Vec2 velocity, double drag) noexcept {
  return std::isfinite(position.x) && std::isfinite(position.y) && std::isfinite(velocity.x) &&
         std::isfinite(velocity.y) && drag > 0.0 && drag <= 1.0;
}
}  // namespace

Result<Vec2> project_2d(Vec2 position, Vec2 velocity, double drag) {
  using namespace detail;
  if (auto e = finite({{"position.x", position.x}, {"position.y", position.y},
                       {"velocity.x", velocity.x}, {"velocity.y", velocity.y}, {"drag", drag}}))
    return *e;
  if (!(drag > 0.0 && drag <= 1.0)) return fail(Status::out_of_range, "drag", drag);
  return Vec2{rest_of(position.x, velocity.x, drag), rest_of(position.y, velocity.y, drag)};
}

std::size_t choose_snap_2d(const double* xy, std::size_t n, Vec2 position, Vec2 velocity,
                           double drag) noexcept {
  if (n == 0 || !valid(position, velocity, drag)) return n;
  const Vec2 rest{rest_of(position.x, velocity.x, drag), rest_of(position.y, velocity.y, drag)};
  const bool at_infinity = !(std::isfinite(rest.x) && std::isfinite(rest.y));
  // At infinity the nearest point is, in the limit, the farthest along the
  // velocity (scaled to at most 1 so that the dot product cannot overflow
  // for points within 1e307), then the nearest to the release position.
  const double scale = std::fmax(std::fabs(velocity.x), std::fabs(velocity.y));
  const double ux = at_infinity ? velocity.x / scale : 0.0;
  const double uy = at_infinity ? velocity.y / scale : 0.0;
  const Vec2 centre = at_infinity ? position : rest;
  std::size_t best = n;
  double best_along = 0.0, best_distance = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    const double px = xy[2 * i], py = xy[2 * i + 1];
    if (!(std::isfinite(px) && std::isfinite(py))) continue;
    const double along = at_infinity ? px * ux + py * uy : 0.0;
    const double distance = detail::hypot2(px - centre.x, py - centre.y);
    // Strict comparisons: the first of equal candidates stays.
    if (best == n || along > best_along ||
        (!(along < best_along) && distance < best_distance)) {
      best = i;
      best_along = along;
      best_distance = distance;
    }
  }
  return best;
}

Result<MotionPair> snap_motion_2d(Vec2 position, Vec2 velocity, Vec2 target,
                                  const SnapOptions& options, const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"position.x", position.x}, {"position.y", position.y},
                       {"velocity.x", velocity.x}, {"velocity.y", velocity.y},
                       {"target.x", target.x}, {"target.y", target.y}}))
    return *e;
  // With every coordinate finite, a 1D landing refuses only the shared
  // options, or a target whose distance overflows ("target": on its axis).
  auto x = snap_motion(position.x, velocity.x, target.x, options, tolerance);
  if (!x) return on_axis(x.error(), "target.x");
  auto y = snap_motion(position.y, velocity.y, target.y, options, tolerance);
  if (!y) return on_axis(y.error(), "target.y");
  return MotionPair(*x, *y);
}

}  // namespace kinema
