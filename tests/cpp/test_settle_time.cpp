// settle_time() is the last exit from the tolerance band: the earliest time
// after which |x(t) - rest| <= tolerance.distance and |dx(t)| <=
// tolerance.velocity for ever. Checked against an independent brute force on
// the motion's own curve: a backward scan on a grid finer than any feature of
// the curve (1/64 of the fastest time scale) from far past the band, then
// bisection between the last grid point outside the band and the next one.
// Never early (not before a point found outside the band), and within 1e-9 s
// of the exact last exit.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>

#include "kinema/android_fling.hpp"
#include "kinema/bouncing_gravity.hpp"
#include "kinema/clamp.hpp"
#include "kinema/composite.hpp"
#include "kinema/exponential_rate.hpp"
#include "kinema/motion2d.hpp"
#include "kinema/spring2d.hpp"
#include "kinema/friction.hpp"
#include "kinema/scroll.hpp"
#include "kinema/spring.hpp"

namespace {

struct Exit {
  double out;  ///< a time found outside the band (or 0 if none)
  double in;   ///< the bisected exit: inside the band from here on
};

// The brute force: `out(t)` on a grid of `step` from `horizon` back to 0.
Exit brute_last_exit(const std::function<bool(double)>& out, double horizon, double step) {
  const auto n = static_cast<long>(std::ceil(horizon / step));
  long i = n;
  while (i >= 0 && !out(i * step)) --i;
  if (i < 0) return {0.0, 0.0};
  double lo = i * step, hi = (i + 1) * step;
  for (int k = 0; k < 200 && hi - lo > 1e-14 * std::max(1.0, hi); ++k) {
    const double mid = 0.5 * (lo + hi);
    (out(mid) ? lo : hi) = mid;
  }
  return {lo, hi};
}

double worst_late = 0.0;

int early_count = 0;  // never-early failures (must stay 0)

// The check on any curve: `out(t)` is "outside the band at t".
void check_exit(const std::function<bool(double)>& out, double settle, double fastest_rate,
                double slowest_rate) {
  REQUIRE(std::isfinite(settle));
  // Far past the band: 3 settle times and 60 slow decay times.
  const double horizon = 3.0 * settle + 60.0 / slowest_rate;
  const double step = std::min(1.0 / (64.0 * fastest_rate), horizon / 4e5);
  REQUIRE(!out(horizon));  // the premise: the scan starts inside the band
  const Exit e = brute_last_exit(out, horizon, step);
  CAPTURE(settle, e.out, e.in, horizon, step);
  const bool early = settle < e.out || (e.in > 0.0 && !(settle > e.out)) || out(settle);
  if (early) ++early_count;
  CHECK(settle >= e.out);           // never early
  if (e.in > 0.0) CHECK(settle > e.out);
  CHECK(settle - e.in <= 1e-9);     // within 1e-9 s of the exact exit
  CHECK(!out(settle));
  worst_late = std::max(worst_late, std::fabs(settle - e.in));
}

template <class M>
void check_settle(const M& m, double rest, const kinema::Tolerance& tol, double fastest_rate,
                  double slowest_rate) {
  auto out = [&](double t) {
    const auto s = m.at(t);
    return std::fabs(s.x - rest) > tol.distance || std::fabs(s.dx) > tol.velocity;
  };
  check_exit(out, m.settle_time(), fastest_rate, slowest_rate);
}

const double kTols[] = {0.5, 1e-3, 1e-6};

// Each sweep's figures start afresh.
void start_sweep() {
  worst_late = 0.0;
  early_count = 0;
}

// Calls body(tol) for every pair of distance and velocity tolerances in kTols
// (time tolerance 1e-3 s).
template <class F>
void for_each_tolerance(F&& body) {
  for (double td : kTols)
    for (double tv : kTols) body(kinema::Tolerance{td, tv, 1e-3});
}

void report(const char* kind, int cases) {
  std::printf("settle time: %s: %d cases, max |settle - brute-force exit| %.3g s, %d early\n", kind,
              cases, worst_late, early_count);
  CHECK(early_count == 0);
}

}  // namespace

