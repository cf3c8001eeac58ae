// Tests of kinema::scroll_motion (scroll.hpp): friction inside [min, max],
// handed over at the exact crossing time to a spring back to the bound
// (bounce) or stopped dead there (clamp).
//
// Independent truth: the crossing time solved by hand (friction
// x = from + v (e^(L t) - 1) / L reaches p at t = log1p((p - from) L / v) / L
// with velocity v + (p - from) L), the friction and the critically damped
// spring written out, and two properties of a pure function of time: equal
// instants give equal values, and restarting from a sampled state continues
// the same curve.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <iterator>
#include <variant>
#include <vector>

#include "kinema/scroll.hpp"
#include "solver_checks.hpp"

using namespace kinema_solver_tests;
using kinema::Composite;
using kinema::Friction;
using kinema::FrictionParams;
using kinema::Overscroll;
using kinema::scroll_motion;
using kinema::ScrollOptions;
using kinema::Spring;
using kinema::State;
using kinema::Status;
using kinema::Tolerance;

namespace {

Composite scroll(double position, double velocity, double min, double max,
                 const ScrollOptions& o = {}, const Tolerance& tol = {}) {
  const auto r = scroll_motion(position, velocity, min, max, o, tol);
  INFO("scroll_motion(" << fmt(position) << ", " << fmt(velocity) << ", " << fmt(min) << ", "
                        << fmt(max) << ") failed: " << kinema::to_string(r.status()));
  REQUIRE(r.ok());
  return r.value();
}

Friction friction(double from, double velocity, double drag) {
  const auto r = Friction::create(FrictionParams{from, velocity, drag});
  REQUIRE(r.ok());
  return r.value();
}

ScrollOptions opts(Overscroll mode, double drag = 0.135, double stiffness = 170.0,
                   double ratio = 1.0) {
  ScrollOptions o;
  o.drag = drag;
  o.overscroll = mode;
  o.stiffness = stiffness;
  o.damping_ratio = ratio;
  return o;
}

// By hand: the time a friction fling reaches p, and its velocity there.
double crossing_time(double from, double v, double drag, double p) {
  const double L = std::log(drag);
  return std::log1p((p - from) * L / v) / L;
}
double crossing_velocity(double from, double v, double drag, double p) {
  return v + (p - from) * std::log(drag);
}

bool same_error(const kinema::Error& e, Status s, const char* parameter) {
  return e.status == s && std::strcmp(e.parameter, parameter) == 0;
}

struct Fling {
  double position, velocity, min, max, drag;
  double bound;  // the bound it crosses
};
// Rest positions: 1500 + 3000 / 2.0025 = 2998 > 2000; 300 - 2500 / 2.0025 =
// -948 < 0; 0 + 4000 / 0.223 = 17900 > 1e4 (light drag); -100 - 800 / 0.693 = -1254 < -1000.
const Fling kFlings[] = {{1500.0, 3000.0, 0.0, 2000.0, 0.135, 2000.0},
                         {300.0, -2500.0, 0.0, 2000.0, 0.135, 0.0},
                         {0.0, 4000.0, 0.0, 1e4, 0.8, 1e4},
                         {-100.0, -800.0, -1000.0, 500.0, 0.5, -1000.0}};

}  // namespace

