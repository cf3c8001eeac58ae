// Tests for kinema::Composite (composite.hpp): segments, the fling-to-spring
// and fall builders.
//
// Truth: switch times and switch velocities solved by hand (exponential
// friction x = from + v0 (d^t - 1) / ln d reaches p at
// t = log1p((p - from) ln d / v0) / ln d with velocity v0 + (p - from) ln d;
// gravity lands after the root of the quadratic with speed sqrt(v0^2 + 2 a h)),
// and the segments' own motions rebuilt independently.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <string>
#include <variant>
#include <vector>

#include "kinema/composite.hpp"

using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using kinema::Composite;
using kinema::Friction;
using kinema::FrictionParams;
using kinema::Gravity;
using kinema::GravityParams;
using kinema::Motion;
using kinema::Spring;
using kinema::State;
using kinema::Status;
using kinema::Tolerance;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kEps = std::numeric_limits<double>::epsilon();

Composite fling(double from, double velocity, double drag, double min, double max,
                double stiffness, double ratio, const Tolerance& tol = {}) {
  auto r = Composite::fling_to_spring(from, velocity, drag, min, max, stiffness, ratio, tol);
  INFO("fling_to_spring(" << from << ", " << velocity << ", " << drag << ", " << min << ", "
                          << max << ", " << stiffness << ", " << ratio << ")");
  REQUIRE(r.ok());
  return r.value();
}

Composite fall(double from, double velocity, double acceleration, double landing,
               double stiffness, double ratio, const Tolerance& tol = {}) {
  auto r = Composite::fall(from, velocity, acceleration, landing, stiffness, ratio, tol);
  INFO("fall(" << from << ", " << velocity << ", " << acceleration << ", " << landing << ", "
               << stiffness << ", " << ratio << ")");
  REQUIRE(r.ok());
  return r.value();
}

Spring spring(double from, double to, double velocity, double stiffness, double ratio,
              const Tolerance& tol = {}) {
  auto r = Spring::with_damping_ratio(from, to, velocity, 1.0, stiffness, ratio, tol);
  REQUIRE(r.ok());
  return r.value();
}

// Exponential friction by hand, in long double.
struct HandFriction {
  long double from, v0, log_drag;
  long double x(long double t) const {
    return log_drag == 0 ? from + v0 * t : from + v0 * std::expm1(t * log_drag) / log_drag;
  }
  long double dx(long double t) const { return v0 * std::exp(t * log_drag); }
  long double time_at(long double p) const {
    return log_drag == 0 ? (p - from) / v0 : std::log1p((p - from) * log_drag / v0) / log_drag;
  }
  long double velocity_at(long double p) const { return v0 + (p - from) * log_drag; }
};

const Spring* spring_of(const Composite::Segment& s) { return std::get_if<Spring>(&s.motion); }

