// The solvers of issue 14: friction with a constant deceleration, Android's
// fling (AndroidFling), the clamp around any motion (clamp_motion), the
// spring from a settling duration and the perceptual duration / bounce of
// any spring, and the scroll presets. Independent truth: closed forms
// written out here (a spring's first zero crossing, v e^(-lam T) = c T),
// analytic identities (dx is the derivative of x, the inverse of time_at),
// and brute force on the curve. Values against 50-digit references are in
// tests/reference (families frictionDecel and androidFling).
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "kinema/android_fling.hpp"
#include "kinema/clamp.hpp"
#include "kinema/friction.hpp"
#include "kinema/scroll.hpp"
#include "kinema/spring.hpp"
#include "solver_checks.hpp"

using namespace kinema;
using namespace kinema_solver_tests;

namespace {
template <class M>
void check_derivative(const M& m, double t, double rel) {
  const double d = richardson([&](double s) { return m.x(s); }, t, 1e-4);
  CAPTURE(t, d, m.dx(t));
  CHECK(std::fabs(d - m.dx(t)) <= rel * (std::fabs(m.dx(t)) + 1.0));
}
}  // namespace

TEST_CASE("friction with deceleration: stops at the exact Lambert W time", "[feel][friction]") {
  // drag 1: plain constant deceleration, T = v/c, distance v^2 / 2c.
  auto f = Friction::with_deceleration(10.0, 1200.0, 3000.0);
  REQUIRE(f.ok());
  CHECK(f->stop_time() == 0.4);
  KT_CHECK_REL(f->rest_position(), 10.0 + 1200.0 * 1200.0 / 6000.0, 1e-15);
  CHECK(f->x(0.4) == f->rest_position());
  CHECK(f->dx(0.4) == 0.0);
  CHECK(f->dx(1e9) == 0.0);
  KT_CHECK_REL(f->dx(0.1), 900.0, 1e-15);
  // With drag: v e^(-lam T) = c T at the stop.
  for (double drag : {0.9, 0.135, 1e-4}) {
    for (double v : {-2500.0, 50.0, 8000.0}) {
      auto g = Friction::with_deceleration(0.0, v, 700.0, drag);
      REQUIRE(g.ok());
      const double T = g->stop_time(), lam = -std::log(drag);
      CAPTURE(drag, v, T);
      REQUIRE(T > 0.0);
      KT_CHECK_REL(std::fabs(v) * std::exp(-lam * T), 700.0 * T, 1e-13);
      for (double t : {0.01, 0.3 * T, 0.9 * T}) check_derivative(*g, t, 1e-7);
      // It never passes its rest position, and time_at inverts x.
      CHECK(std::fabs(g->x(0.999 * T) - g->x(0.0)) <= std::fabs(g->rest_position() - g->x(0.0)));
      const double mid = g->x(0.5 * T);
      KT_CHECK_REL(g->time_at(mid), 0.5 * T, 1e-9);
      CHECK(g->time_at(g->rest_position() + (v > 0 ? 1.0 : -1.0)) == kInf);
      // Settle: the first time |dx| <= tolerance.velocity, never early.
      const double s = g->settle_time();
      CHECK(std::fabs(g->dx(s)) <= 1e-3);
      CHECK(std::fabs(g->dx(s * (1 - 1e-12) - 1e-15)) > 1e-3);
    }
  }
  // Bad input.
  for (double c : {0.0, -1.0}) {
    auto bad = Friction::with_deceleration(0.0, 100.0, c);
    REQUIRE(!bad);
    CHECK(bad.status() == Status::out_of_range);
    CHECK(std::string(bad.error().parameter) == "deceleration");
  }
  auto nan = Friction::with_deceleration(0.0, 100.0, kNaN);
  CHECK(nan.status() == Status::not_finite);
  auto neg = Friction::create({0.0, 100.0, 0.5, -3.0});
  CHECK(std::string(neg.error().parameter) == "deceleration");
  // A deceleration so small the stop never fits a double.
  CHECK(Friction::with_deceleration(0.0, 1e300, 1e-300).status() == Status::out_of_range);
  // At rest: stops at once.
  auto rest = Friction::with_deceleration(5.0, 0.0, 10.0);
  REQUIRE(rest.ok());
  CHECK(rest->stop_time() == 0.0);
  CHECK(rest->x(3.0) == 5.0);
  CHECK(rest->settle_time() == 0.0);
}