TEST_CASE("scroll bounce: a fling past a bound becomes a spring at the crossing", "[scroll]") {
  for (double ratio : {1.0, 0.5}) {
    for (const Fling& c : kFlings) {
      CAPTURE(c.position, c.velocity, c.min, c.max, c.drag, ratio);
      const ScrollOptions o = opts(Overscroll::bounce, c.drag, 170.0, ratio);
      const Composite m = scroll(c.position, c.velocity, c.min, c.max, o);
      const Friction f = friction(c.position, c.velocity, c.drag);
      REQUIRE(m.segments().size() == 2);
      // The switch is at the exact time the fling reaches the bound.
      const double ts = m.segments()[1].start;
      CHECK(ts == f.time_at(c.bound));
      KT_CHECK_REL(ts, crossing_time(c.position, c.velocity, c.drag, c.bound), 1e-12);
      // First the fling itself ...
      REQUIRE(std::holds_alternative<Friction>(m.segments()[0].motion));
      for (double t : {0.0, 0.25 * ts, 0.5 * ts, 0.9 * ts}) {
        CAPTURE(t);
        CHECK(m.x(t) == f.x(t));
        CHECK(m.dx(t) == f.dx(t));
      }
      // ... then a spring to the bound from the bound, with the fling's velocity.
      REQUIRE(std::holds_alternative<Spring>(m.segments()[1].motion));
      const Spring& s = std::get<Spring>(m.segments()[1].motion);
      CHECK(s.params().to == c.bound);
      CHECK(s.params().stiffness == 170.0);
      CHECK(s.params().mass == 1.0);
      KT_CHECK_ULPS(s.damping_ratio(), ratio, 4);
      const double vc = crossing_velocity(c.position, c.velocity, c.drag, c.bound);
      // x and dx continuous at the switch.
      const double before = std::nextafter(ts, 0.0);
      const double span = std::fabs(c.bound) + std::fabs(c.bound - c.position);
      KT_CHECK_ABS(m.x(ts), c.bound, 1e-12 * span);
      KT_CHECK_ABS(m.x(before), m.x(ts), 1e-9 * span);
      KT_CHECK_REL(m.dx(ts), vc, 1e-9);
      KT_CHECK_REL(m.dx(before), m.dx(ts), 1e-9);
      KT_CHECK_ABS(f.x(ts), c.bound, 1e-9 * span);
      KT_CHECK_REL(f.dx(ts), m.dx(ts), 1e-9);
      // It overshoots outwards right after the crossing ...
      const double out = c.bound == c.max ? 1.0 : -1.0;
      CHECK((m.x(ts + 0.01) - c.bound) * out > 0.0);
      // ... and settles on the bound.
      CHECK(m.x(kInf) == c.bound);
      const double settle = m.settle_time();
      REQUIRE(std::isfinite(settle));
      CHECK(settle > ts);
      CHECK(m.done(settle));
      CHECK_FALSE(m.done(ts));
      CHECK(std::fabs(m.x(settle) - c.bound) <= Tolerance{}.distance);
      CHECK(std::fabs(m.x(settle + 5.0) - c.bound) <= Tolerance{}.distance);
    }
  }
}

TEST_CASE("scroll bounce: the spring after the crossing is the critically damped one", "[scroll]") {
  // From the bound with velocity vc: x - bound = vc t e^(-w t), w = sqrt(k).
  const Fling& c = kFlings[0];
  const Composite m = scroll(c.position, c.velocity, c.min, c.max, opts(Overscroll::bounce));
  const double ts = crossing_time(c.position, c.velocity, c.drag, c.bound);
  const double vc = crossing_velocity(c.position, c.velocity, c.drag, c.bound);
  const double w = std::sqrt(170.0);
  for (double dt : {0.01, 0.05, 1.0 / w, 0.2, 0.5, 1.0}) {
    const double t = m.segments()[1].start + dt;
    CAPTURE(dt);
    const double e = std::exp(-w * dt);
    KT_CHECK_ABS(m.x(t), c.bound + vc * dt * e, 1e-9 * std::fabs(c.bound));
    KT_CHECK_ABS(m.dx(t), vc * (1.0 - w * dt) * e, 1e-9 * std::fabs(vc));
  }
  // The furthest overshoot, at dt = 1/w, is vc / (w e) past the bound.
  KT_CHECK_REL(m.x(m.segments()[1].start + 1.0 / w) - c.bound, vc / (w * std::exp(1.0)), 1e-9);
  CHECK(std::fabs(m.segments()[1].start - ts) <= 1e-12 * ts);
}