TEST_CASE("settle time: springs, a sweep of damping ratios, tolerances and starts", "[settle]") {
  const double ratios[] = {0.02, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99, 0.999, 1.0,
                           1.001, 1.01, 1.2, 2.0, 5.0};
  const double tolerances[] = {0.5, 1e-3, 1e-6};
  struct Start {
    double from, to, v;
  };
  const Start starts[] = {{0, 100, 0}, {0, 100, 800}, {50, 0, -2500}, {0, 1, 0}, {3, 3, 400}};
  int cases = 0;
  worst_late = 0.0;
  for (double k : {100.0, 900.0}) {
    for (double zeta : ratios) {
      for (double td : tolerances) {
        for (double tv : tolerances) {
          for (const Start& s : starts) {
            const kinema::Tolerance tol{td, tv, 1e-3};
            auto r = kinema::Spring::with_damping_ratio(s.from, s.to, s.v, 1.0, k, zeta, tol);
            REQUIRE(r.ok());
            const double w0 = std::sqrt(k);
            const double fastest = w0 * std::max(1.0, 2.0 * zeta);
            const double slowest = zeta < 1.0 ? zeta * w0 : w0 / (zeta + std::sqrt(zeta * zeta - 1.0));
            CAPTURE(k, zeta, td, tv, s.from, s.to, s.v);
            check_settle(*r, s.to, tol, fastest, slowest);
            ++cases;
          }
        }
      }
    }
  }
  std::printf("settle time: %d springs, latest %.3g s after the exact last exit\n", cases, worst_late);
}

TEST_CASE("settle time: exponential friction, both criteria", "[settle]") {
  start_sweep();
  int cases = 0;
  for (double drag : {0.99, 0.9, 0.5, 0.135, 0.01}) {
    for (double v : {1500.0, -40.0, 3.0}) {
      for_each_tolerance([&](const kinema::Tolerance& tol) {
        const double td = tol.distance, tv = tol.velocity;
        auto f = kinema::Friction::create({10.0, v, drag}, tol);
        REQUIRE(f.ok());
        const double rate = -std::log(drag);
        CAPTURE(drag, v, td, tv);
        check_settle(*f, f->rest_position(), tol, rate, rate);
        // The same fling solved for its rest position: rest is `to` exactly.
        auto g = kinema::Friction::to_stop_at(10.0, v, f->rest_position(), tol);
        REQUIRE(g.ok());
        check_settle(*g, g->rest_position(), tol, rate, rate);
        cases += 2;
      });
    }
  }
  report("exponential friction", cases);
}

TEST_CASE("settle time: constant-deceleration friction", "[settle]") {
  start_sweep();
  int cases = 0;
  for (double drag : {1.0, 0.5, 0.135}) {
    for (double c : {100.0, 2000.0}) {
      for (double v : {1500.0, -300.0, 2.0}) {
        for_each_tolerance([&](const kinema::Tolerance& tol) {
          const double td = tol.distance, tv = tol.velocity;
          auto f = kinema::Friction::with_deceleration(-5.0, v, c, drag, tol);
          REQUIRE(f.ok());
          const double stop = f->stop_time();
          const double rate = std::max(-std::log(drag), 1.0 / stop);
          CAPTURE(drag, c, v, td, tv, stop);
          check_settle(*f, f->rest_position(), tol, rate, 1.0 / stop);
          ++cases;
        });
      }
    }
  }
  report("constant-deceleration friction", cases);
}

TEST_CASE("settle time: Android fling", "[settle]") {
  start_sweep();
  int cases = 0;
  for (double v : {50.0, 1500.0, -8000.0}) {
    for (double friction : {0.015, 0.05}) {
      for_each_tolerance([&](const kinema::Tolerance& tol) {
        const double td = tol.distance, tv = tol.velocity;
        auto f = kinema::AndroidFling::create({20.0, v, friction, 160.0}, tol);
        REQUIRE(f.ok());
        const double T = f->duration();
        CAPTURE(v, friction, td, tv, T);
        check_settle(*f, f->rest_position(), tol, 1.0 / T, 1.0 / T);
        ++cases;
      });
    }
  }
  report("Android fling", cases);
}