// Checks the composite against a hand-made friction before t_switch and an
// independently built spring after it, and continuity at the switch.
void check_fling_that_switches(double from, double v0, double drag, double min, double max,
                               double stiffness, double ratio) {
  INFO("fling from " << from << " v0 " << v0 << " drag " << drag << " bounds [" << min << ", "
                     << max << "]");
  const Composite c = fling(from, v0, drag, min, max, stiffness, ratio);
  const double bound = v0 > 0 ? max : min;
  const HandFriction hand{from, v0, std::log(static_cast<long double>(drag))};
  const double t_switch = static_cast<double>(hand.time_at(bound));
  const double v_switch = static_cast<double>(hand.velocity_at(bound));
  CAPTURE(t_switch, v_switch);
  const double sx = std::fabs(bound - from) + std::fabs(bound);  // position scale
  const double sv = std::fabs(v0);                                // velocity scale

  REQUIRE(c.segments().size() == 2);
  const auto& seg0 = c.segments()[0];
  const auto& seg1 = c.segments()[1];
  CHECK(seg0.start == 0.0);
  const Friction* f = std::get_if<Friction>(&seg0.motion);
  REQUIRE(f != nullptr);
  CHECK(f->params().from == from);
  CHECK(f->params().velocity == v0);
  CHECK(f->params().drag == drag);

  // The switch happens exactly when the friction reaches the bound.
  CHECK_THAT(seg1.start, WithinRel(f->time_at(bound), 1e-14));
  CHECK_THAT(seg1.start, WithinRel(t_switch, 1e-12));

  // The spring: mass 1, the given stiffness and ratio, to the bound, starting
  // at the bound with the crossing velocity.
  const Spring* s = spring_of(seg1);
  REQUIRE(s != nullptr);
  CHECK(s->params().to == bound);
  CHECK(s->params().mass == 1.0);
  CHECK(s->params().stiffness == stiffness);
  CHECK_THAT(s->damping_ratio(), WithinRel(ratio, 1e-14));
  CHECK_THAT(s->params().from, WithinAbs(bound, 1e-12 * sx));
  CHECK_THAT(s->params().velocity, WithinRel(v_switch, 1e-12));

  // Continuity at the switch: left limit (friction at the switch time) against
  // right limit (spring at 0), and the composite just around it.
  const State left = f->at(seg1.start);
  const State right = s->at(0);
  CHECK_THAT(left.x, WithinAbs(right.x, 1e-9 * sx));
  CHECK_THAT(left.dx, WithinAbs(right.dx, 1e-9 * sv));
  const double delta = 1e-9 * seg1.start;
  const State before = c.at(seg1.start - delta);
  const State after = c.at(seg1.start + delta);
  // |x jump| <= |dx| 2 delta plus 1e-9 of the scale; |dx jump| likewise with
  // the largest acceleration (friction: v0 ln d; spring: k u + c v ~ c v).
  CHECK_THAT(after.x, WithinAbs(before.x, 2 * delta * sv + 1e-9 * sx));
  const double accel = sv * (std::fabs(std::log(drag)) + 2 * ratio * std::sqrt(stiffness)) +
                       stiffness * 1e-9 * sx;
  CHECK_THAT(after.dx, WithinAbs(before.dx, 2 * delta * accel + 1e-9 * sv));
  CHECK(c.segment_at(seg1.start - delta) == 0);
  CHECK(c.segment_at(seg1.start) == 1);
  CHECK(c.segment_at(seg1.start + delta) == 1);

  // Before the switch: the friction, by hand.
  for (double k : {0.0, 0.1, 0.3, 0.5, 0.7, 0.9, 0.999}) {
    const double t = k * t_switch;
    INFO("friction phase, t " << t);
    CHECK_THAT(c.x(t), WithinAbs(static_cast<double>(hand.x(t)), 1e-12 * sx));
    CHECK_THAT(c.dx(t), WithinAbs(static_cast<double>(hand.dx(t)), 1e-12 * sv));
    // Inside the bounds all along.
    CHECK(c.x(t) >= min);
    CHECK(c.x(t) <= max);
  }
  // After it: an independent spring from the bound with the hand velocity.
  const Spring ref = spring(bound, bound, v_switch, stiffness, ratio);
  for (double dt : {1e-6, 0.01, 0.05, 0.2, 0.6, 1.5, 4.0}) {
    const double t = t_switch + dt;
    INFO("spring phase, t " << t);
    CHECK_THAT(c.x(t), WithinAbs(ref.x(dt), 1e-9 * sx));
    CHECK_THAT(c.dx(t), WithinAbs(ref.dx(dt), 1e-9 * sv));
  }
  // It overshoots the bound (rubber band) and comes back to it.
  const double overshoot = c.x(t_switch + 0.2 / std::sqrt(stiffness));
  CHECK((v0 > 0 ? overshoot > max : overshoot < min));
  CHECK(c.x(kInf) == bound);
  CHECK(c.dx(kInf) == 0.0);

  // Done: the spring's settle time, offset by the switch.
  CHECK_THAT(c.settle_time(), WithinRel(seg1.start + s->settle_time(), 1e-15));
  const double T = c.settle_time();
  CHECK_FALSE(c.done(0));
  CHECK_FALSE(c.done(T * (1 - 1e-9)));
  CHECK(c.done(T));
  CHECK(std::fabs(c.x(T) - bound) <= s->tolerance().distance * (1 + 1e-9) + 8 * kEps * std::fabs(bound));
  CHECK(std::fabs(c.dx(T)) <= s->tolerance().velocity * (1 + 1e-9));
  for (double k : {1.01, 1.1, 1.5, 2.0, 5.0}) {
    CHECK(std::fabs(c.x(T * k) - bound) <= s->tolerance().distance * (1 + 1e-9) + 8 * kEps * std::fabs(bound));
  }
}

}  // namespace