TEST_CASE("scroll: a fling that stays inside is one friction segment", "[scroll]") {
  for (Overscroll mode : {Overscroll::bounce, Overscroll::clamp}) {
    // 500 + 1000 / 2.0025 = 999.4; 1900 - 3000 / 2.0025 = 402; from a bound inwards.
    const double cases[][2] = {{500.0, 1000.0}, {1900.0, -3000.0}, {0.0, 2000.0},
                               {2000.0, -1500.0}, {700.0, 0.0}};
    for (const auto& cs : cases) {
      CAPTURE(static_cast<int>(mode), cs[0], cs[1]);
      const Composite m = scroll(cs[0], cs[1], 0.0, 2000.0, opts(mode));
      REQUIRE(m.segments().size() == 1);
      REQUIRE(std::holds_alternative<Friction>(m.segments()[0].motion));
      const Friction f = friction(cs[0], cs[1], 0.135);
      for (double t : {0.0, 0.1, 0.5, 1.0, 3.0, 10.0, kInf}) {
        CAPTURE(t);
        CHECK(m.x(t) == f.x(t));
        CHECK(m.dx(t) == f.dx(t));
      }
      const double rest = cs[0] + cs[1] / -std::log(0.135);
      KT_CHECK_ABS(m.x(kInf), rest, 1e-12 * 2000.0);
      CHECK(m.x(kInf) >= 0.0);
      CHECK(m.x(kInf) <= 2000.0);
      CHECK(m.settle_time() == f.settle_time());
    }
  }
}

TEST_CASE("scroll: starting out of bounds springs back in both modes", "[scroll]") {
  struct Case {
    double position, velocity, bound;
  };
  // [0, 2000]: past max moving out / in / still, and below min.
  const Case cases[] = {{2100.0, 500.0, 2000.0}, {2300.0, -400.0, 2000.0}, {2050.0, 0.0, 2000.0},
                        {-50.0, -100.0, 0.0},    {-300.0, 2500.0, 0.0}};
  for (Overscroll mode : {Overscroll::bounce, Overscroll::clamp}) {
    for (const Case& c : cases) {
      CAPTURE(static_cast<int>(mode), c.position, c.velocity);
      const Composite m = scroll(c.position, c.velocity, 0.0, 2000.0, opts(mode));
      REQUIRE(m.segments().size() == 1);
      REQUIRE(std::holds_alternative<Spring>(m.segments()[0].motion));
      const Spring& s = std::get<Spring>(m.segments()[0].motion);
      CHECK(s.params().to == c.bound);
      CHECK(m.x(0.0) == c.position);
      CHECK(m.dx(0.0) == c.velocity);
      // Critically damped from u0 = position - bound.
      const double w = std::sqrt(170.0);
      const double u0 = c.position - c.bound;
      const double b = c.velocity + w * u0;
      const double scale = std::fabs(c.bound) + std::fabs(u0) + std::fabs(c.velocity) / w;
      for (double t : {0.01, 0.1, 0.3, 1.0}) {
        CAPTURE(t);
        const double e = std::exp(-w * t);
        KT_CHECK_ABS(m.x(t), c.bound + (u0 + b * t) * e, 1e-12 * scale);
        KT_CHECK_ABS(m.dx(t), (c.velocity - w * b * t) * e, 1e-12 * w * scale);
      }
      CHECK(m.x(kInf) == c.bound);
      CHECK(m.done(m.settle_time()));
      CHECK(std::fabs(m.x(m.settle_time()) - c.bound) <= Tolerance{}.distance);
    }
  }
}

TEST_CASE("scroll clamp: the fling stops dead at the bound at the crossing time", "[scroll]") {
  for (const Fling& c : kFlings) {
    CAPTURE(c.position, c.velocity, c.min, c.max, c.drag);
    const Composite m = scroll(c.position, c.velocity, c.min, c.max, opts(Overscroll::clamp, c.drag));
    const Friction f = friction(c.position, c.velocity, c.drag);
    REQUIRE(m.segments().size() == 2);
    const double ts = m.segments()[1].start;
    CHECK(ts == f.time_at(c.bound));
    KT_CHECK_REL(ts, crossing_time(c.position, c.velocity, c.drag, c.bound), 1e-12);
    // Before: the fling, inside the range and still moving.
    for (double u : {0.0, 0.3, 0.7, 0.99}) {
      const double t = u * ts;
      CAPTURE(t);
      CHECK(m.x(t) == f.x(t));
      CHECK(m.dx(t) == f.dx(t));
      CHECK(m.x(t) >= c.min);
      CHECK(m.x(t) <= c.max);
      CHECK(m.dx(t) != 0.0);
      CHECK_FALSE(m.done(t));
    }
    // At the crossing and ever after: exactly at the bound, not moving, done.
    for (double t : {ts, ts + 1e-9, ts + 0.016, ts + 1.0, ts + 100.0, kInf}) {
      CAPTURE(t);
      CHECK(m.x(t) == c.bound);
      CHECK(m.dx(t) == 0.0);
      CHECK(m.done(t));
    }
    CHECK(m.settle_time() == ts);
    // The fling itself was still moving fast there: the stop is a real stop.
    CHECK(std::fabs(f.dx(ts)) > 100.0);
    KT_CHECK_ABS(f.x(ts), c.bound, 1e-9 * (std::fabs(c.bound) + std::fabs(c.bound - c.position)));
  }
}

