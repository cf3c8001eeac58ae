// Tests of kinema::ExponentialRate: dx(t) = V0 e^(-lambda t),
// x(t) = X0 + V0 t hex(-lambda t), and its inverse problem solve().
//
// Solved rates were computed with mpmath 1.3 at mp.dps = 60: with
// r = distance / (final_velocity T) over the exact double inputs, y is the
// non-trivial root of expm1(y) = r y (findroot on expm1(y)/y - r to 1e-50),
// lambda = y / T and V0 = final_velocity e^y, printed to 20 digits.
#include <catch2/catch.hpp>

#include <cfloat>
#include <algorithm>
#include <cmath>
#include <cstring>

#include "kinema/exponential_rate.hpp"
#include "solver_checks.hpp"

using namespace kinema_solver_tests;
using kinema::ExponentialRate;
using kinema::ExponentialRateParams;
using kinema::ExponentialRateSolution;
using kinema::Status;
using kinema::Tolerance;

namespace {

ExponentialRate make(double from, double velocity, double lambda, double duration = kInf,
                     const Tolerance& tol = {}) {
  const auto r = ExponentialRate::create(ExponentialRateParams{from, velocity, lambda, duration}, tol);
  INFO("ExponentialRate::create(" << fmt(from) << ", " << fmt(velocity) << ", " << fmt(lambda)
                                  << ", " << fmt(duration)
                                  << ") failed: " << kinema::to_string(r.status()));
  REQUIRE(r.ok());
  return r.value();
}

ExponentialRate solved(double from, double to, double final_velocity, double duration) {
  const auto r = ExponentialRate::solve(from, to, final_velocity, duration);
  INFO("ExponentialRate::solve(" << fmt(from) << ", " << fmt(to) << ", " << fmt(final_velocity)
                                 << ", " << fmt(duration)
                                 << ") failed: " << kinema::to_string(r.status()));
  REQUIRE(r.ok());
  return r.value();
}

struct Case {
  double from, velocity, lambda;
};
const Case kCases[] = {
    {0.0, 500.0, 3.0},    {20.0, -800.0, 0.5}, {5.0, 100.0, 0.0},
    {0.0, 10.0, -2.0},    {-3.0, -4.0, -0.25},
};

struct Solve {
  double from, to, final_velocity, duration;
  double lambda, velocity;  // mpmath
};
// to - from is exact in every row, so r is the mpmath r up to the library's
// own rounding of the quotient.
const Solve kSolves[] = {
    // r = 3 > 1: slows down (lambda > 0)
    {250.0, 550.0, 100.0, 1.0, 1.9038136944403834847, 671.14410833211504541},
    // r = 0.5 < 1: speeds up (lambda < 0)
    {-40.0, 10.0, 100.0, 1.0, -1.5936242600400400923, 20.318786997997995384},
    // r = 66.67: a strong slow-down
    {1000.0, 2000.0, 50.0, 0.3, 19.975854848943615043, 20025.854848943615043},
    // negative direction
    {100.0, -200.0, -100.0, 1.0, 1.9038136944403834847, -671.14410833211504541},
    {0.0, -300.0, -100.0, 2.5, 0.14167970491565383813, -142.50391147469615144},
    // r = 0.05: a strong speed-up
    {0.5, 1.5, 1000.0, 0.02, -999.99999793884629259, 2.0611537074056473296e-6},
    {3.0, 10.0, 2.0, 1.5, 1.0056323789890943993, 9.0394266529236607953},
};

bool same_error(const kinema::Error& e, Status s, const char* parameter) {
  return e.status == s && std::strcmp(e.parameter, parameter) == 0;
}

}  // namespace

