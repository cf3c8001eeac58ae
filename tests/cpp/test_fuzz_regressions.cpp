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

// ---- Findings of the second fuzzing session (each with the fuzzer's input).

TEST_CASE("fuzz: a subnormal damping still damps (c / 2m computed as (c / m) / 2)", "[fuzz]") {
  // m = k = c = 5e-324: rates w0^2 = 1 and alpha = 0.5, but 0.5 c underflowed
  // to 0, so the spring never settled. Also m k underflows: the regime comes
  // from the rates.
  auto s = Spring::create({7667, 1, -7.2693003545848355e+182, 5e-324, 5e-324, 5e-324});
  REQUIRE(s.ok());
  CHECK(s->oscillator().alpha == 0.5);
  CHECK(s->damping_ratio() == 0.5);
  CHECK(s->regime() == Regime::underdamped);
  CHECK(s->at(kInf).x == 1.0);
  CHECK(std::isfinite(s->settle_time()));
}

TEST_CASE("fuzz: damping whose decay rate underflows is out_of_range", "[fuzz]") {
  // mass DBL_MAX, damping 1.3e-231: c / 2m is below the subnormals, a
  // "damped" spring that never settles.
  auto s = Spring::create({1, 0, 300, DBL_MAX, 206, 1.2907472676671681e-231});
  REQUIRE_FALSE(s.ok());
  CHECK(s.error().status == Status::out_of_range);
  CHECK(std::string(s.error().parameter) == "damping");
}

TEST_CASE("fuzz: a huge initial velocity with a fully decayed exponential is not inf * 0", "[fuzz]") {
  // snap_motion(18468, DBL_MAX, 1600, {stiffness 0.0157}): at t = 1e4,
  // e^(-alpha t) = 0 multiplied (v0 + alpha u0) t = inf.
  auto m = snap_motion(18468, DBL_MAX, 1600, {0.01568698517982739, 0.5});
  REQUIRE(m.ok());
  for (double t : {1.0, 100.0, 1e4, 1e9}) {
    INFO("t = " << t);
    CHECK_FALSE(nan(sample(*m, t)));
  }
  CHECK(sample(*m, 1e4).x == Approx(1600.0));
}

TEST_CASE("fuzz: gravity time_at a target whose discriminant overflows or underflows", "[fuzz]") {
  // v0^2 + 2 a d overflowed: the root came out as 0 (x(0) = from, not the target).
  auto g = Gravity::create({-50, 10, 1});
  REQUIRE(g.ok());
  const double t = g->time_at(DBL_MAX);
  CHECK(t == Approx(std::sqrt(2.0) * std::sqrt(DBL_MAX)).epsilon(1e-12));
  CHECK(g->x(t) == Approx(DBL_MAX).epsilon(1e-12));
  auto down = Gravity::create({0, -201, -1});
  REQUIRE(down.ok());
  CHECK(down->x(down->time_at(-DBL_MAX)) == Approx(-DBL_MAX).epsilon(1e-12));
  // 2 a d = 1e-615 underflowed to 0: the time was 9e15 s instead of
  // sqrt(2 d / a) = 2.
  CHECK(first_time_at(5e-324, 5e-324, DBL_MIN, 2 * DBL_MIN) == Approx(2.0).epsilon(1e-12));
}

TEST_CASE("fuzz: a bouncing drop whose g h underflows lands at the right time", "[fuzz]") {
  auto b = BouncingGravity::create({5e-324, 5e-324, DBL_MIN, DBL_MIN, 0});
  REQUIRE(b.ok());
  CHECK(b->impact_time(0) == Approx(std::sqrt(2.0)).epsilon(1e-9));
  CHECK(b->x(1.0) <= DBL_MIN);
}