TEST_CASE("scroll clamp: released on a bound moving outwards stays on the bound", "[scroll]") {
  // The crossing time is 0: the fling stops dead where it is, at once. (In
  // bounce mode the same release springs out and back, which is fine.)
  struct Case {
    double position, velocity, min, max;
  };
  const Case cases[] = {{2000.0, 3000.0, 0.0, 2000.0},
                        {0.0, -1200.0, 0.0, 2000.0},
                        {0.0, 500.0, 0.0, 0.0}};  // content that fits: min == max
  for (const Case& c : cases) {
    CAPTURE(c.position, c.velocity, c.min, c.max);
    const Composite m = scroll(c.position, c.velocity, c.min, c.max, opts(Overscroll::clamp));
    for (double t : {0.0, 1e-6, 0.008, 0.05, 0.2, 1.0, kInf}) {
      CAPTURE(t);
      CHECK(m.x(t) == c.position);
      CHECK(m.x(t) >= c.min);
      CHECK(m.x(t) <= c.max);
      if (t > 0.0) CHECK(m.dx(t) == 0.0);
    }
    CHECK(m.done(1e-6));
    // Bounce mode leaves the range and comes back (the premise of this case).
    const Composite b = scroll(c.position, c.velocity, c.min, c.max, opts(Overscroll::bounce));
    CHECK(b.x(0.05) != c.position);
    CHECK(b.x(kInf) == c.position);
  }
}

TEST_CASE("scroll is frame-rate independent: equal instants give equal values", "[scroll]") {
  const double rates[] = {30.0, 60.0, 120.0, 144.0, 240.0};
  for (Overscroll mode : {Overscroll::bounce, Overscroll::clamp}) {
    for (double ratio : {1.0, 0.4}) {
      const ScrollOptions o = opts(mode, 0.135, 170.0, ratio);
      // A 3 s fling that crosses max at ~0.2 s (bounce: spring afterwards).
      std::vector<std::vector<State>> frames;
      for (double hz : rates) {
        // A fresh motion per rate, sampled frame after frame as a page would.
        const Composite m = scroll(1500.0, 3000.0, 0.0, 2000.0, o);
        const int n = static_cast<int>(3 * hz);
        std::vector<State> f;
        for (int j = 0; j <= n; ++j) f.push_back(m.at(j / hz));
        frames.push_back(f);
      }
      // t = k / 30 for k = 0..90 is frame k * hz / 30 of 30/60/120/240 Hz, and
      // frame 4.8 k of 144 Hz when k is a multiple of 5. The instants are the
      // same doubles (both divisions round the same rational), so the
      // positions must be the same doubles.
      const Composite fresh = scroll(1500.0, 3000.0, 0.0, 2000.0, o);
      int compared = 0;
      for (int k = 90; k >= 0; --k) {  // the reference is sampled backwards
        const double t = k / 30.0;
        const State want = fresh.at(t);
        for (std::size_t r = 0; r < std::size(rates); ++r) {
          const int hz = static_cast<int>(rates[r]);
          if ((k * hz) % 30 != 0) continue;
          const int j = k * hz / 30;
          REQUIRE(j / rates[r] == t);
          CAPTURE(static_cast<int>(mode), ratio, k, hz);
          CHECK(frames[r][j].x == want.x);
          CHECK(frames[r][j].dx == want.dx);
          ++compared;
        }
      }
      CHECK(compared == 91 * 4 + 19);
    }
  }
}

