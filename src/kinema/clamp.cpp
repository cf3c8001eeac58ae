#include "kinema/clamp.hpp"

#include <cmath>

#include "kinema/detail/validate.hpp"

namespace kinema {

Result<Composite> clamp_motion(const Composite& motion, double min, double max,
                               const Tolerance& tolerance) {
  using namespace detail;
  if (auto e = finite({{"min", min}, {"max", max}})) return *e;
  if (!(max >= min)) return fail(Status::out_of_range, "max", max);
  if (auto e = detail::tolerance(tolerance)) return *e;
  const auto& segs = motion.segments();
  for (std::size_t i = 0; i < segs.size(); ++i) {
    const double start = segs[i].start;
    const double end = i + 1 < segs.size() ? segs[i + 1].start - start : kInfinity;
    const double t = first_time_outside(segs[i].motion, min, max, 0.0, end);
    if (!std::isfinite(t) || (i + 1 < segs.size() && t >= end)) continue;
    // It reaches a bound at start + t: rest there exactly.
    const double x = sample(segs[i].motion, t).x;
    const double bound = x >= max ? max : min;
    auto rest = Gravity::create({bound, 0.0, 0.0}, tolerance);
    if (!rest) return rest.error();
    if (i == 0 && !(t > 0.0)) return Composite(*rest);
    Composite c(segs[0].motion);
    for (std::size_t j = 1; j <= i; ++j) c.append(segs[j].start, segs[j].motion);
    if (!(start + t > c.segments().back().start)) {
      // The crossing is at the very start of segment i: drop it.
      Composite d(segs[0].motion);
      for (std::size_t j = 1; j < i; ++j) d.append(segs[j].start, segs[j].motion);
      d.append(start, *rest);
      return d;
    }
    c.append(start + t, *rest);
    return c;
  }
  return motion;
}

}  // namespace kinema
