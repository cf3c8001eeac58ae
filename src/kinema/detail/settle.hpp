// kinema — closed-form UI physics.
// detail/settle.hpp: the last exit from a tolerance band, on a motion's own
// curve.
//
// Every settle time is the earliest time after which |x - rest| <=
// tolerance.distance and |dx| <= tolerance.velocity for ever. A closed form
// (an envelope, or the exact decay of a monotone motion) gives where that is;
// these helpers then find the exact instant on the curve as the motion
// evaluates it, bisecting to adjacent doubles, so that the result is never
// early and late by less than one ulp of the exit.
#pragma once

#include <cfloat>
#include <cmath>
#include <limits>

#include "kinema/state.hpp"

namespace kinema::detail {

/// A motion's curve, as a plain function: its state at t. The helpers below
/// take one of these rather than a template parameter so that their loops
/// exist once in the WebAssembly, not once per motion kind.
using Curve = State (*)(const void* motion, double t);

/// A tolerance band: |x - rest| <= distance and |dx| <= velocity.
struct Band {
  double rest, distance, velocity;
};

/// Outside the band at t, on the curve.
inline bool outside(Curve curve, const void* motion, const Band& band, double t) noexcept {
  const State s = curve(motion, t);
  return std::fabs(s.x - band.rest) > band.distance || std::fabs(s.dx) > band.velocity;
}

/// Bisection between lo (outside) and hi (inside) to adjacent doubles: the
/// first double inside.
[[gnu::noinline]] inline double bisect_exit(Curve curve, const void* motion, const Band& band, double lo, double hi) noexcept {
  for (int i = 0; i < 2200; ++i) {
    const double mid = lo + 0.5 * (hi - lo);
    if (!(mid > lo && mid < hi)) break;
    (outside(curve, motion, band, mid) ? lo : hi) = mid;
  }
  return hi;
}

/// The first double t >= 0 from which the curve is inside the band, for a
/// curve that is outside before some instant and inside from it on (a
/// monotone motion: its distance to rest and its speed both fall), given
/// `estimate`, that instant from the closed form: the estimate is widened on
/// the curve until it is inside there, then bisection to adjacent doubles.
/// 0 if it starts inside, +inf for an infinite (or NaN) estimate or if no
/// bracket is found.
[[gnu::noinline]] inline double first_inside(Curve curve, const void* motion, const Band& band, double estimate) noexcept {
  constexpr double inf = std::numeric_limits<double>::infinity();
  auto out = [&](double t) { return outside(curve, motion, band, t); };
  if (!out(0.0)) return 0.0;
  if (!(estimate < inf)) return inf;
  double lo = 0.0, hi = estimate > 0.0 ? estimate : DBL_MIN;
  double step = std::fmax(hi * 0x1p-40, DBL_MIN);
  for (int i = 0; i < 2100 && out(hi); ++i, step *= 2.0) {
    lo = hi;
    hi += step;
    if (!(hi < inf)) return inf;
  }
  if (out(hi)) return inf;
  // A tight lower end when the estimate was already late (the usual case:
  // closed forms are good to a few ulps).
  const double below = hi - std::fmax(hi * 0x1p-40, DBL_MIN);
  if (below > lo && out(below)) lo = below;
  return bisect_exit(curve, motion, band, lo, hi);
}

/// The last exit over pieces [b[0], b[1]], ..., [b[n-2], b[n-1]] (n >= 2,
/// increasing) on each of which the distance to rest and the speed are
/// each monotone (rising or falling), so that where the curve is inside at
/// a piece's end, it is outside on a prefix of the piece only. Walks back
/// from the last piece: the first double from which the curve stays inside
/// up to b[n-1]; b[n-1] itself if the curve is outside just before it
/// (evaluated at the double below, so a jump at b[n-1] counts from the
/// left); NaN if it is inside on all of [b[0], b[n-1]).
[[gnu::noinline]] inline double last_exit(Curve curve, const void* motion, const Band& band, const double* b, int n) noexcept {
  for (int k = n - 1; k >= 1; --k) {
    const double a = b[k - 1], e = b[k];
    if (!(e > a)) continue;
    const double before = std::nextafter(e, a);
    if (outside(curve, motion, band, before)) return e;
    if (!outside(curve, motion, band, a)) continue;
    return bisect_exit(curve, motion, band, a, before);
  }
  return std::numeric_limits<double>::quiet_NaN();
}

}  // namespace kinema::detail
