// Tests for the batch API (spring_batch.hpp): StepCoefficients, step_springs,
// and sample_motions.
//
// Truth: the transition matrix of u'' + 2 zeta w u' + w^2 u = 0 over dt,
// written independently in long double (cos/sin or cosh/sinh shapes with the
// slow root taken without cancellation), Liouville's identity
// det = e^(-2 zeta w dt), and Spring::at evaluated directly.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <string>
#include <variant>
#include <vector>

#include "kinema/motion.hpp"
#include "kinema/spring.hpp"
#include "kinema/spring_batch.hpp"

using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using kinema::Motion;
using kinema::Spring;
using kinema::State;
using kinema::Status;
using kinema::StepCoefficients;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kEps = std::numeric_limits<double>::epsilon();

StepCoefficients coefficients(double dt, double omega, double zeta) {
  auto r = StepCoefficients::create(dt, omega, zeta);
  INFO("StepCoefficients::create(" << dt << ", " << omega << ", " << zeta << ")");
  REQUIRE(r.ok());
  return r.value();
}

Spring spring(double from, double to, double velocity, double omega, double zeta) {
  auto r = Spring::with_damping_ratio(from, to, velocity, 1.0, omega * omega, zeta);
  INFO("Spring::with_damping_ratio(" << from << ", " << to << ", " << velocity << ", 1, "
                                     << omega * omega << ", " << zeta << ")");
  REQUIRE(r.ok());
  return r.value();
}

// The exact transition over dt in long double:
//   pp = C + alpha S, pv = S, vp = -w^2 S, vv = C - alpha S
// with C = e^(-alpha t) cos|cosh(g t), S = e^(-alpha t) sin|sinh(g t) / g.
// Once g t is not small in the overdamped case, C +- alpha S are regrouped
// (alpha ~ g there): with f = e^(-2gt) and slow = alpha - g = w^2 / (alpha + g),
//   C + alpha S = e^(-slow t) ((alpha + g) - f slow) / 2g,
//   C - alpha S = e^(-slow t) (f (alpha + g) - slow) / 2g.
// Alongside each value: the sum of the magnitudes of its terms, the scale of
// the rounding error any double evaluation of it must make.
struct RefCoefficients {
  long double pp, pv, vp, vv;
  long double pp_scale, vv_scale;
};

RefCoefficients reference(long double dt, long double w, long double zeta) {
  const long double alpha = zeta * w;
  const long double w2 = w * w;
  if (zeta >= 1) {
    const long double g = w * std::sqrt((zeta - 1) * (zeta + 1));
    if (g * dt >= 0.5L) {
      const long double slow = w2 / (alpha + g);
      const long double e = std::exp(-slow * dt);
      const long double f = std::exp(-2 * g * dt);
      const long double S = e * -std::expm1(-2 * g * dt) / (2 * g);
      const long double a = e * (alpha + g) / (2 * g), b = e * f * slow / (2 * g);
      const long double c = e * f * (alpha + g) / (2 * g), d = e * slow / (2 * g);
      return RefCoefficients{a - b, S, -w2 * S, c - d, a + b, c + d};
    }
  }
  long double C, S;
  if (zeta < 1) {
    const long double g = w * std::sqrt((1 - zeta) * (1 + zeta));
    const long double e = std::exp(-alpha * dt);
    C = e * std::cos(g * dt);
    S = e * std::sin(g * dt) / g;
  } else {
    const long double g = w * std::sqrt((zeta - 1) * (zeta + 1));
    const long double r2 = -w2 / (alpha + g);
    const long double e = std::exp(r2 * dt);
    C = e * (1 + std::exp(-2 * g * dt)) / 2;
    S = (g == 0) ? e * dt : e * -std::expm1(-2 * g * dt) / (2 * g);
  }
  const long double scale = std::fabs(C) + std::fabs(alpha * S);
  return RefCoefficients{C + alpha * S, S, -w2 * S, C - alpha * S, scale, scale};
}