TEST_CASE("Composite: a fling past max hands over to a spring exactly at max", "[composite]") {
  check_fling_that_switches(0, 2000, 0.135, -100, 500, 250, 0.6);
  check_fling_that_switches(0, 2000, 0.135, -100, 500, 400, 1.0);
  check_fling_that_switches(-40, 6000, 0.02, -1000, 120, 150, 0.3);
}

TEST_CASE("Composite: a fling past min hands over to a spring exactly at min", "[composite]") {
  check_fling_that_switches(300, -2500, 0.3, 0, 1000, 250, 0.8);
  check_fling_that_switches(10, -500, 0.9, -20, 1000, 100, 1.2);
}

TEST_CASE("Composite: a fling without friction (drag 1) switches at distance / velocity",
          "[composite]") {
  // Constant velocity 100 px/s from 0 reaches 50 at exactly 0.5 s, at 100 px/s.
  const Composite c = fling(0, 100, 1.0, -10, 50, 300, 0.7);
  REQUIRE(c.segments().size() == 2);
  CHECK_THAT(c.segments()[1].start, WithinRel(0.5, 1e-15));
  const Spring* s = spring_of(c.segments()[1]);
  REQUIRE(s != nullptr);
  CHECK(s->params().to == 50.0);
  CHECK_THAT(s->params().from, WithinAbs(50.0, 1e-13));
  CHECK_THAT(s->params().velocity, WithinRel(100.0, 1e-15));
  CHECK_THAT(c.x(0.25), WithinAbs(25.0, 1e-13));
  CHECK_THAT(c.dx(0.25), WithinAbs(100.0, 1e-13));
  CHECK(c.x(kInf) == 50.0);
  check_fling_that_switches(0, 100, 1.0, -10, 50, 300, 0.7);
}

TEST_CASE("Composite: a fling that stays inside the bounds is just friction", "[composite]") {
  struct Case {
    double from, v0, drag, min, max;
  };
  // rest = from + v0 / -ln(drag): 249.7, -128.1, 5 (at rest), 249.7 - all inside.
  const Case cases[] = {{0, 500, 0.135, -1000, 1000},
                        {100, -800, 0.03, -200, 200},
                        {5, 0, 0.135, 0, 10},
                        {0, 500, 0.135, -1, 249.8}};
  for (const Case& k : cases) {
    INFO("from " << k.from << " v0 " << k.v0 << " drag " << k.drag);
    const Composite c = fling(k.from, k.v0, k.drag, k.min, k.max, 300, 0.7);
    REQUIRE(c.segments().size() == 1);
    CHECK(c.segments()[0].start == 0.0);
    const Friction* f = std::get_if<Friction>(&c.segments()[0].motion);
    REQUIRE(f != nullptr);
    auto ref = Friction::create(FrictionParams{k.from, k.v0, k.drag});
    REQUIRE(ref.ok());
    for (double t : {0.0, 0.1, 0.5, 1.0, 3.0, 10.0, kInf}) {
      CHECK(c.x(t) == ref->x(t));
      CHECK(c.dx(t) == ref->dx(t));
      CHECK(c.segment_at(t) == 0);
    }
    CHECK(c.settle_time() == ref->settle_time());
    CHECK(c.x(kInf) >= k.min);
    CHECK(c.x(kInf) <= k.max);
  }
}

