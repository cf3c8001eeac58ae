// Tests of kinema::BouncingGravity: gravity onto a floor, bouncing with a
// coefficient of restitution until the bounces become negligible.
//
// Independent truth: the impact speed from energy conservation,
// |v_impact| = sqrt(v0^2 + 2 |a| |floor - from|); the first impact from the
// gravity quadratic; flight n (n >= 1) launches at s1 e^(n-1) with
// s1 = e |v_impact| and lasts f1 e^(n-1) with f1 = 2 s1 / |a|, so impact n is at
// t1 + f1 (1 - e^n) / (1 - e); bounces end at the first flight that would be
// slower than tolerance.velocity or shorter than tolerance.time.
#include <catch2/catch.hpp>

#include <cfloat>
#include <cmath>
#include <cstring>
#include <vector>

#include "kinema/bouncing_gravity.hpp"
#include "kinema/gravity.hpp"
#include "solver_checks.hpp"

using namespace kinema_solver_tests;
using kinema::BouncingGravity;
using kinema::BouncingGravityParams;
using kinema::Status;
using kinema::Tolerance;

namespace {

BouncingGravity make(const BouncingGravityParams& p, const Tolerance& tol = {}) {
  const auto r = BouncingGravity::create(p, tol);
  INFO("BouncingGravity::create(from " << fmt(p.from) << ", velocity " << fmt(p.velocity)
                                       << ", acceleration " << fmt(p.acceleration) << ", floor "
                                       << fmt(p.floor) << ", restitution " << fmt(p.restitution)
                                       << ") failed: " << kinema::to_string(r.status()));
  REQUIRE(r.ok());
  return r.value();
}

struct Expected {
  double t1;       // first impact
  double v_in;     // impact speed (>= 0)
  double s1;       // launch speed of flight 1
  double f1;       // duration of flight 1
  int bounces;     // number of flights after the first impact
  double dir;      // sign of the acceleration (+1: floor is "up" in x)
};

Expected expected(const BouncingGravityParams& p, const Tolerance& tol = {}) {
  Expected e{};
  const double A = std::fabs(p.acceleration);
  e.dir = p.acceleration > 0 ? 1.0 : -1.0;
  // Signed distance to the floor and velocity along the acceleration.
  const double d = (p.floor - p.from) * e.dir;  // >= 0
  const double u = p.velocity * e.dir;          // > 0: towards the floor
  e.v_in = std::sqrt(u * u + 2.0 * A * d);
  // Smallest t >= 0 of d = u t + A t^2 / 2 that is an impact, i.e. moving
  // into the floor: t = (sqrt(u^2 + 2 A d) - u) / A, written without
  // cancellation for u > 0.
  e.t1 = u > 0 ? 2.0 * d / (u + e.v_in) : (e.v_in - u) / A;
  e.s1 = p.restitution * e.v_in;
  e.f1 = 2.0 * e.s1 / A;
  e.bounces = 0;
  double s = e.s1, f = e.f1;
  while (s >= tol.velocity && f >= tol.time && e.bounces < 100000) {
    ++e.bounces;
    s *= p.restitution;
    f *= p.restitution;
  }
  return e;
}

// Start of flight n (n = 0 is the fall to the first impact).
double flight_start(const Expected& e, double restitution, int n) {
  if (n == 0) return 0.0;
  return e.t1 + e.f1 * (1.0 - std::pow(restitution, n - 1)) / (1.0 - restitution);
}

const BouncingGravityParams kCases[] = {
    // from, velocity, acceleration, floor, restitution
    {0.0, 0.0, 2000.0, 500.0, 0.5},      // dropped (screen coordinates: down is +)
    {100.0, 300.0, -980.0, -200.0, 0.6}, // thrown up first, floor below (math coordinates)
    {-50.0, 400.0, 3000.0, 250.0, 0.3},  // thrown towards the floor
    {10.0, -200.0, 1500.0, 300.0, 0.8},  // thrown away from the floor first
};

bool same_error(const kinema::Error& e, Status s, const char* parameter) {
  return e.status == s && std::strcmp(e.parameter, parameter) == 0;
}

}  // namespace