const std::vector<double> kZetas{0.0, 0.05, 0.5, 1 - 1e-9, 1.0, 1 + 1e-9, 2.0, 50.0, 1e4};

}  // namespace

TEST_CASE("SpringBatch: coefficients are the exact transition matrix", "[spring_batch]") {
  for (double omega : {1.0, 10.0, 37.0}) {
    for (double zeta : kZetas) {
      for (double dt : {1.0 / 240, 1.0 / 60, 0.1}) {
        const StepCoefficients c = coefficients(dt, omega, zeta);
        const RefCoefficients r = reference(dt, omega, zeta);
        INFO("omega " << omega << " zeta " << zeta << " dt " << dt);
        // pv and vp are single products: relative accuracy. pp and vv: a few
        // hundred ulps of the magnitudes of their terms (their condition).
        CHECK_THAT(c.pp, WithinAbs(static_cast<double>(r.pp), 1e-13 * static_cast<double>(r.pp_scale)));
        CHECK_THAT(c.pv, WithinRel(static_cast<double>(r.pv), 1e-13));
        CHECK_THAT(c.vp, WithinRel(static_cast<double>(r.vp), 1e-13));
        CHECK_THAT(c.vv, WithinAbs(static_cast<double>(r.vv), 1e-13 * static_cast<double>(r.vv_scale)));
        // Liouville: det of the transition = exp(trace of the system * dt).
        const double det = c.pp * c.vv - c.pv * c.vp;
        CHECK_THAT(det, WithinAbs(std::exp(-2 * zeta * omega * dt), 1e-12));
      }
    }
  }
}

TEST_CASE("SpringBatch: stepping n times by dt equals Spring::at(n dt)", "[spring_batch]") {
  for (double omega : {4.0, 12.0, 30.0}) {
    for (double zeta : kZetas) {
      for (int hz : {60, 144}) {
        const double dt = 1.0 / hz;
        const StepCoefficients c = coefficients(dt, omega, zeta);
        const double from = -40, to = 260, v0 = 900;
        const Spring s = spring(from, to, v0, omega, zeta);
        // amplitude scales of displacement and velocity
        const double su = std::fabs(from - to) + std::fabs(v0) / omega;
        const double sv = omega * std::fabs(from - to) + std::fabs(v0);
        double x = from, v = v0;
        double worst_x = 0, worst_v = 0;
        const int n = 5 * hz;  // five seconds
        for (int i = 1; i <= n; ++i) {
          kinema::step_springs(c, &x, &v, &to, 1);
          const State ref = s.at(i * dt);
          worst_x = std::max(worst_x, std::fabs(x - ref.x));
          worst_v = std::max(worst_v, std::fabs(v - ref.dx));
        }
        INFO("omega " << omega << " zeta " << zeta << " " << hz << " Hz; worst errors " << worst_x
                      << ", " << worst_v);
        // Rounding accumulates at most linearly over n steps (|eigenvalues| <= 1).
        CHECK(worst_x <= 1e-9 * su + n * 4 * kEps * std::fabs(to));
        CHECK(worst_v <= 1e-9 * sv);
      }
    }
  }
}

