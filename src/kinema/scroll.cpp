#include "kinema/scroll.hpp"

#include <cmath>

#include "kinema/detail/validate.hpp"

namespace kinema {

Result<Composite> scroll_motion(double position, double velocity, double min, double max,
                                const ScrollOptions& o, const Tolerance& tolerance) {
  const bool clamp = o.overscroll == Overscroll::clamp;
  if (!clamp || position < min || position > max) {
    return Composite::fling_to_spring(position, velocity, o.drag, min, max, o.stiffness,
                                      o.damping_ratio, tolerance);
  }
  // Clamp: the bounce builder validates everything; the fling stops dead at
  // the bound it would cross, at the exact crossing time (at once if it is
  // released on the bound moving outwards).
  auto bounce = Composite::fling_to_spring(position, velocity, o.drag, min, max, o.stiffness,
                                           o.damping_ratio, tolerance);
  if (!bounce) return bounce;
  auto friction = Friction::create({position, velocity, o.drag}, tolerance);
  const double rest_position = friction->rest_position();
  if (rest_position >= min && rest_position <= max) return Composite(*friction);
  const double bound = rest_position > max ? max : min;
  const double t = friction->time_at(bound);
  auto rest = Gravity::create({bound, 0.0, 0.0}, tolerance);
  if (!(t > 0.0)) return Composite(*rest);
  Composite c(*friction);
  c.append(t, *rest);
  return c;
}

}  // namespace kinema
