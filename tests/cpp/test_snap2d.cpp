// Tests of kinema::project_2d, choose_snap_2d and snap_motion_2d (snap2d.hpp).
//
// Independent truth: the friction rest position from + v / -ln(drag) written
// out here; the nearest point found by a linear scan in long double; the 1D
// snap_motion of each axis (tested in test_snap.cpp) which each axis of the
// 2D landing must equal to the bit; the examples (a picture-in-picture
// box with four corners, swipe to dismiss) worked out by hand.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "kinema/snap2d.hpp"
#include "solver_checks.hpp"

using namespace kinema_solver_tests;
using kinema::choose_snap_2d;
using kinema::Friction;
using kinema::Motion;
using kinema::MotionPair;
using kinema::project_2d;
using kinema::snap_motion;
using kinema::snap_motion_2d;
using kinema::SnapOptions;
using kinema::Spring;
using kinema::State2D;
using kinema::Status;
using kinema::Vec2;

namespace {

bool same(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

std::size_t choose(const std::vector<Vec2>& points, Vec2 position, Vec2 velocity,
                   double drag = 0.135) {
  std::vector<double> xy;
  for (const Vec2& p : points) {
    xy.push_back(p.x);
    xy.push_back(p.y);
  }
  return choose_snap_2d(xy.data(), points.size(), position, velocity, drag);
}

// A phone-sized viewport (390 x 844 CSS px) with a 120 x 180 picture-in-picture
// box kept 16 px from the edges: its translate at each corner.
const Vec2 kTopLeft{16, 16}, kTopRight{254, 16}, kBottomLeft{16, 648}, kBottomRight{254, 648};
const std::vector<Vec2> kCorners = {kTopLeft, kTopRight, kBottomLeft, kBottomRight};
const Vec2 kCentre{135, 332};

MotionPair land(Vec2 position, Vec2 velocity, Vec2 target, const SnapOptions& o = {}) {
  auto m = snap_motion_2d(position, velocity, target, o);
  REQUIRE(m.ok());
  return *m;
}

}  // namespace

// ---------------------------------------------------------------- projection

TEST_CASE("project_2d: each axis rests where its friction does", "[snap2d]") {
  for (double drag : {0.01, 0.135, 0.5, 0.998}) {
    for (Vec2 p : {Vec2{0, 0}, Vec2{135, 332}, Vec2{-40.5, 1e4}}) {
      for (Vec2 v : {Vec2{0, 0}, Vec2{-1500, 1500}, Vec2{3000, -20}, Vec2{0.5, -7000}}) {
        auto r = project_2d(p, v, drag);
        REQUIRE(r.ok());
        CAPTURE(drag, p.x, p.y, v.x, v.y);
        KT_CHECK_ULPS(r->x, p.x + v.x / -std::log(drag), 4);
        KT_CHECK_ULPS(r->y, p.y + v.y / -std::log(drag), 4);
        auto fx = Friction::create({p.x, v.x, drag});
        REQUIRE(fx.ok());
        CHECK(same(r->x, fx->rest_position()));
      }
    }
  }
  // The default drag is the scroll default (0.135): 1500 px/s carries 749 px.
  auto d = project_2d({0, 0}, {-1500, 1500});
  REQUIRE(d.ok());
  KT_CHECK_REL(d->x, -1500 / -std::log(0.135), 1e-15);
  // No friction: a moving axis never stops; a still one stays.
  auto free = project_2d({1, 2}, {5, 0}, 1.0);
  REQUIRE(free.ok());
  CHECK(free->x == kInf);
  CHECK(free->y == 2);
}

TEST_CASE("project_2d: errors name the parameter and the axis", "[snap2d]") {
  auto err = [](const kinema::Result<Vec2>& r, Status s, const char* name) {
    REQUIRE_FALSE(r.ok());
    CHECK(r.status() == s);
    CHECK(std::strcmp(r.error().parameter, name) == 0);
  };
  err(project_2d({kNaN, 0}, {0, 0}), Status::not_finite, "position.x");
  err(project_2d({0, kInf}, {0, 0}), Status::not_finite, "position.y");
  err(project_2d({0, 0}, {-kInf, 0}), Status::not_finite, "velocity.x");
  err(project_2d({0, 0}, {0, kNaN}), Status::not_finite, "velocity.y");
  err(project_2d({0, 0}, {0, 0}, kNaN), Status::not_finite, "drag");
  err(project_2d({0, 0}, {0, 0}, 0.0), Status::out_of_range, "drag");
  err(project_2d({0, 0}, {0, 0}, 1.5), Status::out_of_range, "drag");
}

// ---------------------------------------------------------------- choosing

TEST_CASE("choose_snap_2d: the issue's picture-in-picture flicks", "[snap2d]") {
  // From the centre towards the bottom left at (-1500, +1500) px/s: rests
  // near (135 - 749, 332 + 749) = (-614, 1081): the bottom-left corner.
  CHECK(choose(kCorners, kCentre, {-1500, 1500}) == 2);
  // A hard flick towards the top right, released in the bottom-left
  // quadrant: rests near (60 + 1498, 600 - 1498): the top-right corner.
  CHECK(choose(kCorners, {60, 600}, {3000, -3000}) == 1);
  // Let go without a flick: the nearest corner to where it is.
  CHECK(choose(kCorners, {60, 600}, {0, 0}) == 2);
  CHECK(choose(kCorners, {200, 100}, {0, 0}) == 1);
  // A gentle push (rests 50 px further) does not leave the quadrant.
  CHECK(choose(kCorners, {60, 600}, {100, -100}) == 2);
  // Sideways only: bottom left to bottom right.
  CHECK(choose(kCorners, {30, 640}, {1200, 0}) == 3);
}

TEST_CASE("choose_snap_2d: swipe to dismiss chooses points off screen", "[snap2d]") {
  // A card at rest at (0, 0) with two dismiss points a screen away on
  // either side (390 px viewport): a flick over about 195 * 2 px/s
  // dismisses, a slower release returns.
  const std::vector<Vec2> points = {{0, 0}, {-500, 0}, {500, 0}};
  CHECK(choose(points, {40, 10}, {900, 50}) == 2);    // rests at ~(489, 35)
  CHECK(choose(points, {-40, 0}, {-900, -50}) == 1);
  CHECK(choose(points, {120, 0}, {200, 0}) == 0);      // rests at ~(220, 0): back
  CHECK(choose(points, {260, 0}, {0, 0}) == 2);        // dragged past half way
  // A downward swipe does not dismiss sideways.
  CHECK(choose(points, {0, 0}, {30, 3000}) == 0);
}

TEST_CASE("choose_snap_2d: the nearest point to the projection, by a long double scan", "[snap2d]") {
  std::mt19937_64 rng(20261123);
  std::uniform_real_distribution<double> coord(-2000, 2000), speed(-6000, 6000);
  for (int trial = 0; trial < 3000; ++trial) {
    const std::size_t n = 1 + static_cast<std::size_t>(trial % 9);
    std::vector<Vec2> pts(n);
    for (Vec2& p : pts) p = {std::round(coord(rng)), std::round(coord(rng))};
    const Vec2 position{coord(rng), coord(rng)}, velocity{speed(rng), speed(rng)};
    const double drag = trial % 3 == 0 ? 0.135 : (trial % 3 == 1 ? 0.02 : 0.9);
    const long double L = -std::log(static_cast<long double>(drag));
    const long double rx = position.x + velocity.x / L, ry = position.y + velocity.y / L;
    std::size_t want = 0;
    long double best = 0, second = -1;
    for (std::size_t i = 0; i < n; ++i) {
      const long double d = std::hypot(pts[i].x - rx, pts[i].y - ry);
      if (i == 0 || d < best) {
        second = i == 0 ? -1 : best;
        best = d;
        want = i;
      } else if (second < 0 || d < second) {
        second = d;
      }
    }
    if (second >= 0 && second - best <= 1e-9L * (1 + best)) continue;  // a near tie
    CAPTURE(trial, position.x, position.y, velocity.x, velocity.y, drag);
    CHECK(choose(pts, position, velocity, drag) == want);
  }
}

TEST_CASE("choose_snap_2d: ties, empty and non-finite input", "[snap2d]") {
  // The projection (0, 0) is 5 px from (3, 4) and from (-4, 3): the lower index.
  CHECK(choose({{3, 4}, {-4, 3}}, {0, 0}, {0, 0}) == 0);
  CHECK(choose({{-4, 3}, {3, 4}}, {0, 0}, {0, 0}) == 0);
  CHECK(choose({{1, 1}, {5, 5}, {1, 1}}, {1, 1}, {0, 0}) == 0);  // duplicates
  // No points: no choice.
  CHECK(choose_snap_2d(nullptr, 0, {0, 0}, {0, 0}, 0.135) == 0);
  // Non-finite points are never chosen; none finite: no choice (n).
  CHECK(choose({{kNaN, 0}, {100, 100}, {0, kInf}}, {0, 0}, {0, 0}) == 1);
  CHECK(choose({{kNaN, 0}, {0, -kInf}}, {0, 0}, {0, 0}) == 2);
  // Bad release or drag: no choice.
  const std::vector<Vec2> pts = {{0, 0}, {10, 10}};
  CHECK(choose(pts, {kNaN, 0}, {0, 0}) == 2);
  CHECK(choose(pts, {0, kInf}, {0, 0}) == 2);
  CHECK(choose(pts, {0, 0}, {kInf, 0}) == 2);
  CHECK(choose(pts, {0, 0}, {0, kNaN}) == 2);
  CHECK(choose(pts, {0, 0}, {0, 0}, kNaN) == 2);
  CHECK(choose(pts, {0, 0}, {0, 0}, 0.0) == 2);
  CHECK(choose(pts, {0, 0}, {0, 0}, 1.0000001) == 2);
}

TEST_CASE("choose_snap_2d: a projection at infinity takes the farthest point along the velocity",
          "[snap2d]") {
  // drag 1: no friction, it never stops: the limit of "nearest" along the ray.
  CHECK(choose(kCorners, kCentre, {1, -1}, 1.0) == 1);       // top right
  CHECK(choose(kCorners, kCentre, {-3, 2.9}, 1.0) == 2);     // bottom left
  // Straight down: both bottom corners are equally far along; the nearer to
  // the release position wins.
  CHECK(choose(kCorners, {200, 300}, {0, 50}, 1.0) == 3);
  CHECK(choose(kCorners, {20, 300}, {0, 50}, 1.0) == 2);
  // A projection that overflows (a fling of 1e308 px/s with light drag).
  CHECK(choose(kCorners, kCentre, {-1e308, -1e308}, 0.999) == 0);
  // drag 1 at rest: where it is.
  CHECK(choose(kCorners, {250, 600}, {0, 0}, 1.0) == 3);
}

// ---------------------------------------------------------------- landing

TEST_CASE("snap_motion_2d: each axis is the 1D snap landing, to the bit", "[snap2d]") {
  const SnapOptions options;
  for (Vec2 p : {kCentre, Vec2{60, 600}, Vec2{-10, 700}}) {
    for (Vec2 v : {Vec2{-1500, 1500}, Vec2{3000, -3000}, Vec2{0, 0}, Vec2{40, -2000}}) {
      for (const Vec2& target : kCorners) {
        const MotionPair m = land(p, v, target);
        auto mx = snap_motion(p.x, v.x, target.x, options);
        auto my = snap_motion(p.y, v.y, target.y, options);
        REQUIRE((mx.ok() && my.ok()));
        CHECK(m.axis_x().index() == mx->index());
        CHECK(m.axis_y().index() == my->index());
        CHECK(same(m.settle_time(), std::fmax(kinema::settle_time(*mx), kinema::settle_time(*my))));
        for (double t : {0.0, 0.01, 0.1, 0.4, 2.0, kInf}) {
          const State2D s = m.at(t);
          const kinema::State ax = kinema::sample(*mx, t), ay = kinema::sample(*my, t);
          CHECK((same(s.x, ax.x) && same(s.dx, ax.dx) && same(s.y, ay.x) && same(s.dy, ay.dx)));
        }
      }
    }
  }
}

TEST_CASE("snap_motion_2d: lands exactly on the point, starting with the release velocity",
          "[snap2d]") {
  struct Flick {
    Vec2 position, velocity;
    std::size_t corner;
  };
  for (const Flick& f : {Flick{kCentre, {-1500, 1500}, 2}, Flick{{60, 600}, {3000, -3000}, 1},
                         Flick{{30, 640}, {1200, 0}, 3}, Flick{{60, 600}, {0, 0}, 2}}) {
    const std::size_t i = choose(kCorners, f.position, f.velocity);
    REQUIRE(i == f.corner);
    const Vec2 target = kCorners[i];
    const MotionPair m = land(f.position, f.velocity, target);
    CAPTURE(f.position.x, f.position.y, f.velocity.x, f.velocity.y);
    // No jump at release: position and velocity at t = 0 are the release's.
    const State2D s0 = m.at(0);
    CHECK((s0.x == f.position.x && s0.y == f.position.y));
    CHECK((s0.dx == f.velocity.x && s0.dy == f.velocity.y));
    // Exactly on the corner at the limit, and within tolerance once done.
    CHECK((m.position(kInf).x == target.x && m.position(kInf).y == target.y));
    CHECK((m.rest_position().x == target.x && m.rest_position().y == target.y));
    REQUIRE(std::isfinite(m.settle_time()));
    CHECK(m.settle_time() < 5.0);  // friction settles when below 1e-3 px/s: ~14 time constants
    const State2D end = m.at(m.settle_time());
    CHECK(std::fabs(end.x - target.x) <= 1e-3);
    CHECK(std::fabs(end.y - target.y) <= 1e-3);
    CHECK(m.done(m.settle_time()));
  }
  // The (-1500, +1500) flick from the centre: both axes point at the corner
  // and are brisk, so both land by friction, keeping the release velocity
  // with a time constant of distance / speed (0.079 s and 0.211 s).
  const MotionPair m = land(kCentre, {-1500, 1500}, kBottomLeft);
  REQUIRE(std::holds_alternative<Friction>(m.axis_x()));
  REQUIRE(std::holds_alternative<Friction>(m.axis_y()));
  KT_CHECK_REL(-1.0 / std::get<Friction>(m.axis_x()).log_drag(), (135.0 - 16.0) / 1500.0, 1e-15);
  KT_CHECK_REL(-1.0 / std::get<Friction>(m.axis_y()).log_drag(), (648.0 - 332.0) / 1500.0, 1e-15);
  // From the bottom-left quadrant towards the top right: x travels 194 px at
  // 3000 px/s and y 584 px at -3000 px/s, both by friction.
  const MotionPair hard = land({60, 600}, {3000, -3000}, kTopRight);
  CHECK(std::holds_alternative<Friction>(hard.axis_x()));
  CHECK(std::holds_alternative<Friction>(hard.axis_y()));
  // Released still: a critically damped spring on each axis.
  const MotionPair still = land({60, 600}, {0, 0}, kBottomLeft);
  CHECK(std::holds_alternative<Spring>(still.axis_x()));
  CHECK(std::holds_alternative<Spring>(still.axis_y()));
}

TEST_CASE("snap_motion_2d: errors name the parameter and the axis", "[snap2d]") {
  auto err = [](const kinema::Result<MotionPair>& r, Status s, const char* name) {
    REQUIRE_FALSE(r.ok());
    CHECK(r.status() == s);
    CHECK(std::strcmp(r.error().parameter, name) == 0);
  };
  err(snap_motion_2d({kNaN, 0}, {0, 0}, {0, 0}), Status::not_finite, "position.x");
  err(snap_motion_2d({0, kInf}, {0, 0}, {0, 0}), Status::not_finite, "position.y");
  err(snap_motion_2d({0, 0}, {kNaN, 0}, {0, 0}), Status::not_finite, "velocity.x");
  err(snap_motion_2d({0, 0}, {0, -kInf}, {0, 0}), Status::not_finite, "velocity.y");
  err(snap_motion_2d({0, 0}, {0, 0}, {kInf, 0}), Status::not_finite, "target.x");
  err(snap_motion_2d({0, 0}, {0, 0}, {0, kNaN}), Status::not_finite, "target.y");
  // Finite, but the distance to the target overflows (found by fuzz_plane).
  err(snap_motion_2d({-1e308, 0}, {0, 0}, {1.7e308, 0}), Status::not_finite, "target.x");
  err(snap_motion_2d({0, -1e308}, {0, 0}, {0, 1.7e308}), Status::not_finite, "target.y");
  SnapOptions o;
  o.stiffness = 0;
  err(snap_motion_2d({0, 0}, {0, 0}, {1, 1}, o), Status::out_of_range, "stiffness");
  o = {};
  o.max_time_constant = -1;
  err(snap_motion_2d({0, 0}, {0, 0}, {1, 1}, o), Status::out_of_range, "maxTimeConstant");
  kinema::Tolerance tol;
  tol.velocity = kNaN;
  err(snap_motion_2d({0, 0}, {0, 0}, {1, 1}, {}, tol), Status::not_finite, "tolerance.velocity");
}
