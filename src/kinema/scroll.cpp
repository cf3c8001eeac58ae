#include "kinema/scroll.hpp"

#include <cmath>
#include <string_view>

#include "kinema/detail/validate.hpp"

namespace kinema {

namespace {

// Android's curve: the fling, then at the exact time it reaches a bound a
// spring back (bounce) or a dead stop (clamp).
Result<Composite> android_scroll(double position, double velocity, double min, double max,
                                 const ScrollOptions& o, const Tolerance& tolerance) {
  // The bounce builder validates the bounds, the spring and the tolerance,
  // and springs back from out of bounds.
  auto bounce = Composite::fling_to_spring(position, 0.0, 0.5, min, max, o.stiffness,
                                           o.damping_ratio, tolerance);
  if (!bounce) return bounce;
  if (position < min || position > max) {
    return Composite::fling_to_spring(position, velocity, 0.5, min, max, o.stiffness,
                                      o.damping_ratio, tolerance);
  }
  auto fling = AndroidFling::create({position, velocity, o.android_friction}, tolerance);
  if (!fling) {
    auto e = fling.error();
    if (e.parameter == std::string_view("friction")) e.parameter = "androidFriction";
    return e;
  }
  const double rest = fling->rest_position();
  if (rest >= min && rest <= max) return Composite(*fling);
  const double bound = rest > max ? max : min;
  const double t = fling->time_at(bound);
  Motion after = *Gravity::create({bound, 0.0, 0.0}, tolerance);
  if (o.overscroll == Overscroll::bounce) {
    auto s = Spring::with_damping_ratio(bound, bound, fling->dx(t), 1.0, o.stiffness, o.damping_ratio,
                                        tolerance);
    if (!s) return s.error();
    after = *s;
  }
  if (!(t > 0.0)) return Composite(after);
  Composite c(*fling);
  c.append(t, after);
  return c;
}

}  // namespace

Result<Composite> scroll_motion(double position, double velocity, double min, double max,
                                const ScrollOptions& o, const Tolerance& tolerance) {
  if (o.curve == FlingCurve::android) return android_scroll(position, velocity, min, max, o, tolerance);
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
