// Tests of kinema::Gravity and kinema::first_time_at: constant acceleration,
// x(t) = from + v0 t + a t^2 / 2.
//
// First-passage times were computed with mpmath 1.3 at mp.dps = 60 as the
// smallest non-negative root of x0 + v0 t + a t^2/2 = x over the exact double
// inputs (both roots of the quadratic formula evaluated at 60 digits, where
// cancellation is harmless), printed to 20 significant digits.
#include <catch2/catch.hpp>

#include <cfloat>
#include <cmath>
#include <cstring>

#include "kinema/gravity.hpp"
#include "solver_checks.hpp"

using namespace kinema_solver_tests;
using kinema::Gravity;
using kinema::GravityParams;
using kinema::Status;
using kinema::Tolerance;

namespace {

Gravity make(double from, double velocity, double acceleration, const Tolerance& tol = {}) {
  const auto r = Gravity::create(GravityParams{from, velocity, acceleration}, tol);
  INFO("Gravity::create(" << fmt(from) << ", " << fmt(velocity) << ", " << fmt(acceleration)
                          << ") failed: " << kinema::to_string(r.status()));
  REQUIRE(r.ok());
  return r.value();
}

struct Case {
  double from, velocity, acceleration;
};
const Case kCases[] = {
    {0.0, 0.0, 2000.0},   {0.0, -1000.0, 2000.0}, {300.0, 1000.0, -2000.0},
    {-20.0, 7.5, 0.0},    {1e4, -3.3, -0.7},      {0.25, 1e-3, 1e3},
};

struct Passage {
  double x0, v0, a, x, t;
};
// mpmath: smallest root t >= 0 of x0 + v0 t + a t^2/2 = x (kInf if none).
const Passage kPassages[] = {
    {0.0, 0.0, 2000.0, 500.0, 0.7071067811865475244},
    {0.0, -1000.0, 2000.0, -100.0, 0.11270166537925831148},  // on the way up
    {0.0, -1000.0, 2000.0, -250.0, 0.5},                     // the apex (double root)
    {0.0, -1000.0, 2000.0, 300.0, 1.2416198487095662949},    // only on the way down
    {0.0, 1000.0, -2000.0, 100.0, 0.11270166537925831148},   // mirrored
    {0.0, 1000.0, -2000.0, -300.0, 1.2416198487095662949},
    {10.0, 5.0, 0.0, 20.0, 2.0},                             // a = 0
    {-3.5, -7.25, 0.0, -10.0, 0.89655172413793103448},       // a = 0, negative
    {100.0, -20.0, 9.81, 100.0, 0.0},                        // the start
    {10000.0, -3.3, -0.7, 9990.0, 2.4128398190093840861},
    {0.25, 0.001, 1000.0, 0.75, 0.031621776617495181617},
    // Cancellation-prone: |v0| huge against a small a * distance. The naive
    // (-v0 + sqrt(v0^2 + 2 a d)) / a gives 0 or garbage for these.
    {0.0, 1e8, 1e-3, 1.0, 9.9999999999999999995e-9},
    {0.0, 1e8, -1e-3, 1.0, 1.0e-8},
    {5.0, -1e8, 1e-3, 4.0, 1.0e-8},
    {0.0, 1e8, 1e-3, 1e-6, 9.9999999999999995475e-15},
    {0.0, 1.0, 1e-20, 1.0, 0.99999999999999999999},
    {0.0, 1e-8, 2.0, 1.0, 0.9999999950000000125},
    {0.0, 3e5, -1e-9, 7.5, 0.000025000000000000000001},
    {0.0, -1e8, 1e-3, 1.0, 199999999999.99999585},  // goes away, comes back
};

bool same_error(const kinema::Error& e, Status s, const char* parameter) {
  return e.status == s && std::strcmp(e.parameter, parameter) == 0;
}

}  // namespace