TEST_CASE("SpringBatch: step_springs over 1000 springs equals per-spring evaluation",
          "[spring_batch]") {
  const std::size_t n = 1000;
  std::vector<double> x(n), v(n), target(n), x0(n), v0(n);
  for (std::size_t i = 0; i < n; ++i) {
    const double k = static_cast<double>(i);
    x0[i] = 500 * std::sin(0.37 * k) + (i % 7 == 0 ? 1e5 : 0.0);
    v0[i] = 3000 * std::cos(1.3 * k + 0.2);
    target[i] = 200 * std::sin(2.1 * k + 1) - (i % 11 == 0 ? 1e4 : 0.0);
  }
  for (double zeta : {0.0, 0.35, 1.0, 4.0, 1e4}) {
    const double omega = 17.0, dt = 1.0 / 120;
    const StepCoefficients c = coefficients(dt, omega, zeta);
    x = x0;
    v = v0;
    // One step: exactly the documented update, spring by spring.
    kinema::step_springs(c, x.data(), v.data(), target.data(), n);
    std::size_t bad_one = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const double u = x0[i] - target[i];
      const double ex = target[i] + (c.pp * u + c.pv * v0[i]);
      const double ev = c.vp * u + c.vv * v0[i];
      const double tol_x = 4 * kEps * (std::fabs(target[i]) + std::fabs(u) + std::fabs(c.pv * v0[i]));
      const double tol_v = 4 * kEps * (std::fabs(c.vp * u) + std::fabs(c.vv * v0[i]));
      if (std::fabs(x[i] - ex) > tol_x || std::fabs(v[i] - ev) > tol_v) {
        if (bad_one == 0) {
          INFO("spring " << i << ": x " << x[i] << " vs " << ex << ", v " << v[i] << " vs " << ev);
          CHECK(false);
        }
        ++bad_one;
      }
    }
    CHECK(bad_one == 0);
    // 119 more steps: one second; compare with Spring::at(120 dt).
    for (int step = 1; step < 120; ++step) {
      kinema::step_springs(c, x.data(), v.data(), target.data(), n);
    }
    std::size_t bad = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const Spring s = spring(x0[i], target[i], v0[i], omega, zeta);
      const State ref = s.at(120 * dt);
      const double su = std::fabs(x0[i] - target[i]) + std::fabs(v0[i]) / omega;
      const double sv = omega * std::fabs(x0[i] - target[i]) + std::fabs(v0[i]);
      if (std::fabs(x[i] - ref.x) > 1e-9 * su + 120 * 4 * kEps * std::fabs(target[i]) ||
          std::fabs(v[i] - ref.dx) > 1e-9 * sv) {
        if (bad == 0) {
          INFO("zeta " << zeta << " spring " << i << ": x " << x[i] << " vs " << ref.x << ", v "
                       << v[i] << " vs " << ref.dx);
          CHECK(false);
        }
        ++bad;
      }
    }
    INFO("zeta " << zeta);
    CHECK(bad == 0);
  }
}

TEST_CASE("SpringBatch: step_springs handles n = 0, 1 and lengths that are not multiples "
          "of a vector width",
          "[spring_batch]") {
  const StepCoefficients c = coefficients(1.0 / 60, 9.0, 0.6);
  for (std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{3}, std::size_t{7},
                        std::size_t{13}}) {
    // Guard elements after the n springs must stay untouched.
    std::vector<double> x(n + 4), v(n + 4), target(n + 4);
    for (std::size_t i = 0; i < n + 4; ++i) {
      x[i] = 10.0 * static_cast<double>(i) - 5;
      v[i] = 100.0 - 30.0 * static_cast<double>(i);
      target[i] = 1.5 * static_cast<double>(i);
    }
    const std::vector<double> xs = x, vs = v;
    kinema::step_springs(c, x.data(), v.data(), target.data(), n);
    INFO("n " << n);
    for (std::size_t i = 0; i < n + 4; ++i) {
      if (i < n) {
        const double u = xs[i] - target[i];
        CHECK_THAT(x[i], WithinAbs(target[i] + c.pp * u + c.pv * vs[i], 1e-12 * 100));
        CHECK_THAT(v[i], WithinAbs(c.vp * u + c.vv * vs[i], 1e-12 * 1000));
      } else {
        CHECK(x[i] == xs[i]);
        CHECK(v[i] == vs[i]);
      }
    }
  }
}