TEST_CASE("android fling: Flutter's closed form, its identities and its settle time", "[feel][android]") {
  const double D = std::log(0.78) / std::log(0.9);
  for (double v : {-8000.0, 150.0, 3000.0, 20000.0}) {
    auto f = AndroidFling::create({100.0, v});
    REQUIRE(f.ok());
    const double T = f->duration();
    const double vref = 0.015 * 9.80665 * 39.37 * 160.0 * 0.84 / 0.35;
    KT_CHECK_REL(T, D * 0.35 * std::pow(std::fabs(v) / vref, 1.0 / (D - 1.0)), 1e-13);
    KT_CHECK_REL(f->distance(), v * T / D, 1e-15);
    CHECK(f->dx(0.0) == v);
    CHECK(f->x(0.0) == 100.0);
    CHECK(f->x(T) == 100.0 + f->distance());
    CHECK(f->dx(T) == 0.0);
    for (double s : {0.05, 0.4, 0.8}) {
      check_derivative(*f, s * T, 1e-7);
      KT_CHECK_REL(f->time_at(f->x(s * T)), s * T, 1e-12);
    }
    // Settle: |x - rest| <= 1e-3 and |dx| <= 1e-3 from then on, not before.
    const double st = f->settle_time();
    CAPTURE(v, T, st);
    CHECK(st <= T);
    auto out = [&](double t) {
      return std::fabs(f->x(t) - f->rest_position()) > 1e-3 || std::fabs(f->dx(t)) > 1e-3;
    };
    CHECK(!out(st));
    CHECK(out(st - 1e-9 * std::fmax(1.0, st)));
  }
  CHECK(AndroidFling::create({0.0, 100.0, 0.0}).status() == Status::out_of_range);
  CHECK(AndroidFling::create({0.0, 1e300}).status() == Status::out_of_range);
  auto still = AndroidFling::create({4.0, 0.0});
  REQUIRE(still.ok());
  CHECK(still->x(1.0) == 4.0);
  CHECK(still->settle_time() == 0.0);
}

TEST_CASE("clamp: a bouncy spring stops exactly where it first reaches the bound", "[feel][clamp]") {
  // From 0 to 100 at rest, zeta 0.3: u = -100 e^(-at)(cos wt + a/w sin wt)
  // is first 0 at wt = pi - atan(w/a).
  const double k = 200.0, zeta = 0.3;
  auto s = Spring::with_damping_ratio(0.0, 100.0, 0.0, 1.0, k, zeta);
  REQUIRE(s.ok());
  const double w0 = std::sqrt(k), a = zeta * w0, w = w0 * std::sqrt(1 - zeta * zeta);
  const double first = (M_PI - std::atan(w / a)) / w;
  auto c = clamp_motion(Composite(*s), -50.0, 100.0);
  REQUIRE(c.ok());
  REQUIRE(c->segments().size() == 2);
  const double t = c->segments()[1].start;
  KT_CHECK_REL(t, first, 1e-13);
  CHECK(s->x(t) >= 100.0);                      // reached at t ...
  CHECK(s->x(std::nextafter(t, 0.0)) < 100.0);  // ... and not a double earlier
  CHECK(c->x(t) == 100.0);
  CHECK(c->dx(t + 1.0) == 0.0);
  CHECK(c->x(0.5 * t) == s->x(0.5 * t));
  CHECK(c->settle_time() == t);
  // A bound it never reaches: the motion itself.
  auto free = clamp_motion(Composite(*s), -50.0, 200.0);
  REQUIRE(free.ok());
  CHECK(free->segments().size() == 1);
  // Released out of bounds: at rest on the nearest bound.
  auto out = clamp_motion(Composite(*s), 10.0, 20.0);
  REQUIRE(out.ok());
  CHECK(out->x(0.0) == 10.0);
  CHECK(out->dx(0.0) == 0.0);
  // Bad bounds.
  CHECK(std::string(clamp_motion(Composite(*s), 5.0, 1.0).error().parameter) == "max");
  CHECK(clamp_motion(Composite(*s), kNaN, 1.0).status() == Status::not_finite);
}

TEST_CASE("clamp: friction, gravity and composites, against their closed forms", "[feel][clamp]") {
  auto f = Friction::create({0.0, 2000.0, 0.135});
  REQUIRE(f.ok());
  auto cf = clamp_motion(Composite(*f), -10.0, 600.0);
  REQUIRE(cf.ok());
  KT_CHECK_REL(cf->segments()[1].start, f->time_at(600.0), 1e-14);
  // Gravity thrown up (negative acceleration pulls down): reaches 100 on the
  // way up at the smaller root of x0 + v t + a t^2/2 = 100.
  auto g = Gravity::create({0.0, 300.0, -400.0});
  REQUIRE(g.ok());
  auto cg = clamp_motion(Composite(*g), -1000.0, 100.0);
  REQUIRE(cg.ok());
  const double root = (300.0 - std::sqrt(300.0 * 300.0 - 2.0 * 400.0 * 100.0)) / 400.0;
  KT_CHECK_REL(cg->segments()[1].start, root, 1e-13);
  // Below the apex (112.5): it comes back down and reaches -1000.
  auto cg2 = clamp_motion(Composite(*g), -1000.0, 200.0);
  REQUIRE(cg2.ok());
  const double down = (300.0 + std::sqrt(300.0 * 300.0 + 2.0 * 400.0 * 1000.0)) / 400.0;
  KT_CHECK_REL(cg2->segments()[1].start, down, 1e-13);
  CHECK(cg2->x(down + 1.0) == -1000.0);
  // A composite: the fling into a bounce spring, clamped to its range: it
  // stops at the bound where the fling reaches it.
  auto fs = Composite::fling_to_spring(0.0, 3000.0, 0.135, 0.0, 500.0, 170.0, 1.0);
  REQUIRE(fs.ok());
  auto cc = clamp_motion(*fs, 0.0, 500.0);
  REQUIRE(cc.ok());
  REQUIRE(cc->segments().size() == 2);
  KT_CHECK_REL(cc->segments()[1].start, fs->segments()[1].start, 1e-12);
  CHECK(cc->x(10.0) == 500.0);
}

