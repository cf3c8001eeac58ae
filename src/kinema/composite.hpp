// kinema — closed-form UI physics.
// composite.hpp: motions chained at exact switch times.
#pragma once

#include <vector>

#include "kinema/detail/time.hpp"
#include "kinema/motion.hpp"

namespace kinema {

/// A sequence of motions. Segment i runs from its start time (s since the
/// composite started) until the next segment's start; its motion is sampled at
/// (t - start). The last segment never ends; the composite is done when it is.
///
/// The builders below compute each switch time exactly in closed form (the
/// time a fling reaches a bound, the time a falling body lands) and start the
/// next motion with the position and velocity at that instant, so x and dx are
/// continuous at every switch.
class Composite {
 public:
  struct Segment {
    double start;  ///< s since the composite started; the first is 0
    Motion motion;
  };

  /// A single motion as a composite.
  explicit Composite(Motion first);

  /// Appends `next`, starting at `start` (> the previous start, finite).
  /// Errors: not_finite / out_of_range ("start").
  Status append(double start, Motion next);

  /// A fling from `from` with `velocity` under friction `drag`, bounded by
  /// [min, max]. If it would come to rest beyond a bound it hands over, at the
  /// exact time it crosses the bound, to a spring (stiffness, damping_ratio,
  /// mass 1) that takes it back to the bound with the crossing velocity
  /// (iOS-like). Starting out of bounds, it is a spring back to the nearest
  /// bound from the start. Errors: as Friction/Spring, out_of_range ("max")
  /// for max < min.
  static Result<Composite> fling_to_spring(double from, double velocity, double drag, double min,
                                           double max, double stiffness, double damping_ratio,
                                           const Tolerance& tolerance = {});

  /// Gravitas' "Fall": gravity from `from` with `velocity` and `acceleration`
  /// until it reaches `landing`, then a spring (stiffness, damping_ratio,
  /// mass 1) to `landing` that starts with the impact velocity.
  /// Errors: as Gravity/Spring; unreachable ("landing") when gravity never
  /// reaches it.
  static Result<Composite> fall(double from, double velocity, double acceleration, double landing,
                                double stiffness, double damping_ratio,
                                const Tolerance& tolerance = {});

  double x(double t) const noexcept { return at(t).x; }
  double dx(double t) const noexcept { return at(t).dx; }
  State at(double t) const noexcept;
  bool done(double t) const noexcept { return detail::done_at(t, settle_time()); }
  /// The earliest time after which |x - rest| <= tolerance.distance and
  /// |dx| <= tolerance.velocity for ever, with the last segment's rest
  /// position and tolerance: the last segment's settle time, offset by its
  /// start, when it starts outside that band; otherwise the last exit in an
  /// earlier segment (found on its curve, cut into pieces on which distance
  /// and speed are monotone), or 0. Computed once, on construction and on
  /// append().
  double settle_time() const noexcept;

  const std::vector<Segment>& segments() const noexcept { return segments_; }
  /// Index of the segment that is active at t.
  std::size_t segment_at(double t) const noexcept;

 private:
  std::vector<Segment> segments_;
  double settle_time_ = 0.0;
  double exact_settle() const;
};

}  // namespace kinema
