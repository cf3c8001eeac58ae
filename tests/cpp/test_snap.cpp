// Tests of kinema::choose_snap and kinema::snap_motion (snap.hpp).
//
// Independent truth: the friction rest position from + v / -ln(drag) computed
// here and the nearest point found by a linear scan; the friction landing's
// drag solved by hand (ln drag = -v / (target - from)), hence its time
// constant 1 / |ln drag| = (target - from) / v and its settle time
// (target - from) / v * ln(|v| / tolerance.velocity); the critically damped
// spring written out, x = target + (u0 + (v0 + w u0) t) e^(-w t), w = sqrt(k).
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <variant>
#include <vector>

#include "kinema/snap.hpp"
#include "solver_checks.hpp"

using namespace kinema_solver_tests;
using kinema::choose_snap;
using kinema::Friction;
using kinema::Motion;
using kinema::Regime;
using kinema::snap_motion;
using kinema::SnapMode;
using kinema::SnapOptions;
using kinema::Spring;
using kinema::Status;
using kinema::Tolerance;

namespace {

// The natural rest position of a release, by the formula in the header.
double rest_of(double position, double velocity, double drag) {
  return position + velocity / -std::log(drag);
}

// Index of the nearest point by a linear scan; `tie` is set when the two
// nearest are (almost) equally near, which the tests then skip.
std::size_t nearest_scan(const std::vector<double>& p, double x, bool* tie = nullptr) {
  std::size_t best = 0;
  for (std::size_t i = 1; i < p.size(); ++i)
    if (std::fabs(p[i] - x) < std::fabs(p[best] - x)) best = i;
  if (tie) {
    *tie = false;
    for (std::size_t i = 0; i < p.size(); ++i)
      if (i != best && std::fabs(std::fabs(p[i] - x) - std::fabs(p[best] - x)) <=
                           1e-9 * (1.0 + std::fabs(x)))
        *tie = true;
  }
  return best;
}

std::size_t choose(const std::vector<double>& p, double position, double velocity, double drag,
                   SnapMode mode = SnapMode::nearest, double start = 0.0) {
  return choose_snap(p.data(), p.size(), position, velocity, drag, mode, start);
}

Motion snap(double position, double velocity, double target, const SnapOptions& o = {},
            const Tolerance& tol = {}) {
  const auto r = snap_motion(position, velocity, target, o, tol);
  INFO("snap_motion(" << fmt(position) << ", " << fmt(velocity) << ", " << fmt(target)
                      << ") failed: " << kinema::to_string(r.status()));
  REQUIRE(r.ok());
  return r.value();
}

// The friction landing on target, by hand: its time constant 1 / |ln drag|
// and its settle time (when |dx| falls to tolerance.velocity).
double time_constant(double position, double velocity, double target) {
  return (target - position) / velocity;
}
double settle_by_hand(double position, double velocity, double target, const Tolerance& tol = {}) {
  return (target - position) / velocity * std::log(std::fabs(velocity) / tol.velocity);
}

bool same_error(const kinema::Error& e, Status s, const char* parameter) {
  return e.status == s && std::strcmp(e.parameter, parameter) == 0;
}

const std::vector<double> kPages = {0.0, 300.0, 600.0, 900.0, 1200.0};

}  // namespace

// ---------------------------------------------------------------- choose_snap

