// kinema — closed-form UI physics.
// hex.hpp: the "hexponential" hex(x) = (e^x - 1) / x and its relatives,
// public. Declared and documented in kinema/detail/hex.hpp, which the files
// below the public API (detail/oscillator.cpp) include.
#pragma once

#include "kinema/detail/hex.hpp"

namespace kinema {

using detail::hex;
using detail::integrated_exp;
using detail::hexm1;
using detail::hex_derivative;

}  // namespace kinema
