// Tests of kinema::rubber_band and friends (rubber_band.hpp): the iOS
// resistance f(x) = c x d / (d + c x), odd in x.
//
// Independent truth: values solved by hand (x = k d / c gives d k / (1 + k)),
// the identities f(x) / (c x) = 1 / (1 + c x / d) and d - f = d^2 / (d + c x),
// the inverse x = d f / (c (d - f)) composed both ways, with tolerances
// derived from the condition number of each direction.
#include <catch2/catch.hpp>

#include <cfloat>
#include <cmath>
#include <string>
#include <vector>

#include "kinema/rubber_band.hpp"
#include "solver_checks.hpp"

using namespace kinema_solver_tests;
using kinema::rubber_band;
using kinema::rubber_band_clamp;
using kinema::rubber_band_inverse;
using kinema::rubber_band_unclamp;

namespace {

struct Band {
  double d, c;
};
// A phone viewport with the iOS coefficient, a tiny and a large dimension,
// a stiff and a loose coefficient.
const Band kBands[] = {{800.0, 0.55}, {1.0, 0.55}, {2000.0, 1.0}, {320.0, 0.1}, {50.0, 3.0}};

// Overscrolls spread over many decades, as multiples of d: 1e-300 d .. 1e6 d.
std::vector<double> decades(double lo_exp, double hi_exp, int per_decade) {
  std::vector<double> v;
  for (double e = lo_exp; e <= hi_exp; e += 1.0 / per_decade) v.push_back(std::pow(10.0, e));
  return v;
}

}  // namespace

TEST_CASE("rubber_band is 0 at 0 and odd", "[rubber_band]") {
  for (const Band& b : kBands) {
    CAPTURE(b.d, b.c);
    CHECK(rubber_band(0.0, b.d, b.c) == 0.0);
    CHECK(rubber_band(-0.0, b.d, b.c) == 0.0);
    for (double k : decades(-12, 6, 3)) {
      const double x = k * b.d;
      CAPTURE(x);
      // Odd to the bit: nothing in the formula depends on the sign.
      CHECK(rubber_band(-x, b.d, b.c) == -rubber_band(x, b.d, b.c));
      CHECK(rubber_band(x, b.d, b.c) > 0.0);
    }
  }
  // The default coefficient is iOS's 0.55.
  CHECK(rubber_band(123.0, 800.0) == rubber_band(123.0, 800.0, 0.55));
  CHECK(rubber_band_inverse(123.0, 800.0) == rubber_band_inverse(123.0, 800.0, 0.55));
}

TEST_CASE("rubber_band known values solved by hand", "[rubber_band]") {
  // x = k d / c  =>  f = c (k d / c) d / (d + k d) = d k / (1 + k).
  for (const Band& b : kBands) {
    CAPTURE(b.d, b.c);
    // A few roundings of x = k d / c and of the formula.
    KT_CHECK_REL(rubber_band(b.d / b.c, b.d, b.c), b.d / 2.0, 8 * kEps);
    KT_CHECK_REL(rubber_band(3.0 * b.d / b.c, b.d, b.c), 0.75 * b.d, 8 * kEps);
    KT_CHECK_REL(rubber_band(b.d / (3.0 * b.c), b.d, b.c), 0.25 * b.d, 8 * kEps);
    KT_CHECK_REL(rubber_band(-9.0 * b.d / b.c, b.d, b.c), -0.9 * b.d, 8 * kEps);
  }
  // The iOS numbers: a 800 px screen dragged 100 px past the edge shows
  // 0.55 * 100 * 800 / (800 + 55) = 44000 / 855 px.
  KT_CHECK_REL(rubber_band(100.0, 800.0), 44000.0 / 855.0, 2 * kEps);
  // Exactly representable: c = 1, d = 1, x = 1 gives 1/2; x = 3 gives 3/4.
  CHECK(rubber_band(1.0, 1.0, 1.0) == 0.5);
  CHECK(rubber_band(3.0, 1.0, 1.0) == 0.75);
  CHECK(rubber_band(-1.0, 4.0, 1.0) == -0.8);
}

TEST_CASE("rubber_band is c x for small x", "[rubber_band]") {
  for (const Band& b : kBands) {
    for (double k : decades(-300, -1, 2)) {
      const double x = k * b.d;
      const double f = rubber_band(x, b.d, b.c);
      CAPTURE(b.d, b.c, x, f);
      // f / (c x) = 1 / (1 + c x / d), so 0 <= 1 - f / (c x) <= c x / d.
      const double q = f / (b.c * x);
      const double r = b.c * x / b.d;
      CHECK(q <= 1.0 + 8 * kEps);
      CHECK(1.0 - q <= r + 8 * kEps);
      KT_CHECK_REL(q, 1.0 / (1.0 + r), 8 * kEps);
    }
    // Far below rounding of 1 + c x / d, f is c x to a few ulps.
    KT_CHECK_ULPS(rubber_band(1e-20 * b.d, b.d, b.c), b.c * 1e-20 * b.d, 4);
  }
}