TEST_CASE("bouncing gravity: first impact is the gravity root", "[bouncing_gravity]") {
  for (const auto& p : kCases) {
    const BouncingGravity b = make(p);
    const Expected e = expected(p);
    CAPTURE(p.from, p.velocity, p.acceleration, p.floor, p.restitution);
    KT_CHECK_ULPS(b.first_impact(), e.t1, 8);
    KT_CHECK_ULPS(b.first_impact(), kinema::first_time_at(p.from, p.velocity, p.acceleration, p.floor), 8);
    KT_CHECK_ULPS(b.impact_time(0), b.first_impact(), 0);
    // Before it, it is plain gravity.
    for (double frac : {0.0, 0.1, 0.5, 0.9}) {
      const double t = frac * e.t1;
      const double vt = p.velocity * t;
      const double at2 = 0.5 * p.acceleration * t * t;
      CAPTURE(t);
      KT_CHECK_ABS(b.x(t), p.from + vt + at2, 8 * kEps * (std::fabs(p.from) + std::fabs(vt) + std::fabs(at2)));
      KT_CHECK_ABS(b.dx(t), p.velocity + p.acceleration * t,
                   4 * kEps * (std::fabs(p.velocity) + std::fabs(p.acceleration * t)));
    }
    CHECK(b.x(0.0) == p.from);
    CHECK(b.dx(0.0) == p.velocity);
    CHECK(b.x(-1.0) == p.from);
    CHECK(b.x(kNaN) == p.from);
  }
}

TEST_CASE("bouncing gravity: impact times form the geometric series", "[bouncing_gravity]") {
  for (const auto& p : kCases) {
    const BouncingGravity b = make(p);
    const Expected e = expected(p);
    CAPTURE(p.from, p.velocity, p.acceleration, p.floor, p.restitution);
    REQUIRE(b.bounces() == e.bounces);
    const double horizon = e.t1 + e.f1 / (1.0 - p.restitution);
    for (int n = 0; n <= b.bounces(); ++n) {
      CAPTURE(n);
      KT_CHECK_ABS(b.impact_time(n), flight_start(e, p.restitution, n + 1), 8 * kEps * horizon);
    }
    CHECK(b.impact_time(b.bounces() + 1) == kInf);
    CHECK(b.impact_time(b.bounces() + 10) == kInf);
    // Every flight lasts restitution times the previous one. Differences of
    // times ~horizon lose eps * horizon / flight; flights are >= tol.time.
    KT_CHECK_REL(b.impact_time(1) - b.impact_time(0), e.f1, 8 * kEps * horizon / e.f1);
    for (int n = 1; n < b.bounces(); ++n) {
      CAPTURE(n);
      const double prev = b.impact_time(n) - b.impact_time(n - 1);
      const double next = b.impact_time(n + 1) - b.impact_time(n);
      KT_CHECK_REL(next / prev, p.restitution, 32 * kEps * horizon / next);
    }
  }
}

TEST_CASE("bouncing gravity: the body is on the floor at every impact", "[bouncing_gravity]") {
  for (const auto& p : kCases) {
    const BouncingGravity b = make(p);
    const Expected e = expected(p);
    CAPTURE(p.from, p.velocity, p.acceleration, p.floor, p.restitution);
    // Positions are computed from terms of size |floor| and s1 * f1.
    const double scale = std::fabs(p.floor) + std::fabs(p.from) + e.v_in * (e.t1 + e.f1);
    for (int n = 0; n <= b.bounces(); ++n) {
      CAPTURE(n);
      KT_CHECK_ABS(b.x(b.impact_time(n)), p.floor, 8 * kEps * scale);
    }
  }
}

