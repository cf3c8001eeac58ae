// kinema — closed-form UI physics.
// detail/decay.hpp: the exponential approach to rest that Friction (without
// deceleration) and a decaying ExponentialRate share, as one formula for the
// single call and the batch.
#pragma once

#include "kinema/detail/elementary.hpp"
#include "kinema/detail/exact.hpp"
#include "kinema/state.hpp"

namespace kinema::detail {

/// x(t) = from + reach (1 - e^(rate t)), dx(t) = velocity e^(rate t), with
/// rate < 0 (1/s) and reach = velocity / -rate (px) finite: friction with
/// rate = ln(drag), or an exponential rate with rate = -lambda. `rest` is
/// where it comes to rest (from + reach rounded, or the exact target of
/// Friction::to_stop_at). rate = 0 marks a motion of these kinds that is
/// not such an approach (decay_applies then fails for every t).
struct Decay {
  double from = 0, reach = 0, rest = 0, velocity = 0, rate = 0;
};

/// Whether the motion at y = rate t is decay_state(d, y): the approach has
/// begun (below -1e-300; for a subnormal y the product with reach would keep
/// only y's few digits, and the callers use v t hex(y), exact there). Also
/// false for NaN and for rate = 0 (y = 0). The callers return the limits
/// for t = +inf themselves.
inline bool decay_applies(double y) noexcept { return y < -1e-300; }

/// Whether the batch may evaluate y two at a time (exp_expm1_2): as
/// decay_applies, in expm1's table range (from -1/16 down; its series
/// near 0 stays scalar), and e^y is normal (from -700 on; beyond, mul_exp
/// takes two half steps).
inline bool decay_vector_lane(double y) noexcept {
  return y >= -700.0 && y <= -elementary::kExpm1Series;
}

/// The state at y = rate t (decay_applies(y), y finite), written from + reach
/// (-expm1(y)) so that it can never step back: -expm1(y) rises
/// monotonically to exactly 1 (from y < -38 on), and rounding a monotone
/// product and sum keeps it monotone; past -40 it is the rest position
/// itself, to the bit, and it never passes it. The batch (spring_batch.cpp)
/// performs the same operations two at a time.
inline State decay_state(const Decay& d, double y) noexcept {
  double x = y < -40.0 ? d.rest : d.from + d.reach * -expm1_kernel(y);
  if (d.velocity > 0.0 ? x > d.rest : x < d.rest) x = d.rest;
  // v0 e^y: below e^-708 the exponential alone is subnormal while the
  // product may still be an ordinary number (v0 up to 1e308).
  return {x, mul_exp(d.velocity, y)};
}

}  // namespace kinema::detail
