// Tests of hex(x) = (e^x - 1) / x, hexm1(x) = hex(x) - 1 and hex'(x).
//
// Reference values were computed with mpmath 1.3 at mp.dps = 60 from the exact
// double nearest each decimal argument (float(s) in Python), printed to 20
// significant digits. hex.hpp promises full double precision; the margins
// below allow a few ulps (one expm1/exp rounding plus one division, and some
// slack for an implementation that rescales to avoid overflow).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <vector>

#include "kinema/hex.hpp"
#include "solver_checks.hpp"

using namespace kinema_solver_tests;

namespace {

struct Ref {
  double x;
  double value;
};

}  // namespace

TEST_CASE("hex(0) is exactly 1, also for -0 and the smallest arguments", "[hex]") {
  CHECK(kinema::hex(0.0) == 1.0);
  CHECK(kinema::hex(-0.0) == 1.0);
  // hex(x) = 1 + x/2 + ..., so below 2^-53 in magnitude it rounds to 1.
  CHECK(kinema::hex(DBL_TRUE_MIN) == 1.0);
  CHECK(kinema::hex(-DBL_TRUE_MIN) == 1.0);
  CHECK(kinema::hex(DBL_MIN) == 1.0);
  CHECK(kinema::hex(1e-300) == 1.0);
  CHECK(kinema::hex(-1e-300) == 1.0);
  CHECK(kinema::hex(1e-17) == 1.0);
}

TEST_CASE("hex matches high-precision values", "[hex]") {
  // mpmath: expm1(mpf(x)) / mpf(x) at mp.dps = 60.
  const Ref refs[] = {
      {1e-10, 1.00000000005},             // expm1(1e-10)/1e-10
      {-1e-10, 0.99999999995},            // expm1(-1e-10)/-1e-10
      {1e-5, 1.0000050000166667083},      // expm1(1e-5)/1e-5
      {-1e-5, 0.999995000016666625},      // expm1(-1e-5)/-1e-5
      {0.001, 1.0005001667083416681},     // expm1(0.001)/0.001
      {-0.001, 0.99950016662500833193},   // expm1(-0.001)/-0.001
      {0.5, 1.2974425414002562937},       // expm1(0.5)/0.5
      {-0.5, 0.78693868057473315279},     // expm1(-0.5)/-0.5
      {1.0, 1.7182818284590452354},       // expm1(1)/1
      {-1.0, 0.6321205588285576784},      // expm1(-1)/-1
      {2.5, 4.4729975842813893752},       // expm1(2.5)/2.5
      {-2.5, 0.36716600055044048193},     // expm1(-2.5)/-2.5
      {10.0, 2202.5465794806716517},      // expm1(10)/10
      {-10.0, 0.099995460007023751515},   // expm1(-10)/-10
      {37.5, 515242648117408.93889},      // expm1(37.5)/37.5
      {-37.5, 0.026666666666666665287},   // expm1(-37.5)/-37.5
      {100.0, 2.6881171418161354484e+41}, // expm1(100)/100
      {-100.0, 0.01},                     // expm1(-100)/-100 (= 0.01 + 3.7e-46)
      {700.0, 1.4489029353357207278e+301},   // expm1(700)/700
      {-700.0, 0.0014285714285714285714},    // expm1(-700)/-700
      {-745.5, 0.0013413816230717639168},    // expm1(-745.5)/-745.5
      {-1e6, 1.0e-6},                        // expm1(-1e6)/-1e6
  };
  for (const Ref& r : refs) {
    CAPTURE(r.x);
    KT_CHECK_ULPS(kinema::hex(r.x), r.value, 4);
  }
}