TEST_CASE("fuzz: velocity fit of positions near DBL_MAX is never NaN", "[fuzz]") {
  // Sums of positions near DBL_MAX overflowed: inf - inf.
  const double t[] = {0.00, 0.01, 0.02, 0.03};
  const double up[] = {DBL_MAX * 0.25, DBL_MAX * 0.5, DBL_MAX * 0.75, DBL_MAX};
  VelocityEstimate unlimited;
  unlimited.max_velocity = kInf;
  for (auto strategy : {VelocityStrategy::quadratic, VelocityStrategy::linear}) {
    unlimited.strategy = strategy;
    const double r = estimate_velocity(t, up, 4, 0.03, unlimited);
    CHECK_FALSE(std::isnan(r));
    CHECK(r == kInf);  // a slope of 4.5e309 px/s
  }
  CHECK(estimate_velocity(t, up, 4, 0.03) == 8000.0);  // clamped by default
  const double flat[] = {DBL_MAX, DBL_MAX, DBL_MAX, DBL_MAX};
  CHECK(estimate_velocity(t, flat, 4, 0.03) == 0.0);
  const double t2[] = {-DBL_MAX, 0, DBL_MAX};
  const double x2[] = {-DBL_MAX, 0, DBL_MAX};
  VelocityEstimate o;
  o.window = kInf;
  o.stop_gap = kInf;
  CHECK(estimate_velocity(t2, x2, 3, DBL_MAX, o) == Approx(1.0));
}

TEST_CASE("fuzz: exponential solves at the edge of the exponent range", "[fuzz]") {
  // V0 = VT e^(lambda T) underflowed to -0: a motion that sat still.
  auto r = ExponentialRate::solve(199, 0, -21503, 255);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().status == Status::out_of_range);
  CHECK(std::string(r.error().parameter) == "finalVelocity");
  // V0 = 3.7e-308 is fine, but e^714 overflowed in dx(T) and x(T).
  const double T = 2.2204460492503131e-16;
  auto e = ExponentialRate::solve(0, T, 714.46875, T);
  REQUIRE(e.ok());
  CHECK(e->dx(T) == Approx(714.46875).epsilon(1e-9));
  auto big = ExponentialRate::solve(2.2204460492503131e-16, 1.11e38, 713.28125, 1.11e38);
  REQUIRE(big.ok());
  CHECK(big->x(1.11e38) == Approx(1.11e38).epsilon(1e-9));
}

TEST_CASE("fuzz: friction settle time with a subnormal tolerance-to-speed ratio", "[fuzz]") {
  // ln(1e-13 / 1.8e308): the quotient is subnormal and had lost 3 digits.
  Tolerance tol{1.0387856152602562e-13, 1.0387856152602562e-13, 1.0387856152602562e-13};
  auto f = Friction::to_stop_at(1.0387856152602562e-13, -DBL_MAX, -DBL_MAX, tol);
  REQUIRE(f.ok());
  const double st = f->settle_time();
  CHECK(std::fabs(f->dx(st)) <= tol.velocity * (1 + 1e-12));
  CHECK(std::fabs(f->dx(st * (1 - 1e-9))) > tol.velocity);
}

TEST_CASE("fuzz: snap_motion names an overflowing distance `target`, per axis in 2D", "[fuzz]") {
  // fuzz_plane: position.x -5.36e305, target.x DBL_MAX: target - position
  // overflows, and the critically damped spring reported its own "to".
  const double p = -5.3561782287487757e+305, v = 2.7813423231339968e-309;
  const auto one = snap_motion(p, v, DBL_MAX);
  REQUIRE_FALSE(one.ok());
  CHECK(std::string(one.error().parameter) == "target");
  const auto two = snap_motion_2d({p, 0.0}, {v, 0.0}, {DBL_MAX, 0.0});
  REQUIRE_FALSE(two.ok());
  CHECK(std::string(two.error().parameter) == "target.x");
  CHECK(two.status() == Status::not_finite);
}

TEST_CASE("fuzz: a settle time that takes e^NaN (fall onto a DBL_MAX spring) shifts no negative value", "[fuzz]") {
  // kinema's exp built 2^k by shifting k + 1023 left as a signed integer; for
  // x = NaN, k is meaningless and was negative (undefined behaviour, caught
  // by UBSan). The shift is now done unsigned; the result is NaN through the
  // mantissa either way.
  const double big = 1.7976931348623157e308;
  const auto r = Composite::fall(-big, big, 0.0, 0.0, big, 1.0);
  if (r) {
    CHECK_FALSE(std::isnan(r->settle_time()));
  } else {
    CHECK(r.error().status != Status::ok);
  }
}