TEST_CASE("SpringBatch: dt = 0 is the identity", "[spring_batch]") {
  for (double omega : {0.5, 10.0, 1e3}) {
    for (double zeta : {0.0, 0.5, 1.0, 3.0, 1e4}) {
      const StepCoefficients c = coefficients(0.0, omega, zeta);
      INFO("omega " << omega << " zeta " << zeta);
      CHECK(c.pp == 1.0);
      CHECK(c.pv == 0.0);
      CHECK(c.vp == 0.0);
      CHECK(c.vv == 1.0);
      double x[3] = {0.1, -7.25, 1e6};
      double v[3] = {-3.0, 0.0, 123.456};
      const double target[3] = {0.3, 2.0, -1e6};
      kinema::step_springs(c, x, v, target, 3);
      // x = target + (x - target): at most one rounding of each operation.
      CHECK_THAT(x[0], WithinAbs(0.1, 2 * kEps * 0.4));
      CHECK_THAT(x[1], WithinAbs(-7.25, 2 * kEps * 9.25));
      CHECK_THAT(x[2], WithinAbs(1e6, 2 * kEps * 2e6));
      CHECK(v[0] == -3.0);
      CHECK(v[1] == 0.0);
      CHECK(v[2] == 123.456);
    }
  }
}

TEST_CASE("SpringBatch: StepCoefficients::create rejects bad input", "[spring_batch]") {
  auto check = [](const kinema::Result<StepCoefficients>& r, Status status, double value) {
    REQUIRE_FALSE(r.ok());
    CHECK(r.status() == status);
    CHECK(r.error().parameter != nullptr);
    CHECK(std::string(r.error().parameter) != "");
    if (std::isnan(value)) {
      CHECK(std::isnan(r.error().value));
    } else {
      CHECK(r.error().value == value);
    }
  };
  for (double bad : {kNaN, kInf, -kInf}) {
    INFO("bad " << bad);
    check(StepCoefficients::create(bad, 10, 0.5), Status::not_finite, bad);
    check(StepCoefficients::create(1.0 / 60, bad, 0.5), Status::not_finite, bad);
    check(StepCoefficients::create(1.0 / 60, 10, bad), Status::not_finite, bad);
  }
  check(StepCoefficients::create(-1e-3, 10, 0.5), Status::out_of_range, -1e-3);
  check(StepCoefficients::create(1.0 / 60, 0.0, 0.5), Status::out_of_range, 0.0);
  check(StepCoefficients::create(1.0 / 60, -10.0, 0.5), Status::out_of_range, -10.0);
  check(StepCoefficients::create(1.0 / 60, 10, -0.1), Status::out_of_range, -0.1);
  // The damping ratio keeps its public name.
  auto r = StepCoefficients::create(1.0 / 60, 10, -0.1);
  REQUIRE_FALSE(r.ok());
  CHECK(std::string(r.error().parameter) == "dampingRatio");
  // Edges are accepted.
  CHECK(StepCoefficients::create(0.0, 1e-9, 0.0).ok());
  CHECK(StepCoefficients::create(1e3, 1e3, 1e8).ok());
}

namespace {

std::vector<Motion> mixed_motions() {
  std::vector<Motion> m;
  auto s1 = Spring::with_damping_ratio(0, 100, -300, 1, 200, 0.4);
  auto s2 = Spring::with_damping_ratio(50, -20, 0, 2, 80, 1.0);
  auto f = kinema::Friction::create(kinema::FrictionParams{10, 1500, 0.2});
  auto g = kinema::Gravity::create(kinema::GravityParams{0, -200, 980});
  auto b = kinema::BouncingGravity::create(kinema::BouncingGravityParams{0, 0, 2000, 300, 0.5});
  auto e = kinema::ExponentialRate::create(kinema::ExponentialRateParams{5, 400, 3, kInf});
  REQUIRE(s1.ok());
  REQUIRE(s2.ok());
  REQUIRE(f.ok());
  REQUIRE(g.ok());
  REQUIRE(b.ok());
  REQUIRE(e.ok());
  m.emplace_back(s1.value());
  m.emplace_back(f.value());
  m.emplace_back(g.value());
  m.emplace_back(b.value());
  m.emplace_back(e.value());
  m.emplace_back(s2.value());
  m.emplace_back(f.value());
  m.emplace_back(s1.value());
  return m;
}

State direct(const Motion& m, double t) {
  return std::visit([t](const auto& motion) { return motion.at(t); }, m);
}

}  // namespace

