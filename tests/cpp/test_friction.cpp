// Tests of kinema::Friction: dx(t) = v0 drag^t, x(t) = from + v0 t hex(t ln drag).
//
// Independent truth: the closed form written the other way round,
// from + v0 (drag^t - 1) / ln(drag) (well conditioned away from drag = 1),
// the derivative identity via Richardson central differences, and the
// semigroup property (restarting from a sampled state changes nothing).
#include <catch2/catch.hpp>

#include <cfloat>
#include <algorithm>
#include <cmath>
#include <cstring>

#include "kinema/friction.hpp"
#include "solver_checks.hpp"

using namespace kinema_solver_tests;
using kinema::Friction;
using kinema::FrictionParams;
using kinema::Status;
using kinema::Tolerance;

namespace {

Friction make(double from, double velocity, double drag, const Tolerance& tol = {}) {
  const auto r = Friction::create(FrictionParams{from, velocity, drag}, tol);
  INFO("Friction::create(" << fmt(from) << ", " << fmt(velocity) << ", " << fmt(drag)
                           << ") failed: " << kinema::to_string(r.status()));
  REQUIRE(r.ok());
  return r.value();
}

Friction stop_at(double from, double velocity, double to) {
  const auto r = Friction::to_stop_at(from, velocity, to);
  INFO("Friction::to_stop_at(" << fmt(from) << ", " << fmt(velocity) << ", " << fmt(to)
                               << ") failed: " << kinema::to_string(r.status()));
  REQUIRE(r.ok());
  return r.value();
}

struct Case {
  double from, velocity, drag;
};
// Typical flings in both directions, a heavy drag and a light one.
const Case kCases[] = {
    {0.0, 1000.0, 0.135}, {250.0, -3000.0, 0.135}, {-40.0, 500.0, 0.01},
    {1e4, 2500.0, 0.9},   {0.0, -80.0, 0.5},
};

bool same_error(const kinema::Error& e, Status s, const char* parameter) {
  return e.status == s && std::strcmp(e.parameter, parameter) == 0;
}

}  // namespace

TEST_CASE("friction starts at from with the given velocity", "[friction]") {
  for (const Case& c : kCases) {
    const Friction f = make(c.from, c.velocity, c.drag);
    CAPTURE(c.from, c.velocity, c.drag);
    CHECK(f.x(0.0) == c.from);
    CHECK(f.dx(0.0) == c.velocity);
    CHECK(f.at(0.0).x == c.from);
    CHECK(f.at(0.0).dx == c.velocity);
    // t is clamped to [0, inf); NaN means 0.
    CHECK(f.x(-1.0) == c.from);
    CHECK(f.dx(-1.0) == c.velocity);
    CHECK(f.x(kNaN) == c.from);
    CHECK(f.dx(kNaN) == c.velocity);
    CHECK(f.drag() == c.drag);
  }
}

TEST_CASE("friction follows its closed form", "[friction]") {
  for (const Case& c : kCases) {
    const Friction f = make(c.from, c.velocity, c.drag);
    const double L = std::log(c.drag);
    for (double t : {0.001, 0.016, 0.1, 0.5, 1.0, 2.0, 5.0}) {
      CAPTURE(c.from, c.velocity, c.drag, t);
      const double v = c.velocity * std::exp(t * L);
      // (drag^t - 1) / ln(drag) with expm1: cancellation-free for these drags.
      const double travelled = c.velocity * std::expm1(t * L) / L;
      const double want = c.from + travelled;
      // Errors: a few ulps of the travelled distance, one of the sum.
      KT_CHECK_ABS(f.x(t), want, 8 * kEps * (std::fabs(travelled) + std::fabs(want)));
      KT_CHECK_REL(f.dx(t), v, 8 * kEps * (1.0 + std::fabs(t * L)));
      const kinema::State s = f.at(t);
      CHECK(s.x == f.x(t));
      CHECK(s.dx == f.dx(t));
    }
  }
}

TEST_CASE("friction dx is the derivative of x", "[friction]") {
  for (const Case& c : kCases) {
    const Friction f = make(c.from, c.velocity, c.drag);
    for (double t : {0.05, 0.3, 1.0, 2.5}) {
      CAPTURE(c.from, c.velocity, c.drag, t);
      const double h = 1e-3;
      const double fd = richardson([&](double s) { return f.x(s); }, t, h);
      // Truncation O(h^4 |ln drag|^5 |v|) and rounding ~ eps |x| / h.
      const double tol = 1e-9 * std::fabs(c.velocity) + 10 * kEps * std::fabs(f.x(t)) / h;
      KT_CHECK_ABS(f.dx(t), fd, tol);
    }
  }
}

