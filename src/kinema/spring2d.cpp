#include "kinema/spring2d.hpp"

#include <algorithm>
#include <cstring>

#include "kinema/detail/validate.hpp"

namespace kinema {

namespace {
// A 1D error names "from", "to" or "velocity": the 2D parameter is that
// vector's component on `axis` (0 = x, 1 = y). Shared parameters (mass,
// stiffness, damping, ...) keep their names.
Error per_axis(Error e, int axis) {
  static const char* const kNames[3][3] = {
      {"from", "from.x", "from.y"}, {"to", "to.x", "to.y"}, {"velocity", "velocity.x", "velocity.y"}};
  for (const auto& n : kNames)
    if (std::strcmp(e.parameter, n[0]) == 0) e.parameter = n[1 + axis];
  return e;
}

// Both axes from one 1D factory, x first; `assemble` is a lambda of a
// member function, which may call the private constructor.
template <class Make>
Result<Spring2D> both(Vec2 from, Vec2 to, Vec2 velocity, const Make& make,
                      Result<Spring2D> (*assemble)(const Spring&, const Spring&)) {
  auto x = make(from.x, to.x, velocity.x);
  if (!x) return per_axis(x.error(), 0);
  auto y = make(from.y, to.y, velocity.y);
  if (!y) return per_axis(y.error(), 1);
  return assemble(*x, *y);
}
}  // namespace

Spring2D::Spring2D(const Spring& x, const Spring& y) noexcept
    : x_(x), y_(y), settle_time_(std::max(x.settle_time(), y.settle_time())) {}

Result<Spring2D> Spring2D::create(const Spring2DParams& p, const Tolerance& tolerance) {
  return both(
      p.from, p.to, p.velocity,
      [&](double from, double to, double v) {
        return Spring::create({from, to, v, p.mass, p.stiffness, p.damping}, tolerance);
      },
      [](const Spring& x, const Spring& y) -> Result<Spring2D> { return Spring2D(x, y); });
}

Result<Spring2D> Spring2D::with_damping_ratio(Vec2 from, Vec2 to, Vec2 velocity, double mass,
                                              double stiffness, double damping_ratio,
                                              const Tolerance& tolerance) {
  return both(
      from, to, velocity,
      [&](double f, double t, double v) {
        return Spring::with_damping_ratio(f, t, v, mass, stiffness, damping_ratio, tolerance);
      },
      [](const Spring& x, const Spring& y) -> Result<Spring2D> { return Spring2D(x, y); });
}

Result<Spring2D> Spring2D::with_duration(Vec2 from, Vec2 to, Vec2 velocity, double duration,
                                         double bounce, const Tolerance& tolerance) {
  return both(
      from, to, velocity,
      [&](double f, double t, double v) {
        return Spring::with_duration(f, t, v, duration, bounce, tolerance);
      },
      [](const Spring& x, const Spring& y) -> Result<Spring2D> { return Spring2D(x, y); });
}

State2D Spring2D::at(double t) const noexcept {
  const SpringParams& px = x_.params();
  const SpringParams& py = y_.params();
  // As Spring::at: the start is the initial state itself.
  if (!(t > 0.0)) return {px.from, py.from, px.velocity, py.velocity};
  // One transition matrix for both axes: the constants are the same.
  const detail::Oscillator& osc = x_.oscillator();
  const detail::Basis b = osc.basis(t);
  State2D s;
  detail::Oscillator::apply(b, px.from, px.to, px.velocity, s.x, s.dx);
  detail::Oscillator::apply(b, py.from, py.to, py.velocity, s.y, s.dy);
  return s;
}

Vec2 Spring2D::position(double t) const noexcept {
  const State2D s = at(t);
  return {s.x, s.y};
}

Vec2 Spring2D::velocity(double t) const noexcept {
  const State2D s = at(t);
  return {s.dx, s.dy};
}

}  // namespace kinema
