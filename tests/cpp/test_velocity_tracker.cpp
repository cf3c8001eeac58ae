// Tests of kinema::estimate_velocity (velocity_tracker.hpp). The first half
// checks the straight-line strategy ('linear': the least-squares slope of the
// pointer samples within `window` before the release); the second half the
// platforms' quadratic strategy, the default (test_velocity_gestures.cpp
// checks it against the platforms' recorded gestures).
//
// Independent truth: samples generated on a known line (the slope is the
// velocity, exactly, for any timestamps), a least-squares slope solved by
// hand, and for noisy samples the worst-case bound of the least-squares
// slope, |error| <= a sum|t_i - mean| / sum (t_i - mean)^2 for noise |e_i| <= a.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "kinema/velocity_tracker.hpp"
#include "solver_checks.hpp"

using namespace kinema_solver_tests;
using kinema::estimate_velocity;
using kinema::VelocityEstimate;

namespace {

struct Samples {
  std::vector<double> t, x;
  void add(double ti, double xi) {
    t.push_back(ti);
    x.push_back(xi);
  }
  std::size_t size() const { return t.size(); }
};

// kinema's straight-line strategy, unclamped: what most tests below check.
VelocityEstimate lin(double window = 0.1, double stop_gap = 0.04) {
  VelocityEstimate o;
  o.window = window;
  o.stop_gap = stop_gap;
  o.strategy = kinema::VelocityStrategy::linear;
  o.max_velocity = kInf;
  return o;
}

double estimate(const Samples& s, double now, const VelocityEstimate& o = lin()) {
  return estimate_velocity(s.t.data(), s.x.data(), s.size(), now, o);
}

// Timestamps at `hz` from t0 for `duration` s, each moved by up to +-jitter
// of a frame (deterministic), strictly increasing.
std::vector<double> timestamps(double t0, double duration, double hz, double jitter,
                               unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> u(-jitter, jitter);
  std::vector<double> ts;
  const int n = static_cast<int>(duration * hz);
  for (int i = 0; i <= n; ++i) ts.push_back(t0 + (i + u(rng)) / hz);
  return ts;
}

}  // namespace

TEST_CASE("velocity: samples on a line recover its slope at 60/120/240 Hz", "[velocity]") {
  // x = x0 + v t at jittered timestamps: every least-squares fit of points on
  // a line is that line, so the estimate is v up to rounding of the samples.
  unsigned seed = 1;
  for (double t0 : {2.0, 3600.0}) {  // a fresh page, and an hour-old one
    for (double hz : {60.0, 120.0, 240.0}) {
      for (double v : {-3000.0, -40.0, 12.5, 850.0, 5000.0}) {
        const double x0 = 300.0;
        Samples s;
        // 0.3 s of drag, jitter up to 30% of a frame.
        for (double ti : timestamps(t0, 0.3, hz, 0.3, seed++)) s.add(ti, x0 + v * (ti - t0));
        const double now = s.t.back() + 0.004;  // released 4 ms after the last move
        CAPTURE(t0, hz, v, now);
        KT_CHECK_REL(estimate(s, now), v, 1e-9);
      }
    }
  }
}

TEST_CASE("velocity: the least-squares slope solved by hand", "[velocity]") {
  // t = 0, .01, .02, .03 (relative), x = 0, 2, 3, 7: means .015 and 3,
  // sum dt dx = .015*3 + .005*1 + 0 + .015*4 = .11, sum dt^2 = 5e-4: 220 px/s.
  // (The endpoint slope would be 233.3, the last pair's 100: neither.)
  const double base = 10.0;
  Samples s;
  s.add(base + 0.00, 0.0);
  s.add(base + 0.01, 2.0);
  s.add(base + 0.02, 3.0);
  s.add(base + 0.03, 7.0);
  KT_CHECK_REL(estimate(s, base + 0.031), 220.0, 1e-12);
  // Two samples: the slope through them.
  Samples two;
  two.add(1.0, 10.0);
  two.add(1.0 + 1.0 / 64, 10.0 + 25.0 / 64);  // 25 px/s, exact binary fractions
  CHECK(estimate(two, 1.0 + 1.0 / 32) == 25.0);
}

