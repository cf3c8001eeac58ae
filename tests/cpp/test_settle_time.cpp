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

#include "kinema/composite.hpp"
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

template <class M>
void check_settle(const M& m, double rest, const kinema::Tolerance& tol, double fastest_rate,
                  double slowest_rate) {
  auto out = [&](double t) {
    const auto s = m.at(t);
    return std::fabs(s.x - rest) > tol.distance || std::fabs(s.dx) > tol.velocity;
  };
  const double settle = m.settle_time();
  REQUIRE(std::isfinite(settle));
  // Far past the band: 3 settle times and 60 slow decay times.
  const double horizon = 3.0 * settle + 60.0 / slowest_rate;
  const double step = std::min(1.0 / (64.0 * fastest_rate), horizon / 4e5);
  REQUIRE(!out(horizon));  // the premise: the scan starts inside the band
  const Exit e = brute_last_exit(out, horizon, step);
  CAPTURE(settle, e.out, e.in, horizon, step);
  CHECK(settle >= e.out);           // never early
  if (e.in > 0.0) CHECK(settle > e.out);
  CHECK(settle - e.in <= 1e-9);     // within 1e-9 s of the exact exit
  CHECK(!out(settle));
  worst_late = std::max(worst_late, settle - e.in);
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

TEST_CASE("settle time: friction, composite fling to spring", "[settle]") {
  worst_late = 0.0;
  for (double drag : {0.5, 0.135, 0.01}) {
    for (double tv : {0.5, 1e-3, 1e-6}) {
      const kinema::Tolerance tol{1e300, tv, 1e-3};  // friction: velocity only (see friction.hpp)
      auto f = kinema::Friction::create({10.0, 1500.0, drag}, tol);
      REQUIRE(f.ok());
      const double rate = -std::log(drag);
      // Its distance to rest is |v| / rate: the velocity criterion alone.
      check_settle(*f, f->rest_position(), tol, rate, rate);
    }
  }
  for (double zeta : {0.3, 1.0, 2.0}) {
    const kinema::Tolerance tol{1e-3, 1e-3, 1e-3};
    auto c = kinema::Composite::fling_to_spring(0.0, 3000.0, 0.135, 0.0, 500.0, 170.0, zeta, tol);
    REQUIRE(c.ok());
    const double w0 = std::sqrt(170.0);
    const double slowest = zeta < 1.0 ? zeta * w0 : w0 / (zeta + std::sqrt(zeta * zeta - 1.0));
    CAPTURE(zeta);
    check_settle(*c, 500.0, tol, w0 * 4.0, slowest);
  }
  std::printf("settle time: friction and composites, latest %.3g s after the exact last exit\n", worst_late);
}