TEST_CASE("rubber_band stays below d and approaches it", "[rubber_band]") {
  for (const Band& b : kBands) {
    for (double k : decades(-12, 12, 3)) {
      const double x = k * b.d;
      const double f = rubber_band(x, b.d, b.c);
      CAPTURE(b.d, b.c, x, f);
      // Strictly below d while d - f = d^2 / (d + c x) is well above an ulp of d.
      CHECK(f < b.d);
      CHECK(rubber_band(-x, b.d, b.c) > -b.d);
      // And the gap is the identity d - f = d^2 / (d + c x), to rounding of d.
      KT_CHECK_ABS(b.d - f, b.d * b.d / (b.d + b.c * x), 8 * kEps * b.d);
    }
    CAPTURE(b.d, b.c);
    // Limits at +-inf are +-d exactly.
    CHECK(rubber_band(kInf, b.d, b.c) == b.d);
    CHECK(rubber_band(-kInf, b.d, b.c) == -b.d);
  }
}

TEST_CASE("rubber_band is bounded by d for every finite overscroll", "[rubber_band]") {
  // Beyond c x > d / eps the exact value d - d^2 / (d + c x) rounds to d, so
  // |f| <= d is the floating-point form of |f| < d; it must never exceed d,
  // let alone overflow, however large the (finite) overscroll.
  for (const Band& b : kBands) {
    for (double x : {1e17, 1e20, 4.49873e19, 1e22, 1e100, 1e300, 1e305, 1e306, 1e307, 1e308,
                     DBL_MAX}) {
      const double f = rubber_band(x, b.d, b.c);
      INFO("d = " << fmt(b.d) << ", c = " << fmt(b.c) << ", x = " << fmt(x) << ", f = " << fmt(f)
                  << ", f - d = " << fmt(f - b.d));
      CHECK(std::isfinite(f));
      CHECK(f <= b.d);
      CHECK(f >= b.d * (1 - 1e-12));
      CHECK(rubber_band(-x, b.d, b.c) == -f);
    }
  }
}

TEST_CASE("rubber_band is monotone", "[rubber_band]") {
  for (const Band& b : kBands) {
    // An ascending grid from -inf to +inf through 0, 1e-300 d .. 1e300 d.
    std::vector<double> xs;
    xs.push_back(-kInf);
    const std::vector<double> ks = decades(-300, 300, 4);
    for (auto it = ks.rbegin(); it != ks.rend(); ++it) xs.push_back(-*it * b.d);
    xs.push_back(0.0);
    for (double k : ks) xs.push_back(k * b.d);
    xs.push_back(kInf);
    // Count the steps back (and, where the increase is resolvable, the steps
    // that fail to go up: f' = c d^2 / (d + c x)^2), reporting the first.
    int back = 0, flat = 0;
    std::string first;
    double prev = rubber_band(xs[0], b.d, b.c);
    for (std::size_t i = 1; i < xs.size(); ++i) {
      const double f = rubber_band(xs[i], b.d, b.c);
      const bool resolvable = std::fabs(xs[i]) < 1e6 * b.d && std::fabs(xs[i - 1]) < 1e6 * b.d;
      if (f < prev || (resolvable && !(f > prev))) {
        (f < prev ? back : flat) += 1;
        if (first.empty())
          first = "f(" + fmt(xs[i - 1]) + ") = " + fmt(prev) + " then f(" + fmt(xs[i]) +
                  ") = " + fmt(f);
      }
      prev = f;
    }
    INFO("d = " << fmt(b.d) << ", c = " << fmt(b.c) << ": " << back << " steps back, " << flat
                << " flat where it must rise; first: " << first);
    CHECK(back == 0);
    CHECK(flat == 0);
  }
  // Between consecutive nearby doubles it does not step back either.
  double x = 100.0;
  double prev = rubber_band(x, 800.0);
  int back = 0;
  for (int i = 0; i < 1000; ++i) {
    x = std::nextafter(x, kInf);
    const double f = rubber_band(x, 800.0);
    back += f < prev;
    prev = f;
  }
  CHECK(back == 0);
}