TEST_CASE("exponential rate follows its closed form", "[exponential_rate]") {
  for (const Case& c : kCases) {
    const ExponentialRate m = make(c.from, c.velocity, c.lambda);
    CAPTURE(c.from, c.velocity, c.lambda);
    CHECK(m.x(0.0) == c.from);
    CHECK(m.dx(0.0) == c.velocity);
    CHECK(m.x(-1.0) == c.from);  // t clamped to [0, inf)
    CHECK(m.x(kNaN) == c.from);  // NaN means 0
    CHECK(m.dx(kNaN) == c.velocity);
    for (double t : {0.01, 0.5, 1.0, 3.0, 10.0}) {
      CAPTURE(t);
      // Independent: X0 - V0 expm1(-lambda t) / lambda (or X0 + V0 t).
      const double travelled =
          c.lambda == 0.0 ? c.velocity * t : -c.velocity * std::expm1(-c.lambda * t) / c.lambda;
      const double want = c.from + travelled;
      KT_CHECK_ABS(m.x(t), want, 8 * kEps * (std::fabs(c.from) + std::fabs(travelled)));
      KT_CHECK_REL(m.dx(t), c.velocity * std::exp(-c.lambda * t),
                   4 * kEps * (1.0 + std::fabs(c.lambda * t)));
      CHECK(m.at(t).x == m.x(t));
      CHECK(m.at(t).dx == m.dx(t));
    }
  }
}

TEST_CASE("exponential rate with a tiny lambda matches the series", "[exponential_rate]") {
  for (double lambda : {1e-14, -1e-14, 3e-10}) {
    const ExponentialRate m = make(1.0, 1000.0, lambda);
    for (double t : {0.5, 1.0, 10.0, 100.0}) {
      CAPTURE(lambda, t);
      const double y = lambda * t;
      // hex(-y) = 1 - y/2 + y^2/6 - y^3/24; |y|^3 <= 3e-23 is negligible.
      const double want = 1.0 + 1000.0 * t * (1.0 - y / 2.0 + y * y / 6.0);
      KT_CHECK_ULPS(m.x(t), want, 4);
      KT_CHECK_REL(m.dx(t), 1000.0 * (1.0 - y + y * y / 2.0), 4 * kEps);
    }
  }
  // lambda = 0 exactly is constant velocity.
  const ExponentialRate flat = make(2.0, 3.0, 0.0);
  for (double t : {0.25, 1.0, 1e6}) {
    KT_CHECK_ULPS(flat.x(t), 2.0 + 3.0 * t, 1);
    CHECK(flat.dx(t) == 3.0);
  }
}

TEST_CASE("exponential rate dx is the derivative of x", "[exponential_rate]") {
  for (const Case& c : kCases) {
    const ExponentialRate m = make(c.from, c.velocity, c.lambda);
    for (double t : {0.05, 0.4, 1.0, 2.5}) {
      CAPTURE(c.from, c.velocity, c.lambda, t);
      const double h = 1e-3;
      const double fd = richardson([&](double s) { return m.x(s); }, t, h);
      // Truncation ~ h^4 lambda^4 |dx| / 30, rounding ~ eps |x| / h.
      const double tol = 1e-9 * (std::fabs(m.dx(t)) + std::fabs(c.velocity)) +
                         20 * kEps * std::fabs(m.x(t)) / h;
      KT_CHECK_ABS(m.dx(t), fd, tol);
    }
  }
}

TEST_CASE("exponential rate restarted from a sampled state continues the same motion",
          "[exponential_rate]") {
  for (const Case& c : kCases) {
    const ExponentialRate m = make(c.from, c.velocity, c.lambda);
    for (double t1 : {0.2, 1.0}) {
      for (double dt : {0.1, 1.5}) {
        CAPTURE(c.from, c.velocity, c.lambda, t1, dt);
        const kinema::State s = m.at(t1);
        const ExponentialRate n = make(s.x, s.dx, c.lambda);
        const double scale = std::fabs(c.from) + std::fabs(m.x(t1 + dt) - c.from);
        KT_CHECK_ABS(n.x(dt), m.x(t1 + dt), 16 * kEps * scale);
        KT_CHECK_REL(n.dx(dt), m.dx(t1 + dt), 16 * kEps * (1.0 + std::fabs(c.lambda) * (t1 + dt)));
      }
    }
  }
}