TEST_CASE("gravity follows its closed form", "[gravity]") {
  for (const Case& c : kCases) {
    const Gravity g = make(c.from, c.velocity, c.acceleration);
    CAPTURE(c.from, c.velocity, c.acceleration);
    CHECK(g.x(0.0) == c.from);
    CHECK(g.dx(0.0) == c.velocity);
    CHECK(g.x(-2.0) == c.from);  // t clamped to [0, inf)
    CHECK(g.dx(-2.0) == c.velocity);
    CHECK(g.x(kNaN) == c.from);  // NaN means 0
    CHECK(g.dx(kNaN) == c.velocity);
    for (double t : {1e-6, 0.016, 0.25, 0.5, 1.0, 3.7, 100.0}) {
      CAPTURE(t);
      const double vt = c.velocity * t;
      const double at2 = 0.5 * c.acceleration * t * t;
      const double want = c.from + vt + at2;
      KT_CHECK_ABS(g.x(t), want, 4 * kEps * (std::fabs(c.from) + std::fabs(vt) + std::fabs(at2)));
      const double at = c.acceleration * t;
      KT_CHECK_ABS(g.dx(t), c.velocity + at, 2 * kEps * (std::fabs(c.velocity) + std::fabs(at)));
      CHECK(g.at(t).x == g.x(t));
      CHECK(g.at(t).dx == g.dx(t));
    }
  }
}

TEST_CASE("gravity dx is the derivative of x", "[gravity]") {
  for (const Case& c : kCases) {
    const Gravity g = make(c.from, c.velocity, c.acceleration);
    for (double t : {0.01, 0.3, 1.0, 2.5}) {
      CAPTURE(c.from, c.velocity, c.acceleration, t);
      const double h = 1e-3;
      const double fd = richardson([&](double s) { return g.x(s); }, t, h);
      // x is quadratic: the difference is exact but for rounding, ~eps
      // times the size of the terms of x, over h.
      const double scale = std::fabs(c.from) + std::fabs(c.velocity * t) +
                           std::fabs(c.acceleration * t * t);
      KT_CHECK_ABS(g.dx(t), fd, 20 * kEps * scale / h);
    }
  }
}

TEST_CASE("gravity time_at finds the first passage", "[gravity]") {
  for (const Passage& p : kPassages) {
    const Gravity g = make(p.x0, p.v0, p.a);
    CAPTURE(p.x0, p.v0, p.a, p.x);
    KT_CHECK_ULPS(g.time_at(p.x), p.t, 4);
    KT_CHECK_ULPS(kinema::first_time_at(p.x0, p.v0, p.a, p.x), p.t, 4);
  }
}

TEST_CASE("gravity time_at round trip", "[gravity]") {
  for (const Case& c : kCases) {
    const Gravity g = make(c.from, c.velocity, c.acceleration);
    for (double t : {0.001, 0.1, 0.35, 1.0, 2.0}) {
      const double p = g.x(t);
      CAPTURE(c.from, c.velocity, c.acceleration, t, p);
      const double got = g.time_at(p);
      // x(time_at(p)) == p up to the rounding of positions of that size.
      const double scale = std::fabs(c.from) + std::fabs(c.velocity * t) +
                           std::fabs(c.acceleration * t * t);
      // The first passage may come earlier than t (thrown up, coming back),
      // never later than t plus the time the rounding of p is worth.
      CHECK(got <= t + 16 * kEps * scale / std::fabs(g.dx(t)));
      KT_CHECK_ABS(g.x(got), p, 16 * kEps * scale);
    }
  }
}

TEST_CASE("gravity time_at is +inf where the body never goes", "[gravity]") {
  // Thrown up (negative) against a downward (positive) acceleration: the apex
  // is at -250; anything above it is never reached.
  const Gravity up = make(0.0, -1000.0, 2000.0);
  CHECK(up.time_at(-250.000001) == kInf);
  CHECK(up.time_at(-1e6) == kInf);
  CHECK(up.time_at(-kInf) == kInf);
  // Falling (positive) with no initial velocity: nothing behind the start.
  const Gravity fall = make(10.0, 0.0, 9.81);
  CHECK(fall.time_at(9.0) == kInf);
  CHECK(fall.time_at(10.0) == 0.0);
  // Constant velocity: nothing behind.
  const Gravity drift = make(0.0, 3.0, 0.0);
  CHECK(drift.time_at(-1.0) == kInf);
  // At rest: only where it is.
  const Gravity still = make(4.0, 0.0, 0.0);
  CHECK(still.time_at(4.0) == 0.0);
  CHECK(still.time_at(5.0) == kInf);
  CHECK(still.time_at(3.0) == kInf);
  CHECK(kinema::first_time_at(4.0, 0.0, 0.0, 5.0) == kInf);
  CHECK(kinema::first_time_at(0.0, 1000.0, -2000.0, 250.5) == kInf);
}