TEST_CASE("friction restarted from a sampled state continues the same motion", "[friction]") {
  for (const Case& c : kCases) {
    const Friction f = make(c.from, c.velocity, c.drag);
    const double scale = std::fabs(c.from) + std::fabs(f.rest_position() - c.from);
    for (double t1 : {0.1, 0.4, 1.3}) {
      for (double dt : {0.05, 0.7, 2.0}) {
        CAPTURE(c.from, c.velocity, c.drag, t1, dt);
        const kinema::State s = f.at(t1);
        const Friction g = make(s.x, s.dx, c.drag);
        KT_CHECK_ABS(g.x(dt), f.x(t1 + dt), 16 * kEps * scale);
        KT_CHECK_REL(g.dx(dt), f.dx(t1 + dt), 16 * kEps * (1.0 + std::fabs(std::log(c.drag)) * (t1 + dt)));
      }
    }
  }
}

TEST_CASE("friction is frame-rate independent", "[friction]") {
  // Restarting every frame at 30/60/144/240 Hz for 2 s must land where one
  // evaluation at 2 s lands. Each restart adds a few ulps of the position and
  // a few ulps of relative velocity error, so n frames allow ~n * 8 eps.
  for (const Case& c : kCases) {
    const Friction f = make(c.from, c.velocity, c.drag);
    const double scale = std::fabs(c.from) + std::fabs(f.rest_position() - c.from);
    for (int hz : {30, 60, 144, 240}) {
      const int frames = 2 * hz;
      const double dt = 1.0 / hz;
      kinema::State s{c.from, c.velocity};
      double elapsed = 0.0;
      for (int i = 0; i < frames; ++i) {
        s = make(s.x, s.dx, c.drag).at(dt);
        elapsed += dt;
      }
      CAPTURE(c.from, c.velocity, c.drag, hz, elapsed);
      // elapsed differs from 2 by at most frames * eps * 2 s; that moves x by
      // |v| * frames * 2 eps at most, inside the allowance.
      const double tol = frames * 8 * kEps * (scale + std::fabs(c.velocity) * 2.0);
      KT_CHECK_ABS(s.x, f.x(2.0), tol);
      KT_CHECK_ABS(s.dx, f.dx(2.0), frames * 8 * kEps * std::fabs(c.velocity));
    }
  }
}

TEST_CASE("friction with drag 1 is constant velocity", "[friction]") {
  const Friction f = make(12.5, 300.0, 1.0);
  for (double t : {0.0, 0.25, 1.0, 3.0, 1e3, 1e6}) {
    CAPTURE(t);
    KT_CHECK_ULPS(f.x(t), 12.5 + 300.0 * t, 2);
    CHECK(f.dx(t) == 300.0);
  }
  CHECK(f.settle_time() == kInf);
  CHECK_FALSE(f.done(1e9));
  CHECK(f.rest_position() == kInf);
  CHECK(make(0.0, -300.0, 1.0).rest_position() == -kInf);
  // Never reaches what lies behind; reaches everything ahead at (p - from) / v.
  KT_CHECK_ULPS(f.time_at(12.5 + 600.0), 2.0, 4);
  CHECK(f.time_at(0.0) == kInf);
}

TEST_CASE("friction with drag 1 - 2^-45 is finite and close to constant velocity", "[friction]") {
  const double drag = 1.0 - std::ldexp(1.0, -45);
  const double L = std::log1p(-std::ldexp(1.0, -45));  // ~ -2.84e-14, accurate
  const Friction f = make(5.0, 1000.0, drag);
  for (double t : {0.5, 1.0, 10.0, 100.0}) {
    CAPTURE(t);
    const double y = t * L;
    // from + v t hex(y) with hex(y) = 1 + y/2 + y^2/6 (y^3 term < 1e-36).
    const double want = 5.0 + 1000.0 * t * (1.0 + y / 2.0 + y * y / 6.0);
    const double x = f.x(t);
    CHECK(std::isfinite(x));
    KT_CHECK_ULPS(x, want, 4);
    // And the deviation from constant velocity is the tiny quadratic term.
    KT_CHECK_ABS(x, 5.0 + 1000.0 * t, 1000.0 * t * std::fabs(y) + 8 * kEps * (5.0 + 1000.0 * t));
    KT_CHECK_REL(f.dx(t), 1000.0 * std::exp(y), 4 * kEps);
  }
  // It still comes to rest, very far away and very late, but finitely.
  KT_CHECK_REL(f.rest_position(), 5.0 + 1000.0 / -L, 8 * kEps);
  CHECK(std::isfinite(f.settle_time()));
  // The later of |v| e^(Lt) = 1e-3 and (|v| / -L) e^(Lt) = 1e-3 is the
  // distance's, at 1.58e15 s; but the rest position, 3.5e16 px, has an ulp of
  // 4 px, so the curve x(t) rounds to it once |x - rest| < 2 px, from
  // ln(2 -L / 1000) / L = 1.317e15 s on: that is where it settles.
  const double ts = f.settle_time();
  CHECK(ts <= std::log(1e-3 * -L / 1000.0) / L);
  KT_CHECK_REL(ts, std::log(2.0 * -L / 1000.0) / L, 1e-3);
  CHECK(f.x(ts) == f.rest_position());
  CHECK(f.x(std::nextafter(ts, 0.0)) != f.rest_position());
}

