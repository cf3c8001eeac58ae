#include "kinema/rubber_band.hpp"

#include <cfloat>
#include <cmath>
#include <limits>

namespace kinema {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();
}  // namespace

double rubber_band(double x, double d, double c) noexcept {
  if (!(d > 0.0) || !(c > 0.0)) return kNaN;
  // 0 stays 0 (an infinite c would make c x = inf * 0 = NaN).
  if (x == 0.0 || std::isnan(x)) return x;
  // c x d / (d + c x); far out (c x > 1e9 d, where the band is within 1e-9
  // of d) as d (c x / (d + c x)), whose quotient is at most 1: the result
  // never exceeds d and nothing overflows before the division.
  const double cx = c * std::fabs(x);
  // An unbounded dimension: the limit c x (inf / inf otherwise).
  if (std::isinf(d)) return std::copysign(cx, x);
  if (std::isinf(cx)) return std::copysign(d, x);  // the limit, also for d near DBL_MAX
  // The direct form where its product and sum are normal, finite doubles; else
  // (and far out) r / (1 + r) with r = c x / d, which is at most 1: nothing
  // overflows or underflows, and the result never exceeds d.
  const double p = cx * d, q = d + cx;
  double f;
  if (!(p >= DBL_MIN) || !std::isfinite(p) || !std::isfinite(q)) {
    const double r = cx / d;
    f = std::isinf(r) ? d : d * (r / (1.0 + r));
  } else {
    f = cx > 1e9 * d ? d * (cx / q) : p / q;
  }
  return std::copysign(f, x);
}

double rubber_band_inverse(double f, double d, double c) noexcept {
  if (!(d > 0.0) || !(c > 0.0)) return kNaN;
  const double af = std::fabs(f);
  if (!(af < d)) return af == af ? std::copysign(kInf, f) : kNaN;
  if (std::isinf(d)) return f / c;  // the limit of d f / (c (d - f)); inf / inf otherwise
  if (af == 0.0) return f;  // c (d - f) may underflow to 0: 0 / 0
  // d f / (c (d - f)) as (f / c) (d / (d - f)): the second factor is >= 1 and
  // finite, so no product underflows to 0 / 0 or overflows to inf / inf.
  return std::copysign((af / c) * (d / (d - af)), f);
}

double rubber_band_clamp(double p, double min, double max, double d, double c) noexcept {
  if (p < min) return min + rubber_band(p - min, d, c);
  if (p > max) return max + rubber_band(p - max, d, c);
  return p;
}

double rubber_band_unclamp(double p, double min, double max, double d, double c) noexcept {
  if (p < min) return min + rubber_band_inverse(p - min, d, c);
  if (p > max) return max + rubber_band_inverse(p - max, d, c);
  return p;
}

}  // namespace kinema
