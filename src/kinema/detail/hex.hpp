// kinema — closed-form UI physics.
// detail/hex.hpp: the "hexponential" hex(x) = (e^x - 1) / x and its relatives.
// In detail (below every motion, which uses it: detail/oscillator.cpp,
// friction.cpp, exponential_rate.cpp); kinema/hex.hpp makes it public.
#pragma once

namespace kinema::detail {


/// hex(x) = (e^x - 1) / x, continued by hex(0) = 1 (the difference quotient of
/// e^x at 0). It turns every "(e^(rt) - 1) / r" in kinema into "t * hex(r t)",
/// which stays exact when the rate r goes to zero (friction with drag -> 1,
/// exponential-rate motion with lambda -> 0, springs near critical damping).
///
/// Full double precision for every finite x; hex(-inf) = 0, hex(+inf) = +inf,
/// hex(NaN) = NaN. Positive and increasing everywhere.
double hex(double x) noexcept;

/// The integral of e^(rate s) for s from 0 to t: (e^(rate t) - 1) / rate =
/// t hex(rate t), with its limits kept when rate t overflows (1/|rate| for
/// rate < 0 and t -> inf). t >= 0.
double integrated_exp(double rate, double t) noexcept;

/// hex(x) - 1 = (e^x - 1 - x) / x, without cancellation near 0
/// (hexm1(x) ~ x/2 there). Used by the exponential-rate inverse solver.
double hexm1(double x) noexcept;

/// d/dx hex(x) = (x e^x - e^x + 1) / x^2, without cancellation near 0
/// (the derivative at 0 is 1/2).
double hex_derivative(double x) noexcept;

}  // namespace kinema::detail
