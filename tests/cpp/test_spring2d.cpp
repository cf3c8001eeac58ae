// Tests of kinema::Spring2D (spring2d.hpp) and kinema::Motion2D (motion2d.hpp).
//
// Independent truth: the 1D Spring of each axis (itself checked against the
// 50-digit reference), which each axis must equal to the bit; velocity as the
// derivative of position (Richardson extrapolation); the exact symmetries of
// an isotropic spring (a quarter turn and a mirror of the initial state turn
// and mirror the motion, to the bit); a straight path when the initial
// velocity is parallel to the displacement. The 50-digit fixtures of the
// "spring2D" family are checked in test_reference.cpp.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <vector>

#include "kinema/scroll.hpp"
#include "kinema/spring2d.hpp"
#include "solver_checks.hpp"

using namespace kinema_solver_tests;
using kinema::Composite;
using kinema::CompositePair;
using kinema::Friction;
using kinema::Motion;
using kinema::MotionPair;
using kinema::Spring;
using kinema::Spring2D;
using kinema::Spring2DParams;
using kinema::State2D;
using kinema::Status;
using kinema::Vec2;

namespace {

// Same bits (so +0 and -0 differ, and NaN would fail).
bool same(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

const std::vector<double> kTimes = {-1.0, 0.0, 1e-9, 1e-4, 0.003, 0.016, 0.05, 0.1, 0.25,
                                    0.5, 1.0, 2.5, 7.0, 40.0, 1e3, kInf, kNaN};

struct Case {
  Vec2 from, to, velocity;
  double mass, stiffness, damping;
};

// Under-, critically (exactly: 20^2 = 4 * 100), near-critically, over- and
// heavily overdamped, undamped; starts at rest, flung across, flung away.
const std::vector<Case> kCases = {
    {{0, 0}, {300, -120}, {0, 0}, 1, 170, 26},
    {{-40, 500}, {250, 250}, {-1500, 1500}, 1, 100, 20},
    {{10.5, -3}, {-7, 44}, {2600, 90}, 1, 300, 2 * std::sqrt(300.0)},
    {{0, 0}, {0, 0}, {800, -3000}, 0.5, 12, 40},
    {{1e4, -2e4}, {0, 1}, {-1, 1}, 3, 900, 2 * 350 * std::sqrt(2700.0)},
    {{5, 6}, {7, 8}, {9, 10}, 1, 200, 0},
};

Spring2D make(const Case& c) {
  auto s = Spring2D::create({c.from, c.to, c.velocity, c.mass, c.stiffness, c.damping});
  REQUIRE(s.ok());
  return *s;
}

Spring axis(const Case& c, int i) {
  auto s = i == 0 ? Spring::create({c.from.x, c.to.x, c.velocity.x, c.mass, c.stiffness, c.damping})
                  : Spring::create({c.from.y, c.to.y, c.velocity.y, c.mass, c.stiffness, c.damping});
  REQUIRE(s.ok());
  return *s;
}

}  // namespace

TEST_CASE("Spring2D: each axis is the 1D spring with the same parameters, to the bit", "[spring2d]") {
  for (const Case& c : kCases) {
    const Spring2D s = make(c);
    const Spring sx = axis(c, 0), sy = axis(c, 1);
    CHECK(same(s.settle_time(), std::fmax(sx.settle_time(), sy.settle_time())));
    CHECK(s.regime() == sx.regime());
    for (double t : kTimes) {
      CAPTURE(c.from.x, c.velocity.x, c.damping, t);
      const State2D st = s.at(t);
      const kinema::State ax = sx.at(t), ay = sy.at(t);
      CHECK(same(st.x, ax.x));
      CHECK(same(st.y, ay.x));
      CHECK(same(st.dx, ax.dx));
      CHECK(same(st.dy, ay.dx));
      // The single-position path of the 1D spring gives the same value too.
      CHECK(same(s.position(t).x, sx.x(t)));
      CHECK(same(s.position(t).y, sy.x(t)));
      CHECK(same(s.velocity(t).x, sx.dx(t)));
      CHECK(same(s.velocity(t).y, sy.dx(t)));
      // The axes it exposes are those springs.
      CHECK(same(s.axis_x().x(t), sx.x(t)));
      CHECK(same(s.axis_y().dx(t), sy.dx(t)));
      // As a MotionPair: the same values.
      const State2D p = s.pair().at(t);
      CHECK((same(p.x, st.x) && same(p.y, st.y) && same(p.dx, st.dx) && same(p.dy, st.dy)));
    }
  }
}

TEST_CASE("Spring2D: velocity is the derivative of position", "[spring2d]") {
  for (const Case& c : kCases) {
    const Spring2D s = make(c);
    for (double t : {0.01, 0.05, 0.2, 0.7, 1.5}) {
      const double h = 1e-4;
      const double scale_x = std::fabs(c.from.x - c.to.x) + std::fabs(c.velocity.x) + 1.0;
      const double scale_y = std::fabs(c.from.y - c.to.y) + std::fabs(c.velocity.y) + 1.0;
      const double ddx = richardson([&](double u) { return s.position(u).x; }, t, h);
      const double ddy = richardson([&](double u) { return s.position(u).y; }, t, h);
      CAPTURE(c.damping, t);
      // rates up to ~1e3/s: the truncation error is tiny next to the
      // rounding error of the difference quotient, ~1e-16 * scale / h.
      KT_CHECK_ABS(s.velocity(t).x, ddx, 1e-8 * scale_x * std::fmax(1.0, c.stiffness / c.mass));
      KT_CHECK_ABS(s.velocity(t).y, ddy, 1e-8 * scale_y * std::fmax(1.0, c.stiffness / c.mass));
    }
  }
}

TEST_CASE("Spring2D: isotropic: a quarter turn or a mirror of the start does the same to the motion",
          "[spring2d]") {
  for (const Case& c : kCases) {
    const Spring2D s = make(c);
    // (x, y) -> (-y, x): a quarter turn of every vector.
    auto turned = Spring2D::create({{-c.from.y, c.from.x}, {-c.to.y, c.to.x},
                                    {-c.velocity.y, c.velocity.x}, c.mass, c.stiffness, c.damping});
    // (x, y) -> (y, x): a mirror in the diagonal.
    auto mirrored = Spring2D::create({{c.from.y, c.from.x}, {c.to.y, c.to.x},
                                      {c.velocity.y, c.velocity.x}, c.mass, c.stiffness, c.damping});
    REQUIRE(turned.ok());
    REQUIRE(mirrored.ok());
    for (double t : kTimes) {
      const State2D a = s.at(t), b = turned->at(t), m = mirrored->at(t);
      CAPTURE(t);
      CHECK((b.x == -a.y && b.y == a.x && b.dx == -a.dy && b.dy == a.dx));
      CHECK((same(m.x, a.y) && same(m.y, a.x) && same(m.dx, a.dy) && same(m.dy, a.dx)));
    }
  }
}

TEST_CASE("Spring2D: a start velocity along the displacement keeps the path straight", "[spring2d]") {
  // From (0, 0) to (300, 400) (a 3-4-5 line) with a velocity along it or
  // against it: every point lies on the line, to rounding.
  for (double v : {0.0, 1500.0, -900.0}) {
    for (double damping : {8.0, 2 * std::sqrt(170.0), 60.0}) {
      auto s = Spring2D::create({{0, 0}, {300, 400}, {0.6 * v, 0.8 * v}, 1, 170, damping});
      REQUIRE(s.ok());
      for (double t : {0.01, 0.1, 0.3, 1.0, 3.0}) {
        const Vec2 p = s->position(t);
        const Vec2 d = s->velocity(t);
        CAPTURE(v, damping, t);
        KT_CHECK_ABS(p.x * 0.8 - p.y * 0.6, 0.0, 1e-12 * (500 + std::fabs(v)));
        KT_CHECK_ABS(d.x * 0.8 - d.y * 0.6, 0.0, 1e-12 * (500 + std::fabs(v)) * 14);
      }
    }
  }
}

TEST_CASE("Spring2D: rest, done and settle time", "[spring2d]") {
  for (const Case& c : kCases) {
    const Spring2D s = make(c);
    CHECK(s.rest_position().x == c.to.x);
    CHECK(s.rest_position().y == c.to.y);
    if (c.damping > 0) {
      CHECK(s.position(kInf).x == c.to.x);
      CHECK(s.position(kInf).y == c.to.y);
      REQUIRE(std::isfinite(s.settle_time()));
      const double ts = s.settle_time();
      CHECK(s.done(ts));
      CHECK_FALSE(s.done(std::nextafter(ts, 0.0)));
      // From the settle time on, both axes are within tolerance (per axis).
      for (double k : {1.0, 1.01, 1.5, 3.0, 10.0}) {
        const State2D st = s.at(ts * k);
        CAPTURE(c.damping, k);
        CHECK(std::fabs(st.x - c.to.x) <= 1e-3);
        CHECK(std::fabs(st.y - c.to.y) <= 1e-3);
        CHECK(std::fabs(st.dx) <= 1e-3);
        CHECK(std::fabs(st.dy) <= 1e-3);
      }
    } else {
      CHECK(s.settle_time() == kInf);
      CHECK_FALSE(s.done(1e300));
    }
  }
  // At rest on the target: done at once.
  auto rest = Spring2D::create({{3, 4}, {3, 4}, {0, 0}, 1, 100, 20});
  REQUIRE(rest.ok());
  CHECK(rest->settle_time() == 0.0);
  CHECK(rest->done(0.0));
}

TEST_CASE("Spring2D: the other parametrisations are those of the 1D spring", "[spring2d]") {
  const Vec2 from{12, -30}, to{-200, 140}, v{900, 20};
  auto r = Spring2D::with_damping_ratio(from, to, v, 2, 300, 0.7);
  auto rx = Spring::with_damping_ratio(from.x, to.x, v.x, 2, 300, 0.7);
  auto ry = Spring::with_damping_ratio(from.y, to.y, v.y, 2, 300, 0.7);
  auto d = Spring2D::with_duration(from, to, v, 0.4, 0.25);
  auto dx = Spring::with_duration(from.x, to.x, v.x, 0.4, 0.25);
  auto dy = Spring::with_duration(from.y, to.y, v.y, 0.4, 0.25);
  REQUIRE((r.ok() && rx.ok() && ry.ok() && d.ok() && dx.ok() && dy.ok()));
  for (double t : kTimes) {
    CHECK(same(r->at(t).x, rx->at(t).x));
    CHECK(same(r->at(t).dy, ry->at(t).dx));
    CHECK(same(d->at(t).y, dy->at(t).x));
    CHECK(same(d->at(t).dx, dx->at(t).dx));
  }
  CHECK(same(d->settle_time(), std::fmax(dx->settle_time(), dy->settle_time())));
}

TEST_CASE("Spring2D: errors name the parameter and the axis", "[spring2d]") {
  auto err = [](const kinema::Result<Spring2D>& r, Status s, const char* name, double value) {
    INFO("parameter " << r.error().parameter);
    REQUIRE_FALSE(r.ok());
    CHECK(r.status() == s);
    CHECK(std::strcmp(r.error().parameter, name) == 0);
    CHECK((r.error().value == value || (std::isnan(value) && std::isnan(r.error().value))));
  };
  err(Spring2D::create({{kNaN, 0}, {0, 0}, {0, 0}, 1, 100, 20}), Status::not_finite, "from.x", kNaN);
  err(Spring2D::create({{0, kInf}, {0, 0}, {0, 0}, 1, 100, 20}), Status::not_finite, "from.y", kInf);
  err(Spring2D::create({{0, 0}, {0, -kInf}, {0, 0}, 1, 100, 20}), Status::not_finite, "to.y", -kInf);
  err(Spring2D::create({{0, 0}, {0, 0}, {kNaN, 1}, 1, 100, 20}), Status::not_finite, "velocity.x", kNaN);
  err(Spring2D::create({{0, 0}, {0, 0}, {1, kInf}, 1, 100, 20}), Status::not_finite, "velocity.y", kInf);
  // to - from overflows on y only.
  err(Spring2D::create({{0, -1.5e308}, {0, 1.5e308}, {0, 0}, 1, 100, 20}), Status::not_finite, "to.y",
      1.5e308);
  // x is checked before y.
  err(Spring2D::create({{0, kNaN}, {kNaN, 0}, {0, 0}, 1, 100, 20}), Status::not_finite, "to.x", kNaN);
  err(Spring2D::create({{0, 0}, {1, 1}, {0, 0}, 0, 100, 20}), Status::out_of_range, "mass", 0);
  err(Spring2D::create({{0, 0}, {1, 1}, {0, 0}, 1, -1, 20}), Status::out_of_range, "stiffness", -1);
  err(Spring2D::create({{0, 0}, {1, 1}, {0, 0}, 1, 100, -2}), Status::out_of_range, "damping", -2);
  err(Spring2D::with_damping_ratio({0, 0}, {1, 1}, {0, 0}, 1, 100, -0.5), Status::out_of_range,
      "dampingRatio", -0.5);
  err(Spring2D::with_duration({0, 0}, {1, 1}, {0, 0}, 0, 0), Status::out_of_range, "duration", 0);
  err(Spring2D::with_duration({0, 0}, {1, 1}, {0, 0}, 0.3, 1), Status::out_of_range, "bounce", 1);
  kinema::Tolerance tol;
  tol.distance = 0;
  err(Spring2D::create({{0, 0}, {1, 1}, {0, 0}, 1, 100, 20}, tol), Status::out_of_range,
      "tolerance.distance", 0);
}

TEST_CASE("MotionPair: any two axis motions, one settle time", "[motion2d]") {
  auto fx = Friction::create({10, 2000, 0.135});
  auto sy = Spring::with_damping_ratio(-50, 300, -400, 1, 170, 0.6);
  REQUIRE((fx.ok() && sy.ok()));
  const MotionPair m(*fx, *sy);
  CHECK(same(m.settle_time(), std::fmax(fx->settle_time(), sy->settle_time())));
  CHECK(m.rest_position().x == fx->rest_position());
  CHECK(m.rest_position().y == 300);
  for (double t : kTimes) {
    const State2D s = m.at(t);
    CHECK((same(s.x, fx->at(t).x) && same(s.dx, fx->at(t).dx)));
    CHECK((same(s.y, sy->at(t).x) && same(s.dy, sy->at(t).dx)));
    CHECK((same(m.position(t).x, s.x) && same(m.velocity(t).y, s.dy)));
    CHECK(m.done(t) == (fx->done(t) && sy->done(t)));
  }
  CHECK(m.done(m.settle_time()));
  CHECK_FALSE(m.done(std::nextafter(m.settle_time(), 0.0)));
  // One axis that never settles: neither does the pair.
  auto forever = Friction::create({0, 5, 1.0});
  REQUIRE(forever.ok());
  const MotionPair never(*forever, *sy);
  CHECK(never.settle_time() == kInf);
  CHECK_FALSE(never.done(1e300));
}

TEST_CASE("CompositePair: two bounded flings, one per axis", "[motion2d]") {
  auto x = kinema::scroll_motion(100, 3000, 0, 500);
  auto y = kinema::scroll_motion(100, -200, 0, 500);
  REQUIRE((x.ok() && y.ok()));
  const CompositePair m(*x, *y);
  CHECK(same(m.settle_time(), std::fmax(x->settle_time(), y->settle_time())));
  CHECK(m.rest_position().x == 500);  // bounced back onto the bound
  CHECK(same(m.rest_position().y, y->x(kInf)));
  for (double t : kTimes) {
    const State2D s = m.at(t);
    CHECK((same(s.x, x->x(t)) && same(s.dx, x->dx(t)) && same(s.y, y->x(t)) && same(s.dy, y->dx(t))));
  }
}
