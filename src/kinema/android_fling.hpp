// kinema — closed-form UI physics.
// android_fling.hpp: Android's fling curve (AOSP OverScroller's spline, as
// Flutter's ClampingScrollSimulation fits it).
#pragma once

#include "kinema/defaults.hpp"

#include "kinema/detail/time.hpp"
#include "kinema/state.hpp"
#include "kinema/status.hpp"
#include "kinema/tolerance.hpp"

namespace kinema {

struct AndroidFlingParams {
  double from = 0.0;      ///< initial position (px)
  double velocity = 0.0;  ///< initial velocity (px/s)
  /// AOSP's mFlingFriction (ViewConfiguration.getScrollFriction()), > 0.
  double friction = defaults::kAndroidFriction;
  /// Pixels per inch of the unit of `from` and `velocity` (> 0): 160, an
  /// Android dp (and a CSS px on Android's browsers) as in Flutter.
  double ppi = defaults::kAndroidPpi;
};

/// The fling of an Android list (AOSP OverScroller's SplineOverScroller), in
/// the closed form Flutter's ClampingScrollSimulation uses since 2023:
///
///   D = ln 0.78 / ln 0.9 (AOSP's DECELERATION_RATE, 2.358...),
///   v_ref = friction * g * 39.37 * ppi * 0.84 / 0.35 (INFLEXION 0.35;
///           AOSP's mPhysicalCoeff with g = 9.80665 m/s^2),
///   T = D * 0.35 * (|v0| / v_ref)^(1 / (D - 1))   (s; it stops dead at T),
///   distance d = v0 T / D (AOSP's getSplineFlingDistance),
///   x(t) = from + d (1 - (1 - t/T)^D),  dx(t) = v0 (1 - t/T)^(D - 1),
///
/// written with log1p and expm1 (no cancellation next to the start or the
/// stop). dx(0) is v0 exactly and x(T) = from + d.
///
/// Time: t < 0 and NaN mean 0; t >= T (and +inf) is the rest position.
/// Done: the earliest time after which |x - rest| <= tolerance.distance and
/// |dx| <= tolerance.velocity for ever (both fall monotonically: the later
/// closed-form crossing, refined on the curve to the first double inside
/// both: never early, late by at most an ulp); at most T.
class AndroidFling {
 public:
  /// Errors: not_finite; out_of_range for friction or ppi <= 0, and
  /// ("velocity") when the distance or duration overflows.
  static Result<AndroidFling> create(const AndroidFlingParams& params, const Tolerance& tolerance = {});

  double x(double t) const noexcept { return at(t).x; }
  double dx(double t) const noexcept { return at(t).dx; }
  State at(double t) const noexcept;
  bool done(double t) const noexcept { return detail::done_at(t, settle_time_); }
  double settle_time() const noexcept { return settle_time_; }

  /// When it stops (s): T.
  double duration() const noexcept { return duration_; }
  /// The signed distance it travels (px): d.
  double distance() const noexcept { return distance_; }
  double rest_position() const noexcept { return p_.from + distance_; }
  /// The first time it reaches `position`: 0 for the start, T for the rest
  /// position, +inf if never (closed form).
  double time_at(double position) const noexcept;

  const AndroidFlingParams& params() const noexcept { return p_; }
  const Tolerance& tolerance() const noexcept { return tol_; }

  /// AOSP's DECELERATION_RATE, ln 0.78 / ln 0.9.
  static double deceleration_rate() noexcept;

 private:
  AndroidFling() = default;
  AndroidFlingParams p_{};
  Tolerance tol_{};
  double duration_ = 0.0;
  double distance_ = 0.0;
  double settle_time_ = 0.0;
};

}  // namespace kinema