TEST_CASE("rubber_band_inverse undoes rubber_band and the other way round", "[rubber_band]") {
  for (const Band& b : kBands) {
    // inverse(f(x)) == x. The inverse amplifies a relative error of f by
    // (d + c x) / d (its condition number at f(x)), so over 1e-300 d / c <=
    // x <= 100 d / c it keeps 1e-12 relative; beyond, the allowance grows with it.
    for (double k : decades(-300, 2, 4)) {
      const double x = k * b.d / b.c;
      CAPTURE(b.d, b.c, x);
      KT_CHECK_REL(rubber_band_inverse(rubber_band(x, b.d, b.c), b.d, b.c), x, 1e-12);
      KT_CHECK_REL(rubber_band_inverse(rubber_band(-x, b.d, b.c), b.d, b.c), -x, 1e-12);
    }
    for (double k : decades(2, 9, 2)) {
      const double x = k * b.d / b.c;
      CAPTURE(b.d, b.c, x);
      const double cond = 1.0 + b.c * x / b.d;
      KT_CHECK_REL(rubber_band_inverse(rubber_band(x, b.d, b.c), b.d, b.c), x, 8 * kEps * cond);
    }
    // f(inverse(y)) == y for displayed values across (-d, d), up to the
    // last double below d: this direction is well conditioned everywhere.
    std::vector<double> ys;
    for (double k : decades(-300, 0, 4)) ys.push_back(k * b.d * 0.999);
    for (double g : {1e-3, 1e-6, 1e-9, 1e-12}) ys.push_back(b.d * (1.0 - g));
    ys.push_back(std::nextafter(b.d, 0.0));
    for (double y : ys) {
      CAPTURE(b.d, b.c, y);
      KT_CHECK_REL(rubber_band(rubber_band_inverse(y, b.d, b.c), b.d, b.c), y, 1e-12);
      KT_CHECK_REL(rubber_band(rubber_band_inverse(-y, b.d, b.c), b.d, b.c), -y, 1e-12);
    }
  }
  // By hand: the inverse of d/2 is d / c, of 3d/4 is 3 d / c.
  KT_CHECK_REL(rubber_band_inverse(400.0, 800.0), 800.0 / 0.55, 4 * kEps);
  KT_CHECK_REL(rubber_band_inverse(-600.0, 800.0), -3.0 * 800.0 / 0.55, 4 * kEps);
  CHECK(rubber_band_inverse(0.0, 800.0) == 0.0);
  CHECK(rubber_band_inverse(0.5, 1.0, 1.0) == 1.0);
}

TEST_CASE("rubber_band_inverse at and beyond d is +-inf", "[rubber_band]") {
  for (const Band& b : kBands) {
    CAPTURE(b.d, b.c);
    CHECK(rubber_band_inverse(b.d, b.d, b.c) == kInf);
    CHECK(rubber_band_inverse(-b.d, b.d, b.c) == -kInf);
    CHECK(rubber_band_inverse(1.5 * b.d, b.d, b.c) == kInf);
    CHECK(rubber_band_inverse(-7.0 * b.d, b.d, b.c) == -kInf);
    CHECK(rubber_band_inverse(kInf, b.d, b.c) == kInf);
    CHECK(rubber_band_inverse(-kInf, b.d, b.c) == -kInf);
    // Just below d it is large but finite.
    const double big = rubber_band_inverse(std::nextafter(b.d, 0.0), b.d, b.c);
    CHECK(std::isfinite(big));
    CHECK(big > 1e12 * b.d);
  }
}

