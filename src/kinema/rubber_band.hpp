// kinema — closed-form UI physics.
// rubber_band.hpp: iOS-style resistance when dragging past a bound.
#pragma once

namespace kinema {

/// The iOS rubber band: dragging `overscroll` px past a bound moves the content
/// f(x) = (1 - 1 / (x c / d + 1)) d = c x d / (d + c x) px, with `dimension` d
/// (px, > 0: the viewport's size along the axis) and coefficient c (0.55 on
/// iOS). Odd in x: negative overscroll (past the lower bound) mirrors it.
/// |f(x)| < d (it rounds to d for huge x, never above); f(x) ~ c x for small x.
///
/// Bad input: NaN anywhere, d <= 0 or c <= 0 give NaN (the JavaScript layer
/// validates before calling); this is the only documented NaN in kinema.
double rubber_band(double overscroll, double dimension, double coefficient = 0.55) noexcept;

/// The exact inverse: the overscroll x whose band is `displayed` (|displayed|
/// < dimension), x = d f / (c (d - f)), so that grabbing content again
/// mid-bounce does not jump. |displayed| >= dimension gives +-inf.
double rubber_band_inverse(double displayed, double dimension, double coefficient = 0.55) noexcept;

/// The displayed position for a raw (finger-driven) position: itself inside
/// [min, max], rubber-banded past either bound.
double rubber_band_clamp(double position, double min, double max, double dimension,
                         double coefficient = 0.55) noexcept;

/// Inverse of rubber_band_clamp.
double rubber_band_unclamp(double displayed, double min, double max, double dimension,
                           double coefficient = 0.55) noexcept;

}  // namespace kinema