TEST_CASE("hex is finite where e^x overflows but e^x / x does not", "[hex]") {
  // "Full double precision for every finite x": e^712 overflows a double
  // (ln DBL_MAX = 709.78) but hex(712) = e^712 / 712 is ~2.3e306.
  // mpmath: expm1(712)/712 = 2.3184146982986436357e+306.
  const double h = kinema::hex(712.0);
  CHECK(std::isfinite(h));
  KT_CHECK_ULPS(h, 2.3184146982986436357e+306, 8);
  // Past ln(DBL_MAX) + ln(x) ~ 716.3 the true value itself overflows.
  CHECK(kinema::hex(720.0) == kInf);
  CHECK(kinema::hex(1e6) == kInf);
  CHECK(kinema::hex(DBL_MAX) == kInf);
}

TEST_CASE("hex limits at +-inf, huge negative arguments and NaN", "[hex]") {
  CHECK(kinema::hex(-kInf) == 0.0);
  CHECK(kinema::hex(kInf) == kInf);
  CHECK(std::isnan(kinema::hex(kNaN)));
  // For x << 0, hex(x) = -1/x exactly to double precision.
  KT_CHECK_ULPS(kinema::hex(-1e300), 1e-300, 1);
  // -1 / -DBL_MAX is subnormal (~5.56e-309); it must stay positive and be
  // the correctly scaled value within a couple of subnormal steps.
  const double tiny = kinema::hex(-DBL_MAX);
  CHECK(tiny > 0.0);
  KT_CHECK_ABS(tiny, 1.0 / DBL_MAX, 2 * DBL_TRUE_MIN);
}

TEST_CASE("hex is positive and increasing", "[hex]") {
  // Grids whose steps change hex by far more than its rounding error
  // (relative change per step >= ~1e-6 everywhere, rounding ~1e-16).
  std::vector<double> xs;
  for (int i = -745; i <= 709; ++i) xs.push_back(i);                  // step 1
  for (int i = -5000; i <= 5000; ++i) xs.push_back(i * 0.01);         // step 0.01
  for (int i = -1000; i <= 1000; ++i) xs.push_back(i * 1e-6);         // across 0
  std::sort(xs.begin(), xs.end());
  xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
  double prev_x = -kInf;
  double prev = kinema::hex(-kInf);
  for (double x : xs) {
    const double h = kinema::hex(x);
    CAPTURE(prev_x, x, prev, h);
    REQUIRE(h > 0.0);
    REQUIRE(h > prev);
    prev_x = x;
    prev = h;
  }
  CHECK(kinema::hex(kInf) > prev);
  // Across 0 at the finest scale it never steps down.
  const double around[] = {-1e-8, -1e-12, -1e-16, -DBL_TRUE_MIN, 0.0, DBL_TRUE_MIN, 1e-16, 1e-12,
                           1e-8};
  for (std::size_t i = 1; i < sizeof around / sizeof around[0]; ++i) {
    CAPTURE(around[i - 1], around[i]);
    CHECK(kinema::hex(around[i - 1]) <= kinema::hex(around[i]));
  }
}

TEST_CASE("hexm1 near 0 follows the series x/2 + x^2/6 + x^3/24", "[hex]") {
  CHECK(kinema::hexm1(0.0) == 0.0);
  // Below ~1e-8 the series' third term is below half an ulp of x/2.
  for (double x : {1e-300, -1e-300, 1e-20, -1e-20, 3e-12, -3e-12}) {
    CAPTURE(x);
    KT_CHECK_ULPS(kinema::hexm1(x), x / 2 + x * x / 6, 2);
  }
  // mpmath: (expm1(x) - x) / x at mp.dps = 60.
  const Ref refs[] = {
      {1e-8, 5.0000000166666668129e-9},
      {-1e-8, -4.9999999833333334796e-9},
      {1e-4, 0.000050001666708334169077},
      {-1e-4, -0.000049998333374999169076},
      {0.1, 0.051709180756476251085},
      {-0.1, -0.04837418035959573424},
      {0.75, 0.48933335548356622473},
      {-0.75, -0.29648873698801960952},
      {3.0, 5.3618456410625559136},
      {-3.0, -0.68326235612262131433},
      {30.0, 356215819383.1154049},
      {-30.0, -0.96666666666666978587},
  };
  for (const Ref& r : refs) {
    CAPTURE(r.x);
    KT_CHECK_ULPS(kinema::hexm1(r.x), r.value, 4);
  }
}

