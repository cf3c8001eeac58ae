// kinema — closed-form UI physics.
// status.hpp: how every fallible factory reports bad input, without exceptions.
#pragma once

#include <optional>
#include <utility>

namespace kinema {

/// Why a factory refused its input. Every factory in kinema validates its
/// parameters and returns one of these instead of crashing, throwing or
/// producing NaN.
enum class Status {
  ok = 0,
  /// A parameter is NaN or ±infinity.
  not_finite,
  /// A parameter is finite but outside its documented range
  /// (mass <= 0, negative damping, drag outside (0, 1], duration <= 0, ...).
  out_of_range,
  /// The requested target cannot be reached by this kind of motion
  /// (a friction fling that points away from its target, an exponential-rate
  /// motion asked to end with the opposite sign of velocity, ...).
  unreachable,
  /// A Lambert W argument outside the branch's domain.
  out_of_domain,
};

/// A short, stable, lower-case name for a status ("ok", "not_finite", ...).
const char* to_string(Status status) noexcept;

/// What went wrong: the status, the name of the offending parameter as the
/// public API spells it (for example "mass" or "dampingRatio"), and its value.
struct Error {
  Status status = Status::ok;
  const char* parameter = "";
  double value = 0.0;
};

/// Either a value or an Error. A minimal stand-in for C++23 std::expected.
template <class T>
class Result {
 public:
  Result(T value) : value_(std::move(value)) {}  // NOLINT: implicit on purpose
  Result(Error error) : error_(error) {}         // NOLINT: implicit on purpose

  bool ok() const noexcept { return value_.has_value(); }
  explicit operator bool() const noexcept { return ok(); }

  /// The value. Precondition: ok().
  const T& value() const& { return *value_; }
  T& value() & { return *value_; }
  T&& value() && { return std::move(*value_); }
  const T& operator*() const& { return *value_; }
  const T* operator->() const { return &*value_; }

  /// The error; status is Status::ok when ok().
  const Error& error() const noexcept { return error_; }
  Status status() const noexcept { return error_.status; }

 private:
  std::optional<T> value_;
  Error error_{};
};

namespace detail {
/// Error helpers used by the factories.
inline Error fail(Status s, const char* parameter, double value) { return Error{s, parameter, value}; }
}  // namespace detail

}  // namespace kinema