TEST_CASE("Composite: a fling that starts out of bounds springs back to the nearest bound",
          "[composite]") {
  struct Case {
    double from, v0, min, max, bound;
  };
  const Case cases[] = {{1200, 300, 0, 1000, 1000},
                        {1200, -5000, 0, 1000, 1000},
                        {-50, -300, 0, 1000, 0},
                        {-50, 0, 0, 1000, 0},
                        {-1e4, 2000, -100, 100, -100}};
  for (const Case& k : cases) {
    INFO("from " << k.from << " v0 " << k.v0 << " bounds [" << k.min << ", " << k.max << "]");
    const Composite c = fling(k.from, k.v0, 0.135, k.min, k.max, 250, 0.8);
    REQUIRE(c.segments().size() == 1);
    const Spring* s = spring_of(c.segments()[0]);
    REQUIRE(s != nullptr);
    CHECK(s->params().to == k.bound);
    CHECK(s->params().from == k.from);
    CHECK(s->params().mass == 1.0);
    CHECK(s->params().stiffness == 250.0);
    CHECK_THAT(s->damping_ratio(), WithinRel(0.8, 1e-14));
    CHECK(c.x(0) == k.from);
    // The fling's velocity is kept (nothing stops it at the start).
    CHECK(c.dx(0) == k.v0);
    CHECK(c.x(kInf) == k.bound);
    CHECK(c.settle_time() == s->settle_time());
  }
}

TEST_CASE("Composite: a fling that starts on a bound moving outwards", "[composite]") {
  // Whatever the segments, it starts at the bound with the fling's velocity
  // and comes back to rest on the bound.
  for (double ratio : {0.5, 1.0}) {
    const Composite c = fling(500, 1000, 0.135, 0, 500, 250, ratio);
    CHECK(c.x(0) == 500.0);
    CHECK_THAT(c.dx(0), WithinRel(1000.0, 1e-12));
    CHECK(c.x(0.01) > 500.0);
    CHECK(c.x(kInf) == 500.0);
    const double T = c.settle_time();
    REQUIRE(std::isfinite(T));
    CHECK(std::fabs(c.x(T) - 500) <= 1e-3 * (1 + 1e-9) + 8 * kEps * 500);
  }
}

TEST_CASE("Composite: fling_to_spring rejects bad input", "[composite]") {
  auto check = [](const kinema::Result<Composite>& r, Status status, const char* name) {
    INFO("expected " << kinema::to_string(status) << " for " << name);
    REQUIRE_FALSE(r.ok());
    CHECK(r.status() == status);
    CHECK(std::string(r.error().parameter) == name);
  };
  for (double bad : {kNaN, kInf, -kInf}) {
    INFO("bad " << bad);
    check(Composite::fling_to_spring(bad, 100, 0.135, 0, 100, 200, 0.5), Status::not_finite, "from");
    check(Composite::fling_to_spring(0, bad, 0.135, 0, 100, 200, 0.5), Status::not_finite, "velocity");
    check(Composite::fling_to_spring(0, 100, bad, 0, 100, 200, 0.5), Status::not_finite, "drag");
    check(Composite::fling_to_spring(0, 100, 0.135, bad, 100, 200, 0.5), Status::not_finite, "min");
    check(Composite::fling_to_spring(0, 100, 0.135, 0, bad, 200, 0.5), Status::not_finite, "max");
    check(Composite::fling_to_spring(0, 100, 0.135, 0, 100, bad, 0.5), Status::not_finite, "stiffness");
    check(Composite::fling_to_spring(0, 100, 0.135, 0, 100, 200, bad), Status::not_finite, "dampingRatio");
  }
  for (double drag : {0.0, -0.5, 1.0000001, 2.0}) {
    check(Composite::fling_to_spring(0, 100, drag, 0, 100, 200, 0.5), Status::out_of_range, "drag");
  }
  check(Composite::fling_to_spring(0, 100, 0.135, 10, 5, 200, 0.5), Status::out_of_range, "max");
  check(Composite::fling_to_spring(0, 100, 0.135, 0, 100, 0, 0.5), Status::out_of_range, "stiffness");
  check(Composite::fling_to_spring(0, 100, 0.135, 0, 100, -3, 0.5), Status::out_of_range, "stiffness");
  check(Composite::fling_to_spring(0, 100, 0.135, 0, 100, 200, -0.1), Status::out_of_range, "dampingRatio");
  // min == max is a valid (degenerate) range.
  CHECK(Composite::fling_to_spring(0, 100, 0.135, 0, 0, 200, 0.5).ok());
}