TEST_CASE("choose_snap nearest: hand-computed releases", "[snap]") {
  // drag 0.135: -ln(0.135) = 2.00248..., so a release at 250 px rests at
  // 250 + v / 2.00248.
  const double drag = 0.135;
  CHECK(choose(kPages, 250.0, 0.0, drag) == 1);      // rests at 250: 300 is nearest
  CHECK(choose(kPages, 140.0, 0.0, drag) == 0);      // rests at 140: 0 is nearest
  // v = 1000 rests at 749.38: 600 (149.4 away) beats 900 (150.6 away) ...
  REQUIRE(rest_of(250.0, 1000.0, drag) < 750.0);
  CHECK(choose(kPages, 250.0, 1000.0, drag) == 2);
  // ... v = 1010 rests at 754.38: 900 wins.
  REQUIRE(rest_of(250.0, 1010.0, drag) > 750.0);
  CHECK(choose(kPages, 250.0, 1010.0, drag) == 3);
  // Backwards: v = -600 from 1000 rests at 700.4: 600.
  CHECK(choose(kPages, 1000.0, -600.0, drag) == 2);
  // A light drag (0.9: -ln = 0.10536) carries 100 px/s ~949 px.
  CHECK(choose(kPages, 0.0, 100.0, 0.9) == 3);
  // drag 1 never stops: the far end in the direction of the fling.
  CHECK(choose(kPages, 650.0, 1.0, 1.0) == 4);
  CHECK(choose(kPages, 650.0, -1.0, 1.0) == 0);
  // At rest it picks the point nearest to where it is, whatever the drag.
  CHECK(choose(kPages, 899.0, 0.0, 1.0) == 3);
}

TEST_CASE("choose_snap nearest picks the point nearest the friction rest position", "[snap]") {
  const std::vector<double> uneven = {-500.0, -120.0, 0.0, 35.0, 400.0, 410.0, 2000.0, 5000.0};
  for (const std::vector<double>* pts : {&kPages, &uneven}) {
    for (double drag : {0.01, 0.135, 0.5, 0.998}) {
      for (double position : {-800.0, -100.0, 17.0, 405.0, 1234.5, 6000.0}) {
        for (double v = -8000.0; v <= 8000.0; v += 137.0) {
          const double rest = rest_of(position, v, drag);
          bool tie = false;
          const std::size_t want = nearest_scan(*pts, rest, &tie);
          if (tie) continue;
          CAPTURE(drag, position, v, rest);
          CHECK(choose(*pts, position, v, drag) == want);
        }
      }
    }
  }
}

TEST_CASE("choose_snap one_page moves at most one point from the start", "[snap]") {
  const std::vector<double> uneven = {-500.0, -120.0, 0.0, 35.0, 400.0, 410.0, 2000.0, 5000.0};
  for (const std::vector<double>* pts : {&kPages, &uneven}) {
    const std::size_t n = pts->size();
    for (double start : {-700.0, 0.0, 290.0, 620.0, 1190.0, 4000.0}) {
      bool start_tie = false;
      const std::size_t home = nearest_scan(*pts, start, &start_tie);
      REQUIRE_FALSE(start_tie);
      for (double position : {start - 150.0, start, start + 90.0}) {
        for (double v = -9000.0; v <= 9000.0; v += 251.0) {
          const double rest = rest_of(position, v, 0.135);
          bool tie = false;
          const std::size_t natural = nearest_scan(*pts, rest, &tie);
          if (tie) continue;
          const std::size_t lo = home > 0 ? home - 1 : 0;
          const std::size_t hi = home + 1 < n ? home + 1 : n - 1;
          const std::size_t want = natural < lo ? lo : (natural > hi ? hi : natural);
          const std::size_t got = choose(*pts, position, v, 0.135, SnapMode::one_page, start);
          CAPTURE(start, home, position, v, rest, natural);
          CHECK(got == want);
          CHECK(got + 1 >= home);
          CHECK(got <= home + 1);
        }
      }
    }
  }
  // By hand: a huge fling from page 1 goes to page 2, not to the end ...
  CHECK(choose(kPages, 300.0, 1e5, 0.135, SnapMode::one_page, 300.0) == 2);
  CHECK(choose(kPages, 300.0, -1e5, 0.135, SnapMode::one_page, 300.0) == 0);
  // ... while `nearest` would go to the end.
  CHECK(choose(kPages, 300.0, 1e5, 0.135, SnapMode::nearest, 300.0) == 4);
  // A fling that would not leave the page stays on it.
  CHECK(choose(kPages, 320.0, 50.0, 0.135, SnapMode::one_page, 300.0) == 1);
}