TEST_CASE("friction rest position", "[friction]") {
  for (const Case& c : kCases) {
    const Friction f = make(c.from, c.velocity, c.drag);
    CAPTURE(c.from, c.velocity, c.drag);
    const double want = c.from + c.velocity / -std::log(c.drag);
    KT_CHECK_ABS(f.rest_position(), want, 4 * kEps * (std::fabs(want) + std::fabs(want - c.from)));
    // x(t) approaches it: drag^200 <= 0.9^200 ~ 7e-10 of the distance is left.
    KT_CHECK_ABS(f.x(200.0), want, 1e-8 * std::fabs(want - c.from));
    // x(+inf) is the rest position, dx(+inf) is 0.
    KT_CHECK_ABS(f.x(kInf), want, 4 * kEps * (std::fabs(want) + std::fabs(want - c.from)));
    CHECK(f.dx(kInf) == 0.0);
  }
  // A body at rest rests where it is, whatever the drag.
  CHECK(make(7.0, 0.0, 0.135).rest_position() == 7.0);
  CHECK(make(7.0, 0.0, 1.0).rest_position() == 7.0);
}

TEST_CASE("friction time_at inverts x", "[friction]") {
  for (const Case& c : kCases) {
    const Friction f = make(c.from, c.velocity, c.drag);
    const double scale = std::fabs(c.from) + std::fabs(f.rest_position() - c.from);
    CHECK(f.time_at(c.from) == 0.0);
    for (double t : {0.001, 0.02, 0.1, 0.5, 1.0, 2.0, 4.0}) {
      const double p = f.x(t);
      CAPTURE(c.from, c.velocity, c.drag, t, p);
      // Condition: an error of a few ulps of the position scale in p moves the
      // time by that over the speed there.
      const double tol = 8 * kEps * t + 8 * kEps * scale / std::fabs(f.dx(t));
      KT_CHECK_ABS(f.time_at(p), t, tol);
    }
  }
}

TEST_CASE("friction time_at is +inf where the fling never goes", "[friction]") {
  for (const Case& c : kCases) {
    const Friction f = make(c.from, c.velocity, c.drag);
    const double rest = f.rest_position();
    const double dir = c.velocity > 0 ? 1.0 : -1.0;
    CAPTURE(c.from, c.velocity, c.drag, rest);
    CHECK(f.time_at(c.from - dir * 1.0) == kInf);               // behind
    CHECK(f.time_at(c.from - dir * 1e6) == kInf);               // far behind
    CHECK(f.time_at(rest) == kInf);                             // at rest position
    CHECK(f.time_at(rest + dir * 1.0) == kInf);                 // beyond
    CHECK(f.time_at(rest + dir * std::fabs(rest) * 1e-3 + dir) == kInf);
    CHECK(f.time_at(dir * kInf) == kInf);
    CHECK(f.time_at(kNaN) == kInf);
  }
  // A body at rest reaches only its own position.
  const Friction still = make(3.0, 0.0, 0.2);
  CHECK(still.time_at(3.0) == 0.0);
  CHECK(still.time_at(4.0) == kInf);
  CHECK(still.time_at(2.0) == kInf);
}