TEST_CASE("bouncing gravity: each impact keeps restitution times the speed", "[bouncing_gravity]") {
  for (const auto& p : kCases) {
    const BouncingGravity b = make(p);
    const Expected e = expected(p);
    CAPTURE(p.from, p.velocity, p.acceleration, p.floor, p.restitution);
    const double a = p.acceleration;
    const double delta = 1e-9;
    for (int n = 0; n < b.bounces(); ++n) {
      const double t = b.impact_time(n);
      // Undo the delta of acceleration on either side.
      const double before = b.dx(t - delta) + a * delta;
      const double after = b.dx(t + delta) - a * delta;
      CAPTURE(n, t, before, after);
      // Before: moving into the floor; after: moving away.
      CHECK(before * e.dir > 0.0);
      CHECK(after * e.dir < 0.0);
      // Time rounding (~eps t) changes the speed by |a| eps t.
      const double tol = 1e-9;
      KT_CHECK_REL(-after / before, p.restitution, tol);
      // And the absolute speeds follow the independent series.
      KT_CHECK_REL(std::fabs(before), e.v_in * std::pow(p.restitution, n), tol);
    }
  }
}

TEST_CASE("bouncing gravity: flights are gravity arcs from the floor", "[bouncing_gravity]") {
  for (const auto& p : kCases) {
    const BouncingGravity b = make(p);
    const Expected e = expected(p);
    CAPTURE(p.from, p.velocity, p.acceleration, p.floor, p.restitution);
    const double scale = std::fabs(p.floor) + e.s1 * e.f1;
    for (int n = 1; n <= b.bounces(); ++n) {
      const double start = flight_start(e, p.restitution, n);
      const double s = e.s1 * std::pow(p.restitution, n - 1);
      const double f = e.f1 * std::pow(p.restitution, n - 1);
      for (double frac : {0.1, 0.5, 0.75}) {
        const double tau = frac * f;
        const double t = start + tau;
        CAPTURE(n, frac, t);
        // Launched away from the floor (against the acceleration).
        const double want_x = p.floor - e.dir * s * tau + 0.5 * p.acceleration * tau * tau;
        const double want_v = -e.dir * s + p.acceleration * tau;
        // t carries an error of ~eps * t, moving x by speed * eps * t.
        KT_CHECK_ABS(b.x(t), want_x, 16 * kEps * (scale + e.v_in * t));
        KT_CHECK_ABS(b.dx(t), want_v, 16 * kEps * (e.v_in + std::fabs(p.acceleration) * t));
      }
    }
  }
}

TEST_CASE("bouncing gravity never passes the floor", "[bouncing_gravity]") {
  for (const auto& p : kCases) {
    const BouncingGravity b = make(p);
    CAPTURE(p.from, p.velocity, p.acceleration, p.floor, p.restitution);
    const double dir = p.acceleration > 0 ? 1.0 : -1.0;
    std::vector<double> ts;
    const double end = b.settle_time() + 0.5;
    for (int i = 0; i <= 40000; ++i) ts.push_back(end * i / 40000.0);
    // Right around every impact, down to single ulps.
    for (int n = 0; n <= b.bounces(); ++n) {
      const double t = b.impact_time(n);
      for (double d : {1e-3, 1e-6, 1e-9, 1e-12}) {
        ts.push_back(t - d);
        ts.push_back(t + d);
      }
      double lo = t, hi = t;
      for (int k = 0; k < 64; ++k) {
        lo = std::nextafter(lo, -kInf);
        hi = std::nextafter(hi, kInf);
        ts.push_back(lo);
        ts.push_back(hi);
      }
      ts.push_back(t);
    }
    for (double t : ts) {
      const double x = b.x(t);
      CAPTURE(t, x);
      REQUIRE(std::isfinite(x));
      REQUIRE((x - p.floor) * dir <= 0.0);
    }
  }
}