TEST_CASE("settle time: exponential rate, open-ended", "[settle]") {
  start_sweep();
  int cases = 0;
  for (double lambda : {0.5, 3.0, 20.0}) {
    for (double v : {500.0, -7.0}) {
      for_each_tolerance([&](const kinema::Tolerance& tol) {
        const double td = tol.distance, tv = tol.velocity;
        auto m = kinema::ExponentialRate::create({1.0, v, lambda}, tol);
        REQUIRE(m.ok());
        CAPTURE(lambda, v, td, tv);
        check_settle(*m, 1.0 + v / lambda, tol, lambda, lambda);
        ++cases;
      });
    }
  }
  report("exponential rate", cases);
}

TEST_CASE("settle time: bouncing gravity", "[settle]") {
  start_sweep();
  int cases = 0;
  struct Drop {
    double from, v, a, floor;
  };
  // Falls, a throw away from the floor, a body on the floor, and slow drops
  // from just above it (landing slower than the velocity band).
  const Drop drops[] = {{0, 0, 2000, 500}, {0, -300, 2000, 100}, {300, 50, -980, 0},
                        {0, 0, 2000, 0},   {99.9996, 0, 1, 100}, {0.3, 0.2, -1, 0}};
  for (const Drop& d : drops) {
    for (double e : {0.0, 0.3, 0.7}) {
      for (double td : kTols) {
        for (double tv : {5.0, 0.5, 1e-3}) {
          for (double tt : {1e-3, 0.05}) {
            const kinema::Tolerance tol{td, tv, tt};
            auto b = kinema::BouncingGravity::create({d.from, d.v, d.a, d.floor, e}, tol);
            REQUIRE(b.ok());
            const double g = std::fabs(d.a);
            const double shortest = 2.0 * std::max(tv, 0.5 * g * tt) / g;  // the last flight's least
            const double fastest = 1.0 / std::min(shortest, std::max(b->first_impact(), 1e-3));
            CAPTURE(d.from, d.v, d.a, d.floor, e, td, tv, tt, b->bounces());
            check_settle(*b, d.floor, tol, fastest, 1.0);
            ++cases;
          }
        }
      }
    }
  }
  report("bouncing gravity", cases);
}