TEST_CASE("exponential rate at huge times overflows to infinity or reaches its limit",
          "[exponential_rate]") {
  // lambda < 0 grows without bound: +-inf, never NaN.
  CHECK(make(0.0, 1.0, -1.0).x(1e6) == kInf);
  CHECK(make(0.0, 1.0, -1.0).dx(1e6) == kInf);
  CHECK(make(0.0, -1.0, -1.0).x(1e6) == -kInf);
  CHECK(make(0.0, -1.0, -1.0).dx(1e6) == -kInf);
  CHECK(make(0.0, 1.0, -1.0).x(kInf) == kInf);
  CHECK(make(0.0, -1.0, -1.0).x(kInf) == -kInf);
  // lambda > 0 approaches X0 + V0 / lambda.
  const ExponentialRate m = make(10.0, 600.0, 3.0);
  KT_CHECK_REL(m.x(1e3), 210.0, 4 * kEps);
  KT_CHECK_REL(m.x(1e300), 210.0, 4 * kEps);
  KT_CHECK_REL(m.x(kInf), 210.0, 4 * kEps);
  CHECK(m.dx(1e300) == 0.0);
  CHECK(m.dx(kInf) == 0.0);
}

TEST_CASE("exponential rate solve reaches the target with the final velocity", "[exponential_rate]") {
  for (const Solve& s : kSolves) {
    CAPTURE(s.from, s.to, s.final_velocity, s.duration);
    const ExponentialRate m = solved(s.from, s.to, s.final_velocity, s.duration);
    // The solved numbers against mpmath. r has at most a couple of roundings
    // and the root is well conditioned for these r (|r - 1| >= 0.2).
    KT_CHECK_REL(m.params().lambda, s.lambda, 1e-13);
    KT_CHECK_REL(m.params().velocity, s.velocity, 1e-13);
    CHECK(m.params().from == s.from);
    CHECK(m.params().duration == s.duration);
    // The motion itself: starts at from, reaches to at T with final_velocity.
    CHECK(m.x(0.0) == s.from);
    const double scale = std::fabs(s.from) + std::fabs(s.to - s.from);
    KT_CHECK_ABS(m.x(s.duration), s.to, 1e-12 * scale);
    KT_CHECK_REL(m.dx(s.duration), s.final_velocity, 1e-12);
    // Direction: lambda > 0 slows down (r > 1), lambda < 0 speeds up.
    const double r = (s.to - s.from) / (s.final_velocity * s.duration);
    CHECK((r > 1.0) == (m.params().lambda > 0.0));
    // solve_rate gives the same two numbers.
    const auto rate = ExponentialRate::solve_rate(s.to - s.from, s.final_velocity, s.duration);
    REQUIRE(rate.ok());
    CHECK(rate.value().lambda == m.params().lambda);
    CHECK(rate.value().velocity == m.params().velocity);
  }
}

TEST_CASE("exponential rate solve with r == 1 is constant velocity", "[exponential_rate]") {
  const ExponentialRate m = solved(0.0, 100.0, 100.0, 1.0);
  CHECK(m.params().lambda == 0.0);
  CHECK(m.params().velocity == 100.0);
  KT_CHECK_ULPS(m.x(1.0), 100.0, 1);
  CHECK(m.dx(1.0) == 100.0);
  const ExponentialRate n = solved(-5.0, -25.0, -8.0, 2.5);
  CHECK(n.params().lambda == 0.0);
  CHECK(n.params().velocity == -8.0);
}

TEST_CASE("exponential rate solve next to r == 1 keeps every digit", "[exponential_rate]") {
  // from = 0, final_velocity = 1, T = 1: r = to exactly and r - 1 is exact.
  // A solver that computed r - 1 after rounding r, or used hex(y) - 1
  // instead of hexm1, would lose ~|log10(r - 1)| digits here.
  struct Near {
    double to;
    double y;  // mpmath: non-trivial root of expm1(y) = to * y
  };
  const Near nears[] = {
      {1.0 + 1e-9, 2.0000001641474084453e-9},
      {1.0 - 1e-9, -1.9999999447694703322e-9},
      {1.0 + std::ldexp(1.0, -40), 1.8189894035447535683e-12},
      {1.0 - std::ldexp(1.0, -40), -1.8189894035469593833e-12},
  };
  for (const Near& n : nears) {
    CAPTURE(n.to);
    const ExponentialRate m = solved(0.0, n.to, 1.0, 1.0);
    KT_CHECK_REL(m.params().lambda, n.y, 64 * kEps);
    KT_CHECK_REL(m.params().velocity, std::exp(n.y), 4 * kEps);
    KT_CHECK_ULPS(m.x(1.0), n.to, 4);
    KT_CHECK_ULPS(m.dx(1.0), 1.0, 4);
    const auto rate = ExponentialRate::solve_rate(n.to, 1.0, 1.0);
    REQUIRE(rate.ok());
    KT_CHECK_REL(rate.value().lambda, n.y, 64 * kEps);
  }
  // The same with the scale moved into T and the velocity: lambda = y / T.
  const ExponentialRate m = solved(0.0, 4.0 * (1.0 + 1e-9), 2.0, 2.0);
  KT_CHECK_REL(m.params().lambda, 2.0000001641474084453e-9 / 2.0, 64 * kEps);
}