TEST_CASE("bouncing gravity settles on the floor", "[bouncing_gravity]") {
  for (const auto& p : kCases) {
    const BouncingGravity b = make(p);
    CAPTURE(p.from, p.velocity, p.acceleration, p.floor, p.restitution);
    const double ts = b.settle_time();
    REQUIRE(std::isfinite(ts));
    CHECK(b.bounces() >= 1);
    KT_CHECK_ULPS(ts, b.impact_time(b.bounces()), 2);
    for (double t : {ts, ts + 1e-9, ts + 0.5, ts * 10, 1e9, kInf}) {
      CAPTURE(t);
      CHECK(b.x(t) == p.floor);
      CHECK(b.dx(t) == 0.0);
      CHECK(b.done(t));
    }
    CHECK_FALSE(b.done(0.0));
    CHECK_FALSE(b.done(ts * (1 - 1e-9)));
    CHECK(b.at(ts + 1.0).x == p.floor);
    CHECK(b.at(ts + 1.0).dx == 0.0);
  }
}

TEST_CASE("bouncing gravity: the tolerances decide how many bounces", "[bouncing_gravity]") {
  const BouncingGravityParams p{0.0, 0.0, 2000.0, 500.0, 0.9};
  const Tolerance tols[] = {Tolerance{}, Tolerance{1e-3, 1e-3, 0.05}, Tolerance{1e-3, 100.0, 1e-6},
                            Tolerance{1e-3, 1e-9, 1e-9}};
  int previous = -1;
  for (const Tolerance& tol : tols) {
    const BouncingGravity b = make(p, tol);
    const Expected e = expected(p, tol);
    CAPTURE(tol.velocity, tol.time);
    CHECK(b.bounces() == e.bounces);
    CHECK(b.bounces() < 10000);
    CHECK(std::isfinite(b.settle_time()));
    // The geometric series sums to t1 + f1 / (1 - e): settling happens before.
    CHECK(b.settle_time() <= e.t1 + e.f1 / (1 - p.restitution) * (1 + 1e-12));
    previous = b.bounces();
  }
  CHECK(previous > 100);  // the tightest tolerance allows many bounces
}

TEST_CASE("bouncing gravity with restitution 0 rests at the first impact", "[bouncing_gravity]") {
  const BouncingGravityParams p{0.0, 100.0, 2000.0, 500.0, 0.0};
  const BouncingGravity b = make(p);
  const Expected e = expected(p);
  KT_CHECK_ULPS(b.first_impact(), e.t1, 8);
  CHECK(b.bounces() == 0);
  KT_CHECK_ULPS(b.settle_time(), b.first_impact(), 2);
  CHECK(b.impact_time(1) == kInf);
  for (double t : {b.first_impact(), b.first_impact() + 1e-9, b.first_impact() + 1.0, kInf}) {
    CAPTURE(t);
    CHECK(b.x(t) == 500.0);
    CHECK(b.dx(t) == 0.0);
    CHECK(b.done(t));
  }
  CHECK_FALSE(b.done(0.5 * b.first_impact()));
}

