// Tests of kinema::lambert_w (real branches 0 and -1).
//
// Reference values: mpmath 1.3, mp.dps = 60, lambertw(mpf(z), k).real for the
// exact double z (float(s) in Python), printed to 20 significant digits.
// lambert_w.hpp promises full double precision over the whole domain,
// including the branch point.
#include <catch2/catch.hpp>

#include <cfloat>
#include <cmath>
#include <cstring>

#include "kinema/lambert_w.hpp"
#include "solver_checks.hpp"

using namespace kinema_solver_tests;
using kinema::lambert_w;
using kinema::Status;

namespace {

struct Ref {
  double z;
  double w;
};

double w_of(double z, int branch) {
  const auto r = lambert_w(z, branch);
  INFO("lambert_w(" << fmt(z) << ", " << branch << ") failed with status "
                    << kinema::to_string(r.status()));
  REQUIRE(r.ok());
  return r.value();
}

// The double -exp(-1) = -0.36787944117144233 (a hair below -1/e).
const double kBranchPoint = -std::exp(-1.0);

}  // namespace

TEST_CASE("lambert_w branch 0 matches high-precision values", "[lambert_w]") {
  // mpmath: lambertw(mpf(z), 0).real
  const Ref refs[] = {
      {1e-300, 1.0000000000000000251e-300},
      {-1e-300, -1.0000000000000000251e-300},
      {5e-324, 4.9406564584124654418e-324},
      {1e-10, 9.9999999990000003645e-11},
      {-1e-10, -1.0000000001000000364e-10},
      {0.25, 0.20388835470224016444},
      {-0.25, -0.35740295618138890307},
      {-0.3, -0.48940222718021493357},
      {-0.36, -0.80608431597081762445},
      {-0.367, -0.93239918474792821668},
      {1.0, 0.567143290409783873},
      {2.718281828459045, 0.99999999999999997341},
      {10.0, 1.7455280027406993831},
      {1000.0, 5.2496028524015962271},
      {1e10, 20.028685413304950781},
      {1e100, 224.84310644511850156},
      {1e300, 684.24720862976084929},
      {DBL_MAX, 703.22703310477018688},
  };
  for (const Ref& r : refs) {
    CAPTURE(r.z);
    KT_CHECK_ULPS(w_of(r.z, 0), r.w, 4);
  }
  CHECK(w_of(0.0, 0) == 0.0);
  CHECK(w_of(kInf, 0) == kInf);
}

TEST_CASE("lambert_w branch -1 matches high-precision values", "[lambert_w]") {
  // mpmath: lambertw(mpf(z), -1).real
  const Ref refs[] = {
      {-1e-300, -697.32277629546016097},
      {-DBL_MIN, -714.96865723796647088},
      {-1e-100, -235.72115887568531364},
      {-1e-10, -26.295238819246925656},
      {-0.001, -9.1180064704027400979},
      {-0.1, -3.5771520639572971414},
      {-0.25, -2.1532923641103496492},
      {-0.3, -1.7813370234216276963},
      {-0.36, -1.2227701339785061563},
      {-0.367, -1.0707918867680521669},
  };
  for (const Ref& r : refs) {
    CAPTURE(r.z);
    KT_CHECK_ULPS(w_of(r.z, -1), r.w, 4);
  }
}

TEST_CASE("lambert_w branch -1 at subnormal arguments near 0-", "[lambert_w]") {
  // The domain of W-1 is [-1/e, 0): subnormal z belong to it.
  // mpmath: lambertw(mpf(-5e-324), -1).real = -751.0615595398790806
  KT_CHECK_ULPS(w_of(-DBL_TRUE_MIN, -1), -751.0615595398790806, 4);
  // Monotone towards -inf as z -> 0-.
  CHECK(w_of(-DBL_TRUE_MIN, -1) < w_of(-DBL_MIN, -1));
  CHECK(w_of(-DBL_MIN, -1) < w_of(-1e-300, -1));
}

TEST_CASE("lambert_w satisfies w e^w = z across both branches", "[lambert_w]") {
  // The relative error of w e^w caused by a relative error d in w is
  // |1 + w| d, so the allowed error scales with |1 + w| (plus the rounding of
  // the product itself).
  auto check_identity = [](double z, int branch) {
    const double w = w_of(z, branch);
    const double back = w * std::exp(w);
    const double tol = (4.0 * std::fabs(1.0 + w) + 4.0) * kEps;
    CAPTURE(branch, w);
    KT_CHECK_REL(back, z, tol);
  };
  // Branch 0 over [-1/e, 1e300], log-spaced on both sides of 0.
  for (double m = -300; m <= 300; m += 0.5) {
    const double z = std::pow(10.0, m);
    check_identity(z, 0);
    if (-z > kBranchPoint + 1e-6) {
      check_identity(-z, 0);
      check_identity(-z, -1);
    }
  }
  // Dense on (-1/e, 0) for both branches.
  for (int i = 1; i < 1000; ++i) {
    const double z = kBranchPoint * (1.0 - i / 1000.0);
    check_identity(z, 0);
    check_identity(z, -1);
  }
  // The branches meet at -1 and stay on their sides of it.
  for (int i = 1; i < 100; ++i) {
    const double z = kBranchPoint * (1.0 - i / 100.0);
    CAPTURE(z);
    CHECK(w_of(z, 0) > -1.0);
    CHECK(w_of(z, -1) < -1.0);
  }
}

