#include "kinema/android_fling.hpp"

#include <cmath>

#include "kinema/detail/elementary.hpp"
#include "kinema/detail/settle.hpp"
#include "kinema/detail/validate.hpp"

namespace kinema {

namespace {
constexpr double kInflexion = 0.35;        // AOSP INFLEXION
constexpr double kGravity = 9.80665;       // m/s^2 (AOSP SensorManager.GRAVITY_EARTH)
constexpr double kInchesPerMeter = 39.37;  // AOSP's figure
constexpr double kTuning = 0.84;           // AOSP: "look and feel tuning"
}  // namespace

double AndroidFling::deceleration_rate() noexcept { return std::log(0.78) / std::log(0.9); }

Result<AndroidFling> AndroidFling::create(const AndroidFlingParams& p, const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"from", p.from}, {"velocity", p.velocity}, {"friction", p.friction}, {"ppi", p.ppi}}))
    return *e;
  if (auto e = positive("friction", p.friction)) return *e;
  if (auto e = positive("ppi", p.ppi)) return *e;
  if (auto e = detail::tolerance(tolerance)) return *e;
  AndroidFling f;
  f.p_ = p;
  f.tol_ = tolerance;
  const double D = deceleration_rate();
  const double v_ref = p.friction * (kGravity * kInchesPerMeter * p.ppi * kTuning) / kInflexion;
  if (p.velocity != 0.0) {
    // (|v0| / v_ref)^(1/(D-1)) through logarithms: the ratio itself may overflow.
    const double log_ratio = std::log(std::fabs(p.velocity)) - std::log(v_ref);
    f.duration_ = D * kInflexion * detail::exp_kernel(log_ratio / (D - 1.0));
    f.distance_ = p.velocity * (f.duration_ / D);
    if (!std::isfinite(f.duration_) || !std::isfinite(f.distance_) || !std::isfinite(p.from + f.distance_) ||
        !(f.duration_ > 0.0))
      return fail(Status::out_of_range, "velocity", p.velocity);
    // |x - rest| = |d| (1-s)^D and |dx| = |v0| (1-s)^(D-1) both fall
    // monotonically: 1 - s = (tol / size)^(1/power).
    auto when = [&](double size, double tol, double power) {
      if (!(size > tol)) return 0.0;
      return f.duration_ * -detail::expm1_kernel(std::log(tol / size) / power);
    };
    double t = std::fmax(when(std::fabs(f.distance_), tolerance.distance, D),
                         when(std::fabs(p.velocity), tolerance.velocity, D - 1.0));
    // Exact on the curve: the first double inside both (at most T, where it
    // rests exactly).
    const detail::Curve curve = [](const void* m, double s) { return static_cast<const AndroidFling*>(m)->at(s); };
    const detail::Band band{f.rest_position(), tolerance.distance, tolerance.velocity};
    f.settle_time_ = std::fmin(detail::first_inside(curve, &f, band, std::fmin(t, f.duration_)), f.duration_);
  }
  return f;
}

State AndroidFling::at(double t) const noexcept {
  t = detail::clamp_time(t);
  if (!(t < duration_)) return {p_.from + distance_, 0.0};
  const double D = deceleration_rate();
  const double l = std::log1p(-t / duration_);  // ln(1 - s) <= 0
  return {p_.from + distance_ * -detail::expm1_kernel(D * l), p_.velocity * detail::exp_kernel((D - 1.0) * l)};
}

double AndroidFling::time_at(double position) const noexcept {
  if (position == p_.from) return 0.0;
  const double rest = rest_position();
  if (position == rest) return duration_;
  const double y = (position - p_.from) / distance_;  // in (0, 1) when reached
  if (!(y > 0.0 && y < 1.0)) return detail::kInfinity;
  // 1 - (1 - s)^D = y  <=>  s = -expm1(log1p(-y) / D).
  return duration_ * -detail::expm1_kernel(std::log1p(-y) / deceleration_rate());
}

}  // namespace kinema