TEST_CASE("friction to_stop_at comes to rest exactly at the target", "[friction]") {
  struct Stop {
    double from, velocity, to;
  };
  const Stop stops[] = {
      {0.0, 1000.0, 300.0},    {100.0, -2000.0, -400.0}, {-50.0, 5.0, -49.0},
      {0.0, 1e-3, 1e6},        {1e6, 3000.0, 1e6 + 1000.0}, {0.1, 0.3, 0.7},
      {-1e4, -12345.678, -2e4}, {20.0, 400.0, 21.0},  // drag = e^-400
  };
  for (const Stop& s : stops) {
    const Friction f = stop_at(s.from, s.velocity, s.to);
    CAPTURE(s.from, s.velocity, s.to);
    CHECK(f.x(0.0) == s.from);
    CHECK(f.dx(0.0) == s.velocity);
    // drag = exp(-v / (to - from)).
    KT_CHECK_REL(f.drag(), std::exp(-s.velocity / (s.to - s.from)),
                 4 * kEps * (1.0 + std::fabs(s.velocity / (s.to - s.from))));
    // Lands on the target: one rounding of the distance, one of the sum.
    const double scale = std::max(std::fabs(s.to), std::fabs(s.to - s.from));
    KT_CHECK_ABS(f.rest_position(), s.to, 2 * kEps * scale);
    KT_CHECK_ABS(f.x(kInf), s.to, 2 * kEps * scale);
    // And gets (very) close to it in finite time, from the right side.
    const double late = f.x(f.settle_time());
    CHECK((s.to - late) * s.velocity >= 0.0);
    CHECK(f.time_at(s.to) == kInf);
  }
}

TEST_CASE("friction to_stop_at refuses what it cannot reach", "[friction]") {
  SECTION("target behind the fling") {
    const auto r = Friction::to_stop_at(0.0, 1000.0, -10.0);
    CHECK(r.status() == Status::unreachable);
    CHECK(Friction::to_stop_at(0.0, -1000.0, 10.0).status() == Status::unreachable);
  }
  SECTION("no velocity but somewhere to go") {
    CHECK(Friction::to_stop_at(0.0, 0.0, 10.0).status() == Status::unreachable);
    CHECK(Friction::to_stop_at(0.0, -0.0, -10.0).status() == Status::unreachable);
  }
  SECTION("moving but the target is the start") {
    CHECK(Friction::to_stop_at(5.0, 100.0, 5.0).status() == Status::unreachable);
  }
  SECTION("distance so short that ln(drag) overflows") {
    // ln(drag) = -1e300 / 1e-300 = -inf.
    CHECK(Friction::to_stop_at(0.0, 1e300, 1e-300).status() == Status::unreachable);
    CHECK(Friction::to_stop_at(0.0, -1e300, -1e-300).status() == Status::unreachable);
  }
  SECTION("drag below the smallest double still stops exactly (ln(drag) is kept)") {
    // drag = exp(-1e6 / 1e-3) = exp(-1e9) underflows to 0, ln(drag) = -1e9 does not.
    for (double sign : {1.0, -1.0}) {
      const auto f = Friction::to_stop_at(0.0, sign * 1e6, sign * 1e-3);
      REQUIRE(f.ok());
      CHECK(f->log_drag() == -1e9);
      CHECK(f->rest_position() == sign * 1e-3);
      CHECK(f->dx(0.0) == sign * 1e6);
      CHECK(f->x(1.0) == sign * 1e-3);
    }
  }
  SECTION("non-finite input") {
    CHECK(Friction::to_stop_at(kNaN, 1.0, 2.0).status() == Status::not_finite);
    CHECK(Friction::to_stop_at(0.0, kNaN, 2.0).status() == Status::not_finite);
    CHECK(Friction::to_stop_at(0.0, 1.0, kNaN).status() == Status::not_finite);
    CHECK(Friction::to_stop_at(0.0, kInf, 2.0).status() == Status::not_finite);
    CHECK(Friction::to_stop_at(0.0, 1.0, kInf).status() == Status::not_finite);
  }
  SECTION("no velocity and already there is a motion at rest") {
    const auto r = Friction::to_stop_at(42.0, 0.0, 42.0);
    REQUIRE(r.ok());
    const Friction& f = r.value();
    for (double t : {0.0, 1.0, 1e6, kInf}) {
      CAPTURE(t);
      CHECK(f.x(t) == 42.0);
      CHECK(f.dx(t) == 0.0);
    }
    CHECK(f.done(0.0));
    CHECK(f.settle_time() == 0.0);
    CHECK(f.rest_position() == 42.0);
  }
}