TEST_CASE("exponential rate duration ends the motion", "[exponential_rate]") {
  const ExponentialRate m = make(0.0, 500.0, 3.0, 2.0);
  CHECK(m.settle_time() == 2.0);
  CHECK(m.done(2.0));
  CHECK(m.done(5.0));
  CHECK_FALSE(m.done(0.0));
  CHECK_FALSE(m.done(2.0 * (1 - 1e-12)));
  // Even for speeding-up motions, which never settle on their own.
  const ExponentialRate up = make(0.0, 10.0, -2.0, 0.75);
  CHECK(up.settle_time() == 0.75);
  CHECK(up.done(0.75));
  // A solved motion ends at its duration.
  for (const Solve& s : kSolves) {
    const ExponentialRate sm = solved(s.from, s.to, s.final_velocity, s.duration);
    CAPTURE(s.from, s.to, s.final_velocity, s.duration);
    CHECK(sm.settle_time() == s.duration);
    CHECK(sm.done(s.duration));
    CHECK_FALSE(sm.done(s.duration * (1 - 1e-12)));
  }
}

TEST_CASE("exponential rate open-ended done rules", "[exponential_rate]") {
  SECTION("lambda > 0 settles when both |dx| and |x - rest| are within tolerance") {
    // Default: the speed decides (500 e^(-3t) = 1e-3); {1e-3, 5}: the
    // distance (500/3 e^(-3t) = 1e-3, later than 500 e^(-3t) = 5).
    for (const Tolerance& tol : {Tolerance{}, Tolerance{1e-3, 5.0, 1e-3}}) {
      const ExponentialRate m = make(0.0, 500.0, 3.0, kInf, tol);
      const double ts = m.settle_time();
      CAPTURE(tol.velocity, ts);
      const double want = std::max(std::log(500.0 / tol.velocity), std::log(500.0 / (3.0 * tol.distance))) / 3.0;
      // The curve's own rounding of x (an ulp of the rest position, 500/3,
      // against tol.distance) moves the exit by up to ulp / (tol.distance lambda).
      KT_CHECK_ABS(ts, want, 1e-12 * want + 2.0 * 2.9e-14 / (tol.distance * 3.0));
      auto out = [&](double t) {
        return std::fabs(m.x(t) - 500.0 / 3.0) > tol.distance || std::fabs(m.dx(t)) > tol.velocity;
      };
      CHECK(out(ts * (1 - 1e-9)));
      CHECK_FALSE(out(ts * (1 + 1e-9)));
      CHECK(m.done(ts));
      CHECK_FALSE(m.done(ts * (1 - 1e-9)));
    }
  }
  SECTION("lambda <= 0 with a moving start never settles") {
    for (double lambda : {0.0, -1.0, -1e-14}) {
      const ExponentialRate m = make(0.0, 10.0, lambda);
      CAPTURE(lambda);
      CHECK(m.settle_time() == kInf);
      CHECK_FALSE(m.done(1e9));
    }
  }
  SECTION("a start slower than the tolerance is done at once") {
    CHECK(make(0.0, 5e-4, 3.0).settle_time() == 0.0);
    CHECK(make(0.0, 0.0, 3.0).done(0.0));
    CHECK(make(0.0, 0.0, 0.0).done(0.0));
    CHECK(make(0.0, 0.0, -1.0).done(0.0));
  }
}