namespace {

void check_fall(double from, double v0, double a, double landing, double t_hit, double v_hit,
                double stiffness, double ratio) {
  INFO("fall from " << from << " v0 " << v0 << " a " << a << " landing " << landing
                    << "; by hand: lands at " << t_hit << " with " << v_hit);
  const Composite c = fall(from, v0, a, landing, stiffness, ratio);
  const double sx = std::fabs(landing - from) + std::fabs(landing);
  const double sv = std::fabs(v0) + std::fabs(v_hit);
  REQUIRE(c.segments().size() == 2);
  const auto& seg0 = c.segments()[0];
  const auto& seg1 = c.segments()[1];
  CHECK(seg0.start == 0.0);
  const Gravity* g = std::get_if<Gravity>(&seg0.motion);
  REQUIRE(g != nullptr);
  CHECK(g->params().from == from);
  CHECK(g->params().velocity == v0);
  CHECK(g->params().acceleration == a);
  CHECK_THAT(seg1.start, WithinRel(t_hit, 1e-14));
  CHECK_THAT(seg1.start, WithinRel(g->time_at(landing), 1e-15));

  const Spring* s = spring_of(seg1);
  REQUIRE(s != nullptr);
  CHECK(s->params().to == landing);
  CHECK(s->params().mass == 1.0);
  CHECK(s->params().stiffness == stiffness);
  CHECK_THAT(s->damping_ratio(), WithinRel(ratio, 1e-14));
  CHECK_THAT(s->params().from, WithinAbs(landing, 1e-12 * sx));
  CHECK_THAT(s->params().velocity, WithinRel(v_hit, 1e-12));

  // Continuous at impact.
  const State left = g->at(seg1.start);
  const State right = s->at(0);
  CHECK_THAT(left.x, WithinAbs(right.x, 1e-9 * sx));
  CHECK_THAT(left.dx, WithinAbs(right.dx, 1e-9 * sv));
  const double delta = 1e-9 * seg1.start;
  const State before = c.at(seg1.start - delta);
  const State after = c.at(seg1.start + delta);
  CHECK_THAT(after.x, WithinAbs(before.x, 2 * delta * sv + 1e-9 * sx));
  const double accel = std::fabs(a) + sv * 2 * ratio * std::sqrt(stiffness);
  CHECK_THAT(after.dx, WithinAbs(before.dx, 2 * delta * accel + 1e-9 * sv));

  // Gravity before, by hand: x = from + v0 t + a t^2 / 2.
  for (double k : {0.0, 0.2, 0.5, 0.8, 0.999}) {
    const double t = k * t_hit;
    INFO("falling, t " << t);
    CHECK_THAT(c.x(t), WithinAbs(from + v0 * t + a * t * t / 2, 1e-12 * sx));
    CHECK_THAT(c.dx(t), WithinAbs(v0 + a * t, 1e-12 * sv));
  }
  // Spring after, rebuilt independently.
  const Spring ref = spring(landing, landing, v_hit, stiffness, ratio);
  for (double dt : {1e-6, 0.02, 0.1, 0.4, 1.3, 3.0}) {
    INFO("landed, t " << t_hit + dt);
    CHECK_THAT(c.x(t_hit + dt), WithinAbs(ref.x(dt), 1e-9 * sx));
    CHECK_THAT(c.dx(t_hit + dt), WithinAbs(ref.dx(dt), 1e-9 * sv));
  }
  // Settles on the landing position.
  CHECK_THAT(c.settle_time(), WithinRel(seg1.start + s->settle_time(), 1e-15));
  const double T = c.settle_time();
  REQUIRE(std::isfinite(T));
  CHECK_FALSE(c.done(0));
  CHECK_FALSE(c.done(seg1.start));
  CHECK(c.done(T));
  for (double k : {1.0, 1.05, 1.5, 3.0}) {
    CHECK(std::fabs(c.x(T * k) - landing) <= s->tolerance().distance * (1 + 1e-9) + 8 * kEps * std::fabs(landing));
    CHECK(std::fabs(c.dx(T * k)) <= s->tolerance().velocity * (1 + 1e-9));
  }
  CHECK(c.x(kInf) == landing);
}

}  // namespace