TEST_CASE("gravity x(+inf) is infinite in the right direction, never NaN", "[gravity]") {
  CHECK(make(0.0, 1.0, 0.0).x(kInf) == kInf);
  CHECK(make(0.0, -1.0, 0.0).x(kInf) == -kInf);
  CHECK(make(0.0, 100.0, -1.0).x(kInf) == -kInf);   // acceleration wins
  CHECK(make(0.0, -100.0, 1.0).x(kInf) == kInf);
  CHECK(make(5.0, 0.0, -9.81).x(kInf) == -kInf);
  CHECK(make(0.0, 1.0, 0.0).dx(kInf) == 1.0);
  // Huge but finite times overflow to infinity, not NaN.
  CHECK(make(0.0, 1.0, 1.0).x(1e300) == kInf);
  CHECK(make(0.0, -1.0, -1.0).x(1e300) == -kInf);
  // A body at rest stays where it is, even at t = +inf.
  const Gravity still = make(5.0, 0.0, 0.0);
  CHECK(still.x(kInf) == 5.0);
  CHECK(still.dx(kInf) == 0.0);
}

TEST_CASE("gravity done rules", "[gravity]") {
  SECTION("accelerating or moving: never done") {
    for (const Case& c : kCases) {
      if (c.velocity == 0.0 && c.acceleration == 0.0) continue;
      const Gravity g = make(c.from, c.velocity, c.acceleration);
      CAPTURE(c.from, c.velocity, c.acceleration);
      CHECK(g.settle_time() == kInf);
      CHECK_FALSE(g.done(0.0));
      CHECK_FALSE(g.done(1e9));
    }
    CHECK_FALSE(make(0.0, 2e-3, 0.0).done(1e9));   // faster than the tolerance
    CHECK_FALSE(make(0.0, 0.0, 2e-3).done(1e9));   // accelerating more than it
  }
  SECTION("only a body at rest is done, at once") {
    const Gravity rest = make(1.0, 0.0, 0.0);
    CHECK(rest.settle_time() == 0.0);
    CHECK(rest.done(0.0));
    CHECK(rest.done(1.0));
    // Slower than the velocity tolerance, but it leaves every band around
    // x(+inf) = +-inf in the end (or its speed grows past the band).
    for (const Gravity& g : {make(1.0, 5e-4, -5e-4), make(1.0, -9e-4, 0.0), make(0.0, 0.0, 1e-300)}) {
      CHECK(g.settle_time() == kInf);
      CHECK_FALSE(g.done(1e300));
    }
  }
  SECTION("whatever the tolerance") {
    const Tolerance loose{1e3, 10.0, 1e-3};
    CHECK_FALSE(make(0.0, 5.0, -5.0, loose).done(1e9));
    CHECK_FALSE(make(0.0, 50.0, 0.0, loose).done(1e9));
    CHECK_FALSE(make(0.0, 0.0, 50.0, loose).done(1e9));
  }
}

TEST_CASE("gravity statuses", "[gravity]") {
  CHECK(same_error(Gravity::create({kNaN, 0.0, 1.0}).error(), Status::not_finite, "from"));
  CHECK(same_error(Gravity::create({-kInf, 0.0, 1.0}).error(), Status::not_finite, "from"));
  CHECK(same_error(Gravity::create({0.0, kNaN, 1.0}).error(), Status::not_finite, "velocity"));
  CHECK(same_error(Gravity::create({0.0, kInf, 1.0}).error(), Status::not_finite, "velocity"));
  CHECK(same_error(Gravity::create({0.0, 0.0, kNaN}).error(), Status::not_finite, "acceleration"));
  CHECK(same_error(Gravity::create({0.0, 0.0, -kInf}).error(), Status::not_finite, "acceleration"));
  // Any finite acceleration is fine, including 0 and huge ones.
  CHECK(Gravity::create({0.0, 0.0, 0.0}).ok());
  CHECK(Gravity::create({-DBL_MAX, DBL_MAX, -DBL_MAX}).ok());
}