TEST_CASE("hexm1 agrees with hex - 1 where that subtraction is harmless", "[hex]") {
  // For |hex(x) - 1| >= 1/2 the subtraction hex(x) - 1 is exact (Sterbenz or
  // exact for hex >= 2), so both must agree to the rounding of hex itself.
  for (double x : {-700.0, -50.0, -4.0, -2.0, 1.0, 2.0, 5.0, 20.0, 300.0}) {
    CAPTURE(x);
    const double want = kinema::hex(x) - 1.0;
    KT_CHECK_REL(kinema::hexm1(x), want, 8 * kEps);
  }
  CHECK(std::isnan(kinema::hexm1(kNaN)));
}

TEST_CASE("hex_derivative near 0 follows the series 1/2 + x/3 + x^2/8", "[hex]") {
  CHECK(kinema::hex_derivative(0.0) == 0.5);
  CHECK(kinema::hex_derivative(-0.0) == 0.5);
  for (double x : {1e-300, -1e-300, 1e-20, -1e-20, 3e-12, -3e-12}) {
    CAPTURE(x);
    KT_CHECK_ULPS(kinema::hex_derivative(x), 0.5 + x / 3 + x * x / 8, 2);
  }
  // mpmath: (x e^x - e^x + 1) / x^2 at mp.dps = 60.
  const Ref refs[] = {
      {1e-8, 0.50000000333333334583},
      {-1e-8, 0.49999999666666667917},
      {1e-4, 0.50003333458336666736},
      {-1e-4, 0.49996666791663333403},
      {0.1, 0.53461737319171376894},
      {-0.1, 0.46788401604444695022},
      {0.75, 0.83688888150547792509},
      {-0.75, 0.30819294702795424446},
      {3.0, 4.5745637607083706091},
      {-3.0, 0.088983525169838247565},
      {30.0, 344341958738.01155807},
      {-30.0, 0.0011111111111078879299},
      {200.0, 3.5949219496425602559e+84},
      {-200.0, 0.000025},
  };
  for (const Ref& r : refs) {
    CAPTURE(r.x);
    // Relative condition of (x e^x - e^x + 1)/x^2 stays O(|x|) for the
    // exponential; the implementation is allowed a few more ulps than hex.
    KT_CHECK_REL(kinema::hex_derivative(r.x), r.value, 16 * kEps);
  }
}

TEST_CASE("hex_derivative matches finite differences of hex away from 0", "[hex]") {
  // Richardson-extrapolated central differences with h = 1e-3 |x|-scaled:
  // truncation O(h^4) ~ 1e-12 relative, rounding ~ eps / h ~ 1e-12 relative.
  for (double x : {-60.0, -20.0, -5.0, -1.5, -0.4, 0.4, 1.5, 5.0, 20.0, 60.0}) {
    CAPTURE(x);
    const double h = 1e-3;
    const double fd = richardson([](double s) { return kinema::hex(s); }, x, h);
    KT_CHECK_REL(kinema::hex_derivative(x), fd, 1e-9);
  }
  // And hexm1 has the same derivative as hex.
  for (double x : {-5.0, -0.4, 0.4, 5.0}) {
    CAPTURE(x);
    const double fd = richardson([](double s) { return kinema::hexm1(s); }, x, 1e-3);
    KT_CHECK_REL(kinema::hex_derivative(x), fd, 1e-9);
  }
}

TEST_CASE("hex_derivative for large negative arguments", "[hex]") {
  CHECK(std::isnan(kinema::hex_derivative(kNaN)));
  // hex'(x) ~ 1/x^2 for x << 0: positive, tiny, and finite.
  const double d = kinema::hex_derivative(-1e6);
  CHECK(d > 0.0);
  // (x e^x - e^x + 1) / x^2 with e^x = 0 to any precision: 1 / x^2 = 1e-12.
  KT_CHECK_ULPS(d, 1e-12, 4);
}