TEST_CASE("velocity: small noise on the positions stays within 1%", "[velocity]") {
  unsigned seed = 100;
  for (double hz : {60.0, 120.0, 240.0}) {
    for (double v : {-2500.0, 2000.0, 4000.0}) {
      const double t0 = 5.0, a = 0.5;  // noise up to half a pixel
      std::mt19937 rng(seed++);
      std::uniform_real_distribution<double> noise(-a, a);
      Samples s;
      for (double ti : timestamps(t0, 0.3, hz, 0.2, seed++))
        s.add(ti, 100.0 + v * (ti - t0) + noise(rng));
      const double now = s.t.back() + 0.002;
      // The worst case of the fit over the samples inside the window.
      const VelocityEstimate o = lin();
      double n = 0, mean = 0;
      for (double ti : s.t)
        if (ti >= now - o.window) n += 1, mean += ti;
      mean /= n;
      double sabs = 0, ssq = 0;
      for (double ti : s.t)
        if (ti >= now - o.window) sabs += std::fabs(ti - mean), ssq += (ti - mean) * (ti - mean);
      const double bound = a * sabs / ssq;
      CAPTURE(hz, v, n, bound);
      REQUIRE(bound < 0.01 * std::fabs(v));  // the test's own premise
      const double got = estimate(s, now);
      KT_CHECK_ABS(got, v, bound * (1 + 1e-9) + 1e-9 * std::fabs(v));
      KT_CHECK_REL(got, v, 0.01);
    }
  }
}

TEST_CASE("velocity: samples older than the window count for nothing", "[velocity]") {
  // A slow drag (1 s at 100 px/s) then a fast flick (0.2 s at 3000 px/s),
  // continuous in position. Only the flick is inside the window.
  for (double hz : {60.0, 120.0, 240.0}) {
    Samples s;
    const double t0 = 50.0, t1 = 51.0, vs = 100.0, vf = 3000.0;
    const double x1 = 20.0 + vs * (t1 - t0);
    for (int i = 0; i * (1.0 / hz) < 1.0; ++i) {
      const double ti = t0 + i / hz;
      s.add(ti, 20.0 + vs * (ti - t0));
    }
    for (int i = 0; i * (1.0 / hz) <= 0.2; ++i) {
      const double ti = t1 + i / hz;
      s.add(ti, x1 + vf * (ti - t1));
    }
    const double now = s.t.back() + 0.005;
    CAPTURE(hz, now);
    KT_CHECK_REL(estimate(s, now), vf, 1e-9);
    // A narrower window is still all flick.
    KT_CHECK_REL(estimate(s, now, lin(0.05, 0.04)), vf, 1e-9);
    // Premise: with a 2 s window the slow drag would have pulled it far down.
    const double wide = estimate(s, now, lin(2.0, 0.04));
    CAPTURE(wide);
    CHECK(wide < 0.8 * vf);
  }
}

TEST_CASE("velocity: a hold before the release gives exactly 0", "[velocity]") {
  Samples s;
  for (double ti : timestamps(8.0, 0.3, 120.0, 0.2, 7)) s.add(ti, 40.0 + 1500.0 * (ti - 8.0));
  const double last = s.t.back();
  // The newest sample is 50 ms old at the release (> stop_gap 40 ms).
  CHECK(estimate(s, last + 0.05) == 0.0);
  CHECK(estimate(s, last + 0.09) == 0.0);
  CHECK(estimate(s, last + 10.0) == 0.0);
  // 30 ms old: still moving.
  KT_CHECK_REL(estimate(s, last + 0.03), 1500.0, 1e-9);
  // A longer stop_gap accepts the 50 ms pause; a shorter one refuses 30 ms.
  KT_CHECK_REL(estimate(s, last + 0.05, lin(0.1, 0.06)), 1500.0, 1e-9);
  CHECK(estimate(s, last + 0.03, lin(0.1, 0.02)) == 0.0);
}

TEST_CASE("velocity: fewer than two usable samples give 0", "[velocity]") {
  CHECK(estimate_velocity(nullptr, nullptr, 0, 1.0) == 0.0);
  const double t1[] = {1.0};
  const double x1[] = {5.0};
  CHECK(estimate_velocity(t1, x1, 1, 1.01) == 0.0);
  // Two samples, but one is older than the window.
  const double t2[] = {0.5, 1.0};
  const double x2[] = {0.0, 100.0};
  CHECK(estimate_velocity(t2, x2, 2, 1.01) == 0.0);
  // Two samples, but one is after the release.
  const double t3[] = {1.0, 1.02};
  const double x3[] = {0.0, 100.0};
  CHECK(estimate_velocity(t3, x3, 2, 1.01) == 0.0);
  // Two samples, but one is not finite.
  const double t4[] = {1.0, 1.005};
  const double x4[] = {0.0, kNaN};
  CHECK(estimate_velocity(t4, x4, 2, 1.01) == 0.0);
  // Premise: the same two samples both usable give their slope (0.5 s gap < window 1 s).
  CHECK(estimate_velocity(t2, x2, 2, 1.01, lin(1.0, 0.04)) != 0.0);
}

