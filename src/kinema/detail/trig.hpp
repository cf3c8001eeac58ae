// kinema — closed-form UI physics.
// detail/trig.hpp: sin and cos of one angle in one libm call.
//
// The oscillating spring needs both at every x(t). glibc and musl (the
// WebAssembly build's libc) have sincos, which shares the argument check and
// range reduction and runs the same kernels as sin and cos, so the values are
// identical; elsewhere the two standard calls.
#pragma once

#include <math.h>

#include <cmath>

namespace kinema::detail {

struct SinCos {
  double sin, cos;
};

inline SinCos sin_cos(double x) noexcept {
  SinCos r;
#if defined(__EMSCRIPTEN__) || defined(__GLIBC__)
  ::sincos(x, &r.sin, &r.cos);
#else
  r.sin = std::sin(x);
  r.cos = std::cos(x);
#endif
  return r;
}

}  // namespace kinema::detail