TEST_CASE("choose_snap edges", "[snap]") {
  // Before the first point and beyond the last.
  CHECK(choose(kPages, -400.0, -100.0, 0.135) == 0);
  CHECK(choose(kPages, -400.0, 0.0, 0.135) == 0);
  CHECK(choose(kPages, 5000.0, 3000.0, 0.135) == 4);
  CHECK(choose(kPages, 1300.0, 0.0, 0.135) == 4);
  CHECK(choose(kPages, -400.0, -100.0, 0.135, SnapMode::one_page, -400.0) == 0);
  CHECK(choose(kPages, 5000.0, 3000.0, 0.135, SnapMode::one_page, 5000.0) == 4);
  // A single point is always the choice.
  const std::vector<double> one = {42.0};
  for (double v : {-1e4, 0.0, 1e4})
    for (double position : {-100.0, 42.0, 1e6}) {
      CAPTURE(v, position);
      CHECK(choose(one, position, v, 0.135) == 0);
      CHECK(choose(one, position, v, 0.135, SnapMode::one_page, position) == 0);
    }
  // No points: n.
  const double none[] = {0.0};
  CHECK(choose_snap(none, 0, 10.0, 100.0, 0.135, SnapMode::nearest, 0.0) == 0);
  CHECK(choose_snap(nullptr, 0, 10.0, 100.0, 0.135, SnapMode::one_page, 0.0) == 0);
}

TEST_CASE("choose_snap returns n for NaN input", "[snap]") {
  const std::size_t n = kPages.size();
  for (SnapMode mode : {SnapMode::nearest, SnapMode::one_page}) {
    CAPTURE(static_cast<int>(mode));
    CHECK(choose(kPages, kNaN, 100.0, 0.135, mode, 0.0) == n);
    CHECK(choose(kPages, 100.0, kNaN, 0.135, mode, 0.0) == n);
    CHECK(choose(kPages, 100.0, 100.0, kNaN, mode, 0.0) == n);
    CHECK(choose(kPages, 100.0, 100.0, 0.135, mode, kNaN) == n);
  }
}

TEST_CASE("choose_snap: an infinite fling projects to the far end", "[snap]") {
  // The rest position position + v / -ln(drag) is +-inf for v = +-inf.
  CHECK(choose(kPages, 310.0, kInf, 0.135) == 4);
  CHECK(choose(kPages, 910.0, -kInf, 0.135) == 0);
}

// ---------------------------------------------------------------- snap_motion

TEST_CASE("snap_motion lands a quick fling on the target with friction", "[snap]") {
  struct Case {
    double position, velocity, target;
  };
  // L = -v / (target - position) = -20, -30, -31.25: time constants 0.05 s,
  // 0.033 s, 0.032 s, all below the default 0.5 s.
  const Case cases[] = {{100.0, 6000.0, 400.0}, {1000.0, -9000.0, 700.0}, {0.0, 2e4, 640.0}};
  for (const Case& c : cases) {
    CAPTURE(c.position, c.velocity, c.target);
    REQUIRE(time_constant(c.position, c.velocity, c.target) <= SnapOptions{}.max_time_constant);
    const Motion m = snap(c.position, c.velocity, c.target);
    REQUIRE(std::holds_alternative<Friction>(m));
    const Friction& f = std::get<Friction>(m);
    // Keeps the release state exactly.
    CHECK(f.x(0.0) == c.position);
    CHECK(f.dx(0.0) == c.velocity);
    // The drag solved by hand, and it rests on the target.
    const double L = -c.velocity / (c.target - c.position);
    KT_CHECK_REL(f.log_drag(), L, 4 * kEps);
    KT_CHECK_REL(f.rest_position(), c.target, 1e-12);
    KT_CHECK_REL(kinema::rest_position(m), c.target, 1e-12);
    KT_CHECK_REL(f.x(kInf), c.target, 1e-12);
    KT_CHECK_REL(f.settle_time(), settle_by_hand(c.position, c.velocity, c.target), 1e-12);
    // The closed form, and it never passes the target.
    const double scale = std::fabs(c.position) + std::fabs(c.target - c.position);
    for (double t : {0.001, 0.01, 0.05, 0.1, 0.3, 0.7, 1.0, 3.0, 10.0, 100.0}) {
      CAPTURE(t);
      const double x = f.x(t);
      KT_CHECK_ABS(x, c.position + c.velocity * std::expm1(L * t) / L, 1e-12 * scale);
      KT_CHECK_ABS(f.dx(t), c.velocity * std::exp(L * t), 1e-12 * std::fabs(c.velocity));
      CHECK((c.target - x) * c.velocity >= 0.0);
      const kinema::State s = kinema::sample(m, t);
      CHECK(s.x == x);
    }
  }
}