TEST_CASE("velocity: sample order does not matter", "[velocity]") {
  unsigned seed = 300;
  for (double v : {-700.0, 2200.0}) {
    Samples s;
    std::mt19937 rng(seed++);
    std::uniform_real_distribution<double> noise(-1.0, 1.0);
    for (double ti : timestamps(20.0, 0.25, 120.0, 0.3, seed++))
      s.add(ti, v * (ti - 20.0) + noise(rng));  // noisy, so the fit is not trivial
    const double now = s.t.back() + 0.003;
    const double sorted = estimate(s, now);
    REQUIRE(sorted != 0.0);
    // Reversed.
    Samples r;
    for (std::size_t i = s.size(); i-- > 0;) r.add(s.t[i], s.x[i]);
    CAPTURE(v, sorted);
    KT_CHECK_REL(estimate(r, now), sorted, 1e-12);
    // Shuffled, several ways.
    std::vector<std::size_t> idx(s.size());
    for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
    for (int k = 0; k < 5; ++k) {
      std::shuffle(idx.begin(), idx.end(), rng);
      Samples m;
      for (std::size_t i : idx) m.add(s.t[i], s.x[i]);
      KT_CHECK_REL(estimate(m, now), sorted, 1e-12);
    }
  }
}

TEST_CASE("velocity: non-finite samples are skipped", "[velocity]") {
  Samples clean;
  for (double ti : timestamps(3.0, 0.2, 60.0, 0.2, 11)) clean.add(ti, 10.0 - 900.0 * (ti - 3.0));
  const double now = clean.t.back() + 0.001;
  const double want = estimate(clean, now);
  KT_CHECK_REL(want, -900.0, 1e-9);
  // Interleave samples with a NaN or infinite time or position, including one
  // whose NaN time would otherwise be the newest and one right in the window.
  Samples dirty;
  const double bad[][2] = {{kNaN, 5.0},           {now - 0.01, kNaN},  {kInf, 0.0},
                           {-kInf, 0.0},          {now - 0.02, kInf},  {now - 0.005, -kInf},
                           {kNaN, kNaN}};
  std::size_t b = 0;
  for (std::size_t i = 0; i < clean.size(); ++i) {
    if (b < std::size(bad)) dirty.add(bad[b][0], bad[b][1]), ++b;
    dirty.add(clean.t[i], clean.x[i]);
  }
  while (b < std::size(bad)) dirty.add(bad[b][0], bad[b][1]), ++b;
  CHECK(std::isfinite(estimate(dirty, now)));
  KT_CHECK_REL(estimate(dirty, now), want, 1e-12);
}

TEST_CASE("velocity: samples after the release are ignored", "[velocity]") {
  Samples s;
  for (double ti : timestamps(7.0, 0.2, 120.0, 0.2, 21)) s.add(ti, 500.0 * (ti - 7.0));
  const double now = s.t.back() + 0.002;
  const double want = estimate(s, now);
  KT_CHECK_REL(want, 500.0, 1e-9);
  // Events stamped after the release, far off the line.
  Samples later = s;
  later.add(now + 0.001, -1e4);
  later.add(now + 0.01, 1e5);
  later.add(now + 5.0, 3.0);
  KT_CHECK_REL(estimate(later, now), want, 1e-12);
  // Evaluated at an earlier release time, only the samples up to it count:
  // cut the line at its middle and bend it afterwards.
  Samples bent;
  const double mid = s.t[s.size() / 2];
  for (std::size_t i = 0; i < s.size(); ++i)
    bent.add(s.t[i], s.t[i] <= mid ? s.x[i] : s.x[i] - 3000.0 * (s.t[i] - mid));
  KT_CHECK_REL(estimate(bent, mid + 0.001), 500.0, 1e-9);
}

// ---------------------------------------------------------------------------
// The quadratic strategy (the default).