TEST_CASE("friction done and settle_time agree with both tolerances", "[friction]") {
  for (const Tolerance& tol : {Tolerance{}, Tolerance{0.5, 0.5, 0.01}, Tolerance{1e-3, 20.0, 1e-3}}) {
    for (const Case& c : kCases) {
      const Friction f = make(c.from, c.velocity, c.drag, tol);
      const double ts = f.settle_time();
      CAPTURE(c.from, c.velocity, c.drag, tol.velocity, ts);
      REQUIRE(std::isfinite(ts));
      REQUIRE(ts > 0.0);
      // Independent: the later of |v0| drag^t = tol.velocity and
      // |v0| / -ln(drag) drag^t = tol.distance.
      const double L = std::log(c.drag);
      const double want = std::max(std::log(tol.velocity / std::fabs(c.velocity)) / L,
                                   std::log(tol.distance * -L / std::fabs(c.velocity)) / L);
      // Where the distance decides, the curve's own rounding of x (an ulp
      // of the rest position, against tol.distance) moves the exit by up
      // to ulp(rest) / (tol.distance * -L).
      const double rest_ulp = std::nextafter(std::fabs(f.rest_position()), kInf) - std::fabs(f.rest_position());
      KT_CHECK_ABS(ts, want, 1e-12 * want + 2.0 * rest_ulp / (tol.distance * -L));
      CHECK(f.done(ts));
      CHECK(f.done(ts * 2));
      CHECK(f.done(kInf));
      CHECK_FALSE(f.done(0.0));
      CHECK_FALSE(f.done(ts * (1 - 1e-9)));
      // Just before: outside the band; just after: inside.
      const double rest = f.rest_position();
      auto out = [&](double t) {
        return std::fabs(f.x(t) - rest) > tol.distance || std::fabs(f.dx(t)) > tol.velocity;
      };
      CHECK(out(ts * (1 - 1e-9)));
      CHECK_FALSE(out(ts * (1 + 1e-9)));
    }
  }
  // Starting slower than the tolerance: done at once.
  const Friction slow = make(0.0, 5e-4, 0.5);
  CHECK(slow.settle_time() == 0.0);
  CHECK(slow.done(0.0));
  const Friction still = make(1.0, 0.0, 1.0);
  CHECK(still.settle_time() == 0.0);
  CHECK(still.done(0.0));
}

TEST_CASE("friction statuses", "[friction]") {
  SECTION("NaN and infinities are not_finite, naming the parameter") {
    CHECK(same_error(Friction::create({kNaN, 1.0, 0.5}).error(), Status::not_finite, "from"));
    CHECK(same_error(Friction::create({kInf, 1.0, 0.5}).error(), Status::not_finite, "from"));
    CHECK(same_error(Friction::create({0.0, kNaN, 0.5}).error(), Status::not_finite, "velocity"));
    CHECK(same_error(Friction::create({0.0, -kInf, 0.5}).error(), Status::not_finite, "velocity"));
    CHECK(same_error(Friction::create({0.0, 1.0, kNaN}).error(), Status::not_finite, "drag"));
    CHECK(same_error(Friction::create({0.0, 1.0, kInf}).error(), Status::not_finite, "drag"));
  }
  SECTION("drag outside (0, 1] is out_of_range") {
    for (double drag : {0.0, -0.0, -0.5, -1.0, std::nextafter(1.0, 2.0), 1.5, 1e300}) {
      CAPTURE(drag);
      const auto r = Friction::create({0.0, 1.0, drag});
      CHECK_FALSE(r.ok());
      CHECK(same_error(r.error(), Status::out_of_range, "drag"));
    }
  }
  SECTION("the edges of (0, 1] are accepted") {
    CHECK(Friction::create({0.0, 1.0, 1.0}).ok());
    CHECK(Friction::create({0.0, 1.0, DBL_TRUE_MIN}).ok());
    CHECK(Friction::create({0.0, 1.0, std::nextafter(1.0, 0.0)}).ok());
  }
}

TEST_CASE("friction with an extreme drag stays finite", "[friction]") {
  // drag = DBL_TRUE_MIN: ln(drag) ~ -744.4, it stops within ~v/744 px.
  const Friction f = make(0.0, 1000.0, DBL_TRUE_MIN);
  const double L = std::log(DBL_TRUE_MIN);
  for (double t : {0.0, 1e-3, 0.1, 1.0, 10.0, kInf}) {
    CAPTURE(t);
    CHECK(std::isfinite(f.x(t)));
    CHECK(std::isfinite(f.dx(t)));
    CHECK(f.x(t) <= 1000.0 / -L * (1 + 4 * kEps));
  }
  KT_CHECK_REL(f.rest_position(), 1000.0 / -L, 4 * kEps);
}
