// kinema — closed-form UI physics.
// tolerance.hpp: what "done" means for every motion.
#pragma once

#include "kinema/defaults.hpp"

namespace kinema {

/// How close to rest counts as rest. Every motion carries one; its `done(t)`
/// and `settle_time()` are defined against it.
///
/// The defaults match Flutter's physics library (0.001 of each unit), which is
/// invisible for positions measured in CSS pixels.
struct Tolerance {
  /// Largest distance from the rest position that counts as "there" (px). > 0.
  double distance = defaults::kToleranceDistance;
  /// Largest speed that counts as "stopped" (px/s). > 0.
  double velocity = defaults::kToleranceVelocity;
  /// Shortest duration that still matters (s). > 0. Used where a motion would
  /// otherwise make ever shorter events, e.g. bounces of a BouncingGravity.
  double time = defaults::kToleranceTime;
};

}  // namespace kinema