TEST_CASE("snap_motion falls back to a critically damped spring", "[snap]") {
  struct Case {
    double position, velocity, target;
    const char* why;
  };
  const Case cases[] = {
      {100.0, -500.0, 400.0, "velocity away from the target"},
      {1000.0, 300.0, 700.0, "velocity away from the target (backwards)"},
      {100.0, 0.0, 400.0, "no velocity"},
      {0.0, 300.0, 500.0, "too weak: time constant 1.67 s"},
      {0.0, 1000.0, 600.0, "too weak: time constant 0.6 s"},
      {0.0, -1000.0, -600.0, "too weak, backwards: time constant 0.6 s"},
      {250.0, 800.0, 250.0, "already on the target but moving"},
      {250.0, 0.0, 250.0, "at rest on the target"},
  };
  for (const SnapOptions& o : {SnapOptions{}, SnapOptions{80.0, 0.5}, SnapOptions{1000.0, 0.25}}) {
    for (const Case& c : cases) {
      CAPTURE(c.why, c.position, c.velocity, c.target, o.stiffness, o.max_time_constant);
      if (c.velocity * (c.target - c.position) > 0.0)  // the premise of "too weak"
        REQUIRE(time_constant(c.position, c.velocity, c.target) > o.max_time_constant);
      const Motion m = snap(c.position, c.velocity, c.target, o);
      REQUIRE(std::holds_alternative<Spring>(m));
      const Spring& s = std::get<Spring>(m);
      CHECK(s.regime() == Regime::critical);
      KT_CHECK_ULPS(s.damping_ratio(), 1.0, 2);
      CHECK(s.params().mass == 1.0);
      CHECK(s.params().stiffness == o.stiffness);
      CHECK(s.params().to == c.target);
      CHECK(s.x(0.0) == c.position);
      CHECK(s.dx(0.0) == c.velocity);
      // The critically damped closed form.
      const double w = std::sqrt(o.stiffness);
      const double u0 = c.position - c.target;
      const double b = c.velocity + w * u0;
      const double scale = std::fabs(c.target) + std::fabs(u0) + std::fabs(c.velocity) / w;
      for (double t : {0.01, 0.05, 0.1, 0.3, 1.0, 2.0}) {
        CAPTURE(t);
        const double e = std::exp(-w * t);
        KT_CHECK_ABS(s.x(t), c.target + (u0 + b * t) * e, 1e-12 * scale);
        KT_CHECK_ABS(s.dx(t), (c.velocity - w * b * t) * e, 1e-12 * w * scale);
      }
      // Converges to the target.
      CHECK(s.x(kInf) == c.target);
      CHECK(kinema::rest_position(m) == c.target);
      CHECK(std::isfinite(s.settle_time()));
      CHECK(std::fabs(s.x(s.settle_time()) - c.target) <= Tolerance{}.distance);
      CHECK(std::fabs(s.x(s.settle_time() + 1.0) - c.target) <= Tolerance{}.distance);
    }
  }
}

