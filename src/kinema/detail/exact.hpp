// kinema — closed-form UI physics.
// detail/exact.hpp: the rounding error of a product, without fma.
//
// WebAssembly (MVP) has no fused multiply-add; std::fma there is a software
// routine of about 1 KB. Dekker's product with Veltkamp's split gives the same
// exact error term in a few multiplications, identically on every target.
#pragma once

#include <cmath>

#include "kinema/detail/elementary.hpp"

namespace kinema::detail {

struct Product {
  double p;  ///< a * b rounded
  double e;  ///< the rounding error: a * b = p + e exactly
};

/// a * b = p + e exactly, for |a|, |b| <= 1e150 (beyond, e is 0: the split
/// would overflow, and no physical input of kinema is that large).
inline Product two_product(double a, double b) noexcept {
  const double p = a * b;
  if (!(std::fabs(a) <= 1e150 && std::fabs(b) <= 1e150)) return {p, 0.0};
  constexpr double kSplit = 134217729.0;  // 2^27 + 1
  const double ca = kSplit * a, cb = kSplit * b;
  const double ah = ca - (ca - a), al = a - ah;
  const double bh = cb - (cb - b), bl = b - bh;
  return {p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
}

/// v e^y where e^y alone would overflow (y > 709) or lose its digits among
/// the subnormals (y < -708) while the product is an ordinary number: two
/// half-steps e^(y/2) then, each representable.
inline double mul_exp(double v, double y) noexcept {
  if (!(std::fabs(y) <= 700.0)) {
    const double h = exp_kernel(0.5 * y);
    return v * h * h;
  }
  return v * exp_kernel(y);
}

/// ln(a / b) for a, b > 0, also where the quotient overflows or is
/// subnormal (then as ln a - ln b, which cannot cancel there).
inline double log_ratio(double a, double b) noexcept {
  const double r = a / b;
  if (r >= 2.2250738585072014e-308 && r <= 1.7976931348623157e308) return std::log(r);
  return std::log(a) - std::log(b);
}

/// sqrt(a^2 + b^2) without overflow or underflow in the squares.
inline double hypot2(double a, double b) noexcept {
  a = std::fabs(a);
  b = std::fabs(b);
  const double m = a > b ? a : b;
  if (!(m > 0.0) || std::isinf(m)) return m;  // 0, inf, NaN
  const double r = (a > b ? b : a) / m;
  return m * std::sqrt(1.0 + r * r);
}

}  // namespace kinema::detail