TEST_CASE("SpringBatch: sample_motions evaluates each motion at now - start", "[spring_batch]") {
  const std::vector<Motion> motions = mixed_motions();
  const std::size_t n = motions.size();
  // Start times before now, at now and after now (not started: at t = 0).
  const std::vector<double> start{0.0, 0.25, 0.1, 0.0, 0.5, 0.79, 2.0, -1.0};
  REQUIRE(start.size() == n);
  for (double now : {0.0, 0.8, 1.7, 10.0}) {
    std::vector<double> x(n, kNaN), dx(n, kNaN);
    kinema::sample_motions(motions.data(), start.data(), n, now, x.data(), dx.data());
    for (std::size_t i = 0; i < n; ++i) {
      const State ref = direct(motions[i], now - start[i]);
      const State via_sample = kinema::sample(motions[i], now - start[i]);
      INFO("now " << now << " motion " << i << " (variant index " << motions[i].index() << ")");
      CHECK(ref.x == via_sample.x);
      CHECK(ref.dx == via_sample.dx);
      CHECK_THAT(x[i], WithinAbs(ref.x, 4 * kEps * std::fabs(ref.x)));
      CHECK_THAT(dx[i], WithinAbs(ref.dx, 4 * kEps * std::fabs(ref.dx)));
    }
    // Motions that have not started yet sit at their start.
    for (std::size_t i = 0; i < n; ++i) {
      if (now < start[i]) {
        INFO("not started: now " << now << " motion " << i);
        CHECK_THAT(x[i], WithinAbs(direct(motions[i], 0).x, 4 * kEps * std::fabs(x[i])));
        CHECK_THAT(dx[i], WithinAbs(direct(motions[i], 0).dx, 4 * kEps * std::fabs(dx[i])));
      }
    }
  }
}

TEST_CASE("SpringBatch: sample_motions with no start array uses now for every motion",
          "[spring_batch]") {
  const std::vector<Motion> motions = mixed_motions();
  const std::size_t n = motions.size();
  const double now = 0.6;
  std::vector<double> x(n, kNaN), dx(n, kNaN);
  kinema::sample_motions(motions.data(), nullptr, n, now, x.data(), dx.data());
  for (std::size_t i = 0; i < n; ++i) {
    const State ref = direct(motions[i], now);
    INFO("motion " << i);
    CHECK_THAT(x[i], WithinAbs(ref.x, 4 * kEps * std::fabs(ref.x)));
    CHECK_THAT(dx[i], WithinAbs(ref.dx, 4 * kEps * std::fabs(ref.dx)));
  }
}

TEST_CASE("SpringBatch: sample_motions tolerates null x or dx", "[spring_batch]") {
  const std::vector<Motion> motions = mixed_motions();
  const std::size_t n = motions.size();
  std::vector<double> start(n);
  for (std::size_t i = 0; i < n; ++i) start[i] = 0.05 * static_cast<double>(i);
  const double now = 0.9;
  std::vector<double> x(n, kNaN), dx(n, kNaN);
  kinema::sample_motions(motions.data(), start.data(), n, now, x.data(), nullptr);
  for (std::size_t i = 0; i < n; ++i) {
    const State ref = direct(motions[i], now - start[i]);
    INFO("x only, motion " << i);
    CHECK_THAT(x[i], WithinAbs(ref.x, 4 * kEps * std::fabs(ref.x)));
  }
  kinema::sample_motions(motions.data(), start.data(), n, now, nullptr, dx.data());
  for (std::size_t i = 0; i < n; ++i) {
    const State ref = direct(motions[i], now - start[i]);
    INFO("dx only, motion " << i);
    CHECK_THAT(dx[i], WithinAbs(ref.dx, 4 * kEps * std::fabs(ref.dx)));
  }
  // Both null, and n = 0: nothing to write, nothing may crash.
  kinema::sample_motions(motions.data(), start.data(), n, now, nullptr, nullptr);
  kinema::sample_motions(motions.data(), start.data(), 0, now, x.data(), dx.data());
  SUCCEED("no crash");
}