TEST_CASE("snap_motion: max_time_constant decides between friction and spring", "[snap]") {
  // 0 -> 500 at 300 px/s: ln drag = -0.6, time constant 5/3 s.
  const double tau = time_constant(0.0, 300.0, 500.0);
  const Tolerance loose{0.5, 0.5, 1e-3};
  for (const Tolerance& tol : {Tolerance{}, loose}) {  // the tolerance plays no part
    CAPTURE(tol.velocity);
    CHECK(std::holds_alternative<Friction>(
        snap(0.0, 300.0, 500.0, SnapOptions{300.0, tau * 1.01}, tol)));
    CHECK(std::holds_alternative<Spring>(
        snap(0.0, 300.0, 500.0, SnapOptions{300.0, tau * 0.99}, tol)));
    CHECK(std::holds_alternative<Friction>(
        snap(0.0, -300.0, -500.0, SnapOptions{300.0, tau * 1.01}, tol)));
    CHECK(std::holds_alternative<Spring>(
        snap(0.0, -300.0, -500.0, SnapOptions{300.0, tau * 0.99}, tol)));
  }
  // The default 0.5 s: a 1000 px/s release lands by friction up to 500 px away.
  CHECK(std::holds_alternative<Friction>(snap(0.0, 1000.0, 490.0)));
  CHECK(std::holds_alternative<Spring>(snap(0.0, 1000.0, 510.0)));
  // Whatever the speed, pointing away is a spring.
  CHECK(std::holds_alternative<Spring>(snap(0.0, -1e5, 10.0, SnapOptions{300.0, 1e9})));
}

TEST_CASE("snap_motion statuses", "[snap]") {
  SECTION("NaN and infinities are not_finite") {
    for (double bad : {kNaN, kInf, -kInf}) {
      CAPTURE(bad);
      CHECK(snap_motion(bad, 100.0, 300.0).status() == Status::not_finite);
      CHECK(snap_motion(0.0, bad, 300.0).status() == Status::not_finite);
      CHECK(snap_motion(0.0, 100.0, bad).status() == Status::not_finite);
      CHECK(snap_motion(0.0, 100.0, 300.0, SnapOptions{bad, 1.0}).status() == Status::not_finite);
      CHECK(snap_motion(0.0, 100.0, 300.0, SnapOptions{300.0, bad}).status() == Status::not_finite);
    }
  }
  SECTION("stiffness <= 0 is out_of_range") {
    for (double k : {0.0, -0.0, -1.0, -300.0}) {
      CAPTURE(k);
      const auto r = snap_motion(0.0, 100.0, 300.0, SnapOptions{k, 1.0});
      CHECK_FALSE(r.ok());
      CHECK(same_error(r.error(), Status::out_of_range, "stiffness"));
      // Whichever motion the release would have made.
      CHECK(snap_motion(0.0, 1e5, 300.0, SnapOptions{k, 1.0}).status() == Status::out_of_range);
    }
  }
  SECTION("max_time_constant <= 0 is out_of_range") {
    for (double d : {0.0, -0.0, -1.0}) {
      CAPTURE(d);
      const auto r = snap_motion(0.0, 100.0, 300.0, SnapOptions{300.0, d});
      CHECK_FALSE(r.ok());
      CHECK(same_error(r.error(), Status::out_of_range, "maxTimeConstant"));
      CHECK(snap_motion(0.0, -100.0, 300.0, SnapOptions{300.0, d}).status() ==
            Status::out_of_range);
    }
  }
  SECTION("a target whose distance overflows is named as the target, not the spring's `to`") {
    for (double v : {0.0, 100.0, -100.0}) {
      const auto r = snap_motion(-1e308, v, 1.7e308);
      CHECK_FALSE(r.ok());
      CHECK(same_error(r.error(), Status::not_finite, "target"));
    }
  }
  SECTION("the edges that are accepted") {
    CHECK(snap_motion(0.0, 100.0, 300.0, SnapOptions{1e-9, 1e-9}).ok());
  }
}
