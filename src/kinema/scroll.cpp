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
  // Clamp: the bounce builder validates everything and finds the crossing;
  // its spring is replaced by rest at the bound.
  auto bounce = Composite::fling_to_spring(position, velocity, o.drag, min, max, o.stiffness,
                                           o.damping_ratio, tolerance);
  if (!bounce || bounce->segments().size() < 2) return bounce;
  const auto& switch_segment = bounce->segments()[1];
  const double bound = sample(switch_segment.motion, 0.0).x;
  auto rest = Gravity::create({bound, 0.0, 0.0}, tolerance);
  Composite c(bounce->segments()[0].motion);
  c.append(switch_segment.start, *rest);
  return c;
}

}  // namespace kinema