TEST_CASE("bouncing gravity starting on the floor", "[bouncing_gravity]") {
  SECTION("moving away from it: flies up and comes back") {
    const BouncingGravityParams p{500.0, -1000.0, 2000.0, 500.0, 0.5};
    const BouncingGravity b = make(p);
    CHECK(b.x(0.0) == 500.0);
    // Back on the floor after 2 |v| / a = 1 s with the same speed.
    KT_CHECK_ULPS(b.first_impact(), 1.0, 4);
    KT_CHECK_ABS(b.x(0.5), 250.0, 1e-12);
    KT_CHECK_ABS(b.dx(1.0 - 1e-9) + 2000.0 * 1e-9, 1000.0, 1e-6);
    // Then bounces at half that speed: the next flight lasts 0.5 s.
    KT_CHECK_ABS(b.impact_time(1), 1.5, 8 * kEps * 2);
    CHECK(b.bounces() == expected(p).bounces);
  }
  SECTION("moving into it: the first impact is at once") {
    const BouncingGravityParams p{500.0, 600.0, 2000.0, 500.0, 0.5};
    const BouncingGravity b = make(p);
    CHECK(b.first_impact() == 0.0);
    CHECK(b.x(0.0) == 500.0);
    // Leaves at 300 px/s upwards; the flight lasts 2 * 300 / 2000 = 0.3 s.
    KT_CHECK_ABS(b.dx(1e-9) - 2000.0 * 1e-9, -300.0, 1e-6);
    KT_CHECK_ABS(b.impact_time(1), 0.3, 8 * kEps);
    CHECK(b.bounces() == expected(p).bounces);
  }
  SECTION("at rest on it: done at once") {
    const BouncingGravityParams p{500.0, 0.0, 2000.0, 500.0, 0.5};
    const BouncingGravity b = make(p);
    CHECK(b.first_impact() == 0.0);
    CHECK(b.bounces() == 0);
    CHECK(b.settle_time() == 0.0);
    CHECK(b.done(0.0));
    CHECK(b.x(1.0) == 500.0);
    CHECK(b.dx(1.0) == 0.0);
  }
}

TEST_CASE("bouncing gravity statuses", "[bouncing_gravity]") {
  using P = BouncingGravityParams;
  SECTION("acceleration 0 is out_of_range") {
    CHECK(same_error(BouncingGravity::create(P{0.0, 1.0, 0.0, 10.0, 0.5}).error(),
                     Status::out_of_range, "acceleration"));
  }
  SECTION("restitution outside [0, 1) is out_of_range") {
    for (double e : {1.0, 1.5, -0.1, -1e-300, 1e300}) {
      CAPTURE(e);
      CHECK(same_error(BouncingGravity::create(P{0.0, 0.0, 10.0, 10.0, e}).error(),
                       Status::out_of_range, "restitution"));
    }
    CHECK(BouncingGravity::create(P{0.0, 0.0, 10.0, 10.0, 0.0}).ok());
    CHECK(BouncingGravity::create(P{0.0, 0.0, 10.0, 10.0, std::nextafter(1.0, 0.0)}).ok());
  }
  SECTION("a floor against the acceleration is out_of_range") {
    CHECK(same_error(BouncingGravity::create(P{600.0, 0.0, 2000.0, 500.0, 0.5}).error(),
                     Status::out_of_range, "floor"));
    CHECK(same_error(BouncingGravity::create(P{-100.0, 0.0, -9.81, 0.0, 0.5}).error(),
                     Status::out_of_range, "floor"));
    // Even when thrown towards it: the acceleration decides.
    CHECK(same_error(BouncingGravity::create(P{600.0, -1e4, 2000.0, 500.0, 0.5}).error(),
                     Status::out_of_range, "floor"));
  }
  SECTION("NaN and infinities are not_finite") {
    CHECK(same_error(BouncingGravity::create(P{kNaN, 0.0, 1.0, 1.0, 0.5}).error(),
                     Status::not_finite, "from"));
    CHECK(same_error(BouncingGravity::create(P{0.0, kInf, 1.0, 1.0, 0.5}).error(),
                     Status::not_finite, "velocity"));
    CHECK(same_error(BouncingGravity::create(P{0.0, 0.0, kNaN, 1.0, 0.5}).error(),
                     Status::not_finite, "acceleration"));
    CHECK(same_error(BouncingGravity::create(P{0.0, 0.0, 1.0, kInf, 0.5}).error(),
                     Status::not_finite, "floor"));
    CHECK(same_error(BouncingGravity::create(P{0.0, 0.0, 1.0, 1.0, kNaN}).error(),
                     Status::not_finite, "restitution"));
  }
}
