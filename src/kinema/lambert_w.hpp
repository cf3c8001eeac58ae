// kinema — closed-form UI physics.
// lambert_w.hpp: the real branches of the Lambert W function, public.
// Declared and documented in kinema/detail/lambert_w.hpp, which the files
// below the public API (detail/oscillator.cpp) include.
#pragma once

#include "kinema/detail/lambert_w.hpp"

namespace kinema {

using detail::lambert_w;

}  // namespace kinema
