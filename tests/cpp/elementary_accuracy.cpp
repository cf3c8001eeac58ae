// kinema's own exp, sin, cos and expm1 (src/kinema/detail/elementary.hpp) against
// mpmath: `elementary_accuracy REFERENCE.bin` reads the records written by
// tests/reference/elementary.py (x, f(x) rounded, the remainder in its ulps),
// prints the largest error in ulps per function and range, and fails if any
// exceeds 1 ulp, or if a special case (NaN, infinities, signed zeros) is wrong.
// ctest generates the file first (tests/cpp/CMakeLists.txt).
#include <cfloat>
#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#include "kinema/detail/elementary.hpp"

namespace {

struct Record {
  double x, hi, frac;
};

bool read_block(std::FILE* f, std::vector<Record>& out) {
  std::uint64_t n = 0;
  if (std::fread(&n, sizeof n, 1, f) != 1) return false;
  out.resize(static_cast<std::size_t>(n));
  return std::fread(out.data(), sizeof(Record), out.size(), f) == out.size();
}

// The error of `got` in ulps of the exact value hi + frac ulp(hi) (the ulp of
// a subnormal is the smallest subnormal; as in elementary.py).
double ulps(double got, const Record& r) {
  if (std::isinf(r.hi)) return got == r.hi ? 0.0 : HUGE_VAL;
  if (!std::isfinite(got)) return HUGE_VAL;
  int e = 0;
  if (r.hi != 0.0) std::frexp(r.hi, &e);
  const double ulp = std::ldexp(1.0, r.hi == 0.0 || e - 53 < -1074 ? -1074 : e - 53);
  return std::fabs((got - r.hi) / ulp - r.frac);
}

struct Worst {
  const char* name;
  double max = 0;
  double at = 0;
  std::size_t count = 0;
  void add(double err, double x) {
    ++count;
    if (err > max || std::isnan(err)) {
      max = err;
      at = x;
    }
  }
};

bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

}  // namespace

int main(int argc, char** argv) {
  using kinema::detail::exp_kernel;
  using kinema::detail::expm1_kernel;
  using kinema::detail::sin_cos;
  if (argc < 2) {
    std::fprintf(stderr, "usage: elementary_accuracy REFERENCE.bin\n");
    return 2;
  }
  std::FILE* f = std::fopen(argv[1], "rb");
  std::vector<Record> ex, sn, cs, em;
  if (!f || !read_block(f, ex) || !read_block(f, sn) || !read_block(f, cs) || !read_block(f, em) ||
      sn.size() != cs.size()) {
    std::fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  std::fclose(f);

  Worst exp_small{"exp, |x| < 1"}, exp_decay{"exp, -60 <= x <= -1"}, exp_big{"exp, elsewhere"};
  for (const auto& r : ex) {
    const double err = ulps(exp_kernel(r.x), r);
    (std::fabs(r.x) < 1 ? exp_small : (r.x >= -60 && r.x <= -1 ? exp_decay : exp_big)).add(err, r.x);
  }
  Worst sin_phase{"sin, 0 <= x <= 10"}, sin_far{"sin, elsewhere (in range)"}, sin_libm{"sin, |x| > range (Payne-Hanek)"};
  Worst cos_phase{"cos, 0 <= x <= 10"}, cos_far{"cos, elsewhere (in range)"}, cos_libm{"cos, |x| > range (Payne-Hanek)"};
  for (std::size_t i = 0; i < sn.size(); ++i) {
    const double x = sn[i].x;
    const auto sc = sin_cos(x);
    const bool phase = x >= 0 && x <= 10;
    const bool libm = !(std::fabs(x) <= kinema::detail::kSinCosRange);
    (phase ? sin_phase : libm ? sin_libm : sin_far).add(ulps(sc.sin, sn[i]), x);
    (phase ? cos_phase : libm ? cos_libm : cos_far).add(ulps(sc.cos, cs[i]), x);
  }

  Worst em_series{"expm1, |x| < 1/16"}, em_decay{"expm1, -60 <= x <= -1/16"}, em_big{"expm1, elsewhere"};
  for (const auto& r : em) {
    const double err = ulps(expm1_kernel(r.x), r);
    (std::fabs(r.x) < 0.0625 ? em_series : (r.x >= -60 && r.x <= -0.0625 ? em_decay : em_big)).add(err, r.x);
  }

  bool ok = true;
  std::printf("%-32s %8s %12s  %s\n", "function and range", "args", "max ulps", "at x");
  for (const Worst* w : {&exp_small, &exp_decay, &exp_big, &sin_phase, &sin_far, &sin_libm, &cos_phase,
                         &cos_far, &cos_libm, &em_series, &em_decay, &em_big}) {
    std::printf("%-32s %8zu %12.6f  %.17g\n", w->name, w->count, w->max, w->at);
    if (!(w->max <= 1.0)) ok = false;
  }
  const std::size_t total = ex.size() + sn.size() + em.size();
  std::printf("%zu arguments (%zu exp, %zu sin/cos, %zu expm1)\n", total, ex.size(), sn.size(), em.size());
  if (ex.size() < 100000 || sn.size() < 100000 || em.size() < 100000) ok = false;

  // Special values.
  auto check = [&ok](bool c, const char* what) {
    if (!c) {
      std::printf("FAILED: %s\n", what);
      ok = false;
    }
  };
  check(std::isnan(exp_kernel(std::nan(""))), "exp(NaN) is NaN");
  check(exp_kernel(HUGE_VAL) == HUGE_VAL, "exp(+inf) = +inf");
  check(same_bits(exp_kernel(-HUGE_VAL), 0.0), "exp(-inf) = +0");
  check(exp_kernel(0.0) == 1.0 && exp_kernel(-0.0) == 1.0, "exp(+-0) = 1");
  check(exp_kernel(DBL_MAX) == HUGE_VAL && same_bits(exp_kernel(-DBL_MAX), 0.0), "exp(+-DBL_MAX)");
  check(std::isnan(sin_cos(std::nan("")).sin) && std::isnan(sin_cos(std::nan("")).cos), "sin_cos(NaN)");
  check(std::isnan(sin_cos(HUGE_VAL).sin) && std::isnan(sin_cos(-HUGE_VAL).cos), "sin_cos(+-inf) is NaN");
  check(same_bits(sin_cos(0.0).sin, 0.0) && same_bits(sin_cos(-0.0).sin, -0.0), "sin(+-0) = +-0");
  check(sin_cos(-0.0).cos == 1.0 && sin_cos(5e-324).cos == 1.0, "cos(0) = 1");
  check(std::isnan(expm1_kernel(std::nan(""))), "expm1(NaN) is NaN");
  check(expm1_kernel(HUGE_VAL) == HUGE_VAL && expm1_kernel(-HUGE_VAL) == -1.0, "expm1(+-inf) = +inf, -1");
  check(same_bits(expm1_kernel(0.0), 0.0) && same_bits(expm1_kernel(-0.0), -0.0), "expm1(+-0) = +-0");
  check(expm1_kernel(DBL_MAX) == HUGE_VAL && expm1_kernel(-DBL_MAX) == -1.0, "expm1(+-DBL_MAX)");
  check(same_bits(expm1_kernel(-5e-324), -5e-324) && expm1_kernel(DBL_MIN) == DBL_MIN, "expm1(subnormal) = x");
  std::printf(ok ? "ok: every result within 1 ulp\n" : "FAILED\n");
  return ok ? 0 : 1;
}
