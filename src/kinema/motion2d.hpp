// kinema — closed-form UI physics.
// motion2d.hpp: two axis motions evaluated together, with one `done`.
#pragma once

#include <algorithm>
#include <utility>

#include "kinema/composite.hpp"
#include "kinema/detail/time.hpp"
#include "kinema/motion.hpp"

namespace kinema {

/// A point (px) or a velocity (px/s) in the plane.
struct Vec2 {
  double x = 0.0;
  double y = 0.0;
};

/// Position and velocity of a motion in the plane at one instant.
struct State2D {
  double x = 0.0;   ///< position along x (px)
  double y = 0.0;   ///< position along y (px)
  double dx = 0.0;  ///< velocity along x (px/s)
  double dy = 0.0;  ///< velocity along y (px/s)
};

namespace detail {
// What Motion2D needs of an axis, for the two kinds it holds.
inline State axis_at(const Motion& m, double t) noexcept { return sample(m, t); }
inline State axis_at(const Composite& m, double t) noexcept { return m.at(t); }
inline double axis_settle_time(const Motion& m) noexcept { return settle_time(m); }
inline double axis_settle_time(const Composite& m) noexcept { return m.settle_time(); }
inline double axis_rest(const Motion& m) noexcept { return rest_position(m); }
inline double axis_rest(const Composite& m) noexcept {
  return rest_position(m.segments().back().motion);
}
}  // namespace detail

/// A motion in the plane made of two independent 1D motions, one per axis
/// (`Axis` is Motion or Composite): for example the two landings of one
/// release, each from its own release velocity. Both are sampled at the same
/// t (s since the motion started), so every value is exactly that of the axis
/// motion on its own: the exactness of the 1D solvers carries over unchanged.
///
/// Time: as the axes read it (t < 0 and NaN mean 0; +inf gives the limit).
/// Done: when both axes are done, so `settle_time()` is the larger of the two
/// settle times (+inf if either never settles). "Done" is per axis, each
/// against its own tolerance: |x - rest.x| and |y - rest.y| within
/// tolerance.distance, not the Euclidean distance.
template <class Axis>
class Motion2D {
 public:
  Motion2D(Axis x, Axis y)
      : x_(std::move(x)),
        y_(std::move(y)),
        settle_time_(std::max(detail::axis_settle_time(x_), detail::axis_settle_time(y_))) {}

  /// Position and velocity of both axes at t.
  State2D at(double t) const noexcept {
    const State a = detail::axis_at(x_, t), b = detail::axis_at(y_, t);
    return {a.x, b.x, a.dx, b.dx};
  }
  Vec2 position(double t) const noexcept {  ///< (px)
    const State2D s = at(t);
    return {s.x, s.y};
  }
  Vec2 velocity(double t) const noexcept {  ///< (px/s)
    const State2D s = at(t);
    return {s.dx, s.dy};
  }
  bool done(double t) const noexcept { return detail::done_at(t, settle_time_); }
  /// The larger settle time of the two axes (s); +inf if either never settles.
  double settle_time() const noexcept { return settle_time_; }
  /// Where each axis comes to rest (see rest_position(const Motion&)).
  Vec2 rest_position() const noexcept { return {detail::axis_rest(x_), detail::axis_rest(y_)}; }

  const Axis& axis_x() const noexcept { return x_; }
  const Axis& axis_y() const noexcept { return y_; }

 private:
  Axis x_;
  Axis y_;
  double settle_time_;
};

/// Two elementary motions (trivially copyable, as the JavaScript layer needs).
using MotionPair = Motion2D<Motion>;
/// Two composites, e.g. one bounded fling (scroll_motion) per axis.
using CompositePair = Motion2D<Composite>;

}  // namespace kinema