TEST_CASE("spring: withSettlingDuration settles exactly then; duration and bounce", "[feel][spring]") {
  for (double zeta : {0.15, 0.5, 0.9, 1.0, 1.5, 4.0}) {
    for (double eps : {1e-2, 1e-3, 1e-5}) {
      for (double T : {0.25, 1.0, 3.0}) {
        auto s = Spring::with_settling_duration(40.0, 0.0, 0.0, T, zeta, eps);
        REQUIRE(s.ok());
        CAPTURE(zeta, eps, T, s->params().stiffness);
        // The same spring from distance 1 at rest, judged by distance only.
        auto unit = Spring::with_damping_ratio(1.0, 0.0, 0.0, 1.0, s->params().stiffness, zeta,
                                               {eps, 1e300, 1e-3});
        REQUIRE(unit.ok());
        KT_CHECK_REL(unit->settle_time(), T, 1e-9);
        // Brute force on the curve: inside the band from T on, outside just before.
        CHECK(std::fabs(unit->x(T)) <= eps);
        bool late = false;
        for (int i = 1; i <= 2000; ++i) late = late || std::fabs(unit->x(T + i * T / 500.0)) > eps;
        CHECK(!late);
        CHECK(std::fabs(unit->x(T * (1 - 1e-8))) > eps);
        // Scale-free: 40 px away it is inside 40 eps from T on.
        CHECK(std::fabs(s->x(T)) <= 40.0 * eps * (1 + 1e-9));
      }
    }
  }
  CHECK(std::string(Spring::with_settling_duration(0, 1, 0, 0.0, 1.0).error().parameter) == "settlingDuration");
  CHECK(std::string(Spring::with_settling_duration(0, 1, 0, 1.0, 0.0).error().parameter) == "dampingRatio");
  CHECK(std::string(Spring::with_settling_duration(0, 1, 0, 1.0, 1.0, 1.0).error().parameter) == "epsilon");
  CHECK(Spring::with_settling_duration(0, 1, 0, kNaN, 1.0).status() == Status::not_finite);

  // SwiftUI's duration and bounce invert with_duration.
  for (double duration : {0.2, 0.5, 1.7}) {
    for (double bounce : {-0.6, -0.1, 0.0, 0.3, 0.85}) {
      auto s = Spring::with_duration(0.0, 1.0, 0.0, duration, bounce);
      REQUIRE(s.ok());
      KT_CHECK_REL(s->perceptual_duration(), duration, 1e-15);
      CHECK(std::fabs(s->bounce() - bounce) <= 1e-15);
    }
  }
  // Mass counts: 2 pi sqrt(m/k).
  auto heavy = Spring::create({0.0, 1.0, 0.0, 4.0, 100.0, 40.0});
  REQUIRE(heavy.ok());
  KT_CHECK_REL(heavy->perceptual_duration(), 2.0 * M_PI * 0.2, 1e-15);
  CHECK(heavy->bounce() == 0.0);  // ratio 40 / (2 sqrt(400)) = 1
}

TEST_CASE("scroll presets: the android curve, clamped or bounced at the bound", "[feel][scroll]") {
  ScrollOptions o;
  o.curve = FlingCurve::android;
  o.overscroll = Overscroll::clamp;
  auto inside = scroll_motion(0.0, 2000.0, -1e6, 1e6, o);
  REQUIRE(inside.ok());
  REQUIRE(inside->segments().size() == 1);
  auto fling = AndroidFling::create({0.0, 2000.0});
  CHECK(inside->x(0.3) == fling->x(0.3));
  auto clamped = scroll_motion(0.0, 2000.0, 0.0, 100.0, o);
  REQUIRE(clamped.ok());
  REQUIRE(clamped->segments().size() == 2);
  KT_CHECK_REL(clamped->segments()[1].start, fling->time_at(100.0), 1e-15);
  CHECK(clamped->x(5.0) == 100.0);
  CHECK(clamped->dx(5.0) == 0.0);
  o.overscroll = Overscroll::bounce;
  auto bounced = scroll_motion(0.0, 2000.0, 0.0, 100.0, o);
  REQUIRE(bounced.ok());
  const double t = bounced->segments()[1].start;
  KT_CHECK_REL(bounced->dx(t), fling->dx(t), 1e-12);  // the spring starts with the crossing velocity
  CHECK(bounced->x(30.0) == Approx(100.0).margin(1e-3));
  o.android_friction = -1.0;
  auto bad = scroll_motion(0.0, 2000.0, 0.0, 100.0, o);
  CHECK(std::string(bad.error().parameter) == "androidFriction");
}
