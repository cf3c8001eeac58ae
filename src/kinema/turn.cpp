#include "kinema/turn.hpp"

#include <cmath>

#include "kinema/detail/validate.hpp"

namespace kinema {

double next_turn(const Motion& motion, double after) noexcept {
  if (const auto* s = std::get_if<Spring>(&motion)) {
    const auto& o = s->oscillator();
    const auto& p = s->params();
    const double t = o.extremum(p.from - p.to, p.velocity, 0, after);
    return std::isnan(t) ? detail::kInfinity : t;
  }
  if (const auto* g = std::get_if<Gravity>(&motion)) {
    const auto& p = g->params();
    const double apex = p.acceleration != 0.0 ? -p.velocity / p.acceleration : detail::kInfinity;
    return apex > after ? apex : detail::kInfinity;
  }
  if (const auto* b = std::get_if<BouncingGravity>(&motion)) {
    // Before the first impact: the apex of the first flight, if it rises
    // first; then each impact and the apex halfway to the next one.
    const auto& p = b->params();
    const double t1 = b->first_impact();
    const double apex = -p.velocity / p.acceleration;
    if (apex > after && apex < t1) return apex;
    for (int n = 0; n <= b->bounces(); ++n) {
      const double t = b->impact_time(n);
      if (!std::isfinite(t)) break;
      if (t > after) return t;
      const double next = b->impact_time(n + 1);
      if (std::isfinite(next) && 0.5 * (t + next) > after) return 0.5 * (t + next);
    }
    return detail::kInfinity;
  }
  return detail::kInfinity;  // Friction, ExponentialRate: monotone
}

namespace {

bool outside(double x, double min, double max) noexcept { return !(x > min && x < max); }

}  // namespace

double first_time_outside(const Motion& motion, double min, double max, double from,
                          double to) noexcept {
  // At the start, on a bound counts only when moving out through it.
  const State s0 = sample(motion, from);
  if (s0.x > max || s0.x < min || (s0.x >= max && s0.dx > 0.0) || (s0.x <= min && s0.dx < 0.0))
    return from;
  auto out = [&](double t) { return t > from && outside(sample(motion, t).x, min, max); };
  double a = from;
  for (int piece = 0; piece < 100000 && a < to; ++piece) {
    double b = std::fmin(next_turn(motion, a), to);
    if (!std::isfinite(b)) {
      // A last piece without end: where does it go?
      if (!out(detail::kInfinity)) return detail::kInfinity;
      // It leaves: find a finite time beyond the bound by doubling.
      double span = 1.0;
      b = a + span;
      for (int i = 0; i < 2100 && !out(b); ++i) {
        span *= 2.0;
        b = a + span;
        if (!std::isfinite(b)) return detail::kInfinity;
      }
      if (!out(b)) return detail::kInfinity;
    }
    if (out(b)) {
      // x is monotone on [a, b]: the first double at which it is out.
      double lo = a, hi = b;
      for (int i = 0; i < 2200; ++i) {
        const double mid = lo + 0.5 * (hi - lo);
        if (!(mid > lo && mid < hi)) break;
        (out(mid) ? hi : lo) = mid;
      }
      return hi;
    }
    if (!(b > a)) break;
    a = b;
  }
  return detail::kInfinity;
}

}  // namespace kinema
