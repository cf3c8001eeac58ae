// kinema — closed-form UI physics.
// detail/validate.hpp: parameter checks shared by the factories, and the
// time clamp every x(t)/dx(t) applies.
#pragma once

#include <cfloat>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <optional>
#include <utility>

#include "kinema/detail/time.hpp"
#include "kinema/status.hpp"
#include "kinema/tolerance.hpp"

namespace kinema::detail {

inline constexpr double kInfinity = std::numeric_limits<double>::infinity();
inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

using Check = std::optional<Error>;

/// The first of the named values that is NaN or infinite.
inline Check finite(std::initializer_list<std::pair<const char*, double>> values) {
  for (const auto& [name, value] : values)
    if (!std::isfinite(value)) return fail(Status::not_finite, name, value);
  return std::nullopt;
}
inline Check positive(const char* name, double value) {
  if (!(value > 0.0)) return fail(Status::out_of_range, name, value);
  return std::nullopt;
}
inline Check non_negative(const char* name, double value) {
  if (!(value >= 0.0)) return fail(Status::out_of_range, name, value);
  return std::nullopt;
}
/// Every tolerance must be finite and > 0.
inline Check tolerance(const Tolerance& tol) {
  if (auto e = finite({{"tolerance.distance", tol.distance},
                       {"tolerance.velocity", tol.velocity},
                       {"tolerance.time", tol.time}}))
    return e;
  if (auto e = positive("tolerance.distance", tol.distance)) return e;
  if (auto e = positive("tolerance.velocity", tol.velocity)) return e;
  return positive("tolerance.time", tol.time);
}

}  // namespace kinema::detail
