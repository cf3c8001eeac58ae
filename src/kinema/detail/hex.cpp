#include "kinema/detail/hex.hpp"
#include "kinema/detail/elementary.hpp"
#include "kinema/detail/validate.hpp"

#include <cmath>

namespace kinema::detail {

namespace {
// Sum_{k>=0} a_k x^k by Horner, with a_k = coefficient(k); used for |x| < 1.
// 22 terms: the first omitted term is below 1/23! ~ 4e-23 of the result.
template <class Coef>
double series(double x, Coef coefficient) noexcept {
  double sum = 0.0;
  for (int k = 22; k >= 0; --k) sum = sum * x + coefficient(k);
  return sum;
}
double inverse_factorial(int n) noexcept {
  double f = 1.0;
  for (int i = 2; i <= n; ++i) f *= i;
  return 1.0 / f;
}
}  // namespace

double hex(double x) noexcept {
  // Near 0 the quotient is 1 + x/2 + x^2/6 + ...; two terms already exceed
  // double precision below 1e-8, and there expm1(x)/x would divide two tiny
  // numbers for nothing.
  if (std::fabs(x) < 1e-8) return 1.0 + 0.5 * x * (1.0 + x / 3.0);
  if (x > 709.0) {
    // expm1 overflows first; e^x / x = e^(x/2) (e^(x/2) / x) stays finite
    // up to x ~ 716.
    if (!(x < 720.0)) return detail::kInfinity;
    const double h = detail::exp_kernel(0.5 * x);
    return h * (h / x);
  }
  return detail::expm1_kernel(x) / x;  // expm1 is exact to an ulp; no cancellation
}

double integrated_exp(double rate, double t) noexcept {
  if (t == 0.0) return 0.0;  // an empty integral, whatever the rate (inf * 0 below)
  const double y = rate * t;
  if (std::isinf(y) || std::isinf(t)) return rate < 0.0 ? -1.0 / rate : detail::kInfinity;
  return t * hex(y);
}

double hexm1(double x) noexcept {
  if (std::fabs(x) < 1.0) {
    // sum_{k>=1} x^k/(k+1)! = x * sum_{j>=0} x^j/(j+2)!
    return x * series(x, [](int j) { return inverse_factorial(j + 2); });
  }
  if (x > 709.0 || x < -1e300) return hex(x) - 1.0;  // limits: +inf and -1
  return (detail::expm1_kernel(x) - x) / x;  // |x| >= 1: at most ~2 bits lost
}

double hex_derivative(double x) noexcept {
  if (std::fabs(x) < 1.0) {
    // d/dx sum x^k/(k+1)! = sum_{k>=1} k x^(k-1)/(k+1)! = sum_j (j+1) x^j/(j+2)!
    return series(x, [](int j) { return (j + 1) * inverse_factorial(j + 2); });
  }
  if (x > 0.0) {
    if (x > 709.0) return x > 1e300 ? x : hex(x) * ((x - 1.0) / x) + 1.0 / (x * x);
    return (detail::exp_kernel(x) * (x - 1.0) + 1.0) / (x * x);
  }
  const double ex = detail::exp_kernel(x);  // 0 far left, where the product would be -inf * 0
  return ((ex > 0.0 ? (x - 1.0) * ex : 0.0) + 1.0) / (x * x);
}

}  // namespace kinema::detail
