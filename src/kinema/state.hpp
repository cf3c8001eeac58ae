// kinema — closed-form UI physics.
// state.hpp: position and velocity at one instant.
#pragma once

namespace kinema {

/// Position and velocity of a motion at one instant.
struct State {
  double x = 0.0;   ///< position (px)
  double dx = 0.0;  ///< velocity (px/s)
};

}  // namespace kinema
