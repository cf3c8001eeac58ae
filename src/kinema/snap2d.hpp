// kinema — closed-form UI physics.
// snap2d.hpp: where a release in the plane comes to rest, which 2D snap
// point it chooses, and the motion that lands on it exactly.
#pragma once

#include "kinema/defaults.hpp"

#include <cstddef>

#include "kinema/motion2d.hpp"
#include "kinema/snap.hpp"

namespace kinema {

/// Momentum projection: where an element released at `position` (px) with
/// `velocity` (px/s) comes to rest under scroll friction `drag` (the
/// fraction of velocity kept per second, in (0, 1]; 0.135 is iOS's normal
/// deceleration, the default of ScrollOptions), each axis from its own
/// release velocity: position + velocity / -ln(drag), the rest position of
/// the Friction of each axis. The same drag acts on both axes, so the
/// projected point lies on the ray from `position` along `velocity`.
/// A moving axis with drag 1 (no friction), or a projection beyond the
/// range of doubles, gives +-inf on that axis.
/// Errors: not_finite ("position.x", "position.y", "velocity.x",
/// "velocity.y", "drag"); out_of_range ("drag") outside (0, 1].
Result<Vec2> project_2d(Vec2 position, Vec2 velocity, double drag = defaults::kFlingDrag);

/// The index of the 2D snap point for a release: the point nearest (in
/// Euclidean distance) to the projected rest point of project_2d().
/// `xy` holds the n points interleaved: x0, y0, x1, y1, ... (px).
/// - Ties (equally near points, to the bit) go to the lowest index.
/// - A point with a NaN or infinite coordinate is never chosen.
/// - A projection at infinity (drag 1, or beyond the range of doubles):
///   the limit of "nearest" along the ray, i.e. the point farthest in the
///   direction of `velocity` (largest p . velocity), ties to the point
///   nearest to `position`, then the lowest index.
/// Returns n (no choice) when n is 0, no point is finite, an input
/// (position, velocity, drag) is NaN or infinite, or drag is outside (0, 1].
std::size_t choose_snap_2d(const double* xy, std::size_t n, Vec2 position, Vec2 velocity,
                           double drag = defaults::kFlingDrag) noexcept;

/// The motion from a release at `position` (px) with `velocity` (px/s) that
/// comes to rest exactly on `target` (px): on each axis, snap_motion() from
/// that axis's release position and velocity to its target coordinate
/// (`options` and `tolerance` shared): a Friction that keeps the axis's
/// release velocity when it points at the target and is brisk enough,
/// otherwise a critically damped Spring. So the velocity at t = 0 is the
/// release velocity on every axis whose landing is a Friction, and on every
/// axis whose landing is a Spring too (a spring starts with the release
/// velocity): there is no jump in velocity at release on either axis.
/// Done when both axes are (settle_time() is the larger).
/// Errors: not_finite ("position.x", ..., "target.y", then as snap_motion,
/// with "target.x" or "target.y" where the distance to the target overflows);
/// out_of_range as snap_motion ("stiffness", "maxTimeConstant", tolerance).
Result<MotionPair> snap_motion_2d(Vec2 position, Vec2 velocity, Vec2 target,
                                  const SnapOptions& options = {},
                                  const Tolerance& tolerance = {});

}  // namespace kinema