TEST_CASE("Composite: fall() is gravity, then a spring that lands continuously", "[composite]") {
  // From rest: h = 400, a = 2000: t = sqrt(2h/a) = sqrt(0.4), v = sqrt(2ah) = sqrt(1.6e6).
  check_fall(0, 0, 2000, 400, std::sqrt(0.4), std::sqrt(1.6e6), 300, 0.5);
  // Thrown up first: 1000 t^2 - 500 t - 400 = 0, t = (500 + sqrt(1.85e6)) / 2000,
  // v = sqrt(v0^2 + 2 a h) = sqrt(1.85e6).
  check_fall(0, -500, 2000, 400, (500 + std::sqrt(1.85e6)) / 2000, std::sqrt(1.85e6), 500, 0.3);
  // Falling towards negative positions: h = -400, a = -1000: t = sqrt(0.8), v = -sqrt(8e5).
  check_fall(400, 0, -1000, 0, std::sqrt(0.8), -std::sqrt(8e5), 200, 1.0);
  // No acceleration: constant velocity 100 covers 400 in 4 s.
  check_fall(0, 100, 0, 400, 4.0, 100.0, 200, 0.7);
}

TEST_CASE("Composite: fall() rejects unreachable landings and bad input", "[composite]") {
  auto check = [](const kinema::Result<Composite>& r, Status status, const char* name) {
    INFO("expected " << kinema::to_string(status) << " for " << name);
    REQUIRE_FALSE(r.ok());
    CHECK(r.status() == status);
    CHECK(std::string(r.error().parameter) == name);
  };
  // Never gets there.
  check(Composite::fall(0, 0, 0, 400, 200, 0.5), Status::unreachable, "landing");
  check(Composite::fall(0, -100, -10, 400, 200, 0.5), Status::unreachable, "landing");
  check(Composite::fall(0, 0, 2000, -400, 200, 0.5), Status::unreachable, "landing");
  check(Composite::fall(0, -10, 0, 400, 200, 0.5), Status::unreachable, "landing");
  for (double bad : {kNaN, kInf, -kInf}) {
    INFO("bad " << bad);
    check(Composite::fall(bad, 0, 2000, 400, 200, 0.5), Status::not_finite, "from");
    check(Composite::fall(0, bad, 2000, 400, 200, 0.5), Status::not_finite, "velocity");
    check(Composite::fall(0, 0, bad, 400, 200, 0.5), Status::not_finite, "acceleration");
    check(Composite::fall(0, 0, 2000, bad, 200, 0.5), Status::not_finite, "landing");
    check(Composite::fall(0, 0, 2000, 400, bad, 0.5), Status::not_finite, "stiffness");
    check(Composite::fall(0, 0, 2000, 400, 200, bad), Status::not_finite, "dampingRatio");
  }
  check(Composite::fall(0, 0, 2000, 400, 0, 0.5), Status::out_of_range, "stiffness");
  check(Composite::fall(0, 0, 2000, 400, 200, -1), Status::out_of_range, "dampingRatio");
}

namespace {

Motion spring_motion(double from, double to, double v, double k, double ratio) {
  return Motion{spring(from, to, v, k, ratio)};
}

}  // namespace

TEST_CASE("Composite: a single motion", "[composite]") {
  const Spring s = spring(0, 100, -50, 200, 0.6);
  const Composite c{Motion{s}};
  REQUIRE(c.segments().size() == 1);
  CHECK(c.segments()[0].start == 0.0);
  for (double t : {0.0, 0.1, 0.77, 3.0, 1e3, kInf}) {
    CHECK(c.x(t) == s.x(t));
    CHECK(c.dx(t) == s.dx(t));
    CHECK(c.at(t).x == s.at(t).x);
    CHECK(c.segment_at(t) == 0);
  }
  CHECK(c.settle_time() == s.settle_time());
  CHECK(c.done(s.settle_time()));
  CHECK_FALSE(c.done(s.settle_time() * (1 - 1e-9)));
}

