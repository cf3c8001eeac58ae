// kinema — closed-form UI physics.
// scroll.hpp: the motion of scrolling content after the finger lifts.
#pragma once

#include "kinema/defaults.hpp"

#include "kinema/composite.hpp"

namespace kinema {

/// What happens at the ends of the scroll range.
enum class Overscroll {
  /// iOS: the fling runs past the bound and a spring brings it back.
  bounce = 0,
  /// Android: the fling stops dead at the bound.
  clamp = 1,
};

/// The curve of the fling itself.
enum class FlingCurve {
  /// Exponential friction with `drag` (UIScrollView: drag 0.135 per second
  /// is its 'normal' deceleration rate, 0.998 per ms; 'fast' is 0.99 per ms).
  friction = 0,
  /// Android's fling (AndroidFling: AOSP OverScroller's spline as Flutter's
  /// ClampingScrollSimulation writes it), with `android_friction`.
  android = 1,
};

struct ScrollOptions {
  /// Fraction of velocity kept per second, in (0, 1] (0.135: iOS normal).
  double drag = defaults::kFlingDrag;
  Overscroll overscroll = Overscroll::bounce;
  /// The bounce-back spring (mass 1): stiffness (1/s^2, > 0) and damping
  /// ratio (>= 0; 1 is critical, no second overshoot).
  double stiffness = defaults::kScrollStiffness;
  double damping_ratio = defaults::kScrollDampingRatio;
  FlingCurve curve = FlingCurve::friction;
  /// AOSP's scroll friction for the android curve (> 0).
  double android_friction = defaults::kAndroidFriction;
};

/// Scrolling content released at `position` (px) with `velocity` (px/s)
/// within [min, max] (px): the fling (friction, or Android's curve), handed
/// over at the exact time it reaches a bound to a spring back to it
/// (bounce), or stopped there (clamp).
/// Starting out of bounds it springs back to the nearest bound in both modes.
/// x and dx are continuous at every switch (clamp stops: dx drops to 0 there).
/// Errors: as Friction and Spring; out_of_range ("max") for max < min.
Result<Composite> scroll_motion(double position, double velocity, double min, double max,
                                const ScrollOptions& options = {},
                                const Tolerance& tolerance = {});

}  // namespace kinema