TEST_CASE("rubber_band_clamp and unclamp: identity inside, banded outside", "[rubber_band]") {
  struct Range {
    double min, max, d, c;
  };
  const Range ranges[] = {{0.0, 2400.0, 800.0, 0.55},
                          {-500.0, -100.0, 300.0, 0.55},
                          {1e4, 1e4 + 1.0, 50.0, 1.0},
                          {-3.0, 3.0, 1.0, 0.2},
                          {7.0, 7.0, 640.0, 0.55}};  // content that fits: min == max
  for (const Range& r : ranges) {
    CAPTURE(r.min, r.max, r.d, r.c);
    {  // inside [min, max] both are the identity, to the bit
      for (double u : {0.0, 1e-9, 0.25, 0.5, 0.999, 1.0}) {
        const double p = r.min + u * (r.max - r.min);
        REQUIRE(p >= r.min);
        REQUIRE(p <= r.max);
        CAPTURE(p);
        CHECK(rubber_band_clamp(p, r.min, r.max, r.d, r.c) == p);
        CHECK(rubber_band_unclamp(p, r.min, r.max, r.d, r.c) == p);
      }
      CHECK(rubber_band_clamp(r.min, r.min, r.max, r.d, r.c) == r.min);
      CHECK(rubber_band_clamp(r.max, r.min, r.max, r.d, r.c) == r.max);
    }
    {  // outside, the overscroll past the nearer bound is banded
      for (double k : {1e-6, 0.01, 0.3, 1.0, 4.0, 50.0}) {
        const double o = k * r.d;
        CAPTURE(o);
        const double above = rubber_band_clamp(r.max + o, r.min, r.max, r.d, r.c);
        const double below = rubber_band_clamp(r.min - o, r.min, r.max, r.d, r.c);
        // max + f(o) and min - f(o), f by hand.
        const double f = r.c * o * r.d / (r.d + r.c * o);
        const double slack = 4 * kEps * (std::fabs(r.max) + std::fabs(r.min) + r.d);
        KT_CHECK_ABS(above, r.max + f, slack);
        KT_CHECK_ABS(below, r.min - f, slack);
        CHECK(above > r.max);
        CHECK(above < r.max + r.d);
        CHECK(below < r.min);
        CHECK(below > r.min - r.d);
      }
    }
    {  // round trip outside
      for (double k : {1e-6, 0.01, 0.3, 1.0, 4.0, 50.0, 500.0}) {
        const double o = k * r.d;
        for (double p : {r.max + o, r.min - o}) {
          CAPTURE(o, p);
          const double y = rubber_band_clamp(p, r.min, r.max, r.d, r.c);
          // The displayed value carries a rounding of the bound's size; the
          // inverse amplifies an absolute error of f by dx/df =
          // (d + c o)^2 / (c d^2).
          const double amp = (r.d + r.c * o) * (r.d + r.c * o) / (r.c * r.d * r.d);
          const double tol = 4 * kEps * (std::fabs(p) + amp * (std::fabs(y) + r.d));
          KT_CHECK_ABS(rubber_band_unclamp(y, r.min, r.max, r.d, r.c), p, tol);
        }
        // And displayed -> raw -> displayed, well conditioned.
        for (double y : {r.max + 0.5 * r.d, r.min - 0.25 * r.d, r.max + 0.999 * r.d}) {
          CAPTURE(y);
          const double p = rubber_band_unclamp(y, r.min, r.max, r.d, r.c);
          KT_CHECK_ABS(rubber_band_clamp(p, r.min, r.max, r.d, r.c), y,
                       8 * kEps * (std::fabs(y) + r.d));
        }
      }
      // A displayed position a full dimension or more past a bound has no raw position.
      CHECK(rubber_band_unclamp(r.max + r.d, r.min, r.max, r.d, r.c) == kInf);
      CHECK(rubber_band_unclamp(r.min - 2.0 * r.d, r.min, r.max, r.d, r.c) == -kInf);
    }
  }
}

TEST_CASE("rubber_band bad input is NaN", "[rubber_band]") {
  for (double d : {0.0, -0.0, -1.0, -800.0, kNaN}) {
    CAPTURE(d);
    CHECK(std::isnan(rubber_band(10.0, d, 0.55)));
    CHECK(std::isnan(rubber_band(-10.0, d, 0.55)));
    CHECK(std::isnan(rubber_band(0.0, d, 0.55)));
    CHECK(std::isnan(rubber_band_inverse(10.0, d, 0.55)));
    CHECK(std::isnan(rubber_band_inverse(0.0, d, 0.55)));
  }
  for (double c : {0.0, -0.0, -0.55, kNaN}) {
    CAPTURE(c);
    CHECK(std::isnan(rubber_band(10.0, 800.0, c)));
    CHECK(std::isnan(rubber_band(0.0, 800.0, c)));
    CHECK(std::isnan(rubber_band_inverse(10.0, 800.0, c)));
    CHECK(std::isnan(rubber_band_inverse(0.0, 800.0, c)));
  }
  CHECK(std::isnan(rubber_band(kNaN, 800.0, 0.55)));
  CHECK(std::isnan(rubber_band(-kNaN, 800.0)));
  CHECK(std::isnan(rubber_band_inverse(kNaN, 800.0, 0.55)));
  // A NaN position stays NaN through clamp and unclamp.
  CHECK(std::isnan(rubber_band_clamp(kNaN, 0.0, 100.0, 800.0)));
  CHECK(std::isnan(rubber_band_unclamp(kNaN, 0.0, 100.0, 800.0)));
  // Outside the range, a bad dimension or coefficient reaches the band.
  CHECK(std::isnan(rubber_band_clamp(150.0, 0.0, 100.0, 0.0)));
  CHECK(std::isnan(rubber_band_clamp(-50.0, 0.0, 100.0, 800.0, -1.0)));
  CHECK(std::isnan(rubber_band_unclamp(150.0, 0.0, 100.0, kNaN)));
}