namespace {

// An accelerating flick: x = x0 + v0 (t - t0) + a (t - t0)^2 / 2. A quadratic
// fits it exactly, so the estimate is the velocity v0 + a (t - t0) at the
// newest sample, to rounding, whatever the spacing of the samples.
double parabola(double t, double t0, double x0, double v0, double a) {
  const double s = t - t0;
  return x0 + s * (v0 + 0.5 * a * s);
}

VelocityEstimate quad(double max_velocity = kInf) {
  VelocityEstimate o;
  o.max_velocity = max_velocity;
  return o;
}

}  // namespace

TEST_CASE("velocity quadratic: an accelerating flick gives the velocity at the newest sample", "[velocity]") {
  unsigned seed = 500;
  for (double t0 : {2.0, 3600.0}) {
    for (double hz : {60.0, 120.0, 240.0}) {
      for (auto [v0, a] : {std::pair{200.0, 20000.0}, {-100.0, -40000.0}, {3000.0, -15000.0}}) {
        Samples s;
        for (double ti : timestamps(t0, 0.25, hz, 0.3, seed++)) s.add(ti, parabola(ti, t0, 50.0, v0, a));
        const double newest = s.t.back();
        const double want = v0 + a * (newest - t0);
        const double now = newest + 0.006;
        CAPTURE(t0, hz, v0, a, want);
        KT_CHECK_REL(estimate(s, now, quad()), want, 1e-8);
        // Premise: the straight line gives the mean velocity of the window,
        // about 50 ms earlier: well off.
        CHECK(std::fabs(estimate(s, now) - want) > 0.05 * std::fabs(a) * 0.05);
      }
    }
  }
}

TEST_CASE("velocity quadratic: at most 20 samples, none older than the horizon before the newest", "[velocity]") {
  // 240 Hz: 24 samples in 100 ms. The 20 newest lie on a parabola; older
  // ones, still inside the horizon, are far off it and must not count.
  Samples s;
  const double t0 = 10.0, dt = 1.0 / 240;
  for (int i = -24; i <= 0; ++i) {
    const double ti = t0 + i * dt;
    const double xi = parabola(ti, t0, 0.0, 1500.0, 9000.0);
    s.add(ti, i <= -20 ? xi + 40.0 : xi);
  }
  KT_CHECK_REL(estimate(s, t0 + 0.002, quad()), 1500.0, 1e-9);
  // Premise: the 21st sample would have counted: moved onto the curve and
  // the others pushed further off, the estimate is the same.
  Samples moved = s;
  moved.x[4] -= 40.0;  // i = -20: the 21st newest
  KT_CHECK_REL(estimate(moved, t0 + 0.002, quad()), 1500.0, 1e-9);
  moved.x[5] += 5.0;   // i = -19: the 20th newest counts
  CHECK(std::fabs(estimate(moved, t0 + 0.002, quad()) - 1500.0) > 1.0);

  // 60 Hz over 0.3 s: the horizon is measured from the newest sample, not
  // from `now` (30 ms later): a sample 98 ms before the newest counts, one
  // 102 ms before does not.
  Samples h;
  const double tn = 20.0;
  for (double age : {0.102, 0.098, 0.08, 0.06, 0.04, 0.02, 0.0})
    h.add(tn - age, parabola(tn - age, tn, 7.0, -800.0, 3000.0) + (age > 0.1 ? 25.0 : 0.0));
  KT_CHECK_REL(estimate(h, tn + 0.03, quad()), -800.0, 1e-9);
  h.x[1] += 1.0;  // the 98 ms sample is part of the fit
  CHECK(std::fabs(estimate(h, tn + 0.03, quad()) + 800.0) > 0.1);
}

TEST_CASE("velocity quadratic: a gap of more than stop_gap between samples drops everything before it", "[velocity]") {
  // The interrupted gesture of Flutter's tests in miniature: samples before
  // a 45 ms pause are off the curve and count for nothing; before a 35 ms
  // pause they count.
  for (double gap : {0.045, 0.035}) {
    Samples s;
    const double tn = 5.0;
    for (double ti : {tn - 0.024 - gap - 0.016, tn - 0.024 - gap - 0.008, tn - 0.024 - gap})
      s.add(ti, parabola(ti, tn, 0.0, 2000.0, -5000.0) - 30.0);
    for (double ti : {tn - 0.024, tn - 0.016, tn - 0.008, tn}) s.add(ti, parabola(ti, tn, 0.0, 2000.0, -5000.0));
    const double got = estimate(s, tn + 0.01, quad());
    CAPTURE(gap, got);
    if (gap > 0.04) KT_CHECK_REL(got, 2000.0, 1e-9);
    else CHECK(std::fabs(got - 2000.0) > 10.0);
  }
}

