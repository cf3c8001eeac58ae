// kinema — WebAssembly bindings.
// wire.hpp: how motions cross between JavaScript and WebAssembly.
//
// Every elementary motion is trivially copyable, and so is kinema::Motion
// (a std::variant of them). JavaScript keeps a motion as a copy of those
// bytes in a Float64Array it owns: nothing lives in the wasm heap on its
// behalf, so nothing has to be freed. To evaluate, the bytes are copied into
// the one scratch slot below (only when another motion was there last) and a
// plain C export reads it.
#pragma once

#include <type_traits>

#include <kinema/kinema.hpp>

namespace kinema::bindings {

static_assert(std::is_trivially_copyable_v<Motion>, "motions must cross the boundary as bytes");
static_assert(sizeof(Motion) % sizeof(double) == 0, "motions are copied as doubles");
static_assert(alignof(Motion) <= alignof(double), "double alignment is enough for a motion");

/// The motion being evaluated (written by JavaScript or by a factory).
Motion& slot() noexcept;

/// What a factory reports besides the motion: status and, on failure, the
/// offending parameter's value (its name goes to made_parameter()); on
/// success the settle time, the rest position and five figures per kind.
struct Made {
  double status = 0;
  double value = 0;
  double settleTime = 0;
  double rest = 0;
  double a = 0, b = 0, c = 0, d = 0, e = 0;
  double kind = 0;  // the motion's variant index (0 Spring, 1 Friction, 2 Gravity, ...)
  double f = 0, g = 0;
};
static_assert(sizeof(Made) == 12 * sizeof(double), "JavaScript reads Made as 12 doubles");
Made& made() noexcept;
constexpr int kParameterBytes = 32;
/// NUL-terminated name of the offending parameter (ASCII).
char* made_parameter() noexcept;
/// Up to 5 segments written by the composite builders (4 of a composite
/// and the rest that clamp_motion may add), and read by clamp.
constexpr int kMaxSegments = 5;
Motion* segments() noexcept;
double* segment_starts() noexcept;

}  // namespace kinema::bindings