TEST_CASE("lambert_w at the branch point -1/e", "[lambert_w]") {
  // The double nearest -1/e is accepted and is exactly -1 on both branches.
  CHECK(kBranchPoint == -0.36787944117144233);
  CHECK(w_of(kBranchPoint, 0) == -1.0);
  CHECK(w_of(kBranchPoint, -1) == -1.0);
  // The next double below it is genuinely below -1/e.
  const double below = std::nextafter(kBranchPoint, -1.0);
  CHECK(lambert_w(below, 0).status() == Status::out_of_domain);
  CHECK(lambert_w(below, -1).status() == Status::out_of_domain);
}

TEST_CASE("lambert_w next to the branch point keeps full precision", "[lambert_w]") {
  // z_k = -exp(-1) stepped k doubles towards 0 with nextafter. W is very
  // sensitive there (W ~ -1 +- sqrt(2 (1 + e z))) but, for an exact double z,
  // the true value is well defined and "full double precision" means a few
  // ulps of |W| ~ 1.
  // mpmath: lambertw(mpf(z_k), 0).real and lambertw(mpf(z_k), -1).real
  struct Near {
    int k;
    double w0;
    double wm1;
  };
  const Near refs[] = {
      {1, -0.9999999846957458715, -1.0000000153042542846},
      {2, -0.99999997684810815757, -1.0000000231518921998},
      {3, -0.99999997105522507727, -1.0000000289447754813},
      {10, -0.9999999456830665812, -1.0000000543169353857},
      {100, -0.99999982647358258807, -1.0000001735264374862},
      {10000, -0.99999826281031299511, -1.0000017371916988926},
      {1000000, -0.99998262800113236719, -1.0000173722000608593},
  };
  for (const Near& r : refs) {
    double z = kBranchPoint;
    for (int i = 0; i < r.k; ++i) z = std::nextafter(z, 0.0);
    CAPTURE(r.k, z);
    KT_CHECK_ABS(w_of(z, 0), r.w0, 4 * kEps);
    KT_CHECK_ABS(w_of(z, -1), r.wm1, 4 * kEps);
  }
}

TEST_CASE("lambert_w next to the branch point is monotone on each branch", "[lambert_w]") {
  // Stepping z up from -1/e moves W0 up and W-1 down, never crossing -1.
  double z = kBranchPoint;
  double prev0 = -1.0;
  double prevm1 = -1.0;
  for (int i = 0; i < 2000; ++i) {
    z = std::nextafter(z, 0.0);
    const double w0 = w_of(z, 0);
    const double wm1 = w_of(z, -1);
    CAPTURE(i, z, w0, wm1);
    REQUIRE(w0 > -1.0);
    REQUIRE(wm1 < -1.0);
    REQUIRE(w0 >= prev0);
    REQUIRE(wm1 <= prevm1);
    prev0 = w0;
    prevm1 = wm1;
  }
}

TEST_CASE("lambert_w statuses", "[lambert_w]") {
  SECTION("NaN is not_finite on both branches") {
    CHECK(lambert_w(kNaN, 0).status() == Status::not_finite);
    CHECK(lambert_w(kNaN, -1).status() == Status::not_finite);
    CHECK(lambert_w(-kInf, 0).status() == Status::not_finite);
    CHECK(lambert_w(-kInf, -1).status() == Status::not_finite);
  }
  SECTION("z below -1/e is out_of_domain") {
    for (double z : {-0.368, -0.5, -1.0, -1e300, -DBL_MAX}) {
      CAPTURE(z);
      CHECK(lambert_w(z, 0).status() == Status::out_of_domain);
      CHECK(lambert_w(z, -1).status() == Status::out_of_domain);
    }
  }
  SECTION("z >= 0 on branch -1 is out_of_domain") {
    for (double z : {0.0, -0.0, DBL_TRUE_MIN, 1e-300, 0.5, 1.0, 1e300, DBL_MAX}) {
      CAPTURE(z);
      CHECK(lambert_w(z, -1).status() == Status::out_of_domain);
    }
  }
  SECTION("a branch other than 0 or -1 is out_of_range, naming \"branch\"") {
    for (int branch : {2, 1, -2, 100}) {
      CAPTURE(branch);
      const auto r = lambert_w(0.5, branch);
      CHECK_FALSE(r.ok());
      CHECK(r.status() == Status::out_of_range);
      CHECK(std::strcmp(r.error().parameter, "branch") == 0);
    }
  }
  SECTION("successful results report ok") {
    const auto r = lambert_w(1.0);
    CHECK(r.ok());
    CHECK(r.status() == Status::ok);
  }
}