TEST_CASE("velocity quadratic: hold, too few samples, exact interpolation of three", "[velocity]") {
  Samples s;
  for (double ti : {1.0, 1.01, 1.02}) s.add(ti, parabola(ti, 1.0, 3.0, 400.0, 6000.0));
  KT_CHECK_REL(estimate(s, 1.02, quad()), 400.0 + 6000.0 * 0.02, 1e-9);
  KT_CHECK_REL(estimate(s, 1.059, quad()), 400.0 + 6000.0 * 0.02, 1e-9);
  CHECK(estimate(s, 1.061, quad()) == 0.0);  // newest sample 41 ms old: held
  CHECK(estimate(s, 1.019, quad()) == 0.0);  // only two samples up to `now`
  Samples two;
  two.add(1.0, 0.0);
  two.add(1.01, 10.0);
  CHECK(estimate(two, 1.01, quad()) == 0.0);  // Flutter and Compose need three
  // The same instants given twice count once.
  Samples dup = s;
  for (double ti : {1.0, 1.01, 1.02}) dup.add(ti, parabola(ti, 1.0, 3.0, 400.0, 6000.0));
  KT_CHECK_REL(estimate(dup, 1.02, quad()), 520.0, 1e-9);
}

TEST_CASE("velocity quadratic: a slope against a one-way movement falls back to the line", "[velocity]") {
  // The WebKit load run (commit 1be1bb5): moves 4 to 44 ms apart, moving up
  // at about -1,875 px/s; after the 44 ms gap three samples remain, at 0, 4
  // and 20 ms, 30 px apart. The parabola through them (exact
  // interpolation, by divided differences: -7500 + 281250 (2 * 0.020 -
  // 0.004)) has slope +2,625 px/s at the newest sample: the platforms'
  // answer, turned round. The samples never turn, so the straight line
  // through the same three is used: by hand, t mean 8 ms, x mean 30,
  // slope sum (t - 8)(x - 30) / sum (t - 8)^2 = -600 / 224 px/ms.
  Samples s;
  const double t0 = 216.5;  // seconds since some origin, as the DOM gives
  for (auto [ms, px] : {std::pair{-48.0, 150.0}, {-44.0, 142.5}, {0.0, 60.0}, {4.0, 30.0}, {20.0, 0.0}})
    s.add(t0 + ms / 1000.0, px);
  const double v = estimate(s, t0 + 0.020, quad());
  KT_CHECK_REL(v, -600.0 / 224.0 * 1000.0, 1e-9);
  CHECK(v < 0.0);
  // Without the guard it would be the parabola: the three samples alone,
  // read by the linear strategy over the same 20 ms, give the same line.
  VelocityEstimate line = quad();
  line.strategy = kinema::VelocityStrategy::linear;
  line.window = 0.0201;
  KT_CHECK_REL(estimate(s, t0 + 0.020, line), v, 1e-9);
  // Samples that really turn round keep the parabola's slope, whatever its
  // sign: up 30 px, then back 10 px (the parabola says moving back).
  Samples turn;
  for (auto [ms, px] : {std::pair{0.0, 0.0}, {8.0, 30.0}, {16.0, 20.0}}) turn.add(t0 + ms / 1000.0, px);
  // Exact interpolation: f[0,8] = 3750, f[8,16] = -1250, f[0,8,16] = -312500;
  // slope at 16 ms: 3750 - 312500 (2 * 0.016 - 0.008) = -3750.
  KT_CHECK_REL(estimate(turn, t0 + 0.016, quad()), -3750.0, 1e-9);
  // A one-way movement whose parabola agrees in sign is untouched: an
  // accelerating flick (exact on the parabola).
  Samples flick;
  for (double ms : {0.0, 4.0, 20.0}) flick.add(t0 + ms / 1000.0, parabola(t0 + ms / 1000.0, t0, 0.0, -500.0, -60000.0));
  KT_CHECK_REL(estimate(flick, t0 + 0.020, quad()), -500.0 - 60000.0 * 0.020, 1e-9);
}