TEST_CASE("Composite: append() accepts only increasing finite starts", "[composite]") {
  Composite c{spring_motion(0, 100, 0, 200, 0.6)};
  const Motion m = spring_motion(100, 0, 0, 300, 1.0);
  CHECK(c.append(0.0, m) == Status::out_of_range);
  CHECK(c.append(-1.0, m) == Status::out_of_range);
  CHECK(c.append(kNaN, m) == Status::not_finite);
  CHECK(c.append(kInf, m) == Status::not_finite);
  CHECK(c.append(-kInf, m) == Status::not_finite);
  CHECK(c.segments().size() == 1);
  CHECK(c.append(1.0, m) == Status::ok);
  REQUIRE(c.segments().size() == 2);
  CHECK(c.segments()[1].start == 1.0);
  CHECK(c.append(1.0, m) == Status::out_of_range);
  CHECK(c.append(0.5, m) == Status::out_of_range);
  CHECK(c.append(std::nextafter(1.0, 0.0), m) == Status::out_of_range);
  CHECK(c.segments().size() == 2);
  CHECK(c.append(std::nextafter(1.0, 2.0), m) == Status::ok);
  CHECK(c.segments().size() == 3);
}

TEST_CASE("Composite: segments are sampled at t - start; segment_at; settle time offset",
          "[composite]") {
  const Spring a = spring(0, 100, 0, 200, 0.6);
  auto fr = Friction::create(FrictionParams{100, -400, 0.2});
  REQUIRE(fr.ok());
  const Spring b = spring(20, 50, 10, 300, 0.9);
  Composite c{Motion{a}};
  REQUIRE(c.append(1.0, Motion{*fr}) == Status::ok);
  REQUIRE(c.append(2.5, Motion{b}) == Status::ok);
  REQUIRE(c.segments().size() == 3);

  struct Probe {
    double t;
    std::size_t segment;
  };
  const Probe probes[] = {{-1.0, 0}, {0.0, 0}, {0.5, 0}, {std::nextafter(1.0, 0.0), 0},
                          {1.0, 1},  {1.7, 1}, {std::nextafter(2.5, 0.0), 1},
                          {2.5, 2},  {3.0, 2}, {100.0, 2}, {kInf, 2}};
  for (const Probe& p : probes) {
    INFO("t " << p.t);
    CHECK(c.segment_at(p.t) == p.segment);
  }
  for (double t : {0.0, 0.3, 0.99}) {
    CHECK(c.x(t) == a.x(t));
    CHECK(c.dx(t) == a.dx(t));
  }
  for (double t : {1.0, 1.2, 2.4}) {
    CHECK_THAT(c.x(t), WithinAbs(fr->x(t - 1.0), 1e-12 * 200));
    CHECK_THAT(c.dx(t), WithinAbs(fr->dx(t - 1.0), 1e-12 * 400));
  }
  for (double t : {2.5, 2.6, 4.0, 30.0}) {
    CHECK_THAT(c.x(t), WithinAbs(b.x(t - 2.5), 1e-12 * 60));
    CHECK_THAT(c.dx(t), WithinAbs(b.dx(t - 2.5), 1e-12 * 600));
  }
  CHECK(c.x(-1.0) == c.x(0.0));
  CHECK(c.x(kInf) == 50.0);

  // Settle time: the last segment's, offset by its start - not the earlier ones'.
  CHECK_THAT(c.settle_time(), WithinRel(2.5 + b.settle_time(), 1e-15));
  CHECK_FALSE(c.done(2.5 + b.settle_time() * (1 - 1e-9)));
  CHECK(c.done(c.settle_time()));
  CHECK(c.done(1e9));
  // Even though the first segment settled long before.
  CHECK_FALSE(c.done(a.settle_time()));

  // A last segment that never settles (gravity) never lets the composite settle.
  auto g = Gravity::create(GravityParams{0, 0, 980});
  REQUIRE(g.ok());
  REQUIRE(c.append(40.0, Motion{*g}) == Status::ok);
  CHECK(c.settle_time() == kInf);
  CHECK_FALSE(c.done(1e300));
}
