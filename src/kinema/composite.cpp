#include "kinema/composite.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "kinema/detail/settle.hpp"
#include "kinema/detail/validate.hpp"
#include "kinema/turn.hpp"

namespace kinema {

Composite::Composite(Motion first) {
  segments_.push_back({0.0, std::move(first)});
  settle_time_ = exact_settle();
}

Status Composite::append(double start, Motion next) {
  if (!std::isfinite(start)) return Status::not_finite;
  if (!(start > segments_.back().start)) return Status::out_of_range;
  segments_.push_back({start, std::move(next)});
  settle_time_ = exact_settle();
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

namespace {
// One segment on the composite's clock: its motion sampled at t - start,
// exactly as Composite::at samples it there.
struct OnClock {
  const Motion* motion;
  double start;
};
State on_clock(const void* c, double t) noexcept {
  const auto* s = static_cast<const OnClock*>(c);
  return sample(*s->motion, t - s->start);
}

// The last exit of segment `seg` from the band over [seg.start, end], on
// the composite's clock; NaN if it is inside throughout. The interval is
// cut where x turns (next_turn), where a spring's velocity turns (its
// extrema), and where x crosses the rest position (bisection, x being
// monotone there): on each piece the distance to rest and the speed are
// each monotone, so the curve is outside at most on a prefix or a suffix of
// it (detail::last_exit). Walking forward, only the last piece that is
// outside somewhere is kept.
double last_exit_within(const OnClock& seg, const detail::Band& band, double end) {
  const Motion& m = *seg.motion;
  auto x = [&](double t) { return on_clock(&seg, t).x - band.rest; };
  auto out = [&](double t) { return detail::outside(on_clock, &seg, band, t); };
  const Spring* spring = std::get_if<Spring>(&m);
  double last[2] = {0.0, 0.0};  // the last piece with a point outside
  bool any = false;
  auto piece = [&](double a, double e) {
    if (e > a && (out(a) || out(std::nextafter(e, a)))) last[0] = a, last[1] = e, any = true;
  };
  double a = seg.start;
  for (int i = 0; i < 100000 && a < end; ++i) {
    double turn = next_turn(m, a - seg.start);
    if (spring) {
      const auto& p = spring->params();
      const double t = spring->oscillator().extremum(p.from - p.to, p.velocity, 1, a - seg.start);
      if (t < turn) turn = t;  // NaN: no such turn
    }
    double e = std::fmin(seg.start + turn, end);
    if (!(e > a)) e = end;
    const double xa = x(a), xe = x(std::nextafter(e, a));
    if ((xa < 0.0 && xe > 0.0) || (xa > 0.0 && xe < 0.0)) {
      double lo = a, hi = e;  // x is monotone on [a, e]: where it crosses rest
      for (int k = 0; k < 2200; ++k) {
        const double mid = lo + 0.5 * (hi - lo);
        if (!(mid > lo && mid < hi)) break;
        ((x(mid) < 0.0) == (xa < 0.0) ? lo : hi) = mid;
      }
      piece(a, hi);
      a = hi;
    }
    piece(a, e);
    a = e;
  }
  if (!any) return std::numeric_limits<double>::quiet_NaN();
  return detail::last_exit(on_clock, &seg, band, last, 2);
}
}  // namespace

double Composite::settle_time() const noexcept { return settle_time_; }

double Composite::exact_settle() const {
  // The last segment never ends: its own settle time is exact on its own
  // clock. If it starts outside its band, that is the composite's (read on
  // the composite's clock, (start + s) - start may round an ulp below s:
  // step to the first double inside); if it starts inside, the composite
  // left the band (around the last segment's rest position, with its
  // tolerance) earlier, in an earlier segment, or never.
  const Segment& last = segments_.back();
  const double own = kinema::settle_time(last.motion);
  if (segments_.size() == 1) return own;
  const Tolerance tol = std::visit([](const auto& m) { return m.tolerance(); }, last.motion);
  const detail::Band band{rest_position(last.motion), tol.distance, tol.velocity};
  if (own > 0.0) {
    const OnClock seg{&last.motion, last.start};
    double t = last.start + own;
    for (int i = 0; i < 64 && std::isfinite(t) && detail::outside(on_clock, &seg, band, t); ++i)
      t = std::nextafter(t, detail::kInfinity);
    return t;
  }
  for (std::size_t i = segments_.size() - 1; i-- > 0;) {
    const double exit = last_exit_within({&segments_[i].motion, segments_[i].start}, band, segments_[i + 1].start);
    if (!std::isnan(exit)) return exit;
  }
  return 0.0;
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