TEST_CASE("scroll restarted from a mid-flight state continues the same curve", "[scroll]") {
  for (Overscroll mode : {Overscroll::bounce, Overscroll::clamp}) {
    for (const Fling& c : kFlings) {
      const ScrollOptions o = opts(mode, c.drag);
      const Composite m = scroll(c.position, c.velocity, c.min, c.max, o);
      REQUIRE(m.segments().size() == 2);
      const double ts = m.segments()[1].start;
      const double span = std::fabs(c.bound) + std::fabs(c.bound - c.position);
      // During the fling, and (bounce) during the spring while it is still
      // past the bound; (clamp) after the stop.
      for (double t1 : {0.2 * ts, 0.6 * ts, 0.95 * ts, ts + 0.05, ts + 0.3}) {
        const State s = m.at(t1);
        CAPTURE(static_cast<int>(mode), c.position, c.velocity, c.drag, t1, ts, s.x, s.dx);
        const Composite g = scroll(s.x, s.dx, c.min, c.max, o);
        for (double dt : {0.0, 0.01, 0.5 * ts, ts, 0.1 + ts, 0.5, 1.0, 3.0}) {
          CAPTURE(dt);
          KT_CHECK_ABS(g.x(dt), m.x(t1 + dt), 1e-9 * span);
          KT_CHECK_ABS(g.dx(dt), m.dx(t1 + dt), 1e-9 * std::fabs(c.velocity));
        }
        KT_CHECK_ABS(g.x(kInf), m.x(kInf), 1e-9 * span);
      }
    }
  }
}

TEST_CASE("scroll statuses", "[scroll]") {
  for (Overscroll mode : {Overscroll::bounce, Overscroll::clamp}) {
    CAPTURE(static_cast<int>(mode));
    const ScrollOptions o = opts(mode);
    // max < min.
    {
      const auto r = scroll_motion(100.0, 500.0, 10.0, 9.0, o);
      CHECK_FALSE(r.ok());
      CHECK(same_error(r.error(), Status::out_of_range, "max"));
      CHECK(scroll_motion(0.0, 0.0, 0.0, std::nextafter(0.0, -1.0), o).status() ==
            Status::out_of_range);
      CHECK(scroll_motion(5.0, 0.0, 5.0, 5.0, o).ok());  // min == max is fine
    }
    // NaN and infinities.
    for (double bad : {kNaN, kInf, -kInf}) {
      CAPTURE(bad);
      CHECK(scroll_motion(bad, 500.0, 0.0, 2000.0, o).status() == Status::not_finite);
      CHECK(scroll_motion(100.0, bad, 0.0, 2000.0, o).status() == Status::not_finite);
      CHECK(scroll_motion(100.0, 500.0, bad, 2000.0, o).status() == Status::not_finite);
      CHECK(scroll_motion(100.0, 500.0, 0.0, bad, o).status() == Status::not_finite);
      CHECK(scroll_motion(100.0, 500.0, 0.0, 2000.0, opts(mode, bad)).status() ==
            Status::not_finite);
      CHECK(scroll_motion(100.0, 500.0, 0.0, 2000.0, opts(mode, 0.135, bad)).status() ==
            Status::not_finite);
      CHECK(scroll_motion(100.0, 500.0, 0.0, 2000.0, opts(mode, 0.135, 170.0, bad)).status() ==
            Status::not_finite);
    }
    // drag outside (0, 1], whether or not the fling would cross a bound.
    for (double drag : {0.0, -0.0, -0.135, std::nextafter(1.0, 2.0), 1.5}) {
      CAPTURE(drag);
      for (double v : {0.0, 100.0, 1e5}) {
        CAPTURE(v);
        const auto r = scroll_motion(100.0, v, 0.0, 2000.0, opts(mode, drag));
        CHECK_FALSE(r.ok());
        CHECK(same_error(r.error(), Status::out_of_range, "drag"));
      }
    }
    CHECK(scroll_motion(100.0, 500.0, 0.0, 2000.0, opts(mode, 1.0)).ok());
    // The spring's parameters, too.
    CHECK(scroll_motion(100.0, 500.0, 0.0, 2000.0, opts(mode, 0.135, 0.0)).status() ==
          Status::out_of_range);
    CHECK(scroll_motion(100.0, 500.0, 0.0, 2000.0, opts(mode, 0.135, -170.0)).status() ==
          Status::out_of_range);
    CHECK(scroll_motion(100.0, 500.0, 0.0, 2000.0, opts(mode, 0.135, 170.0, -0.5)).status() ==
          Status::out_of_range);
    CHECK(scroll_motion(100.0, 500.0, 0.0, 2000.0, opts(mode, 0.135, 170.0, 0.0)).ok());
  }
}
