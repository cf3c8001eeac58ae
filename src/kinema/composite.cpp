#include "kinema/composite.hpp"

#include <algorithm>
#include <cmath>

#include "kinema/detail/validate.hpp"

namespace kinema {

Composite::Composite(Motion first) { segments_.push_back({0.0, std::move(first)}); }

Status Composite::append(double start, Motion next) {
  if (!std::isfinite(start)) return Status::not_finite;
  if (!(start > segments_.back().start)) return Status::out_of_range;
  segments_.push_back({start, std::move(next)});
  return Status::ok;
}

std::size_t Composite::segment_at(double t) const noexcept {
  t = detail::clamp_time(t);
  const auto it = std::upper_bound(segments_.begin(), segments_.end(), t,
                                   [](double v, const Segment& s) { return v < s.start; });
  return static_cast<std::size_t>(it - segments_.begin()) - 1;
}

State Composite::at(double t) const noexcept {
  t = detail::clamp_time(t);
  const Segment& s = segments_[segment_at(t)];
  return sample(s.motion, t - s.start);
}

double Composite::settle_time() const noexcept {
  return segments_.back().start + kinema::settle_time(segments_.back().motion);
}

namespace {
// A mass-1 spring that starts at `from` with `velocity` and rests at `to`.
Result<Spring> spring_to(double from, double velocity, double to, double stiffness,
                         double damping_ratio, const Tolerance& tolerance) {
  return Spring::with_damping_ratio(from, to, velocity, 1.0, stiffness, damping_ratio, tolerance);
}

// `first` until `switch_time`, then `second`; just `second` if the switch is at 0.
Result<Composite> chain(Motion first, double switch_time, Motion second) {
  if (!(switch_time > 0.0)) return Composite(std::move(second));
  Composite c(std::move(first));
  c.append(switch_time, std::move(second));
  return c;
}
}  // namespace

Result<Composite> Composite::fling_to_spring(double from, double velocity, double drag, double min,
                                             double max, double stiffness, double damping_ratio,
                                             const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"min", min}, {"max", max}})) return *e;
  if (!(max >= min)) return fail(Status::out_of_range, "max", max);
  // Validate the spring once, whatever path is taken.
  auto probe = spring_to(min, 0.0, min, stiffness, damping_ratio, tolerance);
  if (!probe) return probe.error();
  auto friction = Friction::create({from, velocity, drag}, tolerance);
  if (!friction) return friction.error();

  if (from < min || from > max) {  // out of bounds: spring back to the bound
    const double bound = from < min ? min : max;
    auto s = spring_to(from, velocity, bound, stiffness, damping_ratio, tolerance);
    if (!s) return s.error();
    return Composite(*s);
  }
  const double rest = friction->rest_position();
  if (rest >= min && rest <= max) return Composite(*friction);
  // It would cross a bound: switch to a spring at the exact crossing time,
  // starting at the bound with the friction's velocity there.
  const double bound = rest > max ? max : min;
  const double t = friction->time_at(bound);
  auto s = spring_to(bound, friction->dx(t), bound, stiffness, damping_ratio, tolerance);
  if (!s) return s.error();
  return chain(*friction, t, *s);
}

Result<Composite> Composite::fall(double from, double velocity, double acceleration, double landing,
                                  double stiffness, double damping_ratio, const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"landing", landing}})) return *e;
  auto gravity = Gravity::create({from, velocity, acceleration}, tolerance);
  if (!gravity) return gravity.error();
  auto probe = spring_to(landing, 0.0, landing, stiffness, damping_ratio, tolerance);
  if (!probe) return probe.error();
  const double t = gravity->time_at(landing);
  if (!std::isfinite(t)) return fail(Status::unreachable, "landing", landing);
  auto s = spring_to(landing, gravity->dx(t), landing, stiffness, damping_ratio, tolerance);
  if (!s) return s.error();
  return chain(*gravity, t, *s);
}

}  // namespace kinema