TEST_CASE("exponential rate statuses", "[exponential_rate]") {
  using P = ExponentialRateParams;
  SECTION("create") {
    CHECK(same_error(ExponentialRate::create(P{kNaN, 1.0, 1.0, kInf}).error(), Status::not_finite, "from"));
    CHECK(same_error(ExponentialRate::create(P{0.0, kInf, 1.0, kInf}).error(), Status::not_finite, "velocity"));
    CHECK(same_error(ExponentialRate::create(P{0.0, 1.0, kNaN, kInf}).error(), Status::not_finite, "lambda"));
    CHECK(same_error(ExponentialRate::create(P{0.0, 1.0, -kInf, kInf}).error(), Status::not_finite, "lambda"));
    CHECK(same_error(ExponentialRate::create(P{0.0, 1.0, 1.0, kNaN}).error(), Status::not_finite, "duration"));
    for (double d : {0.0, -0.0, -1.0, -DBL_TRUE_MIN}) {
      CAPTURE(d);
      CHECK(same_error(ExponentialRate::create(P{0.0, 1.0, 1.0, d}).error(), Status::out_of_range, "duration"));
    }
    CHECK(ExponentialRate::create(P{0.0, 1.0, 1.0, kInf}).ok());
    CHECK(ExponentialRate::create(P{0.0, 1.0, 1.0, DBL_TRUE_MIN}).ok());
  }
  SECTION("solve: duration <= 0 is out_of_range") {
    for (double d : {0.0, -1.0}) {
      CAPTURE(d);
      CHECK(same_error(ExponentialRate::solve(0.0, 10.0, 5.0, d).error(), Status::out_of_range, "duration"));
      CHECK(same_error(ExponentialRate::solve_rate(10.0, 5.0, d).error(), Status::out_of_range, "duration"));
    }
  }
  SECTION("solve: final velocity 0 or of the wrong sign is unreachable") {
    CHECK(same_error(ExponentialRate::solve(0.0, 10.0, 0.0, 1.0).error(), Status::unreachable, "finalVelocity"));
    CHECK(same_error(ExponentialRate::solve(0.0, 10.0, -5.0, 1.0).error(), Status::unreachable, "finalVelocity"));
    CHECK(same_error(ExponentialRate::solve(0.0, -10.0, 5.0, 1.0).error(), Status::unreachable, "finalVelocity"));
    CHECK(same_error(ExponentialRate::solve(0.0, -10.0, -0.0, 1.0).error(), Status::unreachable, "finalVelocity"));
    CHECK(same_error(ExponentialRate::solve_rate(10.0, -5.0, 1.0).error(), Status::unreachable, "finalVelocity"));
    CHECK(same_error(ExponentialRate::solve_rate(10.0, 0.0, 1.0).error(), Status::unreachable, "finalVelocity"));
  }
  SECTION("solve: NaN is not_finite") {
    CHECK(ExponentialRate::solve(kNaN, 10.0, 5.0, 1.0).status() == Status::not_finite);
    CHECK(ExponentialRate::solve(0.0, kNaN, 5.0, 1.0).status() == Status::not_finite);
    CHECK(ExponentialRate::solve(0.0, 10.0, kNaN, 1.0).status() == Status::not_finite);
    CHECK(ExponentialRate::solve(0.0, 10.0, 5.0, kNaN).status() == Status::not_finite);
    CHECK(ExponentialRate::solve(0.0, kInf, 5.0, 1.0).status() == Status::not_finite);
    CHECK(ExponentialRate::solve_rate(kNaN, 5.0, 1.0).status() == Status::not_finite);
  }
  SECTION("solve: to == from with final velocity 0 is a motion at rest") {
    const auto r = ExponentialRate::solve(7.0, 7.0, 0.0, 1.5);
    REQUIRE(r.ok());
    for (double t : {0.0, 0.5, 1.5, 10.0}) {
      CAPTURE(t);
      CHECK(r.value().x(t) == 7.0);
      CHECK(r.value().dx(t) == 0.0);
    }
  }
}
