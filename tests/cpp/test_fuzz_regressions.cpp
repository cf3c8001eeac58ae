// Inputs that the libFuzzer targets (tests/fuzz/) found to crash an
// invariant, each with the fix it needed. Replaying them here keeps the
// fixes under the ordinary suite (and under the sanitize preset).
#include <catch2/catch.hpp>

#include <cfloat>
#include <cmath>
#include <limits>
#include <string>

#include <kinema/kinema.hpp>

using namespace kinema;

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
bool finite(const State& s) { return std::isfinite(s.x) && std::isfinite(s.dx); }
bool nan(const State& s) { return std::isnan(s.x) || std::isnan(s.dx); }
}  // namespace

TEST_CASE("fuzz: rubber_band with an infinite dimension is c x, not inf / inf", "[fuzz]") {
  CHECK(rubber_band(8208.0, kInf) == 0.55 * 8208.0);
  CHECK(rubber_band(-10.0, kInf, 2.0) == -20.0);
  CHECK(rubber_band_inverse(0.55 * 8208.0, kInf) == 8208.0);
  CHECK(rubber_band(0.0, 100.0, kInf) == 0.0);  // inf * 0 before
}

TEST_CASE("fuzz: rubber_band_inverse of 0 with a product that underflows is 0", "[fuzz]") {
  const double d = 5.2285976356348979e-310, c = 1.8731333182625413e-96;
  const double r = rubber_band_inverse(-0.0, d, c);
  CHECK(r == 0.0);
  CHECK(std::signbit(r));
  CHECK_FALSE(std::isnan(rubber_band_inverse(d / 2, d, c)));
}

TEST_CASE("fuzz: integrated_exp over an empty interval is 0 for any rate", "[fuzz]") {
  CHECK(integrated_exp(kInf, 0.0) == 0.0);
  CHECK(integrated_exp(-kInf, 0.0) == 0.0);
  CHECK(integrated_exp(1e300, 0.0) == 0.0);
}

TEST_CASE("fuzz: an undamped spring with a tiny frequency has a limit-free, finite x(+inf)", "[fuzz]") {
  // Composite::fall(0, 0, 0, 0, 1.26e-321, 0): a spring of stiffness 1.26e-321
  // at rest; its gap 3.5e-161 made 1e300 / gap overflow, then 0 * inf.
  // Since the rate contract, k/m below DBL_MIN is out_of_range ("stiffness");
  // the smallest accepted rate keeps the property.
  auto rejected = Spring::create({0, 0, 0, 1, 1.2598673968951787e-321, 0});
  REQUIRE_FALSE(rejected.ok());
  CHECK(rejected.error().status == Status::out_of_range);
  CHECK(std::string(rejected.error().parameter) == "stiffness");
  auto s = Spring::create({0, 0, 0, 1, DBL_MIN, 0});
  REQUIRE(s.ok());
  CHECK_FALSE(nan(s->at(kInf)));
  auto moving = Spring::create({0, 10, 1, 1, 1e-300, 0});
  REQUIRE(moving.ok());
  CHECK_FALSE(nan(moving->at(kInf)));
  CHECK_FALSE(std::isnan(moving->x(kInf)));
}

TEST_CASE("fuzz: heavy damping whose c^2 overflows gives finite step coefficients", "[fuzz]") {
  // damping ratio 2.7e154 at 13 rad/s: c^2 overflows, the gap became +inf and
  // (alpha + gap) * e^(-inf) was NaN.
  auto c = StepCoefficients::create(1.0 / 60, 13.0, 2.6833451443276272e+154);
  REQUIRE(c.ok());
  CHECK(std::isfinite(c->pp));
  CHECK(std::isfinite(c->pv));
  CHECK(std::isfinite(c->vp));
  CHECK(std::isfinite(c->vv));
  auto s = Spring::with_damping_ratio(DBL_MAX, 0, 0, 1, 5.0949670133781859e+155, 1.0);
  REQUIRE(s.ok());
  for (double t : {5e-324, 1e-9, 0.016, 1.0, kInf}) CHECK_FALSE(nan(s->at(t)));
}

TEST_CASE("fuzz: stiffness near DBL_MAX: w0^2 u0 no longer overflows at small t", "[fuzz]") {
  // snap_motion's critically damped spring with stiffness DBL_MAX.
  auto s = Spring::with_damping_ratio(390, 1600, 0, 1, DBL_MAX, 1.0);
  REQUIRE(s.ok());
  for (double t : {5e-324, 1e-300, 1e-160, 1e-9, 1.0}) {
    INFO("t = " << t);
    CHECK(finite(s->at(t)));
  }
  auto m = snap_motion(390, 0, 1600, {DBL_MAX, 0.5});
  REQUIRE(m.ok());
  CHECK(finite(sample(*m, 5e-324)));
}

TEST_CASE("fuzz: a spring whose rates underflow (mass DBL_MAX) has a limit at +inf", "[fuzz]") {
  // alpha = c / (2 m) overflowed 2 m to inf and became 0; then at(+inf) was
  // 0 * inf. Now alpha = (c / 2) / m and +inf is the target. The original
  // stiffness (2.2e-16, so k/m subnormal) is out_of_range since the rate
  // contract; stiffness 4 keeps k/m just above DBL_MIN.
  auto rejected = Spring::create({0, 100, -0.0, DBL_MAX, 2.2204460492503131e-16, 128.03125});
  REQUIRE_FALSE(rejected.ok());
  CHECK(std::string(rejected.error().parameter) == "stiffness");
  auto s = Spring::create({0, 100, -0.0, DBL_MAX, 4.0, 128.03125});
  REQUIRE(s.ok());
  CHECK(s->oscillator().alpha > 0.0);
  const State end = s->at(kInf);
  CHECK(end.x == 100.0);
  CHECK(end.dx == 0.0);
  CHECK(s->x(kInf) == 100.0);
  CHECK(finite(s->at(1e300)));
}