TEST_CASE("velocity: the maximum fling velocity clamps, 8000 px/s by default", "[velocity]") {
  Samples s;
  for (double ti : timestamps(4.0, 0.1, 120.0, 0.0, 1)) s.add(ti, 20000.0 * (ti - 4.0));
  const double now = s.t.back();
  CHECK(estimate_velocity(s.t.data(), s.x.data(), s.size(), now) == 8000.0);
  KT_CHECK_REL(estimate(s, now, quad()), 20000.0, 1e-9);
  KT_CHECK_REL(estimate(s, now, quad(25000.0)), 20000.0, 1e-9);
  CHECK(estimate(s, now, quad(1234.5)) == 1234.5);
  Samples back;
  for (std::size_t i = 0; i < s.size(); ++i) back.add(s.t[i], -s.x[i]);
  CHECK(estimate(back, now, quad(1234.5)) == -1234.5);
  VelocityEstimate l = lin();
  l.max_velocity = 100.0;
  CHECK(estimate(s, now, l) == 100.0);
}

TEST_CASE("velocity: huge positions and times never give NaN", "[velocity]") {
  for (double scale : {1e300, 1.7e308}) {
    Samples s;
    for (int i = 0; i < 6; ++i) s.add(1.0 + i * 0.01, (i % 2 ? -1 : 1) * scale);
    const double got = estimate(s, 1.05, quad());
    CAPTURE(scale, got);
    CHECK(!std::isnan(got));
  }
  Samples line;
  for (int i = 0; i < 6; ++i) line.add(1e15 + i * 0.125, 1e307 * (i - 5));  // slope 8e307 px/s
  VelocityEstimate slow = quad();
  slow.window = 1.0;  // samples 125 ms apart
  slow.stop_gap = 0.2;
  KT_CHECK_REL(estimate(line, 1e15 + 0.625, slow), 8e307, 1e-9);
}

TEST_CASE("velocity: options and recorded streams are checked", "[velocity]") {
  using kinema::check_velocity_estimate;
  using kinema::release_velocity;
  using kinema::Status;
  auto bad = [](VelocityEstimate o, Status st, const char* name) {
    const auto r = check_velocity_estimate(o);
    CAPTURE(name);
    REQUIRE(!r);
    CHECK(r.status() == st);
    CHECK(std::string(r.error().parameter) == name);
  };
  VelocityEstimate o;
  CHECK(check_velocity_estimate(o).ok());
  o.max_velocity = kInf;
  CHECK(check_velocity_estimate(o).ok());
  o.max_velocity = -1.0;
  bad(o, Status::out_of_range, "maxVelocity");
  o.max_velocity = 0.0;
  bad(o, Status::out_of_range, "maxVelocity");
  o.max_velocity = kNaN;
  bad(o, Status::not_finite, "maxVelocity");
  o = {};
  o.window = 0.0;
  bad(o, Status::out_of_range, "window");
  o = {};
  o.stop_gap = kInf;
  bad(o, Status::not_finite, "stopGap");
  o = {};
  o.strategy = static_cast<kinema::VelocityStrategy>(7);
  bad(o, Status::out_of_range, "strategy");

  const double t[] = {1.0, 1.01, 1.02, 1.03};
  const double x[] = {0.0, 1.0, 2.0, 3.0};
  const auto good = release_velocity(t, x, 4, 1.03);
  REQUIRE(good.ok());
  KT_CHECK_REL(*good, 100.0, 1e-9);
  const double same[] = {1.0, 1.01, 1.01, 1.03};
  const double back[] = {1.0, 1.02, 1.01, 1.03};
  const double nan_t[] = {1.0, kNaN, 1.02, 1.03};
  const double inf_x[] = {0.0, 1.0, kInf, 3.0};
  CHECK(release_velocity(same, x, 4, 1.03).status() == Status::out_of_range);
  CHECK(std::string(release_velocity(back, x, 4, 1.03).error().parameter) == "t");
  CHECK(release_velocity(back, x, 4, 1.03).error().value == 1.01);
  CHECK(release_velocity(nan_t, x, 4, 1.03).status() == Status::not_finite);
  CHECK(std::string(release_velocity(t, inf_x, 4, 1.03).error().parameter) == "x");
  CHECK(std::string(release_velocity(t, x, 4, kNaN).error().parameter) == "now");
  o = {};
  o.max_velocity = -5.0;
  CHECK(std::string(release_velocity(t, x, 4, 1.03, o).error().parameter) == "maxVelocity");
}