TEST_CASE("settle time: composites (fling to spring, fall, clamp)", "[settle]") {
  start_sweep();
  int cases = 0;
  const double w0 = std::sqrt(170.0);
  auto slowest_of = [w0](double zeta) {
    return zeta < 1.0 ? zeta * w0 : w0 / (zeta + std::sqrt(zeta * zeta - 1.0));
  };
  for (double zeta : {0.3, 1.0, 2.0}) {
    for_each_tolerance([&](const kinema::Tolerance& tol) {
      const double td = tol.distance, tv = tol.velocity;
      CAPTURE(zeta, td, tv);
      // Past the bound: the spring starts outside the band.
      auto c = kinema::Composite::fling_to_spring(0.0, 3000.0, 0.135, 0.0, 500.0, 170.0, zeta, tol);
      REQUIRE(c.ok());
      check_settle(*c, 500.0, tol, w0 * 4.0, slowest_of(zeta));
      // A fling that would rest 1e-5 px past the bound: it reaches it
      // slower than the band, so the last exit is in the friction.
      const double rate = -std::log(0.135);
      auto creep = kinema::Composite::fling_to_spring(0.0, 300.0, 0.135, 0.0, 300.0 / rate - 1e-5, 170.0, zeta, tol);
      REQUIRE(creep.ok());
      REQUIRE(creep->segments().size() == 2);
      check_settle(*creep, 300.0 / rate - 1e-5, tol, std::max(rate, w0 * 4.0), std::min(rate, slowest_of(zeta)));
      // With bands wider than the spring's excursion (2e-5 px/s at the
      // bound) the spring starts inside, and the exit is in the friction.
      if (td >= 1e-3 && tv >= 1e-3) CHECK(creep->settle_time() < creep->segments()[1].start);
      // Gravitas' fall: gravity, then a spring at the landing.
      auto fall = kinema::Composite::fall(0.0, -200.0, 3000.0, 400.0, 170.0, zeta, tol);
      REQUIRE(fall.ok());
      check_settle(*fall, 400.0, tol, w0 * 4.0, slowest_of(zeta));
      // A slow fall from just above the landing: gravity alone decides.
      auto slow = kinema::Composite::fall(399.9996, 0.0, 1.0, 400.0, 170.0, zeta, tol);
      REQUIRE(slow.ok());
      check_settle(*slow, 400.0, tol, w0 * 4.0, std::min(1.0, slowest_of(zeta)));
      cases += 4;
    });
  }
  // Clamps: a spring stopped on a bound it hits fast, or on one it just
  // reaches at its first extremum (there slower than the band: the exit
  // lies in the spring, found on its pieces).
  for_each_tolerance([&](const kinema::Tolerance& tol) {
    const double td = tol.distance, tv = tol.velocity;
    auto s = kinema::Spring::with_damping_ratio(0.0, 100.0, 0.0, 1.0, 170.0, 0.3, tol);
    REQUIRE(s.ok());
    const double t_peak = s->oscillator().extremum(-100.0, 0.0, 0, 0.0);
    const double peak = s->x(t_peak);
    for (double max : {105.0, peak - 1e-11, peak - 1e-4}) {
      auto c = kinema::clamp_motion(kinema::Composite(*s), -1e9, max, tol);
      REQUIRE(c.ok());
      CAPTURE(td, tv, max, peak);
      REQUIRE(c->segments().size() == 2);
      check_settle(*c, max, tol, w0 * 4.0, 0.3 * w0);
      if (max > peak - 1e-10 && td >= 1e-3 && tv >= 1e-3)
        CHECK(c->settle_time() < c->segments()[1].start);  // the exit is in the spring
      ++cases;
    }
    auto f = kinema::Friction::create({0.0, 500.0, 0.5}, tol);
    REQUIRE(f.ok());
    auto cf = kinema::clamp_motion(kinema::Composite(*f), 0.0, f->rest_position() - 1e-7, tol);
    REQUIRE(cf.ok());
    check_settle(*cf, f->rest_position() - 1e-7, tol, -std::log(0.5), -std::log(0.5));
    ++cases;
  });
  report("composites", cases);
}

TEST_CASE("settle time: motions in the plane, per axis", "[settle]") {
  start_sweep();
  int cases = 0;
  for (double zeta : {0.3, 1.0, 2.0}) {
    for_each_tolerance([&](const kinema::Tolerance& tol) {
      const double td = tol.distance, tv = tol.velocity;
      auto s = kinema::Spring2D::with_damping_ratio({0, 0}, {100, -40}, {300, 900}, 1.0, 300.0, zeta, tol);
      REQUIRE(s.ok());
      auto out = [&](double t) {
        const auto p = s->at(t);
        return std::fabs(p.x - 100) > td || std::fabs(p.y + 40) > td || std::fabs(p.dx) > tv ||
               std::fabs(p.dy) > tv;
      };
      const double w0 = std::sqrt(300.0);
      const double slowest = zeta < 1.0 ? zeta * w0 : w0 / (zeta + std::sqrt(zeta * zeta - 1.0));
      CAPTURE(zeta, td, tv);
      check_exit(out, s->settle_time(), w0 * 4.0, slowest);
      auto fx = kinema::Friction::create({0.0, 1200.0, 0.135}, tol);
      auto fy = kinema::Friction::create({0.0, -80.0, 0.135}, tol);
      REQUIRE((fx.ok() && fy.ok()));
      const kinema::MotionPair pair(*fx, *fy);
      const auto rest = pair.rest_position();
      auto out2 = [&](double t) {
        const auto p = pair.at(t);
        return std::fabs(p.x - rest.x) > td || std::fabs(p.y - rest.y) > td || std::fabs(p.dx) > tv ||
               std::fabs(p.dy) > tv;
      };
      check_exit(out2, pair.settle_time(), 2.0, 2.0);
      cases += 2;
    });
  }
  report("plane", cases);
}
